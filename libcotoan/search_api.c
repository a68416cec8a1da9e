/* The public engine API: engines, limits, levels, and ct_search() around
 * the search loop of search.c. */
#include "search_impl.h"

#include <string.h>

#include "gk_level.h"
#include "gk_struct.h"

/* The first published versions of the engine's structs (doc/abi.md): a
 * smaller size is CT_ERR_STRUCT_SIZE, a larger one is accepted and only
 * these members are read (or, for the result, written). */
#define OPTIONS_SIZE_V1 GK_STRUCT_V1(ct_engine_options, ud)
#define LIMITS_SIZE_V1 GK_STRUCT_V1(ct_search_limits, stop)
_Static_assert(CT_LEVEL_FULL == GK_LEVEL_FULL && CT_LEVEL_MIN == GK_LEVEL_MIN
               && CT_LEVEL_MAX == GK_LEVEL_MAX
               && CT_LEVEL_DEFAULT == GK_LEVEL_DEFAULT,
               "the levels are gk_level.h's");
#define RESULT_SIZE_V1 GK_STRUCT_V1(ct_search_result, pv)

CT_API int ct_engine_options_init(ct_engine_options *o)
{
    if (!o)
        return CT_ERR_INVALID_ARGUMENT;
    memset(o, 0, sizeof *o);
    o->size = sizeof *o;
    o->hash_mb = CT_ENGINE_DEFAULT_HASH_MB;
    return CT_OK;
}

CT_API int ct_search_limits_init(ct_search_limits *l)
{
    if (!l)
        return CT_ERR_INVALID_ARGUMENT;
    memset(l, 0, sizeof *l);
    l->size = sizeof *l;
    l->level = CT_LEVEL_FULL;
    return CT_OK;
}

CT_API int ct_engine_new(const ct_engine_options *opt, ct_engine **out)
{
    ct_engine_options o;
    if (!out)
        return CT_ERR_INVALID_ARGUMENT;
    *out = NULL;
    ct_engine_options_init(&o);
    if (opt && !gk_struct_copy(&o, sizeof o, opt, OPTIONS_SIZE_V1))
        return CT_ERR_STRUCT_SIZE;
    gk_engine *g;
    const gk_engine_params ep = {o.alloc, o.ud, o.hash_mb, CT_ENGINE_DEFAULT_HASH_MB,
                                  CT_ENGINE_HASH_MB_MAX, sizeof(ct_engine),
                                  sizeof(ct_search_state)};
    const int rc = gk_engine_open(&ep, &g);
    *out = (ct_engine *)(void *)g;
    return rc;
}

CT_API void ct_engine_free(ct_engine *e)
{
    if (e)
        gk_engine_free(&e->g);
}

CT_API int ct_engine_clear(ct_engine *e)
{
    if (!e)
        return CT_ERR_INVALID_ARGUMENT;
    gk_engine_clear(&e->g);
    return CT_OK;
}

CT_API int ct_engine_set_hash(ct_engine *e, uint32_t mb)
{
    return gk_engine_resize(e ? &e->g : NULL, mb, CT_ENGINE_HASH_MB_MAX);
}

CT_API void ct_engine_stop(ct_engine *e)
{
    if (e)
        gk_engine_stop(&e->g);
}

/* The result of a game that is over (no legal move): the score says who
 * won, from the side to move. */
static void game_over_result(const ct_game *g, ct_search_result *res)
{
    int r = ct_game_outcome(g, NULL);
    memset(res, 0, sizeof *res);
    res->size = sizeof *res;
    res->best = CT_MOVE_NONE;
    if (r == CT_RED_WINS || r == CT_BLUE_WINS) {
        int winner = r == CT_RED_WINS ? CT_RED : CT_BLUE;
        res->score_type = winner == g->pos.side ? CT_SCORE_WIN : CT_SCORE_LOSS;
    }
}

CT_API int ct_search(ct_engine *e, const ct_game *g,
                     const ct_search_limits *limits, ct_search_result *result)
{
    ct_search_limits lim;
    ct_search_result res;
    if (!e || !g || !result)
        return CT_ERR_INVALID_ARGUMENT;
    if (result->size < RESULT_SIZE_V1)
        return CT_ERR_STRUCT_SIZE;
    ct_search_limits_init(&lim);
    if (limits && !gk_struct_copy(&lim, sizeof lim, limits, LIMITS_SIZE_V1))
        return CT_ERR_STRUCT_SIZE;
    if (!gk_limits_valid(lim.level, lim.depth, CT_DEPTH_MAX, lim.movetime_ms))
        return CT_ERR_INVALID_ARGUMENT;

    /* Over by the position (R12-R15) or by resignation or agreement. */
    if (ct_game_outcome(g, NULL) != CT_ONGOING) {
        game_over_result(g, &res);
        gk_search_end(&e->g, result, &res, sizeof res, RESULT_SIZE_V1);
        return CT_OK;
    }

    ct_search_state *s = e->g.state;
    s->pos = g->pos;
    s->rules = g->rules;
    /* The level: its node budget for the move time and its noise
     * (gk_level.h). */
    s->noise = gk_levels_cotoan[lim.level].noise;
    const uint64_t nodes = gk_level_nodes(gk_levels_cotoan, lim.level, lim.movetime_ms, lim.nodes);
    s->seed = lim.seed;
    const gk_search_params sp = {
        .nodes = nodes, .movetime_ms = lim.movetime_ms, .stop = lim.stop,
        .killers = s->killers, .killers_size = sizeof s->killers,
        .history = s->history, .history_size = sizeof s->history,
        .depth = lim.depth, .max_depth = CT_DEPTH_MAX};
    const int max_depth = gk_search_begin(&e->g, &s->run, &sp);
    ct_search_run(e, s, max_depth, &lim, &res);
    gk_search_end(&e->g, result, &res, sizeof res, RESULT_SIZE_V1);
    return CT_OK;
}
