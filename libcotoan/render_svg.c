/* The board as an SVG picture.  Coordinates are integers in a viewBox
 * where a square is 100 units (no floating point: the output does not
 * depend on the locale). */
#include <stdio.h>
#include <string.h>

#include "cotoan/cotoan.h"
#include "game_impl.h"
#include "gk_struct.h"
#include "gk_svg.h"

#define U 100                 /* a square, in viewBox units */
#define SVG_SIZE_V1 (offsetof(ct_svg_options, narrows) + sizeof(int32_t))
#define ARROWS_MAX 256
#define SQUARE_PX_MIN 8           /* ct_svg_options::square */
#define SQUARE_PX_MAX 512
#define MARGIN_COORDINATES 60     /* room for the file letters and rank numbers */
#define MARGIN_PLAIN 10
#define TITLE_PREFIX "C\u1edd to\u00e1n: "

#define COLOR_BACKGROUND "#f3e3c3"
#define COLOR_BOARD "#e9cf98"
#define COLOR_LINE "#8a6a3a"
#define COLOR_ZERO "#b0413e"
#define COLOR_LAST "#f7d046"
#define COLOR_RED "#c62828"
#define COLOR_RED_EDGE "#7f1515"
#define COLOR_BLUE "#1e5bb8"
#define COLOR_BLUE_EDGE "#0d2f66"
#define COLOR_TEXT "#6b4f2a"
#define COLOR_ARROW "#2e7d32"
#define COLOR_SHOT "#ef6c00"

CT_API int ct_svg_options_init(ct_svg_options *o)
{
    if (!o)
        return CT_ERR_INVALID_ARGUMENT;
    memset(o, 0, sizeof *o);
    o->size = sizeof *o;
    o->square = 48;
    o->coordinates = 1;
    o->last_move = 1;
    o->shot = 1;
    return CT_OK;
}

typedef struct layout {
    int margin;
    int flip;
} layout;

/* Top-left corner of a square in viewBox units. */
static void corner(const layout *l, int sq, int *x, int *y)
{
    int col = l->flip ? CT_NFILES - 1 - CT_SQ_FILE(sq) : CT_SQ_FILE(sq);
    int row = l->flip ? CT_SQ_RANK(sq) : CT_NRANKS - 1 - CT_SQ_RANK(sq);
    *x = l->margin + col * U;
    *y = l->margin + row * U;
}

/* An arrow between the centres of two squares, stopping short of the
 * target's centre. */
static void arrow(gk_sbuf *b, const layout *l, int from, int to, const char *color,
                  const char *cls)
{
    int x1, y1, x2, y2;
    corner(l, from, &x1, &y1);
    corner(l, to, &x2, &y2);
    gk_svg_arrow(b, x1 + U / 2, y1 + U / 2, x2 + U / 2, y2 + U / 2, 20, 60, color, cls);
}

static int check_options(const ct_svg_options *o)
{
    if (o->size < SVG_SIZE_V1)
        return CT_ERR_STRUCT_SIZE;
    if (o->square < SQUARE_PX_MIN || o->square > SQUARE_PX_MAX || (o->flip & ~1)
        || (o->coordinates & ~1)
        || (o->last_move & ~1) || (o->shot & ~1) || o->narrows < 0
        || o->narrows > ARROWS_MAX || (o->narrows && !o->arrows))
        return CT_ERR_INVALID_ARGUMENT;
    for (int i = 0; i < o->narrows; i++) {
        ct_move m = o->arrows[i];
        if (!ct_move_valid(m))
            return CT_ERR_INVALID_ARGUMENT;
    }
    return CT_OK;
}

static void coordinates(gk_sbuf *b, const layout *l)
{
    int m = l->margin;
    gk_sbuf_printf(b, "<g class=\"coordinates\" font-size=\"34\" fill=\"%s\" "
                      "text-anchor=\"middle\">\n", COLOR_TEXT);
    for (int f = 0; f < CT_NFILES; f++) {
        int x, y;
        corner(l, f, &x, &y);
        gk_sbuf_printf(b, "<text x=\"%d\" y=\"%d\">%c</text>", x + U / 2,
                       m + CT_NRANKS * U + m / 2 + 12, 'a' + f);
    }
    gk_sbuf_printf(b, "\n");
    for (int r = 0; r < CT_NRANKS; r++) {
        int x, y;
        corner(l, CT_SQ(0, r), &x, &y);
        gk_sbuf_printf(b, "<text x=\"%d\" y=\"%d\">%d</text>", m / 2, y + U / 2 + 12, r + 1);
    }
    gk_sbuf_printf(b, "\n</g>\n");
}

CT_API int ct_game_render_svg(const ct_game *g, const ct_svg_options *opts,
                              char *buf, size_t size)
{
    ct_svg_options o;
    if (!g || (!buf && size))
        return CT_ERR_INVALID_ARGUMENT;
    ct_svg_options_init(&o);
    if (opts) {
        /* the known members only, then checked (a larger size is a newer
         * header's struct) */
        if (!gk_struct_copy(&o, sizeof o, opts, SVG_SIZE_V1))
            return CT_ERR_STRUCT_SIZE;
        int rc = check_options(&o);
        if (rc)
            return rc;
    }
    const ct_pos *p = &g->pos;
    layout l = {o.coordinates ? MARGIN_COORDINATES : MARGIN_PLAIN, o.flip};
    int w = CT_NFILES * U + 2 * l.margin, h = CT_NRANKS * U + 2 * l.margin;
    char text[CT_POSITION_MAX];
    ct_pos_write(p, text, sizeof text);
    gk_sbuf b = {buf, size, 0};

    char title[sizeof TITLE_PREFIX + CT_POSITION_MAX];
    snprintf(title, sizeof title, TITLE_PREFIX "%s", text);
    gk_svg_begin(&b, w, h, ((long)w * o.square + U / 2) / U, ((long)h * o.square + U / 2) / U,
                 title, COLOR_BACKGROUND);
    gk_sbuf_printf(&b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>\n",
                   l.margin, l.margin, CT_NFILES * U, CT_NRANKS * U, COLOR_BOARD);

    /* last move */
    uint32_t last = g->nhist ? g->hist[g->nhist - 1].move : 0;
    if (o.last_move && g->nhist) {
        int sqs[2] = {MV_FROM(last), MV_TO(last)};
        for (int i = 0; i < 2; i++) {
            int x, y;
            corner(&l, sqs[i], &x, &y);
            gk_sbuf_printf(&b, "<rect class=\"last-move\" x=\"%d\" y=\"%d\" width=\"%d\" "
                               "height=\"%d\" fill=\"%s\" opacity=\"0.7\"/>\n",
                           x, y, U, U, COLOR_LAST);
        }
    }

    /* grid, and the diagonals of the two 0 squares (e2, e10) */
    gk_sbuf_printf(&b, "<path class=\"grid\" stroke=\"%s\" stroke-width=\"3\" fill=\"none\" d=\"",
                   COLOR_LINE);
    for (int i = 0; i <= CT_NFILES; i++)
        gk_sbuf_printf(&b, "M%d %dV%d", l.margin + i * U, l.margin, l.margin + CT_NRANKS * U);
    for (int i = 0; i <= CT_NRANKS; i++)
        gk_sbuf_printf(&b, "M%d %dH%d", l.margin, l.margin + i * U, l.margin + CT_NFILES * U);
    gk_sbuf_printf(&b, "\"/>\n<path class=\"zero-squares\" stroke=\"%s\" stroke-width=\"4\" d=\"",
                   COLOR_ZERO);
    static const int zero_squares[2] = {CT_ZERO_SQUARE_RED, CT_ZERO_SQUARE_BLUE};
    for (int i = 0; i < 2; i++) {
        int x, y;
        corner(&l, zero_squares[i], &x, &y);
        gk_sbuf_printf(&b, "M%d %dL%d %dM%d %dL%d %d", x, y, x + U, y + U, x + U, y, x,
                       y + U);
    }
    gk_sbuf_printf(&b, "\"/>\n");
    if (o.coordinates)
        coordinates(&b, &l);

    /* pieces */
    gk_sbuf_printf(&b, "<g class=\"pieces\" font-size=\"50\" font-weight=\"bold\" "
                       "text-anchor=\"middle\" fill=\"#ffffff\">\n");
    for (int sq = 0; sq < CT_NSQ; sq++) {
        uint8_t pc = p->sq[sq];
        if (!pc)
            continue;
        int x, y, side = CT_PC_SIDE(pc);
        corner(&l, sq, &x, &y);
        gk_sbuf_printf(&b, "<g class=\"piece %s\"><circle cx=\"%d\" cy=\"%d\" r=\"40\" "
                           "fill=\"%s\" stroke=\"%s\" stroke-width=\"5\"/>"
                           "<text x=\"%d\" y=\"%d\">%d</text></g>\n",
                       side ? "blue" : "red", x + U / 2, y + U / 2,
                       side ? COLOR_BLUE : COLOR_RED, side ? COLOR_BLUE_EDGE : COLOR_RED_EDGE,
                       x + U / 2, y + U / 2 + 18, CT_PC_VALUE(pc));
    }
    gk_sbuf_printf(&b, "</g>\n");

    /* the shot of the last capture: from the back piece of the pair */
    if (o.shot && g->nhist && (last & MV_CAPTURE)) {
        int from = MV_FROM(last), to = MV_TO(last);
        int df = CT_SQ_FILE(to) - CT_SQ_FILE(from), dr = CT_SQ_RANK(to) - CT_SQ_RANK(from);
        int step = ((dr > 0) - (dr < 0)) * CT_NFILES + (df > 0) - (df < 0);
        int back = g->rules.mover == CT_MOVER_BACK ? from : from - step;
        arrow(&b, &l, back, to, COLOR_SHOT, "shot");
    }
    for (int i = 0; i < o.narrows; i++)
        arrow(&b, &l, CT_MOVE_FROM(o.arrows[i]), CT_MOVE_TO(o.arrows[i]), COLOR_ARROW,
              "arrow");
    gk_svg_end(&b);
    return CT_SBUF_RESULT(&b);
}
