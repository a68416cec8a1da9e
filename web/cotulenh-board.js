// The Cờ tư lệnh board of the page: an SVG of the 11 × 12 points (T1) with
// the terrain of T4 (sea, coast, river, the fords on files f and h), the
// stacks as stacks (the carrier's pictogram, the carried pieces as small
// discs around it, heroic stars and rings), clickable points, highlights
// of legal targets by kind, the air-defence rings and arrows, and the
// legend of the pictograms (cotulenh-pieces.js, generated with the
// library's by tools/genpieces_tl.py), and what the pages show of a
// selected stack (its movers, the targets by kind, the chooser's buttons).
// No state of its own beyond what it shows; the pages (cotulenh-app.js,
// learn.js) decide what a click means.
import { el, arrow, BoardBase } from './svg.js';
import { GLYPHS, NAMES, STROKE, LETTERS } from './cotulenh-pieces.js';
import { pageLanguage, t } from './i18n.js';

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

/** The name of a piece letter in the page's language. */
export const pieceName = (type) => NAMES[type]?.[pageLanguage()] ?? type;

// Sizes of the tokens (as in libcotulenh/render_svg.c, in point spacings).
const R_SINGLE = 0.39;
const R_CARRIER = 0.33;
const R_PASSENGER = 0.21;
// Where the passengers of a stack sit: along the upper right of the carrier.
const PASSENGER_AT = [
  [[0.25, -0.25]],
  [[-0.02, -0.34], [0.32, -0.12]],
  [[-0.30, -0.32], [0.06, -0.40], [0.36, -0.10]],
];

/** One piece: a disc (a rounded square for a headquarters) of its side's
 *  colour with its pictogram, a star when heroic; in parent. */
export function token(parent, cx, cy, r, side, p) {
  const cls = ['piece', side];
  if (p.type === 'H') cls.push('hq');
  if (p.type === 'C') cls.push('commander');
  if (p.heroic) cls.push('heroic');
  if (p.type === 'H') el('rect', { x: cx - r + 0.03, y: cy - r + 0.03, width: 2 * r - 0.06, height: 2 * r - 0.06, rx: r / 3, class: cls.join(' ') }, parent);
  else el('circle', { cx, cy, r, class: cls.join(' ') }, parent);
  el('path', {
    class: 'glyph', 'data-letter': p.type, d: GLYPHS[p.type], 'stroke-width': STROKE,
    transform: `translate(${cx} ${cy}) scale(${(r / 13).toFixed(4)})`,
  }, parent);
  if (p.heroic) {
    el('text', { x: cx - r * 0.72, y: cy - r * 0.72, class: 'hero-star', 'font-size': r * 0.8 }, parent).textContent = '★';
  }
}

/** The legend of the pieces in host: one row a piece, its pictogram in
 *  both colours, its letter and its names (Vietnamese, English). */
export function drawLegend(host) {
  const table = document.createElement('table');
  table.className = 'legend';
  const head = table.createTHead().insertRow();
  for (const k of ['legend-piece', 'legend-letter', 'legend-vi', 'legend-en']) {
    const th = document.createElement('th');
    th.textContent = t(k);
    head.append(th);
  }
  const body = table.createTBody();
  for (const type of LETTERS) {
    const row = body.insertRow();
    row.dataset.piece = type;
    const svg = el('svg', { viewBox: '0 0 2 1', class: 'legend-icon', role: 'img', 'aria-label': pieceName(type) });
    token(svg, 0.5, 0.5, 0.45, 'red', { type, heroic: false });
    token(svg, 1.5, 0.5, 0.45, 'blue', { type, heroic: false });
    row.insertCell().append(svg);
    row.insertCell().textContent = type;
    row.insertCell().textContent = NAMES[type].vi;
    row.insertCell().textContent = NAMES[type].en;
  }
  host.replaceChildren(table);
  return table;
}
const KIND_MARK = { stay: '_', suicide: '@', combine: '&' };

/** What a click on the stack at square index `sq` may move in `game`: its
 *  legal moves and the movers, 'stack' (the whole stack moves) and the
 *  letters of the pieces that may step out (deploy). */
export function moverChoices(game, sq) {
  const moves = game.legalMoves().filter((m) => m.from === sq);
  const choices = [];
  if (moves.some((m) => !m.isDeploy)) choices.push('stack');
  for (const m of moves) if (m.isDeploy && !choices.includes(m.piece)) choices.push(m.piece);
  return { moves, choices };
}

/** The moves of one mover ('stack' or a piece letter) among `moves`. */
export const moverMoves = (moves, mover) => moves.filter((m) => (mover === 'stack' ? !m.isDeploy : m.isDeploy && m.piece === mover));

/** The targets of `moves` as Board.draw() takes them: each square reached,
 *  with every kind of move to it. */
export function moveTargets(moves) {
  const byTarget = new Map();
  for (const m of moves) {
    if (!byTarget.has(m.to)) byTarget.set(m.to, []);
    if (!byTarget.get(m.to).includes(m.kind)) byTarget.get(m.to).push(m.kind);
  }
  return [...byTarget].map(([square, kinds]) => ({ square, kinds }));
}

/**
 * The chooser under the board, as elements: when several kinds of move
 * reach one target (`pending`, {moves}), a button per move; else, when the
 * stack on `selected` has more than one piece or mover, or in a deploy
 * session, a button per mover of moverChoices(), `mover` pressed.
 * `words`: {which, what} (the headings), kind(k) (a kind of move),
 * stack(text) (the whole stack), alone(letter) (a piece stepping out).
 * A move's button calls onMove(move), a mover's onMover(mover).
 */
export function chooserItems(game, { pending, selected, mover }, words, onMove, onMover) {
  const items = [];
  const heading = (text) => {
    const p = document.createElement('p');
    p.textContent = text;
    items.push(p);
  };
  if (pending) {
    heading(words.which);
    for (const m of pending.moves) {
      const b = document.createElement('button');
      b.textContent = `${game.san(m)}: ${words.kind(m.kind)}`;
      b.dataset.move = m.lan;
      b.className = `kind-${m.kind}`;
      b.onclick = () => onMove(m);
      items.push(b);
    }
  } else if (selected !== null) {
    const st = game.stackAt(selected);
    const { choices } = moverChoices(game, selected);
    if (st && (st.pieces.length > 1 || choices.length > 1 || game.session)) {
      heading(words.what);
      for (const c of choices) {
        const b = document.createElement('button');
        b.dataset.mover = c;
        b.textContent = c === 'stack' ? words.stack(st.text) : words.alone(c);
        b.setAttribute('aria-pressed', String(mover === c));
        b.onclick = () => onMover(c);
        items.push(b);
      }
    }
  }
  return items;
}

export class Board extends BoardBase {
  /** @param {HTMLElement} host  @param {(square: string) => void} onClick */
  constructor(host, onClick) {
    super(host, onClick, 10 + 2 * M, 11 + R + 2 * M, 'board tl');
    this.grid(11, 12, (f, r) => FILES[f] + String(r + 1));
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
    // The arrows lie under the pieces: a pictogram is never hidden.
    if (s.lastMove && s.lastMove.capture && s.lastMove.from !== s.lastMove.to) this.arrow(s.lastMove.from, s.lastMove.to, 'shot');
    if (s.hint && s.hint.from !== s.hint.to) this.arrow(s.hint.from, s.hint.to, 'hint');
    const layer = el('g', { class: 'pieces' }, svg);
    for (const [name, st] of Object.entries(s.stacks)) this.drawStack(index.get(name), layer, squareIndex(name), st);
    for (const t of s.targets || []) {
      const g = index.get(squareName(t.square));
      const [x, y] = this.xy(t.square);
      const kinds = t.kinds;
      g.dataset.target = kinds.join(' ');
      const main = ['suicide', 'stay', 'capture', 'combine', 'move'].find((k) => kinds.includes(k));
      // Over the pieces, named by their point (data-at).
      const at = squareName(t.square);
      if (main === 'move') {
        el('circle', { cx: x, cy: y, r: 0.15, class: 'target move', 'data-at': at }, layer);
      } else {
        el('circle', { cx: x, cy: y, r: 0.47, class: `target ${main}`, 'data-at': at }, layer);
      }
      // A badge per special kind: _ stay capture, @ kamikaze, & combination.
      let bx = x + 0.34;
      for (const k of kinds) {
        if (!KIND_MARK[k]) continue;
        el('circle', { cx: bx, cy: y - 0.34, r: 0.17, class: `badge ${k}` }, layer);
        el('text', { x: bx, y: y - 0.33, class: 'badge-text' }, layer).textContent = KIND_MARK[k];
        bx -= 0.3;
      }
    }
    this.drawCoordinates();
    this.finish();
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
    el('text', { x: this.xy(this.flip ? 9 : 9)[0], y: top + R / 2 + 0.02, class: 'river-label' }, g).textContent = t('river');
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

  // A stack: its data on the point's group g (the tests, the title), its
  // drawing in the pieces' layer.
  drawStack(g, layer, sq, st) {
    const [x, y] = this.xy(sq);
    const name = squareName(sq);
    const n = st.pieces.length;
    g.dataset.stack = st.text;
    g.dataset.side = st.side;
    const who = st.pieces.map((p) => `${p.heroic ? `${t('heroic')} ` : ''}${pieceName(p.type)}`).join(' + ');
    const label = `${t(st.side === 'red' ? 'Red' : 'Blue')} ${who} ${name}`;
    el('title', {}, g).textContent = label;
    g.setAttribute('aria-label', label);
    const pg = el('g', { class: `stack ${st.side}`, 'data-piece-of': name }, layer);
    if (n === 1) {
      token(pg, x, y, R_SINGLE, st.side, st.pieces[0]);
      return;
    }
    // A shadow below the carrier: one more layer shows it is a stack.
    el('circle', { cx: x - 0.01, cy: y + 0.12, r: R_CARRIER, class: `piece ${st.side} under` }, pg);
    token(pg, x - 0.06, y + 0.07, R_CARRIER, st.side, st.pieces[0]);
    const rest = st.pieces.slice(1, 4);
    rest.forEach((p, i) => {
      const [dx, dy] = PASSENGER_AT[rest.length - 1][i];
      token(pg, x + dx, y + dy, R_PASSENGER, st.side, p);
    });
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
