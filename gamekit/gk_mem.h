/* Allocator hooks shared by both libraries (Lua's lua_Alloc convention). */
#ifndef GK_MEM_H
#define GK_MEM_H

#include <stddef.h>

/* Same signature as ct_alloc_fn and tl_alloc_fn: nsize 0 frees ptr,
 * otherwise allocate (ptr NULL) or resize a block of osize bytes. */
typedef void *(*gk_alloc_fn)(void *ud, void *ptr, size_t osize, size_t nsize);

/* Through alloc, or realloc/free when alloc is NULL. */
void *gk_mem_alloc(gk_alloc_fn alloc, void *ud, size_t size);
/* A block of size zero bytes: calloc when alloc is NULL (a large block is
 * then fresh zero pages, touched only when used), else through alloc and
 * cleared. */
void *gk_mem_alloc_zeroed(gk_alloc_fn alloc, void *ud, size_t size);
void *gk_mem_realloc(gk_alloc_fn alloc, void *ud, void *ptr, size_t osize, size_t nsize);
/* The array ptr of *cap elements of elem bytes grown to twice as many
 * (first when *cap is 0): the new block, *cap updated; NULL, with ptr and
 * *cap unchanged, when the allocator fails or the size would overflow. */
void *gk_mem_grow(gk_alloc_fn alloc, void *ud, void *ptr, size_t *cap, size_t elem,
                  size_t first);
/* Frees ptr (NULL is accepted) of size bytes. */
void gk_mem_free(gk_alloc_fn alloc, void *ud, void *ptr, size_t size);

#endif
