/* The search engine's internals, shared by search.c, search_api.c,
 * movepick.c and eval.c (doc/cotulenh/engine.md). */
#ifndef TL_SEARCH_IMPL_H
#define TL_SEARCH_IMPL_H

#include <stdatomic.h>

#include "cotulenh/engine.h"
#include "game_impl.h"
#include "gk_search.h"
#include "gk_tt.h"

/* Scores, from the side to move.  A proved end of the game is TL_MATE
 * minus the plies from the root to it; ordinary evaluations stay well
 * inside +-TL_MATE_BOUND. */
#define TL_INF 32000
#define TL_MATE 30000
#define TL_MATE_BOUND (TL_MATE - 1000)
#define TL_EVAL_MAX 20000

/* Deepest ply from the root (nominal depth + extensions + quiescence). */
#define TL_MAXPLY 96
/* Turn-boundary keys kept for repetitions: the game's last ones and the
 * search path's. */
#define TL_REP_MAX (256 + TL_MAXPLY)

/* The internal move that ends the open session (K_END on the origin). */
static inline uint32_t tl_end_move(const tl_pos *p)
{
    return MV(p->origin, p->origin, K_END, 0, 0);
}

/* ---- evaluation (eval.c) ---- */

/* Static evaluation of a position, in tenths of a point from the side to
 * move (pos->side; inside a session the deploying side).  mode is the
 * game's tl_mode. */
int tl_eval(const tl_pos *p, int mode);
/* Only the material (T5 values, no heroic bonus) and the tempo of
 * tl_eval(): the rest stays within TL_LAZY_MARGIN of it in nearly every
 * position outside battles mode. */
int tl_eval_material(const tl_pos *p);
#define TL_LAZY_MARGIN 400
/* T5 value of a kind in tenths of a point (the commander: 0 here, it is
 * never traded). */
extern const int16_t tl_eval_value[NKIND];

/* ---- one search (search.c) ---- */

#define TL_EVAL_CACHE 65536

typedef struct tl_search_state {
    tl_pos pos;
    int mode;
    gk_run run;              /* nodes, limits, stop flags (gamekit) */
    int root_depth;
    int root_side;           /* the side to move at the root (contempt) */
    int noise;               /* eval noise amplitude (levels) */
    uint64_t seed;
    int nrep;                /* entries of rep[] */
    uint64_t rep[TL_REP_MAX];/* turn-boundary keys: the game's, then the path's */
    uint32_t moves[TL_MAXPLY][TL_GEN_MAX];
    int32_t mscore[TL_MAXPLY][TL_GEN_MAX];
    uint32_t pv[TL_MAXPLY][TL_MAXPLY];
    int pvlen[TL_MAXPLY];
    uint32_t killers[TL_MAXPLY][2];
    int32_t history[2][TL_NP][TL_NP];
    uint64_t ecache[TL_EVAL_CACHE]; /* hash high bits | eval + 32768 (low 16) */
} tl_search_state;

/* The engine: gamekit's shared part (allocator, table, stop flag, the
 * search state below as its state). */
struct tl_engine {
    gk_engine g;
};

/* Runs the iterative deepening loop of a prepared state; fills res (the
 * full struct). */
void tl_search_run(tl_engine *e, tl_search_state *s, int max_depth,
                   const tl_search_limits *lim, tl_search_result *res);

#endif
