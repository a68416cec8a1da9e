/* A counting allocator for the allocation-failure suites of both
 * libraries (the Lua-style hook of ct_alloc_fn and tl_alloc_fn): it fails
 * the Nth request for memory (an allocation or a resize), records every
 * block, and checks that each free and resize names the size the block
 * really has (the osize contract).  Header-only, static. */
#ifndef GK_TEST_FAIL_ALLOC_H
#define GK_TEST_FAIL_ALLOC_H

#include <check.h>
#include <stdlib.h>

#define MAX_BLOCKS 4096

typedef struct heap {
    long fail_at;       /* the allocation (1-based) that fails; 0 never */
    long count;         /* allocations and growing resizes so far */
    long failures;
    size_t live;        /* bytes allocated and not freed */
    size_t nblocks;
    struct { void *ptr; size_t size; } blocks[MAX_BLOCKS];
    int bad_osize;      /* a free/resize with the wrong old size */
} heap;

/* End of a scenario: nothing may be left allocated, every free or resize
 * must have given the right old size.  Returns whether the planned
 * failure happened (so the caller tries the next allocation). */
static inline int heap_finish(heap *h)
{
    int failed = h->failures > 0;
    ck_assert_uint_eq(h->live, 0);
    ck_assert_uint_eq(h->nblocks, 0);
    ck_assert_int_eq(h->bad_osize, 0);
    free(h);
    return failed;
}

static inline long find_block(heap *h, void *ptr)
{
    for (size_t i = 0; i < h->nblocks; i++)
        if (h->blocks[i].ptr == ptr)
            return (long)i;
    return -1;
}

static inline void *heap_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    heap *h = ud;
    long at = -1;
    if (ptr) {
        at = find_block(h, ptr);
        if (at < 0 || h->blocks[at].size != osize)
            h->bad_osize = 1;
    }
    if (nsize == 0) {
        if (ptr && at >= 0) {
            h->live -= h->blocks[at].size;
            h->blocks[at] = h->blocks[--h->nblocks];
            free(ptr);
        }
        return NULL;
    }
    /* Every request for memory counts, so each one can be made to fail. */
    h->count++;
    if (h->fail_at && h->count == h->fail_at) {
        h->failures++;
        return NULL;
    }
    if (!ptr && h->nblocks == MAX_BLOCKS)
        return NULL;
    void *p = realloc(ptr, nsize);
    if (!p)
        return NULL;
    if (ptr && at >= 0) {
        h->live = h->live - h->blocks[at].size + nsize;
        h->blocks[at].ptr = p;
        h->blocks[at].size = nsize;
    } else {
        h->live += nsize;
        h->blocks[h->nblocks].ptr = p;
        h->blocks[h->nblocks].size = nsize;
        h->nblocks++;
    }
    return p;
}

static inline heap *heap_new(long fail_at)
{
    heap *h = calloc(1, sizeof *h);
    ck_assert_ptr_nonnull(h);
    h->fail_at = fail_at;
    return h;
}

/* A scenario run with its n-th allocation failing, for n = 1, 2, ... until
 * a run has no failure left (the scenario returns 0): that takes more than
 * min runs and fewer than max. */
typedef struct failure_row {
    const char *what;
    int (*scenario)(long fail_at);
    long min, max;
} failure_row;

/* Runs r's scenario with its 1st, 2nd, ... allocation failing until a run
 * has no failure left, and checks the number of runs. */
static inline void fail_each_allocation(const failure_row *r)
{
    long n;
    for (n = 1; r->scenario(n); n++)
        ck_assert_msg(n < r->max, "%s: still failing at allocation %ld", r->what, n);
    ck_assert_msg(n > r->min, "%s: only %ld allocations", r->what, n);
}

#endif
