/* The search limits of the API-sequence harnesses of both libraries
 * (fuzz_cotoan_api.c, fuzz_cotulenh_api.c), chosen by two bytes a and b: depth
 * 1-4, a node budget of 1 + 16 b, the full engine (level 0) or a level
 * 1-10, seed b; or, when the two top bits of a are set, one bad limit (by
 * b & 3: a depth above 64, a level -1 or 11, a negative time, a result
 * size below the first
 * version's).  The limit structs of the two libraries have the same
 * members: FZ_SEARCH_LIMITS() sets them. */
#ifndef FZ_SEARCH_H
#define FZ_SEARCH_H

#include <stdint.h>

typedef struct fz_search_plan {
    int32_t depth, level, movetime_ms;
    uint64_t nodes, seed;
    uint32_t res_size; /* the result's size member */
    int bad;           /* 0; else 1 + (b & 3): the limit out of range */
} fz_search_plan;

/* res_size: sizeof the library's result struct. */
static inline fz_search_plan fz_search_plan_make(uint8_t a, uint8_t b, uint32_t res_size)
{
    fz_search_plan p;
    p.depth = 1 + (a & 3);
    p.nodes = 1 + (uint64_t)b * 16;
    p.level = (a >> 2) % 11; /* 0: the full engine */
    p.seed = b;
    p.movetime_ms = 0;
    p.res_size = res_size;
    p.bad = (a & 0xC0) == 0xC0 ? 1 + (b & 3) : 0;
    switch (p.bad) {
    case 1: p.depth = 65 + b; break;
    case 2: p.level = b & 1 ? -1 : 11; break;
    case 3: p.movetime_ms = -1 - b; break;
    case 4: p.res_size = b >> 4; break;
    default: break;
    }
    return p;
}

/* Apply a plan to a library's limits (initialised) and result. */
#define FZ_SEARCH_LIMITS(lim, res, p)        \
    do {                                     \
        (lim).depth = (p).depth;             \
        (lim).nodes = (p).nodes;             \
        (lim).level = (p).level;             \
        (lim).seed = (p).seed;               \
        (lim).movetime_ms = (p).movetime_ms; \
        (res).size = (p).res_size;           \
    } while (0)

#endif
