// The Cờ toán page: a game against the engine, two players on one device
// or the engine against itself.  The game itself lives in the library (a
// cotoan Game on this thread); the engine searches in a Web Worker
// (cotoan-worker.js) that is sent the game's initial position and moves.
import { init, Game, readGames, START_POSITION } from '../js/cotoan.js';
import { Board } from './cotoan-board.js';
import { $, Side, acceptsDraw, formatScore, gamePage, moveSound, pageState, wireRecords } from './common.js';
import { lang, t } from './i18n.js';

// The endings (outcome terminations) in the page's language.
const WORDS = new Proxy({
  'zero-captured': 'a 0 was captured',
  'score-target': 'a score reached the target',
  'move-limit': 'the ply limit was reached',
  'no-moves': 'the side to move had no legal move',
  resignation: 'resignation',
  agreement: 'draw agreed',
}, { get: (w, k) => (k in w ? t(w[k]) : undefined) });

// Scores are in hundredths of a point (R12).
const score = (s) => formatScore(s, 100);

// The explanations in the page's language, when the binding offers it.
function speak(g) {
  if ('language' in g) {
    try { g.language = lang; } catch { /* English */ }
  }
  return g;
}

const state = pageState({
  selected: null, // square index of the selected piece
  hint: null,
  shot: null, // capture arrow of the last move
  evals: [], // [{ply, cp}] engine scores from Red's view
  captures: [],
});

function rulesFromForm() {
  const num = (id, lo, hi, dflt) => {
    const v = Number($(id).value);
    return Number.isInteger(v) && v >= lo && v <= hi ? v : dflt;
  };
  return { mover: $('mover').value, target: num('target', 0, 1000, 15), limit: num('limit', 0, 1000000, 240) };
}

// The page's machinery (common.js); what follows is Cờ toán's own.
const page = gamePage(state, {
  worker: new URL('./cotoan-worker.js', import.meta.url),
  initial: (g) => g.initialPosition,
  position: (g) => g.position,
  job: () => ({}),
  finish: finishSearch,
  stopped,
  showInfo,
  render,
  rules: rulesFromForm,
  newGame: (rules) => speak(new Game(START_POSITION, rules)),
  replay: (k) => {
    const g = new Game(state.game.initialPosition, state.game.rules);
    for (const m of state.game.history.slice(0, k)) g.push(m);
    return g;
  },
  reset: resetAnnotations,
  undone,
  humanTurn: (g, isHuman) => isHuman(g.turn),
  // A resignation, a draw agreed or a time loss is taken back alone.
  forced: ['resignation', 'agreement', 'time'],
  // A flag fall: the side out of time loses, in the library (ct_game_time_out():
  // termination 'time', in the record as "time forfeit").
  flag: (side) => {
    if (!state.game.isOver()) state.game.timeOut(side);
  },
  typed: (text) => {
    if (state.jobKind === 'hint') page.cancel();
    play(text);
  },
  say: (text) => { $('explain').textContent = text; },
  onSquare,
});
const cancelSearch = () => page.cancel();

function finishSearch(kind, r) {
  const g = state.game;
  if (kind === 'move') {
    if (r.move) {
      recordEval(r);
      play(r.move);
    }
  } else if (kind === 'hint') {
    if (r.move) {
      const m = g.parseMove(r.move);
      state.hint = { from: m.from, to: m.to };
      $('explain').textContent = `${t('Hint: {m}', { m: `${g.short(m)} (${r.move})` })}, ${score(r.score)}`;
    }
    render();
  } else if (kind === 'draw') {
    // The offer is made on the human's turn, so the score is the human's.
    const s = r.score;
    if (acceptsDraw(s)) {
      g.agreeDraw();
      $('explain').textContent = t('The engine accepts the draw.');
    } else {
      const own = s.kind === 'cp' ? score({ kind: 'cp', value: -s.value }) : t('win in {n}', { n: s.value });
      $('explain').textContent = t('The engine declines the draw (it sees {s} for itself).', { s: own });
    }
    page.afterChange();
  }
}

function recordEval(r) {
  const g = state.game;
  let cp = r.score.kind === 'cp' ? r.score.value : (r.score.kind === 'win' ? 1000 : -1000);
  cp = Math.max(-1000, Math.min(1000, cp));
  if (g.turn === 'blue') cp = -cp; // scores are from the side to move
  state.evals = state.evals.filter((e) => e.ply < g.ply);
  state.evals.push({ ply: g.ply, cp });
}

// Stopped during the engine's move: the best move of the last finished
// iteration.
function stopped(info) {
  if (info && info.move) {
    finishSearch('move', info);
  } else {
    // Not even depth 1 finished: the first legal move.
    const moves = state.game.legalMoves();
    if (moves.length) finishSearch('move', { move: moves[0].uci(), score: { kind: 'cp', value: 0 } });
  }
}

// ---- playing ----------------------------------------------------------------

function play(text) {
  const g = state.game;
  const mv = g.parseMove(text);
  const info = g.explain(mv);
  const short = g.short(mv);
  g.push(mv);
  state.shot = info.isCapture ? { from: squareIndex(info.backSquare), to: mv.to } : null;
  if (info.isCapture) {
    state.captures = state.captures.filter((c) => c.ply < g.ply);
    const no = Math.floor((g.ply - 1) / 2) + 1;
    state.captures.push({ ply: g.ply, text: `${no}${info.side === 'red' ? '.' : '…'} ${short}: ${info.text}` });
  }
  $('explain').textContent = `${Side(info.side)} ${short}: ${info.text}`;
  moveSound(info.isCapture);
  state.selected = null;
  state.hint = null;
  page.afterChange();
  return short;
}

function squareIndex(name) {
  return 'abcdefghi'.indexOf(name[0]) + 9 * (Number(name.slice(1)) - 1);
}

function onSquare(name) {
  const g = state.game;
  if (!page.humanToMove()) return;
  const sq = squareIndex(name);
  const moves = g.legalMoves();
  if (state.selected !== null) {
    const mv = moves.find((m) => m.from === state.selected && m.to === sq);
    if (mv) {
      if (state.jobKind === 'hint') cancelSearch();
      play(mv.uci());
      return;
    }
  }
  state.selected = moves.some((m) => m.from === sq) ? sq : null;
  render();
}

function resetAnnotations() {
  state.selected = null;
  state.hint = null;
  state.shot = null;
  state.evals = [];
  state.captures = [];
  $('explain').textContent = '';
}

// After undo (back to the human's move): the annotations of the moves
// taken back go.
function undone() {
  const g = state.game;
  state.evals = state.evals.filter((e) => e.ply <= g.ply);
  state.captures = state.captures.filter((c) => c.ply <= g.ply);
  state.selected = null;
  state.hint = null;
  state.shot = null;
  $('explain').textContent = '';
}

// ---- drawing ----------------------------------------------------------------

function showInfo(r) {
  const nps = r.nps ? ` · ${(r.nps / 1e6).toFixed(2)} M/s` : '';
  // The score is the searching side's: the side to move while it searches.
  const side = Side(state.game.turn);
  $('engine-info').textContent = `${t('depth {d}', { d: r.depth })} · ${side} ${score(r.score)} · ${t('{n} nodes', { n: r.nodes })}${nps} · ${r.pv.slice(0, 6).join(' ')}`;
}

function render() {
  const live = state.game;
  const g = page.shown(); // a past position while navigating the move list
  const past = g !== live;
  const hist = g.history;
  const last = hist.length ? hist[hist.length - 1] : null;
  let targets = [];
  if (state.selected !== null && !past) targets = g.legalMoves().filter((m) => m.from === state.selected).map((m) => m.to);
  let shot = past ? null : state.shot;
  if (past && last) {
    // The capture arrow of a past move: replay its explanation.
    const before = new Game(live.initialPosition, live.rules);
    try {
      for (const m of hist.slice(0, -1)) before.push(m);
      const info = before.explain(last);
      if (info.isCapture) shot = { from: info.backSquare, to: last.to };
    } finally {
      before.free();
    }
  }
  page.board.draw({
    pieces: g.pieces(),
    lastMove: last ? { from: last.from, to: last.to } : null,
    shot: last ? shot && { from: typeof shot.from === 'string' ? squareIndex(shot.from) : shot.from, to: shot.to } : null,
    selected: past ? null : state.selected,
    targets,
    hint: past ? null : state.hint,
  });
  const sc = g.scores;
  $('score-red').textContent = sc.red;
  $('score-blue').textContent = sc.blue;
  const r = g.rules;
  $('target-note').textContent = r.target ? t('first to {n}', { n: r.target }) : t('no target');
  $('current-position').textContent = g.position;
  if (document.activeElement !== $('position')) $('position').value = g.position;
  renderMoves(live.history);
  renderPlot();
  page.listItems('captures', state.captures);
  page.renderStatus(live, { words: WORDS });
}

function renderMoves(hist) {
  // Short notation needs each move's own position: replay from the start.
  const replay = new Game(state.game.initialPosition, state.game.rules);
  const entries = [];
  let ply;
  try {
    ply = replay.ply;
    for (const m of hist) {
      entries.push({ text: replay.short(m), data: m.uci() });
      replay.push(m);
    }
  } finally {
    replay.free();
  }
  page.renderMoves(entries, ply % 2 === 0 ? 'red' : 'blue', Math.floor(ply / 2) + 1, 'move');
}

function renderPlot() {
  const svg = $('plot');
  const W = 300;
  const H = 80;
  const n = Math.max(state.game.ply, 20);
  const x = (ply) => (ply / n) * W;
  const y = (cp) => H / 2 - (cp / 1000) * (H / 2 - 4);
  const pts = state.evals.map((e) => `${x(e.ply).toFixed(1)},${y(e.cp).toFixed(1)}`).join(' ');
  svg.innerHTML = `<line x1="0" y1="${H / 2}" x2="${W}" y2="${H / 2}" class="axis"/>`
    + (pts ? `<polyline points="${pts}" class="eval"/>` : '');
}

// ---- load / save ------------------------------------------------------------

function loadRecord(text) {
  page.ioError('');
  try {
    // the reader's messages in the page's language
    const games = readGames(text, rulesFromForm(), { language: lang });
    if (!games.length) throw new Error(t('the record holds no game'));
    for (const x of games.slice(1)) x.game.free();
    const { game, tags } = games[0];
    const r = game.rules;
    $('mover').value = r.mover;
    $('target').value = r.target;
    $('limit').value = r.limit;
    page.replaceGame(speak(game));
    $('explain').textContent = t('Loaded {red} – {blue}, {n} moves.', { red: tags.Red || '?', blue: tags.Blue || '?', n: game.history.length });
  } catch (e) {
    page.ioError(e.message);
  }
}

function recordText() {
  const engine = `cotoan level ${$('level').value}`;
  const names = { engine: state.human === 'red' ? { Red: 'You', Blue: engine } : { Red: engine, Blue: 'You' },
    hotseat: { Red: 'Red', Blue: 'Blue' }, watch: { Red: engine, Blue: engine } }[state.players];
  return state.game.record({ tags: { Event: 'Cờ toán in the browser', ...names } });
}

// ---- start ------------------------------------------------------------------

// The buttons of records (common.js's wireRecords(); the others are
// common.js's too).
function wire() {
  wireRecords({
    text: recordText, load: loadRecord, position: () => state.game.position, name: 'cotoan', ext: 'ctr',
  });
}

page.run({ init, Game, Board, wire });
