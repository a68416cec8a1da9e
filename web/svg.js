// SVG helpers of both boards (cotoan-board.js, cotulenh-board.js) and what the two
// Board classes share.
const NS = 'http://www.w3.org/2000/svg';

/** A new SVG element with attributes, appended to parent when given. */
export function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (parent) parent.appendChild(e);
  return e;
}

/** An arrow from point a to point b ([x, y] in board units), class cls. */
export function arrow(svg, [x1, y1], [x2, y2], cls) {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  const ex = x2 - ux * 0.3;
  const ey = y2 - uy * 0.3;
  const g = el('g', { class: `arrow ${cls}` }, svg);
  el('line', { x1, y1, x2: ex, y2: ey }, g);
  el('path', { d: `M${x2} ${y2}L${ex - uy * 0.18} ${ey + ux * 0.18}L${ex + uy * 0.18} ${ey - ux * 0.18}Z` }, g);
  return g;
}

/** The SVG of a board, W = `width` × H = `height` board units, in host;
 *  a click on an element with data-square calls onClick(its square name). */
export class BoardBase {
  constructor(host, onClick, width, height, cls) {
    this.flip = false;
    this.W = width;
    this.H = height;
    this.svg = el('svg', {
      viewBox: `0 0 ${width} ${height}`,
      class: cls,
      role: 'grid',
      'aria-label': 'board',
    });
    host.appendChild(this.svg);
    this.onClick = onClick;
    this.svg.addEventListener('click', (ev) => {
      const t = ev.target.closest('[data-square]');
      if (t) this.onClick(t.dataset.square);
    });
  }
}
