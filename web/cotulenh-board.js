// The Cờ tư lệnh board of the page: an SVG of the 11 × 12 points (T1) with
// the terrain of T4 (sea, coast, river, the fords on files f and h), the
// stacks as stacks (carrier letter, the carried pieces beneath, heroic
// rings), clickable points, highlights of legal targets by kind, the
// air-defence rings and arrows.  No state of its own beyond what it shows;
// cotulenh-app.js decides what a click means.
import { el, arrow, BoardBase } from './svg.js';

const FILES = 'abcdefghijk';
const M = 1.0; // margin for the coordinates, in point spacings
const R = 0.7; // extra height of the river between ranks 6 and 7

export const squareName = (sq) => FILES[sq % 11] + String(Math.floor(sq / 11) + 1);
export const squareIndex = (name) => FILES.indexOf(name[0]) + 11 * (Number(name.slice(1)) - 1);

/** The terrain of a square (T4): 'water', 'mixed' or 'land'. */
export function terrain(sq) {
  const f = sq % 11;
  const r = Math.floor(sq / 11);
  if (f < 2) return 'water';
  if (f === 2 || ((f === 3 || f === 4) && (r === 5 || r === 6))) return 'mixed';
  return 'land';
}

const NAMES = {
  N: 'navy', F: 'air force', T: 'tank', E: 'engineer', H: 'headquarters', C: 'commander',
  I: 'infantry', M: 'militia', A: 'artillery', G: 'anti-air', S: 'missile',
};
const KIND_MARK = { stay: '_', suicide: '@', combine: '&' };

export class Board extends BoardBase {
  /** @param {HTMLElement} host  @param {(square: string) => void} onClick */
  constructor(host, onClick) {
    super(host, onClick, 10 + 2 * M, 11 + R + 2 * M, 'board tl');
  }

  // The centre of a point.
  xy(sq) {
    const f = sq % 11;
    const r = Math.floor(sq / 11);
    const row = this.flip ? r : 11 - r;
    return [M + (this.flip ? 10 - f : f), M + row + (row >= 6 ? R : 0)];
  }

  /**
   * Draw the position.
   * @param {{stacks: Record<string, {side: string, text: string,
   *            pieces: Array<{type: string, heroic: boolean, symbol: string}>}>,
   *          lastMove?: {from: number, to: number, capture: boolean} | null,
   *          selected?: number | null,
   *          targets?: Array<{square: number, kinds: string[]}>,
   *          rings?: {red?: Record<string, number>, blue?: Record<string, number>},
   *          check?: number | null,
   *          hint?: {from: number, to: number} | null}} s
   */
  draw(s) {
    const svg = this.svg;
    svg.textContent = '';
    el('rect', { x: 0, y: 0, width: this.W, height: this.H, class: 'frame' }, svg);
    this.drawTerrain();
    const cells = el('g', {}, svg);
    const index = new Map();
    for (let sq = 0; sq < 132; sq++) {
      const [x, y] = this.xy(sq);
      const name = squareName(sq);
      const g = el('g', { 'data-square': name, role: 'gridcell', 'aria-label': name }, cells);
      const cls = ['pt'];
      if (s.lastMove && (sq === s.lastMove.from || sq === s.lastMove.to)) cls.push('last');
      if (s.selected === sq) cls.push('selected');
      if (s.hint && (sq === s.hint.from || sq === s.hint.to)) cls.push('hinted');
      if (s.check === sq) cls.push('check');
      el('rect', { x: x - 0.5, y: y - 0.5, width: 1, height: 1, rx: 0.12, class: cls.join(' ') }, g);
      index.set(name, g);
    }
    // Air-defence rings (T26): the squares each side covers.
    for (const side of ['red', 'blue']) {
      const cover = s.rings?.[side];
      if (!cover) continue;
      const g = el('g', { class: `rings ${side}`, 'data-rings': side }, svg);
      for (const [name, n] of Object.entries(cover)) {
        const [x, y] = this.xy(squareIndex(name));
        el('circle', { cx: x, cy: y, r: 0.46, class: n > 1 ? 'ring double' : 'ring' }, g);
      }
    }
    for (const [name, st] of Object.entries(s.stacks)) this.drawStack(index.get(name), squareIndex(name), st);
    for (const t of s.targets || []) {
      const g = index.get(squareName(t.square));
      const [x, y] = this.xy(t.square);
      const kinds = t.kinds;
      g.dataset.target = kinds.join(' ');
      const main = ['suicide', 'stay', 'capture', 'combine', 'move'].find((k) => kinds.includes(k));
      if (main === 'move') {
        el('circle', { cx: x, cy: y, r: 0.15, class: 'target move' }, g);
      } else {
        el('circle', { cx: x, cy: y, r: 0.47, class: `target ${main}` }, g);
      }
      // A badge per special kind: _ stay capture, @ kamikaze, & combination.
      let bx = x + 0.34;
      for (const k of kinds) {
        if (!KIND_MARK[k]) continue;
        el('circle', { cx: bx, cy: y - 0.34, r: 0.17, class: `badge ${k}` }, g);
        el('text', { x: bx, y: y - 0.33, class: 'badge-text' }, g).textContent = KIND_MARK[k];
        bx -= 0.3;
      }
    }
    this.drawCoordinates();
    if (s.lastMove && s.lastMove.capture && s.lastMove.from !== s.lastMove.to) this.arrow(s.lastMove.from, s.lastMove.to, 'shot');
    if (s.hint && s.hint.from !== s.hint.to) this.arrow(s.hint.from, s.hint.to, 'hint');
  }

  drawTerrain() {
    const svg = this.svg;
    const g = el('g', { class: 'terrain' }, svg);
    for (let sq = 0; sq < 132; sq++) {
      const [x, y] = this.xy(sq);
      const r = Math.floor(sq / 11);
      // Cells next to the river reach into it, so the sea runs on.
      const t = terrain(sq);
      const top = y - 0.5 - ((this.flip ? r === 6 : r === 5) && t === 'water' ? R : 0);
      const h = 1 + ((this.flip ? r === 6 : r === 5) && t === 'water' ? R : 0);
      el('rect', { x: x - 0.5, y: top, width: 1, height: h, class: `t-${t}` }, g);
    }
    // The river (between ranks 6 and 7) and the two fords.
    const [, y6] = this.xy(this.flip ? 66 : 55);
    const [, y7] = this.xy(this.flip ? 55 : 66);
    const top = Math.min(y6, y7) + 0.5;
    const [xc] = this.xy(2);
    const left = this.flip ? M - 0.5 : xc - 0.5;
    const right = this.flip ? this.xy(2)[0] + 0.5 : 10 + M + 0.5;
    el('rect', { x: left, y: top, width: right - left, height: R, class: 'river' }, g);
    for (const f of [5, 7]) {
      const [x] = this.xy(f);
      el('rect', { x: x - 0.22, y: top - 0.05, width: 0.44, height: R + 0.1, rx: 0.05, class: 'ford' }, g);
    }
    el('text', { x: this.xy(this.flip ? 9 : 9)[0], y: top + R / 2 + 0.02, class: 'river-label' }, g).textContent = 'river';
    // The grid: lines between the points of each half, and across the fords.
    const lines = el('g', { class: 'grid' }, svg);
    for (let f = 0; f < 11; f++) {
      for (const [a, b] of [[0, 5], [6, 11]]) {
        const [x1, y1] = this.xy(a * 11 + f);
        const [, y2] = this.xy(b * 11 + f);
        el('line', { x1, y1, x2: x1, y2 }, lines);
      }
    }
    for (let r = 0; r < 12; r++) {
      const [x1, y] = this.xy(r * 11);
      const [x2] = this.xy(r * 11 + 10);
      el('line', { x1, y1: y, x2, y2: y }, lines);
    }
  }

  drawStack(g, sq, st) {
    const [x, y] = this.xy(sq);
    const carrier = st.pieces[0];
    const rest = st.pieces.slice(1);
    const n = st.pieces.length;
    g.dataset.stack = st.text;
    g.dataset.side = st.side;
    const title = el('title', {}, g);
    title.textContent = `${st.side === 'red' ? 'Red' : 'Blue'} ${st.pieces.map((p) => `${p.heroic ? 'heroic ' : ''}${NAMES[p.type]}`).join(' + ')} on ${squareName(sq)}`;
    // The pieces under the carrier, as discs peeking out below it.
    for (let i = n - 1; i >= 1; i--) {
      el('circle', { cx: x + 0.07 * i, cy: y + 0.07 * i, r: 0.4, class: `piece ${st.side} under` }, g);
    }
    const shape = carrier.type === 'H'
      ? el('rect', { x: x - 0.37, y: y - 0.37, width: 0.74, height: 0.74, rx: 0.08, class: `piece ${st.side} hq` }, g)
      : el('circle', { cx: x, cy: y, r: 0.4, class: `piece ${st.side}${carrier.type === 'C' ? ' commander' : ''}` }, g);
    if (carrier.heroic) shape.classList.add('heroic');
    el('text', { x, y: y + (rest.length ? -0.12 : 0.02), class: `letter${rest.length ? ' small' : ''}` }, g).textContent = carrier.type;
    if (rest.length) {
      el('rect', { x: x - 0.35, y: y + 0.04, width: 0.7, height: 0.3, rx: 0.12, class: 'carried' }, g);
      el('text', { x, y: y + 0.195, class: `carried-text ${st.side}` }, g).textContent = rest.map((p) => (p.heroic ? `+${p.type}` : p.type)).join('');
    }
    if (st.pieces.some((p) => p.heroic)) {
      el('text', { x: x - 0.3, y: y - 0.3, class: 'hero-star' }, g).textContent = '★';
    }
  }

  drawCoordinates() {
    for (let f = 0; f < 11; f++) {
      const [x] = this.xy(f);
      for (const y of [M / 2 - 0.1, this.H - M / 2 + 0.1]) {
        el('text', { x, y, class: 'coord' }, this.svg).textContent = FILES[f];
      }
    }
    for (let r = 0; r < 12; r++) {
      const [, y] = this.xy(r * 11);
      for (const x of [M / 2 - 0.12, this.W - M / 2 + 0.12]) {
        el('text', { x, y: y + 0.02, class: 'coord' }, this.svg).textContent = String(r + 1);
      }
    }
  }

  arrow(from, to, cls) {
    arrow(this.svg, this.xy(from), this.xy(to), cls);
  }
}
