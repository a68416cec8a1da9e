/* The counting allocator of the API-sequence harnesses of both libraries
 * (fuzz_cotoan_api.c, fuzz_cotulenh_api.c).  It has the Lua-style signature of
 * ct_alloc_fn and tl_alloc_fn, counts the bytes alive (a harness checks
 * that none is left at the end), and on request makes the fail_in-th next
 * allocation fail. */
#ifndef FZ_HEAP_H
#define FZ_HEAP_H

#include <stdlib.h>

#include "fuzz_util.h"

typedef struct fz_heap {
    size_t live;  /* bytes allocated and not freed */
    long fail_in; /* > 0: the fail_in-th next allocation fails */
    int failed;   /* how many allocations failed */
} fz_heap;

static inline void *fz_heap_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    fz_heap *h = ud;
    if (nsize == 0) {
        if (ptr) {
            FZ_ASSERT(h->live >= osize);
            h->live -= osize;
            free(ptr);
        }
        return NULL;
    }
    if (h->fail_in > 0 && --h->fail_in == 0) {
        h->failed++;
        return NULL;
    }
    void *p = realloc(ptr, nsize);
    if (p)
        h->live = h->live - (ptr ? osize : 0) + nsize;
    return p;
}

#endif
