#include <stdint.h>
#include <string.h>

#include "gk_line.h"

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

/* The length of the valid UTF-8 sequence of two or more bytes at s (with
 * n bytes left), or 0: no overlong forms, no surrogates, nothing above
 * U+10FFFF. */
static size_t utf8_seq(const unsigned char *s, size_t n)
{
    unsigned c = s[0];
    size_t need;
    uint32_t cp;
    if (c >= 0xC2 && c <= 0xDF)
        need = 2, cp = c & 0x1F;
    else if (c >= 0xE0 && c <= 0xEF)
        need = 3, cp = c & 0x0F;
    else if (c >= 0xF0 && c <= 0xF4)
        need = 4, cp = c & 0x07;
    else
        return 0;
    if (n < need)
        return 0;
    for (size_t i = 1; i < need; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        cp = cp << 6 | (s[i] & 0x3F);
    }
    if ((need == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF)))
        || (need == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
        return 0;
    return need;
}

size_t gk_escape(char *dst, size_t size, const char *src, size_t len)
{
    static const char hex[] = "0123456789abcdef";
    const unsigned char *s = (const unsigned char *)src;
    size_t out = 0;
    if (size == 0)
        return 0;
    for (size_t i = 0; i < len;) {
        char tmp[4];
        size_t n = 1, w;
        const char *piece = tmp;
        if (s[i] >= 0x20 && s[i] < 0x7f && s[i] != '\\') {
            tmp[0] = (char)s[i];
            w = 1;
        } else if (s[i] == '\\') {
            tmp[0] = tmp[1] = '\\';
            w = 2;
        } else if (s[i] >= 0x80 && (n = utf8_seq(s + i, len - i)) != 0) {
            piece = (const char *)s + i;
            w = n;
        } else {
            n = 1;
            tmp[0] = '\\', tmp[1] = 'x', tmp[2] = hex[s[i] >> 4], tmp[3] = hex[s[i] & 15];
            w = 4;
        }
        /* this piece, and room for "..." after it if more follows (the
         * pieces before always left that room) */
        if (out + w + (i + n < len ? 3 : 0) > size - 1) {
            if (out + 3 <= size - 1) {
                memcpy(dst + out, "...", 3);
                out += 3;
            }
            break;
        }
        memcpy(dst + out, piece, w);
        out += w;
        i += n;
    }
    dst[out] = '\0';
    return out;
}
