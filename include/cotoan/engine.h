/**
 * @file cotoan/engine.h
 * @brief The search engine: find the best move of a game.
 *
 * Include <cotoan/cotoan.h> rather than this file directly.
 *
 * An engine (::ct_engine) owns a transposition table and the state of one
 * search at a time. ct_search() searches a game under its own rule options
 * (mover, target, ply limit) without changing it: the game is @c const.
 *
 * @par Thread safety
 * No global mutable state: two engines may search two games in two threads
 * at the same time. One engine runs one search at a time; the only calls
 * allowed on an engine while it searches (from another thread) are
 * ct_engine_stop(). A game may be searched by several engines at once as
 * long as nobody modifies it meanwhile.
 *
 * @par Scores
 * A score is seen from the side to move. Ordinary evaluations are in
 * centi-points (::CT_SCORE_CP, 100 = one point of captured value). A
 * position whose end the search has proved is reported as
 * ::CT_SCORE_WIN or ::CT_SCORE_LOSS with the number of plies (half-moves)
 * until the game ends, whatever ends it (the 0 captured, the score target,
 * the ply limit or no legal move, R12–R15). A proved draw is 0 centi-points.
 *
 * @par Struct sizes
 * ::ct_engine_options, ::ct_search_limits and ::ct_search_result carry
 * their size in their first member (doc/abi.md). A size smaller than the
 * first published version gives ::CT_ERR_STRUCT_SIZE; a larger one (a
 * program built against a newer header) is accepted: only the members
 * this library knows are read (options, limits) or written (the result;
 * its bytes beyond them are left as they were).
 *
 * @par Example
 * @code
 * ct_engine *eng;
 * ct_search_limits lim;
 * ct_search_result res;
 * ct_engine_new(NULL, &eng);
 * ct_search_limits_init(&lim);
 * lim.movetime_ms = 100;
 * res.size = sizeof res;
 * if (ct_search(eng, game, &lim, &res) == CT_OK && res.best != CT_MOVE_NONE)
 *     ct_game_play(game, res.best);
 * ct_engine_free(eng);
 * @endcode
 */
#ifndef COTOAN_ENGINE_H
#define COTOAN_ENGINE_H

#include "game.h"

#ifdef __cplusplus
extern "C" {
#endif

/** @defgroup engine libcotoan: Search engine
 *  @ingroup libcotoan
 *  @brief The Cờ toán search engine: levels, limits, the best move, search information.
 *  @{ */

/** An opaque search engine: its transposition table, killer and history
 *  tables, and a stop flag. */
typedef struct ct_engine ct_engine;

/** Default transposition table size in MiB. */
#define CT_ENGINE_DEFAULT_HASH_MB 16
/** Largest accepted transposition table size in MiB where @c size_t has
 *  64 bits.  Where it has 32 bits (WebAssembly, 32-bit systems) the range
 *  is 1 … 4095: a table of 4096 MiB does not fit in @c size_t and gives
 *  ::CT_ERR_INVALID_ARGUMENT (2048 … 4095 give a table of 2048 MiB, the
 *  size being rounded down). A table the allocator cannot give gives
 *  ::CT_ERR_NO_MEMORY (in the WebAssembly build, whose memory is at most
 *  2 GiB, 2048 … 4095 always do). */
#define CT_ENGINE_HASH_MB_MAX 4096
/** Deepest nominal search depth in plies. */
#define CT_DEPTH_MAX 64
/** @deprecated The former spelling of ::CT_ENGINE_HASH_MB_MAX (limits are
 *  named CT_*_MAX); kept for source compatibility. */
#define CT_ENGINE_MAX_HASH_MB CT_ENGINE_HASH_MB_MAX
/** @deprecated The former spelling of ::CT_DEPTH_MAX; kept for source
 *  compatibility. */
#define CT_MAX_DEPTH CT_DEPTH_MAX
/** Longest principal variation kept in a ::ct_search_result. */
#define CT_PV_MAX 64
/** No level: the full engine, with no node budget and no randomness,
 *  bounded by the caller's limits only (the default of
 *  ct_search_limits_init() and of the engine program's Level option: an
 *  analysis default). */
#define CT_LEVEL_FULL 0
/** Weakest level. */
#define CT_LEVEL_MIN 1
/** Strongest level, Kiện tướng (Master): like every level, a node budget
 *  per second of move time, so that it plays the same on every machine
 *  (doc/cotoan/engine.md, "Levels"). */
#define CT_LEVEL_MAX 10
/** The level a player starts at: the default of the play programs, the
 *  pages and the bindings' players (the names of the levels and their
 *  calibration: doc/cotoan/engine.md, "Levels"). */
#define CT_LEVEL_DEFAULT 4

/**
 * @brief Options of a new engine.
 *
 * Initialise with ct_engine_options_init() and then change fields.
 */
typedef struct ct_engine_options {
    uint32_t size;    /**< sizeof(ct_engine_options), set by
                           ct_engine_options_init() (the size rule of
                           doc/abi.md). */
    uint32_t hash_mb; /**< Transposition table size in MiB, 1 …
                           ::CT_ENGINE_HASH_MB_MAX (1 … 4095 where
                           @c size_t has 32 bits; rounded down to a power
                           of two entries); 0 means
                           ::CT_ENGINE_DEFAULT_HASH_MB. */
    ct_alloc_fn alloc; /**< Allocator for all of the engine's memory; NULL
                            means malloc/realloc/free. */
    void *ud;          /**< Passed to @c alloc. */
} ct_engine_options;

/**
 * @brief Fill @p options with the defaults (default hash size, the standard
 *        allocator) and set its @c size.
 * @param options The struct to fill.
 * @return ::CT_OK, or ::CT_ERR_INVALID_ARGUMENT if @p options is NULL.
 */
CT_API int ct_engine_options_init(ct_engine_options *options);

/**
 * @brief Create an engine. Its memory (mostly the transposition table) is
 *        allocated here, once; searching allocates nothing.
 * @param options Options, or NULL for the defaults.
 * @param out     Receives the engine (NULL on failure); the caller owns it
 *                and frees it with ct_engine_free().
 * @return ::CT_OK, ::CT_ERR_INVALID_ARGUMENT (NULL @p out, hash size out of
 *         range), ::CT_ERR_STRUCT_SIZE (@c options->size below the first
 *         version's) or ::CT_ERR_NO_MEMORY.
 */
CT_API int ct_engine_new(const ct_engine_options *options, ct_engine **out);

/**
 * @brief Free an engine and its tables. NULL is accepted and ignored.
 * @param engine The engine (must not be searching).
 */
CT_API void ct_engine_free(ct_engine *engine);

/**
 * @brief Forget everything learnt (transposition table, killers, history),
 *        as for a new game. Searches after this are reproducible: the same
 *        game and limits (without a time limit) give the same result as on
 *        a fresh engine.
 * @param engine The engine (must not be searching).
 * @return ::CT_OK or ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_engine_clear(ct_engine *engine);

/**
 * @brief Resize the transposition table (its contents are lost).
 * @param engine  The engine (must not be searching).
 * @param hash_mb 1 … ::CT_ENGINE_HASH_MB_MAX MiB (1 … 4095 where
 *                @c size_t has 32 bits).
 * @return ::CT_OK, ::CT_ERR_INVALID_ARGUMENT or ::CT_ERR_NO_MEMORY (the old
 *         table is kept).
 */
CT_API int ct_engine_set_hash(ct_engine *engine, uint32_t hash_mb);

/**
 * @brief Ask the running search to stop as soon as possible. Safe to call
 *        from any thread (an atomic flag).
 *
 * The search then returns the best move of the last completed iteration;
 * stopped before its first iteration completed, it returns the best root
 * move searched so far, or else a legal move (with @c depth 0), so a legal
 * move is returned whenever one exists. The flag is cleared when
 * ct_search() returns; a stop made while no search runs makes the next
 * search stop at once (it still returns a legal move).
 * @param engine The engine (NULL is ignored).
 */
CT_API void ct_engine_stop(ct_engine *engine);

/** How to read ct_search_result::score. */
typedef enum ct_score_type {
    CT_SCORE_CP = 0,   /**< An evaluation in centi-points. */
    CT_SCORE_WIN = 1,  /**< The side to move wins in @c score plies. */
    CT_SCORE_LOSS = 2  /**< The side to move loses in @c score plies. */
} ct_score_type;

/**
 * @brief The result of a search, and the progress report given to the info
 *        callback after each completed iteration.
 *
 * For ct_search() set @c size to sizeof(ct_search_result) before the call.
 * A size below the first version's gives ::CT_ERR_STRUCT_SIZE; a larger
 * one (a newer header) is accepted and only the members this library
 * knows are written: @c size and any bytes beyond them are left as they
 * were. The struct passed to the info callback has this library's size in
 * @c size: a program built against a newer header checks it before it
 * reads a member this library may not have.
 */
typedef struct ct_search_result {
    uint32_t size;       /**< sizeof(ct_search_result). */
    ct_move best;        /**< The best move, or ::CT_MOVE_NONE when the game
                              is over (no legal move). */
    int32_t score;       /**< Centi-points, or plies to the end (see
                              @c score_type), from the side to move. */
    int32_t score_type;  /**< A ::ct_score_type. */
    int32_t depth;       /**< Nominal depth of the last completed
                              iteration; 0 when a limit or a stop ended
                              the search during its first iteration (then
                              @c best is the best root move searched so
                              far, or any legal move, and @c score is 0). */
    int32_t seldepth;    /**< Deepest ply reached (quiescence included). */
    uint64_t nodes;      /**< Positions visited: one for every move (or
                              null move) the search made; the root is not
                              counted. */
    uint64_t nps;        /**< Nodes per second. */
    uint32_t time_ms;    /**< Time spent, milliseconds. */
    int32_t pv_length;   /**< Number of moves in @c pv. */
    ct_move pv[CT_PV_MAX]; /**< Principal variation, starting with
                                @c best. */
} ct_search_result;

/**
 * @brief The info callback of a search: called from the searching thread
 *        after each completed iteration.
 * @param user The @c info_user pointer of the limits.
 * @param info The progress so far (valid during the call only).
 */
typedef void (*ct_info_fn)(void *user, const ct_search_result *info);

/**
 * @brief What bounds a search and how strong it plays.
 *
 * Initialise with ct_search_limits_init() and then change fields. The
 * search stops at the first limit reached; 0 means "no limit" for
 * @c depth, @c movetime_ms and @c nodes. Every limit holds at every depth,
 * the first included (the clock and the stop flags are looked at every
 * 2,048 nodes, the node count at every node). With no limit at all (and at
 * ::CT_LEVEL_FULL) the search runs until ct_engine_stop() or @c *stop, or to ::CT_DEPTH_MAX,
 * which can take a very long time: give a limit.
 */
typedef struct ct_search_limits {
    uint32_t size;       /**< sizeof(ct_search_limits), set by
                              ct_search_limits_init() (the size rule of
                              doc/abi.md). */
    int32_t depth;       /**< Maximum nominal depth in plies, 0 … 64. */
    int32_t movetime_ms; /**< Time budget in milliseconds (>= 0). */
    uint64_t nodes;      /**< Node budget: the search stops when it has
                              counted this many nodes. */
    int32_t level;       /**< Strength: ::CT_LEVEL_FULL (0, the default:
                              the full engine) or a level 1 … 10. A
                              level has a node budget per second of
                              @c movetime_ms (of one second without it)
                              and, below 9, adds seeded randomness; see
                              doc/cotoan/engine.md. */
    uint64_t seed;       /**< Seed of the level's randomness: the same seed,
                              game and limits (without a time limit) give
                              the same move on a fresh engine or after
                              ct_engine_clear() (the transposition table
                              keeps what earlier searches learnt, so a
                              used engine may choose differently). */
    ct_info_fn info;     /**< Optional progress callback, or NULL. */
    void *info_user;     /**< Passed to @c info. */
    const volatile int32_t *stop; /**< Optional: when another thread sets
                                       @c *stop nonzero the search stops as
                                       with ct_engine_stop(). NULL for
                                       none. The search reads it with a
                                       C11 atomic load (relaxed); store
                                       to it atomically too, for a
                                       well-defined program: declare the
                                       flag @c _Atomic @c int32_t (same
                                       size and alignment as
                                       @c int32_t), point @c stop at it
                                       with a cast, and set it with
                                       atomic_store(). A plain store is a
                                       data race in C11 terms. */
} ct_search_limits;

/**
 * @brief Fill @p limits with the defaults: no depth, time or node limit,
 *        ::CT_LEVEL_FULL (the full engine), seed 0, no callback, no stop
 *        flag; set its @c size.
 * @param limits The struct to fill.
 * @return ::CT_OK, or ::CT_ERR_INVALID_ARGUMENT if @p limits is NULL.
 */
CT_API int ct_search_limits_init(ct_search_limits *limits);

/**
 * @brief Search the current position of @p game and report the best move.
 *
 * Iterative deepening alpha-beta (principal variation search) with a
 * transposition table, move ordering and quiescence search, under the
 * game's rule options. The game is not changed. When the game is over the
 * result has @c best = ::CT_MOVE_NONE, depth 0 and the score of the end.
 * @param engine The engine.
 * @param game   The game to search (read only).
 * @param limits Limits and level, or NULL for the defaults (see
 *               ct_search_limits_init(): no limit at all).
 * @param result Receives the result; @c result->size must be set.
 * @return ::CT_OK, ::CT_ERR_INVALID_ARGUMENT (NULL pointer, a level or
 *         depth out of range, negative time) or ::CT_ERR_STRUCT_SIZE (a
 *         @c size of @p limits or @p result below the first version's).
 */
CT_API int ct_search(ct_engine *engine, const ct_game *game,
                     const ct_search_limits *limits, ct_search_result *result);

/**
 * @brief The static evaluation of the current position (no search), in
 *        centi-points from the side to move; documented in doc/cotoan/engine.md.
 * @param game  The game.
 * @param score Receives the evaluation (0 when the game is drawn, ±30000
 *              when it is won or lost).
 * @return ::CT_OK or ::CT_ERR_INVALID_ARGUMENT.
 */
CT_API int ct_evaluate(const ct_game *game, int32_t *score);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* COTOAN_ENGINE_H */
