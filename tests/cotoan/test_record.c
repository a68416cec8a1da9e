/* Game records and SVG pictures: the ct_record handle, the
 * reader and writer (round trips over self-play games, hand-written
 * records, malformed records), memory through the allocator, and SVG
 * well-formedness.  argv[1] is the directory of tests/cotoan/records. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cotoan/cotoan.h>

#include "check_run.h"
#include "gk_text.h" /* gk_quote(), gk_message(): internal */

static const char *records_dir = "tests/cotoan/records";

/* ---- helpers ------------------------------------------------------------- */

static char *slurp(const char *name, size_t *len)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", records_dir, name);
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_uint_eq(fread(buf, 1, (size_t)n, f), (size_t)n);
    buf[n] = '\0';
    fclose(f);
    *len = (size_t)n;
    return buf;
}

static char *write_record(const ct_game *g, const ct_record *rec, uint32_t flags)
{
    int n = ct_record_write(g, rec, flags, NULL, 0);
    ck_assert_int_gt(n, 0);
    char *buf = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_int_eq(ct_record_write(g, rec, flags, buf, (size_t)n + 1), n);
    ck_assert_uint_eq(strlen(buf), (size_t)n);
    return buf;
}

/* Read exactly one game from text. */
static void read_one(const char *text, ct_game **g, ct_record **rec)
{
    ct_reader *r;
    ck_assert_int_eq(ct_reader_new(text, strlen(text), NULL, &r), CT_OK);
    int rc = ct_reader_next(r, g, rec);
    ck_assert_msg(rc == 1, "reader: %d %s\n%s", rc, ct_reader_error(r), text);
    ct_game *extra;
    ck_assert_int_eq(ct_reader_next(r, &extra, NULL), 0);
    ck_assert_ptr_null(extra);
    ct_reader_free(r);
}

static unsigned long long rng_state;

static unsigned rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (unsigned)(rng_state >> 11);
}

/* Play up to maxply random moves, preferring captures (so that games reach
 * the endings of R12-R15). */
static void random_moves(ct_game *g, int maxply)
{
    ct_move mv[CT_MAX_MOVES];
    for (int i = 0; i < maxply; i++) {
        int n = ct_game_legal_moves(g, mv, CT_MAX_MOVES);
        if (n <= 0)
            break;
        int caps[CT_MAX_MOVES], nc = 0;
        for (int k = 0; k < n; k++)
            if (ct_game_piece_at(g, CT_MOVE_TO(mv[k]), NULL, NULL) == 1)
                caps[nc++] = k;
        int k = nc && rnd() % 4 ? caps[rnd() % (unsigned)nc] : (int)(rnd() % (unsigned)n);
        ck_assert_int_eq(ct_game_play(g, mv[k]), CT_OK);
    }
}

static void assert_same_history(const ct_game *a, const ct_game *b)
{
    ct_move ma[4096], mb[4096];
    int na = ct_game_history(a, ma, 4096), nb = ct_game_history(b, mb, 4096);
    ck_assert_int_eq(na, nb);
    ck_assert_int_le(na, 4096);
    for (int i = 0; i < na; i++)
        ck_assert_msg(ma[i] == mb[i], "move %d differs", i);
    char pa[CT_POSITION_MAX], pb[CT_POSITION_MAX];
    ct_game_initial_position(a, pa, sizeof pa);
    ct_game_initial_position(b, pb, sizeof pb);
    ck_assert_str_eq(pa, pb);
    ct_game_position(a, pa, sizeof pa);
    ct_game_position(b, pb, sizeof pb);
    ck_assert_str_eq(pa, pb);
    int32_t ta, tb;
    ck_assert_int_eq(ct_game_outcome(a, &ta), ct_game_outcome(b, &tb));
    ck_assert_int_eq(ta, tb);
    ct_rules ra, rb;
    ct_rules_init(&ra);
    ct_rules_init(&rb);
    ct_game_get_rules(a, &ra);
    ct_game_get_rules(b, &rb);
    ck_assert_int_eq(ra.mover, rb.mover);
    ck_assert_int_eq(ra.target, rb.target);
    ck_assert_int_eq(ra.limit, rb.limit);
}

/* An independent UTF-8 check (not the library's): well-formed, shortest
 * form, no surrogates, at most U+10FFFF. */
static int valid_utf8(const char *s, size_t len)
{
    const unsigned char *u = (const unsigned char *)s;
    for (size_t i = 0; i < len;) {
        unsigned c = u[i];
        size_t n = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3
                 : (c & 0xF8) == 0xF0 ? 4 : 0;
        if (n == 0 || i + n > len)
            return 0;
        unsigned long cp = n == 1 ? c : c & (0xFFu >> (n + 1));
        for (size_t k = 1; k < n; k++) {
            if ((u[i + k] & 0xC0) != 0x80)
                return 0;
            cp = cp << 6 | (u[i + k] & 0x3Fu);
        }
        static const unsigned long min[5] = {0, 0, 0x80, 0x800, 0x10000};
        if (cp < min[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return 0;
        i += n;
    }
    return 1;
}

static int valid_message(const char *m)
{
    return m && *m && valid_utf8(m, strlen(m));
}

/* ---- the ct_record handle ------------------------------------------------ */

START_TEST(tags_and_comments)
{
    ct_record *rec;
    const char *name, *value;
    ck_assert_int_eq(ct_record_new(&rec), CT_OK);
    ck_assert_int_eq(ct_record_tag_count(rec), 0);
    ck_assert_int_eq(ct_record_set_tag(rec, "Event", "Cup"), CT_OK);
    ck_assert_int_eq(ct_record_set_tag(rec, "Red", "Nguyễn Văn Nam"), CT_OK);
    ck_assert_int_eq(ct_record_set_tag(rec, "My_Tag2", "x \"y\" \\ z"), CT_OK);
    ck_assert_int_eq(ct_record_set_tag(rec, "Event", "Cup 2"), CT_OK);
    ck_assert_int_eq(ct_record_tag_count(rec), 3);
    ck_assert_int_eq(ct_record_tag_at(rec, 0, &name, &value), CT_OK);
    ck_assert_str_eq(name, "Event");
    ck_assert_str_eq(value, "Cup 2");
    ck_assert_str_eq(ct_record_tag(rec, "Red"), "Nguyễn Văn Nam");
    ck_assert_ptr_null(ct_record_tag(rec, "red"));
    ck_assert_int_eq(ct_record_set_tag(rec, "Red", NULL), CT_OK);
    ck_assert_int_eq(ct_record_set_tag(rec, "Absent", NULL), CT_OK);
    ck_assert_int_eq(ct_record_tag_count(rec), 2);
    ck_assert_int_eq(ct_record_tag_at(rec, 1, &name, NULL), CT_OK);
    ck_assert_str_eq(name, "My_Tag2");
    ck_assert_int_eq(ct_record_tag_at(rec, 2, &name, NULL), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_tag_at(rec, -1, &name, NULL), CT_ERR_INVALID_ARGUMENT);
    /* bad names and values */
    ck_assert_int_eq(ct_record_set_tag(rec, "", "x"), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_set_tag(rec, "9x", "x"), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_set_tag(rec, "a b", "x"), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_set_tag(rec, "Event", "two\nlines"), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_set_tag(rec, NULL, "x"), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_set_tag(NULL, "Event", "x"), CT_ERR_INVALID_ARGUMENT);
    char longname[80];
    memset(longname, 'a', 65);
    longname[65] = '\0';
    ck_assert_int_eq(ct_record_set_tag(rec, longname, "x"), CT_ERR_INVALID_ARGUMENT);
    longname[64] = '\0';
    ck_assert_int_eq(ct_record_set_tag(rec, longname, "x"), CT_OK);
    /* comments */
    ck_assert_ptr_null(ct_record_comment(rec, 0));
    ck_assert_int_eq(ct_record_set_comment(rec, 0, "before"), CT_OK);
    ck_assert_int_eq(ct_record_set_comment(rec, 500, "late"), CT_OK);
    ck_assert_int_eq(ct_record_set_comment(rec, 3, "no } please"), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_set_comment(rec, -1, "x"), CT_ERR_INVALID_ARGUMENT);
    ck_assert_str_eq(ct_record_comment(rec, 0), "before");
    ck_assert_str_eq(ct_record_comment(rec, 500), "late");
    ck_assert_ptr_null(ct_record_comment(rec, 499));
    ck_assert_ptr_null(ct_record_comment(rec, 100000));
    ck_assert_int_eq(ct_record_set_comment(rec, 500, NULL), CT_OK);
    ck_assert_ptr_null(ct_record_comment(rec, 500));
    ct_record_free(rec);
    ct_record_free(NULL);
}
END_TEST

START_TEST(writer_canonical_form)
{
    ct_game *g;
    ct_record *rec;
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    ck_assert_int_eq(ct_record_new(&rec), CT_OK);
    ck_assert_int_eq(ct_game_play_text(g, "7g4"), CT_OK);
    ck_assert_int_eq(ct_game_play_text(g, "c11c8"), CT_OK);
    ck_assert_int_eq(ct_record_set_tag(rec, "Blue", "Lan"), CT_OK);
    ck_assert_int_eq(ct_record_set_tag(rec, "Opening", "x\"y\\z"), CT_OK);
    ck_assert_int_eq(ct_record_set_tag(rec, "Result", "1-0"), CT_OK); /* ignored */
    ck_assert_int_eq(ct_record_set_comment(rec, 1, "  a comment "), CT_OK);
    static const char expect[] =
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
        "[Red \"?\"]\n[Blue \"Lan\"]\n[Result \"*\"]\n[Termination \"unterminated\"]\n"
        "[Rules \"mover=front target=15 limit=240\"]\n[Opening \"x\\\"y\\\\z\"]\n\n"
        "1. 7g4 {a comment} 1... 7c8 *\n";
    char *text = write_record(g, rec, CT_RECORD_SHORT);
    ck_assert_str_eq(text, expect);
    free(text);
    text = write_record(g, rec, CT_RECORD_COORD);
    ck_assert_ptr_nonnull(strstr(text, "1. g1g4 {a comment} 1... c11c8 *\n"));
    free(text);
    /* snprintf convention */
    char small[10];
    int n = ct_record_write(g, rec, 0, small, sizeof small);
    ck_assert_int_eq(n, (int)strlen(expect));
    ck_assert_str_eq(small, "[Event \"?");
    text = write_record(g, NULL, 0);
    ck_assert_ptr_nonnull(strstr(text, "[Blue \"?\"]\n"));
    ck_assert_ptr_nonnull(strstr(text, "\n\n1. 7g4 7c8 *\n"));
    free(text);
    ck_assert_int_eq(ct_record_write(NULL, rec, 0, NULL, 0), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_write(g, rec, 0, NULL, 5), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_write(g, rec, 8, NULL, 0), CT_ERR_INVALID_ARGUMENT);
    /* a resignation is written as such */
    ck_assert_int_eq(ct_game_resign(g, CT_RED), CT_OK);
    text = write_record(g, NULL, 0);
    ck_assert_ptr_nonnull(strstr(text, "[Result \"0-1\"]\n[Termination \"resignation\"]\n"));
    ck_assert_ptr_nonnull(strstr(text, "\n1. 7g4 7c8 0-1\n"));
    free(text);
    ct_record_free(rec);
    ct_game_free(g);
}
END_TEST

/* A game without a score target or ply limit, after `plies` random moves
 * from seed. */
static ct_game *unbounded_game(unsigned long long seed, int plies)
{
    ct_game *g;
    ct_rules rules;
    ct_rules_init(&rules);
    rules.target = 0;
    rules.limit = 0;
    ck_assert_int_eq(ct_game_new(&rules, &g), CT_OK);
    rng_state = seed;
    random_moves(g, plies);
    return g;
}

START_TEST(writer_wraps_lines)
{
    ct_game *g = unbounded_game(99, 300);
    char *text = write_record(g, NULL, CT_RECORD_COORD);
    const char *body = strstr(text, "\n\n") + 2;
    for (const char *line = body; *line;) {
        const char *end = strchr(line, '\n');
        ck_assert_ptr_nonnull(end);
        ck_assert_int_le(end - line, 79);
        ck_assert_msg(line[end - line - 1] != '.', "a move number ends a line");
        line = end + 1;
    }
    free(text);
    ct_game_free(g);
}
END_TEST

/* ---- round trips over self-play games ------------------------------------ */

START_TEST(round_trip_self_play)
{
    static const int targets[3] = {15, 0, 10};
    static const int limits[2] = {240, 60};
    size_t cap = 1 << 20, len = 0;
    char *all = malloc(cap);
    ct_game *games[60];
    ck_assert_ptr_nonnull(all);
    int ended[8] = {0};
    for (int seed = 0; seed < 60; seed++) {
        rng_state = 0x9E3779B97F4A7C15ull * (unsigned long long)(seed + 1);
        ct_rules rules;
        ct_rules_init(&rules);
        rules.mover = seed % 2;
        rules.target = targets[seed % 3];
        rules.limit = limits[(seed / 3) % 2];
        ct_game *g;
        ck_assert_int_eq(ct_game_new(&rules, &g), CT_OK);
        if (seed % 5 == 0) {
            /* start from a position reached in play */
            char pos[CT_POSITION_MAX];
            random_moves(g, 11);
            ct_game_position(g, pos, sizeof pos);
            ck_assert_int_eq(ct_game_set_position(g, pos), CT_OK);
        }
        random_moves(g, seed % 3 == 0 ? 5 + (int)(rnd() % 40) : 1000);
        if (ct_game_outcome(g, NULL) == CT_ONGOING) {
            if (seed % 4 == 0)
                ck_assert_int_eq(ct_game_resign(g, seed % 8 == 0 ? CT_RED : CT_BLUE), CT_OK);
            else if (seed % 4 == 1)
                ck_assert_int_eq(ct_game_agree_draw(g), CT_OK);
        }
        int32_t term;
        ct_game_outcome(g, &term);
        ended[term]++;

        ct_record *rec;
        char value[64];
        ck_assert_int_eq(ct_record_new(&rec), CT_OK);
        snprintf(value, sizeof value, "Self-play #%d", seed);
        ck_assert_int_eq(ct_record_set_tag(rec, "Event", value), CT_OK);
        ck_assert_int_eq(ct_record_set_tag(rec, "Red", "Nguyễn \"Đỏ\""), CT_OK);
        ck_assert_int_eq(ct_record_set_tag(rec, "Blue", "X\\anh"), CT_OK);
        ck_assert_int_eq(ct_record_set_tag(rec, "Date", "2024.05.17"), CT_OK);
        snprintf(value, sizeof value, "%d", seed);
        ck_assert_int_eq(ct_record_set_tag(rec, "Seed", value), CT_OK);
        int plies = ct_game_history(g, NULL, 0);
        for (int p = 0; p <= plies; p++)
            if (rnd() % 10 == 0) {
                snprintf(value, sizeof value, "ý kiến %d: {ply %d", seed, p);
                value[strcspn(value, "{")] = '(';
                ck_assert_int_eq(ct_record_set_comment(rec, p, value), CT_OK);
            }

        char *text = write_record(g, rec, CT_RECORD_SHORT);
        ct_game *back;
        ct_record *brec;
        read_one(text, &back, &brec);
        assert_same_history(g, back);
        for (int i = 0; i < ct_record_tag_count(rec); i++) {
            const char *name, *v;
            ct_record_tag_at(rec, i, &name, &v);
            ck_assert_ptr_nonnull(ct_record_tag(brec, name));
            ck_assert_str_eq(ct_record_tag(brec, name), v);
        }
        int res = ct_game_outcome(g, &term);
        ck_assert_str_eq(ct_record_tag(brec, "Result"), ct_result_string(res));
        ck_assert_str_eq(ct_record_tag(brec, "Termination"),
                         term ? ct_termination_string(term) : "unterminated");
        for (int p = 0; p <= plies + 1; p++) {
            const char *a = ct_record_comment(rec, p), *b = ct_record_comment(brec, p);
            ck_assert_int_eq(a == NULL, b == NULL);
            if (a)
                ck_assert_str_eq(a, b);
        }
        /* canonical: writing what was read gives the same text */
        char *again = write_record(back, brec, CT_RECORD_SHORT);
        ck_assert_str_eq(again, text);
        free(again);
        /* the other notation reads back to the same game */
        char *coord = write_record(g, rec, CT_RECORD_COORD);
        ct_game *back2;
        read_one(coord, &back2, NULL);
        assert_same_history(g, back2);
        free(coord);
        ct_game_free(back2);

        size_t n = strlen(text);
        ck_assert_uint_lt(len + n + 1, cap);
        memcpy(all + len, text, n);
        len += n;
        all[len++] = '\n';
        free(text);
        ct_game_free(back);
        ct_record_free(brec);
        ct_record_free(rec);
        games[seed] = g;
    }
    /* the self-play reached every kind of ending but R15 (hand.ctr has
     * one) */
    for (int t = CT_TERM_NONE; t <= CT_TERM_AGREEMENT; t++)
        ck_assert_msg(ended[t] > 0 || t == CT_TERM_NO_MOVES, "no game ended by %s",
                      ct_termination_string(t));

    /* all sixty games in one text */
    ct_reader *r;
    ck_assert_int_eq(ct_reader_new(all, len, NULL, &r), CT_OK);
    for (int i = 0; i < 60; i++) {
        ct_game *g;
        ck_assert_int_eq(ct_reader_next(r, &g, NULL), 1);
        assert_same_history(games[i], g);
        ct_game_free(g);
        ct_game_free(games[i]);
    }
    ct_game *g;
    ck_assert_int_eq(ct_reader_next(r, &g, NULL), 0);
    ck_assert_int_eq(ct_reader_next(r, &g, NULL), 0);
    ct_reader_free(r);
    free(all);
}
END_TEST

/* Games the engine plays against itself (low levels, shallow and seeded so
 * that the games differ and the test stays quick), both movers. */
START_TEST(round_trip_engine_self_play)
{
    ct_engine *e;
    ck_assert_int_eq(ct_engine_new(NULL, &e), CT_OK);
    for (int seed = 0; seed < 6; seed++) {
        ct_rules rules;
        ct_rules_init(&rules);
        rules.mover = seed % 2;
        rules.limit = 120;
        ct_game *g;
        ck_assert_int_eq(ct_game_new(&rules, &g), CT_OK);
        ct_search_limits lim;
        ct_search_limits_init(&lim);
        lim.depth = 2;
        lim.level = 1 + seed % 3;
        while (ct_game_outcome(g, NULL) == CT_ONGOING) {
            ct_search_result res;
            memset(&res, 0, sizeof res);
            res.size = sizeof res;
            lim.seed = (uint64_t)(seed * 1000 + ct_game_ply(g));
            ck_assert_int_eq(ct_search(e, g, &lim, &res), CT_OK);
            ck_assert_int_eq(ct_game_play(g, res.best), CT_OK);
        }
        ct_record *rec;
        ck_assert_int_eq(ct_record_new(&rec), CT_OK);
        ck_assert_int_eq(ct_record_set_tag(rec, "Red", "libcotoan"), CT_OK);
        ck_assert_int_eq(ct_record_set_tag(rec, "Blue", "libcotoan"), CT_OK);
        char *text = write_record(g, rec, CT_RECORD_SHORT);
        ct_game *back;
        ct_record *brec;
        read_one(text, &back, &brec);
        assert_same_history(g, back);
        ck_assert_str_eq(ct_record_tag(brec, "Red"), "libcotoan");
        char *again = write_record(back, brec, CT_RECORD_SHORT);
        ck_assert_str_eq(again, text);
        free(again);
        free(text);
        ct_record_free(brec);
        ct_record_free(rec);
        ct_game_free(back);
        ct_game_free(g);
    }
    ct_engine_free(e);
}
END_TEST

/* ---- hand-written records ------------------------------------------------ */

START_TEST(hand_written)
{
    size_t len;
    char *text = slurp("hand.ctr", &len);
    ct_reader *r;
    ct_game *g;
    ct_record *rec;
    char pos[CT_POSITION_MAX];
    int32_t term;
    ck_assert_int_eq(ct_reader_new(text, len, NULL, &r), CT_OK);
    free(text);

    /* 1: comments, both notations, glued numbers, UTF-8 and escapes */
    ck_assert_int_eq(ct_reader_next(r, &g, &rec), 1);
    ck_assert_str_eq(ct_record_tag(rec, "Event"), "Giải cờ toán mùa xuân");
    ck_assert_str_eq(ct_record_tag(rec, "Red"), "Nguyễn Văn \"Nam\"");
    ck_assert_str_eq(ct_record_tag(rec, "Blue"), "Trần Thị Lan \\ Bé");
    ck_assert_str_eq(ct_record_tag(rec, "Annotator"), "tester");
    ck_assert_int_eq(ct_record_tag_count(rec), 8);
    ck_assert_ptr_nonnull(strstr(ct_record_comment(rec, 0), "A collection"));
    ck_assert_str_eq(ct_record_comment(rec, 4), "Blue doubles up on the h-file");
    ck_assert_ptr_nonnull(strstr(ct_record_comment(rec, 17), "takes Blue 8"));
    ck_assert_str_eq(ct_record_comment(rec, 58), "Blue reaches 15");
    ck_assert_int_eq(ct_game_history(g, NULL, 0), 58);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_BLUE_WINS);
    ck_assert_int_eq(term, CT_TERM_SCORE_TARGET);
    ck_assert_int_eq(ct_game_score(g, CT_BLUE), 17);
    ct_game_free(g);
    ct_record_free(rec);

    /* 2: classic rules from the Rules tag, CRLF line ends */
    ck_assert_int_eq(ct_reader_next(r, &g, &rec), 1);
    ct_rules rules;
    ct_rules_init(&rules);
    ct_game_get_rules(g, &rules);
    ck_assert_int_eq(rules.mover, CT_MOVER_BACK);
    ck_assert_int_eq(rules.target, 15);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_BLUE_WINS);
    ck_assert_int_eq(ct_game_history(g, NULL, 0), 26);
    ck_assert_str_eq(ct_record_tag(rec, "Red"), "A");
    ct_game_free(g);
    ct_record_free(rec);

    /* 3: R12 from a Position tag; move numbers follow the ply counter */
    ck_assert_int_eq(ct_reader_next(r, &g, &rec), 1);
    ct_game_initial_position(g, pos, sizeof pos);
    ck_assert_str_eq(pos, "b97b1/4b04/9/9/4r94/4r64/9/9/9/4r04/9 r 0 0 20");
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_RED_WINS);
    ck_assert_int_eq(term, CT_TERM_ZERO_CAPTURED);
    ck_assert_ptr_nonnull(strstr(ct_record_comment(rec, 0), "front piece e7"));
    ct_game_free(g);
    ct_record_free(rec);

    /* 4: Blue moves first, unterminated */
    ck_assert_int_eq(ct_reader_next(r, &g, NULL), 1);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_ONGOING);
    ck_assert_int_eq(term, CT_TERM_NONE);
    ck_assert_int_eq(ct_game_ply(g), 27);
    ct_game_free(g);

    /* 5: 1-0 with no ending on the board: Blue resigned */
    ck_assert_int_eq(ct_reader_next(r, &g, NULL), 1);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_RED_WINS);
    ck_assert_int_eq(term, CT_TERM_RESIGNATION);
    ck_assert_int_eq(ct_game_undo(g), CT_OK); /* takes back the resignation */
    ck_assert_int_eq(ct_game_outcome(g, NULL), CT_ONGOING);
    ct_game_free(g);

    /* 6: agreed draw, coordinate notation, extra white space */
    ck_assert_int_eq(ct_reader_next(r, &g, NULL), 1);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_DRAW);
    ck_assert_int_eq(term, CT_TERM_AGREEMENT);
    ck_assert_int_eq(ct_game_history(g, NULL, 0), 3);
    ct_game_free(g);

    /* 7: a ply limit from the Rules tag ends the game on the board */
    ck_assert_int_eq(ct_reader_next(r, &g, NULL), 1);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_DRAW);
    ck_assert_int_eq(term, CT_TERM_MOVE_LIMIT);
    ct_game_free(g);

    /* 8: no legal move at the start (R15): decided by score */
    ck_assert_int_eq(ct_reader_next(r, &g, &rec), 1);
    ck_assert_int_eq(ct_game_outcome(g, &term), CT_BLUE_WINS);
    ck_assert_int_eq(term, CT_TERM_NO_MOVES);
    ck_assert_int_eq(ct_game_history(g, NULL, 0), 0);
    char *again = write_record(g, rec, 0);
    ck_assert_ptr_nonnull(strstr(again, "[Termination \"no legal move\"]\n"
                                        "[Rules \"mover=front target=15 limit=240\"]\n"
                                        "[Position \"9/4b04/9/9/9/9/9/9/9/b4b52r04/r1b67 r 0 3 60\"]\n"
                                        "\n{Red is stalemated} 0-1\n"));
    free(again);
    ct_game_free(g);
    ct_record_free(rec);

    /* a trailing comment is not a game */
    ck_assert_int_eq(ct_reader_next(r, &g, &rec), 0);
    ck_assert_ptr_null(g);
    ck_assert_ptr_null(rec);
    ct_reader_free(r);
}
END_TEST

START_TEST(default_rules_and_overrides)
{
    static const char text[] = "[Rules \"target=20\"]\n1. 7g4 *\n\n1. 7g4 *\n";
    ct_rules rules;
    ct_rules_init(&rules);
    rules.mover = CT_MOVER_BACK;
    rules.limit = 100;
    ct_reader *r;
    ct_game *g;
    ck_assert_int_eq(ct_reader_new(text, strlen(text), &rules, &r), CT_OK);
    for (int i = 0; i < 2; i++) {
        ct_rules got;
        ct_rules_init(&got);
        ck_assert_int_eq(ct_reader_next(r, &g, NULL), 1);
        ct_game_get_rules(g, &got);
        ck_assert_int_eq(got.mover, CT_MOVER_BACK);
        ck_assert_int_eq(got.limit, 100);
        ck_assert_int_eq(got.target, i == 0 ? 20 : 15);
        ct_game_free(g);
    }
    ct_reader_free(r);
    rules.target = -1;
    ck_assert_int_eq(ct_reader_new(text, strlen(text), &rules, &r), CT_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_null(r);
    rules.size = 3;
    ck_assert_int_eq(ct_reader_new(text, strlen(text), &rules, &r), CT_ERR_STRUCT_SIZE);
    ck_assert_int_eq(ct_reader_new(NULL, 3, NULL, &r), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_reader_new(text, 3, NULL, NULL), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_reader_next(NULL, &g, NULL), CT_ERR_INVALID_ARGUMENT);
    /* an empty text holds no game */
    ck_assert_int_eq(ct_reader_new(NULL, 0, NULL, &r), CT_OK);
    ck_assert_int_eq(ct_reader_next(r, &g, NULL), 0);
    ct_reader_free(r);
    ct_reader_free(NULL);
}
END_TEST

/* ---- malformed records --------------------------------------------------- */

typedef struct bad_record {
    const char *text;
    size_t len;    /* 0: strlen(text) */
    int code;
    int line, col;
    const char *detail;
} bad_record;

#define POS3 "[Position \"b97b1/4b04/9/9/4r94/4r64/9/9/9/4r04/9 r 0 0 20\"]\n"

static const bad_record bad[] = {
    {"[Event \"x", 0, CT_ERR_PARSE, 1, 8, "the value of tag Event is not closed"},
    {"[Event x]\n*", 0, CT_ERR_PARSE, 1, 8, "expected '\"' to open the value of tag Event"},
    {"[ \"x\"]\n*", 0, CT_ERR_PARSE, 1, 3, "expected a tag name"},
    {"[9ab \"x\"]\n*", 0, CT_ERR_PARSE, 1, 2, "\"9ab\" is not a tag name"},
    {"[Event \"x\" *\n", 0, CT_ERR_PARSE, 1, 12, "expected ']' to close tag Event"},
    {"[Event \"a\\nb\"]\n*", 0, CT_ERR_PARSE, 1, 10, "unknown escape"},
    {"[Event \"x\"]\n[Event \"y\"]\n*", 0, CT_ERR_PARSE, 2, 2, "tag Event appears twice"},
    {"[Date \"2024-01-01\"]\n*", 0, CT_ERR_PARSE, 1, 8, "Date \"2024-01-01\" is not YYYY.MM.DD"},
    {"[Date \"2024.13.01\"]\n*", 0, CT_ERR_PARSE, 1, 8, "is not YYYY.MM.DD"},
    {"[Result \"2-0\"]\n*", 0, CT_ERR_PARSE, 1, 10, "Result must be 1-0, 0-1, 1/2-1/2 or *"},
    {"[Termination \"timeout\"]\n*", 0, CT_ERR_PARSE, 1, 15, "Termination \"timeout\" is unknown"},
    {"[Rules \"mover=sideways\"]\n*", 0, CT_ERR_PARSE, 1, 9, "mover must be front or back"},
    {"[Rules \"target=abc\"]\n*", 0, CT_ERR_PARSE, 1, 9, "target must be a number from 0 to 1000"},
    {"[Rules \"speed=3\"]\n*", 0, CT_ERR_PARSE, 1, 9, "\"speed=3\" is not mover="},
    {"[Rules \"limit=5 limit=6\"]\n*", 0, CT_ERR_PARSE, 1, 9, "limit is given twice"},
    {"[Event \"x\"]\n[Position \"b9b8/9 r 0 0 0\"]\n*", 0, CT_ERR_PARSE, 2, 12,
     "Position: rank 11 has"},
    {"[Position \"b7b7b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0\"]\n*", 0,
     CT_ERR_INVALID_POSITION, 1, 12, "Blue has 3 7s"},
    {"1. 7g4 7c8", 0, CT_ERR_PARSE, 1, 11, "the game has no result token"},
    {"1. 7g4 {unclosed\n*", 0, CT_ERR_PARSE, 1, 8, "the comment is not closed"},
    {"1. 7g4 } *", 0, CT_ERR_PARSE, 1, 8, "'}' without its opening '{'"},
    {"1. zz9 *", 0, CT_ERR_PARSE, 1, 4, "\"zz9\" is not a move"},
    {"\n\n  1. 7g4\n  2. 7c4 *", 0, CT_ERR_PARSE, 4, 3, "move number 2. is for Red, but Blue is to move"},
    {"1. 7c4 *", 0, CT_ERR_ILLEGAL_MOVE, 1, 4, "move 1. 7c4 is illegal: g1c4: g1 and c4 are not on one line"},
    {"1. 7g4 7c8 2. 7xg7 *", 0, CT_ERR_ILLEGAL_MOVE, 1, 15, "move 2. 7xg7 is illegal"},
    {"1. 7g4 7c8 2. 4d2 6d10 3. 4d3 9a8 4. 5e1 *", 0, CT_ERR_ILLEGAL_MOVE, 1, 38,
     "move 4. 5e1 is illegal: e1e1: a move must change square"},
    {"2. 7g4 *", 0, CT_ERR_PARSE, 1, 1, "move number 2. should be 1."},
    {"1. 7g4 1.... 7c8 *", 0, CT_ERR_PARSE, 1, 8, "not 4 dots"},
    {"1. 7g4 7c8 2. *", 0, CT_ERR_PARSE, 1, 12, "a move number that no move follows"},
    {"1. 7g4 1. 7c8 *", 0, CT_ERR_PARSE, 1, 8, "move number 1. is for Red, but Blue is to move"},
    {"[Result \"1-0\"]\n1. 7g4 0-1", 0, CT_ERR_PARSE, 2, 8,
     "the result 0-1 disagrees with the Result tag 1-0 (line 1)"},
    {POS3 "11. 9xe10 0-1", 0, CT_ERR_PARSE, 2, 11,
     "the result 0-1 contradicts the game, which ended 1-0 (zero captured)"},
    {POS3 "11. 9xe10 11... 1h10 1-0", 0, CT_ERR_ILLEGAL_MOVE, 2, 17,
     "move 11... 1h10 is illegal: 1h10: the game is over (1-0, zero captured)"},
    {POS3 "[Termination \"score target\"]\n11. 9xe10 1-0", 0, CT_ERR_PARSE, 2, 15,
     "Termination \"score target\" contradicts the game: 1-0 zero captured"},
    {"[Termination \"zero captured\"]\n1. 7g4 1-0", 0, CT_ERR_PARSE, 1, 15,
     "without an ending on the board is a resignation"},
    {"[Termination \"unterminated\"]\n1. 7g4 1/2-1/2", 0, CT_ERR_PARSE, 1, 15,
     "is an agreed draw"},
    {"1. 7g4 7c8 [Event \"x\"] *", 0, CT_ERR_PARSE, 1, 12, "a tag pair inside the movetext"},
    {"[Event \"\xff\"]\n*", 0, CT_ERR_PARSE, 1, 9, "invalid UTF-8 (byte 0xFF)"},
    {"[Event \"Đ\xc4\"]\n*", 0, CT_ERR_PARSE, 1, 10, "invalid UTF-8 (byte 0xC4)"},
    {"1. 7g4\0 *", 9, CT_ERR_PARSE, 1, 7, "a NUL byte"},
    {"[Event \"a\x01\"]\n*", 0, CT_ERR_PARSE, 1, 10, "control character 0x01"},
    {"1. 7g4 {ok} {bad \x02} *", 0, CT_ERR_PARSE, 1, 18, "control character 0x02 in a comment"},
    {"1. 7g4 ] *", 0, CT_ERR_PARSE, 1, 8, "']' without its opening '['"},
    {"1. 7g4 7c8 *\n2. 7g4 *", 0, CT_ERR_PARSE, 2, 1, "move number 2. should be 1."},
};

START_TEST(malformed)
{
    const bad_record *b = &bad[_i];
    size_t len = b->len ? b->len : strlen(b->text);
    ct_reader *r;
    ct_game *g = NULL;
    ct_record *rec = NULL;
    char where[64];
    ck_assert_int_eq(ct_reader_new(b->text, len, NULL, &r), CT_OK);
    int rc;
    /* the last case is a good game followed by a bad one */
    while ((rc = ct_reader_next(r, &g, &rec)) == 1) {
        ct_game_free(g);
        ct_record_free(rec);
    }
    const char *msg = ct_reader_error(r);
    ck_assert_msg(rc == b->code, "case %d: code %d (%s), expected %d", _i, rc, msg, b->code);
    ck_assert_ptr_null(g);
    ck_assert_ptr_null(rec);
    snprintf(where, sizeof where, "line %d, column %d: ", b->line, b->col);
    ck_assert_msg(strncmp(msg, where, strlen(where)) == 0, "case %d: \"%s\", expected \"%s\"",
                  _i, msg, where);
    ck_assert_msg(strstr(msg, b->detail) != NULL, "case %d: \"%s\" lacks \"%s\"", _i, msg,
                  b->detail);
    int32_t line, col;
    ck_assert_int_eq(ct_reader_location(r, &line, &col), CT_OK);
    ck_assert_int_eq(line, b->line);
    ck_assert_int_eq(col, b->col);
    /* the error sticks */
    ck_assert_int_eq(ct_reader_next(r, &g, NULL), b->code);
    ck_assert_str_eq(ct_reader_error(r), msg);
    ct_reader_free(r);
}
END_TEST

/* Damaged copies of hand.ctr (bytes changed, deleted, duplicated; fixed
 * seed): the reader never crashes, and every error says where it is. */
START_TEST(mutated_records)
{
    size_t len;
    char *text = slurp("hand.ctr", &len);
    char *copy = malloc(len * 2 + 16);
    ck_assert_ptr_nonnull(copy);
    static const char alphabet[] = "{}[]\"\\ \n.x-/*0123456789abcdefghijr\xc3\xa1\xff";
    int errors = 0;
    rng_state = 12345;
    for (int iter = 0; iter < 1500; iter++) {
        memcpy(copy, text, len);
        size_t n = len;
        int edits = 1 + (int)(rnd() % 4);
        for (int k = 0; k < edits && n > 1; k++) {
            size_t at = rnd() % n;
            switch (rnd() % 3) {
            case 0: copy[at] = alphabet[rnd() % (sizeof alphabet - 1)]; break;
            case 1: memmove(copy + at, copy + at + 1, n - at - 1); n--; break;
            default: memmove(copy + at + 1, copy + at, n - at); n++; break;
            }
        }
        ct_reader *r;
        ck_assert_int_eq(ct_reader_new(copy, n, NULL, &r), CT_OK);
        ct_game *g;
        ct_record *rec;
        int rc, games = 0;
        while ((rc = ct_reader_next(r, &g, &rec)) == 1) {
            char *out = write_record(g, rec, 0);
            free(out);
            ct_game_free(g);
            ct_record_free(rec);
            games++;
        }
        if (rc < 0) {
            int32_t line, col;
            errors++;
            ck_assert_msg(strncmp(ct_reader_error(r), "line ", 5) == 0, "%s",
                          ct_reader_error(r));
            ck_assert_msg(valid_message(ct_reader_error(r)), "not UTF-8: %s",
                          ct_reader_error(r));
            ct_reader_location(r, &line, &col);
            ck_assert_int_ge(line, 1);
            ck_assert_int_ge(col, 1);
        }
        ct_reader_free(r);
    }
    ck_assert_int_gt(errors, 500);
    free(copy);
    free(text);
}
END_TEST

/* ---- what a record holds reads back --------------------------- */

/* What the specification (doc/cotoan/records.md) lets a tag value or comment hold. */
static int text_allowed(const char *s, int comment)
{
    if (!valid_utf8(s, strlen(s)))
        return 0;
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == 0x7F || (c < 0x20 && c != '\t' && !(comment && (c == '\n' || c == '\r'))))
            return 0;
        if (comment && c == '}')
            return 0;
    }
    return 1;
}

static int name_allowed(const char *n)
{
    size_t len = strlen(n);
    if (len == 0 || len > 64 || !((n[0] >= 'A' && n[0] <= 'Z') || (n[0] >= 'a' && n[0] <= 'z')))
        return 0;
    for (size_t i = 1; i < len; i++)
        if (!((n[i] >= 'A' && n[i] <= 'Z') || (n[i] >= 'a' && n[i] <= 'z')
              || (n[i] >= '0' && n[i] <= '9') || n[i] == '_'))
            return 0;
    return 1;
}

static int date_allowed(const char *v)
{
    if (strlen(v) != 10 || v[4] != '.' || v[7] != '.')
        return 0;
    for (int i = 0; i < 10; i++)
        if (i != 4 && i != 7 && v[i] != '?' && (v[i] < '0' || v[i] > '9'))
            return 0;
    int month = v[5] != '?' && v[6] != '?' ? (v[5] - '0') * 10 + v[6] - '0' : 1;
    int day = v[8] != '?' && v[9] != '?' ? (v[8] - '0') * 10 + v[9] - '0' : 1;
    return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

START_TEST(setters_refuse_what_cannot_be_read)
{
    ct_record *rec;
    ck_assert_int_eq(ct_record_new(&rec), CT_OK);
    ck_assert_str_eq(ct_record_error(rec), "");
    ck_assert_ptr_nonnull(strstr(ct_record_error(NULL), "NULL"));
    ck_assert_int_eq(ct_record_set_tag(rec, "Event", "Cup"), CT_OK);
    static const struct {
        const char *name, *value, *detail;
    } bad_tags[] = {
        {"Event", "\xff", "the value of tag Event is not UTF-8: byte 0xFF at offset 0"},
        {"Event", "ok \xc0\xaf", "not UTF-8: byte 0xC0 at offset 3"},   /* overlong */
        {"Red", "\xed\xa0\x80", "not UTF-8: byte 0xED"},                 /* surrogate */
        {"Red", "x\xf4\x90\x80\x80", "not UTF-8: byte 0xF4 at offset 1"}, /* > U+10FFFF */
        {"Blue", "cut \xe1\x80", "not UTF-8: byte 0xE1 at offset 4"},
        {"Event", "two\nlines", "control character 0x0A at offset 3"},
        {"Event", "del\x7f", "control character 0x7F"},
        {"Date", "yesterday", "Date \"yesterday\" is not YYYY.MM.DD"},
        {"Date", "2024.13.01", "is not YYYY.MM.DD"},
        {"Date", "2024.01.32", "is not YYYY.MM.DD"},
        {"Date", "2024-01-01", "is not YYYY.MM.DD"},
        {"9x", "v", "\"9x\" is not a tag name"},
        {"a b", "v", "\"a b\" is not a tag name"},
        {"", "v", "\"\" is not a tag name"},
        {"Évent", "v", "\"Évent\" is not a tag name"},
    };
    for (size_t i = 0; i < sizeof bad_tags / sizeof bad_tags[0]; i++) {
        int rc = ct_record_set_tag(rec, bad_tags[i].name, bad_tags[i].value);
        ck_assert_msg(rc == CT_ERR_INVALID_ARGUMENT, "case %zu: %d", i, rc);
        const char *msg = ct_record_error(rec);
        ck_assert_msg(strstr(msg, bad_tags[i].detail) != NULL, "case %zu: \"%s\" lacks \"%s\"",
                      i, msg, bad_tags[i].detail);
        ck_assert(valid_message(msg));
        ck_assert_int_eq(ct_record_tag_count(rec), 1);
        ck_assert_str_eq(ct_record_tag(rec, "Event"), "Cup");
    }
    ck_assert_int_eq(ct_record_set_tag(rec, NULL, "x"), CT_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_nonnull(strstr(ct_record_error(rec), "NULL"));
    /* valid dates */
    ck_assert_int_eq(ct_record_set_tag(rec, "Date", "2024.03.??"), CT_OK);
    ck_assert_int_eq(ct_record_set_tag(rec, "Date", "????.??.??"), CT_OK);
    ck_assert_int_eq(ct_record_set_tag(rec, "Date", "1999.12.31"), CT_OK);

    static const struct {
        int32_t ply;
        const char *text, *detail;
    } bad_comments[] = {
        {0, "a } b", "the comment after ply 0 holds '}' at offset 2"},
        {3, "\xff", "the comment after ply 3 is not UTF-8: byte 0xFF at offset 0"},
        {3, "form\ffeed", "control character 0x0C at offset 4"},
        {-1, "x", "ply -1 is outside 0..1000000"},
        {1000001, "x", "ply 1000001 is outside 0..1000000"},
    };
    ck_assert_int_eq(ct_record_set_comment(rec, 3, "kept"), CT_OK);
    for (size_t i = 0; i < sizeof bad_comments / sizeof bad_comments[0]; i++) {
        int rc = ct_record_set_comment(rec, bad_comments[i].ply, bad_comments[i].text);
        ck_assert_msg(rc == CT_ERR_INVALID_ARGUMENT, "case %zu: %d", i, rc);
        const char *msg = ct_record_error(rec);
        ck_assert_msg(strstr(msg, bad_comments[i].detail) != NULL,
                      "case %zu: \"%s\" lacks \"%s\"", i, msg, bad_comments[i].detail);
        ck_assert(valid_message(msg));
        ck_assert_str_eq(ct_record_comment(rec, 3), "kept");
        ck_assert_ptr_null(ct_record_comment(rec, 0));
    }
    ck_assert_int_eq(ct_record_set_comment(rec, CT_RECORD_PLY_MAX, "the last one"), CT_OK);
    ck_assert_int_eq(ct_record_set_comment(rec, 0, "CR\r LF\n tab\t"), CT_OK);

    /* The longest text is CT_RECORD_TEXT_MAX bytes (a 2 GiB value used to
     * be written as an empty one). */
    char *big = malloc(CT_RECORD_TEXT_MAX + 2);
    ck_assert_ptr_nonnull(big);
    memset(big, 'v', CT_RECORD_TEXT_MAX + 1);
    big[CT_RECORD_TEXT_MAX + 1] = '\0';
    ck_assert_int_eq(ct_record_set_tag(rec, "Huge", big), CT_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_nonnull(strstr(ct_record_error(rec), "16777217 bytes long, more than "
                                                       "CT_RECORD_TEXT_MAX (16777216)"));
    ck_assert_int_eq(ct_record_set_comment(rec, 1, big), CT_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_null(ct_record_tag(rec, "Huge"));
    ck_assert_ptr_null(ct_record_comment(rec, 1));
    big[CT_RECORD_TEXT_MAX] = '\0';
    ck_assert_int_eq(ct_record_set_tag(rec, "Huge", big), CT_OK);
    ck_assert_int_eq(ct_record_set_comment(rec, 1, big), CT_OK);
    ct_game *g, *back;
    ct_record *brec;
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    ck_assert_int_eq(ct_game_play_text(g, "7g4"), CT_OK);
    char *text = write_record(g, rec, 0);
    read_one(text, &back, &brec);
    ck_assert_uint_eq(strlen(ct_record_tag(brec, "Huge")), CT_RECORD_TEXT_MAX);
    ck_assert_uint_eq(strlen(ct_record_comment(brec, 1)), CT_RECORD_TEXT_MAX);
    ck_assert_str_eq(ct_record_comment(brec, 0), "CR\r LF\n tab");
    free(text);
    ct_game_free(back);
    ct_record_free(brec);
    /* A text cannot grow past the limit by joining comments either. */
    const char *joined = "1. 7g4 {a} {b} *";
    ct_reader *r;
    ck_assert_int_eq(ct_reader_new(joined, strlen(joined), NULL, &r), CT_OK);
    ck_assert_int_eq(ct_reader_next(r, &back, &brec), 1);
    ck_assert_str_eq(ct_record_comment(brec, 1), "a b");
    ct_game_free(back);
    ct_record_free(brec);
    ct_reader_free(r);
    size_t n = strlen("1. 7g4 {") + CT_RECORD_TEXT_MAX;
    char *over = malloc(n + 16);
    ck_assert_ptr_nonnull(over);
    memcpy(over, "1. 7g4 {", 8);
    memset(over + 8, 'c', CT_RECORD_TEXT_MAX);
    memcpy(over + n, "} {d} *", 8);
    ck_assert_int_eq(ct_reader_new(over, strlen(over), NULL, &r), CT_OK);
    ck_assert_int_eq(ct_reader_next(r, &back, &brec), CT_ERR_PARSE);
    ck_assert_ptr_nonnull(strstr(ct_reader_error(r), "line 1, column 16777227: the comment after "
                                                     "ply 1 would be 16777218 bytes long"));
    ct_reader_free(r);
    free(over);
    free(big);
    ct_game_free(g);
    ct_record_free(rec);
}
END_TEST

/* Rules that the history no longer fits are refused: the record of such a
 * game could not be read back. */
START_TEST(set_rules_keeps_the_history_a_game)
{
    ct_game *g = unbounded_game(4242, 30);
    ct_rules r;
    ct_rules_init(&r);
    r.target = 0;
    ck_assert_int_eq(ct_game_history(g, NULL, 0), 30);
    char before[CT_POSITION_MAX], after[CT_POSITION_MAX];
    ct_game_position(g, before, sizeof before);
    r.limit = 20; /* below the 30 plies already played */
    ck_assert_int_eq(ct_game_set_rules(g, &r), CT_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_nonnull(strstr(ct_game_error(g),
                                 "under these rules the game ends at ply 20 ("));
    ck_assert_ptr_nonnull(strstr(ct_game_error(g), "move limit), before move 21 of its 30"));
    ct_rules got;
    ct_rules_init(&got);
    ct_game_get_rules(g, &got);
    ck_assert_int_eq(got.limit, 0);
    ct_game_position(g, after, sizeof after);
    ck_assert_str_eq(before, after);
    /* a limit reached exactly at the last move ends the game there */
    r.limit = 30; /* the start position has ply 0 */
    ck_assert_int_eq(ct_game_set_rules(g, &r), CT_OK);
    ck_assert_int_eq(ct_game_outcome(g, NULL) != CT_ONGOING, 1);
    char *text = write_record(g, NULL, 0);
    ct_game *back;
    read_one(text, &back, NULL);
    assert_same_history(g, back);
    ct_game_free(back);
    free(text);
    /* the other mover cannot have played the captures */
    r.mover = CT_MOVER_BACK;
    r.limit = 0;
    ck_assert_int_eq(ct_game_set_rules(g, &r), CT_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_nonnull(strstr(ct_game_error(g), "is illegal (the mover decides"));
    /* a score target reached earlier */
    r.mover = CT_MOVER_FRONT;
    ck_assert_int_eq(ct_game_set_rules(g, &r), CT_OK);
    int red = ct_game_score(g, CT_RED), blue = ct_game_score(g, CT_BLUE);
    ck_assert_int_gt(red + blue, 0);
    r.target = 1;
    ck_assert_int_eq(ct_game_set_rules(g, &r), CT_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_nonnull(strstr(ct_game_error(g), "score target), before move"));
    /* a resignation that new rules would contradict */
    r.target = 0;
    ck_assert_int_eq(ct_game_set_rules(g, &r), CT_OK);
    ck_assert_int_eq(ct_game_resign(g, CT_RED), CT_OK);
    r.limit = 30;
    ck_assert_int_eq(ct_game_set_rules(g, &r), CT_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_nonnull(strstr(ct_game_error(g), "contradicts its resignation"));
    ck_assert_int_eq(ct_game_outcome(g, NULL), CT_BLUE_WINS);
    r.limit = 200;
    ck_assert_int_eq(ct_game_set_rules(g, &r), CT_OK);
    /* an empty history fits any rules, even ones that end the game */
    ck_assert_int_eq(ct_game_set_position(g, "b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/"
                                             "r1r2r3r4r5r6r7r8r9 r 0 0 50"), CT_OK);
    r.limit = 10;
    ck_assert_int_eq(ct_game_set_rules(g, &r), CT_OK);
    ck_assert_int_eq(ct_game_outcome(g, NULL), CT_DRAW);
    ct_game_free(g);
}
END_TEST

/* ---- the property: anything the API accepts reads back ------------------- */

static const char *const text_pieces[] = {
    "\"", "\\", "{", "}", "[", "]", "\t", " ", "  ", "\n", "\r", "\r\n", "7c4", "8xe6",
    "c1c4", "1-0", "0-1", "1/2-1/2", "*", "1.", "1...", "%s", "%n", ";", "\xe2\x80\xa6",
    "Đ", "ế", "\xf0\x9f\x98\x80", "\xef\xbb\xbf", "\xe2\x80\xa8", "\xcc\x81", "\xc2\x80",
    "\xdf\xbf", "\xe0\xa0\x80", "\xef\xbf\xbf", "\xf0\x90\x80\x80", "\xf4\x8f\xbf\xbf",
    "\x7f", "\x01", "\x0c", "\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe1\x80",
    "\xff", "\x80", "[Event \"x\"]", "{c}", "Nguyễn Văn Nam",
};

/* Random text: pieces, random printable ASCII and random bytes. */
static void random_text(char *out, size_t size)
{
    size_t len = 0, want = rnd() % 4 == 0 ? 0 : rnd() % (size / 2);
    while (len < want) {
        unsigned k = rnd() % 8;
        char one[2] = {0, 0};
        const char *p;
        if (k < 4) {
            p = text_pieces[rnd() % (sizeof text_pieces / sizeof text_pieces[0])];
        } else if (k < 7) {
            one[0] = (char)(0x20 + rnd() % 95);
            p = one;
        } else {
            one[0] = (char)(1 + rnd() % 255);
            p = one;
        }
        size_t n = strlen(p);
        if (len + n >= size)
            break;
        memcpy(out + len, p, n);
        len += n;
    }
    out[len] = '\0';
}

static const char *const tag_names[] = {
    "Event", "Site", "Date", "Round", "Red", "Blue", "Result", "Termination", "Rules",
    "Position", "Annotator", "TimeControl", "x", "Z_9", "ResultX", "event",
};

static void random_name(char *out)
{
    static const char first[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    static const char rest[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_";
    unsigned k = rnd() % 10;
    if (k < 5) {
        strcpy(out, tag_names[rnd() % (sizeof tag_names / sizeof tag_names[0])]);
    } else if (k < 9) {
        size_t n = 1 + rnd() % 64;
        out[0] = first[rnd() % (sizeof first - 1)];
        for (size_t i = 1; i < n; i++)
            out[i] = rest[rnd() % (sizeof rest - 1)];
        out[n] = '\0';
    } else {
        static const char *const bad_names[] = {"", "9x", "a b", "_x", "Ev\xc3\xa9nt", "a-b"};
        strcpy(out, bad_names[rnd() % 6]);
    }
}

static void random_date(char *out)
{
    static const char *const dates[] = {
        "2024.05.17", "????.??.??", "2024.??.??", "1999.12.31", "20?4.0?.1?", "yesterday",
        "2024.13.01", "2024.00.10", "2024.01.32", "2024-01-01", "", "2024.1.1",
    };
    strcpy(out, dates[rnd() % (sizeof dates / sizeof dates[0])]);
}

static int is_derived(const char *name)
{
    return !strcmp(name, "Result") || !strcmp(name, "Termination") || !strcmp(name, "Rules")
        || !strcmp(name, "Position");
}

static int is_roster(const char *name)
{
    static const char *const roster[] = {"Event", "Site", "Date", "Round", "Red", "Blue"};
    for (int i = 0; i < 6; i++)
        if (!strcmp(name, roster[i]))
            return 1;
    return 0;
}

/* s without white space at either end, into out. */
static void trimmed(const char *s, char *out)
{
    while (*s && strchr(" \t\r\n", *s))
        s++;
    size_t n = strlen(s);
    while (n && strchr(" \t\r\n", s[n - 1]))
        n--;
    memcpy(out, s, n);
    out[n] = '\0';
}

static void random_rules(ct_rules *r)
{
    static const int targets[] = {0, 1, 5, 15, 30, 45, 1000};
    static const int limits[] = {0, 1, 2, 7, 40, 120, 240, 1000000};
    ct_rules_init(r);
    r->mover = (int32_t)(rnd() % 2);
    r->target = targets[rnd() % 7];
    r->limit = limits[rnd() % 8];
}

/* Build one random game and record through the public API (checking that
 * every refusal has a reason and changes nothing), write it, read it back
 * and compare everything; returns the number of setter calls refused. */
static int round_trip_case(int seed)
{
    char value[600], name[80], pos[CT_POSITION_MAX];
    int refused = 0;
    rng_state = 0xD1B54A32D192ED03ull * (unsigned long long)(seed + 1);
    ct_rules rules;
    random_rules(&rules);
    ct_game *g;
    ck_assert_int_eq(ct_game_new(&rules, &g), CT_OK);
    if (rnd() % 3 == 0) {
        /* from a position reached in play (ply counter and all) */
        ct_game *tmp;
        ck_assert_int_eq(ct_game_new(NULL, &tmp), CT_OK);
        random_moves(tmp, (int)(rnd() % 60));
        ct_game_position(tmp, pos, sizeof pos);
        ct_game_free(tmp);
        ck_assert_int_eq(ct_game_set_position(g, pos), CT_OK);
    }
    random_moves(g, (int)(rnd() % 3 == 0 ? rnd() % 400 : rnd() % 40));
    if (rnd() % 3 == 0) {
        /* change the rules afterwards: refused unless the history fits */
        ct_rules nr, old;
        random_rules(&nr);
        ct_rules_init(&old);
        ct_game_get_rules(g, &old);
        ct_game_position(g, pos, sizeof pos);
        int rc = ct_game_set_rules(g, &nr);
        if (rc != CT_OK) {
            char now[CT_POSITION_MAX];
            ck_assert_int_eq(rc, CT_ERR_INVALID_ARGUMENT);
            ck_assert(valid_message(ct_game_error(g)));
            ct_rules got;
            ct_rules_init(&got);
            ct_game_get_rules(g, &got);
            ck_assert(got.mover == old.mover && got.target == old.target
                      && got.limit == old.limit);
            ct_game_position(g, now, sizeof now);
            ck_assert_str_eq(now, pos);
            refused++;
        }
    }
    if (ct_game_outcome(g, NULL) == CT_ONGOING && rnd() % 3 == 0) {
        if (rnd() % 2)
            ck_assert_int_eq(ct_game_resign(g, (int32_t)(rnd() % 2)), CT_OK);
        else
            ck_assert_int_eq(ct_game_agree_draw(g), CT_OK);
    }
    int plies = ct_game_history(g, NULL, 0);

    ct_record *rec;
    ck_assert_int_eq(ct_record_new(&rec), CT_OK);
    int ntags = (int)(rnd() % 12);
    for (int i = 0; i < ntags; i++) {
        random_name(name);
        if (!strcmp(name, "Date") && rnd() % 2)
            random_date(value);
        else
            random_text(value, sizeof value);
        int ok = name_allowed(name) && text_allowed(value, 0)
              && (strcmp(name, "Date") != 0 || date_allowed(value));
        const char *old = ct_record_tag(rec, name);
        char keep[600];
        if (old)
            strcpy(keep, old);
        int count = ct_record_tag_count(rec);
        int rc = ct_record_set_tag(rec, name, value);
        ck_assert_msg(rc == (ok ? CT_OK : CT_ERR_INVALID_ARGUMENT),
                      "seed %d: set_tag(\"%s\", \"%s\") gave %d", seed, name, value, rc);
        if (rc) {
            refused++;
            ck_assert(valid_message(ct_record_error(rec)));
            ck_assert_int_eq(ct_record_tag_count(rec), count);
            if (old)
                ck_assert_str_eq(ct_record_tag(rec, name), keep);
        }
        if (rnd() % 8 == 0 && ct_record_tag_count(rec) > 0) {
            const char *n0;
            ct_record_tag_at(rec, (int32_t)(rnd() % (unsigned)ct_record_tag_count(rec)), &n0,
                             NULL);
            strcpy(name, n0);
            ck_assert_int_eq(ct_record_set_tag(rec, name, NULL), CT_OK);
            ck_assert_ptr_null(ct_record_tag(rec, name));
        }
    }
    int ncomments = (int)(rnd() % 8);
    for (int i = 0; i < ncomments; i++) {
        int32_t ply = rnd() % 4 == 0 ? 0 : (int32_t)(rnd() % (unsigned)(plies + 3));
        random_text(value, sizeof value);
        int rc = ct_record_set_comment(rec, ply, value);
        ck_assert_msg(rc == (text_allowed(value, 1) ? CT_OK : CT_ERR_INVALID_ARGUMENT),
                      "seed %d: set_comment(%d, \"%s\") gave %d", seed, (int)ply, value, rc);
        if (rc) {
            refused++;
            ck_assert(valid_message(ct_record_error(rec)));
        }
    }

    uint32_t flags = rnd() % 2 ? CT_RECORD_COORD : CT_RECORD_SHORT;
    char *text = write_record(g, rec, flags);
    ck_assert_msg(valid_utf8(text, strlen(text)), "seed %d: the record is not UTF-8", seed);
    ct_game *back;
    ct_record *brec;
    read_one(text, &back, &brec);
    assert_same_history(g, back);
    /* tags: the record's (but the four the game decides), the roster's
     * defaults, and the game's own */
    int expect_tags = 9;
    for (int i = 0; i < ct_record_tag_count(rec); i++) {
        const char *n, *v;
        ct_record_tag_at(rec, i, &n, &v);
        if (is_derived(n))
            continue;
        expect_tags += !is_roster(n);
        ck_assert_ptr_nonnull(ct_record_tag(brec, n));
        ck_assert_msg(strcmp(ct_record_tag(brec, n), v) == 0, "seed %d: tag %s", seed, n);
    }
    static const char *const roster[] = {"Event", "Site", "Date", "Round", "Red", "Blue"};
    for (int i = 0; i < 6; i++)
        if (!ct_record_tag(rec, roster[i]))
            ck_assert_str_eq(ct_record_tag(brec, roster[i]), i == 2 ? "????.??.??" : "?");
    int32_t term;
    int res = ct_game_outcome(g, &term);
    ck_assert_str_eq(ct_record_tag(brec, "Result"), ct_result_string(res));
    ck_assert_str_eq(ct_record_tag(brec, "Termination"),
                     term ? ct_termination_string(term) : "unterminated");
    ct_game_get_rules(g, &rules);
    snprintf(value, sizeof value, "mover=%s target=%d limit=%d",
             rules.mover == CT_MOVER_BACK ? "back" : "front", (int)rules.target,
             (int)rules.limit);
    ck_assert_str_eq(ct_record_tag(brec, "Rules"), value);
    ct_game_initial_position(g, pos, sizeof pos);
    if (strcmp(pos, CT_START_POSITION) != 0) {
        expect_tags++;
        ck_assert_str_eq(ct_record_tag(brec, "Position"), pos);
    } else {
        ck_assert_ptr_null(ct_record_tag(brec, "Position"));
    }
    ck_assert_int_eq(ct_record_tag_count(brec), expect_tags);
    /* comments 0 … plies, trimmed; none after */
    for (int p = 0; p <= plies + 3; p++) {
        const char *a = p <= plies ? ct_record_comment(rec, p) : NULL;
        const char *b = ct_record_comment(brec, p);
        ck_assert_msg((a == NULL) == (b == NULL), "seed %d: comment %d", seed, p);
        if (a) {
            trimmed(a, value);
            ck_assert_msg(strcmp(value, b) == 0, "seed %d: comment %d \"%s\" came back \"%s\"",
                          seed, p, value, b);
        }
    }
    /* and the canonical form is a fixed point */
    char *again = write_record(back, brec, flags);
    ck_assert_str_eq(again, text);
    free(again);
    free(text);
    ct_game_free(back);
    ct_record_free(brec);
    ct_record_free(rec);
    ct_game_free(g);
    return refused;
}

START_TEST(property_write_read_identical)
{
    long refused = 0;
    const long cases = test_work(3000);
    for (int seed = 0; seed < cases; seed++)
        refused += round_trip_case(seed);
    /* the generator also tries what must be refused */
    ck_assert_int_gt(refused, 1000 * cases / 3000);
}
END_TEST

/* ---- comments past the last ply a record keeps --------------------------- */

START_TEST(comment_after_ply_limit_rejected)
{
    /* Four plies that bring the start position back: 1,000,000 plies of
     * them, a comment after ply 1,000,000 (kept), one more ply and a
     * comment after it. */
    static const char cycle[] = "g1g2 g11g10 g2g1 g10g11 ";
    static const char head[] = "[Rules \"target=0 limit=0\"]\n\n{first} ";
    size_t cap = sizeof head + 250001 * (sizeof cycle - 1) + 64, len = 0;
    char *text = malloc(cap);
    ck_assert_ptr_nonnull(text);
    memcpy(text, head, sizeof head - 1);
    len = sizeof head - 1;
    for (int i = 0; i < 250000; i++) {
        memcpy(text + len, cycle, sizeof cycle - 1);
        len += sizeof cycle - 1;
    }
    len += (size_t)snprintf(text + len, cap - len, "{at the limit} g1g2 {too late} *");
    ct_reader *r;
    ct_game *g;
    ct_record *rec;
    ck_assert_int_eq(ct_reader_new(text, len, NULL, &r), CT_OK);
    ck_assert_int_eq(ct_reader_next(r, &g, &rec), CT_ERR_PARSE);
    ck_assert_msg(strstr(ct_reader_error(r), "a comment after ply 1000001: a record keeps "
                                             "comments up to ply 1000000") != NULL,
                  "%s", ct_reader_error(r));
    ct_reader_free(r);
    /* (the comment after ply 1,000,000 came before and was accepted: an
     * error there would have named ply 1000000) */
    free(text);
}
END_TEST

/* ---- the record's language ----------------------------------------------- */

/* ct_record_set_language(): the messages of ct_record_set_tag() and
 * ct_record_set_comment() in Vietnamese on a record of ct_record_new(),
 * English by default and again after CT_LANG_EN; a programmer's error stays
 * English; a record the reader gave has the reader's language; other
 * values and NULL are refused and change nothing. */
START_TEST(record_language)
{
    static const struct {
        const char *tag, *value; /* a tag, or comment 1 when tag is NULL */
        const char *en, *vi;
    } cases[] = {
        {"Date", "2026.13.01",
         "Date \"2026.13.01\" is not YYYY.MM.DD (digits or '?', a month 01-12 and a day "
         "01-31 when given)",
         "Date \"2026.13.01\" không có dạng YYYY.MM.DD (chữ số hoặc '?', tháng từ 01 đến 12 "
         "và ngày từ 01 đến 31 nếu có)"},
        {"Site", "x\xff", "the value of tag Site is not UTF-8: byte 0xFF at offset 1",
         "giá trị của thẻ Site không phải UTF-8: byte 0xFF ở vị trí 1"},
        {"Event", "a\tb\nc",
         "the value of tag Event holds control character 0x0A at offset 3 (only tab is "
         "allowed; a tag value is one line)",
         "giá trị của thẻ Event có ký tự điều khiển 0x0A ở vị trí 3 (chỉ được có tab; giá "
         "trị của thẻ nằm trên một dòng)"},
        {"1st", "x",
         "\"1st\" is not a tag name (a letter, then at most 63 letters, digits or '_')",
         "\"1st\" không phải tên thẻ (một chữ cái, rồi tối đa 63 chữ cái, chữ số hoặc '_')"},
        {NULL, "a}b",
         "the comment after ply 1 holds '}' at offset 1 (it would end the comment)",
         "lời bình sau nước 1 có '}' ở vị trí 1 (nó sẽ kết thúc lời bình)"},
        {NULL, "a\x01",
         "the comment after ply 1 holds control character 0x01 at offset 1 (only tab, "
         "CR and LF are allowed)",
         "lời bình sau nước 1 có ký tự điều khiển 0x01 ở vị trí 1 (chỉ được có tab, CR "
         "và LF)"},
    };
    ct_record *rec;
    ck_assert_int_eq(ct_record_new(&rec), CT_OK);
    ck_assert_int_eq(ct_record_language(rec), CT_LANG_EN);
    ck_assert_int_eq(ct_record_language(NULL), CT_LANG_EN);
    ck_assert_int_eq(ct_record_set_tag(rec, "Event", "kept"), CT_OK);
    for (int32_t lang = CT_LANG_VI; lang >= CT_LANG_EN; lang--) {
        ck_assert_int_eq(ct_record_set_language(rec, lang), CT_OK);
        ck_assert_int_eq(ct_record_language(rec), lang);
        for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
            const int rc = cases[i].tag ? ct_record_set_tag(rec, cases[i].tag, cases[i].value)
                                        : ct_record_set_comment(rec, 1, cases[i].value);
            ck_assert_int_eq(rc, CT_ERR_INVALID_ARGUMENT);
            ck_assert_str_eq(ct_record_error(rec), lang == CT_LANG_VI ? cases[i].vi
                                                                   : cases[i].en);
        }
        /* a programmer's error stays English */
        ck_assert_int_eq(ct_record_set_tag(rec, NULL, "x"), CT_ERR_INVALID_ARGUMENT);
        ck_assert_str_eq(ct_record_error(rec), "the tag name is NULL");
        ck_assert_int_eq(ct_record_set_comment(rec, -1, "x"), CT_ERR_INVALID_ARGUMENT);
        ck_assert_msg(strstr(ct_record_error(rec), "ply -1 is outside 0..1000000") != NULL, "%s",
                      ct_record_error(rec));
    }
    ck_assert_int_eq(ct_record_tag_count(rec), 1);
    ck_assert_str_eq(ct_record_tag(rec, "Event"), "kept");
    ck_assert_ptr_null(ct_record_comment(rec, 1));

    /* refused: the language and the message unchanged; a message already
     * given keeps its language */
    ck_assert_int_eq(ct_record_set_language(rec, CT_LANG_VI), CT_OK);
    ck_assert_int_eq(ct_record_set_tag(rec, "Date", "today"), CT_ERR_INVALID_ARGUMENT);
    char msg[256];
    snprintf(msg, sizeof msg, "%s", ct_record_error(rec));
    ck_assert_msg(strstr(msg, "không có dạng") != NULL, "%s", msg);
    ck_assert_int_eq(ct_record_set_language(rec, 2), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_set_language(rec, -1), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_set_language(rec, INT32_MAX), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_language(rec), CT_LANG_VI);
    ck_assert_str_eq(ct_record_error(rec), msg);
    ck_assert_int_eq(ct_record_set_language(rec, CT_LANG_EN), CT_OK);
    ck_assert_str_eq(ct_record_error(rec), msg);
    ck_assert_int_eq(ct_record_set_language(NULL, CT_LANG_VI), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_record_set_language(NULL, 2), CT_ERR_INVALID_ARGUMENT);
    ct_record_free(rec);

    /* a record the reader gave has the reader's language, until changed */
    for (int32_t lang = CT_LANG_EN; lang <= CT_LANG_VI; lang++) {
        const char text[] = "[Event \"x\"]\n\n1. 7a7 *";
        ct_reader *r;
        ct_game *g;
        ck_assert_int_eq(ct_reader_new(text, strlen(text), NULL, &r), CT_OK);
        ck_assert_int_eq(ct_reader_set_language(r, lang), CT_OK);
        ck_assert_int_eq(ct_reader_next(r, &g, &rec), 1);
        ck_assert_int_eq(ct_record_language(rec), lang);
        ck_assert_int_eq(ct_record_set_tag(rec, "Date", "2026.13.01"), CT_ERR_INVALID_ARGUMENT);
        ck_assert_str_eq(ct_record_error(rec), lang == CT_LANG_VI ? cases[0].vi : cases[0].en);
        ck_assert_int_eq(ct_record_set_language(rec, 1 - lang), CT_OK);
        ck_assert_int_eq(ct_record_set_tag(rec, "Date", "2026.13.01"), CT_ERR_INVALID_ARGUMENT);
        ck_assert_str_eq(ct_record_error(rec), lang == CT_LANG_VI ? cases[0].en : cases[0].vi);
        ct_record_free(rec);
        ct_game_free(g);
        ct_reader_free(r);
    }
}
END_TEST

/* ---- many tags and comments ---------------------------------------------- */

START_TEST(many_tags_and_comments)
{
    ct_record *rec;
    char name[32], value[32];
    ck_assert_int_eq(ct_record_new(&rec), CT_OK);
    for (int i = 0; i < 20000; i++) {
        snprintf(name, sizeof name, "T%d", i);
        snprintf(value, sizeof value, "v%d", i);
        ck_assert_int_eq(ct_record_set_tag(rec, name, value), CT_OK);
    }
    /* remove every third, replace every fifth */
    for (int i = 0; i < 20000; i += 3) {
        snprintf(name, sizeof name, "T%d", i);
        ck_assert_int_eq(ct_record_set_tag(rec, name, NULL), CT_OK);
    }
    for (int i = 0; i < 20000; i += 5) {
        snprintf(name, sizeof name, "T%d", i);
        ck_assert_int_eq(ct_record_set_tag(rec, name, "again"), CT_OK);
    }
    int expect = 0;
    for (int i = 0; i < 20000; i++) {
        snprintf(name, sizeof name, "T%d", i);
        snprintf(value, sizeof value, "v%d", i);
        const char *v = ct_record_tag(rec, name);
        if (i % 5 == 0)
            ck_assert_msg(v && !strcmp(v, "again"), "T%d", i);
        else if (i % 3 == 0)
            ck_assert_msg(v == NULL, "T%d", i);
        else
            ck_assert_msg(v && !strcmp(v, value), "T%d", i);
        expect += i % 5 == 0 || i % 3 != 0;
    }
    ck_assert_int_eq(ct_record_tag_count(rec), expect);
    /* the order is kept (T0 was removed, then added again at the end) */
    const char *n0;
    ck_assert_int_eq(ct_record_tag_at(rec, 0, &n0, NULL), CT_OK);
    ck_assert_str_eq(n0, "T1");

    /* a text with many tags and many comments in one place */
    ct_game *g, *back;
    ct_record *brec;
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    char *text = write_record(g, rec, 0);
    size_t len = strlen(text);
    char *more = malloc(len + 30000 * 8 + 16);
    ck_assert_ptr_nonnull(more);
    memcpy(more, text, len - 2); /* without "*\n" */
    len -= 2;
    for (int i = 0; i < 30000; i++)
        len += (size_t)sprintf(more + len, "{c%d} ", i % 10);
    len += (size_t)sprintf(more + len, "*\n");
    read_one(more, &back, &brec);
    ck_assert_int_eq(ct_record_tag_count(brec), expect + 9);
    const char *c = ct_record_comment(brec, 0);
    ck_assert_uint_eq(strlen(c), 30000 * 3 - 1);
    ck_assert(strncmp(c, "c0 c1 c2", 8) == 0);
    free(more);
    free(text);
    ct_game_free(back);
    ct_record_free(brec);
    ct_game_free(g);
    ct_record_free(rec);
}
END_TEST

/* Removing tags in a scattered order keeps the index and the order right:
 * 20,000 tags, removed in batches of 1,000 (a stride through them, so
 * that the removed ones are spread over the index's probe runs), a few of
 * the removed ones added again after each batch (they go to the end, into
 * the entries the removals freed); after each batch every tag that is left
 * is found with its value, every removed one is not, and the order is the
 * order of their (last) insertion. */
START_TEST(removing_many_tags)
{
    enum { N = 20000, BATCH = 1000, STRIDE = 7919 /* prime: a permutation of 0..N-1 */ };
    static long stamp[N];          /* the insertion that holds tag i, -1 when removed */
    static int by_stamp[2 * N];    /* the tag of each insertion */
    long nstamps = 0;
    ct_record *rec;
    char name[32], value[32];
    ck_assert_int_eq(ct_record_new(&rec), CT_OK);
    for (int i = 0; i < N; i++) {
        snprintf(name, sizeof name, "T%d", i);
        snprintf(value, sizeof value, "v%d", i);
        CHECK(ct_record_set_tag(rec, name, value) == CT_OK, "T%d", i);
        stamp[i] = nstamps;
        by_stamp[nstamps++] = i;
    }
    int live = N;
    for (int done = 0; done < N; done += BATCH) {
        for (int k = done; k < done + BATCH; k++) {
            int i = (int)((long)k * STRIDE % N);
            snprintf(name, sizeof name, "T%d", i);
            if (stamp[i] >= 0) {
                CHECK(ct_record_set_tag(rec, name, NULL) == CT_OK, "removing T%d", i);
                stamp[i] = -1;
                live--;
            }
            /* removing an absent tag is no change */
            CHECK(ct_record_set_tag(rec, name, NULL) == CT_OK, "removing T%d again", i);
        }
        /* add back three of this batch's removed tags, with new values,
         * in the first half of the run only (the record empties at the end) */
        for (int k = done; done < N / 2 && k < done + 3; k++) {
            int i = (int)((long)k * STRIDE % N);
            snprintf(name, sizeof name, "T%d", i);
            snprintf(value, sizeof value, "again%d", i);
            ck_assert_int_eq(ct_record_set_tag(rec, name, value), CT_OK);
            stamp[i] = nstamps;
            by_stamp[nstamps++] = i;
            live++;
        }
        ck_assert_int_eq(ct_record_tag_count(rec), live);
        for (int i = 0; i < N; i++) {
            snprintf(name, sizeof name, "T%d", i);
            const char *v = ct_record_tag(rec, name);
            if (stamp[i] < 0) {
                CHECK(v == NULL, "after %d removals: T%d removed but found", done + BATCH, i);
                continue;
            }
            snprintf(value, sizeof value, stamp[i] >= N ? "again%d" : "v%d", i);
            CHECK(v && strcmp(v, value) == 0, "after %d removals: T%d is %s, not %s",
                  done + BATCH, i, v ? v : "absent", value);
        }
        int at = 0;
        for (long st = 0; st < nstamps; st++) {
            int i = by_stamp[st];
            if (stamp[i] != st)
                continue;
            const char *n, *v;
            CHECK(ct_record_tag_at(rec, at, &n, &v) == CT_OK, "tag %d", at);
            snprintf(name, sizeof name, "T%d", i);
            CHECK(strcmp(n, name) == 0, "after %d removals: tag %d is %s, not %s",
                  done + BATCH, at, n, name);
            at++;
        }
        ck_assert_int_eq(at, live);
        ck_assert_int_eq(ct_record_tag_at(rec, at, NULL, NULL), CT_ERR_INVALID_ARGUMENT);
    }
    /* the stride visits each tag once: the 30 added back are left, and
     * read back after the 9 tags the writer adds */
    ck_assert_int_eq(live, 30);
    ct_game *g;
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    char *text = write_record(g, rec, 0);
    ct_game *back;
    ct_record *brec;
    read_one(text, &back, &brec);
    ck_assert_int_eq(ct_record_tag_count(brec), live + 9);
    free(text);
    ct_game_free(back);
    ct_record_free(brec);
    ct_game_free(g);
    ct_record_free(rec);
}
END_TEST

/* ---- messages that quote input ------------------------------------------- */

/* Every message that quotes input cuts it on a character boundary: the
 * multibyte characters here straddle each cut point. */
START_TEST(messages_cut_on_utf8_boundaries)
{
    char buf[256];
    /* quote(): control characters and bad bytes escaped, cut with "…" */
    char q[GK_QUOTE_SIZE];
    ck_assert_str_eq(gk_quote(q, "a\x01\xff" "b", 4, 20), "a\\x01\\xFFb");
    ck_assert_str_eq(gk_quote(q, "abcdef", 6, 6), "abcdef");
    ck_assert_str_eq(gk_quote(q, "abcdefg", 7, 6), "abc\xe2\x80\xa6");
    ck_assert_str_eq(gk_quote(q, "ab\xc3\xa9" "defg", 8, 6), "ab\xe2\x80\xa6");
    ck_assert_str_eq(gk_quote(q, "a\xc3\xa9" "defg", 7, 6), "a\xc3\xa9\xe2\x80\xa6");
    ck_assert_str_eq(gk_quote(q, "\xf0\x9f\x98\x80\xf0\x9f\x98\x80", 8, 7),
                     "\xf0\x9f\x98\x80\xe2\x80\xa6");
    ck_assert_str_eq(gk_quote(q, "", 0, 10), "");
    ck_assert_str_eq(gk_quote(q, "abcdef", 6, 0), "a\xe2\x80\xa6"); /* at least 4 bytes */
    /* quote_char(): one character, whole or as \xNN */
    ck_assert_str_eq(gk_quote_char(q, "\xe1\xbb\x9d" "ab", 5), "\xe1\xbb\x9d");
    ck_assert_str_eq(gk_quote_char(q, "\xe1\xbb", 2), "\\xE1");
    ck_assert_str_eq(gk_quote_char(q, "\x1b[", 2), "\\x1B");
    ck_assert_str_eq(gk_quote_char(q, "xy", 2), "x");
    ck_assert_str_eq(gk_quote_char(q, "", 0), "");
    /* message(): a message cut by its buffer */
    gk_message(buf, 5, "%s", "ab\xe1\xba\xa1" "c");
    ck_assert_str_eq(buf, "ab");
    gk_message(buf, 6, "%s", "abc\xc3\xa9" "d");
    ck_assert_str_eq(buf, "abc\xc3\xa9");
    gk_message(buf, 5, "%s", "\xf0\x9f\x98\x80" "x");
    ck_assert_str_eq(buf, "\xf0\x9f\x98\x80");
    gk_message(buf, 4, "%s", "\xf0\x9f\x98\x80");
    ck_assert_str_eq(buf, "");

    /* game.c / notation.c: a move text, a position */
    ct_game *g;
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    for (int shift = 0; shift < 4; shift++) {
        char text[128];
        memset(text, 'x', (size_t)shift);
        text[shift] = '\0';
        for (int i = 0; i < 20; i++)
            strcat(text, "\xe1\xba\xa1"); /* ạ */
        ck_assert_int_eq(ct_game_play_text(g, text), CT_ERR_PARSE);
        ck_assert_msg(valid_message(ct_game_error(g)), "shift %d: %s", shift, ct_game_error(g));
        ck_assert_ptr_nonnull(strstr(ct_game_error(g), "\xe2\x80\xa6\" is not a move"));
        snprintf(buf, sizeof buf, "%s %s", CT_START_POSITION, text);
        ck_assert_int_eq(ct_game_set_position(g, buf), CT_ERR_PARSE);
        ck_assert_msg(valid_message(ct_game_error(g)), "shift %d: %s", shift, ct_game_error(g));
        ck_assert_ptr_nonnull(strstr(ct_game_error(g), "unexpected text after the ply count"));
    }
    ck_assert_int_eq(ct_game_set_position(g, "\xc3\xa9" "9/9 r 0 0 0"), CT_ERR_PARSE);
    ck_assert_str_eq(ct_game_error(g), "rank 11: unexpected character '\xc3\xa9'");
    ck_assert_int_eq(ct_game_set_position(g, "\xc3" "9/9 r 0 0 0"), CT_ERR_PARSE);
    ck_assert_str_eq(ct_game_error(g), "rank 11: unexpected character '\\xC3'");
    ct_game_free(g);

    /* record.c: a tag name, a Date */
    ct_record *rec;
    ck_assert_int_eq(ct_record_new(&rec), CT_OK);
    ck_assert_int_eq(ct_record_set_tag(rec, "x\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9"
                                            "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9", "v"),
                     CT_ERR_INVALID_ARGUMENT);
    ck_assert(valid_message(ct_record_error(rec)));
    ck_assert_ptr_nonnull(strstr(ct_record_error(rec), "\xe2\x80\xa6\" is not a tag name"));
    ck_assert_int_eq(ct_record_set_tag(rec, "Date", "y\xe1\xba\xa1\xe1\xba\xa1\xe1\xba\xa1"
                                                    "\xe1\xba\xa1\xe1\xba\xa1\xe1\xba\xa1\xe1\xba\xa1"),
                     CT_ERR_INVALID_ARGUMENT);
    ck_assert(valid_message(ct_record_error(rec)));
    ck_assert_ptr_nonnull(strstr(ct_record_error(rec), "Date \"y\xe1\xba\xa1"));
    ct_record_free(rec);

    /* record_read.c: every message that quotes a value or a word */
    static const char *const texts[] = {
        "[Date \"%s\"]\n*",
        "[Result \"%s\"]\n*",
        "[Termination \"%s\"]\n*",
        "[Rules \"%s\"]\n*",
        "[Rules \"mover=%s\"]\n*",
        "[Rules \"limit=%s\"]\n*",
        "1. %s *",
        "[Position \"" CT_START_POSITION " %s\"]\n*",
    };
    for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++)
        for (int shift = 0; shift < 3; shift++) {
            char word[128], text[256];
            memset(word, 'a', (size_t)shift);
            word[shift] = '\0';
            for (int i = 0; i < 16; i++)
                strcat(word, "\xe1\xba\xa1");
            snprintf(text, sizeof text, texts[t], word);
            ct_reader *r;
            ct_game *rg;
            ck_assert_int_eq(ct_reader_new(text, strlen(text), NULL, &r), CT_OK);
            ck_assert_int_lt(ct_reader_next(r, &rg, NULL), 0);
            ck_assert_msg(valid_message(ct_reader_error(r)), "text %zu shift %d: %s", t, shift,
                          ct_reader_error(r));
            ck_assert_msg(strstr(ct_reader_error(r), "\xe2\x80\xa6") != NULL,
                          "text %zu shift %d: %s", t, shift, ct_reader_error(r));
            ct_reader_free(r);
        }
}
END_TEST

/* ---- memory -------------------------------------------------------------- */

typedef struct counting {
    long live;      /* blocks allocated and not freed */
    long left;      /* allocations allowed before failing; < 0: no limit */
} counting;

static void *counting_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    counting *c = ud;
    (void)osize;
    if (nsize == 0) {
        if (ptr)
            c->live--;
        free(ptr);
        return NULL;
    }
    if (c->left == 0)
        return NULL;
    if (c->left > 0)
        c->left--;
    void *p = realloc(ptr, nsize);
    if (p && !ptr)
        c->live++;
    return p;
}

/* Read every game of text with the allocator; returns the status of the
 * last ct_reader_next() (0 after all games) and frees everything. */
static int read_all_with(counting *c, const char *text, size_t len, int *games)
{
    ct_reader *r;
    *games = 0;
    int rc = ct_reader_new_with_alloc(text, len, NULL, counting_alloc, c, &r);
    if (rc)
        return rc;
    ct_game *g;
    ct_record *rec;
    while ((rc = ct_reader_next(r, &g, &rec)) == 1) {
        (*games)++;
        ct_game_free(g);
        ct_record_free(rec);
    }
    ct_reader_free(r);
    return rc;
}

START_TEST(allocator_and_failures)
{
    size_t len;
    char *text = slurp("hand.ctr", &len);
    counting c = {0, -1};
    int games;
    ck_assert_int_eq(read_all_with(&c, text, len, &games), 0);
    ck_assert_int_eq(games, 8);
    ck_assert_int_eq(c.live, 0);
    /* fail the n-th allocation, for every n until reading succeeds */
    int n;
    for (n = 0; n < 10000; n++) {
        counting f = {0, n};
        int rc = read_all_with(&f, text, len, &games);
        ck_assert_int_eq(f.live, 0);
        if (rc == 0)
            break;
        ck_assert_msg(rc == CT_ERR_NO_MEMORY, "allocation %d: %d", n, rc);
    }
    ck_assert_int_lt(n, 10000);
    ck_assert_int_gt(n, 10);
    free(text);
}
END_TEST

/* ---- SVG ----------------------------------------------------------------- */

/* A small XML well-formedness checker: a prolog, one root element,
 * properly nested and closed elements, quoted attributes without '<' and
 * with valid references, and text without '<' or stray '&'.  Counts start
 * tags named `count_name` and with an attribute value `count_attr`. */
typedef struct xml_stats {
    int elements;
    int named;        /* elements called count_name */
    int with_class;   /* elements whose class attribute starts with count_class */
} xml_stats;

static int xml_ref(const char **s)
{
    const char *p = *s + 1;
    static const char *const names[] = {"amp;", "lt;", "gt;", "quot;", "apos;"};
    for (size_t i = 0; i < 5; i++)
        if (strncmp(p, names[i], strlen(names[i])) == 0) {
            *s = p + strlen(names[i]);
            return 1;
        }
    if (*p == '#') {
        p++;
        int hex = *p == 'x';
        p += hex;
        int digits = 0;
        while ((hex ? strchr("0123456789abcdefABCDEF", *p) : strchr("0123456789", *p)) && *p) {
            p++;
            digits++;
        }
        if (digits && *p == ';') {
            *s = p + 1;
            return 1;
        }
    }
    return 0;
}

static int xml_name_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
        || c == '-' || c == '_' || c == ':' || c == '.';
}

static int xml_check(const char *s, const char *count_name, const char *count_class,
                     xml_stats *st)
{
    char stack[64][32];
    int depth = 0, roots = 0;
    memset(st, 0, sizeof *st);
    if (strncmp(s, "<?xml ", 6) != 0)
        return 0;
    s = strstr(s, "?>");
    if (!s)
        return 0;
    s += 2;
    while (*s) {
        if (*s == '&') {
            if (!xml_ref(&s))
                return 0;
            continue;
        }
        if (*s != '<') {
            if (*s == '>' && 0)
                return 0;
            if (depth == 0 && !strchr(" \t\r\n", *s))
                return 0; /* text outside the root */
            s++;
            continue;
        }
        s++;
        if (*s == '/') {
            s++;
            size_t n = 0;
            while (xml_name_char(s[n]))
                n++;
            if (depth == 0 || n != strlen(stack[depth - 1])
                || strncmp(s, stack[depth - 1], n) != 0)
                return 0;
            s += n;
            while (*s == ' ')
                s++;
            if (*s++ != '>')
                return 0;
            depth--;
            continue;
        }
        size_t n = 0;
        while (xml_name_char(s[n]))
            n++;
        if (n == 0 || n >= 32 || depth >= 64)
            return 0;
        if (depth == 0 && roots++)
            return 0;
        memcpy(stack[depth], s, n);
        stack[depth][n] = '\0';
        st->elements++;
        if (strcmp(stack[depth], count_name) == 0)
            st->named++;
        s += n;
        char seen[16][32];
        int nattr = 0;
        for (;;) {
            int space = 0;
            while (*s == ' ' || *s == '\n' || *s == '\t') {
                s++;
                space = 1;
            }
            if (*s == '>' || (s[0] == '/' && s[1] == '>'))
                break;
            if (!space)
                return 0;
            size_t an = 0;
            while (xml_name_char(s[an]))
                an++;
            if (an == 0 || an >= 32 || nattr >= 16)
                return 0;
            for (int i = 0; i < nattr; i++)
                if (strlen(seen[i]) == an && strncmp(seen[i], s, an) == 0)
                    return 0; /* duplicate attribute */
            memcpy(seen[nattr], s, an);
            seen[nattr++][an] = '\0';
            int is_class = an == 5 && strncmp(s, "class", 5) == 0;
            s += an;
            if (*s++ != '=')
                return 0;
            char q = *s++;
            if (q != '"' && q != '\'')
                return 0;
            if (is_class && strncmp(s, count_class, strlen(count_class)) == 0)
                st->with_class++;
            while (*s && *s != q) {
                if (*s == '<')
                    return 0;
                if (*s == '&') {
                    if (!xml_ref(&s))
                        return 0;
                } else {
                    s++;
                }
            }
            if (*s++ != q)
                return 0;
        }
        if (*s == '/') {
            s += 2;
        } else {
            s++;
            depth++;
        }
    }
    return depth == 0 && roots == 1;
}

static char *svg(const ct_game *g, const ct_svg_options *o)
{
    int n = ct_game_render_svg(g, o, NULL, 0);
    ck_assert_int_gt(n, 0);
    char *buf = malloc((size_t)n + 1);
    ck_assert_int_eq(ct_game_render_svg(g, o, buf, (size_t)n + 1), n);
    return buf;
}

START_TEST(svg_well_formed)
{
    ct_game *g;
    xml_stats st;
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    char *s = svg(g, NULL);
    ck_assert_msg(xml_check(s, "circle", "piece ", &st), "not well-formed:\n%s", s);
    ck_assert_int_eq(st.named, 20);
    ck_assert_int_eq(st.with_class, 20);
    ck_assert_ptr_nonnull(strstr(s, "<title>Cờ toán: " CT_START_POSITION "</title>"));
    ck_assert_ptr_nonnull(strstr(s, "width=\"490\" height=\"586\""));
    ck_assert_ptr_null(strstr(s, "last-move"));
    ck_assert_ptr_nonnull(strstr(s, "class=\"zero-squares\""));
    ck_assert_ptr_nonnull(strstr(s, ">a</text>"));
    ck_assert_ptr_nonnull(strstr(s, ">11</text>"));
    free(s);

    /* a capture: the last move and the shot are drawn, one piece fewer */
    ck_assert_int_eq(ct_game_set_position(g, "b97b1/4b04/9/9/4r94/4r64/9/9/9/4r04/9 r 0 0 20"),
                     CT_OK);
    ck_assert_int_eq(ct_game_play_text(g, "9xe10"), CT_OK);
    ct_svg_options o;
    ck_assert_int_eq(ct_svg_options_init(&o), CT_OK);
    ct_move arrows[2] = {CT_MOVE(0, 98), CT_MOVE(40, 41)};
    o.arrows = arrows;
    o.narrows = 2;
    o.flip = 1;
    o.square = 30;
    s = svg(g, &o);
    ck_assert_msg(xml_check(s, "circle", "last-move", &st), "not well-formed:\n%s", s);
    ck_assert_int_eq(st.named, 5);
    ck_assert_int_eq(st.with_class, 2);
    ck_assert(xml_check(s, "polygon", "arrow", &st));
    ck_assert_int_eq(st.named, 3);
    ck_assert_int_eq(st.with_class, 2);
    ck_assert_ptr_nonnull(strstr(s, "class=\"shot\""));
    free(s);

    o.coordinates = 0;
    o.last_move = 0;
    o.shot = 0;
    o.narrows = 0;
    s = svg(g, &o);
    ck_assert(xml_check(s, "polygon", "last-move", &st));
    ck_assert_int_eq(st.named, 0);
    ck_assert_int_eq(st.with_class, 0);
    ck_assert_ptr_null(strstr(s, "coordinates"));
    free(s);

    /* every position of a random game is well-formed */
    ct_game_reset(g);
    rng_state = 7;
    ct_svg_options_init(&o);
    for (int i = 0; i < 80 && ct_game_outcome(g, NULL) == CT_ONGOING; i++) {
        random_moves(g, 1);
        o.flip = i & 1;
        s = svg(g, &o);
        ck_assert_msg(xml_check(s, "circle", "piece ", &st), "ply %d:\n%s", i, s);
        int pieces = 0;
        for (int sq = 0; sq < CT_SQUARES; sq++)
            pieces += ct_game_piece_at(g, sq, NULL, NULL) == 1;
        ck_assert_int_eq(st.named, pieces);
        free(s);
    }
    ct_game_free(g);
}
END_TEST

START_TEST(svg_arguments)
{
    ct_game *g;
    ct_svg_options o;
    ck_assert_int_eq(ct_game_new(NULL, &g), CT_OK);
    ct_svg_options_init(&o);
    ck_assert_int_eq(o.size, sizeof o);
    ck_assert_int_eq(o.square, 48);
    char small[16];
    int n = ct_game_render_svg(g, &o, small, sizeof small);
    ck_assert_int_gt(n, 1000);
    ck_assert_uint_eq(strlen(small), sizeof small - 1);
    ck_assert_int_eq(ct_game_render_svg(NULL, &o, NULL, 0), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_game_render_svg(g, &o, NULL, 10), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_svg_options_init(NULL), CT_ERR_INVALID_ARGUMENT);
    o.size = 4;
    ck_assert_int_eq(ct_game_render_svg(g, &o, NULL, 0), CT_ERR_STRUCT_SIZE);
    ct_svg_options_init(&o);
    o.square = 7;
    ck_assert_int_eq(ct_game_render_svg(g, &o, NULL, 0), CT_ERR_INVALID_ARGUMENT);
    ct_svg_options_init(&o);
    o.flip = 2;
    ck_assert_int_eq(ct_game_render_svg(g, &o, NULL, 0), CT_ERR_INVALID_ARGUMENT);
    ct_svg_options_init(&o);
    o.narrows = 1;
    ck_assert_int_eq(ct_game_render_svg(g, &o, NULL, 0), CT_ERR_INVALID_ARGUMENT);
    ct_move off_board = CT_MOVE(0, 99);
    o.arrows = &off_board;
    ck_assert_int_eq(ct_game_render_svg(g, &o, NULL, 0), CT_ERR_INVALID_ARGUMENT);
    o.narrows = -1;
    ck_assert_int_eq(ct_game_render_svg(g, &o, NULL, 0), CT_ERR_INVALID_ARGUMENT);
    ct_game_free(g);
}
END_TEST

int main(int argc, char **argv)
{
    if (argc > 1)
        records_dir = argv[1];
    Suite *s = suite_create("record");
    TCase *tc = add_tests(s, "record", 120, TESTS(
        tags_and_comments, writer_canonical_form, writer_wraps_lines, round_trip_self_play,
        round_trip_engine_self_play, hand_written, default_rules_and_overrides, mutated_records,
        allocator_and_failures, svg_well_formed, svg_arguments, record_language));
    tcase_add_loop_test(tc, malformed, 0, (int)(sizeof bad / sizeof bad[0]));
    /* every record the API can build reads back */
    add_tests(s, "hardening", 600, TESTS(
        setters_refuse_what_cannot_be_read, set_rules_keeps_the_history_a_game,
        property_write_read_identical, comment_after_ply_limit_rejected, many_tags_and_comments,
        removing_many_tags, messages_cut_on_utf8_boundaries));
    return run_suite(s);
}
