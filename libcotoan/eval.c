/* The static evaluation (doc/cotoan/engine.md, "Evaluation").
 *
 * Each term is computed for both sides and the result is own minus enemy,
 * from the side to move, in centi-points (100 = one point of score):
 *
 *   score      100 per point captured (R10): the material balance, since a
 *              side's score is 45 minus the values the enemy has left
 *   race       a bonus that grows as the score gets near the target (R13)
 *   freedom    6 per empty neighbouring square of a piece, 10 per capture
 *              available (a cheap stand-in for mobility)
 *   pairs      8 per pair (R7), the only way to capture
 *   potential  per capture available: 10 + 4 x the value it takes
 *   threats    a side that can capture the enemy 0 (R12) or reach the
 *              target with one capture: +1500 when it is to move (it wins),
 *              -250 for the side to move when the enemy threatens it; the
 *              side to move loses 30 x the value of its most valuable piece
 *              the enemy can take (a hanging piece)
 *   tropism    3 x (10 - king distance) per piece, towards the enemy 0
 *   shield     around the own 0: +12 per own piece next to it, -15 per ray
 *              from it whose first piece is an enemy
 *   tempo      +15 for the side to move
 *
 * Mobility, pairs and captures are kept per line and updated by the search
 * for the seven lines each move changes (ct_lines_move); the evaluation
 * then reads two packed totals and adds tropism and the shield, which look
 * at a few squares only.  ct_eval() computes the same from scratch. */
#include "search_impl.h"

#include <string.h>

#include "bits.h"
#include "eval_lines.h"

enum {
    W_SCORE = 100,
    W_MOB = 6,
    W_PAIR = 8,
    W_CAP = 10,
    W_CAPV = 4,
    W_WIN_THREAT = 1500,
    W_THREATENED = 250,
    W_HANGING = 30,
    W_TROPISM = 3,
    W_SHIELD = 12,
    W_EXPOSED = 15,
    W_TEMPO = 15,
};

/* Index of the lowest set bit of a 64-bit word; x != 0. */
static inline int ct_lsb64(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(x);
#else
    int n = 0;
    while (!(x & 1u)) {
        x >>= 1;
        n++;
    }
    return n;
#endif
}

/* Race bonus by points still needed (1..9); 0 beyond. */
static const int16_t race_bonus[10] = {0, 300, 220, 160, 110, 75, 50, 30, 15, 5};

static const int8_t sq_file[CT_NSQ] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5,
    6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2,
    3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8,
    0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5,
    6, 7, 8
};
static const int8_t sq_rank[CT_NSQ] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5,
    5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 9, 9, 9, 9, 9, 9, 9, 9, 9, 10, 10, 10, 10,
    10, 10, 10, 10, 10
};

static int cheb(int a, int b)
{
    int df = sq_file[a] - sq_file[b], dr = sq_rank[a] - sq_rank[b];
    if (df < 0)
        df = -df;
    if (dr < 0)
        dr = -dr;
    return df > dr ? df : dr;
}

/* A side's tropism: 10 - the distance to the enemy 0, summed over its
 * pieces 1-9 (0 when the enemy 0 is gone). */
static int tropism_of(const ct_pos *p, int side)
{
    const int ez = p->where[side ^ 1][0];
    int t = 0;
    if (ez >= 0) {
        for (int v = 1; v <= 9; v++) {
            const int s0 = p->where[side][v];
            if (s0 >= 0)
                t += 10 - cheb(s0, ez);
        }
    }
    return t;
}

/* ---- per-line terms (eval_lines.h) ---- */

/* Bit counts of 0..1023. */
#define B2(n) n, n + 1, n + 1, n + 2
#define B4(n) B2(n), B2(n + 1), B2(n + 1), B2(n + 2)
#define B6(n) B4(n), B4(n + 1), B4(n + 1), B4(n + 2)
#define B8(n) B6(n), B6(n + 1), B6(n + 1), B6(n + 2)
static const uint8_t pop10[1024] = {B8(0), B8(1), B8(1), B8(2)};

/* Line L's term for `side`, whose pieces 1-9 stand at the bits of own. */
static inline uint64_t line_term(const ct_pos *p, int L, int side, unsigned own)
{
    if (!own)
        return 0;
    const unsigned occ = p->occ[L], empty = ~occ;
    /* Empty neighbours: squares ahead of a piece are at bits 2..11 (the
     * bit past the line's last square is a sentinel), squares behind at
     * bits 1..10 (bit 0 is one). */
    uint64_t t = (uint64_t)(pop10[((own << 1) & empty) >> 2]
                            + pop10[((own >> 1) & empty) >> 1])
                 << CT_LINES_MOB_SHIFT;
    unsigned pairs = own & (own >> 1); /* bit b: pieces at b and b + 1 */
    if (!pairs)
        return t;
    const unsigned enemy = CT_OWN_MASK(side ^ 1);
    const int8_t *ls = ct_line_sq[L];
    do {
        const int b = ct_lsb(pairs);
        pairs &= pairs - 1;
        t += UINT64_C(1) << CT_LINES_PAIR_SHIFT;
        const unsigned mask = ct_dist_mask[CT_PC_VALUE(p->sq[ls[b]])]
                                          [CT_PC_VALUE(p->sq[ls[b + 1]])];
        /* Forward: the front piece is at b + 1; backward: at b.  The
         * sentinel bits stop both scans (their squares are -1). */
        const int df = ct_lsb(occ >> (b + 2)) + 1;
        if (mask >> df & 1u) {
            const int tf = ls[b + 1 + df];
            if (tf >= 0 && (p->sq[tf] & enemy))
                t += UINT64_C(1) << (4 * CT_PC_VALUE(p->sq[tf]));
        }
        const int bb = ct_msb(occ & ((1u << b) - 1u));
        if (mask >> (b - bb) & 1u) {
            const int tb = ls[bb];
            if (tb >= 0 && (p->sq[tb] & enemy))
                t += UINT64_C(1) << (4 * CT_PC_VALUE(p->sq[tb]));
        }
    } while (pairs);
    return t;
}

void ct_lines_init(ct_lines *l, const ct_pos *p)
{
    memset(l->own, 0, sizeof l->own);
    for (int side = 0; side < 2; side++) {
        for (int v = 1; v <= 9; v++) {
            const int s0 = p->where[side][v];
            if (s0 < 0)
                continue;
            const ct_sq_lines *sl = &ct_sq_line[s0];
            for (int a = 0; a < 4; a++)
                l->own[sl->line[a]][side] |= sl->bit[a];
        }
    }
    l->tot[0] = l->tot[1] = 0;
    l->capl[0] = l->capl[1] = 0;
    for (int L = 0; L < CT_NLINES; L++) {
        l->term[L][0] = line_term(p, L, 0, l->own[L][0]);
        l->term[L][1] = line_term(p, L, 1, l->own[L][1]);
        l->tot[0] += l->term[L][0];
        l->tot[1] += l->term[L][1];
        l->capl[0] |= (uint64_t)((l->term[L][0] & CT_LINES_CAPTURES) != 0) << L;
        l->capl[1] |= (uint64_t)((l->term[L][1] & CT_LINES_CAPTURES) != 0) << L;
    }
    l->trop[0] = tropism_of(p, 0);
    l->trop[1] = tropism_of(p, 1);
}

void ct_lines_move(ct_lines *restrict l, const ct_pos *restrict p, int from,
                   int to, unsigned captured, ct_lines_undo *restrict u)
{
    /* Copies, so that the stores below need not reload the tables. */
    const ct_sq_lines lfc = ct_sq_line[from], ltc = ct_sq_line[to];
    const ct_sq_lines *lf = &lfc, *lt = &ltc;
    const int s = p->side ^ 1; /* the side that moved */
    const int take = captured && CT_PC_VALUE(captured);
    int n = 0;
    uint64_t tot0 = l->tot[0], tot1 = l->tot[1], clear = 0, set0 = 0, set1 = 0;
    u->tot[0] = tot0;
    u->tot[1] = tot1;
    u->capl[0] = l->capl[0];
    u->capl[1] = l->capl[1];
    u->trop[0] = l->trop[0];
    u->trop[1] = l->trop[1];
    /* Tropism: the mover's piece changed its distance to the enemy 0; a
     * piece taken no longer counts for the other side. */
    const int ez = p->where[s ^ 1][0];
    if (ez >= 0)
        l->trop[s] += cheb(from, ez) - cheb(to, ez);
    else
        l->trop[s] = 0; /* the enemy 0 was taken: the game is over */
    if (take) {
        const int z = p->where[s][0];
        if (z >= 0)
            l->trop[s ^ 1] -= 10 - cheb(to, z);
    }
    for (int a = 0; a < 4; a++) {
        const int L = lf->line[a], L2 = lt->line[a];
        u->line[n] = (uint16_t)L;
        u->own[n][0] = l->own[L][0];
        u->own[n][1] = l->own[L][1];
        n++;
        if (L2 != L) {
            u->line[n] = (uint16_t)L2;
            u->own[n][0] = l->own[L2][0];
            u->own[n][1] = l->own[L2][1];
            n++;
        }
        l->own[L][s] ^= lf->bit[a];
        l->own[L2][s] ^= lt->bit[a];
        if (take)
            l->own[L2][s ^ 1] ^= lt->bit[a];
    }
    u->n = (uint16_t)n;
    for (int i = 0; i < CT_MOVE_LINES; i++) { /* n == CT_MOVE_LINES */
        const int L = u->line[i];
        uint64_t *term = l->term[L];
        const uint64_t o0 = term[0], o1 = term[1];
        const unsigned w0 = l->own[L][0], w1 = l->own[L][1];
        u->term[i][0] = o0;
        u->term[i][1] = o1;
        const uint64_t t0 = line_term(p, L, 0, w0);
        const uint64_t t1 = line_term(p, L, 1, w1);
        tot0 += t0 - o0;
        tot1 += t1 - o1;
        term[0] = t0;
        term[1] = t1;
        clear |= UINT64_C(1) << L;
        set0 |= (uint64_t)((t0 & CT_LINES_CAPTURES) != 0) << L;
        set1 |= (uint64_t)((t1 & CT_LINES_CAPTURES) != 0) << L;
    }
    l->tot[0] = tot0;
    l->tot[1] = tot1;
    l->capl[0] = (l->capl[0] & ~clear) | set0;
    l->capl[1] = (l->capl[1] & ~clear) | set1;
}

int ct_lines_captures(const ct_lines *l, const ct_pos *p, int side, int mover,
                      uint32_t *out)
{
    const unsigned enemy = CT_OWN_MASK(side ^ 1);
    int n = 0;
    for (uint64_t lines = l->capl[side]; lines; lines &= lines - 1) {
        const int L = ct_lsb64(lines);
        const unsigned occ = p->occ[L], own = l->own[L][side];
        const int8_t *ls = ct_line_sq[L];
        for (unsigned pairs = own & (own >> 1); pairs; pairs &= pairs - 1) {
            const int b = ct_lsb(pairs);
            const unsigned lo = (unsigned)ls[b], hi = (unsigned)ls[b + 1];
            const unsigned mask = ct_dist_mask[CT_PC_VALUE(p->sq[lo])]
                                              [CT_PC_VALUE(p->sq[hi])];
            /* Forward: front hi, back lo; backward: front lo, back hi. */
            const int df = ct_lsb(occ >> (b + 2)) + 1, tf = ls[b + 1 + df];
            if (tf >= 0 && (mask >> df & 1u) && (p->sq[tf] & enemy))
                out[n++] = (mover ? lo : hi) | (uint32_t)tf << 8 | MV_CAPTURE;
            const int bb = ct_msb(occ & ((1u << b) - 1u)), tb = ls[bb];
            if (tb >= 0 && (mask >> (b - bb) & 1u) && (p->sq[tb] & enemy))
                out[n++] = (mover ? hi : lo) | (uint32_t)tb << 8 | MV_CAPTURE;
        }
    }
    return n;
}

/* ---- the evaluation ---- */

typedef struct side_info {
    int mob, pairs, caps, capv, maxcap, zero_hit, tropism, shield;
} side_info;

/* A side's terms: the line terms from its packed total, tropism and the
 * shield from its pieces. */
static void side_terms(const ct_pos *p, int side, const ct_lines *l,
                       side_info *si)
{
    const uint8_t *sq = p->sq;
    const unsigned own = CT_OWN_MASK(side);
    const uint64_t tot = l->tot[side];
    int caps = 0, capv = 0, maxcap = 0, shield = 0;

    for (uint64_t h = tot & CT_LINES_CAPTURES; h;) {
        const int cv = ct_lsb64(h) >> 2;
        const int k = (int)(h >> (4 * cv) & 15u);
        h &= ~(UINT64_C(15) << (4 * cv));
        caps += k;
        capv += k * cv;
        maxcap = cv;
    }
    /* The shield around the own 0: the first piece along each ray. */
    const int z = p->where[side][0];
    if (z >= 0) {
        const ct_sq_lines *zl = &ct_sq_line[z];
        for (int a = 0; a < 4; a++) {
            const int li = zl->line[a], q = zl->pos[a];
            const unsigned occ = p->occ[li];
            const int8_t *ls = ct_line_sq[li];
            const int ahead = ls[q + 1 + ct_lsb(occ >> (q + 1))];
            const int behind = ls[ct_msb(occ & ((1u << q) - 1u))];
            if (ahead >= 0)
                shield += (sq[ahead] & own) ? (ls[q + 1] == ahead) * W_SHIELD
                                            : -W_EXPOSED;
            if (behind >= 0)
                shield += (sq[behind] & own) ? (ls[q - 1] == behind) * W_SHIELD
                                             : -W_EXPOSED;
        }
    }
    si->mob = (int)(tot >> CT_LINES_MOB_SHIFT & 255u);
    si->pairs = (int)(tot >> CT_LINES_PAIR_SHIFT & 255u);
    si->caps = caps;
    si->capv = capv;
    si->maxcap = maxcap;
    si->zero_hit = (tot & 15u) != 0;
    si->tropism = l->trop[side];
    si->shield = shield;
}

static int need_of(const ct_pos *p, const ct_ruleset *r, int side)
{
    return r->target ? r->target - p->score[side] : 100;
}

int ct_eval_lines(const ct_pos *p, const ct_ruleset *r, const ct_lines *l,
                  int *flags)
{
    const int us = p->side, them = us ^ 1;
    side_info a, b;
    side_terms(p, us, l, &a);
    side_terms(p, them, l, &b);

    int e = W_TEMPO + W_SCORE * (p->score[us] - p->score[them]);
    int nu = need_of(p, r, us), nt = need_of(p, r, them);
    if (nu < 10)
        e += race_bonus[nu];
    if (nt < 10)
        e -= race_bonus[nt];
    e += W_MOB * (a.mob - b.mob) + W_PAIR * (a.pairs - b.pairs);
    e += W_CAP * (a.caps - b.caps) + W_CAPV * (a.capv - b.capv);
    e += W_TROPISM * (a.tropism - b.tropism) + a.shield - b.shield;
    if (a.zero_hit || a.maxcap >= nu)
        e += W_WIN_THREAT;
    if (b.zero_hit || b.maxcap >= nt)
        e -= W_THREATENED;
    e -= W_HANGING * b.maxcap;
    *flags = (b.zero_hit || b.maxcap >= nt ? CT_EV_THREATENED : 0)
           | (a.zero_hit || a.maxcap >= nu ? CT_EV_WINS_NOW : 0);
    if (e > CT_EVAL_MAX)
        e = CT_EVAL_MAX;
    if (e < -CT_EVAL_MAX)
        e = -CT_EVAL_MAX;
    return e;
}

int ct_eval(const ct_pos *p, const ct_ruleset *r, int *flags)
{
    ct_lines l;
    ct_lines_init(&l, p);
    return ct_eval_lines(p, r, &l, flags);
}

int ct_eval_material(const ct_pos *p, const ct_ruleset *r)
{
    const int us = p->side, them = us ^ 1;
    int e = W_TEMPO + W_SCORE * (p->score[us] - p->score[them]);
    int nu = need_of(p, r, us), nt = need_of(p, r, them);
    if (nu < 10)
        e += race_bonus[nu];
    if (nt < 10)
        e -= race_bonus[nt];
    return e;
}

int ct_zero_attacked(const ct_pos *p, int side)
{
    const int z = p->where[side][0];
    if (z < 0)
        return 1;
    const unsigned enemy = CT_OWN_MASK(side ^ 1);
    const ct_sq_lines *l = &ct_sq_line[z];
    for (int a = 0; a < 4; a++) {
        const int li = l->line[a], q = l->pos[a];
        const unsigned occ = p->occ[li];
        const int8_t *ls = ct_line_sq[li];
        /* Ahead: the first piece is the front F at distance d, the back B
         * is the square beyond it. */
        int d = ct_lsb(occ >> (q + 1)) + 1;
        int f = ls[q + d], b = ls[q + d + 1];
        if (f >= 0 && b >= 0 && (p->sq[f] & enemy) && (p->sq[b] & enemy)
            && (ct_dist_mask[CT_PC_VALUE(p->sq[f])][CT_PC_VALUE(p->sq[b])] >> d & 1u))
            return 1;
        /* Behind. */
        d = q - ct_msb(occ & ((1u << q) - 1u));
        f = ls[q - d];
        b = q - d - 1 >= 0 ? ls[q - d - 1] : -1;
        if (f >= 0 && b >= 0 && (p->sq[f] & enemy) && (p->sq[b] & enemy)
            && (ct_dist_mask[CT_PC_VALUE(p->sq[f])][CT_PC_VALUE(p->sq[b])] >> d & 1u))
            return 1;
    }
    return 0;
}

CT_API int ct_evaluate(const ct_game *game, int32_t *score)
{
    if (!game || !score)
        return CT_ERR_INVALID_ARGUMENT;
    int res = ct_game_outcome(game, NULL);
    if (res == CT_ONGOING) {
        int flags;
        *score = ct_eval(&game->pos, &game->rules, &flags);
    } else if (res == CT_DRAW) {
        *score = 0;
    } else {
        int winner = res == CT_RED_WINS ? CT_RED : CT_BLUE;
        *score = winner == game->pos.side ? CT_MATE : -CT_MATE;
    }
    return CT_OK;
}
