/* The evaluation's per-line terms (eval.c), kept up to date by the search.
 *
 * Mobility, pairs and captures are sums over the 58 board lines of terms
 * that each depend on one line's contents only: a piece's empty neighbours
 * along a line lie on it, a pair lies on one line, and a shot's target is
 * the first piece beyond the front piece on the pair's line.  A move
 * changes only the seven lines through its from- and to-squares, so the
 * search recomputes those after ct_pos_make() (ct_lines_move) and puts the
 * saved ones back after ct_pos_unmake() (ct_lines_unmove).
 *
 * A line's term for one side is packed in a uint64_t: the number of its
 * captures that take a piece of value v, 4 bits for each v = 0..9 (no piece
 * can be the target of more than 8 shots, one per ray), then the empty
 * neighbours of its pieces (8 bits) and its pairs (8 bits).  Packed terms
 * add and subtract like numbers, so a side's total over all lines is kept
 * by adding the change of the seven lines.
 *
 * The tropism (eval.c) is kept here too: a move changes the distance of
 * one piece to the enemy 0 (which never moves, R5), and a capture removes
 * one piece. */
#ifndef CT_EVAL_LINES_H
#define CT_EVAL_LINES_H

#include <stdint.h>

#include "movegen.h"

/* The fields of a packed term. */
#define CT_LINES_CAPTURES ((UINT64_C(1) << 40) - 1)
#define CT_LINES_MOB_SHIFT 40
#define CT_LINES_PAIR_SHIFT 48

/* The lines one move changes. */
#define CT_MOVE_LINES 7

typedef struct ct_lines {
    uint64_t tot[2];                  /* each side's sum over the lines */
    uint64_t capl[2];                 /* bit L: the side has a capture on line L */
    uint64_t term[CT_NLINES][2];      /* each line's term for each side */
    uint16_t own[CT_NLINES][2];       /* bits of each side's pieces 1-9 */
    int32_t trop[2];                  /* tropism: sum of 10 - distance to the enemy 0 */
} ct_lines;

/* What ct_lines_unmove() needs. */
typedef struct ct_lines_undo {
    uint64_t tot[2], capl[2];
    int32_t trop[2];
    uint64_t term[CT_MOVE_LINES][2];
    uint16_t own[CT_MOVE_LINES][2];
    /* Not uint8_t: a character store may alias anything. */
    uint16_t line[CT_MOVE_LINES];
    uint16_t n;
} ct_lines_undo;

/* The line terms of position p. */
void ct_lines_init(ct_lines *l, const ct_pos *p);
/* After ct_pos_make() of a move from -> to that took `captured` (a piece
 * code, 0 for a slide): update the lines through both squares. */
void ct_lines_move(ct_lines *l, const ct_pos *p, int from, int to,
                   unsigned captured, ct_lines_undo *u);

static inline void ct_lines_unmove(ct_lines *restrict l,
                                   const ct_lines_undo *restrict u)
{
    /* A move's from- and to-squares share exactly one line (the line of
     * the move), so u->n is always CT_MOVE_LINES. */
    for (int i = 0; i < CT_MOVE_LINES; i++) {
        const int L = u->line[i];
        l->term[L][0] = u->term[i][0];
        l->term[L][1] = u->term[i][1];
        l->own[L][0] = u->own[i][0];
        l->own[L][1] = u->own[i][1];
    }
    l->tot[0] = u->tot[0];
    l->tot[1] = u->tot[1];
    l->capl[0] = u->capl[0];
    l->capl[1] = u->capl[1];
    l->trop[0] = u->trop[0];
    l->trop[1] = u->trop[1];
}

/* Whether a side with packed total tot can end the game with one capture:
 * take the enemy 0 (R12) or a piece worth at least need (R13). */
static inline int ct_lines_threat(uint64_t tot, int need)
{
    const uint64_t h = tot & CT_LINES_CAPTURES;
    return (h & 15u) || (need <= 9 && (h >> (4 * need)) != 0);
}

/* Whether a side with packed total tot has a legal move (the game not
 * being over): a capture, or a slide, which a piece 1-9 has exactly when a
 * square next to it along one of its lines is empty (R6).  R15 ends the
 * game of a side without one. */
static inline int ct_lines_can_move(uint64_t tot)
{
    return (tot & (CT_LINES_CAPTURES | UINT64_C(255) << CT_LINES_MOB_SHIFT)) != 0;
}

/* The captures of `side`, as ct_gen_captures() finds them but in another
 * order, from the lines whose term counts one.  Returns the count. */
int ct_lines_captures(const ct_lines *l, const ct_pos *p, int side, int mover,
                      uint32_t *out);

/* ct_eval() from the line terms of position p. */
int ct_eval_lines(const ct_pos *p, const ct_ruleset *r, const ct_lines *l,
                  int *flags);

#endif
