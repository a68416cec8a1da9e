/* Status strings and detail messages of both libraries (gk_status.h). */
#include <stdarg.h>

#include "gk_status.h"
#include "gk_text.h"

const char *gk_strerror(int code)
{
    switch (code) {
    case GK_OK: return "success";
    case GK_ERR_INVALID_ARGUMENT: return "invalid argument";
    case GK_ERR_NO_MEMORY: return "out of memory";
    case GK_ERR_BUFFER_TOO_SMALL: return "buffer too small";
    case GK_ERR_PARSE: return "parse error";
    case GK_ERR_INVALID_POSITION: return "invalid position";
    case GK_ERR_ILLEGAL_MOVE: return "illegal move";
    case GK_ERR_GAME_OVER: return "game over";
    case GK_ERR_NO_HISTORY: return "no move to undo";
    case GK_ERR_STRUCT_SIZE: return "unsupported struct size";
    default: return "unknown error";
    }
}

int gk_fail(char *err, size_t size, int code, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        gk_vmessage(err, size, fmt, ap);
        va_end(ap);
    }
    return code;
}
