/* Staged move ordering for the search (search.c).
 *
 * The moves of a node come in stages: the transposition table's move
 * (checked to be a legal slide, or found among the captures), the captures
 * (read from the evaluation's line terms, no move generation), the two
 * killers (checked to be legal), and only then the slides, which are most
 * of the ~100 moves of a middlegame position and are seldom needed: nearly
 * every cut-off comes from an earlier stage.
 *
 * Order: the table's move; captures by key (a capture of the 0 or one that
 * reaches the target first, then by the value taken, then the least
 * valuable mover; ties in the capture list's order); killer 0, killer 1;
 * the slides with a history key by key (ties in the generator's order),
 * then the slides without one in the generator's order.  The history keys
 * are read when the slides are generated, after the earlier stages' moves
 * have been searched.  Every legal move comes exactly once
 * (tests/cotoan/test_engine.c checks it). */
#ifndef CT_MOVEPICK_H
#define CT_MOVEPICK_H

#include <stdint.h>

#include "search_impl.h"
#include "eval_lines.h"

/* Capture order keys (the table's move gets CT_ORD_TT). */
enum {
    CT_ORD_TT = 1 << 30,
    CT_ORD_WIN = 1 << 29,     /* captures the 0 or reaches the target */
    CT_ORD_CAPTURE = 1 << 28
};

typedef struct ct_move_picker {
    int stage;
    int i, n, rest_zero;
    int killer;          /* the last move came from the killer stages */
    int captures_only;   /* stop after the captures (quiescence) */
    uint32_t tt;         /* the table's move, 0 for none */
    uint32_t tried[3];   /* slides already tried: table move, killers */
} ct_move_picker;

/* Start the moves of a node: ttmove is the table's move (0 for none);
 * captures_only stops after the captures. */
void ct_picker_init(ct_move_picker *pk, uint32_t ttmove, int captures_only);

/* The next move of the side to move in s->pos at `ply` (whose lists
 * s->moves[ply] and s->mscore[ply] the picker uses, with s->scratch), or
 * 0 when there is none left.  lines are s->pos's line terms.  pk->killer
 * tells whether the move came from the killer stages. */
uint32_t ct_picker_next(ct_move_picker *pk, ct_search_state *s,
                        const ct_lines *lines, int ply);

/* The order key of capture m for a side that needs `need` more points to
 * reach the target (100 when there is no target). */
static inline int32_t ct_capture_key(const ct_pos *p, uint32_t m, int need)
{
    const int cv = CT_PC_VALUE(p->sq[MV_TO(m)]);
    const int v = CT_PC_VALUE(p->sq[MV_FROM(m)]);
    return (cv == 0 || cv >= need ? CT_ORD_WIN : CT_ORD_CAPTURE) + cv * 16 - v;
}

#endif
