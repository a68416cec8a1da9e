/* The search engine's internals, shared by search.c, search_api.c, eval.c
 * and tt.c. */
#ifndef CT_ENGINE_IMPL_H
#define CT_ENGINE_IMPL_H

#include <stdatomic.h>

#include "cotoan/engine.h"
#include "game_impl.h"

/* Scores, from the side to move.  A proved end of the game is CT_MATE
 * minus the plies from the root to it; ordinary evaluations stay well
 * inside +-CT_MATE_BOUND. */
#define CT_INF 32000
#define CT_MATE 30000
#define CT_MATE_BOUND (CT_MATE - 1000)
#define CT_EVAL_MAX 20000

/* Deepest ply from the root (nominal depth + extensions + quiescence). */
#define CT_MAXPLY 128

/* ---- transposition table (tt.c) ---- */

enum { CT_BOUND_UPPER = 1, CT_BOUND_LOWER = 2, CT_BOUND_EXACT = 3 };

typedef struct ct_tt_entry {
    uint64_t key;
    uint32_t move;    /* internal move (with CT_MV_CAPTURE), 0 for none */
    int16_t score;    /* mate scores relative to this node */
    int8_t depth;
    uint8_t bound;    /* CT_BOUND_* | age << 2 */
} ct_tt_entry;

/* Buckets of two: [0] keeps the deeper entry, [1] is always replaced. */
typedef struct ct_tt {
    ct_tt_entry *e;   /* aligned to 64 bytes inside raw */
    void *raw;        /* the block from the allocator */
    size_t nbuckets;  /* a power of two; 2 entries each */
    unsigned age;     /* 0..63, advanced by each search */
} ct_tt;

int ct_tt_alloc(ct_tt *tt, ct_alloc_fn alloc, void *ud, uint32_t mb);
void ct_tt_free(ct_tt *tt, ct_alloc_fn alloc, void *ud);
void ct_tt_clear(ct_tt *tt);
/* The entry for key, or NULL. */
const ct_tt_entry *ct_tt_probe(const ct_tt *tt, uint64_t key);
void ct_tt_store(ct_tt *tt, uint64_t key, uint32_t move, int score, int depth,
                 int bound);

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
    uint64_t nodes;
    uint64_t node_limit;     /* 0 = none */
    int64_t start_ns;
    int64_t deadline_ns;     /* 0 = none */
    int stopped;
    int seldepth;
    int root_depth;
    int noise;               /* eval noise amplitude (levels) */
    uint64_t seed;
    const volatile int32_t *stop_ptr; /* lim.stop, read by ct_stop_flag_set() */
    atomic_int *stop_flag;
    uint32_t moves[CT_MAXPLY][CT_GEN_MAX];
    uint64_t scratch[CT_GEN_MAX];   /* order_slides() */
    int32_t mscore[CT_MAXPLY][CT_GEN_MAX];
    uint32_t pv[CT_MAXPLY][CT_MAXPLY];
    int pvlen[CT_MAXPLY];
    uint32_t killers[CT_MAXPLY][2];
    int32_t history[2][CT_NSQ][CT_NSQ];
    uint64_t ecache[CT_EVAL_CACHE]; /* key high bits | eval (low 16) */
} ct_search_state;

struct ct_engine {
    ct_alloc_fn alloc;
    void *ud;
    ct_tt tt;
    atomic_int stop;
    ct_search_state *s;
};

/* Run the iterative deepening loop of a prepared state; fills res (the
 * full struct).  Returns the internal score. */
int ct_search_run(ct_engine *e, ct_search_state *s, int max_depth,
                  const ct_search_limits *lim, ct_search_result *res);

/* Whether the caller's stop flag (ct_search_limits::stop) is set: an
 * atomic load, so another thread's atomic store to it is well-defined C11
 * (engine.h).  The flag is an int32_t in the ABI; an _Atomic int32_t has
 * the same size and alignment (checked here), so the caller may declare
 * it either way. */
_Static_assert(sizeof(_Atomic int32_t) == sizeof(int32_t)
               && _Alignof(_Atomic int32_t) == _Alignof(int32_t),
               "the stop flag must be an int32_t in the ABI");
static inline int ct_stop_flag_set(const volatile int32_t *flag)
{
    return flag && atomic_load_explicit((const volatile _Atomic int32_t *)flag,
                                        memory_order_relaxed) != 0;
}

/* Monotonic clock in nanoseconds. */
int64_t ct_now_ns(void);

#endif
