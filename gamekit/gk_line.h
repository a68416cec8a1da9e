/* Line input for the text-protocol programs (the engines and the play
 * programs of both games), and escaping of text echoed back to the user. */
#ifndef GK_LINE_H
#define GK_LINE_H

#include <stddef.h>
#include <stdio.h>

/* What gk_read_line() found. */
enum {
    GK_LINE_OK = 0,       /* a line, in buf (NUL-terminated, no newline) */
    GK_LINE_TOO_LONG = 1, /* longer than size - 1 bytes: discarded whole */
    GK_LINE_NUL = 2,      /* held a NUL byte: discarded whole */
    GK_LINE_EOF = 3       /* end of input (or a read error), nothing read */
};

/* Reads one line of f into buf[size] (size >= 2).  A line ends at '\n' or
 * at the end of the input; the '\n' is not stored (a '\r' before it is).
 * A line that does not fit, or that contains a NUL byte, is read to its
 * end and discarded whole: none of it is returned, now or by the next
 * call, and buf holds "" (the caller reports an error).  Returns a
 * GK_LINE_* code and sets *len (if not NULL) to the stored length, or for
 * GK_LINE_TOO_LONG/GK_LINE_NUL to the full length of the discarded line
 * (saturating at SIZE_MAX). */
int gk_read_line(FILE *f, char *buf, size_t size, size_t *len);

/* Writes the len bytes of src into dst[size] (always terminated when size
 * > 0) in a form safe to print: valid UTF-8 and printable ASCII are kept,
 * a backslash becomes "\\", every control character, DEL and every byte
 * that is not part of a valid UTF-8 sequence becomes "\xNN".  A text that
 * does not fit is cut between two characters and ends in "..." (within
 * size).  Returns the number of bytes written (without the NUL).
 * gk_escape_text() in the GK_ESCAPE_LINE style. */
size_t gk_escape(char *dst, size_t size, const char *src, size_t len);

#endif
