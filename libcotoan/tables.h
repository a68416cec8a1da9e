/* Constant tables generated at build time by tools/gentables.py:
 * board geometry (R1), pair distances (R8) and Zobrist keys. */
#ifndef CT_TABLES_H
#define CT_TABLES_H

#include <stdint.h>

#include <cotoan/game.h> /* CT_SCORE_MAX */

/* The board (R1), as the tables are built (tools/gentables.py): files a-i,
 * ranks 1-11, square = rank * CT_NFILES + file; the same numbers as the
 * public CT_FILES, CT_RANKS, CT_SQUARES (checked in game.c). */
#define CT_NFILES 9
#define CT_NRANKS 11
#define CT_NSQ 99
#define CT_NLINES 58

/* Every square lies on four lines, one per axis:
 *   axis 0: its rank (lines 0-10),   forward = east  (+1 file)
 *   axis 1: its file (lines 11-19),  forward = north (+1 rank)
 *   axis 2: a diagonal (lines 20-38), forward = north-east
 *   axis 3: an anti-diagonal (lines 39-57), forward = north-west
 * pos[] is the square's bit in that line's occupancy word: bits 1..len are
 * the squares in forward order; bit 0 and the bits above len are always set
 * (the board edges). */
/* The tables are internal to the library: hidden, so that the code reaches
 * them directly rather than through the GOT. */
#if defined(__GNUC__) || defined(__clang__)
#pragma GCC visibility push(hidden)
#endif

typedef struct ct_sq_lines {
    uint8_t line[4];
    uint8_t pos[4];
    uint32_t bit[4];   /* 1 << pos[i] */
} ct_sq_lines;

extern const ct_sq_lines ct_sq_line[CT_NSQ];
extern const uint8_t ct_line_len[CT_NLINES];
/* Occupancy word of an empty line: just the sentinels (bit 0 and every bit
 * above the last square). */
extern const uint32_t ct_line_empty[CT_NLINES];
/* Square at each bit of a line; -1 at the sentinels and beyond. */
extern const int8_t ct_line_sq[CT_NLINES][16];
/* R8: bit r (1..9) of ct_dist_mask[x][y] is set when the pair of values x
 * and y reaches distance r; 0 when x or y is 0 (R5). */
extern const uint16_t ct_dist_mask[10][10];
extern const uint64_t ct_zobrist_piece[2][10][CT_NSQ];
extern const uint64_t ct_zobrist_score[2][CT_SCORE_MAX + 1];
extern const uint64_t ct_zobrist_side;
/* Runs of empty squares around bit q of a line: ct_runs[(occ >> 1) & 2047][q]
 * holds the run ahead in the low nibble and behind in the high nibble. */
extern const uint8_t ct_runs[2048][16];
/* min(v, ahead) + min(v, behind) for a runs byte. */
extern const uint8_t ct_minsum[10][256];

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC visibility pop
#endif

#endif
