/* The board as text, with coordinates and optional ANSI colours. */
#include "cotoan/cotoan.h"
#include "game_impl.h"

#define ANSI_RED "\x1b[1;31m"
#define ANSI_BLUE "\x1b[1;34m"
#define ANSI_DIM "\x1b[2m"
#define ANSI_OFF "\x1b[0m"

static void files_line(gk_sbuf *b, int flip)
{
    gk_sbuf_printf(b, "   ");
    for (int i = 0; i < CT_NFILES; i++)
        gk_sbuf_printf(b, "  %c", flip ? 'i' - i : 'a' + i);
    gk_sbuf_printf(b, "\n");
}

CT_API int ct_game_render_text(const ct_game *g, uint32_t flags, char *buf,
                               size_t size)
{
    if (!g || (!buf && size) || (flags & ~7u))
        return CT_ERR_INVALID_ARGUMENT;
    const ct_pos *p = &g->pos;
    int color = (flags & CT_RENDER_COLOR) != 0;
    int flip = (flags & CT_RENDER_FLIP) != 0;
    int uni = (flags & CT_RENDER_UNICODE) != 0;
    gk_sbuf b = {buf, size, 0};

    files_line(&b, flip);
    for (int i = 0; i < CT_NRANKS; i++) {
        int r = flip ? i : CT_NRANKS - 1 - i;
        gk_sbuf_printf(&b, "%2d %s", r + 1, uni ? "\u2502" : "|");
        for (int j = 0; j < CT_NFILES; j++) {
            int f = flip ? CT_NFILES - 1 - j : j;
            int sq = CT_SQ(f, r);
            uint8_t pc = p->sq[sq];
            if (!pc) {
                /* the two 0 squares carry a cross (the diagonal mark) */
                int zero = sq == CT_ZERO_SQUARE_RED || sq == CT_ZERO_SQUARE_BLUE;
                const char *mark = zero ? (uni ? "\u00d7" : "x") : ".";
                gk_sbuf_printf(&b, color ? " " ANSI_DIM "%s" ANSI_OFF " " : " %s ", mark);
            } else {
                int s = CT_PC_SIDE(pc);
                if (color)
                    gk_sbuf_printf(&b, "%s%c%d" ANSI_OFF " ", s ? ANSI_BLUE : ANSI_RED,
                                   s ? 'B' : 'R', CT_PC_VALUE(pc));
                else
                    gk_sbuf_printf(&b, "%c%d ", s ? 'B' : 'R', CT_PC_VALUE(pc));
            }
        }
        gk_sbuf_printf(&b, "%s %d\n", uni ? "\u2502" : "|", r + 1);
    }
    files_line(&b, flip);
    int32_t term;
    int res = ct_game_outcome(g, &term);
    if (res == CT_ONGOING)
        gk_sbuf_printf(&b, "%s to move", ct_side_name(p->side));
    else
        gk_sbuf_printf(&b, "Game over: %s (%s)", ct_result_string(res),
                       ct_termination_string(term));
    gk_sbuf_printf(&b, " | Red %d, Blue %d | ply %ld\n", p->score[0], p->score[1],
                   (long)p->ply);
    return CT_SBUF_RESULT(&b);
}
