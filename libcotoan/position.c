/* Position strings (R19): reading and writing; square names. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "cotoan/game.h"
#include "gk_sbuf.h"
#include "gk_text.h"
#include "position.h"

/* ---- squares ------------------------------------------------------------ */

int ct_sq_name(int sq, char buf[4])
{
    int n = 0, rank = sq / 9 + 1;
    buf[n++] = (char)('a' + sq % 9);
    if (rank >= 10)
        buf[n++] = '1';
    buf[n++] = (char)('0' + rank % 10);
    buf[n] = '\0';
    return n;
}

int ct_sq_scan(const char **s)
{
    const char *p = *s;
    int c = tolower((unsigned char)*p);
    if (c < 'a' || c > 'i')
        return -1;
    p++;
    if (*p < '1' || *p > '9')
        return -1;
    int rank = *p++ - '0';
    if (rank == 1 && *p >= '0' && *p <= '1')
        rank = 10 + (*p++ - '0');
    if (rank > 11)
        return -1;
    *s = p;
    return (rank - 1) * 9 + (c - 'a');
}

/* ---- position strings (R19) -------------------------------------------- */

/* Parse a plain decimal number (no sign, no leading zeros) ending at a
 * space or NUL; returns -1 if malformed, -2 if above max. */
static long scan_number(const char **s, long max)
{
    const char *p = *s;
    long v = 0;
    if (!isdigit((unsigned char)*p))
        return -1;
    if (*p == '0' && isdigit((unsigned char)p[1]))
        return -1;
    while (isdigit((unsigned char)*p)) {
        /* stops above max before v * 10 could pass a 32-bit long (wasm32) */
        v = v <= max / 10 ? v * 10 + (*p - '0') : max + 1;
        p++;
    }
    if (*p && !isspace((unsigned char)*p))
        return -1;
    *s = p;
    return v > max ? -2 : v;
}

#define PFAIL(code, ...) \
    do { gk_message(err, errsize, __VA_ARGS__); return (code); } while (0)

static const char *const field_names[] = {
    "side to move", "score of Red", "score of Blue", "ply count",
};

int ct_pos_read(ct_pos *out, const char *text, char *err, size_t errsize)
{
    ct_pos p;
    const char *s = text;
    int count[2][10] = {{0}};
    char q[GK_QUOTE_SIZE];

    ct_pos_clear(&p);
    while (isspace((unsigned char)*s))
        s++;
    if (!*s)
        PFAIL(CT_ERR_PARSE, "the position string is empty");

    for (int r = 10; r >= 0; r--) {
        int file = 0;
        while (*s && *s != '/' && *s != ' ') {
            char c = *s;
            if (c >= '1' && c <= '9') {
                file += c - '0';
                s++;
            } else if (c == 'r' || c == 'b') {
                int side = c == 'b';
                if (!isdigit((unsigned char)s[1]))
                    PFAIL(CT_ERR_PARSE, "rank %d: '%c' must be followed by a value 0-9",
                          r + 1, c);
                int v = s[1] - '0';
                if (file < 9) {
                    ct_pos_put(&p, r * 9 + file, CT_PC(side, v));
                    count[side][v]++;
                }
                file++;
                s += 2;
            } else if (c == '0') {
                PFAIL(CT_ERR_PARSE, "rank %d: '0' is not a count of empty squares", r + 1);
            } else {
                PFAIL(CT_ERR_PARSE, "rank %d: unexpected character '%s'", r + 1,
                      gk_quote_char(q, s, strlen(s)));
            }
            if (file > 1000)
                PFAIL(CT_ERR_PARSE, "rank %d has more than 1000 squares", r + 1);
        }
        if (file != 9)
            PFAIL(CT_ERR_PARSE, "rank %d has %d squares, not 9", r + 1, file);
        if (r > 0) {
            if (*s != '/')
                PFAIL(CT_ERR_PARSE, "the board has %d ranks, not 11", 11 - r);
            s++;
        }
    }
    if (*s == '/')
        PFAIL(CT_ERR_PARSE, "the board has more than 11 ranks");

    long fields[4];
    for (int i = 0; i < 4; i++) {
        if (*s != ' ')
            PFAIL(CT_ERR_PARSE, *s ? "expected one space before the %s"
                                   : "the %s is missing", field_names[i]);
        s++;
        if (*s == ' ')
            PFAIL(CT_ERR_PARSE, "the fields must be separated by one space each");
        if (i == 0) {
            if ((*s != 'r' && *s != 'b') || (s[1] && s[1] != ' '))
                PFAIL(CT_ERR_PARSE, "the side to move must be 'r' or 'b'");
            fields[0] = *s == 'b';
            s++;
            continue;
        }
        long v = scan_number(&s, i < 3 ? CT_SCORE_MAX : CT_PLY_MAX);
        if (v == -1)
            PFAIL(CT_ERR_PARSE, "the %s is not a plain decimal number", field_names[i]);
        if (v == -2)
            PFAIL(CT_ERR_INVALID_POSITION, "the %s is above %d", field_names[i],
                  i < 3 ? CT_SCORE_MAX : CT_PLY_MAX);
        fields[i] = v;
    }
    const char *rest = s;
    while (isspace((unsigned char)*rest))
        rest++;
    if (*rest)
        PFAIL(CT_ERR_PARSE, "unexpected text after the ply count: \"%s\"",
              gk_quote(q, s, strlen(s), 20));

    for (int side = 0; side < 2; side++)
        for (int v = 0; v < 10; v++)
            if (count[side][v] > 1)
                PFAIL(CT_ERR_INVALID_POSITION, "%s has %d %ds",
                      ct_side_name(side), count[side][v], v);
    if (!count[0][0] && !count[1][0])
        PFAIL(CT_ERR_INVALID_POSITION, "neither side has its 0 (at most one side may lack it)");

    for (int side = 0; side < 2; side++) {
        int material = 0; /* the other side's values on the board */
        for (int v = 1; v < 10; v++)
            material += v * count[!side][v];
        if (fields[1 + side] + material > CT_SCORE_MAX)
            PFAIL(CT_ERR_INVALID_POSITION,
                  "%s's score %ld and %s's %d on the board are more than %d (R19)",
                  ct_side_name(side), fields[1 + side], ct_side_name(!side), material,
                  CT_SCORE_MAX);
    }
    p.side = (uint8_t)fields[0];
    p.score[0] = (uint8_t)fields[1];
    p.score[1] = (uint8_t)fields[2];
    p.ply = (int32_t)fields[3];
    p.hash = ct_pos_hash_full(&p);
    *out = p;
    return CT_OK;
}

int ct_pos_write(const ct_pos *p, char *buf, size_t size)
{
    char tmp[CT_POSITION_MAX];
    size_t n = 0;
    for (int r = 10; r >= 0; r--) {
        int empty = 0;
        for (int f = 0; f < 9; f++) {
            uint8_t pc = p->sq[r * 9 + f];
            if (!pc) {
                empty++;
                continue;
            }
            if (empty)
                tmp[n++] = (char)('0' + empty);
            empty = 0;
            tmp[n++] = CT_PC_SIDE(pc) ? 'b' : 'r';
            tmp[n++] = (char)('0' + CT_PC_VALUE(pc));
        }
        if (empty)
            tmp[n++] = (char)('0' + empty);
        if (r)
            tmp[n++] = '/';
    }
    tmp[n] = '\0';
    gk_sbuf b = {buf, size, 0};
    gk_sbuf_printf(&b, "%s %c %d %d %ld", tmp, p->side ? 'b' : 'r',
                   p->score[0], p->score[1], (long)p->ply);
    return gk_sbuf_result(&b, CT_ERR_BUFFER_TOO_SMALL);
}
