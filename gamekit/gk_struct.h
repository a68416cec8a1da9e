/* The size rule of option structs, shared by both libraries. */
#ifndef GK_STRUCT_H
#define GK_STRUCT_H

#include <stddef.h>
#include <stdint.h>

/* Copies a caller's struct that starts with a uint32_t size field into
 * dst (dst_size bytes, already holding the defaults): a size below
 * min_size (the first version of the struct) is refused (returns 0); a
 * larger size than this library knows is accepted and only the known
 * fields are read.  Returns 1 on success. */
int gk_struct_copy(void *dst, size_t dst_size, const void *src, size_t min_size);

/* The size field of such a struct. */
static inline uint32_t gk_struct_size(const void *s)
{
    return *(const uint32_t *)s;
}

#endif
