/* One-character mutations of a valid string (header-only, static; shared
 * by the language tests of both games): every position of base replaced by
 * each byte of subst, and base cut at every position. */
#ifndef MUTATE_H
#define MUTATE_H

#include <check.h>
#include <string.h>

/* Call each(buf, ctx) for every one-character change and every cut of
 * base (buf, of size bufsize, holds the variant); returns how many calls
 * returned nonzero. */
static inline int mutate_each(const char *base, const char *subst, char *buf, size_t bufsize,
                              int (*each)(const char *variant, void *ctx), void *ctx)
{
    const size_t len = strlen(base), nsubst = strlen(subst);
    int counted = 0;
    ck_assert_uint_lt(len, bufsize);
    for (size_t i = 0; i <= len; i++) {
        for (size_t k = 0; k <= nsubst; k++) {
            memcpy(buf, base, len + 1);
            if (k == nsubst)
                buf[i] = '\0'; /* cut */
            else if (i < len)
                buf[i] = subst[k];
            else
                continue;
            counted += each(buf, ctx) != 0;
        }
    }
    return counted;
}

#endif
