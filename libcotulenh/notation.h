/* Move text (T48, T49). */
#ifndef TL_NOTATION_H
#define TL_NOTATION_H

#include "gk_sbuf.h"
#include "legal.h"

/* LAN of an internal move of pos (TL_MOVE_END: "|"). */
void tl_lan(gk_sbuf *b, const tl_pos *pos, uint32_t m);
/* SAN: legal[n] are the legal moves of pos (for disambiguation). */
void tl_san(gk_sbuf *b, const tl_pos *pos, uint32_t m, const uint32_t *legal, int n);
/* Parses LAN or SAN (or "|") against legal[n]: 1 and *move when exactly
 * one move matches, 0 when none, 2 when ambiguous, -1 when the text is
 * not a move. "|" gives the session end (0 without a session). */
int tl_parse_move(const tl_pos *pos, const char *text, const uint32_t *legal, int n,
                  uint32_t *move);

#endif
