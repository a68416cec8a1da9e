/* Allocation failures (they change nothing), and the detail messages that
 * quote hostile input (always valid UTF-8, escaped, short).  API misuse and
 * the tables of malformed FENs, setups and moves are cotulenh-hostile's
 * (test_hostile.c). */
#include "testutil.h"

#define START6 \
    "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4"

/* An allocator that fails from the n-th call on (counting allocations and
 * resizes, not frees). */
typedef struct failing {
    int calls, fail_at;
} failing;

static void *failing_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    failing *f = ud;
    (void)osize;
    if (!nsize) {
        free(ptr);
        return NULL;
    }
    if (++f->calls >= f->fail_at)
        return NULL;
    return realloc(ptr, nsize);
}

START_TEST(allocation_failures)
{
    for (int at = 1; at < 8; at++) {
        failing f = {0, at};
        tl_game *g = NULL;
        int rc = tl_game_new_with_alloc(NULL, failing_alloc, &f, &g);
        if (rc) {
            ck_assert_int_eq(rc, TL_ERR_NO_MEMORY);
            ck_assert_ptr_null(g);
            continue;
        }
        /* play until the history cannot grow; the failing move changes nothing */
        char before[TL_FEN_MAX], after[TL_FEN_MAX];
        const char *moves[] = {"Fe2e3", "Fe11e10", "Fe3e2", "Fe10e11"};
        for (int i = 0; i < 200; i++) {
            tl_game_fen(g, before, sizeof before);
            rc = tl_game_play_text(g, moves[i % 4]);
            if (rc) {
                ck_assert_int_eq(rc, TL_ERR_NO_MEMORY);
                tl_game_fen(g, after, sizeof after);
                ck_assert_str_eq(before, after);
                ck_assert_int_eq(tl_game_history(g, NULL, 0), i);
                break;
            }
            if (tl_game_outcome(g, NULL) != TL_ONGOING)
                break;
        }
        tl_game *c = NULL;
        rc = tl_game_clone(g, &c);
        ck_assert(rc == TL_OK || rc == TL_ERR_NO_MEMORY);
        if (rc == TL_OK) {
            ck_assert_uint_eq(tl_game_hash(c), tl_game_hash(g));
            tl_game_free(c);
        } else {
            ck_assert_ptr_null(c);
        }
        tl_game_free(g);
    }
}
END_TEST

/* --- Detail messages that quote hostile input ---
 * Every message must be valid UTF-8, hold no raw control character (C0 or
 * DEL) and stay short, whatever the input: control characters, binary junk
 * (no NUL byte), multi-byte characters cut where the excerpt ends. */
#define MSG_MAX 200 /* bytes: a message's text plus at most two excerpts */

/* Is s valid UTF-8 (shortest forms, no surrogates, at most U+10FFFF)?
 * Written here, not gamekit's, so that the check does not trust the code
 * it checks. */
static int valid_utf8(const unsigned char *s)
{
    while (*s) {
        unsigned c = *s++, cp, n;
        if (c < 0x80)
            continue;
        if (c >= 0xC2 && c <= 0xDF)
            n = 1, cp = c & 0x1F;
        else if (c >= 0xE0 && c <= 0xEF)
            n = 2, cp = c & 0x0F;
        else if (c >= 0xF0 && c <= 0xF4)
            n = 3, cp = c & 0x07;
        else
            return 0;
        for (unsigned i = 0; i < n; i++, s++) {
            if ((*s & 0xC0) != 0x80)
                return 0;
            cp = cp << 6 | (*s & 0x3Fu);
        }
        if ((n == 2 && cp < 0x800) || (n == 3 && cp < 0x10000) || cp > 0x10FFFF
            || (cp >= 0xD800 && cp <= 0xDFFF))
            return 0;
    }
    return 1;
}

/* The message of the last call on g, checked; what names the input. */
static void check_message(tl_game *g, int rc, const char *what, const char *input)
{
    const char *msg = tl_game_error(g);
    const size_t len = strlen(msg);
    ck_assert_msg(rc < 0, "%s (%zu bytes): accepted", what, strlen(input));
    ck_assert_msg(len > 0, "%s: no message", what);
    ck_assert_msg(len <= MSG_MAX, "%s: message of %zu bytes: %s", what, len, msg);
    ck_assert_msg(valid_utf8((const unsigned char *)msg), "%s: message not UTF-8: %s", what,
                  msg);
    for (size_t i = 0; i < len; i++)
        ck_assert_msg((unsigned char)msg[i] >= 0x20 && msg[i] != 0x7F,
                      "%s: raw control byte 0x%02X at %zu of: %s", what,
                      (unsigned char)msg[i], i, msg);
}

/* The hostile pieces of text: control characters, a lone lead byte, DEL,
 * an escape sequence, and text whose multi-byte characters straddle the
 * excerpt's end (40 bytes) at every offset. */
static const char *const hostile[] = {
    "\x01", "\x1b[31mred", "\x7f\x7f", "\t\x0b\x0c", "\xc3", "\xe2\x82", "\xf0\x9f\x98",
    "\xff\xfe", "\xc0\xaf", "\xed\xa0\x80", "a\x01" "b\x02" "c",
};

/* n bytes of NUL-free junk from seed (an LCG). */
static void junk(char *out, size_t n, uint32_t seed)
{
    for (size_t i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        out[i] = (char)(1 + (seed >> 16) % 255);
    }
    out[n] = 0;
}

/* s with the character ch (UTF-8) repeated after `lead` ASCII letters, to
 * cut ch at byte 40 (or 20) of an excerpt. */
static void straddle(char *out, size_t lead, const char *ch, size_t total)
{
    size_t n = 0;
    while (n < lead)
        out[n++] = 'a';
    while (n + strlen(ch) <= total) {
        memcpy(out + n, ch, strlen(ch));
        n += strlen(ch);
    }
    out[n] = 0;
}

/* Every entry point that quotes its input, each with the piece of text
 * placed where it is quoted. */
static void try_everywhere(const char *piece, const char *what)
{
    static const char *const fen_forms[] = {
        /* the piece where a piece letter is expected (placement) */
        "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/5%s5/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1",
        START6 " %s - - 0 1",           /* side to move */
        START6 " r - - %s 1",           /* halfmove clock */
        START6 " r - - 0 %s",           /* fullmove number */
        START6 " r - - 0 1 %s",         /* session field: origin */
        START6 " r - - 0 1 c4:%s",      /* session field: a letter */
        START6 " r - - 0 1 c4:N%s",     /* session field: after a letter */
        START6 " r - - 0 1 c4:N:%s",    /* session field: the end */
        START6 " r - - 0 1 c4%s:N",     /* session field: after the origin */
    };
    static const char *const move_forms[] = {"%s", "Ic5c6%s", "I%sc5c6", "(%s)c5c6"};
    static const char *const text_forms[] = {"%s", "Ic5c6,%s", "Fe2e3,Fe11e10,%s",
                                             "%s,Ic5c6", "Ic5c6,Ic8c7%s"};
    char in[2048], label[64];
    tl_game *g = tl_load(NULL);
    for (size_t f = 0; f < sizeof fen_forms / sizeof fen_forms[0]; f++) {
        snprintf(in, sizeof in, fen_forms[f], piece);
        snprintf(label, sizeof label, "%s, FEN form %zu", what, f);
        check_message(g, tl_game_set_fen(g, in), label, in);
        check_message(g, tl_game_validate_setup(g, in), label, in);
    }
    for (size_t f = 0; f < sizeof move_forms / sizeof move_forms[0]; f++) {
        tl_move m;
        snprintf(in, sizeof in, move_forms[f], piece);
        snprintf(label, sizeof label, "%s, move form %zu", what, f);
        check_message(g, tl_game_parse_move(g, in, &m), label, in);
    }
    for (size_t f = 0; f < sizeof text_forms / sizeof text_forms[0]; f++) {
        snprintf(in, sizeof in, text_forms[f], piece);
        snprintf(label, sizeof label, "%s, text form %zu", what, f);
        check_message(g, tl_game_play_text(g, in), label, in);
        ck_assert_int_eq(tl_game_history(g, NULL, 0), 0);
    }
    tl_game_free(g);
}

START_TEST(quoted_control_characters)
{
    char label[32];
    snprintf(label, sizeof label, "hostile %d", _i);
    try_everywhere(hostile[_i], label);
}
END_TEST

START_TEST(quoted_binary_junk)
{
    static const size_t lengths[] = {1, 2, 7, 19, 20, 21, 39, 40, 41, 47, 48, 63, 64, 300, 1500};
    char piece[1600], label[48];
    for (size_t l = 0; l < sizeof lengths / sizeof lengths[0]; l++) {
        junk(piece, lengths[l], (uint32_t)(_i * 31 + l));
        snprintf(label, sizeof label, "junk seed %d length %zu", _i, lengths[l]);
        try_everywhere(piece, label);
    }
}
END_TEST

START_TEST(quoted_cut_characters)
{
    /* 2, 3 and 4-byte characters, led in so that one of them crosses byte
     * 20 or 40 of the excerpt at each offset; several total lengths. */
    static const char *const chars[] = {"\xc3\xa9", "\xe1\xbb\x9d", "\xf0\x9f\x98\x80"};
    static const size_t totals[] = {42, 47, 60, 300};
    char piece[400], label[64];
    for (size_t c = 0; c < 3; c++)
        for (size_t lead = 14; lead <= 40; lead++)
            for (size_t t = 0; t < sizeof totals / sizeof totals[0]; t++) {
                straddle(piece, lead, chars[c], totals[t]);
                snprintf(label, sizeof label, "char %zu lead %zu total %zu", c, lead, totals[t]);
                try_everywhere(piece, label);
            }
}
END_TEST

/* The turn-over message quotes the whole record and its last step. */
START_TEST(quoted_turn_over)
{
    char in[512];
    tl_game *g = tl_load(NULL);
    for (size_t lead = 0; lead < 40; lead++) {
        /* valid steps, spaces and tabs around them, a long record */
        size_t n = (size_t)snprintf(in, sizeof in, "Fe2e3");
        for (size_t i = 0; i < lead; i++)
            in[n++] = i % 2 ? ' ' : '\t';
        snprintf(in + n, sizeof in - n, ",Fe11e10,Fe3e2,Fe10e11");
        check_message(g, tl_game_play_text(g, in), "turn over", in);
        ck_assert_int_eq(tl_game_history(g, NULL, 0), 0);
    }
    tl_game_free(g);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cotulenh-malformed");
    add_tests(s, "malformed", 0, TESTS(allocation_failures));
    TCase *tq = add_tests(s, "messages", 120, TESTS(quoted_cut_characters, quoted_turn_over));
    tcase_add_loop_test(tq, quoted_control_characters, 0,
                        (int)(sizeof hostile / sizeof hostile[0]));
    tcase_add_loop_test(tq, quoted_binary_junk, 0, 8);
    return run_suite(s);
}
