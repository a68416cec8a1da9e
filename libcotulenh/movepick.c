/* Move ordering and the move helpers of the search (movepick.h). */
#include "movepick.h"

int tl_victim_value(const tl_pos *p, uint32_t m)
{
    return 10 * tl_stack_points(p->b[MV_TO(m)]);
}

int tl_score_moves(const tl_search_state *s, int ply, const uint32_t *mv,
                   int32_t *sc, int n, uint32_t ttmove)
{
    int tt = -1;
    const tl_pos *p = &s->pos;
    const uint32_t k0 = s->killers[ply][0], k1 = s->killers[ply][1];
    const int32_t (*hist)[TL_NP] = s->history[p->side];
    for (int i = 0; i < n; i++) {
        const uint32_t m = mv[i];
        int32_t key;
        if (m == ttmove) {
            key = TL_ORD_TT;
            if (tt < 0)
                tt = i;
        } else if (!tl_is_quiet(m)) {
            const int victim = tl_stack_points(p->b[MV_TO(m)]);
            int mover = tl_eval_value[MV_UNIT(m)] / 10;
            if (MV_KIND(m) == K_SUICIDE) /* the air force burns too */
                mover = MV_DEPLOY(m) ? 40 : tl_stack_points(p->b[MV_FROM(m)]);
            key = TL_ORD_CAPTURE + victim * 256 - mover;
            if (MV_KIND(m) == K_SUICIDE)
                key -= mover * 128;
        } else if (m == k0) {
            key = TL_ORD_KILLER + 1;
        } else if (m == k1) {
            key = TL_ORD_KILLER;
        } else {
            key = hist[MV_FROM(m)][MV_TO(m)];
        }
        sc[i] = key;
    }
    return tt;
}
