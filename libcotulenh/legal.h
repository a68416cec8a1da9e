/* Making moves and deciding legality (legal.c): the make of a move or a
 * deploy step and the session's close, the legality predicate
 * tl_is_legal() and its named fast paths, and what is built on them.
 * Calls run downhill: legal.c uses the generator (movegen.h), never the
 * other way. */
#ifndef TL_LEGAL_H
#define TL_LEGAL_H

#include "movegen.h"

/* Promotions of a move or step just made by side (T39 then T40); promoted
 * pieces are listed in prom (square << 4 | kind) when not NULL. Returns
 * the number of pieces promoted. */
int tl_promote(tl_pos *pos, tl_undo *u, int side, uint16_t *prom);

/* Makes a pseudo-legal move (promotions included); u receives the undo
 * record.  A deploy step leaves the session open (even with nothing left
 * to step): tl_close_session() ends it. prom as tl_promote(). */
void tl_make(tl_pos *pos, uint32_t m, tl_undo *u, uint16_t *prom, int *nprom);
/* tl_make(), returning for a move that ends the turn from a turn boundary
 * whether the new side to move's commander is attacked (T35: 1 or 0),
 * when the move's T39 scan shows it; else -1 (not known). */
int tl_make_check(tl_pos *pos, uint32_t m, tl_undo *u, uint16_t *prom, int *nprom);
/* Ends the open session: the turn passes (T21, T43, T44).  Appends to the
 * undo record u, which must have been begun before (tl_undo_begin). */
void tl_close_session(tl_pos *pos);

/* ---- legality (legal.c) ----
 *
 * The legality predicate is tl_is_legal(): a pseudo-legal move m (T38,
 * from tl_gen()) is legal when
 *  - a move that is no deploy step (T36): after it (promotions made), the
 *    mover's commander, if it had one, is still on the board, is not
 *    attacked (T35) and does not face the enemy commander (T33):
 *    tl_legal_for();
 *  - a deploy step (T37): after it, the session has a legal completion:
 *    it may end now (T21: the stack left on the origin may stand there,
 *    and tl_legal_for() holds: tl_may_end()), or some further pseudo-legal
 *    step leads to a position with a legal completion.
 * Everything else that decides legality is an optimisation of it, with
 * the same answer for every pseudo-legal move of every position
 * (tests/cotulenh/test_legal.c checks them against it): tl_is_legal_fast()
 * and tl_make_if_legal(). */

/* THE legality predicate (T36, T37, above); pos is restored. */
int tl_is_legal(tl_pos *pos, uint32_t m);

/* The parts of the predicate that callers also use by themselves
 * (and tl_legal_for(), movegen.h). */
/* T21: may the open session end now as far as terrain goes (the stack
 * left on the origin may stand there, D18)? */
int tl_session_may_end_terrain(const tl_pos *pos);
/* May the open session end now (T21 and T36)? */
int tl_may_end(tl_pos *pos);

/* Fast path 1: what tl_is_legal_fast() knows of a position (its side to
 * move's commander: attacked or facing, an enemy air force near it),
 * computed once per position by tl_legal_init(); attacked: whether the
 * side to move's commander is attacked (T35), if the caller knows it
 * (1 or 0), else -1. */
typedef struct tl_legal_ctx {
    int k, check, threat, lone, others;
} tl_legal_ctx;
void tl_legal_init(tl_pos *pos, tl_legal_ctx *x, int attacked);
/* Fast path 1, an optimisation of tl_is_legal(pos, m) with the same
 * answer: most moves are decided without being made (moves that cannot
 * change an attack on the commander, then the raw board), the rest by
 * the predicate itself.  x from tl_legal_init() on this position. */
int tl_is_legal_fast(tl_pos *pos, const tl_legal_ctx *x, uint32_t m);
/* Fast path 2, tl_make_check() and tl_is_legal() in one make (the
 * quiescence search): makes the pseudo-legal move m if tl_is_legal()
 * holds and returns 1 (undo with u), else leaves pos as it was and
 * returns 0.  A deploy step after which no piece may step ends its
 * session (tl_close_if_done()).  *check receives what tl_make_check()
 * knows of the check after it (-1: not known). */
int tl_make_if_legal(tl_pos *pos, uint32_t m, tl_undo *u, int *check);

/* Built on the predicate. */
/* The legal moves of the position (tl_gen() filtered by
 * tl_is_legal_fast()); pos is restored. */
int tl_gen_legal(tl_pos *pos, uint32_t *out);
/* Is m in tl_gen_legal()'s list (m 0: is that list not empty)?  Decided
 * without building it: a move tl_gen() lists that passes
 * tl_is_legal_fast().  pos is restored. */
int tl_gen_has(tl_pos *pos, uint32_t m);
/* After a legal deploy step: ends the session when no piece on the
 * origin may step any more (T21; the undo record of the step covers
 * it). */
static inline void tl_close_if_done(tl_pos *p)
{
    if (p->origin && !(p->may_step & sc_kinds(p->b[p->origin])))
        tl_close_session(p);
}
/* Makes the position canonical: a session with no legal step left ends
 * (T21) when it may.  Returns 1 if it closed the session (undo with u). */
int tl_settle(tl_pos *pos, tl_undo *u);
/* Is the open session stuck: no piece left on the origin that may still
 * step has a legal step (T37), and the session may not end (T21, T36)?
 * Play never reaches such a position (T37); a FEN that holds one is
 * refused (tl_game_set_fen()). */
int tl_session_stuck(tl_pos *pos);

/* Advances a scratch position by a legal step, or by the early end of
 * the open session (K_END), exactly as the game plays it: after a deploy
 * step the session ends when no legal step is left (tl_settle()).  Keeps
 * no undo record: for copies that are thrown away (turn texts, reported
 * lines). */
void tl_advance(tl_pos *pos, uint32_t m);

#endif
