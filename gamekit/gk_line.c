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

/* The escaped form of the character at s[i]: its bytes in *piece (tmp or
 * s itself), their count returned; *n gets the input bytes it covers. */
static size_t escape_one(const unsigned char *s, size_t len, size_t i, char tmp[4],
                         const char **piece, size_t *n)
{
    static const char hex[] = "0123456789abcdef";
    *piece = tmp;
    *n = 1;
    if (s[i] >= 0x20 && s[i] < 0x7f && s[i] != '\\') {
        tmp[0] = (char)s[i];
        return 1;
    }
    if (s[i] == '\\') {
        tmp[0] = tmp[1] = '\\';
        return 2;
    }
    if (s[i] >= 0x80 && (*n = utf8_seq(s + i, len - i)) != 0) {
        *piece = (const char *)s + i;
        return *n;
    }
    *n = 1;
    tmp[0] = '\\', tmp[1] = 'x', tmp[2] = hex[s[i] >> 4], tmp[3] = hex[s[i] & 15];
    return 4;
}

size_t gk_escape(char *dst, size_t size, const char *src, size_t len)
{
    const unsigned char *s = (const unsigned char *)src;
    char tmp[4];
    const char *piece;
    size_t n, out = 0, total = 0;
    if (size == 0)
        return 0;
    for (size_t i = 0; i < len; i += n)
        total += escape_one(s, len, i, tmp, &piece, &n);
    const int cut = total > size - 1;
    for (size_t i = 0; i < len; i += n) {
        size_t w = escape_one(s, len, i, tmp, &piece, &n);
        /* when the text is cut, every piece leaves room for "..." */
        if (cut && out + w + 3 > size - 1) {
            if (out + 3 <= size - 1) {
                memcpy(dst + out, "...", 3);
                out += 3;
            }
            break;
        }
        memcpy(dst + out, piece, w);
        out += w;
    }
    dst[out] = '\0';
    return out;
}
