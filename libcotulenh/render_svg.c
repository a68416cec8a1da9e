/* The board as an SVG picture.  Coordinates are integers in a viewBox
 * where the distance between two points is 100 units (no floating point:
 * the output does not depend on the locale).  Everything it shows comes
 * from the public queries (tl_game_stack(), tl_game_air_defence(),
 * tl_game_session(), tl_game_in_check()) and the last history entry, so
 * the picture never knows a rule the library does not apply. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "cotulenh/cotulenh.h"
#include "game_impl.h"
#include "gk_sbuf.h"
#include "gk_struct.h"
#include "gk_svg.h"

#define U 100  /* between two points, in viewBox units */
#define RIVER 50 /* extra space between ranks 6 and 7 for the river (T3) */
#define R_SINGLE 39 /* radius of a lone piece */
#define R_CARRIER 33
#define R_PASSENGER 21
#define SVG_SIZE_V1 (offsetof(tl_svg_options, air_defence) + sizeof(int32_t))

#define COLOR_BACKGROUND "#efe3c8"
#define COLOR_LAND "#eed9a4"
#define COLOR_SEA "#6fa8dc"
#define COLOR_COAST "#a9d3e6"
#define COLOR_RIVER "#7cb4e3"
#define COLOR_WAVE "#dcecf8"
#define COLOR_FORD "#b48a55"
#define COLOR_FORD_EDGE "#6e4f27"
#define COLOR_LINE "#7a5a30"
#define COLOR_HQ "#9b3d2b"
#define COLOR_TEXT "#5d4422"
#define COLOR_LAST "#f7d046"
#define COLOR_ARROW "#2e7d32"
#define COLOR_CHECK "#ff3b30"
#define COLOR_HERO "#f2b705"
#define COLOR_HERO_EDGE "#8a6100"

static const char *const side_name[2] = {"red", "blue"};
static const char *const side_fill[2] = {"#c62828", "#1e5bb8"};
static const char *const side_edge[2] = {"#6d1010", "#0b2a5c"};
static const char *const side_light[2] = {"#ef9a9a", "#90b4ea"};

TL_API int tl_svg_options_init(tl_svg_options *o)
{
    if (!o)
        return TL_ERR_INVALID_ARGUMENT;
    memset(o, 0, sizeof *o);
    o->size = sizeof *o;
    o->square = 48;
    o->coordinates = 1;
    o->last_move = 1;
    o->air_defence = 0;
    return TL_OK;
}

typedef struct layout {
    int pad; /* from the picture's edge to the board's */
    int flip;
} layout;

/* The centre of the point of file f (0 = a) and rank r (0 = rank 1). */
static int point_x(const layout *l, int f)
{
    return l->pad + U / 2 + (l->flip ? 10 - f : f) * U;
}

static int point_y(const layout *l, int r)
{
    int row = l->flip ? r : 11 - r; /* 0 = the top row */
    return l->pad + U / 2 + row * U + (row >= 6 ? RIVER : 0);
}

/* The rectangle of the cells around the points of files f0..f1 and ranks
 * r0..r1 (a cell reaches half-way to the next point). */
static void cells(const layout *l, int f0, int f1, int r0, int r1, int *x, int *y, int *w,
                  int *h)
{
    int xa = point_x(l, f0), xb = point_x(l, f1);
    int ya = point_y(l, r0), yb = point_y(l, r1);
    if (xa > xb) {
        int t = xa;
        xa = xb;
        xb = t;
    }
    if (ya > yb) {
        int t = ya;
        ya = yb;
        yb = t;
    }
    *x = xa - U / 2;
    *y = ya - U / 2;
    *w = xb - xa + U;
    *h = yb - ya + U;
}

static void rect(gk_sbuf *b, int x, int y, int w, int h, const char *fill, const char *extra)
{
    gk_sbuf_printf(b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"%s/>\n", x,
                   y, w, h, fill, extra);
}

static void cells_rect(gk_sbuf *b, const layout *l, int f0, int f1, int r0, int r1,
                       const char *fill, const char *extra)
{
    int x, y, w, h;
    cells(l, f0, f1, r0, r1, &x, &y, &w, &h);
    rect(b, x, y, w, h, fill, extra);
}

static int check_options(const tl_svg_options *o)
{
    if (o->square < 16 || o->square > 512 || (o->flip & ~1) || (o->coordinates & ~1)
        || (o->last_move & ~1) || (o->air_defence & ~3))
        return TL_ERR_INVALID_ARGUMENT;
    return TL_OK;
}

/* The terrain bits (TT_NAVY, TT_LAND) of file f, rank r (T4). */
static int terrain_at(int f, int r)
{
    return tl_terrain[tl_s2p[TL_SQUARE(f, r)]] & (TT_NAVY | TT_LAND);
}

/* The fords of T3: files f and h. */
static int is_ford(int f)
{
    return f == 5 || f == 7;
}

/* The terrain of T3/T4: the sea, the coast, the river between ranks 6 and
 * 7 with its fords, the grid, and the home squares of the headquarters
 * (T8). */
static void terrain(gk_sbuf *b, const layout *l)
{
    int x, y, w, h;
    gk_sbuf_printf(b, "<g class=\"terrain\">\n");
    cells_rect(b, l, 0, 10, 0, 11, COLOR_LAND, " class=\"land\"");

    /* the river: from the coast to the edge, between the points of ranks 6
     * and 7 (pieces overlap it a little) */
    int y6 = point_y(l, 5), y7 = point_y(l, 6);
    int top = (y6 < y7 ? y6 : y7) + 34, bottom = (y6 < y7 ? y7 : y6) - 34;
    cells(l, 2, 10, 0, 0, &x, &y, &w, &h);
    rect(b, x, top, w, bottom - top, COLOR_RIVER, " class=\"river\"");
    gk_svg_wave(b, x + 20, x + w - 20, (top + bottom) / 2 - 6, 40, 10, COLOR_WAVE, 3);
    gk_svg_wave(b, x + 40, x + w - 20, (top + bottom) / 2 + 10, 40, 10, COLOR_WAVE, 3);

    /* the sea (water) and the coast (mixed squares) of T4, from the
     * library's terrain table, as runs along each file; the coast lets the
     * river show through */
    for (int f = 0; f < TL_FILES; f++)
        for (int r = 0, r2; r < TL_RANKS; r = r2) {
            int t = terrain_at(f, r);
            for (r2 = r + 1; r2 < TL_RANKS && terrain_at(f, r2) == t; r2++)
                ;
            if (t == TT_NAVY) {
                cells(l, f, f, r, r2 - 1, &x, &y, &w, &h);
                rect(b, x, y, w, h, COLOR_SEA, " class=\"sea\"");
                for (int rr = r; rr < r2; rr++) /* between the points */
                    if (point_y(l, rr) + U / 2 < y + h)
                        gk_svg_wave(b, x + 12, x + w - 12, point_y(l, rr) + U / 2, 24, 8,
                                    COLOR_WAVE, 2);
            } else if (t == (TT_NAVY | TT_LAND)) {
                cells_rect(b, l, f, f, r, r2 - 1, COLOR_COAST,
                           " class=\"coast\" opacity=\"0.8\"");
            }
        }

    /* the grid; the river breaks the files that neither a navy (T4) nor
     * a heavy piece on a ford (T12) crosses on */
    gk_sbuf_printf(b, "<path class=\"grid\" stroke=\"%s\" stroke-width=\"3\" fill=\"none\" d=\"",
                   COLOR_LINE);
    for (int f = 0; f < TL_FILES; f++) {
        int through = is_ford(f) || (terrain_at(f, 5) & terrain_at(f, 6) & TT_NAVY);
        gk_sbuf_printf(b, "M%d %dV%d", point_x(l, f), point_y(l, 0),
                       point_y(l, through ? 11 : 5));
        if (!through)
            gk_sbuf_printf(b, "M%d %dV%d", point_x(l, f), point_y(l, 6), point_y(l, 11));
    }
    for (int r = 0; r < TL_RANKS; r++)
        gk_sbuf_printf(b, "M%d %dH%d", point_x(l, 0), point_y(l, r), point_x(l, 10));
    gk_sbuf_printf(b, "\"/>\n");

    /* the fords: bridges of planks across the river */
    for (int f = 0; f < TL_FILES; f++) {
        if (!is_ford(f))
            continue;
        int fx = point_x(l, f);
        gk_sbuf_printf(b, "<g class=\"ford\"><rect x=\"%d\" y=\"%d\" width=\"44\" "
                          "height=\"%d\" rx=\"6\" fill=\"%s\" stroke=\"%s\" "
                          "stroke-width=\"3\"/><path d=\"",
                       fx - 22, top - 6, bottom - top + 12, COLOR_FORD, COLOR_FORD_EDGE);
        for (int py = top + 6; py < bottom; py += 14)
            gk_sbuf_printf(b, "M%d %dH%d", fx - 20, py, fx + 20);
        gk_sbuf_printf(b, "\" stroke=\"%s\" stroke-width=\"2\"/></g>\n", COLOR_FORD_EDGE);
    }

    /* the headquarters' home squares (T8): f2, h2, f11, h11 */
    static const int hq[4][2] = {{5, 1}, {7, 1}, {5, 10}, {7, 10}};
    for (int i = 0; i < 4; i++) {
        int hx = point_x(l, hq[i][0]), hy = point_y(l, hq[i][1]);
        gk_sbuf_printf(b, "<rect class=\"hq-square\" x=\"%d\" y=\"%d\" width=\"84\" "
                          "height=\"84\" rx=\"8\" fill=\"none\" stroke=\"%s\" "
                          "stroke-width=\"4\" stroke-dasharray=\"10 6\"/>\n",
                       hx - 42, hy - 42, COLOR_HQ);
    }
    gk_sbuf_printf(b, "</g>\n");
}

static void coordinates(gk_sbuf *b, const layout *l)
{
    int bottom = point_y(l, l->flip ? 11 : 0) + U / 2 + l->pad / 2 + 12;
    gk_sbuf_printf(b, "<g class=\"coordinates\" font-size=\"34\" fill=\"%s\" "
                      "text-anchor=\"middle\">\n", COLOR_TEXT);
    for (int f = 0; f < 11; f++)
        gk_sbuf_printf(b, "<text x=\"%d\" y=\"%d\">%c</text>", point_x(l, f), bottom, 'a' + f);
    gk_sbuf_printf(b, "\n");
    for (int r = 0; r < 12; r++)
        gk_sbuf_printf(b, "<text x=\"%d\" y=\"%d\">%d</text>", l->pad / 2,
                       point_y(l, r) + 12, r + 1);
    gk_sbuf_printf(b, "\n</g>\n");
}

/* The squares covered by one side's air defence (T26): a light tint per
 * square with a dot on its point, a ring around the dot where two or more
 * sources overlap (an air force cannot attack there, T27). */
static void air_defence(gk_sbuf *b, const layout *l, const tl_game *g, int side)
{
    uint8_t cover[TL_SQUARES];
    if (tl_game_air_defence(g, side, cover, TL_SQUARES) <= 0)
        return;
    gk_sbuf_printf(b, "<g class=\"air-defence %s\" fill=\"%s\" stroke=\"%s\">\n",
                   side_name[side], side_fill[side], side_fill[side]);
    for (int sq = 0; sq < TL_SQUARES; sq++) {
        if (!cover[sq])
            continue;
        int x, y, w, h, f = TL_SQUARE_FILE(sq), r = TL_SQUARE_RANK(sq);
        cells(l, f, f, r, r, &x, &y, &w, &h);
        gk_sbuf_printf(b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
                          "opacity=\"0.13\" stroke=\"none\"/><circle cx=\"%d\" cy=\"%d\" "
                          "r=\"12\" opacity=\"0.55\" stroke=\"none\"/>",
                       x, y, w, h, point_x(l, f), point_y(l, r));
        if (cover[sq] > 1)
            gk_sbuf_printf(b, "<circle cx=\"%d\" cy=\"%d\" r=\"22\" fill=\"none\" "
                              "stroke-width=\"5\" opacity=\"0.55\"/>",
                           point_x(l, f), point_y(l, r));
    }
    gk_sbuf_printf(b, "\n</g>\n");
}

/* The last history entry, if any (the one internal datum the picture
 * reads: tl_game_history() fills from the oldest entry). */
static int last_entry(const tl_game *g, tl_move *last)
{
    if (!g->nhist)
        return 0;
    *last = tl_mv_public(g->hist[g->nhist - 1].move);
    return 1;
}

/* Highlights under the pieces: the squares of the last move. */
static void last_move_marks(gk_sbuf *b, const layout *l, tl_move m)
{
    int sqs[2] = {TL_MOVE_FROM(m), TL_MOVE_TO(m)};
    int n = sqs[0] == sqs[1] ? 1 : 2;
    for (int i = 0; i < n; i++) {
        if (sqs[i] >= TL_SQUARES)
            continue;
        gk_sbuf_printf(b, "<circle class=\"last-move\" cx=\"%d\" cy=\"%d\" r=\"46\" "
                          "fill=\"%s\" opacity=\"0.8\"/>\n",
                       point_x(l, TL_SQUARE_FILE(sqs[i])), point_y(l, TL_SQUARE_RANK(sqs[i])),
                       COLOR_LAST);
    }
}

static void last_move_arrow(gk_sbuf *b, const layout *l, tl_move m)
{
    int from = TL_MOVE_FROM(m), to = TL_MOVE_TO(m);
    if (from == to || from >= TL_SQUARES || to >= TL_SQUARES)
        return;
    gk_svg_arrow(b, point_x(l, TL_SQUARE_FILE(from)), point_y(l, TL_SQUARE_RANK(from)),
                 point_x(l, TL_SQUARE_FILE(to)), point_y(l, TL_SQUARE_RANK(to)), 30, 60,
                 COLOR_ARROW, "last-move-arrow");
}

/* The pictograms of the pieces (tools/genpieces_tl.py: tl_pieces.c), one
 * path each in a box from -10 to 10, drawn white with a round stroke. */
extern const char tl_piece_glyph_stroke[];
extern const char *const tl_piece_glyph[11];

/* One disc (or, for a headquarters, a rounded square) with its pictogram
 * (scaled by r / 13, written with two decimals from integers). */
static void token(gk_sbuf *b, int cx, int cy, int r, int side, int piece, int heroic)
{
    const char *edge = heroic ? COLOR_HERO : side_edge[side];
    int big = r > R_PASSENGER; /* a carrier or a lone piece */
    int sw = heroic ? (big ? 7 : 5) : (big ? 4 : 3);
    /* the class: "piece", the English name with '-' for spaces
     * ("air-force"), "heroic" */
    gk_sbuf_printf(b, "<g class=\"piece ");
    for (const char *n = tl_piece_name(piece); *n; n++)
        gk_sbuf_putn(b, *n == ' ' ? "-" : n, 1);
    gk_sbuf_printf(b, "%s\">", heroic ? " heroic" : "");
    if (piece == TL_HEADQUARTERS)
        gk_sbuf_printf(b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"%d\" "
                          "fill=\"%s\" stroke=\"%s\" stroke-width=\"%d\"/>",
                       cx - r + 3, cy - r + 3, 2 * r - 6, 2 * r - 6, r / 3, side_fill[side],
                       edge, sw);
    else
        gk_sbuf_printf(b, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" stroke=\"%s\" "
                          "stroke-width=\"%d\"/>",
                       cx, cy, r, side_fill[side], edge, sw);
    /* the inner ring of a piece, as on wooden pieces */
    if (big && piece != TL_HEADQUARTERS)
        gk_sbuf_printf(b, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"none\" stroke=\"%s\" "
                          "stroke-width=\"2\"/>",
                       cx, cy, r - 7, side_light[side]);
    int s100 = r * 100 / 13;
    gk_sbuf_printf(b, "<path class=\"glyph\" data-letter=\"%c\" transform=\"translate(%d %d) "
                      "scale(%d.%02d)\" stroke=\"#ffffff\" stroke-width=\"%s\" d=\"%s\"/>",
                   tl_piece_letter(piece), cx, cy, s100 / 100, s100 % 100,
                   tl_piece_glyph_stroke, tl_piece_glyph[piece]);
    if (heroic) {
        int s = big ? 13 : 9;
        gk_svg_star(b, cx - r * 7 / 10, cy - r * 7 / 10, s, COLOR_HERO, COLOR_HERO_EDGE,
                    "hero");
    }
    gk_sbuf_printf(b, "</g>");
}

/* Where the passengers of a stack sit, relative to its point: along the
 * upper right of the carrier, so that every pictogram stays visible. */
static const int passenger_at[3][3][2] = {
    {{25, -25}},
    {{-2, -34}, {32, -12}},
    {{-30, -32}, {6, -40}, {36, -10}},
};

static void stack(gk_sbuf *b, const layout *l, int sq, const tl_stack *s)
{
    int cx = point_x(l, TL_SQUARE_FILE(sq)), cy = point_y(l, TL_SQUARE_RANK(sq));
    char name[4];
    tl_square_name(sq, name, sizeof name);
    gk_sbuf_printf(b, "<g class=\"stack %s\" data-square=\"%s\">", side_name[s->side], name);
    if (s->count == 1) {
        token(b, cx, cy, R_SINGLE, s->side, s->piece[0],
              (s->heroic & TL_PIECE_BIT(s->piece[0])) != 0);
    } else {
        int np = s->count - 1 > 3 ? 3 : s->count - 1;
        /* a shadow below the carrier: one more layer shows it is a stack */
        gk_sbuf_printf(b, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" opacity=\"0.6\"/>",
                       cx - 1, cy + 12, R_CARRIER, side_edge[s->side]);
        token(b, cx - 6, cy + 7, R_CARRIER, s->side, s->piece[0],
              (s->heroic & TL_PIECE_BIT(s->piece[0])) != 0);
        for (int i = 0; i < np; i++) {
            int p = s->piece[i + 1];
            token(b, cx + passenger_at[np - 1][i][0], cy + passenger_at[np - 1][i][1],
                  R_PASSENGER, s->side, p, (s->heroic & TL_PIECE_BIT(p)) != 0);
        }
    }
    gk_sbuf_printf(b, "</g>\n");
}

TL_API int tl_game_render_svg(const tl_game *g, const tl_svg_options *opts, char *buf,
                              size_t size)
{
    tl_svg_options o;
    if (!g || (!buf && size))
        return TL_ERR_INVALID_ARGUMENT;
    tl_svg_options_init(&o);
    if (opts && !gk_struct_copy(&o, sizeof o, opts, SVG_SIZE_V1))
        return TL_ERR_STRUCT_SIZE;
    int rc = check_options(&o);
    if (rc)
        return rc;

    layout l = {o.coordinates ? 50 : 8, o.flip};
    int w = 11 * U + 2 * l.pad, h = 12 * U + RIVER + 2 * l.pad;
    char fen[TL_FEN_MAX], title[TL_FEN_MAX + 32];
    if (tl_game_fen(g, fen, sizeof fen) < 0)
        return TL_ERR_INVALID_ARGUMENT;
    snprintf(title, sizeof title, "C\u1edd t\u01b0 l\u1ec7nh: %s", fen);
    gk_sbuf b = {buf, size, 0};
    gk_svg_begin(&b, w, h, ((long)w * o.square + U / 2) / U, ((long)h * o.square + U / 2) / U,
                 title, COLOR_BACKGROUND);
    terrain(&b, &l);
    if (o.coordinates)
        coordinates(&b, &l);
    for (int side = 0; side < 2; side++)
        if (o.air_defence >> side & 1)
            air_defence(&b, &l, g, side);

    tl_move last = TL_MOVE_NONE;
    int has_last = o.last_move && last_entry(g, &last);
    if (has_last)
        last_move_marks(&b, &l, last);

    /* the open deploy session: a dashed ring around its origin */
    tl_session ses;
    memset(&ses, 0, sizeof ses);
    ses.size = sizeof ses;
    if (tl_game_session(g, &ses) == 1 && ses.origin >= 0 && ses.origin < TL_SQUARES)
        gk_sbuf_printf(&b, "<circle class=\"session\" cx=\"%d\" cy=\"%d\" r=\"47\" "
                           "fill=\"none\" stroke=\"%s\" stroke-width=\"5\" "
                           "stroke-dasharray=\"12 7\"/>\n",
                       point_x(&l, TL_SQUARE_FILE(ses.origin)),
                       point_y(&l, TL_SQUARE_RANK(ses.origin)), COLOR_ARROW);

    /* a glow under a commander in check (T35) */
    tl_stack s;
    for (int sq = 0; sq < TL_SQUARES; sq++) {
        memset(&s, 0, sizeof s);
        s.size = sizeof s;
        if (tl_game_stack(g, sq, &s) > 0 && (s.pieces & TL_PIECE_BIT(TL_COMMANDER))
            && tl_game_in_check(g, s.side) == 1)
            gk_sbuf_printf(&b, "<circle class=\"check\" cx=\"%d\" cy=\"%d\" r=\"49\" "
                               "fill=\"%s\" opacity=\"0.55\"/>\n",
                           point_x(&l, TL_SQUARE_FILE(sq)), point_y(&l, TL_SQUARE_RANK(sq)),
                           COLOR_CHECK);
    }
    if (has_last)
        last_move_arrow(&b, &l, last);

    gk_sbuf_printf(&b, "<g class=\"pieces\" fill=\"#ffffff\" stroke-linejoin=\"round\" "
                       "stroke-linecap=\"round\">\n");
    for (int sq = 0; sq < TL_SQUARES; sq++) {
        memset(&s, 0, sizeof s);
        s.size = sizeof s;
        if (tl_game_stack(g, sq, &s) > 0 && (s.side == TL_RED || s.side == TL_BLUE))
            stack(&b, &l, sq, &s);
    }
    gk_sbuf_printf(&b, "</g>\n");
    gk_svg_end(&b);
    return gk_sbuf_result(&b, TL_ERR_BUFFER_TOO_SMALL);
}
