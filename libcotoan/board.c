/* The position: setting up, hashing (R1-R4). */
#include "board.h"

#include <string.h>

void ct_pos_clear(ct_pos *p)
{
    memset(p, 0, sizeof *p);
    memset(p->where, -1, sizeof p->where);
    memcpy(p->occ, ct_line_empty, sizeof p->occ);
    p->hash = ct_pos_hash_full(p);
}

void ct_pos_put(ct_pos *p, int sq, uint8_t pc)
{
    p->sq[sq] = pc;
    p->where[CT_PC_SIDE(pc)][CT_PC_VALUE(pc)] = (int8_t)sq;
    ct_pos_toggle(p, sq);
    p->hash ^= ct_zobrist_piece[CT_PC_SIDE(pc)][CT_PC_VALUE(pc)][sq];
}

void ct_pos_remove(ct_pos *p, int sq)
{
    uint8_t pc = p->sq[sq];
    p->sq[sq] = 0;
    p->where[CT_PC_SIDE(pc)][CT_PC_VALUE(pc)] = -1;
    ct_pos_toggle(p, sq);
    p->hash ^= ct_zobrist_piece[CT_PC_SIDE(pc)][CT_PC_VALUE(pc)][sq];
}

void ct_pos_start(ct_pos *p)
{
    ct_pos_clear(p);
    for (int v = 1; v < CT_NVALUES; v++) {
        ct_pos_put(p, CT_SQ(v - 1, 0), CT_PC(0, v));                  /* a1=1 ... i1=9 */
        ct_pos_put(p, CT_SQ(CT_NFILES - v, CT_NRANKS - 1), CT_PC(1, v)); /* i11=1 ... a11=9 */
    }
    ct_pos_put(p, CT_ZERO_SQUARE_RED, CT_PC(0, 0));
    ct_pos_put(p, CT_ZERO_SQUARE_BLUE, CT_PC(1, 0));
}

uint64_t ct_pos_hash_full(const ct_pos *p)
{
    uint64_t h = ct_zobrist_score[0][p->score[0]] ^ ct_zobrist_score[1][p->score[1]];
    if (p->side)
        h ^= ct_zobrist_side;
    for (int s = 0; s < CT_NSQ; s++) {
        uint8_t pc = p->sq[s];
        if (pc)
            h ^= ct_zobrist_piece[CT_PC_SIDE(pc)][CT_PC_VALUE(pc)][s];
    }
    return h;
}
