#include <stdint.h>

#include "gk_line.h"
#include "gk_text.h"

int gk_read_line(FILE *f, char *buf, size_t size, size_t *len)
{
    size_t n = 0;
    int ch, nul = 0, got = 0;
    while ((ch = getc(f)) != EOF) {
        got = 1;
        if (ch == '\n')
            break;
        if (ch == '\0')
            nul = 1;
        if (n < size - 1)
            buf[n] = (char)ch;
        if (n < SIZE_MAX)
            n++;
    }
    if (!got) {
        buf[0] = '\0';
        if (len)
            *len = 0;
        return GK_LINE_EOF;
    }
    if (len)
        *len = n;
    if (nul || n > size - 1) {
        buf[0] = '\0';
        return nul ? GK_LINE_NUL : GK_LINE_TOO_LONG;
    }
    buf[n] = '\0';
    return GK_LINE_OK;
}

size_t gk_escape(char *dst, size_t size, const char *src, size_t len)
{
    return gk_escape_text(dst, size, src, len, GK_ESCAPE_LINE);
}
