/**
 * @file cotulenh/record.h
 * @brief Game records of Cờ tư lệnh (a PGN-like text format).
 *
 * Include <cotulenh/cotulenh.h> rather than this file directly. The record
 * format is specified in doc/cotulenh/records.md; it is the format of
 * libcotoan's records (doc/cotoan/records.md) with Cờ tư lệnh's turns: each move
 * number holds a whole turn as tl_turn_text() writes it (T49), the steps
 * of a deploy session joined by ",".
 *
 * A recorded game is a ::tl_game (rules, initial position, history,
 * outcome) plus a ::tl_record: its tag pairs (Event, Site, Date …) and the
 * comments between its turns. tl_reader_next() reads one game at a time
 * from a text that may hold several; tl_record_write() writes the
 * canonical form.
 *
 * @par Ownership
 * Handles made by tl_record_new(), tl_reader_new() and tl_reader_next()
 * belong to the caller, who frees them with tl_record_free(),
 * tl_reader_free() and tl_game_free(). Strings returned as
 * <tt>const char *</tt> are owned by the handle and stay valid until the
 * handle is changed or freed.
 */
#ifndef COTULENH_RECORD_H
#define COTULENH_RECORD_H

#include "game.h"

#ifdef __cplusplus
extern "C" {
#endif

/** @defgroup tl_record Game records
 *  @{ */

/** The tags and comments of a recorded game (see doc/cotulenh/records.md). */
typedef struct tl_record tl_record;

/**
 * @brief Create an empty record (no tags, no comments).
 * @param out Receives the new handle (NULL on failure); free it with
 *            tl_record_free().
 * @return ::TL_OK, ::TL_ERR_INVALID_ARGUMENT (NULL @p out) or
 *         ::TL_ERR_NO_MEMORY.
 */
TL_API int tl_record_new(tl_record **out);

/**
 * @brief Create an empty record that takes its memory from @p alloc.
 * @param alloc The allocator; NULL means malloc/realloc/free.
 * @param ud    Passed to @p alloc as its first argument.
 * @param out   Receives the new handle (NULL on failure).
 * @return As tl_record_new().
 */
TL_API int tl_record_new_with_alloc(tl_alloc_fn alloc, void *ud,
                                    tl_record **out);

/**
 * @brief Free a record and everything it owns. NULL is ignored.
 * @param rec The record.
 */
TL_API void tl_record_free(tl_record *rec);

/** The longest tag value or comment, in bytes (16 MiB). */
#define TL_RECORD_TEXT_MAX 16777216

/** The last turn a comment may follow (comments 0 … ::TL_RECORD_TURN_MAX). */
#define TL_RECORD_TURN_MAX 1000000

/**
 * @brief Set, replace or remove a tag pair.
 *
 * A new tag goes after the existing ones; replacing keeps its place. Only
 * what a record can hold is accepted, so that tl_record_write() always
 * writes text that tl_reader_next() reads back. On an error the record is
 * unchanged and tl_record_error() says what is wrong.
 * @param rec   The record.
 * @param name  The tag name: a letter, then up to 63 letters, digits or
 *              underscores (case matters).
 * @param value The value, or NULL to remove the tag: valid UTF-8, no
 *              control characters but tab, at most ::TL_RECORD_TEXT_MAX
 *              bytes; the value of @c Date must be YYYY.MM.DD, each digit
 *              possibly '?', a month 01–12 and a day 01–31 when given.
 * @return ::TL_OK (also when removing a tag that is absent),
 *         ::TL_ERR_INVALID_ARGUMENT (NULL handle or name; a bad name; a
 *         value that is not UTF-8, holds a control character, is too long
 *         or is not a valid Date; a 16,777,217th tag besides the ten
 *         that tl_record_write() writes itself, Event … Position) or
 *         ::TL_ERR_NO_MEMORY.
 */
TL_API int tl_record_set_tag(tl_record *rec, const char *name,
                             const char *value);

/**
 * @brief The value of a tag.
 * @param rec  The record.
 * @param name The tag name (case matters).
 * @return The value, owned by the record; NULL when the tag is absent or an
 *         argument is NULL.
 */
TL_API const char *tl_record_tag(const tl_record *rec, const char *name);

/**
 * @brief The number of tag pairs.
 * @param rec The record.
 * @return The count (>= 0), or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_record_tag_count(const tl_record *rec);

/**
 * @brief The tag pair at a position, in the order of the record.
 * @param rec   The record.
 * @param index 0 … tl_record_tag_count() − 1.
 * @param name  Receives the name, owned by the record (may be NULL).
 * @param value Receives the value, owned by the record (may be NULL).
 * @return ::TL_OK or ::TL_ERR_INVALID_ARGUMENT (bad handle or index).
 */
TL_API int tl_record_tag_at(const tl_record *rec, int32_t index,
                            const char **name, const char **value);

/**
 * @brief Set or remove the comment that follows turn @p turn.
 *
 * Comment 0 stands before the first turn; comment @e n after the @e n-th
 * turn of the game's history (a move, or the steps of a deploy session;
 * an unfinished session at the end of the history is a turn too).
 * tl_record_write() writes comments 0 … @e N of a game of @e N turns:
 * comments after later turns are not part of that game and are not
 * written. White space at either end is not kept when the record is
 * written and read back. On an error the record is unchanged and
 * tl_record_error() says what is wrong.
 * @param rec  The record.
 * @param turn 0 … ::TL_RECORD_TURN_MAX.
 * @param text The comment, or NULL to remove it: valid UTF-8 without '}',
 *             no control characters but tab, CR and LF, at most
 *             ::TL_RECORD_TEXT_MAX bytes.
 * @return ::TL_OK, ::TL_ERR_INVALID_ARGUMENT (NULL handle, @p turn out of
 *         range, a text that is not UTF-8, holds '}' or a control
 *         character, or is too long) or ::TL_ERR_NO_MEMORY.
 */
TL_API int tl_record_set_comment(tl_record *rec, int32_t turn,
                                 const char *text);

/**
 * @brief The comment that follows turn @p turn (see tl_record_set_comment()).
 * @param rec  The record.
 * @param turn The turn (0 = before the first one).
 * @return The comment, owned by the record, or NULL when there is none.
 */
TL_API const char *tl_record_comment(const tl_record *rec, int32_t turn);

/**
 * @brief The detailed message of the last error on this record.
 *
 * tl_record_set_tag() and tl_record_set_comment() set it when they fail
 * (for example "the value of tag Event is not UTF-8: byte 0xFF at offset
 * 3"); a successful call leaves it unchanged.
 * The message is in the record's language (tl_record_set_language()):
 * English for a record that tl_record_new() made, the reader's
 * (tl_reader_set_language()) for one that tl_reader_next() gave, as
 * the reader's own messages (a programmer's error, a NULL tag name or a
 * comment index out of range, stays English).
 * @param rec The record (NULL gives a message saying so).
 * @return A NUL-terminated UTF-8 string owned by the record, valid until
 *         the next call on it; "" when there was no error.
 */
TL_API const char *tl_record_error(const tl_record *rec);

/**
 * @brief Set the language of the record's error messages.
 *
 * tl_record_error() gives the messages of tl_record_set_tag() and
 * tl_record_set_comment() in @p language: a value that is not UTF-8 or
 * holds a control character, a bad @c Date, a text that is too long, a tag
 * name that is not one, the tag limit, memory. Tag names, the quoted input
 * and the limits' macro names are written as they are; a programmer's
 * error (a NULL tag name, a comment index out of range) stays English. It
 * applies to the errors found after the call; an error already found
 * keeps its message.
 * @param rec      The record.
 * @param language A ::tl_language; a record made by tl_record_new()
 *                 uses ::TL_LANG_EN, one that tl_reader_next() gave the
 *                 reader's language.
 * @return ::TL_OK, or ::TL_ERR_INVALID_ARGUMENT (NULL @p rec, another
 *         value: the record and its message unchanged).
 * @since libcotulenh 1.5 (TL_1.5)
 */
TL_API int tl_record_set_language(tl_record *rec, int32_t language);

/**
 * @brief The record's language (a ::tl_language; ::TL_LANG_EN for NULL).
 * @param rec The record.
 * @return ::TL_LANG_EN or ::TL_LANG_VI.
 * @since libcotulenh 1.5 (TL_1.5)
 */
TL_API int32_t tl_record_language(const tl_record *rec);

/** Flags of tl_record_write(). */
typedef enum tl_record_flags {
    TL_RECORD_SAN = 0, /**< Steps in SAN, "I&c4" (T49, canonical). */
    TL_RECORD_LAN = 1  /**< Steps in LAN, "Ic5&c4" (T48). */
} tl_record_flags;

/**
 * @brief Write a game in the canonical record form
 *        (doc/cotulenh/records.md).
 *
 * Tags come first: the six roster tags (Event, Site, Date, Round, Red,
 * Blue; "?" or "????.??.??" when @p rec lacks them), Result, Termination
 * and Rules, then Position (the FEN of the initial position) when the
 * game did not start from the start position of its rules, then the other
 * tags of @p rec in their order. Result, Termination, Rules and Position
 * always describe @p game (its outcome, rules and initial position):
 * values of those tags in @p rec are ignored. A blank line, the movetext
 * (one turn record of T49 per turn, wrapped before 80 columns) with the
 * comments of @p rec (0 … @e N for a game of @e N turns), the result
 * token and a newline follow. Whatever the game and the record hold, the
 * text reads back with tl_reader_next() as the same game (history,
 * position and outcome) with the same tags (those written) and comments
 * (trimmed of white space at either end).
 *
 * snprintf() convention: at most @p size bytes are written, always
 * NUL-terminated when @p size > 0; the return value is the full length.
 * @param game  The game.
 * @param rec   Its tags and comments, or NULL for none.
 * @param flags A ::tl_record_flags value.
 * @param buf   Output buffer (may be NULL when @p size is 0).
 * @param size  Size of @p buf.
 * @return The full length of the text, ::TL_ERR_INVALID_ARGUMENT, or
 *         ::TL_ERR_BUFFER_TOO_SMALL when the text would be longer than
 *         INT_MAX bytes (nothing written is then a complete record).
 */
TL_API int tl_record_write(const tl_game *game, const tl_record *rec,
                           uint32_t flags, char *buf, size_t size);

/** A reader of the games in a record text. */
typedef struct tl_reader tl_reader;

/**
 * @brief Start reading the games of a record text.
 *
 * The text is copied: the caller may free it once this returns.
 * @param text  UTF-8 text (a leading byte order mark is skipped).
 * @param len   Its length in bytes.
 * @param rules The rules of games that have no Rules tag, or NULL for the
 *              defaults. A Rules tag overrides the options it names.
 * @param out   Receives the reader (NULL on failure); free it with
 *              tl_reader_free().
 * @return ::TL_OK, ::TL_ERR_INVALID_ARGUMENT (NULL pointers, bad rules),
 *         ::TL_ERR_STRUCT_SIZE or ::TL_ERR_NO_MEMORY.
 */
TL_API int tl_reader_new(const char *text, size_t len, const tl_rules *rules,
                         tl_reader **out);

/**
 * @brief As tl_reader_new(), taking memory (also for the games and records
 *        it yields) from @p alloc.
 * @param text  UTF-8 text.
 * @param len   Its length in bytes.
 * @param rules Default rules, or NULL.
 * @param alloc The allocator; NULL means malloc/realloc/free.
 * @param ud    Passed to @p alloc as its first argument.
 * @param out   Receives the reader.
 * @return As tl_reader_new().
 */
TL_API int tl_reader_new_with_alloc(const char *text, size_t len,
                                    const tl_rules *rules, tl_alloc_fn alloc,
                                    void *ud, tl_reader **out);

/**
 * @brief Free a reader. NULL is ignored. Games and records it yielded are
 *        not affected.
 * @param reader The reader.
 */
TL_API void tl_reader_free(tl_reader *reader);

/**
 * @brief Read the next game.
 *
 * Every turn is replayed through the rules (tl_game_play_text()); a turn
 * whose deploy session is still open may only be the last one. The game's
 * outcome is the one on the board; a decisive Result with no ending on
 * the board is a resignation of the losing side and 1/2-1/2 an agreed
 * draw (tl_game_resign(), tl_game_agree_draw()), or, under Termination
 * "adjudication", the adjudication by points (tl_game_adjudicate(), which
 * must give that result); "*" leaves the game in progress.
 *
 * On an error nothing is returned, tl_reader_error() gives a message that
 * begins "line L, column C: " and every later call fails the same way.
 * @param reader The reader.
 * @param game   Receives the new game (caller frees with tl_game_free());
 *               NULL on failure and at the end.
 * @param rec    Receives its tags and comments (caller frees with
 *               tl_record_free()); may be NULL if not wanted.
 * @return 1 when a game was read, 0 at the end of the text, or
 *         ::TL_ERR_PARSE (syntax, a tag that contradicts the game, a value
 *         or joined comment longer than ::TL_RECORD_TEXT_MAX, a comment
 *         after turn ::TL_RECORD_TURN_MAX, more than 16,777,216 tags
 *         besides Event … Position),
 *         ::TL_ERR_ILLEGAL_MOVE (the message names the move number),
 *         ::TL_ERR_INVALID_POSITION (a bad Position tag),
 *         ::TL_ERR_NO_MEMORY or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_reader_next(tl_reader *reader, tl_game **game, tl_record **rec);

/**
 * @brief The message of the reader's last error.
 * @param reader The reader.
 * @return A string owned by the reader; "" when there was no error.
 */
TL_API const char *tl_reader_error(const tl_reader *reader);

/**
 * @brief Set the language of the reader's error messages.
 *
 * tl_reader_error() gives its message in @p language: the prefix
 * ("dòng L, cột C: " in Vietnamese) and the words of the record format, and
 * the game's own detail (an illegal move, a bad Position tag), because the
 * game being replayed takes the reader's language (tl_game_set_language()).
 * The games and records tl_reader_next() yields keep that language
 * (tl_record_error()). It applies to the
 * errors found after the call; an error already found keeps its message.
 * Tag names and values, move texts, termination names and the limits'
 * macro names are quoted as written.
 * @param reader   The reader.
 * @param language A ::tl_language; a new reader uses ::TL_LANG_EN.
 * @return ::TL_OK, or ::TL_ERR_INVALID_ARGUMENT (NULL @p reader, another
 *         value: the reader and its message unchanged). The WebAssembly
 *         module of libcotulenh before December 2026 had no room for the
 *         reader's Vietnamese words and refused ::TL_LANG_VI so.
 * @since libcotulenh 1.4 (TL_1.4)
 */
TL_API int tl_reader_set_language(tl_reader *reader, int32_t language);

/**
 * @brief Where the reader's last error is (or where reading stands).
 * @param reader The reader.
 * @param line   Receives the line, from 1 (may be NULL).
 * @param column Receives the column in characters, from 1 (may be NULL).
 * @return ::TL_OK or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_reader_location(const tl_reader *reader, int32_t *line,
                              int32_t *column);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* COTULENH_RECORD_H */
