/* One or more tests, or rows of legal_rows, per rule of RULES.md (R1-R22). */
#include "testutil.h"

#define FRONT CT_MOVER_FRONT
#define BACK CT_MOVER_BACK

/* Moves that are legal, and moves that are not, in a position built by
 * game_with(): one row a position, named after the test of its rule. */
typedef struct legal_row {
    const char *rule;
    int mover;
    const char *pieces;
    char stm;
    int red, blue, ply;
    const char *legal, *illegal; /* coordinate moves separated by spaces */
} legal_row;

static const legal_row legal_rows[] = {
    /* Red 8 e5, Red 5 e4: shooting up the front is e5, down it is e4. */
    {"r07_pair_shoots_both_ways", FRONT, "r8e5 r5e4 b6e8 b2e1 r0a2 b0a11", 'r', 0, 0, 0,
     "e5e8 e4e1", ""},
    /* Not adjacent: no pair. */
    {"r07_pair_shoots_both_ways", FRONT, "r8e6 r5e4 b6e9 b2e1 r0a2 b0a11", 'r', 0, 0, 0,
     "", "e6e9 e4e1"},
    /* Distances 2, 4 and 5 are not reached by 8 and 5. */
    {"r08_arithmetic", FRONT, "r8e5 r5e4 b6e7 r0a2 b0a11", 'r', 0, 0, 0, "", "e5e7"},
    {"r08_arithmetic", FRONT, "r8e5 r5e4 b6e10 r0a2 b0a11", 'r', 0, 0, 0, "", "e5e10"},
    /* 6 and 3 on a diagonal: 9, 3, 8 and 2; 6 mod 3 = 0 is void. */
    /* d4e5: distance 1 */
    {"r08_arithmetic", FRONT, "r6c3 r3d4 b4e5 r0i1 b0a11", 'r', 0, 0, 0, "", "d4e5"},
    /* A piece between F and T (either side) blocks the shot. */
    {"r09_target_and_path", FRONT, "r8e5 r5e4 b6e8 b1e7 r0a2 b0a11", 'r', 0, 0, 0, "", "e5e8"},
    {"r09_target_and_path", FRONT, "r8e5 r5e4 b6e8 r1e6 r0a2 b0a11", 'r', 0, 0, 0, "", "e5e8"},
    /* An own piece at the target is not captured. */
    {"r09_target_and_path", FRONT, "r8e5 r5e4 r6e8 r0a2 b0a11", 'r', 0, 0, 0, "", "e5e8"},
    /* Targets off the board: 8 and 5 at e9/e10 shooting up reach e11 (1)
     * but e13 (3) does not exist. */
    {"r09_target_and_path", FRONT, "r8e10 r5e9 b6e11 r0a2 b0a11", 'r', 0, 0, 0, "e10e11", ""},
    /* A 0 is a valid target of any shot. */
    {"r09_target_and_path", FRONT, "r8e5 r5e4 b0e8 r0a2", 'r', 0, 0, 0, "e5e8", ""},
};

START_TEST(legal_moves_of_rules)
{
    const legal_row *r = &legal_rows[_i];
    ct_game *g = game_with(r->mover, r->pieces, r->stm, r->red, r->blue, r->ply);
    const char *lists[2] = {r->illegal, r->legal};
    for (int l = 0; l < 2; l++) {
        char tmp[256], *save;
        snprintf(tmp, sizeof tmp, "%s", lists[l]);
        for (char *m = strtok_r(tmp, " ", &save); m; m = strtok_r(NULL, " ", &save))
            ck_assert_msg(is_legal_text(g, m) == l, "%s, %s: %s should%s be legal", r->rule,
                          r->pieces, m, l ? "" : " not");
    }
    ct_game_free(g);
}
END_TEST

START_TEST(r01_board_squares)
{
    char name[4];
    ck_assert_int_eq(sq("a1"), 0);
    ck_assert_int_eq(sq("i1"), 8);
    ck_assert_int_eq(sq("a2"), 9);
    ck_assert_int_eq(sq("e2"), 13);
    ck_assert_int_eq(sq("i11"), 98);
    for (int s = 0; s < CT_SQUARES; s++) {
        int32_t back = -1;
        ck_assert_int_ge(ct_square_name(s, name, sizeof name), 2);
        ck_assert_int_eq(ct_square_parse(name, &back), CT_OK);
        ck_assert_int_eq(back, s);
        ck_assert_int_eq(CT_SQUARE(CT_SQUARE_FILE(s), CT_SQUARE_RANK(s)), s);
    }
    int32_t x;
    ck_assert_int_eq(ct_square_parse("j1", &x), CT_ERR_PARSE);
    ck_assert_int_eq(ct_square_parse("a12", &x), CT_ERR_PARSE);
    ck_assert_int_eq(ct_square_parse("a0", &x), CT_ERR_PARSE);
    ck_assert_int_eq(ct_square_parse("a01", &x), CT_ERR_PARSE);
    ck_assert_int_eq(ct_square_name(99, name, sizeof name), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_square_name(-1, name, sizeof name), CT_ERR_INVALID_ARGUMENT);
}
END_TEST

START_TEST(r02_sides)
{
    ct_game *g;
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    ck_assert_int_eq(ct_game_turn(g), CT_RED);
    for (int s = 0; s < CT_SQUARES; s++) {
        int32_t side, value;
        if (ct_game_piece_at(g, s, &side, &value) == 1) {
            int rank = CT_SQUARE_RANK(s) + 1;
            if (side == CT_RED)
                ck_assert(rank <= 2);
            else
                ck_assert(rank >= 10);
        }
    }
    ct_game_free(g);
}
END_TEST

START_TEST(r03_ten_pieces_each)
{
    ct_game *g;
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    int count = 0;
    for (int side = 0; side < 2; side++)
        for (int v = 0; v <= 9; v++) {
            int32_t s = -1, ps = -1, pv = -1;
            ck_assert_int_eq(ct_game_square_of(g, side, v, &s), 1);
            ck_assert_int_eq(ct_game_piece_at(g, s, &ps, &pv), 1);
            ck_assert_int_eq(ps, side);
            ck_assert_int_eq(pv, v);
            count++;
        }
    ck_assert_int_eq(count, 20);
    ct_game_free(g);
}
END_TEST

START_TEST(r04_start_position)
{
    ct_game *g;
    char buf[CT_POSITION_MAX];
    int32_t s;
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    ck_assert_int_eq(ct_game_position(g, buf, sizeof buf), (int)strlen(CT_START_POSITION));
    ck_assert_str_eq(buf, CT_START_POSITION);
    ck_assert_int_eq(ct_game_square_of(g, CT_RED, 1, &s), 1);
    ck_assert_int_eq(s, sq("a1"));
    ck_assert_int_eq(ct_game_square_of(g, CT_RED, 9, &s), 1);
    ck_assert_int_eq(s, sq("i1"));
    ck_assert_int_eq(ct_game_square_of(g, CT_RED, 0, &s), 1);
    ck_assert_int_eq(s, sq("e2"));
    ck_assert_int_eq(ct_game_square_of(g, CT_BLUE, 1, &s), 1);
    ck_assert_int_eq(s, sq("i11"));
    ck_assert_int_eq(ct_game_square_of(g, CT_BLUE, 9, &s), 1);
    ck_assert_int_eq(s, sq("a11"));
    ck_assert_int_eq(ct_game_square_of(g, CT_BLUE, 0, &s), 1);
    ck_assert_int_eq(s, sq("e10"));
    /* From the start, Red has 87 legal moves, all slides. */
    ct_move list[CT_MAX_MOVES];
    ck_assert_int_eq(ct_game_legal_moves(g, list, CT_MAX_MOVES), 87);
    ct_game_free(g);
}
END_TEST

START_TEST(r05_zero_never_moves_nor_pairs)
{
    /* Red 0 on e5 next to Red 5 on e4: 0 + 5 would reach e10 at distance
     * 5 if the 0 took part in pairs. */
    ct_game *g = game_with(FRONT, "r0e5 r5e4 b3e10 b0a11", 'r', 0, 0, 0);
    ck_assert_int_eq(is_legal_text(g, "e5e10"), 0);
    ck_assert_int_eq(is_legal_text(g, "e4e10"), 0);
    ct_move list[CT_MAX_MOVES];
    int n = ct_game_legal_moves(g, list, CT_MAX_MOVES);
    for (int i = 0; i < n; i++)
        ck_assert_int_ne(CT_MOVE_FROM(list[i]), sq("e5"));
    /* It blocks like any other piece: the 5 cannot slide up through it. */
    ck_assert_int_eq(is_legal_text(g, "e4e6"), 0);
    ck_assert_int_eq(is_legal_text(g, "e4e3"), 1);
    ct_game_free(g);
}
END_TEST

START_TEST(r06_slides)
{
    ct_game *g = game_with(FRONT, "r3c1 r0a5 b1c3 b0i11", 'r', 0, 0, 0);
    const char *legal[] = {"c1c2", "c1d2", "c1e3", "c1f4", "c1b2", "c1a3",
                           "c1b1", "c1a1", "c1d1", "c1e1", "c1f1"};
    const char *illegal[] = {"c1c3", "c1c4", "c1g5", "c1g1", "c1d3", "c1c1"};
    for (size_t i = 0; i < sizeof legal / sizeof *legal; i++)
        ck_assert_msg(is_legal_text(g, legal[i]) == 1, "%s", legal[i]);
    for (size_t i = 0; i < sizeof illegal / sizeof *illegal; i++)
        ck_assert_msg(is_legal_text(g, illegal[i]) == 0, "%s", illegal[i]);
    ct_move list[CT_MAX_MOVES];
    ck_assert_int_eq(ct_game_legal_moves(g, list, CT_MAX_MOVES), 11);
    /* A slide never captures: sliding onto c3 is refused with a reason. */
    ck_assert_int_eq(ct_game_play(g, mv("c1c3")), CT_ERR_ILLEGAL_MOVE);
    ck_assert_ptr_nonnull(strstr(ct_game_error(g), "c3"));
    ct_game_free(g);
}
END_TEST

START_TEST(r08_arithmetic)
{
    ct_move_info info;
    ct_game *g = game_with(FRONT, "r8e5 r5e4 b6e8 r0a2 b0a11", 'r', 0, 0, 0);
    info.size = sizeof info;
    ck_assert_int_eq(ct_game_move_info(g, mv("e5e8"), &info), CT_OK);
    ck_assert_int_eq(info.is_capture, 1);
    ck_assert_int_eq(info.a, 8);
    ck_assert_int_eq(info.b, 5);
    ck_assert_int_eq(info.distance, 3);
    /* 8 + 5 = 13 -> 3, 8 - 5 = 3, 8 mod 5 = 3; 8 x 5 = 40 is void. */
    ck_assert_uint_eq(info.ops, CT_OP_ADD | CT_OP_SUB | CT_OP_REMAINDER);
    ct_game_free(g);
    /* Distance 1 (8 div 5) reaches e6. */
    g = game_with(FRONT, "r8e5 r5e4 b6e6 r0a2 b0a11", 'r', 0, 0, 0);
    info.size = sizeof info;
    ck_assert_int_eq(ct_game_move_info(g, mv("e5e6"), &info), CT_OK);
    ck_assert_uint_eq(info.ops, CT_OP_QUOTIENT);
    ct_game_free(g);
    /* 6 and 3 on a diagonal: 9, 3, 8 and 2 (rows of legal_rows too) */
    g = game_with(FRONT, "r6c3 r3d4 b1f6 b2a1 r0i1 b0a11", 'r', 0, 0, 0);
    ck_assert_int_eq(is_legal_text(g, "d4f6"), 1);
    ck_assert_int_eq(is_legal_text(g, "c3a1"), 1);
    info.size = sizeof info;
    ck_assert_int_eq(ct_game_move_info(g, mv("d4f6"), &info), CT_OK);
    ck_assert_uint_eq(info.ops, CT_OP_QUOTIENT);
    ct_game_free(g);
    g = game_with(FRONT, "r6c3 r3d4 b1g7 r0i1 b0a11", 'r', 0, 0, 0);
    ck_assert_int_eq(is_legal_text(g, "d4g7"), 1);
    info.size = sizeof info;
    ck_assert_int_eq(ct_game_move_info(g, mv("d4g7"), &info), CT_OK);
    ck_assert_uint_eq(info.ops, CT_OP_SUB);
    ct_game_free(g);
}
END_TEST


START_TEST(r10_capture_mover)
{
    int32_t side, value;
    ct_game *g = game_with(FRONT, "r8e5 r5e4 b6e8 b2e1 r0a2 b0a11", 'r', 0, 0, 0);
    ck_assert_int_eq(ct_game_play(g, mv("e5e8")), CT_OK);
    ck_assert_int_eq(ct_game_piece_at(g, sq("e8"), &side, &value), 1);
    ck_assert_int_eq(side, CT_RED);
    ck_assert_int_eq(value, 8);
    ck_assert_int_eq(ct_game_piece_at(g, sq("e5"), NULL, NULL), 0);
    ck_assert_int_eq(ct_game_score(g, CT_RED), 6);
    ct_game_free(g);

    g = game_with(BACK, "r8e5 r5e4 b6e8 b2e1 r0a2 b0a11", 'r', 0, 0, 0);
    ck_assert_int_eq(is_legal_text(g, "e5e8"), 0);
    ck_assert_int_eq(is_legal_text(g, "e4e8"), 1);  /* the 5 passes over the 8 */
    ck_assert_int_eq(is_legal_text(g, "e5e1"), 1);  /* shooting down, B = e5 */
    ck_assert_int_eq(ct_game_play(g, mv("e4e8")), CT_OK);
    ck_assert_int_eq(ct_game_piece_at(g, sq("e8"), &side, &value), 1);
    ck_assert_int_eq(value, 5);
    ck_assert_int_eq(ct_game_piece_at(g, sq("e5"), &side, &value), 1);
    ck_assert_int_eq(value, 8);
    ck_assert_int_eq(ct_game_piece_at(g, sq("e4"), NULL, NULL), 0);
    ck_assert_int_eq(ct_game_score(g, CT_RED), 6);
    ct_game_free(g);
}
END_TEST

START_TEST(r11_move_identity)
{
    /* Three operations give distance 3: still one move. */
    ct_game *g = game_with(FRONT, "r8e5 r5e4 b6e8 r0a2 b0a11", 'r', 0, 0, 0);
    ct_move list[CT_MAX_MOVES];
    int n = ct_game_legal_moves(g, list, CT_MAX_MOVES), found = 0;
    for (int i = 0; i < n; i++) {
        found += list[i] == mv("e5e8");
        for (int j = i + 1; j < n; j++)
            ck_assert_uint_ne(list[i], list[j]);
    }
    ck_assert_int_eq(found, 1);
    ck_assert_uint_eq(CT_MOVE(sq("e5"), sq("e8")), mv("e5e8"));
    ck_assert_int_eq(CT_MOVE_FROM(mv("e5e8")), sq("e5"));
    ck_assert_int_eq(CT_MOVE_TO(mv("e5e8")), sq("e8"));
    ct_game_free(g);
}
END_TEST

START_TEST(r12_capture_of_zero_wins)
{
    int32_t term;
    /* Red 9 e7, Red 6 e6: 9 - 6 = 3 reaches e10; Blue leads 14-0. */
    ct_game *g = game_with(FRONT, "r9e7 r6e6 b0e10 r0a1", 'r', 0, 14, 0);
    ck_assert_int_eq(ct_game_play(g, mv("e7e10")), CT_OK);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_RED_WINS);
    ck_assert_int_eq(term, CT_TERM_ZERO_CAPTURED);
    ct_game_free(g);
}
END_TEST

START_TEST(r13_score_target)
{
    int32_t term;
    ct_rules r;
    ct_game *g = game_with(FRONT, "r8e5 r5e4 b1e8 r0a2 b0a11 b9i9", 'r', 14, 0, 0);
    ck_assert_int_eq(ct_game_play(g, mv("e5e8")), CT_OK);
    ck_assert_int_eq(ct_game_score(g, CT_RED), 15);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_RED_WINS);
    ck_assert_int_eq(term, CT_TERM_SCORE_TARGET);
    /* Target 0 disables R13; a higher target lets the game go on. */
    ct_rules_init(&r);
    r.target = 0;
    ck_assert_int_eq(ct_game_set_rules(g, &r), CT_OK);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_ONGOING);
    r.target = 20;
    ck_assert_int_eq(ct_game_set_rules(g, &r), CT_OK);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_ONGOING);
    r.target = 15;
    ck_assert_int_eq(ct_game_set_rules(g, &r), CT_OK);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_RED_WINS);
    ct_game_free(g);
}
END_TEST

START_TEST(r14_move_limit)
{
    int32_t term;
    ct_rules r;
    ct_game *g = game_with(FRONT, "r3c3 r0a2 b0a11 b4i9", 'r', 3, 1, 239);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_ONGOING);
    ck_assert_int_eq(ct_game_play(g, mv("c3c4")), CT_OK);
    ck_assert_int_eq(ct_game_ply(g), 240);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_RED_WINS);
    ck_assert_int_eq(term, CT_TERM_MOVE_LIMIT);
    ct_game_free(g);
    /* Equal scores draw. */
    g = game_with(FRONT, "r3c3 r0a2 b0a11 b4i9", 'r', 2, 2, 240);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_DRAW);
    ck_assert_int_eq(term, CT_TERM_MOVE_LIMIT);
    /* Limit 0 disables R14. */
    ct_rules_init(&r);
    r.limit = 0;
    ck_assert_int_eq(ct_game_set_rules(g, &r), CT_OK);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_ONGOING);
    ct_game_free(g);
}
END_TEST

START_TEST(r15_no_legal_move)
{
    int32_t term;
    ct_move list[4];
    /* Red has only its 0: no legal move; decided by score. */
    ct_game *g = game_with(FRONT, "r0a1 b0a11 b4i9", 'r', 0, 0, 10);
    ck_assert_int_eq(ct_game_legal_moves(g, list, 4), 0);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_DRAW);
    ck_assert_int_eq(term, CT_TERM_NO_MOVES);
    ct_game_free(g);
    g = game_with(FRONT, "r0a1 b0a11 b4i9", 'r', 5, 3, 10);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_RED_WINS);
    ck_assert_int_eq(term, CT_TERM_NO_MOVES);
    ct_game_free(g);
    /* Boxed in: Red 1 in the corner surrounded by pieces it cannot take. */
    g = game_with(FRONT, "r1a1 r0a2 b2b1 b3b2 b0a11", 'r', 0, 4, 10);
    ck_assert_int_eq(ct_game_legal_moves(g, list, 4), 0);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_BLUE_WINS);
    ck_assert_int_eq(term, CT_TERM_NO_MOVES);
    ct_game_free(g);
}
END_TEST

START_TEST(r16_resign_and_draw)
{
    int32_t term;
    ct_game *g;
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    ck_assert_int_eq(ct_game_resign(g, CT_BLUE), CT_OK);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_RED_WINS);
    ck_assert_int_eq(term, CT_TERM_RESIGNATION);
    ck_assert_int_eq(ct_game_agree_draw(g), CT_ERR_GAME_OVER);
    ck_assert_int_eq(ct_game_undo(g), CT_OK); /* takes back the resignation */
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_ONGOING);
    ck_assert_int_eq(ct_game_resign(g, CT_RED), CT_OK);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_BLUE_WINS);
    ck_assert_int_eq(ct_game_undo(g), CT_OK);
    ck_assert_int_eq(ct_game_agree_draw(g), CT_OK);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_DRAW);
    ck_assert_int_eq(term, CT_TERM_AGREEMENT);
    ck_assert_int_eq(ct_game_resign(g, 2), CT_ERR_INVALID_ARGUMENT);
    ct_game_free(g);
}
END_TEST

START_TEST(r17_finished_games_have_no_moves)
{
    ct_move list[CT_MAX_MOVES];
    /* Blue lacks its 0: Red has won. */
    ct_game *g = game_with(FRONT, "r8e5 r5e4 r0a2 b6e8", 'r', 0, 0, 0);
    ck_assert_int_eq(ct_game_legal_moves(g, list, CT_MAX_MOVES), 0);
    ck_assert_int_eq(ct_game_outcome(g, NULL), CT_RED_WINS);
    ck_assert_int_eq(is_legal_text(g, "e5e6"), 0);
    ck_assert_int_eq(ct_game_play(g, mv("e5e6")), CT_ERR_GAME_OVER);
    uint64_t n = 99;
    ck_assert_int_eq(ct_game_perft(g, 1, &n), CT_OK);
    ck_assert_uint_eq(n, 0);
    ct_game_free(g);
    /* After a resignation too. */
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    ck_assert_int_eq(ct_game_resign(g, CT_RED), CT_OK);
    ck_assert_int_eq(ct_game_legal_moves(g, list, CT_MAX_MOVES), 0);
    ck_assert_int_eq(ct_game_play(g, mv("c1c4")), CT_ERR_GAME_OVER);
    ct_game_free(g);
}
END_TEST

START_TEST(r18_no_repetition_rule)
{
    ct_game *g;
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    for (int i = 0; i < 30; i++) {
        ck_assert_int_eq(ct_game_play(g, mv("a1a2")), CT_OK);
        ck_assert_int_eq(ct_game_play(g, mv("i11i10")), CT_OK);
        ck_assert_int_eq(ct_game_play(g, mv("a2a1")), CT_OK);
        ck_assert_int_eq(ct_game_play(g, mv("i10i11")), CT_OK);
    }
    ck_assert_int_eq(ct_game_outcome(g, NULL), CT_ONGOING);
    ck_assert_int_eq(ct_game_ply(g), 120);
    /* ...but the move limit ends it (R14). */
    for (int i = 0; i < 30; i++) {
        ck_assert_int_eq(ct_game_play(g, mv("a1a2")), CT_OK);
        ck_assert_int_eq(ct_game_play(g, mv("i11i10")), CT_OK);
        ck_assert_int_eq(ct_game_play(g, mv("a2a1")), CT_OK);
        ck_assert_int_eq(ct_game_play(g, mv("i10i11")), CT_OK);
    }
    int32_t term;
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_DRAW);
    ck_assert_int_eq(term, CT_TERM_MOVE_LIMIT);
    ct_game_free(g);
}
END_TEST

START_TEST(r19_position_string)
{
    char buf[CT_POSITION_MAX];
    ct_game *g;
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    const char *p = "b98/4b04/9/4b34/9/9/4r84/4r54/9/r08/4b24 r 0 0 10";
    ck_assert_int_eq(ct_game_set_position(g, p), CT_OK);
    ct_game_position(g, buf, sizeof buf);
    ck_assert_str_eq(buf, p);
    ck_assert_int_eq(ct_game_ply(g), 10);
    /* Leading and trailing white space is ignored. */
    ck_assert_int_eq(ct_game_set_position(g, "  " CT_START_POSITION "\n"), CT_OK);
    ct_game_position(g, buf, sizeof buf);
    ck_assert_str_eq(buf, CT_START_POSITION);
    /* snprintf sizing: the needed length is always returned. */
    ck_assert_int_eq(ct_game_position(g, NULL, 0), (int)strlen(CT_START_POSITION));
    ck_assert_int_eq(ct_game_position(g, buf, 5), (int)strlen(CT_START_POSITION));
    ck_assert_str_eq(buf, "b9b8");
    /* A finished position loads: score at the target. */
    ck_assert_int_eq(ct_game_set_position(g, "9/4b04/9/9/9/2r7r52b22/9/9/9/4r04/9 r 15 0 50"),
                     CT_OK);
    ck_assert_int_eq(ct_game_outcome(g, NULL), CT_RED_WINS);
    /* Scores and the ply count are read. */
    ck_assert_int_eq(ct_game_set_position(g, "9/4b04/9/9/9/2r7r52b22/9/9/9/4r04/9 b 12 45 7"),
                     CT_OK);
    ck_assert_int_eq(ct_game_turn(g), CT_BLUE);
    ck_assert_int_eq(ct_game_score(g, CT_RED), 12);
    ck_assert_int_eq(ct_game_score(g, CT_BLUE), 45);
    ct_game_free(g);
}
END_TEST

START_TEST(r19_score_reads_back_after_inconsistent_load)
{
    /* R19 accepts a score larger than the values missing from the board
     * (the reference vectors hold such positions).  With R13 disabled a
     * capture then takes the score past 45: it stays exact, undo and the
     * hash stay consistent, and the position reads back (CT_SCORE_MAX). */
    char buf[CT_POSITION_MAX];
    ct_rules r;
    ct_game *g;
    ct_rules_init(&r);
    r.target = 0;
    ck_assert_int_eq(ct_game_new(&r, &g), CT_OK);
    ck_assert_int_eq(ct_game_set_position(g, "9/4b04/9/4b64/9/9/4r84/4r54/9/4r04/9 r 45 0 0"),
                     CT_OK);
    uint64_t h = ct_game_hash(g);
    ck_assert_int_eq(ct_game_play_text(g, "8xe8"), CT_OK);
    ck_assert_int_eq(ct_game_score(g, CT_RED), 51);
    ct_game_position(g, buf, sizeof buf);
    ck_assert_str_eq(buf, "9/4b04/9/4r84/9/9/9/4r54/9/4r04/9 b 51 0 1");
    /* it reads back: 51 plus Blue's values left on the board (0) is within CT_SCORE_MAX */
    ct_game *h2;
    ck_assert_int_eq(ct_game_new(&r, &h2), CT_OK);
    ck_assert_int_eq(ct_game_set_position(h2, buf), CT_OK);
    ck_assert_int_eq(ct_game_score(h2, CT_RED), 51);
    /* a score above CT_SCORE_MAX less the other side's 6 on the board is refused */
    ck_assert_int_eq(ct_game_set_position(h2, "9/4b04/9/4b64/9/9/4r84/4r54/9/4r04/9 r 85 0 0"),
                     CT_ERR_INVALID_POSITION);
    ck_assert_int_eq(ct_game_set_position(h2, "9/4b04/9/4b64/9/9/4r84/4r54/9/4r04/9 r 84 0 0"),
                     CT_OK);
    ct_game_free(h2);
    ck_assert_uint_ne(ct_game_hash(g), h);
    ck_assert_int_eq(ct_game_undo(g), CT_OK);
    ck_assert_uint_eq(ct_game_hash(g), h);
    ct_game_free(g);
}
END_TEST

START_TEST(r19_ply_count_reads_back)
{
    /* Games started near CT_PLY_MAX with no ply limit (R14 0): every
     * position string a game writes reads back, and the game ends by the
     * move limit at CT_PLY_MAX. */
    char buf[CT_POSITION_MAX], start[CT_POSITION_MAX], again[CT_POSITION_MAX];
    ct_rules r;
    ct_rules_init(&r);
    r.limit = 0;
    r.target = 0;
    uint32_t x = 12345;
    for (int back = 1; back <= 6; back++) {
        ct_game *g, *h;
        ck_assert_int_eq(ct_game_new(&r, &g), CT_OK);
        ck_assert_int_eq(ct_game_new(&r, &h), CT_OK);
        snprintf(start, sizeof start, "%.*s %d", (int)(strlen(CT_START_POSITION) - 2),
                 CT_START_POSITION, CT_PLY_MAX - back);
        ck_assert_int_eq(ct_game_set_position(g, start), CT_OK);
        for (int i = 0; i < 10 && ct_game_outcome(g, NULL) == CT_ONGOING; i++) {
            ct_move moves[CT_MAX_MOVES];
            const int n = ct_game_legal_moves(g, moves, CT_MAX_MOVES);
            ck_assert_int_gt(n, 0);
            x = x * 1103515245u + 12345u;
            ck_assert_int_eq(ct_game_play(g, moves[(x >> 16) % (uint32_t)n]), CT_OK);
            ct_game_position(g, buf, sizeof buf);
            ck_assert_msg(ct_game_set_position(h, buf) == CT_OK, "%s: %s", buf, ct_game_error(h));
            ct_game_position(h, again, sizeof again);
            ck_assert_str_eq(again, buf);
        }
        int32_t t = CT_TERM_NONE;
        ck_assert_int_ne(ct_game_outcome(g, &t), CT_ONGOING);
        if (ct_game_ply(g) == CT_PLY_MAX)
            ck_assert_int_eq(t, CT_TERM_MOVE_LIMIT);
        else
            ck_assert_int_eq(t, CT_TERM_ZERO_CAPTURED);
        ct_game_free(g);
        ct_game_free(h);
    }
}
END_TEST

START_TEST(r20_coordinate_notation)
{
    char buf[8];
    ct_move m;
    ck_assert_int_eq(ct_move_parse_coord("c1c4", &m), CT_OK);
    ck_assert_uint_eq(m, CT_MOVE(2, 29));
    ck_assert_int_eq(ct_move_to_text(m, buf, sizeof buf), 4);
    ck_assert_str_eq(buf, "c1c4");
    ck_assert_int_eq(ct_move_parse_coord("i10i11", &m), CT_OK);
    ck_assert_int_eq(ct_move_to_text(m, buf, sizeof buf), 6);
    ck_assert_str_eq(buf, "i10i11");
    ck_assert_int_eq(ct_move_parse_coord("c1-c4", &m), CT_ERR_PARSE);
    ct_game *g;
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    ck_assert_int_eq(ct_game_parse_move(g, "c1c4", &m), CT_OK);
    ck_assert_int_eq(ct_game_move_text(g, m, CT_NOTATION_COORD, buf, sizeof buf), 4);
    ck_assert_str_eq(buf, "c1c4");
    ck_assert_int_eq(ct_game_play_text(g, "c1c4"), CT_OK);
    ct_game_free(g);
}
END_TEST

START_TEST(r21_short_notation)
{
    char buf[8];
    ct_move m;
    ct_game *g;
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    ck_assert_int_eq(ct_game_parse_move(g, "3c4", &m), CT_OK);
    ck_assert_uint_eq(m, mv("c1c4"));
    ck_assert_int_eq(ct_game_move_text(g, m, CT_NOTATION_SHORT, buf, sizeof buf), 3);
    ck_assert_str_eq(buf, "3c4");
    ck_assert_int_eq(ct_game_parse_move(g, "3xc4", &m), CT_ERR_ILLEGAL_MOVE);
    ck_assert_int_eq(ct_game_parse_move(g, "4c4", &m), CT_ERR_ILLEGAL_MOVE);
    ct_game_free(g);
    /* Captures take an 'x'; both movers. */
    g = game_with(FRONT, "r8e5 r5e4 b6e8 r0a2 b0a11", 'r', 0, 0, 0);
    ck_assert_int_eq(ct_game_parse_move(g, "8xe8", &m), CT_OK);
    ck_assert_uint_eq(m, mv("e5e8"));
    ck_assert_int_eq(ct_game_move_text(g, m, CT_NOTATION_SHORT, buf, sizeof buf), 4);
    ck_assert_str_eq(buf, "8xe8");
    ck_assert_int_eq(ct_game_parse_move(g, "8e8", &m), CT_ERR_ILLEGAL_MOVE);
    ct_game_free(g);
    g = game_with(BACK, "r8e5 r5e4 b6e8 r0a2 b0a11", 'r', 0, 0, 0);
    ck_assert_int_eq(ct_game_parse_move(g, "5xe8", &m), CT_OK);
    ck_assert_uint_eq(m, mv("e4e8"));
    ct_game_free(g);
}
END_TEST

START_TEST(r22_results)
{
    ck_assert_str_eq(ct_result_string(CT_RED_WINS), "1-0");
    ck_assert_str_eq(ct_result_string(CT_BLUE_WINS), "0-1");
    ck_assert_str_eq(ct_result_string(CT_DRAW), "1/2-1/2");
    ck_assert_str_eq(ct_result_string(CT_ONGOING), "*");
    ck_assert_str_eq(ct_result_string(42), "*");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("rules");
    TCase *tc = add_tests(s, "R1-R22", 0, TESTS(
        r01_board_squares, r02_sides, r03_ten_pieces_each, r04_start_position,
        r05_zero_never_moves_nor_pairs, r06_slides, r08_arithmetic,
        r10_capture_mover, r11_move_identity, r12_capture_of_zero_wins,
        r13_score_target, r14_move_limit, r15_no_legal_move, r16_resign_and_draw,
        r17_finished_games_have_no_moves, r18_no_repetition_rule, r19_position_string,
        r19_score_reads_back_after_inconsistent_load, r19_ply_count_reads_back,
        r20_coordinate_notation, r21_short_notation,
        r22_results));
    tcase_add_loop_test(tc, legal_moves_of_rules, 0,
                        (int)(sizeof legal_rows / sizeof legal_rows[0]));
    return run_suite(s);
}
