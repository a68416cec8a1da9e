/* snprintf-style text buffers shared by both libraries. */
#ifndef GK_SBUF_H
#define GK_SBUF_H

#include <stdarg.h>
#include <stddef.h>

#if defined(__GNUC__) || defined(__clang__)
#  define GK_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#  define GK_PRINTF(f, a)
#endif

/* Appends to buf[size] and counts the full length (stopping at SIZE_MAX)
 * even when the buffer is too small (buf may be NULL with size 0, to
 * measure). */
typedef struct gk_sbuf {
    char *buf;
    size_t size;
    size_t len;
} gk_sbuf;

void gk_sbuf_printf(gk_sbuf *b, const char *fmt, ...) GK_PRINTF(2, 3);
void gk_sbuf_vprintf(gk_sbuf *b, const char *fmt, va_list ap);
/* Appends n bytes of s. */
void gk_sbuf_putn(gk_sbuf *b, const char *s, size_t n);
/* Terminates the text (truncated if it did not fit) and returns the full
 * length, or too_long (an error code) if it does not fit in an int. */
int gk_sbuf_result(const gk_sbuf *b, int too_long);

#endif
