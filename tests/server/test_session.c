/* Game, seat, clock, draw, abort and resign logic (server/session.c) with
 * a fake clock, over both games' adapters. */
#include <check.h>
#include <cotulenh/cotulenh.h>
#include <stdlib.h>
#include <string.h>

#include "check_run.h"
#include "session.h"

#define T0 1700000000000LL

static void new_game(sv_game *g, const char *kind, int clock_on, int64_t base,
                     int64_t inc)
{
    const sv_variant *v = sv_variant_find(kind);
    char rules[SV_RULES_MAX];
    sv_error err;
    ck_assert_ptr_nonnull(v);
    ck_assert_int_eq(v->rules_parse(NULL, rules, &err), 0);
    ck_assert_int_eq(sv_game_init(g, v, rules, SV_RED, clock_on, base, inc, T0, &err), 0);
    strcpy(g->id, "00112233445566778899aabb");
}

static int turn(sv_game *g, int side, int ply, const char *text, int64_t now,
                const char *code)
{
    sv_error err = {NULL, ""};
    int rc = sv_game_turn(g, side, ply, text, now, &err);
    if (code)
        ck_assert_msg(rc == -1 && err.code && strcmp(err.code, code) == 0,
                      "%s: %s (%s), not %s", text, rc ? "refused" : "played",
                      err.code ? err.code : "-", code);
    else
        ck_assert_msg(rc == 0, "%s refused: %s %s", text, err.code, err.message);
    return rc;
}

START_TEST(waiting_then_playing)
{
    sv_game g;
    sv_error err;
    new_game(&g, "cotoan", 0, 0, 0);
    ck_assert_int_eq(g.status, SV_WAITING);
    ck_assert_int_eq(sv_game_to_move(&g), SV_NO_SIDE);
    turn(&g, SV_RED, 0, "c1c4", T0, "not_started");
    ck_assert_int_eq(sv_game_start(&g, T0, &err), 0);
    ck_assert_int_eq(sv_game_start(&g, T0, &err), -1);
    ck_assert_int_eq(sv_game_to_move(&g), SV_RED);
    turn(&g, SV_NO_SIDE, 0, "c1c4", T0, "not_a_player");
    turn(&g, SV_BLUE, 0, "c1c4", T0, "not_your_turn");
    turn(&g, SV_RED, 1, "c1c4", T0, "stale_ply");
    turn(&g, SV_RED, 0, "zz", T0, "bad_turn");
    turn(&g, SV_RED, 0, "c1c9", T0, "illegal_turn");
    ck_assert_int_eq(g.nturns, 0);
    int64_t v = g.version;
    turn(&g, SV_RED, 0, "c1c4", T0, NULL);
    ck_assert_int_eq(g.nturns, 1);
    ck_assert_str_eq(g.turns[0], "3c4"); /* canonical: short notation */
    ck_assert_int_eq(g.version, v + 1);
    turn(&g, SV_RED, 1, "c4c5", T0, "not_your_turn");
    turn(&g, SV_BLUE, 0, "c11c8", T0, "stale_ply");
    turn(&g, SV_BLUE, 1, "c11c8", T0, NULL);
    ck_assert_int_eq(sv_game_to_move(&g), SV_RED);
    sv_game_clear(&g);
}
END_TEST

START_TEST(clock_and_increment)
{
    sv_game g;
    sv_error err;
    int64_t ms[2];
    new_game(&g, "cotoan", 1, 60000, 2000);
    sv_game_clock(&g, T0 + 5000, ms);
    ck_assert(ms[0] == 60000 && ms[1] == 60000); /* waiting: no clock runs */
    sv_game_start(&g, T0, &err);
    sv_game_clock(&g, T0 + 5000, ms);
    ck_assert(ms[0] == 55000 && ms[1] == 60000);
    turn(&g, SV_RED, 0, "c1c4", T0 + 10000, NULL);
    ck_assert(g.ms[0] == 52000 && g.ms[1] == 60000);
    ck_assert_int_eq(g.since, T0 + 10000);
    sv_game_clock(&g, T0 + 13000, ms);
    ck_assert(ms[0] == 52000 && ms[1] == 57000);
    ck_assert_int_eq(sv_game_flag_time(&g), T0 + 70000);
    ck_assert_int_eq(sv_game_check_flag(&g, T0 + 69999), 0);
    sv_game_clear(&g);
}
END_TEST

START_TEST(flag_cotoan_loses)
{
    sv_game g;
    sv_error err;
    new_game(&g, "cotoan", 1, 60000, 0);
    sv_game_start(&g, T0, &err);
    turn(&g, SV_RED, 0, "c1c4", T0 + 1000, NULL);
    /* Blue's flag falls at T0 + 61000: a late turn ends the game by time. */
    turn(&g, SV_BLUE, 1, "c11c8", T0 + 61000, "game_over");
    ck_assert_int_eq(g.status, SV_ENDED);
    ck_assert_int_eq(g.winner, SV_RED);
    ck_assert_str_eq(g.reason, "time");
    ck_assert_int_eq(g.ms[SV_BLUE], 0);
    ck_assert_int_eq(g.nturns, 1);
    turn(&g, SV_RED, 1, "c4c5", T0 + 62000, "game_over");
    char *rec = sv_game_record(&g);
    ck_assert_ptr_nonnull(rec);
    ck_assert_ptr_nonnull(strstr(rec, "[Result \"1-0\"]"));
    ck_assert_ptr_nonnull(strstr(rec, "[TimeControl \"60+0\"]"));
    ck_assert_ptr_nonnull(strstr(rec, "[Termination \"time forfeit\"]"));
    free(rec);
    sv_game_clear(&g);
}
END_TEST

START_TEST(flag_cotulenh_adjudicates)
{
    sv_game g;
    sv_error err;
    new_game(&g, "cotulenh", 1, 30000, 0);
    sv_game_start(&g, T0, &err);
    /* Red's flag falls with equal points: adjudication (T55) draws. */
    ck_assert_int_eq(sv_game_check_flag(&g, T0 + 29999), 0);
    ck_assert_int_eq(sv_game_check_flag(&g, T0 + 30000), 1);
    ck_assert_int_eq(g.status, SV_ENDED);
    ck_assert_int_eq(g.winner, SV_NO_SIDE);
    ck_assert_str_eq(g.reason, "time");
    int32_t term;
    ck_assert_int_eq(tl_game_outcome(g.lib, &term), TL_DRAW);
    ck_assert_int_eq(term, TL_TERM_ADJUDICATION);
    char *rec = sv_game_record(&g);
    ck_assert_ptr_nonnull(strstr(rec, "[Result \"1/2-1/2\"]"));
    ck_assert_ptr_nonnull(strstr(rec, "Red's time ran out"));
    ck_assert_ptr_nonnull(strstr(rec, "1/2-1/2\n"));
    free(rec);
    sv_game_clear(&g);
}
END_TEST

START_TEST(draw_offer_accept_decline)
{
    sv_game g;
    sv_error err;
    new_game(&g, "cotoan", 0, 0, 0);
    sv_game_start(&g, T0, &err);
    ck_assert_int_eq(sv_game_draw(&g, SV_NO_SIDE, T0, &err), -1);
    ck_assert_int_eq(sv_game_draw(&g, SV_RED, T0, &err), 0);
    ck_assert_int_eq(g.draw_offer, SV_RED);
    ck_assert_int_eq(sv_game_draw(&g, SV_RED, T0, &err), -1);
    ck_assert_str_eq(err.code, "draw_offered");
    /* The offerer may still move; the offer stands. */
    turn(&g, SV_RED, 0, "c1c4", T0, NULL);
    ck_assert_int_eq(g.draw_offer, SV_RED);
    /* A turn by the other side declines it. */
    turn(&g, SV_BLUE, 1, "c11c8", T0, NULL);
    ck_assert_int_eq(g.draw_offer, SV_NO_SIDE);
    ck_assert_int_eq(sv_game_draw(&g, SV_BLUE, T0, &err), 0);
    ck_assert_int_eq(sv_game_draw(&g, SV_RED, T0, &err), 0);
    ck_assert_int_eq(g.status, SV_ENDED);
    ck_assert_int_eq(g.winner, SV_NO_SIDE);
    ck_assert_str_eq(g.reason, "agreement");
    ck_assert_int_eq(sv_game_draw(&g, SV_RED, T0, &err), -1);
    ck_assert_str_eq(err.code, "game_over");
    sv_game_clear(&g);
}
END_TEST

START_TEST(resign_and_abort)
{
    sv_game g;
    sv_error err;
    new_game(&g, "cotulenh", 0, 0, 0);
    /* Abort works while waiting, and before the first turn. */
    ck_assert_int_eq(sv_game_abort(&g, SV_NO_SIDE, T0, &err), -1);
    ck_assert_int_eq(sv_game_abort(&g, SV_RED, T0, &err), 0);
    ck_assert_str_eq(g.reason, "aborted");
    ck_assert_int_eq(sv_game_resign(&g, SV_RED, T0, &err), -1);
    ck_assert_str_eq(err.code, "game_over");
    sv_game_clear(&g);

    new_game(&g, "cotulenh", 0, 0, 0);
    sv_game_start(&g, T0, &err);
    turn(&g, SV_RED, 0, "Ic5c6", T0, NULL);
    ck_assert_int_eq(sv_game_abort(&g, SV_BLUE, T0, &err), -1);
    ck_assert_str_eq(err.code, "cannot_abort");
    ck_assert_int_eq(sv_game_resign(&g, SV_NO_SIDE, T0, &err), -1);
    ck_assert_int_eq(sv_game_resign(&g, SV_RED, T0, &err), 0);
    ck_assert_int_eq(g.winner, SV_BLUE);
    ck_assert_str_eq(g.reason, "resignation");
    ck_assert_int_eq(tl_game_outcome(g.lib, NULL), TL_BLUE_WINS);
    sv_game_clear(&g);
}
END_TEST

/* A Cờ tư lệnh turn must be whole: a deploy step that leaves the session
 * open is refused and the game is unchanged (T21, T49, T58). */
START_TEST(cotulenh_whole_turns)
{
    const sv_variant *v = &sv_variant_cotulenh;
    char rules[SV_RULES_MAX], canon[SV_TURN_TEXT_MAX + 1], before[128], after[128];
    sv_error err;
    v->rules_parse(NULL, rules, &err);
    void *g = v->game_new(rules);
    ck_assert_int_eq(tl_game_set_fen(g, "4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1"),
                     TL_OK);
    v->position(g, before, sizeof before);
    ck_assert_int_eq(v->play(g, "Tc4>_b4", canon, &err), -1);
    ck_assert_str_eq(err.code, "illegal_turn");
    v->position(g, after, sizeof after);
    ck_assert_str_eq(before, after);
    ck_assert_int_eq(tl_game_history(g, NULL, 0), 0);
    ck_assert_int_eq(v->play(g, "Tc4>_b4,|", canon, &err), 0);
    ck_assert_int_eq(v->to_move(g), SV_BLUE);
    ck_assert_ptr_nonnull(strstr(canon, ",|"));
    v->game_free(g);
}
END_TEST

START_TEST(rebuild_replays_the_ending)
{
    sv_game g, h;
    sv_error err;
    new_game(&g, "cotoan", 1, 60000, 0);
    sv_game_start(&g, T0, &err);
    turn(&g, SV_RED, 0, "c1c4", T0 + 1000, NULL);
    ck_assert_int_eq(sv_game_resign(&g, SV_BLUE, T0 + 2000, &err), 0);
    /* The store keeps the persistent fields and the turns. */
    h = g;
    h.turns = NULL;
    h.lib = NULL;
    ck_assert_int_eq(sv_game_rebuild(&h, g.turns, g.nturns, &err), 0);
    ck_assert_int_eq(h.nturns, 1);
    char a[256], b[256];
    g.v->position(g.lib, a, sizeof a);
    h.v->position(h.lib, b, sizeof b);
    ck_assert_str_eq(a, b);
    int w;
    char reason[SV_REASON_MAX];
    ck_assert_int_eq(h.v->outcome(h.lib, &w, reason), 1);
    ck_assert_int_eq(w, SV_RED);
    ck_assert_str_eq(reason, "resignation");
    /* A stored turn that does not replay is an error, not a crash. */
    sv_game k = g;
    char *bad[] = {"c1c4", "c1c4"};
    k.turns = NULL;
    k.lib = NULL;
    ck_assert_int_eq(sv_game_rebuild(&k, bad, 2, &err), -1);
    ck_assert_ptr_null(k.lib);
    sv_game_clear(&h);
    sv_game_clear(&g);
}
END_TEST

START_TEST(rules_and_clock_options)
{
    char rules[SV_RULES_MAX];
    sv_error err;
    cJSON *r = cJSON_Parse("{\"mover\":\"back\",\"target\":10,\"limit\":100}");
    ck_assert_int_eq(sv_variant_cotoan.rules_parse(r, rules, &err), 0);
    ck_assert_str_eq(rules, "{\"mover\":\"back\",\"target\":10,\"limit\":100}");
    cJSON_Delete(r);
    const char *bad_ct[] = {"{\"mover\":\"side\"}", "{\"target\":-1}", "{\"limit\":1.5}",
                            "{\"x\":1}", "[]", "{\"target\":\"15\"}"};
    for (size_t i = 0; i < sizeof bad_ct / sizeof bad_ct[0]; i++) {
        r = cJSON_Parse(bad_ct[i]);
        ck_assert_msg(sv_variant_cotoan.rules_parse(r, rules, &err) == -1, "%s", bad_ct[i]);
        ck_assert_str_eq(err.code, "bad_rules");
        cJSON_Delete(r);
    }
    r = cJSON_Parse("{\"start\":\"reduced\",\"mode\":\"battles\"}");
    ck_assert_int_eq(sv_variant_cotulenh.rules_parse(r, rules, &err), 0);
    cJSON_Delete(r);
    void *g = sv_variant_cotulenh.game_new(rules);
    char fen[128];
    sv_variant_cotulenh.position(g, fen, sizeof fen);
    ck_assert_str_eq(fen, TL_REDUCED_FEN);
    sv_variant_cotulenh.game_free(g);
    r = cJSON_Parse("{\"start\":\"big\"}");
    ck_assert_int_eq(sv_variant_cotulenh.rules_parse(r, rules, &err), -1);
    cJSON_Delete(r);
    sv_game x;
    ck_assert_int_eq(sv_game_init(&x, &sv_variant_cotoan, "{}", SV_RED, 1, 500, 0, T0, &err), -1);
    ck_assert_str_eq(err.code, "bad_clock");
}
END_TEST

int main(void)
{
    return run_tests("server-session", "session", 120,
                     TESTS(waiting_then_playing, clock_and_increment, flag_cotoan_loses,
                           flag_cotulenh_adjudicates, draw_offer_accept_decline,
                           resign_and_abort, cotulenh_whole_turns,
                           rebuild_replays_the_ending, rules_and_clock_options));
}
