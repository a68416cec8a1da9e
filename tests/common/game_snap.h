/* Everything observable about a Cờ toán game, taken before a call that
 * fails and compared after it: nothing may have changed (shared by the
 * hostile-input and allocation-failure suites; header-only, static). */
#ifndef CT_GAME_SNAP_H
#define CT_GAME_SNAP_H

#include <check.h>
#include <string.h>

#include "cotoan/cotoan.h"

typedef struct game_snap {
    char pos[CT_POSITION_MAX];
    char initial[CT_POSITION_MAX];
    uint64_t hash;
    int nhist;
    ct_move hist[64];
    int result;
    int32_t term;
    ct_rules rules;
} game_snap;

static inline void game_take(const ct_game *g, game_snap *s)
{
    memset(s, 0, sizeof *s);
    ck_assert_int_gt(ct_game_position(g, s->pos, sizeof s->pos), 0);
    ck_assert_int_gt(ct_game_initial_position(g, s->initial, sizeof s->initial), 0);
    s->hash = ct_game_hash(g);
    s->nhist = ct_game_history(g, s->hist, 64);
    ck_assert_int_ge(s->nhist, 0);
    s->result = ct_game_outcome(g, &s->term);
    ct_rules_init(&s->rules);
    ck_assert_int_eq(ct_game_get_rules(g, &s->rules), CT_OK);
}

/* g is as it was when before was taken. */
static inline void game_same(const ct_game *g, const game_snap *before)
{
    game_snap now;
    game_take(g, &now);
    ck_assert_str_eq(now.pos, before->pos);
    ck_assert_str_eq(now.initial, before->initial);
    ck_assert(now.hash == before->hash);
    ck_assert_int_eq(now.nhist, before->nhist);
    ck_assert(memcmp(now.hist, before->hist, sizeof now.hist) == 0);
    ck_assert_int_eq(now.result, before->result);
    ck_assert_int_eq(now.term, before->term);
    ck_assert(memcmp(&now.rules, &before->rules, sizeof now.rules) == 0);
}

#endif
