/* Variant lookup and the helpers both adapters share (variant.h). */
#include "variant.h"

#include <string.h>

const sv_variant *sv_variant_find(const char *name)
{
    static const sv_variant *const all[] = {&sv_variant_cotoan,
                                            &sv_variant_cotulenh};
    for (size_t i = 0; name && i < sizeof all / sizeof all[0]; i++)
        if (strcmp(all[i]->name, name) == 0)
            return all[i];
    return NULL;
}

const char *sv_side_name(int side)
{
    return side == SV_RED ? "red" : side == SV_BLUE ? "blue" : NULL;
}

void sv_reason_code(const char *name, char out[SV_REASON_MAX])
{
    size_t i = 0;
    for (; name[i] && i < SV_REASON_MAX - 1; i++)
        out[i] = name[i] == ' ' || name[i] == '-' ? '_' : name[i];
    out[i] = '\0';
}
