/* Position strings (R19): reading and writing, square names. */
#ifndef CT_POSITION_H
#define CT_POSITION_H

#include <stddef.h>

#include "board.h"
#include "gk_lang.h"

/* Reads a position string into *out (untouched on error, when a message
 * is written to err and CT_ERR_PARSE or CT_ERR_INVALID_POSITION
 * returned), in the ct_language lang. */
int ct_pos_read(ct_pos *out, const char *text, int lang, char *err, size_t errsize);
/* Writes the position string (snprintf convention). */
int ct_pos_write(const ct_pos *p, char *buf, size_t size);

/* Square index -> "a1" … "i11" in buf[4]; returns the length. */
int ct_sq_name(int sq, char buf[4]);
/* Scans a square name at *s (case-insensitive), advancing *s; -1 if none. */
int ct_sq_scan(const char **s);

/* Input quoted in a detail message (gk_quote()): at most this many bytes. */
#define CT_QUOTE_BYTES 24

static inline const char *ct_side_name(int side)
{
    return side ? "Blue" : "Red";
}

/* The name of a side in a ct_language (gamekit's catalogue). */
static inline const char *ct_side_word(int lang, int side)
{
    return gk_tr(lang, ct_side_name(side));
}

#endif
