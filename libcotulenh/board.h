/* The position: a padded mailbox of stack codes with incremental
 * air-defence coverage, occupancy bitsets, piece counts and Zobrist hash.
 *
 * Squares inside the library are padded indices p = (rank + 1) * 12 + file
 * + 1 (0 … 169): column 0 of each row and the rows below rank 1 and above
 * rank 12 are sentinels, so one step off the board along any of the 8
 * directions lands on a sentinel.  tl_p2s / tl_s2p convert to and from the T1 index. */
#ifndef TL_BOARD_H
#define TL_BOARD_H

#include <stdint.h>
#include <string.h>

#include "cotulenh/game.h"
#include "tables.h"

#define TL_PW 12   /* padded row width */
/* TL_NP, the padded squares, and TL_NSQ: tables.h */
_Static_assert(TL_NSQ == TL_SQUARES, "tables.h and cotulenh/game.h disagree");
#define PAD(x, y) (((y) + 1) * TL_PW + (x) + 1)
/* File and rank of a padded square (tables: no division; one copy in
 * each file that uses them). */
#define R12(v) v, v, v, v, v, v, v, v, v, v, v, v
#define X12 -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
static const int8_t tl_px[TL_NP] = {X12, X12, X12, X12, X12, X12, X12,
                                    X12, X12, X12, X12, X12, X12, X12, -1, 0};
static const int8_t tl_py[TL_NP] = {R12(-1), R12(0), R12(1), R12(2),  R12(3),  R12(4),  R12(5),
                                    R12(6),  R12(7), R12(8), R12(9), R12(10), R12(11), R12(12),
                                    13,      13};
#undef R12
#undef X12
#define PX(p) ((int)tl_px[p])
#define PY(p) ((int)tl_py[p])

/* Piece kinds, T17 stacking order (= tl_piece). */
enum { PN, PF, PT, PE, PH, PC, PI, PM, PA, PG, PS, NKIND };

/* Directions: N S E W NE NW SE SW; the first four are orthogonal. */
enum { DIR_N, DIR_S, DIR_E, DIR_W, DIR_NE, DIR_NW, DIR_SE, DIR_SW };
extern const int tl_dir[8];

/* Terrain bits (T4). */
#define TT_NAVY 1   /* a navy may stand here (water or mixed) */
#define TT_LAND 2   /* other pieces may stand here (mixed or land) */
#define TT_BLUE 4   /* Blue's half, ranks 7-12 (T3) */
#define TT_ON 8     /* on the board */
#define TT_WATER 16 /* no piece but a navy may stand here */
#define TT_NONAVY 32 /* no navy may stand here */
#define TT_RED 64   /* Red's half, ranks 1-6 */

/* A stack code: 0 = empty square.
 *   bits 0-10   the piece kinds in the stack (bit t = kind t)
 *   bits 11-21  their heroic flags (T6)
 *   bit 22      colour: 0 Red, 1 Blue
 *   bits 24-27  the carrier (lowest kind present, T17)
 *   bit 31      sentinel (off the board) */
#define SC_KINDS 0x7FFu
#define SC_HSHIFT 11
#define SC_BLUE (1u << 22)
#define SC_CSHIFT 24
#define SC_OFF 0x80000000u

static inline uint32_t sc_kinds(uint32_t c) { return c & SC_KINDS; }
static inline uint32_t sc_heroic(uint32_t c) { return (c >> SC_HSHIFT) & SC_KINDS; }
static inline int sc_side(uint32_t c) { return (c & SC_BLUE) != 0; }
static inline int sc_carrier(uint32_t c) { return (int)((c >> SC_CSHIFT) & 15u); }
static inline int sc_count(uint32_t c)
{
    int n = 0;
    for (uint32_t k = c & SC_KINDS; k; k &= k - 1)
        n++;
    return n;
}
/* More than one piece? */
static inline int sc_many(uint32_t c) { return (c & SC_KINDS & ((c & SC_KINDS) - 1)) != 0; }
static inline int sc_is_hero(uint32_t c, int k) { return (c >> (SC_HSHIFT + k)) & 1; }

/* Builds a stack code from kinds, heroic flags (subset of kinds) and side;
 * 0 when kinds is empty. */
static inline uint32_t sc_make(uint32_t kinds, uint32_t heroic, int side)
{
    if (!kinds)
        return 0;
    return kinds | ((heroic & kinds) << SC_HSHIFT) | (side ? SC_BLUE : 0) |
           ((uint32_t)__builtin_ctz(kinds) << SC_CSHIFT);
}

/* Where a kind may stand (T5 "stands on"). */
static inline int kind_stand(int k) { return k == PN ? TT_NAVY : TT_LAND; }

/* Air-defence level of a source (T26): G 1, S 2, N 1, +1 heroic; 0 for
 * other carriers. */
static inline int ad_level(uint32_t c)
{
    int k = sc_carrier(c), l;
    if (k == PG || k == PN)
        l = 1;
    else if (k == PS)
        l = 2;
    else
        return 0;
    return l + sc_is_hero(c, k);
}

/* An open deploy session (T21). origin 0 = none (padded 0 is a sentinel). */
typedef struct tl_pos {
    uint32_t b[TL_NP];
    uint8_t cover[2][TL_NP];   /* air-defence sources of a side covering p */
    uint16_t csum[2][TL_NP];   /* sum of their padded squares */
    uint64_t occ[2][3];        /* occupied padded squares per side */
    uint64_t hash;
    int32_t points[2];         /* T52 running scores */
    int32_t halfmove, fullmove;
    int16_t cmd[2];            /* padded square of the stack holding a
                                  side's commander, -1 if none */
    uint8_t cnt[2][NKIND];     /* pieces of each kind */
    uint8_t others[2];         /* pieces other than C and H (T40) */
    uint8_t side;              /* side to move */
    uint8_t origin;            /* session origin (padded) or 0 */
    uint16_t may_step;         /* session: kinds that may still step */
    uint8_t cap;               /* session: a step captured (T43, T47) */
    uint8_t t39ok;             /* 1: known that no piece of the side to
                                  move that is not heroic attacks the
                                  other commander (then tl_make's T39 scan
                                  looks only along the lines of the move);
                                  0: not known.  Set by tl_make (a deploy
                                  step: 1) and by the search (after a legal
                                  turn: 1); not in the hash or the FEN. */
} tl_pos;

/* One square change, for taking moves back. */
typedef struct tl_chg {
    uint8_t p;
    uint32_t old;
} tl_chg;

#define TL_CHG_MAX 48
typedef struct tl_undo {
    int n;
    tl_chg ch[TL_CHG_MAX];
    int32_t points[2], halfmove, fullmove;
    uint8_t side, origin, cap, t39ok;
    uint16_t may_step;
} tl_undo;

/* Empties the position (no pieces, Red to move, counters 0 / 1). */
void tl_pos_clear(tl_pos *pos);
/* Puts code on padded square p, updating hash, coverage, counts. */
void tl_pos_set(tl_pos *pos, int p, uint32_t code);
/* Sets the session fields (and their hash keys). */
void tl_pos_session(tl_pos *pos, int origin, unsigned may_step, int cap);
/* Recomputes the hash from scratch (for tests). */
uint64_t tl_pos_hash_full(const tl_pos *pos);
/* Hash without the session (repetition key, D15). */
static inline uint64_t tl_pos_key(const tl_pos *pos)
{
    uint64_t h = pos->hash;
    if (pos->origin) {
        h ^= tl_zorigin[tl_p2s[pos->origin]];
        for (int k = 0; k < NKIND; k++)
            if (pos->may_step >> k & 1)
                h ^= tl_zmask[k];
        if (pos->cap)
            h ^= tl_zcap;
    }
    return h;
}

/* Records the old code of p in u and sets the new one. */
static inline void tl_change(tl_pos *pos, tl_undo *u, int p, uint32_t code)
{
    u->ch[u->n].p = (uint8_t)p;
    u->ch[u->n].old = pos->b[p];
    u->n++;
    tl_pos_set(pos, p, code);
}

/* Starts an undo record (saves the scalar state). */
static inline void tl_undo_begin(const tl_pos *pos, tl_undo *u)
{
    u->n = 0;
    u->points[0] = pos->points[0];
    u->points[1] = pos->points[1];
    u->halfmove = pos->halfmove;
    u->fullmove = pos->fullmove;
    u->side = pos->side;
    u->origin = pos->origin;
    u->cap = pos->cap;
    u->t39ok = pos->t39ok;
    u->may_step = pos->may_step;
}

/* Takes back everything recorded in u. */
void tl_undo_apply(tl_pos *pos, const tl_undo *u);

/* Points for destroying the pieces of a stack code (T52). */
int tl_stack_points(uint32_t code);
/* Points of one piece kind (T5), +10 heroic. */
int tl_kind_points(int k, int heroic);

extern const char tl_letters[NKIND + 1];   /* "NFTEHCIMAGS" */
/* Index of letter ch (either case) or -1. */
int tl_kind_of_letter(int ch);

#endif
