/* Move generation (R5-R11), counting, and perft. */
#ifndef CT_MOVEGEN_H
#define CT_MOVEGEN_H

#include <stdint.h>
#include "board.h"
#include "cotoan/game.h"

/* No position has more legal moves (9 pieces x 8 rays of at most 10 squares
 * bounds the slides at 360, and there are at most 72 shots). */
#define CT_GEN_MAX CT_MOVES_MAX

/* The rule options in the form the hot paths use. */
typedef struct ct_ruleset {
    int mover;   /* 0 front, 1 back (R10) */
    int target;  /* 0 = no score target (R13) */
    int limit;   /* 0 = no ply limit (R14) */
} ct_ruleset;

/* Why the position is finished by R12-R14 (a ct_termination value), or 0.
 * R15 (no legal move) is not checked here.  The ply counter ends the game
 * at CT_PLY_MAX whatever the limit (the position reader's bound). */
static inline int ct_pos_ended(const ct_pos *p, const ct_ruleset *r)
{
    if (p->where[0][0] < 0 || p->where[1][0] < 0)
        return 1; /* CT_TERM_ZERO_CAPTURED */
    if (r->target && (p->score[0] >= r->target || p->score[1] >= r->target))
        return 2; /* CT_TERM_SCORE_TARGET */
    if ((r->limit && p->ply >= r->limit) || p->ply >= CT_PLY_MAX)
        return 3; /* CT_TERM_MOVE_LIMIT */
    return 0;
}

/* All moves of `side` (normally p->side), ignoring whether the game has
 * ended.  Captures carry MV_CAPTURE.  Returns the count; out holds at
 * least CT_GEN_MAX entries. */
int ct_gen_moves(const ct_pos *p, int side, int mover, uint32_t *out);
/* Only the captures of `side`. */
int ct_gen_captures(const ct_pos *p, int side, int mover, uint32_t *out);
/* Only the slides (R6) of `side`, in the order ct_gen_moves() lists them. */
int ct_gen_slides(const ct_pos *p, int side, uint32_t *out);
/* Whether m (with no capture flag) is a legal slide of the side to move:
 * for moves remembered from other positions (killers, table moves).  Does
 * not check whether the game has ended. */
int ct_slide_legal(const ct_pos *p, uint32_t m);
/* The number of moves of `side` (the same for both movers). */
int ct_count_moves(const ct_pos *p, int side);
/* Whether the legal moves (game not ended) include m (flags ignored); if so
 * returns m with MV_CAPTURE set as appropriate, else 0. */
uint32_t ct_find_move(const ct_pos *p, const ct_ruleset *r, uint32_t m);

/* A pair shooting in one direction along its line (R7-R9). */
typedef struct ct_shot {
    uint8_t line;         /* the pair's line */
    uint8_t front, back;  /* squares of the pair */
    uint16_t beyond;      /* bits of the line beyond the front piece */
    uint16_t targets;     /* bits at the distances the pair reaches (R8) */
} ct_shot;

/* At most 9 pieces x 4 forward neighbours, one shot each way. */
#define CT_SHOTS_MAX 36

typedef struct ct_shots {
    int nf, nb;
    ct_shot fwd[CT_SHOTS_MAX];  /* towards higher bits: first blocker = lowest bit */
    ct_shot bwd[CT_SHOTS_MAX];  /* towards lower bits: first blocker = highest bit */
} ct_shots;

/* The shots (one per pair and direction, R7) of `side`. */
void ct_collect_shots(const ct_pos *p, int side, ct_shots *out);

/* perft with bulk counting at the last ply; p is restored (perft.c). */
uint64_t ct_perft(ct_pos *p, const ct_ruleset *r, int depth);
/* perft that plays and takes back every move down to the leaves. */
uint64_t ct_perft_full(ct_pos *p, const ct_ruleset *r, int depth);

#endif
