/* UTF-8 and detail messages, for both libraries: the one place where input
 * text is checked as UTF-8, quoted into an error message, and where a
 * message cut to its buffer keeps to a character boundary. */
#ifndef GK_TEXT_H
#define GK_TEXT_H

#include <stdarg.h>
#include <stddef.h>

#include "gk_sbuf.h"

/* The length of the UTF-8 sequence at s (n >= 1 bytes left), or 0 if it is
 * not a valid one (overlong, surrogate, above U+10FFFF, cut short). */
size_t gk_utf8_len(const unsigned char *s, size_t n);

/* The offset of the first byte of s[0..len) that does not start a valid
 * UTF-8 sequence, or len when all of it is valid. */
size_t gk_utf8_check(const char *s, size_t len);

/* The length of s[0..len) without a trailing incomplete UTF-8 sequence. */
size_t gk_utf8_trim(const char *s, size_t len);

/* The two ways input is written out safely (gk_escape_text()). */
enum {
    GK_ESCAPE_MESSAGE, /* excerpts in error messages: \xNN, cut with "…" */
    GK_ESCAPE_LINE,    /* lines echoed by the programs: "\\" for a backslash,
                          \xnn, cut with "..." */
};

/* Writes the len bytes of src into dst[size] (always terminated when size
 * > 0) in a form safe to print: valid UTF-8 and printable ASCII are kept,
 * every control character, DEL and byte that is not part of a valid UTF-8
 * sequence becomes \xNN (and, in GK_ESCAPE_LINE, a backslash "\\").  A text
 * that does not fit is cut between two characters and ends in the style's
 * ellipsis (within size).  Returns the bytes written (without the NUL).
 * The one escaper behind gk_quote() and gk_escape(). */
size_t gk_escape_text(char *dst, size_t size, const char *src, size_t len, int style);

/* Longest excerpt of input that gk_quote() keeps, in bytes of output. */
#define GK_QUOTE_MAX 40
/* A buffer that holds any gk_quote() output. */
#define GK_QUOTE_SIZE (GK_QUOTE_MAX + 8)

/* Input text s[0..len) made fit to quote in a message: at most `max`
 * (<= GK_QUOTE_MAX) bytes of output, cut on a character boundary and then
 * followed by "…"; control characters, DEL and bytes that are not valid
 * UTF-8 written as \xNN. Writes into buf[GK_QUOTE_SIZE] and returns it. */
const char *gk_quote(char *buf, const char *s, size_t len, size_t max);

/* The one character at s (len bytes left) quoted as gk_quote() does: its
 * whole UTF-8 sequence, or \xNN for a control character or a byte that
 * does not start a valid sequence ("" when len is 0).  Writes into
 * buf[GK_QUOTE_SIZE]. */
const char *gk_quote_char(char *buf, const char *s, size_t len);

/* vsnprintf() into msg[size] (size > 0); a message too long for the buffer
 * is cut before any UTF-8 sequence it would split. */
void gk_vmessage(char *msg, size_t size, const char *fmt, va_list ap);
void gk_message(char *msg, size_t size, const char *fmt, ...) GK_PRINTF(3, 4);

#endif
