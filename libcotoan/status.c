/* Status codes and version (the strings and detail messages are gamekit's,
 * gk_status.h, shared with libcotulenh; their Vietnamese is gk_lang.c's). */
#include "cotoan/cotoan.h"
#include "game_impl.h"
#include "gk_lang.h"
#include "gk_status.h"

GK_STATUS_SAME(CT);

CT_API const char *ct_strerror(int code)
{
    return gk_strerror(code);
}

CT_API const char *ct_status_text(int code, int32_t language)
{
    return gk_tr(language, ct_strerror(code));
}

CT_API uint32_t ct_version(void)
{
    return CT_VERSION_NUMBER;
}

CT_API const char *ct_version_string(void)
{
    return CT_VERSION_STRING;
}
