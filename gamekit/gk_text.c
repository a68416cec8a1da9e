#include <stdio.h>
#include <string.h>

#include "gk_text.h"

size_t gk_utf8_trim(const char *s, size_t len)
{
    const unsigned char *u = (const unsigned char *)s;
    /* walk back over at most three continuation bytes to the lead byte */
    size_t i = len, back = 0;
    while (i > 0 && back < 4 && (u[i - 1] & 0xC0) == 0x80) {
        i--;
        back++;
    }
    if (i == 0 || u[i - 1] < 0xC0)
        return len;             /* ASCII or stray continuation bytes: as is */
    unsigned char lead = u[i - 1];
    size_t need = lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : 1;
    return back >= need ? len : i - 1;
}

void gk_vmessage(char *msg, size_t size, const char *fmt, va_list ap)
{
    if (!msg || size == 0)
        return;
    int n = vsnprintf(msg, size, fmt, ap);
    if (n < 0)
        msg[0] = '\0';
    else if ((size_t)n >= size)
        msg[gk_utf8_trim(msg, size - 1)] = '\0';
}

void gk_message(char *msg, size_t size, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    gk_vmessage(msg, size, fmt, ap);
    va_end(ap);
}
