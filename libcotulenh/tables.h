/* Tables generated at build time by tools/gentables_tl.py: constant, but
 * for the Zobrist key tables, which its code fills once, on the first
 * tl_zobrist_init() of the process (read-only afterwards). */
#ifndef TL_TABLES_H
#define TL_TABLES_H

#include <stdint.h>

/* Squares (T1; TL_SQUARES of the public header, board.h checks). */
#define TL_NSQ 132
/* Padded squares (board.h): 14 rows of 12, plus one spare at each end. */
#define TL_NP 170
/* Sets of the 11 piece kinds (bit t = tl_piece t). */
#define TL_KIND_SETS 2048
/* Zobrist piece keys of a square: (side * 11 + kind) * 2 + heroic. */
#define TL_PIECE_KEYS 44

/* 1 if a set of piece kinds (bit t = tl_piece t) is a valid stack (T17). */
extern const uint8_t tl_valid_stack[TL_KIND_SETS];
/* Terrain of each padded square (T4): TT_* bits of board.h; 0 off board. */
extern const uint8_t tl_terrain[TL_NP];
/* Padded square -> square index (255 off board), and back. */
extern const uint8_t tl_p2s[TL_NP];
extern const uint8_t tl_s2p[TL_NSQ];
/* Directions (bits, DIR_* order of board.h) a navy may not take from a
 * padded square: the river-mouth diagonals c5-d6 and d7-c8 (T12.3). */
extern const uint8_t tl_mouth[TL_NP];
/* Zobrist keys: piece [square][(side * 11 + kind) * 2 + heroic], side to
 * move (Blue), session origin, session may-step piece, session capture. */
extern uint64_t tl_zpiece[TL_NSQ][TL_PIECE_KEYS];
extern const uint64_t tl_zside;
extern uint64_t tl_zorigin[TL_NSQ];
extern uint64_t tl_zmask[11];
extern const uint64_t tl_zcap;
/* What the generator computed for tl_zpiece[0][0] and tl_zmask[10] (the
 * tests check the code that fills the tables against it). */
extern const uint64_t tl_zfirst, tl_zlast;
/* Fills the Zobrist key tables, the first time it is called in the process
 * (in any thread; pthread_once): tl_pos_clear() calls it, and every
 * position begins there. */
void tl_zobrist_init(void);

#endif
