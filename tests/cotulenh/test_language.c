/* The language of the words libcotulenh writes for players
 * (tl_game_set_language()): explanations and the rule-cited details of
 * illegal moves and turns, in English and Vietnamese.  Every explanation
 * of every legal move over random games (both starts, both modes, open
 * sessions, heroic stacks) fits TL_EXPLAIN_MAX in both languages, is
 * measured exactly by a NULL buffer, is valid UTF-8 and, in Vietnamese,
 * uses the Vietnamese words; the language survives clone and reset; and
 * every outcome has its Vietnamese words in the catalogue. */
#include "testutil.h"

#include "bad_records.h"
#include "gk_lang.h"
#include "mutate.h"

static uint64_t rng(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* Is s valid UTF-8 (no overlong forms or surrogates checked: the library
 * writes only literal text)? */
static int utf8_ok(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        int n = *p < 0x80 ? 0 : (*p & 0xE0) == 0xC0 ? 1 : (*p & 0xF0) == 0xE0 ? 2
                : (*p & 0xF8) == 0xF0 ? 3 : -1;
        if (n < 0)
            return 0;
        p++;
        for (int i = 0; i < n; i++, p++)
            if ((*p & 0xC0) != 0x80)
                return 0;
    }
    return 1;
}

START_TEST(set_and_get)
{
    tl_game *g = tl_load(NULL);
    ck_assert_int_eq(tl_game_language(g), TL_LANG_EN);
    ck_assert_int_eq(tl_game_language(NULL), TL_LANG_EN);
    ck_assert_int_eq(tl_game_set_language(NULL, TL_LANG_VI), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_game_set_language(g, TL_LANG_VI), TL_OK);
    ck_assert_int_eq(tl_game_language(g), TL_LANG_VI);
    for (int32_t bad = -1; bad <= 3; bad += 4) {
        ck_assert_int_eq(tl_game_set_language(g, bad), TL_ERR_INVALID_ARGUMENT);
        ck_assert_msg(strstr(tl_game_error(g), "TL_LANG_VI"), "%s", tl_game_error(g));
        ck_assert_int_eq(tl_game_language(g), TL_LANG_VI);
    }
    tl_game *c = NULL;
    ck_assert_int_eq(tl_game_clone(g, &c), TL_OK);
    ck_assert_int_eq(tl_game_language(c), TL_LANG_VI);
    ck_assert_int_eq(tl_game_set_language(c, TL_LANG_EN), TL_OK);
    ck_assert_int_eq(tl_game_language(g), TL_LANG_VI); /* independent */
    ck_assert_int_eq(tl_game_reset(g), TL_OK);
    ck_assert_int_eq(tl_game_language(g), TL_LANG_VI);
    ck_assert_int_eq(tl_game_set_fen(g, "4c6/11/11/10i/10i/11/11/11/10I/10I/11/3C7 r - - 0 1"),
                     TL_OK);
    ck_assert_int_eq(tl_game_language(g), TL_LANG_VI);
    tl_game_free(c);
    tl_game_free(g);
}
END_TEST

static void explain_in(tl_game *g, int32_t lang, tl_move m, char *buf)
{
    ck_assert_int_eq(tl_game_set_language(g, lang), TL_OK);
    const int n = tl_game_explain(g, m, buf, TL_EXPLAIN_MAX);
    ck_assert_int_gt(n, 0);
    ck_assert_int_eq(tl_game_explain(g, m, NULL, 0), n);
    CHECK(n < TL_EXPLAIN_MAX && (size_t)n == strlen(buf), "%d bytes: %s", n, buf);
    CHECK(utf8_ok(buf), "not UTF-8: %s", buf);
}

/* The sentences of the worked examples in both languages. */
START_TEST(sentences)
{
    static const struct {
        const char *fen, *move, *en, *vi;
    } cases[] = {
        {"8c2/11/11/10i/4g5i/4i6/11/11/4F5I/10I/11/6C4 r - - 0 1", "Fe4@e7",
         "Red air force e4 dives into the ring of Blue anti-air e8 onto Blue "
         "infantry e7: both destroyed (Red +10, Blue +40)",
         "không quân Đỏ e4 lao vào vòng lửa của cao xạ Xanh e8 xuống bộ binh "
         "Xanh e7: cả hai bị tiêu diệt (Đỏ +10, Xanh +40)"},
        /* a deploy step that stays capture, the session open (T58) */
        {"4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1", "Tc4>_b4",
         "Red tank c4 steps out of (NT) and fires on Blue navy b4 and stays on "
         "c4 (Red +80); the deploy session on c4 stays open",
         "xe tăng Đỏ c4 tách khỏi (NT) và bắn hải quân Xanh b4 và đứng tại chỗ "
         "ở c4 (Đỏ +80); lượt tách quân ở c4 còn tiếp"},
    };
    const size_t n = sizeof cases / sizeof cases[0];
    tl_move m;
    char buf[TL_EXPLAIN_MAX];
    tl_game *g = NULL;
    for (size_t i = 0; i < n; i++) {
        g = tl_load(cases[i].fen);
        ck_assert_int_eq(tl_game_parse_move(g, cases[i].move, &m), TL_OK);
        explain_in(g, TL_LANG_EN, m, buf);
        ck_assert_str_eq(buf, cases[i].en);
        explain_in(g, TL_LANG_VI, m, buf);
        ck_assert_str_eq(buf, cases[i].vi);
        if (i + 1 < n)
            tl_game_free(g);
    }
    /* the last case's step played, the session ended */
    tl_play_ok(g, cases[n - 1].move);
    ck_assert_int_eq(tl_game_parse_move(g, "|", &m), TL_OK);
    explain_in(g, TL_LANG_VI, m, buf);
    ck_assert_str_eq(buf, "Đỏ kết thúc lượt tách quân ở c4");
    tl_game_free(g);
}
END_TEST

/* The rule-cited details of illegal moves and turns. */
START_TEST(error_details)
{
    tl_game *g = tl_load(NULL);
    ck_assert_int_eq(tl_game_set_language(g, TL_LANG_VI), TL_OK);
    ck_assert_int_eq(tl_game_play_text(g, "Ic5c9"), TL_ERR_ILLEGAL_MOVE);
    ck_assert_msg(strstr(tl_game_error(g), "không phải nước đi hợp lệ"), "%s", tl_game_error(g));
    ck_assert_int_eq(tl_game_play_text(g, "Zz9"), TL_ERR_PARSE);
    ck_assert_msg(strstr(tl_game_error(g), "không phải một nước đi (T48, T49)"), "%s",
                  tl_game_error(g));
    ck_assert_int_eq(tl_game_end_deploy(g), TL_ERR_NO_SESSION);
    ck_assert_str_eq(tl_game_error(g), "không có lượt tách quân nào đang mở");
    ck_assert_int_eq(tl_game_play(g, TL_MOVE(TL_SQUARE(0, 0), TL_SQUARE(0, 1), TL_KIND_MOVE, 0, 0)),
                     TL_ERR_ILLEGAL_MOVE);
    ck_assert_str_eq(tl_game_error(g), "ô a1 trống");
    ck_assert_int_eq(tl_game_play(g, TL_MOVE(TL_SQUARE(2, 7), TL_SQUARE(2, 6), TL_KIND_MOVE, 0, 0)),
                     TL_ERR_ILLEGAL_MOVE);
    ck_assert_str_eq(tl_game_error(g), "quân ở c8 không phải của bên Đỏ");
    ck_assert_int_eq(tl_game_set_language(g, TL_LANG_EN), TL_OK);
    ck_assert_int_eq(tl_game_play(g, TL_MOVE(TL_SQUARE(0, 0), TL_SQUARE(0, 1), TL_KIND_MOVE, 0, 0)),
                     TL_ERR_ILLEGAL_MOVE);
    ck_assert_str_eq(tl_game_error(g), "a1 is empty");
    ck_assert_int_eq(tl_game_resign(g, TL_RED), TL_OK);
    ck_assert_int_eq(tl_game_set_language(g, TL_LANG_VI), TL_OK);
    ck_assert_int_eq(tl_game_play_text(g, "Ic5c6"), TL_ERR_GAME_OVER);
    ck_assert_str_eq(tl_game_error(g), "ván cờ đã kết thúc");
    tl_game_free(g);
    /* T21: the tank left on c4 after the navy steps cannot stand on water */
    g = tl_load("4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1");
    ck_assert_int_eq(tl_game_set_language(g, TL_LANG_VI), TL_OK);
    tl_play_ok(g, "Nc4>c7");
    tl_session s = {.size = sizeof s};
    if (tl_game_session(g, &s) == 1 && !s.may_end) {
        ck_assert_int_eq(tl_game_end_deploy(g), TL_ERR_CANNOT_END);
        ck_assert_msg(strstr(tl_game_error(g), "(T21"), "%s", tl_game_error(g));
        ck_assert_msg(!strstr(tl_game_error(g), "cannot") && !strstr(tl_game_error(g), "leaves"),
                      "%s", tl_game_error(g));
    }
    tl_game_free(g);
}
END_TEST

/* The rule-cited details of a setup that is refused (T10). */
START_TEST(setup_details)
{
    tl_game *g = tl_load(NULL);
    ck_assert_int_eq(tl_game_set_language(g, TL_LANG_VI), TL_OK);
    char fen[TL_FEN_MAX];
    ck_assert_int_gt(tl_game_fen(g, fen, sizeof fen), 0);
    ck_assert_int_eq(tl_game_validate_setup(g, fen), TL_OK);
    /* Blue to move */
    char *sp = strchr(fen, ' ');
    ck_assert_ptr_nonnull(sp);
    sp[1] = 'b';
    ck_assert_int_eq(tl_game_validate_setup(g, fen), TL_ERR_INVALID_SETUP);
    ck_assert_str_eq(tl_game_error(g), "khi bày quân, Đỏ đi trước (T10)");
    /* a Red tank in Blue's half, the piece named before its side */
    ck_assert_int_eq(tl_game_validate_setup(g, "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/3T7/"
                                                "11/2IE2M2EI/2N1G2TG2/3A2S2A1/1N2FH1HF2/6C4 r - - "
                                                "0 1"),
                     TL_ERR_INVALID_SETUP);
    ck_assert_str_eq(tl_game_error(g), "xe tăng Đỏ ở d7 nằm trong nửa bàn cờ của bên Xanh (T10)");
    ck_assert_int_eq(tl_game_set_language(g, TL_LANG_EN), TL_OK);
    ck_assert_int_eq(tl_game_validate_setup(g, "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/3T7/"
                                                "11/2IE2M2EI/2N1G2TG2/3A2S2A1/1N2FH1HF2/6C4 r - - "
                                                "0 1"),
                     TL_ERR_INVALID_SETUP);
    ck_assert_str_eq(tl_game_error(g), "Red tank on d7 is in Blue's half (T10)");
    tl_game_free(g);
}
END_TEST

/* English words that a Vietnamese explanation never holds. */
static const char *const english[] = {"Red", "Blue", " moves ", "captures", "fires", "stays",
                                      "dives", "joins", "heroic", "stack", "check", "session",
                                      "navy", "tank", "infantry", "commander"};

static long explain_all(tl_game *g, uint64_t *seed, long *longest)
{
    static tl_move list[TL_MOVES_MAX];
    static char en[TL_EXPLAIN_MAX], vi[TL_EXPLAIN_MAX];
    const int n = tl_game_legal_moves(g, list, TL_MOVES_MAX);
    long count = 0;
    for (int i = 0; i < n; i++) {
        if (n > 24 && rng(seed) % 4) /* a sample of the long lists */
            continue;
        explain_in(g, TL_LANG_EN, list[i], en);
        explain_in(g, TL_LANG_VI, list[i], vi);
        CHECK(strcmp(en, vi), "the same text in both languages: %s", en);
        for (size_t w = 0; w < sizeof english / sizeof english[0]; w++)
            CHECK(!strstr(vi, english[w]), "'%s' in Vietnamese: %s", english[w], vi);
        const long l = (long)strlen(vi) > (long)strlen(en) ? (long)strlen(vi) : (long)strlen(en);
        if (l > *longest)
            *longest = l;
        count++;
    }
    return count;
}

START_TEST(explanations_fit_in_both_languages)
{
    uint64_t seed = 0x2545F4914F6CDD1Du;
    long moves = 0, longest = 0;
    const long games = test_work(24) / 4 * 4 + 4;
    static tl_move list[TL_MOVES_MAX];
    for (long game = 0; game < games; game++) {
        tl_rules r;
        tl_rules_init(&r);
        r.start = game % 2 ? TL_START_REDUCED : TL_START_STANDARD;
        r.mode = game / 2 % 2 ? TL_MODE_BATTLES : TL_MODE_TOTAL;
        tl_game *g = NULL;
        ck_assert_int_eq(tl_game_new(&r, &g), TL_OK);
        for (int step = 0; step < 160 && tl_game_outcome(g, NULL) == TL_ONGOING; step++) {
            moves += explain_all(g, &seed, &longest);
            const int n = tl_game_legal_moves(g, list, TL_MOVES_MAX);
            ck_assert_int_gt(n, 0);
            int pick = (int)(rng(&seed) % (uint64_t)n);
            for (int tries = 0; tries < 4; tries++) { /* captures and deploy steps first */
                const int q = (int)(rng(&seed) % (uint64_t)n);
                if (TL_MOVE_KIND(list[q]) != TL_KIND_MOVE || TL_MOVE_IS_DEPLOY(list[q])) {
                    pick = q;
                    break;
                }
            }
            ck_assert_int_eq(tl_game_play(g, list[pick]), TL_OK);
        }
        tl_game_free(g);
    }
    printf("explanations: %ld moves in both languages, the longest %ld bytes\n", moves,
           longest);
    ck_assert_int_gt(moves, 1000 * games);
}
END_TEST

/* Every outcome a game reports (tl_termination_string()) has its
 * Vietnamese words in the catalogue the programs use (gamekit's gk_tr). */
START_TEST(outcome_words)
{
    for (int t = TL_TERM_NONE; t <= TL_TERM_ADJUDICATION; t++) {
        const char *en = tl_termination_string(t), *vi = gk_tr(GK_LANG_VI, en);
        ck_assert_msg(strcmp(en, vi) && utf8_ok(vi), "no Vietnamese for '%s'", en);
    }
}
END_TEST

/* The details of a refused FEN (its syntax and T46/T47), in the game's
 * language (in English before 1.3, whatever the language). */
START_TEST(fen_details)
{
    static const struct {
        const char *fen;
        int code;
        const char *en, *vi;
    } cases[] = {
        {"11/11/11/11/11/11/11/11/11/11/11/11 r - -  0 1", TL_ERR_PARSE,
         "two spaces in a row", "hai dấu cách liền nhau"},
        {"4c6/11/11/11/11/11/11/11/11/11/11/3C7 x - - 0 1", TL_ERR_PARSE,
         "the side to move must be 'r' or 'b', not 'x'",
         "bên đi phải là 'r' hoặc 'b', không phải 'x'"},
        {"4c6/11/11/11/11/11/11/11/11/11/11/3C6 r - - 0 1", TL_ERR_PARSE,
         "rank 1 covers 10 squares, not 11", "hàng 1 có 10 ô, không phải 11 ô"},
        {"4c6/11/11/11/11/11/11/11/11/11/11/3C7 r - - z 1", TL_ERR_PARSE,
         "the halfmove clock 'z' is not a number", "số nửa nước 'z' không phải là một số"},
        {"4c6/11/11/11/11/11/11/11/11/11/11/3C7 r - - 0", TL_ERR_PARSE,
         "5 fields, not 6", "5 trường, không phải 6"},
        {"4c6/11/11/11/11/11/11/11/11/11/11/3C2Q4 r - - 0 1", TL_ERR_PARSE,
         "rank 1: 'Q' is not a piece letter", "hàng 1: 'Q' không phải chữ của quân nào"},
        {"4c6/11/11/11/11/11/11/11/11/11/11/3CC6 r - - 0 1", TL_ERR_INVALID_POSITION,
         "Red has more than one commander (T46)", "Đỏ có hơn một tư lệnh (T46)"},
        {"4c6/11/11/11/11/11/11/11/11/11/11/3C1N5 r - - 0 1", TL_ERR_INVALID_POSITION,
         "Red navy on f1 cannot stand on land (T5)",
         "bên Đỏ: hải quân ở f1 không được đứng trên đất liền (T5)"},
    };
    tl_game *g = tl_load(NULL);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        for (int32_t lang = TL_LANG_EN; lang <= TL_LANG_VI; lang++) {
            ck_assert_int_eq(tl_game_set_language(g, lang), TL_OK);
            ck_assert_int_eq(tl_game_set_fen(g, cases[i].fen), cases[i].code);
            const char *want = lang == TL_LANG_EN ? cases[i].en : cases[i].vi;
            ck_assert_msg(strstr(tl_game_error(g), want) && utf8_ok(tl_game_error(g)),
                          "%s: \"%s\" lacks \"%s\"", cases[i].fen, tl_game_error(g), want);
        }
    }
    tl_game_free(g);
}
END_TEST

/* mutate_each() callback over {English game, Vietnamese game}: the
 * variant gets the same code in both; when refused (returns 1), messages
 * that differ, the Vietnamese one valid UTF-8. */
static int refused_in_both(const char *variant, void *ctx)
{
    tl_game **g = ctx;
    const int a = tl_game_set_fen(g[0], variant), c = tl_game_set_fen(g[1], variant);
    ck_assert_msg(a == c, "%s: %d in English, %d in Vietnamese", variant, a, c);
    if (!a)
        return 0;
    ck_assert_msg(strcmp(tl_game_error(g[0]), tl_game_error(g[1])) && utf8_ok(tl_game_error(g[1])),
                  "\"%s\": \"%s\" in both languages", variant, tl_game_error(g[0]));
    return 1;
}

/* Every way of refusing a FEN met over one-character changes and cuts of
 * valid ones (with and without a deploy session): the same code in both
 * languages, and a Vietnamese message, valid UTF-8, that differs from the
 * English one. */
START_TEST(fen_errors_all_vietnamese)
{
    static const char subst[] = "x/ 09rb-()+:NQ";
    tl_game *en = tl_load(NULL), *vi = tl_load(NULL);
    ck_assert_int_eq(tl_game_set_language(vi, TL_LANG_VI), TL_OK);
    char buf[160];
    const char *const bases[] = {TL_START_FEN,
                                 "4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1 c4:T:x",
                                 "4c6/11/11/10i/10i/11/11/11/10I/10I/11/3C7 b - - 12 30"};
    tl_game *games[2] = {en, vi};
    int refused = 0;
    for (size_t b = 0; b < sizeof bases / sizeof bases[0]; b++)
        refused += mutate_each(bases[b], subst, buf, sizeof buf, refused_in_both, games);
    ck_assert_int_gt(refused, 500);
    tl_game_free(en);
    tl_game_free(vi);
}
END_TEST

/* Every termination and every status code has its Vietnamese name (the
 * library's own, tl_termination_text() and tl_status_text()), different
 * from the English one; English is tl_termination_string() and
 * tl_strerror() themselves, also for a language that is not one. */
START_TEST(outcome_and_status_texts)
{
    for (int t = TL_TERM_NONE; t <= TL_TERM_ADJUDICATION + 1; t++) {
        const char *en = tl_termination_text(t, TL_LANG_EN), *vi = tl_termination_text(t, TL_LANG_VI);
        ck_assert_ptr_eq(en, tl_termination_string(t));
        ck_assert_ptr_eq(tl_termination_text(t, 2), en);
        ck_assert_msg(*vi && strcmp(en, vi) && utf8_ok(vi), "termination %d: no Vietnamese for '%s'",
                      t, en);
    }
    ck_assert_str_eq(tl_termination_text(TL_TERM_CHECKMATE, TL_LANG_VI), "chiếu hết");
    ck_assert_str_eq(tl_termination_text(TL_TERM_COMMANDER_LOST, TL_LANG_VI), "mất tư lệnh");
    ck_assert_str_eq(tl_termination_text(TL_TERM_ADJUDICATION, TL_LANG_VI),
                     "phân xử theo điểm");
    for (int code = TL_OK; code >= TL_ERR_CANNOT_END - 1; code--) {
        const char *en = tl_status_text(code, TL_LANG_EN), *vi = tl_status_text(code, TL_LANG_VI);
        ck_assert_ptr_eq(en, tl_strerror(code));
        ck_assert_ptr_eq(tl_status_text(code, -1), en);
        ck_assert_msg(*vi && strcmp(en, vi) && utf8_ok(vi), "status %d: no Vietnamese for '%s'",
                      code, en);
    }
    ck_assert_str_eq(tl_status_text(TL_ERR_NO_SESSION, TL_LANG_VI),
                     "không có lượt tách quân");
}
END_TEST



static const bad_record bad_records[] = {
    {"[Rules \"start=x\"] *", 0, TL_ERR_PARSE,
     "line 1, column 9: Rules tag: start must be standard or reduced, not \"x\"",
     "dòng 1, cột 9: thẻ Rules: start phải là standard hoặc reduced, không phải \"x\""},
    {"[Rules \"start=reduced size=1\"] *", 0, TL_ERR_PARSE, "is not start=… or mode=…",
     "không phải là start=… hoặc mode=…"},
    {"zz *", 0, TL_ERR_PARSE, "\"zz\" is not a turn, a move number or a result",
     "\"zz\" không phải lượt đi, số nước hay kết quả"},
    {"zz *", 0, TL_ERR_PARSE, "1-0, *): 'zz' is not a move (T48, T49)",
     "1-0, *): 'zz' không phải một nước đi (T48, T49)"},
    {"1. Ic6 Ic6 *", 0, TL_ERR_ILLEGAL_MOVE,
     "turn 1... Ic6 is illegal: 'Ic6' is not a legal move here",
     "lượt 1... Ic6 không hợp lệ: 'Ic6' không phải nước đi hợp lệ ở đây"},
    {"[Position \"x\"] *", 0, TL_ERR_INVALID_POSITION, "Position: 1 fields, not 6",
     "Position: 1 trường, không phải 6"},
    {"[Termination \"adjudication\"] 1-0", 0, TL_ERR_PARSE,
     "the result 1-0 contradicts the adjudication by points (T55): Red 0, Blue 0 give 1/2-1/2",
     "kết quả 1-0 mâu thuẫn với phân xử theo điểm (T55): Đỏ 0, Xanh 0 cho 1/2-1/2"},
    {"1... Ic6 *", 0, TL_ERR_PARSE, "is for Blue, but Red is to move",
     "dành cho Xanh, nhưng đến lượt Đỏ"},
    {"1. Ic6 {a}", 0, TL_ERR_PARSE, "line 1, column 11: the game has no result token",
     "dòng 1, cột 11: cuối ván cờ không có kết quả"},
};

/* Each refusal of the reader in both languages, with the game's own
 * detail in the reader's language too. */
/* Reads text in lang up to its first error (see bad_records.h). */
static int read_in(const char *text, size_t len, int lang, char *msg, size_t size)
{
    tl_reader *r;
    tl_game *g = NULL;
    ck_assert_int_eq(tl_reader_new(text, len, NULL, &r), TL_OK);
    ck_assert_int_eq(tl_reader_set_language(r, lang), TL_OK);
    int rc = tl_reader_next(r, &g, NULL);
    ck_assert_ptr_null(g);
    snprintf(msg, size, "%s", tl_reader_error(r));
    tl_reader_free(r);
    return rc;
}

START_TEST(reader_messages)
{
    check_bad_records(bad_records, sizeof bad_records / sizeof bad_records[0], read_in);
}
END_TEST

/* A turn that leaves its deploy session open before another turn: the
 * whole message, exactly, in both languages (the tank fires from c4 and
 * stays, the navy has not stepped out yet). */
START_TEST(reader_open_session)
{
    static const char text[] =
        "[Position \"4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1\"]\n\n"
        "1. Tc4>_b4 Ic5 *";
    char msg[400];
    ck_assert_int_eq(read_in(text, strlen(text), TL_LANG_EN, msg, sizeof msg), TL_ERR_PARSE);
    ck_assert_str_eq(msg, "line 3, column 4: the turn before \"Ic5\" leaves its deploy session "
                          "open: the steps of one turn are joined by ',' (T49)");
    ck_assert_int_eq(read_in(text, strlen(text), TL_LANG_VI, msg, sizeof msg), TL_ERR_PARSE);
    ck_assert_str_eq(msg, "dòng 3, cột 4: lượt trước \"Ic5\" để lượt tách quân còn mở: các bước "
                          "của một lượt được nối bằng ',' (T49)");
}
END_TEST

/* The limits of a record's store in the reader's language, on a record
 * the reader gave (a record of tl_record_new() stays English). */
START_TEST(record_store_messages)
{
    static const char *const want[2][2] = {
        {"the comment after turn 2 holds '}' at offset 1 (it would end the comment)",
         "the value of tag Round is not UTF-8: byte 0xC3 at offset 0"},
        {"lời bình sau lượt 2 có '}' ở vị trí 1 (nó sẽ kết thúc lời bình)",
         "giá trị của thẻ Round không phải UTF-8: byte 0xC3 ở vị trí 0"},
    };
    for (int32_t lang = TL_LANG_EN; lang <= TL_LANG_VI; lang++) {
        tl_reader *r;
        tl_game *g;
        tl_record *rec, *plain;
        ck_assert_int_eq(tl_reader_new("*", 1, NULL, &r), TL_OK);
        ck_assert_int_eq(tl_reader_set_language(r, lang), TL_OK);
        ck_assert_int_eq(tl_reader_next(r, &g, &rec), 1);
        ck_assert_int_eq(tl_record_new(&plain), TL_OK);
        ck_assert_int_eq(tl_record_set_comment(rec, 2, "a}b"), TL_ERR_INVALID_ARGUMENT);
        ck_assert_str_eq(tl_record_error(rec), want[lang][0]);
        ck_assert_int_eq(tl_record_set_tag(rec, "Round", "\xc3"), TL_ERR_INVALID_ARGUMENT);
        ck_assert_str_eq(tl_record_error(rec), want[lang][1]);
        ck_assert_int_eq(tl_record_set_comment(plain, 2, "a}b"), TL_ERR_INVALID_ARGUMENT);
        ck_assert_str_eq(tl_record_error(plain), want[0][0]);
        tl_record_free(plain);
        tl_record_free(rec);
        tl_game_free(g);
        tl_reader_free(r);
    }
}
END_TEST

/* Other values are refused and change nothing, NULL is refused; the games
 * a reader yields have its language; a message already given stays. */
START_TEST(reader_language_setting)
{
    tl_reader *r;
    tl_game *g;
    ck_assert_int_eq(tl_reader_set_language(NULL, TL_LANG_VI), TL_ERR_INVALID_ARGUMENT);
    const char text[] = "1. Ic6 * zz";
    ck_assert_int_eq(tl_reader_new(text, strlen(text), NULL, &r), TL_OK);
    ck_assert_int_eq(tl_reader_set_language(r, TL_LANG_VI), TL_OK);
    ck_assert_int_eq(tl_reader_set_language(r, 2), TL_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(tl_reader_set_language(r, -1), TL_ERR_INVALID_ARGUMENT);
    ck_assert_str_eq(tl_reader_error(r), "");
    ck_assert_int_eq(tl_reader_next(r, &g, NULL), 1);
    ck_assert_int_eq(tl_game_language(g), TL_LANG_VI);
    tl_game_free(g);
    ck_assert_int_eq(tl_reader_next(r, &g, NULL), TL_ERR_PARSE);
    char msg[400];
    snprintf(msg, sizeof msg, "%s", tl_reader_error(r));
    ck_assert_msg(strncmp(msg, "dòng 1, cột 10: ", strlen("dòng 1, cột 10: ")) == 0, "%s", msg);
    ck_assert_int_eq(tl_reader_set_language(r, TL_LANG_EN), TL_OK);
    ck_assert_int_eq(tl_reader_next(r, &g, NULL), TL_ERR_PARSE);
    ck_assert_str_eq(tl_reader_error(r), msg);
    tl_reader_free(r);
}
END_TEST

int main(void)
{
    return run_tests("cotulenh-language", "language", 240,
                     TESTS(set_and_get, sentences, error_details, setup_details, outcome_words,
                           fen_details, fen_errors_all_vietnamese, outcome_and_status_texts,
                           explanations_fit_in_both_languages, reader_messages,
                           reader_open_session, record_store_messages,
                           reader_language_setting));
}
