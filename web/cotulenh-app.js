// The Cờ tư lệnh page: a game against the engine (or the simple built-in
// player), two players on one device or the engine against itself; on
// a flag fall the game is adjudicated by points (T55).  The game lives in the library (a cotulenh Game on this
// thread); the opponent searches in a Web Worker (cotulenh-worker.js) that is
// sent the game's initial FEN and history, and answers with a complete
// turn (one move, or the steps of a deploy session).
import { init, Game, START_FEN, REDUCED_FEN, readGames } from '../js/cotulenh.js';
import {
  Board, squareIndex, moverChoices as stackMovers, moverMoves, moveTargets, chooserItems, drawLegend, pieceName,
} from './cotulenh-board.js';
import { simpleTurn } from './cotulenh-player.js';
import { $, Side, acceptsDraw, formatScore, gamePage, moveSound, pageState, wireRecords } from './common.js';
import { lang, t } from './i18n.js';

// Words of the page's language for the kinds of move and the endings.
const inLanguage = (words) => new Proxy(words, { get: (w, k) => (k in w ? t(w[k]) : undefined) });
// Scores are in tenths of a point (T52).
const score = (s) => formatScore(s, 10);

// The explanations in the page's language, when the binding offers it.
function speak(g) {
  if ('language' in g) {
    try { g.language = lang; } catch { /* English */ }
  }
  return g;
}

const KIND_WORDS = inLanguage({
  move: 'move', capture: 'capture (x): take its place', stay: 'stay capture (_): fire and stay',
  suicide: 'kamikaze (@): both destroyed', combine: 'combine (&) with your stack',
});
const WORDS = inLanguage({
  checkmate: 'checkmate',
  stalemate: 'stalemate',
  'halfmove-clock': '100 turns without a capture',
  repetition: 'threefold repetition',
  'naval-battle': 'the naval battle was lost',
  'air-battle': 'the air battle was lost',
  'land-battle': 'the land battle was lost',
  'battles-both': 'both sides lost a battle',
  'commander-lost': 'a commander was destroyed',
  resignation: 'resignation',
  agreement: 'draw agreed',
  adjudication: 'adjudicated by points',
});

const state = pageState({
  selected: null, // square index of the selected stack
  mover: null, // 'stack' or the letter of the piece that steps out
  pending: null, // {square, moves}: several kinds of move to one target
  hint: null,
  explain: [], // sentences of the last turn: [{text, kind}]
  seed: 1,
});

function rulesFromForm() {
  return { mode: $('mode').value, start: $('start').value };
}

// The page's machinery (common.js); what follows is Cờ tư lệnh's own.
const page = gamePage(state, {
  worker: new URL('./cotulenh-worker.js', import.meta.url),
  initial: (g) => g.initialFen,
  position: (g) => g.fen,
  job: (kind) => ({ player: kind === 'move' ? $('player').value : 'engine', seed: state.seed }),
  finish: finishSearch,
  // Stopped during the opponent's turn: the best turn of the last finished
  // iteration (or the simple player's turn).
  stopped: (info) => finishSearch('move', info || { turn: [] }),
  showInfo,
  render,
  rules: rulesFromForm,
  newGame: (rules) => speak(new Game(rules.start === 'reduced' ? REDUCED_FEN : START_FEN, rules)),
  // The position after the first k turns of the move list.
  replay: (k) => {
    const g = new Game(state.game.initialFen, state.game.rules);
    const turns = state.game.historyText('lan').split(' ').filter(Boolean).slice(0, k);
    if (turns.length) g.play(turns.join(' '));
    return g;
  },
  // A flag fall: the library ends the game by points (T55).
  flag: () => {
    try {
      if (!state.game.isOver()) state.game.adjudicate();
    } catch (e) {
      state.explain = [{ text: e.message, kind: 'error' }];
    }
  },
  reset: resetAnnotations,
  undone: () => {
    clearSelection();
    state.explain = [];
  },
  // Undo goes back to the start of the human's last turn.
  humanTurn: (g, isHuman) => isHuman(g.turn) && g.session === null,
  forced: ['resignation', 'agreement', 'adjudication'],
  sideChanged: clearSelection,
  typed: (text) => playHuman(text === '|' ? '|' : state.game.parseMove(text)),
  say: (text, kind) => {
    state.explain = [{ text, kind }];
    render();
  },
  onSquare,
});
const cancelSearch = () => page.cancel();

function finishSearch(kind, r) {
  const g = state.game;
  if (kind === 'move') {
    const turn = r.turn && r.turn.length ? r.turn : simpleTurn(g, state.seed + g.history.length);
    playTurn(turn);
  } else if (kind === 'hint') {
    if (r.turn && r.turn.length) {
      const m = g.parseMove(r.turn[0]);
      state.hint = { from: m.from, to: m.to };
      state.explain = [{ text: `${t('Hint: {m}', { m: r.turnText })}${r.score ? ` (${score(r.score)})` : ''}`, kind: 'hint' }];
    }
    render();
  } else if (kind === 'draw') {
    // Asked on the human's turn, the score is the human's.
    const s = r.score;
    if (acceptsDraw(s)) {
      g.agreeDraw();
      state.explain = [{ text: t('The engine accepts the draw.'), kind: 'note' }];
    } else {
      const own = s.kind === 'cp' ? score({ kind: 'cp', value: -s.value }) : t('win in {n}', { n: s.value });
      state.explain = [{ text: t('The engine declines the draw (it sees {s} for itself).', { s: own }), kind: 'note' }];
    }
    page.afterChange();
  }
}

// ---- playing ----------------------------------------------------------------

// Play one step (a Move or LAN/SAN text or "|"); its sentence goes to the
// explanation list.
function playStep(mv) {
  const g = state.game;
  const side = g.turn;
  state.explain = state.explain.filter((e) => !['note', 'error', 'hint'].includes(e.kind));
  if (mv === '|' || mv?.isEnd) {
    g.endDeploy();
    state.explain.push({ text: t('{side} ends the deploy session.', { side: Side(side) }), kind: 'end' });
    return;
  }
  const m = typeof mv === 'string' ? g.parseMove(mv) : mv;
  const info = g.explain(m);
  const san = g.san(m);
  g.push(m);
  moveSound(info.kind !== 'move' && info.kind !== 'combine');
  state.explain.push({ text: `${san}: ${info.text}`, kind: info.kind });
}

// The opponent's turn; its sentences follow those of the human's turn.
function playTurn(steps) {
  for (const s of steps) {
    if (state.game.isOver()) break;
    playStep(s);
  }
  clearSelection();
  page.afterChange();
}

function clearSelection() {
  state.selected = null;
  state.mover = null;
  state.pending = null;
  state.hint = null;
}

// The human's step; inside a deploy session the origin stays selected.
function playHuman(m) {
  const g = state.game;
  if (state.jobKind === 'hint') cancelSearch();
  const fresh = g.session === null;
  if (fresh) state.explain = [];
  playStep(m);
  clearSelection();
  const s = g.session;
  if (s && page.isHuman(g.turn)) {
    state.selected = squareIndex(s.origin);
    state.mover = s.mayStep[0] || null;
  }
  page.afterChange();
}

// The movers of a stack (tl-board.js).
const moverChoices = (sq) => stackMovers(state.game, sq);

function selectedMoves() {
  if (state.selected === null) return [];
  return moverMoves(moverChoices(state.selected).moves, state.mover);
}

function onSquare(name) {
  const g = state.game;
  if (!page.humanToMove()) return;
  const sq = squareIndex(name);
  const session = g.session;
  state.pending = null;
  if (state.selected !== null) {
    const to = selectedMoves().filter((m) => m.to === sq);
    if (to.length === 1) {
      playHuman(to[0]);
      return;
    }
    if (to.length > 1) {
      state.pending = { square: sq, moves: to };
      render();
      return;
    }
    if (sq === state.selected && !session) {
      clearSelection();
      render();
      return;
    }
  }
  if (session && sq !== squareIndex(session.origin)) {
    state.explain = [{ text: t('Finish the deploy session on {sq} first (or end it).', { sq: session.origin }), kind: 'note' }];
    render();
    return;
  }
  const { choices } = moverChoices(sq);
  if (choices.length) {
    state.selected = sq;
    state.mover = choices[0];
  } else {
    state.selected = null;
    state.mover = null;
  }
  render();
}

function endDeploy() {
  if (!page.humanToMove() || !state.game.session) return;
  try {
    playHuman('|');
  } catch (e) {
    state.explain = [{ text: e.message, kind: 'error' }];
    render();
  }
}

function resetAnnotations() {
  state.seed = state.gameId * 7919;
  clearSelection();
  state.explain = [];
}

// ---- drawing ----------------------------------------------------------------

function showInfo(r) {
  if (!r.score) {
    $('engine-info').textContent = `${t('simple player')}: ${r.turnText}`;
    return;
  }
  const side = Side(state.game.turn);
  const nps = r.nps ? ` · ${(r.nps / 1e6).toFixed(2)} M/s` : '';
  $('engine-info').textContent = `${t('depth {d}', { d: r.depth })} · ${side} ${score(r.score)} · ${t('{n} nodes', { n: r.nodes })}${nps} · ${r.turnText} · ${r.pv.slice(0, 6).join(' ')}`;
}

function commanderSquare(stacks, side) {
  for (const [name, st] of Object.entries(stacks)) {
    if (st.side === side && st.pieces.some((p) => p.type === 'C')) return squareIndex(name);
  }
  return null;
}

function render() {
  const live = state.game;
  const g = page.shown(); // a past position while navigating the move list
  const past = g !== live;
  const stacks = g.stacks();
  const hist = g.history;
  const last = hist.length ? hist[hist.length - 1] : null;
  const session = live.session;
  const inCheck = !g.isOver() && g.inCheck();
  const rings = {};
  if ($('rings-red').checked) rings.red = g.airDefence('red');
  if ($('rings-blue').checked) rings.blue = g.airDefence('blue');
  page.board.draw({
    stacks,
    lastMove: last && !last.isEnd ? { from: last.from, to: last.to, capture: last.isCapture } : null,
    selected: past ? null : state.selected,
    // the targets of the selected mover, with every kind of move to each
    targets: moveTargets(past ? [] : selectedMoves()),
    rings,
    check: inCheck ? commanderSquare(stacks, g.turn) : null,
    hint: past ? null : state.hint,
  });
  const pts = g.points;
  $('points-red').textContent = pts.red;
  $('points-blue').textContent = pts.blue;
  const lost = ['red', 'blue'].map((s) => [s, g.battlesLost(s)]).filter(([, l]) => l.length);
  $('battles').textContent = lost.length
    ? lost.map(([s, l]) => t('{side} lost: {list}', { side: Side(s), list: l.map((b) => t(b)).join(', ') })).join(' · ')
    : t(g.rules.mode === 'battles' ? 'battles mode' : 'total war');
  $('current-position').textContent = g.fen;
  if (document.activeElement !== $('position')) $('position').value = g.fen;
  renderChooser();
  renderSession(session);
  renderMoves();
  page.listItems('explain', state.explain, (e) => `kind-${e.kind}`);
  const liveCheck = !live.isOver() && live.inCheck();
  page.renderStatus(live, {
    words: WORDS,
    thinker: t($('player').value === 'simple' ? 'simple player' : 'engine'),
    note: session ? t(', deploying from {sq}', { sq: session.origin }) : '',
    check: liveCheck ? t(' Check!') : '',
  });
  document.body.dataset.check = liveCheck ? 'yes' : 'no';
  const level = $('level').selectedOptions[0]?.textContent || $('level').value;
  $('opponent-note').textContent = state.players === 'hotseat' ? t('Two players on this device.')
    : state.players === 'watch' ? t('Engine against engine at level {l}.', { l: level })
      : $('player').value === 'simple'
        ? t('Opponent: the simple built-in player (greedy captures, else random moves), not the engine.')
        : t('Opponent: the libcotulenh engine at level {l}.', { l: level });
}

// Under the board: what of the selected stack moves, or which kind of
// move to a target that has several.
const CHOOSER_WORDS = {
  get which() { return t('Which move?'); },
  get what() { return t('Move:'); },
  kind: (k) => KIND_WORDS[k],
  stack: (text) => t('whole stack {s}', { s: text }),
  alone: (c) => t('{p} alone', { p: `${c} (${pieceName(c)})` }),
};

function renderChooser() {
  $('choose').replaceChildren(...chooserItems(state.game, state, CHOOSER_WORDS, playHuman, (c) => {
    state.mover = c;
    state.pending = null;
    render();
  }));
}

function renderSession(s) {
  const mine = s && page.humanToMove();
  $('end-deploy').disabled = !(mine && s.mayEnd);
  $('session-note').textContent = s
    ? t('Deploy session on {sq}: {list} may still step out{more}.', {
      sq: s.origin, list: s.mayStep.join(', ') || t('nothing'), more: s.mayEnd ? '' : t(' (it may not end yet)'),
    })
    : '';
}

// The move list: one entry per turn record (T49), numbered by fullmove.
function renderMoves() {
  const g = state.game;
  const san = g.historyText('san').split(' ').filter(Boolean);
  const lan = g.historyText('lan').split(' ').filter(Boolean);
  const first = new Game(g.initialFen, g.rules);
  const side = first.turn;
  const no = first.fullmove;
  first.free();
  page.renderMoves(san.map((rec, i) => ({ text: rec, data: lan[i] })), side, no, 'turn');
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
    $('mode').value = game.rules.mode;
    $('start').value = game.rules.start;
    page.replaceGame(speak(game));
    const turns = game.historyText().split(' ').filter(Boolean).length;
    state.explain = [{ text: t('Loaded {red} – {blue}, {n} turns.', { red: tags.Red || '?', blue: tags.Blue || '?', n: turns }), kind: 'move' }];
    render();
  } catch (e) {
    page.ioError(e.message);
  }
}

function recordText() {
  const other = $('player').value === 'simple' ? 'simple player' : `cotulenh level ${$('level').value}`;
  const engine = `cotulenh level ${$('level').value}`;
  const names = { engine: state.human === 'red' ? { Red: 'You', Blue: other } : { Red: other, Blue: 'You' },
    hotseat: { Red: 'Red', Blue: 'Blue' }, watch: { Red: engine, Blue: engine } }[state.players];
  return state.game.record({ tags: { Event: 'Cờ tư lệnh in the browser', ...names } });
}

// ---- start ------------------------------------------------------------------

// The controls of Cờ tư lệnh alone (the others are common.js's).
function wire() {
  $('end-deploy').onclick = endDeploy;
  $('rings-red').onchange = render;
  $('rings-blue').onchange = render;
  $('player').onchange = render;
  $('level').onchange = render;
  drawLegend($('legend'));
  wireRecords({
    text: recordText, load: loadRecord, position: () => state.game.fen, name: 'cotulenh', ext: 'tlr',
  });
}

page.run({ init, Game, Board, wire, first: (rules) => speak(new Game(START_FEN, rules)) });
