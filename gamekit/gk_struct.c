#include <string.h>

#include "gk_struct.h"

int gk_struct_copy(void *dst, size_t dst_size, const void *src, size_t min_size)
{
    uint32_t size = gk_struct_size(src);
    if (size < min_size)
        return 0;
    memcpy(dst, src, size < dst_size ? size : dst_size);
    /* the copy now carries the caller's size: keep ours */
    *(uint32_t *)dst = (uint32_t)dst_size;
    return 1;
}

int gk_struct_write(void *dst, const void *src, size_t src_size, size_t min_size)
{
    uint32_t size = gk_struct_size(dst);
    if (size < min_size)
        return 0;
    memcpy(dst, src, size < src_size ? size : src_size);
    *(uint32_t *)dst = size;
    return 1;
}
