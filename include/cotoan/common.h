/**
 * @file cotoan/common.h
 * @brief Version, export macro, status codes and allocator type shared by
 *        every part of the libcotoan API.
 *
 * Include <cotoan/cotoan.h> rather than this file directly.
 */
#ifndef COTOAN_COMMON_H
#define COTOAN_COMMON_H

#include <stddef.h>
#include <stdint.h>

/** @defgroup libcotoan libcotoan: the Cờ toán Việt Nam (Vietnamese math chess) library
 *  @brief The API of libcotoan, the C library of Cờ toán Việt Nam (Vietnamese math
 *         chess): `#include <cotoan/cotoan.h>`, `pkg-config cotoan`, prefix `ct_`.
 *
 *  Every group below belongs to libcotoan only. */

/** @defgroup common libcotoan: Version, errors and memory
 *  @ingroup libcotoan
 *  @brief The version of libcotoan, its status codes and their texts, the export macro
 *         and the allocator type.
 *  @{ */

/** Major version: a change here means a new soname (incompatible ABI). */
#define CT_VERSION_MAJOR 1
/** Minor version: additions that keep the ABI of the same major version. */
#define CT_VERSION_MINOR 6
/** Patch version: fixes with no change to the API. */
#define CT_VERSION_PATCH 0
/** The version as a string, "MAJOR.MINOR.PATCH". */
#define CT_VERSION_STRING "1.6.0"
/** The version as one number, MAJOR * 10000 + MINOR * 100 + PATCH. */
#define CT_VERSION_NUMBER \
    (CT_VERSION_MAJOR * 10000 + CT_VERSION_MINOR * 100 + CT_VERSION_PATCH)

/** @cond INTERNAL */
#if defined(_WIN32)
#  if defined(CT_BUILDING_LIBRARY)
#    define CT_API __declspec(dllexport)
#  else
#    define CT_API __declspec(dllimport)
#  endif
#elif defined(__GNUC__) && __GNUC__ >= 4
#  define CT_API __attribute__((visibility("default")))
#else
#  define CT_API
#endif
/** @endcond */

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief Status codes returned by libcotoan functions.
 *
 * Every function that can fail returns a value of this type (or a count
 * that is negative exactly when it is one of these errors). Zero means
 * success; errors are negative. ct_strerror() names each one, and functions
 * that take a game handle also leave a detailed message that
 * ct_game_error() returns.
 */
typedef enum ct_status {
    CT_OK = 0,                    /**< Success. */
    CT_ERR_INVALID_ARGUMENT = -1, /**< A null pointer, an out-of-range square,
                                       side, value, move or option. */
    CT_ERR_NO_MEMORY = -2,        /**< An allocation failed; nothing changed. */
    CT_ERR_BUFFER_TOO_SMALL = -3, /**< The output buffer cannot hold the
                                       result (text functions instead truncate
                                       and return the needed length). */
    CT_ERR_PARSE = -4,            /**< Text that does not follow its syntax: a
                                       position string (R19), a move (R20,
                                       R21), a square, a record. */
    CT_ERR_INVALID_POSITION = -5, /**< A well-formed position string that
                                       breaks R19 (two 7s for one side, no 0
                                       on either side, a score above 45). */
    CT_ERR_ILLEGAL_MOVE = -6,     /**< A well-formed move that is not legal in
                                       the current position. */
    CT_ERR_GAME_OVER = -7,        /**< The game has ended (R17): no move,
                                       resignation or draw is possible. */
    CT_ERR_NO_HISTORY = -8,       /**< ct_game_undo() with nothing to undo. */
    CT_ERR_STRUCT_SIZE = -9       /**< An options struct whose @c size field
                                       this library does not know. */
} ct_status;

/**
 * @brief A short, static, English description of a status code.
 * @param code A ::ct_status value (any int is accepted).
 * @return A string with static storage duration, never NULL; "unknown
 *         error" for codes that are not ::ct_status values.
 */
CT_API const char *ct_strerror(int code);

/**
 * @brief The description of a status code in a language: ct_strerror()'s
 *        English, or its Vietnamese (e.g. "nước đi không hợp lệ" for
 *        ::CT_ERR_ILLEGAL_MOVE).
 *
 * The words of the status itself; the detail of one failure is the game's
 * message (ct_game_error()), written in the game's language.
 * @param code A ::ct_status value (any int is accepted).
 * @param language A ::ct_language (::CT_LANG_EN or ::CT_LANG_VI); any
 *        other value gives the English text.
 * @return A string with static storage duration, never NULL, in UTF-8;
 *         "unknown error" (Vietnamese "lỗi không xác định") for codes that
 *         are not ::ct_status values.
 * @since 1.4 (version node CT_1.4)
 */
CT_API const char *ct_status_text(int code, int32_t language);

/**
 * @brief The version of the library that is running.
 * @return MAJOR * 10000 + MINOR * 100 + PATCH of the loaded library. Compare
 *         with ::CT_VERSION_NUMBER, the version of the header the program was
 *         compiled with: the majors must be equal and the library's minor at
 *         least the header's.
 */
CT_API uint32_t ct_version(void);

/**
 * @brief The version of the library that is running, as "MAJOR.MINOR.PATCH".
 * @return A string with static storage duration.
 */
CT_API const char *ct_version_string(void);

/**
 * @brief A custom allocator (the Lua convention).
 *
 * Called with @p nsize = 0 to free @p ptr (which may be NULL), and otherwise
 * to allocate (@p ptr NULL) or resize a block of @p osize bytes to
 * @p nsize bytes. It returns NULL on failure, in which case the old block
 * must stay valid. Memory must be suitably aligned for any type.
 *
 * @param ud    The user pointer given with the allocator.
 * @param ptr   The block to resize or free, or NULL.
 * @param osize The old size of @p ptr (0 when @p ptr is NULL).
 * @param nsize The new size; 0 means free.
 * @return The new block, or NULL (failure, or after a free).
 */
typedef void *(*ct_alloc_fn)(void *ud, void *ptr, size_t osize, size_t nsize);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* COTOAN_COMMON_H */
