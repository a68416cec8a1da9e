/* Move ordering and the move helpers of the search (movepick.c).
 *
 * Order: the transposition table's move; captures by the points they
 * take (most valuable victim first), the least valuable mover first
 * among equal victims; the two killer moves of the ply; the other quiet
 * moves (and the end of a session) by their history key, ties in the
 * generator's order.  The moves are picked one at a time (a selection
 * sort), since most nodes are cut off after a few. */
#ifndef TL_MOVEPICK_H
#define TL_MOVEPICK_H

#include "search_impl.h"

enum {
    TL_ORD_TT = 1 << 30,
    TL_ORD_CAPTURE = 1 << 28,
    TL_ORD_KILLER = 1 << 27
};

/* A move that takes nothing (a move, a combination, the session end). */
static inline int tl_is_quiet(uint32_t m)
{
    const int k = MV_KIND(m);
    return k == K_MOVE || k == K_COMBINE || k == K_END;
}

/* The points (tenths) a capture takes: the target stack. */
int tl_victim_value(const tl_pos *p, uint32_t m);

/* Order keys of mv[0..n) into sc; returns the index of ttmove in mv
 * (its key, TL_ORD_TT, is the only one that high), -1 if absent. */
int tl_score_moves(const tl_search_state *s, int ply, const uint32_t *mv,
                   int32_t *sc, int n, uint32_t ttmove);

/* The index of the first highest key of sc[i..n). */
static inline int tl_best_key(const int32_t *sc, int n, int i)
{
    int b = i;
    for (int j = i + 1; j < n; j++)
        if (sc[j] > sc[b])
            b = j;
    return b;
}

/* Swaps the move at b (and its key) with the one at i; returns it. */
static inline uint32_t tl_swap_to(uint32_t *mv, int32_t *sc, int b, int i)
{
    const uint32_t m = mv[b];
    const int32_t k = sc[b];
    mv[b] = mv[i];
    sc[b] = sc[i];
    mv[i] = m;
    sc[i] = k;
    return m;
}

/* The best remaining move of mv[i..n) (swapped to i with its key). */
static inline uint32_t tl_pick(uint32_t *mv, int32_t *sc, int n, int i)
{
    return tl_swap_to(mv, sc, tl_best_key(sc, n, i), i);
}

/* A move of a list that tl_pick_legal() has found legal (bit 31 is
 * free in a move). */
#define TL_PICK_LEGAL 0x80000000u

/* tl_pick() over the legal moves only of a list of pseudo-legal moves
 * mv[0..*n) (with the session's end, always legal), testing a move's
 * legality (tl_is_legal_fast(), x) only when it comes up: the illegal moves
 * found are taken out of mv and sc in order, so that the moves picked and
 * their order are those of tl_pick() on the list of legal moves
 * (tl_gen_legal()) with its keys; the move at i is tested before it is
 * swapped away.  Returns 0 when no legal move is left, else 1 and the
 * move in *m; moves after a cut-off are never tested.  best, if not
 * negative, is the index of the only move with the highest key of
 * mv[i..*n) (the table's move, tl_score_moves()): no search for it. */
static inline int tl_pick_legal(tl_pos *p, const tl_legal_ctx *x, uint32_t *mv, int32_t *sc,
                                int *n, int i, uint32_t *m, int best)
{
    for (;;) {
        if (i >= *n)
            return 0;
        const int b = best >= 0 ? best : tl_best_key(sc, *n, i);
        /* the best one, then the one at i: legal, or taken out */
        int bad = -1;
        for (int t = 0; t < 2 && bad < 0; t++) {
            const int q = t ? i : b;
            if (mv[q] & TL_PICK_LEGAL)
                continue;
            if (MV_KIND(mv[q]) == K_END || tl_is_legal_fast(p, x, mv[q]))
                mv[q] |= TL_PICK_LEGAL;
            else
                bad = q;
        }
        if (bad >= 0) {
            best = -1; /* (mv shifts) */
            (*n)--;
            memmove(mv + bad, mv + bad + 1, (size_t)(*n - bad) * sizeof *mv);
            memmove(sc + bad, sc + bad + 1, (size_t)(*n - bad) * sizeof *sc);
            continue;
        }
        *m = tl_swap_to(mv, sc, b, i) & ~TL_PICK_LEGAL;
        return 1;
    }
}

#endif
