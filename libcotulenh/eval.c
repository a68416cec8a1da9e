/* The static evaluation (doc/cotulenh/engine.md, "Evaluation"). */
#include "search_impl.h"

const int16_t tl_eval_value[NKIND] = {
    /* N F T E H C I M A G S */
    800, 400, 200, 100, 0, 0, 100, 100, 300, 100, 200};

int tl_eval(const tl_pos *p, int mode)
{
    (void)mode;
    int score[2] = {0, 0};
    for (int s = 0; s < 2; s++)
        for (int k = 0; k < NKIND; k++)
            score[s] += p->cnt[s][k] * tl_eval_value[k];
    return score[p->side] - score[!p->side];
}
