/* The position: plain data, cheap to copy (R1-R4, R19 fields).
 *
 * Squares are indexed as in R1 (rank0 * 9 + file0).  Piece codes: 0 is an
 * empty square; a piece is CT_PC(side, value) = (0x10 << side) | value, so
 * Red pieces are 0x10-0x19 and Blue pieces 0x20-0x29.
 *
 * Besides the square array, the position keeps one occupancy word per board
 * line (see tables.h): a slide's reach and a shot's target are then a single
 * bit scan.  Internal moves are ct_move values (from | to << 8) possibly with
 * MV_CAPTURE set; the public API never shows that bit. */
#ifndef CT_BOARD_H
#define CT_BOARD_H

#include <stdint.h>
#include "tables.h"

/* Square of file f and rank r (from 0), its file and its rank (R1). */
#define CT_SQ(f, r) ((r) * CT_NFILES + (f))
#define CT_SQ_FILE(sq) ((sq) % CT_NFILES)
#define CT_SQ_RANK(sq) ((sq) / CT_NFILES)

/* Piece values 0-9 (R2). */
#define CT_NVALUES 10
/* The squares of the two 0s at the start (R4), marked on the board: e2
 * (Red's) and e10 (Blue's). */
#define CT_ZERO_SQUARE_RED CT_SQ(4, 1)
#define CT_ZERO_SQUARE_BLUE CT_SQ(4, 9)

#define CT_PC(side, value) ((uint8_t)((0x10u << (side)) | (unsigned)(value)))
#define CT_PC_VALUE(pc) ((pc) & 0x0F)
#define CT_PC_SIDE(pc) ((pc) >> 5)
#define CT_OWN_MASK(side) (0x10u << (side))

#define MV_CAPTURE 0x10000u
#define MV_FROM(m) ((int)((m) & 0xFFu))
#define MV_TO(m) ((int)(((m) >> 8) & 0xFFu))
#define MV_BARE(m) ((m) & 0xFFFFu)

typedef struct ct_pos {
    /* First, so that a toggle addresses occ[line] with no offset. */
    uint32_t occ[CT_NLINES]; /* occupancy per line, with sentinels */
    uint8_t sq[CT_NSQ];      /* piece codes */
    int8_t where[2][CT_NVALUES]; /* square of each piece, -1 when off board */
    uint8_t side;            /* side to move: 0 red, 1 blue */
    uint8_t score[2];        /* 0..CT_SCORE_MAX (see ct_game_score) */
    int32_t ply;             /* plies played (R14, R19) */
    uint64_t hash;           /* Zobrist hash: pieces, side, scores */
} ct_pos;

/* What ct_pos_make() needs to undo a move. */
typedef struct ct_undo {
    uint64_t hash;           /* the hash before the move */
    uint32_t occ[8];         /* the line words before the move */
    uint8_t captured;        /* piece code taken, 0 for a slide */
} ct_undo;

/* Empty board, Red to move, scores and ply 0. */
void ct_pos_clear(ct_pos *p);
/* The start position (R4). */
void ct_pos_start(ct_pos *p);
/* Put a piece on an empty square / remove a piece (keeps occ, where and
 * hash in step). */
void ct_pos_put(ct_pos *p, int sq, uint8_t pc);
void ct_pos_remove(ct_pos *p, int sq);
/* Hash computed from scratch (for tests and loading). */
uint64_t ct_pos_hash_full(const ct_pos *p);

/* Play a legal move / take it back.  No checking: the move must come from
 * the generator (or be verified by ct_movegen_is_legal). */
static inline void ct_pos_toggle(ct_pos *p, int sq)
{
    const ct_sq_lines *l = &ct_sq_line[sq];
    p->occ[l->line[0]] ^= l->bit[0];
    p->occ[l->line[1]] ^= l->bit[1];
    p->occ[l->line[2]] ^= l->bit[2];
    p->occ[l->line[3]] ^= l->bit[3];
}

/* Flip the square's bit in its four lines, saving the old words. */
static inline void ct_pos_toggle_save(ct_pos *p, int sq, uint32_t *saved)
{
    const ct_sq_lines *l = &ct_sq_line[sq];
    for (int a = 0; a < 4; a++) {
        uint32_t w = p->occ[l->line[a]];
        saved[a] = w;
        p->occ[l->line[a]] = w ^ l->bit[a];
    }
}

/* Put the four saved words of the square's lines back. */
static inline void ct_pos_restore(ct_pos *p, int sq, const uint32_t *saved)
{
    const ct_sq_lines *l = &ct_sq_line[sq];
    for (int a = 3; a >= 0; a--)
        p->occ[l->line[a]] = saved[a];
}

static inline void ct_pos_make(ct_pos *p, uint32_t m, ct_undo *u)
{
    int from = MV_FROM(m), to = MV_TO(m);
    int s = p->side;
    uint8_t pc = p->sq[from], cap = p->sq[to];
    int v = CT_PC_VALUE(pc);
    uint64_t h = p->hash ^ ct_zobrist_side
               ^ ct_zobrist_piece[s][v][from] ^ ct_zobrist_piece[s][v][to];
    u->captured = cap;
    u->hash = p->hash;
    ct_pos_toggle_save(p, from, u->occ);
    if (cap) {
        int cv = CT_PC_VALUE(cap);
        p->where[s ^ 1][cv] = -1;
        h ^= ct_zobrist_piece[s ^ 1][cv][to]
           ^ ct_zobrist_score[s][p->score[s]]
           ^ ct_zobrist_score[s][p->score[s] + cv];
        p->score[s] = (uint8_t)(p->score[s] + cv);
    } else {
        ct_pos_toggle_save(p, to, u->occ + 4);
    }
    p->sq[to] = pc;
    p->sq[from] = 0;
    p->where[s][v] = (int8_t)to;
    p->side = (uint8_t)(s ^ 1);
    p->ply++;
    p->hash = h;
}

static inline void ct_pos_unmake(ct_pos *p, uint32_t m, const ct_undo *u)
{
    int from = MV_FROM(m), to = MV_TO(m);
    int s = p->side ^ 1;
    uint8_t pc = p->sq[to], cap = u->captured;
    if (cap) {
        int cv = CT_PC_VALUE(cap);
        p->where[s ^ 1][cv] = (int8_t)to;
        p->score[s] = (uint8_t)(p->score[s] - cv);
    } else {
        ct_pos_restore(p, to, u->occ + 4);
    }
    ct_pos_restore(p, from, u->occ);
    p->sq[from] = pc;
    p->sq[to] = cap;
    p->where[s][CT_PC_VALUE(pc)] = (int8_t)from;
    p->side = (uint8_t)s;
    p->ply--;
    p->hash = u->hash;
}

#endif
