/* Position strings (R19): reading and writing; square names. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cotoan/game.h"
#include "gk_sbuf.h"
#include "gk_text.h"
#include "position.h"

/* ---- squares ------------------------------------------------------------ */

int ct_sq_name(int sq, char buf[4])
{
    int n = 0, rank = CT_SQ_RANK(sq) + 1;
    buf[n++] = (char)('a' + CT_SQ_FILE(sq));
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
    if (c < 'a' || c >= 'a' + CT_NFILES)
        return -1;
    p++;
    if (*p < '1' || *p > '9')
        return -1;
    int rank = *p++ - '0';
    if (rank == 1 && *p >= '0' && *p <= '1')
        rank = 10 + (*p++ - '0');
    if (rank > CT_NRANKS)
        return -1;
    *s = p;
    return CT_SQ(c - 'a', rank - 1);
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

/* One square-count digit is at most 9; a rank stops being read past this
 * many squares (its count is then wrong whatever follows). */
#define RANK_SQUARES_BOUND 1000

/* A position string being read: the text left, the position so far, and
 * where a message goes. */
typedef struct reading {
    const char *s;
    ct_pos p;
    int count[2][CT_NVALUES]; /* pieces of each side and value */
    int lang;                 /* of the messages */
    char *err;
    size_t errsize;
} reading;

/* The message of a refused string into rd's buffer, in rd's language
 * (fmt is the English form, looked up in gamekit's catalogue). */
static void read_fail(reading *rd, const char *fmt, ...) GK_PRINTF(2, 3);
static void read_fail(reading *rd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    gk_vmessage(rd->err, rd->errsize, gk_tr(rd->lang, fmt), ap);
    va_end(ap);
}

#define RFAIL(rd, code, ...) \
    do { read_fail((rd), __VA_ARGS__); return (code); } while (0)

/* One rank (r = 0 is rank 1): digits for empty squares, r/b + value for a
 * piece, up to the next '/' or space. */
static int read_rank(reading *rd, int r)
{
    char q[GK_QUOTE_SIZE];
    int file = 0;
    const char *s = rd->s;
    while (*s && *s != '/' && *s != ' ') {
        char c = *s;
        if (c >= '1' && c <= '9') {
            file += c - '0';
            s++;
        } else if (c == 'r' || c == 'b') {
            int side = c == 'b';
            if (!isdigit((unsigned char)s[1]))
                RFAIL(rd, CT_ERR_PARSE, "rank %d: '%c' must be followed by a value 0-9",
                      r + 1, c);
            int v = s[1] - '0';
            if (file < CT_NFILES) {
                ct_pos_put(&rd->p, CT_SQ(file, r), CT_PC(side, v));
                rd->count[side][v]++;
            }
            file++;
            s += 2;
        } else if (c == '0') {
            RFAIL(rd, CT_ERR_PARSE, "rank %d: '0' is not a count of empty squares", r + 1);
        } else {
            RFAIL(rd, CT_ERR_PARSE, "rank %d: unexpected character '%s'", r + 1,
                  gk_quote_char(q, s, strlen(s)));
        }
        if (file > RANK_SQUARES_BOUND)
            RFAIL(rd, CT_ERR_PARSE, "rank %d has more than %d squares", r + 1,
                  RANK_SQUARES_BOUND);
    }
    if (file != CT_NFILES)
        RFAIL(rd, CT_ERR_PARSE, "rank %d has %d squares, not %d", r + 1, file, CT_NFILES);
    rd->s = s;
    return CT_OK;
}

/* The board field: the ranks from the top, separated by '/'. */
static int read_board(reading *rd)
{
    for (int r = CT_NRANKS - 1; r >= 0; r--) {
        int rc = read_rank(rd, r);
        if (rc)
            return rc;
        if (r > 0) {
            if (*rd->s != '/')
                RFAIL(rd, CT_ERR_PARSE, "the board has %d ranks, not %d", CT_NRANKS - r,
                      CT_NRANKS);
            rd->s++;
        }
    }
    if (*rd->s == '/')
        RFAIL(rd, CT_ERR_PARSE, "the board has more than %d ranks", CT_NRANKS);
    return CT_OK;
}

/* The one space before the field called name. */
static int read_space(reading *rd, const char *name)
{
    if (*rd->s != ' ')
        RFAIL(rd, CT_ERR_PARSE, *rd->s ? "expected one space before the %s"
                                       : "the %s is missing", gk_tr(rd->lang, name));
    rd->s++;
    if (*rd->s == ' ')
        RFAIL(rd, CT_ERR_PARSE, "the fields must be separated by one space each");
    return CT_OK;
}

/* The side-to-move field: 'r' or 'b'. */
static int read_side(reading *rd)
{
    int rc = read_space(rd, "side to move");
    if (rc)
        return rc;
    const char *s = rd->s;
    if ((*s != 'r' && *s != 'b') || (s[1] && s[1] != ' '))
        RFAIL(rd, CT_ERR_PARSE, "the side to move must be 'r' or 'b'");
    rd->p.side = *s == 'b';
    rd->s++;
    return CT_OK;
}

/* A number field (a score, the ply count): 0 … max. */
static int read_count(reading *rd, const char *name, long max, long *out)
{
    int rc = read_space(rd, name);
    if (rc)
        return rc;
    long v = scan_number(&rd->s, max);
    if (v == -1)
        RFAIL(rd, CT_ERR_PARSE, "the %s is not a plain decimal number", gk_tr(rd->lang, name));
    if (v == -2)
        RFAIL(rd, CT_ERR_INVALID_POSITION, "the %s is above %ld", gk_tr(rd->lang, name), max);
    *out = v;
    return CT_OK;
}

/* Nothing but white space after the ply count. */
static int read_end(reading *rd)
{
    char q[GK_QUOTE_SIZE];
    const char *rest = rd->s;
    while (isspace((unsigned char)*rest))
        rest++;
    if (*rest)
        RFAIL(rd, CT_ERR_PARSE, "unexpected text after the ply count: \"%s\"",
              gk_quote(q, rd->s, strlen(rd->s), CT_QUOTE_BYTES));
    return CT_OK;
}

/* R19: each value at most once per side, at least one 0 on the board. */
static int check_pieces(reading *rd)
{
    for (int side = 0; side < 2; side++)
        for (int v = 0; v < CT_NVALUES; v++)
            if (rd->count[side][v] > 1)
                RFAIL(rd, CT_ERR_INVALID_POSITION, "%s has %d %ds",
                      ct_side_word(rd->lang, side), rd->count[side][v], v);
    if (!rd->count[0][0] && !rd->count[1][0])
        RFAIL(rd, CT_ERR_INVALID_POSITION,
              "neither side has its 0 (at most one side may lack it)");
    return CT_OK;
}

/* R19: a side's score plus the other side's values still on the board is
 * at most CT_SCORE_MAX (scores only grow by captures). */
static int check_scores(reading *rd)
{
    for (int side = 0; side < 2; side++) {
        int material = 0; /* the other side's values on the board */
        for (int v = 1; v < CT_NVALUES; v++)
            material += v * rd->count[!side][v];
        if (rd->p.score[side] + material > CT_SCORE_MAX)
            RFAIL(rd, CT_ERR_INVALID_POSITION,
                  "%s's score %d and %s's %d on the board are more than %d (R19)",
                  ct_side_word(rd->lang, side), rd->p.score[side], ct_side_word(rd->lang, !side),
                  material, CT_SCORE_MAX);
    }
    return CT_OK;
}

int ct_pos_read(ct_pos *out, const char *text, int lang, char *err, size_t errsize)
{
    reading rd = {.s = text, .lang = lang, .err = err, .errsize = errsize};
    long red, blue, ply;
    ct_pos_clear(&rd.p);
    while (isspace((unsigned char)*rd.s))
        rd.s++;
    if (!*rd.s)
        RFAIL(&rd, CT_ERR_PARSE, "the position string is empty");
    int rc = read_board(&rd);
    if (!rc)
        rc = read_side(&rd);
    if (!rc)
        rc = read_count(&rd, "score of Red", CT_SCORE_MAX, &red);
    if (!rc)
        rc = read_count(&rd, "score of Blue", CT_SCORE_MAX, &blue);
    if (!rc)
        rc = read_count(&rd, "ply count", CT_PLY_MAX, &ply);
    if (!rc)
        rc = read_end(&rd);
    if (!rc)
        rc = check_pieces(&rd);
    if (rc)
        return rc;
    rd.p.score[0] = (uint8_t)red;
    rd.p.score[1] = (uint8_t)blue;
    rd.p.ply = (int32_t)ply;
    rc = check_scores(&rd);
    if (rc)
        return rc;
    rd.p.hash = ct_pos_hash_full(&rd.p);
    *out = rd.p;
    return CT_OK;
}

int ct_pos_write(const ct_pos *p, char *buf, size_t size)
{
    char tmp[CT_POSITION_MAX];
    size_t n = 0;
    for (int r = CT_NRANKS - 1; r >= 0; r--) {
        int empty = 0;
        for (int f = 0; f < CT_NFILES; f++) {
            uint8_t pc = p->sq[CT_SQ(f, r)];
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
