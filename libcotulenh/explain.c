/* Capture resolution (T23-T27, T39, T40, T52) and its sentence, from the
 * same tl_make() that play applies; the squares a piece attacks (T35). */
#include <string.h>

#include "game_impl.h"

/* What a legal internal move does, on a copy of the position. */
static void resolve(const tl_game *g, uint32_t im, tl_move_info *in)
{
    tl_pos p = g->pos;
    const int from = MV_FROM(im), to = MV_TO(im), kind = MV_KIND(im), unit = MV_UNIT(im);
    const int side = p.side;
    const uint32_t src = p.b[from], tgt = p.b[to];
    memset(in, 0, sizeof *in);
    in->size = sizeof *in;
    in->move = tl_mv_public(im);
    in->side = side;
    in->kind = kind;
    in->deploy = MV_DEPLOY(im);
    in->from = tl_p2s[from];
    in->to = tl_p2s[to];
    in->piece = unit;
    in->movers = in->deploy ? 1u << unit : sc_kinds(src);
    in->movers_heroic = sc_heroic(src) & in->movers;
    in->air = TL_AIR_NONE;
    in->air_source = -1;
    if (unit == PF && !sc_is_hero(src, PF)) { /* T27 */
        in->air = kind == K_SUICIDE ? TL_AIR_KAMIKAZE : TL_AIR_SAFE;
        if (kind == K_SUICIDE)
            in->air_source = tl_p2s[p.csum[!side][to]];
    }
    int nd = 0;
    if (kind == K_X || kind == K_STAY || kind == K_SUICIDE)
        for (uint32_t k = sc_kinds(tgt); k; k &= k - 1) {
            const int t = __builtin_ctz(k);
            in->destroyed[nd++] = (tl_piece_at){in->to, !side, t, sc_is_hero(tgt, t)};
        }
    if (kind == K_SUICIDE)
        for (uint32_t k = in->movers; k; k &= k - 1) {
            const int t = __builtin_ctz(k);
            in->destroyed[nd++] = (tl_piece_at){in->from, side, t, sc_is_hero(src, t)};
        }
    in->ndestroyed = nd;
    const int32_t before[2] = {p.points[0], p.points[1]};
    tl_undo u;
    uint16_t prom[TL_PROMOTED_MAX];
    int np = 0;
    tl_make(&p, im, &u, prom, &np);
    in->points[0] = p.points[0] - before[0];
    in->points[1] = p.points[1] - before[1];
    for (int i = 0; i < np && i < TL_PROMOTED_MAX; i++) {
        const int q = prom[i] >> 4;
        in->promoted[i] = (tl_piece_at){tl_p2s[q], sc_side(p.b[q]), prom[i] & 15, 1};
    }
    in->npromoted = np;
    if (in->deploy) {
        tl_undo c;
        tl_settle(&p, &c);
    }
    in->session_open = p.origin != 0;
    const int e = !side;
    in->check = p.cmd[e] >= 0 && tl_attackers(&p, p.cmd[e], side, NULL) ? 1 : 0;
}

TL_API int tl_game_move_info(tl_game *g, tl_move m, tl_move_info *info)
{
    if (!g)
        return TL_ERR_INVALID_ARGUMENT;
    if (!info)
        return tl_fail(g, TL_ERR_INVALID_ARGUMENT, "info is NULL");
    if (info->size < sizeof(tl_move_info))
        return tl_fail(g, TL_ERR_STRUCT_SIZE, "tl_move_info.size is %u, at least %u expected",
                       (unsigned)info->size, (unsigned)sizeof(tl_move_info));
    const uint32_t im = tl_game_find_legal(g, m, 1);
    if (!im || MV_KIND(im) == K_END)
        return tl_fail(g, TL_ERR_ILLEGAL_MOVE, TL_TR(g, "move 0x%08x is not legal here"),
                       (unsigned)m);
    tl_move_info in;
    resolve(g, im, &in);
    const uint32_t size = info->size;
    memcpy(info, &in, sizeof in);
    info->size = size;
    return TL_OK;
}

/* "Red air force e4", "Red heroic tank c4", "Red stack (NFT) b3"; in
 * Vietnamese the noun comes first: "không quân Đỏ e4", "xe tăng anh hùng
 * Đỏ c4", "tổ hợp quân (NFT) Đỏ b3". */
static void who(gk_sbuf *b, int lang, int side, uint32_t kinds, uint32_t heroic, int sq)
{
    char nm[4];
    tl_sq_name(sq, nm);
    const char *sd = tl_side_word(lang, side);
    if (__builtin_popcount(kinds) > 1) {
        if (lang == GK_LANG_VI) {
            gk_sbuf_printf(b, "%s ", gk_tr(lang, "stack"));
            tl_stack_text(b, sc_make(kinds, heroic, 0), 1, 1);
            gk_sbuf_printf(b, " %s %s", sd, nm);
        } else {
            gk_sbuf_printf(b, "%s stack ", sd);
            tl_stack_text(b, sc_make(kinds, heroic, 0), 1, 1);
            gk_sbuf_printf(b, " %s", nm);
        }
        return;
    }
    const int k = __builtin_ctz(kinds), hero = heroic >> k & 1;
    const char *kind = gk_tr(lang, tl_kind_name(k));
    if (lang == GK_LANG_VI)
        gk_sbuf_printf(b, "%s%s%s %s %s", kind, hero ? " " : "", hero ? gk_tr(lang, "heroic") : "",
                       sd, nm);
    else
        gk_sbuf_printf(b, "%s %s%s %s", sd, hero ? "heroic " : "", kind, nm);
}

/* A fragment of the sentence in the language (gk_lang's catalogue). */
static void put(gk_sbuf *b, int lang, const char *english)
{
    gk_sbuf_printf(b, "%s", gk_tr(lang, english));
}

static void explain(const tl_game *g, const tl_move_info *in, gk_sbuf *b)
{
    const tl_pos *p = &g->pos;
    const int lang = g->lang;
    const uint32_t src = p->b[tl_s2p[in->from]], tgt = p->b[tl_s2p[in->to]];
    char to[4], from[4];
    tl_sq_name(in->to, to);
    tl_sq_name(in->from, from);
    who(b, lang, in->side, in->movers, in->movers_heroic, in->from);
    if (in->deploy) {
        put(b, lang, " steps out of ");
        tl_stack_text(b, src, 1, 1);
        put(b, lang, " and");
    }
    switch (in->kind) {
    case TL_KIND_MOVE:
        gk_sbuf_printf(b, gk_tr(lang, " moves to %s"), to);
        break;
    case TL_KIND_CAPTURE:
        put(b, lang, " captures ");
        who(b, lang, !in->side, sc_kinds(tgt), sc_heroic(tgt), in->to);
        put(b, lang, " and takes its square");
        break;
    case TL_KIND_STAY:
        put(b, lang, " fires on ");
        who(b, lang, !in->side, sc_kinds(tgt), sc_heroic(tgt), in->to);
        gk_sbuf_printf(b, gk_tr(lang, " and stays on %s"), from);
        break;
    case TL_KIND_SUICIDE: {
        const uint32_t s = p->b[tl_s2p[in->air_source]];
        put(b, lang, " dives into the ring of ");
        who(b, lang, !in->side, 1u << sc_carrier(s), sc_heroic(s), in->air_source);
        put(b, lang, " onto ");
        who(b, lang, !in->side, sc_kinds(tgt), sc_heroic(tgt), in->to);
        put(b, lang, ": both destroyed");
        break;
    }
    default:
        put(b, lang, " joins ");
        tl_stack_text(b, tgt, 1, 1);
        gk_sbuf_printf(b, gk_tr(lang, " on %s"), to);
        break;
    }
    if (in->points[in->side] || in->points[!in->side]) {
        gk_sbuf_printf(b, " (");
        if (in->points[in->side])
            gk_sbuf_printf(b, "%s +%d", tl_side_word(lang, in->side),
                           (int)in->points[in->side]);
        if (in->points[in->side] && in->points[!in->side])
            gk_sbuf_printf(b, ", ");
        if (in->points[!in->side])
            gk_sbuf_printf(b, "%s +%d", tl_side_word(lang, !in->side),
                           (int)in->points[!in->side]);
        gk_sbuf_printf(b, ")");
    }
    for (int i = 0; i < in->npromoted; i++) {
        const tl_piece_at *q = &in->promoted[i];
        gk_sbuf_printf(b, "; ");
        who(b, lang, q->side, 1u << q->piece, 0, q->square);
        put(b, lang, " becomes heroic");
    }
    if (in->session_open)
        gk_sbuf_printf(b, gk_tr(lang, "; the deploy session on %s stays open"), from);
    if (in->check)
        put(b, lang, "; check");
}

TL_API int tl_game_explain(tl_game *g, tl_move m, char *buf, size_t size)
{
    if (!g)
        return TL_ERR_INVALID_ARGUMENT;
    if (!buf && size)
        return tl_fail(g, TL_ERR_INVALID_ARGUMENT, "buf is NULL");
    const uint32_t im = tl_game_find_legal(g, m, 1);
    if (!im)
        return tl_fail(g, TL_ERR_ILLEGAL_MOVE, TL_TR(g, "move 0x%08x is not legal here"),
                       (unsigned)m);
    gk_sbuf b = {buf, size, 0};
    if (MV_KIND(im) == K_END) {
        char nm[4];
        tl_sq_name(tl_p2s[g->pos.origin], nm);
        gk_sbuf_printf(&b, TL_TR(g, "%s ends the deploy session on %s"),
                       tl_side_word(g->lang, g->pos.side), nm);
    } else {
        tl_move_info in;
        resolve(g, im, &in);
        explain(g, &in, &b);
    }
    return TL_SBUF_RESULT(&b);
}

TL_API int tl_game_set_language(tl_game *g, int32_t language)
{
    if (!g)
        return TL_ERR_INVALID_ARGUMENT;
    if (!gk_lang_valid(language))
        return tl_fail(g, TL_ERR_INVALID_ARGUMENT,
                       "language %ld is neither TL_LANG_EN (0) nor TL_LANG_VI (1)",
                       (long)language);
    g->lang = language;
    return TL_OK;
}

TL_API int32_t tl_game_language(const tl_game *g)
{
    return g ? g->lang : TL_LANG_EN;
}

TL_API int tl_game_attacks(const tl_game *g, int32_t square, int32_t piece, uint8_t *attacks,
                           size_t cap)
{
    if (!g || bad_sq(square) || piece < 0 || piece >= NKIND || (cap && !attacks) ||
        (cap && cap < TL_SQUARES) || (!cap && attacks))
        return TL_ERR_INVALID_ARGUMENT;
    const tl_pos *p = &g->pos;
    const int from = tl_s2p[square];
    const uint32_t c = p->b[from];
    if (!(sc_kinds(c) >> piece & 1))
        return TL_ERR_INVALID_ARGUMENT;
    uint8_t hit[TL_SQUARES] = {0};
    const int side = sc_side(c), h = sc_is_hero(c, piece);
    const int thr = piece == PA || piece == PS || piece == PF || piece == PN;
    int n = 0;
    for (int dir = 0; dir < 8; dir++) {
        const uint8_t *r = tl_range[piece][h][dir >= 4];
        const int maxk = r[1] > r[2] ? r[1] : r[2];
        int s = from, dsrc = -1;
        for (int k = 1; k <= maxk; k++) {
            s += tl_dir[dir];
            const uint32_t t = p->b[s];
            if (t & SC_OFF)
                break;
            if (piece == PF && !h) { /* T27 */
                const int cv = p->cover[!side][s];
                if (cv == 1) {
                    if (dsrc >= 0 && dsrc != p->csum[!side][s])
                        break;
                    dsrc = p->csum[!side][s];
                } else if (cv > 1 || dsrc >= 0) {
                    break;
                }
            }
            const int range = (t && sc_side(t) != side && sc_carrier(t) == PN) ? r[2] : r[1];
            if (k <= range && !hit[tl_p2s[s]]) {
                hit[tl_p2s[s]] = 1;
                n++;
            }
            if (t && !thr && sc_carrier(t) != PN)
                break; /* T11: the first blocking stack */
        }
    }
    if (attacks)
        memcpy(attacks, hit, TL_SQUARES);
    return n;
}
