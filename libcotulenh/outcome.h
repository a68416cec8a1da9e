/* The end of the game that a position decides by itself (outcome.c):
 * T53.1-T53.4 and T54, each rule in one function. */
#ifndef TL_OUTCOME_H
#define TL_OUTCOME_H

#include <stdint.h>

#include "movegen.h"

/* T53.4: the halfmove clock that draws; T53.5: the occurrences of a
 * position that draw. */
#define TL_HALFMOVE_DRAW 100
#define TL_REPETITION_DRAW 3

/* T54: the battles side has lost (TL_BATTLE_* bits), 0 for none. */
int tl_pos_battles_lost(const tl_pos *p, int side);
/* The end of the game that a position decides by itself (T54 in battles
 * mode, T53.1 to T53.4, in the order of T53 and T54), at a turn boundary
 * (ongoing inside a session).  has_moves: whether the side to move has a
 * legal move (1 or 0: T53.2 checkmate, T53.3 stalemate), or -1 when the
 * caller does not know it (the search, which finds mates and stalemates
 * in its move loops): then T53.2/3 are skipped and T53.4 applies even to
 * a position without a legal move.  Repetition (T53.5) needs the
 * history: tl_repetitions() (game_impl.h).  Returns a tl_result, *term a
 * tl_termination. */
int tl_pos_outcome(const tl_pos *p, int mode, int has_moves, int32_t *term);

#endif
