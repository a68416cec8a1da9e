/* The refusals of a record reader in both languages (ct_reader_*,
 * tl_reader_*; header-only, static): each bad record gives the same code in
 * English and Vietnamese, its message begins with the place in that
 * language ("line L, column C: ", "dòng L, cột C: ") and holds the expected
 * words, and the two messages differ. */
#ifndef BAD_RECORDS_H
#define BAD_RECORDS_H

#include <check.h>
#include <stdio.h>
#include <string.h>

/* A record the reader refuses with code: its message in English holds en,
 * in Vietnamese vi. */
typedef struct bad_record {
    const char *text;
    size_t len; /* 0: strlen(text) */
    int code;
    const char *en, *vi;
} bad_record;

/* Reads text[0..len) in lang (0 English, 1 Vietnamese) up to its first
 * error: its code, its message copied into msg[size]. */
typedef int (*read_in_fn)(const char *text, size_t len, int lang, char *msg, size_t size);

static inline void check_bad_records(const bad_record *b, size_t n, read_in_fn read_in)
{
    for (size_t i = 0; i < n; i++) {
        size_t len = b[i].len ? b[i].len : strlen(b[i].text);
        char msg[2][400];
        for (int lang = 0; lang <= 1; lang++) {
            const char *want = lang ? b[i].vi : b[i].en, *place = lang ? "dòng " : "line ";
            ck_assert_int_eq(read_in(b[i].text, len, lang, msg[lang], sizeof msg[lang]), b[i].code);
            ck_assert_msg(strstr(msg[lang], want), "%s: \"%s\" lacks \"%s\"", b[i].text,
                          msg[lang], want);
            ck_assert_msg(strncmp(msg[lang], place, strlen(place)) == 0, "%s", msg[lang]);
        }
        ck_assert_str_ne(msg[0], msg[1]);
    }
}

#endif
