#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "gk_sbuf.h"

void gk_sbuf_vprintf(gk_sbuf *b, const char *fmt, va_list ap)
{
    char *dst = NULL;
    size_t room = 0;
    if (b->buf && b->len < b->size) {
        dst = b->buf + b->len;
        room = b->size - b->len;
    }
    int n = vsnprintf(dst, room, fmt, ap);
    if (n > 0)
        b->len = (size_t)n > SIZE_MAX - b->len ? SIZE_MAX : b->len + (size_t)n;
}

void gk_sbuf_printf(gk_sbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    gk_sbuf_vprintf(b, fmt, ap);
    va_end(ap);
}

void gk_sbuf_putn(gk_sbuf *b, const char *s, size_t n)
{
    if (b->buf && b->len < b->size) {
        size_t room = b->size - b->len - 1;
        memcpy(b->buf + b->len, s, n < room ? n : room);
        b->buf[b->len + (n < room ? n : room)] = '\0';
    }
    b->len = n > SIZE_MAX - b->len ? SIZE_MAX : b->len + n;
}

int gk_sbuf_result(const gk_sbuf *b, int too_long)
{
    if (b->buf && b->size > 0 && b->len >= b->size)
        b->buf[b->size - 1] = '\0';
    if (b->buf && b->size > 0 && b->len == 0)
        b->buf[0] = '\0';
    return b->len > INT_MAX ? too_long : (int)b->len;
}
