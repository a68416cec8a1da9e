#include <string.h>

#include "gk_svg.h"

static long isqrt(long v)
{
    long r = 0;
    while ((r + 1) * (r + 1) <= v)
        r++;
    return r;
}

void gk_svg_text(gk_sbuf *b, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '&': gk_sbuf_printf(b, "&amp;"); break;
        case '<': gk_sbuf_printf(b, "&lt;"); break;
        case '>': gk_sbuf_printf(b, "&gt;"); break;
        case '"': gk_sbuf_printf(b, "&quot;"); break;
        default: gk_sbuf_putn(b, s, 1); break;
        }
    }
}

void gk_svg_begin(gk_sbuf *b, int vb_w, int vb_h, long px_w, long px_h, const char *title,
                  const char *background)
{
    gk_sbuf_printf(b,
                   "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                   "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
                   "width=\"%ld\" height=\"%ld\" viewBox=\"0 0 %d %d\" "
                   "font-family=\"sans-serif\">\n<title>",
                   px_w, px_h, vb_w, vb_h);
    gk_svg_text(b, title);
    gk_sbuf_printf(b, "</title>\n<rect width=\"%d\" height=\"%d\" fill=\"%s\"/>\n", vb_w, vb_h,
                   background);
}

void gk_svg_end(gk_sbuf *b)
{
    gk_sbuf_printf(b, "</svg>\n");
}

void gk_svg_arrow(gk_sbuf *b, int x1, int y1, int x2, int y2, int shorten, int min_len,
                  const char *color, const char *cls)
{
    long dx = x2 - x1, dy = y2 - y1, len = isqrt(dx * dx + dy * dy);
    if (len < min_len)
        return;
    /* unit vector times 1000 */
    long ux = dx * 1000 / len, uy = dy * 1000 / len;
    long tipx = x2 - ux * shorten / 1000, tipy = y2 - uy * shorten / 1000;
    long basex = tipx - ux * 42 / 1000, basey = tipy - uy * 42 / 1000;
    long w = 22;
    gk_sbuf_printf(b,
                   "<g class=\"%s\" opacity=\"0.75\"><line x1=\"%d\" y1=\"%d\" x2=\"%ld\" y2=\"%ld\" "
                   "stroke=\"%s\" stroke-width=\"14\" stroke-linecap=\"round\"/>",
                   cls, x1, y1, basex, basey, color);
    gk_sbuf_printf(b, "<polygon points=\"%ld,%ld %ld,%ld %ld,%ld\" fill=\"%s\"/></g>\n", tipx,
                   tipy, basex - uy * w / 1000, basey + ux * w / 1000, basex + uy * w / 1000,
                   basey - ux * w / 1000, color);
}

void gk_svg_star(gk_sbuf *b, int cx, int cy, int r, const char *fill, const char *stroke,
                 const char *cls)
{
    /* the ten corners for radius 1000 (inner radius 400) */
    static const int pt[10][2] = {{0, -1000}, {235, -324}, {951, -309}, {380, 124},
                                  {588, 809},  {0, 400},    {-588, 809}, {-380, 124},
                                  {-951, -309}, {-235, -324}};
    gk_sbuf_printf(b, "<polygon class=\"%s\" points=\"", cls);
    for (int i = 0; i < 10; i++)
        gk_sbuf_printf(b, "%s%d,%d", i ? " " : "", cx + pt[i][0] * r / 1000,
                       cy + pt[i][1] * r / 1000);
    gk_sbuf_printf(b, "\" fill=\"%s\" stroke=\"%s\" stroke-width=\"2\" "
                      "stroke-linejoin=\"round\"/>", fill, stroke);
}

void gk_svg_wave(gk_sbuf *b, int x1, int x2, int y, int wave, int amp, const char *stroke,
                 int width)
{
    if (wave <= 0 || x2 - x1 < wave)
        return;
    gk_sbuf_printf(b, "<path d=\"M%d %dq%d %d %d 0", x1, y, wave / 2, -amp, wave);
    for (int x = x1 + 2 * wave; x <= x2; x += wave)
        gk_sbuf_printf(b, "t%d 0", wave);
    gk_sbuf_printf(b, "\" fill=\"none\" stroke=\"%s\" stroke-width=\"%d\" "
                      "stroke-linecap=\"round\"/>\n", stroke, width);
}
