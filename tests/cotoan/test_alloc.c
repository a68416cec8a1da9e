/* Allocation failure: a counting allocator (fail_alloc.h) that fails the
 * Nth allocation.  For every N until a scenario runs without a failure,
 * the failing call must return CT_ERR_NO_MEMORY, leave its handle (if any)
 * unchanged or its output NULL (no half-built object), and after freeing
 * everything no byte may be left allocated.  The allocator also checks
 * that every free and resize names the size the block really has (the
 * osize contract of ct_alloc_fn). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cotoan/cotoan.h"
#include "check_run.h"
#include "fail_alloc.h"
#include "game_snap.h"

/* Play the legal move number `pick` (mod count); on an allocation failure
 * check it was reported and nothing changed, then retry (the allocator
 * fails only once).  Returns 0 when the game is over. */
static int play_some(ct_game *g, heap *h, unsigned pick)
{
    ct_move moves[CT_MAX_MOVES];
    int n = ct_game_legal_moves(g, moves, CT_MAX_MOVES);
    ck_assert_int_ge(n, 0);
    if (n == 0)
        return 0;
    ct_move m = moves[pick % (unsigned)n];
    game_snap b;
    game_take(g, &b);
    long before = h->failures;
    int rc = ct_game_play(g, m);
    if (rc != CT_OK) {
        ck_assert_int_eq(rc, CT_ERR_NO_MEMORY);
        ck_assert_int_eq(h->failures, before + 1);
        ck_assert_str_ne(ct_game_error(g), "");
        game_same(g, &b);
        ck_assert_int_eq(ct_game_play(g, m), CT_OK);
    }
    return 1;
}

/* A game and a clone through the allocator: new, 300 plies (the history
 * grows several times), clone, more plies on the clone, undo.  Returns
 * whether an allocation failed. */
static int game_scenario(long fail_at)
{
    heap *h = heap_new(fail_at);
    ct_rules r;
    ct_rules_init(&r);
    r.limit = 0;  /* no ply limit */
    r.target = 0; /* no score target */
    ct_game *g = (ct_game *)0x1;
    int rc = ct_game_new_with_alloc(&r, heap_alloc, h, &g);
    if (rc != CT_OK) {
        ck_assert_int_eq(rc, CT_ERR_NO_MEMORY);
        ck_assert_ptr_null(g);
        goto done;
    }
    unsigned seed = 12345;
    for (int i = 0; i < 300; i++) {
        seed = seed * 1103515245u + 12345u;
        if (!play_some(g, h, seed >> 16))
            break;
    }
    game_snap b;
    game_take(g, &b);
    ct_game *c = (ct_game *)0x1;
    long before = h->failures;
    rc = ct_game_clone(g, &c);
    if (rc != CT_OK) {
        ck_assert_int_eq(rc, CT_ERR_NO_MEMORY);
        ck_assert_int_eq(h->failures, before + 1);
        ck_assert_ptr_null(c);
        game_same(g, &b);
        ck_assert_int_eq(ct_game_clone(g, &c), CT_OK);
    }
    game_same(c, &b);
    for (int i = 0; i < 200; i++) {
        seed = seed * 1103515245u + 12345u;
        if (!play_some(c, h, seed >> 16))
            break;
    }
    while (ct_game_undo(c) == CT_OK)
        ;
    ck_assert_int_eq(ct_game_history(c, NULL, 0), 0);
    ct_game_free(c);
    game_same(g, &b);
    ct_game_free(g);
done:
    return heap_finish(h);
}

START_TEST(test_game_no_failure_no_leak)
{
    ck_assert_int_eq(game_scenario(0), 0);
}
END_TEST

/* ---- records ---------------------------------------------------------------- */

static const char record_text[] =
    "[Event \"Alloc test\"]\n[Site \"Here\"]\n[Red \"A\"]\n[Blue \"B\"]\n"
    "[Result \"*\"]\n\n1. c1c4 {a comment} g11g8 2. d1d5 *\n\n"
    "[Event \"Second\"]\n[Result \"*\"]\n\n1. 3c4 *\n";

/* Read the record text and write it back, all through the allocator;
 * every failure is CT_ERR_NO_MEMORY and leaves no half-built output. */
static int record_scenario(long fail_at)
{
    heap *h = heap_new(fail_at);
    ct_reader *rd = (ct_reader *)0x1;
    int rc = ct_reader_new_with_alloc(record_text, sizeof record_text - 1, NULL,
                                      heap_alloc, h, &rd);
    if (rc != CT_OK) {
        ck_assert_int_eq(rc, CT_ERR_NO_MEMORY);
        ck_assert_ptr_null(rd);
        goto done;
    }
    for (int games = 0;; games++) {
        ct_game *g = (ct_game *)0x1;
        ct_record *rec = (ct_record *)0x1;
        rc = ct_reader_next(rd, &g, &rec);
        if (rc == 0) {
            ck_assert_int_eq(games, 2);
            break;
        }
        if (rc < 0) {
            ck_assert_msg(rc == CT_ERR_NO_MEMORY,
                          "allocation %ld failed: ct_reader_next() gave %d (%s)",
                          fail_at, rc, ct_reader_error(rd));
            ck_assert_ptr_null(g);
            ck_assert_ptr_null(rec);
            ck_assert_str_ne(ct_reader_error(rd), "");
            break;
        }
        ck_assert_int_eq(rc, 1);
        ck_assert_ptr_nonnull(g);
        ck_assert_ptr_nonnull(rec);
        /* Change the record: tags and comments allocate. */
        int count = ct_record_tag_count(rec);
        rc = ct_record_set_tag(rec, "Annotator", "libcotoan test_alloc");
        if (rc != CT_OK) {
            ck_assert_int_eq(rc, CT_ERR_NO_MEMORY);
            ck_assert_int_eq(ct_record_tag_count(rec), count);
            ck_assert_ptr_null(ct_record_tag(rec, "Annotator"));
        }
        const char *before = ct_record_comment(rec, 1);
        char *keep = NULL;
        if (before) {
            keep = malloc(strlen(before) + 1);
            ck_assert_ptr_nonnull(keep);
            memcpy(keep, before, strlen(before) + 1);
        }
        rc = ct_record_set_comment(rec, 1, "a replaced comment, long enough to need memory");
        if (rc != CT_OK) {
            ck_assert_int_eq(rc, CT_ERR_NO_MEMORY);
            const char *now = ct_record_comment(rec, 1);
            if (keep)
                ck_assert_str_eq(now, keep);
            else
                ck_assert_ptr_null(now);
        }
        free(keep);
        int len = ct_record_write(g, rec, CT_RECORD_SHORT, NULL, 0);
        ck_assert_int_gt(len, 0);
        ct_record_free(rec);
        ct_game_free(g);
    }
    ct_reader_free(rd);

    ct_record *rec = (ct_record *)0x1;
    rc = ct_record_new_with_alloc(heap_alloc, h, &rec);
    if (rc != CT_OK) {
        ck_assert_int_eq(rc, CT_ERR_NO_MEMORY);
        ck_assert_ptr_null(rec);
        goto done;
    }
    char name[16];
    for (int i = 0; i < 40; i++) {
        snprintf(name, sizeof name, "Tag%d", i);
        int count = ct_record_tag_count(rec);
        rc = ct_record_set_tag(rec, name, "value");
        if (rc != CT_OK) {
            ck_assert_int_eq(rc, CT_ERR_NO_MEMORY);
            ck_assert_int_eq(ct_record_tag_count(rec), count);
            ck_assert_ptr_null(ct_record_tag(rec, name));
        }
        rc = ct_record_set_comment(rec, i * 3, "comment");
        if (rc != CT_OK) {
            ck_assert_int_eq(rc, CT_ERR_NO_MEMORY);
            ck_assert_ptr_null(ct_record_comment(rec, i * 3));
        }
    }
    ct_record_free(rec);
done:
    return heap_finish(h);
}

/* ---- engine ---------------------------------------------------------------- */

static int engine_scenario(long fail_at)
{
    heap *h = heap_new(fail_at);
    ct_engine_options o;
    ct_engine *e = (ct_engine *)0x1;
    ct_engine_options_init(&o);
    o.hash_mb = 1;
    o.alloc = heap_alloc;
    o.ud = h;
    int rc = ct_engine_new(&o, &e);
    if (rc != CT_OK) {
        ck_assert_int_eq(rc, CT_ERR_NO_MEMORY);
        ck_assert_ptr_null(e);
        goto done;
    }
    ct_game *g = NULL;
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    ct_search_limits lim;
    ct_search_result res;
    ct_search_limits_init(&lim);
    lim.depth = 2;
    res.size = sizeof res;
    ck_assert_int_eq(ct_search(e, g, &lim, &res), CT_OK);
    ct_move best = res.best;
    /* Resizing: on failure the old table is kept and still works. */
    rc = ct_engine_set_hash(e, 2);
    if (rc != CT_OK)
        ck_assert_int_eq(rc, CT_ERR_NO_MEMORY);
    ck_assert_int_eq(ct_engine_clear(e), CT_OK);
    ck_assert_int_eq(ct_search(e, g, &lim, &res), CT_OK);
    ck_assert_uint_eq(res.best, best);
    ct_game_free(g);
    ct_engine_free(e);
done:
    return heap_finish(h);
}

/* ---- every scenario, failing at its n-th allocation for every n -------- */

/* fail_each_allocation() of each row (fail_alloc.h). */
static const failure_row failure_rows[] = {
    {"game", game_scenario, 4, 1000}, /* new, several history growths, clone */
    {"record", record_scenario, 10, 5000},
    {"engine", engine_scenario, 1, 100},
};

START_TEST(test_every_failure)
{
    fail_each_allocation(&failure_rows[_i]);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("alloc");
    TCase *tc = add_tests(s, "fail-nth", 120, TESTS(test_game_no_failure_no_leak));
    tcase_add_loop_test(tc, test_every_failure, 0,
                        (int)(sizeof failure_rows / sizeof failure_rows[0]));
    return run_suite(s);
}
