/* A flag fall (ct_game_time_out(), CT_TERM_TIME): the side whose time runs
 * out loses, the ending is undone like a resignation, and a record writes
 * it and reads it back. */
#include "testutil.h"

#include "game_snap.h"

/* A game after c1c4 (Red's 7) and g11g8 (Blue's 3). */
static ct_game *game_two_moves(void)
{
    ct_game *g = new_game();
    ck_assert_int_eq(ct_game_play_text(g, "c1c4"), CT_OK);
    ck_assert_int_eq(ct_game_play_text(g, "g11g8"), CT_OK);
    return g;
}

/* The record of g, written in full. */
static char *record_of(const ct_game *g)
{
    int n = ct_record_write(g, NULL, 0, NULL, 0);
    ck_assert_int_gt(n, 0);
    char *text = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(text);
    ck_assert_int_eq(ct_record_write(g, NULL, 0, text, (size_t)n + 1), n);
    return text;
}

/* The one game of text; fails the test if it is not exactly one game. */
static ct_game *read_one(const char *text)
{
    ct_reader *r = NULL;
    ct_game *g = NULL;
    ck_assert_int_eq(ct_reader_new(text, strlen(text), NULL, &r), CT_OK);
    int rc = ct_reader_next(r, &g, NULL);
    ck_assert_msg(rc == 1, "reading failed (%d): %s", rc, ct_reader_error(r));
    ct_game *none = NULL;
    ck_assert_int_eq(ct_reader_next(r, &none, NULL), 0);
    ct_reader_free(r);
    return g;
}

START_TEST(test_time_out_loses)
{
    for (int32_t side = CT_RED; side <= CT_BLUE; side++) {
        ct_game *g = game_two_moves();
        int32_t term = -1;
        ck_assert_int_eq(ct_game_time_out(g, side), CT_OK);
        ck_assert_int_eq(ct_game_outcome(g, &term), side == CT_RED ? CT_BLUE_WINS : CT_RED_WINS);
        ck_assert_int_eq(term, CT_TERM_TIME);
        ck_assert_str_eq(ct_termination_string(CT_TERM_TIME), "time forfeit");
        /* over: no legal move, no play, no second ending */
        ck_assert_int_eq(ct_game_legal_moves(g, NULL, 0), 0);
        ck_assert_int_eq(ct_game_play_text(g, "d1d4"), CT_ERR_GAME_OVER);
        ck_assert_int_eq(ct_game_resign(g, side ^ 1), CT_ERR_GAME_OVER);
        ck_assert_int_eq(ct_game_time_out(g, side ^ 1), CT_ERR_GAME_OVER);
        /* undo takes the ending back and keeps the moves */
        ck_assert_int_eq(ct_game_undo(g), CT_OK);
        ck_assert_int_eq(ct_game_outcome(g, &term), CT_ONGOING);
        ck_assert_int_eq(term, CT_TERM_NONE);
        ck_assert_int_eq(ct_game_history(g, NULL, 0), 2);
        ct_game_free(g);
    }
}
END_TEST

START_TEST(test_time_out_refused)
{
    ct_game *g = game_two_moves();
    game_snap before;
    game_take(g, &before);
    ck_assert_int_eq(ct_game_time_out(NULL, CT_RED), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_game_time_out(g, 2), CT_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_nonnull(strstr(ct_game_error(g), "side 2"));
    ck_assert_int_eq(ct_game_time_out(g, -1), CT_ERR_INVALID_ARGUMENT);
    game_same(g, &before);
    /* after an ending on the board (a 0 captured, R12) */
    ct_game_free(g);
    g = game_with(CT_MOVER_FRONT, "r3e3 r5e4 b0e6 r0a1", 'r', 0, 0, 10);
    ck_assert_int_eq(ct_game_play_text(g, "e4e6"), CT_OK);
    ck_assert_int_eq(ct_game_outcome(g, NULL), CT_RED_WINS);
    game_take(g, &before);
    ck_assert_int_eq(ct_game_time_out(g, CT_RED), CT_ERR_GAME_OVER);
    ck_assert_ptr_nonnull(strstr(ct_game_error(g), "zero captured"));
    game_same(g, &before);
    ct_game_free(g);
}
END_TEST

START_TEST(test_time_out_record_round_trip)
{
    for (int32_t side = CT_RED; side <= CT_BLUE; side++) {
        ct_game *g = game_two_moves();
        ck_assert_int_eq(ct_game_time_out(g, side), CT_OK);
        char *text = record_of(g);
        ck_assert_ptr_nonnull(strstr(text, "[Termination \"time forfeit\"]"));
        ck_assert_ptr_nonnull(strstr(text, side == CT_RED ? "[Result \"0-1\"]"
                                                          : "[Result \"1-0\"]"));
        ct_game *back = read_one(text);
        int32_t term = -1;
        ck_assert_int_eq(ct_game_outcome(back, &term), ct_game_outcome(g, NULL));
        ck_assert_int_eq(term, CT_TERM_TIME);
        ck_assert_int_eq(ct_game_history(back, NULL, 0), 2);
        char *again = record_of(back);
        ck_assert_str_eq(again, text);
        free(again);
        free(text);
        ct_game_free(back);
        ct_game_free(g);
    }
}
END_TEST

START_TEST(test_time_out_record_contradictions)
{
    /* a flag fall is a loss, never a draw */
    static const char draw[] = "[Result \"1/2-1/2\"]\n[Termination \"time forfeit\"]\n"
                               "1. c1c4 g11g8 1/2-1/2\n";
    ct_reader *r = NULL;
    ct_game *g = NULL;
    ck_assert_int_eq(ct_reader_new(draw, strlen(draw), NULL, &r), CT_OK);
    ck_assert_int_eq(ct_reader_next(r, &g, NULL), CT_ERR_PARSE);
    ck_assert_ptr_null(g);
    ck_assert_ptr_nonnull(strstr(ct_reader_error(r), "time forfeit"));
    ct_reader_free(r);
    /* nor an ending on the board: Red's capture of Blue's 0 */
    static const char board[] = "[Result \"1-0\"]\n[Termination \"time forfeit\"]\n"
                                "[Position \"9/9/9/9/9/4b04/9/4r54/4r34/9/r08 r 0 0 10\"]\n"
                                "6. e4e6 1-0\n";
    ck_assert_int_eq(ct_reader_new(board, strlen(board), NULL, &r), CT_OK);
    ck_assert_int_eq(ct_reader_next(r, &g, NULL), CT_ERR_PARSE);
    ck_assert_ptr_nonnull(strstr(ct_reader_error(r), "zero captured"));
    ct_reader_free(r);
}
END_TEST

int main(void)
{
    return run_tests("time", "time", 60,
                     TESTS(test_time_out_loses, test_time_out_refused,
                           test_time_out_record_round_trip,
                           test_time_out_record_contradictions));
}
