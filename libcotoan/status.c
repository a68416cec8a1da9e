/* Status codes, version, detail messages. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cotoan/cotoan.h"
#include "game_impl.h"
#include "gk_text.h"

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

int ct_fail(ct_game *g, int code, const char *fmt, ...)
{
    if (g) {
        va_list ap;
        va_start(ap, fmt);
        gk_vmessage(g->err, sizeof g->err, fmt, ap);
        va_end(ap);
    }
    return code;
}
