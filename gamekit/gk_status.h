/* The status codes both libraries number alike (CT_OK / TL_OK to
 * CT_ERR_STRUCT_SIZE / TL_ERR_STRUCT_SIZE), their strings, and the detail
 * message a handle keeps of its last error. */
#ifndef GK_STATUS_H
#define GK_STATUS_H

#include <stddef.h>

#include "gk_sbuf.h"

/* The shared codes; GK_STATUS_SAME(CT) and GK_STATUS_SAME(TL) check at
 * compile time that each library's enum gives them these values. */
#define GK_OK 0
#define GK_ERR_INVALID_ARGUMENT (-1)
#define GK_ERR_NO_MEMORY (-2)
#define GK_ERR_BUFFER_TOO_SMALL (-3)
#define GK_ERR_PARSE (-4)
#define GK_ERR_INVALID_POSITION (-5)
#define GK_ERR_ILLEGAL_MOVE (-6)
#define GK_ERR_GAME_OVER (-7)
#define GK_ERR_NO_HISTORY (-8)
#define GK_ERR_STRUCT_SIZE (-9)

#define GK_STATUS_SAME(P)                                                              \
    _Static_assert(P##_OK == GK_OK && P##_ERR_INVALID_ARGUMENT == GK_ERR_INVALID_ARGUMENT && \
                       P##_ERR_NO_MEMORY == GK_ERR_NO_MEMORY &&                        \
                       P##_ERR_BUFFER_TOO_SMALL == GK_ERR_BUFFER_TOO_SMALL &&          \
                       P##_ERR_PARSE == GK_ERR_PARSE &&                                \
                       P##_ERR_INVALID_POSITION == GK_ERR_INVALID_POSITION &&          \
                       P##_ERR_ILLEGAL_MOVE == GK_ERR_ILLEGAL_MOVE &&                  \
                       P##_ERR_GAME_OVER == GK_ERR_GAME_OVER &&                        \
                       P##_ERR_NO_HISTORY == GK_ERR_NO_HISTORY &&                      \
                       P##_ERR_STRUCT_SIZE == GK_ERR_STRUCT_SIZE,                      \
                   #P "_ status codes 0 to -9 are the shared ones of gk_status.h")

/* The string of a shared code; "unknown error" for any other. */
const char *gk_strerror(int code);

/* Formats the detail message into err[size] as gk_message() does (err may
 * be NULL: nothing is written) and returns code. */
int gk_fail(char *err, size_t size, int code, const char *fmt, ...) GK_PRINTF(4, 5);

#endif
