/* The board as text: one 6-character cell per square, the river between
 * ranks 6 and 7, terrain marks (T4), optional ANSI colours. */
#include "game_impl.h"

#define ANSI_RED "\x1b[1;31m"
#define ANSI_BLUE "\x1b[1;34m"
#define ANSI_OFF "\x1b[0m"

static void files_line(gk_sbuf *b, int flip)
{
    gk_sbuf_printf(b, "    ");
    for (int i = 0; i < TL_FILES; i++)
        gk_sbuf_printf(b, "   %c  ", flip ? 'k' - i : 'a' + i);
    gk_sbuf_printf(b, "\n");
}

TL_API int tl_game_render_text(const tl_game *g, uint32_t flags, char *buf, size_t size)
{
    if (!g || (!buf && size) || (flags & ~7u))
        return TL_ERR_INVALID_ARGUMENT;
    const tl_pos *p = &g->pos;
    const int color = (flags & TL_RENDER_COLOR) != 0, flip = (flags & TL_RENDER_FLIP) != 0;
    gk_sbuf b = {buf, size, 0};
    files_line(&b, flip);
    for (int i = 0; i < TL_RANKS; i++) {
        const int y = flip ? i : TL_RANKS - 1 - i;
        if (i == 6) { /* the river, with the fords on files f and h (T3) */
            gk_sbuf_printf(&b, "    ");
            for (int j = 0; j < TL_FILES; j++) {
                const int x = flip ? TL_FILES - 1 - j : j;
                gk_sbuf_printf(&b, "%s", x == 5 || x == 7 ? "~~||~~" : "~~~~~~");
            }
            gk_sbuf_printf(&b, "\n");
        }
        gk_sbuf_printf(&b, "%2d |", y + 1);
        for (int j = 0; j < TL_FILES; j++) {
            const int x = flip ? TL_FILES - 1 - j : j;
            const int q = PAD(x, y);
            const uint32_t c = p->b[q];
            char cell[16];
            gk_sbuf cb = {cell, sizeof cell, 0};
            if (c)
                tl_stack_text(&cb, c, 0, 1);
            else
                gk_sbuf_putn(&cb, (flags & TL_RENDER_TERRAIN)
                                      ? (!(tl_terrain[q] & TT_LAND) ? "~" : (tl_terrain[q] & TT_NAVY) ? "=" : ".")
                                      : ".",
                             1);
            const int len = TL_SBUF_RESULT(&cb);
            const int pad = len < 6 ? 6 - len : 0;
            gk_sbuf_printf(&b, "%*s", pad / 2 + (pad & 1), "");
            if (c && color)
                gk_sbuf_printf(&b, "%s%s" ANSI_OFF, sc_side(c) ? ANSI_BLUE : ANSI_RED, cell);
            else
                gk_sbuf_printf(&b, "%s", cell);
            gk_sbuf_printf(&b, "%*s", pad / 2, "");
        }
        gk_sbuf_printf(&b, "| %d\n", y + 1);
    }
    files_line(&b, flip);
    int32_t term;
    const int res = tl_game_outcome(g, &term);
    if (res == TL_ONGOING)
        gk_sbuf_printf(&b, "%s to move", tl_side_name(p->side));
    else
        gk_sbuf_printf(&b, "Game over: %s (%s)", tl_result_string(res), tl_termination_string(term));
    if (p->origin) {
        char nm[4];
        tl_sq_name(tl_p2s[p->origin], nm);
        gk_sbuf_printf(&b, " | deploying from %s", nm);
    }
    gk_sbuf_printf(&b, " | points Red %d, Blue %d | halfmove %d, move %d\n",
                   (int)tl_game_points(g, 0), (int)tl_game_points(g, 1), (int)p->halfmove,
                   (int)p->fullmove);
    return TL_SBUF_RESULT(&b);
}
