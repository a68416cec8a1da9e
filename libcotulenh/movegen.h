/* Move generation (T11-T31), attack and facing tests (T33, T35), making
 * moves with promotions (T39, T40), legality and deploy-session
 * completion (T21, T36, T37), perft (T50).
 *
 * Internal moves have the bit layout of tl_move (include/cotulenh/game.h)
 * but padded squares (board.h); tl_mv_public / tl_mv_internal convert. */
#ifndef TL_MOVEGEN_H
#define TL_MOVEGEN_H

#include "board.h"

enum { K_MOVE = 0, K_X = 1, K_STAY = 2, K_SUICIDE = 3, K_COMBINE = 4, K_END = 7 };

#define MV(from, to, kind, deploy, unit) \
    ((uint32_t)(from) | ((uint32_t)(to) << 8) | ((uint32_t)(kind) << 16) | \
     ((uint32_t)(deploy) << 19) | ((uint32_t)(unit) << 20))
#define MV_FROM(m) ((int)((m) & 0xFFu))
#define MV_TO(m) ((int)(((m) >> 8) & 0xFFu))
#define MV_KIND(m) ((int)(((m) >> 16) & 7u))
#define MV_DEPLOY(m) ((int)(((m) >> 19) & 1u))
#define MV_UNIT(m) ((int)(((m) >> 20) & 15u))

/* The generators' buffers: TL_MOVES_MAX holds every position (its bound,
 * movegen.c). */
#define TL_GEN_MAX TL_MOVES_MAX
/* The buffers of the steps of one deploy session (at most the 4 pieces of
 * a stack, 40 squares each: movegen.c). */
#define TL_SESSION_GEN_MAX 512

/* Move and capture ranges (T5, T6, T24): [kind][heroic][diagonal] =
 * {move, capture, capture against a navy-carried stack}; all 0 = no move
 * along such a direction. */
extern const uint8_t tl_range[NKIND][2][2][3];

/* Pseudo-legal moves (T38) of the side to move (only the session's steps
 * while a session is open). Returns the count. */
int tl_gen(const tl_pos *pos, uint32_t *out);
/* The captures (K_X, K_STAY, K_SUICIDE) of tl_gen(), in its order, and
 * only those: what tl_gen() then a filter on the kind would give, without
 * generating the other moves (quiescence). */
int tl_gen_captures(const tl_pos *pos, uint32_t *out);
/* Pseudo-legal moves of one mover from p: the whole stack (deploy 0) or
 * the piece of kind unit stepping out of it (deploy 1). */
int tl_gen_unit(const tl_pos *pos, int p, int unit, int deploy, uint32_t *out, int n);

/* Is padded square tp attacked by a piece of side by (T35)?  With
 * collect != NULL, every attacking piece is listed as (square << 4 | kind)
 * and the count returned. */
int tl_attackers(const tl_pos *pos, int tp, int by, uint16_t *collect);
/* The same along the directions in the bit mask dirs only. */
int tl_attackers_dirs(const tl_pos *pos, int tp, int by, uint16_t *collect, unsigned dirs);
/* The direction (DIR_*) from padded square from to q if q lies on one of
 * its 8 lines, else -1. */
int tl_dir_of(int from, int q);
/* T33, the one test of the commanders' line: -1 when the two commanders
 * share no open-to-facing line (one is missing or carried, or they are on
 * no common rank or file); else the number of stacks between them on it,
 * counted up to stop (the count stops there).  *first (when not NULL)
 * receives the square of the first stack between them, if any. */
int tl_facing_line(const tl_pos *pos, int stop, int *first);
/* Do the two commanders face each other (T33: tl_facing_line() is 0)? */
int tl_facing(const tl_pos *pos);

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

/* The parts of the predicate that callers also use by themselves. */
/* T36 for side: commander not attacked, no facing (1 if no commander). */
int tl_legal_for(const tl_pos *pos, int side);
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

/* Step perft (T50), bulk-counted; and with every leaf move made. */
uint64_t tl_perft(tl_pos *pos, int depth);
uint64_t tl_perft_full(tl_pos *pos, int depth);

/* Public <-> internal move (squares converted); 0 if off the board. */
uint32_t tl_mv_public(uint32_t m);
uint32_t tl_mv_internal(uint32_t m);

#endif
