/* Position strings: FEN reading and writing (T45-T47), square names,
 * stack text. */
#ifndef TL_POSITION_H
#define TL_POSITION_H

#include <stddef.h>

#include "board.h"
#include "gk_lang.h"
#include "gk_sbuf.h"

/* The standard piece set of one side (T7), by kind. */
extern const uint8_t tl_standard_set[NKIND];
/* Most pieces a side may have in a loaded FEN (the 19 of T7; a library
 * decision beyond T46 that bounds TL_MOVES_MAX). */
#define TL_SIDE_MAX 19

/* Reads a FEN into *out (untouched on error, when a message in the
 * tl_language lang is written to err and TL_ERR_PARSE or
 * TL_ERR_INVALID_POSITION returned). */
int tl_pos_read(tl_pos *out, const char *text, int lang, char *err, size_t errsize);
/* tl_pos_read() with English messages (the start positions, tests). */
int tl_pos_parse(tl_pos *out, const char *text, char *err, size_t errsize);
/* Writes the FEN (snprintf convention). */
int tl_pos_format(const tl_pos *pos, char *buf, size_t size);

/* Square index -> "a1" … "k12" in buf[4]; returns the length. */
int tl_sq_name(int sq, char buf[4]);
/* Scans a square name at *s, advancing *s; -1 if none. */
int tl_sq_scan(const char **s);
/* The pieces of a stack as in FEN ("(+NFT)" style when parens and more
 * than one piece); upper: uppercase letters whatever the side. */
void tl_stack_text(gk_sbuf *b, uint32_t c, int upper, int parens);
/* English name of a kind. */
const char *tl_kind_name(int k);

static inline const char *tl_side_name(int side)
{
    return side ? "Blue" : "Red";
}

/* The name of a side in a tl_language (gamekit's catalogue). */
static inline const char *tl_side_word(int lang, int side)
{
    return gk_tr(lang, tl_side_name(side));
}

#endif
