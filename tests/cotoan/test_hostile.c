/* Hostile input: every public function with NULL pointers, zero-size and
 * NULL buffers, out-of-range squares, sides, values, moves and options,
 * moves after the game has ended and undo with no history; the engine,
 * record and SVG functions with the same kinds of bad arguments.  Each call must
 * give its specific error code, and a game handle must be left exactly as
 * it was: position string, initial position, hash, history, outcome and
 * rules compared before and after. */
#include <check.h>
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cotoan/cotoan.h"
#include "check_run.h"
#include "game_snap.h"

/* A call that fails: its code, no change, and (when message) a detail
 * message. */
#define EXPECT_FAILS(g, call, code, message)                            \
    do {                                                                \
        game_snap b_;                                                   \
        game_take((g), &b_);                                            \
        ck_assert_int_eq((call), (code));                               \
        if (message)                                                    \
            ck_assert_msg(ct_game_error(g)[0] != '\0', "no message for " #call); \
        game_same((g), &b_);                                            \
    } while (0)

/* A non-const call that fails: its code, a detail message, no change. */
#define EXPECT_FAIL(g, call, code) EXPECT_FAILS(g, call, code, 1)
/* A const call that fails: its code and no change. */
#define EXPECT_CONST_FAIL(g, call, code) EXPECT_FAILS(g, call, code, 0)

static const ct_move bad_moves[] = {
    CT_MOVE(0, 0) | 0x10000u,       /* a bit outside the squares */
    0xFFFFFFFFu,
    99u,                            /* from = 99 */
    99u << 8,                       /* to = 99 */
    255u | 255u << 8,
    0x80000000u | CT_MOVE(2, 29),   /* c1c4 with a high bit */
};
#define NBAD (sizeof bad_moves / sizeof bad_moves[0])

static ct_game *game_after(const char *moves[], size_t n)
{
    ct_game *g = NULL;
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    for (size_t i = 0; i < n; i++)
        ck_assert_int_eq(ct_game_play_text(g, moves[i]), CT_OK);
    return g;
}

static ct_game *game_with_history(void)
{
    const char *m[] = {"c1c4", "g11g8", "d1d5", "h11h10"}; /* Red to move */
    return game_after(m, 4);
}

/* ---- handle-free functions ---------------------------------------------- */

START_TEST(test_no_game_functions)
{
    int32_t sq = 77;
    ct_move m = 1234;
    char buf[8];

    ck_assert_str_eq(ct_strerror(INT_MIN), "unknown error");
    ck_assert_str_eq(ct_strerror(INT_MAX), "unknown error");
    ck_assert_str_eq(ct_strerror(-10), "unknown error");
    for (int c = CT_ERR_STRUCT_SIZE; c <= CT_OK; c++)
        ck_assert_str_ne(ct_strerror(c), "unknown error");
    ck_assert_str_eq(ct_result_string(INT_MIN), "*");
    ck_assert_str_eq(ct_result_string(4), "*");
    ck_assert_str_eq(ct_termination_string(-1), "unknown");
    ck_assert_str_eq(ct_termination_string(CT_TERM_TIME + 1), "unknown");
    ck_assert_ptr_nonnull(ct_version_string());
    ck_assert_uint_eq(ct_version(), CT_VERSION_NUMBER);

    ck_assert_int_eq(ct_rules_init(NULL), CT_ERR_INVALID_ARGUMENT);

    ck_assert_int_eq(ct_square_parse(NULL, &sq), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_square_parse("a1", NULL), CT_ERR_INVALID_ARGUMENT);
    const char *bad_squares[] = {"", "a", "a0", "a12", "j1", "a1 ", "a01",
                                 "1a", "i111", "\xff", "a-1"};
    for (size_t i = 0; i < sizeof bad_squares / sizeof *bad_squares; i++) {
        sq = 77;
        ck_assert_int_eq(ct_square_parse(bad_squares[i], &sq), CT_ERR_PARSE);
        ck_assert_int_eq(sq, 77);
    }

    ck_assert_int_eq(ct_square_name(-1, buf, sizeof buf), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_square_name(CT_SQUARES, buf, sizeof buf), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_square_name(INT32_MIN, buf, sizeof buf), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_square_name(0, NULL, 4), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_square_name(98, NULL, 0), 3);
    memset(buf, 'Z', sizeof buf);
    ck_assert_int_eq(ct_square_name(98, buf, 0), 3);
    ck_assert_int_eq(buf[0], 'Z'); /* size 0: nothing written */
    ck_assert_int_eq(ct_square_name(98, buf, 2), 3);
    ck_assert_str_eq(buf, "i");

    for (size_t i = 0; i < NBAD; i++) {
        ck_assert_int_eq(ct_move_to_text(bad_moves[i], buf, sizeof buf),
                         CT_ERR_INVALID_ARGUMENT);
    }
    ck_assert_int_eq(ct_move_to_text(CT_MOVE(2, 29), NULL, 1), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_move_to_text(CT_MOVE(2, 29), NULL, 0), 4);
    ck_assert_int_eq(ct_move_parse_coord(NULL, &m), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_move_parse_coord("c1c4", NULL), CT_ERR_INVALID_ARGUMENT);
    const char *bad_text[] = {"", " ", "c1", "c1c", "c1c12", "7c4", "c1-c4",
                              "c1c4c", "\t\n", "z9z9", "c1c4 x"};
    for (size_t i = 0; i < sizeof bad_text / sizeof *bad_text; i++) {
        m = 1234;
        ck_assert_int_eq(ct_move_parse_coord(bad_text[i], &m), CT_ERR_PARSE);
        ck_assert_uint_eq(m, 1234);
    }
}
END_TEST

/* ---- creation, rules ----------------------------------------------------- */

START_TEST(test_creation)
{
    ct_game *g = (ct_game *)0x1;
    ct_rules r;

    ck_assert_int_eq(ct_game_new(NULL, NULL), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_game_new_with_alloc(NULL, NULL, NULL, NULL),
                     CT_ERR_INVALID_ARGUMENT);
    ct_rules_init(&r);
    r.size = 0;
    ck_assert_int_eq(ct_game_new(&r, &g), CT_ERR_STRUCT_SIZE);
    ck_assert_ptr_null(g);
    r.size = 4;
    g = (ct_game *)0x1;
    ck_assert_int_eq(ct_game_new_with_alloc(&r, NULL, NULL, &g), CT_ERR_STRUCT_SIZE);
    ck_assert_ptr_null(g);

    struct { int32_t mover, target, limit; } bad[] = {
        {-1, 15, 240}, {2, 15, 240}, {INT32_MAX, 15, 240},
        {0, -1, 240}, {0, 1001, 240}, {0, INT32_MIN, 240},
        {0, 15, -1}, {0, 15, 1000001}, {1, 15, INT32_MAX},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        ct_rules_init(&r);
        r.mover = bad[i].mover;
        r.target = bad[i].target;
        r.limit = bad[i].limit;
        g = (ct_game *)0x1;
        ck_assert_int_eq(ct_game_new(&r, &g), CT_ERR_INVALID_ARGUMENT);
        ck_assert_ptr_null(g);
    }

    ct_game_free(NULL);
    ck_assert_str_ne(ct_game_error(NULL), "");

    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    ct_game *c = (ct_game *)0x1;
    ck_assert_int_eq(ct_game_clone(NULL, &c), CT_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_null(c);
    ck_assert_int_eq(ct_game_clone(g, NULL), CT_ERR_INVALID_ARGUMENT);
    ck_assert_str_eq(ct_game_error(g), "");
    ct_game_free(g);
}
END_TEST

START_TEST(test_rules)
{
    ct_game *g = game_with_history();
    ct_rules r;

    ck_assert_int_eq(ct_game_set_rules(NULL, NULL), CT_ERR_INVALID_ARGUMENT);
    ct_rules_init(&r);
    ck_assert_int_eq(ct_game_set_rules(NULL, &r), CT_ERR_INVALID_ARGUMENT);
    EXPECT_FAIL(g, ct_game_set_rules(g, NULL), CT_ERR_INVALID_ARGUMENT);
    r.size = 0;
    EXPECT_FAIL(g, ct_game_set_rules(g, &r), CT_ERR_STRUCT_SIZE);
    ct_rules_init(&r);
    r.mover = 7;
    EXPECT_FAIL(g, ct_game_set_rules(g, &r), CT_ERR_INVALID_ARGUMENT);
    ct_rules_init(&r);
    r.target = -5;
    EXPECT_FAIL(g, ct_game_set_rules(g, &r), CT_ERR_INVALID_ARGUMENT);
    ct_rules_init(&r);
    r.limit = -5;
    EXPECT_FAIL(g, ct_game_set_rules(g, &r), CT_ERR_INVALID_ARGUMENT);

    ck_assert_int_eq(ct_game_get_rules(NULL, &r), CT_ERR_INVALID_ARGUMENT);
    EXPECT_CONST_FAIL(g, ct_game_get_rules(g, NULL), CT_ERR_INVALID_ARGUMENT);
    ct_rules small;
    memset(&small, 0x55, sizeof small);
    small.size = 8;
    EXPECT_CONST_FAIL(g, ct_game_get_rules(g, &small), CT_ERR_STRUCT_SIZE);
    ck_assert_int_eq(small.mover, 0x55555555); /* untouched */
    ct_game_free(g);
}
END_TEST

/* ---- positions ------------------------------------------------------------ */

START_TEST(test_positions)
{
    ct_game *g = game_with_history();
    char buf[CT_POSITION_MAX];

    ck_assert_int_eq(ct_game_reset(NULL), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_game_set_position(NULL, CT_START_POSITION),
                     CT_ERR_INVALID_ARGUMENT);
    EXPECT_FAIL(g, ct_game_set_position(g, NULL), CT_ERR_INVALID_ARGUMENT);

    static const struct { const char *text; int code; } bad[] = {
        {"", CT_ERR_PARSE},
        {"   ", CT_ERR_PARSE},
        {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9", CT_ERR_PARSE},
        {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0", CT_ERR_PARSE},
        {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 x 0 0 0", CT_ERR_PARSE},
        {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r -1 0 0", CT_ERR_PARSE},
        {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0 extra", CT_ERR_PARSE},
        {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 00 0 0", CT_ERR_PARSE},
        {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 99999999999999999999", CT_ERR_INVALID_POSITION},
        {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0", CT_ERR_PARSE},
        {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0", CT_ERR_PARSE},
        {"b9b8b7b6b5b4b3b2b1/4b05/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0", CT_ERR_PARSE},
        {"b9b8b7b6b5b4b3b2b1/4b03/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0", CT_ERR_PARSE},
        {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r0 r 0 0 0", CT_ERR_INVALID_POSITION},
        {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 46 0 0", CT_ERR_INVALID_POSITION},
        {"b9b8b7b6b5b4b3b2b1/9/9/9/9/9/9/9/9/9/r1r2r3r4r5r6r7r8r9 r 0 0 0", CT_ERR_INVALID_POSITION},
        {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0/", CT_ERR_PARSE},
        {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r\xc3\xa9 r 0 0 0", CT_ERR_PARSE},
        {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8rr r 0 0 0", CT_ERR_PARSE},
        {"0/4b04/9/9/9/9/9/9/9/4r04/9 r 0 0 0", CT_ERR_PARSE},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        EXPECT_FAIL(g, ct_game_set_position(g, bad[i].text), bad[i].code);

    /* A very long string of valid characters. */
    size_t n = 100000;
    char *big = malloc(n + 1);
    ck_assert_ptr_nonnull(big);
    memset(big, '1', n);
    big[n] = '\0';
    EXPECT_FAIL(g, ct_game_set_position(g, big), CT_ERR_PARSE);
    memset(big, '/', n);
    EXPECT_FAIL(g, ct_game_set_position(g, big), CT_ERR_PARSE);
    free(big);

    ck_assert_int_eq(ct_game_position(NULL, buf, sizeof buf), CT_ERR_INVALID_ARGUMENT);
    EXPECT_CONST_FAIL(g, ct_game_position(g, NULL, 1), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_game_initial_position(NULL, buf, sizeof buf),
                     CT_ERR_INVALID_ARGUMENT);
    EXPECT_CONST_FAIL(g, ct_game_initial_position(g, NULL, 5), CT_ERR_INVALID_ARGUMENT);
    /* Zero-size and tiny buffers: the length, nothing or a NUL written. */
    int len = ct_game_position(g, NULL, 0);
    ck_assert_int_gt(len, 0);
    memset(buf, 'Z', sizeof buf);
    ck_assert_int_eq(ct_game_position(g, buf, 0), len);
    ck_assert_int_eq(buf[0], 'Z');
    ck_assert_int_eq(ct_game_position(g, buf, 1), len);
    ck_assert_int_eq(buf[0], '\0');
    ck_assert_int_eq(buf[1], 'Z');
    ck_assert_int_eq(ct_game_initial_position(g, buf, 1),
                     (int)strlen(CT_START_POSITION));
    ck_assert_int_eq(buf[0], '\0');
    ct_game_free(g);
}
END_TEST

/* ---- queries --------------------------------------------------------------- */

START_TEST(test_queries)
{
    ct_game *g = game_with_history();
    int32_t side = 77, value = 77, sq = 77;
    char buf[4096];
    uint64_t count = 77;

    ck_assert_int_eq(ct_game_piece_at(NULL, 0, &side, &value), CT_ERR_INVALID_ARGUMENT);
    const int32_t bad_sq[] = {-1, CT_SQUARES, 255, 256, INT32_MIN, INT32_MAX};
    for (size_t i = 0; i < sizeof bad_sq / sizeof *bad_sq; i++) {
        EXPECT_CONST_FAIL(g, ct_game_piece_at(g, bad_sq[i], &side, &value),
                          CT_ERR_INVALID_ARGUMENT);
        ck_assert_int_eq(side, 77);
        ck_assert_int_eq(value, 77);
    }
    ck_assert_int_eq(ct_game_piece_at(g, 0, NULL, NULL), 1);
    ck_assert_int_eq(ct_game_piece_at(g, 40, &side, &value), 0); /* e5, empty */
    ck_assert_int_eq(side, 77);

    ck_assert_int_eq(ct_game_square_of(NULL, 0, 1, &sq), CT_ERR_INVALID_ARGUMENT);
    const int32_t bad_side[] = {-1, 2, INT32_MIN, INT32_MAX};
    for (size_t i = 0; i < 4; i++) {
        EXPECT_CONST_FAIL(g, ct_game_square_of(g, bad_side[i], 1, &sq),
                          CT_ERR_INVALID_ARGUMENT);
        EXPECT_CONST_FAIL(g, ct_game_score(g, bad_side[i]), CT_ERR_INVALID_ARGUMENT);
    }
    const int32_t bad_value[] = {-1, 10, INT32_MIN, INT32_MAX};
    for (size_t i = 0; i < 4; i++)
        EXPECT_CONST_FAIL(g, ct_game_square_of(g, 0, bad_value[i], &sq),
                          CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(sq, 77);
    ck_assert_int_eq(ct_game_square_of(g, CT_RED, 1, NULL), 1);

    ck_assert_int_eq(ct_game_turn(NULL), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_game_score(NULL, 0), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_game_ply(NULL), CT_ERR_INVALID_ARGUMENT);
    ck_assert(ct_game_hash(NULL) == 0);
    ck_assert_int_eq(ct_game_outcome(NULL, NULL), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_game_outcome(g, NULL), CT_ONGOING);

    ck_assert_int_eq(ct_game_render_text(NULL, 0, buf, sizeof buf), CT_ERR_INVALID_ARGUMENT);
    EXPECT_CONST_FAIL(g, ct_game_render_text(g, 8, buf, sizeof buf), CT_ERR_INVALID_ARGUMENT);
    EXPECT_CONST_FAIL(g, ct_game_render_text(g, 0xFFFFFFFFu, buf, sizeof buf),
                      CT_ERR_INVALID_ARGUMENT);
    EXPECT_CONST_FAIL(g, ct_game_render_text(g, 0, NULL, 10), CT_ERR_INVALID_ARGUMENT);
    int len = ct_game_render_text(g, 7, NULL, 0);
    ck_assert_int_gt(len, 0);
    ck_assert_int_eq(ct_game_render_text(g, 7, buf, 3), len);
    ck_assert_uint_eq(strlen(buf), 2);

    ck_assert_int_eq(ct_game_perft(NULL, 1, &count), CT_ERR_INVALID_ARGUMENT);
    EXPECT_CONST_FAIL(g, ct_game_perft(g, 1, NULL), CT_ERR_INVALID_ARGUMENT);
    EXPECT_CONST_FAIL(g, ct_game_perft(g, -1, &count), CT_ERR_INVALID_ARGUMENT);
    EXPECT_CONST_FAIL(g, ct_game_perft(g, 65, &count), CT_ERR_INVALID_ARGUMENT);
    EXPECT_CONST_FAIL(g, ct_game_perft(g, INT32_MIN, &count), CT_ERR_INVALID_ARGUMENT);
    ck_assert(count == 77);

    ck_assert_int_eq(ct_game_history(NULL, NULL, 0), CT_ERR_INVALID_ARGUMENT);
    EXPECT_CONST_FAIL(g, ct_game_history(g, NULL, 3), CT_ERR_INVALID_ARGUMENT);
    ct_move h[2] = {7, 7};
    ck_assert_int_eq(ct_game_history(g, h, 0), 4);
    ck_assert_uint_eq(h[0], 7);
    ck_assert_int_eq(ct_game_history(g, h, 1), 4);
    ck_assert_uint_eq(h[0], CT_MOVE(2, 29));
    ck_assert_uint_eq(h[1], 7);
    ct_game_free(g);
}
END_TEST

/* ---- moves ------------------------------------------------------------------ */

START_TEST(test_moves)
{
    ct_game *g = game_with_history();
    ct_move list[4] = {7, 7, 7, 7}, m = 1234;
    ct_move_info info;
    char buf[256];

    ck_assert_int_eq(ct_game_legal_moves(NULL, list, 4), CT_ERR_INVALID_ARGUMENT);
    EXPECT_CONST_FAIL(g, ct_game_legal_moves(g, NULL, 4), CT_ERR_INVALID_ARGUMENT);
    int n = ct_game_legal_moves(g, NULL, 0);
    ck_assert_int_gt(n, 4);
    ck_assert_int_eq(ct_game_legal_moves(g, list, 0), n);
    ck_assert_uint_eq(list[0], 7);
    ck_assert_int_eq(ct_game_legal_moves(g, list, 2), n);
    ck_assert_uint_eq(list[2], 7);

    ck_assert_int_eq(ct_game_is_legal(NULL, CT_MOVE(0, 9)), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_game_play(NULL, CT_MOVE(0, 9)), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_game_move_info(NULL, CT_MOVE(0, 9), &info), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_game_explain(NULL, CT_MOVE(0, 9), buf, sizeof buf),
                     CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_game_move_text(NULL, CT_MOVE(0, 9), 0, buf, sizeof buf),
                     CT_ERR_INVALID_ARGUMENT);
    for (size_t i = 0; i < NBAD; i++) {
        ct_move b = bad_moves[i];
        EXPECT_CONST_FAIL(g, ct_game_is_legal(g, b), CT_ERR_INVALID_ARGUMENT);
        EXPECT_FAIL(g, ct_game_play(g, b), CT_ERR_INVALID_ARGUMENT);
        info.size = sizeof info;
        EXPECT_FAIL(g, ct_game_move_info(g, b, &info), CT_ERR_INVALID_ARGUMENT);
        EXPECT_FAIL(g, ct_game_explain(g, b, buf, sizeof buf), CT_ERR_INVALID_ARGUMENT);
        EXPECT_FAIL(g, ct_game_move_text(g, b, CT_NOTATION_COORD, buf, sizeof buf),
                    CT_ERR_INVALID_ARGUMENT);
        EXPECT_FAIL(g, ct_game_move_text(g, b, CT_NOTATION_SHORT, buf, sizeof buf),
                    CT_ERR_INVALID_ARGUMENT);
    }
    /* Well-formed but illegal: own piece, empty square, enemy piece, a 0,
     * same square, too far, blocked. */
    const ct_move illegal[] = {
        CT_MOVE(0, 0), CT_MOVE(0, 1), CT_MOVE(40, 41), CT_MOVE(98, 89),
        CT_MOVE(13, 22), CT_MOVE(0, 90), CT_MOVE(8, 98), CT_MOVE(2, 11),
    };
    for (size_t i = 0; i < sizeof illegal / sizeof *illegal; i++) {
        ct_move b = illegal[i];
        EXPECT_CONST_FAIL(g, ct_game_is_legal(g, b), 0);
        EXPECT_FAIL(g, ct_game_play(g, b), CT_ERR_ILLEGAL_MOVE);
        info.size = sizeof info;
        EXPECT_FAIL(g, ct_game_move_info(g, b, &info), CT_ERR_ILLEGAL_MOVE);
        EXPECT_FAIL(g, ct_game_explain(g, b, buf, sizeof buf), CT_ERR_ILLEGAL_MOVE);
        EXPECT_FAIL(g, ct_game_move_text(g, b, CT_NOTATION_SHORT, buf, sizeof buf),
                    CT_ERR_ILLEGAL_MOVE);
    }
    ct_move legal = CT_MOVE(0, 9); /* a1a2 */
    ck_assert_int_eq(ct_game_is_legal(g, legal), 1);
    EXPECT_FAIL(g, ct_game_move_info(g, legal, NULL), CT_ERR_INVALID_ARGUMENT);
    memset(&info, 0x55, sizeof info);
    info.size = 4;
    EXPECT_FAIL(g, ct_game_move_info(g, legal, &info), CT_ERR_STRUCT_SIZE);
    ck_assert_uint_eq(info.move, 0x55555555u);
    info.size = 0;
    EXPECT_FAIL(g, ct_game_move_info(g, legal, &info), CT_ERR_STRUCT_SIZE);
    EXPECT_FAIL(g, ct_game_explain(g, legal, NULL, 10), CT_ERR_INVALID_ARGUMENT);
    EXPECT_FAIL(g, ct_game_move_text(g, legal, CT_NOTATION_COORD, NULL, 10),
                CT_ERR_INVALID_ARGUMENT);
    const int32_t bad_notation[] = {-1, 2, INT32_MAX, INT32_MIN};
    for (size_t i = 0; i < 4; i++)
        EXPECT_FAIL(g, ct_game_move_text(g, legal, bad_notation[i], buf, sizeof buf),
                    CT_ERR_INVALID_ARGUMENT);
    /* Zero-size buffers give the length and write nothing. */
    memset(buf, 'Z', sizeof buf);
    ck_assert_int_eq(ct_game_explain(g, legal, buf, 0),
                     ct_game_explain(g, legal, NULL, 0));
    ck_assert_int_eq(ct_game_move_text(g, legal, CT_NOTATION_SHORT, buf, 0), 3);
    ck_assert_int_eq(ct_game_move_text(g, legal, CT_NOTATION_COORD, NULL, 0), 4);
    ck_assert_int_eq(buf[0], 'Z');

    /* Move text. */
    ck_assert_int_eq(ct_game_parse_move(NULL, "c1c4", &m), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_game_play_text(NULL, "c1c4"), CT_ERR_INVALID_ARGUMENT);
    EXPECT_FAIL(g, ct_game_parse_move(g, NULL, &m), CT_ERR_INVALID_ARGUMENT);
    EXPECT_FAIL(g, ct_game_parse_move(g, "a1a2", NULL), CT_ERR_INVALID_ARGUMENT);
    EXPECT_FAIL(g, ct_game_play_text(g, NULL), CT_ERR_INVALID_ARGUMENT);
    const char *unparsable[] = {"", " ", "x", "c1", "c1c", "a0a1", "j1j2", "7",
                                "7x", "77c4", "7c", "7c12", "c1c4c", "c1-c4",
                                "\xff\xfe", "-1c4", "c1c4 junk"};
    for (size_t i = 0; i < sizeof unparsable / sizeof *unparsable; i++) {
        m = 1234;
        EXPECT_FAIL(g, ct_game_parse_move(g, unparsable[i], &m), CT_ERR_PARSE);
        ck_assert_uint_eq(m, 1234);
        EXPECT_FAIL(g, ct_game_play_text(g, unparsable[i]), CT_ERR_PARSE);
    }
    const char *not_legal[] = {"a1a1", "a1b3", "e5e6", "0e3", "7xc4", "9i11",
                               "1a3", "a11a10", "i1i11"};
    for (size_t i = 0; i < sizeof not_legal / sizeof *not_legal; i++) {
        m = 1234;
        EXPECT_FAIL(g, ct_game_parse_move(g, not_legal[i], &m), CT_ERR_ILLEGAL_MOVE);
        ck_assert_uint_eq(m, 1234);
        EXPECT_FAIL(g, ct_game_play_text(g, not_legal[i]), CT_ERR_ILLEGAL_MOVE);
    }
    ct_game_free(g);
}
END_TEST

/* ---- undo, resign, draw ------------------------------------------------------- */

START_TEST(test_undo_no_history)
{
    ct_game *g = NULL;
    ck_assert_int_eq(ct_game_undo(NULL), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    EXPECT_FAIL(g, ct_game_undo(g), CT_ERR_NO_HISTORY);
    /* After a loaded position the history is empty again. */
    ck_assert_int_eq(ct_game_play_text(g, "c1c4"), CT_OK);
    ck_assert_int_eq(ct_game_set_position(g, "9/4b04/9/9/9/9/9/9/9/4r04/9 r 3 4 17"), CT_OK);
    EXPECT_FAIL(g, ct_game_undo(g), CT_ERR_NO_HISTORY);
    /* After taking everything back. */
    ck_assert_int_eq(ct_game_reset(g), CT_OK);
    ck_assert_int_eq(ct_game_play_text(g, "c1c4"), CT_OK);
    ck_assert_int_eq(ct_game_undo(g), CT_OK);
    EXPECT_FAIL(g, ct_game_undo(g), CT_ERR_NO_HISTORY);
    ct_game_free(g);
}
END_TEST

START_TEST(test_resign_draw_args)
{
    ct_game *g = game_with_history();
    ck_assert_int_eq(ct_game_resign(NULL, CT_RED), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_game_agree_draw(NULL), CT_ERR_INVALID_ARGUMENT);
    const int32_t bad_side[] = {-1, 2, INT32_MIN, INT32_MAX};
    for (size_t i = 0; i < 4; i++)
        EXPECT_FAIL(g, ct_game_resign(g, bad_side[i]), CT_ERR_INVALID_ARGUMENT);
    ct_game_free(g);
}
END_TEST

/* Every way a game can end; then every action is refused, nothing
 * changes. */
static const struct ended {
    const char *position;   /* NULL: reached by playing moves */
    int32_t target, limit;
    int action;             /* 1 resign, 2 draw after loading */
    int result;
    int32_t term;
} ended[] = {
    /* Blue's 0 gone: Red won (R12). */
    {"9/9/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 b 0 0 9", 15, 240, 0,
     CT_RED_WINS, CT_TERM_ZERO_CAPTURED},
    /* Red at the score target (R13). */
    {"9/4b04/9/9/9/2r7r52b22/9/9/9/4r04/9 b 15 0 50", 15, 240, 0,
     CT_RED_WINS, CT_TERM_SCORE_TARGET},
    /* Ply limit with Blue ahead (R14). */
    {"9/4b04/9/9/9/2r7r52b22/9/9/9/4r04/9 r 3 7 240", 15, 240, 0,
     CT_BLUE_WINS, CT_TERM_MOVE_LIMIT},
    /* No legal move, equal scores (R15). */
    {"9/4b04/9/9/9/9/9/9/9/b4b52r04/r1b67 r 0 0 60", 15, 240, 0,
     CT_DRAW, CT_TERM_NO_MOVES},
    /* Resignation and agreement (R16). */
    {CT_START_POSITION, 15, 240, 1, CT_BLUE_WINS, CT_TERM_RESIGNATION},
    {CT_START_POSITION, 15, 240, 2, CT_DRAW, CT_TERM_AGREEMENT},
    /* Ply limit reached by playing. */
    {NULL, 15, 2, 0, CT_DRAW, CT_TERM_MOVE_LIMIT},
};

START_TEST(test_after_end)
{
    const struct ended *e = &ended[_i];
    ct_rules r;
    ct_game *g = NULL;
    char buf[256];
    ct_move m = 1234, list[8];
    ct_move_info info;

    ct_rules_init(&r);
    r.target = e->target;
    r.limit = e->limit;
    ck_assert_int_eq(ct_game_new(&r, &g), CT_OK);
    if (e->position) {
        ck_assert_int_eq(ct_game_set_position(g, e->position), CT_OK);
    } else {
        ck_assert_int_eq(ct_game_play_text(g, "c1c4"), CT_OK);
        ck_assert_int_eq(ct_game_play_text(g, "g11g8"), CT_OK);
    }
    if (e->action == 1)
        ck_assert_int_eq(ct_game_resign(g, CT_RED), CT_OK);
    if (e->action == 2)
        ck_assert_int_eq(ct_game_agree_draw(g), CT_OK);
    int32_t term = -1;
    ck_assert_int_eq(ct_game_outcome(g, &term), e->result);
    ck_assert_int_eq(term, e->term);

    ck_assert_int_eq(ct_game_legal_moves(g, list, 8), 0);
    uint64_t count = 7;
    ck_assert_int_eq(ct_game_perft(g, 1, &count), CT_OK);
    ck_assert(count == 0);
    /* Every (from, to) pair: not legal, not playable. */
    for (int32_t from = 0; from < CT_SQUARES; from++) {
        for (int32_t to = 0; to < CT_SQUARES; to += 7) {
            ct_move mv = CT_MOVE(from, to);
            ck_assert_int_eq(ct_game_is_legal(g, mv), 0);
        }
    }
    /* The moves a piece could make if the game went on. */
    const char *texts[] = {"c1c4", "a1a2", "e5e6", "7c4", "5xe6", "2b2", "1a2"};
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        m = 1234;
        EXPECT_FAIL(g, ct_game_parse_move(g, texts[i], &m), CT_ERR_ILLEGAL_MOVE);
        ck_assert_uint_eq(m, 1234);
        EXPECT_FAIL(g, ct_game_play_text(g, texts[i]), CT_ERR_GAME_OVER);
    }
    for (int32_t from = 0; from < CT_SQUARES; from += 4) {
        ct_move mv = CT_MOVE(from, (from + 9) % CT_SQUARES);
        EXPECT_FAIL(g, ct_game_play(g, mv), CT_ERR_GAME_OVER);
        info.size = sizeof info;
        EXPECT_FAIL(g, ct_game_move_info(g, mv, &info), CT_ERR_ILLEGAL_MOVE);
        EXPECT_FAIL(g, ct_game_explain(g, mv, buf, sizeof buf), CT_ERR_ILLEGAL_MOVE);
        EXPECT_FAIL(g, ct_game_move_text(g, mv, CT_NOTATION_SHORT, buf, sizeof buf),
                    CT_ERR_ILLEGAL_MOVE);
    }
    EXPECT_FAIL(g, ct_game_resign(g, CT_RED), CT_ERR_GAME_OVER);
    EXPECT_FAIL(g, ct_game_resign(g, CT_BLUE), CT_ERR_GAME_OVER);
    EXPECT_FAIL(g, ct_game_agree_draw(g), CT_ERR_GAME_OVER);
    /* Out-of-range moves are still argument errors. */
    EXPECT_FAIL(g, ct_game_play(g, 0xFFFFFFFFu), CT_ERR_INVALID_ARGUMENT);
    ct_game_free(g);
}
END_TEST

/* ---- engine ------------------------------------------------------------------ */

START_TEST(test_engine_args)
{
    ct_engine_options o;
    ct_engine *e = (ct_engine *)0x1;
    ct_search_limits lim;
    ct_search_result res;
    int32_t score = 77;

    ck_assert_int_eq(ct_engine_options_init(NULL), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_search_limits_init(NULL), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_engine_new(NULL, NULL), CT_ERR_INVALID_ARGUMENT);
    ct_engine_options_init(&o);
    o.size = 0;
    ck_assert_int_eq(ct_engine_new(&o, &e), CT_ERR_STRUCT_SIZE);
    ck_assert_ptr_null(e);
    ct_engine_options_init(&o);
    o.hash_mb = CT_ENGINE_MAX_HASH_MB + 1;
    e = (ct_engine *)0x1;
    ck_assert_int_eq(ct_engine_new(&o, &e), CT_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_null(e);
    ct_engine_free(NULL);
    ct_engine_stop(NULL);
    ck_assert_int_eq(ct_engine_clear(NULL), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_engine_set_hash(NULL, 1), CT_ERR_INVALID_ARGUMENT);

    ct_engine_options_init(&o);
    o.hash_mb = 1;
    ck_assert_int_eq(ct_engine_new(&o, &e), CT_OK);
    ck_assert_int_eq(ct_engine_set_hash(e, 0), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_engine_set_hash(e, CT_ENGINE_MAX_HASH_MB + 1),
                     CT_ERR_INVALID_ARGUMENT);

    ct_game *g = game_with_history();
    ct_search_limits_init(&lim);
    lim.depth = 1;
    res.size = sizeof res;
    ck_assert_int_eq(ct_search(NULL, g, &lim, &res), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_search(e, NULL, &lim, &res), CT_ERR_INVALID_ARGUMENT);
    EXPECT_CONST_FAIL(g, ct_search(e, g, &lim, NULL), CT_ERR_INVALID_ARGUMENT);
    res.size = 0;
    EXPECT_CONST_FAIL(g, ct_search(e, g, &lim, &res), CT_ERR_STRUCT_SIZE);
    res.size = sizeof res;
    struct { int32_t depth, level, movetime; } bad[] = {
        {-1, 10, 0}, {CT_MAX_DEPTH + 1, 10, 0}, {INT32_MIN, 10, 0},
        {1, -1, 0}, {1, CT_LEVEL_MAX + 1, 0}, {1, INT32_MIN, 0}, {1, 10, -1},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        ct_search_limits_init(&lim);
        lim.depth = bad[i].depth;
        lim.level = bad[i].level;
        lim.movetime_ms = bad[i].movetime;
        EXPECT_CONST_FAIL(g, ct_search(e, g, &lim, &res), CT_ERR_INVALID_ARGUMENT);
    }
    ct_search_limits_init(&lim);
    lim.size = 3;
    EXPECT_CONST_FAIL(g, ct_search(e, g, &lim, &res), CT_ERR_STRUCT_SIZE);

    ck_assert_int_eq(ct_evaluate(NULL, &score), CT_ERR_INVALID_ARGUMENT);
    EXPECT_CONST_FAIL(g, ct_evaluate(g, NULL), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(score, 77);
    ct_game_free(g);
    ct_engine_free(e);
}
END_TEST

/* ---- the size rule of every size-carrying struct (doc/abi.md) ---------------- */

/* A struct from a newer header: ours followed by members this library does
 * not know (filled with 0xA5, which it must neither read nor write). */
#define NEWER(T) struct { T s; unsigned char extra[64]; }
#define V1(T, last) (offsetof(T, last) + sizeof(((T *)0)->last))
/* Fill a NEWER struct with 0xA5, initialise ours in it, size it all. */
#define INIT_NEWER(v, init)                                             \
    do {                                                                \
        memset(&(v), 0xA5, sizeof (v));                                 \
        init(&(v).s);                                                   \
        (v).s.size = sizeof (v);                                        \
    } while (0)
#define EXTRA_UNTOUCHED(b)                                              \
    do {                                                                \
        for (size_t i_ = 0; i_ < sizeof (b).extra; i_++)                \
            ck_assert_uint_eq((b).extra[i_], 0xA5);                     \
    } while (0)

START_TEST(test_struct_sizes)
{
    ct_game *g = game_with_history();
    char buf[65536], ref[65536];

    /* ct_rules (input): larger accepted, its known members used. */
    NEWER(ct_rules) r;
    INIT_NEWER(r, ct_rules_init);
    r.s.target = 21;
    ct_game *g2 = NULL;
    ck_assert_int_eq(ct_game_new(&r.s, &g2), CT_OK);
    ck_assert_int_eq(ct_game_set_rules(g2, &r.s), CT_OK);
    ck_assert_int_eq(ct_game_get_rules(g2, &r.s), CT_OK);   /* output too */
    ck_assert_int_eq(r.s.target, 21);
    ck_assert_uint_eq(r.s.size, sizeof r);
    EXTRA_UNTOUCHED(r);
    r.s.size = V1(ct_rules, limit) - 1;
    EXPECT_FAIL(g2, ct_game_set_rules(g2, &r.s), CT_ERR_STRUCT_SIZE);
    EXPECT_CONST_FAIL(g2, ct_game_get_rules(g2, &r.s), CT_ERR_STRUCT_SIZE);
    ct_game_free(g2);

    /* ct_move_info (output): only the known members are written. */
    ct_move list[CT_MAX_MOVES];
    ck_assert_int_gt(ct_game_legal_moves(g, list, CT_MAX_MOVES), 0);
    ct_move legal = list[0];
    NEWER(ct_move_info) mi;
    ct_move_info plain;
    memset(&mi, 0xA5, sizeof mi);
    mi.s.size = sizeof mi;
    plain.size = sizeof plain;
    ck_assert_int_eq(ct_game_move_info(g, legal, &mi.s), CT_OK);
    ck_assert_int_eq(ct_game_move_info(g, legal, &plain), CT_OK);
    ck_assert_uint_eq(mi.s.size, sizeof mi);
    mi.s.size = plain.size;
    ck_assert_int_eq(memcmp(&mi.s, &plain, sizeof plain), 0);
    EXTRA_UNTOUCHED(mi);
    mi.s.size = V1(ct_move_info, wins) - 1;
    EXPECT_FAIL(g, ct_game_move_info(g, legal, &mi.s), CT_ERR_STRUCT_SIZE);

    /* ct_engine_options (input). */
    NEWER(ct_engine_options) eo;
    INIT_NEWER(eo, ct_engine_options_init);
    eo.s.hash_mb = 1;
    ct_engine *e = NULL;
    ck_assert_int_eq(ct_engine_new(&eo.s, &e), CT_OK);
    ck_assert_ptr_nonnull(e);
    ct_engine *bad = (ct_engine *)0x1;
    eo.s.size = V1(ct_engine_options, ud) - 1;
    ck_assert_int_eq(ct_engine_new(&eo.s, &bad), CT_ERR_STRUCT_SIZE);
    ck_assert_ptr_null(bad);

    /* ct_search_limits (input) and ct_search_result (output): a larger
     * limits struct searches exactly like ours; a larger result gets the
     * same members, and nothing beyond them. */
    NEWER(ct_search_limits) lim;
    NEWER(ct_search_result) res;
    ct_search_limits plain_lim;
    ct_search_result plain_res;
    INIT_NEWER(lim, ct_search_limits_init);
    memset(&res, 0xA5, sizeof res);
    ct_search_limits_init(&plain_lim);
    lim.s.depth = plain_lim.depth = 3;
    res.s.size = sizeof res;
    plain_res.size = sizeof plain_res;
    ck_assert_int_eq(ct_engine_clear(e), CT_OK);
    ck_assert_int_eq(ct_search(e, g, &lim.s, &res.s), CT_OK);
    ck_assert_int_eq(ct_engine_clear(e), CT_OK);
    ck_assert_int_eq(ct_search(e, g, &plain_lim, &plain_res), CT_OK);
    ck_assert_uint_eq(res.s.size, sizeof res);
    ck_assert_uint_eq(res.s.best, plain_res.best);
    ck_assert_int_eq(res.s.depth, 3);
    ck_assert_uint_eq(res.s.nodes, plain_res.nodes);
    ck_assert_int_eq(res.s.pv_length, plain_res.pv_length);
    EXTRA_UNTOUCHED(res);
    EXTRA_UNTOUCHED(lim);
    lim.s.size = V1(ct_search_limits, stop) - 1;
    EXPECT_CONST_FAIL(g, ct_search(e, g, &lim.s, &res.s), CT_ERR_STRUCT_SIZE);
    lim.s.size = sizeof lim;
    res.s.size = V1(ct_search_result, pv) - 1;
    EXPECT_CONST_FAIL(g, ct_search(e, g, &lim.s, &res.s), CT_ERR_STRUCT_SIZE);
    /* a finished game's result follows the same rule */
    ct_game *over = NULL;
    ck_assert_int_eq(ct_game_new(NULL, &over), CT_OK);
    ck_assert_int_eq(ct_game_resign(over, CT_RED), CT_OK);
    memset(&res, 0xA5, sizeof res);
    res.s.size = sizeof res;
    ck_assert_int_eq(ct_search(e, over, &lim.s, &res.s), CT_OK);
    ck_assert_uint_eq(res.s.best, CT_MOVE_NONE);
    ck_assert_uint_eq(res.s.size, sizeof res);
    EXTRA_UNTOUCHED(res);
    ct_game_free(over);
    ct_engine_free(e);

    /* ct_svg_options (input): the same picture as with ours. */
    NEWER(ct_svg_options) so;
    ct_svg_options plain_so;
    INIT_NEWER(so, ct_svg_options_init);
    ct_svg_options_init(&plain_so);
    so.s.square = plain_so.square = 40;
    int n = ct_game_render_svg(g, &so.s, buf, sizeof buf);
    ck_assert_int_gt(n, 0);
    ck_assert_int_eq(ct_game_render_svg(g, &plain_so, ref, sizeof ref), n);
    ck_assert_str_eq(buf, ref);
    EXTRA_UNTOUCHED(so);
    so.s.size = V1(ct_svg_options, narrows) - 1;
    EXPECT_CONST_FAIL(g, ct_game_render_svg(g, &so.s, buf, sizeof buf),
                      CT_ERR_STRUCT_SIZE);
    ct_game_free(g);
}
END_TEST

/* ---- records and SVG ---------------------------------------------------------- */

START_TEST(test_record_args)
{
    ct_record *rec = (ct_record *)0x1;
    const char *name = "x", *value = "y";
    char buf[64];

    ck_assert_int_eq(ct_record_new(NULL), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_new_with_alloc(NULL, NULL, NULL), CT_ERR_INVALID_ARGUMENT);
    ct_record_free(NULL);
    ck_assert_int_eq(ct_record_set_tag(NULL, "Event", "x"), CT_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_null(ct_record_tag(NULL, "Event"));
    ck_assert_int_eq(ct_record_tag_count(NULL), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_tag_at(NULL, 0, &name, &value), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_set_comment(NULL, 0, "x"), CT_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_null(ct_record_comment(NULL, 0));

    ck_assert_int_eq(ct_record_new(&rec), CT_OK);
    ck_assert_int_eq(ct_record_set_tag(rec, "Event", "kept"), CT_OK);
    ck_assert_int_eq(ct_record_set_comment(rec, 2, "kept"), CT_OK);
    const char *bad_names[] = {NULL, "", "1abc", "a b", "_x", "\xc3\xa9",
        "a2345678901234567890123456789012345678901234567890123456789012345"};
    for (size_t i = 0; i < sizeof bad_names / sizeof *bad_names; i++)
        ck_assert_msg(ct_record_set_tag(rec, bad_names[i], "v") == CT_ERR_INVALID_ARGUMENT,
                      "tag name %zu accepted", i);
    ck_assert_int_eq(ct_record_set_tag(rec, "Event", "bad\x01value"),
                     CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_set_tag(rec, "Event", "bad\nvalue"),
                     CT_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_null(ct_record_tag(rec, NULL));
    ck_assert_int_eq(ct_record_set_comment(rec, -1, "x"), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_set_comment(rec, 1000001, "x"), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_set_comment(rec, 2, "a } b"), CT_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_null(ct_record_comment(rec, -1));
    ck_assert_ptr_null(ct_record_comment(rec, INT32_MAX));
    /* Nothing changed. */
    ck_assert_int_eq(ct_record_tag_count(rec), 1);
    ck_assert_str_eq(ct_record_tag(rec, "Event"), "kept");
    ck_assert_str_eq(ct_record_comment(rec, 2), "kept");
    name = value = "x";
    ck_assert_int_eq(ct_record_tag_at(rec, -1, &name, &value), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_tag_at(rec, 1, &name, &value), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_tag_at(rec, INT32_MIN, NULL, NULL), CT_ERR_INVALID_ARGUMENT);
    ck_assert_str_eq(name, "x");

    ct_game *g = game_with_history();
    ck_assert_int_eq(ct_record_write(NULL, rec, 0, buf, sizeof buf), CT_ERR_INVALID_ARGUMENT);
    EXPECT_CONST_FAIL(g, ct_record_write(g, rec, 0, NULL, 5), CT_ERR_INVALID_ARGUMENT);
    EXPECT_CONST_FAIL(g, ct_record_write(g, rec, 2, buf, sizeof buf), CT_ERR_INVALID_ARGUMENT);
    EXPECT_CONST_FAIL(g, ct_record_write(g, rec, 0xFFFFFFFFu, buf, sizeof buf),
                      CT_ERR_INVALID_ARGUMENT);
    int len = ct_record_write(g, NULL, 0, NULL, 0);
    ck_assert_int_gt(len, 0);
    memset(buf, 'Z', sizeof buf);
    ck_assert_int_eq(ct_record_write(g, rec, 0, buf, 0), ct_record_write(g, rec, 0, NULL, 0));
    ck_assert_int_eq(buf[0], 'Z');
    ck_assert_int_eq(ct_record_write(g, rec, 0, buf, 1), ct_record_write(g, rec, 0, NULL, 0));
    ck_assert_int_eq(buf[0], '\0');

    /* SVG. */
    ct_svg_options so;
    ck_assert_int_eq(ct_svg_options_init(NULL), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_game_render_svg(NULL, NULL, buf, sizeof buf), CT_ERR_INVALID_ARGUMENT);
    EXPECT_CONST_FAIL(g, ct_game_render_svg(g, NULL, NULL, 5), CT_ERR_INVALID_ARGUMENT);
    ct_svg_options_init(&so);
    so.size = 2;
    EXPECT_CONST_FAIL(g, ct_game_render_svg(g, &so, buf, sizeof buf), CT_ERR_STRUCT_SIZE);
    const int32_t bad_square[] = {0, 7, 513, -1, INT32_MAX};
    for (size_t i = 0; i < 5; i++) {
        ct_svg_options_init(&so);
        so.square = bad_square[i];
        EXPECT_CONST_FAIL(g, ct_game_render_svg(g, &so, buf, sizeof buf),
                          CT_ERR_INVALID_ARGUMENT);
    }
    ct_svg_options_init(&so);
    so.narrows = 1; /* arrows NULL */
    EXPECT_CONST_FAIL(g, ct_game_render_svg(g, &so, buf, sizeof buf), CT_ERR_INVALID_ARGUMENT);
    ct_move arrows[1] = {0xFFFFu};
    so.arrows = arrows;
    EXPECT_CONST_FAIL(g, ct_game_render_svg(g, &so, buf, sizeof buf), CT_ERR_INVALID_ARGUMENT);
    so.narrows = -1;
    EXPECT_CONST_FAIL(g, ct_game_render_svg(g, &so, buf, sizeof buf), CT_ERR_INVALID_ARGUMENT);
    so.narrows = 257;
    EXPECT_CONST_FAIL(g, ct_game_render_svg(g, &so, buf, sizeof buf), CT_ERR_INVALID_ARGUMENT);
    ct_game_free(g);
    ct_record_free(rec);

    /* Readers. */
    ct_reader *rd = (ct_reader *)0x1;
    ct_rules r;
    ck_assert_int_eq(ct_reader_new(NULL, 3, NULL, &rd), CT_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_null(rd);
    ck_assert_int_eq(ct_reader_new("*", 1, NULL, NULL), CT_ERR_INVALID_ARGUMENT);
    ct_rules_init(&r);
    r.size = 1;
    rd = (ct_reader *)0x1;
    ck_assert_int_eq(ct_reader_new("*", 1, &r, &rd), CT_ERR_STRUCT_SIZE);
    ck_assert_ptr_null(rd);
    ct_rules_init(&r);
    r.mover = 9;
    ck_assert_int_eq(ct_reader_new_with_alloc("*", 1, &r, NULL, NULL, &rd),
                     CT_ERR_INVALID_ARGUMENT);
    ct_reader_free(NULL);
    ck_assert_int_eq(ct_reader_next(NULL, &g, NULL), CT_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_nonnull(ct_reader_error(NULL));
    ck_assert_int_eq(ct_reader_location(NULL, NULL, NULL), CT_ERR_INVALID_ARGUMENT);
    /* Zero-length text: no game.  Embedded NULs: an error, not a crash. */
    ck_assert_int_eq(ct_reader_new("", 0, NULL, &rd), CT_OK);
    ck_assert_int_eq(ct_reader_next(rd, NULL, NULL), CT_ERR_INVALID_ARGUMENT);
    g = (ct_game *)0x1;
    ck_assert_int_eq(ct_reader_next(rd, &g, NULL), 0);
    ck_assert_ptr_null(g);
    ct_reader_free(rd);
    static const char nul_text[] = "[Event \"a\0b\"]\n\n1. c1c4 *\n";
    ck_assert_int_eq(ct_reader_new(nul_text, sizeof nul_text - 1, NULL, &rd), CT_OK);
    int rc = ct_reader_next(rd, &g, NULL);
    ck_assert_int_lt(rc, 0);
    ck_assert_ptr_null(g);
    ck_assert_int_eq(ct_reader_next(rd, &g, NULL), rc);
    ct_reader_free(rd);
}
END_TEST

/* Explanations in English by default and in Vietnamese on request; a bad
 * language is refused and changes nothing; a clone keeps the language. */
START_TEST(test_language)
{
    ct_game *g = NULL, *c = NULL;
    char buf[200];
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    ct_move ms[256];
    ck_assert_int_gt(ct_game_legal_moves(g, ms, 256), 0);
    ct_move m = ms[0];
    ck_assert_int_eq(ct_game_language(g), CT_LANG_EN);
    ck_assert_int_gt(ct_game_explain(g, m, buf, sizeof buf), 0);
    ck_assert_ptr_nonnull(strstr(buf, "Red "));
    ck_assert_ptr_nonnull(strstr(buf, " slides "));
    ck_assert_int_eq(ct_game_set_language(g, 2), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_game_set_language(g, -1), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_game_set_language(NULL, CT_LANG_VI), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_game_language(g), CT_LANG_EN);
    ck_assert_int_eq(ct_game_language(NULL), CT_LANG_EN);
    ck_assert_int_eq(ct_game_set_language(g, CT_LANG_VI), CT_OK);
    ck_assert_int_gt(ct_game_explain(g, m, buf, sizeof buf), 0);
    ck_assert_ptr_nonnull(strstr(buf, "\u0110\u1ecf "));
    ck_assert_ptr_nonnull(strstr(buf, " \u0111i "));
    ck_assert_int_eq(ct_game_clone(g, &c), CT_OK);
    ck_assert_int_eq(ct_game_language(c), CT_LANG_VI);
    ct_game_free(c);
    ct_game_free(g);
}
END_TEST

/* CT_EXPLAIN_MAX holds every explanation: random games in both languages,
 * with the score target off (long games, more endings) and both movers. */
START_TEST(test_explain_fits)
{
    static ct_move mv[CT_MAX_MOVES];
    uint32_t r = 7;
    int most = 0;
    for (int gi = 0; gi < 12; gi++) { /* not test_work(): the busiest explanations need several games */
        ct_rules ru;
        ct_game *g;
        ct_rules_init(&ru);
        ru.target = gi % 3 ? 0 : 15;
        ru.mover = gi % 2 ? CT_MOVER_BACK : CT_MOVER_FRONT;
        ck_assert_int_eq(ct_game_new(&ru, &g), CT_OK);
        ck_assert_int_eq(ct_game_set_language(g, gi % 2 ? CT_LANG_VI : CT_LANG_EN), CT_OK);
        for (int ply = 0; ply < 200; ply++) {
            const int n = ct_game_legal_moves(g, mv, CT_MAX_MOVES);
            if (n <= 0)
                break;
            for (int i = 0; i < n; i++) {
                char buf[CT_EXPLAIN_MAX];
                const int len = ct_game_explain(g, mv[i], buf, sizeof buf);
                ck_assert_int_gt(len, 0);
                ck_assert_int_lt(len, CT_EXPLAIN_MAX);
                ck_assert_int_eq((int)strlen(buf), len);
                if (len > most)
                    most = len;
            }
            r = r * 1103515245u + 12345u;
            ck_assert_int_eq(ct_game_play(g, mv[(r >> 16) % (uint32_t)n]), CT_OK);
        }
        ct_game_free(g);
    }
    ck_assert_int_gt(most, 100); /* the arithmetic of several kinds was seen */
}
END_TEST

int main(void)
{
    Suite *s = suite_create("hostile");
    TCase *tc = add_tests(s, "api", 0, TESTS(
        test_no_game_functions, test_creation, test_rules, test_positions, test_queries,
        test_moves, test_undo_no_history, test_resign_draw_args, test_engine_args,
        test_struct_sizes, test_record_args, test_language, test_explain_fits));
    tcase_add_loop_test(tc, test_after_end, 0, (int)(sizeof ended / sizeof *ended));
    return run_suite(s);
}
