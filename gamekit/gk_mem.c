#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gk_mem.h"

static void *default_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    (void)ud;
    (void)osize;
    if (nsize == 0) {
        free(ptr);
        return NULL;
    }
    return realloc(ptr, nsize);
}

void *gk_mem_alloc(gk_alloc_fn alloc, void *ud, size_t size)
{
    return (alloc ? alloc : default_alloc)(ud, NULL, 0, size);
}

void *gk_mem_alloc_zeroed(gk_alloc_fn alloc, void *ud, size_t size)
{
    if (!alloc)
        return calloc(1, size);
    void *p = alloc(ud, NULL, 0, size);
    if (p)
        memset(p, 0, size);
    return p;
}

void *gk_mem_realloc(gk_alloc_fn alloc, void *ud, void *ptr, size_t osize, size_t nsize)
{
    return (alloc ? alloc : default_alloc)(ud, ptr, osize, nsize);
}

void *gk_mem_grow(gk_alloc_fn alloc, void *ud, void *ptr, size_t *cap, size_t elem,
                  size_t first)
{
    const size_t ncap = *cap ? *cap * 2 : first;
    if (ncap < *cap || ncap > SIZE_MAX / elem)
        return NULL;
    void *p = gk_mem_realloc(alloc, ud, ptr, *cap * elem, ncap * elem);
    if (p)
        *cap = ncap;
    return p;
}

void gk_mem_free(gk_alloc_fn alloc, void *ud, void *ptr, size_t size)
{
    if (ptr)
        (alloc ? alloc : default_alloc)(ud, ptr, size, 0);
}
