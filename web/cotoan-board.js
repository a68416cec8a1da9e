// The board of the page: an SVG drawn from the library's game (9 files ×
// 11 ranks, R1), clickable squares, highlights and arrows.  No state of its
// own beyond what it shows; cotoan-app.js decides what a click means.
import { el, arrow, BoardBase } from './svg.js';

const FILES = 'abcdefghi';
const M = 0.6; // margin for the coordinates, in squares

export const squareName = (sq) => FILES[sq % 9] + String(Math.floor(sq / 9) + 1);

export class Board extends BoardBase {
  /** @param {HTMLElement} host  @param {(square: string) => void} onClick */
  constructor(host, onClick) {
    super(host, onClick, 9 + 2 * M, 11 + 2 * M, 'board');
    this.grid(9, 11, (f, r) => FILES[f] + String(r + 1));
  }

  // Top-left corner of a square index on the drawing.
  xy(sq) {
    const f = sq % 9;
    const r = Math.floor(sq / 9);
    return this.flip ? [M + 8 - f, M + r] : [M + f, M + 10 - r];
  }

  /**
   * Draw the position.
   * @param {{pieces: Array<{square: string, side: string, value: number}>,
   *          lastMove?: {from: number, to: number} | null,
   *          shot?: {from: string, to: string} | null,
   *          selected?: number | null, targets?: number[],
   *          hint?: {from: number, to: number} | null}} s
   */
  draw(s) {
    const svg = this.svg;
    svg.textContent = '';
    el('rect', { x: 0, y: 0, width: 9 + 2 * M, height: 11 + 2 * M, class: 'frame' }, svg);
    const cells = el('g', {}, svg);
    const index = new Map();
    for (let sq = 0; sq < 99; sq++) {
      const [x, y] = this.xy(sq);
      const name = squareName(sq);
      const cls = ['sq', (sq % 9 + Math.floor(sq / 9)) % 2 ? 'dark' : 'light'];
      if (s.lastMove && (sq === s.lastMove.from || sq === s.lastMove.to)) cls.push('last');
      if (s.selected === sq) cls.push('selected');
      if (s.hint && (sq === s.hint.from || sq === s.hint.to)) cls.push('hinted');
      const g = el('g', { 'data-square': name, role: 'gridcell', 'aria-label': name }, cells);
      el('rect', { x, y, width: 1, height: 1, class: cls.join(' ') }, g);
      if (name === 'e2' || name === 'e10') {
        el('path', { d: `M${x} ${y}l1 1M${x + 1} ${y}l-1 1`, class: 'zero-mark' }, g);
      }
      index.set(name, g);
    }
    // The arrows lie under the pieces: a number is never hidden.
    if (s.shot) this.arrow(s.shot.from, s.shot.to, 'shot');
    if (s.hint) this.arrow(s.hint.from, s.hint.to, 'hint');
    const layer = el('g', { class: 'pieces' }, svg);
    for (const p of s.pieces) {
      const g = index.get(p.square);
      const [x, y] = this.xy(FILES.indexOf(p.square[0]) + 9 * (Number(p.square.slice(1)) - 1));
      const pg = el('g', { 'data-piece-of': p.square }, layer);
      el('circle', { cx: x + 0.5, cy: y + 0.5, r: 0.42, class: `piece ${p.side}` }, pg);
      const t = el('text', { x: x + 0.5, y: y + 0.53, class: `value ${p.side}` }, pg);
      t.textContent = String(p.value);
      g.dataset.piece = `${p.side[0]}${p.value}`;
      g.setAttribute('aria-label', `${p.square} ${p.side} ${p.value}`);
    }
    for (const sq of s.targets || []) {
      const g = index.get(squareName(sq));
      const [x, y] = this.xy(sq);
      el('circle', { cx: x + 0.5, cy: y + 0.5, r: g.dataset.piece ? 0.47 : 0.14, class: g.dataset.piece ? 'target capture' : 'target', 'data-at': squareName(sq) }, layer);
      g.dataset.target = '1';
    }
    // Coordinates.
    for (let f = 0; f < 9; f++) {
      const [x] = this.xy(f);
      for (const y of [M / 2, 11 + 1.5 * M]) {
        el('text', { x: x + 0.5, y: y + 0.05, class: 'coord' }, svg).textContent = FILES[f];
      }
    }
    for (let r = 0; r < 11; r++) {
      const [, y] = this.xy(r * 9);
      for (const x of [M / 2, 9 + 1.5 * M]) {
        el('text', { x, y: y + 0.55, class: 'coord' }, svg).textContent = String(r + 1);
      }
    }
    this.finish();
  }

  arrow(from, to, cls) {
    const a = this.xy(from);
    const b = this.xy(to);
    arrow(this.svg, [a[0] + 0.5, a[1] + 0.5], [b[0] + 0.5, b[1] + 0.5], cls);
  }
}
