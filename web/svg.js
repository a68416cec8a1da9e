// SVG helpers of both boards (cotoan-board.js, cotulenh-board.js) and what the two
// Board classes share: clicks, drag and drop (pointer events: mouse, pen
// and touch alike) and the keyboard (a cursor square).
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

const DRAG_START = 0.25; // board units the pointer moves before a press is a drag

/**
 * The SVG of a board, W = `width` × H = `height` board units, in host.
 * A press on an element with data-square calls onClick(its square name);
 * a release on another square after a drag calls onClick(that square)
 * too, so a drag from a piece to a target is the two clicks of a move.
 * The board is one tab stop: arrow keys move a cursor square (files ×
 * ranks, named by `nameOf(file, rank)`), Enter or Space clicks it.
 * Subclasses draw into this.svg and call this.finish() at the end of a
 * drawing (the cursor mark).
 */
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
      tabindex: 0,
    });
    host.appendChild(this.svg);
    this.onClick = onClick;
    this.cursor = null; // [file, rank] of the keyboard's square
    this.drag = null;
    this.svg.addEventListener('pointerdown', (ev) => this.pointerDown(ev));
    this.svg.addEventListener('pointermove', (ev) => this.pointerMove(ev));
    this.svg.addEventListener('pointerup', (ev) => this.pointerUp(ev));
    this.svg.addEventListener('pointercancel', () => this.endDrag());
    this.svg.addEventListener('keydown', (ev) => this.key(ev));
    this.svg.addEventListener('focus', () => this.finish());
    this.svg.addEventListener('blur', () => this.finish());
  }

  /** The board's size in squares and the name of a square (subclasses). */
  grid(files, ranks, nameOf) {
    this.files = files;
    this.ranks = ranks;
    this.nameOf = nameOf;
  }

  squareAt(x, y) {
    const t = document.elementFromPoint(x, y)?.closest?.('[data-square]');
    return t && this.svg.contains(t) ? t.dataset.square : null;
  }

  // Board units of a pointer event.
  units(ev) {
    const m = this.svg.getScreenCTM();
    if (!m) return [0, 0];
    const p = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(m.inverse());
    return [p.x, p.y];
  }

  pointerDown(ev) {
    if (ev.button !== 0) return;
    const sq = ev.target.closest('[data-square]')?.dataset.square;
    if (!sq) return;
    ev.preventDefault();
    this.svg.focus({ preventScroll: true });
    this.onClick(sq);
    // After the click the page has redrawn: a selected square may be dragged.
    const g = this.svg.querySelector(`[data-square="${sq}"]`);
    const selected = this.svg.querySelector('.selected')?.closest('[data-square]');
    this.drag = g && selected === g ? { from: sq, start: this.units(ev), ghost: null, id: ev.pointerId } : null;
  }

  pointerMove(ev) {
    const d = this.drag;
    if (!d || ev.pointerId !== d.id) return;
    const [x, y] = this.units(ev);
    const dx = x - d.start[0];
    const dy = y - d.start[1];
    if (!d.ghost) {
      if (Math.hypot(dx, dy) < DRAG_START) return;
      d.ghost = this.ghost(d.from);
      this.svg.classList.add('dragging');
    }
    d.ghost?.setAttribute('transform', `translate(${dx} ${dy})`);
  }

  pointerUp(ev) {
    const d = this.drag;
    if (!d || ev.pointerId !== d.id) return;
    const moved = Boolean(d.ghost);
    this.endDrag();
    const to = this.squareAt(ev.clientX, ev.clientY);
    if (moved && to && to !== d.from) this.onClick(to);
  }

  endDrag() {
    this.drag?.ghost?.remove();
    this.drag = null;
    this.svg.classList.remove('dragging');
  }

  // A copy of what is drawn for the piece on a square, to follow the pointer.
  ghost(name) {
    const parts = this.svg.querySelectorAll(`[data-piece-of="${name}"]`);
    if (!parts.length) return null;
    const g = el('g', { class: 'ghost' }, this.svg);
    for (const p of parts) g.appendChild(p.cloneNode(true));
    return g;
  }

  key(ev) {
    if (!this.files) return;
    const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    if (steps[ev.key]) {
      ev.preventDefault();
      ev.stopPropagation();
      let [df, dr] = steps[ev.key];
      if (this.flip) { df = -df; dr = -dr; }
      const [f, r] = this.cursor || [Math.floor(this.files / 2), this.flip ? this.ranks - 1 : 0];
      this.cursor = [Math.max(0, Math.min(this.files - 1, f + (this.cursor ? df : 0))),
        Math.max(0, Math.min(this.ranks - 1, r + (this.cursor ? dr : 0)))];
      this.finish();
    } else if ((ev.key === 'Enter' || ev.key === ' ') && this.cursor) {
      ev.preventDefault();
      ev.stopPropagation();
      this.onClick(this.nameOf(...this.cursor));
    }
  }

  /** The cursor square's mark (while the board has the focus). */
  finish() {
    for (const c of this.svg.querySelectorAll('.cursor')) c.classList.remove('cursor');
    if (!this.cursor || document.activeElement !== this.svg) return;
    const name = this.nameOf(...this.cursor);
    const g = this.svg.querySelector(`[data-square="${name}"]`);
    g?.classList.add('cursor');
    this.svg.dataset.cursor = name;
  }
}
