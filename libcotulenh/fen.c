/* FEN (T45-T47): reading with every check of T46, writing in T17 order. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen.h"
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
    const int x = sq % 11, y = sq / 11 + 1;
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
    return (y - 1) * 11 + x;
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

int tl_fen_write(const tl_pos *pos, char *buf, size_t size)
{
    gk_sbuf b = {buf, size, 0};
    for (int y = 11; y >= 0; y--) {
        int empty = 0;
        for (int x = 0; x < 11; x++) {
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
    return gk_sbuf_result(&b, -3);
}

#define FAIL(code, ...) (gk_message(err, errsize, __VA_ARGS__), (code))

/* A decimal number 0 .. TL_COUNTER_MAX, at most 9 digits. */
static int scan_uint(const char *s, size_t n, int32_t *out)
{
    if (!n || n > 9)
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

static int parse_placement(tl_pos *pos, const char *s, size_t len, char *err, size_t errsize)
{
    char q[GK_QUOTE_SIZE];
    int y = 11, x = 0, last_num = 0;
    size_t i = 0;
    while (1) {
        if (i == len || s[i] == '/') {
            if (x != 11)
                return FAIL(-4, "rank %d covers %d squares, not 11", y + 1, x);
            if (i == len)
                break;
            if (--y < 0)
                return FAIL(-4, "more than 12 ranks");
            x = 0;
            last_num = 0;
            i++;
            continue;
        }
        const char ch = s[i];
        if (ch >= '0' && ch <= '9') {
            if (last_num)
                return FAIL(-4, "rank %d: two numbers in a row", y + 1);
            int v = ch - '0';
            i++;
            if (v == 1 && i < len && s[i] >= '0' && s[i] <= '1')
                v = 10 + (s[i++] - '0');
            if (v < 1)
                return FAIL(-4, "rank %d: 0 is not a number of empty squares", y + 1);
            if (x + v > 11)
                return FAIL(-4, "rank %d covers more than 11 squares", y + 1);
            x += v;
            last_num = 1;
            continue;
        }
        last_num = 0;
        int paren = ch == '(';
        if (paren)
            i++;
        uint32_t kinds = 0, heroic = 0;
        int side = -1, npieces = 0, mixed = 0, dup = 0;
        while (1) {
            int hero = 0;
            if (i < len && s[i] == '+') {
                hero = 1;
                i++;
            }
            if (i == len)
                return FAIL(-4, "rank %d ends inside a piece", y + 1);
            const int k = tl_kind_of_letter((unsigned char)s[i]);
            if (k < 0 || !((s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= 'a' && s[i] <= 'z')))
                return FAIL(-4, "rank %d: '%s' is not a piece letter", y + 1,
                            gk_quote_char(q, s + i, len - i));
            const int sd = s[i] >= 'a';
            if (side >= 0 && sd != side)
                mixed = 1;
            side = sd;
            if (kinds & (1u << k))
                dup = 1;
            kinds |= 1u << k;
            if (hero)
                heroic |= 1u << k;
            npieces++;
            i++;
            if (!paren)
                break;
            if (i < len && s[i] == ')') {
                i++;
                break;
            }
        }
        if (paren && npieces < 2)
            return FAIL(-4, "rank %d: a stack in parentheses needs two or more pieces", y + 1);
        if (x >= 11)
            return FAIL(-4, "rank %d covers more than 11 squares", y + 1);
        char sq[4];
        tl_sq_name(y * 11 + x, sq);
        if (mixed)
            return FAIL(-5, "the stack on %s mixes Red and Blue pieces (T46)", sq);
        if (dup || !tl_valid_stack[kinds])
            return FAIL(-5, "the stack on %s is not a valid stack (T17)", sq);
        pos->b[PAD(x, y)] = sc_make(kinds, heroic, side); /* accounted later */
        x++;
    }
    if (y != 0)
        return FAIL(-4, "%d ranks, not 12", 12 - y);
    return 0;
}

int tl_fen_read(tl_pos *out, const char *text, char *err, size_t errsize)
{
    if (err && errsize)
        err[0] = 0;
    while (*text == ' ' || *text == '\t' || *text == '\n' || *text == '\r')
        text++;
    size_t len = strlen(text);
    while (len && (text[len - 1] == ' ' || text[len - 1] == '\t' || text[len - 1] == '\n' ||
                   text[len - 1] == '\r'))
        len--;
    const char *f[8];
    size_t fl[8];
    int nf = 0;
    for (size_t i = 0; i < len;) {
        size_t j = i;
        while (j < len && text[j] != ' ')
            j++;
        if (j == i)
            return FAIL(-4, "two spaces in a row: fields are separated by one space");
        if (nf == 8)
            return FAIL(-4, "more than 7 fields");
        f[nf] = text + i;
        fl[nf++] = j - i;
        i = j < len ? j + 1 : j;
        if (j < len && i == len)
            return FAIL(-4, "a space at the end");
    }
    if (nf != 6 && nf != 7)
        return FAIL(-4, "%d fields, not 6 (or 7 with a deploy session)", nf);

    char q[GK_QUOTE_SIZE];
    tl_pos pos;
    tl_pos_clear(&pos);
    int rc = parse_placement(&pos, f[0], fl[0], err, errsize);
    if (rc)
        return rc;
    if (fl[1] != 1 || (f[1][0] != 'r' && f[1][0] != 'b'))
        return FAIL(-4, "the side to move must be 'r' or 'b', not '%s'",
                    gk_quote(q, f[1], fl[1], 20));
    if (fl[2] != 1 || f[2][0] != '-' || fl[3] != 1 || f[3][0] != '-')
        return FAIL(-4, "fields 3 and 4 must be '-'");
    int32_t half, full;
    if (scan_uint(f[4], fl[4], &half))
        return FAIL(-4, "the halfmove clock '%s' is not a number from 0 to %d",
                    gk_quote(q, f[4], fl[4], 20), TL_COUNTER_MAX);
    if (scan_uint(f[5], fl[5], &full) || full < 1)
        return FAIL(-4, "the fullmove number '%s' is not a number from 1 to %d",
                    gk_quote(q, f[5], fl[5], 20), TL_COUNTER_MAX);

    const int side = f[1][0] == 'b';
    int origin = 0, cap = 0;
    unsigned may = 0;
    if (nf == 7) { /* T47 */
        char tmp[64];
        if (fl[6] >= sizeof tmp)
            return FAIL(-4, "the session field is too long");
        memcpy(tmp, f[6], fl[6]);
        tmp[fl[6]] = 0;
        const char *t = tmp;
        const int sq = tl_sq_scan(&t);
        if (sq < 0 || *t != ':')
            return FAIL(-4, "the session field '%s' must be origin:letters[:x]",
                        gk_quote(q, tmp, fl[6], GK_QUOTE_MAX));
        t++;
        while (*t && *t != ':') {
            const int k = tl_kind_of_letter((unsigned char)*t);
            if (k < 0 || *t < 'A' || *t > 'Z')
                return FAIL(-4, "session field: '%s' is not an uppercase piece letter",
                            gk_quote_char(q, t, fl[6] - (size_t)(t - tmp)));
            if (may & (1u << k))
                return FAIL(-4, "session field: '%s' twice", gk_quote_char(q, t, 1));
            may |= 1u << k;
            t++;
        }
        if (*t) {
            if (strcmp(t, ":x"))
                return FAIL(-4, "the session field '%s' must end in ':x' or nothing",
                            gk_quote(q, tmp, fl[6], GK_QUOTE_MAX));
            cap = 1;
        }
        origin = tl_s2p[sq];
        const uint32_t c = pos.b[origin];
        char nm[4];
        tl_sq_name(sq, nm);
        if (c && sc_side(c) != side)
            return FAIL(-5, "the session origin %s holds the other side's stack", nm);
        if ((may & sc_kinds(c)) != may)
            return FAIL(-5, "session field: a piece that may still step is not on %s", nm);
    }

    /* Terrain (T46, the origin exempt by T47), commanders, piece counts. */
    uint8_t cnt[2][NKIND] = {{0}};
    int total[2] = {0, 0};
    for (int s = 0; s < 132; s++) {
        const int p = tl_s2p[s];
        const uint32_t c = pos.b[p];
        if (!c)
            continue;
        char nm[4];
        tl_sq_name(s, nm);
        const int car = sc_carrier(c);
        if (p != origin && !(tl_terrain[p] & kind_stand(car)))
            return FAIL(-5, "%s %s on %s cannot stand on %s (T5)", sc_side(c) ? "Blue" : "Red",
                        kind_names[car], nm, car == PN ? "land" : "water");
        for (uint32_t k = sc_kinds(c); k; k &= k - 1) {
            cnt[sc_side(c)][__builtin_ctz(k)]++;
            total[sc_side(c)]++;
        }
    }
    for (int sd = 0; sd < 2; sd++)
        if (cnt[sd][PC] > 1)
            return FAIL(-5, "%s has more than one commander (T46)", sd ? "Blue" : "Red");
    for (int sd = 0; sd < 2; sd++)
        if (total[sd] > TL_SIDE_MAX)
            return FAIL(-5, "%s has %d pieces, more than the %d of the standard set (T7)",
                        sd ? "Blue" : "Red", total[sd], TL_SIDE_MAX);
    /* Account every stack (hash, coverage, counts). */
    tl_pos real;
    tl_pos_clear(&real);
    for (int s = 0; s < 132; s++) {
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
