/* Move text (R20, R21). */
#ifndef CT_NOTATION_H
#define CT_NOTATION_H

#include <stdint.h>

#include "board.h"
#include "gk_sbuf.h"

/* The longest move text, with its NUL: "a11i11" or "9xa11". */
#define CT_MOVE_TEXT_MAX 8

/* The text of move m (with MV_CAPTURE as generated) of position p in a
 * ct_notation: coordinates (R20; p is not read and may be NULL) or short
 * (R21). */
void ct_move_write(gk_sbuf *b, const ct_pos *p, uint32_t m, int32_t notation);

#endif
