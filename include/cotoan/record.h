/**
 * @file cotoan/record.h
 * @brief Game records (a PGN-like text format) and SVG pictures.
 *
 * Include <cotoan/cotoan.h> rather than this file directly. The record
 * format is specified in doc/cotoan/records.md.
 *
 * A recorded game is a ::ct_game (rules, initial position, moves, outcome)
 * plus a ::ct_record: its tag pairs (Event, Site, Date …) and the comments
 * between its moves. ct_reader_next() reads one game at a time from a text
 * that may hold several; ct_record_write() writes the canonical form.
 *
 * @par Ownership
 * Handles made by ct_record_new(), ct_reader_new() and ct_reader_next()
 * belong to the caller, who frees them with ct_record_free(),
 * ct_reader_free() and ct_game_free(). Strings returned as
 * <tt>const char *</tt> are owned by the handle and stay valid until the
 * handle is changed or freed.
 */
#ifndef COTOAN_RECORD_H
#define COTOAN_RECORD_H

#include "game.h"

#ifdef __cplusplus
extern "C" {
#endif

/** @defgroup record libcotoan: Game records
 *  @ingroup libcotoan
 *  @brief Cờ toán game records: reading and writing games with their tags and comments.
 *  @{ */

/** The tags and comments of a recorded game (see doc/cotoan/records.md). */
typedef struct ct_record ct_record;

/**
 * @brief Create an empty record (no tags, no comments).
 * @param out Receives the new handle (NULL on failure); free it with
 *            ct_record_free().
 * @return ::CT_OK, ::CT_ERR_INVALID_ARGUMENT (NULL @p out) or
 *         ::CT_ERR_NO_MEMORY.
 */
CT_API int ct_record_new(ct_record **out);

/**
 * @brief Create an empty record that takes its memory from @p alloc.
 * @param alloc The allocator; NULL means malloc/realloc/free.
 * @param ud    Passed to @p alloc as its first argument.
 * @param out   Receives the new handle (NULL on failure).
 * @return As ct_record_new().
 */
CT_API int ct_record_new_with_alloc(ct_alloc_fn alloc, void *ud,
                                    ct_record **out);

/**
 * @brief Free a record and everything it owns. NULL is ignored.
 * @param rec The record.
 */
CT_API void ct_record_free(ct_record *rec);

/** The longest tag value or comment, in bytes (16 MiB). */
#define CT_RECORD_TEXT_MAX 16777216

/** The last ply a comment may follow (comments 0 … ::CT_RECORD_PLY_MAX). */
#define CT_RECORD_PLY_MAX 1000000

/**
 * @brief Set, replace or remove a tag pair.
 *
 * A new tag goes after the existing ones; replacing keeps its place. Only
 * what a record can hold is accepted, so that ct_record_write() always
 * writes text that ct_reader_next() reads back. On an error the record is
 * unchanged and ct_record_error() says what is wrong.
 * @param rec   The record.
 * @param name  The tag name: a letter, then up to 63 letters, digits or
 *              underscores (case matters).
 * @param value The value, or NULL to remove the tag: valid UTF-8, no
 *              control characters but tab, at most ::CT_RECORD_TEXT_MAX
 *              bytes; the value of @c Date must be YYYY.MM.DD, each digit
 *              possibly '?', a month 01–12 and a day 01–31 when given
 *              (doc/cotoan/records.md).
 * @return ::CT_OK (also when removing a tag that is absent),
 *         ::CT_ERR_INVALID_ARGUMENT (NULL handle or name; a bad name; a
 *         value that is not UTF-8, holds a control character, is too long
 *         or is not a valid Date; a 16,777,217th tag besides the ten
 *         that ct_record_write() writes itself, Event … Position) or
 *         ::CT_ERR_NO_MEMORY.
 */
CT_API int ct_record_set_tag(ct_record *rec, const char *name,
                             const char *value);

/**
 * @brief The value of a tag.
 * @param rec  The record.
 * @param name The tag name (case matters).
 * @return The value, owned by the record; NULL when the tag is absent or an
 *         argument is NULL.
 */
CT_API const char *ct_record_tag(const ct_record *rec, const char *name);

/**
 * @brief The number of tag pairs.
 * @param rec The record.
 * @return The count (>= 0), or ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_record_tag_count(const ct_record *rec);

/**
 * @brief The tag pair at a position, in the order of the record.
 * @param rec   The record.
 * @param index 0 … ct_record_tag_count() − 1.
 * @param name  Receives the name, owned by the record (may be NULL).
 * @param value Receives the value, owned by the record (may be NULL).
 * @return ::CT_OK or ::CT_ERR_INVALID_ARGUMENT (bad handle or index).
 */
CT_API int ct_record_tag_at(const ct_record *rec, int32_t index,
                            const char **name, const char **value);

/**
 * @brief Set or remove the comment that follows ply @p ply.
 *
 * Comment 0 stands before the first move; comment @e n after the @e n-th
 * move of the game's history. ct_record_write() writes comments 0 … @e N
 * of a game of @e N moves: comments after later plies are not part of that
 * game and are not written. White space at either end is not kept when the
 * record is written and read back. On an error the record is unchanged
 * and ct_record_error() says what is wrong.
 * @param rec  The record.
 * @param ply  0 … ::CT_RECORD_PLY_MAX.
 * @param text The comment, or NULL to remove it: valid UTF-8 without '}',
 *             no control characters but tab, CR and LF, at most
 *             ::CT_RECORD_TEXT_MAX bytes.
 * @return ::CT_OK, ::CT_ERR_INVALID_ARGUMENT (NULL handle, @p ply out of
 *         range, a text that is not UTF-8, holds '}' or a control
 *         character, or is too long) or ::CT_ERR_NO_MEMORY.
 */
CT_API int ct_record_set_comment(ct_record *rec, int32_t ply,
                                 const char *text);

/**
 * @brief The comment that follows ply @p ply (see ct_record_set_comment()).
 * @param rec The record.
 * @param ply The ply (0 = before the first move).
 * @return The comment, owned by the record, or NULL when there is none.
 */
CT_API const char *ct_record_comment(const ct_record *rec, int32_t ply);

/**
 * @brief The detailed message of the last error on this record.
 *
 * ct_record_set_tag() and ct_record_set_comment() set it when they fail
 * (for example "Date \"yesterday\" is not YYYY.MM.DD …", "the value of
 * tag Event is not UTF-8: byte 0xFF at offset 3"); a successful call
 * leaves it unchanged.
 * The message is in the record's language (ct_record_set_language()):
 * English for a record that ct_record_new() made, the reader's
 * (ct_reader_set_language()) for one that ct_reader_next() gave, as
 * the reader's own messages (a programmer's error, a NULL tag name or a
 * comment index out of range, stays English).
 * @param rec The record (NULL gives a message saying so).
 * @return A NUL-terminated UTF-8 string owned by the record, valid until
 *         the next call on it; "" when there was no error.
 */
CT_API const char *ct_record_error(const ct_record *rec);

/**
 * @brief Set the language of the record's error messages.
 *
 * ct_record_error() gives the messages of ct_record_set_tag() and
 * ct_record_set_comment() in @p language: a value that is not UTF-8 or
 * holds a control character, a bad @c Date, a text that is too long, a tag
 * name that is not one, the tag limit, memory. Tag names, the quoted input
 * and the limits' macro names are written as they are; a programmer's
 * error (a NULL tag name, a comment index out of range) stays English. It
 * applies to the errors found after the call; an error already found
 * keeps its message.
 * @param rec      The record.
 * @param language A ::ct_language; a record made by ct_record_new()
 *                 uses ::CT_LANG_EN, one that ct_reader_next() gave the
 *                 reader's language.
 * @return ::CT_OK, or ::CT_ERR_INVALID_ARGUMENT (NULL @p rec, another
 *         value: the record and its message unchanged).
 * @since libcotoan 1.6 (CT_1.6)
 */
CT_API int ct_record_set_language(ct_record *rec, int32_t language);

/**
 * @brief The record's language (a ::ct_language; ::CT_LANG_EN for NULL).
 * @param rec The record.
 * @return ::CT_LANG_EN or ::CT_LANG_VI.
 * @since libcotoan 1.6 (CT_1.6)
 */
CT_API int32_t ct_record_language(const ct_record *rec);

/** Flags of ct_record_write(). */
typedef enum ct_record_flags {
    CT_RECORD_SHORT = 0, /**< Moves in short notation, "7c4" (canonical). */
    CT_RECORD_COORD = 1  /**< Moves in coordinate notation, "c1c4". */
} ct_record_flags;

/**
 * @brief Write a game in the canonical record form (doc/cotoan/records.md).
 *
 * Tags come first: the seven roster tags (Event, Site, Date, Round, Red,
 * Blue, Result; "?" or "????.??.??" when @p rec lacks them), then
 * Termination and Rules, then Position when the game did not start from
 * the start position, then the other tags of @p rec in their order. Result,
 * Termination, Rules and Position always describe @p game (its outcome,
 * rules and initial position): values of those tags in @p rec are ignored.
 * A blank line, the movetext (wrapped before 80 columns) with the comments
 * of @p rec (0 … @e N for a game of @e N moves), the result token and a
 * newline follow. Whatever the game and the record hold, the text reads
 * back with ct_reader_next() as the same game with the same tags (those
 * written) and comments (trimmed of white space at either end).
 *
 * snprintf() convention: at most @p size bytes are written, always
 * NUL-terminated when @p size > 0; the return value is the full length.
 * @param game  The game.
 * @param rec   Its tags and comments, or NULL for none.
 * @param flags A ::ct_record_flags value.
 * @param buf   Output buffer (may be NULL when @p size is 0).
 * @param size  Size of @p buf.
 * @return The full length of the text, ::CT_ERR_INVALID_ARGUMENT, or
 *         ::CT_ERR_BUFFER_TOO_SMALL when the text would be longer than
 *         INT_MAX bytes (nothing written is then a complete record).
 */
CT_API int ct_record_write(const ct_game *game, const ct_record *rec,
                           uint32_t flags, char *buf, size_t size);

/** A reader of the games in a record text. */
typedef struct ct_reader ct_reader;

/**
 * @brief Start reading the games of a record text.
 *
 * The text is copied: the caller may free it once this returns.
 * @param text  UTF-8 text (a leading byte order mark is skipped).
 * @param len   Its length in bytes.
 * @param rules The rules of games that have no Rules tag, or NULL for the
 *              defaults. A Rules tag overrides the options it names.
 * @param out   Receives the reader (NULL on failure); free it with
 *              ct_reader_free().
 * @return ::CT_OK, ::CT_ERR_INVALID_ARGUMENT (NULL pointers, bad rules),
 *         ::CT_ERR_STRUCT_SIZE or ::CT_ERR_NO_MEMORY.
 */
CT_API int ct_reader_new(const char *text, size_t len, const ct_rules *rules,
                         ct_reader **out);

/**
 * @brief As ct_reader_new(), taking memory (also for the games and records
 *        it yields) from @p alloc.
 * @param text  UTF-8 text.
 * @param len   Its length in bytes.
 * @param rules Default rules, or NULL.
 * @param alloc The allocator; NULL means malloc/realloc/free.
 * @param ud    Passed to @p alloc as its first argument.
 * @param out   Receives the reader.
 * @return As ct_reader_new().
 */
CT_API int ct_reader_new_with_alloc(const char *text, size_t len,
                                    const ct_rules *rules, ct_alloc_fn alloc,
                                    void *ud, ct_reader **out);

/**
 * @brief Free a reader. NULL is ignored. Games and records it yielded are
 *        not affected.
 * @param reader The reader.
 */
CT_API void ct_reader_free(ct_reader *reader);

/**
 * @brief Read the next game.
 *
 * Every move is replayed through the rules. The game's outcome is the one
 * on the board; a decisive Result with no ending on the board is a
 * resignation of the losing side, or its time running out under the
 * Termination tag "time forfeit", and 1/2-1/2 an agreed draw
 * (ct_game_resign(), ct_game_time_out(), ct_game_agree_draw()); "*" leaves
 * the game in progress.
 *
 * On an error nothing is returned, ct_reader_error() gives a message that
 * begins "line L, column C: " and every later call fails the same way.
 * @param reader The reader.
 * @param game   Receives the new game (caller frees with ct_game_free());
 *               NULL on failure and at the end.
 * @param rec    Receives its tags and comments (caller frees with
 *               ct_record_free()); may be NULL if not wanted.
 * @return 1 when a game was read, 0 at the end of the text, or
 *         ::CT_ERR_PARSE (syntax, a tag that contradicts the game, a value
 *         or joined comment longer than ::CT_RECORD_TEXT_MAX, a comment
 *         after ply ::CT_RECORD_PLY_MAX, more than 16,777,216 tags
 *         besides Event … Position),
 *         ::CT_ERR_ILLEGAL_MOVE (the message names the move number),
 *         ::CT_ERR_INVALID_POSITION (a bad Position tag),
 *         ::CT_ERR_NO_MEMORY or ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_reader_next(ct_reader *reader, ct_game **game, ct_record **rec);

/**
 * @brief The message of the reader's last error.
 * @param reader The reader.
 * @return A string owned by the reader; "" when there was no error.
 */
CT_API const char *ct_reader_error(const ct_reader *reader);

/**
 * @brief Set the language of the reader's error messages.
 *
 * ct_reader_error() gives its message in @p language: the prefix
 * ("dòng L, cột C: " in Vietnamese) and the words of the record format, and
 * the game's own detail (an illegal move, a bad Position tag), because the
 * game being replayed takes the reader's language (ct_game_set_language()).
 * The games and records ct_reader_next() yields keep that language
 * (ct_record_error()). It applies to the
 * errors found after the call; an error already found keeps its message.
 * Tag names and values, move texts, termination names and the limits'
 * macro names are quoted as written.
 * @param reader   The reader.
 * @param language A ::ct_language; a new reader uses ::CT_LANG_EN.
 * @return ::CT_OK, or ::CT_ERR_INVALID_ARGUMENT (NULL @p reader, another
 *         value: the reader and its message unchanged).
 * @since libcotoan 1.5 (CT_1.5)
 */
CT_API int ct_reader_set_language(ct_reader *reader, int32_t language);

/**
 * @brief Where the reader's last error is (or where reading stands).
 * @param reader The reader.
 * @param line   Receives the line, from 1 (may be NULL).
 * @param column Receives the column in characters, from 1 (may be NULL).
 * @return ::CT_OK or ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_reader_location(const ct_reader *reader, int32_t *line,
                              int32_t *column);

/** @} */

/** @defgroup svg libcotoan: SVG pictures
 *  @ingroup libcotoan
 *  @brief Pictures of a Cờ toán position and game as SVG.
 *  @{ */

/**
 * @brief Options of ct_game_render_svg(). Initialise with
 *        ct_svg_options_init(), then change fields.
 */
typedef struct ct_svg_options {
    uint32_t size;          /**< sizeof(ct_svg_options), set by
                                 ct_svg_options_init(). */
    int32_t square;         /**< Side of a square in pixels, 8 … 512;
                                 default 48. */
    int32_t flip;           /**< 1: Blue's view (rank 1 at the top);
                                 default 0. */
    int32_t coordinates;    /**< 1: file letters and rank numbers around
                                 the board; default 1. */
    int32_t last_move;      /**< 1: highlight the squares of the last move
                                 of the game's history; default 1. */
    int32_t shot;           /**< 1: when the last move was a capture, an
                                 arrow from the back piece of the pair to
                                 the captured square; default 1. */
    const ct_move *arrows;  /**< Extra arrows, each from CT_MOVE_FROM() to
                                 CT_MOVE_TO(); may be NULL when
                                 @c narrows is 0. */
    int32_t narrows;        /**< Number of @c arrows, 0 … 256. */
} ct_svg_options;

/**
 * @brief Fill @p opts with the defaults and set its @c size.
 * @param opts The options.
 * @return ::CT_OK or ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_svg_options_init(ct_svg_options *opts);

/**
 * @brief Draw the current position as a standalone SVG 1.1 document.
 *
 * The board with its coordinates, the two 0 squares (e2, e10) marked with
 * their diagonals, pieces as red and blue discs carrying their values, the
 * last move highlighted and optional arrows. UTF-8, well-formed XML.
 * snprintf() convention as ct_game_position().
 * @param game The game.
 * @param opts Options, or NULL for the defaults.
 * @param buf  Output buffer (may be NULL when @p size is 0).
 * @param size Size of @p buf; 32768 bytes are enough for any position
 *             without extra arrows.
 * @return The full length, ::CT_ERR_INVALID_ARGUMENT (bad handle, option
 *         or arrow) or ::CT_ERR_STRUCT_SIZE.
 */
CT_API int ct_game_render_svg(const ct_game *game,
                              const ct_svg_options *opts, char *buf,
                              size_t size);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* COTOAN_RECORD_H */
