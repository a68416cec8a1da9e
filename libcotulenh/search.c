/* The search (stub: the first legal turn; the real search follows). */
#include "search_impl.h"

#include <string.h>

/* Fills the turn of res from the internal steps pv[0..len) of the root
 * position: the steps of the first turn, completed (when the line stops
 * inside the session) by an early end if one is allowed, else by the
 * first legal step, until the turn passes. */
static void fill_turn(const tl_pos *root, const uint32_t *pv, int len,
                      tl_search_result *res)
{
    tl_pos p = *root;
    uint32_t list[TL_GEN_MAX];
    int i = 0;
    res->turn_length = 0;
    res->turn_ends_early = 0;
    for (;;) {
        uint32_t m;
        if (i < len) {
            m = pv[i++];
        } else if (p.origin && tl_may_end(&p)) {
            m = tl_end_move(&p);
        } else {
            int n = tl_gen_legal(&p, list);
            if (n == 0)
                return;
            m = list[0];
            i = len + 1; /* the line is over: complete by hand */
        }
        if (MV_KIND(m) == K_END) {
            res->turn_ends_early = 1;
            return;
        }
        res->turn[res->turn_length++] = tl_mv_public(m);
        tl_undo u;
        tl_make(&p, m, &u, NULL, NULL);
        if (MV_DEPLOY(m))
            tl_settle(&p, &u);
        if (!p.origin || res->turn_length == TL_TURN_MAX)
            return;
    }
}

void tl_search_run(tl_engine *e, tl_search_state *s, int max_depth,
                   const tl_search_limits *lim, tl_search_result *res)
{
    (void)e;
    (void)max_depth;
    (void)lim;
    memset(res, 0, sizeof *res);
    res->size = sizeof *res;
    fill_turn(&s->pos, NULL, 0, res);
    res->best = res->turn_length ? res->turn[0]
              : res->turn_ends_early ? tl_mv_public(tl_end_move(&s->pos)) : TL_MOVE_NONE;
    res->pv_length = res->best != TL_MOVE_NONE;
    res->pv[0] = res->best;
}
