/* gamekit's line reader, echo escaping and size rule (gk_line.h,
 * gk_struct.h), used by the programs and both libraries. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "check_run.h"
#include "gk_line.h"
#include "gk_struct.h"

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

int main(void)
{
    return run_tests("gamekit", "gamekit", 0, TESTS(test_read_line, test_escape, test_struct_rule));
}
