/* perft: the leaves of the legal-move tree (RULES.md, "Perft").
 *
 * ct_perft counts the last ply instead of playing it (bulk counting), and
 * one ply above that it counts incrementally.  At a node two plies from the
 * leaves (side A to move), side B's move count in each child is a sum of
 * per-line terms: the slides of each B piece along each of its four lines
 * (a function of that line's occupancy only) and the shots of each B pair
 * along its line (also a function of that line's occupancy, and of which
 * side stands on the first blocker, which is on the same line).  A's move
 * changes only the lines through its from- and to-squares (seven lines:
 * the move's own line is shared) and cannot make or break B's pairs, only
 * capture one of B's pieces (then every line of that piece, and of its
 * pairs, passes through the to-square).  So each child's count is the
 * parent's B count plus the change on those seven lines.  The test-suite's
 * vectors and perft(5) check the result against the reference. */
#include "movegen.h"

#include "bits.h"

typedef struct slide_probe {
    uint8_t line, q;    /* the line and the piece's bit on it */
    uint8_t v, sq;      /* the piece's value and square */
} slide_probe;

static inline int probe_line_of(const slide_probe *s)
{
    return s->line;
}

/* B's terms grouped by line: items of line L are [off[L], off[L + 1]). */
typedef struct line_terms {
    uint8_t off_p[CT_NLINES + 1], off_f[CT_NLINES + 1], off_b[CT_NLINES + 1];
    slide_probe probe[CT_SHOTS_MAX];
    ct_shot fwd[CT_SHOTS_MAX], bwd[CT_SHOTS_MAX];
    int16_t parent[CT_NLINES];   /* each line's term in the parent */
    int base;                    /* B's move count in the parent */
    unsigned enemy;              /* A's piece mask */
} line_terms;

/* Line L's term for B in position p, without the pieces on square gone. */
static inline int line_term(const ct_pos *p, const line_terms *t, int L, int gone)
{
    const unsigned occ = p->occ[L];
    const uint8_t *row = ct_runs[(occ >> 1) & 2047u];
    int n = 0;
    for (int i = t->off_p[L]; i < t->off_p[L + 1]; i++) {
        const slide_probe *s = &t->probe[i];
        if (s->sq != gone)
            n += ct_minsum[s->v][row[s->q]];
    }
    for (int i = t->off_f[L]; i < t->off_f[L + 1]; i++) {
        const ct_shot *s = &t->fwd[i];
        const unsigned x = occ & s->beyond;
        const unsigned hit = x & (0u - x) & s->targets;
        if (hit && s->front != gone && s->back != gone)
            n += (p->sq[ct_line_sq[L][ct_lsb(hit)]] & t->enemy) != 0;
    }
    for (int i = t->off_b[L]; i < t->off_b[L + 1]; i++) {
        const ct_shot *s = &t->bwd[i];
        const unsigned x = occ & s->beyond;
        const unsigned hit = (1u << ct_msb(x)) & s->targets;
        if (hit && s->front != gone && s->back != gone)
            n += (p->sq[ct_line_sq[L][ct_lsb(hit)]] & t->enemy) != 0;
    }
    return n;
}

/* Sort items by line (counting sort) into dst, filling off[]. */
#define BUCKET(src, n, dst, off, line_of)                          \
    do {                                                                 \
        uint8_t cnt_[CT_NLINES + 1] = {0};                               \
        for (int i_ = 0; i_ < (n); i_++)                                 \
            cnt_[(line_of)(&(src)[i_]) + 1]++;                           \
        for (int l_ = 0; l_ < CT_NLINES; l_++)                           \
            cnt_[l_ + 1] = (uint8_t)(cnt_[l_ + 1] + cnt_[l_]);           \
        for (int l_ = 0; l_ <= CT_NLINES; l_++)                          \
            (off)[l_] = cnt_[l_];                                        \
        for (int i_ = 0; i_ < (n); i_++)                                 \
            (dst)[cnt_[(line_of)(&(src)[i_])]++] = (src)[i_];            \
    } while (0)

static inline int shot_line(const ct_shot *s)
{
    return s->line;
}

static void build_terms(const ct_pos *p, int side, line_terms *t)
{
    slide_probe probes[CT_SHOTS_MAX];
    ct_shots sh;
    int np = 0;

    for (int v = 1; v <= 9; v++) {
        int s0 = p->where[side][v];
        if (s0 < 0)
            continue;
        const ct_sq_lines *l = &ct_sq_line[s0];
        for (int a = 0; a < 4; a++) {
            probes[np++] = (slide_probe){l->line[a], l->pos[a], (uint8_t)v, (uint8_t)s0};
        }
    }
    BUCKET(probes, np, t->probe, t->off_p, probe_line_of);
    ct_collect_shots(p, side, &sh);
    BUCKET(sh.fwd, sh.nf, t->fwd, t->off_f, shot_line);
    BUCKET(sh.bwd, sh.nb, t->bwd, t->off_b, shot_line);
    t->enemy = CT_OWN_MASK(side ^ 1);
    t->base = 0;
    for (int L = 0; L < CT_NLINES; L++) {
        t->parent[L] = (int16_t)line_term(p, t, L, -1);
        t->base += t->parent[L];
    }
}

/* B's move count after A's move m (already made in p). */
static inline int child_count(const ct_pos *p, const line_terms *t, uint32_t m)
{
    const int from = MV_FROM(m), to = MV_TO(m);
    const ct_sq_lines *lf = &ct_sq_line[from], *lt = &ct_sq_line[to];
    int n = t->base;
    for (int a = 0; a < 4; a++) {
        const int L = lf->line[a];
        n += line_term(p, t, L, to) - t->parent[L];
        if (lt->line[a] != L) {
            const int L2 = lt->line[a];
            n += line_term(p, t, L2, to) - t->parent[L2];
        }
    }
    return n;
}

static uint64_t perft_rec(ct_pos *p, const ct_ruleset *r, int depth)
{
    uint32_t list[CT_GEN_MAX];
    ct_undo u;
    uint64_t total = 0;

    if (ct_pos_ended(p, r))
        return 0;
    if (depth == 1)
        return (uint64_t)ct_count_moves(p, p->side);
    int n = ct_gen_moves(p, p->side, r->mover, list);
    if (depth == 2) {
        line_terms t;
        build_terms(p, p->side ^ 1, &t);
        for (int i = 0; i < n; i++) {
            ct_pos_make(p, list[i], &u);
            if (!ct_pos_ended(p, r))
                total += (uint64_t)child_count(p, &t, list[i]);
            ct_pos_unmake(p, list[i], &u);
        }
        return total;
    }
    for (int i = 0; i < n; i++) {
        ct_pos_make(p, list[i], &u);
        total += perft_rec(p, r, depth - 1);
        ct_pos_unmake(p, list[i], &u);
    }
    return total;
}

uint64_t ct_perft(ct_pos *p, const ct_ruleset *r, int depth)
{
    return depth <= 0 ? 1 : perft_rec(p, r, depth);
}

uint64_t ct_perft_full(ct_pos *p, const ct_ruleset *r, int depth)
{
    uint32_t list[CT_GEN_MAX];
    ct_undo u;
    uint64_t total = 0;

    if (depth <= 0)
        return 1;
    if (ct_pos_ended(p, r))
        return 0;
    int n = ct_gen_moves(p, p->side, r->mover, list);
    if (depth == 1) {
        /* Play and take back each leaf move: no recursion for the leaves. */
        for (int i = 0; i < n; i++) {
            ct_pos_make(p, list[i], &u);
            ct_pos_unmake(p, list[i], &u);
        }
        return (uint64_t)n;
    }
    for (int i = 0; i < n; i++) {
        ct_pos_make(p, list[i], &u);
        total += ct_perft_full(p, r, depth - 1);
        ct_pos_unmake(p, list[i], &u);
    }
    return total;
}
