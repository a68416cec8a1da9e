/* Constant tables generated at build time by tools/gentables_tl.py. */
#ifndef TL_TABLES_H
#define TL_TABLES_H

#include <stdint.h>

/* 1 if a set of piece kinds (bit t = tl_piece t) is a valid stack (T17). */
extern const uint8_t tl_valid_stack[2048];
/* Terrain of each padded square (T4): TT_* bits of board.h; 0 off board. */
extern const uint8_t tl_terrain[170];
/* Padded square -> square index (255 off board), and back. */
extern const uint8_t tl_p2s[170];
extern const uint8_t tl_s2p[132];
/* Directions (bits, DIR_* order of board.h) a navy may not take from a
 * padded square: the river-mouth diagonals c5-d6 and d7-c8 (T12.3). */
extern const uint8_t tl_mouth[170];
/* Zobrist keys: piece [square][(side * 11 + kind) * 2 + heroic], side to
 * move (Blue), session origin, session may-step piece, session capture. */
extern const uint64_t tl_zpiece[132][44];
extern const uint64_t tl_zside;
extern const uint64_t tl_zorigin[132];
extern const uint64_t tl_zmask[11];
extern const uint64_t tl_zcap;

#endif
