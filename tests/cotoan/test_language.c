/* The words a player reads from a game in both languages
 * (ct_game_set_language()): why a move is illegal, that the game is over
 * and how it ended, the rules a position string breaks. Each case is
 * checked in English and in Vietnamese, with the rules texts' terms. */
#include "testutil.h"

#include "bad_records.h"
#include "game_snap.h"
#include "mutate.h"

/* The detail message of a call on g that fails with code, in language
 * lang, which leaves g unchanged; contains both words. */
#define EXPECT_WORDS(g, lang, call, code, w1, w2)                              \
    do {                                                                        \
        ck_assert_int_eq(ct_game_set_language((g), (lang)), CT_OK);             \
        game_snap s_;                                                           \
        game_take((g), &s_);                                                    \
        ck_assert_int_eq((call), (code));                                       \
        game_same((g), &s_);                                                    \
        const char *e_ = ct_game_error(g);                                      \
        ck_assert_msg(strstr(e_, (w1)) && strstr(e_, (w2)),                     \
                      "%s: \"%s\" lacks \"%s\" or \"%s\"", #call, e_, (w1), (w2)); \
    } while (0)

/* A move text ct_game_play_text() refuses with `code`: its message in
 * English holds both en[] words, in Vietnamese both vi[] words. */
typedef struct refusal {
    const char *text;
    int code;
    const char *en[2], *vi[2];
} refusal;

/* Each of the n refusals on g, in both languages. */
static void expect_refusals(ct_game *g, const refusal *r, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        EXPECT_WORDS(g, CT_LANG_EN, ct_game_play_text(g, r[i].text), r[i].code, r[i].en[0],
                     r[i].en[1]);
        EXPECT_WORDS(g, CT_LANG_VI, ct_game_play_text(g, r[i].text), r[i].code, r[i].vi[0],
                     r[i].vi[1]);
    }
}

/* Every reason a well-formed move is refused, in both languages. */
START_TEST(test_illegal_move_reasons)
{
    static const struct {
        const char *move;
        const char *en, *vi; /* a phrase of each message */
    } cases[] = {
        {"a3a4", "a3 is empty", "\u00f4 a3 tr\u1ed1ng"},
        {"a11a10", "but Red is to move", "nh\u01b0ng \u0111\u1ebfn l\u01b0\u1ee3t \u0110\u1ecf"},
        {"e2e3", "Red's 0 never moves (R5)", "qu\u00e2n 0 c\u1ee7a \u0110\u1ecf"},
        {"a1a1", "a move must change square", "n\u01b0\u1edbc \u0111i ph\u1ea3i r\u1eddi"},
        {"a1b1", "b1 holds Red's own 2", "\u00f4 b1 \u0111\u00e3 c\u00f3 qu\u00e2n c\u1ee7a \u0110\u1ecf"},
        {"c1d3", "are not on one line", "kh\u00f4ng c\u00f9ng m\u1ed9t \u0111\u01b0\u1eddng th\u1eb3ng"},
        {"a1a3", "Red 1 moves at most 1 squares, not 2 (R6)", "\u0110\u1ecf 1 \u0111i t\u1ed1i \u0111a 1 \u00f4"},
        {"a1a11", "no pair with Red 1 on a1 reaches Blue 9 on a11 (R7-R9)",
         "kh\u00f4ng c\u1eb7p qu\u00e2n n\u00e0o c\u00f3 \u0110\u1ecf 1 \u1edf a1 b\u1eaft \u0111\u01b0\u1ee3c Xanh 9"},
    };
    ct_game *g = new_game();
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ct_move m = mv(cases[i].move);
        EXPECT_WORDS(g, CT_LANG_EN, ct_game_play(g, m), CT_ERR_ILLEGAL_MOVE,
                     cases[i].move, cases[i].en);
        EXPECT_WORDS(g, CT_LANG_VI, ct_game_play(g, m), CT_ERR_ILLEGAL_MOVE,
                     cases[i].move, cases[i].vi);
        EXPECT_WORDS(g, CT_LANG_VI, ct_game_play_text(g, cases[i].move), CT_ERR_ILLEGAL_MOVE,
                     cases[i].move, cases[i].vi);
        EXPECT_WORDS(g, CT_LANG_VI,
                     ct_game_move_text(g, m, CT_NOTATION_SHORT, NULL, 0), CT_ERR_ILLEGAL_MOVE,
                     cases[i].move, cases[i].vi);
    }
    /* blocked (R6): Red's 9 on i1 cannot pass i2's piece */
    ct_game_free(g);
    g = game_with(CT_MOVER_FRONT, "r9i1 r1i2 r0e2 b0e10", 'r', 0, 0, 0);
    expect_refusals(g,
                    &(const refusal){"i1i5", CT_ERR_ILLEGAL_MOVE,
                                    {"i1i5", "the way is blocked at i2 (R6)"},
                                    {"i1i5", "\u0111\u01b0\u1eddng \u0111i b\u1ecb ch\u1eb7n \u1edf i2 (R6)"}},
                    1);
    ct_game_free(g);
}
END_TEST

/* Short notation's own reasons (R21) and text that is no move. */
START_TEST(test_short_notation_reasons)
{
    static const refusal start[] = {
        {"0e3", CT_ERR_ILLEGAL_MOVE, {"Red's 0 never moves (R5)", "Red"},
         {"qu\u00e2n 0 c\u1ee7a \u0110\u1ecf", "(R5)"}},
        {"3xc4", CT_ERR_ILLEGAL_MOVE, {"3c4: c4 is empty, a slide is written without 'x'", "(3c4)"},
         {"3c4: \u00f4 c4 tr\u1ed1ng", "(3c4)"}},
        {"zz", CT_ERR_PARSE, {"\"zz\" is not a move", "8xe6"},
         {"\"zz\" kh\u00f4ng ph\u1ea3i n\u01b0\u1edbc \u0111i", "8xe6"}},
    };
    static const refusal missing[] = {
        {"5e5", CT_ERR_ILLEGAL_MOVE, {"Red has no 5 on the board", "5"},
         {"\u0110\u1ecf kh\u00f4ng c\u00f2n qu\u00e2n 5 tr\u00ean b\u00e0n c\u1edd", "5"}},
    };
    ct_game *g = new_game();
    expect_refusals(g, start, sizeof start / sizeof start[0]);
    ct_game_free(g);
    g = game_with(CT_MOVER_FRONT, "r3e3 r0e2 b0e10", 'r', 0, 0, 0);
    expect_refusals(g, missing, 1);
    ct_game_free(g);
}
END_TEST

/* A finished game says how it ended (the outcome's reason), in both
 * languages, for every ending. */
START_TEST(test_game_over_reasons)
{
    ct_game *g = game_with(CT_MOVER_FRONT, "r3e3 r5e4 b0e6 r0a1", 'r', 0, 0, 10);
    ck_assert_int_eq(ct_game_play_text(g, "e4e6"), CT_OK);
    expect_refusals(g,
                    &(const refusal){"a1a2", CT_ERR_GAME_OVER,
                                    {"the game is over (1-0, zero captured)", ""},
                                    {"v\u00e1n c\u1edd \u0111\u00e3 k\u1ebft th\u00fac (1-0, b\u1eaft qu\u00e2n 0)", ""}},
                    1);
    EXPECT_WORDS(g, CT_LANG_VI, ct_game_parse_move(g, "a1a2", &(ct_move){0}),
                 CT_ERR_ILLEGAL_MOVE, "a1a2: v\u00e1n c\u1edd \u0111\u00e3 k\u1ebft th\u00fac", "");
    EXPECT_WORDS(g, CT_LANG_VI, ct_game_parse_move(g, "3e5", &(ct_move){0}),
                 CT_ERR_ILLEGAL_MOVE, "3e5: v\u00e1n c\u1edd \u0111\u00e3 k\u1ebft th\u00fac", "");
    ct_game_free(g);

    /* resignation, agreed draw, flag fall */
    static const struct {
        const char *en, *vi;
    } forced[] = {
        {"(0-1, resignation)", "(0-1, xin thua)"},
        {"(1/2-1/2, agreement)", "(1/2-1/2, th\u1ecfa thu\u1eadn h\u00f2a)"},
        {"(0-1, time forfeit)", "(0-1, h\u1ebft gi\u1edd)"},
    };
    for (int i = 0; i < 3; i++) {
        g = new_game();
        if (i == 0)
            ck_assert_int_eq(ct_game_resign(g, CT_RED), CT_OK);
        else if (i == 1)
            ck_assert_int_eq(ct_game_agree_draw(g), CT_OK);
        else
            ck_assert_int_eq(ct_game_time_out(g, CT_RED), CT_OK);
        EXPECT_WORDS(g, CT_LANG_EN, ct_game_play_text(g, "a1a2"), CT_ERR_GAME_OVER,
                     "the game is over", forced[i].en);
        EXPECT_WORDS(g, CT_LANG_VI, ct_game_play_text(g, "a1a2"), CT_ERR_GAME_OVER,
                     "v\u00e1n c\u1edd \u0111\u00e3 k\u1ebft th\u00fac", forced[i].vi);
        EXPECT_WORDS(g, CT_LANG_VI, ct_game_play(g, mv("a1a2")), CT_ERR_GAME_OVER,
                     "v\u00e1n c\u1edd \u0111\u00e3 k\u1ebft th\u00fac", forced[i].vi);
        ct_game_free(g);
    }
    /* the ply limit (R14) */
    ct_rules rules;
    ct_rules_init(&rules);
    rules.limit = 1;
    ck_assert_int_eq(ct_game_new(&rules, &g), CT_OK);
    ck_assert_int_eq(ct_game_play_text(g, "a1a2"), CT_OK);
    expect_refusals(g,
                    &(const refusal){"a11a10", CT_ERR_GAME_OVER,
                                    {"(1/2-1/2, move limit)", ""},
                                    {"(1/2-1/2, h\u1ebft s\u1ed1 n\u01b0\u1edbc)", ""}},
                    1);
    ct_game_free(g);
}
END_TEST

/* The rules a position string breaks (R19), in both languages. */
START_TEST(test_position_rules)
{
    static const struct {
        const char *pos;
        int code;
        const char *en, *vi;
    } cases[] = {
        {"9/9/9/9/9/9/9/9/9/r7r77/r08 r 0 0 0", CT_ERR_INVALID_POSITION,
         "Red has 2 7s", "\u0110\u1ecf c\u00f3 2 qu\u00e2n 7"},
        {"9/9/9/9/9/9/9/9/9/9/r18 r 0 0 0", CT_ERR_INVALID_POSITION,
         "neither side has its 0", "kh\u00f4ng b\u00ean n\u00e0o c\u00f3 qu\u00e2n 0"},
        {"b98/9/9/9/9/9/9/9/9/9/r08 r 82 0 0", CT_ERR_INVALID_POSITION,
         "Red's score 82 and Blue's 9 on the board are more than 90 (R19)",
         "\u0110\u1ecf c\u00f3 82 \u0111i\u1ec3m, c\u1ed9ng qu\u00e2n c\u1ee7a Xanh tr\u00ean b\u00e0n c\u1edd (9) l\u00e0 qu\u00e1 90 (R19)"},
        {"9/9/9/9/9/9/9/9/9/9/r08 x 0 0 0", CT_ERR_PARSE,
         "the side to move must be 'r' or 'b'", "bên đi phải là 'r' hoặc 'b'"},
    };
    ct_game *g = new_game();
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        EXPECT_WORDS(g, CT_LANG_EN, ct_game_set_position(g, cases[i].pos), cases[i].code,
                     cases[i].en, "");
        EXPECT_WORDS(g, CT_LANG_VI, ct_game_set_position(g, cases[i].pos), cases[i].code,
                     cases[i].vi, "");
    }
    ct_game_free(g);
}
END_TEST

/* The syntax errors of a position string, in the game's language (in
 * English before 1.4, whatever the language). */
START_TEST(test_position_syntax)
{
    static const struct {
        const char *pos;
        const char *en, *vi;
    } cases[] = {
        {"   ", "the position string is empty", "chuỗi thế cờ trống"},
        {"9/9/9/9/9/9/9/9/9/9/r0x8 r 0 0 0", "rank 1: unexpected character 'x'",
         "hàng 1: ký tự 'x' không hợp lệ"},
        {"9/9/9/9/9/9/9/9/9/9/r07 r 0 0 0", "rank 1 has 8 squares, not 9",
         "hàng 1 có 8 ô, không phải 9 ô"},
        {"9/9/9/9/9/9/9/9/9/r08 r 0 0 0", "the board has 10 ranks, not 11",
         "bàn cờ có 10 hàng, không phải 11 hàng"},
        {"9/9/9/9/9/9/9/9/9/9/r08 r 0 0", "the ply count is missing",
         "thiếu số nước"},
        {"9/9/9/9/9/9/9/9/9/9/r08 r x 0 0", "the score of Red is not a plain decimal number",
         "điểm của Đỏ không phải là một số thập phân"},
        {"9/9/9/9/9/9/9/9/9/9/r08 r 0 0 0 z", "unexpected text after the ply count",
         "có chữ thừa sau số nước"},
        {"9/9/9/9/9/9/9/9/9/9/r08 r 0  0 0", "the fields must be separated by one space each",
         "các trường phải cách nhau đúng một dấu cách"},
    };
    ct_game *g = new_game();
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        EXPECT_WORDS(g, CT_LANG_EN, ct_game_set_position(g, cases[i].pos), CT_ERR_PARSE,
                     cases[i].en, "");
        EXPECT_WORDS(g, CT_LANG_VI, ct_game_set_position(g, cases[i].pos), CT_ERR_PARSE,
                     cases[i].vi, "");
    }
    ct_game_free(g);
}
END_TEST

/* mutate_each() callback over {English game, Vietnamese game}: the
 * variant gets the same code in both; when refused (returns 1), messages
 * that differ. */
static int refused_in_both(const char *variant, void *ctx)
{
    ct_game **g = ctx;
    const int a = ct_game_set_position(g[0], variant), c = ct_game_set_position(g[1], variant);
    ck_assert_msg(a == c, "%s: %d in English, %d in Vietnamese", variant, a, c);
    if (!a)
        return 0;
    ck_assert_msg(strcmp(ct_game_error(g[0]), ct_game_error(g[1])),
                  "\"%s\": \"%s\" in both languages", variant, ct_game_error(g[0]));
    return 1;
}

/* Every way of refusing a position string met over one-character changes
 * and cuts of valid ones: the same code in both languages, and a
 * Vietnamese message that differs from the English one. */
START_TEST(test_position_errors_all_vietnamese)
{
    static const char subst[] = "x/ 09rb-";
    ct_game *en = new_game(), *vi = new_game();
    ck_assert_int_eq(ct_game_set_language(vi, CT_LANG_VI), CT_OK);
    char start[CT_POSITION_MAX], buf[CT_POSITION_MAX + 8];
    ck_assert_int_gt(ct_game_position(en, start, sizeof start), 0);
    const char *const bases[] = {start, "b98/9/9/9/9/9/9/9/9/9/r08 r 82 0 0",
                                 "9/9/9/9/9/9/9/9/9/9/r08 r 0 0 0 "};
    ct_game *games[2] = {en, vi};
    int refused = 0;
    for (size_t b = 0; b < sizeof bases / sizeof bases[0]; b++)
        refused += mutate_each(bases[b], subst, buf, sizeof buf, refused_in_both, games);
    ck_assert_int_gt(refused, 200);
    ct_game_free(en);
    ct_game_free(vi);
}
END_TEST

/* Every termination and every status code has its Vietnamese name,
 * different from the English one; English is ct_termination_string() and
 * ct_strerror() themselves, also for a language that is not one. */
START_TEST(test_outcome_and_status_texts)
{
    for (int t = CT_TERM_NONE; t <= CT_TERM_TIME + 1; t++) {
        const char *en = ct_termination_text(t, CT_LANG_EN), *vi = ct_termination_text(t, CT_LANG_VI);
        ck_assert_ptr_eq(en, ct_termination_string(t));
        ck_assert_ptr_eq(ct_termination_text(t, 7), en);
        ck_assert_msg(*vi && strcmp(en, vi), "termination %d: no Vietnamese for \"%s\"", t, en);
    }
    ck_assert_str_eq(ct_termination_text(CT_TERM_RESIGNATION, CT_LANG_VI), "xin thua");
    ck_assert_str_eq(ct_termination_text(CT_TERM_TIME, CT_LANG_VI), "hết giờ");
    ck_assert_str_eq(ct_termination_text(CT_TERM_AGREEMENT, CT_LANG_VI),
                     "thỏa thuận hòa");
    ck_assert_str_eq(ct_termination_text(-1, CT_LANG_VI), "không rõ");
    for (int code = CT_OK; code >= CT_ERR_STRUCT_SIZE - 1; code--) {
        const char *en = ct_status_text(code, CT_LANG_EN), *vi = ct_status_text(code, CT_LANG_VI);
        ck_assert_ptr_eq(en, ct_strerror(code));
        ck_assert_ptr_eq(ct_status_text(code, -1), en);
        ck_assert_msg(*vi && strcmp(en, vi), "status %d: no Vietnamese for \"%s\"", code, en);
    }
    ck_assert_str_eq(ct_status_text(CT_ERR_ILLEGAL_MOVE, CT_LANG_VI),
                     "nước đi không hợp lệ");
    ck_assert_str_eq(ct_status_text(12345, CT_LANG_VI), "lỗi không xác định");
}
END_TEST

/* A program's own mistakes stay in English whatever the language. */
START_TEST(test_programmer_errors_english)
{
    ct_game *g = new_game();
    EXPECT_WORDS(g, CT_LANG_VI, ct_game_play(g, 0xFFFFFFFFu), CT_ERR_INVALID_ARGUMENT,
                 "is not a move (squares must be 0..98)", "0xffffffff");
    EXPECT_WORDS(g, CT_LANG_VI, ct_game_time_out(g, 5), CT_ERR_INVALID_ARGUMENT,
                 "side 5 is neither CT_RED (0) nor CT_BLUE (1)", "");
    ct_game_free(g);
}
END_TEST



static const bad_record bad_records[] = {
    {"\xff *", 0, CT_ERR_PARSE, "line 1, column 1: invalid UTF-8 (byte 0xFF)",
     "dòng 1, cột 1: UTF-8 không hợp lệ (byte 0xFF)"},
    {"a\0", 2, CT_ERR_PARSE, "a NUL byte in the text", "văn bản có byte NUL"},
    {"[Rules \"foo=1\"] *", 0, CT_ERR_PARSE, "is not mover=…, target=… or limit=…",
     "không phải là mover=…, target=… hoặc limit=…"},
    {"[Rules \"limit=3 limit=4\"] *", 0, CT_ERR_PARSE, "limit is given twice",
     "limit được ghi hai lần"},
    {"[Rules \"mover=x\"] *", 0, CT_ERR_PARSE, "mover must be front or back, not \"x\"",
     "mover phải là front hoặc back, không phải \"x\""},
    {"[Rules \"target=x\"] *", 0, CT_ERR_PARSE, "target must be a number from 0 to",
     "target phải là số từ 0 đến"},
    {"[Result \"2-0\"] *", 0, CT_ERR_PARSE, "Result must be 1-0", "Result phải là 1-0"},
    {"[Termination \"foo\"] *", 0, CT_ERR_PARSE, "Termination \"foo\" is unknown (",
     "không có Termination \"foo\" ("},
    {"[Date \"x\"] *", 0, CT_ERR_PARSE, "is not YYYY.MM.DD", "không có dạng YYYY.MM.DD"},
    {"[ \"x\"] *", 0, CT_ERR_PARSE, "expected a tag name after '['", "cần tên thẻ sau '['"},
    {"[1x \"y\"] *", 0, CT_ERR_PARSE, "\"1x\" is not a tag name", "\"1x\" không phải tên thẻ"},
    {"[Event x] *", 0, CT_ERR_PARSE, "to open the value of tag Event",
     "để mở giá trị của thẻ Event"},
    {"[Event \"x] *", 0, CT_ERR_PARSE, "the value of tag Event is not closed",
     "giá trị của thẻ Event không được đóng"},
    {"[Event \"\\x\"] *", 0, CT_ERR_PARSE, "unknown escape", "ký tự thoát không hợp lệ"},
    {"[Event \"\x01\"] *", 0, CT_ERR_PARSE, "control character 0x01 in the value of tag",
     "ký tự điều khiển 0x01 trong giá trị của thẻ"},
    {"[Event \"x\" *", 0, CT_ERR_PARSE, "expected ']' to close tag Event",
     "cần ']' để đóng thẻ Event"},
    {"[Event \"x\"] [Event \"y\"] *", 0, CT_ERR_PARSE, "tag Event appears twice",
     "thẻ Event xuất hiện hai lần"},
    {"{ x", 0, CT_ERR_PARSE, "the comment is not closed", "lời bình chưa được đóng"},
    {"{\x01} *", 0, CT_ERR_PARSE, "control character 0x01 in a comment",
     "ký tự điều khiển 0x01 trong lời bình"},
    {"1. 1. 7a7 *", 0, CT_ERR_PARSE, "two move numbers in a row", "hai số nước liền nhau"},
    {"1.. 7a7 *", 0, CT_ERR_PARSE, "not 2 dots", "không phải 2 dấu chấm"},
    {"1... 7a7 *", 0, CT_ERR_PARSE, "1... is for Blue, but Red is to move (write 1.)",
     "1... dành cho Xanh, nhưng đến lượt Đỏ (hãy viết 1.)"},
    {"2. 7a7 *", 0, CT_ERR_PARSE, "move number 2. should be 1.", "số nước 2. phải là 1."},
    {"1. *", 0, CT_ERR_PARSE, "a move number that no move follows",
     "số nước không có nước đi theo sau"},
    {"[Result \"0-1\"] 1-0", 0, CT_ERR_PARSE, "the result 1-0 disagrees with the Result tag 0-1",
     "kết quả 1-0 không khớp với thẻ Result 0-1"},
    {"[Termination \"resignation\"] *", 0, CT_ERR_PARSE, "* is unterminated",
     "* là chưa kết thúc"},
    {"[Termination \"resignation\"] 1/2-1/2", 0, CT_ERR_PARSE, "is an agreed draw",
     "là thỏa thuận hòa"},
    {"[Termination \"agreement\"] 1-0", 0, CT_ERR_PARSE, "is a resignation", "là xin thua"},
    {"7a7", 0, CT_ERR_PARSE, "the game has no result token", "cuối ván cờ không có kết quả"},
    {"7a7 [Event \"x\"] *", 0, CT_ERR_PARSE, "a tag pair inside the movetext",
     "cặp thẻ nằm giữa các nước đi"},
    {"} *", 0, CT_ERR_PARSE, "'}' without its opening '{'", "'}' thiếu '{' mở đầu"},
    {"zz *", 0, CT_ERR_PARSE, "\"zz\" is not a move, a move number or a result",
     "\"zz\" không phải nước đi, số nước hay kết quả"},
    {"1. 7a7 7a7 *", 0, CT_ERR_ILLEGAL_MOVE, "move 1... 7a7 is illegal: c11a7: c11 and a7 are not",
     "nước 1... 7a7 không hợp lệ: c11a7: c11 và a7 không cùng"},
    {"[Position \"x\"] *", 0, CT_ERR_PARSE, "Position: rank 11: unexpected character",
     "Position: hàng 11: ký tự 'x' không hợp lệ"},
};

/* Each refusal of the reader in both languages: the same code and place,
 * the prefix and the words in the reader's language, also the game's own
 * detail (the replayed game takes the reader's language). */
/* Reads text in lang up to its first error (see bad_records.h). */
static int read_in(const char *text, size_t len, int lang, char *msg, size_t size)
{
    ct_reader *r;
    ct_game *g = NULL;
    ck_assert_int_eq(ct_reader_new(text, len, NULL, &r), CT_OK);
    ck_assert_int_eq(ct_reader_set_language(r, lang), CT_OK);
    int rc = ct_reader_next(r, &g, NULL);
    ck_assert_ptr_null(g);
    snprintf(msg, size, "%s", ct_reader_error(r));
    ct_reader_free(r);
    return rc;
}

START_TEST(test_reader_messages)
{
    check_bad_records(bad_records, sizeof bad_records / sizeof bad_records[0], read_in);
}
END_TEST

/* Whole messages, exactly, in both languages: text[0..len) read in
 * English gives code and en, in Vietnamese code and vi. */
static void reader_says(const char *text, size_t len, int code, const char *en, const char *vi)
{
    char msg[400];
    ck_assert_int_eq(read_in(text, len, CT_LANG_EN, msg, sizeof msg), code);
    ck_assert_str_eq(msg, en);
    ck_assert_int_eq(read_in(text, len, CT_LANG_VI, msg, sizeof msg), code);
    ck_assert_str_eq(msg, vi);
}

/* A result that a game ended on the board contradicts: the result, the
 * outcome and its termination in the reader's language. */
START_TEST(test_reader_contradicted_result)
{
    static const char text[] =
        "[Position \"b97b1/4b04/9/9/4r94/4r64/9/9/9/4r04/9 r 0 0 20\"]\n11. 9xe10 0-1";
    reader_says(text, strlen(text), CT_ERR_PARSE,
                "line 2, column 11: the result 0-1 contradicts the game, which ended 1-0 "
                "(zero captured)",
                "dòng 2, cột 11: kết quả 0-1 mâu thuẫn với ván cờ, ván cờ đã kết thúc 1-0 "
                "(bắt quân 0)");
}
END_TEST

/* A comment after ply CT_RECORD_PLY_MAX + 1: 1,000,001 plies that bring
 * the start position back every four, then the comment. */
START_TEST(test_reader_comment_past_the_limit)
{
    static const char cycle[] = "g1g2 g11g10 g2g1 g10g11 ";
    static const char head[] = "[Rules \"target=0 limit=0\"]\n\n";
    const size_t cap = sizeof head + 250001 * (sizeof cycle - 1) + 64;
    char *text = malloc(cap);
    ck_assert_ptr_nonnull(text);
    memcpy(text, head, sizeof head - 1);
    size_t len = sizeof head - 1;
    for (int i = 0; i < 250000; i++) {
        memcpy(text + len, cycle, sizeof cycle - 1);
        len += sizeof cycle - 1;
    }
    len += (size_t)snprintf(text + len, cap - len, "g1g2 {too late} *");
    /* the '{' on line 3 after 6,000,005 bytes of moves */
    reader_says(text, len, CT_ERR_PARSE,
                "line 3, column 6000006: a comment after ply 1000001: a record keeps comments "
                "up to ply 1000000 (CT_RECORD_PLY_MAX)",
                "dòng 3, cột 6000006: lời bình sau nước 1000001: biên bản chỉ giữ lời bình đến "
                "nước 1000000 (CT_RECORD_PLY_MAX)");
    free(text);
}
END_TEST

/* The limits of a record's store speak the reader's language: a comment
 * past CT_RECORD_TEXT_MAX while reading, and what ct_record_set_tag() and
 * ct_record_set_comment() refuse on a record the reader gave.  A record of
 * ct_record_new() and a programmer's error (a NULL name, an index out of
 * range) stay English. */
START_TEST(test_record_store_messages)
{
    const size_t len = CT_RECORD_TEXT_MAX + 4;
    char *text = malloc(len + 1);
    ck_assert_ptr_nonnull(text);
    text[0] = '{';
    memset(text + 1, 'c', CT_RECORD_TEXT_MAX + 1);
    memcpy(text + CT_RECORD_TEXT_MAX + 2, "}*", 3);
    reader_says(text, len, CT_ERR_PARSE,
                "line 1, column 1: the comment after ply 0 would be 16777217 bytes long, more "
                "than CT_RECORD_TEXT_MAX (16777216)",
                "dòng 1, cột 1: lời bình sau nước 0 sẽ dài 16777217 byte, quá "
                "CT_RECORD_TEXT_MAX (16777216)");
    free(text);

    static const struct {
        const char *tag, *value; /* a tag, or comment 1 when tag is NULL */
        const char *en, *vi;
    } cases[] = {
        {"Event", "a\tb\nc",
         "the value of tag Event holds control character 0x0A at offset 3 (only tab is "
         "allowed; a tag value is one line)",
         "giá trị của thẻ Event có ký tự điều khiển 0x0A ở vị trí 3 (chỉ được có tab; giá "
         "trị của thẻ nằm trên một dòng)"},
        {"Site", "x\xff", "the value of tag Site is not UTF-8: byte 0xFF at offset 1",
         "giá trị của thẻ Site không phải UTF-8: byte 0xFF ở vị trí 1"},
        {"Date", "2026.13.01",
         "Date \"2026.13.01\" is not YYYY.MM.DD (digits or '?', a month 01-12 and a day "
         "01-31 when given)",
         "Date \"2026.13.01\" không có dạng YYYY.MM.DD (chữ số hoặc '?', tháng từ 01 đến 12 "
         "và ngày từ 01 đến 31 nếu có)"},
        {NULL, "a}b", "the comment after ply 1 holds '}' at offset 1 (it would end the comment)",
         "lời bình sau nước 1 có '}' ở vị trí 1 (nó sẽ kết thúc lời bình)"},
        {NULL, "a\x01", "the comment after ply 1 holds control character 0x01 at offset 1 "
         "(only tab, CR and LF are allowed)",
         "lời bình sau nước 1 có ký tự điều khiển 0x01 ở vị trí 1 (chỉ được có tab, CR và LF)"},
    };
    for (int32_t lang = CT_LANG_EN; lang <= CT_LANG_VI; lang++) {
        ct_reader *r;
        ct_game *g;
        ct_record *rec, *plain;
        ck_assert_int_eq(ct_reader_new("*", 1, NULL, &r), CT_OK);
        ck_assert_int_eq(ct_reader_set_language(r, lang), CT_OK);
        ck_assert_int_eq(ct_reader_next(r, &g, &rec), 1);
        ck_assert_int_eq(ct_record_new(&plain), CT_OK);
        for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
            const int rc = cases[i].tag ? ct_record_set_tag(rec, cases[i].tag, cases[i].value)
                                        : ct_record_set_comment(rec, 1, cases[i].value);
            ck_assert_int_eq(rc, CT_ERR_INVALID_ARGUMENT);
            ck_assert_str_eq(ct_record_error(rec), lang == CT_LANG_VI ? cases[i].vi : cases[i].en);
            if (cases[i].tag)
                ck_assert_int_eq(ct_record_set_tag(plain, cases[i].tag, cases[i].value), rc);
            else
                ck_assert_int_eq(ct_record_set_comment(plain, 1, cases[i].value), rc);
            ck_assert_str_eq(ct_record_error(plain), cases[i].en);
        }
        ck_assert_int_eq(ct_record_set_tag(rec, NULL, "x"), CT_ERR_INVALID_ARGUMENT);
        ck_assert_str_eq(ct_record_error(rec), "the tag name is NULL");
        ck_assert_int_eq(ct_record_set_comment(rec, CT_RECORD_PLY_MAX + 1, "x"),
                         CT_ERR_INVALID_ARGUMENT);
        ck_assert_msg(strncmp(ct_record_error(rec), "ply 1000001 is outside", 22) == 0, "%s",
                      ct_record_error(rec));
        ct_record_free(plain);
        ct_record_free(rec);
        ct_game_free(g);
        ct_reader_free(r);
    }
}
END_TEST

/* Other values are refused and change nothing, NULL is refused; the games
 * a reader yields have its language; a message already given stays. */
START_TEST(test_reader_language_setting)
{
    ct_reader *r;
    ct_game *g;
    ck_assert_int_eq(ct_reader_set_language(NULL, CT_LANG_VI), CT_ERR_INVALID_ARGUMENT);
    const char text[] = "1. 7a7 * zz";
    ck_assert_int_eq(ct_reader_new(text, strlen(text), NULL, &r), CT_OK);
    ck_assert_int_eq(ct_reader_set_language(r, CT_LANG_VI), CT_OK);
    ck_assert_int_eq(ct_reader_set_language(r, 2), CT_ERR_INVALID_ARGUMENT);
    ck_assert_int_eq(ct_reader_set_language(r, -1), CT_ERR_INVALID_ARGUMENT);
    ck_assert_str_eq(ct_reader_error(r), "");
    ck_assert_int_eq(ct_reader_next(r, &g, NULL), 1);
    ck_assert_int_eq(ct_game_language(g), CT_LANG_VI);
    ct_game_free(g);
    ck_assert_int_eq(ct_reader_next(r, &g, NULL), CT_ERR_PARSE);
    char msg[400];
    snprintf(msg, sizeof msg, "%s", ct_reader_error(r));
    ck_assert_msg(strncmp(msg, "dòng 1, cột 10: ", strlen("dòng 1, cột 10: ")) == 0, "%s", msg);
    ck_assert_int_eq(ct_reader_set_language(r, CT_LANG_EN), CT_OK);
    ck_assert_int_eq(ct_reader_next(r, &g, NULL), CT_ERR_PARSE);
    ck_assert_str_eq(ct_reader_error(r), msg);
    ct_reader_free(r);
}
END_TEST

int main(void)
{
    return run_tests("language", "language", 60,
                     TESTS(test_illegal_move_reasons, test_short_notation_reasons,
                           test_game_over_reasons, test_position_rules,
                           test_position_syntax, test_position_errors_all_vietnamese,
                           test_outcome_and_status_texts,
                           test_programmer_errors_english, test_reader_messages,
                           test_reader_contradicted_result,
                           test_reader_comment_past_the_limit, test_record_store_messages,
                           test_reader_language_setting));
}
