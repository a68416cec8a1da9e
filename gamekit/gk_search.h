/* The game-independent parts of both engines' searches: the monotonic
 * clock, the limits of one search (node budget, deadline, the engine's
 * stop flag and the caller's) and when to look at them, the level
 * tables' shape, and the score encoding of proved ends. */
#ifndef GK_SEARCH_H
#define GK_SEARCH_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "gk_level.h"
#include "gk_mem.h"
#include "gk_status.h" /* GK_OK, GK_ERR_*: the shared engine calls return them */
#include "gk_tt.h"

/* The part of an engine handle both libraries share: its allocator, its
 * transposition table, its stop flag and its search state (the game's
 * own struct, state_size bytes, allocated once).  A library's engine
 * struct begins with a gk_engine and is allocated by gk_engine_new(). */
typedef struct gk_engine {
    gk_alloc_fn alloc;
    void *ud;
    gk_tt tt;
    atomic_int stop;
    void *state;
    size_t size, state_size;
} gk_engine;

/* A new engine of engine_size bytes (>= sizeof(gk_engine), the caller's
 * struct that begins with it), zeroed, with a table of hash_mb MiB and a
 * zeroed state; NULL when out of memory (nothing is left allocated). */
gk_engine *gk_engine_new(gk_alloc_fn alloc, void *ud, uint32_t hash_mb,
                         size_t engine_size, size_t state_size);
/* Frees it all (NULL is ignored). */
void gk_engine_free(gk_engine *e);
/* Forgets everything learnt: table, age, state. */
void gk_engine_clear(gk_engine *e);
/* A new table of mb MiB: 0, or -1 when out of memory (the old one kept). */
int gk_engine_set_hash(gk_engine *e, uint32_t mb);
/* Asks the running search to stop (any thread). */
static inline void gk_engine_stop(gk_engine *e)
{
    atomic_store(&e->stop, 1);
}

/* Whether a table of mb MiB is accepted: 1 .. max_mb and its block fits
 * in the target's size_t (gk_tt_buckets(): where size_t has 32 bits, as
 * in WebAssembly, a table of at most 2048 MiB, so mb up to 4095). */
int gk_hash_mb_valid(uint32_t mb, uint32_t max_mb);
/* What an engine is made of (gk_engine_open()): the caller's allocator
 * and table size, the library's default and largest table, the sizes of
 * the library's engine struct and search state. */
typedef struct gk_engine_params {
    gk_alloc_fn alloc;
    void *ud;
    uint32_t hash_mb;     /* the caller's option, 0: default_mb */
    uint32_t default_mb, max_mb;
    size_t engine_size, state_size;
} gk_engine_params;

/* The engine constructor of both libraries once the caller's options are
 * copied: a table of hash_mb MiB (0: default_mb; not gk_hash_mb_valid():
 * GK_ERR_INVALID_ARGUMENT), then gk_engine_new(); GK_ERR_NO_MEMORY when that
 * fails.  *out is NULL unless GK_OK. */
int gk_engine_open(const gk_engine_params *ep, gk_engine **out);
/* Both libraries' set-hash call: a NULL engine or an mb that is not
 * gk_hash_mb_valid() is GK_ERR_INVALID_ARGUMENT, then gk_engine_set_hash()
 * (GK_ERR_NO_MEMORY when it fails). */
int gk_engine_resize(gk_engine *e, uint32_t mb, uint32_t max_mb);

/* Monotonic clock in nanoseconds. */
int64_t gk_now_ns(void);

/* Whether the caller's stop flag (the limits' `stop` member of both
 * libraries) is set: an atomic load, so another thread's atomic store to
 * it is well-defined C11.  The flag is an int32_t in both ABIs; an
 * _Atomic int32_t has the same size and alignment (checked here), so the
 * caller may declare it either way. */
_Static_assert(sizeof(_Atomic int32_t) == sizeof(int32_t)
               && _Alignof(_Atomic int32_t) == _Alignof(int32_t),
               "the stop flag must be an int32_t in the ABI");
static inline int gk_stop_flag_set(const volatile int32_t *flag)
{
    return flag && atomic_load_explicit((const volatile _Atomic int32_t *)flag,
                                        memory_order_relaxed) != 0;
}

/* Whether a search must stop now: its node budget (0 = none) is spent,
 * the engine's flag or the caller's is set, or the deadline (0 = none)
 * has passed.  Both engines call it every few thousand nodes and before
 * each depth, the first included, so every limit holds at every depth. */
static inline int gk_limits_hit(uint64_t nodes, uint64_t node_limit,
                                atomic_int *engine_flag,
                                const volatile int32_t *caller_flag,
                                int64_t deadline_ns)
{
    return (node_limit && nodes >= node_limit)
        || atomic_load_explicit(engine_flag, memory_order_relaxed)
        || gk_stop_flag_set(caller_flag)
        || (deadline_ns && gk_now_ns() >= deadline_ns);
}

/* The bookkeeping of one search both engines keep: nodes, budget, clock,
 * stop flags, the deepest ply reached, and whether it must stop. */
typedef struct gk_run {
    uint64_t nodes;
    uint64_t node_limit;     /* 0 = none */
    int64_t start_ns;
    int64_t deadline_ns;     /* 0 = none */
    int stopped;
    int seldepth;
    const volatile int32_t *stop_ptr; /* the caller's flag (limits' stop) */
    atomic_int *stop_flag;   /* the engine's */
} gk_run;

/* Starts a search now with these limits (movetime_ms 0: no deadline). */
void gk_run_start(gk_run *r, uint64_t node_limit, int32_t movetime_ms,
                  const volatile int32_t *stop_ptr, atomic_int *stop_flag);

/* Sets r->stopped when a limit is reached (gk_limits_hit()). */
static inline void gk_run_check(gk_run *r)
{
    if (gk_limits_hit(r->nodes, r->node_limit, r->stop_flag, r->stop_ptr,
                      r->deadline_ns))
        r->stopped = 1;
}

/* Counts a node entered at ply (the deepest ply reached so far, the node
 * count) and every `every` nodes (a power of two) looks at the limits;
 * a node budget is looked at on every node, so that a search stops at
 * its budget exactly (the small budgets of the levels, gk_level.h). */
static inline void gk_run_node(gk_run *r, int ply, uint64_t every)
{
    if (ply > r->seldepth)
        r->seldepth = ply;
    if ((++r->nodes & (every - 1)) == 0 || r->nodes == r->node_limit)
        gk_run_check(r);
}

/* Whether the level (GK_LEVEL_FULL or GK_LEVEL_MIN .. GK_LEVEL_MAX), depth (0 .. max_depth)
 * and move time (>= 0) of the limits of either library are in range. */
static inline int gk_limits_valid(int32_t level, int32_t depth,
                                  int32_t max_depth, int32_t movetime_ms)
{
    return (level == GK_LEVEL_FULL || (level >= GK_LEVEL_MIN && level <= GK_LEVEL_MAX)) && depth >= 0
        && depth <= max_depth && movetime_ms >= 0;
}

/* The deadline of a search started at start_ns with a budget of
 * movetime_ms milliseconds (0: none). */
static inline int64_t gk_deadline(int64_t start_ns, int32_t movetime_ms)
{
    return movetime_ms ? start_ns + (int64_t)movetime_ms * 1000000 : 0;
}

/* The time of one move or turn from a clock (both engine programs and
 * both play programs): a thirtieth of the time left plus 3/4 of the
 * increment, at most half the time left, at least 1 ms, at most max_ms. */
static inline int64_t gk_clock_budget_ms(uint64_t left_ms, uint64_t inc_ms, int64_t max_ms)
{
    uint64_t t = left_ms / 30 + inc_ms * 3 / 4;
    if (t > left_ms / 2)
        t = left_ms / 2;
    return t < 1 ? 1 : t > (uint64_t)max_ms ? max_ms : (int64_t)t;
}

/* Iterative deepening: whether to begin no further depth once an
 * iteration is complete: more than half the time budget is used (the
 * next iteration would most likely not complete). */
static inline int gk_time_half_used(int64_t start_ns, int64_t deadline_ns)
{
    return deadline_ns && gk_now_ns() - start_ns > (deadline_ns - start_ns) / 2;
}

/* Milliseconds since start_ns and nodes per second (at least 1 ns). */
void gk_elapsed(int64_t start_ns, uint64_t nodes, uint32_t *time_ms,
                uint64_t *nps);

/* The score encoding of both engines: a proved end of the game is
 * mate - plies (a win) or -(mate - plies) (a loss), from the side to
 * move; anything within +-mate_bound is an evaluation.  Writes the
 * public (score, score_type) pair: type 0 evaluation, 1 a win in score
 * plies, 2 a loss in score plies (CT_SCORE_*, TL_SCORE_*). */
static inline void gk_score_public(int v, int mate, int mate_bound,
                                   int32_t *score, int32_t *type)
{
    if (v >= mate_bound) {
        *type = 1;
        *score = mate - v;
    } else if (v <= -mate_bound) {
        *type = 2;
        *score = mate + v;
    } else {
        *type = 0;
        *score = v;
    }
}

/* Mate scores in the transposition table are relative to the node. */
static inline int gk_score_to_tt(int v, int ply, int mate_bound)
{
    return v >= mate_bound ? v + ply : v <= -mate_bound ? v - ply : v;
}
static inline int gk_score_from_tt(int v, int ply, int mate_bound)
{
    return v >= mate_bound ? v - ply : v <= -mate_bound ? v + ply : v;
}

/* The triangular principal-variation table of both engines: the line
 * of ply (row, its length *len) becomes m followed by the child's line
 * (next, next_len; both rows indexed by ply from the root). */
static inline void gk_pv_update(uint32_t *row, const uint32_t *next, int *len, int next_len,
                                int ply, uint32_t m)
{
    row[ply] = m;
    for (int j = ply + 1; j < next_len; j++)
        row[j] = next[j];
    *len = next_len > ply + 1 ? next_len : ply + 1;
}

/* Stores a node's result in the table: its best move and value (mate
 * scores made relative to the node), the depth, and the bound the value
 * is given the window (alpha0, beta) the node was searched with. */
static inline void gk_tt_store_node(gk_tt *tt, uint64_t key, uint32_t bestmove, int best,
                                    int alpha0, int beta, int ply, int depth, int mate_bound)
{
    gk_tt_store(tt, key, bestmove, gk_score_to_tt(best, ply, mate_bound), depth,
                gk_tt_bound(best, alpha0, beta));
}

/* History keys are halved when one reaches this. */
#define GK_HISTORY_MAX (1 << 24)

/* A quiet move m that caused a cut-off at depth: it becomes the ply's
 * first killer (the first moves to the second) unless it is already, and
 * its history key *h (one of the n keys of the table all) grows by
 * depth squared; when it reaches GK_HISTORY_MAX every key is halved. */
static inline void gk_reward_quiet(uint32_t killers[2], uint32_t m, int32_t *h, int depth,
                                   int32_t *all, size_t n)
{
    if (killers[0] != m) {
        killers[1] = killers[0];
        killers[0] = m;
    }
    *h += depth * depth;
    if (*h >= GK_HISTORY_MAX)
        for (size_t i = 0; i < n; i++)
            all[i] /= 2;
}

/* What one search of either engine starts from (gk_search_begin()): the
 * caller's limits, the engine's killer and history tables, the depths. */
typedef struct gk_search_params {
    uint64_t nodes;                /* the node budget, 0: none */
    int32_t movetime_ms;           /* 0: no deadline */
    const volatile int32_t *stop;  /* the caller's stop flag (may be NULL) */
    void *killers;                 /* cleared: killers_size bytes */
    size_t killers_size;
    void *history;                 /* cleared: history_size bytes */
    size_t history_size;
    int depth;                     /* the limits' depth, 0: max_depth */
    int max_depth;
} gk_search_params;

/* The start of one search of either engine: the clock and the limits
 * (gk_run_start()), the killers and the history cleared, the table's age
 * advanced.  Returns the deepest nominal depth: depth (0: max_depth). */
int gk_search_begin(gk_engine *e, gk_run *run, const gk_search_params *sp);
/* The end of one search (or of a call that found the game over): res
 * (size bytes) written into the caller's result within its own size
 * (gk_struct_write(), first version v1 bytes) and the engine's stop flag
 * cleared for the next search. */
void gk_search_end(gk_engine *e, void *result, const void *res, size_t size, size_t v1);

/* A game's score scale: infinity, the score of a win now (mate) and the
 * bound beyond which a score is a proved end (mate_bound). */
typedef struct gk_scores {
    int inf, mate, mate_bound;
} gk_scores;

/* The aspiration loop of one iteration of iterative deepening: searches
 * the root with search(ctx, alpha, beta) in a window of +-60 around the
 * previous score (from depth 4, when it is an evaluation), widening the
 * failing side fourfold each time (and giving up the window beyond
 * 2,000).  Returns the score; *stopped (read after each search) ends it
 * early, the score then meaningless. */
int gk_aspiration(void *ctx, int (*search)(void *ctx, int alpha, int beta),
                  int depth, int prev, const gk_scores *sc, const int *stopped);

/* The iterative deepening driver of both engines.  For d = 1, 2, ...,
 * max_depth: look at the limits (ops->begin, which may set run->stopped:
 * a stop or a spent budget before a depth begins), search the root in an
 * aspiration window (gk_aspiration() with ops->search), and when the
 * iteration completed hand its score to ops->done (which records the
 * line and calls the info callback).  Stops early when more than half the
 * time budget of run is used (gk_time_half_used()) or the end of the game
 * is proved within the depth searched.  Returns the depth of the last
 * completed iteration (0 if none) and its score in *score. */
typedef struct gk_id_ops {
    int (*search)(void *ctx, int alpha, int beta); /* the root, at ctx's depth */
    void (*begin)(void *ctx, int depth);  /* before a depth: set it, check limits */
    void (*done)(void *ctx, int depth, int score);
} gk_id_ops;

int gk_iterate(void *ctx, const gk_id_ops *ops, int max_depth, const gk_run *run,
               const gk_scores *sc, int *score);

/* The longest line either engine reports (CT_PV_MAX, TL_PV_MAX). */
#define GK_PV_MAX 64

/* The root of both engines' iterative deepening over gk_iterate(): what
 * the game supplies (ops, called with game) and the best line so far. */
typedef struct gk_root_ops {
    /* the root searched at depth in the window (alpha, beta) */
    int (*search)(void *game, int alpha, int beta, int depth);
    /* the length of the legal prefix of the line pv[0 .. len) */
    int (*check_pv)(void *game, const uint32_t *pv, int len);
    /* reports a completed depth (the info callback), or NULL */
    void (*info)(void *game, int depth, int score, const uint32_t *pv, int len);
} gk_root_ops;

typedef struct gk_root {
    void *game;
    const gk_root_ops *ops;
    gk_run *run;
    int *root_depth;        /* the game's copy of the iteration's depth */
    const uint32_t *pv;     /* the root's row of the game's PV table */
    int *pvlen;             /* and its length */
    int depth;              /* the iteration's depth */
    uint32_t best_pv[GK_PV_MAX]; /* the line of the last completed depth */
    int best_len;
} gk_root;

/* Sets up r for gk_root_iterate(). */
static inline void gk_root_init(gk_root *r, void *game, const gk_root_ops *ops, gk_run *run,
                                int *root_depth, const uint32_t *pv, int *pvlen)
{
    r->game = game;
    r->ops = ops;
    r->run = run;
    r->root_depth = root_depth;
    r->pv = pv;
    r->pvlen = pvlen;
    r->depth = 0;
    r->best_len = 0;
}

/* gk_iterate() from the root: before each depth the depth is recorded
 * (r->depth, *r->root_depth) and the limits looked at (gk_run_check());
 * after each completed depth the root's line, cut to its legal prefix
 * (ops->check_pv), becomes r->best_pv and is reported (ops->info).  The
 * root's line is emptied first.  Returns gk_iterate()'s depth and score. */
int gk_root_iterate(gk_root *r, int max_depth, const gk_scores *sc, int *score);

#endif
