/* Status codes and version (the strings of the codes libcotoan shares, and
 * the detail messages, are gamekit's: gk_status.h; the Vietnamese of
 * every one is gk_lang.c's). */
#include "game_impl.h"
#include "gk_status.h"

GK_STATUS_SAME(TL);

TL_API const char *tl_strerror(int code)
{
    switch (code) {
    case TL_ERR_INVALID_SETUP: return "invalid setup";
    case TL_ERR_NO_SESSION: return "no deploy session";
    case TL_ERR_CANNOT_END: return "the deploy session cannot end now";
    default: return gk_strerror(code);
    }
}

TL_API const char *tl_status_text(int code, int32_t language)
{
    return gk_tr(language, tl_strerror(code));
}

TL_API uint32_t tl_version(void)
{
    return TL_VERSION_NUMBER;
}

TL_API const char *tl_version_string(void)
{
    return TL_VERSION_STRING;
}
