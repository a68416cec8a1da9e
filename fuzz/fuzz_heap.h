/* The counting allocator of the API-sequence harnesses of both libraries
 * (fuzz_cotoan_api.c, fuzz_cotulenh_api.c).  It has the Lua-style signature of
 * ct_alloc_fn and tl_alloc_fn, counts the bytes alive (a harness checks
 * that none is left at the end), and on request makes the fail_in-th next
 * allocation fail. */
#ifndef FZ_HEAP_H
#define FZ_HEAP_H

#include <stdint.h>
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

/* One operation of a harness's program on its state: `op` is the
 * operation's first byte, the rest of its bytes are read from r. */
typedef void (*fz_step_fn)(void *state, uint8_t op, fz_reader *r);

/* Run the program of one input: an operation for each first byte while
 * the input lasts, at most max_ops of them; then no allocation of h fails
 * any more (the harness checks and frees its objects after this). */
static inline void fz_run_program(fz_step_fn step, void *state, fz_reader *r, int max_ops,
                                  fz_heap *h)
{
    for (int i = 0; i < max_ops && fz_more(r); i++)
        step(state, fz_byte(r), r);
    h->fail_in = 0;
}

#endif
