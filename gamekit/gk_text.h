/* Detail messages shared by both libraries. */
#ifndef GK_TEXT_H
#define GK_TEXT_H

#include <stdarg.h>
#include <stddef.h>

#include "gk_sbuf.h"

/* Formats into msg[size] (always terminated when size > 0); a message cut
 * short never ends in the middle of a UTF-8 sequence. */
void gk_vmessage(char *msg, size_t size, const char *fmt, va_list ap);
void gk_message(char *msg, size_t size, const char *fmt, ...) GK_PRINTF(3, 4);

/* Drops a trailing incomplete UTF-8 sequence from the len bytes at s;
 * returns the new length. */
size_t gk_utf8_trim(const char *s, size_t len);

#endif
