/**
 * @file cotulenh/game.h
 * @brief The rules of Cờ tư lệnh: the game handle, stacks, moves and deploy
 *        sessions, capture resolution, notation, outcome, pictures.
 *
 * Include <cotulenh/cotulenh.h> rather than this file directly. Rule
 * numbers (T1 …) refer to doc/cotulenh/rules.md.
 *
 * @par Thread safety
 * libcotulenh has no global mutable state. Every function is reentrant;
 * distinct handles may be used from distinct threads at the same time. One
 * handle must not be used from two threads at once unless every call is to
 * a function taking a @c const handle (these never modify it).
 *
 * @par Ownership
 * A handle made by tl_game_new(), tl_game_new_with_alloc() or
 * tl_game_clone() belongs to the caller, who releases it with
 * tl_game_free(). Text is always written into buffers the caller owns
 * (snprintf() convention); strings returned as <tt>const char *</tt> are
 * either static or owned by the handle, as each function says.
 */
#ifndef COTULENH_GAME_H
#define COTULENH_GAME_H

#include "common.h"

#ifdef __cplusplus
extern "C" {
#endif

/** @defgroup tl_board libcotulenh: Board, squares and pieces (T1–T7)
 *  @ingroup libcotulenh
 *  @brief The 11 × 12 board of Cờ tư lệnh: files, ranks, terrain, sides and the eleven
 *         kinds of pieces.
 *  @{ */

/** Number of files (a … k). */
#define TL_FILES 11
/** Number of ranks (1 … 12). */
#define TL_RANKS 12
/** Number of squares; square indices run from 0 to TL_SQUARES − 1 (T1). */
#define TL_SQUARES 132
/** Square index of file @p f (0 = a) and rank @p r (0 = rank 1), T1. */
#define TL_SQUARE(f, r) ((int32_t)((r) * TL_FILES + (f)))
/** File (0 = a … 10 = k) of square index @p sq. */
#define TL_SQUARE_FILE(sq) ((int32_t)(sq) % TL_FILES)
/** Rank (0 = rank 1 … 11 = rank 12) of square index @p sq. */
#define TL_SQUARE_RANK(sq) ((int32_t)(sq) / TL_FILES)

/** The two sides (T3). */
typedef enum tl_side {
    TL_RED = 0, /**< Red (Đỏ), uppercase letters, ranks 1–6, moves first. */
    TL_BLUE = 1 /**< Blue (Xanh), lowercase letters, ranks 7–12. */
} tl_side;

/**
 * @brief The eleven kinds of pieces (T5).
 *
 * The values follow the stacking order of T17: carriers first, then
 * passengers in the order they are written, so the pieces of a stack listed
 * by increasing value are its FEN order (carrier first).
 */
typedef enum tl_piece {
    TL_NAVY = 0,         /**< N, Hải quân. */
    TL_AIR_FORCE = 1,    /**< F, Không quân. */
    TL_TANK = 2,         /**< T, Xe tăng. */
    TL_ENGINEER = 3,     /**< E, Công binh. */
    TL_HEADQUARTERS = 4, /**< H, Sở chỉ huy. */
    TL_COMMANDER = 5,    /**< C, Tư lệnh. */
    TL_INFANTRY = 6,     /**< I, Bộ binh. */
    TL_MILITIA = 7,      /**< M, Dân quân. */
    TL_ARTILLERY = 8,    /**< A, Pháo binh. */
    TL_ANTI_AIR = 9,     /**< G, Cao xạ. */
    TL_MISSILE = 10      /**< S, Tên lửa phòng không. */
} tl_piece;

/** Number of piece kinds. */
#define TL_PIECE_KINDS 11
/** The bit of piece kind @p p in a piece mask (tl_stack::pieces,
 *  tl_session::may_step). */
#define TL_PIECE_BIT(p) ((uint32_t)1u << (p))
/** Room for the pieces of one stack in ::tl_stack (the stacks of T17 hold
 *  at most 3: N F T, F T C, ...). */
#define TL_STACK_MAX 4

/**
 * @brief Parse a square name such as "a1", "e4" or "k12".
 * @param text   A NUL-terminated string holding exactly one square name.
 * @param square Receives the square index (T1).
 * @return ::TL_OK, ::TL_ERR_INVALID_ARGUMENT for NULL pointers, or
 *         ::TL_ERR_PARSE when @p text is not a square name.
 */
TL_API int tl_square_parse(const char *text, int32_t *square);

/**
 * @brief Write the name of a square ("a1" … "k12").
 * @param square A square index, 0 … 131.
 * @param buf    Output buffer (may be NULL when @p size is 0).
 * @param size   Size of @p buf in bytes; 4 is always enough.
 * @return The length of the name (2 or 3), snprintf() convention: if it is
 *         @p size or more, the output was truncated.
 *         ::TL_ERR_INVALID_ARGUMENT for a square out of range or a NULL
 *         @p buf with nonzero @p size.
 */
TL_API int tl_square_name(int32_t square, char *buf, size_t size);

/**
 * @brief The uppercase letter of a piece kind (T5): 'N', 'F', 'T', 'E',
 *        'H', 'C', 'I', 'M', 'A', 'G' or 'S'.
 * @param piece A ::tl_piece.
 * @return The letter, or 0 for a value that is not a piece kind.
 */
TL_API char tl_piece_letter(int32_t piece);

/**
 * @brief The English name of a piece kind, e.g. "air force".
 * @param piece A ::tl_piece.
 * @return A static string; "unknown" for a value that is not a piece kind.
 */
TL_API const char *tl_piece_name(int32_t piece);

/**
 * @brief The points scored for destroying a piece (T52): its T5 value, +10
 *        when heroic.
 * @param piece  A ::tl_piece.
 * @param heroic Nonzero for a heroic piece.
 * @return The points (0 for a headquarters that is not heroic), or
 *         ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_piece_points(int32_t piece, int32_t heroic);

/** @} */

/** @defgroup tl_rules libcotulenh: Rule options (T8, T9, T53, T54)
 *  @ingroup libcotulenh
 *  @brief The rule options of a Cờ tư lệnh game: the start position, the piece set and
 *         the ending mode.
 *  @{ */

/** Start position and piece set (T8, T9, T10). */
typedef enum tl_start {
    TL_START_STANDARD = 0, /**< The standard start, 19 pieces a side (T8). */
    TL_START_REDUCED = 1   /**< No engineers, 17 pieces a side (T9). */
} tl_start;

/** How a game ends (T53, T54). */
typedef enum tl_mode {
    TL_MODE_TOTAL = 0,  /**< Total war: commander, mate, draws (T53). */
    TL_MODE_BATTLES = 1 /**< Battles: also naval, air and land battles
                             (T54), checked first. */
} tl_mode;

/**
 * @brief Rule options of a game.
 *
 * Always initialise with tl_rules_init() and then change fields: new fields
 * may be added at the end in later minor versions, and @c size tells the
 * library which ones the caller knows.
 */
typedef struct tl_rules {
    uint32_t size; /**< sizeof(tl_rules), set by tl_rules_init(). */
    int32_t start; /**< A ::tl_start; default ::TL_START_STANDARD. It chooses
                        the start position and the piece set of T10 and T52. */
    int32_t mode;  /**< A ::tl_mode; default ::TL_MODE_TOTAL. */
} tl_rules;

/**
 * @brief Fill @p rules with the defaults (standard start, total war) and set
 *        its @c size.
 * @param rules The struct to fill.
 * @return ::TL_OK, or ::TL_ERR_INVALID_ARGUMENT if @p rules is NULL.
 */
TL_API int tl_rules_init(tl_rules *rules);

/** The standard start position (T8). */
#define TL_START_FEN                                                    \
    "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/" \
    "3A2S2A1/1N2FH1HF2/6C4 r - - 0 1"
/** The reduced start position (T9). */
#define TL_REDUCED_FEN                                                  \
    "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2i3m3i/11/11/2I3M3I/2N1GT1TG2/"    \
    "3A2S2A1/1N2FH1HF2/6C4 r - - 0 1"

/** @} */

/** @defgroup tl_game libcotulenh: The game handle
 *  @ingroup libcotulenh
 *  @brief Creating, copying, loading (FEN, free setups) and freeing a Cờ tư lệnh game
 *         handle.
 *  @{ */

/** An opaque game: rule options, the current position (with an open deploy
 *  session, if any), the history since the initial position, the points
 *  and the outcome. */
typedef struct tl_game tl_game;

/**
 * @brief Create a game at the start position of the rules (T8 or T9).
 * @param rules Rule options, or NULL for the defaults.
 * @param out   Receives the new handle (set to NULL on failure). Free it with
 *              tl_game_free().
 * @return ::TL_OK, ::TL_ERR_INVALID_ARGUMENT (NULL @p out, an option out of
 *         range), ::TL_ERR_STRUCT_SIZE (@p rules->size too small) or
 *         ::TL_ERR_NO_MEMORY.
 */
TL_API int tl_game_new(const tl_rules *rules, tl_game **out);

/**
 * @brief Create a game that takes its memory from a custom allocator.
 *
 * Like tl_game_new(), but every allocation of this game and of its clones
 * goes through @p alloc.
 * @param rules Rule options, or NULL for the defaults.
 * @param alloc The allocator; NULL means malloc/realloc/free.
 * @param ud    Passed to @p alloc as its first argument.
 * @param out   Receives the new handle (NULL on failure).
 * @return As tl_game_new().
 */
TL_API int tl_game_new_with_alloc(const tl_rules *rules, tl_alloc_fn alloc,
                                  void *ud, tl_game **out);

/**
 * @brief Free a game and everything it owns. NULL is accepted and ignored.
 * @param game The handle to free.
 */
TL_API void tl_game_free(tl_game *game);

/**
 * @brief Make an independent copy of a game (position, session, history,
 *        rules, points, outcome), using the same allocator.
 * @param game The game to copy.
 * @param out  Receives the copy (NULL on failure).
 * @return ::TL_OK, ::TL_ERR_INVALID_ARGUMENT or ::TL_ERR_NO_MEMORY.
 */
TL_API int tl_game_clone(const tl_game *game, tl_game **out);

/**
 * @brief The detailed message of the last error on this game.
 *
 * Every function taking a non-const game handle that returns an error sets
 * it (for example "rank 3 covers 12 squares", "(TA) on e4 is not a valid
 * stack (T17)", "Ie4e6: no such legal move"); a successful call leaves it
 * unchanged. Functions taking a const handle never change it.
 * @param game The game (NULL gives a message saying so).
 * @return A NUL-terminated UTF-8 string owned by the game, valid until the
 *         next call on it; "" when there was no error.
 */
TL_API const char *tl_game_error(const tl_game *game);

/**
 * @brief Change the rule options of a game. The position and history are
 *        kept; the outcome is evaluated again under the new rules.
 * @param game  The game.
 * @param rules The new options.
 * @return ::TL_OK, ::TL_ERR_INVALID_ARGUMENT or ::TL_ERR_STRUCT_SIZE; on
 *         error the game is unchanged.
 */
TL_API int tl_game_set_rules(tl_game *game, const tl_rules *rules);

/**
 * @brief Read the rule options of a game.
 * @param game  The game.
 * @param rules Receives the options; its @c size field must be set (for
 *              example by tl_rules_init()) and only fields within it are
 *              written.
 * @return ::TL_OK, ::TL_ERR_INVALID_ARGUMENT or ::TL_ERR_STRUCT_SIZE.
 */
TL_API int tl_game_get_rules(const tl_game *game, tl_rules *rules);

/**
 * @brief Return to the start position of the rules (T8 or T9) with an empty
 *        history.
 * @param game The game.
 * @return ::TL_OK or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_game_reset(tl_game *game);

/**
 * @brief Load a FEN (T45–T47); it becomes the initial position and the
 *        history is cleared.
 *
 * A 7th field opens a deploy session (T47). Leading and trailing white
 * space is ignored. As T46 says, more than one commander or more than 19
 * pieces of a colour is rejected; more pieces of another kind than the
 * standard set (T7) holds (three infantry, as in the reference vectors)
 * loads. A session that can neither go on nor end (T21, T37) is
 * rejected. The points
 * start at the value of the enemy pieces missing from the piece set of the
 * rules (T52). On error the game is unchanged and tl_game_error() says what
 * is wrong.
 * @param game The game.
 * @param fen  The FEN.
 * @return ::TL_OK, ::TL_ERR_INVALID_ARGUMENT (NULL), ::TL_ERR_PARSE (syntax)
 *         or ::TL_ERR_INVALID_POSITION (well-formed but rejected by T46/T47).
 */
TL_API int tl_game_set_fen(tl_game *game, const char *fen);

/**
 * @brief Write the FEN of the current position (T45), with the session
 *        field (T47) while a deploy session is open.
 *
 * snprintf() convention: at most @p size bytes are written, always
 * NUL-terminated when @p size > 0, and the return value is the full length
 * (without the NUL). ::TL_FEN_MAX bytes are always enough.
 * @param game The game.
 * @param buf  Output buffer, may be NULL when @p size is 0.
 * @param size Size of @p buf.
 * @return The length of the FEN, or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_game_fen(const tl_game *game, char *buf, size_t size);

/**
 * @brief Write the FEN of the initial position (the one the history starts
 *        from). Same conventions as tl_game_fen().
 * @param game The game.
 * @param buf  Output buffer, may be NULL when @p size is 0.
 * @param size Size of @p buf.
 * @return The length, or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_game_initial_fen(const tl_game *game, char *buf, size_t size);

/** A buffer of this many bytes holds any FEN with its NUL. */
#define TL_FEN_MAX 512

/**
 * @brief Check that a FEN is a valid free setup (T10) under the piece set
 *        of the game's rules: exactly the set, no heroic piece, valid
 *        stacks on allowed terrain, every piece in its own half, commanders
 *        neither facing nor attacked, Red to move, halfmove 0, fullmove 1.
 *
 * The game's position is not changed (load the setup with
 * tl_game_set_fen() afterwards); on failure tl_game_error() names what is
 * wrong, for example "Blue has 1 tank, the set has 2" or "Red artillery on
 * e8 is in Blue's half".
 * @param game The game (its rules choose the piece set).
 * @param fen  The FEN of the setup.
 * @return ::TL_OK, ::TL_ERR_INVALID_ARGUMENT, ::TL_ERR_PARSE,
 *         ::TL_ERR_INVALID_POSITION or ::TL_ERR_INVALID_SETUP.
 */
TL_API int tl_game_validate_setup(tl_game *game, const char *fen);

/** @} */

/** @defgroup tl_query libcotulenh: Queries
 *  @ingroup libcotulenh
 *  @brief Asking a Cờ tư lệnh game about its position: stacks, turn, check, deploy
 *         session, points, air defence.
 *  @{ */

/** What stands on a square: filled by tl_game_stack(). */
typedef struct tl_stack {
    uint32_t size;     /**< sizeof(tl_stack), set by the caller. */
    int32_t side;      /**< ::TL_RED or ::TL_BLUE; -1 for an empty square. */
    int32_t count;     /**< Number of pieces, 0 … ::TL_STACK_MAX. */
    int32_t carrier;   /**< The carrier's ::tl_piece (T17); -1 when empty. */
    uint32_t pieces;   /**< The pieces as a mask of TL_PIECE_BIT() bits. */
    uint32_t heroic;   /**< The heroic pieces (T6), a subset of @c pieces. */
    int32_t piece[TL_STACK_MAX];  /**< The pieces in T17 order (carrier
                                       first); -1 past @c count. */
} tl_stack;

/**
 * @brief The stack on a square.
 * @param game   The game.
 * @param square A square index, 0 … 131.
 * @param stack  Receives the stack; @c stack->size must be set.
 * @return The number of pieces (0 for an empty square),
 *         ::TL_ERR_INVALID_ARGUMENT or ::TL_ERR_STRUCT_SIZE.
 */
TL_API int tl_game_stack(const tl_game *game, int32_t square,
                         tl_stack *stack);

/**
 * @brief The side to move (during a deploy session: the deploying side).
 * @param game The game.
 * @return ::TL_RED or ::TL_BLUE, or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_game_turn(const tl_game *game);

/**
 * @brief Whether a side is in check: its commander's square (a carried
 *        commander: its stack's square) is attacked by an enemy piece (T35).
 * @param game The game.
 * @param side ::TL_RED or ::TL_BLUE.
 * @return 1 or 0 (0 for a side without a commander), or
 *         ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_game_in_check(const tl_game *game, int32_t side);

/** The open deploy session (T21), filled by tl_game_session(). */
typedef struct tl_session {
    uint32_t size;      /**< sizeof(tl_session), set by the caller. */
    int32_t origin;     /**< The origin square; -1 when no session is open. */
    uint32_t may_step;  /**< Pieces on the origin that may still step, as
                             TL_PIECE_BIT() bits. */
    int32_t may_end;    /**< 1 if tl_game_end_deploy() would succeed now. */
    int32_t captured;   /**< 1 if a step of this session captured (T43,
                             the ":x" of T47). */
} tl_session;

/**
 * @brief The open deploy session, if any.
 * @param game    The game.
 * @param session Receives the session; @c session->size must be set.
 * @return 1 if a session is open, 0 if not (then @c origin is -1 and the
 *         other fields 0), ::TL_ERR_INVALID_ARGUMENT or
 *         ::TL_ERR_STRUCT_SIZE.
 */
TL_API int tl_game_session(const tl_game *game, tl_session *session);

/**
 * @brief A side's points (T52): the running score of the pieces it
 *        destroyed, plus the T53 bonuses once the game is over (+100 for
 *        the commander on checkmate, +100 for any win but adjudication).
 * @param game The game.
 * @param side ::TL_RED or ::TL_BLUE.
 * @return The points (>= 0), or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int32_t tl_game_points(const tl_game *game, int32_t side);

/** The largest halfmove clock and fullmove number: what tl_game_set_fen()
 *  reads (9 digits at most, T45) and where play stops them (a clock this
 *  high is long past the draw of T53.4), so every FEN a game writes reads
 *  back. */
#define TL_COUNTER_MAX 999999999

/**
 * @brief The halfmove clock (T43), at most ::TL_COUNTER_MAX.
 * @param game The game.
 * @return The clock (>= 0), or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int32_t tl_game_halfmove(const tl_game *game);

/**
 * @brief The fullmove number (T44), at most ::TL_COUNTER_MAX (it stays
 *        there once reached).
 * @param game The game.
 * @return The number (>= 1), or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int32_t tl_game_fullmove(const tl_game *game);

/**
 * @brief Zobrist hash of the position: every piece with its colour and
 *        heroic flag, the side to move and the open deploy session (origin,
 *        pieces that may still step, the capture flag); not the counters.
 *        Equal positions have equal hashes in every process and on every
 *        platform.
 * @param game The game.
 * @return The hash; 0 for a NULL handle.
 */
TL_API uint64_t tl_game_hash(const tl_game *game);

/**
 * @brief The squares covered by a side's air defence (T26).
 * @param game  The game.
 * @param side  ::TL_RED or ::TL_BLUE.
 * @param cover Receives, for each of the ::TL_SQUARES squares, the number of
 *              that side's air-defence sources covering it (0 = none); may
 *              be NULL to count only.
 * @param cap   Number of entries of @p cover: 0 or at least ::TL_SQUARES.
 * @return The number of covered squares, or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_game_air_defence(const tl_game *game, int32_t side,
                               uint8_t *cover, size_t cap);

/**
 * @brief The squares a piece attacks (T35): where it could capture an enemy
 *        stack (by @c x, @c _ or <tt>\@</tt>), whatever the legality of that
 *        capture. An empty or friendly square counts as attacked when the
 *        piece could capture a (non-navy) enemy stack standing there.
 * @param game    The game.
 * @param square  The square of the piece's stack.
 * @param piece   The ::tl_piece of a piece in that stack.
 * @param attacks Receives 1 (attacked) or 0 for each of the ::TL_SQUARES
 *                squares; may be NULL to count only.
 * @param cap     Number of entries of @p attacks: 0 or at least
 *                ::TL_SQUARES.
 * @return The number of attacked squares, or ::TL_ERR_INVALID_ARGUMENT (no
 *         such piece there).
 */
TL_API int tl_game_attacks(const tl_game *game, int32_t square, int32_t piece,
                           uint8_t *attacks, size_t cap);

/** @} */

/** @defgroup tl_moves libcotulenh: Moves and deploy sessions (T11–T38)
 *  @ingroup libcotulenh
 *  @brief Legal moves of Cờ tư lệnh and deploy sessions: generating, playing and
 *         undoing them.
 *  @{ */

/**
 * @brief A move or deploy step: a plain 32-bit value.
 *
 * Encoding (part of the ABI, stable within soname 1):
 * - bits 0–7: the origin square (T1 index);
 * - bits 8–15: the target square (for a stay capture @c _ the square of the
 *   captured stack, though the mover stays on the origin);
 * - bits 16–18: the kind, a ::tl_kind;
 * - bit 19: the deploy flag: one piece steps out of its stack (T20);
 * - bits 20–23: the ::tl_piece that moves: the stepping piece of a deploy
 *   step, else the carrier of the whole moving stack (a lone piece is a
 *   stack of one);
 * - bits 24–31: zero.
 *
 * Build and take moves apart with TL_MOVE() and the TL_MOVE_*() macros.
 * The special value TL_MOVE_END(origin) (kind ::TL_KIND_END) ends the open
 * deploy session early (T21); it is never in the legal-move list (T22) but
 * is accepted by tl_game_play() and tl_game_is_legal() and appears in the
 * history.
 */
typedef uint32_t tl_move;

/** The kind of a move (bits 16–18 of a ::tl_move; LAN separators of T48). */
typedef enum tl_kind {
    TL_KIND_MOVE = 0,    /**< A plain move to an empty square (no sign). */
    TL_KIND_CAPTURE = 1, /**< @c x: replacing capture (T23.4). */
    TL_KIND_STAY = 2,    /**< @c _: stay capture (T23.2, T23.3). */
    TL_KIND_SUICIDE = 3, /**< <tt>\@</tt>: kamikaze of an air force (T23.1, T27). */
    TL_KIND_COMBINE = 4, /**< @c &: combination with a friendly stack (T18). */
    TL_KIND_END = 7      /**< End of a deploy session (T21), see
                              TL_MOVE_END(). */
} tl_kind;

/** The move of kind @p kind from @p from to @p to by @p piece; @p deploy
 *  nonzero for a deploy step. */
#define TL_MOVE(from, to, kind, deploy, piece)                           \
    ((tl_move)(((uint32_t)(from) & 0xFFu) | (((uint32_t)(to) & 0xFFu) << 8) | \
               (((uint32_t)(kind) & 7u) << 16) |                          \
               ((deploy) ? (1u << 19) : 0u) |                             \
               (((uint32_t)(piece) & 0xFu) << 20)))
/** The origin square of move @p m. */
#define TL_MOVE_FROM(m) ((int32_t)((m) & 0xFFu))
/** The target square of move @p m. */
#define TL_MOVE_TO(m) ((int32_t)(((m) >> 8) & 0xFFu))
/** The ::tl_kind of move @p m. */
#define TL_MOVE_KIND(m) ((int32_t)(((m) >> 16) & 7u))
/** 1 if move @p m is a deploy step (T20), else 0. */
#define TL_MOVE_IS_DEPLOY(m) ((int32_t)(((m) >> 19) & 1u))
/** The moving ::tl_piece of move @p m (stepping piece or carrier). */
#define TL_MOVE_PIECE(m) ((int32_t)(((m) >> 20) & 0xFu))
/** The value that ends the deploy session open on @p origin (T21). */
#define TL_MOVE_END(origin) \
    ((tl_move)(((uint32_t)(origin) & 0xFFu) | (((uint32_t)(origin) & 0xFFu) << 8) | (7u << 16)))
/** "No move" (never legal). */
#define TL_MOVE_NONE ((tl_move)0)

/**
 * @brief No position has more legal moves than this.
 *
 * The bound holds for every position tl_game_set_fen() accepts (at most 19
 * pieces a side of any kinds, T46), whatever the kinds. A mover is a
 * square's stack as a whole, or one piece of a stack of two or more
 * stepping out (T20); with u single pieces and t stacks holding q pieces
 * (q >= 2t, u + q <= 19) a side has u + t + q movers. Along each of its 8
 * rays a mover examines at most 5 squares (the longest range, a heroic air
 * force or navy; the commander's long orthogonal move has no diagonal and
 * stays on the board: at most 21 squares), so at most 40 squares, and lists
 * at most one move a square (a move, one capture of the kind T23 decides,
 * or a combination), except a whole stack carried by an air force, which
 * may also bomb an enemy square (T23.3: a second, stay capture). With at
 * most u + t such squares the count is at most
 * 40 * (u + t + q + u + t) <= 40 * 2 * (u + q) <= 40 * 2 * 19 = 1520.
 * During a deploy session only the pieces of the origin (at most 4, T17)
 * step, without bombing: at most 160. Both are below 2048; the library
 * checks this arithmetic at compile time.
 */
#define TL_MOVES_MAX 2048
/** @deprecated The older spelling of ::TL_MOVES_MAX (limits are spelled
 *  TL_<WHAT>_MAX). */
#define TL_MAX_MOVES TL_MOVES_MAX

/**
 * @brief The legal moves and deploy steps of the current position (T37,
 *        T22), in a fixed order (origin square, then generation order).
 *
 * During a deploy session only steps from the origin by pieces that may
 * still step are listed. Move generation does not stop at a drawn or
 * battle-lost position (T56); it is empty after checkmate or stalemate.
 * @param game The game.
 * @param buf  Receives at most @p cap moves (may be NULL when @p cap is 0).
 * @param cap  Capacity of @p buf; ::TL_MOVES_MAX is always enough.
 * @return The number of legal moves; when it is larger than @p cap only the
 *         first @p cap were written. A negative ::tl_status on error.
 */
TL_API int tl_game_legal_moves(const tl_game *game, tl_move *buf, size_t cap);

/**
 * @brief Whether a move (or TL_MOVE_END()) is legal in the current position.
 * @param game The game.
 * @param move The move.
 * @return 1 (legal), 0 (not legal, including every move once the game is
 *         over), or ::TL_ERR_INVALID_ARGUMENT (NULL handle).
 */
TL_API int tl_game_is_legal(const tl_game *game, tl_move move);

/**
 * @brief Play a legal move or deploy step, or end the session with
 *        TL_MOVE_END(). An illegal move returns an error and leaves the game
 *        untouched.
 *
 * After a deploy step the session stays open (same side to move) while a
 * piece on the origin may still step and has a legal step; otherwise it
 * ends by itself and the turn passes (T21).
 * @param game The game.
 * @param move The move.
 * @return ::TL_OK, ::TL_ERR_ILLEGAL_MOVE, ::TL_ERR_GAME_OVER,
 *         ::TL_ERR_INVALID_ARGUMENT or ::TL_ERR_NO_MEMORY.
 */
TL_API int tl_game_play(tl_game *game, tl_move move);

/**
 * @brief End the open deploy session early (T21); the turn passes. Not a
 *        ply (T22), but an entry of the history that tl_game_undo() takes
 *        back.
 * @param game The game.
 * @return ::TL_OK, ::TL_ERR_NO_SESSION, ::TL_ERR_CANNOT_END,
 *         ::TL_ERR_GAME_OVER, ::TL_ERR_INVALID_ARGUMENT or
 *         ::TL_ERR_NO_MEMORY.
 */
TL_API int tl_game_end_deploy(tl_game *game);

/**
 * @brief Write the FEN of the position a legal move, deploy step or
 *        TL_MOVE_END() leads to, exactly as tl_game_play() or
 *        tl_game_end_deploy() would leave it (a session with no legal step
 *        left ends by itself, T21); the game is not changed.
 *
 * The move must be in the current legal-move list, which goes on once the
 * game is over (T56): this walks the move tree where tl_game_play()
 * refuses, as step perft (T50) does. Same conventions as tl_game_fen().
 * @param game The game.
 * @param move The move.
 * @param buf  Output buffer, may be NULL when @p size is 0.
 * @param size Size of @p buf.
 * @return The length, ::TL_ERR_ILLEGAL_MOVE or ::TL_ERR_INVALID_ARGUMENT.
 * @since 1.1
 */
TL_API int tl_game_fen_after(const tl_game *game, tl_move move, char *buf, size_t size);

/**
 * @brief Take back the last action: a resignation, draw agreement or
 *        adjudication if one was made, otherwise the last history entry (a
 *        move, a deploy step, or the early end of a session). Undo goes back
 *        step by step to the initial position.
 * @param game The game.
 * @return ::TL_OK, ::TL_ERR_NO_HISTORY (nothing to undo) or
 *         ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_game_undo(tl_game *game);

/**
 * @brief The history since the initial position, oldest first: every move
 *        and deploy step, and a TL_MOVE_END() where a session was ended
 *        early.
 * @param game The game.
 * @param buf  Receives at most @p cap entries (may be NULL when @p cap is 0).
 * @param cap  Capacity of @p buf.
 * @return The number of entries (may exceed @p cap), or a negative
 *         ::tl_status.
 */
TL_API int tl_game_history(const tl_game *game, tl_move *buf, size_t cap);

/**
 * @brief Step perft (T50): the number of leaves of the legal-move tree
 *        @p depth plies deep, each deploy step one ply (T22); game ends
 *        other than the absence of moves are ignored. Bulk-counted. The
 *        game is not changed.
 * @param game  The game.
 * @param depth 0 … 32 (perft(0) is 1).
 * @param count Receives the count.
 * @return ::TL_OK or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_game_perft(const tl_game *game, int32_t depth,
                         uint64_t *count);

/** @} */

/** @defgroup tl_explain libcotulenh: Capture resolution (T23–T27, T39, T40, T52)
 *  @ingroup libcotulenh
 *  @brief What a Cờ tư lệnh move does: captures, stay captures, air defence and
 *         kamikaze strikes, promotion.
 *  @{ */

/** The air-defence state an air force meets at its target (T27). */
typedef enum tl_air {
    TL_AIR_NONE = 0,    /**< The mover is not a non-heroic air force. */
    TL_AIR_SAFE = 1,    /**< No enemy air defence on the way. */
    TL_AIR_KAMIKAZE = 2 /**< Inside exactly one enemy ring: only <tt>\@</tt>. */
} tl_air;

/** One piece of the board, as listed by ::tl_move_info. */
typedef struct tl_piece_at {
    int32_t square; /**< Its square. */
    int32_t side;   /**< ::TL_RED or ::TL_BLUE. */
    int32_t piece;  /**< Its ::tl_piece. */
    int32_t heroic; /**< 1 if heroic (for a destroyed piece: when destroyed). */
} tl_piece_at;

/** Room for the pieces one move destroys (at most 6: an air force stack of
 *  up to 3 pieces and a target stack of up to 3). */
#define TL_DESTROYED_MAX 8
/** Most pieces one move promotes (T39, T40). */
#define TL_PROMOTED_MAX 40

/** What a legal move does: filled by tl_game_move_info(). Set @c size to
 *  sizeof(tl_move_info) before the call. */
typedef struct tl_move_info {
    uint32_t size;       /**< sizeof(tl_move_info), set by the caller. */
    tl_move move;        /**< The move. */
    int32_t side;        /**< The side making it. */
    int32_t kind;        /**< Its ::tl_kind. */
    int32_t deploy;      /**< 1 for a deploy step. */
    int32_t from;        /**< Origin square. */
    int32_t to;          /**< Target square. */
    int32_t piece;       /**< The stepping piece or the moving stack's carrier. */
    uint32_t movers;     /**< Every moving piece (TL_PIECE_BIT() bits): the
                              stepping piece, or the whole stack. */
    uint32_t movers_heroic; /**< The heroic ones among @c movers. */
    int32_t air;         /**< A ::tl_air: the state at the target. */
    int32_t air_source;  /**< For ::TL_AIR_KAMIKAZE: the square of the enemy
                              air-defence source; else -1. */
    int32_t ndestroyed;  /**< Entries of @c destroyed. */
    tl_piece_at destroyed[TL_DESTROYED_MAX]; /**< Every piece destroyed: the
                              target stack, then (for <tt>\@</tt>) the air force and
                              what it carries. */
    int32_t npromoted;   /**< Entries of @c promoted. */
    tl_piece_at promoted[TL_PROMOTED_MAX]; /**< Every piece made heroic by the
                              move (T39, then T40), on the position after it. */
    int32_t points[2];   /**< Points the move scores for Red and for Blue
                              (T52; an <tt>\@</tt> scores for both). */
    int32_t session_open; /**< 1 if a deploy session is open after the move
                               (the same side moves again). */
    int32_t check;       /**< 1 if the other side is in check after the move. */
} tl_move_info;

/**
 * @brief Resolve a legal move: its kind, the mover, every piece destroyed,
 *        the air-defence state met, the promotions, the points scored.
 *        Computed by making the move exactly as tl_game_play() does and
 *        taking it back; the game is unchanged.
 * @param game The game.
 * @param move A move of the current legal-move list (tl_game_legal_moves()).
 * @param info Receives the description; @c info->size must be set, and only
 *             fields that fit in it are written.
 * @return ::TL_OK, ::TL_ERR_ILLEGAL_MOVE, ::TL_ERR_INVALID_ARGUMENT or
 *         ::TL_ERR_STRUCT_SIZE.
 */
TL_API int tl_game_move_info(tl_game *game, tl_move move, tl_move_info *info);

/** @brief Languages of the words a game writes for players
 *         (tl_game_set_language()). */
typedef enum tl_language {
    TL_LANG_EN = 0, /**< English (the default). */
    TL_LANG_VI = 1  /**< Vietnamese. */
} tl_language;

/**
 * @brief Set the language of the words the game writes for players: its
 *        explanations (tl_game_explain()) and the detail messages
 *        (tl_game_error()) of illegal moves and turns (tl_game_play(),
 *        tl_game_play_text(), tl_game_parse_move(), tl_game_end_deploy())
 *        and of refused setups (tl_game_validate_setup(), T10) and, since 1.3,
 *        of refused FENs (tl_game_set_fen(), T45–T47: syntax and
 *        content), with the terms of the Vietnamese rules texts (tư lệnh,
 *        hải quân, không quân, ăn quân, anh hùng, …).  Other messages (bad
 *        arguments, record syntax) stay in English; the static strings
 *        have their Vietnamese in tl_termination_text() and
 *        tl_status_text() (1.3), while tl_strerror() and
 *        tl_termination_string() stay English.
 * @param game The game.
 * @param language A ::tl_language; a new game uses ::TL_LANG_EN, and a
 *        clone keeps its original's (tl_game_clone()).
 * @return ::TL_OK, or ::TL_ERR_INVALID_ARGUMENT for another value (the
 *         language unchanged).
 * @since libcotulenh 1.2 (TL_1.2)
 */
TL_API int tl_game_set_language(tl_game *game, int32_t language);

/**
 * @brief The game's language (a ::tl_language; ::TL_LANG_EN for NULL).
 * @param game The game.
 * @return ::TL_LANG_EN or ::TL_LANG_VI.
 * @since libcotulenh 1.2 (TL_1.2)
 */
TL_API int32_t tl_game_language(const tl_game *game);

/**
 * @brief A buffer of this size holds every explanation tl_game_explain()
 *        writes, in either language.
 *
 * The sentence without its promotions is at most 256 bytes in either
 * language (the longest: a deploy step that burns in an air-defence ring
 * onto a stack, both named with sides, heroic marks and squares, and the
 * points of both sides: 252 bytes in Vietnamese); each promotion it names
 * ("; tên lửa phòng không Xanh k12 được phong anh hùng") at most 64, for
 * at most ::TL_PROMOTED_MAX of them; the open session and the check at
 * most 64 more: 256 + 40 × 64 + 64 = 2880 bytes with the NUL, under 4096.
 */
#define TL_EXPLAIN_MAX 4096

/**
 * @brief Explain a legal move in one sentence, for example "Red air force
 *        e4 dives into the ring of Blue anti-air e8 onto Blue infantry e7:
 *        both destroyed" (Vietnamese after tl_game_set_language(): "không
 *        quân Đỏ e4 lao vào vòng lửa của cao xạ Xanh e8 xuống bộ binh Xanh
 *        e7: cả hai bị tiêu diệt").  UTF-8; snprintf() convention.
 * @param game The game.
 * @param move A legal move.
 * @param buf  Output buffer (may be NULL when @p size is 0).
 * @param size Size of @p buf; ::TL_EXPLAIN_MAX bytes are always enough (or
 *             call with @p buf NULL and @p size 0 for the length).
 * @return The full length (without the NUL; larger than @p size - 1 when
 *         the text was cut), ::TL_ERR_ILLEGAL_MOVE or
 *         ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_game_explain(tl_game *game, tl_move move, char *buf,
                           size_t size);

/** @} */

/** @defgroup tl_notation libcotulenh: Notation (T48, T49)
 *  @ingroup libcotulenh
 *  @brief Cờ tư lệnh move text: LAN and SAN, reading and writing moves and turns.
 *  @{ */

/** Notations of tl_game_move_text(). */
typedef enum tl_notation {
    TL_NOTATION_LAN = 0, /**< Long: piece, origin, separator, target:
                              "Ic5&c4", "Tc4>_b4", "(NFT)b3xe6" (T48). */
    TL_NOTATION_SAN = 1  /**< Short: the origin replaced by the shortest
                              disambiguator: "I&c4", "Ae3" (T49). */
} tl_notation;

/**
 * @brief Write a move in LAN or SAN.
 *
 * The move must be in the current legal-move list (the text names the
 * moving pieces; after a draw or battle end the list goes on, T56);
 * TL_MOVE_END() is written "|". snprintf() convention; 32
 * bytes are always enough.
 * @param game     The game.
 * @param move     The move.
 * @param notation A ::tl_notation.
 * @param buf      Output buffer (may be NULL when @p size is 0).
 * @param size     Size of @p buf.
 * @return The full length, ::TL_ERR_ILLEGAL_MOVE or
 *         ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_game_move_text(const tl_game *game, tl_move move,
                             int32_t notation, char *buf, size_t size);

/**
 * @brief Parse a move in LAN or SAN (T48, T49), or "|" for the end of the
 *        open session, and resolve it against the current position.
 *
 * Surrounding white space is ignored. The piece letter is uppercase for
 * either side; heroic signs may be omitted.
 * @param game The game.
 * @param text The move text.
 * @param move Receives the move.
 * @return ::TL_OK, ::TL_ERR_PARSE (not a move), ::TL_ERR_ILLEGAL_MOVE
 *         (well-formed but not legal here, or ambiguous SAN) or
 *         ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_game_parse_move(tl_game *game, const char *text,
                              tl_move *move);

/**
 * @brief Play moves given as text: one move (LAN or SAN), "|" (end the
 *        session early), or a turn record of steps joined by "," with an
 *        optional final ",|" (T49), e.g. "Ej9>i9,|". All or nothing: on
 *        error the game is unchanged.
 * @param game The game.
 * @param text The text.
 * @return ::TL_OK, or the error of the first step that fails (as
 *         tl_game_parse_move(), tl_game_play(), tl_game_end_deploy()).
 */
TL_API int tl_game_play_text(tl_game *game, const char *text);

/**
 * @brief Write the history as turn records (T49) separated by spaces: the
 *        steps of a deploy session joined by ",", a final ",|" when the
 *        session was ended early. snprintf() convention.
 * @param game     The game.
 * @param notation A ::tl_notation.
 * @param buf      Output buffer (may be NULL when @p size is 0).
 * @param size     Size of @p buf.
 * @return The full length, or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_game_history_text(const tl_game *game, int32_t notation,
                                char *buf, size_t size);

/** @} */

/** @defgroup tl_outcome libcotulenh: Outcome and scoring (T52–T56)
 *  @ingroup libcotulenh
 *  @brief How a Cờ tư lệnh game ends: the outcome, points, resignation and adjudication.
 *  @{ */

/** The state of a game. */
typedef enum tl_result {
    TL_ONGOING = 0,   /**< In progress ("*"). */
    TL_RED_WINS = 1,  /**< "1-0". */
    TL_BLUE_WINS = 2, /**< "0-1". */
    TL_DRAW = 3       /**< "1/2-1/2". */
} tl_result;

/** Why a game ended. */
typedef enum tl_termination {
    TL_TERM_NONE = 0,            /**< Not ended. */
    TL_TERM_CHECKMATE = 1,       /**< No legal move, in check (T53.2). */
    TL_TERM_STALEMATE = 2,       /**< No legal move, not in check (T53.3). */
    TL_TERM_HALFMOVE_CLOCK = 3,  /**< Halfmove clock 100 (T53.4). */
    TL_TERM_REPETITION = 4,      /**< Third repetition (T53.5). */
    TL_TERM_NAVAL_BATTLE = 5,    /**< The loser has no navy (T54). */
    TL_TERM_AIR_BATTLE = 6,      /**< The loser has no air force (T54). */
    TL_TERM_LAND_BATTLE = 7,     /**< The loser has no infantry, tank or
                                      artillery (T54). */
    TL_TERM_BATTLES_BOTH = 8,    /**< Both sides lost a battle at once: draw
                                      (T54); see tl_game_battles_lost(). */
    TL_TERM_COMMANDER_LOST = 9,  /**< A side has no commander (T53.1). */
    TL_TERM_RESIGNATION = 10,    /**< A side resigned. */
    TL_TERM_AGREEMENT = 11,      /**< The sides agreed a draw. */
    TL_TERM_ADJUDICATION = 12    /**< Decided by points (T55). */
} tl_termination;

/** Battles of T54, as bits of tl_game_battles_lost(). */
typedef enum tl_battle {
    TL_BATTLE_NAVAL = 1, /**< No navy left. */
    TL_BATTLE_AIR = 2,   /**< No air force left. */
    TL_BATTLE_LAND = 4   /**< No infantry, tank or artillery left. */
} tl_battle;

/**
 * @brief The outcome of the game (T53–T55, resignation, agreement), as
 *        evaluated at the last turn boundary.
 * @param game        The game.
 * @param termination Receives a ::tl_termination (may be NULL).
 * @return A ::tl_result, or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_game_outcome(const tl_game *game, int32_t *termination);

/**
 * @brief The battles of T54 a side has lost in the current position
 *        (counting carried pieces), whatever the mode.
 * @param game The game.
 * @param side ::TL_RED or ::TL_BLUE.
 * @return A combination of ::tl_battle bits, or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_game_battles_lost(const tl_game *game, int32_t side);

/**
 * @brief Resign for @p side: the other side wins (+100 points, T53).
 * @param game The game.
 * @param side The side that resigns (either side may, whoever is to move).
 * @return ::TL_OK, ::TL_ERR_GAME_OVER or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_game_resign(tl_game *game, int32_t side);

/**
 * @brief Record a draw agreed by both sides.
 * @param game The game.
 * @return ::TL_OK, ::TL_ERR_GAME_OVER or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_game_agree_draw(tl_game *game);

/**
 * @brief The result adjudication by points would give now (T55): the side
 *        with more points (tl_game_points()) wins, equal points draw. The
 *        game is not changed.
 * @param game The game.
 * @return ::TL_RED_WINS, ::TL_BLUE_WINS or ::TL_DRAW, or
 *         ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_game_adjudication(const tl_game *game);

/**
 * @brief End an ongoing game by adjudication (T55; for a time limit): the
 *        result of tl_game_adjudication(), termination
 *        ::TL_TERM_ADJUDICATION, no win bonus.
 * @param game The game.
 * @return The ::tl_result, ::TL_ERR_GAME_OVER or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_game_adjudicate(tl_game *game);

/**
 * @brief The result token: "1-0", "0-1", "1/2-1/2" or "*".
 * @param result A ::tl_result.
 * @return A static string; "*" for unknown values.
 */
TL_API const char *tl_result_string(int result);

/**
 * @brief A short English name of a termination, e.g. "checkmate",
 *        "naval battle".
 * @param termination A ::tl_termination.
 * @return A static string; "unknown" for unknown values.
 */
TL_API const char *tl_termination_string(int termination);

/**
 * @brief The name of a termination in a language: tl_termination_string()'s
 *        English, or its Vietnamese (e.g. "xin thua" for
 *        ::TL_TERM_RESIGNATION), in the words the game's sentences use
 *        (tl_game_explain(), tl_game_error()).
 * @param termination A ::tl_termination.
 * @param language A ::tl_language (::TL_LANG_EN or ::TL_LANG_VI); any
 *        other value gives the English text.
 * @return A static UTF-8 string, never NULL; "unknown" (Vietnamese
 *         "không rõ") for unknown values.
 * @since 1.3 (version node TL_1.3)
 */
TL_API const char *tl_termination_text(int termination, int32_t language);

/** @} */

/** @defgroup tl_render libcotulenh: Pictures
 *  @ingroup libcotulenh
 *  @brief Pictures of a Cờ tư lệnh position as text and as SVG.
 *  @{ */

/** Flags of tl_game_render_text(). */
typedef enum tl_render_flags {
    TL_RENDER_PLAIN = 0,  /**< Plain ASCII. */
    TL_RENDER_COLOR = 1,  /**< ANSI colours (for terminals). */
    TL_RENDER_FLIP = 2,   /**< Blue's view: rank 1 at the top. */
    TL_RENDER_TERRAIN = 4 /**< Mark water '~' and mixed '=' on empty
                               squares, as in T4 (else '.'). */
} tl_render_flags;

/**
 * @brief Draw the board as text with file letters and rank numbers: one
 *        cell per square holding its stack as in FEN (e.g. "(NFT)",
 *        "+c"), the river between ranks 6 and 7; lines below give the side
 *        to move, the open session, the points and the counters.
 * @param game  The game.
 * @param flags A combination of ::tl_render_flags.
 * @param buf   Output buffer (may be NULL when @p size is 0).
 * @param size  Size of @p buf; snprintf() convention.
 * @return The full length of the text, or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_game_render_text(const tl_game *game, uint32_t flags,
                               char *buf, size_t size);

/**
 * @brief Options of tl_game_render_svg(). Initialise with
 *        tl_svg_options_init(), then change fields.
 */
typedef struct tl_svg_options {
    uint32_t size;           /**< sizeof(tl_svg_options), set by
                                  tl_svg_options_init(). */
    int32_t square;          /**< Distance between points in pixels,
                                  16 … 512; default 48. */
    int32_t flip;            /**< 1: Blue's view (rank 1 at the top);
                                  default 0. */
    int32_t coordinates;     /**< 1: file letters and rank numbers;
                                  default 1. */
    int32_t last_move;       /**< 1: mark the last history entry; default 1. */
    int32_t air_defence;     /**< Bits: 1 = Red's air-defence rings, 2 =
                                  Blue's (T26); default 0. */
} tl_svg_options;

/**
 * @brief Fill @p opts with the defaults and set its @c size.
 * @param opts The options.
 * @return ::TL_OK or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_svg_options_init(tl_svg_options *opts);

/**
 * @brief Draw the current position as a standalone SVG 1.1 document:
 *        terrain (sea, coast, river, fords), the headquarters' squares,
 *        stacks drawn as stacks with heroic marks, optionally the air-defence
 *        rings and the last move. UTF-8, well-formed XML; snprintf()
 *        convention.
 * @param game The game.
 * @param opts Options, or NULL for the defaults.
 * @param buf  Output buffer (may be NULL when @p size is 0).
 * @param size Size of @p buf.
 * @return The full length, ::TL_ERR_INVALID_ARGUMENT (bad handle or option)
 *         or ::TL_ERR_STRUCT_SIZE.
 */
TL_API int tl_game_render_svg(const tl_game *game, const tl_svg_options *opts,
                              char *buf, size_t size);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* COTULENH_GAME_H */
