/* gamekit's line reader, echo escaping and size rule (gk_line.h,
 * gk_struct.h), used by the programs and both libraries, the play
 * programs' words, language, clocks and scores (gk_play.h), and its size
 * arithmetic on a target whose size_t has 32 bits (gk_tt.h, gk_search.h,
 * gk_sbuf.h). */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_run.h"
#include "gk_lang.h"
#include "gk_line.h"
#include "gk_play.h"
#include "gk_sbuf.h"
#include "gk_search.h"
#include "gk_struct.h"
#include "gk_tt.h"

/* A stream holding the n bytes of text. */
static FILE *stream(const char *text, size_t n)
{
    FILE *f = tmpfile();
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(text, 1, n, f), n);
    rewind(f);
    return f;
}

START_TEST(test_read_line)
{
    static const char in[] = "ok\r\n0123456789\nab\0cd\nshort\nlast";
    FILE *f = stream(in, sizeof in - 1);
    char buf[8];
    size_t len = 99;
    ck_assert_int_eq(gk_read_line(f, buf, sizeof buf, &len), GK_LINE_OK);
    ck_assert_str_eq(buf, "ok\r");
    ck_assert_uint_eq(len, 3);
    /* 10 bytes do not fit in 8: discarded whole, the tail is not a line */
    ck_assert_int_eq(gk_read_line(f, buf, sizeof buf, &len), GK_LINE_TOO_LONG);
    ck_assert_str_eq(buf, "");
    ck_assert_uint_eq(len, 10);
    ck_assert_int_eq(gk_read_line(f, buf, sizeof buf, &len), GK_LINE_NUL);
    ck_assert_str_eq(buf, "");
    ck_assert_int_eq(gk_read_line(f, buf, sizeof buf, &len), GK_LINE_OK);
    ck_assert_str_eq(buf, "short");
    /* the last line needs no newline */
    ck_assert_int_eq(gk_read_line(f, buf, sizeof buf, &len), GK_LINE_OK);
    ck_assert_str_eq(buf, "last");
    ck_assert_int_eq(gk_read_line(f, buf, sizeof buf, &len), GK_LINE_EOF);
    ck_assert_int_eq(gk_read_line(f, buf, sizeof buf, NULL), GK_LINE_EOF);
    fclose(f);
    /* exactly size - 1 bytes fit; an empty line is a line */
    f = stream("1234567\n\n", 9);
    ck_assert_int_eq(gk_read_line(f, buf, sizeof buf, &len), GK_LINE_OK);
    ck_assert_str_eq(buf, "1234567");
    ck_assert_int_eq(gk_read_line(f, buf, sizeof buf, &len), GK_LINE_OK);
    ck_assert_str_eq(buf, "");
    fclose(f);
}
END_TEST

static const char *esc(const char *s, size_t n, size_t size)
{
    static char out[256];
    size_t len = gk_escape(out, size, s, n);
    ck_assert_uint_eq(len, strlen(out));
    ck_assert_uint_lt(len, size);
    return out;
}

START_TEST(test_escape)
{
    ck_assert_str_eq(esc("plain text", 10, 64), "plain text");
    ck_assert_str_eq(esc("a\x01\x1b[\x7f\\", 6, 64), "a\\x01\\x1b[\\x7f\\\\");
    ck_assert_str_eq(esc("\xc3\xa9\xe1\xbb\x9d", 5, 64), "\xc3\xa9\xe1\xbb\x9d");
    /* invalid UTF-8: stray continuation, overlong, surrogate, above
     * U+10FFFF, cut short at the end */
    ck_assert_str_eq(esc("\x80", 1, 64), "\\x80");
    ck_assert_str_eq(esc("\xc0\x80", 2, 64), "\\xc0\\x80");
    ck_assert_str_eq(esc("\xed\xa0\x80", 3, 64), "\\xed\\xa0\\x80");
    ck_assert_str_eq(esc("\xf4\x90\x80\x80", 4, 64), "\\xf4\\x90\\x80\\x80");
    ck_assert_str_eq(esc("x\xe1\xbb", 3, 64), "x\\xe1\\xbb");
    ck_assert_str_eq(esc("a\0b", 3, 64), "a\\x00b");
    /* cut between two characters, ending in "..." within the size */
    ck_assert_str_eq(esc("abcdefghij", 10, 8), "abcd...");
    ck_assert_str_eq(esc("abcdefg", 7, 8), "abcdefg");
    ck_assert_str_eq(esc("ab\x01xyz", 6, 8), "ab...");
    ck_assert_str_eq(esc("\xe1\xbb\x9d\xe1\xbb\x9d\xe1\xbb\x9d", 9, 8),
                     "\xe1\xbb\x9d...");
    ck_assert_str_eq(esc("abcdef", 6, 3), "");
    ck_assert_uint_eq(gk_escape(NULL, 0, "abc", 3), 0);
}
END_TEST

typedef struct v2 {
    uint32_t size;
    int32_t a, b;
} v2;

START_TEST(test_struct_rule)
{
    struct { v2 s; int32_t newer; } big = {{sizeof big, 1, 2}, 77};
    v2 dst = {sizeof dst, 10, 20};
    ck_assert_int_eq(gk_struct_copy(&dst, sizeof dst, &big, GK_STRUCT_V1(v2, a)), 1);
    ck_assert_uint_eq(dst.size, sizeof dst);
    ck_assert_int_eq(dst.a, 1);
    ck_assert_int_eq(dst.b, 2);
    /* a smaller (but first-version) size keeps the defaults after it */
    v2 small = {GK_STRUCT_V1(v2, a), 5, 666};
    dst = (v2){sizeof dst, 10, 20};
    ck_assert_int_eq(gk_struct_copy(&dst, sizeof dst, &small, GK_STRUCT_V1(v2, a)), 1);
    ck_assert_int_eq(dst.a, 5);
    ck_assert_int_eq(dst.b, 20);
    small.size = 4;
    ck_assert_int_eq(gk_struct_copy(&dst, sizeof dst, &small, GK_STRUCT_V1(v2, a)), 0);
    /* output: only the known members written, size and the rest kept */
    v2 full = {sizeof full, 8, 9};
    ck_assert_int_eq(gk_struct_write(&big, &full, sizeof full, GK_STRUCT_V1(v2, a)), 1);
    ck_assert_uint_eq(big.s.size, sizeof big);
    ck_assert_int_eq(big.s.a, 8);
    ck_assert_int_eq(big.s.b, 9);
    ck_assert_int_eq(big.newer, 77);
    small = (v2){GK_STRUCT_V1(v2, a), 0, 666};
    ck_assert_int_eq(gk_struct_write(&small, &full, sizeof full, GK_STRUCT_V1(v2, a)), 1);
    ck_assert_int_eq(small.a, 8);
    ck_assert_int_eq(small.b, 666);
    small.size = 3;
    ck_assert_int_eq(gk_struct_write(&small, &full, sizeof full, GK_STRUCT_V1(v2, a)), 0);
    ck_assert_int_eq(small.a, 8);
}
END_TEST

/* An allocator that gives blocks of up to 4 KiB only and records the
 * largest request in *ud. */
static void *small_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    (void)osize;
    size_t *largest = ud;
    if (nsize == 0) {
        free(ptr);
        return NULL;
    }
    if (nsize > *largest)
        *largest = nsize;
    return nsize <= 4096 ? realloc(ptr, nsize) : NULL;
}

/* The table's buckets (32 bytes, 1 MiB = 2^15 of them) for a 64-bit and
 * a 32-bit size_t: every size is either a table whose block fits in size_t
 * or refused (0), whatever the host. */
START_TEST(test_table_sizes)
{
    const uint64_t size32 = UINT32_MAX;
    ck_assert_uint_eq(gk_tt_buckets(0, UINT64_MAX), 1);
    ck_assert_uint_eq(gk_tt_buckets(1, UINT64_MAX), UINT64_C(1) << 15);
    ck_assert_uint_eq(gk_tt_buckets(3, UINT64_MAX), UINT64_C(1) << 16); /* rounded down */
    ck_assert_uint_eq(gk_tt_buckets(4095, UINT64_MAX), UINT64_C(1) << 26);
    ck_assert_uint_eq(gk_tt_buckets(4096, UINT64_MAX), UINT64_C(1) << 27);
    ck_assert_uint_eq(gk_tt_buckets(UINT32_MAX, UINT64_MAX), UINT64_C(1) << 46);
    /* 32 bits: a table of 2048 MiB (2^31 bytes and the alignment's slack)
     * fits, and 2049 … 4095 round down to it; 4096 (2^32 bytes) and more
     * do not */
    ck_assert_uint_eq(gk_tt_buckets(1, size32), UINT64_C(1) << 15);
    ck_assert_uint_eq(gk_tt_buckets(2048, size32), UINT64_C(1) << 26);
    ck_assert_uint_eq(gk_tt_buckets(4095, size32), UINT64_C(1) << 26);
    ck_assert_uint_eq(gk_tt_buckets(4096, size32), 0);
    ck_assert_uint_eq(gk_tt_buckets(UINT32_MAX, size32), 0);
    /* a block that would end exactly at the limit is refused too */
    ck_assert_uint_eq(gk_tt_buckets(1, (UINT64_C(1) << 20) + 62), 0);
    ck_assert_uint_eq(gk_tt_buckets(1, (UINT64_C(1) << 20) + 63), UINT64_C(1) << 15);
    ck_assert_uint_eq(gk_tt_buckets(1, 62), 0);
    /* the engines' range on this host */
    ck_assert_int_eq(gk_hash_mb_valid(0, 4096), 0);
    ck_assert_int_eq(gk_hash_mb_valid(1, 4096), 1);
    ck_assert_int_eq(gk_hash_mb_valid(2048, 4096), 1);
    ck_assert_int_eq(gk_hash_mb_valid(4095, 4096), 1);
    ck_assert_int_eq(gk_hash_mb_valid(4096, 4096), SIZE_MAX > UINT32_MAX);
    ck_assert_int_eq(gk_hash_mb_valid(4097, 4096), 0);
    ck_assert_int_eq(gk_hash_mb_valid(UINT32_MAX, 4096), 0);
    /* the largest table an engine asks its allocator for: 4096 MiB and
     * the slack on a 64-bit host, none on a 32-bit one (refused first) */
    size_t largest = 0;
    gk_engine *e = NULL;
    const gk_engine_params ep = {small_alloc, &largest, 4096, 16, 4096, sizeof(gk_engine), 8};
    ck_assert_int_eq(gk_engine_open(&ep, &e),
                     SIZE_MAX > UINT32_MAX ? GK_ERR_NO_MEMORY : GK_ERR_INVALID_ARGUMENT);
    ck_assert_ptr_null(e);
    ck_assert_uint_eq(largest, SIZE_MAX > UINT32_MAX ? ((size_t)4096 << 20) + 63 : 0);
}
END_TEST

/* A text's counted length stops at SIZE_MAX: the result is the caller's
 * too-long code, never a wrapped small length. */
START_TEST(test_sbuf_count)
{
    gk_sbuf b = {NULL, 0, SIZE_MAX - 2};
    gk_sbuf_putn(&b, "abcde", 5);
    ck_assert_uint_eq(b.len, SIZE_MAX);
    gk_sbuf_printf(&b, "%s", "xyz");
    ck_assert_uint_eq(b.len, SIZE_MAX);
    ck_assert_int_eq(gk_sbuf_result(&b, -3), -3);
}
END_TEST

/* The catalogue: each Vietnamese text takes the English one's conversions
 * in the same order; English and unknown texts come back unchanged. */
static void conversions(const char *f, char *out, size_t size)
{
    size_t n = 0;
    for (; *f && n + 1 < size; f++)
        if (*f == '%' && f[1]) {
            f++;
            while (*f && strchr("0123456789.-+ #lzh", *f))
                f++;
            if (*f && n + 1 < size)
                out[n++] = *f;
        }
    out[n] = 0;
}

START_TEST(test_catalogue)
{
    const char *en, *vi;
    size_t i = 0;
    for (; gk_lang_entry(i, &en, &vi); i++) {
        char a[64], b[64];
        conversions(en, a, sizeof a);
        conversions(vi, b, sizeof b);
        ck_assert_msg(!strcmp(a, b), "\"%s\" and \"%s\" differ in conversions", en, vi);
        ck_assert_ptr_eq(gk_tr(GK_LANG_VI, en), vi);
        ck_assert_ptr_eq(gk_tr(GK_LANG_EN, en), en);
    }
    ck_assert_uint_gt(i, 30);
    ck_assert_str_eq(gk_tr(GK_LANG_VI, "commander"), "t\u01b0 l\u1ec7nh");
    ck_assert_str_eq(gk_tr(GK_LANG_VI, "no such text"), "no such text");
    ck_assert(gk_lang_valid(GK_LANG_EN) && gk_lang_valid(GK_LANG_VI));
    ck_assert(!gk_lang_valid(2) && !gk_lang_valid(-1));
}
END_TEST

/* The play programs' catalogue: the same conversions in both languages,
 * each English text once, looked up before the libraries' words. */
START_TEST(test_play_catalogue)
{
    const char *en, *vi, *en2, *vi2;
    size_t i = 0;
    for (; gk_play_lang_entry(i, &en, &vi); i++) {
        char a[64], b[64];
        conversions(en, a, sizeof a);
        conversions(vi, b, sizeof b);
        ck_assert_msg(!strcmp(a, b), "\"%s\" and \"%s\" differ in conversions", en, vi);
        ck_assert_ptr_eq(gk_play_tr(GK_LANG_VI, en), vi);
        ck_assert_ptr_eq(gk_play_tr(GK_LANG_EN, en), en);
        for (size_t j = 0; j < i; j++) {
            ck_assert(gk_play_lang_entry(j, &en2, &vi2));
            ck_assert_msg(strcmp(en, en2), "\"%s\" twice", en);
        }
        /* a library word (a termination, a status) is the libraries' alone */
        for (size_t j = 0; gk_lang_entry(j, &en2, &vi2); j++)
            ck_assert_msg(strcmp(en, en2), "\"%s\" is also in gk_lang.c", en);
    }
    ck_assert_uint_gt(i, 50);
    /* the libraries' words through the same call */
    ck_assert_str_eq(gk_play_tr(GK_LANG_VI, "commander"), "t\u01b0 l\u1ec7nh");
    ck_assert_str_eq(gk_play_tr(GK_LANG_VI, "resignation"), "xin thua");
    ck_assert_str_eq(gk_play_tr(GK_LANG_VI, "checkmate"), "chi\u1ebfu h\u1ebft");
    ck_assert_str_eq(gk_play_tr(GK_LANG_VI, "no such text"), "no such text");
}
END_TEST

START_TEST(test_play_language)
{
    static const char *const vars[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"};
    int lang = -1;
    for (size_t i = 0; i < 4; i++)
        unsetenv(vars[i]);
    ck_assert_int_eq(gk_play_lang_from_env(), GK_LANG_EN);
    for (size_t i = 0; i < 4; i++) {
        setenv(vars[i], "vi_VN.UTF-8", 1);
        ck_assert_int_eq(gk_play_lang_from_env(), GK_LANG_VI);
        /* an earlier variable set to another language wins */
        if (i > 0) {
            setenv(vars[0], "en_US.UTF-8", 1);
            ck_assert_int_eq(gk_play_lang_from_env(), GK_LANG_EN);
            unsetenv(vars[0]);
        }
        unsetenv(vars[i]);
    }
    setenv("LANG", "", 1);
    ck_assert_int_eq(gk_play_lang_from_env(), GK_LANG_EN);
    unsetenv("LANG");
    ck_assert_int_eq(gk_play_lang_parse("vi", &lang), 0);
    ck_assert_int_eq(lang, GK_LANG_VI);
    ck_assert_int_eq(gk_play_lang_parse("en", &lang), 0);
    ck_assert_int_eq(lang, GK_LANG_EN);
    ck_assert_int_eq(gk_play_lang_parse("VI", &lang), -1);
    ck_assert_int_eq(gk_play_lang_parse("", &lang), -1);
    ck_assert_int_eq(lang, GK_LANG_EN);
}
END_TEST

START_TEST(test_play_clock)
{
    static const struct {
        const char *text;
        int64_t base, inc;
    } good[] = {{"quick10", 600000, 0}, {"quick15", 900000, 0}, {"total30", 1800000, 0},
                {"5", 300000, 0},       {"2.5+3", 150000, 3000}, {"0.005", 300, 0},
                {".5+0", 30000, 0},     {"600+600", 36000000, 600000}};
    static const char *const bad[] = {"", "0", "-1", "x", "5+", "5+x", "5+-1", "601",
                                      "1+601", "quick", "5 ", "+5", "1e9", "nan"};
    int64_t base = -1, inc = -1;
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        ck_assert_msg(gk_play_clock_parse(good[i].text, &base, &inc) == 0, "%s", good[i].text);
        ck_assert_int_eq(base, good[i].base);
        ck_assert_int_eq(inc, good[i].inc);
    }
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ck_assert_msg(gk_play_clock_parse(bad[i], &base, &inc) == -1, "%s", bad[i]);
    gk_play_clock c = {0};
    gk_play_clock_set(&c, 60000, 2000);
    ck_assert(c.on);
    /* a thirtieth plus 3/4 of the increment, at most half, at least 1 ms */
    ck_assert_int_eq(gk_play_clock_budget(&c, 0), 2000 + 1500);
    c.left_ns[1] = 2000000000; /* 2 s: 66 + 1500 ms, cut to half of 2 s */
    ck_assert_int_eq(gk_play_clock_budget(&c, 1), 1000);
    c.left_ns[1] = 0;
    ck_assert_int_eq(gk_play_clock_budget(&c, 1), 1);
    char t[32];
    gk_play_clock_text(599999999999LL, t, sizeof t);
    ck_assert_str_eq(t, "9:59.9");
    gk_play_clock_text(-5, t, sizeof t);
    ck_assert_str_eq(t, "0:00.0");
    gk_play_clock_text(1800000LL * 1000000, t, sizeof t);
    ck_assert_str_eq(t, "30:00.0");
}
END_TEST

START_TEST(test_play_score)
{
    static const gk_play_ops ops = {.score_scale = 100};
    gk_play g = {.ops = &ops, .lang = GK_LANG_EN};
    char buf[64];
    static const struct {
        int kind, value;
        const char *en, *vi;
    } cases[] = {{0, 300, "+3 points", "+3 \u0111i\u1ec3m"},
                 {0, -1130, "-11 points", "-11 \u0111i\u1ec3m"},
                 {0, 149, "+1 point", "+1 \u0111i\u1ec3m"},
                 {0, 150, "+2 points", "+2 \u0111i\u1ec3m"},
                 {0, -150, "-2 points", "-2 \u0111i\u1ec3m"},
                 {0, -49, "0 points", "0 \u0111i\u1ec3m"},
                 {1, 3, "wins in 3", "th\u1eafng sau 3 n\u01b0\u1edbc"},
                 {2, 4, "loses in 4", "thua sau 4 n\u01b0\u1edbc"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        g.lang = GK_LANG_EN;
        gk_play_score_text(&g, cases[i].kind, cases[i].value, buf, sizeof buf);
        ck_assert_str_eq(buf, cases[i].en);
        g.lang = GK_LANG_VI;
        gk_play_score_text(&g, cases[i].kind, cases[i].value, buf, sizeof buf);
        ck_assert_str_eq(buf, cases[i].vi);
    }
    g.lang = GK_LANG_EN;
    gk_play_engine_note(&g, 7, 0, -250, buf, sizeof buf);
    ck_assert_str_eq(buf, "[depth 7, engine -3 points]");
}
END_TEST

int main(void)
{
    return run_tests("gamekit", "gamekit", 0, TESTS(test_read_line, test_escape, test_struct_rule,
                                                    test_table_sizes, test_sbuf_count,
                                                    test_catalogue, test_play_catalogue,
                                                    test_play_language, test_play_clock,
                                                    test_play_score));
}
