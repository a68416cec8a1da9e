// The page: a game against the engine.  The game itself lives in the
// library (a cotoan Game on this thread); the engine searches in a Web
// Worker (cotoan-worker.js) that is sent the game's initial position and moves.
import { init, Game, readGames, START_POSITION } from '../js/cotoan.js';
import { Board } from './cotoan-board.js';
import { $, Side, acceptsDraw, gamePage, pageState, wireRecords } from './common.js';

const WORDS = {
  'zero-captured': 'a 0 was captured',
  'score-target': 'a score reached the target',
  'move-limit': 'the ply limit was reached',
  'no-moves': 'the side to move had no legal move',
  resignation: 'resignation',
  agreement: 'draw agreed',
};

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
  newGame: (rules) => new Game(START_POSITION, rules),
  reset: resetAnnotations,
  undone,
  humanTurn: (g) => g.turn === state.human,
  forced: ['resignation', 'agreement'],
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
      $('explain').textContent = `Hint: ${g.short(m)} (${r.move}), ${r.score.text}`;
    }
    render();
  } else if (kind === 'draw') {
    // The offer is made on the human's turn, so the score is the human's.
    const s = r.score;
    if (acceptsDraw(s)) {
      g.agreeDraw();
      $('explain').textContent = 'The engine accepts the draw.';
    } else {
      const own = s.kind === 'cp' ? `+${(-s.value / 100).toFixed(2)}` : `a win in ${s.value}`;
      $('explain').textContent = `The engine declines the draw (it sees ${own} for itself).`;
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
  const nps = r.nps ? `${(r.nps / 1e6).toFixed(2)} M nodes/s` : '';
  // The score is the searching side's: the side to move while it searches.
  const side = Side(state.game.turn);
  $('engine-info').textContent = `depth ${r.depth} · ${side} ${r.score.text} · ${r.nodes} nodes · ${nps} · ${r.pv.slice(0, 6).join(' ')}`;
}

function render() {
  const g = state.game;
  const hist = g.history;
  const last = hist.length ? hist[hist.length - 1] : null;
  let targets = [];
  if (state.selected !== null) targets = g.legalMoves().filter((m) => m.from === state.selected).map((m) => m.to);
  page.board.draw({
    pieces: g.pieces(),
    lastMove: last ? { from: last.from, to: last.to } : null,
    shot: last ? state.shot : null,
    selected: state.selected,
    targets,
    hint: state.hint,
  });
  const sc = g.scores;
  $('score-red').textContent = sc.red;
  $('score-blue').textContent = sc.blue;
  const r = g.rules;
  $('target-note').textContent = r.target ? `first to ${r.target}` : 'no target';
  $('current-position').textContent = g.position;
  if (document.activeElement !== $('position')) $('position').value = g.position;
  renderMoves(hist);
  renderPlot();
  page.listItems('captures', state.captures);
  page.renderStatus(g, { words: WORDS });
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
    const games = readGames(text, rulesFromForm());
    if (!games.length) throw new Error('the record holds no game');
    for (const x of games.slice(1)) x.game.free();
    const { game, tags } = games[0];
    const r = game.rules;
    $('mover').value = r.mover;
    $('target').value = r.target;
    $('limit').value = r.limit;
    page.replaceGame(game);
    $('explain').textContent = `Loaded ${tags.Red || '?'} – ${tags.Blue || '?'}, ${game.history.length} moves.`;
  } catch (e) {
    page.ioError(e.message);
  }
}

function recordText() {
  const names = state.human === 'red' ? { Red: 'You', Blue: `cotoan level ${$('level').value}` }
    : { Red: `cotoan level ${$('level').value}`, Blue: 'You' };
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

page.run({ init, Game, Board, level: 5, wire });
