/* Step perft (T50): each legal move or deploy step is one ply; after a step
 * that leaves the session open the same side moves again; ending a session
 * early is not a ply (T22).  A session with no legal step left ends by
 * itself (T21) before the node's moves are counted. */
#include "legal.h"

/* The node's legal moves, after settling an exhausted session. */
static int node_moves(tl_pos *pos, uint32_t *list, tl_undo *u, int *closed)
{
    int n = tl_gen_legal(pos, list);
    *closed = 0;
    if (!n && pos->origin) {
        tl_undo_begin(pos, u);
        tl_close_session(pos);
        *closed = 1;
        n = tl_gen_legal(pos, list);
    }
    return n;
}

static uint64_t perft(tl_pos *pos, int depth, int full)
{
    uint32_t list[TL_GEN_MAX];
    tl_undo close;
    int closed;
    const int n = node_moves(pos, list, &close, &closed);
    uint64_t sum = 0;
    if (depth == 1 && !full) {
        sum = (uint64_t)n;
    } else {
        for (int i = 0; i < n; i++) {
            tl_undo u;
            tl_make(pos, list[i], &u, NULL, NULL);
            sum += depth == 1 ? 1 : perft(pos, depth - 1, full);
            tl_undo_apply(pos, &u);
        }
    }
    if (closed)
        tl_undo_apply(pos, &close);
    return sum;
}

uint64_t tl_perft(tl_pos *pos, int depth)
{
    return depth <= 0 ? 1 : perft(pos, depth, 0);
}

uint64_t tl_perft_full(tl_pos *pos, int depth)
{
    return depth <= 0 ? 1 : perft(pos, depth, 1);
}
