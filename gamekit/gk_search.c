/* The game-independent parts of both engines' searches (gk_search.h). */
#define _POSIX_C_SOURCE 200809L
#include "gk_search.h"

#include "gk_struct.h"

#include <string.h>
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

void gk_run_start(gk_run *r, uint64_t node_limit, int32_t movetime_ms,
                  const volatile int32_t *stop_ptr, atomic_int *stop_flag)
{
    r->nodes = 0;
    r->node_limit = node_limit;
    r->start_ns = gk_now_ns();
    r->deadline_ns = gk_deadline(r->start_ns, movetime_ms);
    r->stopped = 0;
    r->seldepth = 0;
    r->stop_ptr = stop_ptr;
    r->stop_flag = stop_flag;
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
                  int depth, int prev, const gk_scores *sc, const int *stopped)
{
    const int inf = sc->inf, mate_bound = sc->mate_bound;
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

int gk_iterate(void *ctx, const gk_id_ops *ops, int max_depth, const gk_run *run,
               const gk_scores *sc, int *score)
{
    const int *stopped = &run->stopped;
    const int mate = sc->mate, mate_bound = sc->mate_bound;
    int best = 0, done = 0;
    for (int d = 1; d <= max_depth; d++) {
        ops->begin(ctx, d);
        if (*stopped)
            break;
        const int v = gk_aspiration(ctx, ops->search, d, best, sc, stopped);
        if (*stopped)
            break;
        best = v;
        done = d;
        ops->done(ctx, d, v);
        /* Stop early: time half used, or the end of the game proved. */
        if (gk_time_half_used(run->start_ns, run->deadline_ns))
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

gk_engine *gk_engine_new(gk_alloc_fn alloc, void *ud, uint32_t hash_mb,
                         size_t engine_size, size_t state_size)
{
    gk_engine *e = gk_mem_alloc_zeroed(alloc, ud, engine_size);
    if (!e)
        return NULL;
    e->alloc = alloc;
    e->ud = ud;
    e->size = engine_size;
    e->state_size = state_size;
    atomic_init(&e->stop, 0);
    e->state = gk_mem_alloc_zeroed(alloc, ud, state_size);
    if (!e->state || gk_tt_alloc(&e->tt, alloc, ud, hash_mb) != 0) {
        if (e->state)
            gk_mem_free(alloc, ud, e->state, state_size);
        gk_mem_free(alloc, ud, e, engine_size);
        return NULL;
    }
    return e;
}

void gk_engine_free(gk_engine *e)
{
    if (!e)
        return;
    gk_tt_free(&e->tt, e->alloc, e->ud);
    gk_mem_free(e->alloc, e->ud, e->state, e->state_size);
    gk_mem_free(e->alloc, e->ud, e, e->size);
}

void gk_engine_clear(gk_engine *e)
{
    gk_tt_clear(&e->tt);
    e->tt.age = 0;
    memset(e->state, 0, e->state_size);
}

int gk_engine_set_hash(gk_engine *e, uint32_t mb)
{
    gk_tt fresh = {0};
    if (gk_tt_alloc(&fresh, e->alloc, e->ud, mb) != 0)
        return -1;
    gk_tt_free(&e->tt, e->alloc, e->ud);
    e->tt = fresh;
    return 0;
}

int gk_hash_mb_valid(uint32_t mb, uint32_t max_mb)
{
    return mb >= 1 && mb <= max_mb && gk_tt_buckets(mb, SIZE_MAX) != 0;
}

int gk_engine_open(const gk_engine_params *ep, gk_engine **out)
{
    const uint32_t hash_mb = ep->hash_mb ? ep->hash_mb : ep->default_mb;
    *out = NULL;
    if (!gk_hash_mb_valid(hash_mb, ep->max_mb))
        return GK_ERR_INVALID_ARGUMENT;
    *out = gk_engine_new(ep->alloc, ep->ud, hash_mb, ep->engine_size, ep->state_size);
    return *out ? GK_OK : GK_ERR_NO_MEMORY;
}

int gk_engine_resize(gk_engine *e, uint32_t mb, uint32_t max_mb)
{
    if (!e || !gk_hash_mb_valid(mb, max_mb))
        return GK_ERR_INVALID_ARGUMENT;
    return gk_engine_set_hash(e, mb) ? GK_ERR_NO_MEMORY : GK_OK;
}

int gk_search_begin(gk_engine *e, gk_run *run, const gk_search_params *sp)
{
    gk_run_start(run, sp->nodes, sp->movetime_ms, sp->stop, &e->stop);
    memset(sp->killers, 0, sp->killers_size);
    memset(sp->history, 0, sp->history_size);
    gk_tt_new_search(&e->tt);
    return sp->depth ? sp->depth : sp->max_depth;
}

void gk_search_end(gk_engine *e, void *result, const void *res, size_t size, size_t v1)
{
    gk_struct_write(result, res, size, v1);
    atomic_store(&e->stop, 0);
}

/* gk_root_iterate()'s callbacks of gk_iterate(). */
static int root_search(void *ctx, int alpha, int beta)
{
    gk_root *r = ctx;
    return r->ops->search(r->game, alpha, beta, r->depth);
}

static void root_begin(void *ctx, int depth)
{
    gk_root *r = ctx;
    r->depth = depth;
    *r->root_depth = depth;
    gk_run_check(r->run); /* a stop before this depth began */
}

static void root_done(void *ctx, int depth, int score)
{
    gk_root *r = ctx;
    r->best_len = r->ops->check_pv(r->game, r->pv, *r->pvlen);
    memcpy(r->best_pv, r->pv, (size_t)r->best_len * sizeof r->best_pv[0]);
    if (r->ops->info)
        r->ops->info(r->game, depth, score, r->best_pv, r->best_len);
}

static const gk_id_ops root_ops = {root_search, root_begin, root_done};

int gk_root_iterate(gk_root *r, int max_depth, const gk_scores *sc, int *score)
{
    r->best_len = 0;
    *r->pvlen = 0;
    return gk_iterate(r, &root_ops, max_depth, r->run, sc, score);
}
