/* A table of malformed position strings (R19) and move strings (R20, R21):
 * each is rejected with its specific status code and a message naming the
 * problem, and the game is left exactly as it was. */
#include "testutil.h"

typedef struct bad_input {
    const char *text;
    int code;
    const char *message; /* a substring of ct_game_error() */
} bad_input;

#define S CT_START_POSITION
static const bad_input bad_positions[] = {
    {"", CT_ERR_PARSE, "empty"},
    {"   ", CT_ERR_PARSE, "empty"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04 r 0 0 0", CT_ERR_PARSE, "10 ranks"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9/9 r 0 0 0",
     CT_ERR_PARSE, "more than 11 ranks"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/92/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0",
     CT_ERR_PARSE, "rank 3 has 11 squares"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/91/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0",
     CT_ERR_PARSE, "rank 3 has 10 squares"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/8/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0",
     CT_ERR_PARSE, "rank 3 has 8 squares"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9r1 r 0 0 0",
     CT_ERR_PARSE, "rank 1 has 10 squares"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4g04/r1r2r3r4r5r6r7r8r9 r 0 0 0",
     CT_ERR_PARSE, "rank 2: unexpected character 'g'"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r/r1r2r3r4r5r6r7r8r9 r 0 0 0",
     CT_ERR_PARSE, "'r' must be followed by a value"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/0909/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0",
     CT_ERR_PARSE, "'0' is not a count"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9", CT_ERR_PARSE,
     "side to move is missing"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 x 0 0 0",
     CT_ERR_PARSE, "side to move must be"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 red 0 0 0",
     CT_ERR_PARSE, "side to move must be"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r", CT_ERR_PARSE,
     "score of Red is missing"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0", CT_ERR_PARSE,
     "ply count is missing"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9  r 0 0 0",
     CT_ERR_PARSE, "one space"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r -1 0 0",
     CT_ERR_PARSE, "score of Red is not a plain decimal"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 +3 0",
     CT_ERR_PARSE, "score of Blue is not a plain decimal"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 07",
     CT_ERR_PARSE, "ply count is not a plain decimal"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 1.5",
     CT_ERR_PARSE, "ply count is not a plain decimal"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0 extra",
     CT_ERR_PARSE, "unexpected text after the ply count"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 46 0 0",
     CT_ERR_INVALID_POSITION, "Red's score 46 and Blue's 45 on the board are more than 90"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 100 0",
     CT_ERR_INVALID_POSITION, "the score of Blue is above 90"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 99999999999",
     CT_ERR_INVALID_POSITION, "ply count is above"},
    {"b9b8b7b7b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0",
     CT_ERR_INVALID_POSITION, "Blue has 2 7s"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r1r3r4r5r6r7r8r9 r 0 0 0",
     CT_ERR_INVALID_POSITION, "Red has 2 1s"},
    {"b9b8b7b6b5b4b3b2b1/9/9/9/9/9/9/9/9/9/r1r2r3r4r5r6r7r8r9 r 0 0 0",
     CT_ERR_INVALID_POSITION, "neither side has its 0"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r0r0r02/r1r2r3r4r5r6r7r8r9 r 0 0 0",
     CT_ERR_INVALID_POSITION, "Red has 3 0s"},
    {"b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9\tr 0 0 0",
     CT_ERR_PARSE, "rank 1: unexpected character"},
    {"B9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0",
     CT_ERR_PARSE, "rank 11: unexpected character 'B'"},
};

static const bad_input bad_moves[] = {
    {"", CT_ERR_PARSE, "is not a move"},
    {"c1", CT_ERR_PARSE, "is not a move"},
    {"c1c", CT_ERR_PARSE, "is not a move"},
    {"c1c4c", CT_ERR_PARSE, "is not a move"},
    {"c1-c4", CT_ERR_PARSE, "is not a move"},
    {"j1j2", CT_ERR_PARSE, "is not a move"},
    {"a0a1", CT_ERR_PARSE, "is not a move"},
    {"a12a1", CT_ERR_PARSE, "is not a move"},
    {"7", CT_ERR_PARSE, "is not a move"},
    {"77c4", CT_ERR_PARSE, "is not a move"},
    {"7y4", CT_ERR_PARSE, "is not a move"},
    {"c1c4 c4c5", CT_ERR_PARSE, "is not a move"},
    {"c1c1", CT_ERR_ILLEGAL_MOVE, "must change square"},
    {"c1c5", CT_ERR_ILLEGAL_MOVE, "at most 3 squares"},
    {"c1d3", CT_ERR_ILLEGAL_MOVE, "not on one line"},
    {"c3c4", CT_ERR_ILLEGAL_MOVE, "c3 is empty"},
    {"c11c10", CT_ERR_ILLEGAL_MOVE, "holds Blue 7, but Red is to move"},
    {"e2e3", CT_ERR_ILLEGAL_MOVE, "0 never moves"},
    {"a1b1", CT_ERR_ILLEGAL_MOVE, "holds Red's own 2"},
    {"i1i11", CT_ERR_ILLEGAL_MOVE, "no pair"},
    {"d1d6", CT_ERR_ILLEGAL_MOVE, "at most 4 squares"},
    {"b1b4", CT_ERR_ILLEGAL_MOVE, "at most 2 squares"},
    {"0e3", CT_ERR_ILLEGAL_MOVE, "0 never moves"},
    {"3xc4", CT_ERR_ILLEGAL_MOVE, "without 'x'"},
    {"3c5", CT_ERR_ILLEGAL_MOVE, "at most 3 squares"},
};

static void expect_unchanged(ct_game *g, const char *before, uint64_t hash, int hist)
{
    char now[CT_POSITION_MAX];
    ct_game_position(g, now, sizeof now);
    ck_assert_str_eq(now, before);
    ck_assert_uint_eq(ct_game_hash(g), hash);
    ck_assert_int_eq(ct_game_history(g, NULL, 0), hist);
}

START_TEST(malformed_positions)
{
    ct_game *g;
    char before[CT_POSITION_MAX];
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    ck_assert_int_eq(ct_game_play_text(g, "c1c4"), CT_OK); /* some history */
    ct_game_position(g, before, sizeof before);
    uint64_t hash = ct_game_hash(g);
    const bad_input *b = &bad_positions[_i];
    int rc = ct_game_set_position(g, b->text);
    ck_assert_msg(rc == b->code, "\"%s\": got %d (%s), want %d", b->text, rc,
                  ct_game_error(g), b->code);
    ck_assert_msg(strstr(ct_game_error(g), b->message) != NULL,
                  "\"%s\": message \"%s\" lacks \"%s\"", b->text, ct_game_error(g), b->message);
    expect_unchanged(g, before, hash, 1);
    ct_game_free(g);
}
END_TEST

START_TEST(malformed_moves)
{
    ct_game *g;
    char before[CT_POSITION_MAX];
    ct_move m = 4242;
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    ct_game_position(g, before, sizeof before);
    uint64_t hash = ct_game_hash(g);
    const bad_input *b = &bad_moves[_i];
    int rc = ct_game_parse_move(g, b->text, &m);
    ck_assert_msg(rc == b->code, "\"%s\": got %d (%s), want %d", b->text, rc,
                  ct_game_error(g), b->code);
    ck_assert_msg(strstr(ct_game_error(g), b->message) != NULL,
                  "\"%s\": message \"%s\" lacks \"%s\"", b->text, ct_game_error(g), b->message);
    ck_assert_uint_eq(m, 4242);
    rc = ct_game_play_text(g, b->text);
    ck_assert_int_eq(rc, b->code);
    expect_unchanged(g, before, hash, 0);
    ct_game_free(g);
}
END_TEST

START_TEST(table_sizes)
{
    size_t n = sizeof bad_positions / sizeof *bad_positions
             + sizeof bad_moves / sizeof *bad_moves;
    ck_assert_uint_ge(n, 30);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("malformed");
    TCase *tc = tcase_create("table");
    tcase_add_loop_test(tc, malformed_positions, 0,
                        (int)(sizeof bad_positions / sizeof *bad_positions));
    tcase_add_loop_test(tc, malformed_moves, 0, (int)(sizeof bad_moves / sizeof *bad_moves));
    tcase_add_test(tc, table_sizes);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
