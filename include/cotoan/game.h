/**
 * @file cotoan/game.h
 * @brief The rules of Cờ toán: the game handle, moves, notation, outcome.
 *
 * Include <cotoan/cotoan.h> rather than this file directly.
 *
 * @par Thread safety
 * libcotoan has no global mutable state. Every function is reentrant;
 * distinct handles may be used from distinct threads at the same time. One
 * handle must not be used from two threads at once unless every call is to a
 * function taking a @c const handle (these never modify it).
 *
 * @par Ownership
 * A handle made by ct_game_new(), ct_game_new_with_alloc() or
 * ct_game_clone() belongs to the caller, who releases it with
 * ct_game_free(). Text is always written into buffers the caller owns;
 * strings returned as <tt>const char *</tt> are either static or owned by
 * the handle, as each function says.
 */
#ifndef COTOAN_GAME_H
#define COTOAN_GAME_H

#include "common.h"

#ifdef __cplusplus
extern "C" {
#endif

/** @defgroup board libcotoan: Board, squares and pieces (R1–R4)
 *  @ingroup libcotoan
 *  @brief The 9 × 11 board of Cờ toán: files, ranks, squares, sides and the numbered
 *         pieces.
 *  @{ */

/** Number of files (a…i). */
#define CT_FILES 9
/** Number of ranks (1…11). */
#define CT_RANKS 11
/** Number of squares; square indices run from 0 to CT_SQUARES − 1. */
#define CT_SQUARES 99
/** Square index of file @p f (0 = a) and rank @p r (0 = rank 1), R1. */
#define CT_SQUARE(f, r) ((int32_t)((r) * CT_FILES + (f)))
/** File (0 = a … 8 = i) of square index @p sq. */
#define CT_SQUARE_FILE(sq) ((int32_t)(sq) % CT_FILES)
/** Rank (0 = rank 1 … 10 = rank 11) of square index @p sq. */
#define CT_SQUARE_RANK(sq) ((int32_t)(sq) / CT_FILES)

/** The two sides (R2). */
typedef enum ct_side {
    CT_RED = 0,  /**< Red (Đỏ), ranks 1–2, moves first. */
    CT_BLUE = 1  /**< Blue (Xanh), ranks 10–11. */
} ct_side;

/**
 * @brief Parse a square name such as "a1" or "i11".
 * @param text   A NUL-terminated string holding exactly one square name.
 * @param square Receives the square index (R1).
 * @return ::CT_OK, ::CT_ERR_INVALID_ARGUMENT for NULL pointers, or
 *         ::CT_ERR_PARSE when @p text is not a square name.
 */
CT_API int ct_square_parse(const char *text, int32_t *square);

/**
 * @brief Write the name of a square ("a1" … "i11").
 * @param square A square index, 0 … 98.
 * @param buf    Output buffer (may be NULL when @p size is 0).
 * @param size   Size of @p buf in bytes; 4 is always enough.
 * @return The length of the name (2 or 3), as snprintf() does: if it is
 *         @p size or more, the output was truncated. ::CT_ERR_INVALID_ARGUMENT
 *         for a square out of range or a NULL @p buf with nonzero @p size.
 */
CT_API int ct_square_name(int32_t square, char *buf, size_t size);

/** @} */

/** @defgroup rules libcotoan: Rule options (R10, R13, R14)
 *  @ingroup libcotoan
 *  @brief The rule options of a Cờ toán game: which piece of a pair captures, the score
 *         target, the ply limit.
 *  @{ */

/** Which piece of the pair moves onto the captured square (R10). */
typedef enum ct_mover {
    CT_MOVER_FRONT = 0, /**< The front piece moves (standard rules). */
    CT_MOVER_BACK = 1   /**< The back piece moves, over the front one
                             (classic rules). */
} ct_mover;

/** Default score target (R13). */
#define CT_DEFAULT_TARGET 15
/** Default ply limit (R14). */
#define CT_DEFAULT_LIMIT 240

/**
 * @brief Rule options of a game.
 *
 * Always initialise with ct_rules_init() and then change fields: new fields
 * may be added at the end in later minor versions, and @c size tells the
 * library which ones the caller knows.
 */
typedef struct ct_rules {
    uint32_t size;  /**< sizeof(ct_rules), set by ct_rules_init(). A
                         larger size (a newer header) is accepted and only
                         the members this library knows are read (or, by
                         ct_game_get_rules(), written); a smaller one than
                         the first version's is ::CT_ERR_STRUCT_SIZE. */
    int32_t mover;  /**< A ::ct_mover value; default ::CT_MOVER_FRONT. */
    int32_t target; /**< Score target, 0 … 1000; 0 disables R13; default 15. */
    int32_t limit;  /**< Ply limit, 0 … 1000000; 0 disables R14; default 240. */
} ct_rules;

/**
 * @brief Fill @p rules with the standard defaults (mover front, target 15,
 *        limit 240) and set its @c size.
 * @param rules The struct to fill.
 * @return ::CT_OK, or ::CT_ERR_INVALID_ARGUMENT if @p rules is NULL.
 */
CT_API int ct_rules_init(ct_rules *rules);

/** @} */

/** @defgroup game libcotoan: The game handle
 *  @ingroup libcotoan
 *  @brief Creating, copying, loading and freeing a Cờ toán game handle.
 *  @{ */

/** An opaque game: rule options, the current position, the history of moves
 *  since the initial position, and the outcome. */
typedef struct ct_game ct_game;

/**
 * @brief Create a game at the start position (R4).
 * @param rules Rule options, or NULL for the defaults.
 * @param out   Receives the new handle (set to NULL on failure). Free it with
 *              ct_game_free().
 * @return ::CT_OK, ::CT_ERR_INVALID_ARGUMENT (NULL @p out, a rule option out
 *         of range), ::CT_ERR_STRUCT_SIZE (@p rules->size unknown) or
 *         ::CT_ERR_NO_MEMORY.
 */
CT_API int ct_game_new(const ct_rules *rules, ct_game **out);

/**
 * @brief Create a game that takes its memory from a custom allocator.
 *
 * Like ct_game_new(), but every allocation of this game and of its clones
 * goes through @p alloc.
 * @param rules Rule options, or NULL for the defaults.
 * @param alloc The allocator; NULL means malloc/realloc/free.
 * @param ud    Passed to @p alloc as its first argument.
 * @param out   Receives the new handle (NULL on failure).
 * @return As ct_game_new().
 */
CT_API int ct_game_new_with_alloc(const ct_rules *rules, ct_alloc_fn alloc,
                                  void *ud, ct_game **out);

/**
 * @brief Free a game and everything it owns. NULL is accepted and ignored.
 * @param game The handle to free.
 */
CT_API void ct_game_free(ct_game *game);

/**
 * @brief Make an independent copy of a game (position, history, rules,
 *        outcome), using the same allocator.
 * @param game The game to copy.
 * @param out  Receives the copy (NULL on failure).
 * @return ::CT_OK, ::CT_ERR_INVALID_ARGUMENT or ::CT_ERR_NO_MEMORY.
 */
CT_API int ct_game_clone(const ct_game *game, ct_game **out);

/**
 * @brief The detailed message of the last error on this game.
 *
 * Every function taking a non-const game handle that returns an error sets
 * it (for example "rank 3 has 10 squares", "Blue has two 7s", "e4 is
 * empty"); a successful call leaves it unchanged. Functions taking a const
 * handle never change it, so their errors carry only the status code.
 * @param game The game (NULL gives a message saying so).
 * @return A NUL-terminated string owned by the game, valid until the next
 *         call on it; "" when there was no error.
 */
CT_API const char *ct_game_error(const ct_game *game);

/**
 * @brief Change the rule options of a game. The position and history are
 *        kept; the outcome is re-evaluated under the new rules.
 *
 * The history must still be a game under the new rules: rules under which
 * it would have ended before its last move (a ply limit or score target
 * already reached), under which one of its moves is illegal (the other
 * mover), or that end it on the board after a resignation or agreed draw,
 * are refused (a record of such a game could not be read back).
 * @param game  The game.
 * @param rules The new options.
 * @return ::CT_OK, ::CT_ERR_INVALID_ARGUMENT (an option out of range, or
 *         rules the history does not fit; ct_game_error() says which) or
 *         ::CT_ERR_STRUCT_SIZE; on error the game is unchanged.
 */
CT_API int ct_game_set_rules(ct_game *game, const ct_rules *rules);

/**
 * @brief Read the rule options of a game.
 * @param game  The game.
 * @param rules Receives the options; its @c size field must be set (for
 *              example by ct_rules_init()) and only fields within it are
 *              written.
 * @return ::CT_OK, ::CT_ERR_INVALID_ARGUMENT or ::CT_ERR_STRUCT_SIZE.
 */
CT_API int ct_game_get_rules(const ct_game *game, ct_rules *rules);

/**
 * @brief Return to the start position (R4) with an empty history.
 * @param game The game.
 * @return ::CT_OK or ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_game_reset(ct_game *game);

/**
 * @brief Load a position string (R19); it becomes the initial position and
 *        the history is cleared.
 *
 * Leading and trailing white space is ignored. A finished position (a 0
 * missing, a score at the target, the ply limit reached) loads and has no
 * legal moves. On error the game is unchanged and ct_game_error() says what
 * is wrong.
 * @param game     The game.
 * @param position The position string.
 * @return ::CT_OK, ::CT_ERR_INVALID_ARGUMENT (NULL), ::CT_ERR_PARSE (syntax)
 *         or ::CT_ERR_INVALID_POSITION (well-formed but not a valid
 *         position).
 */
CT_API int ct_game_set_position(ct_game *game, const char *position);

/**
 * @brief Write the current position string (R19).
 *
 * snprintf() convention: at most @p size bytes are written, always
 * NUL-terminated when @p size > 0, and the return value is the full length
 * (without the NUL). A result >= @p size means the output was truncated.
 * ::CT_POSITION_MAX bytes are always enough.
 * @param game The game.
 * @param buf  Output buffer, may be NULL when @p size is 0.
 * @param size Size of @p buf.
 * @return The length of the position string, or ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_game_position(const ct_game *game, char *buf, size_t size);

/**
 * @brief Write the initial position string (the one the history starts
 *        from). Same conventions as ct_game_position().
 * @param game The game.
 * @param buf  Output buffer, may be NULL when @p size is 0.
 * @param size Size of @p buf.
 * @return The length, or ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_game_initial_position(const ct_game *game, char *buf,
                                    size_t size);

/** A buffer of this many bytes holds any position string with its NUL. */
#define CT_POSITION_MAX 128

/** The start position string (R4, R19). */
#define CT_START_POSITION \
    "b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0"

/** @} */

/** @defgroup query libcotoan: Queries
 *  @ingroup libcotoan
 *  @brief Asking a Cờ toán game about its position: pieces, turn, scores, ply, hash.
 *  @{ */

/**
 * @brief What stands on a square.
 * @param game   The game.
 * @param square A square index, 0 … 98.
 * @param side   Receives the piece's ::ct_side (may be NULL).
 * @param value  Receives the piece's value 0 … 9 (may be NULL).
 * @return 1 if a piece stands there, 0 if the square is empty (outputs
 *         untouched), ::CT_ERR_INVALID_ARGUMENT for a bad square or handle.
 */
CT_API int ct_game_piece_at(const ct_game *game, int32_t square,
                            int32_t *side, int32_t *value);

/**
 * @brief Where a piece stands (R3: side and value name one piece).
 * @param game   The game.
 * @param side   ::CT_RED or ::CT_BLUE.
 * @param value  0 … 9.
 * @param square Receives the square index when the piece is on the board.
 * @return 1 if it is on the board, 0 if it has been captured (or was never
 *         there), ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_game_square_of(const ct_game *game, int32_t side,
                             int32_t value, int32_t *square);

/**
 * @brief The side to move.
 * @param game The game.
 * @return ::CT_RED or ::CT_BLUE, or ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_game_turn(const ct_game *game);

/**
 * @brief A side's score: the sum of the values it has captured (R10).
 * @param game The game.
 * @param side ::CT_RED or ::CT_BLUE.
 * @return 0 … ::CT_SCORE_MAX, or ::CT_ERR_INVALID_ARGUMENT. A game that
 *         starts from the standard position scores 0 … 45; R19 allows a
 *         position string whose score is more than the values missing from
 *         the other side, and with R13 disabled captures from such a
 *         position raise the score above 45 (see ::CT_SCORE_MAX).
 */
CT_API int ct_game_score(const ct_game *game, int32_t side);

/** The largest score (R10, R19): a side's score plus the values of the
 *  other side's pieces still on the board is at most this. The position
 *  reader accepts exactly those scores (0 … 45 always, more when the board
 *  holds less), and a capture moves a value from one term to the other, so
 *  every position string a game writes reads back. */
#define CT_SCORE_MAX 90

/** The largest ply counter: what a position string may hold (R19) and
 *  where every game ends by the move limit (R14), even when the rules'
 *  limit is 0, so every position string a game writes reads back. */
#define CT_PLY_MAX 1000000000

/**
 * @brief The ply counter of the position (R14, R19): plies played since the
 *        start of the game, including those before the initial position.
 * @param game The game.
 * @return The ply count (0 … ::CT_PLY_MAX), or ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int32_t ct_game_ply(const ct_game *game);

/**
 * @brief Zobrist hash of the position: pieces, side to move and scores (not
 *        the ply counter). Equal positions have equal hashes, in every
 *        process and on every platform.
 * @param game The game.
 * @return The hash; 0 for a NULL handle.
 */
CT_API uint64_t ct_game_hash(const ct_game *game);

/** Flags of ct_game_render_text(). */
typedef enum ct_render_flags {
    CT_RENDER_PLAIN = 0,   /**< Plain text. */
    CT_RENDER_COLOR = 1,   /**< ANSI colours (for terminals). */
    CT_RENDER_FLIP = 2,    /**< Blue's view: rank 1 at the top. */
    CT_RENDER_UNICODE = 4  /**< Box-drawing characters instead of ASCII. */
} ct_render_flags;

/**
 * @brief Draw the board as text with file letters and rank numbers: Red
 *        pieces as @c R7, Blue as @c B7, empty squares as dots; a line below
 *        gives the side to move, the scores and the ply.
 * @param game  The game.
 * @param flags A combination of ::ct_render_flags.
 * @param buf   Output buffer (may be NULL when @p size is 0).
 * @param size  Size of @p buf; snprintf() convention as ct_game_position().
 * @return The full length of the text, or ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_game_render_text(const ct_game *game, uint32_t flags,
                               char *buf, size_t size);

/** @} */

/** @defgroup moves libcotoan: Moves (R5–R11)
 *  @ingroup libcotoan
 *  @brief Legal moves of Cờ toán, playing and undoing them, and the arithmetic of each
 *         capture.
 *  @{ */

/**
 * @brief A move: a plain 32-bit value.
 *
 * Encoding: bits 0–7 hold the from-square, bits 8–15 the to-square
 * (square indices as in R1); all other bits are zero. A move is fully
 * identified by these two squares (R11). Build and take apart moves with
 * CT_MOVE(), CT_MOVE_FROM() and CT_MOVE_TO(). The encoding is part of the
 * ABI and will not change within soname 1.
 */
typedef uint32_t ct_move;

/** The move from square @p from to square @p to. */
#define CT_MOVE(from, to) \
    ((ct_move)(((uint32_t)(from) & 0xFFu) | (((uint32_t)(to) & 0xFFu) << 8)))
/** The from-square of move @p m. */
#define CT_MOVE_FROM(m) ((int32_t)((m) & 0xFFu))
/** The to-square of move @p m. */
#define CT_MOVE_TO(m) ((int32_t)(((m) >> 8) & 0xFFu))
/** "No move" (a1 to a1, never legal). */
#define CT_MOVE_NONE ((ct_move)0)
/** No position has more legal moves than this. */
#define CT_MOVES_MAX 512
/** @deprecated The former spelling of ::CT_MOVES_MAX (limits are named
 *  CT_*_MAX); kept for source compatibility. */
#define CT_MAX_MOVES CT_MOVES_MAX

/**
 * @brief The legal moves of the current position, sorted by from-square and
 *        then to-square.
 * @param game The game.
 * @param buf  Receives at most @p cap moves (may be NULL when @p cap is 0).
 * @param cap  Capacity of @p buf; ::CT_MOVES_MAX is always enough.
 * @return The number of legal moves (0 when the game is over, R17); when it
 *         is larger than @p cap only the first @p cap were written. A
 *         negative ::ct_status on error.
 */
CT_API int ct_game_legal_moves(const ct_game *game, ct_move *buf,
                               size_t cap);

/**
 * @brief Whether a move is legal in the current position.
 * @param game The game.
 * @param move The move.
 * @return 1 (legal), 0 (not legal, including every move once the game is
 *         over), or ::CT_ERR_INVALID_ARGUMENT (NULL, or a value that is not
 *         a move of two on-board squares).
 */
CT_API int ct_game_is_legal(const ct_game *game, ct_move move);

/** Arithmetic operations of R8, as bits of ct_move_info::ops. */
typedef enum ct_op {
    CT_OP_ADD = 1,      /**< (a + b) mod 10 */
    CT_OP_SUB = 2,      /**< a − b */
    CT_OP_MUL = 4,      /**< (a × b) mod 10 */
    CT_OP_QUOTIENT = 8, /**< a div b */
    CT_OP_REMAINDER = 16 /**< a mod b */
} ct_op;

/** What a legal move does: a slide, or a capture and the arithmetic that
 *  justifies it. Set @c size to sizeof(ct_move_info) before the call. */
typedef struct ct_move_info {
    uint32_t size;           /**< sizeof(ct_move_info), set by the caller. A
                                  larger size (a newer header) is
                                  accepted: only the members this library
                                  knows are written, @c size and the bytes
                                  beyond them are left as they were; a
                                  smaller one than the first version's
                                  is ::CT_ERR_STRUCT_SIZE. */
    ct_move move;            /**< The move. */
    int32_t side;            /**< The side making it. */
    int32_t is_capture;      /**< 1 for a capture, 0 for a slide. */
    int32_t from;            /**< From-square. */
    int32_t to;              /**< To-square. */
    int32_t value;           /**< Value of the moving piece. */
    int32_t partner_square;  /**< Capture: the other piece of the pair;
                                  slide: -1. */
    int32_t partner_value;   /**< Capture: its value; slide: -1. */
    int32_t front_square;    /**< Capture: the front piece F (R7); slide: -1. */
    int32_t back_square;     /**< Capture: the back piece B; slide: -1. */
    int32_t a;               /**< Capture: the larger value of the pair. */
    int32_t b;               /**< Capture: the smaller value of the pair. */
    int32_t distance;        /**< Capture: squares from F to the target (R9);
                                  slide: squares travelled. */
    uint32_t ops;            /**< Capture: the ::ct_op bits whose result is
                                  @c distance; slide: 0. */
    int32_t captured_value;  /**< Capture: value of the captured piece;
                                  slide: -1. */
    int32_t wins;            /**< 1 if the move ends the game (R12–R15),
                                  else 0. */
} ct_move_info;

/**
 * @brief Explain a legal move: slide or capture, the pair, the arithmetic.
 * @param game The game.
 * @param move A legal move of the current position.
 * @param info Receives the description; @c info->size must be set, and only
 *             fields that fit in it are written.
 * @return ::CT_OK, ::CT_ERR_ILLEGAL_MOVE, ::CT_ERR_INVALID_ARGUMENT or
 *         ::CT_ERR_STRUCT_SIZE (size smaller than the first version of the
 *         struct).
 */
CT_API int ct_game_move_info(ct_game *game, ct_move move,
                             ct_move_info *info);

/** @brief Languages of the texts a game writes (ct_game_set_language()). */
typedef enum ct_language {
    CT_LANG_EN = 0, /**< English (the default). */
    CT_LANG_VI = 1  /**< Vietnamese. */
} ct_language;

/**
 * @brief Set the language of the words a player reads from the game.
 *
 * The language of its explanations (ct_game_explain()) and, since 1.3, of
 * the detail messages (ct_game_error()) a player sees: why a move is
 * illegal (ct_game_play(), ct_game_play_text(), ct_game_parse_move(),
 * ct_game_move_text(), ct_game_move_info(), ct_game_explain()), that the
 * game is over and how it ended, and the rules a position string breaks
 * (R19: a value twice, no 0, a score too high; ct_game_set_position()),
 * as well as a move text that is no move and, since 1.4, the syntax errors
 * of a position string (ct_game_set_position()). Messages about a
 * program's own mistakes (NULL pointers, values out of range) stay in
 * English; the static strings have their Vietnamese in
 * ct_termination_text() and ct_status_text() (1.4), while
 * ct_termination_string() and ct_strerror() stay English. The Vietnamese
 * words are the rules texts' (quân, ăn quân, nước đi, ván cờ …).
 * @param game The game.
 * @param language A ::ct_language; a new game uses ::CT_LANG_EN and a
 *        clone keeps its original's.
 * @return ::CT_OK, or ::CT_ERR_INVALID_ARGUMENT for another value (the
 *         language unchanged).
 */
CT_API int ct_game_set_language(ct_game *game, int32_t language);

/**
 * @brief The game's language (a ::ct_language; ::CT_LANG_EN for NULL).
 * @param game The game.
 * @return ::CT_LANG_EN or ::CT_LANG_VI.
 */
CT_API int32_t ct_game_language(const ct_game *game);

/**
 * @brief A buffer of this size holds every explanation ct_game_explain()
 *        writes, in either language.
 *
 * The longest one: the side (6 bytes), the four kinds of arithmetic of a
 * pair at once ("9 + 8 = 17 → 7, 9 − 8 = 1, 9 × 8 = 72 → 2, 9 ÷ 8 = 1 r 1":
 * at most 64 bytes over every pair), the capture (36), the win by the 0
 * (18) and the end of the game with the longest result and termination
 * (53): 177 bytes with the terminating NUL, under 256.
 */
#define CT_EXPLAIN_MAX 256

/**
 * @brief Explain a legal move in one line of English, for example
 *        "Red 8 + 5 = 13 → 3: the 8 captures Blue 6 on e8" or
 *        "Red 7 slides c1–c4" (Vietnamese after ct_game_set_language():
 *        "Đỏ 7 đi c1–c4"). UTF-8; snprintf() convention.
 * @param game The game.
 * @param move A legal move.
 * @param buf  Output buffer (may be NULL when @p size is 0).
 * @param size Size of @p buf; ::CT_EXPLAIN_MAX bytes are always enough.
 * @return The full length, ::CT_ERR_ILLEGAL_MOVE or
 *         ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_game_explain(ct_game *game, ct_move move, char *buf,
                           size_t size);

/**
 * @brief Play a legal move. An illegal move returns an error and leaves the
 *        game untouched.
 * @param game The game.
 * @param move The move.
 * @return ::CT_OK, ::CT_ERR_ILLEGAL_MOVE, ::CT_ERR_GAME_OVER,
 *         ::CT_ERR_INVALID_ARGUMENT or ::CT_ERR_NO_MEMORY.
 */
CT_API int ct_game_play(ct_game *game, ct_move move);

/**
 * @brief Parse a move in either notation (ct_game_parse_move()) and play it.
 * @param game The game.
 * @param text The move text.
 * @return ::CT_ERR_GAME_OVER when the game has ended (as ct_game_play(),
 *         whatever the text), else as ct_game_parse_move() and
 *         ct_game_play().
 */
CT_API int ct_game_play_text(ct_game *game, const char *text);

/**
 * @brief Take back the last action: a resignation or draw agreement if one
 *        was made, otherwise the last move. Undo can go back to the initial
 *        position.
 * @param game The game.
 * @return ::CT_OK, ::CT_ERR_NO_HISTORY (nothing to undo) or
 *         ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_game_undo(ct_game *game);

/**
 * @brief The moves played since the initial position, oldest first.
 * @param game The game.
 * @param buf  Receives at most @p cap moves (may be NULL when @p cap is 0).
 * @param cap  Capacity of @p buf.
 * @return The number of moves in the history (may exceed @p cap), or a
 *         negative ::ct_status.
 */
CT_API int ct_game_history(const ct_game *game, ct_move *buf, size_t cap);

/**
 * @brief Count the leaf positions of the legal-move tree @p depth plies
 *        deep (a finished game has no children). The game is not changed.
 * @param game  The game.
 * @param depth 0 … 64 (perft(0) is 1).
 * @param count Receives the count.
 * @return ::CT_OK or ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_game_perft(const ct_game *game, int32_t depth,
                         uint64_t *count);

/** @} */

/** @defgroup notation libcotoan: Move notation (R20, R21)
 *  @ingroup libcotoan
 *  @brief Cờ toán move text: coordinate and short notation, reading and writing moves.
 *  @{ */

/** Notations of ct_game_move_text(). */
typedef enum ct_notation {
    CT_NOTATION_COORD = 0, /**< From-square then to-square: "c1c4" (R20). */
    CT_NOTATION_SHORT = 1  /**< Value, 'x' for a capture, to-square: "7c4",
                                "8xe6" (R21). */
} ct_notation;

/**
 * @brief Parse a move in coordinate (R20) or short (R21) notation and
 *        resolve it against the current position.
 *
 * Surrounding white space is ignored. "7c4" names the side to move's 7.
 * A short move with 'x' must be a capture and one without must be a slide.
 * @param game The game.
 * @param text The move text.
 * @param move Receives the move.
 * @return ::CT_OK, ::CT_ERR_PARSE (not a move in either notation),
 *         ::CT_ERR_ILLEGAL_MOVE (well-formed but not legal here, including
 *         after the game ended) or ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_game_parse_move(ct_game *game, const char *text,
                              ct_move *move);

/**
 * @brief Write a move in coordinate or short notation.
 *
 * Coordinate notation works for any move of two on-board squares; short
 * notation needs the moving piece, so the move must be legal in the current
 * position. snprintf() convention; 8 bytes are always enough. The game
 * does not change; a failure leaves its detail message in ct_game_error().
 * @param game     The game.
 * @param move     The move.
 * @param notation A ::ct_notation.
 * @param buf      Output buffer (may be NULL when @p size is 0).
 * @param size     Size of @p buf.
 * @return The full length, ::CT_ERR_ILLEGAL_MOVE or ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_game_move_text(const ct_game *game, ct_move move, int32_t notation,
                             char *buf, size_t size);

/**
 * @brief Write a move in coordinate notation without a game (R20).
 * @param move The move.
 * @param buf  Output buffer (may be NULL when @p size is 0); 8 bytes are
 *             always enough.
 * @param size Size of @p buf.
 * @return The full length, or ::CT_ERR_INVALID_ARGUMENT if a square is off
 *         the board.
 */
CT_API int ct_move_to_text(ct_move move, char *buf, size_t size);

/**
 * @brief Parse a move in coordinate notation without a game ("c1c4").
 * @param text The text.
 * @param move Receives the move.
 * @return ::CT_OK, ::CT_ERR_PARSE or ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_move_parse_coord(const char *text, ct_move *move);

/** @} */

/** @defgroup outcome libcotoan: Outcome (R12–R18, R22)
 *  @ingroup libcotoan
 *  @brief How a Cờ toán game ends: the outcome, the result, resignation and agreed draws.
 *  @{ */

/** The state of a game. */
typedef enum ct_result {
    CT_ONGOING = 0,   /**< In progress ("*"). */
    CT_RED_WINS = 1,  /**< "1-0". */
    CT_BLUE_WINS = 2, /**< "0-1". */
    CT_DRAW = 3       /**< "1/2-1/2". */
} ct_result;

/** Why a game ended. */
typedef enum ct_termination {
    CT_TERM_NONE = 0,          /**< Not ended. */
    CT_TERM_ZERO_CAPTURED = 1, /**< A 0 was captured (R12). */
    CT_TERM_SCORE_TARGET = 2,  /**< A score reached the target (R13). */
    CT_TERM_MOVE_LIMIT = 3,    /**< The ply limit was reached (R14). */
    CT_TERM_NO_MOVES = 4,      /**< The side to move had no legal move
                                    (R15). */
    CT_TERM_RESIGNATION = 5,   /**< A side resigned (R16). */
    CT_TERM_AGREEMENT = 6,     /**< The sides agreed a draw (R16). */
    CT_TERM_TIME = 7           /**< A side's time ran out and it lost
                                    (ct_game_time_out(); since 1.3). */
} ct_termination;

/**
 * @brief The outcome of the game.
 * @param game        The game.
 * @param termination Receives a ::ct_termination (may be NULL).
 * @return A ::ct_result, or ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_game_outcome(const ct_game *game, int32_t *termination);

/**
 * @brief Resign for @p side: the other side wins (R16).
 * @param game The game.
 * @param side The side that resigns (either side may, whoever is to move).
 * @return ::CT_OK, ::CT_ERR_GAME_OVER or ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_game_resign(ct_game *game, int32_t side);

/**
 * @brief Record a draw agreed by both sides (R16).
 * @param game The game.
 * @return ::CT_OK, ::CT_ERR_GAME_OVER or ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_game_agree_draw(ct_game *game);

/**
 * @brief Record that @p side's time ran out: the other side wins
 *        (termination ::CT_TERM_TIME).
 *
 * The rules (R1-R22) have no clock; a game played on time ends when a
 * side's time runs out, and that side loses whatever the position and
 * the scores (doc/cotoan/rules.md, "Decisions"). The library keeps no
 * clock: the caller that does says when a flag fell. As after
 * ct_game_resign(), ct_game_undo() takes the ending back.
 * @param game The game.
 * @param side The side whose time ran out, ::CT_RED or ::CT_BLUE.
 * @return ::CT_OK, ::CT_ERR_GAME_OVER or ::CT_ERR_INVALID_ARGUMENT.
 * @since 1.3 (version node CT_1.3)
 */
CT_API int ct_game_time_out(ct_game *game, int32_t side);

/**
 * @brief The result token of R22.
 * @param result A ::ct_result.
 * @return "1-0", "0-1", "1/2-1/2" or "*" (static); "*" for unknown values.
 */
CT_API const char *ct_result_string(int result);

/**
 * @brief A short English name of a termination, e.g. "zero captured".
 * @param termination A ::ct_termination.
 * @return A static string; "unknown" for unknown values.
 */
CT_API const char *ct_termination_string(int termination);

/**
 * @brief The name of a termination in a language: ct_termination_string()'s
 *        English, or its Vietnamese (e.g. "xin thua" for
 *        ::CT_TERM_RESIGNATION), in the words the game's sentences use
 *        (ct_game_explain(), ct_game_error()).
 * @param termination A ::ct_termination.
 * @param language A ::ct_language (::CT_LANG_EN or ::CT_LANG_VI); any
 *        other value gives the English text.
 * @return A static UTF-8 string, never NULL; "unknown" (Vietnamese
 *         "không rõ") for unknown values.
 * @since 1.4 (version node CT_1.4)
 */
CT_API const char *ct_termination_text(int termination, int32_t language);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* COTOAN_GAME_H */
