/* Random games for the libcotulenh tests that check the generator and the
 * legality paths against each other at every position reached (header-only,
 * static; uses the library's internal position). */
#ifndef TL_RANDGAME_H
#define TL_RANDGAME_H

#include <stdint.h>

#include "testutil.h"
#include "game_impl.h"

/* xorshift64: the tests' reproducible stream of numbers. */
static inline uint64_t rng(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* Is the commander of the side to move attacked (T35, the full test)? */
static inline int attacked(const tl_pos *pos)
{
    const int k = pos->cmd[pos->side];
    return k >= 0 && tl_attackers(pos, k, !pos->side, NULL) != 0;
}

/* pos with some stacks (about one in three) made all heroic, into *h;
 * 1 when any stack changed. */
static inline int heroic_variant(const tl_pos *pos, uint64_t *seed, tl_pos *h)
{
    *h = *pos;
    int any = 0;
    for (int p = 0; p < TL_NP; p++) {
        const uint32_t code = h->b[p];
        if (!code || (code & SC_OFF) || rng(seed) % 3)
            continue;
        tl_pos_set(h, p, code | sc_kinds(code) << SC_HSHIFT);
        any = 1;
    }
    return any;
}

/* Called at every position of a random game, with its FEN and the game's
 * stream of numbers. */
typedef void random_game_visit(tl_game *g, const char *fen, uint64_t *seed, void *ctx);

/* A random game of up to `steps` steps (captures and deploy steps
 * preferred, open sessions sometimes ended early), visit() at each
 * position before its step. */
static inline void random_game(const tl_rules *rules, uint64_t seed, int steps,
                               random_game_visit *visit, void *ctx)
{
    tl_game *g = NULL;
    ck_assert_int_eq(tl_game_new(rules, &g), TL_OK);
    static tl_move list[TL_MOVES_MAX];
    char fen[TL_FEN_MAX];
    for (int step = 0; step < steps && tl_game_outcome(g, NULL) == TL_ONGOING; step++) {
        tl_game_fen(g, fen, sizeof fen);
        visit(g, fen, &seed, ctx);
        tl_session s = {sizeof s, 0, 0, 0, 0};
        if (tl_game_session(g, &s) == 1 && s.may_end && rng(&seed) % 3 == 0) {
            CHECK(tl_game_end_deploy(g) == TL_OK, "%s: end: %s", fen, tl_game_error(g));
            continue;
        }
        const int n = tl_game_legal_moves(g, list, TL_MOVES_MAX);
        CHECK(n > 0, "%s: no move but ongoing", fen);
        int pick = (int)(rng(&seed) % (uint64_t)n);
        for (int tries = 0; tries < 4; tries++) {
            const int q = (int)(rng(&seed) % (uint64_t)n);
            if (TL_MOVE_KIND(list[q]) != TL_KIND_MOVE || TL_MOVE_IS_DEPLOY(list[q])) {
                pick = q;
                break;
            }
        }
        CHECK(tl_game_play(g, list[pick]) == TL_OK, "%s: %s", fen, tl_game_error(g));
    }
    tl_game_free(g);
}

/* `games` random games of up to `steps` steps each, their starts and modes
 * in turn (standard, reduced; total, battles), each seeded from *seed. */
static inline void random_games(long games, uint64_t *seed, int steps, random_game_visit *visit,
                                void *ctx)
{
    for (long game = 0; game < games; game++) {
        tl_rules r;
        tl_rules_init(&r);
        r.start = game % 2 ? TL_START_REDUCED : TL_START_STANDARD;
        r.mode = game / 2 % 2 ? TL_MODE_BATTLES : TL_MODE_TOTAL;
        random_game(&r, rng(seed) | 1, steps, visit, ctx);
    }
}

#endif
