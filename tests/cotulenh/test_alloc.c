/* libcotulenh's allocation failure: the counting allocator of
 * fail_alloc.h fails the Nth allocation.  For every N until a scenario
 * runs without a failure, the failing call must return TL_ERR_NO_MEMORY
 * with a message, leave its game exactly as it was (position, initial
 * position, hash, history, outcome, rules, session) or its output NULL (no
 * half-built object), and after freeing everything no byte may be left
 * allocated.  The allocator also checks that every free and resize names
 * the size the block really has (the osize contract of tl_alloc_fn).
 * Games (new, history growth by moves, deploy steps, session ends and move
 * texts, clone) and engines (new, set-hash, searches, which allocate
 * nothing) are covered. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cotulenh/cotulenh.h"
#include "check_run.h"
#include "fail_alloc.h"

#define HIST_MAX 1024

/* Everything observable about a game, taken before a call that fails and
 * compared after it. */
typedef struct snap {
    char fen[TL_FEN_MAX];
    char initial[TL_FEN_MAX];
    uint64_t hash;
    int nhist;
    tl_move hist[HIST_MAX];
    int result;
    int32_t term;
    int32_t points[2], halfmove, fullmove;
    tl_rules rules;
    tl_session session;
} snap;

static void take(const tl_game *g, snap *s)
{
    memset(s, 0, sizeof *s);
    ck_assert_int_gt(tl_game_fen(g, s->fen, sizeof s->fen), 0);
    ck_assert_int_gt(tl_game_initial_fen(g, s->initial, sizeof s->initial), 0);
    s->hash = tl_game_hash(g);
    s->nhist = tl_game_history(g, s->hist, HIST_MAX);
    ck_assert_int_ge(s->nhist, 0);
    ck_assert_int_le(s->nhist, HIST_MAX);
    s->result = tl_game_outcome(g, &s->term);
    ck_assert_int_ge(s->result, 0);
    s->points[0] = tl_game_points(g, 0);
    s->points[1] = tl_game_points(g, 1);
    s->halfmove = tl_game_halfmove(g);
    s->fullmove = tl_game_fullmove(g);
    tl_rules_init(&s->rules);
    ck_assert_int_eq(tl_game_get_rules(g, &s->rules), TL_OK);
    s->session.size = sizeof s->session;
    ck_assert_int_ge(tl_game_session(g, &s->session), 0);
}

static void same(const tl_game *g, const snap *before)
{
    static snap now;
    take(g, &now);
    ck_assert_str_eq(now.fen, before->fen);
    ck_assert_str_eq(now.initial, before->initial);
    ck_assert(now.hash == before->hash);
    ck_assert_int_eq(now.nhist, before->nhist);
    ck_assert(memcmp(now.hist, before->hist, sizeof now.hist) == 0);
    ck_assert_int_eq(now.result, before->result);
    ck_assert_int_eq(now.term, before->term);
    ck_assert_int_eq(now.points[0], before->points[0]);
    ck_assert_int_eq(now.points[1], before->points[1]);
    ck_assert_int_eq(now.halfmove, before->halfmove);
    ck_assert_int_eq(now.fullmove, before->fullmove);
    ck_assert(memcmp(&now.rules, &before->rules, sizeof now.rules) == 0);
    ck_assert(memcmp(&now.session, &before->session, sizeof now.session) == 0);
}

/* A call that changes g and may fail: on failure rc is TL_ERR_NO_MEMORY,
 * exactly one allocation failed, g has a message and is unchanged. */
static void check_failed(const tl_game *g, const heap *h, long before, int rc, const snap *b)
{
    ck_assert_msg(rc == TL_ERR_NO_MEMORY, "got %d (%s), want TL_ERR_NO_MEMORY", rc,
                  tl_game_error(g));
    ck_assert_int_eq(h->failures, before + 1);
    ck_assert_str_ne(tl_game_error(g), "");
    same(g, b);
}

/* One step of a random game: the legal move or deploy step number `pick`
 * (mod count), played with tl_game_play(), as text with
 * tl_game_play_text(), or, in a session that may end, the end with
 * tl_game_end_deploy().  On an allocation failure the call is checked
 * (check_failed()) and made again (the allocator fails only once).
 * Returns 0 when the game is over. */
static int play_some(tl_game *g, heap *h, unsigned pick)
{
    static tl_move moves[TL_MAX_MOVES];
    static snap b;
    if (tl_game_outcome(g, NULL) != 0)
        return 0;
    int n = tl_game_legal_moves(g, moves, TL_MAX_MOVES);
    ck_assert_int_ge(n, 0);
    if (n == 0)
        return 0;
    tl_session s = {sizeof s, -1, 0, 0, 0};
    ck_assert_int_ge(tl_game_session(g, &s), 0);
    take(g, &b);
    long before = h->failures;
    int rc;
    if (s.origin >= 0 && s.may_end && pick % 4 == 0) {
        rc = tl_game_end_deploy(g);
        if (rc != TL_OK) {
            check_failed(g, h, before, rc, &b);
            ck_assert_int_eq(tl_game_end_deploy(g), TL_OK);
        }
        return 1;
    }
    const tl_move m = moves[pick % (unsigned)n];
    if (pick % 3 == 0) {
        char text[32];
        ck_assert_int_gt(tl_game_move_text(g, m, TL_NOTATION_SAN, text, sizeof text), 0);
        rc = tl_game_play_text(g, text);
        if (rc != TL_OK) {
            check_failed(g, h, before, rc, &b);
            ck_assert_int_eq(tl_game_play_text(g, text), TL_OK);
        }
    } else {
        rc = tl_game_play(g, m);
        if (rc != TL_OK) {
            check_failed(g, h, before, rc, &b);
            ck_assert_int_eq(tl_game_play(g, m), TL_OK);
        }
    }
    return 1;
}

/* Plies of a random game from `seed` (an LCG), at most `plies`; returns
 * the next seed. */
static unsigned play_random(tl_game *g, heap *h, unsigned seed, int plies)
{
    for (int i = 0; i < plies; i++) {
        seed = seed * 1103515245u + 12345u;
        if (!play_some(g, h, seed >> 16))
            break;
    }
    return seed;
}

/* A new game through the allocator, or NULL when its allocation failed
 * (then with TL_ERR_NO_MEMORY and a NULL output). */
static tl_game *new_checked(heap *h)
{
    tl_game *g = (tl_game *)0x1;
    int rc = tl_game_new_with_alloc(NULL, heap_alloc, h, &g);
    if (rc != TL_OK) {
        ck_assert_int_eq(rc, TL_ERR_NO_MEMORY);
        ck_assert_ptr_null(g);
        return NULL;
    }
    return g;
}

/* A clone of g (taken as b): a failed clone is TL_ERR_NO_MEMORY with a
 * NULL output and g unchanged, and is made again; the clone equals b. */
static tl_game *clone_checked(const tl_game *g, const heap *h, const snap *b)
{
    tl_game *c = (tl_game *)0x1;
    long before = h->failures;
    int rc = tl_game_clone(g, &c);
    if (rc != TL_OK) {
        ck_assert_int_eq(rc, TL_ERR_NO_MEMORY);
        ck_assert_int_eq(h->failures, before + 1);
        ck_assert_ptr_null(c);
        same(g, b);
        ck_assert_int_eq(tl_game_clone(g, &c), TL_OK);
    }
    same(c, b);
    return c;
}

/* A game and a clone through the allocator: new, a long random game
 * (deploy sessions included; the history grows several times), a clone,
 * a new game on the clone, every step of it taken back.  Returns whether
 * an allocation failed. */
static int game_scenario(long fail_at)
{
    heap *h = heap_new(fail_at);
    tl_game *g = new_checked(h);
    if (!g)
        return heap_finish(h);
    unsigned seed = play_random(g, h, 2024, 400);
    ck_assert_int_gt(tl_game_history(g, NULL, 0), 64); /* several growths */
    static snap b;
    take(g, &b);
    tl_game *c = clone_checked(g, h, &b);
    /* the clone's history grows on its own block */
    ck_assert_int_eq(tl_game_reset(c), TL_OK);
    play_random(c, h, seed, 300);
    while (tl_game_undo(c) == TL_OK)
        ;
    ck_assert_int_eq(tl_game_history(c, NULL, 0), 0);
    tl_game_free(c);
    same(g, &b);
    tl_game_free(g);
    return heap_finish(h);
}

START_TEST(test_game_no_failure_no_leak)
{
    ck_assert_int_eq(game_scenario(0), 0);
}
END_TEST

/* A game with nothing allocated for its history yet, cloned, and a clone
 * of a game whose history is full to its block's end (no spare room). */
static int clone_scenario(long fail_at)
{
    heap *h = heap_new(fail_at);
    tl_game *g = new_checked(h);
    if (!g)
        return heap_finish(h);
    static snap b;
    for (int round = 0; round < 2; round++) {
        take(g, &b);
        tl_game *c = clone_checked(g, h, &b);
        /* one more step on the clone grows its exact-size block */
        play_random(c, h, 7u + (unsigned)round, 1);
        tl_game_free(c);
        same(g, &b);
        play_random(g, h, 99, 16);
    }
    tl_game_free(g);
    return heap_finish(h);
}

/* ---- engine ---------------------------------------------------------------- */

static int engine_scenario(long fail_at)
{
    heap *h = heap_new(fail_at);
    tl_engine_options o;
    tl_engine *e = (tl_engine *)0x1;
    ck_assert_int_eq(tl_engine_options_init(&o), TL_OK);
    o.hash_mb = 1;
    o.alloc = heap_alloc;
    o.ud = h;
    int rc = tl_engine_new(&o, &e);
    if (rc != TL_OK) {
        ck_assert_int_eq(rc, TL_ERR_NO_MEMORY);
        ck_assert_ptr_null(e);
        return heap_finish(h);
    }
    /* a game through the same allocator, in a deploy session */
    tl_game *g = new_checked(h);
    if (!g) {
        tl_engine_free(e);
        return heap_finish(h);
    }
    play_random(g, h, 5, 12);
    static snap b;
    take(g, &b);
    tl_search_limits lim;
    tl_search_result res;
    ck_assert_int_eq(tl_search_limits_init(&lim), TL_OK);
    lim.depth = 2;
    res.size = sizeof res;
    /* searching allocates nothing */
    long count = h->count;
    ck_assert_int_eq(tl_search(e, g, &lim, &res), TL_OK);
    ck_assert_int_eq(h->count, count);
    ck_assert_uint_ne(res.best, TL_MOVE_NONE);
    same(g, &b);
    const tl_search_result first = res;
    /* Resizing: on failure the old table is kept and still works. */
    long before = h->failures;
    rc = tl_engine_set_hash(e, 2);
    if (rc != TL_OK) {
        ck_assert_int_eq(rc, TL_ERR_NO_MEMORY);
        ck_assert_int_eq(h->failures, before + 1);
    }
    ck_assert_int_eq(tl_engine_clear(e), TL_OK);
    count = h->count;
    ck_assert_int_eq(tl_search(e, g, &lim, &res), TL_OK);
    ck_assert_int_eq(h->count, count);
    ck_assert_uint_eq(res.best, first.best);
    ck_assert_int_eq(res.turn_length, first.turn_length);
    ck_assert(memcmp(res.turn, first.turn, sizeof res.turn) == 0);
    same(g, &b);
    /* the engine after a failed resize, and a second one, both freed */
    tl_engine *e2 = (tl_engine *)0x1;
    before = h->failures;
    rc = tl_engine_new(&o, &e2);
    if (rc != TL_OK) {
        ck_assert_int_eq(rc, TL_ERR_NO_MEMORY);
        ck_assert_int_eq(h->failures, before + 1);
        ck_assert_ptr_null(e2);
    }
    tl_engine_free(e2);
    tl_game_free(g);
    tl_engine_free(e);
    return heap_finish(h);
}

START_TEST(test_engine_no_failure_no_leak)
{
    ck_assert_int_eq(engine_scenario(0), 0);
}
END_TEST

/* ---- every scenario, failing at its n-th allocation for every n -------- */

/* fail_each_allocation() of each row (fail_alloc.h). */
static const failure_row failure_rows[] = {
    /* new, four or more history growths, clone (two blocks), the clone's
     * growths */
    {"game", game_scenario, 8, 1000},
    /* new, clone without a history, clone of 16 steps, the growths */
    {"clone", clone_scenario, 5, 100},
    /* engine (three blocks), game, its growth, set-hash, a second engine */
    {"engine", engine_scenario, 6, 100},
};

START_TEST(test_every_failure)
{
    fail_each_allocation(&failure_rows[_i]);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cotulenh-alloc");
    TCase *tc = add_tests(s, "fail-nth", 600,
                          TESTS(test_game_no_failure_no_leak, test_engine_no_failure_no_leak));
    tcase_add_loop_test(tc, test_every_failure, 0,
                        (int)(sizeof failure_rows / sizeof failure_rows[0]));
    return run_suite(s);
}
