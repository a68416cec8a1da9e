/* Threads: many games, perfts and searches at once, each thread with its
 * own handles, must give exactly the single-threaded results (the library
 * has no global mutable state).  Each job is computed once on the main
 * thread first; then THREADS threads each run every job (in a different
 * order) and compare. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <pthread.h>
#include <stdatomic.h>
#include <time.h>
#include <stdlib.h>
#include <string.h>

#include "cotoan/cotoan.h"
#include "check_run.h"

#define THREADS 4

static const char *const positions[] = {
    CT_START_POSITION,
    "b98/4b04/9/4b34/9/9/4r84/4r54/9/r08/4b24 r 0 0 10",
    "9/4b04/9/4b34/9/4r14/3r4r8b7b62/3r3r54/2r66/4r04/9 r 0 0 12",
    "8r9/4b02r41/6b52/5b83/9/9/4r14/3r35/9/1b22r04/b78 b 0 0 41",
    "3b6b5b41b21/4b04/6b12/3b35/9/b72b82r92/9/9/1r63r83/b93r03r7/r1r2r3r4r54 b 0 0 25",
};
#define NPOS (sizeof positions / sizeof positions[0])

enum { JOB_PERFT, JOB_PLAYOUT, JOB_SEARCH, JOB_KINDS };
#define NJOBS (NPOS * 2 * JOB_KINDS) /* x both movers */

typedef struct result {
    uint64_t count;           /* perft leaves, or nodes searched */
    uint64_t hash;            /* final position hash (playout) */
    char pos[CT_POSITION_MAX];/* final position (playout) */
    int32_t plies;            /* playout length */
    ct_move best;             /* search */
    int32_t score, depth;
    int ok;
} result;

/* Run job j with fresh handles of this thread. */
static void run_job(size_t j, result *out)
{
    size_t kind = j % JOB_KINDS, pi = (j / JOB_KINDS) % NPOS;
    ct_rules r;
    ct_game *g = NULL;
    memset(out, 0, sizeof *out);
    ct_rules_init(&r);
    r.mover = (int32_t)(j / (JOB_KINDS * NPOS));
    if (ct_game_new(&r, &g) != CT_OK)
        return;
    if (ct_game_set_position(g, positions[pi]) != CT_OK)
        goto out;
    if (kind == JOB_PERFT) {
        if (ct_game_perft(g, 3, &out->count) != CT_OK)
            goto out;
    } else if (kind == JOB_PLAYOUT) {
        /* A pseudo-random game to its end, seeded by the job. */
        ct_move moves[CT_MAX_MOVES];
        uint32_t seed = (uint32_t)j * 2654435761u + 1;
        int n;
        while ((n = ct_game_legal_moves(g, moves, CT_MAX_MOVES)) > 0) {
            seed = seed * 1103515245u + 12345u;
            if (ct_game_play(g, moves[(seed >> 8) % (uint32_t)n]) != CT_OK)
                goto out;
        }
        out->plies = ct_game_history(g, NULL, 0);
        out->hash = ct_game_hash(g);
        if (ct_game_position(g, out->pos, sizeof out->pos) <= 0)
            goto out;
    } else {
        ct_engine_options o;
        ct_engine *e = NULL;
        ct_search_limits lim;
        ct_search_result res;
        ct_engine_options_init(&o);
        o.hash_mb = 1;
        if (ct_engine_new(&o, &e) != CT_OK)
            goto out;
        ct_search_limits_init(&lim);
        lim.depth = 3;
        lim.level = j % 2 ? CT_LEVEL_MAX : 5; /* level 5: seeded randomness */
        lim.seed = j;
        res.size = sizeof res;
        int rc = ct_search(e, g, &lim, &res);
        ct_engine_free(e);
        if (rc != CT_OK)
            goto out;
        out->best = res.best;
        out->score = res.score;
        out->depth = res.depth;
        out->count = res.nodes;
    }
    out->ok = 1;
out:
    ct_game_free(g);
}

typedef struct worker {
    pthread_t tid;
    size_t index;
    const result *expected;
    int mismatches;
} worker;

static void *work(void *arg)
{
    worker *w = arg;
    result got;
    for (size_t k = 0; k < NJOBS; k++) {
        /* each thread its own order */
        size_t j = (k * 7 + w->index * 11) % NJOBS;
        run_job(j, &got);
        if (memcmp(&got, &w->expected[j], sizeof got) != 0)
            w->mismatches++;
    }
    return NULL;
}

START_TEST(test_parallel_equals_serial)
{
    result *expected = calloc(NJOBS, sizeof *expected);
    ck_assert_ptr_nonnull(expected);
    for (size_t j = 0; j < NJOBS; j++) {
        run_job(j, &expected[j]);
        ck_assert_msg(expected[j].ok, "job %zu failed", j);
    }
    /* The jobs really do something (and results differ between them). */
    ck_assert(expected[0].count == 701325); /* perft(3), start, front */
    ck_assert_int_gt(expected[1].plies, 0);
    ck_assert_uint_ne(expected[2].best, CT_MOVE_NONE);

    worker w[THREADS];
    for (size_t i = 0; i < THREADS; i++) {
        w[i].index = i;
        w[i].expected = expected;
        w[i].mismatches = 0;
        ck_assert_int_eq(pthread_create(&w[i].tid, NULL, work, &w[i]), 0);
    }
    for (size_t i = 0; i < THREADS; i++)
        ck_assert_int_eq(pthread_join(w[i].tid, NULL), 0);
    for (size_t i = 0; i < THREADS; i++)
        ck_assert_msg(w[i].mismatches == 0, "thread %zu: %d results differ", i,
                      w[i].mismatches);
    free(expected);
}
END_TEST

/* One game read by many threads at once through const functions. */
typedef struct reader_arg {
    pthread_t tid;
    const ct_game *g;
    uint64_t perft;
    int moves;
    char pos[CT_POSITION_MAX];
} reader_arg;

static void *read_game(void *arg)
{
    reader_arg *a = arg;
    ct_move moves[CT_MAX_MOVES];
    for (int i = 0; i < 20; i++) {
        a->moves = ct_game_legal_moves(a->g, moves, CT_MAX_MOVES);
        ct_game_position(a->g, a->pos, sizeof a->pos);
    }
    ct_game_perft(a->g, 2, &a->perft);
    return NULL;
}

START_TEST(test_shared_const_game)
{
    ct_game *g = NULL;
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    ck_assert_int_eq(ct_game_set_position(g, positions[2]), CT_OK);
    reader_arg a[THREADS];
    for (size_t i = 0; i < THREADS; i++) {
        memset(&a[i], 0, sizeof a[i]);
        a[i].g = g;
        ck_assert_int_eq(pthread_create(&a[i].tid, NULL, read_game, &a[i]), 0);
    }
    for (size_t i = 0; i < THREADS; i++) {
        ck_assert_int_eq(pthread_join(a[i].tid, NULL), 0);
        ck_assert_int_eq(a[i].moves, 75);
        ck_assert(a[i].perft == 4670);
        ck_assert_str_eq(a[i].pos, positions[2]);
    }
    ct_game_free(g);
}
END_TEST

/* The stop flag of the limits, set from another thread (engine.h): the
 * caller stores with an atomic store, the library loads atomically, so
 * ThreadSanitizer (tools/run-tests.sh, stage tsan) sees no race.  The
 * search has no other limit: only the flag ends it. */
typedef struct stop_arg {
    ct_engine *e;
    const ct_game *g;
    _Atomic int32_t flag;
    ct_search_result res;
    int rc;
} stop_arg;

static void *search_until_stopped(void *arg)
{
    stop_arg *a = arg;
    ct_search_limits lim;
    ct_search_limits_init(&lim);
    lim.stop = (const volatile int32_t *)&a->flag;
    a->res.size = sizeof a->res;
    a->rc = ct_search(a->e, a->g, &lim, &a->res);
    return NULL;
}

START_TEST(test_stop_flag_from_another_thread)
{
    ct_game *g = NULL;
    stop_arg a;
    pthread_t t;
    memset(&a, 0, sizeof a);
    atomic_init(&a.flag, 0);
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    ck_assert_int_eq(ct_engine_new(NULL, &a.e), CT_OK);
    a.g = g;
    ck_assert_int_eq(pthread_create(&t, NULL, search_until_stopped, &a), 0);
    struct timespec ts = {0, 30 * 1000 * 1000};
    nanosleep(&ts, NULL);
    atomic_store(&a.flag, 1);
    ck_assert_int_eq(pthread_join(t, NULL), 0);
    ck_assert_int_eq(a.rc, CT_OK);
    ck_assert_int_lt(a.res.depth, CT_MAX_DEPTH);
    ck_assert_int_eq(ct_game_is_legal(g, a.res.best), 1);
    ct_engine_free(a.e);
    ct_game_free(g);
}
END_TEST

int main(void)
{
    return run_tests("threads", "parallel", 280, TESTS(
        test_parallel_equals_serial, test_shared_const_game, test_stop_flag_from_another_thread));
}
