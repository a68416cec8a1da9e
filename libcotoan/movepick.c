/* Staged move ordering (movepick.h). */
#include "movepick.h"

#include <string.h>

enum {
    STAGE_TT,
    STAGE_CAPTURES_GEN,
    STAGE_CAPTURES,
    STAGE_KILLER0,
    STAGE_KILLER1,
    STAGE_SLIDES_GEN,
    STAGE_SLIDES,
    STAGE_DONE
};

void ct_picker_init(ct_move_picker *pk, uint32_t ttmove, int captures_only)
{
    pk->stage = STAGE_TT;
    pk->i = pk->n = pk->rest_zero = pk->killer = 0;
    pk->captures_only = captures_only;
    pk->tt = ttmove;
    pk->tried[0] = pk->tried[1] = pk->tried[2] = 0;
}

/* Order keys of the n captures in s->moves[ply]. */
static void score_captures(ct_search_state *s, int ply, int n, uint32_t ttmove)
{
    const ct_pos *p = &s->pos;
    const uint32_t *mv = s->moves[ply];
    int32_t *sc = s->mscore[ply];
    const int need = s->rules.target ? s->rules.target - p->score[p->side] : 100;
    for (int i = 0; i < n; i++)
        sc[i] = mv[i] == ttmove ? CT_ORD_TT : ct_capture_key(p, mv[i], need);
}

/* Move the best remaining move to position i and return it.  Order keys
 * are never negative, so once the best remaining key is 0 every remaining
 * key is 0: *rest_zero is set and the caller takes the moves in list order
 * from then on (which is the order pick() would give). */
static uint32_t pick(ct_search_state *s, int ply, int i, int n, int *rest_zero)
{
    uint32_t *mv = s->moves[ply];
    int32_t *sc = s->mscore[ply];
    if (*rest_zero)
        return mv[i];
    int best = i;
    int32_t k = sc[i];
    for (int j = i + 1; j < n; j++) {
        if (sc[j] > k) {
            k = sc[j];
            best = j;
        }
    }
    uint32_t m = mv[best];
    mv[best] = mv[i];
    sc[best] = sc[i];
    mv[i] = m;
    sc[i] = k;
    *rest_zero = k == 0;
    return m;
}

/* The slides in search order: those with a history key first, by key
 * (highest first; ties keep the generator's order), then the others in the
 * generator's order.  The slides already tried in an earlier stage are
 * dropped.  Sorting once costs O(n + k^2) for k keyed slides, where picking
 * the best each time would cost O(n) a move. */
static int order_slides(ct_search_state *s, int ply, int n, const uint32_t *tried)
{
    uint32_t *mv = s->moves[ply];
    /* Keyed slides as one word each: the key, then the list index
     * (complemented, so that equal keys keep the list order), then the
     * move (a slide is 16 bits).  Sorting words moves half as much. */
    uint64_t *keyed = s->scratch;
    const int32_t *hist = &s->history[s->pos.side][0][0];
    int k = 0, r = 0;
    for (int i = 0; i < n; i++) {
        const uint32_t m = mv[i];
        if (m == tried[0] || m == tried[1] || m == tried[2])
            continue;
        const uint32_t h = (uint32_t)hist[MV_FROM(m) * CT_NSQ + MV_TO(m)];
        if (h == 0) {
            mv[r++] = m; /* r <= i: the rest, in list order, in place */
            continue;
        }
        const uint64_t w = (uint64_t)h << 32 | (uint64_t)(0xFFFFu - (unsigned)i) << 16 | m;
        int j = k++;
        while (j > 0 && keyed[j - 1] < w) {
            keyed[j] = keyed[j - 1];
            j--;
        }
        keyed[j] = w;
    }
    memmove(mv + k, mv, (size_t)r * sizeof *mv);
    for (int j = 0; j < k; j++)
        mv[j] = (uint32_t)(keyed[j] & 0xFFFFu);
    return k + r;
}

uint32_t ct_picker_next(ct_move_picker *pk, ct_search_state *s,
                        const ct_lines *lines, int ply)
{
    const ct_pos *p = &s->pos;
    pk->killer = 0;
    switch (pk->stage) {
    case STAGE_TT:
        pk->stage = STAGE_CAPTURES_GEN;
        if (pk->tt && !(pk->tt & MV_CAPTURE) && !pk->captures_only
            && ct_slide_legal(p, pk->tt)) {
            pk->tried[0] = pk->tt;
            return pk->tt;
        }
        /* fall through */
    case STAGE_CAPTURES_GEN:
        pk->n = ct_lines_captures(lines, p, p->side, s->rules.mover, s->moves[ply]);
        score_captures(s, ply, pk->n, pk->tt);
        pk->i = 0;
        pk->stage = STAGE_CAPTURES;
        /* fall through */
    case STAGE_CAPTURES:
        if (pk->i < pk->n) {
            const uint32_t m = pick(s, ply, pk->i, pk->n, &pk->rest_zero);
            pk->i++;
            return m;
        }
        if (pk->captures_only)
            break;
        pk->stage = STAGE_KILLER0;
        /* fall through */
    case STAGE_KILLER0: {
        pk->stage = STAGE_KILLER1;
        const uint32_t k = s->killers[ply][0];
        if (k && k != pk->tried[0] && ct_slide_legal(p, k)) {
            pk->tried[1] = k;
            pk->killer = 1;
            return k;
        }
    }
        /* fall through */
    case STAGE_KILLER1: {
        pk->stage = STAGE_SLIDES_GEN;
        const uint32_t k = s->killers[ply][1];
        if (k && k != pk->tried[0] && k != pk->tried[1] && ct_slide_legal(p, k)) {
            pk->tried[2] = k;
            pk->killer = 1;
            return k;
        }
    }
        /* fall through */
    case STAGE_SLIDES_GEN:
        pk->n = order_slides(s, ply, ct_gen_slides(p, p->side, s->moves[ply]),
                             pk->tried);
        pk->i = 0;
        pk->stage = STAGE_SLIDES;
        /* fall through */
    case STAGE_SLIDES:
        if (pk->i < pk->n)
            return s->moves[ply][pk->i++];
        break;
    default:
        break;
    }
    pk->stage = STAGE_DONE;
    return 0;
}
