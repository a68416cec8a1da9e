/* Move generation (T11-T31), attack and facing tests (T33, T35), perft
 * (T50); making moves and legality are legal.h's.
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
/* T36 for side: commander not attacked, no facing (1 if no commander):
 * the position-level part of the legality predicate (legal.h). */
int tl_legal_for(const tl_pos *pos, int side);

/* Step perft (T50), bulk-counted; and with every leaf move made. */
uint64_t tl_perft(tl_pos *pos, int depth);
uint64_t tl_perft_full(tl_pos *pos, int depth);

/* Public <-> internal move (squares converted); 0 if off the board. */
uint32_t tl_mv_public(uint32_t m);
uint32_t tl_mv_internal(uint32_t m);

#endif
