/* Game records of libcotulenh (doc/cotulenh/records.md): the tag and
 * comment store, the canonical writer, the reader and its errors, and the
 * property that every written record reads back as the same game. */
#include <limits.h>
#include <stdint.h>

#include "testutil.h"

/* ---- helpers ------------------------------------------------------------- */

typedef struct rng {
    uint64_t s;
} rng;

static uint32_t next(rng *r)
{
    r->s = r->s * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(r->s >> 33);
}

static char *write_record(const tl_game *g, const tl_record *rec, uint32_t flags)
{
    const int n = tl_record_write(g, rec, flags, NULL, 0);
    ck_assert_int_gt(n, 0);
    char *text = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(text);
    ck_assert_int_eq(tl_record_write(g, rec, flags, text, (size_t)n + 1), n);
    ck_assert_uint_eq(strlen(text), (size_t)n);
    return text;
}

/* Reads the one game of text (failing the test with the reader's message). */
static void read_one(const char *text, tl_game **g, tl_record **rec)
{
    tl_reader *r;
    ck_assert_int_eq(tl_reader_new(text, strlen(text), NULL, &r), TL_OK);
    const int rc = tl_reader_next(r, g, rec);
    ck_assert_msg(rc == 1, "%d %s\n%s", rc, tl_reader_error(r), text);
    tl_game *more = NULL;
    ck_assert_int_eq(tl_reader_next(r, &more, NULL), 0);
    ck_assert_ptr_null(more);
    tl_reader_free(r);
}

/* The status of reading the first game of text, its message in msg. */
static int read_status(const char *text, char *msg, size_t size)
{
    tl_reader *r;
    ck_assert_int_eq(tl_reader_new(text, strlen(text), NULL, &r), TL_OK);
    tl_game *g = NULL;
    tl_record *rec = NULL;
    const int rc = tl_reader_next(r, &g, &rec);
    snprintf(msg, size, "%s", tl_reader_error(r));
    if (rc == 1) {
        tl_game_free(g);
        tl_record_free(rec);
    } else {
        ck_assert_ptr_null(g);
        ck_assert_ptr_null(rec);
        /* the error sticks */
        ck_assert_int_eq(tl_reader_next(r, &g, NULL), rc);
    }
    tl_reader_free(r);
    return rc;
}

static void same_game(const tl_game *a, const tl_game *b)
{
    static tl_move ha[100000], hb[100000];
    char fa[TL_FEN_MAX], fb[TL_FEN_MAX];
    const int na = tl_game_history(a, ha, 100000), nb = tl_game_history(b, hb, 100000);
    ck_assert_int_eq(na, nb);
    ck_assert(memcmp(ha, hb, (size_t)na * sizeof *ha) == 0);
    tl_game_initial_fen(a, fa, sizeof fa);
    tl_game_initial_fen(b, fb, sizeof fb);
    ck_assert_str_eq(fa, fb);
    tl_game_fen(a, fa, sizeof fa);
    tl_game_fen(b, fb, sizeof fb);
    ck_assert_str_eq(fa, fb);
    int32_t ta, tb;
    ck_assert_int_eq(tl_game_outcome(a, &ta), tl_game_outcome(b, &tb));
    ck_assert_int_eq(ta, tb);
    for (int side = 0; side < 2; side++)
        ck_assert_int_eq(tl_game_points(a, side), tl_game_points(b, side));
    tl_rules ra, rb;
    tl_rules_init(&ra);
    tl_rules_init(&rb);
    tl_game_get_rules(a, &ra);
    tl_game_get_rules(b, &rb);
    ck_assert_int_eq(ra.start, rb.start);
    ck_assert_int_eq(ra.mode, rb.mode);
}

/* Plays up to `turns` random turns (deploy sessions included, some ended
 * early); returns the number of turns played. */
static int random_turns(tl_game *g, rng *r, int turns)
{
    static tl_move list[TL_MAX_MOVES];
    int played = 0;
    while (played < turns) {
        int32_t term;
        if (tl_game_outcome(g, &term) != TL_ONGOING)
            break;
        tl_session s = {sizeof s, 0, 0, 0, 0};
        const int open = tl_game_session(g, &s);
        if (open == 1 && s.may_end && next(r) % 3 == 0) {
            ck_assert_int_eq(tl_game_end_deploy(g), TL_OK);
            played++;
            continue;
        }
        const int n = tl_game_legal_moves(g, list, TL_MAX_MOVES);
        if (n <= 0)
            break;
        /* prefer deploy steps now and then, so that sessions are common */
        tl_move m = list[next(r) % (uint32_t)n];
        if (next(r) % 3 == 0)
            for (int i = 0; i < n; i++)
                if (TL_MOVE_IS_DEPLOY(list[(i + (int)next(r)) % n])) {
                    m = list[(i + (int)next(r)) % n];
                    break;
                }
        if (!TL_MOVE_IS_DEPLOY(m))
            m = list[next(r) % (uint32_t)n];
        ck_assert_int_eq(tl_game_play(g, m), TL_OK);
        if (tl_game_session(g, &s) != 1)
            played++;
    }
    return played;
}

static const char *const sample_texts[] = {
    "Giải cờ tư lệnh mùa xuân", "Nguyễn Văn \"Nam\"", "Trần Thị Lan \\ Bé", "tab\there",
    "", " spaced ", "x", "{braces} in a value", "[brackets]",
};

/* ---- the store ----------------------------------------------------------- */

START_TEST(tags_and_comments)
{
    tl_record *rec;
    ck_assert_int_eq(tl_record_new(&rec), TL_OK);
    ck_assert_int_eq(tl_record_tag_count(rec), 0);
    ck_assert_int_eq(tl_record_set_tag(rec, "Event", "Cup"), TL_OK);
    ck_assert_int_eq(tl_record_set_tag(rec, "Red", "Nguyễn Văn Nam"), TL_OK);
    ck_assert_int_eq(tl_record_set_tag(rec, "My_Tag2", "v"), TL_OK);
    ck_assert_int_eq(tl_record_set_tag(rec, "Event", "Cup 2"), TL_OK);
    ck_assert_int_eq(tl_record_tag_count(rec), 3);
    const char *name, *value;
    ck_assert_int_eq(tl_record_tag_at(rec, 0, &name, &value), TL_OK);
    ck_assert_str_eq(name, "Event");
    ck_assert_str_eq(value, "Cup 2");
    ck_assert_int_eq(tl_record_tag_at(rec, 3, &name, &value), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_record_set_tag(rec, "Red", NULL), TL_OK);
    ck_assert_ptr_null(tl_record_tag(rec, "Red"));
    ck_assert_int_eq(tl_record_tag_at(rec, 1, &name, NULL), TL_OK);
    ck_assert_str_eq(name, "My_Tag2");

    static const struct {
        const char *name, *value, *detail;
    } bad[] = {
        {"1x", "v", "is not a tag name"},
        {"", "v", "is not a tag name"},
        {"Event", "a\nb", "control character 0x0A"},
        {"Event", "\xff", "is not UTF-8: byte 0xFF at offset 0"},
        {"Date", "yesterday", "is not YYYY.MM.DD"},
        {"Date", "2024.13.01", "is not YYYY.MM.DD"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        ck_assert_int_eq(tl_record_set_tag(rec, bad[i].name, bad[i].value),
                         TL_ERR_INVALID_ARGUMENT);
        ck_assert_msg(strstr(tl_record_error(rec), bad[i].detail) != NULL, "case %zu: %s", i,
                      tl_record_error(rec));
        ck_assert_str_eq(tl_record_tag(rec, "Event"), "Cup 2");
    }
    ck_assert_int_eq(tl_record_set_tag(rec, "Date", "2026.??.01"), TL_OK);

    ck_assert_int_eq(tl_record_set_comment(rec, 0, "before"), TL_OK);
    ck_assert_int_eq(tl_record_set_comment(rec, TL_RECORD_TURN_MAX, "the last one"), TL_OK);
    ck_assert_int_eq(tl_record_set_comment(rec, TL_RECORD_TURN_MAX + 1, "x"),
                     TL_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_nonnull(strstr(tl_record_error(rec), "turn 1000001 is outside 0..1000000"));
    ck_assert_int_eq(tl_record_set_comment(rec, -1, "x"), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_record_set_comment(rec, 3, "a } b"), TL_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_nonnull(strstr(tl_record_error(rec), "holds '}'"));
    ck_assert_int_eq(tl_record_set_comment(rec, 3, "kept"), TL_OK);
    ck_assert_int_eq(tl_record_set_comment(rec, 3, "\x01"), TL_ERR_INVALID_ARGUMENT);
    ck_assert_str_eq(tl_record_comment(rec, 3), "kept");
    ck_assert_str_eq(tl_record_comment(rec, 0), "before");
    ck_assert_ptr_null(tl_record_comment(rec, 2));
    ck_assert_ptr_null(tl_record_comment(rec, -5));
    ck_assert_int_eq(tl_record_set_comment(rec, 3, NULL), TL_OK);
    ck_assert_ptr_null(tl_record_comment(rec, 3));

    /* NULL handles */
    ck_assert_int_eq(tl_record_new(NULL), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_record_set_tag(NULL, "a", "b"), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_record_set_tag(rec, NULL, "b"), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_record_tag_count(NULL), TL_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_null(tl_record_tag(NULL, "a"));
    ck_assert_ptr_null(tl_record_tag(rec, NULL));
    ck_assert_int_eq(tl_record_set_comment(NULL, 0, "a"), TL_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_null(tl_record_comment(NULL, 0));
    ck_assert_ptr_nonnull(strstr(tl_record_error(NULL), "NULL"));
    ck_assert_int_eq(tl_record_write(NULL, rec, 0, NULL, 0), TL_ERR_INVALID_ARGUMENT);
    tl_game *g = tl_load(NULL);
    ck_assert_int_eq(tl_record_write(g, rec, 2, NULL, 0), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_record_write(g, rec, 0, NULL, 5), TL_ERR_INVALID_ARGUMENT);
    tl_reader *r;
    ck_assert_int_eq(tl_reader_new(NULL, 3, NULL, &r), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_reader_new("", 0, NULL, NULL), TL_ERR_INVALID_ARGUMENT);
    tl_game *none = g;
    ck_assert_int_eq(tl_reader_next(NULL, &none, NULL), TL_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_null(none); /* set to NULL on failure */
    ck_assert_int_eq(tl_reader_location(NULL, NULL, NULL), TL_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_nonnull(strstr(tl_reader_error(NULL), "NULL"));
    tl_rules bad_rules;
    tl_rules_init(&bad_rules);
    bad_rules.mode = 7;
    ck_assert_int_eq(tl_reader_new("", 0, &bad_rules, &r), TL_ERR_INVALID_ARGUMENT);
    tl_reader_free(NULL);
    tl_record_free(NULL);
    tl_game_free(g);
    tl_record_free(rec);
    /* the library's version: 1.1 adds records, 1.2 the language, 1.3 the
     * outcome and status words in a language, 1.4 the reader's language,
     * 1.5 the record's language */
    ck_assert_uint_eq(tl_version(), TL_VERSION_NUMBER);
    ck_assert_int_eq(TL_VERSION_MINOR, 5);
    ck_assert_str_eq(tl_version_string(), "1.5.0");
}
END_TEST

/* ---- the record's language ----------------------------------------------- */

/* tl_record_set_language(): the messages of tl_record_set_tag() and
 * tl_record_set_comment() in Vietnamese on a record of tl_record_new(),
 * English by default and again after TL_LANG_EN; a programmer's error stays
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
         "the comment after turn 1 holds '}' at offset 1 (it would end the comment)",
         "lời bình sau lượt 1 có '}' ở vị trí 1 (nó sẽ kết thúc lời bình)"},
        {NULL, "a\x01",
         "the comment after turn 1 holds control character 0x01 at offset 1 (only tab, "
         "CR and LF are allowed)",
         "lời bình sau lượt 1 có ký tự điều khiển 0x01 ở vị trí 1 (chỉ được có tab, CR "
         "và LF)"},
    };
    tl_record *rec;
    ck_assert_int_eq(tl_record_new(&rec), TL_OK);
    ck_assert_int_eq(tl_record_language(rec), TL_LANG_EN);
    ck_assert_int_eq(tl_record_language(NULL), TL_LANG_EN);
    ck_assert_int_eq(tl_record_set_tag(rec, "Event", "kept"), TL_OK);
    for (int32_t lang = TL_LANG_VI; lang >= TL_LANG_EN; lang--) {
        ck_assert_int_eq(tl_record_set_language(rec, lang), TL_OK);
        ck_assert_int_eq(tl_record_language(rec), lang);
        for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
            const int rc = cases[i].tag ? tl_record_set_tag(rec, cases[i].tag, cases[i].value)
                                        : tl_record_set_comment(rec, 1, cases[i].value);
            ck_assert_int_eq(rc, TL_ERR_INVALID_ARGUMENT);
            ck_assert_str_eq(tl_record_error(rec), lang == TL_LANG_VI ? cases[i].vi
                                                                   : cases[i].en);
        }
        /* a programmer's error stays English */
        ck_assert_int_eq(tl_record_set_tag(rec, NULL, "x"), TL_ERR_INVALID_ARGUMENT);
        ck_assert_str_eq(tl_record_error(rec), "the tag name is NULL");
        ck_assert_int_eq(tl_record_set_comment(rec, -1, "x"), TL_ERR_INVALID_ARGUMENT);
        ck_assert_msg(strstr(tl_record_error(rec), "turn -1 is outside 0..1000000") != NULL, "%s",
                      tl_record_error(rec));
    }
    ck_assert_int_eq(tl_record_tag_count(rec), 1);
    ck_assert_str_eq(tl_record_tag(rec, "Event"), "kept");
    ck_assert_ptr_null(tl_record_comment(rec, 1));

    /* refused: the language and the message unchanged; a message already
     * given keeps its language */
    ck_assert_int_eq(tl_record_set_language(rec, TL_LANG_VI), TL_OK);
    ck_assert_int_eq(tl_record_set_tag(rec, "Date", "today"), TL_ERR_INVALID_ARGUMENT);
    char msg[256];
    snprintf(msg, sizeof msg, "%s", tl_record_error(rec));
    ck_assert_msg(strstr(msg, "không có dạng") != NULL, "%s", msg);
    ck_assert_int_eq(tl_record_set_language(rec, 2), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_record_set_language(rec, -1), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_record_set_language(rec, INT32_MAX), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_record_language(rec), TL_LANG_VI);
    ck_assert_str_eq(tl_record_error(rec), msg);
    ck_assert_int_eq(tl_record_set_language(rec, TL_LANG_EN), TL_OK);
    ck_assert_str_eq(tl_record_error(rec), msg);
    ck_assert_int_eq(tl_record_set_language(NULL, TL_LANG_VI), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_record_set_language(NULL, 2), TL_ERR_INVALID_ARGUMENT);
    tl_record_free(rec);

    /* a record the reader gave has the reader's language, until changed */
    for (int32_t lang = TL_LANG_EN; lang <= TL_LANG_VI; lang++) {
        const char text[] = "[Event \"x\"]\n\n*";
        tl_reader *r;
        tl_game *g;
        ck_assert_int_eq(tl_reader_new(text, strlen(text), NULL, &r), TL_OK);
        ck_assert_int_eq(tl_reader_set_language(r, lang), TL_OK);
        ck_assert_int_eq(tl_reader_next(r, &g, &rec), 1);
        ck_assert_int_eq(tl_record_language(rec), lang);
        ck_assert_int_eq(tl_record_set_tag(rec, "Date", "2026.13.01"), TL_ERR_INVALID_ARGUMENT);
        ck_assert_str_eq(tl_record_error(rec), lang == TL_LANG_VI ? cases[0].vi : cases[0].en);
        ck_assert_int_eq(tl_record_set_language(rec, 1 - lang), TL_OK);
        ck_assert_int_eq(tl_record_set_tag(rec, "Date", "2026.13.01"), TL_ERR_INVALID_ARGUMENT);
        ck_assert_str_eq(tl_record_error(rec), lang == TL_LANG_VI ? cases[0].en : cases[0].vi);
        tl_record_free(rec);
        tl_game_free(g);
        tl_reader_free(r);
    }
}
END_TEST

/* ---- the canonical form -------------------------------------------------- */

START_TEST(canonical_form)
{
    tl_game *g = tl_load(NULL);
    char *text = write_record(g, NULL, 0);
    ck_assert_str_eq(text, "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"
                           "[Round \"?\"]\n[Red \"?\"]\n[Blue \"?\"]\n[Result \"*\"]\n"
                           "[Termination \"unterminated\"]\n"
                           "[Rules \"start=standard mode=total\"]\n\n*\n");
    free(text);
    /* Ae3 (T49: only d3 reaches e3), a Blue reply, a deploy turn */
    ck_assert_int_eq(tl_game_play_text(g, "Ad3e3"), TL_OK);
    ck_assert_int_eq(tl_game_play_text(g, "Ad10e10"), TL_OK);
    tl_record *rec;
    ck_assert_int_eq(tl_record_new(&rec), TL_OK);
    ck_assert_int_eq(tl_record_set_tag(rec, "Event", "Giải \"xuân\""), TL_OK);
    ck_assert_int_eq(tl_record_set_tag(rec, "Annotator", "tester"), TL_OK);
    ck_assert_int_eq(tl_record_set_tag(rec, "Result", "1-0"), TL_OK); /* ignored */
    ck_assert_int_eq(tl_record_set_comment(rec, 0, "  start  "), TL_OK);
    ck_assert_int_eq(tl_record_set_comment(rec, 1, "Red's artillery"), TL_OK);
    ck_assert_int_eq(tl_record_set_comment(rec, 9, "after the game"), TL_OK);
    text = write_record(g, rec, 0);
    ck_assert_msg(strstr(text, "[Event \"Giải \\\"xuân\\\"\"]\n") != NULL, "%s", text);
    ck_assert_msg(strstr(text, "[Result \"*\"]\n[Termination \"unterminated\"]\n"
                               "[Rules \"start=standard mode=total\"]\n[Annotator \"tester\"]\n\n"
                               "{start} 1. Ae3 {Red's artillery} 1... Ae10 *\n") != NULL,
                  "%s", text);
    char *lan = write_record(g, rec, TL_RECORD_LAN);
    ck_assert_msg(strstr(lan, "1. Ad3e3 {Red's artillery} 1... Ad10e10 *\n") != NULL, "%s", lan);
    tl_game *back;
    tl_record *brec;
    read_one(lan, &back, &brec);
    same_game(g, back);
    ck_assert_str_eq(tl_record_comment(brec, 0), "start");
    ck_assert_ptr_null(tl_record_comment(brec, 9));
    ck_assert_str_eq(tl_record_tag(brec, "Result"), "*");
    tl_game_free(back);
    tl_record_free(brec);
    free(lan);
    free(text);

    /* a resignation, and a game from a position with a deploy session */
    ck_assert_int_eq(tl_game_resign(g, TL_BLUE), TL_OK);
    text = write_record(g, NULL, 0);
    ck_assert_ptr_nonnull(strstr(text, "[Result \"1-0\"]\n[Termination \"resignation\"]\n"));
    ck_assert_ptr_nonnull(strstr(text, "\n1. Ae3 Ae10 1-0\n"));
    free(text);
    tl_game_free(g);
    tl_record_free(rec);
}
END_TEST

/* A game from a position whose deploy session is open (T47) and a turn
 * that ends a session early: the turns of T49 as one word each. */
START_TEST(sessions)
{
    rng r = {12345};
    int found = 0;
    for (int attempt = 0; attempt < 200 && found < 20; attempt++) {
        tl_game *g = tl_load(NULL);
        random_turns(g, &r, 1 + (int)(next(&r) % 30));
        /* open a session by a deploy step if there is one */
        tl_move list[TL_MAX_MOVES];
        const int n = tl_game_legal_moves(g, list, TL_MAX_MOVES);
        int32_t term;
        tl_session s = {sizeof s, 0, 0, 0, 0};
        for (int i = 0; i < n && tl_game_outcome(g, &term) == TL_ONGOING; i++)
            if (TL_MOVE_IS_DEPLOY(list[i])) {
                ck_assert_int_eq(tl_game_play(g, list[i]), TL_OK);
                break;
            }
        if (tl_game_session(g, &s) != 1) {
            tl_game_free(g);
            continue;
        }
        found++;
        /* the history ends inside the session: written, read back */
        char *text = write_record(g, NULL, found & 1 ? TL_RECORD_LAN : 0);
        tl_game *back;
        read_one(text, &back, NULL);
        same_game(g, back);
        tl_game_free(back);
        free(text);
        /* the same position as a FEN with the session field */
        char fen[TL_FEN_MAX];
        tl_game_fen(g, fen, sizeof fen);
        tl_game *h = tl_load(fen);
        if (s.may_end && (found & 2))
            ck_assert_int_eq(tl_game_end_deploy(h), TL_OK);
        random_turns(h, &r, 6);
        tl_record *rec;
        ck_assert_int_eq(tl_record_new(&rec), TL_OK);
        ck_assert_int_eq(tl_record_set_comment(rec, 1, "after the session"), TL_OK);
        text = write_record(h, rec, 0);
        ck_assert_msg(strstr(text, "[Position \"") != NULL, "%s", text);
        tl_record *brec;
        read_one(text, &back, &brec);
        same_game(h, back);
        if (tl_game_history(h, NULL, 0) > 0)
            ck_assert_str_eq(tl_record_comment(brec, 1), "after the session");
        tl_game_free(back);
        tl_record_free(brec);
        tl_record_free(rec);
        free(text);
        tl_game_free(h);
        tl_game_free(g);
    }
    ck_assert_int_ge(found, 10);

    /* "|" alone ends an open session (a turn of its own) */
    tl_game *g = tl_load(NULL);
    tl_move list[TL_MAX_MOVES];
    int n = tl_game_legal_moves(g, list, TL_MAX_MOVES);
    for (int i = 0; i < n; i++)
        if (TL_MOVE_IS_DEPLOY(list[i]) && TL_MOVE_PIECE(list[i]) == TL_AIR_FORCE) {
            ck_assert_int_eq(tl_game_play(g, list[i]), TL_OK);
            break;
        }
    char fen[TL_FEN_MAX];
    tl_game_fen(g, fen, sizeof fen);
    tl_session s = {sizeof s, 0, 0, 0, 0};
    if (tl_game_session(g, &s) == 1 && s.may_end) {
        char text[1024];
        snprintf(text, sizeof text, "[Position \"%s\"]\n\n1. | *\n", fen);
        tl_game *back;
        read_one(text, &back, NULL);
        ck_assert_int_eq(tl_game_history(back, NULL, 0), 1);
        ck_assert_int_eq(tl_game_turn(back), TL_BLUE);
        char *again = write_record(back, NULL, 0);
        ck_assert_ptr_nonnull(strstr(again, "\n\n1. | *\n"));
        free(again);
        tl_game_free(back);
    }
    tl_game_free(g);
}
END_TEST

/* Every written record reads back: random games (sessions, early ends,
 * both modes, both starts, from positions too), random tags and
 * comments, both notations; the text written again is the same. */
START_TEST(round_trip)
{
    rng r = {20260101u + (uint64_t)_i};
    for (int game = 0; game < 12; game++) {
        tl_rules rules;
        tl_rules_init(&rules);
        rules.mode = (int32_t)(next(&r) % 2);
        rules.start = (int32_t)(next(&r) % 2);
        tl_game *g;
        ck_assert_int_eq(tl_game_new(&rules, &g), TL_OK);
        if (next(&r) % 3 == 0) {
            /* from a position reached by play, perhaps inside a session */
            random_turns(g, &r, (int)(next(&r) % 20));
            char fen[TL_FEN_MAX];
            tl_game_fen(g, fen, sizeof fen);
            int32_t term;
            if (tl_game_outcome(g, &term) == TL_ONGOING)
                ck_assert_int_eq(tl_game_set_fen(g, fen), TL_OK);
        }
        const int turns = random_turns(g, &r, 20 + (int)(next(&r) % 200));
        int32_t term;
        if (tl_game_outcome(g, &term) == TL_ONGOING)
            switch (next(&r) % 5) {
            case 0: tl_game_resign(g, (int32_t)(next(&r) % 2)); break;
            case 1: tl_game_agree_draw(g); break;
            case 2: tl_game_adjudicate(g); break;
            default: break;
            }
        tl_record *rec;
        ck_assert_int_eq(tl_record_new(&rec), TL_OK);
        static const char *const names[] = {"Event", "Site", "Date", "Round", "Red", "Blue",
                                            "Annotator", "Time_Control", "x1"};
        for (int t = 0; t < 9; t++)
            if (next(&r) % 2) {
                const char *v = t == 2 ? "2026.12.01"
                                       : sample_texts[next(&r) % (sizeof sample_texts /
                                                                  sizeof *sample_texts)];
                ck_assert_int_eq(tl_record_set_tag(rec, names[t], v), TL_OK);
            }
        for (int c = 0; c <= turns; c++)
            if (next(&r) % 4 == 0) {
                static const char *const comments[] = {"a", "  trimmed \n", "Tư lệnh \"x\"",
                                                       "two\nlines", "", "[not a tag]",
                                                       "1-0 is not a result here"};
                ck_assert_int_eq(tl_record_set_comment(rec, c, comments[next(&r) % 7]), TL_OK);
            }
        for (uint32_t flags = 0; flags <= TL_RECORD_LAN; flags++) {
            char *text = write_record(g, rec, flags);
            for (const char *line = text; *line;) {
                const char *nl = strchr(line, '\n');
                ck_assert_ptr_nonnull(nl);
                /* lines without a comment keep within 79 columns */
                if (!memchr(line, '{', (size_t)(nl - line)) && !memchr(line, '}', (size_t)(nl - line))
                    && line[0] != '[')
                    ck_assert_int_le(nl - line, 79);
                line = nl + 1;
            }
            tl_game *back;
            tl_record *brec;
            read_one(text, &back, &brec);
            same_game(g, back);
            for (int t = 0; t < 6; t++)
                if (tl_record_tag(rec, names[t]))
                    ck_assert_str_eq(tl_record_tag(brec, names[t]), tl_record_tag(rec, names[t]));
            for (int c = 0; c <= turns; c++) {
                const char *a = tl_record_comment(rec, c), *b = tl_record_comment(brec, c);
                ck_assert_int_eq(a == NULL, b == NULL);
                if (a) {
                    size_t lead = strspn(a, " \t\r\n"), len = strlen(a + lead);
                    while (len && strchr(" \t\r\n", a[lead + len - 1]))
                        len--;
                    ck_assert_uint_eq(strlen(b), len);
                    ck_assert(memcmp(a + lead, b, len) == 0);
                }
            }
            char *again = write_record(back, brec, flags);
            ck_assert_str_eq(again, text);
            free(again);
            tl_game_free(back);
            tl_record_free(brec);
            free(text);
        }
        tl_record_free(rec);
        tl_game_free(g);
    }
}
END_TEST

/* Several games in one text, comments before, between and after. */
START_TEST(several_games)
{
    const char *text = "\xEF\xBB\xBF{a collection}\n"
                       "[Event \"One\"]\n[Result \"1-0\"]\n\n1. Ae3 Ae10 {Blue resigns} 1-0\n\n"
                       "{the second}\n[Event \"Two\"]\n[Rules \"mode=battles start=reduced\"]\n\n"
                       "1.Ae3 1...Ae10 1/2-1/2\n{the end}\n";
    tl_reader *r;
    ck_assert_int_eq(tl_reader_new(text, strlen(text), NULL, &r), TL_OK);
    tl_game *g;
    tl_record *rec;
    ck_assert_int_eq(tl_reader_next(r, &g, &rec), 1);
    ck_assert_str_eq(tl_record_tag(rec, "Event"), "One");
    ck_assert_str_eq(tl_record_comment(rec, 0), "a collection");
    ck_assert_str_eq(tl_record_comment(rec, 2), "Blue resigns");
    int32_t term;
    ck_assert_int_eq(tl_game_outcome(g, &term), TL_RED_WINS);
    ck_assert_int_eq(term, TL_TERM_RESIGNATION);
    tl_game_free(g);
    tl_record_free(rec);
    ck_assert_int_eq(tl_reader_next(r, &g, &rec), 1);
    ck_assert_str_eq(tl_record_comment(rec, 0), "the second");
    ck_assert_int_eq(tl_game_outcome(g, &term), TL_DRAW);
    ck_assert_int_eq(term, TL_TERM_AGREEMENT);
    tl_rules rules;
    tl_rules_init(&rules);
    tl_game_get_rules(g, &rules);
    ck_assert_int_eq(rules.start, TL_START_REDUCED);
    ck_assert_int_eq(rules.mode, TL_MODE_BATTLES);
    tl_game_free(g);
    tl_record_free(rec);
    ck_assert_int_eq(tl_reader_next(r, &g, &rec), 0);
    ck_assert_ptr_null(g);
    int32_t line, col;
    ck_assert_int_eq(tl_reader_location(r, &line, &col), TL_OK);
    ck_assert_int_eq(line, 13);
    tl_reader_free(r);

    /* adjudication by points (T55) */
    tl_game *a = tl_load(NULL);
    ck_assert_int_eq(tl_game_play_text(a, "Ae3"), TL_OK);
    ck_assert_int_eq(tl_game_adjudicate(a), TL_DRAW);
    char *w = write_record(a, NULL, 0);
    ck_assert_ptr_nonnull(strstr(w, "[Termination \"adjudication\"]"));
    tl_game *back;
    read_one(w, &back, NULL);
    same_game(a, back);
    tl_game_free(back);
    free(w);
    tl_game_free(a);
}
END_TEST

/* ---- malformed input ----------------------------------------------------- */

static const struct bad_case {
    const char *text;
    int status;
    const char *detail; /* the message holds it, after "line L, column C: " */
} bad_cases[] = {
    {"[Event \"x\"\n\n*", TL_ERR_PARSE, "line 1, column 11: expected ']' to close tag Event"},
    {"[Event \"x]\n*", TL_ERR_PARSE, "line 1, column 8: the value of tag Event is not closed"},
    {"[Event \"\\n\"]\n*", TL_ERR_PARSE, "unknown escape"},
    {"[Event \"a\"]\n[Event \"b\"]\n*", TL_ERR_PARSE, "line 2, column 2: tag Event appears twice"},
    {"[Date \"2026\"]\n*", TL_ERR_PARSE, "Date \"2026\" is not YYYY.MM.DD"},
    {"[Result \"2-0\"]\n*", TL_ERR_PARSE, "Result must be 1-0, 0-1, 1/2-1/2 or *"},
    {"[Termination \"flag\"]\n*", TL_ERR_PARSE,
     "Termination \"flag\" is unknown (checkmate, stalemate, halfmove clock, repetition, "
     "naval battle, air battle, land battle, both sides lost a battle, commander lost, "
     "resignation, agreement, adjudication, unterminated)"},
    {"[Rules \"mode=fast\"]\n*", TL_ERR_PARSE, "Rules tag: mode must be total or battles, not \"fast\""},
    {"[Rules \"start=reduced start=standard\"]\n*", TL_ERR_PARSE, "Rules tag: start is given twice"},
    {"[Rules \"speed=1\"]\n*", TL_ERR_PARSE, "Rules tag: \"speed=1\" is not start=… or mode=…"},
    {"[Position \"11/11 r\"]\n*", TL_ERR_INVALID_POSITION, "line 1, column 12: Position: "},
    {"1. Ae3 Ae10", TL_ERR_PARSE, "the game has no result token"},
    {"1. Ae3 2. Ae10 *", TL_ERR_PARSE,
     "line 1, column 8: move number 2. is for Red, but Blue is to move (write 1...)"},
    {"2. Ae3 *", TL_ERR_PARSE, "move number 2. should be 1."},
    {"1. 1. Ae3 *", TL_ERR_PARSE, "two move numbers in a row"},
    {"1. *", TL_ERR_PARSE, "line 1, column 1: a move number that no move follows"},
    {"1. Ze3 *", TL_ERR_PARSE, "line 1, column 4: \"Ze3\" is not a turn"},
    {"1. Ae4 *", TL_ERR_ILLEGAL_MOVE, "line 1, column 4: turn 1. Ae4 is illegal: "},
    {"1. Ae3,Ae10 *", TL_ERR_ILLEGAL_MOVE, "',' joins the steps of one turn (T49)"},
    {"1. Ae3 Ae10 1-0x", TL_ERR_PARSE, "line 1, column 13: \"1-0x\" is not a turn"},
    {"[Result \"0-1\"]\n1. Ae3 1-0", TL_ERR_PARSE,
     "the result 1-0 disagrees with the Result tag 0-1 (line 1)"},
    {"[Termination \"checkmate\"]\n1. Ae3 1-0", TL_ERR_PARSE,
     "line 1, column 15: Termination \"checkmate\" contradicts the game: 1-0 without an "
     "ending on the board is a resignation"},
    {"[Termination \"adjudication\"]\n1. Ae3 1-0", TL_ERR_PARSE,
     "the result 1-0 contradicts the adjudication by points (T55): Red 0, Blue 0 give 1/2-1/2"},
    {"1. Ae3 {open", TL_ERR_PARSE, "line 1, column 8: the comment is not closed"},
    {"1. Ae3 } *", TL_ERR_PARSE, "'}' without its opening '{'"},
    {"1. Ae3 [Event \"x\"] *", TL_ERR_PARSE, "a tag pair inside the movetext"},
    {"{\xff}", TL_ERR_PARSE, "line 1, column 2: invalid UTF-8 (byte 0xFF)"},
    {"{a\x0b" "b} *", TL_ERR_PARSE, "control character 0x0B in a comment"},
    {"[Event \"\xc3\xa9\x01\"]\n*", TL_ERR_PARSE, "line 1, column 10: control character 0x01"},
};

START_TEST(malformed)
{
    const struct bad_case *b = &bad_cases[_i];
    char msg[512];
    const int rc = read_status(b->text, msg, sizeof msg);
    ck_assert_msg(rc == b->status, "case %d: %d (%s)", _i, rc, msg);
    ck_assert_msg(strstr(msg, b->detail) != NULL, "case %d: \"%s\" lacks \"%s\"", _i, msg,
                  b->detail);
    ck_assert_msg(strncmp(msg, "line ", 5) == 0, "case %d: %s", _i, msg);
}
END_TEST

/* A turn whose session is still open may only be the last one; a session
 * split over two words is an error at the first. */
START_TEST(split_session)
{
    rng r = {777};
    int done = 0;
    for (int attempt = 0; attempt < 400 && !done; attempt++) {
        tl_game *g = tl_load(NULL);
        random_turns(g, &r, 1 + (int)(next(&r) % 40));
        int32_t term;
        tl_session s = {sizeof s, 0, 0, 0, 0};
        tl_move list[TL_MAX_MOVES], more[TL_MAX_MOVES];
        const int n = tl_game_outcome(g, &term) == TL_ONGOING && tl_game_session(g, &s) == 0
                          ? tl_game_legal_moves(g, list, TL_MAX_MOVES) : 0;
        for (int i = 0; i < n && !done; i++) {
            if (!TL_MOVE_IS_DEPLOY(list[i]))
                continue;
            tl_game *h;
            ck_assert_int_eq(tl_game_clone(g, &h), TL_OK);
            ck_assert_int_eq(tl_game_play(h, list[i]), TL_OK);
            if (tl_game_session(h, &s) == 1 && tl_game_legal_moves(h, more, TL_MAX_MOVES) > 0) {
                char a[32], b2[32], fen[TL_FEN_MAX], text[1024], msg[512];
                tl_game_move_text(g, list[i], TL_NOTATION_LAN, a, sizeof a);
                tl_game_move_text(h, more[0], TL_NOTATION_LAN, b2, sizeof b2);
                tl_game_fen(g, fen, sizeof fen);
                const char *num = tl_game_turn(g) == TL_RED ? "." : "...";
                const int32_t full = tl_game_fullmove(g);
                snprintf(text, sizeof text, "[Position \"%s\"]\n\n%d%s %s %s *", fen, (int)full,
                         num, a, b2);
                ck_assert_int_eq(read_status(text, msg, sizeof msg), TL_ERR_PARSE);
                ck_assert_msg(strstr(msg, "line 3, column ") != NULL
                              && strstr(msg, "the turn before") != NULL
                              && strstr(msg, "leaves its deploy session open") != NULL, "%s", msg);
                snprintf(text, sizeof text, "[Position \"%s\"]\n\n%d%s %s,%s *", fen, (int)full,
                         num, a, b2);
                const int rc = read_status(text, msg, sizeof msg);
                ck_assert_msg(rc == 1, "%s: %s", text, msg);
                snprintf(text, sizeof text, "[Position \"%s\"]\n\n%d%s %s {mid-session} *", fen,
                         (int)full, num, a);
                ck_assert_int_eq(read_status(text, msg, sizeof msg), 1);
                done = 1;
            }
            tl_game_free(h);
        }
        tl_game_free(g);
    }
    ck_assert(done);
}
END_TEST

/* ---- bounds and time ----------------------------------------------------- */

START_TEST(text_bound)
{
    tl_record *rec;
    ck_assert_int_eq(tl_record_new(&rec), TL_OK);
    char *big = malloc(TL_RECORD_TEXT_MAX + 2);
    ck_assert_ptr_nonnull(big);
    memset(big, 'v', TL_RECORD_TEXT_MAX + 1);
    big[TL_RECORD_TEXT_MAX + 1] = '\0';
    ck_assert_int_eq(tl_record_set_tag(rec, "Huge", big), TL_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_nonnull(strstr(tl_record_error(rec), "16777217 bytes long, more than "
                                                       "TL_RECORD_TEXT_MAX (16777216)"));
    ck_assert_int_eq(tl_record_set_comment(rec, 1, big), TL_ERR_INVALID_ARGUMENT);
    big[TL_RECORD_TEXT_MAX] = '\0';
    ck_assert_int_eq(tl_record_set_tag(rec, "Huge", big), TL_OK);
    ck_assert_int_eq(tl_record_set_comment(rec, 1, big), TL_OK);
    tl_game *g = tl_load(NULL), *back;
    ck_assert_int_eq(tl_game_play_text(g, "Ae3"), TL_OK);
    char *text = write_record(g, rec, 0);
    tl_record *brec;
    read_one(text, &back, &brec);
    ck_assert_uint_eq(strlen(tl_record_tag(brec, "Huge")), TL_RECORD_TEXT_MAX);
    ck_assert_uint_eq(strlen(tl_record_comment(brec, 1)), TL_RECORD_TEXT_MAX);
    free(text);
    tl_game_free(back);
    tl_record_free(brec);
    /* joined comments cannot pass the bound either */
    size_t n = strlen("1. Ae3 {") + TL_RECORD_TEXT_MAX;
    char *over = malloc(n + 16);
    ck_assert_ptr_nonnull(over);
    memcpy(over, "1. Ae3 {", 8);
    memset(over + 8, 'c', TL_RECORD_TEXT_MAX);
    memcpy(over + n, "} {d} *", 8);
    char msg[512];
    ck_assert_int_eq(read_status(over, msg, sizeof msg), TL_ERR_PARSE);
    ck_assert_msg(strstr(msg, "line 1, column 16777227: the comment after turn 1 would be "
                              "16777218 bytes long") != NULL, "%s", msg);
    free(over);
    free(big);
    tl_game_free(g);
    tl_record_free(rec);
}
END_TEST

/* Reading is linear: 400,000 comments joined in one place, 200,000 tags
 * and a 4 MB line of comments read within a generous time (a quadratic
 * reader would take hours). */
START_TEST(linear_reading)
{
    const size_t count = 400000;
    size_t cap = count * 8 + 64, len = 0;
    char *text = malloc(cap);
    ck_assert_ptr_nonnull(text);
    len += (size_t)snprintf(text, cap, "1. Ae3 ");
    for (size_t i = 0; i < count; i++) {
        memcpy(text + len, "{ab} ", 5);
        len += 5;
    }
    len += (size_t)snprintf(text + len, cap - len, "*");
    tl_reader *r;
    tl_game *g;
    tl_record *rec;
    ck_assert_int_eq(tl_reader_new(text, len, NULL, &r), TL_OK);
    ck_assert_int_eq(tl_reader_next(r, &g, &rec), 1);
    ck_assert_uint_eq(strlen(tl_record_comment(rec, 1)), count * 3 - 1);
    tl_game_free(g);
    tl_record_free(rec);
    tl_reader_free(r);
    free(text);

    const size_t ntags = 200000;
    cap = ntags * 24 + 64;
    len = 0;
    text = malloc(cap);
    ck_assert_ptr_nonnull(text);
    for (size_t i = 0; i < ntags; i++)
        len += (size_t)snprintf(text + len, cap - len, "[T%zu \"%zu\"]\n", i, i);
    len += (size_t)snprintf(text + len, cap - len, "\n*\n");
    ck_assert_int_eq(tl_reader_new(text, len, NULL, &r), TL_OK);
    ck_assert_int_eq(tl_reader_next(r, &g, &rec), 1);
    ck_assert_int_eq(tl_record_tag_count(rec), (int)ntags);
    ck_assert_str_eq(tl_record_tag(rec, "T199999"), "199999");
    char *again = write_record(g, rec, 0);
    ck_assert_ptr_nonnull(strstr(again, "[T199999 \"199999\"]\n\n*\n"));
    free(again);
    tl_game_free(g);
    tl_record_free(rec);
    tl_reader_free(r);
    free(text);
}
END_TEST

/* ---- allocation failure -------------------------------------------------- */

typedef struct budget {
    long left;
} budget;

static void *limited(void *ud, void *ptr, size_t osize, size_t nsize)
{
    budget *b = ud;
    (void)osize;
    if (nsize == 0) {
        free(ptr);
        return NULL;
    }
    if (b->left-- <= 0)
        return NULL;
    return realloc(ptr, nsize);
}

START_TEST(allocation_failure)
{
    const char *text = "{c0}\n[Event \"E\"]\n[Annotator \"A\"]\n\n1. Ae3 {c1} Ae10 {c2} 1-0\n";
    int ok = 0;
    for (long n = 0; n < 200 && !ok; n++) {
        budget b = {n};
        tl_reader *r;
        int rc = tl_reader_new_with_alloc(text, strlen(text), NULL, limited, &b, &r);
        if (rc) {
            ck_assert_int_eq(rc, TL_ERR_NO_MEMORY);
            continue;
        }
        tl_game *g;
        tl_record *rec;
        rc = tl_reader_next(r, &g, &rec);
        if (rc == 1) {
            ok = 1;
            ck_assert_str_eq(tl_record_comment(rec, 2), "c2");
            tl_game_free(g);
            tl_record_free(rec);
        } else {
            ck_assert_int_eq(rc, TL_ERR_NO_MEMORY);
            ck_assert_ptr_null(g);
            ck_assert_ptr_nonnull(strstr(tl_reader_error(r), "memory"));
        }
        tl_reader_free(r);
    }
    ck_assert(ok);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cotulenh-record");
    add_tests(s, "store", 60,
              TESTS(tags_and_comments, canonical_form, sessions, several_games, split_session,
                    text_bound, linear_reading, allocation_failure, record_language));
    TCase *tc = tcase_create("malformed");
    tcase_add_loop_test(tc, malformed, 0, (int)(sizeof bad_cases / sizeof *bad_cases));
    suite_add_tcase(s, tc);
    tc = tcase_create("round-trip");
    tcase_set_timeout(tc, 600);
    tcase_add_loop_test(tc, round_trip, 0, 8);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
