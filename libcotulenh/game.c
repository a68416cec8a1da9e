/* The game handle: rules, FEN and setups, play/undo with history and
 * deploy sessions, queries, outcome and scoring (T52-T56), perft. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_impl.h"
#include "gk_struct.h"

#define PERFT_MAX_DEPTH 32
/* The size of the first published structs. */
#define RULES_SIZE_V1 (offsetof(tl_rules, mode) + sizeof(int32_t))
#define STACK_SIZE_V1 sizeof(tl_stack)
#define SESSION_SIZE_V1 sizeof(tl_session)

TL_API int tl_rules_init(tl_rules *rules)
{
    if (!rules)
        return TL_ERR_INVALID_ARGUMENT;
    memset(rules, 0, sizeof *rules);
    rules->size = sizeof *rules;
    rules->start = TL_START_STANDARD;
    rules->mode = TL_MODE_TOTAL;
    return TL_OK;
}

static int rules_import(const tl_rules *in, tl_rules *out, char *err, size_t errsize)
{
    tl_rules_init(out);
    if (!in)
        return TL_OK;
    if (in->size < RULES_SIZE_V1) {
        gk_message(err, errsize, "tl_rules.size is %u; call tl_rules_init() first",
                   (unsigned)in->size);
        return TL_ERR_STRUCT_SIZE;
    }
    gk_struct_copy(out, sizeof *out, in, RULES_SIZE_V1);
    if (out->start != TL_START_STANDARD && out->start != TL_START_REDUCED) {
        gk_message(err, errsize, "start %d is neither TL_START_STANDARD nor TL_START_REDUCED",
                   (int)out->start);
        return TL_ERR_INVALID_ARGUMENT;
    }
    if (out->mode != TL_MODE_TOTAL && out->mode != TL_MODE_BATTLES) {
        gk_message(err, errsize, "mode %d is neither TL_MODE_TOTAL nor TL_MODE_BATTLES",
                   (int)out->mode);
        return TL_ERR_INVALID_ARGUMENT;
    }
    return TL_OK;
}

static void load_pos(tl_game *g, const tl_pos *pos)
{
    g->pos = *pos;
    tl_undo u;
    tl_settle(&g->pos, &u); /* a session with no legal step ends (T21) */
    g->initial = g->pos;
    g->nhist = 0;
    g->forced = 0;
    tl_game_evaluate(g);
}

static void load_start(tl_game *g)
{
    tl_pos p;
    char err[8];
    tl_pos_parse(&p, g->start == TL_START_REDUCED ? TL_REDUCED_FEN : TL_START_FEN, err, sizeof err);
    load_pos(g, &p);
}

TL_API int tl_game_new_with_alloc(const tl_rules *rules, tl_alloc_fn alloc, void *ud,
                                  tl_game **out)
{
    char err[128];
    tl_rules r;
    if (!out)
        return TL_ERR_INVALID_ARGUMENT;
    *out = NULL;
    int rc = rules_import(rules, &r, err, sizeof err);
    if (rc)
        return rc;
    tl_game *g = gk_mem_alloc_zeroed(alloc, ud, sizeof *g);
    if (!g)
        return TL_ERR_NO_MEMORY;
    g->alloc = alloc;
    g->ud = ud;
    g->start = r.start;
    g->mode = r.mode;
    load_start(g);
    *out = g;
    return TL_OK;
}

TL_API int tl_game_new(const tl_rules *rules, tl_game **out)
{
    return tl_game_new_with_alloc(rules, NULL, NULL, out);
}

TL_API void tl_game_free(tl_game *g)
{
    if (!g)
        return;
    gk_mem_free(g->alloc, g->ud, g->hist, g->caphist * sizeof *g->hist);
    gk_mem_free(g->alloc, g->ud, g, sizeof *g);
}

TL_API int tl_game_clone(const tl_game *g, tl_game **out)
{
    if (!out)
        return TL_ERR_INVALID_ARGUMENT;
    *out = NULL;
    if (!g)
        return TL_ERR_INVALID_ARGUMENT;
    tl_game *c = gk_mem_alloc(g->alloc, g->ud, sizeof *c);
    if (!c)
        return TL_ERR_NO_MEMORY;
    *c = *g;
    c->hist = NULL;
    c->caphist = 0;
    if (g->nhist) {
        c->hist = gk_mem_alloc(g->alloc, g->ud, g->nhist * sizeof *g->hist);
        if (!c->hist) {
            gk_mem_free(g->alloc, g->ud, c, sizeof *c);
            return TL_ERR_NO_MEMORY;
        }
        memcpy(c->hist, g->hist, g->nhist * sizeof *g->hist);
        c->caphist = g->nhist;
    }
    *out = c;
    return TL_OK;
}

TL_API const char *tl_game_error(const tl_game *g)
{
    return g ? g->err : "no game (NULL handle)";
}

TL_API int tl_game_set_rules(tl_game *g, const tl_rules *rules)
{
    if (!g)
        return TL_ERR_INVALID_ARGUMENT;
    if (!rules)
        return tl_fail(g, TL_ERR_INVALID_ARGUMENT, "rules is NULL");
    tl_rules r;
    int rc = rules_import(rules, &r, g->err, sizeof g->err);
    if (rc)
        return rc;
    g->start = r.start;
    g->mode = r.mode;
    tl_game_evaluate(g);
    return TL_OK;
}

TL_API int tl_game_get_rules(const tl_game *g, tl_rules *rules)
{
    if (!g || !rules)
        return TL_ERR_INVALID_ARGUMENT;
    if (rules->size < RULES_SIZE_V1)
        return TL_ERR_STRUCT_SIZE;
    rules->start = g->start;
    rules->mode = g->mode;
    return TL_OK;
}

TL_API int tl_game_reset(tl_game *g)
{
    if (!g)
        return TL_ERR_INVALID_ARGUMENT;
    load_start(g);
    return TL_OK;
}

/* Reads a FEN given to the API into *p (message into the game on error). */
static int read_fen(tl_game *g, const char *fen, tl_pos *p)
{
    if (!g)
        return TL_ERR_INVALID_ARGUMENT;
    if (!fen)
        return tl_fail(g, TL_ERR_INVALID_ARGUMENT, "fen is NULL");
    return tl_pos_read(p, fen, g->lang, g->err, sizeof g->err);
}

TL_API int tl_game_set_fen(tl_game *g, const char *fen)
{
    tl_pos p;
    const int rc = read_fen(g, fen, &p);
    if (rc)
        return rc;
    if (tl_session_stuck(&p)) {
        char nm[4];
        tl_sq_name(tl_p2s[p.origin], nm);
        return tl_fail(g, TL_ERR_INVALID_POSITION,
                       "the deploy session on %s can neither go on nor end: no piece on it has "
                       "a legal step, and %s (T21, T37)",
                       nm, tl_session_may_end_terrain(&p)
                               ? "ending it would leave the commander in check or facing (T36)"
                               : "the stack left there cannot stand there (T5)");
    }
    load_pos(g, &p);
    return TL_OK;
}

TL_API int tl_game_fen(const tl_game *g, char *buf, size_t size)
{
    if (!g || (!buf && size))
        return TL_ERR_INVALID_ARGUMENT;
    return tl_pos_format(&g->pos, buf, size);
}

TL_API int tl_game_fen_after(const tl_game *g, tl_move move, char *buf, size_t size)
{
    if (!g || (!buf && size))
        return TL_ERR_INVALID_ARGUMENT;
    const uint32_t im = tl_game_find_legal(g, move, 1);
    if (!im)
        return TL_ERR_ILLEGAL_MOVE;
    tl_pos p = g->pos;
    tl_advance(&p, im);
    return tl_pos_format(&p, buf, size);
}

TL_API int tl_game_initial_fen(const tl_game *g, char *buf, size_t size)
{
    if (!g || (!buf && size))
        return TL_ERR_INVALID_ARGUMENT;
    return tl_pos_format(&g->initial, buf, size);
}

TL_API int tl_game_validate_setup(tl_game *g, const char *fen)
{
    tl_pos p;
    const int rc = read_fen(g, fen, &p);
    if (rc)
        return rc;
    /* T10 */
    if (p.origin)
        return tl_fail(g, TL_ERR_INVALID_SETUP, "%s",
                       TL_TR(g, "a setup has no deploy session (T10)"));
    if (p.side != 0)
        return tl_fail(g, TL_ERR_INVALID_SETUP, "%s",
                       TL_TR(g, "in a setup Red moves first (T10)"));
    if (p.halfmove != 0 || p.fullmove != 1)
        return tl_fail(g, TL_ERR_INVALID_SETUP,
                       TL_TR(g, "a setup has halfmove 0 and fullmove 1, not %d and %d (T10)"),
                       (int)p.halfmove, (int)p.fullmove);
    for (int side = 0; side < 2; side++)
        for (int k = 0; k < NKIND; k++) {
            const int want = (k == PE && g->start == TL_START_REDUCED) ? 0 : tl_standard_set[k];
            if (p.cnt[side][k] != want)
                return tl_fail(g, TL_ERR_INVALID_SETUP,
                               TL_TR(g, "%s has %d %s, the %s set has %d (T7, T10)"),
                               tl_side_word(g->lang, side), p.cnt[side][k],
                               TL_TR(g, tl_kind_name(k)),
                               TL_TR(g, g->start == TL_START_REDUCED ? "reduced" : "standard"),
                               want);
        }
    for (int s = 0; s < TL_SQUARES; s++) {
        const uint32_t c = p.b[tl_s2p[s]];
        if (!c)
            continue;
        char nm[4];
        tl_sq_name(s, nm);
        if (sc_heroic(c))
            return tl_fail(g, TL_ERR_INVALID_SETUP,
                           TL_TR(g, "the stack on %s has a heroic piece (T10)"), nm);
        if ((s / TL_FILES >= 6) != sc_side(c)) {
            /* Vietnamese names the piece before its side: the catalogue's
             * text takes the same %s, the first two given the other way */
            const char *side = tl_side_word(g->lang, sc_side(c));
            const char *kind = TL_TR(g, tl_kind_name(sc_carrier(c)));
            const int vi = g->lang == GK_LANG_VI;
            return tl_fail(g, TL_ERR_INVALID_SETUP, TL_TR(g, "%s %s on %s is in %s's half (T10)"),
                           vi ? kind : side, vi ? side : kind, nm,
                           tl_side_word(g->lang, !sc_side(c)));
        }
    }
    if (tl_facing(&p))
        return tl_fail(g, TL_ERR_INVALID_SETUP, "%s",
                       TL_TR(g, "the commanders face each other (T10, T33)"));
    for (int side = 0; side < 2; side++)
        if (p.cmd[side] >= 0 && tl_attackers(&p, p.cmd[side], !side, NULL))
            return tl_fail(g, TL_ERR_INVALID_SETUP, TL_TR(g, "the %s commander is attacked (T10, T35)"),
                           tl_side_word(g->lang, side));
    return TL_OK;
}

/* ---- queries ---- */

TL_API int tl_game_stack(const tl_game *g, int32_t square, tl_stack *st)
{
    if (!g || !st || bad_sq(square))
        return TL_ERR_INVALID_ARGUMENT;
    if (st->size < STACK_SIZE_V1)
        return TL_ERR_STRUCT_SIZE;
    const uint32_t c = g->pos.b[tl_s2p[square]];
    st->side = c ? sc_side(c) : -1;
    st->count = c ? sc_count(c) : 0;
    st->carrier = c ? sc_carrier(c) : -1;
    st->pieces = sc_kinds(c);
    st->heroic = sc_heroic(c);
    int n = 0;
    for (uint32_t k = sc_kinds(c); k; k &= k - 1)
        st->piece[n++] = __builtin_ctz(k);
    while (n < TL_STACK_MAX)
        st->piece[n++] = -1;
    return st->count;
}

TL_API int tl_game_turn(const tl_game *g)
{
    return g ? g->pos.side : TL_ERR_INVALID_ARGUMENT;
}

TL_API int tl_game_in_check(const tl_game *g, int32_t side)
{
    if (!g || (side != 0 && side != 1))
        return TL_ERR_INVALID_ARGUMENT;
    const int k = g->pos.cmd[side];
    return k >= 0 && tl_attackers(&g->pos, k, !side, NULL) ? 1 : 0;
}

TL_API int tl_game_session(const tl_game *g, tl_session *s)
{
    if (!g || !s)
        return TL_ERR_INVALID_ARGUMENT;
    if (s->size < SESSION_SIZE_V1)
        return TL_ERR_STRUCT_SIZE;
    if (!g->pos.origin) {
        s->origin = -1;
        s->may_step = 0;
        s->may_end = 0;
        s->captured = 0;
        return 0;
    }
    tl_pos p = g->pos;
    s->origin = tl_p2s[p.origin];
    s->may_step = p.may_step;
    s->may_end = tl_may_end(&p);
    s->captured = p.cap;
    return 1;
}

int32_t tl_base_points(const tl_game *g, int side)
{
    /* T52 / D20: the enemy pieces missing from the set count at base value */
    int32_t pts = g->pos.points[side];
    for (int k = 0; k < NKIND; k++) {
        const int set = (k == PE && g->start == TL_START_REDUCED) ? 0 : tl_standard_set[k];
        const int have = g->initial.cnt[!side][k];
        if (have < set)
            pts += (set - have) * tl_kind_points(k, 0);
    }
    return pts;
}

TL_API int32_t tl_game_points(const tl_game *g, int32_t side)
{
    if (!g || (side != 0 && side != 1))
        return TL_ERR_INVALID_ARGUMENT;
    int32_t pts = tl_base_points(g, side);
    const int won = side ? TL_BLUE_WINS : TL_RED_WINS;
    if (g->result == won && g->term != TL_TERM_ADJUDICATION) {
        pts += 100;                     /* T53: a win adds 100 */
        if (g->term == TL_TERM_CHECKMATE)
            pts += 100;                 /* T53.2: mate destroys the commander */
    }
    return pts;
}

TL_API int32_t tl_game_halfmove(const tl_game *g)
{
    return g ? g->pos.halfmove : TL_ERR_INVALID_ARGUMENT;
}

TL_API int32_t tl_game_fullmove(const tl_game *g)
{
    return g ? g->pos.fullmove : TL_ERR_INVALID_ARGUMENT;
}

TL_API uint64_t tl_game_hash(const tl_game *g)
{
    return g ? g->pos.hash : 0;
}

TL_API int tl_game_air_defence(const tl_game *g, int32_t side, uint8_t *cover, size_t cap)
{
    if (!g || (side != 0 && side != 1) || (cap && !cover) || (cap && cap < TL_SQUARES) ||
        (!cap && cover))
        return TL_ERR_INVALID_ARGUMENT;
    int n = 0;
    for (int s = 0; s < TL_SQUARES; s++) {
        const uint8_t c = g->pos.cover[side][tl_s2p[s]];
        n += c > 0;
        if (cover)
            cover[s] = c;
    }
    return n;
}

/* ---- moves ---- */

int tl_game_gen(const tl_game *g, uint32_t *out)
{
    tl_pos p = g->pos;
    return tl_gen_legal(&p, out);
}

TL_API int tl_game_legal_moves(const tl_game *g, tl_move *buf, size_t cap)
{
    if (!g || (!buf && cap))
        return TL_ERR_INVALID_ARGUMENT;
    uint32_t list[TL_GEN_MAX];
    const int n = tl_game_gen(g, list);
    for (int i = 0; i < n && (size_t)i < cap; i++)
        buf[i] = tl_mv_public(list[i]);
    return n;
}

/* The internal move of a public one if it is legal now, else 0. */
uint32_t tl_game_find_legal(const tl_game *g, tl_move m, int even_if_over)
{
    if (g->result != TL_ONGOING && !even_if_over)
        return 0;
    const uint32_t im = tl_mv_internal(m);
    if (!im || (m >> 24))
        return 0;
    if (MV_KIND(im) == K_END) {
        tl_pos p = g->pos;
        return p.origin && MV_FROM(im) == p.origin && MV_TO(im) == p.origin &&
                       !(m & 0xF80000u) && tl_may_end(&p)
                   ? im
                   : 0;
    }
    tl_pos p = g->pos;
    return tl_gen_has(&p, im) ? im : 0;
}

TL_API int tl_game_is_legal(const tl_game *g, tl_move m)
{
    if (!g)
        return TL_ERR_INVALID_ARGUMENT;
    return tl_game_find_legal(g, m, 0) != 0;
}

static int hist_push(tl_game *g, tl_hist **out)
{
    if (g->nhist == g->caphist) {
        tl_hist *h = gk_mem_grow(g->alloc, g->ud, g->hist, &g->caphist, sizeof *h, 16);
        if (!h)
            return tl_fail(g, TL_ERR_NO_MEMORY, "out of memory for the history");
        g->hist = h;
    }
    *out = &g->hist[g->nhist];
    return TL_OK;
}

/* Plays an internal move known to be legal (or the session end). */
int tl_game_play_internal(tl_game *g, uint32_t im)
{
    tl_hist *h = NULL;
    int rc = hist_push(g, &h);
    if (rc)
        return rc;
    h->move = im;
    h->closed = 0;
    if (MV_KIND(im) == K_END) {
        tl_undo_begin(&g->pos, &h->undo);
        tl_close_session(&g->pos);
    } else {
        tl_make(&g->pos, im, &h->undo, NULL, NULL);
        if (MV_DEPLOY(im))
            h->closed = (uint8_t)tl_settle(&g->pos, &h->close);
    }
    h->boundary = !g->pos.origin;
    h->key = tl_pos_key(&g->pos);
    g->nhist++;
    tl_game_evaluate(g);
    return TL_OK;
}

static void describe_illegal(tl_game *g, tl_move m)
{
    const uint32_t im = tl_mv_internal(m);
    char a[4], b[4];
    if (!im) {
        tl_fail(g, TL_ERR_ILLEGAL_MOVE, TL_TR(g, "move 0x%08x has a square off the board"),
                (unsigned)m);
        return;
    }
    tl_sq_name(TL_MOVE_FROM(m), a);
    tl_sq_name(TL_MOVE_TO(m), b);
    if (g->pos.origin && MV_FROM(im) != g->pos.origin)
        tl_fail(g, TL_ERR_ILLEGAL_MOVE,
                TL_TR(g, "a deploy session is open on %s: only its steps (T21)"),
                (tl_sq_name(tl_p2s[g->pos.origin], a), a));
    else if (!g->pos.b[MV_FROM(im)])
        tl_fail(g, TL_ERR_ILLEGAL_MOVE, TL_TR(g, "%s is empty"), a);
    else if (sc_side(g->pos.b[MV_FROM(im)]) != g->pos.side)
        tl_fail(g, TL_ERR_ILLEGAL_MOVE, TL_TR(g, "the stack on %s is not %s's"), a,
                tl_side_word(g->lang, g->pos.side));
    else
        tl_fail(g, TL_ERR_ILLEGAL_MOVE, TL_TR(g, "%s to %s (0x%08x) is not a legal move here"), a, b,
                (unsigned)m);
}

TL_API int tl_game_end_deploy(tl_game *g)
{
    if (!g)
        return TL_ERR_INVALID_ARGUMENT;
    if (g->result != TL_ONGOING)
        return tl_fail(g, TL_ERR_GAME_OVER, "%s", TL_TR(g, "the game is over"));
    if (!g->pos.origin)
        return tl_fail(g, TL_ERR_NO_SESSION, "%s", TL_TR(g, "no deploy session is open"));
    tl_pos p = g->pos;
    if (!tl_session_may_end_terrain(&p)) {
        char nm[4];
        tl_sq_name(tl_p2s[p.origin], nm);
        return tl_fail(g, TL_ERR_CANNOT_END, TL_TR(g, "the %s left on %s cannot stand there (T21)"),
                       TL_TR(g, tl_kind_name(sc_carrier(p.b[p.origin]))), nm);
    }
    if (!tl_legal_for(&p, p.side))
        return tl_fail(g, TL_ERR_CANNOT_END,
                       TL_TR(g, "ending now leaves the %s commander attacked or facing (T21, T36)"),
                       tl_side_word(g->lang, p.side));
    return tl_game_play_internal(g, MV(p.origin, p.origin, K_END, 0, 0));
}

TL_API int tl_game_play(tl_game *g, tl_move m)
{
    if (!g)
        return TL_ERR_INVALID_ARGUMENT;
    if (g->result != TL_ONGOING)
        return tl_fail(g, TL_ERR_GAME_OVER, "%s", TL_TR(g, "the game is over"));
    if (TL_MOVE_KIND(m) == TL_KIND_END && !(m >> 19)) {
        if (!g->pos.origin || (uint32_t)tl_s2p[TL_MOVE_FROM(m) % TL_SQUARES] != g->pos.origin ||
            TL_MOVE_FROM(m) != TL_MOVE_TO(m) || TL_MOVE_FROM(m) >= TL_SQUARES)
            return tl_fail(g, TL_ERR_ILLEGAL_MOVE, "%s",
                           TL_TR(g, "no deploy session is open on that square"));
        return tl_game_end_deploy(g);
    }
    const uint32_t im = tl_game_find_legal(g, m, 0);
    if (!im) {
        describe_illegal(g, m);
        return TL_ERR_ILLEGAL_MOVE;
    }
    return tl_game_play_internal(g, im);
}

TL_API int tl_game_undo(tl_game *g)
{
    if (!g)
        return TL_ERR_INVALID_ARGUMENT;
    if (g->forced) {
        g->forced = 0;
        tl_game_evaluate(g);
        return TL_OK;
    }
    if (!g->nhist)
        return tl_fail(g, TL_ERR_NO_HISTORY, "nothing to undo");
    tl_hist *h = &g->hist[--g->nhist];
    if (h->closed)
        tl_undo_apply(&g->pos, &h->close);
    tl_undo_apply(&g->pos, &h->undo);
    tl_game_evaluate(g);
    return TL_OK;
}

TL_API int tl_game_history(const tl_game *g, tl_move *buf, size_t cap)
{
    if (!g || (!buf && cap))
        return TL_ERR_INVALID_ARGUMENT;
    for (size_t i = 0; i < g->nhist && i < cap; i++)
        buf[i] = tl_mv_public(g->hist[i].move);
    return (int)g->nhist;
}

TL_API int tl_game_perft(const tl_game *g, int32_t depth, uint64_t *count)
{
    if (!g || !count || depth < 0 || depth > PERFT_MAX_DEPTH)
        return TL_ERR_INVALID_ARGUMENT;
    tl_pos p = g->pos;
    *count = tl_perft(&p, depth);
    return TL_OK;
}

/* ---- outcome (T53-T55; the rules in outcome.c) ---- */

TL_API int tl_game_outcome(const tl_game *g, int32_t *termination)
{
    if (!g)
        return TL_ERR_INVALID_ARGUMENT;
    if (termination)
        *termination = g->term;
    return g->result;
}

TL_API int tl_game_battles_lost(const tl_game *g, int32_t side)
{
    if (!g || (side != 0 && side != 1))
        return TL_ERR_INVALID_ARGUMENT;
    return tl_pos_battles_lost(&g->pos, side);
}

static int force(tl_game *g, int term, int result)
{
    if (g->result != TL_ONGOING)
        return tl_fail(g, TL_ERR_GAME_OVER, "%s", TL_TR(g, "the game is over"));
    g->forced = term;
    g->forced_result = result;
    tl_game_evaluate(g);
    return TL_OK;
}

TL_API int tl_game_resign(tl_game *g, int32_t side)
{
    if (!g)
        return TL_ERR_INVALID_ARGUMENT;
    if (side != 0 && side != 1)
        return tl_fail(g, TL_ERR_INVALID_ARGUMENT, "side %d is neither TL_RED nor TL_BLUE",
                       (int)side);
    return force(g, TL_TERM_RESIGNATION, side ? TL_RED_WINS : TL_BLUE_WINS);
}

TL_API int tl_game_agree_draw(tl_game *g)
{
    if (!g)
        return TL_ERR_INVALID_ARGUMENT;
    return force(g, TL_TERM_AGREEMENT, TL_DRAW);
}

TL_API int tl_game_adjudication(const tl_game *g)
{
    if (!g)
        return TL_ERR_INVALID_ARGUMENT;
    const int32_t r = tl_game_points(g, 0), b = tl_game_points(g, 1);
    return r > b ? TL_RED_WINS : b > r ? TL_BLUE_WINS : TL_DRAW; /* T55 */
}

TL_API int tl_game_adjudicate(tl_game *g)
{
    if (!g)
        return TL_ERR_INVALID_ARGUMENT;
    const int r = tl_game_adjudication(g);
    const int rc = force(g, TL_TERM_ADJUDICATION, r);
    return rc ? rc : r;
}

TL_API const char *tl_result_string(int result)
{
    switch (result) {
    case TL_RED_WINS: return "1-0";
    case TL_BLUE_WINS: return "0-1";
    case TL_DRAW: return "1/2-1/2";
    default: return "*";
    }
}

TL_API const char *tl_termination_string(int t)
{
    static const char *const names[] = {
        "none", "checkmate", "stalemate", "halfmove clock", "repetition",
        "naval battle", "air battle", "land battle", "both sides lost a battle",
        "commander lost", "resignation", "agreement", "adjudication"};
    return t >= 0 && t <= TL_TERM_ADJUDICATION ? names[t] : "unknown";
}

TL_API const char *tl_termination_text(int t, int32_t language)
{
    return gk_tr(language, tl_termination_string(t));
}

/* ---- the end of the game: T53.5 and what the game records ---- */

int tl_repetitions(const tl_game *g)
{
    const uint64_t key = tl_pos_key(&g->pos);
    int n = !g->initial.origin && tl_pos_key(&g->initial) == key;
    for (size_t i = 0; i < g->nhist; i++)
        n += g->hist[i].boundary && g->hist[i].key == key;
    return n;
}

void tl_game_evaluate(tl_game *g)
{
    if (g->forced) {
        g->term = g->forced;
        g->result = g->forced_result;
        return;
    }
    int32_t term;
    int result = TL_ONGOING;
    term = TL_TERM_NONE;
    if (!g->pos.origin) { /* only at turn boundaries */
        tl_pos p = g->pos;
        result = tl_pos_outcome(&g->pos, g->mode, tl_gen_has(&p, 0), &term);
        if (result == TL_ONGOING && tl_repetitions(g) >= TL_REPETITION_DRAW) { /* T53.5 */
            term = TL_TERM_REPETITION;
            result = TL_DRAW;
        }
    }
    g->result = result;
    g->term = term;
}
