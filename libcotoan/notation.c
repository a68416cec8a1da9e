/* Move text: square names, coordinate (R20) and short (R21) notation,
 * reading a move and playing it from its text. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "cotoan/cotoan.h"
#include "game_impl.h"
#include "gk_lang.h"
#include "gk_text.h"
#include "notation.h"

/* ---- squares ------------------------------------------------------------ */

CT_API int ct_square_parse(const char *text, int32_t *square)
{
    if (!text || !square)
        return CT_ERR_INVALID_ARGUMENT;
    const char *p = text;
    int sq = ct_sq_scan(&p);
    if (sq < 0 || *p)
        return CT_ERR_PARSE;
    *square = sq;
    return CT_OK;
}

CT_API int ct_square_name(int32_t square, char *buf, size_t size)
{
    char tmp[4];
    if (square < 0 || square >= CT_SQUARES || (!buf && size))
        return CT_ERR_INVALID_ARGUMENT;
    ct_sq_name(square, tmp);
    gk_sbuf b = {buf, size, 0};
    gk_sbuf_printf(&b, "%s", tmp);
    return CT_SBUF_RESULT(&b);
}

/* ---- moves (R20, R21) --------------------------------------------------- */

void ct_move_write(gk_sbuf *b, const ct_pos *p, uint32_t m, int32_t notation)
{
    char from[4], to[4];
    ct_sq_name(MV_TO(m), to);
    if (notation == CT_NOTATION_SHORT) {
        gk_sbuf_printf(b, "%d%s%s", CT_PC_VALUE(p->sq[MV_FROM(m)]),
                       (m & MV_CAPTURE) ? "x" : "", to);
    } else {
        ct_sq_name(MV_FROM(m), from);
        gk_sbuf_printf(b, "%s%s", from, to);
    }
}

CT_API int ct_move_to_text(ct_move m, char *buf, size_t size)
{
    if (!ct_move_valid(m) || (!buf && size))
        return CT_ERR_INVALID_ARGUMENT;
    gk_sbuf b = {buf, size, 0};
    ct_move_write(&b, NULL, m, CT_NOTATION_COORD);
    return CT_SBUF_RESULT(&b);
}

/* Parse the syntax of either notation.  Coordinate: *from >= 0.  Short:
 * *from = -1, *value and *capture set.  Returns 0 or -1 (not a move). */
static int scan_move(const char *text, int *from, int *to, int *value,
                     int *capture, size_t *len)
{
    const char *s = text;
    while (isspace((unsigned char)*s))
        s++;
    const char *start = s;
    if (isdigit((unsigned char)*s)) {
        *value = *s++ - '0';
        *capture = 0;
        if (*s == 'x' || *s == 'X') {
            *capture = 1;
            s++;
        }
        *from = -1;
        *to = ct_sq_scan(&s);
        if (*to < 0)
            return -1;
    } else {
        *from = ct_sq_scan(&s);
        if (*from < 0)
            return -1;
        *to = ct_sq_scan(&s);
        if (*to < 0)
            return -1;
    }
    *len = (size_t)(s - start);
    while (isspace((unsigned char)*s))
        s++;
    return *s ? -1 : 0;
}

CT_API int ct_move_parse_coord(const char *text, ct_move *move)
{
    int from, to, value, capture;
    size_t len;
    if (!text || !move)
        return CT_ERR_INVALID_ARGUMENT;
    if (scan_move(text, &from, &to, &value, &capture, &len) || from < 0)
        return CT_ERR_PARSE;
    *move = CT_MOVE(from, to);
    return CT_OK;
}

/* A move in coordinate notation (R20), from-square to to-square, text[0..len)
 * after any leading white space. */
static int parse_coord(ct_game *g, const char *text, size_t len, int from, int to,
                       ct_move *move)
{
    char q[GK_QUOTE_SIZE];
    ct_move m = CT_MOVE(from, to);
    if (!ct_game_is_legal(g, m)) {
        int32_t term;
        int res = ct_game_outcome(g, &term);
        if (res != CT_ONGOING)
            return ct_fail(g, CT_ERR_ILLEGAL_MOVE, gk_tr(g->lang, "%s: the game is over (%s, %s)"),
                           gk_quote(q, text, len, CT_QUOTE_BYTES), ct_result_string(res),
                           gk_tr(g->lang, ct_termination_string(term)));
        ct_describe_illegal(g, m, g->err, sizeof g->err);
        return CT_ERR_ILLEGAL_MOVE;
    }
    *move = m;
    return CT_OK;
}

/* A move in short notation (R21): the side to move's piece of that value to
 * square to, a capture exactly when written with 'x'. */
static int parse_short(ct_game *g, int value, int capture, int to, ct_move *move)
{
    uint32_t list[CT_GEN_MAX];
    char name[4];
    const int lang = g->lang, side = g->pos.side;
    ct_sq_name(to, name);
    int n = ct_game_gen(g, list);
    if (n == 0) {
        int32_t term;
        int res = ct_game_outcome(g, &term);
        return ct_fail(g, CT_ERR_ILLEGAL_MOVE, gk_tr(lang, "%d%s%s: the game is over (%s, %s)"),
                       value, capture ? "x" : "", name, ct_result_string(res),
                       gk_tr(lang, ct_termination_string(term)));
    }
    if (value == 0)
        return ct_fail(g, CT_ERR_ILLEGAL_MOVE, gk_tr(lang, "%s's 0 never moves (R5)"),
                       ct_side_word(lang, side));
    int at = g->pos.where[side][value];
    if (at < 0)
        return ct_fail(g, CT_ERR_ILLEGAL_MOVE, gk_tr(lang, "%s has no %d on the board"),
                       ct_side_word(lang, side), value);
    for (int i = 0; i < n; i++) {
        if (MV_TO(list[i]) != to || MV_FROM(list[i]) != at)
            continue;
        int is_cap = (list[i] & MV_CAPTURE) != 0;
        if (is_cap != capture)
            return ct_fail(
                g, CT_ERR_ILLEGAL_MOVE,
                is_cap ? gk_tr(lang, "%d%s: %s holds an enemy piece, write %dx%s for a capture")
                       : gk_tr(lang, "%d%s: %s is empty, a slide is written without 'x' (%d%s)"),
                value, name, name, value, name);
        *move = MV_BARE(list[i]);
        return CT_OK;
    }
    ct_describe_illegal(g, CT_MOVE(at, to), g->err, sizeof g->err);
    return CT_ERR_ILLEGAL_MOVE;
}

CT_API int ct_game_parse_move(ct_game *g, const char *text, ct_move *move)
{
    int from, to, value, capture;
    size_t len;
    char q[GK_QUOTE_SIZE];

    if (!g)
        return CT_ERR_INVALID_ARGUMENT;
    if (!text || !move)
        return ct_fail(g, CT_ERR_INVALID_ARGUMENT, "%s is NULL", text ? "move" : "text");
    if (scan_move(text, &from, &to, &value, &capture, &len))
        return ct_fail(
            g, CT_ERR_PARSE,
            gk_tr(g->lang, "\"%s\" is not a move (expected \"c1c4\", \"7c4\" or \"8xe6\")"),
            gk_quote(q, text, strlen(text), CT_QUOTE_BYTES));
    if (from >= 0)
        return parse_coord(g, text + strspn(text, " \t\r\n"), len, from, to, move);
    return parse_short(g, value, capture, to, move);
}

CT_API int ct_game_move_text(const ct_game *g, ct_move m, int32_t notation,
                             char *buf, size_t size)
{
    if (!g)
        return CT_ERR_INVALID_ARGUMENT;
    /* const: the game does not change; a failure's detail message is left
     * in its message buffer (game_impl.h, ct_game_message()). */
    ct_game *msg = ct_game_message(g);
    if (!buf && size)
        return ct_fail(msg, CT_ERR_INVALID_ARGUMENT, "buf is NULL but size is %zu", size);
    if (notation != CT_NOTATION_COORD && notation != CT_NOTATION_SHORT)
        return ct_fail(msg, CT_ERR_INVALID_ARGUMENT, "notation %d is unknown", (int)notation);
    if (!ct_move_valid(m))
        return ct_fail_not_a_move(msg, m);
    gk_sbuf b = {buf, size, 0};
    if (notation == CT_NOTATION_COORD) {
        /* any two squares: the coordinate text does not need the position */
        ct_move_write(&b, NULL, m, notation);
        return CT_SBUF_RESULT(&b);
    }
    uint32_t full = ct_game_is_legal(g, m) == 1 ? ct_find_move(&g->pos, &g->rules, m) : 0;
    if (!full) {
        ct_describe_illegal(g, m, msg->err, sizeof msg->err);
        return CT_ERR_ILLEGAL_MOVE;
    }
    ct_move_write(&b, &g->pos, full, notation);
    return CT_SBUF_RESULT(&b);
}

CT_API int ct_game_play_text(ct_game *g, const char *text)
{
    ct_move m;
    if (!g)
        return CT_ERR_INVALID_ARGUMENT;
    if (!text)
        return ct_fail(g, CT_ERR_INVALID_ARGUMENT, "text is NULL");
    /* As ct_game_play(): a finished game refuses every move. */
    int rc = ct_game_check_ongoing(g);
    if (rc)
        return rc;
    rc = ct_game_parse_move(g, text, &m);
    return rc ? rc : ct_game_play(g, m);
}
