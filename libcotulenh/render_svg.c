/* The board as SVG (a first picture: grid, terrain, river, stacks as
 * labels, heroic marks, rings, last move). */
#include <string.h>

#include "game_impl.h"
#include "gk_struct.h"
#include "gk_svg.h"

#define SVG_OPTS_V1 sizeof(tl_svg_options)

TL_API int tl_svg_options_init(tl_svg_options *o)
{
    if (!o)
        return TL_ERR_INVALID_ARGUMENT;
    memset(o, 0, sizeof *o);
    o->size = sizeof *o;
    o->square = 48;
    o->coordinates = 1;
    o->last_move = 1;
    return TL_OK;
}

TL_API int tl_game_render_svg(const tl_game *g, const tl_svg_options *opts, char *buf,
                              size_t size)
{
    tl_svg_options o;
    tl_svg_options_init(&o);
    if (!g || (!buf && size))
        return TL_ERR_INVALID_ARGUMENT;
    if (opts) {
        if (opts->size < SVG_OPTS_V1)
            return TL_ERR_STRUCT_SIZE;
        gk_struct_copy(&o, sizeof o, opts, SVG_OPTS_V1);
    }
    if (o.square < 16 || o.square > 512 || (o.air_defence & ~3))
        return TL_ERR_INVALID_ARGUMENT;
    const tl_pos *p = &g->pos;
    const int u = 48, w = 12 * u, h = 13 * u;
    gk_sbuf b = {buf, size, 0};
    gk_svg_begin(&b, w, h, (long)o.square * 12, (long)o.square * 13, "Co tu lenh", "#f3e3b5");
#define X(x) (((o.flip ? 10 - (x) : (x)) + 1) * u)
#define Y(y) ((o.flip ? (y) : 11 - (y)) * u + u / 2 + ((o.flip ? (y) < 6 : (y) >= 6) ? 0 : u))
    /* water (files a, b) and coast */
    gk_sbuf_printf(&b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#9cc9e8\"/>\n",
                   o.flip ? X(1) : X(0) - u / 2, Y(11) < Y(0) ? Y(11) : Y(0), 2 * u, 12 * u);
    for (int x = 0; x < 11; x++)
        gk_sbuf_printf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#555\"/>\n", X(x),
                       Y(0), X(x), Y(11));
    for (int y = 0; y < 12; y++)
        gk_sbuf_printf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#555\"/>\n", X(0),
                       Y(y), X(10), Y(y));
    for (int side = 0; side < 2; side++)
        if (o.air_defence >> side & 1)
            for (int s = 0; s < TL_SQUARES; s++)
                if (p->cover[side][tl_s2p[s]])
                    gk_sbuf_printf(&b,
                                   "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" "
                                   "fill-opacity=\"0.25\"/>\n",
                                   X(s % 11), Y(s / 11), u / 3, side ? "#2050d0" : "#d03020");
    if (o.last_move && g->nhist) {
        const uint32_t m = g->hist[g->nhist - 1].move;
        gk_svg_arrow(&b, X(PX(MV_FROM(m))), Y(PY(MV_FROM(m))), X(PX(MV_TO(m))), Y(PY(MV_TO(m))),
                     u / 3, u / 2, "#3a3", "last");
    }
    for (int s = 0; s < TL_SQUARES; s++) {
        const uint32_t c = p->b[tl_s2p[s]];
        if (!c)
            continue;
        char t[16];
        gk_sbuf tb = {t, sizeof t, 0};
        tl_stack_text(&tb, c, 1, 1);
        TL_SBUF_RESULT(&tb);
        gk_sbuf_printf(&b,
                       "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"#fff\" stroke=\"%s\" "
                       "stroke-width=\"3\"/>\n<text x=\"%d\" y=\"%d\" font-size=\"%d\" "
                       "text-anchor=\"middle\" fill=\"%s\">",
                       X(s % 11), Y(s / 11), u * 2 / 5, sc_side(c) ? "#2050d0" : "#d03020",
                       X(s % 11), Y(s / 11) + u / 8, sc_count(c) > 1 ? u / 4 : u / 3,
                       sc_side(c) ? "#2050d0" : "#d03020");
        gk_svg_text(&b, t);
        gk_sbuf_printf(&b, "</text>\n");
    }
    if (o.coordinates)
        for (int x = 0; x < 11; x++)
            gk_sbuf_printf(&b, "<text x=\"%d\" y=\"%d\" font-size=\"14\" text-anchor=\"middle\">%c</text>\n",
                           X(x), h - 4, 'a' + x);
#undef X
#undef Y
    gk_svg_end(&b);
    return TL_SBUF_RESULT(&b);
}
