/* Invariants over thousands of random playouts, both movers:
 *  - the legal moves equal those of a naive, independent reading of
 *    R5-R11 written here from RULES.md (every listed move is legal and
 *    every legal move is listed);
 *  - play then undo restores the position string and the hash;
 *  - the position string round-trips through a fresh game;
 *  - the incremental hash equals the hash computed from scratch;
 *  - perft's incremental counting of the last two plies (perft.c) equals
 *    perft that plays every move, on positions from the playouts;
 *  - the search's staged generators: ct_gen_slides() lists the slides of
 *    ct_gen_moves() in the same order, and ct_slide_legal() accepts
 *    exactly the oracle's moves to empty squares. */
#include "testutil.h"

#include "game_impl.h"

static uint64_t rng_state;

static uint32_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (uint32_t)(rng_state >> 32);
}

/* Naive oracle, from RULES.md only, using the public queries. */
static const int DF[8] = {1, -1, 0, 0, 1, -1, 1, -1};
static const int DR[8] = {0, 0, 1, -1, 1, -1, -1, 1};

static int at(const ct_game *g, int f, int r, int *side, int *value)
{
    if (f < 0 || f > 8 || r < 0 || r > 10)
        return -1; /* off board */
    /* Read the square array directly: ct_game_piece_at() costs a call. */
    uint8_t pc = g->pos.sq[r * 9 + f];
    if (!pc)
        return 0;
    *side = pc >> 5;
    *value = pc & 15;
    return 1;
}

static int naive_moves(const ct_game *g, int mover, uint8_t legal[99][99])
{
    int n = 0, me = ct_game_turn(g);
    memset(legal, 0, 99 * 99);
    for (int s = 0; s < 99; s++) {
        int side, v, f = s % 9, r = s / 9;
        if (at(g, f, r, &side, &v) != 1 || side != me || v == 0)
            continue;
        for (int d = 0; d < 8; d++) {
            /* R6 slides */
            for (int k = 1; k <= v; k++) {
                int s2, v2;
                int o = at(g, f + k * DF[d], r + k * DR[d], &s2, &v2);
                if (o != 0)
                    break;
                legal[s][(r + k * DR[d]) * 9 + f + k * DF[d]] = 1;
            }
            /* R7: this piece as F, partner B = F - d. */
            int bs, bv;
            if (at(g, f - DF[d], r - DR[d], &bs, &bv) != 1 || bs != me || bv == 0)
                continue;
            int a = v > bv ? v : bv, b = v > bv ? bv : v;
            int cand[5] = {(a + b) % 10, a - b, (a * b) % 10, a / b, a % b};
            for (int c = 0; c < 5; c++) {
                int dist = cand[c];
                if (!dist)
                    continue;
                int clear = 1;
                for (int k = 1; k < dist && clear; k++) {
                    int s2, v2;
                    if (at(g, f + k * DF[d], r + k * DR[d], &s2, &v2) != 0)
                        clear = 0;
                }
                int ts, tv;
                int tf = f + dist * DF[d], tr = r + dist * DR[d];
                if (!clear || at(g, tf, tr, &ts, &tv) != 1 || ts == me)
                    continue;
                int from = mover == CT_MOVER_FRONT ? s : (r - DR[d]) * 9 + f - DF[d];
                legal[from][tr * 9 + tf] = 1;
            }
        }
    }
    for (int i = 0; i < 99; i++)
        for (int j = 0; j < 99; j++)
            n += legal[i][j];
    return n;
}

static void check_slides(const ct_game *g, int mover, uint8_t legal[99][99],
                         const char *pos)
{
    const ct_pos *p = &g->pos;
    uint32_t all[CT_GEN_MAX], slides[CT_GEN_MAX];
    int na = ct_gen_moves(p, p->side, mover, all);
    int ns = ct_gen_slides(p, p->side, slides), k = 0;
    for (int i = 0; i < na; i++) {
        if (all[i] & MV_CAPTURE)
            continue;
        CHECK(k < ns && slides[k] == all[i], "%s: slide %d differs", pos, k);
        k++;
    }
    CHECK(k == ns, "%s: %d slides listed, %d in the full list", pos, ns, k);
    for (int from = 0; from < 99; from++) {
        for (int to = 0; to < 99; to++) {
            uint32_t m = (uint32_t)from | (uint32_t)to << 8;
            int want = legal[from][to] && p->sq[to] == 0;
            CHECK(ct_slide_legal(p, m) == want, "%s: ct_slide_legal(%d, %d) is %d",
                  pos, from, to, !want);
            CHECK(!ct_slide_legal(p, m | MV_CAPTURE), "%s: capture flag accepted", pos);
            CHECK(!ct_slide_legal(p, m | 0x100000u), "%s: stray bits accepted", pos);
        }
    }
    CHECK(!ct_slide_legal(p, 99u | 98u << 8) && !ct_slide_legal(p, 1u | 200u << 8),
          "%s: off-board square accepted", pos);
}

/* full: also the checks that take a while (on some positions only). */
static void check_position(ct_game *g, int mover, int full)
{
    static uint8_t legal[99][99];
    ct_move list[CT_MAX_MOVES];
    char pos[CT_POSITION_MAX], pos2[CT_POSITION_MAX];

    /* Hash from scratch. */
    CHECK((g->pos.hash) == (ct_pos_hash_full(&g->pos)), "g->pos.hash == ct_pos_hash_full(&g->pos)");
    /* Round trip through a fresh game. */
    ct_game_position(g, pos, sizeof pos);
    ct_rules r;
    ct_rules_init(&r);
    r.mover = mover;
    ct_game *h;
    CHECK(ct_game_new(&r, &h) == CT_OK, "ct_game_new");
    CHECK(ct_game_set_position(h, pos) == CT_OK, "%s: %s", pos, ct_game_error(h));
    ct_game_position(h, pos2, sizeof pos2);
    CHECK(strcmp(pos, pos2) == 0, "pos: %s vs %s", pos, pos2);
    CHECK((ct_game_hash(h)) == (ct_game_hash(g)), "ct_game_hash(h) == ct_game_hash(g)");
    ct_game_free(h);

    /* Legal moves against the oracle. */
    int n = ct_game_legal_moves(g, list, CT_MAX_MOVES);
    int ongoing = ct_game_outcome(g, NULL) == CT_ONGOING;
    if (!ongoing) {
        CHECK((n) == (0), "n == 0");
        return;
    }
    int want = naive_moves(g, mover, legal);
    CHECK(n == want, "%s: %d moves, oracle %d", pos, n, want);
    for (int i = 0; i < n; i++) {
        CHECK(legal[CT_MOVE_FROM(list[i])][CT_MOVE_TO(list[i])], "%s: extra move", pos);
        CHECK(ct_game_is_legal(g, list[i]) == 1, "%s: listed move not legal", pos);
    }
    if (full)
        check_slides(g, mover, legal, pos);
}

static void playouts(int mover, int count, uint64_t seed)
{
    rng_state = seed;
    for (int game = 0; game < count; game++) {
        ct_rules r;
        ct_game *g;
        ct_rules_init(&r);
        r.mover = mover;
        /* Vary the rules a little: some games without target or limit. */
        if (game % 7 == 3)
            r.target = 0;
        if (game % 11 == 5)
            r.limit = 300;
        CHECK(ct_game_new(&r, &g) == CT_OK, "ct_game_new");
        for (int ply = 0;; ply++) {
            ct_move list[CT_MAX_MOVES];
            char before[CT_POSITION_MAX], after[CT_POSITION_MAX];
            check_position(g, mover, game % 5 == 0 && ply % 4 == 0);
            if (game % 10 == 0 && ply % 8 == 0) {
                ct_pos a = g->pos, b = g->pos;
                for (int d = 1; d <= 2; d++) {
                    uint64_t bulk = ct_perft(&a, &g->rules, d);
                    uint64_t full = ct_perft_full(&b, &g->rules, d);
                    CHECK(bulk == full, "perft(%d) %llu, played %llu", d,
                          (unsigned long long)bulk, (unsigned long long)full);
                }
            }
            int n = ct_game_legal_moves(g, list, CT_MAX_MOVES);
            if (n == 0)
                break;
            /* Prefer captures half of the time so games end in many ways. */
            ct_move m = list[rnd() % (uint32_t)n];
            if (rnd() & 1) {
                for (int i = 0; i < n; i++) {
                    int32_t side;
                    if (ct_game_piece_at(g, CT_MOVE_TO(list[i]), &side, NULL) == 1) {
                        m = list[i];
                        break;
                    }
                }
            }
            uint64_t h = ct_game_hash(g);
            ct_game_position(g, before, sizeof before);
            CHECK(ct_game_play(g, m) == CT_OK, "play: %s", ct_game_error(g));
            CHECK((ct_game_undo(g)) == (CT_OK), "ct_game_undo(g) == CT_OK");
            ct_game_position(g, after, sizeof after);
            CHECK(strcmp(before, after) == 0, "before: %s vs %s", before, after);
            CHECK((ct_game_hash(g)) == (h), "ct_game_hash(g) == h");
            CHECK(ct_game_play(g, m) == CT_OK, "play: %s", ct_game_error(g));
        }
        /* Undo the whole game back to the start. */
        int plies = ct_game_history(g, NULL, 0);
        for (int i = 0; i < plies; i++)
            CHECK((ct_game_undo(g)) == (CT_OK), "ct_game_undo(g) == CT_OK");
        CHECK((ct_game_undo(g)) == (CT_ERR_NO_HISTORY), "ct_game_undo(g) == CT_ERR_NO_HISTORY");
        char pos[CT_POSITION_MAX];
        ct_game_position(g, pos, sizeof pos);
        CHECK(strcmp(pos, CT_START_POSITION) == 0, "pos: %s vs %s", pos, CT_START_POSITION);
        ct_game_free(g);
    }
}

START_TEST(playouts_front)
{
    playouts(CT_MOVER_FRONT, getenv("N") ? atoi(getenv("N")) : (int)test_work(1000), 0x9E3779B97F4A7C15ull);
}
END_TEST

START_TEST(playouts_back)
{
    playouts(CT_MOVER_BACK, getenv("N") ? atoi(getenv("N")) : (int)test_work(1000), 0xD1B54A32D192ED03ull);
}
END_TEST

int main(void)
{
    return run_tests("invariants", "playouts", 300, TESTS(playouts_front, playouts_back));
}
