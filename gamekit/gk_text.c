/* UTF-8 checks, input quoted into messages, messages cut on a character
 * boundary (gk_text.h). */
#include <stdio.h>
#include <string.h>

#include "gk_text.h"

size_t gk_utf8_len(const unsigned char *s, size_t n)
{
    unsigned c = s[0];
    size_t len;
    unsigned min;
    if (c < 0x80)
        return 1;
    if (c >= 0xC2 && c <= 0xDF) {
        len = 2;
        min = 0x80;
    } else if (c >= 0xE0 && c <= 0xEF) {
        len = 3;
        min = 0x800;
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4;
        min = 0x10000;
    } else {
        return 0;
    }
    if (n < len)
        return 0;
    unsigned cp = c & (0x7Fu >> len);
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        cp = cp << 6 | (s[i] & 0x3Fu);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return len;
}

size_t gk_utf8_check(const char *s, size_t len)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0;
    while (i < len) {
        if (u[i] < 0x80) {
            i++;
            continue;
        }
        size_t n = gk_utf8_len(u + i, len - i);
        if (n == 0)
            return i;
        i += n;
    }
    return len;
}

size_t gk_utf8_trim(const char *s, size_t len)
{
    const unsigned char *u = (const unsigned char *)s;
    /* Back up over at most three continuation bytes to the lead byte of
     * the last sequence; drop it if the sequence is not complete. */
    size_t i = len, back = 0;
    while (i > 0 && back < 4 && (u[i - 1] & 0xC0) == 0x80) {
        i--;
        back++;
    }
    if (i == 0 || u[i - 1] < 0x80)
        return len; /* ends with ASCII, or only stray continuation bytes */
    i--;
    size_t need = u[i] >= 0xF0 ? 4 : u[i] >= 0xE0 ? 3 : u[i] >= 0xC0 ? 2 : 1;
    return back + 1 < need ? i : len;
}

/* One character of input as it appears in a quote: its bytes, or \xNN for
 * a control character, DEL or a byte that is not valid UTF-8.  Returns the
 * input bytes used; *w is the output width. */
static size_t quote_piece(const unsigned char *u, size_t left, char piece[8], size_t *w)
{
    size_t n = u[0] < 0x80 ? 1 : gk_utf8_len(u, left);
    if (n == 0 || u[0] < 0x20 || u[0] == 0x7F) {
        snprintf(piece, 8, "\\x%02X", u[0]);
        *w = 4;
        return 1;
    }
    memcpy(piece, u, n);
    *w = n;
    return n;
}

const char *gk_quote(char *buf, const char *s, size_t len, size_t max)
{
    static const char ellipsis[] = "\xE2\x80\xA6"; /* … */
    const unsigned char *u = (const unsigned char *)s;
    char piece[8];
    size_t out = 0, w, total = 0;
    if (max > GK_QUOTE_MAX)
        max = GK_QUOTE_MAX;
    if (max < 4)
        max = 4; /* room for one character or the ellipsis */
    for (size_t i = 0; i < len && total <= max; total += w)
        i += quote_piece(u + i, len - i, piece, &w);
    size_t limit = total <= max ? max : max - (sizeof ellipsis - 1);
    for (size_t i = 0; i < len;) {
        size_t n = quote_piece(u + i, len - i, piece, &w);
        if (out + w > limit)
            break;
        memcpy(buf + out, piece, w);
        out += w;
        i += n;
    }
    buf[out] = '\0';
    if (total > max)
        memcpy(buf + out, ellipsis, sizeof ellipsis);
    return buf;
}

const char *gk_quote_char(char *buf, const char *s, size_t len)
{
    size_t n = len ? gk_utf8_len((const unsigned char *)s, len) : 0;
    return gk_quote(buf, s, n ? n : len ? 1 : 0, GK_QUOTE_MAX);
}

void gk_vmessage(char *msg, size_t size, const char *fmt, va_list ap)
{
    if (!msg || size == 0)
        return;
    int n = vsnprintf(msg, size, fmt, ap);
    if (n < 0) {
        msg[0] = '\0';
        return;
    }
    if ((size_t)n >= size) {
        size_t kept = gk_utf8_trim(msg, size - 1);
        msg[kept] = '\0';
    }
}

void gk_message(char *msg, size_t size, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    gk_vmessage(msg, size, fmt, ap);
    va_end(ap);
}
