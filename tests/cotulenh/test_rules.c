/* One test or table row (at least) per rule T1-T59 of RULES.md, each named
 * after its rule, and the worked examples (T28, T40a, T57-T59).  The rows of
 * move_rows (legal and illegal moves) and fen_rows (positions loaded or
 * refused) carry the name of their rule's test. */
#define _POSIX_C_SOURCE 200809L
#include "testutil.h"

/* A FEN from a list of pieces "Ce1 c j12 +Te5 (NT)c4 ..." (uppercase Red,
 * lowercase Blue, stacks in parentheses) and the side to move. */
static const char *fen_of(const char *spec, char side)
{
    static char out[TL_FEN_MAX];
    char board[12][11][16];
    memset(board, 0, sizeof board);
    char tmp[512];
    snprintf(tmp, sizeof tmp, "%s", spec);
    char *save, *tok = strtok_r(tmp, " ", &save);
    for (; tok; tok = strtok_r(NULL, " ", &save)) {
        size_t n = strlen(tok), i = n;
        while (i > 0 && (tok[i - 1] >= '0' && tok[i - 1] <= '9'))
            i--;
        ck_assert_msg(i >= 2 && i < n, "bad spec token %s", tok);
        const int x = tok[i - 1] - 'a', y = atoi(tok + i) - 1;
        ck_assert_msg(x >= 0 && x < 11 && y >= 0 && y < 12, "bad square in %s", tok);
        memcpy(board[y][x], tok, i - 1);
        board[y][x][i - 1] = 0;
    }
    size_t len = 0;
    for (int y = 11; y >= 0; y--) {
        int empty = 0;
        for (int x = 0; x < 11; x++) {
            if (!board[y][x][0]) {
                empty++;
                continue;
            }
            if (empty)
                len += (size_t)snprintf(out + len, sizeof out - len, "%d", empty);
            empty = 0;
            len += (size_t)snprintf(out + len, sizeof out - len, "%s", board[y][x]);
        }
        if (empty)
            len += (size_t)snprintf(out + len, sizeof out - len, "%d", empty);
        if (y)
            out[len++] = '/';
    }
    snprintf(out + len, sizeof out - len, " %c - - 0 1", side);
    return out;
}

static tl_game *spec(const char *s, char side)
{
    return tl_load(fen_of(s, side));
}

#define HAS(g, lan) ck_assert_msg(tl_has_move(g, lan), "%s should be legal", lan)
#define LACKS(g, lan) ck_assert_msg(!tl_has_move(g, lan), "%s should not be legal", lan)

/* In the position of spec s (side to move) of a rule's test: each move of has (LAN,
 * separated by spaces) is legal, none of lacks is. */
static void expect_moves(const char *rule, const char *s, char side, const char *has,
                         const char *lacks)
{
    tl_game *g = spec(s, side);
    const char *lists[2] = {has, lacks};
    for (int l = 0; l < 2; l++) {
        char tmp[512], *save;
        snprintf(tmp, sizeof tmp, "%s", lists[l]);
        for (char *m = strtok_r(tmp, " ", &save); m; m = strtok_r(NULL, " ", &save)) {
            ck_assert_msg(tl_has_move(g, m) == !l, "%s, %s: %s should%s be legal", rule, s, m,
                          l ? " not" : "");
        }
    }
    tl_game_free(g);
}

static int count_moves(tl_game *g)
{
    return tl_game_legal_moves(g, NULL, 0);
}

static int fen_rc(const char *fen)
{
    tl_game *g = tl_load(NULL);
    const int rc = tl_game_set_fen(g, fen);
    tl_game_free(g);
    return rc;
}

/* Moves that are legal, and moves that are not, in a position: one row
 * a position, named after the test of its rule. */
typedef struct moves_row {
    const char *rule, *spec;
    char side;
    const char *has, *lacks; /* LAN moves separated by spaces */
} moves_row;

static const moves_row move_rows[] = {
    /* Te5f6: no diagonal */
    {"t05_piece_table", "Ck1 cj12 Te5", 'r', "Te5e7 Te5c5", "Te5e8 Te5f6"},
    /* Se5g3: missile diagonal range 1 */
    {"t05_piece_table", "Ck1 cj12 Se5", 'r', "Se5e3 Se5f4", "Se5g3"},
    /* +Te5e2: range 3; +Te5f6: diagonal */
    {"t06_heroic", "Ck1 cj12 +Te5", 'r', "+Te5e2 +Te5f6", ""},
    /* +Se5g3: diagonal 2 */
    {"t06_heroic", "Ck1 cj12 +Se5", 'r', "+Se5g3", ""},
    /* artillery captures through a blocker, moves stop at it */
    {"t11_rays_and_through", "Ck1 cj12 Ae3 Ie4 ie6", 'r', "Ae3xe6", "Ae3e5"},
    /* a tank does not */
    {"t11_rays_and_through", "Ck1 cj12 Te3 Ie4 ie5", 'r', "", "Te3xe5"},
    /* heavy artillery: no move across the river except on f/h, capture anywhere */
    /* Af5f7: the ford */
    {"t12_terrain_blocking", "Ck1 cj12 Ae5 ie8 Af5", 'r', "Ae5e6 Ae5xe8 Af5f7", "Ae5e7"},
    /* an engineer carrying artillery crosses anywhere */
    {"t12_terrain_blocking", "Ck1 cj12 (EA)e6", 'r', "(EA)e6e7", "Ae6>e7"},
    /* navy: river-mouth diagonal c5-d6 */
    {"t12_terrain_blocking", "Ck1 cj12 Nc5", 'r', "Nc5c9", "Nc5d6"},
    /* land pieces pass navies, navies pass land pieces */
    {"t13_coast", "Ck1 cj12 Tc3 nc4 Nc8 Ic9", 'r', "Tc3c5 Tc3xc4 Nc8c10", ""},
    /* Fd4b4: never on water */
    {"t14_air_force", "Ck1 cj12 Fd4", 'r', "Fd4c4", "Fd4b4"},
    /* Ce3e8: blocked; Ce3f4: never diagonal */
    {"t15_commander_moves", "Ce3 cj12 Ie7", 'r', "Ce3e6 Ce3k3", "Ce3e7 Ce3e8 Ce3f4"},
    {"t16_headquarters", "Ck1 cj12 +Hf2", 'r', "+Hf2g3", "+Hf2f4"},
    /* (NT)c4c8: navy range 4; (NT)c4a4: on water; (NT)c4d4: navy cannot stand on land */
    {"t19_whole_stack", "Ck1 cj12 (NT)c4", 'r', "(NT)c4c8 (NT)c4a4", "(NT)c4d4"},
    {"t20_deploy_step", "Ck1 cj12 (NT)c4", 'r', "Tc4>d4 Nc4>a4", ""},
    /* Tc4>d4: a single piece never deploys */
    {"t20_deploy_step", "Ck1 cj12 Tc4", 'r', "", "Tc4>d4"},
    /* stay: a tank cannot stand on water */
    {"t23_capture_kinds", "Ck1 cj12 Tc4 nb4", 'r', "Tc4_b4", "Tc4xb4"},
    /* a navy takes a land piece on the coast with x, inland with _ */
    {"t23_capture_kinds", "Ck1 cj12 Nc4 ic6 id4", 'r', "Nc4xc6 Nc4_d4", ""},
    /* bombing: an air force gets x and _; against an air force only x */
    {"t23_capture_kinds", "Ck1 cj12 Fe4 ie6 fg4", 'r', "Fe4xe6 Fe4_e6 Fe4xg4", "Fe4_g4"},
    /* Nc3xc7: 4 against a navy */
    {"t24_navy_ranges", "Ck1 cj12 Nc3 nc7", 'r', "Nc3xc7", ""},
    /* Nc3xc7: 3 against others */
    {"t24_navy_ranges", "Ck1 cj12 Nc3 ic7", 'r', "", "Nc3xc7"},
    {"t24_navy_ranges", "Ck1 cj12 Nc3 ic6", 'r', "Nc3xc6", ""},
    /* one ring: kamikaze only; two rings: no attack at all */
    /* Fe4e6: e6 is not covered by g e8 (distance 2): SAFE */
    {"t27_air_force_path", "Ck1 cj12 Fe4 ge8 ie7", 'r', "Fe4@e7 Fe4e6", "Fe4xe7"},
    {"t27_air_force_path", "Ck1 cj12 Fe4 ge8 gd7 ie7", 'r', "", "Fe4@e7"},
    {"t29_commander_capture", "Ce3 cj12 ie4", 'r', "Ce3xe4", ""},
    {"t29_commander_capture", "Ce3 cj12 ie5", 'r', "", "Ce3xe5"},
    {"t30_commander_never_diagonal", "+Ce3 cj12 if4", 'r', "", "+Ce3xf4 +Ce3f4"},
    {"t31_heroic_commander", "+Ce3 cj12 ie5 ik8", 'r', "+Ce3xe5", ""},
    /* only the first blocking stack */
    {"t31_heroic_commander", "+Ce3 cj12 ie5 ie4", 'r', "", "+Ce3xe5"},
    /* Ce1>e5: leaves by a deploy step */
    {"t32_commander_rides", "(TC)e1 cj12", 'r', "Ce1>e5", ""},
    /* a move leaving the commander attacked is illegal */
    {"t36_legal_position", "Ce1 cj12 Ie2 te3", 'r', "Ie2xe3", "Ie2d2"},
};

START_TEST(moves_of_rules)
{
    const moves_row *r = &move_rows[_i];
    expect_moves(r->rule, r->spec, r->side, r->has, r->lacks);
}
END_TEST

/* Positions that load, and positions that are refused, in a rule's test:
 * tl_game_set_fen() of fen_of(spec, side) returns code. */
typedef struct fen_row {
    const char *rule, *spec;
    char side;
    int code;
} fen_row;

static const fen_row fen_rows[] = {
    {"t04_terrain", "Ck1 cj12 Nd5", 'r', TL_ERR_INVALID_POSITION}, /* land */
    {"t04_terrain", "Ck1 cj12 Ib5", 'r', TL_ERR_INVALID_POSITION}, /* water */
    {"t04_terrain", "Ck1 cj12 Ne6 Nc12", 'r', TL_OK}, /* mixed */
    {"t04_terrain", "Ck1 cj12 Ic5 Ie7", 'r', TL_OK},
    {"t17_valid_stacks", "Ck1 cj12 (TA)e4", 'r', TL_ERR_INVALID_POSITION},
    {"t17_valid_stacks", "Ck1 cj12 (NFT)c4", 'r', TL_OK},
    {"t17_valid_stacks", "Ck1 cj12 (NFTI)c4", 'r', TL_ERR_INVALID_POSITION},
    {"t32_commander_rides", "(TC)k1 cj12", 'r', TL_OK},
    {"t32_commander_rides", "(FC)k1 cj12", 'r', TL_OK},
    {"t32_commander_rides", "(NC)c1 cj12", 'r', TL_OK},
    {"t32_commander_rides", "(HC)k1 cj12", 'r', TL_OK},
    {"t46_fen_validity", "Ck1 Cf1 cj12", 'r', TL_ERR_INVALID_POSITION},
    {"t46_fen_validity", "Ck1 (TC)f1 cj12", 'r', TL_ERR_INVALID_POSITION},
    {"t46_fen_validity", "Ck1 cj12 (Ti)e4", 'r', TL_ERR_INVALID_POSITION},
    {"t46_fen_validity", "Ik1 cj12", 'r', TL_OK}, /* no Red commander */
    {"t46_fen_validity", "Ck1 cj12 Ie10", 'r', TL_OK}, /* enemy half */
    {"t46_fen_validity", "Ck1 cj12 Xe10", 'r', TL_ERR_PARSE},
};

START_TEST(fens_of_rules)
{
    const fen_row *r = &fen_rows[_i];
    const int rc = fen_rc(fen_of(r->spec, r->side));
    ck_assert_msg(rc == r->code, "%s, %s: %s, want %s", r->rule, r->spec, tl_strerror(rc),
                  tl_strerror(r->code));
}
END_TEST

/* ---- board ---- */

START_TEST(t01_board_indices)
{
    int32_t sq;
    ck_assert_int_eq(tl_square_parse("a1", &sq), TL_OK);
    ck_assert_int_eq(sq, 0);
    tl_square_parse("k1", &sq);
    ck_assert_int_eq(sq, 10);
    tl_square_parse("a2", &sq);
    ck_assert_int_eq(sq, 11);
    tl_square_parse("k12", &sq);
    ck_assert_int_eq(sq, 131);
    ck_assert_int_eq(TL_SQUARE(4, 3), 37);
    ck_assert_int_eq(tl_square_parse("l1", &sq), TL_ERR_PARSE);
    ck_assert_int_eq(tl_square_parse("a13", &sq), TL_ERR_PARSE);
}
END_TEST

START_TEST(t02_seed_coordinates)
{
    /* seed "y,x" = square (file x, rank y + 1) */
    char nm[4];
    tl_square_name(TL_SQUARE(4, 8), nm, sizeof nm);
    ck_assert_str_eq(nm, "e9");
    tl_square_name(TL_SQUARE(5, 3), nm, sizeof nm);
    ck_assert_str_eq(nm, "f4");
    tl_square_name(TL_SQUARE(10, 11), nm, sizeof nm);
    ck_assert_str_eq(nm, "k12");
}
END_TEST

START_TEST(t03_sides)
{
    tl_game *g = tl_load(NULL);
    tl_stack st = {sizeof st, 0, 0, 0, 0, 0, {0}};
    int32_t sq;
    tl_square_parse("g1", &sq);
    ck_assert_int_eq(tl_game_stack(g, sq, &st), 1);
    ck_assert_int_eq(st.side, TL_RED);
    ck_assert_int_eq(st.carrier, TL_COMMANDER);
    tl_square_parse("g12", &sq);
    tl_game_stack(g, sq, &st);
    ck_assert_int_eq(st.side, TL_BLUE);
    ck_assert_int_eq(tl_game_turn(g), TL_RED);
    tl_play_ok(g, "Ic5c6");
    ck_assert_int_eq(tl_game_turn(g), TL_BLUE);
    tl_game_free(g);
}
END_TEST

/* ---- pieces ---- */

START_TEST(t05_piece_table)
{
    ck_assert_int_eq(tl_piece_points(TL_NAVY, 0), 80);
    ck_assert_int_eq(tl_piece_points(TL_COMMANDER, 0), 100);
    ck_assert_int_eq(tl_piece_points(TL_HEADQUARTERS, 0), 0);
}
END_TEST

START_TEST(t06_heroic)
{
    ck_assert_int_eq(tl_piece_points(TL_TANK, 1), 30);
}
END_TEST

START_TEST(t07_piece_set)
{
    tl_game *g = tl_load(NULL);
    ck_assert_int_eq(tl_game_validate_setup(g, TL_START_FEN), TL_OK);
    ck_assert_int_eq(tl_game_validate_setup(g, TL_REDUCED_FEN), TL_ERR_INVALID_SETUP);
    tl_rules r;
    tl_rules_init(&r);
    r.start = TL_START_REDUCED;
    ck_assert_int_eq(tl_game_set_rules(g, &r), TL_OK);
    ck_assert_int_eq(tl_game_validate_setup(g, TL_REDUCED_FEN), TL_OK);
    ck_assert_int_eq(tl_game_validate_setup(g, TL_START_FEN), TL_ERR_INVALID_SETUP);
    tl_game_free(g);
}
END_TEST

START_TEST(t08_standard_start)
{
    tl_game *g = tl_load(NULL);
    char fen[TL_FEN_MAX];
    tl_game_fen(g, fen, sizeof fen);
    ck_assert_str_eq(fen, TL_START_FEN);
    ck_assert_str_eq(fen, "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/"
                          "3A2S2A1/1N2FH1HF2/6C4 r - - 0 1");
    tl_game_free(g);
}
END_TEST

START_TEST(t09_reduced_start)
{
    tl_rules r;
    tl_rules_init(&r);
    r.start = TL_START_REDUCED;
    tl_game *g = NULL;
    ck_assert_int_eq(tl_game_new(&r, &g), TL_OK);
    char fen[TL_FEN_MAX];
    tl_game_fen(g, fen, sizeof fen);
    ck_assert_str_eq(fen, TL_REDUCED_FEN);
    ck_assert_uint_eq(tl_perft_of(g, 1), 114);
    tl_game_free(g);
}
END_TEST

START_TEST(t10_free_setup)
{
    tl_game *g = tl_load(NULL);
    /* a valid rearrangement: swap the Red tanks' and anti-air's squares */
    ck_assert_int_eq(tl_game_validate_setup(g, "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/"
                                               "2IE2M2EI/2N1TG1GT2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1"),
                     TL_OK);
    /* heroic piece */
    ck_assert_int_eq(tl_game_validate_setup(g, "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/"
                                               "2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6+C4 r - - 0 1"),
                     TL_ERR_INVALID_SETUP);
    ck_assert(strstr(tl_game_error(g), "heroic"));
    /* a Red piece in Blue's half */
    ck_assert_int_eq(tl_game_validate_setup(g, "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/I10/"
                                               "3E2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1"),
                     TL_ERR_INVALID_POSITION); /* I on a6: water */
    ck_assert_int_eq(tl_game_validate_setup(g, "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/3I7/11/"
                                               "3E2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1"),
                     TL_ERR_INVALID_SETUP);
    ck_assert(strstr(tl_game_error(g), "Blue's half"));
    /* a stack is allowed: the infantry boards the navy */
    ck_assert_int_eq(tl_game_validate_setup(g, "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/"
                                               "3E2M2EI/2(NI)1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1"),
                     TL_OK);
    /* Blue to move, counters */
    ck_assert_int_eq(tl_game_validate_setup(g, "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/"
                                               "2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 b - - 0 1"),
                     TL_ERR_INVALID_SETUP);
    ck_assert_int_eq(tl_game_validate_setup(g, "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/"
                                               "2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 3 1"),
                     TL_ERR_INVALID_SETUP);
    /* commanders facing (on the g file, nothing between after moving the
     * missile and militia aside) */
    ck_assert_int_eq(tl_game_validate_setup(g, "6c4/1n2fh1hf2/3a1s3a1/2n1gt1tg2/2ie1m3ei/11/11/"
                                               "2IE1M3EI/2N1GT1TG2/3A1S3A1/1N2FH1HF2/6C4 r - - 0 1"),
                     TL_ERR_INVALID_SETUP);
    ck_assert(strstr(tl_game_error(g), "face"));
    tl_game_free(g);
}
END_TEST

/* ---- movement ---- */

START_TEST(t14_air_force)
{
    tl_game *g = tl_load(NULL);
    HAS(g, "Fe2e5");  /* over the anti-air on e4 */
    tl_game_free(g);
}
END_TEST

START_TEST(t16_headquarters)
{
    tl_game *g = tl_load(NULL);
    char buf[8192];
    tl_moves_text(g, buf, sizeof buf);
    ck_assert_ptr_null(strstr(buf, "Hf2"));
    tl_game_free(g);
}
END_TEST

/* ---- stacks ---- */

START_TEST(t17_valid_stacks)
{
    tl_game *g = tl_load(fen_of("Ck1 cj12 (TFN)c4", 'r'));
    char fen[TL_FEN_MAX];
    tl_game_fen(g, fen, sizeof fen);
    ck_assert_ptr_nonnull(strstr(fen, "(NFT)"));
    tl_stack st = {sizeof st, 0, 0, 0, 0, 0, {0}};
    int32_t sq;
    tl_square_parse("c4", &sq);
    ck_assert_int_eq(tl_game_stack(g, sq, &st), 3);
    ck_assert_int_eq(st.carrier, TL_NAVY);
    ck_assert_int_eq(st.piece[1], TL_AIR_FORCE);
    ck_assert_int_eq(st.piece[2], TL_TANK);
    tl_game_free(g);
}
END_TEST

START_TEST(t18_combination)
{
    tl_game *g = tl_load(NULL);
    HAS(g, "Ic5&c4");
    LACKS(g, "Tf4&e4"); /* T + G is not a stack */
    tl_play_ok(g, "Ic5&c4");
    char fen[TL_FEN_MAX];
    tl_game_fen(g, fen, sizeof fen);
    ck_assert_ptr_nonnull(strstr(fen, "(NI)"));
    ck_assert_int_eq(tl_game_turn(g), TL_BLUE); /* a whole turn */
    tl_game_free(g);
}
END_TEST

START_TEST(t21_session)
{
    tl_game *g = spec("Ck1 cj12 (NT)c4", 'r');
    tl_play_ok(g, "Tc4>d4");
    tl_session s = {sizeof s, 0, 0, 0, 0};
    ck_assert_int_eq(tl_game_session(g, &s), 1);
    ck_assert_int_eq(s.may_step, TL_PIECE_BIT(TL_NAVY));
    ck_assert_int_eq(s.may_end, 1);
    ck_assert_int_eq(tl_game_turn(g), TL_RED);
    LACKS(g, "Td4d5"); /* only steps from the origin */
    tl_play_ok(g, "Nc4>c8");   /* nothing left: the session ends */
    ck_assert_int_eq(tl_game_session(g, &s), 0);
    ck_assert_int_eq(tl_game_turn(g), TL_BLUE);
    tl_game_free(g);
    /* a navy leaving F+T at sea: the session may not end */
    g = tl_load("8c2/11/11/10i/10i/11/4i6/11/10I/1(NFT)8I/11/6C4 r - - 0 1");
    tl_play_ok(g, "Nb3>b4");
    ck_assert_int_eq(tl_game_session(g, &s), 1);
    ck_assert_int_eq(s.may_end, 0);
    ck_assert_int_eq(tl_game_end_deploy(g), TL_ERR_CANNOT_END);
    tl_game_free(g);
}
END_TEST

START_TEST(t22_steps_are_plies)
{
    tl_game *g = spec("Ck1 cj12 (NT)c4", 'r');
    tl_play_ok(g, "Tc4>d4");
    const uint64_t steps = tl_perft_of(g, 1);
    ck_assert_uint_eq(steps, (uint64_t)count_moves(g)); /* N steps only, ending is no ply */
    tl_game_free(g);
}
END_TEST

/* ---- captures ---- */

START_TEST(t25_stack_captures_as_carrier)
{
    tl_game *g = tl_load("8c2/11/11/10i/10i/11/4i6/11/10I/1(NFT)8I/11/6C4 r - - 0 1");
    HAS(g, "(NFT)b3xe6");  /* the navy's capture, 3 diagonally */
    HAS(g, "Fb3>xe6");     /* the air force deploying */
    LACKS(g, "Tb3>xe6");
    tl_game_free(g);
}
END_TEST

/* ---- air defence ---- */

START_TEST(t26_air_defence)
{
    uint8_t cover[TL_SQUARES];
    tl_game *g = spec("Ck1 cj12 Gf5", 'r');
    ck_assert_int_eq(tl_game_air_defence(g, TL_RED, cover, TL_SQUARES), 5);
    ck_assert_int_eq(tl_game_air_defence(g, TL_BLUE, NULL, 0), 0);
    tl_game_free(g);
    g = spec("Ck1 cj12 Sf5", 'r');
    ck_assert_int_eq(tl_game_air_defence(g, TL_RED, cover, TL_SQUARES), 13);
    tl_game_free(g);
    g = spec("Ck1 cj12 +Sf5", 'r');
    ck_assert_int_eq(tl_game_air_defence(g, TL_RED, cover, TL_SQUARES), 29);
    tl_game_free(g);
    g = spec("Ck1 cj12 (EG)f5", 'r'); /* carried by an engineer: no cover */
    ck_assert_int_eq(tl_game_air_defence(g, TL_RED, NULL, 0), 0);
    tl_game_free(g);
    g = spec("Ck1 cj12 (NF)c4", 'r'); /* a carrying navy covers */
    ck_assert_int_eq(tl_game_air_defence(g, TL_RED, NULL, 0), 5);
    tl_game_free(g);
}
END_TEST

START_TEST(t28_worked_air_defence)
{
    tl_game *g = tl_load("8c2/11/11/10i/2s1gg4i/4i6/11/11/4F5I/10I/11/6C4 r - - 0 1");
    ck_assert_int_eq(count_moves(g), 42);
    HAS(g, "Fe4@e7");
    HAS(g, "Fe4e6");
    LACKS(g, "Fe4e8");
    LACKS(g, "Fe4c6");
    tl_game_free(g);
    g = tl_load("8c2/11/11/10i/4s5i/11/4i6/11/4+F5I/10I/11/6C4 r - - 0 1");
    HAS(g, "+Fe4xe6");
    HAS(g, "+Fe4_e6");
    HAS(g, "+Fe4xe8");
    HAS(g, "+Fe4_e8");
    tl_game_free(g);
}
END_TEST

/* ---- the commander ---- */

START_TEST(t33_facing)
{
    tl_game *g = tl_load("4c6/11/11/10i/10i/11/11/11/10I/10I/11/3C7 r - - 0 1");
    LACKS(g, "Cd1e1"); /* would face e12 */
    HAS(g, "Cd1f1");
    tl_game_free(g);
    /* a piece in between (even a navy) blocks facing */
    g = tl_load(fen_of("Cc1 cc12 Nc6", 'r'));
    ck_assert_int_ge(count_moves(g), 1);
    tl_game_free(g);
}
END_TEST

START_TEST(t34_facing_never_allowed)
{
    tl_game *g = tl_load("4c6/11/11/10i/10i/11/11/11/10I/10I/11/3C7 r - - 0 1");
    LACKS(g, "Cd1d12");
    tl_game_free(g);
    /* a FEN where they already face: Blue must end it (oracle: 38 moves) */
    g = tl_load("3H7/5C5/2(+N+F)8/6a4/11/2(+nf)8/8(+F+T+M)aM/9(ft)1/11/9(EA)1/11/5c5 b - - 0 1");
    ck_assert_int_eq(count_moves(g), 38);
    HAS(g, "Ag9f9");
    LACKS(g, "Ag9d9");
    tl_game_free(g);
}
END_TEST

/* ---- attack, check, legality ---- */

START_TEST(t35_attack)
{
    /* missile diagonal 1: no phantom check at diagonal distance 2 */
    tl_game *g = spec("Ce1 cj12 sg3", 'r');
    ck_assert_int_eq(tl_game_in_check(g, TL_RED), 0);
    tl_game_free(g);
    g = spec("Ce1 cj12 +sg3", 'r');
    ck_assert_int_eq(tl_game_in_check(g, TL_RED), 1);
    tl_game_free(g);
    /* a passenger attacks as a deploy step: the tank in (NT) */
    g = spec("Ce4 cj12 (nt)c4", 'r');
    ck_assert_int_eq(tl_game_in_check(g, TL_RED), 1);
    uint8_t att[TL_SQUARES];
    int32_t sq;
    tl_square_parse("c4", &sq);
    ck_assert_int_gt(tl_game_attacks(g, sq, TL_TANK, att, TL_SQUARES), 0);
    int32_t e4;
    tl_square_parse("e4", &e4);
    ck_assert_int_eq(att[e4], 1);
    tl_game_free(g);
}
END_TEST

START_TEST(t36_legal_position)
{
    /* an @ by an air force carrying the commander is never legal */
    tl_game *g = tl_load("11/11/11/10i/4g5i/4i6/11/11/4(FC)5I/10I/11/10c r - - 0 1");
    LACKS(g, "(FC)e4@e7");
    tl_game_free(g);
}
END_TEST

START_TEST(t37_completion)
{
    tl_game *g = tl_load("4c6/11/11/10i/10i/11/11/11/10I/10I/11/2(TC)8 r - - 0 1");
    HAS(g, "Cc1>e1"); /* completed by Tc1>&e1 */
    tl_play_ok(g, "Cc1>e1");
    HAS(g, "Tc1>&e1");
    ck_assert_int_eq(tl_game_end_deploy(g), TL_ERR_CANNOT_END); /* would face */
    tl_game_free(g);
}
END_TEST

START_TEST(t38_pseudo_legal_filtered)
{
    /* Cd1e1 is generated by T11 but not legal (T37) */
    tl_game *g = tl_load("4c6/11/11/10i/10i/11/11/11/10I/10I/11/3C7 r - - 0 1");
    int32_t d1, e1;
    tl_square_parse("d1", &d1);
    tl_square_parse("e1", &e1);
    ck_assert_int_eq(tl_game_is_legal(g, TL_MOVE(d1, e1, TL_KIND_MOVE, 0, TL_COMMANDER)), 0);
    ck_assert_int_eq(tl_game_play(g, TL_MOVE(d1, e1, TL_KIND_MOVE, 0, TL_COMMANDER)),
                     TL_ERR_ILLEGAL_MOVE);
    tl_game_free(g);
}
END_TEST

/* ---- promotion ---- */

START_TEST(t39_promotion)
{
    tl_game *g = spec("Ck1 ce12 Te8 ik8", 'r');
    tl_play_ok(g, "Te8e10"); /* attacks e12 at distance 2 */
    char fen[TL_FEN_MAX];
    tl_game_fen(g, fen, sizeof fen);
    ck_assert_msg(strstr(fen, "+T"), "%s", fen);
    tl_game_free(g);
}
END_TEST

START_TEST(t40_last_guard)
{
    /* T40a */
    tl_game *g = tl_load("10c/11/11/11/11/11/11/11/11/6i1i2/11/6+C4 r - - 0 1");
    LACKS(g, "+Cg1xg3");
    tl_game_free(g);
    g = tl_load("10c/11/11/11/2t8/11/11/11/11/6i1i2/11/6+C4 r - - 0 1");
    HAS(g, "+Cg1xg3");
    tl_game_free(g);
    /* a FEN with Blue's last piece not yet heroic: after any Red move T40
     * makes the tank heroic, and it then attacks c4 diagonally, so only
     * moves that answer that are legal (numbers checked with the oracle) */
    g = tl_load("4c6/11/11/11/11/11/4t6/11/2(NFC)8/11/4(FTM)6/11 r - - 0 1");
    ck_assert_uint_eq(tl_perft_of(g, 1), 78);
    ck_assert_uint_eq(tl_perft_of(g, 2), 2057);
    LACKS(g, "(FTM)e2e3");
    HAS(g, "(FTM)e2xe6");
    tl_game_free(g);
    /* D19: a last piece carrying the commander is not promoted */
    g = spec("(TC)e1 cj12 ik8", 'b');
    tl_play_ok(g, "Cj12i12");
    char fen[TL_FEN_MAX];
    tl_game_fen(g, fen, sizeof fen);
    ck_assert_msg(strstr(fen, "(TC)") && strstr(fen, "+i"), "%s", fen);
    tl_game_free(g);
}
END_TEST

START_TEST(t41_state_current)
{
    /* the anti-air promoted by T39 covers 13 squares at once */
    tl_game *g = spec("Ck1 ce12 Ge10 ik8 ih8", 'r');
    tl_play_ok(g, "Ge10e11");
    uint8_t cover[TL_SQUARES];
    ck_assert_int_eq(tl_game_air_defence(g, TL_RED, cover, TL_SQUARES), 12); /* level 2, clipped */
    tl_game_free(g);
}
END_TEST

/* ---- turns ---- */

START_TEST(t42_turn)
{
    tl_game *g = spec("Ck1 cj12 (NT)c4", 'r');
    tl_play_ok(g, "Tc4>d4");
    ck_assert_int_eq(tl_game_turn(g), TL_RED);
    ck_assert_int_eq(tl_game_end_deploy(g), TL_OK);
    ck_assert_int_eq(tl_game_turn(g), TL_BLUE);
    tl_game_free(g);
}
END_TEST

START_TEST(t43_halfmove)
{
    tl_game *g = tl_load("4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 7 1");
    tl_play_ok(g, "Tc4>_b4,|");
    ck_assert_int_eq(tl_game_halfmove(g), 0);
    tl_play_ok(g, "Ce12d12");
    ck_assert_int_eq(tl_game_halfmove(g), 1);
    tl_game_free(g);
}
END_TEST

START_TEST(t44_fullmove)
{
    tl_game *g = tl_load(NULL);
    tl_play_ok(g, "Ic5c6");
    ck_assert_int_eq(tl_game_fullmove(g), 1);
    tl_play_ok(g, "Ic8c7");
    ck_assert_int_eq(tl_game_fullmove(g), 2);
    tl_game_free(g);
}
END_TEST

/* ---- text ---- */

START_TEST(t45_fen)
{
    tl_game *g = tl_load("4c6/11/11/10i/10i/11/11/11/1n(TN)8/10I/11/6C4 r - - 0 1");
    char fen[TL_FEN_MAX];
    tl_game_fen(g, fen, sizeof fen);
    ck_assert_str_eq(fen, "4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1");
    ck_assert_int_eq(tl_game_set_fen(g, "4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4"),
                     TL_ERR_PARSE);
    ck_assert_int_eq(tl_game_set_fen(g, "4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C5 r - - 0 1"),
                     TL_ERR_PARSE);
    tl_game_free(g);
}
END_TEST

/* A FEN reads back into h as itself. */
static void reads_back(tl_game *h, const char *fen)
{
    char again[TL_FEN_MAX];
    ck_assert_msg(tl_game_set_fen(h, fen) == TL_OK, "%s: %s", fen, tl_game_error(h));
    tl_game_fen(h, again, sizeof again);
    ck_assert_str_eq(again, fen);
}

START_TEST(t45_counters_read_back)
{
    /* Games started near TL_COUNTER_MAX (T45: the bound of play and of the
     * reader is one): random turns, deploy sessions and early ends
     * included, with the fullmove number near it; and, with the halfmove
     * clock near it (the game is drawn, T53.4, but the move list goes on,
     * T56), the positions the listed moves lead to.  Every FEN written
     * reads back, and the counters stop at the bound. */
    static const char *const boards[] = {
        "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4",
        "4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4",
    };
    tl_game *h = tl_load(TL_START_FEN);
    uint32_t x = 7;
    for (size_t b = 0; b < sizeof boards / sizeof boards[0]; b++)
        for (int back = 0; back < 3; back++) {
            char fen[TL_FEN_MAX];
            snprintf(fen, sizeof fen, "%s %c - - %d %d", boards[b], back & 1 ? 'b' : 'r', back,
                     TL_COUNTER_MAX - back);
            tl_game *g = tl_load(fen);
            for (int i = 0; i < 12 && tl_game_outcome(g, NULL) == TL_ONGOING; i++) {
                tl_move moves[TL_MAX_MOVES];
                const int n = tl_game_legal_moves(g, moves, TL_MAX_MOVES);
                ck_assert_int_gt(n, 0);
                x = x * 1103515245u + 12345u;
                tl_session s = {sizeof s, 0, 0, 0, 0};
                if (tl_game_session(g, &s) == 1 && s.may_end && (x >> 16) % 3 == 0)
                    ck_assert_int_eq(tl_game_end_deploy(g), TL_OK);
                else
                    ck_assert_int_eq(tl_game_play(g, moves[(x >> 16) % (uint32_t)n]), TL_OK);
                tl_game_fen(g, fen, sizeof fen);
                reads_back(h, fen);
                ck_assert_int_le(tl_game_fullmove(g), TL_COUNTER_MAX);
            }
            ck_assert_int_eq(tl_game_fullmove(g), TL_COUNTER_MAX);
            tl_game_free(g);
            snprintf(fen, sizeof fen, "%s r - - %d %d", boards[b], TL_COUNTER_MAX - back,
                     TL_COUNTER_MAX - back);
            g = tl_load(fen);
            ck_assert_int_eq(tl_game_outcome(g, NULL), TL_DRAW);
            tl_move moves[TL_MAX_MOVES];
            const int n = tl_game_legal_moves(g, moves, TL_MAX_MOVES);
            for (int i = 0; i < n; i++) {
                ck_assert_int_gt(tl_game_fen_after(g, moves[i], fen, sizeof fen), 0);
                reads_back(h, fen);
                ck_assert_int_le(tl_game_halfmove(h), TL_COUNTER_MAX);
            }
            tl_game_free(g);
        }
    tl_game_free(h);
}
END_TEST

START_TEST(t47_session_field)
{
    const char *f = "4c6/11/11/10i/10i/11/11/11/11/1(FT)8I/11/6C4 r - - 0 1 b3:FT";
    tl_game *g = tl_load(f);
    char fen[TL_FEN_MAX];
    tl_game_fen(g, fen, sizeof fen);
    ck_assert_str_eq(fen, f); /* origin exempt from the terrain check */
    tl_session s = {sizeof s, 0, 0, 0, 0};
    ck_assert_int_eq(tl_game_session(g, &s), 1);
    ck_assert_int_eq(s.may_end, 0);
    tl_game_free(g);
    g = tl_load("4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1");
    tl_play_ok(g, "Tc4>_b4");
    tl_game_fen(g, fen, sizeof fen);
    ck_assert_ptr_nonnull(strstr(fen, " c4:N:x"));
    /* A session that can neither go on nor end (T21, T37: play never
     * reaches one) is refused, and the game keeps its position: land
     * pieces left on water with nothing to step, or a step-less session
     * whose end leaves the commander in check. */
    static const char *const stuck[] = {
        "5c5/11/11/11/11/11/11/11/11/1(FT)9/11/6C4 r - - 0 1 b3:",
        "3c7/11/11/11/11/11/11/11/11/11/5i5/4(TI)C5 r - - 0 1 e1:",
        "3c7/11/11/11/11/11/11/11/11/11/5i5/4(TI)C5 r - - 0 1 e1:T",
    };
    for (size_t i = 0; i < sizeof stuck / sizeof stuck[0]; i++) {
        char before[TL_FEN_MAX], after[TL_FEN_MAX];
        tl_game_fen(g, before, sizeof before);
        ck_assert_int_eq(tl_game_set_fen(g, stuck[i]), TL_ERR_INVALID_POSITION);
        ck_assert_ptr_nonnull(strstr(tl_game_error(g), "neither go on nor end"));
        tl_game_fen(g, after, sizeof after);
        ck_assert_str_eq(after, before);
    }
    /* The same boards with the pieces free to end the session load. */
    ck_assert_int_eq(tl_game_set_fen(g, "5c5/11/11/11/11/11/11/11/11/1(NFT)9/11/6C4 r - - 0 1 b3:"),
                     TL_OK);
    ck_assert_int_eq(tl_game_set_fen(g, "3c7/11/11/11/11/11/11/11/11/11/11/4(TI)C5 r - - 0 1 e1:"),
                     TL_OK);
    tl_game_free(g);
}
END_TEST

START_TEST(t48_lan)
{
    tl_game *g = tl_load("8c2/11/11/10i/10i/11/4i6/11/10I/1(NFT)8I/11/6C4 r - - 0 1");
    tl_move m;
    ck_assert_int_eq(tl_game_parse_move(g, "(NFT)b3xe6", &m), TL_OK);
    ck_assert_int_eq(TL_MOVE_IS_DEPLOY(m), 0);
    ck_assert_int_eq(TL_MOVE_PIECE(m), TL_NAVY);
    ck_assert_int_eq(TL_MOVE_KIND(m), TL_KIND_CAPTURE);
    char buf[32];
    ck_assert_int_eq(tl_game_move_text(g, m, TL_NOTATION_LAN, buf, sizeof buf), 10);
    ck_assert_str_eq(buf, "(NFT)b3xe6");
    ck_assert_int_eq(tl_game_parse_move(g, "Fb3>xe6", &m), TL_OK);
    ck_assert_int_eq(TL_MOVE_IS_DEPLOY(m), 1);
    ck_assert_int_eq(TL_MOVE_PIECE(m), TL_AIR_FORCE);
    tl_game_free(g);
}
END_TEST

START_TEST(t49_san_and_turn_records)
{
    tl_game *g = tl_load(NULL);
    tl_move m;
    char buf[32];
    ck_assert_int_eq(tl_game_parse_move(g, "Ad3e3", &m), TL_OK);
    tl_game_move_text(g, m, TL_NOTATION_SAN, buf, sizeof buf);
    ck_assert_str_eq(buf, "Ae3");
    tl_game_parse_move(g, "Ic5&c4", &m);
    tl_game_move_text(g, m, TL_NOTATION_SAN, buf, sizeof buf);
    ck_assert_str_eq(buf, "I&c4");
    tl_game_parse_move(g, "Ad3d4", &m);
    tl_game_move_text(g, m, TL_NOTATION_SAN, buf, sizeof buf);
    ck_assert_str_eq(buf, "Ad4");
    tl_play_ok(g, "Ae3"); /* SAN accepted */
    tl_game_free(g);
    g = tl_load("4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1");
    tl_play_ok(g, "Tc4>_b4,|");
    tl_play_ok(g, "Ce12d12");
    char rec[256];
    tl_game_history_text(g, TL_NOTATION_LAN, rec, sizeof rec);
    ck_assert_str_eq(rec, "Tc4>_b4,| Ce12d12");
    tl_game_history_text(g, TL_NOTATION_SAN, rec, sizeof rec);
    ck_assert_str_eq(rec, "T>_b4,| Cd12");
    tl_game_free(g);
}
END_TEST

/* T49: a SAN written by the library reads back as the same move, also
 * beside a heroic piece of the same kind ("Nb4" is the plain navy's move
 * when "+Nb4" exists; both positions were found by fuzz_cotulenh_move);
 * and ',' joins the steps of one turn only. */
START_TEST(t49_san_reads_back_and_one_turn)
{
    static const char *const fens[] = {
        "2n3c4/5h1h3/6sf1a1/1+Nn1gt1tg1i/2i1a6/6(fm)4/11/2I3MF2I/4G2TG2/N4TS2A1/5HCH3/6A4 r - - 0 14",
        "n10/5A1(hc)f2/5s5/5g1t+A2/2ie1a5/11/3E7/n5MT1aI/4G1C4/8S2/1N5HF2/1N1A7 r - - 0 21",
        TL_START_FEN,
    };
    for (size_t f = 0; f < sizeof fens / sizeof *fens; f++) {
        tl_game *g = tl_load(fens[f]);
        tl_move moves[TL_MAX_MOVES], back;
        int n = tl_game_legal_moves(g, moves, TL_MAX_MOVES);
        ck_assert_int_gt(n, 0);
        for (int i = 0; i < n; i++) {
            char san[32];
            ck_assert_int_gt(tl_game_move_text(g, moves[i], TL_NOTATION_SAN, san, sizeof san), 0);
            ck_assert_msg(tl_game_parse_move(g, san, &back) == TL_OK && back == moves[i],
                          "%s: SAN %s does not read back (%s)", fens[f], san, tl_game_error(g));
        }
        tl_game_free(g);
    }
    tl_game *g = tl_load(NULL);
    char before[TL_FEN_MAX], after[TL_FEN_MAX];
    tl_game_fen(g, before, sizeof before);
    ck_assert_int_eq(tl_game_play_text(g, "Ic5&c4,Fe11e10"), TL_ERR_ILLEGAL_MOVE);
    ck_assert_ptr_nonnull(strstr(tl_game_error(g), "one turn"));
    tl_game_fen(g, after, sizeof after);
    ck_assert_str_eq(before, after);
    ck_assert_int_eq(tl_game_history(g, NULL, 0), 0);
    tl_game_free(g);
}
END_TEST

/* ---- perft ---- */

START_TEST(t50_step_perft)
{
    tl_game *g = tl_load("4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1");
    uint64_t want = 0;
    tl_move list[TL_MAX_MOVES];
    const int n = tl_game_legal_moves(g, list, TL_MAX_MOVES);
    for (int i = 0; i < n; i++) {
        ck_assert_int_eq(tl_game_play(g, list[i]), TL_OK);
        want += (uint64_t)count_moves(g);
        tl_game_undo(g);
    }
    ck_assert_uint_eq(tl_perft_of(g, 2), want);
    ck_assert_uint_eq(tl_perft_of(g, 0), 1);
    tl_game_free(g);
}
END_TEST

START_TEST(t51_start_values)
{
    tl_game *g = tl_load(NULL);
    ck_assert_uint_eq(tl_perft_of(g, 1), 116);
    ck_assert_uint_eq(tl_perft_of(g, 2), 13460);
    tl_game_free(g);
}
END_TEST

/* ---- game end and scoring ---- */

START_TEST(t52_points)
{
    tl_game *g = tl_load("8c2/11/11/11/11/11/11/4+t6/4T6/11/11/6C4 r - - 0 1");
    ck_assert_int_eq(tl_game_points(g, TL_RED), 410);
    tl_play_ok(g, "Te4xe5");
    ck_assert_int_eq(tl_game_points(g, TL_RED), 440); /* 20 + 10 heroic */
    tl_move_info in;
    memset(&in, 0, sizeof in);
    in.size = sizeof in;
    tl_game_undo(g);
    tl_move m;
    tl_game_parse_move(g, "Te4xe5", &m);
    ck_assert_int_eq(tl_game_move_info(g, m, &in), TL_OK);
    ck_assert_int_eq(in.points[TL_RED], 30);
    ck_assert_int_eq(in.ndestroyed, 1);
    ck_assert_int_eq(in.destroyed[0].heroic, 1);
    tl_game_free(g);
    g = tl_load(NULL);
    ck_assert_int_eq(tl_game_points(g, TL_RED), 0);
    tl_game_free(g);
}
END_TEST

START_TEST(t53_total_war)
{
    int32_t term;
    tl_game *g = tl_load("8T1c/11/9TI/11/11/11/11/11/11/11/11/2C8 b - - 0 1");
    ck_assert_int_eq(tl_game_outcome(g, &term), TL_RED_WINS);
    ck_assert_int_eq(term, TL_TERM_CHECKMATE);
    ck_assert_int_eq(tl_game_points(g, TL_RED), 630);
    tl_game_free(g);
    /* threefold repetition */
    g = tl_load(NULL);
    for (int i = 0; i < 2; i++) {
        tl_play_ok(g, "Fe2e3");
        tl_play_ok(g, "Fe11e10");
        tl_play_ok(g, "Fe3e2");
        tl_play_ok(g, "Fe10e11");
    }
    ck_assert_int_eq(tl_game_outcome(g, &term), TL_DRAW);
    ck_assert_int_eq(term, TL_TERM_REPETITION);
    tl_game_undo(g);
    ck_assert_int_eq(tl_game_outcome(g, &term), TL_ONGOING);
    tl_game_free(g);
    /* stalemate: Blue's commander k12 not in check, no legal move */
    g = tl_load("9Hc/11/9TI/11/11/11/11/11/11/11/11/2C8 b - - 0 1");
    ck_assert_int_eq(tl_game_outcome(g, &term), TL_DRAW);
    ck_assert_int_eq(term, TL_TERM_STALEMATE);
    tl_game_free(g);
    /* halfmove clock */
    g = tl_load("6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/"
                "3A2S2A1/1N2FH1HF2/6C4 r - - 99 50");
    ck_assert_int_eq(tl_game_outcome(g, &term), TL_ONGOING);
    tl_play_ok(g, "Fe2e3");
    ck_assert_int_eq(tl_game_outcome(g, &term), TL_DRAW);
    ck_assert_int_eq(term, TL_TERM_HALFMOVE_CLOCK);
    tl_game_free(g);
    /* raid: no Blue commander */
    g = tl_load(fen_of("Ck1 ij12", 'r'));
    ck_assert_int_eq(tl_game_outcome(g, &term), TL_RED_WINS);
    ck_assert_int_eq(term, TL_TERM_COMMANDER_LOST);
    tl_game_free(g);
}
END_TEST

START_TEST(t54_battles)
{
    tl_rules r;
    tl_rules_init(&r);
    r.mode = TL_MODE_BATTLES;
    tl_game *g = NULL;
    ck_assert_int_eq(tl_game_new(&r, &g), TL_OK);
    ck_assert_int_eq(tl_game_set_fen(g, "6c4/4fh1hf2/3a2s2a1/4gt1tg2/2ie2m2ei/11/11/2IE2M2EI/"
                                        "2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1"),
                     TL_OK);
    int32_t term;
    ck_assert_int_eq(tl_game_outcome(g, &term), TL_RED_WINS);
    ck_assert_int_eq(term, TL_TERM_NAVAL_BATTLE);
    ck_assert_int_eq(tl_game_battles_lost(g, TL_BLUE), TL_BATTLE_NAVAL);
    r.mode = TL_MODE_TOTAL;
    tl_game_set_rules(g, &r);
    ck_assert_int_eq(tl_game_outcome(g, &term), TL_ONGOING);
    tl_game_free(g);
}
END_TEST

START_TEST(t55_adjudication)
{
    tl_game *g = tl_load("8c2/11/11/11/11/11/11/4+t6/4T6/11/11/6C4 r - - 0 1");
    ck_assert_int_eq(tl_game_adjudication(g), TL_DRAW);
    tl_play_ok(g, "Te4xe5");
    ck_assert_int_eq(tl_game_adjudication(g), TL_RED_WINS);
    ck_assert_int_eq(tl_game_adjudicate(g), TL_RED_WINS);
    int32_t term;
    ck_assert_int_eq(tl_game_outcome(g, &term), TL_RED_WINS);
    ck_assert_int_eq(term, TL_TERM_ADJUDICATION);
    ck_assert_int_eq(tl_game_points(g, TL_RED), 440); /* no win bonus */
    ck_assert_int_eq(tl_game_adjudicate(g), TL_ERR_GAME_OVER);
    ck_assert_int_eq(tl_game_undo(g), TL_OK);
    ck_assert_int_eq(tl_game_outcome(g, NULL), TL_ONGOING);
    tl_game_free(g);
}
END_TEST

START_TEST(t56_finished_games)
{
    tl_game *g = tl_load("6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/"
                         "3A2S2A1/1N2FH1HF2/6C4 r - - 100 51");
    ck_assert_int_eq(tl_game_outcome(g, NULL), TL_DRAW);
    ck_assert_int_eq(count_moves(g), 116); /* generation does not stop */
    ck_assert_uint_eq(tl_perft_of(g, 2), 13460);
    tl_move list[1];
    tl_game_legal_moves(g, list, 1);
    char text[32];
    ck_assert_int_gt(tl_game_move_text(g, list[0], TL_NOTATION_LAN, text, sizeof text), 0);
    ck_assert_int_gt(tl_game_explain(g, list[0], text, sizeof text), 0);
    ck_assert_int_eq(tl_game_is_legal(g, list[0]), 0);
    ck_assert_int_eq(tl_game_play(g, list[0]), TL_ERR_GAME_OVER);
    /* The position a listed move leads to, as tl_game_play() would leave
     * it in a game that is not over, and sized like tl_game_fen(). */
    char after[TL_FEN_MAX], played[TL_FEN_MAX];
    const int len = tl_game_fen_after(g, list[0], NULL, 0);
    ck_assert_int_eq(tl_game_fen_after(g, list[0], after, sizeof after), len);
    ck_assert_int_eq(tl_game_fen_after(g, TL_MOVE_END(0), after, sizeof after),
                     TL_ERR_ILLEGAL_MOVE);
    ck_assert_int_eq(tl_game_fen_after(NULL, list[0], after, sizeof after),
                     TL_ERR_INVALID_ARGUMENT);
    tl_game *h = tl_load(TL_START_FEN);
    tl_game_play(h, list[0]);
    tl_game_fen(h, played, sizeof played);
    ck_assert_int_eq(strncmp(after, played, (size_t)(strchr(played, ' ') - played)), 0);
    ck_assert_str_eq(strstr(after, " b - - 101 51"), " b - - 101 51");
    tl_game_free(h);
    tl_game_free(g);
}
END_TEST

/* ---- worked examples ---- */

START_TEST(t57_start)
{
    tl_game *g = tl_load(NULL);
    ck_assert_int_eq(count_moves(g), 116);
    HAS(g, "Fe2e3");
    HAS(g, "Nc4c7");
    HAS(g, "Ic5&c4");
    HAS(g, "Tf4f6");
    tl_play_ok(g, "Ic5c6");
    ck_assert_int_eq(count_moves(g), 117);
    tl_game_free(g);
}
END_TEST

START_TEST(t58_deploy)
{
    tl_game *g = tl_load("4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1");
    HAS(g, "Tc4>_b4");
    tl_play_ok(g, "Tc4>_b4");
    char fen[TL_FEN_MAX];
    tl_game_fen(g, fen, sizeof fen);
    ck_assert_ptr_nonnull(strstr(fen, " c4:N:x"));
    HAS(g, "Nc4>b4");
    LACKS(g, "Tc4>d4");
    tl_session s = {sizeof s, 0, 0, 0, 0};
    tl_game_session(g, &s);
    ck_assert_int_eq(s.may_end, 1);
    ck_assert_int_eq(s.captured, 1);
    tl_game_free(g);
}
END_TEST

START_TEST(t59_facing_worked)
{
    tl_game *g = tl_load("4c6/11/11/10i/10i/11/11/11/10I/10I/11/3C7 r - - 0 1");
    HAS(g, "Cd1f1");
    HAS(g, "Cd1k1");
    LACKS(g, "Cd1e1");
    LACKS(g, "Cd1d12");
    tl_game_free(g);
    g = tl_load("4c6/11/11/10i/10i/11/11/11/10I/10I/11/2(TC)8 r - - 0 1");
    HAS(g, "(TC)c1e1");
    HAS(g, "Cc1>e1");
    tl_game_free(g);
}
END_TEST

/* ---- the capture resolution sentence ---- */

START_TEST(explain_sentences)
{
    tl_game *g = tl_load("8c2/11/11/10i/4g5i/4i6/11/11/4F5I/10I/11/6C4 r - - 0 1");
    tl_move m;
    char buf[512];
    ck_assert_int_eq(tl_game_parse_move(g, "Fe4@e7", &m), TL_OK);
    ck_assert_int_gt(tl_game_explain(g, m, buf, sizeof buf), 0);
    ck_assert_msg(strstr(buf, "Red air force e4 dives into the ring of Blue anti-air e8"), "%s", buf);
    ck_assert_msg(strstr(buf, "both destroyed"), "%s", buf);
    tl_move_info in;
    memset(&in, 0, sizeof in);
    in.size = sizeof in;
    ck_assert_int_eq(tl_game_move_info(g, m, &in), TL_OK);
    ck_assert_int_eq(in.air, TL_AIR_KAMIKAZE);
    ck_assert_int_eq(in.ndestroyed, 2);
    ck_assert_int_eq(in.points[TL_RED], 10);
    ck_assert_int_eq(in.points[TL_BLUE], 40);
    tl_game_free(g);
}
END_TEST

START_TEST(render_text_and_svg)
{
    tl_game *g = tl_load("4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1");
    char buf[16384];
    const int n = tl_game_render_text(g, TL_RENDER_TERRAIN, buf, sizeof buf);
    ck_assert_int_gt(n, 0);
    ck_assert_int_lt(n, (int)sizeof buf);
    ck_assert_ptr_nonnull(strstr(buf, "(NT)"));
    ck_assert_ptr_nonnull(strstr(buf, "~~||~~")); /* a ford */
    ck_assert_ptr_nonnull(strstr(buf, "Red to move"));
    ck_assert_int_eq(tl_game_render_text(g, 99, buf, sizeof buf), TL_ERR_INVALID_ARGUMENT);
    const int m = tl_game_render_svg(g, NULL, buf, sizeof buf);
    ck_assert_int_gt(m, 0);
    ck_assert_ptr_nonnull(strstr(buf, "<svg"));
    ck_assert_ptr_nonnull(strstr(buf, "</svg>"));
    ck_assert_int_eq(tl_game_render_svg(g, NULL, NULL, 0), m); /* measuring */
    tl_game_free(g);
}
END_TEST

/* TL_MAX_MOVES holds every position the reader accepts: positions with the
 * most movers of the longest reach (a commander and 18 heroic air forces a
 * side, whose reach is 40 squares and which bomb, T23.3) stay within the
 * bound derived beside TL_MAX_MOVES (40 x 2 x 19 = 1520). */
START_TEST(t46_max_moves_bound)
{
    static tl_move buf[TL_MAX_MOVES];
    uint32_t rng = 12345;
    int loaded = 0, most = 0;
    tl_game *g = tl_load(NULL);
    for (int round = 0; round < 400; round++) {
        char spec[512] = "", used[12][11];
        size_t len = 0;
        memset(used, 0, sizeof used);
        for (int i = 0; i < 38; i++) {
            int x, y;
            do {
                rng = rng * 1103515245u + 12345u;
                x = 2 + (int)(rng >> 16) % 9; /* files c-k: land (T2) */
                rng = rng * 1103515245u + 12345u;
                y = (int)(rng >> 16) % 12;
            } while (used[y][x]);
            used[y][x] = 1;
            const char *piece = i == 0 ? "C" : i == 1 ? "c" : i % 2 ? "+f" : "+F";
            len += (size_t)snprintf(spec + len, sizeof spec - len, "%s%c%d ", piece, 'a' + x, y + 1);
        }
        if (tl_game_set_fen(g, fen_of(spec, round % 2 ? 'b' : 'r')) != TL_OK)
            continue;
        loaded++;
        const int n = tl_game_legal_moves(g, buf, TL_MAX_MOVES);
        ck_assert_int_ge(n, 0);
        ck_assert_int_eq(n, count_moves(g));
        ck_assert_int_le(n, 40 * 2 * 19);
        if (n > most)
            most = n;
    }
    tl_game_free(g);
    ck_assert_msg(loaded >= 50, "only %d of 400 positions loaded", loaded);
    ck_assert_msg(most >= 19 * 20, "the busiest position has %d moves", most);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cotulenh-rules");
    TCase *tc = add_tests(s, "rules", 120, TESTS(
        t01_board_indices, t02_seed_coordinates, t03_sides, t05_piece_table,
        t06_heroic, t07_piece_set, t08_standard_start, t09_reduced_start, t10_free_setup,
        t14_air_force, t16_headquarters, t17_valid_stacks, t18_combination, t21_session,
        t22_steps_are_plies, t25_stack_captures_as_carrier, t26_air_defence,
        t28_worked_air_defence, t33_facing, t34_facing_never_allowed,
        t35_attack, t36_legal_position, t37_completion, t38_pseudo_legal_filtered, t39_promotion,
        t40_last_guard, t41_state_current, t42_turn, t43_halfmove, t44_fullmove, t45_fen,
        t45_counters_read_back, t46_max_moves_bound,
        t47_session_field, t48_lan, t49_san_and_turn_records,
        t49_san_reads_back_and_one_turn, t50_step_perft, t51_start_values, t52_points,
        t53_total_war, t54_battles, t55_adjudication, t56_finished_games, t57_start, t58_deploy,
        t59_facing_worked, explain_sentences, render_text_and_svg));
    tcase_add_loop_test(tc, moves_of_rules, 0, (int)(sizeof move_rows / sizeof move_rows[0]));
    tcase_add_loop_test(tc, fens_of_rules, 0, (int)(sizeof fen_rows / sizeof fen_rows[0]));
    return run_suite(s);
}
