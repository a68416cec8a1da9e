/* The game-independent parts of both engines' searches: the monotonic
 * clock, the limits of one search (node budget, deadline, the engine's
 * stop flag and the caller's) and when to look at them, the level
 * tables' shape, and the score encoding of proved ends. */
#ifndef GK_SEARCH_H
#define GK_SEARCH_H

#include <stdatomic.h>
#include <stdint.h>

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

/* The deadline of a search started at start_ns with a budget of
 * movetime_ms milliseconds (0: none). */
static inline int64_t gk_deadline(int64_t start_ns, int32_t movetime_ms)
{
    return movetime_ms ? start_ns + (int64_t)movetime_ms * 1000000 : 0;
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

/* The aspiration loop of one iteration of iterative deepening: searches
 * the root with search(ctx, alpha, beta) in a window of +-60 around the
 * previous score (from depth 4, when it is an evaluation), widening the
 * failing side fourfold each time (and giving up the window beyond
 * 2,000).  Returns the score; *stopped (read after each search) ends it
 * early, the score then meaningless. */
int gk_aspiration(void *ctx, int (*search)(void *ctx, int alpha, int beta),
                  int depth, int prev, int inf, int mate_bound,
                  const int *stopped);

/* The iterative deepening driver of both engines.  For d = 1, 2, ...,
 * max_depth: look at the limits (ops->check, which may set *stopped: a
 * stop or a spent budget before a depth begins), search the root in an
 * aspiration window (gk_aspiration() with ops->search), and when the
 * iteration completed hand its score to ops->done (which records the
 * line and calls the info callback).  Stops early when more than half the
 * time budget is used (gk_time_half_used()) or the end of the game is
 * proved within the depth searched.  Returns the depth of the last
 * completed iteration (0 if none) and its score in *score. */
typedef struct gk_id_ops {
    int (*search)(void *ctx, int alpha, int beta); /* the root, at ctx's depth */
    void (*begin)(void *ctx, int depth);  /* before a depth: set it, check limits */
    void (*done)(void *ctx, int depth, int score);
} gk_id_ops;

int gk_iterate(void *ctx, const gk_id_ops *ops, int max_depth,
               const int *stopped, int64_t start_ns, int64_t deadline_ns,
               int inf, int mate, int mate_bound, int *score);

#endif
