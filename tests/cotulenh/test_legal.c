/* The legality predicate of libcotulenh, tl_is_legal() (T36, T37,
 * libcotulenh/legal.h), against its fast paths: over random games from
 * both starts in both modes (open deploy sessions included), and over the
 * same positions with stacks made heroic (air defence and ranges change),
 * for every pseudo-legal move of tl_gen():
 *  - tl_is_legal_fast() (the generator's and the search's test) gives the
 *    predicate's answer, with the context of tl_legal_init() both computed
 *    and told whether the commander is attacked;
 *  - tl_make_if_legal() (the quiescence search's) accepts exactly what
 *    the predicate accepts, leaves a refused move's position unchanged and
 *    an accepted one's undoable;
 *  - tl_gen_legal() lists exactly the moves the predicate accepts, in
 *    tl_gen()'s order;
 * and neither the predicate nor tl_is_legal_fast() changes the position. */
#include "randgame.h"

typedef struct counts {
    long positions, sessions, moves, legal, illegal, deploy_illegal;
} counts;

static void check_pos(tl_pos *pos, const char *fen, counts *c)
{
    static uint32_t mv[TL_GEN_MAX], legal[TL_GEN_MAX];
    const tl_pos before = *pos;
    const int n = tl_gen(pos, mv);
    tl_legal_ctx lazy, told;
    tl_legal_init(pos, &lazy, -1);
    tl_legal_init(pos, &told, pos->origin ? -1 : attacked(pos));
    int nl = 0;
    for (int i = 0; i < n; i++) {
        const uint32_t m = mv[i];
        const int want = tl_is_legal(pos, m);
        CHECK(!memcmp(pos, &before, sizeof before), "%s: tl_is_legal(%08x) changed the position",
              fen, (unsigned)m);
        CHECK(want == 0 || want == 1, "%s: tl_is_legal(%08x) is %d", fen, (unsigned)m, want);
        const int f1 = tl_is_legal_fast(pos, &lazy, m), f2 = tl_is_legal_fast(pos, &told, m);
        CHECK(f1 == want && f2 == want,
              "%s: move %08x: tl_is_legal %d, tl_is_legal_fast %d (told the check: %d)", fen,
              (unsigned)m, want, f1, f2);
        CHECK(!memcmp(pos, &before, sizeof before),
              "%s: tl_is_legal_fast(%08x) changed the position", fen, (unsigned)m);
        tl_undo u;
        int check;
        const int made = tl_make_if_legal(pos, m, &u, &check);
        CHECK(made == want, "%s: move %08x: tl_is_legal %d, tl_make_if_legal %d", fen,
              (unsigned)m, want, made);
        if (made)
            tl_undo_apply(pos, &u);
        CHECK(!memcmp(pos->b, before.b, sizeof before.b) && pos->hash == before.hash &&
                  pos->side == before.side && pos->origin == before.origin &&
                  pos->may_step == before.may_step && pos->halfmove == before.halfmove,
              "%s: move %08x: tl_make_if_legal (%d) did not leave the position as it was", fen,
              (unsigned)m, made);
        *pos = before;
        if (want)
            legal[nl++] = m;
        c->moves++;
        c->legal += want;
        c->illegal += !want;
        c->deploy_illegal += !want && MV_DEPLOY(m);
    }
    static uint32_t got[TL_GEN_MAX];
    const int ng = tl_gen_legal(pos, got);
    CHECK(ng == nl && !memcmp(got, legal, (size_t)nl * sizeof got[0]),
          "%s: tl_gen_legal lists %d moves, the predicate accepts %d", fen, ng, nl);
    CHECK(!memcmp(pos, &before, sizeof before), "%s: tl_gen_legal changed the position", fen);
    c->positions++;
    c->sessions += pos->origin != 0;
}

/* The position with some stacks made all heroic. */
static void check_heroic(const tl_pos *pos, const char *fen, uint64_t *seed, counts *c)
{
    tl_pos h;
    if (heroic_variant(pos, seed, &h))
        check_pos(&h, fen, c);
}

/* The checks at each position of a random game. */
static void visit(tl_game *g, const char *fen, uint64_t *seed, void *ctx)
{
    counts *c = ctx;
    tl_pos p = g->pos;
    check_pos(&p, fen, c);
    check_heroic(&g->pos, fen, seed, c);
}

START_TEST(fast_paths_equal_the_predicate)
{
    counts c = {0};
    uint64_t seed = 0xD1B54A32D192ED03u;
    const long games = test_work(40) / 4 * 4 + 4; /* both starts in both modes */
    random_games(games, &seed, 150, visit, &c);
    printf("legality: %ld positions (%ld in sessions), %ld pseudo-legal moves: %ld legal, "
           "%ld illegal (%ld deploy steps)\n",
           c.positions, c.sessions, c.moves, c.legal, c.illegal, c.deploy_illegal);
    /* the games reach both answers, in and out of sessions */
    ck_assert_int_gt(c.positions, 100 * games);
    ck_assert_int_gt(c.sessions, 5 * games);
    ck_assert_int_gt(c.illegal, 10 * games);
    ck_assert_int_gt(c.deploy_illegal, 0);
}
END_TEST

/* T59: the facing example, where the fast path's shortcuts for lone
 * commanders apply; and a deploy step with only a completion that puts
 * the commander back (T37). */
START_TEST(facing_example)
{
    static const char *const fens[] = {
        "4c6/11/11/10i/10i/11/11/11/10I/10I/11/3C7 r - - 0 1",
        "4c6/11/11/10i/10i/11/11/11/10I/10I/11/2(TC)8 r - - 0 1",
    };
    counts c = {0};
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        tl_game *g = tl_load(fens[i]);
        tl_pos p = g->pos;
        check_pos(&p, fens[i], &c);
        tl_game_free(g);
    }
    ck_assert_int_gt(c.illegal, 1);
}
END_TEST

int main(void)
{
    return run_tests("cotulenh-legal", "legal", 240,
                     TESTS(fast_paths_equal_the_predicate, facing_example));
}
