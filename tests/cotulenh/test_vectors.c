/* Every line of the Cờ tư lệnh vectors (tests/cotulenh/vectors, from the
 * independent implementation of RULES.md): move lists exactly, perft 1-3,
 * the start values and divides (T51), the game-end cases (T52-T55).  The
 * directory is argv[1]. */
#include "testutil.h"
#include "vector_file.h"

static const char *dir;

START_TEST(vectors_moves_and_perft)
{
    static char line[65536], got[65536];
    char *f[6];
    int lines = 0;
    FILE *fp = open_vector_in(dir, "vectors.txt");
    int n;
    while ((n = next_fields(fp, line, sizeof line, f, 6)) >= 0) {
        ck_assert_int_ge(n, 4);
        tl_game *g = tl_load(f[0]);
        tl_moves_text(g, got, sizeof got);
        ck_assert_msg(!strcmp(got, n > 4 ? f[4] : ""), "%s: moves\n got  %s\n want %s", f[0],
                      got, n > 4 ? f[4] : "");
        for (int d = 1; d <= 3; d++) {
            if (!strcmp(f[d], "-"))
                continue;
            const unsigned long long want = strtoull(f[d], NULL, 10);
            const unsigned long long have = tl_perft_of(g, d);
            ck_assert_msg(have == want, "%s: perft %d = %llu, want %llu", f[0], d, have, want);
        }
        tl_game_free(g);
        lines++;
    }
    fclose(fp);
    ck_assert_int_ge(lines, 73);
}
END_TEST

/* T51: 116 / 13,460 / 1,578,767 and 114 / 13,001 / 1,496,833; divides 2, 3. */
START_TEST(start_perft_and_divides)
{
    char line[4096];
    char *f[6];
    int lines = 0, depth = 0, divides = 0;
    unsigned long long sum = 0;
    tl_game *start = tl_load(NULL);
    FILE *fp = open_vector_in(dir, "perft_start.txt");
    while (fgets(line, sizeof line, fp)) {
        if (!strncmp(line, "# divide ", 9)) {
            if (depth)
                ck_assert_msg(sum == tl_perft_of(start, depth), "divide %d sum", depth);
            depth = atoi(line + 9);
            sum = 0;
            continue;
        }
        if (line[0] == '#' || line[0] == '\n')
            continue;
        if (strchr(line, ';')) {
            const int n = split_fields(line, f, 6);
            ck_assert_int_eq(n, 4);
            tl_game *g = tl_load(f[0]);
            for (int d = 1; d <= 3; d++)
                ck_assert_uint_eq(tl_perft_of(g, d), strtoull(f[d], NULL, 10));
            tl_game_free(g);
            lines++;
            continue;
        }
        char lan[32];
        unsigned long long want;
        ck_assert_int_eq(sscanf(line, "%31s %llu", lan, &want), 2);
        tl_game *g = tl_load(NULL);
        tl_play_ok(g, lan);
        ck_assert_msg(tl_perft_of(g, depth - 1) == want, "divide %d %s", depth, lan);
        tl_game_free(g);
        sum += want;
        divides++;
    }
    ck_assert(sum == tl_perft_of(start, depth));
    fclose(fp);
    tl_game_free(start);
    ck_assert_int_eq(lines, 2);
    ck_assert_int_eq(divides, 2 * 116);
}
END_TEST

/* The reason strings of game_end.txt for a game's outcome. */
static void reason(tl_game *g, char *out, size_t size)
{
    int32_t term;
    const int r = tl_game_outcome(g, &term);
    const char *side = r == TL_RED_WINS ? "blue" : "red"; /* the loser */
    static const char *const battle[3] = {"naval battle", "air battle", "land battle"};
    switch (term) {
    case TL_TERM_NONE: snprintf(out, size, "in progress"); break;
    case TL_TERM_CHECKMATE: snprintf(out, size, "checkmate"); break;
    case TL_TERM_STALEMATE: snprintf(out, size, "stalemate"); break;
    case TL_TERM_HALFMOVE_CLOCK: snprintf(out, size, "halfmove clock 100"); break;
    case TL_TERM_REPETITION: snprintf(out, size, "threefold repetition"); break;
    case TL_TERM_NAVAL_BATTLE:
    case TL_TERM_AIR_BATTLE:
    case TL_TERM_LAND_BATTLE:
        snprintf(out, size, "%s lost the %s", side, battle[term - TL_TERM_NAVAL_BATTLE]);
        break;
    case TL_TERM_BATTLES_BOTH: {
        size_t n = (size_t)snprintf(out, size, "both sides lost a battle:");
        for (int s = 0; s < 2; s++) {
            const int lost = tl_game_battles_lost(g, s);
            n += (size_t)snprintf(out + n, size - n, "%s %s ", s ? "," : "", s ? "blue" : "red");
            int first = 1;
            for (int i = 0; i < 3; i++)
                if (lost >> i & 1) {
                    n += (size_t)snprintf(out + n, size - n, "%s%s", first ? "" : "+", battle[i]);
                    first = 0;
                }
        }
        break;
    }
    case TL_TERM_COMMANDER_LOST:
        snprintf(out, size, r == TL_DRAW ? "raid: both commanders destroyed" : "raid: commander destroyed");
        break;
    default: snprintf(out, size, "%s", tl_termination_string(term)); break;
    }
}

START_TEST(game_end_cases)
{
    char line[4096], why[256];
    char *f[7];
    int cases = 0;
    FILE *fp = open_vector_in(dir, "game_end.txt");
    int n;
    while ((n = next_fields(fp, line, sizeof line, f, 7)) >= 0) {
        ck_assert_int_eq(n, 6);
        tl_rules r;
        tl_rules_init(&r);
        r.mode = !strcmp(f[1], "battles") ? TL_MODE_BATTLES : TL_MODE_TOTAL;
        tl_game *g = NULL;
        ck_assert_int_eq(tl_game_new(&r, &g), TL_OK);
        ck_assert_int_eq(tl_game_set_fen(g, f[0]), TL_OK);
        if (strcmp(f[2], "-")) {
            char *save, *mv = strtok_r(f[2], " ", &save);
            for (; mv; mv = strtok_r(NULL, " ", &save))
                tl_play_ok(g, mv);
        }
        ck_assert_str_eq(tl_result_string(tl_game_outcome(g, NULL)), f[3]);
        reason(g, why, sizeof why);
        ck_assert_str_eq(why, f[4]);
        char pts[64];
        snprintf(pts, sizeof pts, "%d,%d adj=%s", (int)tl_game_points(g, 0),
                 (int)tl_game_points(g, 1), tl_result_string(tl_game_adjudication(g)));
        ck_assert_msg(!strcmp(pts, f[5]), "%s: points %s, want %s", f[0], pts, f[5]);
        tl_game_free(g);
        cases++;
    }
    fclose(fp);
    ck_assert_int_ge(cases, 13);
}
END_TEST

int main(int argc, char **argv)
{
    dir = argc > 1 ? argv[1] : "tests/cotulenh/vectors";
    return run_tests("cotulenh-vectors", "vectors", 600, TESTS(
        vectors_moves_and_perft, start_perft_and_divides, game_end_cases));
}
