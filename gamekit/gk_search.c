/* The game-independent parts of both engines' searches (gk_search.h). */
#define _POSIX_C_SOURCE 200809L
#include "gk_search.h"

#include <time.h>

int64_t gk_now_ns(void)
{
    struct timespec ts;
#if defined(CLOCK_MONOTONIC)
    clock_gettime(CLOCK_MONOTONIC, &ts);
#else
    timespec_get(&ts, TIME_UTC);
#endif
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

void gk_elapsed(int64_t start_ns, uint64_t nodes, uint32_t *time_ms,
                uint64_t *nps)
{
    int64_t ns = gk_now_ns() - start_ns;
    if (ns < 1)
        ns = 1;
    *time_ms = (uint32_t)(ns / 1000000);
    *nps = (uint64_t)((double)nodes * 1e9 / (double)ns);
}

int gk_aspiration(void *ctx, int (*search)(void *ctx, int alpha, int beta),
                  int depth, int prev, int inf, int mate_bound,
                  const int *stopped)
{
    int alpha = -inf, beta = inf, v;
    int window = 60;
    if (depth >= 4 && prev > -mate_bound && prev < mate_bound) {
        alpha = prev - window;
        beta = prev + window;
    }
    for (;;) {
        v = search(ctx, alpha, beta);
        if (*stopped)
            break;
        if (v <= alpha && alpha > -inf) {
            alpha = v - window < -inf ? -inf : v - window;
            window *= 4;
        } else if (v >= beta && beta < inf) {
            beta = v + window > inf ? inf : v + window;
            window *= 4;
        } else {
            break;
        }
        if (window > 2000) {
            alpha = -inf;
            beta = inf;
        }
    }
    return v;
}

int gk_iterate(void *ctx, const gk_id_ops *ops, int max_depth,
               const int *stopped, int64_t start_ns, int64_t deadline_ns,
               int inf, int mate, int mate_bound, int *score)
{
    int best = 0, done = 0;
    for (int d = 1; d <= max_depth; d++) {
        ops->begin(ctx, d);
        if (*stopped)
            break;
        const int v = gk_aspiration(ctx, ops->search, d, best, inf,
                                    mate_bound, stopped);
        if (*stopped)
            break;
        best = v;
        done = d;
        ops->done(ctx, d, v);
        /* Stop early: time half used, or the end of the game proved. */
        if (gk_time_half_used(start_ns, deadline_ns))
            break;
        if ((v >= mate_bound && d > mate - v + 2)
            || (v <= -mate_bound && d > mate + v + 2))
            break;
        if (*stopped)
            break;
    }
    *score = best;
    return done;
}
