// The page: a game against the engine.  The game itself lives in the
// library (a cotoan Game on this thread); the engine searches in a Web
// Worker (worker.js) that is sent the game's initial position and moves.
import { init, Game, readGames, START_POSITION } from '../js/cotoan.js';
import { Board } from './board.js';
import { searchRunner } from './search-runner.js';

const $ = (id) => document.getElementById(id);
const WORDS = {
  'zero-captured': 'a 0 was captured',
  'score-target': 'a score reached the target',
  'move-limit': 'the ply limit was reached',
  'no-moves': 'the side to move had no legal move',
  resignation: 'resignation',
  agreement: 'draw agreed',
};

const state = {
  game: null,
  human: 'red',
  selected: null, // square index of the selected piece
  hint: null,
  shot: null, // capture arrow of the last move
  evals: [], // [{ply, cp}] engine scores from Red's view
  captures: [],
  worker: null,
  gameId: 0, // changes with every new or loaded game (the engine forgets)
  job: 0, // id of the running search, 0 when none
  jobKind: null,
  lastInfo: null,
};

let board;

function rulesFromForm() {
  const num = (id, lo, hi, dflt) => {
    const v = Number($(id).value);
    return Number.isInteger(v) && v >= lo && v <= hi ? v : dflt;
  };
  return { mover: $('mover').value, target: num('target', 0, 1000, 15), limit: num('limit', 0, 1000000, 240) };
}

function engineSide() {
  return state.human === 'red' ? 'blue' : 'red';
}

// ---- the worker -------------------------------------------------------------

const runner = searchRunner(state, new URL('./worker.js', import.meta.url), {
  info: (msg) => showInfo(msg),
  done: (kind, msg) => finishSearch(kind, msg),
  error: (message) => setStatus(`engine error: ${message}`),
  busy: (b) => { $('stop').disabled = !b; },
});
const cancelSearch = () => runner.cancel();

function search(kind, extra = {}) {
  const g = state.game;
  runner.start(kind, {
    game: state.gameId,
    initial: g.initialPosition,
    moves: g.history.map(String),
    rules: g.rules,
    level: kind === 'hint' ? 10 : Number($('level').value),
    time: Number($('time').value),
    ...extra,
  });
  render();
}

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
    // The offer is made on the human's turn, so the score is the human's:
    // the engine accepts unless it thinks itself better by a quarter point.
    const s = r.score;
    const accept = s.kind === 'win' || (s.kind === 'cp' && s.value >= -25);
    if (accept) {
      g.agreeDraw();
      $('explain').textContent = 'The engine accepts the draw.';
    } else {
      const own = s.kind === 'cp' ? `+${(-s.value / 100).toFixed(2)}` : `a win in ${s.value}`;
      $('explain').textContent = `The engine declines the draw (it sees ${own} for itself).`;
    }
    afterChange();
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

// Stop: end the search now and, for the engine's move, play the best move
// of the last finished iteration.
function stop() {
  const kind = state.jobKind;
  const info = state.lastInfo;
  cancelSearch();
  if (kind === 'move') {
    if (info && info.move) {
      finishSearch('move', info);
    } else {
      // Not even depth 1 finished: the first legal move.
      const moves = state.game.legalMoves();
      if (moves.length) finishSearch('move', { move: moves[0].uci(), score: { kind: 'cp', value: 0 } });
    }
  }
  render();
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
  $('explain').textContent = `${info.side === 'red' ? 'Red' : 'Blue'} ${short}: ${info.text}`;
  state.selected = null;
  state.hint = null;
  afterChange();
  return short;
}

function squareIndex(name) {
  return 'abcdefghi'.indexOf(name[0]) + 9 * (Number(name.slice(1)) - 1);
}

// After any change of the game: draw, and start the engine if it is its turn.
function afterChange() {
  render();
  const g = state.game;
  if (!g.isOver() && g.turn === engineSide() && !state.job) search('move');
}

function humanToMove() {
  const g = state.game;
  return !g.isOver() && g.turn === state.human && state.jobKind !== 'move';
}

function onSquare(name) {
  const g = state.game;
  if (!humanToMove()) return;
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

function onTypedMove(ev) {
  ev.preventDefault();
  const input = $('move-input');
  const text = input.value.trim();
  if (!text) return;
  if (!humanToMove()) {
    $('explain').textContent = state.game.isOver() ? 'The game is over.' : 'Wait for the engine.';
    return;
  }
  try {
    if (state.jobKind === 'hint') cancelSearch();
    play(text);
    input.value = '';
  } catch (e) {
    $('explain').textContent = e.message;
  }
}

function newGame(position) {
  cancelSearch();
  state.game?.free();
  state.game = new Game(position ?? START_POSITION, rulesFromForm());
  resetAnnotations();
  afterChange();
}

function resetAnnotations() {
  state.gameId += 1;
  state.selected = null;
  state.hint = null;
  state.shot = null;
  state.evals = [];
  state.captures = [];
  $('explain').textContent = '';
  $('engine-info').textContent = '';
}

function undo() {
  const g = state.game;
  cancelSearch();
  // A resignation or draw agreement is withdrawn; otherwise take back the
  // engine's reply and the human's move, so that the human is to move.
  const t = g.outcome()?.termination;
  if (t === 'resignation' || t === 'agreement') {
    g.undo();
  } else if (g.history.length) {
    g.pop();
    while (g.history.length && g.turn !== state.human) g.pop();
  }
  state.evals = state.evals.filter((e) => e.ply <= g.ply);
  state.captures = state.captures.filter((c) => c.ply <= g.ply);
  state.selected = null;
  state.hint = null;
  state.shot = null;
  $('explain').textContent = '';
  afterChange();
}

function setSide() {
  state.human = $('side').value;
  board.flip = state.human === 'blue';
  if (state.jobKind === 'move') cancelSearch();
  afterChange();
}

// ---- drawing ----------------------------------------------------------------

function setStatus(text) {
  $('status').textContent = text;
}

function showInfo(r) {
  const nps = r.nps ? `${(r.nps / 1e6).toFixed(2)} M nodes/s` : '';
  // The score is the searching side's: the side to move while it searches.
  const side = state.game.turn === 'red' ? 'Red' : 'Blue';
  $('engine-info').textContent = `depth ${r.depth} · ${side} ${r.score.text} · ${r.nodes} nodes · ${nps} · ${r.pv.slice(0, 6).join(' ')}`;
}

function render() {
  const g = state.game;
  const hist = g.history;
  const last = hist.length ? hist[hist.length - 1] : null;
  let targets = [];
  if (state.selected !== null) targets = g.legalMoves().filter((m) => m.from === state.selected).map((m) => m.to);
  board.draw({
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
  $('captures').replaceChildren(...state.captures.map((c) => {
    const li = document.createElement('li');
    li.textContent = c.text;
    return li;
  }));
  const out = g.outcome();
  if (out) {
    const who = out.winner ? `${out.winner === 'red' ? 'Red' : 'Blue'} wins` : 'Draw';
    const text = `${who} (${out.result}): ${WORDS[out.termination] || out.reason}.`;
    $('result').textContent = text;
    setStatus(`Game over. ${text}`);
  } else {
    $('result').textContent = '';
    const side = g.turn === 'red' ? 'Red' : 'Blue';
    if (state.jobKind === 'move') setStatus(`${side} (engine) is thinking…`);
    else if (state.jobKind === 'hint') setStatus('Looking for a hint…');
    else if (state.jobKind === 'draw') setStatus('The engine considers your draw offer…');
    else setStatus(`${side} to move${g.turn === state.human ? ' (you)' : ''}.`);
  }
  document.body.dataset.state = out ? 'over' : state.job ? 'thinking' : 'ready';
  for (const id of ['undo', 'resign', 'draw', 'hint']) $(id).disabled = Boolean(out) && id !== 'undo';
}

function renderMoves(hist) {
  // Short notation needs each move's own position: replay from the start.
  const replay = new Game(state.game.initialPosition, state.game.rules);
  const items = [];
  try {
    const startPly = replay.ply;
    let li = null;
    hist.forEach((m, i) => {
      const ply = startPly + i;
      if (!li || ply % 2 === 0) {
        li = document.createElement('li');
        li.value = Math.floor(ply / 2) + 1;
        items.push(li);
        if (ply % 2 === 1) li.append(span('…', ''));
      }
      li.append(span(replay.short(m), m.uci()));
      replay.push(m);
    });
  } finally {
    replay.free();
  }
  $('moves').replaceChildren(...items);
  const list = $('moves');
  list.scrollTop = list.scrollHeight;
}

function span(text, uci) {
  const s = document.createElement('span');
  s.textContent = text;
  if (uci) {
    s.dataset.move = uci;
    s.className = 'move';
  }
  return s;
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

function ioError(text) {
  $('io-error').textContent = text;
}

function loadPosition() {
  ioError('');
  try {
    const g = new Game($('position').value.trim(), rulesFromForm());
    cancelSearch();
    state.game.free();
    state.game = g;
    resetAnnotations();
    afterChange();
  } catch (e) {
    ioError(e.message);
  }
}

function loadRecord(text) {
  ioError('');
  try {
    const games = readGames(text, rulesFromForm());
    if (!games.length) throw new Error('the record holds no game');
    for (const x of games.slice(1)) x.game.free();
    const { game, tags } = games[0];
    cancelSearch();
    state.game.free();
    state.game = game;
    resetAnnotations();
    const r = game.rules;
    $('mover').value = r.mover;
    $('target').value = r.target;
    $('limit').value = r.limit;
    $('explain').textContent = `Loaded ${tags.Red || '?'} – ${tags.Blue || '?'}, ${game.history.length} moves.`;
    afterChange();
  } catch (e) {
    ioError(e.message);
  }
}

function recordText() {
  const names = state.human === 'red' ? { Red: 'You', Blue: `cotoan level ${$('level').value}` }
    : { Red: `cotoan level ${$('level').value}`, Blue: 'You' };
  return state.game.record({ tags: { Event: 'Cờ toán in the browser', ...names } });
}

// Offer text as a file to download.
function download(text, name) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

function saveRecord() {
  const text = recordText();
  $('record').value = text;
  download(text, 'cotoan-game.ctr');
}

// ---- start ------------------------------------------------------------------

async function main() {
  await init();
  for (let l = 1; l <= 10; l++) $('level').append(new Option(String(l), String(l), l === 5, l === 5));
  board = new Board($('board'), onSquare);
  runner.fresh();
  $('new').onclick = () => newGame();
  $('undo').onclick = undo;
  $('hint').onclick = () => { if (humanToMove() && !state.job) search('hint'); };
  $('stop').onclick = stop;
  $('resign').onclick = () => {
    if (state.game.isOver()) return;
    cancelSearch();
    state.game.resign(state.human);
    afterChange();
  };
  $('draw').onclick = () => { if (humanToMove() && !state.job) search('draw', { time: 300 }); };
  $('side').onchange = setSide;
  $('move-form').onsubmit = onTypedMove;
  $('load-position').onclick = loadPosition;
  $('copy-position').onclick = () => navigator.clipboard?.writeText(state.game.position).catch(() => {});
  $('show-record').onclick = () => { $('record').value = recordText(); };
  $('load-record').onclick = () => loadRecord($('record').value);
  $('save-record').onclick = saveRecord;
  $('save-position').onclick = () => download(`${state.game.position}\n`, 'cotoan-position.txt');
  $('record-file').onchange = async (ev) => {
    const f = ev.target.files[0];
    if (f) {
      const text = await f.text();
      $('record').value = text;
      loadRecord(text);
    }
  };
  state.game = new Game(START_POSITION, rulesFromForm());
  afterChange();
}

main().catch((e) => setStatus(`Cannot start: ${e.message}`));
