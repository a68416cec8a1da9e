/* The static evaluation (doc/engine.md, "Evaluation").
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
 * One pass per side over its pieces and their four lines, like the move
 * generator in counting mode, so the evaluation costs about two move
 * counts. */
#include "engine_impl.h"

#include "bits.h"

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

/* Race bonus by points still needed (1..9); 0 beyond. */
static const int16_t race_bonus[10] = {0, 300, 220, 160, 110, 75, 50, 30, 15, 5};

typedef struct side_info {
    int mob, pairs, caps, capv, maxcap, zero_hit, tropism, shield;
} side_info;

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

static void scan_side(const ct_pos *p, int side, side_info *si)
{
    const uint8_t *sq = p->sq;
    const unsigned own = CT_OWN_MASK(side), enemy = CT_OWN_MASK(side ^ 1);
    const int ez = p->where[side ^ 1][0];
    /* Locals, not si->...: stores through si could alias the board. */
    int mob = 0, pairs = 0, caps = 0, capv = 0, maxcap = 0, zero_hit = 0;
    int tropism = 0, shield = 0;

    for (int v = 1; v <= 9; v++) {
        const int s0 = p->where[side][v];
        if (s0 < 0)
            continue;
        if (ez >= 0)
            tropism += 10 - cheb(s0, ez);
        const ct_sq_lines *l = &ct_sq_line[s0];
        for (int a = 0; a < 4; a++) {
            const int li = l->line[a], q = l->pos[a];
            const unsigned occ = p->occ[li];
            /* Freedom: the empty neighbours on this line. */
            mob += (int)(~occ >> (q + 1) & 1u) + (int)(~occ >> (q - 1) & 1u);
            if (!(occ >> (q + 1) & 1u))
                continue;
            const int8_t *ls = ct_line_sq[li];
            const int ns = ls[q + 1];
            if (ns < 0)
                continue;
            const unsigned npc = sq[ns];
            if (!(npc & own) || !CT_PC_VALUE(npc))
                continue;
            pairs++;
            const unsigned mask = ct_dist_mask[v][CT_PC_VALUE(npc)];
            const int f2 = ct_lsb(occ >> (q + 2));
            const int bwd = q - 1 - ct_msb(occ & ((1u << q) - 1u));
            const int tf = ls[q + 2 + f2];
            const int tb = ls[q - bwd - 1];
            if (tf >= 0 && (sq[tf] & enemy) && (mask >> (f2 + 1) & 1u)) {
                const int cv = CT_PC_VALUE(sq[tf]);
                caps++;
                capv += cv;
                zero_hit |= cv == 0;
                maxcap = cv > maxcap ? cv : maxcap;
            }
            if (tb >= 0 && (sq[tb] & enemy) && (mask >> (bwd + 1) & 1u)) {
                const int cv = CT_PC_VALUE(sq[tb]);
                caps++;
                capv += cv;
                zero_hit |= cv == 0;
                maxcap = cv > maxcap ? cv : maxcap;
            }
        }
    }
    /* The shield around the own 0: the first piece along each ray. */
    const int z = p->where[side][0];
    if (z >= 0) {
        const ct_sq_lines *l = &ct_sq_line[z];
        for (int a = 0; a < 4; a++) {
            const int li = l->line[a], q = l->pos[a];
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
    si->mob = mob;
    si->pairs = pairs;
    si->caps = caps;
    si->capv = capv;
    si->maxcap = maxcap;
    si->zero_hit = zero_hit;
    si->tropism = tropism;
    si->shield = shield;
}

static int need_of(const ct_pos *p, const ct_ruleset *r, int side)
{
    return r->target ? r->target - p->score[side] : 100;
}

int ct_eval(const ct_pos *p, const ct_ruleset *r, int *flags)
{
    const int us = p->stm, them = us ^ 1;
    side_info a, b;
    scan_side(p, us, &a);
    scan_side(p, them, &b);

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

int ct_eval_material(const ct_pos *p, const ct_ruleset *r)
{
    const int us = p->stm, them = us ^ 1;
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
        *score = winner == game->pos.stm ? CT_MATE : -CT_MATE;
    }
    return CT_OK;
}
