/* The size rule of the public structs that carry their size in their
 * first member (uint32_t size), shared by both libraries. */
#ifndef GK_STRUCT_H
#define GK_STRUCT_H

#include <stddef.h>
#include <stdint.h>

/* The size of the first published version of a struct whose last member
 * then was `last`. */
#define GK_STRUCT_V1(type, last) (offsetof(type, last) + sizeof(((type *)0)->last))

/* An input struct: copies the caller's struct src into dst (dst_size
 * bytes, already holding the defaults).  A size below min_size (the first
 * version of the struct) is refused (returns 0, dst unchanged); a smaller
 * size than dst_size leaves the later members at their defaults; a larger
 * size (a program built against a newer header) is accepted and only the
 * dst_size bytes this library knows are read.  dst->size becomes
 * dst_size.  Returns 1 on success. */
int gk_struct_copy(void *dst, size_t dst_size, const void *src, size_t min_size);

/* An output struct: writes the library's full struct src (src_size bytes)
 * into the caller's dst, whose size member says how much it holds.  A
 * size below min_size is refused (returns 0, nothing written); otherwise
 * the first min(size, src_size) bytes are written, the caller's size
 * member is kept, and any bytes beyond src_size (members of a newer
 * header) are left as they were.  Returns 1 on success. */
int gk_struct_write(void *dst, const void *src, size_t src_size, size_t min_size);

/* The size member of such a struct. */
static inline uint32_t gk_struct_size(const void *s)
{
    return *(const uint32_t *)s;
}

#endif
