/* The tag limit of a record (GK_RECORD_TAGS_MAX, 16,777,216 in the
 * library), reached through the record's set_tag and through the reader,
 * in both languages, for either library: built once in tests/cotoan and
 * once in tests/cotulenh (with -DRECORD_LIMITS_COTULENH).  Each program
 * carries its own copy of gamekit/gk_record.c built with
 * -DGK_RECORD_TAGS_MAX=100 (the meson.build beside it), which the linker
 * takes instead of the one in the static libraries, so that the limit is
 * reached in a moment; the rest is the library's. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef RECORD_LIMITS_COTULENH
#include <cotulenh/cotulenh.h>
#define P(name) tl_##name
#define U(name) TL_##name
#define FIRST_MOVE "Ic6"
#define PLIES(g) tl_game_history((g), NULL, 0)
#else
#include <cotoan/cotoan.h>
#define P(name) ct_##name
#define U(name) CT_##name
#define FIRST_MOVE "7a7"
#define PLIES(g) ct_game_ply(g)
#endif

#include "check_run.h"
#include "gk_record.h" /* GK_RECORD_TAGS_MAX: internal */

enum { LIMIT = 100 };
_Static_assert(GK_RECORD_TAGS_MAX == LIMIT,
               "test_record_limits is built with -DGK_RECORD_TAGS_MAX=100 (meson.build)");

static const char *const limit_message[2] = {
    "the record already holds 100 tags, the most a record can hold",
    "biên bản đã có 100 thẻ, nhiều nhất một biên bản có thể chứa",
};

static void set_tag_ok(P(record) *rec, const char *name, const char *value)
{
    ck_assert_msg(P(record_set_tag)(rec, name, value) == U(OK), "%s: %s", name,
                  P(record_error)(rec));
}

/* The name of tag index i of rec. */
static const char *name_at(const P(record) *rec, int32_t i)
{
    const char *name = NULL;
    ck_assert_int_eq(P(record_tag_at)(rec, i, &name, NULL), U(OK));
    return name;
}

/* The tags the writer writes itself (with valid values): the limit does
 * not count them. */
static const char *const writers[] = {
    "Event", "Site", "Date", "Round", "Red", "Blue", "Result", "Termination", "Rules",
    "Position",
};
static const char *const writer_values[] = {
    "e", "s", "2026.12.03", "1", "r", "b", "*", "unterminated", "x", "x",
};

/* P(record_set_tag)(): the 101st tag is refused with the message in the
 * record's language and the record unchanged; replacing a tag and
 * removing one still work at the limit, and a removal makes room for one
 * new tag. */
START_TEST(set_tag_at_the_limit)
{
    char name[16];
    for (int32_t lang = U(LANG_EN); lang <= U(LANG_VI); lang++) {
        P(record) *rec;
        ck_assert_int_eq(P(record_new)(&rec), U(OK));
        ck_assert_int_eq(P(record_set_language)(rec, lang), U(OK));
        for (int i = 0; i < LIMIT; i++) {
            snprintf(name, sizeof name, "T%d", i);
            set_tag_ok(rec, name, "v");
        }
        ck_assert_int_eq(P(record_tag_count)(rec), LIMIT);
        ck_assert_int_eq(P(record_set_tag)(rec, "T100", "v"), U(ERR_INVALID_ARGUMENT));
        ck_assert_str_eq(P(record_error)(rec), limit_message[lang]);
        ck_assert_int_eq(P(record_tag_count)(rec), LIMIT);
        ck_assert_ptr_null(P(record_tag)(rec, "T100"));
        ck_assert_str_eq(name_at(rec, LIMIT - 1), "T99");
        /* the ten tags the writer writes itself are not counted */
        for (size_t i = 0; i < sizeof writers / sizeof *writers; i++)
            set_tag_ok(rec, writers[i], writer_values[i]);
        ck_assert_int_eq(P(record_tag_count)(rec), LIMIT + 10);
        ck_assert_int_eq(P(record_set_tag)(rec, "T100", "v"), U(ERR_INVALID_ARGUMENT));
        ck_assert_str_eq(P(record_error)(rec), limit_message[lang]);
        /* and removing one of them makes no room for another tag */
        set_tag_ok(rec, "Event", NULL);
        ck_assert_int_eq(P(record_set_tag)(rec, "T100", "v"), U(ERR_INVALID_ARGUMENT));
        set_tag_ok(rec, "Event", "again");
        ck_assert_int_eq(P(record_tag_count)(rec), LIMIT + 10);
        /* replacing keeps the count and the place */
        set_tag_ok(rec, "T5", "again");
        ck_assert_str_eq(P(record_tag)(rec, "T5"), "again");
        ck_assert_str_eq(name_at(rec, 5), "T5");
        /* removing an absent tag changes nothing; removing one makes room */
        set_tag_ok(rec, "T100", NULL);
        ck_assert_int_eq(P(record_tag_count)(rec), LIMIT + 10);
        set_tag_ok(rec, "T0", NULL);
        ck_assert_int_eq(P(record_tag_count)(rec), LIMIT + 9);
        set_tag_ok(rec, "New", "n");
        ck_assert_int_eq(P(record_tag_count)(rec), LIMIT + 10);
        ck_assert_str_eq(name_at(rec, LIMIT + 9), "New");
        ck_assert_str_eq(name_at(rec, 0), "T1");
        ck_assert_int_eq(P(record_set_tag)(rec, "T0", "v"), U(ERR_INVALID_ARGUMENT));
        ck_assert_str_eq(P(record_error)(rec), limit_message[lang]);
        ck_assert_ptr_null(P(record_tag)(rec, "T0"));
        P(record_free)(rec);
    }
}
END_TEST

/* A text of n tag pairs T0 … T(n-1) and an empty game (the caller frees). */
static char *tags_text(int n, size_t *len)
{
    size_t cap = (size_t)n * 24 + 16;
    char *text = malloc(cap);
    ck_assert_ptr_nonnull(text);
    *len = 0;
    for (int i = 0; i < n; i++)
        *len += (size_t)snprintf(text + *len, cap - *len, "[T%d \"%d\"]\n", i, i);
    *len += (size_t)snprintf(text + *len, cap - *len, "\n*\n");
    return text;
}

/* The reader: a game of 100 tags reads (and its record is full); one of
 * 101 is U(ERR_PARSE) at the value of the 101st tag, with the store's
 * message after the place, in the reader's language; a game before it in
 * the same text was read. */
START_TEST(reading_at_the_limit)
{
    static const char *const place[2] = {"line %d, column 8: ", "dòng %d, cột 8: "};
    for (int32_t lang = U(LANG_EN); lang <= U(LANG_VI); lang++) {
        size_t full_len, over_len;
        char *full = tags_text(LIMIT, &full_len), *over = tags_text(LIMIT + 1, &over_len);
        char *both = malloc(full_len + over_len + 1);
        ck_assert_ptr_nonnull(both);
        memcpy(both, full, full_len);
        memcpy(both + full_len, over, over_len + 1);
        const struct {
            const char *text;
            size_t len;
            int games;     /* read before the error (or the end) */
            int bad_line;  /* of the error, 0 for none */
        } cases[] = {
            {full, full_len, 1, 0},
            {over, over_len, 0, LIMIT + 1},
            /* the first game's 100 tags, its blank line and "*", then the
             * 101st tag of the second on line 102 + 101 */
            {both, full_len + over_len, 1, LIMIT + 2 + LIMIT + 1},
        };
        for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
            P(reader) *r;
            P(game) *g;
            P(record) *rec;
            ck_assert_int_eq(P(reader_new)(cases[k].text, cases[k].len, NULL, &r), U(OK));
            ck_assert_int_eq(P(reader_set_language)(r, lang), U(OK));
            for (int n = 0; n < cases[k].games; n++) {
                ck_assert_int_eq(P(reader_next)(r, &g, &rec), 1);
                ck_assert_int_eq(P(record_tag_count)(rec), LIMIT);
                ck_assert_str_eq(P(record_tag)(rec, "T99"), "99");
                ck_assert_int_eq(P(record_language)(rec), lang);
                ck_assert_int_eq(P(record_set_tag)(rec, "More", "x"), U(ERR_INVALID_ARGUMENT));
                ck_assert_str_eq(P(record_error)(rec), limit_message[lang]);
                P(game_free)(g);
                P(record_free)(rec);
            }
            if (!cases[k].bad_line) {
                ck_assert_int_eq(P(reader_next)(r, &g, &rec), 0);
            } else {
                ck_assert_int_eq(P(reader_next)(r, &g, &rec), U(ERR_PARSE));
                ck_assert_ptr_null(g);
                ck_assert_ptr_null(rec);
                char want[256];
                int n = snprintf(want, sizeof want, place[lang], cases[k].bad_line);
                snprintf(want + n, sizeof want - (size_t)n, "%s", limit_message[lang]);
                ck_assert_str_eq(P(reader_error)(r), want);
                int32_t line, col;
                ck_assert_int_eq(P(reader_location)(r, &line, &col), U(OK));
                ck_assert_int_eq(line, cases[k].bad_line);
                ck_assert_int_eq(col, 8);
            }
            P(reader_free)(r);
        }
        free(both);
        free(over);
        free(full);
    }
}
END_TEST

/* A record at the limit (100 tags and the writer's own) is written as a
 * text that reads back with the same tags: the writer adds its ten to
 * the record's others, and the reader does not count them either. */
START_TEST(full_record_reads_back)
{
    P(game) *g, *back;
    P(record) *rec, *brec;
    char name[16], value[16];
    ck_assert_int_eq(P(game_new)(NULL, &g), U(OK));
    ck_assert_int_eq(P(game_play_text)(g, FIRST_MOVE), U(OK));
    ck_assert_int_eq(P(record_new)(&rec), U(OK));
    set_tag_ok(rec, "Event", "full");
    for (int i = 0; i < LIMIT; i++) {
        snprintf(name, sizeof name, "T%d", i);
        snprintf(value, sizeof value, "%d", i);
        set_tag_ok(rec, name, value);
    }
    int n = P(record_write)(g, rec, 0, NULL, 0);
    ck_assert_int_gt(n, 0);
    char *text = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(text);
    ck_assert_int_eq(P(record_write)(g, rec, 0, text, (size_t)n + 1), n);
    P(reader) *r;
    ck_assert_int_eq(P(reader_new)(text, (size_t)n, NULL, &r), U(OK));
    ck_assert_msg(P(reader_next)(r, &back, &brec) == 1, "%s", P(reader_error)(r));
    /* the 100, the roster (6), Result, Termination, Rules */
    ck_assert_int_eq(P(record_tag_count)(brec), LIMIT + 9);
    for (int i = 0; i < LIMIT; i++) {
        snprintf(name, sizeof name, "T%d", i);
        snprintf(value, sizeof value, "%d", i);
        ck_assert_str_eq(P(record_tag)(brec, name), value);
    }
    ck_assert_str_eq(P(record_tag)(brec, "Event"), "full");
    ck_assert_int_eq(PLIES(back), 1);
    P(reader_free)(r);
    free(text);
    P(record_free)(brec);
    P(game_free)(back);
    P(record_free)(rec);
    P(game_free)(g);
}
END_TEST

int main(void)
{
    return run_tests("record-limits", "tags", 60,
                     TESTS(set_tag_at_the_limit, reading_at_the_limit, full_record_reads_back));
}
