/* Making moves (T18-T25) with promotions (T39, T40), the end of a turn
 * (T21, T43, T44), and legality: the predicate tl_is_legal() (T36, T37,
 * defined in movegen.h) and its two fast paths, tl_is_legal_fast() and
 * tl_make_if_legal(), which give its answer with less work. */
#include "legal.h"

/* T40: a side's last piece besides C and H, alone on its square. */
static int last_guard(tl_pos *pos, tl_undo *u, int s, uint16_t *prom)
{
    int np = 0;
    if (pos->others[s] != 1)
        return 0;
    for (int w = 0; w < 3; w++)
        for (uint64_t bits = pos->occ[s][w]; bits; bits &= bits - 1) {
            const int p = w * 64 + __builtin_ctzll(bits);
            const uint32_t c = pos->b[p];
            const uint32_t k = sc_kinds(c);
            if (!(k & ~(1u << PC | 1u << PH)))
                continue;
            if (sc_count(c) == 1 && !sc_heroic(c)) {
                const int t = __builtin_ctz(k);
                tl_change(pos, u, p, c | 1u << (SC_HSHIFT + t));
                if (prom)
                    prom[np] = (uint16_t)(p << 4 | t);
                np++;
            }
        }
    return np;
}

/* tl_promote(), the T39 scan along the directions dirs only; *att
 * receives the number of the mover's pieces found attacking the enemy
 * commander (0 without one), *t40 the number of T40 promotions. */
static int promote(tl_pos *pos, tl_undo *u, int side, uint16_t *prom, unsigned dirs, int *att,
                   int *t40)
{
    int np = 0;
    *att = 0;
    /* T39: every piece of the mover attacking the enemy commander's square,
     * computed once on the position after the move. */
    const int ek = pos->cmd[!side];
    if (ek >= 0) {
        uint16_t list[64];
        const int na = tl_attackers_dirs(pos, ek, side, list, dirs);
        *att = na;
        for (int i = 0; i < na; i++) {
            const int p = list[i] >> 4, k = list[i] & 15;
            const uint32_t c = pos->b[p];
            if (!sc_is_hero(c, k)) {
                tl_change(pos, u, p, c | 1u << (SC_HSHIFT + k));
                if (prom)
                    prom[np] = list[i];
                np++;
            }
        }
    }
    /* T40 for each side, Red first (D10, D19) */
    const int n39 = np;
    for (int s = 0; s < 2; s++)
        np += last_guard(pos, u, s, prom ? prom + np : NULL);
    *t40 = np - n39;
    return np;
}

int tl_promote(tl_pos *pos, tl_undo *u, int side, uint16_t *prom)
{
    int att, t40;
    return promote(pos, u, side, prom, 0xFFu, &att, &t40);
}

/* The directions from the enemy commander that T39 must scan after move
 * m of the side to move.  With pos->t39ok, no piece of the mover that is
 * not heroic attacked it before the move, and (heroic ones are promoted
 * already) only an attack along a line through a square the move changes
 * can be new, unless the move takes an enemy air-defence source (T26):
 * then an air force's path may open anywhere. */
static unsigned t39_dirs(const tl_pos *pos, uint32_t m)
{
    const int ek = pos->cmd[!pos->side], kind = MV_KIND(m);
    if (!pos->t39ok || ek < 0)
        return 0xFFu;
    if ((kind == K_X || kind == K_STAY || kind == K_SUICIDE) && ad_level(pos->b[MV_TO(m)]))
        return 0xFFu;
    const int d1 = tl_dir_of(ek, MV_FROM(m)), d2 = tl_dir_of(ek, MV_TO(m));
    return (d1 >= 0 ? 1u << d1 : 0) | (d2 >= 0 ? 1u << d2 : 0);
}

/* The turn passes (T43, T44); the counters stop at TL_COUNTER_MAX, the
 * reader's bound (the undo record restores them). */
static void end_turn(tl_pos *pos, int captured)
{
    pos->t39ok = 0;
    pos->halfmove = captured ? 0 : pos->halfmove + (pos->halfmove < TL_COUNTER_MAX);
    if (pos->side)
        pos->fullmove += pos->fullmove < TL_COUNTER_MAX;
    pos->side ^= 1;
    pos->hash ^= tl_zside;
    tl_pos_session(pos, 0, 0, 0);
}

void tl_close_session(tl_pos *pos)
{
    end_turn(pos, pos->cap);
}

/* The pieces of a move (T18-T25) and its points (T52); 1 if it captured. */
static int make_board(tl_pos *pos, uint32_t m, tl_undo *u)
{
    const int from = MV_FROM(m), to = MV_TO(m), kind = MV_KIND(m);
    const int deploy = MV_DEPLOY(m), unit = MV_UNIT(m);
    const int side = pos->side;
    const uint32_t src = pos->b[from];
    uint32_t mover, rest;
    tl_undo_begin(pos, u);
    if (deploy) { /* T20: one piece steps out, the rest stays */
        mover = sc_make(1u << unit, sc_heroic(src), side);
        rest = sc_make(sc_kinds(src) & ~(1u << unit), sc_heroic(src), side);
    } else {
        mover = src;
        rest = 0;
    }
    int captured = 1;
    const uint32_t tgt = pos->b[to];
    switch (kind) {
    case K_MOVE:
        captured = 0;
        tl_change(pos, u, to, mover);
        tl_change(pos, u, from, rest);
        break;
    case K_X: /* T23.4: the target is removed, the mover takes its square */
        pos->points[side] += tl_stack_points(tgt);
        tl_change(pos, u, to, mover);
        tl_change(pos, u, from, rest);
        break;
    case K_STAY: /* T23.2/3: the target is removed, the mover stays */
        pos->points[side] += tl_stack_points(tgt);
        tl_change(pos, u, to, 0);
        break;
    case K_SUICIDE: /* T23.1: both destroyed; each side scores (T52, D20) */
        pos->points[side] += tl_stack_points(tgt);
        pos->points[!side] += tl_stack_points(mover);
        tl_change(pos, u, to, 0);
        tl_change(pos, u, from, rest);
        break;
    default: /* K_COMBINE, T18: the union keeps every heroic flag */
        captured = 0;
        tl_change(pos, u, to, sc_make(sc_kinds(tgt) | sc_kinds(mover),
                                      sc_heroic(tgt) | sc_heroic(mover), side));
        tl_change(pos, u, from, rest);
        break;
    }
    return captured;
}

void tl_make(tl_pos *pos, uint32_t m, tl_undo *u, uint16_t *prom, int *nprom)
{
    tl_make_check(pos, m, u, prom, nprom);
}

/* Whether the enemy commander is attacked after a move that ends the turn
 * comes from the T39 scan: it lists every attacker along the directions it scans (the
 * promotions it makes keep them attackers: a heroic flag only adds range
 * and stealth), and along the others nothing changed and (t39_dirs: a
 * turn boundary with t39ok, set only after a legal turn) no piece of the
 * mover attacked it before.  T40 promotions after the scan may add range
 * or air defence anywhere: then it is not known. */
int tl_make_check(tl_pos *pos, uint32_t m, tl_undo *u, uint16_t *prom, int *nprom)
{
    const int from = MV_FROM(m), unit = MV_UNIT(m), deploy = MV_DEPLOY(m), side = pos->side;
    const uint32_t src = pos->b[from];
    const unsigned dirs = t39_dirs(pos, m);
    const int captured = make_board(pos, m, u);
    int att, t40;
    const int np = promote(pos, u, side, prom, dirs, &att, &t40);
    if (nprom)
        *nprom = np;
    if (deploy) { /* T21: open or continue the session */
        unsigned may = pos->origin ? pos->may_step : sc_kinds(src);
        may &= ~(1u << unit);
        may &= sc_kinds(pos->b[from]);
        tl_pos_session(pos, from, may, pos->cap | captured);
        pos->t39ok = 1; /* every attacker of the enemy commander is heroic now */
        return -1;
    }
    end_turn(pos, captured);
    return !t40 ? att > 0 : -1; /* (a move that is no deploy step starts at a boundary) */
}

int tl_session_may_end_terrain(const tl_pos *pos)
{
    const uint32_t c = pos->b[pos->origin];
    /* D18: the stack left is valid (a subset) and its carrier may stand */
    return !c || (tl_terrain[pos->origin] & kind_stand(sc_carrier(c)));
}

int tl_may_end(tl_pos *pos)
{
    return pos->origin && tl_session_may_end_terrain(pos) && tl_legal_for(pos, pos->side);
}

static int ends_now(tl_pos *pos, uint32_t m, int threat, int check);
static int air_threat(const tl_pos *pos, int k, int enemy);

/* T37 inside an open session: does a legal completion exist (the session
 * may end now, or a step leads to a position that has one)? */
static int has_completion(tl_pos *pos)
{
    if (tl_may_end(pos))
        return 1;
    if (!(pos->may_step & sc_kinds(pos->b[pos->origin])))
        return 0;
    uint32_t list[TL_SESSION_GEN_MAX];
    const int n = tl_gen(pos, list);
    const int side = pos->side, k = pos->cmd[side];
    if (k >= 0) { /* a step after which the session may end: cheap, first */
        const int threat = air_threat(pos, k, !side);
        const int check = tl_facing(pos) || tl_attackers(pos, k, !side, NULL) != 0;
        for (int i = 0; i < n; i++)
            if (ends_now(pos, list[i], threat, check))
                return 1;
    }
    for (int i = 0; i < n; i++) {
        tl_undo u;
        tl_make(pos, list[i], &u, NULL, NULL);
        const int ok = has_completion(pos);
        tl_undo_apply(pos, &u);
        if (ok)
            return 1;
    }
    return 0;
}

/* Could an enemy non-heroic air force reach the square k (4 squares on a
 * line; nothing blocks it)?  Only then does the mover's air defence (T26,
 * T27) matter to the attacks on k. */
static int air_threat(const tl_pos *pos, int k, int enemy)
{
    for (int dir = 0; dir < 8; dir++) {
        int s = k;
        for (int j = 1; j <= 4; j++) {
            s += tl_dir[dir];
            const uint32_t c = pos->b[s];
            if (c & SC_OFF)
                break;
            if (c && sc_side(c) == enemy && (c & 1u << PF) && !sc_is_hero(c, PF))
                return 1;
        }
    }
    return 0;
}

/* The predicate (movegen.h) after making m.  'light': without T39 and without
 * the mover's T40, exact when the mover's air defence cannot matter
 * (no air threat): promotions only change heroic flags, and the enemy's
 * attacks depend on the mover's heroic flags only through its air
 * defence. */
static int legal_after(tl_pos *pos, uint32_t m, int light)
{
    const int side = pos->side;
    const int had = pos->cmd[side] >= 0;
    tl_undo u;
    int ok;
    if (light) {
        make_board(pos, m, &u);
        last_guard(pos, &u, !side, NULL); /* T40 can arm the enemy (T40a) */
    } else {
        tl_make(pos, m, &u, NULL, NULL);
    }
    if (MV_DEPLOY(m))
        ok = has_completion(pos); /* T37 */
    else /* T36: own commander not destroyed, not attacked, not facing */
        ok = !(had && pos->cmd[side] < 0) && tl_legal_for(pos, side);
    tl_undo_apply(pos, &u);
    return ok;
}

int tl_is_legal(tl_pos *pos, uint32_t m)
{
    return legal_after(pos, m, 0);
}

int tl_make_if_legal(tl_pos *pos, uint32_t m, tl_undo *u, int *check)
{
    /* tl_is_legal() with the move kept when legal: tl_make_check() is
     * tl_make(), then the same T36 or T37 test as legal_after() */
    const int side = pos->side;
    const int had = pos->cmd[side] >= 0;
    *check = tl_make_check(pos, m, u, NULL, NULL);
    int ok;
    if (MV_DEPLOY(m)) {
        ok = has_completion(pos); /* T37 */
        if (ok)
            tl_close_if_done(pos);
    } else { /* T36 */
        ok = !(had && pos->cmd[side] < 0) && tl_legal_for(pos, side);
    }
    if (!ok)
        tl_undo_apply(pos, u);
    else if (!pos->origin) /* a legal turn: no enemy piece attacks our commander */
        pos->t39ok = 1;
    return ok;
}

/* T36 for a non-deploy move, tested on the raw board: the two squares are
 * written without the incremental structures (hash, coverage, counts).
 * The attack and facing tests read only the board, the commanders'
 * squares and the coverage, and the coverage matters only to an enemy
 * air force that could reach the commander (air_threat).  Promotions are
 * left out: T39 and the mover's T40 change only heroic flags (again only
 * the coverage); the enemy's T40 can arm it only when it is left with one
 * piece (then: -1).  Returns -1 when the move needs the full test. */
static int raw_legal(tl_pos *pos, uint32_t m, int threat, int check)
{
    const int from = MV_FROM(m), to = MV_TO(m), kind = MV_KIND(m), side = pos->side;
    const int k = pos->cmd[side], ek = pos->cmd[!side];
    const uint32_t src = pos->b[from], tgt = pos->b[to];
    uint32_t mover = src, rest = 0;
    if (MV_DEPLOY(m)) { /* T20 */
        mover = sc_make(1u << MV_UNIT(m), sc_heroic(src), side);
        rest = sc_make(sc_kinds(src) & ~(1u << MV_UNIT(m)), sc_heroic(src), side);
    }
    const int capture = kind == K_X || kind == K_STAY || kind == K_SUICIDE;
    int n = 0;
    if (capture)
        for (uint32_t t = sc_kinds(tgt) & ~(1u << PC | 1u << PH); t; t &= t - 1)
            n++;
    if (pos->others[!side] - n <= 1)
        return -1; /* T40 may promote the enemy's last piece after any move (T40a) */
    int nk = k;
    if (mover & 1u << PC) {
        if (kind == K_SUICIDE)
            return 0; /* T36: the own commander burns */
        if (kind != K_STAY)
            nk = to;
        if (nk != k ? air_threat(pos, nk, !side) : threat)
            return -1;
    } else if (threat) {
        return -1;
    }
    switch (kind) {
    case K_STAY:
        pos->b[to] = 0;
        break;
    case K_SUICIDE:
        pos->b[to] = 0;
        pos->b[from] = rest;
        break;
    case K_COMBINE:
        pos->b[to] = sc_make(sc_kinds(tgt) | sc_kinds(mover), sc_heroic(tgt) | sc_heroic(mover), side);
        pos->b[from] = rest;
        break;
    default:
        pos->b[to] = mover;
        pos->b[from] = rest;
        break;
    }
    pos->cmd[side] = (int16_t)nk;
    if (capture && (tgt & 1u << PC))
        pos->cmd[!side] = -1;
    /* Not in check before and the commander's stack unchanged: a new attack
     * can come only along the lines through the two squares that changed. */
    unsigned dirs = 0xFFu;
    if (!check && nk == k && to != k && from != k) {
        const int d1 = tl_dir_of(k, from), d2 = tl_dir_of(k, to);
        dirs = (d1 >= 0 ? 1u << d1 : 0) | (d2 >= 0 ? 1u << d2 : 0);
    }
    const int ok = !tl_facing(pos) && !tl_attackers_dirs(pos, nk, !side, NULL, dirs);
    pos->b[from] = src;
    pos->b[to] = tgt;
    pos->cmd[side] = (int16_t)k;
    pos->cmd[!side] = (int16_t)ek;
    return ok;
}

/* T37's first completion, without making the step: may the session end
 * right after deploy step m (the stack left on the origin may stand there,
 * and the position is legal, raw_legal)?  0 means "not shown", not
 * "illegal". */
static int ends_now(tl_pos *pos, uint32_t m, int threat, int check)
{
    const int from = MV_FROM(m);
    const uint32_t src = pos->b[from];
    const uint32_t left = MV_KIND(m) == K_STAY
                              ? src
                              : sc_make(sc_kinds(src) & ~(1u << MV_UNIT(m)), sc_heroic(src),
                                        sc_side(src));
    if (left && !(tl_terrain[from] & kind_stand(sc_carrier(left))))
        return 0;
    return raw_legal(pos, m, threat, check) == 1;
}

/* Within 2 squares of k along one of the 8 lines, or (when the commander
 * on k stands alone and may face, T33) anywhere on its rank or file. */
static inline int in_zone(int q, int k, int lone)
{
    int dx = PX(q) - PX(k), dy = PY(q) - PY(k);
    dx = dx < 0 ? -dx : dx;
    dy = dy < 0 ? -dy : dy;
    if (!dx || !dy)
        return lone || dx + dy <= 2;
    return dx == dy && dx <= 2;
}

/* Within 5 squares of k along one of its 8 lines (the longest reach of
 * any piece, tl_attackers_dirs()), or (lone, as in_zone()) anywhere on
 * its rank or file. */
static inline int on_lines(int q, int k, int lone)
{
    int dx = PX(q) - PX(k), dy = PY(q) - PY(k);
    dx = dx < 0 ? -dx : dx;
    dy = dy < 0 ? -dy : dy;
    if (!dx || !dy)
        return lone || dx + dy <= 5;
    return dx == dy && dx <= 5;
}

void tl_legal_init(tl_pos *pos, tl_legal_ctx *x, int attacked)
{
    const int side = pos->side, k = pos->cmd[side];
    x->k = k;
    if (k < 0)
        return;
    x->check = tl_facing(pos) ||
               (attacked >= 0 ? attacked : tl_attackers(pos, k, !side, NULL) != 0);
    x->threat = air_threat(pos, k, !side);
    x->lone = sc_kinds(pos->b[k]) == 1u << PC;
    x->others = pos->others[!side];
}

/* Fast path 1 (tl_is_legal_fast()): the answer of tl_is_legal() without
 * making the move where that is safe, and by the predicate itself where
 * it is not.
 * A move that cannot change any attack on the mover's commander (and
 * the commander is not attacked now) is legal without being made:
 *  - the commander's stack is neither the mover nor the target;
 *  - no enemy air force could reach the commander (then the mover's
 *    air defence, which the move or its T39/T40 promotions may change,
 *    does not matter);
 *  - no square within 2 of the commander on a line (the longest reach
 *    of a piece stopped by blockers is 3, a heroic tank), nor on its
 *    lines if it may face, is emptied (origin, or a captured target);
 *  - the enemy keeps enough pieces that T40 promotes none (a FEN can
 *    hold a lone last piece that is not heroic yet: T40 promotes it
 *    after any move).
 * Promotions of the mover's own pieces (T39, T40) change only its
 * heroic flags, which matter to enemy attacks only through its air
 * defence. */
static inline __attribute__((always_inline)) int legal_fast(tl_pos *pos, const tl_legal_ctx *x,
                                                            uint32_t m)
{
    const int k = x->k;
    if (k < 0) /* T36: no constraint but the session's completion */
        return !MV_DEPLOY(m) || tl_is_legal(pos, m);
    const int check = x->check, threat = x->threat, lone = x->lone, others = x->others;
    if (MV_DEPLOY(m))
        return ends_now(pos, m, threat, check) || tl_is_legal(pos, m);
    const int from = MV_FROM(m), to = MV_TO(m), kind = MV_KIND(m);
    /* In check, the commander's stack not involved and no enemy air
     * force near: a move that changes no square on the commander's
     * lines leaves every attack (and a facing line) as it is.  The
     * promotions it may cause change no enemy attack on it (the
     * mover's heroic flags matter only through its air defence; an
     * enemy piece promoted by T40 only gains range). */
    if (check && !threat && from != k && to != k && !on_lines(from, k, lone) &&
        !on_lines(to, k, lone))
        return 0;
    if (!check && !threat && from != k && to != k && !in_zone(from, k, lone) &&
        others > 1 &&
        (kind == K_MOVE || kind == K_COMBINE || (others > 5 && !in_zone(to, k, lone))))
        return 1;
    const int ok = raw_legal(pos, m, threat, check);
    if (ok >= 0)
        return ok;
    return legal_after(pos, m, !threat && from != k);
}

/* Not inlined into tl_gen_has(): tl_gen_legal() has the one inlined copy
 * (the web modules' size). */
__attribute__((noinline)) int tl_is_legal_fast(tl_pos *pos, const tl_legal_ctx *x, uint32_t m)
{
    return legal_fast(pos, x, m);
}

int tl_gen_legal(tl_pos *pos, uint32_t *out)
{
    uint32_t list[TL_GEN_MAX];
    const int n = tl_gen(pos, list);
    tl_legal_ctx x;
    tl_legal_init(pos, &x, -1);
    int c = 0;
    for (int i = 0; i < n; i++)
        if (legal_fast(pos, &x, list[i]))
            out[c++] = list[i];
    return c;
}

int tl_gen_has(tl_pos *pos, uint32_t m)
{
    uint32_t list[TL_GEN_MAX];
    const int n = tl_gen(pos, list);
    tl_legal_ctx x;
    tl_legal_init(pos, &x, -1);
    for (int i = 0; i < n; i++)
        if ((!m || list[i] == m) && tl_is_legal_fast(pos, &x, list[i]))
            return 1;
    return 0;
}

/* Where an open session stands (T21, T37): 0 a piece may still step and
 * has a legal step (or no session is open), 1 none has and the session
 * may end (it ends by itself), -1 none has and it may not end (stuck). */
static int session_state(tl_pos *pos)
{
    if (!pos->origin)
        return 0;
    if ((pos->may_step & sc_kinds(pos->b[pos->origin])) && tl_gen_has(pos, 0))
        return 0;
    return tl_may_end(pos) ? 1 : -1;
}

int tl_session_stuck(tl_pos *pos)
{
    return session_state(pos) < 0;
}

int tl_settle(tl_pos *pos, tl_undo *u)
{
    if (session_state(pos) != 1)
        return 0;
    tl_undo_begin(pos, u);
    tl_close_session(pos);
    return 1;
}

void tl_advance(tl_pos *pos, uint32_t m)
{
    tl_undo u;
    if (MV_KIND(m) == K_END) {
        tl_undo_begin(pos, &u);
        tl_close_session(pos);
        return;
    }
    tl_make(pos, m, &u, NULL, NULL);
    if (MV_DEPLOY(m))
        tl_settle(pos, &u);
}
