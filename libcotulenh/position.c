/* Position strings, FEN (T45-T47): reading with every check of T46, one
 * function per field, and writing in T17 order. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "position.h"
#include "gk_lang.h"
#include "gk_sbuf.h"
#include "gk_text.h"

/* The standard set (T7), indexed by kind. */
const uint8_t tl_standard_set[NKIND] = {2, 2, 2, 2, 2, 1, 2, 1, 2, 2, 1};

static const char *const kind_names[NKIND] = {
    "navy", "air force", "tank", "engineer", "headquarters", "commander",
    "infantry", "militia", "artillery", "anti-air", "missile"};

const char *tl_kind_name(int k)
{
    return k >= 0 && k < NKIND ? kind_names[k] : "unknown";
}

int tl_sq_name(int sq, char buf[4])
{
    const int x = sq % TL_FILES, y = sq / TL_FILES + 1;
    int n = 0;
    buf[n++] = (char)('a' + x);
    if (y >= 10)
        buf[n++] = '1';
    buf[n++] = (char)('0' + y % 10);
    buf[n] = 0;
    return n;
}

int tl_sq_scan(const char **s)
{
    const char *p = *s;
    if (*p < 'a' || *p > 'k')
        return -1;
    int x = *p++ - 'a';
    if (*p < '1' || *p > '9')
        return -1;
    int y = *p++ - '0';
    if (y == 1 && *p >= '0' && *p <= '2')
        y = 10 + (*p++ - '0');
    *s = p;
    return (y - 1) * TL_FILES + x;
}

void tl_stack_text(gk_sbuf *b, uint32_t c, int upper, int parens)
{
    const int blue = sc_side(c) && !upper;
    const int many = sc_count(c) > 1 && parens;
    if (many)
        gk_sbuf_putn(b, "(", 1);
    for (uint32_t k = sc_kinds(c); k; k &= k - 1) {
        const int t = __builtin_ctz(k);
        char txt[2] = {0, 0};
        int n = 0;
        if (sc_is_hero(c, t))
            txt[n++] = '+';
        txt[n++] = (char)(blue ? tl_letters[t] + ('a' - 'A') : tl_letters[t]);
        gk_sbuf_putn(b, txt, (size_t)n);
    }
    if (many)
        gk_sbuf_putn(b, ")", 1);
}

int tl_pos_format(const tl_pos *pos, char *buf, size_t size)
{
    gk_sbuf b = {buf, size, 0};
    for (int y = TL_RANKS - 1; y >= 0; y--) {
        int empty = 0;
        for (int x = 0; x < TL_FILES; x++) {
            const uint32_t c = pos->b[PAD(x, y)];
            if (!c) {
                empty++;
                continue;
            }
            if (empty)
                gk_sbuf_printf(&b, "%d", empty);
            empty = 0;
            tl_stack_text(&b, c, 0, 1);
        }
        if (empty)
            gk_sbuf_printf(&b, "%d", empty);
        if (y)
            gk_sbuf_putn(&b, "/", 1);
    }
    gk_sbuf_printf(&b, " %c - - %d %d", pos->side ? 'b' : 'r', (int)pos->halfmove,
                   (int)pos->fullmove);
    if (pos->origin) {
        char sq[4];
        tl_sq_name(tl_p2s[pos->origin], sq);
        gk_sbuf_printf(&b, " %s:", sq);
        for (int k = 0; k < NKIND; k++)
            if (pos->may_step >> k & 1)
                gk_sbuf_putn(&b, &tl_letters[k], 1);
        if (pos->cap)
            gk_sbuf_putn(&b, ":x", 2);
    }
    return gk_sbuf_result(&b, TL_ERR_BUFFER_TOO_SMALL);
}

/* Where the message of a refused FEN goes, and its language. */
typedef struct fen_msg {
    char *err;
    size_t size;
    int lang;
} fen_msg;

/* Writes the message (fmt is its English form, looked up in gamekit's
 * catalogue) into m's buffer in m's language and returns code. */
static int fen_fail(const fen_msg *m, int code, const char *fmt, ...) GK_PRINTF(3, 4);
static int fen_fail(const fen_msg *m, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (m->err && m->size)
        gk_vmessage(m->err, m->size, gk_tr(m->lang, fmt), ap);
    va_end(ap);
    return code;
}

#define FAIL(code, ...) fen_fail(m, (code), __VA_ARGS__)
#define PARSE TL_ERR_PARSE
#define INVALID TL_ERR_INVALID_POSITION

/* The fields of a FEN (T45): placement, side, two '-', the halfmove clock,
 * the fullmove number, and the deploy session (T47) when one is open. */
enum { F_PLACEMENT, F_SIDE, F_DASH1, F_DASH2, F_HALFMOVE, F_FULLMOVE, F_SESSION, NFIELDS };
/* The longest session field read ("k12:" and the 11 letters and ":x"). */
#define SESSION_FIELD_MAX 64
/* Digits of a counter (TL_COUNTER_MAX has 9). */
#define COUNTER_DIGITS 9

/* Fields kept by split_fields(): one more than a FEN has, to count it in
 * the message. */
#define FIELDS_KEPT (NFIELDS + 1)

typedef struct fen_fields {
    const char *f[FIELDS_KEPT];
    size_t len[FIELDS_KEPT];
    int n;
} fen_fields;

/* A decimal number 0 .. TL_COUNTER_MAX, at most COUNTER_DIGITS digits. */
static int scan_uint(const char *s, size_t n, int32_t *out)
{
    if (!n || n > COUNTER_DIGITS)
        return -1;
    int32_t v = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9' || v > (TL_COUNTER_MAX - (s[i] - '0')) / 10)
            return -1;
        v = v * 10 + (s[i] - '0');
    }
    *out = v;
    return 0;
}

static int is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* The text, without surrounding blanks, cut at single spaces. */
static int split_fields(const char *text, fen_fields *ff, const fen_msg *m)
{
    while (is_blank(*text))
        text++;
    size_t len = strlen(text);
    while (len && is_blank(text[len - 1]))
        len--;
    ff->n = 0;
    for (size_t i = 0; i < len;) {
        size_t j = i;
        while (j < len && text[j] != ' ')
            j++;
        if (j == i)
            return FAIL(PARSE, "two spaces in a row: fields are separated by one space");
        if (ff->n == FIELDS_KEPT)
            return FAIL(PARSE, "more than %d fields", FIELDS_KEPT);
        ff->f[ff->n] = text + i;
        ff->len[ff->n++] = j - i;
        i = j < len ? j + 1 : j;
        if (j < len && i == len)
            return FAIL(PARSE, "a space at the end");
    }
    if (ff->n != NFIELDS - 1 && ff->n != NFIELDS)
        return FAIL(PARSE, "%d fields, not %d (or %d with a deploy session)", ff->n,
                    NFIELDS - 1, NFIELDS);
    return 0;
}

/* One stack of the placement at s[*i] (a letter, or a parenthesised
 * stack), on file x of rank y: its code into *code. */
static int read_stack(const char *s, size_t len, size_t *i, int x, int y, uint32_t *code,
                      const fen_msg *m)
{
    char q[GK_QUOTE_SIZE];
    const int paren = s[*i] == '(';
    if (paren)
        (*i)++;
    uint32_t kinds = 0, heroic = 0;
    int side = -1, npieces = 0, mixed = 0, dup = 0;
    while (1) {
        int hero = 0;
        if (*i < len && s[*i] == '+') {
            hero = 1;
            (*i)++;
        }
        if (*i == len)
            return FAIL(PARSE, "rank %d ends inside a piece", y + 1);
        const char ch = s[*i];
        const int k = tl_kind_of_letter((unsigned char)ch);
        if (k < 0 || !((ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z')))
            return FAIL(PARSE, "rank %d: '%s' is not a piece letter", y + 1,
                        gk_quote_char(q, s + *i, len - *i));
        const int sd = ch >= 'a';
        if (side >= 0 && sd != side)
            mixed = 1;
        side = sd;
        if (kinds & (1u << k))
            dup = 1;
        kinds |= 1u << k;
        if (hero)
            heroic |= 1u << k;
        npieces++;
        (*i)++;
        if (!paren)
            break;
        if (*i < len && s[*i] == ')') {
            (*i)++;
            break;
        }
    }
    if (paren && npieces < 2)
        return FAIL(PARSE, "rank %d: a stack in parentheses needs two or more pieces", y + 1);
    if (x >= TL_FILES)
        return FAIL(PARSE, "rank %d covers more than %d squares", y + 1, TL_FILES);
    char sq[4];
    tl_sq_name(TL_SQUARE(x, y), sq);
    if (mixed)
        return FAIL(INVALID, "the stack on %s mixes Red and Blue pieces (T46)", sq);
    if (dup || !tl_valid_stack[kinds])
        return FAIL(INVALID, "the stack on %s is not a valid stack (T17)", sq);
    *code = sc_make(kinds, heroic, side);
    return 0;
}

/* Field 1, the placement (T45): the board codes only (accounted later). */
static int read_placement(tl_pos *pos, const char *s, size_t len, const fen_msg *m)
{
    int y = TL_RANKS - 1, x = 0, last_num = 0;
    size_t i = 0;
    while (1) {
        if (i == len || s[i] == '/') {
            if (x != TL_FILES)
                return FAIL(PARSE, "rank %d covers %d squares, not %d", y + 1, x, TL_FILES);
            if (i == len)
                break;
            if (--y < 0)
                return FAIL(PARSE, "more than %d ranks", TL_RANKS);
            x = 0;
            last_num = 0;
            i++;
            continue;
        }
        const char ch = s[i];
        if (ch >= '0' && ch <= '9') {
            if (last_num)
                return FAIL(PARSE, "rank %d: two numbers in a row", y + 1);
            int v = ch - '0';
            i++;
            if (v == 1 && i < len && s[i] >= '0' && s[i] <= '1')
                v = 10 + (s[i++] - '0');
            if (v < 1)
                return FAIL(PARSE, "rank %d: 0 is not a number of empty squares", y + 1);
            if (x + v > TL_FILES)
                return FAIL(PARSE, "rank %d covers more than %d squares", y + 1, TL_FILES);
            x += v;
            last_num = 1;
            continue;
        }
        last_num = 0;
        uint32_t code = 0;
        const int rc = read_stack(s, len, &i, x, y, &code, m);
        if (rc)
            return rc;
        pos->b[PAD(x, y)] = code;
        x++;
    }
    if (y != 0)
        return FAIL(PARSE, "%d ranks, not %d", TL_RANKS - y, TL_RANKS);
    return 0;
}

/* Field 2, the side to move: 'r' or 'b'. */
static int read_side(const char *f, size_t len, int *side, const fen_msg *m)
{
    char q[GK_QUOTE_SIZE];
    if (len != 1 || (f[0] != 'r' && f[0] != 'b'))
        return FAIL(PARSE, "the side to move must be 'r' or 'b', not '%s'",
                    gk_quote(q, f, len, 20));
    *side = f[0] == 'b';
    return 0;
}

/* Fields 3 and 4: '-' each (the chess castling and en-passant fields). */
static int read_dashes(const fen_fields *ff, const fen_msg *m)
{
    if (ff->len[F_DASH1] != 1 || ff->f[F_DASH1][0] != '-' || ff->len[F_DASH2] != 1 ||
        ff->f[F_DASH2][0] != '-')
        return FAIL(PARSE, "fields 3 and 4 must be '-'");
    return 0;
}

/* Fields 5 and 6, the halfmove clock (T43) and the fullmove number
 * (T44). */
static int read_counters(const fen_fields *ff, int32_t *half, int32_t *full,
                         const fen_msg *m)
{
    char q[GK_QUOTE_SIZE];
    const char *h = ff->f[F_HALFMOVE], *f = ff->f[F_FULLMOVE];
    const size_t hl = ff->len[F_HALFMOVE], fl = ff->len[F_FULLMOVE];
    if (scan_uint(h, hl, half))
        return FAIL(PARSE, "the halfmove clock '%s' is not a number from 0 to %d",
                    gk_quote(q, h, hl, 20), TL_COUNTER_MAX);
    if (scan_uint(f, fl, full) || *full < 1)
        return FAIL(PARSE, "the fullmove number '%s' is not a number from 1 to %d",
                    gk_quote(q, f, fl, 20), TL_COUNTER_MAX);
    return 0;
}

/* Field 7, the open deploy session (T47): origin:letters[:x], checked
 * against the placement. */
static int read_session(const tl_pos *pos, int side, const char *f, size_t len, int *origin,
                        unsigned *may, int *cap, const fen_msg *m)
{
    char q[GK_QUOTE_SIZE];
    char tmp[SESSION_FIELD_MAX];
    if (len >= sizeof tmp)
        return FAIL(PARSE, "the session field is too long");
    memcpy(tmp, f, len);
    tmp[len] = 0;
    const char *t = tmp;
    const int sq = tl_sq_scan(&t);
    if (sq < 0 || *t != ':')
        return FAIL(PARSE, "the session field '%s' must be origin:letters[:x]",
                    gk_quote(q, tmp, len, GK_QUOTE_MAX));
    t++;
    while (*t && *t != ':') {
        const int k = tl_kind_of_letter((unsigned char)*t);
        if (k < 0 || *t < 'A' || *t > 'Z')
            return FAIL(PARSE, "session field: '%s' is not an uppercase piece letter",
                        gk_quote_char(q, t, len - (size_t)(t - tmp)));
        if (*may & (1u << k))
            return FAIL(PARSE, "session field: '%s' twice", gk_quote_char(q, t, 1));
        *may |= 1u << k;
        t++;
    }
    if (*t) {
        if (strcmp(t, ":x"))
            return FAIL(PARSE, "the session field '%s' must end in ':x' or nothing",
                        gk_quote(q, tmp, len, GK_QUOTE_MAX));
        *cap = 1;
    }
    *origin = tl_s2p[sq];
    const uint32_t c = pos->b[*origin];
    char nm[4];
    tl_sq_name(sq, nm);
    if (c && sc_side(c) != side)
        return FAIL(INVALID, "the session origin %s holds the other side's stack", nm);
    if ((*may & sc_kinds(c)) != *may)
        return FAIL(INVALID, "session field: a piece that may still step is not on %s", nm);
    return 0;
}

/* T46 over the whole placement: terrain (the origin exempt by T47), one
 * commander a side, at most TL_SIDE_MAX pieces a side. */
static int check_placement(const tl_pos *pos, int origin, const fen_msg *m)
{
    uint8_t cnt[2][NKIND] = {{0}};
    int total[2] = {0, 0};
    for (int s = 0; s < TL_SQUARES; s++) {
        const int p = tl_s2p[s];
        const uint32_t c = pos->b[p];
        if (!c)
            continue;
        char nm[4];
        tl_sq_name(s, nm);
        const int car = sc_carrier(c);
        if (p != origin && !(tl_terrain[p] & kind_stand(car)))
            return FAIL(INVALID, "%s %s on %s cannot stand on %s (T5)",
                        tl_side_word(m->lang, sc_side(c)),
                        gk_tr(m->lang, kind_names[car]), nm,
                        gk_tr(m->lang, car == PN ? "land" : "water"));
        for (uint32_t k = sc_kinds(c); k; k &= k - 1) {
            cnt[sc_side(c)][__builtin_ctz(k)]++;
            total[sc_side(c)]++;
        }
    }
    for (int sd = 0; sd < 2; sd++)
        if (cnt[sd][PC] > 1)
            return FAIL(INVALID, "%s has more than one commander (T46)",
                        tl_side_word(m->lang, sd));
    for (int sd = 0; sd < 2; sd++)
        if (total[sd] > TL_SIDE_MAX)
            return FAIL(INVALID, "%s has %d pieces, more than the %d of the standard set (T7)",
                        tl_side_word(m->lang, sd), total[sd], TL_SIDE_MAX);
    return 0;
}

int tl_pos_parse(tl_pos *out, const char *text, char *err, size_t errsize)
{
    return tl_pos_read(out, text, GK_LANG_EN, err, errsize);
}

int tl_pos_read(tl_pos *out, const char *text, int lang, char *err, size_t errsize)
{
    const fen_msg msg = {err, errsize, lang}, *m = &msg;
    if (err && errsize)
        err[0] = 0;
    fen_fields ff;
    int rc = split_fields(text, &ff, m);
    tl_pos pos;
    tl_pos_clear(&pos);
    int side = 0, origin = 0, cap = 0;
    unsigned may = 0;
    int32_t half = 0, full = 1;
    if (!rc)
        rc = read_placement(&pos, ff.f[F_PLACEMENT], ff.len[F_PLACEMENT], m);
    if (!rc)
        rc = read_side(ff.f[F_SIDE], ff.len[F_SIDE], &side, m);
    if (!rc)
        rc = read_dashes(&ff, m);
    if (!rc)
        rc = read_counters(&ff, &half, &full, m);
    if (!rc && ff.n == NFIELDS)
        rc = read_session(&pos, side, ff.f[F_SESSION], ff.len[F_SESSION], &origin, &may, &cap,
                          m);
    if (!rc)
        rc = check_placement(&pos, origin, m);
    if (rc)
        return rc;
    /* Account every stack (hash, coverage, counts). */
    tl_pos real;
    tl_pos_clear(&real);
    for (int s = 0; s < TL_SQUARES; s++) {
        const int p = tl_s2p[s];
        if (pos.b[p])
            tl_pos_set(&real, p, pos.b[p]);
    }
    if (side) {
        real.side = 1;
        real.hash ^= tl_zside;
    }
    real.halfmove = half;
    real.fullmove = full;
    if (origin)
        tl_pos_session(&real, origin, may, cap);
    *out = real;
    return 0;
}
