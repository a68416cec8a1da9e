/* Status codes and version (the strings and detail messages are gamekit's,
 * gk_status.h, shared with libcotulenh). */
#include "cotoan/cotoan.h"
#include "game_impl.h"
#include "gk_status.h"

GK_STATUS_SAME(CT);

CT_API const char *ct_strerror(int code)
{
    return gk_strerror(code);
}

CT_API uint32_t ct_version(void)
{
    return CT_VERSION_NUMBER;
}

CT_API const char *ct_version_string(void)
{
    return CT_VERSION_STRING;
}
