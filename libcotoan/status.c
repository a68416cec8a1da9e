/* Status codes, version, memory helpers, text buffers. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cotoan/cotoan.h"
#include "game_impl.h"
#include "text.h"

CT_API const char *ct_strerror(int code)
{
    switch (code) {
    case CT_OK: return "success";
    case CT_ERR_INVALID_ARGUMENT: return "invalid argument";
    case CT_ERR_NO_MEMORY: return "out of memory";
    case CT_ERR_BUFFER_TOO_SMALL: return "buffer too small";
    case CT_ERR_PARSE: return "parse error";
    case CT_ERR_INVALID_POSITION: return "invalid position";
    case CT_ERR_ILLEGAL_MOVE: return "illegal move";
    case CT_ERR_GAME_OVER: return "game over";
    case CT_ERR_NO_HISTORY: return "no move to undo";
    case CT_ERR_STRUCT_SIZE: return "unsupported struct size";
    default: return "unknown error";
    }
}

CT_API uint32_t ct_version(void)
{
    return CT_VERSION_NUMBER;
}

CT_API const char *ct_version_string(void)
{
    return CT_VERSION_STRING;
}

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

void *ct_mem_alloc(ct_alloc_fn alloc, void *ud, size_t size)
{
    return (alloc ? alloc : default_alloc)(ud, NULL, 0, size);
}

void *ct_mem_realloc(ct_alloc_fn alloc, void *ud, void *ptr, size_t osize,
                     size_t nsize)
{
    return (alloc ? alloc : default_alloc)(ud, ptr, osize, nsize);
}

void ct_mem_free(ct_alloc_fn alloc, void *ud, void *ptr, size_t size)
{
    if (ptr)
        (alloc ? alloc : default_alloc)(ud, ptr, size, 0);
}

void ct_sbuf_vprintf(ct_sbuf *b, const char *fmt, va_list ap)
{
    char *dst = NULL;
    size_t room = 0;
    if (b->buf && b->len < b->size) {
        dst = b->buf + b->len;
        room = b->size - b->len;
    }
    int n = vsnprintf(dst, room, fmt, ap);
    if (n > 0)
        b->len += (size_t)n;
}

void ct_sbuf_printf(ct_sbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    ct_sbuf_vprintf(b, fmt, ap);
    va_end(ap);
}

int ct_sbuf_result(const ct_sbuf *b)
{
    if (b->buf && b->size > 0 && b->len >= b->size)
        b->buf[b->size - 1] = '\0';
    if (b->buf && b->size > 0 && b->len == 0)
        b->buf[0] = '\0';
    return b->len > INT_MAX ? CT_ERR_BUFFER_TOO_SMALL : (int)b->len;
}

int ct_fail(ct_game *g, int code, const char *fmt, ...)
{
    if (g) {
        va_list ap;
        va_start(ap, fmt);
        ct_vmessage(g->err, sizeof g->err, fmt, ap);
        va_end(ap);
    }
    return code;
}
