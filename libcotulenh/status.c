/* Status codes and version. */
#include "game_impl.h"

TL_API const char *tl_strerror(int code)
{
    switch (code) {
    case TL_OK: return "success";
    case TL_ERR_INVALID_ARGUMENT: return "invalid argument";
    case TL_ERR_NO_MEMORY: return "out of memory";
    case TL_ERR_BUFFER_TOO_SMALL: return "buffer too small";
    case TL_ERR_PARSE: return "parse error";
    case TL_ERR_INVALID_POSITION: return "invalid position";
    case TL_ERR_ILLEGAL_MOVE: return "illegal move";
    case TL_ERR_GAME_OVER: return "game over";
    case TL_ERR_NO_HISTORY: return "no move to undo";
    case TL_ERR_STRUCT_SIZE: return "unsupported struct size";
    case TL_ERR_INVALID_SETUP: return "invalid setup";
    case TL_ERR_NO_SESSION: return "no deploy session";
    case TL_ERR_CANNOT_END: return "the deploy session cannot end now";
    default: return "unknown error";
    }
}

TL_API uint32_t tl_version(void)
{
    return TL_VERSION_NUMBER;
}

TL_API const char *tl_version_string(void)
{
    return TL_VERSION_STRING;
}
