/* Run one Check suite and turn its result into the exit status meson
 * expects (shared by every Check test program). */
#ifndef CT_CHECK_RUN_H
#define CT_CHECK_RUN_H

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* An assertion for hot loops: Check's ck_assert_* write a checkpoint to a
 * pipe on every call, which dominates tests that assert millions of times. */
#define CHECK(cond, ...) \
    do { if (!(cond)) ck_abort_msg(__VA_ARGS__); } while (0)

/* How many of its n randomized rounds (playouts, random games, positions)
 * a test runs: all of them, except in a sanitizer build, where every step
 * costs several times more and tests/meson.build defines TEST_WORK_DIVISOR:
 * there n / TEST_WORK_DIVISOR (at least 1), unless the environment says
 * TEST_WORK=full.  Counts a test asserts of that work scale the same way. */
static inline long test_work(long n)
{
#ifdef TEST_WORK_DIVISOR
    const char *full = getenv("TEST_WORK");
    if (!(full && !strcmp(full, "full")))
        return n / TEST_WORK_DIVISOR > 0 ? n / TEST_WORK_DIVISOR : 1;
#endif
    return n;
}

/* The tests of a test case: TESTS(a, b, c) lists START_TEST names. */
#define TESTS(...) ((const TTest *const[]){__VA_ARGS__, NULL})

/* Adds to s a test case called name holding tests (a TESTS() list), with
 * a timeout in seconds (0: Check's default); returns it, for loop tests. */
static inline TCase *add_tests(Suite *s, const char *name, double timeout,
                               const TTest *const *tests)
{
    TCase *tc = tcase_create(name);
    if (timeout > 0)
        tcase_set_timeout(tc, timeout);
    for (; *tests; tests++)
        tcase_add_test(tc, *tests);
    suite_add_tcase(s, tc);
    return tc;
}

/* Adds to s the test case "threads" holding tests, the ones that run a
 * second thread, tagged "threads": a ThreadSanitizer build runs only these
 * of a program that has other tests too (CK_INCLUDE_TAGS=threads, set by
 * tests/<game>/meson.build), since a test with one thread has no race to
 * report.  Returns the test case. */
static inline TCase *add_thread_tests(Suite *s, double timeout, const TTest *const *tests)
{
    TCase *tc = add_tests(s, "threads", timeout, tests);
    tcase_set_tags(tc, "threads");
    return tc;
}

static inline int run_suite(Suite *s)
{
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr), ran = srunner_ntests_run(sr);
    srunner_free(sr);
    /* A selection (CK_RUN_CASE, CK_INCLUDE_TAGS) that matches nothing is a
     * failure, not a pass. */
    if (!ran)
        fputs("no test ran (CK_RUN_SUITE, CK_RUN_CASE or CK_INCLUDE_TAGS matches none)\n", stderr);
    return failed || !ran ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* Runs a suite of one test case (add_tests()) and gives the exit status. */
static inline int run_tests(const char *suite, const char *tcase, double timeout,
                            const TTest *const *tests)
{
    Suite *s = suite_create(suite);
    add_tests(s, tcase, timeout, tests);
    return run_suite(s);
}

#endif
