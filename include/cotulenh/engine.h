/**
 * @file cotulenh/engine.h
 * @brief The search engine of Cờ tư lệnh: find the best turn of a game.
 *
 * Include <cotulenh/cotulenh.h> rather than this file directly.
 *
 * An engine (::tl_engine) owns a transposition table and the state of one
 * search at a time. tl_search() searches a game under its own rule options
 * (start set, ending mode) without changing it: the game is @c const.
 * The engine is described in doc/cotulenh/engine.md.
 *
 * @par Deploy sessions
 * Each deploy step is one ply of the search (T22), made by the same side;
 * a session open in the game is searched from where it stands, and the
 * transposition key includes the session (origin, pieces that may still
 * step, the capture flag). The answer is a complete turn:
 * tl_search_result::turn lists its steps (one move, or every step of a
 * session) and tl_search_result::turn_ends_early says whether the session
 * is then ended early (tl_game_end_deploy()). tl_turn_text() writes such a
 * turn as the turn record of T49 ("Tc3>c5,Fc3>d5,|").
 *
 * @par Thread safety
 * No global mutable state: two engines may search two games in two threads
 * at the same time. One engine runs one search at a time; the only call
 * allowed on an engine while it searches (from another thread) is
 * tl_engine_stop(). A game may be searched by several engines at once as
 * long as nobody modifies it meanwhile.
 *
 * @par Scores
 * A score is seen from the side to move. Ordinary evaluations are of type
 * ::TL_SCORE_CP, in tenths of a T52 point: an infantry (10 points) is 100,
 * a navy (80 points) 800. A position whose end the search has proved is
 * reported as ::TL_SCORE_WIN or ::TL_SCORE_LOSS with the number of plies
 * (moves and deploy steps) until the game ends, whatever ends it: a
 * checkmate, a commander lost (T53), or a battle won in battles mode
 * (T54). A proved draw is 0 of type ::TL_SCORE_CP (a line to a draw by
 * the halfmove clock or by repetition, which a side may avoid, is −30 for
 * the side searching: contempt).
 *
 * @par Struct sizes
 * ::tl_engine_options, ::tl_search_limits and ::tl_search_result carry
 * their size in their first member (doc/abi.md). A size smaller than the
 * first published version gives ::TL_ERR_STRUCT_SIZE; a larger one (a
 * program built against a newer header) is accepted: only the members
 * this library knows are read (options, limits) or written (the result;
 * its bytes beyond them are left as they were).
 *
 * @par Example
 * @code
 * tl_engine *eng;
 * tl_search_limits lim;
 * tl_search_result res;
 * tl_engine_new(NULL, &eng);
 * tl_search_limits_init(&lim);
 * lim.movetime_ms = 100;
 * res.size = sizeof res;
 * if (tl_search(eng, game, &lim, &res) == TL_OK && res.turn_length + res.turn_ends_early > 0) {
 *     for (int i = 0; i < res.turn_length; i++)
 *         tl_game_play(game, res.turn[i]);
 *     if (res.turn_ends_early)
 *         tl_game_end_deploy(game);
 * }
 * tl_engine_free(eng);
 * @endcode
 */
#ifndef COTULENH_ENGINE_H
#define COTULENH_ENGINE_H

#include "game.h"

#ifdef __cplusplus
extern "C" {
#endif

/** @defgroup tl_engine libcotulenh: Search engine
 *  @ingroup libcotulenh
 *  @brief The Cờ tư lệnh search engine: levels, limits, the best turn, search
 *         information.
 *  @{ */

/** An opaque search engine: its transposition table, killer and history
 *  tables, and a stop flag. */
typedef struct tl_engine tl_engine;

/** Default transposition table size in MiB. */
#define TL_ENGINE_DEFAULT_HASH_MB 16
/** Largest accepted transposition table size in MiB where @c size_t has
 *  64 bits.  Where it has 32 bits (WebAssembly, 32-bit systems) the range
 *  is 1 … 4095: a table of 4096 MiB does not fit in @c size_t and gives
 *  ::TL_ERR_INVALID_ARGUMENT (2048 … 4095 give a table of 2048 MiB, the
 *  size being rounded down). A table the allocator cannot give gives
 *  ::TL_ERR_NO_MEMORY (in the WebAssembly build, whose memory is at most
 *  2 GiB, 2048 … 4095 always do). */
#define TL_ENGINE_HASH_MB_MAX 4096
/** @deprecated The older spelling of ::TL_ENGINE_HASH_MB_MAX. */
#define TL_ENGINE_MAX_HASH_MB TL_ENGINE_HASH_MB_MAX
/** Deepest nominal search depth in plies. */
#define TL_DEPTH_MAX 64
/** @deprecated The older spelling of ::TL_DEPTH_MAX. */
#define TL_MAX_DEPTH TL_DEPTH_MAX
/** Longest principal variation kept in a ::tl_search_result. */
#define TL_PV_MAX 64
/** Most steps of one turn: a session steps each piece of a stack once. */
#define TL_TURN_MAX TL_STACK_MAX
/** No level: the full engine, with no node budget and no randomness,
 *  bounded by the caller's limits only (the default of
 *  tl_search_limits_init() and of the engine program's Level option: an
 *  analysis default). */
#define TL_LEVEL_FULL 0
/** Weakest level. */
#define TL_LEVEL_MIN 1
/** Strongest level, Kiện tướng (Master): like every level, a node budget
 *  per second of move time, so that it plays the same on every machine
 *  (doc/cotulenh/engine.md, "Levels"). */
#define TL_LEVEL_MAX 10
/** The level a player starts at: the default of the play programs, the
 *  pages and the bindings' players (the names of the levels and their
 *  calibration: doc/cotulenh/engine.md, "Levels"). */
#define TL_LEVEL_DEFAULT 4

/**
 * @brief Options of a new engine.
 *
 * Initialise with tl_engine_options_init() and then change fields.
 */
typedef struct tl_engine_options {
    uint32_t size;    /**< sizeof(tl_engine_options), set by
                           tl_engine_options_init() (the size rule of
                           doc/abi.md). */
    uint32_t hash_mb; /**< Transposition table size in MiB, 1 …
                           ::TL_ENGINE_HASH_MB_MAX (1 … 4095 where
                           @c size_t has 32 bits; rounded down to a power
                           of two entries); 0 means
                           ::TL_ENGINE_DEFAULT_HASH_MB. */
    tl_alloc_fn alloc; /**< Allocator for all of the engine's memory; NULL
                            means malloc/realloc/free. */
    void *ud;          /**< Passed to @c alloc. */
} tl_engine_options;

/**
 * @brief Fill @p options with the defaults (default hash size, the standard
 *        allocator) and set its @c size.
 * @param options The struct to fill.
 * @return ::TL_OK, or ::TL_ERR_INVALID_ARGUMENT if @p options is NULL.
 */
TL_API int tl_engine_options_init(tl_engine_options *options);

/**
 * @brief Create an engine. Its memory (mostly the transposition table) is
 *        allocated here, once; searching allocates nothing.
 * @param options Options, or NULL for the defaults.
 * @param out     Receives the engine (NULL on failure); the caller owns it
 *                and frees it with tl_engine_free().
 * @return ::TL_OK, ::TL_ERR_INVALID_ARGUMENT (NULL @p out, hash size out of
 *         range), ::TL_ERR_STRUCT_SIZE (@c options->size below the first
 *         version's) or ::TL_ERR_NO_MEMORY.
 */
TL_API int tl_engine_new(const tl_engine_options *options, tl_engine **out);

/**
 * @brief Free an engine and its tables. NULL is accepted and ignored.
 * @param engine The engine (must not be searching).
 */
TL_API void tl_engine_free(tl_engine *engine);

/**
 * @brief Forget everything learnt (transposition table, killers, history),
 *        as for a new game. Searches after this are reproducible: the same
 *        game and limits (without a time limit) give the same result as on
 *        a fresh engine.
 * @param engine The engine (must not be searching).
 * @return ::TL_OK or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_engine_clear(tl_engine *engine);

/**
 * @brief Resize the transposition table (its contents are lost).
 * @param engine  The engine (must not be searching).
 * @param hash_mb 1 … ::TL_ENGINE_HASH_MB_MAX MiB (1 … 4095 where
 *                @c size_t has 32 bits).
 * @return ::TL_OK, ::TL_ERR_INVALID_ARGUMENT or ::TL_ERR_NO_MEMORY (the old
 *         table is kept).
 */
TL_API int tl_engine_set_hash(tl_engine *engine, uint32_t hash_mb);

/**
 * @brief Ask the running search to stop as soon as possible. Safe to call
 *        from any thread (an atomic flag).
 *
 * The search then returns the best turn of the last completed iteration;
 * stopped before its first iteration completed, it returns the best root
 * step searched so far, or else a legal step (with @c depth 0), completed
 * into a legal turn, so a legal turn is returned whenever one exists. The
 * flag is cleared when tl_search() returns; a stop made while no search
 * runs makes the next search stop at once (it still returns a legal turn).
 * @param engine The engine (NULL is ignored).
 */
TL_API void tl_engine_stop(tl_engine *engine);

/** How to read tl_search_result::score. */
typedef enum tl_score_type {
    TL_SCORE_CP = 0,   /**< An evaluation in tenths of a T52 point. */
    TL_SCORE_WIN = 1,  /**< The side to move wins in @c score plies. */
    TL_SCORE_LOSS = 2  /**< The side to move loses in @c score plies. */
} tl_score_type;

/**
 * @brief The result of a search, and the progress report given to the info
 *        callback after each completed iteration.
 *
 * For tl_search() set @c size to sizeof(tl_search_result) before the call.
 * A size below the first version's gives ::TL_ERR_STRUCT_SIZE; a larger
 * one (a newer header) is accepted and only the members this library
 * knows are written: @c size and any bytes beyond them are left as they
 * were. The struct passed to the info callback has this library's size in
 * @c size: a program built against a newer header checks it before it
 * reads a member this library may not have.
 *
 * Moves are public ::tl_move values of the position searched (and of the
 * positions the principal variation leads to).
 */
typedef struct tl_search_result {
    uint32_t size;       /**< sizeof(tl_search_result). */
    tl_move best;        /**< The first step of the best turn (a move, a
                              deploy step, or TL_MOVE_END() when the open
                              session is best ended at once), or
                              ::TL_MOVE_NONE when the game is over. */
    int32_t score;       /**< Tenths of a point, or plies to the end (see
                              @c score_type), from the side to move. */
    int32_t score_type;  /**< A ::tl_score_type. */
    int32_t depth;       /**< Nominal depth of the last completed
                              iteration; 0 when a limit or a stop ended
                              the search during its first iteration (then
                              the turn starts with the best root step
                              searched so far, or any legal step, and
                              @c score is 0). */
    int32_t seldepth;    /**< Deepest ply reached (quiescence included). */
    uint64_t nodes;      /**< Positions visited: one for every step (or
                              null move, or early end of a session) the
                              search made; the root is not counted. */
    uint64_t nps;        /**< Nodes per second. */
    uint32_t time_ms;    /**< Time spent, milliseconds. */
    int32_t turn_length; /**< Number of steps in @c turn (0 only when the
                              game is over, or when the open session is
                              best ended at once). */
    tl_move turn[TL_TURN_MAX]; /**< The best turn: one move, or the deploy
                                    steps of a session in order (for a
                                    session already open in the game, its
                                    remaining steps). Play them in order
                                    with tl_game_play(). */
    int32_t turn_ends_early; /**< 1 if the turn then ends the open session
                                  early (tl_game_end_deploy(), the ",|" of
                                  T49); 0 otherwise (the session ends by
                                  itself after the last step). */
    int32_t pv_length;   /**< Number of entries in @c pv. */
    tl_move pv[TL_PV_MAX]; /**< Principal variation, step by step, starting
                                with @c best; an early end of a session
                                is a TL_MOVE_END() entry. */
} tl_search_result;

/**
 * @brief The info callback of a search: called from the searching thread
 *        after each completed iteration.
 * @param user The @c info_user pointer of the limits.
 * @param info The progress so far (valid during the call only).
 */
typedef void (*tl_info_fn)(void *user, const tl_search_result *info);

/**
 * @brief What bounds a search and how strong it plays.
 *
 * Initialise with tl_search_limits_init() and then change fields. The
 * search stops at the first limit reached; 0 means "no limit" for
 * @c depth, @c movetime_ms and @c nodes. Every limit holds at every depth,
 * the first included (the clock and the stop flags are looked at every
 * 1,024 nodes, the node count at every node). With no limit at all (and at
 * ::TL_LEVEL_FULL) the search runs until tl_engine_stop() or @c *stop, or to ::TL_DEPTH_MAX,
 * which can take a very long time: give a limit.
 */
typedef struct tl_search_limits {
    uint32_t size;       /**< sizeof(tl_search_limits), set by
                              tl_search_limits_init() (the size rule of
                              doc/abi.md). */
    int32_t depth;       /**< Maximum nominal depth in plies, 0 … 64. */
    int32_t movetime_ms; /**< Time budget in milliseconds (>= 0). */
    uint64_t nodes;      /**< Node budget: the search stops when it has
                              counted this many nodes. */
    int32_t level;       /**< Strength: ::TL_LEVEL_FULL (0, the default:
                              the full engine) or a level 1 … 10. A
                              level has a node budget per second of
                              @c movetime_ms (of one second without it)
                              and, below 9, adds seeded randomness; see
                              doc/cotulenh/engine.md. */
    uint64_t seed;       /**< Seed of the level's randomness: the same seed,
                              game and limits (without a time limit) give
                              the same turn on a fresh engine or after
                              tl_engine_clear() (the transposition table
                              keeps what earlier searches learnt, so a
                              used engine may choose differently). */
    tl_info_fn info;     /**< Optional progress callback, or NULL. */
    void *info_user;     /**< Passed to @c info. */
    const volatile int32_t *stop; /**< Optional: when another thread sets
                                       @c *stop nonzero the search stops as
                                       with tl_engine_stop(). NULL for
                                       none. The search reads it with a
                                       C11 atomic load (relaxed); store
                                       to it atomically too: declare the
                                       flag @c _Atomic @c int32_t (same
                                       size and alignment as
                                       @c int32_t), point @c stop at it
                                       with a cast, and set it with
                                       atomic_store(). */
} tl_search_limits;

/**
 * @brief Fill @p limits with the defaults: no depth, time or node limit,
 *        ::TL_LEVEL_FULL (the full engine), seed 0, no callback, no stop
 *        flag; set its @c size.
 * @param limits The struct to fill.
 * @return ::TL_OK, or ::TL_ERR_INVALID_ARGUMENT if @p limits is NULL.
 */
TL_API int tl_search_limits_init(tl_search_limits *limits);

/**
 * @brief Search the current position of @p game and report the best turn.
 *
 * Iterative deepening alpha-beta (principal variation search) with a
 * transposition table, move ordering, check extensions and a quiescence
 * search over captures, under the game's rule options (in battles mode
 * the battles of T54 end the game). The game is not changed. When the
 * game is over the result has @c best = ::TL_MOVE_NONE, no turn, depth 0
 * and the score of the end (::TL_SCORE_WIN or ::TL_SCORE_LOSS 0 for a
 * decided game, 0 centi-points for a draw).
 * @param engine The engine.
 * @param game   The game to search (read only).
 * @param limits Limits and level, or NULL for the defaults (see
 *               tl_search_limits_init(): no limit at all).
 * @param result Receives the result; @c result->size must be set.
 * @return ::TL_OK, ::TL_ERR_INVALID_ARGUMENT (NULL pointer, a level or
 *         depth out of range, negative time) or ::TL_ERR_STRUCT_SIZE (a
 *         @c size of @p limits or @p result below the first version's).
 */
TL_API int tl_search(tl_engine *engine, const tl_game *game,
                     const tl_search_limits *limits, tl_search_result *result);

/**
 * @brief The static evaluation of the current position (no search), in
 *        tenths of a point from the side to move; documented in
 *        doc/cotulenh/engine.md.
 * @param game  The game.
 * @param score Receives the evaluation (0 when the game is drawn, ±30000
 *              when it is won or lost).
 * @return ::TL_OK or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_evaluate(const tl_game *game, int32_t *score);

/**
 * @brief Write a turn as the turn record of T49: its steps in LAN or SAN
 *        joined by ",", then ",|" when it ends the session early (a lone
 *        "|" for a turn that only ends the open session). For example
 *        "Tc4>c6,Fc4>d6,|" or "Ie4e5". snprintf() convention.
 *
 * The steps are checked one by one against the current position of
 * @p game (which is not changed): each must be legal after the ones
 * before it, and an early end must be possible after the last.
 * @param game       The game (the position the turn starts from).
 * @param steps      The steps (may be NULL when @p nsteps is 0), for
 *                   example tl_search_result::turn.
 * @param nsteps     Number of steps, 0 … ::TL_TURN_MAX.
 * @param ends_early Nonzero: the turn ends the session early.
 * @param notation   A ::tl_notation.
 * @param buf        Output buffer (may be NULL when @p size is 0).
 * @param size       Size of @p buf; 160 bytes are always enough.
 * @return The full length, ::TL_ERR_ILLEGAL_MOVE (a step that is not legal
 *         where it is played, or an early end that is not allowed, or an
 *         empty turn) or ::TL_ERR_INVALID_ARGUMENT.
 */
TL_API int tl_turn_text(const tl_game *game, const tl_move *steps,
                        int32_t nsteps, int32_t ends_early, int32_t notation,
                        char *buf, size_t size);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* COTULENH_ENGINE_H */
