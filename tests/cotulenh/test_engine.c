/* The libcotulenh search engine: tactics from set positions
 * (each verified with the library itself), deploy sessions, limits, the
 * stop flag from another thread, determinism, two engines in two threads,
 * a whole engine game of legal steps, tl_turn_text() and argument checks.
 * No timed expectations but generous upper bounds. */
#define _POSIX_C_SOURCE 200809L
#include "testutil.h"

#include <pthread.h>
#include <stdatomic.h>
#include <time.h>

/* Mate in one (1 ply): Ad8d9 (found by a search, checked below). */
#define MATE1 "3c4A2/11/4F6/5i4g/3A7/11/11/4m5I/4t6/4A6/5a5/2A5C2 r - - 0 1"
/* Mate in two (3 plies), checked by brute force below. */
#define MATE2 "9c1/5S2T2/11/7g1Ii/11/8I2/5F5/11/3m7/7G3/4i6/10C r - - 0 1"
/* Blue threatens mate in one; only one of Red's 16 moves parries it (the
 * position is lost all the same, a little later). */
#define PARRY "9c1/11/11/5m5/3M2G4/6f4/8f2/10I/8t2/11/11/3f5C1 r - - 0 1"
/* Battles mode: Na10xa8 takes Blue's only navy (T54). */
#define NAVAL "11/6c4/N7A2/7g1a1/n7f2/2m8/6F4/11/7M3/6I4/11/10C r - - 0 1"
/* A Red tank carrying an infantry on e4 (deploy sessions). */
#define STACK "6c4/11/11/11/11/11/11/11/4(TI)6/11/11/5C5 r - - 0 1"
/* A middlegame-like position with captures on both sides. */
#define BUSY "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/4T6/2IE2M2EI/2N1G2TG2/3A2S2A1/1N2FH1HF2/6C4 b - - 0 1"

static tl_engine *new_engine(void)
{
    tl_engine *e = NULL;
    ck_assert_int_eq(tl_engine_new(NULL, &e), TL_OK);
    ck_assert_ptr_nonnull(e);
    return e;
}

static tl_search_result run(tl_engine *e, const tl_game *g, int depth,
                            uint64_t nodes, int level, uint64_t seed)
{
    tl_search_limits lim;
    tl_search_result res;
    tl_search_limits_init(&lim);
    lim.depth = depth;
    lim.nodes = nodes;
    lim.level = level;
    lim.seed = seed;
    memset(&res, 0xAB, sizeof res);
    res.size = sizeof res;
    ck_assert_int_eq(tl_search(e, g, &lim, &res), TL_OK);
    return res;
}

static tl_game *load_mode(const char *fen, int mode)
{
    tl_rules r;
    tl_rules_init(&r);
    r.mode = mode;
    tl_game *g = NULL;
    ck_assert_int_eq(tl_game_new(&r, &g), TL_OK);
    ck_assert_msg(tl_game_set_fen(g, fen) == TL_OK, "%s: %s", fen, tl_game_error(g));
    return g;
}

/* Plays the result's turn, each step checked with tl_game_is_legal()
 * first. */
static void play_turn(tl_game *g, const tl_search_result *r)
{
    ck_assert_int_gt(r->turn_length + r->turn_ends_early, 0);
    ck_assert_int_le(r->turn_length, TL_TURN_MAX);
    const int side = tl_game_turn(g);
    for (int i = 0; i < r->turn_length; i++) {
        ck_assert_int_eq(tl_game_turn(g), side);
        ck_assert_msg(tl_game_is_legal(g, r->turn[i]) == 1, "step %d of the turn is illegal", i);
        ck_assert_int_eq(tl_game_play(g, r->turn[i]), TL_OK);
    }
    if (r->turn_ends_early) {
        tl_session s;
        s.size = sizeof s;
        ck_assert_int_eq(tl_game_session(g, &s), 1);
        ck_assert_int_eq(s.may_end, 1);
        ck_assert_int_eq(tl_game_end_deploy(g), TL_OK);
    }
    /* the turn is complete: the other side moves (or the game is over) */
    tl_session s;
    s.size = sizeof s;
    ck_assert_int_eq(tl_game_session(g, &s), 0);
    if (tl_game_outcome(g, NULL) == TL_ONGOING)
        ck_assert_int_ne(tl_game_turn(g), side);
}

/* Whether the side to move can checkmate with one move (the positions
 * tested here have no stacks, so every turn is one move). */
static int can_mate(tl_game *g)
{
    tl_move mv[TL_MAX_MOVES];
    const int n = tl_game_legal_moves(g, mv, TL_MAX_MOVES);
    for (int i = 0; i < n; i++) {
        ck_assert_int_eq(tl_game_play(g, mv[i]), TL_OK);
        int32_t t;
        tl_game_outcome(g, &t);
        ck_assert_int_eq(tl_game_undo(g), TL_OK);
        if (t == TL_TERM_CHECKMATE)
            return 1;
    }
    return 0;
}

START_TEST(mate_in_one)
{
    tl_game *g = tl_load(MATE1);
    ck_assert_int_eq(can_mate(g), 1);
    tl_engine *e = new_engine();
    tl_search_result r = run(e, g, 4, 0, 10, 0);
    ck_assert_int_eq(r.score_type, TL_SCORE_WIN);
    ck_assert_int_eq(r.score, 1);
    ck_assert_int_eq(r.turn_length, 1);
    ck_assert_uint_eq(r.best, r.turn[0]);
    play_turn(g, &r);
    int32_t term;
    ck_assert_int_eq(tl_game_outcome(g, &term), TL_RED_WINS);
    ck_assert_int_eq(term, TL_TERM_CHECKMATE);
    tl_engine_free(e);
    tl_game_free(g);
}
END_TEST

START_TEST(mate_in_two)
{
    tl_game *g = tl_load(MATE2);
    ck_assert_int_eq(can_mate(g), 0);
    tl_engine *e = new_engine();
    tl_search_result r = run(e, g, 5, 0, 10, 0);
    ck_assert_int_eq(r.score_type, TL_SCORE_WIN);
    ck_assert_int_eq(r.score, 3);
    ck_assert_int_ge(r.pv_length, 3);
    play_turn(g, &r);
    /* every Blue reply allows a mate */
    tl_move mv[TL_MAX_MOVES];
    const int n = tl_game_legal_moves(g, mv, TL_MAX_MOVES);
    ck_assert_int_gt(n, 0);
    for (int i = 0; i < n; i++) {
        ck_assert_int_eq(tl_game_play(g, mv[i]), TL_OK);
        ck_assert_msg(tl_game_outcome(g, NULL) == TL_ONGOING && can_mate(g),
                      "Blue reply %d escapes", i);
        ck_assert_int_eq(tl_game_undo(g), TL_OK);
    }
    tl_engine_free(e);
    tl_game_free(g);
}
END_TEST

START_TEST(parries_a_mate_threat)
{
    tl_game *g = tl_load(PARRY);
    /* most moves lose: Blue's threat is real */
    tl_move mv[TL_MAX_MOVES];
    const int n = tl_game_legal_moves(g, mv, TL_MAX_MOVES);
    int losing = 0;
    for (int i = 0; i < n; i++) {
        tl_game_play(g, mv[i]);
        losing += can_mate(g);
        tl_game_undo(g);
    }
    ck_assert_int_ge(losing, n / 2);
    for (int depth = 2; depth <= 4; depth++) {
        tl_engine *e = new_engine();
        tl_search_result r = run(e, g, depth, 0, 10, 0);
        play_turn(g, &r);
        ck_assert_msg(!can_mate(g), "depth %d allows a mate", depth);
        tl_game_undo(g);
        tl_engine_free(e);
    }
    tl_game_free(g);
}
END_TEST

START_TEST(wins_naval_battle)
{
    tl_game *g = load_mode(NAVAL, TL_MODE_BATTLES);
    tl_engine *e = new_engine();
    tl_search_result r = run(e, g, 3, 0, 10, 0);
    ck_assert_int_eq(r.score_type, TL_SCORE_WIN);
    ck_assert_int_eq(r.score, 1);
    play_turn(g, &r);
    int32_t term;
    ck_assert_int_eq(tl_game_outcome(g, &term), TL_RED_WINS);
    ck_assert_int_eq(term, TL_TERM_NAVAL_BATTLE);
    tl_engine_free(e);
    tl_game_free(g);
    /* in total war the same capture is only material */
    g = load_mode(NAVAL, TL_MODE_TOTAL);
    e = new_engine();
    r = run(e, g, 3, 0, 10, 0);
    ck_assert_int_eq(r.score_type, TL_SCORE_CP);
    tl_engine_free(e);
    tl_game_free(g);
}
END_TEST

/* A proved end is a win for the side to move, seen from either side. */
START_TEST(game_over_and_blue_to_move)
{
    tl_game *g = tl_load(MATE1);
    tl_engine *e = new_engine();
    tl_search_result r = run(e, g, 3, 0, 10, 0);
    play_turn(g, &r);
    r = run(e, g, 3, 0, 10, 0);
    ck_assert_uint_eq(r.best, TL_MOVE_NONE);
    ck_assert_int_eq(r.turn_length, 0);
    ck_assert_int_eq(r.turn_ends_early, 0);
    ck_assert_int_eq(r.depth, 0);
    ck_assert_int_eq(r.score_type, TL_SCORE_LOSS);
    int32_t v;
    ck_assert_int_eq(tl_evaluate(g, &v), TL_OK);
    ck_assert_int_lt(v, -20000);
    tl_engine_free(e);
    tl_game_free(g);
}
END_TEST

/* From an open session the answer is the rest of that session; a
 * session's steps are plies of the same side. */
START_TEST(deploy_sessions)
{
    tl_game *g = tl_load(STACK);
    tl_move mv[TL_MAX_MOVES];
    const int n = tl_game_legal_moves(g, mv, TL_MAX_MOVES);
    int deploy = -1;
    for (int i = 0; i < n && deploy < 0; i++)
        if (TL_MOVE_IS_DEPLOY(mv[i]) && TL_MOVE_PIECE(mv[i]) == TL_INFANTRY)
            deploy = i;
    ck_assert_int_ge(deploy, 0);
    ck_assert_int_eq(tl_game_play(g, mv[deploy]), TL_OK);
    tl_session s;
    s.size = sizeof s;
    ck_assert_int_eq(tl_game_session(g, &s), 1);
    tl_engine *e = new_engine();
    for (int depth = 1; depth <= 4; depth++) {
        tl_search_result r = run(e, g, depth, 0, 10, 0);
        ck_assert_int_eq(r.depth, depth);
        /* the tank may step or the session end: either is a turn */
        ck_assert_int_le(r.turn_length, 1);
        if (r.turn_length == 0) {
            ck_assert_int_eq(r.turn_ends_early, 1);
            ck_assert_int_eq(TL_MOVE_KIND(r.best), TL_KIND_END);
        } else {
            ck_assert(TL_MOVE_IS_DEPLOY(r.turn[0]));
        }
        char text[160];
        ck_assert_int_gt(tl_turn_text(g, r.turn, r.turn_length, r.turn_ends_early,
                                      TL_NOTATION_LAN, text, sizeof text), 0);
        tl_game *c;
        ck_assert_int_eq(tl_game_clone(g, &c), TL_OK);
        play_turn(c, &r);
        tl_game_free(c);
    }
    /* from the start of the turn: a whole turn, complete */
    ck_assert_int_eq(tl_game_undo(g), TL_OK);
    for (int depth = 1; depth <= 4; depth++) {
        tl_search_result r = run(e, g, depth, 0, 10, 0);
        tl_game *c;
        ck_assert_int_eq(tl_game_clone(g, &c), TL_OK);
        play_turn(c, &r);
        tl_game_free(c);
    }
    tl_engine_free(e);
    tl_game_free(g);
}
END_TEST

START_TEST(clock_at_the_bound_in_a_session)
{
    /* A session read from a FEN with the halfmove clock at TL_COUNTER_MAX
     * (the game ends only at the turn boundary, T53.4), one step already
     * in the history: the repetition window and the evaluation's clock
     * scaling stay in range (the sanitizer build checks), and the turn
     * found is complete. */
    char fen[TL_FEN_MAX];
    snprintf(fen, sizeof fen, "6c4/11/11/11/11/11/11/11/4(TI)6/11/11/5C5 r - - %d 1 e4:TI",
             TL_COUNTER_MAX);
    tl_game *g = tl_load(fen);
    tl_move mv[TL_MAX_MOVES];
    const int n = tl_game_legal_moves(g, mv, TL_MAX_MOVES);
    int step = -1;
    for (int i = 0; i < n && step < 0; i++)
        if (TL_MOVE_PIECE(mv[i]) == TL_INFANTRY && TL_MOVE_KIND(mv[i]) == TL_KIND_MOVE)
            step = i;
    ck_assert_int_ge(step, 0);
    ck_assert_int_eq(tl_game_play(g, mv[step]), TL_OK);
    tl_engine *e = new_engine();
    for (int depth = 1; depth <= 3; depth++) {
        tl_search_result r = run(e, g, depth, 0, 10, 0);
        ck_assert_int_eq(r.depth, depth);
        tl_game *c;
        ck_assert_int_eq(tl_game_clone(g, &c), TL_OK);
        play_turn(c, &r);
        ck_assert_int_eq(tl_game_outcome(c, NULL), TL_DRAW); /* T53.4 */
        tl_game_free(c);
    }
    tl_engine_free(e);
    tl_game_free(g);
}
END_TEST

START_TEST(turn_text)
{
    tl_game *g = tl_load(STACK);
    tl_move t, i;
    ck_assert_int_eq(tl_game_parse_move(g, "Te4>e6", &t), TL_OK);
    ck_assert_int_eq(tl_game_play(g, t), TL_OK);
    ck_assert_int_eq(tl_game_parse_move(g, "Ie4>e5", &i), TL_OK);
    ck_assert_int_eq(tl_game_undo(g), TL_OK);
    char buf[160];
    tl_move steps[2] = {t, i};
    ck_assert_int_eq(tl_turn_text(g, steps, 2, 0, TL_NOTATION_LAN, buf, sizeof buf), 13);
    ck_assert_str_eq(buf, "Te4>e6,Ie4>e5");
    ck_assert_int_eq(tl_turn_text(g, steps, 1, 1, TL_NOTATION_LAN, buf, sizeof buf), 8);
    ck_assert_str_eq(buf, "Te4>e6,|");
    /* the record plays back as one turn */
    ck_assert_int_eq(tl_game_play_text(g, buf), TL_OK);
    ck_assert_int_eq(tl_game_turn(g), TL_BLUE);
    ck_assert_int_eq(tl_game_undo(g), TL_OK);
    ck_assert_int_eq(tl_game_undo(g), TL_OK);
    /* truncation: snprintf convention */
    ck_assert_int_eq(tl_turn_text(g, steps, 2, 0, TL_NOTATION_LAN, buf, 5), 13);
    ck_assert_str_eq(buf, "Te4>");
    ck_assert_int_eq(tl_turn_text(g, steps, 2, 0, TL_NOTATION_LAN, NULL, 0), 13);
    /* wrong turns */
    tl_move twice[2] = {t, t};
    ck_assert_int_eq(tl_turn_text(g, twice, 2, 0, 0, buf, sizeof buf), TL_ERR_ILLEGAL_MOVE);
    ck_assert_int_eq(tl_turn_text(g, steps, 0, 0, 0, buf, sizeof buf), TL_ERR_ILLEGAL_MOVE);
    ck_assert_int_eq(tl_turn_text(g, steps, 0, 1, 0, buf, sizeof buf), TL_ERR_ILLEGAL_MOVE);
    tl_move whole;
    ck_assert_int_eq(tl_game_parse_move(g, "(TI)e4e6", &whole), TL_OK);
    ck_assert_int_eq(tl_turn_text(g, &whole, 1, 1, 0, buf, sizeof buf), TL_ERR_ILLEGAL_MOVE);
    tl_move after_whole[2] = {whole, whole};
    ck_assert_int_eq(tl_turn_text(g, after_whole, 2, 0, 0, buf, sizeof buf), TL_ERR_ILLEGAL_MOVE);
    ck_assert_int_eq(tl_turn_text(g, &whole, 1, 0, 0, buf, sizeof buf), 8);
    ck_assert_int_eq(tl_turn_text(g, steps, 1, 0, 2, buf, sizeof buf), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_turn_text(g, NULL, 1, 0, 0, buf, sizeof buf), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_turn_text(g, steps, 5, 0, 0, buf, sizeof buf), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_turn_text(NULL, steps, 1, 0, 0, buf, sizeof buf), TL_ERR_INVALID_ARGUMENT);
    /* an open session: "|" alone ends it */
    ck_assert_int_eq(tl_game_play(g, t), TL_OK);
    ck_assert_int_eq(tl_turn_text(g, NULL, 0, 1, 0, buf, sizeof buf), 1);
    ck_assert_str_eq(buf, "|");
    ck_assert_int_eq(tl_turn_text(g, &i, 1, 0, TL_NOTATION_SAN, buf, sizeof buf), 4);
    ck_assert_str_eq(buf, "I>e5");
    tl_game_free(g);
    /* an air force left on the water (a3) may not end the session (T21) */
    g = tl_load("6c4/11/11/11/11/11/11/11/11/(NF)10/11/5C5 r - - 0 1");
    tl_move n5;
    ck_assert_int_eq(tl_game_parse_move(g, "Na3>a5", &n5), TL_OK);
    ck_assert_int_eq(tl_turn_text(g, &n5, 1, 1, 0, buf, sizeof buf), TL_ERR_ILLEGAL_MOVE);
    ck_assert_int_eq(tl_turn_text(g, &n5, 1, 0, 0, buf, sizeof buf), 6);
    tl_game_free(g);
}
END_TEST

typedef struct depths {
    int n;
    int depth[TL_MAX_DEPTH + 1];
} depths;

static void record_depth(void *user, const tl_search_result *info)
{
    depths *d = user;
    ck_assert_uint_eq(info->size, sizeof *info);
    if (d->n <= TL_MAX_DEPTH)
        d->depth[d->n++] = info->depth;
}

/* Every level searches its node budget per second of move time
 * (gk_level.h), one second's without a move time, and the caller's node
 * limit when that is smaller; the budgets grow with the level, and the
 * full engine has none. */
START_TEST(levels_limit_nodes)
{
    tl_game *g = tl_load(BUSY);
    tl_engine *e = new_engine();
    uint64_t prev = 0;
    for (int level = TL_LEVEL_MIN; level <= TL_LEVEL_MAX; level++) {
        tl_search_result r = run(e, g, 0, 0, level, 0);
        ck_assert_uint_gt(r.nodes, prev);
        /* a turn even when the budget ends depth 1 (level 1's does here) */
        ck_assert_int_ge(r.turn_length + r.turn_ends_early, 1);
        ck_assert_uint_eq(run(e, g, 0, r.nodes / 2, level, 0).nodes, r.nodes / 2);
        prev = r.nodes;
    }
    /* Three seconds: three times the budget (reached long before the
     * deadline on any machine at level 1). */
    const uint64_t one = run(e, g, 0, 0, 1, 0).nodes;
    tl_search_limits lim;
    tl_search_result res;
    tl_search_limits_init(&lim);
    lim.level = 1;
    lim.movetime_ms = 3000;
    res.size = sizeof res;
    ck_assert_int_eq(tl_search(e, g, &lim, &res), TL_OK);
    ck_assert_uint_eq(res.nodes, 3 * one);
    /* The full engine, the limits' default, has no budget: it searches
     * past the top level's. */
    ck_assert_int_eq(lim.level, 1);
    tl_search_limits_init(&lim);
    ck_assert_int_eq(lim.level, TL_LEVEL_FULL);
    tl_search_result full = run(e, g, 0, 2 * prev, TL_LEVEL_FULL, 0);
    ck_assert_uint_eq(full.nodes, 2 * prev);
    tl_engine_free(e);
    tl_game_free(g);
}
END_TEST

START_TEST(depth_and_node_limits)
{
    tl_game *g = tl_load(BUSY);
    tl_engine *e = new_engine();
    tl_search_limits lim;
    tl_search_limits_init(&lim);
    depths d = {0};
    lim.depth = 4;
    lim.info = record_depth;
    lim.info_user = &d;
    tl_search_result r;
    r.size = sizeof r;
    ck_assert_int_eq(tl_search(e, g, &lim, &r), TL_OK);
    ck_assert_int_eq(r.depth, 4);
    ck_assert_int_eq(d.n, 4);
    for (int i = 0; i < 4; i++)
        ck_assert_int_eq(d.depth[i], i + 1);
    ck_assert_uint_gt(r.nodes, 0);
    /* a node budget well below what depth 6 needs */
    tl_engine_clear(e);
    r = run(e, g, 0, 3000, 10, 0);
    ck_assert_uint_ge(r.nodes, 3000);
    ck_assert_uint_lt(r.nodes, 3000 + 1100);
    ck_assert_int_lt(r.depth, 6);
    tl_game *c;
    ck_assert_int_eq(tl_game_clone(g, &c), TL_OK);
    play_turn(c, &r);
    tl_game_free(c);
    /* a budget of one node: looked at every 1,024 nodes and before each
     * depth, so at most depth 1 completes; still a legal turn */
    r = run(e, g, 0, 1, 10, 0);
    ck_assert_int_le(r.depth, 1);
    ck_assert_uint_lt(r.nodes, 1100);
    ck_assert_int_eq(tl_game_clone(g, &c), TL_OK);
    play_turn(c, &r);
    tl_game_free(c);
    tl_engine_free(e);
    tl_game_free(g);
}
END_TEST

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

START_TEST(time_limit)
{
    tl_game *g = tl_load(BUSY);
    tl_engine *e = new_engine();
    tl_search_limits lim;
    tl_search_limits_init(&lim);
    tl_search_result r;
    r.size = sizeof r;
    /* no depth limit: only the clock stops it (generous bound) */
    lim.movetime_ms = 200;
    double t0 = now_s();
    ck_assert_int_eq(tl_search(e, g, &lim, &r), TL_OK);
    double dt = now_s() - t0;
    ck_assert_msg(dt < 3.0, "200 ms search took %.2f s", dt);
    ck_assert_int_lt(r.depth, TL_MAX_DEPTH);
    tl_game *c;
    ck_assert_int_eq(tl_game_clone(g, &c), TL_OK);
    play_turn(c, &r);
    tl_game_free(c);
    /* 1 ms: the first depth is cut too, and the turn is still legal */
    lim.movetime_ms = 1;
    t0 = now_s();
    ck_assert_int_eq(tl_search(e, g, &lim, &r), TL_OK);
    dt = now_s() - t0;
    ck_assert_msg(dt < 1.0, "1 ms search took %.2f s", dt);
    ck_assert_int_eq(tl_game_clone(g, &c), TL_OK);
    play_turn(c, &r);
    tl_game_free(c);
    tl_engine_free(e);
    tl_game_free(g);
}
END_TEST

typedef struct job {
    tl_engine *e;
    const tl_game *g;
    tl_search_limits lim;
    tl_search_result r;
    int rc;
} job;

static void *search_main(void *arg)
{
    job *j = arg;
    j->r.size = sizeof j->r;
    j->rc = tl_search(j->e, j->g, &j->lim, &j->r);
    return NULL;
}

static void sleep_ms(int ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000};
    nanosleep(&ts, NULL);
}

/* An unbounded search stops when another thread sets the caller's flag,
 * or calls tl_engine_stop(). */
START_TEST(stop_from_another_thread)
{
    tl_game *g = tl_load(BUSY);
    for (int how = 0; how < 2; how++) {
        _Atomic int32_t flag = 0;
        job j;
        j.e = new_engine();
        j.g = g;
        tl_search_limits_init(&j.lim);
        j.lim.stop = (const volatile int32_t *)&flag;
        pthread_t t;
        ck_assert_int_eq(pthread_create(&t, NULL, search_main, &j), 0);
        sleep_ms(150);
        if (how == 0)
            atomic_store(&flag, 1);
        else
            tl_engine_stop(j.e);
        pthread_join(t, NULL); /* a broken flag hangs here (meson's timeout) */
        ck_assert_int_eq(j.rc, TL_OK);
        ck_assert_int_lt(j.r.depth, TL_MAX_DEPTH);
        tl_game *c;
        ck_assert_int_eq(tl_game_clone(g, &c), TL_OK);
        play_turn(c, &j.r);
        tl_game_free(c);
        /* the engine's flag is cleared for the next search */
        tl_search_result r = run(j.e, g, 2, 0, 10, 0);
        ck_assert_int_eq(r.depth, 2);
        tl_engine_free(j.e);
    }
    /* a stop before the search: it returns at once, with a legal turn */
    tl_engine *e = new_engine();
    tl_engine_stop(e);
    tl_search_result r = run(e, g, 0, 0, 10, 0);
    ck_assert_int_eq(r.depth, 0);
    ck_assert_uint_lt(r.nodes, 1100);
    tl_game *c;
    ck_assert_int_eq(tl_game_clone(g, &c), TL_OK);
    play_turn(c, &r);
    tl_game_free(c);
    tl_engine_free(e);
    tl_game_free(g);
}
END_TEST

static int same_turn(const tl_search_result *a, const tl_search_result *b)
{
    if (a->turn_length != b->turn_length || a->turn_ends_early != b->turn_ends_early)
        return 0;
    for (int i = 0; i < a->turn_length; i++)
        if (a->turn[i] != b->turn[i])
            return 0;
    return 1;
}

/* The principal variation plays in the game, step by step: after
 * Cf2>&h2 the headquarters left on f2 has no legal step, so the game ends
 * the session by itself (T21); the line must not hold an early end there
 * (it did: Cf2>&h2, end, Ik8k7, ..., found by fuzz_cotulenh_api). */
START_TEST(pv_plays_after_a_settled_session)
{
    static const char *const fens[] = {
        "8c2/11/11/10i/10i/11/11/11/10I/10I/5(HC)1+H3/11 r - - 0 1",
        STACK, BUSY, NAVAL,
    };
    tl_engine *e = new_engine();
    for (size_t f = 0; f < sizeof fens / sizeof fens[0]; f++) {
        for (int depth = 2; depth <= 5; depth++) {
            tl_game *g = load_mode(fens[f], TL_MODE_TOTAL);
            const tl_search_result r = run(e, g, depth, 0, 10, 1);
            ck_assert_int_ge(r.pv_length, 1);
            for (int32_t i = 0; i < r.pv_length; i++) {
                const tl_move m = r.pv[i];
                const int rc = TL_MOVE_KIND(m) == TL_KIND_END ? tl_game_end_deploy(g)
                                                               : tl_game_play(g, m);
                ck_assert_msg(rc == TL_OK, "%s depth %d: pv[%d] = %08x does not play: %s",
                              fens[f], depth, (int)i, (unsigned)m, tl_game_error(g));
                if (tl_game_outcome(g, NULL) != TL_ONGOING)
                    break;
            }
            if (f == 0 && depth == 4)
                ck_assert_int_ge(r.pv_length, 3); /* the line goes on */
            tl_game_free(g);
        }
    }
    tl_engine_free(e);
}
END_TEST

START_TEST(same_seed_same_turn)
{
    tl_game *g = tl_load(NULL);
    int differ = 0;
    for (int level = 1; level <= 10; level += 3) {
        for (uint64_t seed = 1; seed <= 4; seed++) {
            tl_engine *e1 = new_engine(), *e2 = new_engine();
            tl_search_result a = run(e1, g, 0, 20000, level, seed);
            tl_search_result b = run(e2, g, 0, 20000, level, seed);
            ck_assert(same_turn(&a, &b));
            ck_assert_uint_eq(a.nodes, b.nodes);
            ck_assert_int_eq(a.score, b.score);
            /* after clear: as fresh */
            tl_search_result c = run(e1, g, 0, 20000, level, seed);
            (void)c;
            tl_engine_clear(e1);
            c = run(e1, g, 0, 20000, level, seed);
            ck_assert(same_turn(&a, &c));
            ck_assert_uint_eq(a.nodes, c.nodes);
            if (level == 1) {
                tl_search_result o = run(e2, g, 0, 20000, level, seed + 100);
                differ += !same_turn(&a, &o);
            }
            tl_engine_free(e1);
            tl_engine_free(e2);
        }
    }
    /* level 1 is random: some seed gives another turn */
    ck_assert_int_gt(differ, 0);
    tl_game_free(g);
}
END_TEST

START_TEST(two_engines_two_threads)
{
    tl_game *g1 = tl_load(BUSY), *g2 = tl_load(NULL);
    job j[2];
    const tl_game *gs[2] = {g1, g2};
    tl_search_result alone[2];
    for (int i = 0; i < 2; i++) {
        tl_engine *e = new_engine();
        alone[i] = run(e, gs[i], 4, 0, 10, 0);
        tl_engine_free(e);
        j[i].e = new_engine();
        j[i].g = gs[i];
        tl_search_limits_init(&j[i].lim);
        j[i].lim.depth = 4;
    }
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
        ck_assert_int_eq(pthread_create(&t[i], NULL, search_main, &j[i]), 0);
    for (int i = 0; i < 2; i++) {
        pthread_join(t[i], NULL);
        ck_assert_int_eq(j[i].rc, TL_OK);
        ck_assert(same_turn(&j[i].r, &alone[i]));
        ck_assert_uint_eq(j[i].r.nodes, alone[i].nodes);
        tl_engine_free(j[i].e);
    }
    tl_game_free(g1);
    tl_game_free(g2);
}
END_TEST

/* Engine against engine to the end (or 300 turns), in both modes: every
 * step legal before it is played, every turn complete. */
START_TEST(engine_game_to_the_end)
{
    const int mode = _i;
    tl_rules rules;
    tl_rules_init(&rules);
    rules.mode = mode;
    tl_game *g;
    ck_assert_int_eq(tl_game_new(&rules, &g), TL_OK);
    tl_engine *e[2] = {new_engine(), new_engine()};
    int turns = 0;
    while (tl_game_outcome(g, NULL) == TL_ONGOING && turns < 300) {
        const int side = tl_game_turn(g);
        tl_search_result r = run(e[side], g, 0, side ? 1500 : 3000, side ? 4 : 10,
                                 (uint64_t)turns);
        char text[160];
        ck_assert_int_gt(tl_turn_text(g, r.turn, r.turn_length, r.turn_ends_early,
                                      TL_NOTATION_SAN, text, sizeof text), 0);
        play_turn(g, &r);
        turns++;
    }
    if (tl_game_outcome(g, NULL) == TL_ONGOING)
        ck_assert_int_gt(tl_game_adjudicate(g), 0);
    tl_engine_free(e[0]);
    tl_engine_free(e[1]);
    tl_game_free(g);
}
END_TEST

START_TEST(bad_arguments)
{
    tl_game *g = tl_load(NULL);
    tl_engine *e = new_engine();
    tl_search_limits lim;
    tl_search_result r;
    r.size = sizeof r;
    ck_assert_int_eq(tl_search(NULL, g, NULL, &r), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_search(e, NULL, NULL, &r), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_search(e, g, NULL, NULL), TL_ERR_INVALID_ARGUMENT);
    tl_search_limits_init(&lim);
    lim.level = -1;
    ck_assert_int_eq(tl_search(e, g, &lim, &r), TL_ERR_INVALID_ARGUMENT);
    lim.level = 11;
    ck_assert_int_eq(tl_search(e, g, &lim, &r), TL_ERR_INVALID_ARGUMENT);
    tl_search_limits_init(&lim);
    lim.depth = TL_MAX_DEPTH + 1;
    ck_assert_int_eq(tl_search(e, g, &lim, &r), TL_ERR_INVALID_ARGUMENT);
    lim.depth = -1;
    ck_assert_int_eq(tl_search(e, g, &lim, &r), TL_ERR_INVALID_ARGUMENT);
    tl_search_limits_init(&lim);
    lim.movetime_ms = -5;
    ck_assert_int_eq(tl_search(e, g, &lim, &r), TL_ERR_INVALID_ARGUMENT);
    tl_search_limits_init(&lim);
    lim.size = 8;
    ck_assert_int_eq(tl_search(e, g, &lim, &r), TL_ERR_STRUCT_SIZE);
    r.size = 16;
    ck_assert_int_eq(tl_search(e, g, NULL, &r), TL_ERR_STRUCT_SIZE);
    /* a larger result (a newer header): the bytes beyond are kept */
    struct {
        tl_search_result r;
        uint32_t extra;
    } big;
    memset(&big, 0x5A, sizeof big);
    big.r.size = sizeof big;
    tl_search_limits_init(&lim);
    lim.depth = 1;
    ck_assert_int_eq(tl_search(e, g, &lim, &big.r), TL_OK);
    ck_assert_uint_eq(big.r.size, sizeof big);
    ck_assert_uint_eq(big.extra, 0x5A5A5A5Au);
    ck_assert_int_eq(big.r.depth, 1);
    /* options */
    tl_engine_options o;
    tl_engine *e2;
    ck_assert_int_eq(tl_engine_options_init(NULL), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_engine_options_init(&o), TL_OK);
    ck_assert_int_eq(tl_engine_new(&o, NULL), TL_ERR_INVALID_ARGUMENT);
    o.hash_mb = TL_ENGINE_MAX_HASH_MB + 1;
    ck_assert_int_eq(tl_engine_new(&o, &e2), TL_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_null(e2);
    tl_engine_options_init(&o);
    o.size = 4;
    ck_assert_int_eq(tl_engine_new(&o, &e2), TL_ERR_STRUCT_SIZE);
    tl_engine_options_init(&o);
    o.hash_mb = 1;
    ck_assert_int_eq(tl_engine_new(&o, &e2), TL_OK);
    ck_assert_int_eq(tl_engine_set_hash(e2, 0), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_engine_set_hash(e2, 2), TL_OK);
    ck_assert_int_eq(tl_engine_set_hash(NULL, 2), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_engine_clear(NULL), TL_ERR_INVALID_ARGUMENT);
    r.size = sizeof r;
    ck_assert_int_eq(tl_search(e2, g, &lim, &r), TL_OK);
    tl_engine_free(e2);
    tl_engine_free(NULL);
    tl_engine_stop(NULL);
    int32_t v;
    ck_assert_int_eq(tl_evaluate(NULL, &v), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_evaluate(g, NULL), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_search_limits_init(NULL), TL_ERR_INVALID_ARGUMENT);
    tl_engine_free(e);
    tl_game_free(g);
}
END_TEST

/* The evaluation is symmetric: the start position is even but for the
 * side to move, and taking a piece away costs about its value. */
START_TEST(evaluation)
{
    tl_game *g = tl_load(NULL);
    int32_t v, w;
    ck_assert_int_eq(tl_evaluate(g, &v), TL_OK);
    ck_assert_int_gt(v, 0);
    ck_assert_int_lt(v, 50);
    tl_game_free(g);
    g = tl_load("6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 b - - 0 1");
    ck_assert_int_eq(tl_evaluate(g, &w), TL_OK);
    ck_assert_int_eq(v, w);
    tl_game_free(g);
    /* Blue without a navy */
    g = tl_load("6c4/1n2fh1hf2/3a2s2a1/4gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1");
    ck_assert_int_eq(tl_evaluate(g, &w), TL_OK);
    ck_assert_int_gt(w - v, 600);
    ck_assert_int_lt(w - v, 1100);
    tl_game_free(g);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("tl_engine");
    TCase *t = add_tests(s, "engine", 300, TESTS(
        mate_in_one, mate_in_two, parries_a_mate_threat, wins_naval_battle,
        game_over_and_blue_to_move, deploy_sessions, turn_text, depth_and_node_limits,
        levels_limit_nodes, time_limit, same_seed_same_turn,
        pv_plays_after_a_settled_session, clock_at_the_bound_in_a_session));
    tcase_add_loop_test(t, engine_game_to_the_end, TL_MODE_TOTAL, TL_MODE_BATTLES + 1);
    tcase_add_test(t, bad_arguments);
    tcase_add_test(t, evaluation);
    add_thread_tests(s, 300, TESTS(stop_from_another_thread, two_engines_two_threads));
    return run_suite(s);
}
