/* Pseudo-legal move generation along rays (T11-T31) and the attack test
 * (T35) by reverse rays from the attacked square. */
#include "movegen.h"

#include "position.h"

/* The bound of TL_MOVES_MAX (its derivation in game.h): at most 40 squares
 * a mover, two moves a square only for an air-force carrier's whole stack,
 * movers plus such carriers at most twice the pieces of a side; a deploy
 * session steps at most the 4 pieces of one stack (TL_SESSION_GEN_MAX, the
 * buffers of the session code in legal.c). */
_Static_assert(8 * 5 * 2 * TL_SIDE_MAX <= TL_GEN_MAX, "TL_MOVES_MAX below its bound");
_Static_assert(8 * 5 * TL_STACK_MAX <= TL_SESSION_GEN_MAX,
               "a session's steps exceed the session buffers");

/* T5 / T6 / T24 ranges: {move, capture, capture vs navy}; [heroic][diag]. */
const uint8_t tl_range[NKIND][2][2][3] = {
    [PN] = {{{4, 3, 4}, {4, 3, 4}}, {{5, 4, 5}, {5, 4, 5}}},
    [PF] = {{{4, 4, 4}, {4, 4, 4}}, {{5, 5, 5}, {5, 5, 5}}},
    [PT] = {{{2, 2, 2}, {0, 0, 0}}, {{3, 3, 3}, {3, 3, 3}}},
    [PE] = {{{1, 1, 1}, {0, 0, 0}}, {{2, 2, 2}, {2, 2, 2}}},
    [PH] = {{{0, 0, 0}, {0, 0, 0}}, {{1, 1, 1}, {1, 1, 1}}},    /* T16, D17 */
    [PC] = {{{11, 1, 1}, {0, 0, 0}}, {{11, 2, 2}, {0, 0, 0}}},  /* T15, T29-T31 */
    [PI] = {{{1, 1, 1}, {0, 0, 0}}, {{2, 2, 2}, {2, 2, 2}}},
    [PM] = {{{1, 1, 1}, {1, 1, 1}}, {{2, 2, 2}, {2, 2, 2}}},
    [PA] = {{{3, 3, 3}, {3, 3, 3}}, {{4, 4, 4}, {4, 4, 4}}},
    [PG] = {{{1, 1, 1}, {0, 0, 0}}, {{2, 2, 2}, {2, 2, 2}}},
    [PS] = {{{2, 2, 2}, {1, 1, 1}}, {{3, 3, 3}, {2, 2, 2}}},   /* missile diag 1 (2) */
};

/* Captures not stopped by pieces in between (T5 "captures through"). */
static inline int through(int k)
{
    return k == PA || k == PS || k == PF || k == PN;
}

/* Heavy pieces (T12.2): A, G, S moving by themselves. */
static inline int heavy(int k)
{
    return k == PA || k == PG || k == PS;
}

/* The moves of one mover (tl_gen_unit()); with caps (a constant after
 * inlining) only its captures, in the same order, without looking at
 * what only the other moves need (terrain on the way, the move range,
 * combinations). */
static inline __attribute__((always_inline)) int
gen_unit(const tl_pos *pos, int from, int unit, int deploy, uint32_t *out, int n, const int caps)
{
    const uint32_t src = pos->b[from];
    const int side = sc_side(src), e = !side;
    const int hero = sc_is_hero(src, unit);
    const uint32_t mkinds = deploy ? 1u << unit : sc_kinds(src);
    const int stand = kind_stand(unit);
    const int air = unit == PF && !hero;            /* T27: heroic F is stealth */
    const int hv = heavy(unit), thr = through(unit);
    const int ford = PX(from) == 5 || PX(from) == 7; /* files f and h (T3) */
    /* T12 as terrain bits: 1. a square the mover may not stand on (not for
     * an air force); 2. for a heavy piece, the other half (not on a
     * vertical ray on a ford). */
    const int standbad = unit == PF ? 0 : unit == PN ? TT_NONAVY : TT_WATER;
    const int otherhalf = hv ? ((tl_terrain[from] & TT_BLUE) ? TT_RED : TT_BLUE) : 0;
    const uint32_t base = (uint32_t)from | ((uint32_t)deploy << 19) | ((uint32_t)unit << 20);
    const uint8_t *const ranges[2] = {tl_range[unit][hero][0], tl_range[unit][hero][1]};

    for (int dir = 0; dir < 8; dir++) {
        const uint8_t *r = ranges[dir >= 4];
        const int mr = caps ? 0 : r[0], cr = r[1], crn = r[2];
        int maxk = mr > cr ? mr : cr;
        if (crn > maxk)
            maxk = crn;
        if (!maxk)
            continue;
        const int d = tl_dir[dir];
        const int bad = standbad | ((dir < 2 && ford) ? 0 : otherhalf);
        const int mouth = unit == PN && dir >= 4; /* T12.3 */
        int s = from, tb = 0, pb = 0, dsrc = -1;
        for (int k = 1; k <= maxk; k++) {
            const int prev = s;
            s += d;
            const uint32_t c = pos->b[s];
            if (c & SC_OFF)
                break;
            int safe = 1;
            if (air) { /* T27: SAFE, KAMIKAZE or DESTROYED (ends the ray) */
                const int cv = pos->cover[e][s];
                if (cv == 1) {
                    const int sid = pos->csum[e][s];
                    if (dsrc >= 0 && dsrc != sid)
                        break;
                    dsrc = sid;
                    safe = 0;
                } else if (cv > 1 || dsrc >= 0) {
                    break; /* two sources, or flying out of a ring */
                }
            }
            const int t = tl_terrain[s];
            if (!caps && ((t & bad) || (mouth && (tl_mouth[prev] >> dir & 1))))
                tb = 1; /* T12, sticky for the rest of the ray */
            if (!c) {
                if (!caps && k <= mr && !tb && !pb && safe && (t & stand))
                    out[n++] = base | (uint32_t)s << 8;
                continue;
            }
            const int tcar = sc_carrier(c);
            if (sc_side(c) != side) {
                if (k <= (tcar == PN ? crn : cr)) { /* T23 */
                    const uint32_t m = base | (uint32_t)s << 8;
                    if (!safe)
                        out[n++] = m | (uint32_t)K_SUICIDE << 16;
                    else if (!(t & stand))
                        out[n++] = m | (uint32_t)K_STAY << 16;
                    else {
                        out[n++] = m | (uint32_t)K_X << 16;
                        if (unit == PF && !deploy && tcar != PF) /* T23.3 bombing */
                            out[n++] = m | (uint32_t)K_STAY << 16;
                    }
                }
            } else if (!caps && k <= mr && !tb && !pb && safe) { /* T18 */
                const uint32_t ck = sc_kinds(c);
                const uint32_t u = ck | mkinds;
                if (!(ck & mkinds) && tl_valid_stack[u] &&
                    (t & kind_stand(__builtin_ctz(u))))
                    out[n++] = base | (uint32_t)s << 8 | (uint32_t)K_COMBINE << 16;
            }
            /* T11/T13: who blocks whom */
            if (unit == PF ? 0 : unit == PN ? tcar == PN : tcar != PN) {
                pb = 1;
                if (!thr)
                    break;
            }
        }
    }
    return n;
}

int tl_gen_unit(const tl_pos *pos, int from, int unit, int deploy, uint32_t *out, int n)
{
    return gen_unit(pos, from, unit, deploy, out, n, 0);
}

/* tl_gen() or (caps) tl_gen_captures(). */
static inline __attribute__((always_inline)) int gen(const tl_pos *pos, uint32_t *out, const int caps)
{
    int n = 0;
    if (pos->origin) { /* T21: only steps from the origin by pieces that have not stepped */
        const int p = pos->origin;
        for (uint32_t k = pos->may_step & sc_kinds(pos->b[p]); k; k &= k - 1)
            n = gen_unit(pos, p, __builtin_ctz(k), 1, out, n, caps);
        return n;
    }
    const int side = pos->side;
    for (int w = 0; w < 3; w++) {
        for (uint64_t bits = pos->occ[side][w]; bits; bits &= bits - 1) {
            const int p = w * 64 + __builtin_ctzll(bits);
            const uint32_t c = pos->b[p];
            n = gen_unit(pos, p, sc_carrier(c), 0, out, n, caps);
            if (sc_many(c)) /* T20: a single piece never deploys */
                for (uint32_t k = sc_kinds(c); k; k &= k - 1)
                    n = gen_unit(pos, p, __builtin_ctz(k), 1, out, n, caps);
        }
    }
    return n;
}

int tl_gen(const tl_pos *pos, uint32_t *out)
{
    return gen(pos, out, 0);
}

int tl_gen_captures(const tl_pos *pos, uint32_t *out)
{
    return gen(pos, out, 1);
}

/* T27 along the path of a non-heroic air force from p (exclusive) to
 * j squares further in direction d, against the sources of side def:
 * 1 if it reaches the last square (SAFE or KAMIKAZE). */
static int air_reaches(const tl_pos *pos, int p, int d, int j, int def)
{
    int dsrc = -1;
    for (int i = 1; i <= j; i++) {
        p += d;
        const int cv = pos->cover[def][p];
        if (cv == 1) {
            const int sid = pos->csum[def][p];
            if (dsrc >= 0 && dsrc != sid)
                return 0;
            dsrc = sid;
        } else if (cv > 1 || dsrc >= 0) {
            return 0;
        }
    }
    return 1;
}

int tl_attackers_dirs(const tl_pos *pos, int tp, int by, uint16_t *collect, unsigned dirs)
{
    const uint32_t tc = pos->b[tp];
    const int tnavy = tc && sc_carrier(tc) == PN;
    int n = 0;
    for (unsigned dm = dirs & 0xFFu; dm; dm &= dm - 1) {
        const int dir = __builtin_ctz(dm);
        const int d = tl_dir[dir], diag = dir >= 4;
        int s = tp, blocked = 0;
        for (int j = 1; j <= 5; j++) {
            s += d;
            const uint32_t c = pos->b[s];
            if (!c)
                continue;
            if (c & SC_OFF)
                break;
            if (sc_side(c) == by) {
                for (uint32_t kk = sc_kinds(c); kk; kk &= kk - 1) {
                    const int k = __builtin_ctz(kk), h = sc_is_hero(c, k);
                    const uint8_t *r = tl_range[k][h][diag];
                    if (j > (tnavy ? r[2] : r[1]))
                        continue;
                    if (blocked && !through(k))
                        continue;
                    if (k == PF && !h && !air_reaches(pos, s, -d, j, !by))
                        continue;
                    if (!collect)
                        return 1;
                    collect[n++] = (uint16_t)(s << 4 | k);
                }
            }
            if (sc_carrier(c) != PN) /* blocks every non-navy, non-air mover */
                blocked = 1;
        }
    }
    return n;
}

int tl_attackers(const tl_pos *pos, int tp, int by, uint16_t *collect)
{
    return tl_attackers_dirs(pos, tp, by, collect, 0xFFu);
}

int tl_dir_of(int from, int q)
{
    const int dx = PX(q) - PX(from), dy = PY(q) - PY(from);
    if (!dx && !dy)
        return -1;
    if (!dx)
        return dy > 0 ? DIR_N : DIR_S;
    if (!dy)
        return dx > 0 ? DIR_E : DIR_W;
    if (dx == dy)
        return dx > 0 ? DIR_NE : DIR_SW;
    if (dx == -dy)
        return dx > 0 ? DIR_SE : DIR_NW;
    return -1;
}

int tl_facing_line(const tl_pos *pos, int stop, int *first)
{
    const int a = pos->cmd[0], b = pos->cmd[1];
    if (a < 0 || b < 0)
        return -1;
    if (sc_kinds(pos->b[a]) != 1u << PC || sc_kinds(pos->b[b]) != 1u << PC)
        return -1; /* a carried commander never faces (T33) */
    int d;
    if (PY(a) == PY(b))
        d = a < b ? 1 : -1;
    else if (PX(a) == PX(b))
        d = a < b ? TL_PW : -TL_PW;
    else
        return -1;
    int n = 0;
    for (int s = a + d; s != b; s += d)
        if (pos->b[s]) {
            if (!n && first)
                *first = s;
            if (++n >= stop)
                break;
        }
    return n;
}

int tl_facing(const tl_pos *pos)
{
    return tl_facing_line(pos, 1, NULL) == 0;
}

int tl_legal_for(const tl_pos *pos, int side)
{
    const int k = pos->cmd[side];
    if (k < 0)
        return 1;
    return !tl_facing(pos) && !tl_attackers(pos, k, !side, NULL);
}

uint32_t tl_mv_public(uint32_t m)
{
    if (MV_KIND(m) == K_END)
        return (m & ~0xFFFFu) | tl_p2s[MV_FROM(m)] | (uint32_t)tl_p2s[MV_FROM(m)] << 8;
    return (m & ~0xFFFFu) | tl_p2s[MV_FROM(m)] | (uint32_t)tl_p2s[MV_TO(m)] << 8;
}

uint32_t tl_mv_internal(uint32_t m)
{
    const int f = MV_FROM(m), t = MV_TO(m);
    if (f >= TL_SQUARES || t >= TL_SQUARES)
        return 0;
    return (m & ~0xFFFFu) | tl_s2p[f] | (uint32_t)tl_s2p[t] << 8;
}
