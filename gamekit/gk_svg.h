/* SVG primitives shared by both libraries' board pictures.  Coordinates are
 * integers in viewBox units (no floating point: the output does not depend
 * on the locale). */
#ifndef GK_SVG_H
#define GK_SVG_H

#include "gk_sbuf.h"

/* The XML declaration, the <svg> element (viewBox vb_w x vb_h, displayed at
 * px_w x px_h pixels), a <title> and a background rectangle. */
void gk_svg_begin(gk_sbuf *b, int vb_w, int vb_h, long px_w, long px_h, const char *title,
                  const char *background);
/* Closes the <svg> element. */
void gk_svg_end(gk_sbuf *b);
/* An arrow (shaft and head) from (x1, y1) towards (x2, y2), its tip stopping
 * short by 'shorten' units; nothing when the points are closer than min_len. */
void gk_svg_arrow(gk_sbuf *b, int x1, int y1, int x2, int y2, int shorten, int min_len,
                  const char *color, const char *cls);
/* A five-pointed star centred on (cx, cy), point up, outer radius r. */
void gk_svg_star(gk_sbuf *b, int cx, int cy, int r, const char *fill, const char *stroke,
                 const char *cls);
/* A wavy line from (x1, y) to about (x2, y): arcs of 'wave' units, 'amp'
 * units high, as one <path> (for water). */
void gk_svg_wave(gk_sbuf *b, int x1, int x2, int y, int wave, int amp, const char *stroke,
                 int width);
/* Text with &, <, > and " escaped for XML. */
void gk_svg_text(gk_sbuf *b, const char *s);

#endif
