/* The search engine's internals, shared by search.c, search_api.c, eval.c
 * and movepick.c (the table, the engine handle's shared part and the
 * iterative deepening driver are gamekit's: gk_tt.h, gk_search.h). */
#ifndef CT_SEARCH_IMPL_H
#define CT_SEARCH_IMPL_H

#include <stdatomic.h>

#include "cotoan/engine.h"
#include "game_impl.h"
#include "gk_search.h"
#include "gk_tt.h"

/* Scores, from the side to move.  A proved end of the game is CT_MATE
 * minus the plies from the root to it; ordinary evaluations stay well
 * inside +-CT_MATE_BOUND. */
#define CT_INF 32000
#define CT_MATE 30000
#define CT_MATE_BOUND (CT_MATE - 1000)
#define CT_EVAL_MAX 20000

/* Deepest ply from the root (nominal depth + extensions + quiescence). */
#define CT_MAXPLY 128

/* ---- evaluation (eval.c) ---- */

/* Flags that ct_eval() finds on the way. */
enum {
    CT_EV_THREATENED = 1, /* the enemy threatens to win with its next move */
    CT_EV_WINS_NOW = 2    /* the side to move can win with this move */
};
/* Static evaluation of a position that has not ended, in centi-points from
 * the side to move (the search adds the levels' noise); sets *flags. */
int ct_eval(const ct_pos *p, const ct_ruleset *r, int *flags);
/* Only the score and race terms and the tempo of ct_eval(): the rest of
 * the evaluation stays within CT_LAZY_MARGIN of it in nearly every
 * position. */
int ct_eval_material(const ct_pos *p, const ct_ruleset *r);
#define CT_LAZY_MARGIN 350
/* Whether `side`'s 0 can be captured by the other side right now (R12). */
int ct_zero_attacked(const ct_pos *p, int side);

/* ---- the engine and one search (search.c, search_api.c) ---- */

#define CT_EVAL_CACHE 65536

typedef struct ct_search_state {
    ct_pos pos;
    ct_ruleset rules;
    gk_run run;              /* nodes, limits, stop flags (gamekit) */
    int root_depth;
    int noise;               /* eval noise amplitude (levels) */
    uint64_t seed;
    uint32_t moves[CT_MAXPLY][CT_GEN_MAX];
    uint64_t scratch[CT_GEN_MAX];   /* order_slides() */
    int32_t mscore[CT_MAXPLY][CT_GEN_MAX];
    uint32_t pv[CT_MAXPLY][CT_MAXPLY];
    int pvlen[CT_MAXPLY];
    uint32_t killers[CT_MAXPLY][2];
    int32_t history[2][CT_NSQ][CT_NSQ];
    uint64_t ecache[CT_EVAL_CACHE]; /* key high bits | eval (low 16) */
} ct_search_state;

/* The engine: gamekit's shared part (allocator, table, stop flag, the
 * search state below as its state). */
struct ct_engine {
    gk_engine g;
};

/* Run the iterative deepening loop of a prepared state; fills res (the
 * full struct).  Returns the internal score. */
int ct_search_run(ct_engine *e, ct_search_state *s, int max_depth,
                  const ct_search_limits *lim, ct_search_result *res);

#endif
