/* The captures-only generator of libcotulenh (tl_gen_captures(), used by
 * the quiescence search) against the full generator: over random games
 * from both starts in both modes (open deploy sessions included), and
 * over the same positions with pieces made heroic, tl_gen_captures()
 * gives exactly the captures (x, _, @) of tl_gen(), in the same order
 * (the search's move ordering breaks ties by that order, so the trees
 * stay the same).  The quiescence search's legality test,
 * tl_make_if_legal(), accepts exactly the captures tl_is_legal() accepts
 * and leaves a refused one's position unchanged.  And tl_make()'s T39
 * scan along the lines of the move only (pos->t39ok, set when no piece of
 * the mover that is not heroic attacks the enemy commander) makes every
 * move exactly as the full scan does.  What tl_make_check() reports of
 * the check after a move (from the T39 scan) is the full attack test's
 * answer whenever it reports one.  The search's lazy legality,
 * tl_pick_legal() over the pseudo-legal moves, picks exactly the moves of
 * tl_pick() over tl_gen_legal()'s list, in the same order (keys with
 * ties included). */
#include "randgame.h"
#include "movepick.h"

typedef struct counts {
    long positions, sessions, heroic, captures, session_captures, hero_captures, illegal;
    long t39_positions, t39_moves, t39_promotions;
    long known_moves, known_checks, pick_positions, pick_moves;
} counts;

static int is_capture(uint32_t m)
{
    const int k = MV_KIND(m);
    return k == K_X || k == K_STAY || k == K_SUICIDE;
}

/* Does the stack on padded square p hold a heroic piece? */
static int heroic_at(const tl_pos *pos, int p)
{
    return sc_heroic(pos->b[p]) != 0;
}

/* Does no piece of the side to move that is not heroic attack the other
 * commander (what pos->t39ok promises)? */
static int t39_clean(const tl_pos *pos)
{
    const int ek = pos->cmd[!pos->side];
    if (ek < 0)
        return 1;
    uint16_t att[64];
    const int n = tl_attackers(pos, ek, pos->side, att);
    for (int i = 0; i < n; i++)
        if (!sc_is_hero(pos->b[att[i] >> 4], att[i] & 15))
            return 0;
    return 1;
}

/* Every pseudo-legal move made with the T39 scan along its lines (when
 * the position allows it) and with the full scan: the same position. */
static void check_t39(const tl_pos *pos, const char *fen, counts *c)
{
    static uint32_t all[TL_GEN_MAX];
    if (!t39_clean(pos))
        return;
    tl_pos lines = *pos, full = *pos;
    lines.t39ok = 1;
    full.t39ok = 0;
    const int n = tl_gen(pos, all);
    for (int i = 0; i < n; i++) {
        tl_undo u1, u2;
        int n1, n2;
        uint16_t p1[64], p2[64];
        tl_make(&lines, all[i], &u1, p1, &n1);
        tl_make(&full, all[i], &u2, p2, &n2);
        CHECK(n1 == n2 && !memcmp(p1, p2, (size_t)n1 * sizeof p1[0]),
              "%s: move %08x: %d promotions with the lines' scan, %d with the full one", fen,
              (unsigned)all[i], n1, n2);
        CHECK(!memcmp(lines.b, full.b, sizeof lines.b) && lines.hash == full.hash &&
                  !memcmp(lines.cover, full.cover, sizeof lines.cover),
              "%s: move %08x: another position with the lines' T39 scan", fen, (unsigned)all[i]);
        c->t39_moves++;
        c->t39_promotions += n1;
        tl_undo_apply(&lines, &u1);
        tl_undo_apply(&full, &u2);
    }
    c->t39_positions++;
}

/* The incremental state the evaluation reads (piece counts, commanders,
 * coverage) against the same position built square by square from its
 * board, and tl_eval() of the two, in both modes. */
static void check_eval_state(const tl_pos *pos, const char *fen)
{
    tl_pos fresh;
    tl_pos_clear(&fresh);
    for (int p = 0; p < TL_NP; p++)
        if (!(pos->b[p] & SC_OFF) && pos->b[p])
            tl_pos_set(&fresh, p, pos->b[p]);
    fresh.side = pos->side;
    fresh.halfmove = pos->halfmove;
    CHECK(!memcmp(fresh.cnt, pos->cnt, sizeof pos->cnt) &&
              !memcmp(fresh.others, pos->others, sizeof pos->others) &&
              !memcmp(fresh.cmd, pos->cmd, sizeof pos->cmd) &&
              !memcmp(fresh.cover, pos->cover, sizeof pos->cover) &&
              !memcmp(fresh.occ, pos->occ, sizeof pos->occ),
          "%s: incremental counts, commanders, coverage or occupancy differ", fen);
    for (int mode = 0; mode < 2; mode++)
        CHECK(tl_eval(pos, mode) == tl_eval(&fresh, mode), "%s: tl_eval %d, from scratch %d",
              fen, tl_eval(pos, mode), tl_eval(&fresh, mode));
}

/* tl_make_check() after every pseudo-legal move, with the full T39 scan
 * and (when no piece of the mover attacks the enemy commander, as after
 * a legal turn) with the scan along the move's lines: when it reports the
 * check, the full attack test agrees. */
static void check_known(const tl_pos *pos, const char *fen, counts *c)
{
    static uint32_t all[TL_GEN_MAX];
    if (pos->origin)
        return;
    const int ek = pos->cmd[!pos->side];
    const int clean = ek < 0 || !tl_attackers(pos, ek, pos->side, NULL);
    const int n = tl_gen(pos, all);
    for (int pass = 0; pass < 1 + clean; pass++) {
        tl_pos p = *pos;
        p.t39ok = (uint8_t)pass;
        for (int i = 0; i < n; i++) {
            tl_undo u;
            const int r = tl_make_check(&p, all[i], &u, NULL, NULL);
            if (r >= 0) {
                const int want = p.origin ? 0 : attacked(&p);
                CHECK(r == want, "%s: move %08x (t39ok %d): tl_make_check says check %d, the "
                      "attack test %d", fen, (unsigned)all[i], pass, r, want);
                c->known_moves++;
                c->known_checks += r;
            }
            if (i % 8 == 0)
                check_eval_state(&p, fen);
            tl_undo_apply(&p, &u);
        }
    }
}

/* An order key with many ties, a function of the move only; the move
 * top alone gets the highest key (as the table's move does). */
static int32_t pick_key(uint32_t m, uint32_t top)
{
    return m == top ? 1000 : (int32_t)((m * 0x9E3779B1u) >> 30);
}

/* tl_pick_legal() over the pseudo-legal moves against tl_pick() over the
 * legal ones: the same moves in the same order; told (the first time) the
 * index of a move with the highest key, legal or not, as the search does
 * with the table's move. */
static void check_pick(tl_pos *pos, const char *fen, counts *c)
{
    static uint32_t legal[TL_GEN_MAX + 1], mv[TL_GEN_MAX + 1];
    static int32_t ks[TL_GEN_MAX + 1], sc[TL_GEN_MAX + 1];
    int nl = tl_gen_legal(pos, legal), n = tl_gen(pos, mv);
    if (pos->origin && tl_may_end(pos)) {
        legal[nl++] = MV(pos->origin, pos->origin, K_END, 0, 0);
        mv[n++] = MV(pos->origin, pos->origin, K_END, 0, 0);
    }
    const int top = n / 2;
    for (int i = 0; i < nl; i++)
        ks[i] = pick_key(legal[i], n ? mv[top] : 0);
    for (int i = 0; i < n; i++)
        sc[i] = pick_key(mv[i], mv[top]);
    tl_legal_ctx x;
    tl_legal_init(pos, &x, pos->origin ? -1 : attacked(pos));
    const tl_pos before = *pos;
    int i = 0;
    uint32_t m;
    for (; tl_pick_legal(pos, &x, mv, sc, &n, i, &m, i == 0 && n ? top : -1); i++) {
        CHECK(i < nl, "%s: tl_pick_legal picks %d moves, there are %d legal", fen, i + 1, nl);
        const uint32_t want = tl_pick(legal, ks, nl, i);
        CHECK(m == want, "%s: pick %d: tl_pick_legal %08x, tl_pick %08x", fen, i, (unsigned)m,
              (unsigned)want);
    }
    CHECK(i == nl, "%s: tl_pick_legal picks %d moves, there are %d legal", fen, i, nl);
    CHECK(!memcmp(pos, &before, sizeof before), "%s: tl_pick_legal changed the position", fen);
    c->pick_positions++;
    c->pick_moves += i;
}

/* The air-defence coverage (T26) from its definition: the sources of a
 * side within distance L (dx^2 + dy^2 <= L^2) of each square, and the sum
 * of their squares. */
static void check_cover(const tl_pos *pos, const char *fen)
{
    for (int q = 0; q < TL_NP; q++) {
        if (pos->b[q] & SC_OFF)
            continue;
        int n[2] = {0, 0}, sum[2] = {0, 0};
        for (int p = 0; p < TL_NP; p++) {
            const uint32_t c = pos->b[p];
            if (!c || (c & SC_OFF))
                continue;
            const int l = ad_level(c), dx = PX(q) - PX(p), dy = PY(q) - PY(p);
            if (l && dx * dx + dy * dy <= l * l) {
                n[sc_side(c)]++;
                sum[sc_side(c)] += p;
            }
        }
        for (int s = 0; s < 2; s++)
            CHECK(pos->cover[s][q] == n[s] && pos->csum[s][q] == sum[s],
                  "%s: square %d side %d: coverage %d (sum %d), by definition %d (%d)", fen, q, s,
                  pos->cover[s][q], pos->csum[s][q], n[s], sum[s]);
    }
}

/* One position: the two generators, then the quiescence legality. */
static void check_pos(tl_pos *pos, const char *fen, counts *c)
{
    check_eval_state(pos, fen);
    check_cover(pos, fen);
    static uint32_t all[TL_GEN_MAX], caps[TL_GEN_MAX];
    const int n = tl_gen(pos, all);
    int want = 0;
    for (int i = 0; i < n; i++)
        if (is_capture(all[i]))
            all[want++] = all[i];
    const int got = tl_gen_captures(pos, caps);
    CHECK(got == want, "%s: %d captures, tl_gen gives %d", fen, got, want);
    for (int i = 0; i < want; i++)
        CHECK(caps[i] == all[i], "%s: capture %d is %08x, tl_gen's is %08x", fen, i,
              (unsigned)caps[i], (unsigned)all[i]);
    const tl_pos before = *pos;
    for (int i = 0; i < got; i++) {
        const uint32_t m = caps[i];
        const int legal = tl_is_legal(pos, m);
        CHECK(!memcmp(pos, &before, sizeof before), "%s: tl_is_legal changed the position", fen);
        tl_undo u;
        int known;
        const int ok = tl_make_if_legal(pos, m, &u, &known);
        CHECK(ok == legal, "%s: capture %08x: tl_make_if_legal %d, tl_is_legal %d", fen,
              (unsigned)m, ok, legal);
        if (ok)
            tl_undo_apply(pos, &u);
        CHECK(!memcmp(pos, &before, sizeof before), "%s: capture %08x: position not restored",
              fen, (unsigned)m);
        c->illegal += !legal;
        if (pos->origin)
            c->session_captures++;
        if (heroic_at(pos, MV_FROM(m)))
            c->hero_captures++;
    }
    c->positions++;
    c->captures += got;
    c->sessions += pos->origin != 0;
}

/* The position with some stacks made all heroic (their coverage changes
 * with them, T26). */
static void check_heroic(const tl_pos *pos, const char *fen, uint64_t *seed, counts *c)
{
    tl_pos h;
    if (heroic_variant(pos, seed, &h)) {
        check_pos(&h, fen, c);
        check_t39(&h, fen, c);
        check_known(&h, fen, c);
        check_pick(&h, fen, c);
        c->heroic++;
    }
}

/* The checks at each position of a random game. */
static void visit(tl_game *g, const char *fen, uint64_t *seed, void *ctx)
{
    counts *c = ctx;
    check_pos(&g->pos, fen, c);
    check_heroic(&g->pos, fen, seed, c);
    check_t39(&g->pos, fen, c);
    check_known(&g->pos, fen, c);
    check_pick(&g->pos, fen, c);
}

START_TEST(captures_equal_filtered_full_generator)
{
    counts c = {0};
    uint64_t seed = 0x9E3779B97F4A7C15u;
    /* a multiple of 4: both starts in both modes */
    const long games = test_work(400) / 4 * 4;
    random_games(games, &seed, 200, visit, &c);
    printf("captures: %ld positions (%ld in sessions, %ld heroic variants), %ld captures "
           "(%ld in sessions, %ld by heroic stacks, %ld illegal)\n",
           c.positions, c.sessions, c.heroic, c.captures, c.session_captures, c.hero_captures,
           c.illegal);
    printf("T39: %ld positions, %ld moves made both ways, %ld promotions\n", c.t39_positions,
           c.t39_moves, c.t39_promotions);
    printf("check after a move: known for %ld moves (%ld checks); lazy legality: %ld "
           "positions, %ld moves picked\n", c.known_moves, c.known_checks, c.pick_positions,
           c.pick_moves);
    /* the games reach what the generator must handle */
    ck_assert_int_gt(c.positions, 50000 * games / 400);
    ck_assert_int_gt(c.sessions, 5000 * games / 400);
    ck_assert_int_gt(c.heroic, 20000 * games / 400);
    ck_assert_int_gt(c.session_captures, 1000 * games / 400);
    ck_assert_int_gt(c.hero_captures, 50000 * games / 400);
    ck_assert_int_gt(c.illegal, 1000 * games / 400);
    ck_assert_int_gt(c.t39_moves, 1000000 * games / 400);
    ck_assert_int_gt(c.t39_promotions, 1000 * games / 400);
    ck_assert_int_gt(c.known_moves, 1000000 * games / 400);
    ck_assert_int_gt(c.known_checks, 10000 * games / 400);
    ck_assert_int_gt(c.pick_positions, 50000 * games / 400);
}
END_TEST

/* T40 after the T39 scan: Red's last piece besides C and H, a tank that
 * is not heroic yet (a FEN can hold one), three squares below Blue's
 * commander; any Red move makes it heroic (T40), and its range 3 then
 * attacks the commander: tl_make_check() must not report "no check"
 * from the scan made before. */
START_TEST(check_after_t40_promotion)
{
    static const char *const fens[] = {
        "6c4/11/11/6T4/11/11/11/11/11/11/11/3C7 r - - 0 1",
        "6c4/11/11/11/11/11/11/11/6T4/11/11/2C8 r - - 0 1",
    };
    static uint32_t all[TL_GEN_MAX];
    long checks = 0;
    for (size_t f = 0; f < sizeof fens / sizeof fens[0]; f++) {
        tl_pos pos;
        char err[128];
        ck_assert_msg(tl_pos_parse(&pos, fens[f], err, sizeof err) == 0, "%s: %s", fens[f], err);
        const int n = tl_gen(&pos, all);
        ck_assert_int_gt(n, 0);
        for (int pass = 0; pass < 2; pass++) {
            pos.t39ok = (uint8_t)pass; /* no Red piece attacks Blue's commander */
            for (int i = 0; i < n; i++) {
                tl_undo u;
                const int r = tl_make_check(&pos, all[i], &u, NULL, NULL);
                const int want = attacked(&pos);
                CHECK(r < 0 || r == want, "%s: move %08x: tl_make_check says check %d, the "
                      "attack test %d", fens[f], (unsigned)all[i], r, want);
                checks += want;
                tl_undo_apply(&pos, &u);
            }
        }
    }
    ck_assert_int_gt(checks, 20);
}
END_TEST

int main(void)
{
    return run_tests("cotulenh-movegen", "captures", 300, TESTS(
        captures_equal_filtered_full_generator, check_after_t40_promotion));
}
