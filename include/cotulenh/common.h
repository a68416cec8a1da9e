/**
 * @file cotulenh/common.h
 * @brief Version, export macro, status codes and allocator type shared by
 *        every part of the libcotulenh API.
 *
 * Include <cotulenh/cotulenh.h> rather than this file directly.
 */
#ifndef COTULENH_COMMON_H
#define COTULENH_COMMON_H

#include <stddef.h>
#include <stdint.h>

/** @defgroup libcotulenh libcotulenh: the Cờ tư lệnh (Commander Chess) library
 *  @brief The API of libcotulenh, the C library of Cờ tư lệnh (Commander Chess):
 *         `#include <cotulenh/cotulenh.h>`, `pkg-config cotulenh`, prefix `tl_`.
 *
 *  Every group below belongs to libcotulenh only. */

/** @defgroup tl_common libcotulenh: Version, errors and memory
 *  @ingroup libcotulenh
 *  @brief The version of libcotulenh, its status codes and their texts, the export
 *         macro and the allocator type.
 *  @{ */

/** Major version: a change here means a new soname (incompatible ABI). */
#define TL_VERSION_MAJOR 1
/** Minor version: additions that keep the ABI of the same major version. */
#define TL_VERSION_MINOR 5
/** Patch version: fixes with no change to the API. */
#define TL_VERSION_PATCH 0
/** The version as a string, "MAJOR.MINOR.PATCH". */
#define TL_VERSION_STRING "1.5.0"
/** The version as one number, MAJOR * 10000 + MINOR * 100 + PATCH. */
#define TL_VERSION_NUMBER \
    (TL_VERSION_MAJOR * 10000 + TL_VERSION_MINOR * 100 + TL_VERSION_PATCH)

/** @cond INTERNAL */
#if defined(_WIN32)
#  if defined(TL_BUILDING_LIBRARY)
#    define TL_API __declspec(dllexport)
#  else
#    define TL_API __declspec(dllimport)
#  endif
#elif defined(__GNUC__) && __GNUC__ >= 4
#  define TL_API __attribute__((visibility("default")))
#else
#  define TL_API
#endif
/** @endcond */

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief Status codes returned by libcotulenh functions.
 *
 * Every function that can fail returns a value of this type (or a count
 * that is negative exactly when it is one of these errors). Zero means
 * success; errors are negative. tl_strerror() names each one, and functions
 * that take a non-const game handle also leave a detailed message that
 * tl_game_error() returns.
 */
typedef enum tl_status {
    TL_OK = 0,                    /**< Success. */
    TL_ERR_INVALID_ARGUMENT = -1, /**< A null pointer, an out-of-range square,
                                       side, piece, value or option. */
    TL_ERR_NO_MEMORY = -2,        /**< An allocation failed; nothing changed. */
    TL_ERR_BUFFER_TOO_SMALL = -3, /**< The output buffer cannot hold the
                                       result (text functions instead truncate
                                       and return the needed length). */
    TL_ERR_PARSE = -4,            /**< Text that does not follow its syntax: a
                                       FEN (T45), a move (T48, T49), a
                                       square. */
    TL_ERR_INVALID_POSITION = -5, /**< A well-formed FEN that breaks T46/T47
                                       (an invalid stack, a carrier on the
                                       wrong terrain, two commanders of one
                                       colour, ...). */
    TL_ERR_ILLEGAL_MOVE = -6,     /**< A well-formed move that is not legal in
                                       the current position. */
    TL_ERR_GAME_OVER = -7,        /**< The game has ended (T53–T55): no move,
                                       resignation or draw is possible. */
    TL_ERR_NO_HISTORY = -8,       /**< tl_game_undo() with nothing to undo. */
    TL_ERR_STRUCT_SIZE = -9,      /**< A struct whose @c size field this
                                       library does not know. */
    TL_ERR_INVALID_SETUP = -10,   /**< A valid position that is not a valid
                                       free setup (T10). */
    TL_ERR_NO_SESSION = -11,      /**< tl_game_end_deploy() with no open deploy
                                       session. */
    TL_ERR_CANNOT_END = -12       /**< The open deploy session may not end now
                                       (T21: the pieces left on the origin
                                       cannot stand there, or the position
                                       would be illegal, T36). */
} tl_status;

/**
 * @brief A short, static, English description of a status code.
 * @param code A ::tl_status value (any int is accepted).
 * @return A string with static storage duration, never NULL; "unknown
 *         error" for codes that are not ::tl_status values.
 */
TL_API const char *tl_strerror(int code);

/**
 * @brief The description of a status code in a language: tl_strerror()'s
 *        English, or its Vietnamese (e.g. "nước đi không hợp lệ" for
 *        ::TL_ERR_ILLEGAL_MOVE).
 *
 * The words of the status itself; the detail of one failure is the game's
 * message (tl_game_error()), written in the game's language.
 * @param code A ::tl_status value (any int is accepted).
 * @param language A ::tl_language (::TL_LANG_EN or ::TL_LANG_VI); any
 *        other value gives the English text.
 * @return A string with static storage duration, never NULL, in UTF-8;
 *         "unknown error" (Vietnamese "lỗi không xác định") for codes that
 *         are not ::tl_status values.
 * @since 1.3 (version node TL_1.3)
 */
TL_API const char *tl_status_text(int code, int32_t language);

/**
 * @brief The version of the library that is running.
 * @return MAJOR * 10000 + MINOR * 100 + PATCH of the loaded library. Compare
 *         with ::TL_VERSION_NUMBER, the version of the header the program was
 *         compiled with: the majors must be equal and the library's minor at
 *         least the header's.
 */
TL_API uint32_t tl_version(void);

/**
 * @brief The version of the library that is running, as "MAJOR.MINOR.PATCH".
 * @return A string with static storage duration.
 */
TL_API const char *tl_version_string(void);

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
typedef void *(*tl_alloc_fn)(void *ud, void *ptr, size_t osize, size_t nsize);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* COTULENH_COMMON_H */
