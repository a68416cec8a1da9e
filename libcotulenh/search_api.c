/* The public engine API: engines, limits, levels, tl_search() around the
 * search loop of search.c, tl_evaluate() and tl_turn_text(). */
#include "search_impl.h"

#include <string.h>

#include "gk_level.h"
#include "gk_struct.h"

/* The first published versions of the engine's structs (doc/abi.md): a
 * smaller size is TL_ERR_STRUCT_SIZE, a larger one is accepted and only
 * these members are read (or, for the result, written). */
#define OPTIONS_SIZE_V1 GK_STRUCT_V1(tl_engine_options, ud)
#define LIMITS_SIZE_V1 GK_STRUCT_V1(tl_search_limits, stop)
_Static_assert(TL_LEVEL_FULL == GK_LEVEL_FULL && TL_LEVEL_MIN == GK_LEVEL_MIN
               && TL_LEVEL_MAX == GK_LEVEL_MAX
               && TL_LEVEL_DEFAULT == GK_LEVEL_DEFAULT,
               "the levels are gk_level.h's");
#define RESULT_SIZE_V1 GK_STRUCT_V1(tl_search_result, pv)

TL_API int tl_engine_options_init(tl_engine_options *o)
{
    if (!o)
        return TL_ERR_INVALID_ARGUMENT;
    memset(o, 0, sizeof *o);
    o->size = sizeof *o;
    o->hash_mb = TL_ENGINE_DEFAULT_HASH_MB;
    return TL_OK;
}

TL_API int tl_search_limits_init(tl_search_limits *l)
{
    if (!l)
        return TL_ERR_INVALID_ARGUMENT;
    memset(l, 0, sizeof *l);
    l->size = sizeof *l;
    l->level = TL_LEVEL_FULL;
    return TL_OK;
}

TL_API int tl_engine_new(const tl_engine_options *opt, tl_engine **out)
{
    tl_engine_options o;
    if (!out)
        return TL_ERR_INVALID_ARGUMENT;
    *out = NULL;
    tl_engine_options_init(&o);
    if (opt && !gk_struct_copy(&o, sizeof o, opt, OPTIONS_SIZE_V1))
        return TL_ERR_STRUCT_SIZE;
    gk_engine *g;
    const gk_engine_params ep = {o.alloc, o.ud, o.hash_mb, TL_ENGINE_DEFAULT_HASH_MB,
                                  TL_ENGINE_HASH_MB_MAX, sizeof(tl_engine),
                                  sizeof(tl_search_state)};
    const int rc = gk_engine_open(&ep, &g);
    *out = (tl_engine *)(void *)g;
    return rc;
}

TL_API void tl_engine_free(tl_engine *e)
{
    if (e)
        gk_engine_free(&e->g);
}

TL_API int tl_engine_clear(tl_engine *e)
{
    if (!e)
        return TL_ERR_INVALID_ARGUMENT;
    gk_engine_clear(&e->g);
    return TL_OK;
}

TL_API int tl_engine_set_hash(tl_engine *e, uint32_t mb)
{
    return gk_engine_resize(e ? &e->g : NULL, mb, TL_ENGINE_HASH_MB_MAX);
}

TL_API void tl_engine_stop(tl_engine *e)
{
    if (e)
        gk_engine_stop(&e->g);
}

/* The result of a game that is over: the score says who won, from the
 * side to move. */
static void game_over_result(const tl_game *g, tl_search_result *res)
{
    int r = tl_game_outcome(g, NULL);
    memset(res, 0, sizeof *res);
    res->size = sizeof *res;
    res->best = TL_MOVE_NONE;
    if (r == TL_RED_WINS || r == TL_BLUE_WINS) {
        int winner = r == TL_RED_WINS ? TL_RED : TL_BLUE;
        res->score_type = winner == g->pos.side ? TL_SCORE_WIN : TL_SCORE_LOSS;
    }
}

/* The game's turn-boundary keys that a repetition may still reach (since
 * the last capture: the halfmove clock), oldest first, the current
 * position's last when it is a boundary. */
static int game_keys(const tl_game *g, uint64_t *out, int cap)
{
    int n = 0;
    size_t i = g->nhist;
    size_t first = 0;
    /* at most cap - 1 history keys, plus the initial position */
    while (i > first && n < cap - 1) {
        i--;
        if (g->hist[i].boundary)
            n++;
        if (g->nhist - i > 2 * ((size_t)g->pos.halfmove + 2) * TL_STACK_MAX)
            break;
    }
    int k = 0;
    if (i == 0 && !g->initial.origin && n < cap)
        out[k++] = tl_pos_key(&g->initial);
    for (; i < g->nhist && k < cap; i++)
        if (g->hist[i].boundary)
            out[k++] = g->hist[i].key;
    if (k == 0 && !g->pos.origin)
        out[k++] = tl_pos_key(&g->pos);
    return k;
}

TL_API int tl_search(tl_engine *e, const tl_game *g,
                     const tl_search_limits *limits, tl_search_result *result)
{
    tl_search_limits lim;
    tl_search_result res;
    if (!e || !g || !result)
        return TL_ERR_INVALID_ARGUMENT;
    if (result->size < RESULT_SIZE_V1)
        return TL_ERR_STRUCT_SIZE;
    tl_search_limits_init(&lim);
    if (limits && !gk_struct_copy(&lim, sizeof lim, limits, LIMITS_SIZE_V1))
        return TL_ERR_STRUCT_SIZE;
    if (!gk_limits_valid(lim.level, lim.depth, TL_DEPTH_MAX, lim.movetime_ms))
        return TL_ERR_INVALID_ARGUMENT;

    /* Over by the position (T53, T54) or by resignation or agreement.
     * (A session with no step and no end is never loaded nor reached,
     * tl_session_stuck(); the probe keeps the search safe regardless.) */
    tl_pos copy = g->pos;
    if (tl_game_outcome(g, NULL) != TL_ONGOING
        || (!tl_gen_has(&copy, 0) && !(copy.origin && tl_may_end(&copy)))) {
        game_over_result(g, &res);
        gk_search_end(&e->g, result, &res, sizeof res, RESULT_SIZE_V1);
        return TL_OK;
    }

    tl_search_state *s = e->g.state;
    s->pos = g->pos;
    s->mode = g->mode;
    s->root_side = g->pos.side;
    /* The level: its node budget for the move time and its noise
     * (gk_level.h). */
    s->noise = gk_levels_cotulenh[lim.level].noise;
    const uint64_t nodes = gk_level_nodes(gk_levels_cotulenh, lim.level, lim.movetime_ms, lim.nodes);
    s->seed = lim.seed;
    s->nrep = game_keys(g, s->rep, TL_REP_MAX - TL_MAXPLY);
    const gk_search_params sp = {
        .nodes = nodes, .movetime_ms = lim.movetime_ms, .stop = lim.stop,
        .killers = s->killers, .killers_size = sizeof s->killers,
        .history = s->history, .history_size = sizeof s->history,
        .depth = lim.depth, .max_depth = TL_DEPTH_MAX};
    const int max_depth = gk_search_begin(&e->g, &s->run, &sp);
    tl_search_run(e, s, max_depth, &lim, &res);
    gk_search_end(&e->g, result, &res, sizeof res, RESULT_SIZE_V1);
    return TL_OK;
}

TL_API int tl_evaluate(const tl_game *g, int32_t *score)
{
    if (!g || !score)
        return TL_ERR_INVALID_ARGUMENT;
    int r = tl_game_outcome(g, NULL);
    if (r == TL_DRAW)
        *score = 0;
    else if (r == TL_RED_WINS || r == TL_BLUE_WINS)
        *score = (r == TL_RED_WINS) == (g->pos.side == TL_RED) ? TL_MATE : -TL_MATE;
    else
        *score = tl_eval(&g->pos, g->mode);
    return TL_OK;
}

/* The internal move of public step m if it is legal in pos, else 0. */
static uint32_t legal_step(tl_pos *pos, tl_move m, uint32_t *list, int *n)
{
    *n = tl_gen_legal(pos, list);
    const uint32_t im = tl_mv_internal(m);
    if (!im || (m >> 24) || MV_KIND(im) == K_END)
        return 0;
    for (int i = 0; i < *n; i++)
        if (list[i] == im)
            return im;
    return 0;
}

TL_API int tl_turn_text(const tl_game *g, const tl_move *steps, int32_t nsteps,
                        int32_t ends_early, int32_t notation, char *buf,
                        size_t size)
{
    if (!g || (!steps && nsteps) || nsteps < 0 || nsteps > TL_TURN_MAX
        || (!buf && size)
        || (notation != TL_NOTATION_LAN && notation != TL_NOTATION_SAN))
        return TL_ERR_INVALID_ARGUMENT;
    if (g->result != TL_ONGOING || (nsteps == 0 && !ends_early))
        return TL_ERR_ILLEGAL_MOVE;
    gk_sbuf b = {buf, size, 0};
    tl_pos pos = g->pos;
    uint32_t list[TL_GEN_MAX];
    for (int i = 0; i < nsteps; i++) {
        int n;
        /* a step after the turn has passed belongs to the next turn */
        if (i > 0 && !pos.origin)
            return TL_ERR_ILLEGAL_MOVE;
        const uint32_t im = legal_step(&pos, steps[i], list, &n);
        if (!im)
            return TL_ERR_ILLEGAL_MOVE;
        if (i > 0)
            gk_sbuf_putn(&b, ",", 1);
        if (notation == TL_NOTATION_SAN)
            tl_san(&b, &pos, im, list, n);
        else
            tl_lan(&b, &pos, im);
        tl_advance(&pos, im);
    }
    if (ends_early) {
        if (!pos.origin || !tl_may_end(&pos))
            return TL_ERR_ILLEGAL_MOVE;
        gk_sbuf_putn(&b, nsteps ? ",|" : "|", nsteps ? 2 : 1);
    }
    return TL_SBUF_RESULT(&b);
}
