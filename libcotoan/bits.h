/* Bit scans with a portable fallback. */
#ifndef CT_BITS_H
#define CT_BITS_H

#include <stdint.h>

/* Index of the lowest set bit; x != 0. */
static inline int ct_lsb(uint32_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctz(x);
#else
    int n = 0;
    while (!(x & 1u)) { x >>= 1; n++; }
    return n;
#endif
}

/* Index of the highest set bit; x != 0. */
static inline int ct_msb(uint32_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return 31 - __builtin_clz(x);
#else
    int n = 0;
    while (x >>= 1) n++;
    return n;
#endif
}

#endif
