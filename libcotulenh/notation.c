/* Move text (T48 LAN, T49 SAN): writing, and parsing against the legal
 * moves of a position. */
#include <string.h>

#include "position.h"
#include "notation.h"

static const char kind_sep[8] = {0, 'x', '_', '@', '&', 0, 0, '|'};

/* The piece text of a move: "[+]L" for a lone piece or a deploy step,
 * "(…)" with every piece of the moving stack otherwise. */
static void piece_text(gk_sbuf *b, const tl_pos *pos, uint32_t m)
{
    const uint32_t c = pos->b[MV_FROM(m)];
    if (MV_DEPLOY(m)) {
        const int u = MV_UNIT(m);
        tl_stack_text(b, sc_make(1u << u, sc_heroic(c), 0), 1, 1);
    } else {
        tl_stack_text(b, c, 1, 1);
    }
}

static void sep_text(gk_sbuf *b, uint32_t m)
{
    if (MV_DEPLOY(m))
        gk_sbuf_putn(b, ">", 1);
    const char s = kind_sep[MV_KIND(m)];
    if (s)
        gk_sbuf_putn(b, &s, 1);
}

void tl_lan(gk_sbuf *b, const tl_pos *pos, uint32_t m)
{
    char sq[4];
    if (MV_KIND(m) == K_END) {
        gk_sbuf_putn(b, "|", 1);
        return;
    }
    piece_text(b, pos, m);
    gk_sbuf_putn(b, sq, (size_t)tl_sq_name(tl_p2s[MV_FROM(m)], sq));
    sep_text(b, m);
    gk_sbuf_putn(b, sq, (size_t)tl_sq_name(tl_p2s[MV_TO(m)], sq));
}

/* Same piece text, separator and target (T49)? */
static int same_san_key(const tl_pos *pos, uint32_t a, uint32_t b)
{
    if ((a & 0xFFFF00u) != (b & 0xFFFF00u) || a == b) /* to, kind, deploy, unit */
        return 0;
    if (MV_DEPLOY(a))
        return sc_is_hero(pos->b[MV_FROM(a)], MV_UNIT(a)) ==
               sc_is_hero(pos->b[MV_FROM(b)], MV_UNIT(b));
    return pos->b[MV_FROM(a)] == pos->b[MV_FROM(b)];
}

void tl_san(gk_sbuf *b, const tl_pos *pos, uint32_t m, const uint32_t *legal, int n)
{
    if (MV_KIND(m) == K_END) {
        gk_sbuf_putn(b, "|", 1);
        return;
    }
    const int from = MV_FROM(m);
    int others = 0, same_file = 0, same_rank = 0;
    for (int i = 0; i < n; i++) {
        if (!same_san_key(pos, m, legal[i]))
            continue;
        others++;
        const int f2 = MV_FROM(legal[i]);
        same_file += PX(f2) == PX(from);
        same_rank += PY(f2) == PY(from);
    }
    char sq[4];
    piece_text(b, pos, m);
    const int len = tl_sq_name(tl_p2s[from], sq);
    if (!others) {
    } else if (!same_file) {
        gk_sbuf_putn(b, sq, 1);
    } else if (!same_rank) {
        gk_sbuf_putn(b, sq + 1, (size_t)len - 1);
    } else {
        gk_sbuf_putn(b, sq, (size_t)len);
    }
    sep_text(b, m);
    gk_sbuf_putn(b, sq, (size_t)tl_sq_name(tl_p2s[MV_TO(m)], sq));
}

/* A parsed move text: pieces (kinds, heroic as written), origin parts,
 * separator, target. */
typedef struct parsed {
    uint32_t kinds, heroic;
    int paren;
    int file, rank; /* -1 when not given */
    int deploy, kind, to;
} parsed;

static int parse_text(const char *s, parsed *out)
{
    memset(out, 0, sizeof *out);
    out->file = out->rank = -1;
    if (*s == '(') {
        out->paren = 1;
        s++;
    }
    int n = 0;
    while (1) {
        int hero = 0;
        if (*s == '+') {
            hero = 1;
            s++;
        }
        const int k = tl_kind_of_letter((unsigned char)*s);
        if (k < 0 || *s < 'A' || *s > 'Z' || (out->kinds >> k & 1))
            return -1;
        out->kinds |= 1u << k;
        if (hero)
            out->heroic |= 1u << k;
        s++;
        n++;
        if (!out->paren)
            break;
        if (*s == ')') {
            s++;
            break;
        }
    }
    if (out->paren && n < 2)
        return -1;
    /* origin: square, file or rank, or nothing */
    if (*s >= 'a' && *s <= 'k') {
        const char *q = s;
        const int sq = tl_sq_scan(&q);
        /* "a1…": an origin square only if another square follows */
        if (sq >= 0) {
            const char *r = q;
            if (*r == '>')
                r++;
            if (*r == 'x' || *r == '_' || *r == '@' || *r == '&')
                r++;
            const char *t = r;
            if (tl_sq_scan(&t) >= 0 && !*t) {
                out->file = sq % 11;
                out->rank = sq / 11;
                s = q;
            }
        }
        if (out->file < 0) {
            const char *t = s + 1;
            const char *r = t;
            if (*r == '>')
                r++;
            if (*r == 'x' || *r == '_' || *r == '@' || *r == '&')
                r++;
            if (tl_sq_scan(&r) >= 0 && !*r) {
                out->file = *s - 'a';
                s = t;
            }
        }
    } else if (*s >= '1' && *s <= '9') {
        int y = *s++ - '0';
        if (y == 1 && *s >= '0' && *s <= '2')
            y = 10 + (*s++ - '0');
        out->rank = y - 1;
    }
    if (*s == '>') {
        out->deploy = 1;
        s++;
    }
    out->kind = K_MOVE;
    if (*s == 'x')
        out->kind = K_X;
    else if (*s == '_')
        out->kind = K_STAY;
    else if (*s == '@')
        out->kind = K_SUICIDE;
    else if (*s == '&')
        out->kind = K_COMBINE;
    if (out->kind != K_MOVE)
        s++;
    out->to = tl_sq_scan(&s);
    if (out->to < 0 || *s)
        return -1;
    return 0;
}

int tl_parse_move(const tl_pos *pos, const char *text, const uint32_t *legal, int n,
                  uint32_t *move)
{
    while (*text == ' ' || *text == '\t')
        text++;
    char buf[48];
    size_t len = strlen(text);
    while (len && (text[len - 1] == ' ' || text[len - 1] == '\t' || text[len - 1] == '\n'))
        len--;
    if (!len || len >= sizeof buf)
        return -1;
    memcpy(buf, text, len);
    buf[len] = 0;
    if (!strcmp(buf, "|")) {
        *move = MV(pos->origin, pos->origin, K_END, 0, 0);
        return pos->origin ? 1 : 0;
    }
    parsed pm;
    if (parse_text(buf, &pm))
        return -1;
    /* T49: the piece text includes the '+'.  A heroic piece written without
     * it is still understood, unless another move matches the text exactly
     * (e.g. "Nb4" beside "+Nb4": the plain navy's move). */
    int found = 0, exact = 0;
    uint32_t best = 0, best_exact = 0;
    for (int i = 0; i < n; i++) {
        const uint32_t m = legal[i];
        const int from = MV_FROM(m);
        if (tl_p2s[MV_TO(m)] != pm.to || MV_KIND(m) != pm.kind || MV_DEPLOY(m) != pm.deploy)
            continue;
        if (pm.file >= 0 && PX(from) != pm.file)
            continue;
        if (pm.rank >= 0 && PY(from) != pm.rank)
            continue;
        const uint32_t c = pos->b[from];
        const uint32_t kinds = MV_DEPLOY(m) || sc_count(c) == 1 ? 1u << MV_UNIT(m) : sc_kinds(c);
        if (kinds != pm.kinds || (pm.paren && sc_count(c) == 1 && !MV_DEPLOY(m)))
            continue;
        if ((pm.heroic & ~sc_heroic(c)) != 0) /* a '+' on a piece that is not heroic */
            continue;
        found++;
        best = m;
        if (pm.heroic == (sc_heroic(c) & kinds)) {
            exact++;
            best_exact = m;
        }
    }
    if (exact == 1) {
        *move = best_exact;
        return 1;
    }
    if (found == 1 && !exact) {
        *move = best;
        return 1;
    }
    return found ? 2 : 0;
}

/* ---- public API ---- */

#include "game_impl.h"

TL_API int tl_square_parse(const char *text, int32_t *square)
{
    if (!text || !square)
        return TL_ERR_INVALID_ARGUMENT;
    const char *s = text;
    const int sq = tl_sq_scan(&s);
    if (sq < 0 || *s)
        return TL_ERR_PARSE;
    *square = sq;
    return TL_OK;
}

TL_API int tl_square_name(int32_t square, char *buf, size_t size)
{
    if (bad_sq(square) || (!buf && size))
        return TL_ERR_INVALID_ARGUMENT;
    char nm[4];
    const int n = tl_sq_name(square, nm);
    gk_sbuf b = {buf, size, 0};
    gk_sbuf_putn(&b, nm, (size_t)n);
    return TL_SBUF_RESULT(&b);
}

TL_API char tl_piece_letter(int32_t piece)
{
    return piece >= 0 && piece < NKIND ? tl_letters[piece] : 0;
}

TL_API const char *tl_piece_name(int32_t piece)
{
    return tl_kind_name(piece);
}

TL_API int tl_piece_points(int32_t piece, int32_t heroic)
{
    if (piece < 0 || piece >= NKIND)
        return TL_ERR_INVALID_ARGUMENT;
    return tl_kind_points(piece, heroic != 0);
}

static void move_text(gk_sbuf *b, const tl_pos *pos, uint32_t im, int notation)
{
    if (notation == TL_NOTATION_SAN && MV_KIND(im) != K_END) {
        uint32_t list[TL_GEN_MAX];
        tl_pos p = *pos;
        const int n = tl_gen_legal(&p, list);
        tl_san(b, pos, im, list, n);
    } else {
        tl_lan(b, pos, im);
    }
}

TL_API int tl_game_move_text(const tl_game *g, tl_move m, int32_t notation, char *buf,
                             size_t size)
{
    if (!g || (!buf && size) || (notation != TL_NOTATION_LAN && notation != TL_NOTATION_SAN))
        return TL_ERR_INVALID_ARGUMENT;
    const uint32_t im = tl_game_find_legal(g, m, 1);
    if (!im)
        return TL_ERR_ILLEGAL_MOVE;
    gk_sbuf b = {buf, size, 0};
    move_text(&b, &g->pos, im, notation);
    return TL_SBUF_RESULT(&b);
}

/* Input text quoted into a detail message (gamekit's gk_quote()). */
#define QUOTE(buf, text) gk_quote((buf), (text), strlen(text), GK_QUOTE_MAX)

TL_API int tl_game_parse_move(tl_game *g, const char *text, tl_move *move)
{
    if (!g)
        return TL_ERR_INVALID_ARGUMENT;
    if (!text || !move)
        return tl_fail(g, TL_ERR_INVALID_ARGUMENT, "text or move is NULL");
    uint32_t list[TL_GEN_MAX];
    char q[GK_QUOTE_SIZE];
    const int n = g->result == TL_ONGOING ? tl_game_gen(g, list) : 0;
    uint32_t im = 0;
    const int r = tl_parse_move(&g->pos, text, list, n, &im);
    if (r < 0)
        return tl_fail(g, TL_ERR_PARSE, TL_TR(g, "'%s' is not a move (T48, T49)"), QUOTE(q, text));
    if (r == 2)
        return tl_fail(g, TL_ERR_ILLEGAL_MOVE, TL_TR(g, "'%s' is ambiguous here (T49)"),
                       QUOTE(q, text));
    if (MV_KIND(im) == K_END) {
        if (!r)
            return tl_fail(g, TL_ERR_ILLEGAL_MOVE, "%s", TL_TR(g, "'|': no deploy session is open"));
        tl_pos p = g->pos;
        if (g->result != TL_ONGOING || !tl_may_end(&p))
            return tl_fail(g, TL_ERR_ILLEGAL_MOVE, "%s",
                           TL_TR(g, "'|': the deploy session may not end now (T21)"));
        *move = tl_mv_public(im);
        return TL_OK;
    }
    if (!r)
        return tl_fail(g, TL_ERR_ILLEGAL_MOVE, TL_TR(g, "'%s' is not a legal move here%s"),
                       QUOTE(q, text), g->result != TL_ONGOING ? TL_TR(g, " (the game is over)") : "");
    *move = tl_mv_public(im);
    return TL_OK;
}

TL_API int tl_game_play_text(tl_game *g, const char *text)
{
    if (!g)
        return TL_ERR_INVALID_ARGUMENT;
    if (!text)
        return tl_fail(g, TL_ERR_INVALID_ARGUMENT, "text is NULL");
    if (g->result != TL_ONGOING)
        return tl_fail(g, TL_ERR_GAME_OVER, "%s", TL_TR(g, "the game is over"));
    char q[GK_QUOTE_SIZE], q2[GK_QUOTE_SIZE];
    /* A record whose text is malformed is a parse error before any step
     * is tried (a legal prefix does not make it a legality question). */
    for (const char *t = text;;) {
        const char *e = strchr(t, ',');
        const size_t len = e ? (size_t)(e - t) : strlen(t);
        char tok[48];
        parsed pm;
        if (len < sizeof tok) {
            memcpy(tok, t, len);
            tok[len] = 0;
            char *a = tok;
            while (*a == ' ' || *a == '\t')
                a++;
            size_t l = strlen(a);
            while (l && (a[l - 1] == ' ' || a[l - 1] == '\t' || a[l - 1] == '\n'))
                l--;
            a[l] = 0;
            if (!l || (strcmp(a, "|") && parse_text(a, &pm)))
                return tl_fail(g, TL_ERR_PARSE, TL_TR(g, "'%s' is not a move (T48, T49)"),
                               QUOTE(q, tok));
        }
        if (!e)
            break;
        t = e + 1;
    }
    int played = 0, rc = TL_OK, turn_over = 0;
    char last[48] = "";
    const char *s = text;
    while (1) {
        const char *e = strchr(s, ',');
        const size_t len = e ? (size_t)(e - s) : strlen(s);
        char tok[48];
        if (len >= sizeof tok) {
            rc = tl_fail(g, TL_ERR_PARSE, "'%s' is too long for a move",
                         gk_quote(q, s, len, GK_QUOTE_MAX));
            break;
        }
        memcpy(tok, s, len);
        tok[len] = 0;
        tl_move m;
        rc = tl_game_parse_move(g, tok, &m);
        if (!rc)
            rc = tl_game_play(g, m);
        if (rc)
            break;
        played++;
        /* T49: ',' joins the steps of one turn: a legal move of the next
         * turn after it is still an error */
        if (turn_over) {
            rc = tl_fail(g, TL_ERR_ILLEGAL_MOVE,
                         TL_TR(g, "'%s': the turn ended after '%s'; ',' joins the steps of one "
                                  "turn (T49)"),
                         QUOTE(q, text), gk_quote(q2, last, strlen(last), 20));
            break;
        }
        if (!e)
            break;
        turn_over = !g->pos.origin;
        memcpy(last, tok, sizeof last);
        s = e + 1;
    }
    if (rc) {
        char msg[sizeof g->err];
        memcpy(msg, g->err, sizeof msg);
        while (played--)
            tl_game_undo(g);
        memcpy(g->err, msg, sizeof msg);
    }
    return rc;
}

size_t tl_history_turn(const tl_game *g, tl_pos *p, size_t i, int32_t notation, gk_sbuf *b)
{
    for (; i < g->nhist; i++) {
        const tl_hist *h = &g->hist[i];
        move_text(b, p, h->move, notation);
        tl_undo u;
        if (MV_KIND(h->move) == K_END) {
            tl_undo_begin(p, &u);
            tl_close_session(p);
        } else {
            tl_make(p, h->move, &u, NULL, NULL);
            if (h->closed)
                tl_close_session(p);
        }
        if (h->boundary)
            return i + 1;
        if (i + 1 < g->nhist)
            gk_sbuf_putn(b, ",", 1);
    }
    return i;
}

TL_API int tl_game_history_text(const tl_game *g, int32_t notation, char *buf, size_t size)
{
    if (!g || (!buf && size) || (notation != TL_NOTATION_LAN && notation != TL_NOTATION_SAN))
        return TL_ERR_INVALID_ARGUMENT;
    gk_sbuf b = {buf, size, 0};
    tl_pos p = g->initial;
    for (size_t i = 0; i < g->nhist;) {
        if (i)
            gk_sbuf_putn(&b, " ", 1);
        i = tl_history_turn(g, &p, i, notation, &b);
    }
    return TL_SBUF_RESULT(&b);
}
