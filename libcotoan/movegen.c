/* Move generation (R5-R11).
 *
 * For every piece of the side (never a 0, R5) and every one of its four
 * lines, one look-up in ct_runs (tables.h) gives the number of empty squares
 * ahead and behind on the line: the slides (R6) are the first min(v, run)
 * squares.  A pair (R7) is found from its member with the lower position on
 * the line, so each pair is seen once; for each of its two shooting
 * directions only the first piece beyond the front piece can be a target
 * (R9: every square between must be empty), and it is one when it is an
 * enemy at a distance the pair's arithmetic reaches (R8). */
#include "movegen.h"

#include "bits.h"

#if defined(__GNUC__) || defined(__clang__)
#define CT_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define CT_ALWAYS_INLINE inline
#endif

static CT_ALWAYS_INLINE int gen(const ct_pos *p, int side, int mover,
                                uint32_t *out, int slides, int shots)
{
    const uint8_t *sq = p->sq;
    const unsigned own = CT_OWN_MASK(side), enemy = CT_OWN_MASK(side ^ 1);
    int n = 0;

    for (int v = 1; v <= 9; v++) {
        const int s0 = p->where[side][v];
        if (s0 < 0)
            continue;
        const ct_sq_lines *l = &ct_sq_line[s0];
        for (int a = 0; a < 4; a++) {
            const int li = l->line[a], q = l->pos[a];
            const unsigned occ = p->occ[li];
            const uint8_t *row = ct_runs[(occ >> 1) & 2047u];
            const unsigned runs = row[q];
            const unsigned fwd = runs & 15u, bwd = runs >> 4;

            if (slides) {
                const int8_t *ls = ct_line_sq[li];
                const int kf = (int)fwd < v ? (int)fwd : v;
                const int kb = (int)bwd < v ? (int)bwd : v;
                for (int k = 1; k <= kf; k++)
                    out[n++] = (uint32_t)s0 | (uint32_t)ls[q + k] << 8;
                for (int k = 1; k <= kb; k++)
                    out[n++] = (uint32_t)s0 | (uint32_t)ls[q - k] << 8;
            }
            if (fwd || !shots)
                continue;
            /* The square just ahead is occupied: a partner (own, not 0)? */
            const int8_t *ls = ct_line_sq[li];
            const int ns = ls[q + 1];
            if (ns < 0)
                continue;
            const unsigned npc = sq[ns];
            if (!(npc & own))
                continue;
            const unsigned mask = ct_dist_mask[v][CT_PC_VALUE(npc)];
            /* Shot forward: F = ns, B = s0; the first piece beyond F is the
             * only possible target (R9).  Test the distance first. */
            const unsigned f2 = row[q + 1] & 15u;
            if (mask >> (f2 + 1) & 1u) {
                const int tf = ls[q + 2 + (int)f2];
                if (tf >= 0 && (sq[tf] & enemy))
                    out[n++] = (uint32_t)(mover ? s0 : ns) | (uint32_t)tf << 8
                             | MV_CAPTURE;
            }
            /* Shot backward: F = s0, B = ns. */
            if (mask >> (bwd + 1) & 1u) {
                const int tb = ls[q - 1 - (int)bwd];
                if (tb >= 0 && (sq[tb] & enemy))
                    out[n++] = (uint32_t)(mover ? ns : s0) | (uint32_t)tb << 8
                             | MV_CAPTURE;
            }
        }
    }
    return n;
}

int ct_gen_moves(const ct_pos *p, int side, int mover, uint32_t *out)
{
    return mover ? gen(p, side, 1, out, 1, 1) : gen(p, side, 0, out, 1, 1);
}

int ct_gen_captures(const ct_pos *p, int side, int mover, uint32_t *out)
{
    return mover ? gen(p, side, 1, out, 0, 1) : gen(p, side, 0, out, 0, 1);
}

int ct_gen_slides(const ct_pos *p, int side, uint32_t *out)
{
    return gen(p, side, 0, out, 1, 0);
}

int ct_slide_legal(const ct_pos *p, uint32_t m)
{
    const int from = MV_FROM(m), to = MV_TO(m);
    if (m > 0xFFFFu || from >= CT_NSQ || to >= CT_NSQ || from == to)
        return 0; /* a flag (capture) or other bits, off the board, no move */
    const unsigned pc = p->sq[from];
    const int v = CT_PC_VALUE(pc);
    if (!(pc & CT_OWN_MASK(p->side)) || v == 0)
        return 0;
    const ct_sq_lines *lf = &ct_sq_line[from], *lt = &ct_sq_line[to];
    for (int a = 0; a < 4; a++) {
        if (lf->line[a] != lt->line[a])
            continue;
        /* Two squares share at most one line. */
        const unsigned runs = ct_runs[(p->occ[lf->line[a]] >> 1) & 2047u][lf->pos[a]];
        const int d = (int)lt->pos[a] - (int)lf->pos[a];
        const int reach = d > 0 ? (int)(runs & 15u) : (int)(runs >> 4);
        const int dist = d > 0 ? d : -d;
        return dist <= reach && dist <= v;
    }
    return 0;
}

/* Counting needs no list.  Slides: the runs of every piece come from one
 * table look-up per line, and min(v, run) from another.  Captures: the
 * side's pairs are collected as shots (front piece, line, direction,
 * distance mask); a shot is one capture when the first piece beyond its
 * front piece is an enemy at a distance the mask holds.  perft.c groups the
 * same slides and shots by line to count incrementally. */

void ct_collect_shots(const ct_pos *p, int side, ct_shots *out)
{
    const uint8_t *sq = p->sq;
    const unsigned own = CT_OWN_MASK(side);
    out->nf = out->nb = 0;
    for (int v = 1; v <= 9; v++) {
        int s0 = p->where[side][v];
        if (s0 < 0)
            continue;
        const ct_sq_lines *l = &ct_sq_line[s0];
        for (int a = 0; a < 4; a++) {
            const int li = l->line[a], q = l->pos[a], len = ct_line_len[li];
            const int ns = ct_line_sq[li][q + 1];
            if (ns < 0)
                continue;
            const unsigned npc = sq[ns];
            if (!(npc & own))
                continue;
            const unsigned mask = ct_dist_mask[v][CT_PC_VALUE(npc)];
            if (!mask)
                continue; /* the partner is a 0 (R5) */
            /* Forward: front = ns at bit q + 1; backward: front = s0 at q. */
            unsigned tf = 0, tb = 0;
            for (int d = 1; d <= 9; d++) {
                if (!(mask >> d & 1u))
                    continue;
                if (q + 1 + d <= len)
                    tf |= 1u << (q + 1 + d);
                if (q - d >= 1)
                    tb |= 1u << (q - d);
            }
            out->fwd[out->nf++] = (ct_shot){(uint8_t)li, (uint8_t)ns, (uint8_t)s0,
                                            (uint16_t)(0xFFFFu << (q + 2)), (uint16_t)tf};
            out->bwd[out->nb++] = (ct_shot){(uint8_t)li, (uint8_t)s0, (uint8_t)ns,
                                            (uint16_t)((1u << q) - 1u), (uint16_t)tb};
        }
    }
}

/* A shot hits when the first piece beyond the front piece stands at one of
 * its target bits and is an enemy; shots of a pair with a piece on square
 * `gone` (just captured) are skipped. */
static int count_shots(const ct_pos *p, int side, const ct_shots *sh, int gone)
{
    const unsigned enemy = CT_OWN_MASK(side ^ 1);
    int n = 0;
    for (int i = 0; i < sh->nf; i++) {
        const ct_shot *s = &sh->fwd[i];
        const unsigned x = p->occ[s->line] & s->beyond;
        const unsigned hit = x & (0u - x) & s->targets;
        if (hit && s->front != gone && s->back != gone)
            n += (p->sq[ct_line_sq[s->line][ct_lsb(hit)]] & enemy) != 0;
    }
    for (int i = 0; i < sh->nb; i++) {
        const ct_shot *s = &sh->bwd[i];
        const unsigned x = p->occ[s->line] & s->beyond;
        const unsigned hit = (1u << ct_msb(x)) & s->targets;
        if (hit && s->front != gone && s->back != gone)
            n += (p->sq[ct_line_sq[s->line][ct_lsb(hit)]] & enemy) != 0;
    }
    return n;
}

static int count_slides(const ct_pos *p, int side)
{
    int n = 0;
    for (int v = 1; v <= 9; v++) {
        int s0 = p->where[side][v];
        if (s0 < 0)
            continue;
        const ct_sq_lines *l = &ct_sq_line[s0];
        const uint8_t *minsum = ct_minsum[v];
        for (int a = 0; a < 4; a++)
            n += minsum[ct_runs[(p->occ[l->line[a]] >> 1) & 2047u][l->pos[a]]];
    }
    return n;
}

int ct_count_moves(const ct_pos *p, int side)
{
    ct_shots sh;
    ct_collect_shots(p, side, &sh);
    return count_slides(p, side) + count_shots(p, side, &sh, -1);
}

uint32_t ct_find_move(const ct_pos *p, const ct_ruleset *r, uint32_t m)
{
    uint32_t list[CT_GEN_MAX];
    if (ct_pos_ended(p, r))
        return 0;
    int n = ct_gen_moves(p, p->side, r->mover, list);
    for (int i = 0; i < n; i++)
        if (MV_BARE(list[i]) == MV_BARE(m))
            return list[i];
    return 0;
}
