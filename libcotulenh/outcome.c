/* The end of the game that a position decides (T53.1-T53.4, T54): one
 * function per rule, used by the game handle (tl_game_evaluate(), game.c)
 * and the search (search.c). */
#include "outcome.h"

int tl_pos_battles_lost(const tl_pos *p, int side)
{
    int b = 0;
    if (!p->cnt[side][PN])
        b |= TL_BATTLE_NAVAL;
    if (!p->cnt[side][PF])
        b |= TL_BATTLE_AIR;
    if (!p->cnt[side][PI] && !p->cnt[side][PT] && !p->cnt[side][PA])
        b |= TL_BATTLE_LAND;
    return b;
}

int tl_pos_outcome(const tl_pos *p, int mode, int has_moves, int32_t *term)
{
    *term = TL_TERM_NONE;
    if (p->origin) /* only at turn boundaries */
        return TL_ONGOING;
    if (mode == TL_MODE_BATTLES) { /* T54, checked first */
        const int r = tl_pos_battles_lost(p, 0), b = tl_pos_battles_lost(p, 1);
        if (r && b) {
            *term = TL_TERM_BATTLES_BOTH;
            return TL_DRAW;
        }
        if (r || b) {
            const int l = r | b;
            *term = (l & TL_BATTLE_NAVAL) ? TL_TERM_NAVAL_BATTLE
                    : (l & TL_BATTLE_AIR) ? TL_TERM_AIR_BATTLE
                                          : TL_TERM_LAND_BATTLE;
            return r ? TL_BLUE_WINS : TL_RED_WINS;
        }
    }
    if (p->cmd[0] < 0 || p->cmd[1] < 0) { /* T53.1 */
        *term = TL_TERM_COMMANDER_LOST;
        return p->cmd[0] < 0 && p->cmd[1] < 0 ? TL_DRAW
               : p->cmd[0] < 0                ? TL_BLUE_WINS
                                              : TL_RED_WINS;
    }
    if (has_moves == 0) { /* T53.2, T53.3 */
        if (tl_attackers(p, p->cmd[p->side], !p->side, NULL)) {
            *term = TL_TERM_CHECKMATE;
            return p->side ? TL_RED_WINS : TL_BLUE_WINS;
        }
        *term = TL_TERM_STALEMATE;
        return TL_DRAW;
    }
    if (p->halfmove >= TL_HALFMOVE_DRAW) { /* T53.4 */
        *term = TL_TERM_HALFMOVE_CLOCK;
        return TL_DRAW;
    }
    return TL_ONGOING;
}
