/* The static evaluation (doc/cotulenh/engine.md, "Evaluation"), in
 * tenths of a T52 point from the side to move.  One pass over each side's
 * stacks adds up:
 *  - material: the T5 value of every piece (the commander excepted: it is
 *    never traded), a heroic piece EV_HEROIC more;
 *  - battles mode (T54): the last navy, the last air force and the last
 *    land unit (I, T or A) of a side are worth EV_LAST more each, since
 *    losing one loses the game;
 *  - mobility: the empty squares the long-range pieces (N, F, A, T, S)
 *    can reach along their rays, EV_MOBILITY each;
 *  - the fords and the sea: a piece on a ford square (f6, f7, h6, h7) or
 *    across the river, a navy in the enemy's half of the sea;
 *  - air-defence coverage: each of the side's own pieces standing inside
 *    its own air defence (safe from non-heroic air force attacks there);
 *  - commander safety: enemy pieces near the commander, friendly pieces
 *    next to it, a commander inside a headquarters or a stack, and a
 *    facing line (the two commanders on one line with one stack between:
 *    that stack may not leave it, T33/T36).
 * A small bonus for the side to move (tempo) ends it. */
#include "search_impl.h"

const int16_t tl_eval_value[NKIND] = {
    /* N    F    T    E   H  C  I    M    A    G    S */
    800, 400, 200, 100, 0, 0, 100, 100, 300, 100, 200};

#define EV_HEROIC 50
#define EV_LAST 600
#define EV_MOBILITY 3
#define EV_FORD 25
#define EV_ACROSS 12
#define EV_NAVY_FORWARD 30
#define EV_COVERED 6
#define EV_CMD_ENEMY_NEAR 30
#define EV_CMD_GUARD 10
#define EV_CMD_SHELTER 40
#define EV_FACING_PIN 40
#define EV_TEMPO 10

/* Ranges along a ray (move) for mobility; the heroic flag adds one. */
static const int8_t mob_range[NKIND] = {4, 4, 2, 0, 0, 0, 0, 0, 3, 0, 2};
static const int8_t mob_diag[NKIND] = {1, 1, 0, 0, 0, 0, 0, 0, 1, 0, 1};

/* The ford squares f6, h6, f7, h7 (files 5 and 7, ranks 5 and 6): bits of
 * the second word of a side's occupancy (padded squares 64-127). */
#define FORD_BITS (1ull << (PAD(5, 5) - 64) | 1ull << (PAD(7, 5) - 64) | \
                   1ull << (PAD(5, 6) - 64) | 1ull << (PAD(7, 6) - 64))

/* Is (x, y) within r files and r ranks of (cx, cy)? */
static inline int within(int x, int y, int cx, int cy, int r)
{
    return (unsigned)(x - cx + r) <= (unsigned)(2 * r) && (unsigned)(y - cy + r) <= (unsigned)(2 * r);
}

static int mobility(const tl_pos *p, int sq, int k, int hero)
{
    const int range = mob_range[k] + hero;
    const int ndir = mob_diag[k] || hero ? 8 : 4;
    const uint32_t *const b = p->b;
    int n = 0;
    if (k == PF) { /* flies over what it may not stand on */
        for (int dir = 0; dir < ndir; dir++) {
            const int d = tl_dir[dir];
            for (int j = 1, s = sq + d; j <= range && !b[s]; j++, s += d)
                n += (tl_terrain[s] & TT_LAND) != 0;
        }
        return n;
    }
    const int stand = kind_stand(k);
    for (int dir = 0; dir < ndir; dir++) {
        const int d = tl_dir[dir];
        /* up to a stack, the edge or a square it may not stand on */
        for (int j = 1, s = sq + d; j <= range && !b[s] && (tl_terrain[s] & stand); j++, s += d)
            n++;
    }
    return n;
}

/* The evaluation of one side (positive = good for it). */
static int side_eval(const tl_pos *p, int side, int mode)
{
    int v = 0;
    const int enemy_cmd = p->cmd[!side], own_cmd = p->cmd[side];
    /* the commanders' files and ranks (far off the board when absent) */
    const int ex = enemy_cmd >= 0 ? PX(enemy_cmd) : -100, ey = enemy_cmd >= 0 ? PY(enemy_cmd) : -100;
    const int ox = own_cmd >= 0 ? PX(own_cmd) : -100, oy = own_cmd >= 0 ? PY(own_cmd) : -100;
    /* material: the pieces' values from the counts, the heroic bonus
     * stack by stack below */
    const uint8_t *cnt = p->cnt[side];
    for (int k = 0; k < NKIND; k++)
        v += cnt[k] * tl_eval_value[k];
    for (int w = 0; w < 3; w++) {
        for (uint64_t bits = p->occ[side][w]; bits; bits &= bits - 1) {
            const int bit = __builtin_ctzll(bits), sq = w * 64 + bit;
            const int x = PX(sq), y = PY(sq);
            const uint32_t c = p->b[sq];
            const int enemy_half = ((tl_terrain[sq] & TT_BLUE) != 0) != side;
            for (uint32_t hh = sc_heroic(c); hh; hh &= hh - 1)
                v += EV_HEROIC;
            const int car = sc_carrier(c), hero = sc_is_hero(c, car);
            if (mob_range[car])
                v += EV_MOBILITY * mobility(p, sq, car, hero);
            if (car == PN) {
                if (enemy_half)
                    v += EV_NAVY_FORWARD;
            } else if (car != PH && car != PC) {
                if (w == 1 && (FORD_BITS >> bit & 1))
                    v += EV_FORD;
                if (enemy_half)
                    v += EV_ACROSS;
            }
            if (p->cover[side][sq] && car != PG && car != PS)
                v += EV_COVERED;
            /* near the enemy commander (a threat to it), next to ours */
            if (within(x, y, ex, ey, 2))
                v += EV_CMD_ENEMY_NEAR;
            if (sq != own_cmd && within(x, y, ox, oy, 1))
                v += EV_CMD_GUARD;
        }
    }
    if (own_cmd >= 0 && sc_many(p->b[own_cmd]))
        v += EV_CMD_SHELTER;
    if (mode == TL_MODE_BATTLES) {
        const uint8_t *n = p->cnt[side];
        if (n[PN] == 1)
            v -= EV_LAST;
        if (n[PF] == 1)
            v -= EV_LAST;
        if (n[PI] + n[PT] + n[PA] == 1)
            v -= EV_LAST;
    }
    return v;
}

/* The stack between two facing-line commanders (T33), or 0 (then 0 when
 * the line is open or has two stacks or more, or they share no line). */
static int facing_blocker(const tl_pos *p)
{
    int first = 0;
    return tl_facing_line(p, 2, &first) == 1 ? first : 0;
}

int tl_eval_material(const tl_pos *p)
{
    int v = 0;
    for (int k = 0; k < NKIND; k++)
        v += (p->cnt[0][k] - p->cnt[1][k]) * tl_eval_value[k];
    return (p->side ? -v : v) + EV_TEMPO;
}

int tl_eval(const tl_pos *p, int mode)
{
    const int us = p->side;
    int v = side_eval(p, us, mode) - side_eval(p, !us, mode);
    const int f = facing_blocker(p);
    if (f)
        v += sc_side(p->b[f]) == us ? -EV_FACING_PIN : EV_FACING_PIN;
    v += EV_TEMPO;
    if (v > TL_EVAL_MAX)
        v = TL_EVAL_MAX;
    if (v < -TL_EVAL_MAX)
        v = -TL_EVAL_MAX;
    return v;
}
