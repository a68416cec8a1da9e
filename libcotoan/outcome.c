/* The end of the game (R12-R15), decided in one function for the game,
 * its explanations and the validation of its history. */
#include "cotoan/game.h"
#include "outcome.h"

/* Decided by score (R14, R15): the higher score wins, equal draws. */
static int by_score(const ct_pos *p)
{
    if (p->score[0] > p->score[1])
        return CT_RED_WINS;
    if (p->score[1] > p->score[0])
        return CT_BLUE_WINS;
    return CT_DRAW;
}

int ct_pos_outcome(const ct_pos *p, const ct_ruleset *r, int32_t *term)
{
    int t = ct_pos_ended(p, r);
    int res = CT_ONGOING;
    switch (t) {
    case CT_TERM_ZERO_CAPTURED:
        /* R12; R19 allows at most one side to lack its 0. */
        res = p->where[0][0] < 0 ? CT_BLUE_WINS : CT_RED_WINS;
        break;
    case CT_TERM_SCORE_TARGET: {
        /* R13.  Only the side that just moved can have reached the target
         * by playing; if a loaded position has both at the target, the
         * side that moved last (not to move) is taken to have got there. */
        int last = p->side ^ 1;
        int winner = p->score[last] >= r->target ? last : p->side;
        res = winner ? CT_BLUE_WINS : CT_RED_WINS;
        break;
    }
    case CT_TERM_MOVE_LIMIT:
        res = by_score(p);
        break;
    default:
        if (ct_count_moves(p, p->side) == 0) {
            t = CT_TERM_NO_MOVES;
            res = by_score(p);
        }
        break;
    }
    if (term)
        *term = t;
    return res;
}
