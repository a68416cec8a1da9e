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

/* One character of input as it is written out in the given style: its
 * bytes, or \xNN for a control character, DEL or a byte that is not valid
 * UTF-8 (and, in the line style, a backslash doubled).  Returns the input
 * bytes used; *w is the output width. */
static size_t escape_piece(const unsigned char *u, size_t left, int style, char piece[8],
                           size_t *w)
{
    size_t n = u[0] < 0x80 ? 1 : gk_utf8_len(u, left);
    if (style == GK_ESCAPE_LINE && u[0] == '\\') {
        piece[0] = piece[1] = '\\';
        *w = 2;
        return 1;
    }
    if (n == 0 || u[0] < 0x20 || u[0] == 0x7F) {
        snprintf(piece, 8, style == GK_ESCAPE_LINE ? "\\x%02x" : "\\x%02X", u[0]);
        *w = 4;
        return 1;
    }
    memcpy(piece, u, n);
    *w = n;
    return n;
}

size_t gk_escape_text(char *dst, size_t size, const char *src, size_t len, int style)
{
    const char *ellipsis = style == GK_ESCAPE_LINE ? "..." : "\xE2\x80\xA6"; /* … */
    const size_t elen = strlen(ellipsis);
    const unsigned char *u = (const unsigned char *)src;
    char piece[8];
    size_t out = 0, w, total = 0;
    if (size == 0)
        return 0;
    const size_t cap = size - 1;
    for (size_t i = 0; i < len && total <= cap; total += w)
        i += escape_piece(u + i, len - i, style, piece, &w);
    const int cut = total > cap;
    /* when the text is cut, every piece leaves room for the ellipsis */
    const size_t limit = !cut ? cap : cap >= elen ? cap - elen : 0;
    for (size_t i = 0; i < len;) {
        size_t n = escape_piece(u + i, len - i, style, piece, &w);
        if (out + w > limit)
            break;
        memcpy(dst + out, piece, w);
        out += w;
        i += n;
    }
    if (cut && out + elen <= cap) {
        memcpy(dst + out, ellipsis, elen);
        out += elen;
    }
    dst[out] = '\0';
    return out;
}

const char *gk_quote(char *buf, const char *s, size_t len, size_t max)
{
    if (max > GK_QUOTE_MAX)
        max = GK_QUOTE_MAX;
    if (max < 4)
        max = 4; /* room for one character or the ellipsis */
    gk_escape_text(buf, max + 1, s, len, GK_ESCAPE_MESSAGE);
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
