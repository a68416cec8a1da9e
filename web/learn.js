// The lesson page (learn.html?game=cotoan|cotulenh&lesson=ID&lang=vi|en):
// one lesson at a time, its text and task, a board where the learner (Red)
// makes the move asked for.  The game's library (../js/cotoan.js or
// ../js/cotulenh.js, the same package the play pages use) holds the
// position, lists the legal moves and resolves each move (the page's
// sentences are made from that resolution); learn-goal.js tells whether a
// legal move is the one the lesson asks for.  Moves by clicks or by drag
// and drop (the board's own, svg.js).  Progress (the lessons done) is kept in localStorage under
// co-learn:GAME.
import { pickLanguage } from './i18n.js';
import { translator } from './learn-words.js';
import { meetsGoal, isEnd } from './learn-goal.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const KIND = params.get('game') === 'cotulenh' ? 'cotulenh' : 'cotoan';
const TL = KIND === 'cotulenh';
const lang = pickLanguage(location.search, navigator.languages);
const t = translator(lang);
const say = (text) => text[lang] ?? text.en;

const [lib, boards, data] = await Promise.all(TL
  ? [import('../js/cotulenh.js'), import('./cotulenh-board.js'), import('./learn-cotulenh.js')]
  : [import('../js/cotoan.js'), import('./cotoan-board.js'), import('./learn-cotoan.js')]);
const { LESSONS, SUMMARY, LEGEND } = data;
const squareIndex = boards.squareIndex ?? ((name) => lib.squareIndex(name));
const squareName = boards.squareName ?? ((sq) => lib.squareName(sq));

const STORE = `co-learn:${KIND}`;
const state = {
  index: 0,
  game: null,
  step: 0,
  selected: null, // square index
  mover: null, // Cờ tư lệnh: 'stack' or a piece letter
  pending: null, // Cờ tư lệnh: {square, moves} when several kinds reach a square
  last: null, // {from, to, capture}
  feedback: { kind: '', text: '', hint: '', said: '' },
  done: loadDone(),
};

function loadDone() {
  try {
    const ids = JSON.parse(localStorage.getItem(STORE) || '[]');
    return new Set(Array.isArray(ids) ? ids.filter((id) => LESSONS.some((l) => l.id === id)) : []);
  } catch {
    return new Set();
  }
}

function saveDone() {
  try {
    localStorage.setItem(STORE, JSON.stringify([...state.done]));
  } catch {
    // Private windows may refuse storage: progress then lasts for the visit.
  }
}

const lesson = () => LESSONS[state.index];
const step = () => lesson().steps[state.step] ?? null;
const finished = () => state.step >= lesson().steps.length;
const taskText = () => say(step()?.task ?? lesson().task);

// ---- the words of the page --------------------------------------------------

function applyWords() {
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  document.title = `${t('learn')} ${t(KIND)} · ${lang === 'vi' ? 'Learn' : 'Học chơi'}`;
  $('game-name').textContent = t(KIND);
  const sw = $('lang');
  const u = new URL(location.href);
  u.searchParams.set('lang', lang === 'vi' ? 'en' : 'vi');
  sw.href = u.href;
  sw.textContent = t('switch');
  sw.hreflang = lang === 'vi' ? 'en' : 'vi';
  for (const g of ['cotoan', 'cotulenh']) {
    const a = $(`game-${g}`);
    a.href = `learn.html?game=${g}&lang=${lang}`;
    if (g === KIND) a.setAttribute('aria-current', 'page');
  }
  $('play-link').href = `${TL ? 'cotulenh.html' : 'index.html'}?lang=${lang}`;
  if (TL) document.body.classList.add('tl-page');
  $('rules-list').replaceChildren(...SUMMARY[lang].map((s) => {
    const li = document.createElement('li');
    li.textContent = s;
    return li;
  }));
}

// A piece of the legend, drawn by the game's own board module: one point
// of a board drawn off-screen with that piece alone, cut out as its own SVG.
function pieceIcon(piece) {
  const host = document.createElement('div');
  const b = new boards.Board(host, () => {});
  const square = TL ? 'f6' : 'e6';
  if (TL) {
    const type = piece;
    b.draw({ stacks: { [square]: { side: 'red', text: type, pieces: [{ type, heroic: false, symbol: type }] } } });
  } else {
    b.draw({ pieces: [{ square, side: 'red', value: Number(piece[0]) }] });
  }
  const g = b.svg.querySelector(`[data-square="${square}"]`);
  const [x, y] = b.xy(squareIndex(square));
  const svg = b.svg.cloneNode(false);
  const [x0, y0] = TL ? [x - 0.5, y - 0.5] : [x, y];
  svg.setAttribute('viewBox', `${x0} ${y0} 1 1`);
  svg.setAttribute('aria-hidden', 'true');
  svg.removeAttribute('role');
  svg.appendChild(g.cloneNode(true));
  return svg;
}

function fillLegend() {
  const rows = LEGEND.map((p) => {
    const tr = document.createElement('tr');
    tr.dataset.piece = p.piece;
    const icon = document.createElement('td');
    try {
      icon.appendChild(pieceIcon(p.piece));
    } catch {
      icon.textContent = p.piece;
    }
    const name = document.createElement('td');
    name.className = 'letter-name';
    name.textContent = p.piece;
    const what = document.createElement('td');
    what.textContent = p[lang];
    tr.append(icon, name, what);
    return tr;
  });
  $('legend-table').tBodies[0].replaceChildren(...rows);
}

// ---- lessons ----------------------------------------------------------------

function openLesson(index) {
  state.index = Math.max(0, Math.min(LESSONS.length - 1, index));
  if (state.game) state.game.free();
  const l = lesson();
  state.game = new lib.Game(l.position, l.rules ?? null);
  state.step = 0;
  state.last = null;
  clearSelection();
  feedback('');
  const u = new URL(location.href);
  u.searchParams.set('lesson', l.id);
  history.replaceState(null, '', u.href);
  $('lang').href = (() => {
    const v = new URL(u.href);
    v.searchParams.set('lang', lang === 'vi' ? 'en' : 'vi');
    return v.href;
  })();
  render();
}

function clearSelection() {
  state.selected = null;
  state.mover = null;
  state.pending = null;
}

function feedback(kind, text = '', hint = '', said = '') {
  state.feedback = { kind, text, hint, said };
}

// ---- moves ------------------------------------------------------------------

// Cờ tư lệnh: the movers of a stack and their moves (cotulenh-board.js).
const tlChoices = (sq) => boards.moverChoices(state.game, sq);
const tlMoves = () => (state.selected === null ? [] : boards.moverMoves(tlChoices(state.selected).moves, state.mover));

/** The legal moves of the selection (both games). */
function selectedMoves() {
  if (state.selected === null) return [];
  if (TL) return tlMoves();
  return state.game.legalMoves().filter((m) => m.from === state.selected);
}

const capital = (w) => w.charAt(0).toUpperCase() + w.slice(1);
// "xe tăng Đỏ", "Red tank".
const pieceName = (p) => (lang === 'vi' ? `${say(data.NAMES[p.type])} ${t(p.side)}` : `${t(p.side)} ${say(data.NAMES[p.type])}`);

/** What `move` does, in the page's language, from the library's
 *  resolution of it (moveInfo() in the current position). */
function explainMove(move) {
  if (isEnd(move)) return '';
  const info = state.game.moveInfo(move);
  if (!TL) {
    if (!info.isCapture) return t('slide', { v: info.value, from: info.fromSquare, to: info.toSquare });
    const { a, b } = info;
    const units = (x) => (x >= 10 ? `${x} → ${x % 10}` : `${x}`);
    const div = `${a} ${lang === 'vi' ? ':' : '÷'} ${b} = ${Math.floor(a / b)}${a % b ? ` ${t('remainder')} ${a % b}` : ''}`;
    const ops = {
      add: `${a} + ${b} = ${units(a + b)}`,
      sub: `${a} − ${b} = ${a - b}`,
      mul: `${a} × ${b} = ${units(a * b)}`,
      quotient: div,
      remainder: div,
    };
    const said = [...new Set(info.operations.map((o) => ops[o]))].join(', ');
    return t('shot', { ops: said, d: info.distance, v: info.value, c: info.capturedValue, to: info.toSquare });
  }
  const parts = [t(`tl_${info.kind}`, {
    piece: capital(info.movers.map(pieceName).join(' + ')), from: info.fromSquare, to: info.toSquare,
  })];
  if (info.destroyed.length) parts.push(t('tl_destroyed', { list: info.destroyed.map((x) => `${pieceName(x.piece)} (${x.square})`).join(', ') }));
  if (info.promoted.length) parts.push(t('tl_promoted', { list: capital(info.promoted.map((x) => pieceName(x.piece)).join(', ')) }));
  if (info.check) parts.push(t('tl_check'));
  return `${parts.join('; ')}.`;
}

/** The learner made `move` (legal: one of the library's legal moves, or
 *  '|' when the library allows ending the session). */
function attempt(move) {
  const g = state.game;
  const s = step();
  const said = explainMove(move);
  if (!meetsGoal(KIND, g, move, s.goal)) {
    const text = isEnd(move) ? t('endDeploy') : TL ? g.san(move) : g.short(move);
    feedback('wrong', t('notAsked', { move: text }), say(s.hint), said);
    if (!g.session) clearSelection();
    render();
    return;
  }
  const played = isEnd(move) ? g.endDeploy() : g.push(move);
  state.last = isEnd(move) ? state.last : { from: played.from, to: played.to, capture: played.isCapture };
  state.step += 1;
  clearSelection();
  if (finished()) {
    state.done.add(lesson().id);
    saveDone();
    feedback('ok', state.done.size === LESSONS.length ? t('allDone') : t('done'), '', said);
  } else {
    feedback('ok', t('stepDone', { task: taskText() }), '', said);
    const session = TL ? g.session : null;
    if (session) selectSquare(squareIndex(session.origin));
  }
  render();
}

/** An illegal try from the selection to `sq`: the library's word on it. */
function illegal(sq) {
  const g = state.game;
  const from = squareName(state.selected);
  let text = `${from}${squareName(sq)}`;
  let detail = '';
  if (TL) {
    const st = g.stackAt(state.selected);
    const piece = state.mover === 'stack' || !state.mover
      ? (st.pieces.length > 1 ? `(${st.pieces.map((p) => p.type).join('')})` : st.pieces[0].type)
      : state.mover;
    text = `${piece}${from}${g.stackAt(sq) ? 'x' : ''}${squareName(sq)}`;
  }
  try {
    g.parseMove(text);
  } catch (e) {
    detail = e.detail || e.message || '';
  }
  feedback('illegal', t('illegal', { move: text }), lang === 'en' && detail ? detail : say(step().hint));
  clearSelection();
}

function selectSquare(sq) {
  const g = state.game;
  if (TL) {
    const { choices } = tlChoices(sq);
    if (!choices.length) return false;
    state.selected = sq;
    state.mover = choices[0];
    return true;
  }
  const p = g.pieceAt(sq);
  if (!p || p.side !== g.turn || p.value === 0) return false;
  state.selected = sq;
  return true;
}

function onSquare(name) {
  if (!state.game || finished()) {
    if (state.game) feedback('note', t('doneBefore'));
    render();
    return;
  }
  const g = state.game;
  const sq = squareIndex(name);
  state.pending = null;
  const session = TL ? g.session : null;
  if (state.selected !== null) {
    const to = selectedMoves().filter((m) => m.to === sq);
    if (to.length === 1) {
      attempt(to[0]);
      return;
    }
    if (to.length > 1) {
      state.pending = { square: sq, moves: to };
      render();
      return;
    }
    if (sq === state.selected) {
      if (!session) clearSelection();
      render();
      return;
    }
    if (!session && selectSquare(sq)) {
      render();
      return;
    }
    illegal(sq);
    if (session) selectSquare(squareIndex(session.origin));
    render();
    return;
  }
  if (session && sq !== squareIndex(session.origin)) {
    feedback('note', t('finishSession', { origin: session.origin }));
    render();
    return;
  }
  if (!selectSquare(sq)) {
    const own = TL ? g.stackAt(sq)?.side === g.turn : g.pieceAt(sq)?.side === g.turn;
    const zero = !TL && own && g.pieceAt(sq).value === 0;
    feedback('note', zero ? t('zeroStays') : own ? t('noMoves') : t('pickPiece'));
  }
  render();
}

// A typed move (either notation of the game; Cờ tư lệnh: '|' ends a deploy
// session): the library reads it and says whether it is legal here.
function typed(text) {
  const g = state.game;
  text = text.trim();
  if (!text) return;
  if (finished()) {
    feedback('note', t('doneBefore'));
  } else if (TL && text === '|') {
    if (g.session?.mayEnd) {
      attempt('|');
      return;
    }
    feedback('illegal', t('illegal', { move: text }), say(step().hint));
  } else {
    let move = null;
    let detail = '';
    try {
      move = g.parseMove(text);
    } catch (e) {
      detail = e.detail || e.message || '';
    }
    const legal = move && g.legalMoves().find((m) => m.equals(move));
    if (legal) {
      clearSelection();
      attempt(legal);
      return;
    }
    feedback('illegal', t('illegal', { move: text }), lang === 'en' && detail ? detail : say(step().hint));
  }
  render();
}

function endDeploy() {
  const g = state.game;
  if (!TL || finished() || !g.session || !g.session.mayEnd) return;
  attempt('|');
}

// ---- drawing ----------------------------------------------------------------

function render() {
  const g = state.game;
  const l = lesson();
  const showTargets = $('show-targets').checked;
  const moves = showTargets ? selectedMoves() : [];
  if (TL) {
    const rings = {};
    if (l.rings) rings[l.rings] = g.airDefence(l.rings);
    board.draw({
      stacks: g.stacks(),
      lastMove: state.last,
      selected: state.selected,
      targets: boards.moveTargets(moves),
      rings,
      check: null,
      hint: null,
    });
  } else {
    board.draw({
      pieces: g.pieces(),
      lastMove: state.last,
      selected: state.selected,
      targets: [...new Set(moves.map((m) => m.to))],
      shot: null,
      hint: null,
    });
  }
  const n = LESSONS.length;
  $('where').textContent = t('lesson', { n: state.index + 1, total: n });
  $('progress').textContent = t('progress', { done: state.done.size, total: n });
  $('progress-bar').max = n;
  $('progress-bar').value = state.done.size;
  $('prev').disabled = state.index === 0;
  $('next').disabled = state.index === n - 1;
  $('lesson-title').textContent = say(l.title);
  $('lesson-text').textContent = say(l.text);
  $('lesson-task').textContent = `${t('task')}: ${taskText()}`;
  const fb = $('feedback');
  fb.dataset.kind = state.feedback.kind;
  fb.textContent = state.feedback.text;
  for (const k of ['said', 'hint']) {
    if (!state.feedback[k]) continue;
    const h = document.createElement('span');
    h.className = k;
    h.textContent = state.feedback[k];
    fb.appendChild(h);
  }
  // The status line over the board: the last answer, else the task.
  $('status').textContent = state.feedback.text || (finished() ? t('done') : t('yourTurn', { task: taskText() }));
  $('status').dataset.kind = state.feedback.kind;
  document.body.dataset.lesson = l.id;
  document.body.dataset.position = TL ? g.fen : g.position;
  document.body.dataset.step = String(state.step);
  document.body.dataset.state = finished() ? 'done' : 'asking';
  $('lesson-list').replaceChildren(...LESSONS.map((x, i) => {
    const li = document.createElement('li');
    li.dataset.done = state.done.has(x.id) ? 'yes' : 'no';
    const b = document.createElement('button');
    b.textContent = say(x.title);
    b.dataset.lesson = x.id;
    if (i === state.index) b.setAttribute('aria-current', 'true');
    b.onclick = () => openLesson(i);
    li.appendChild(b);
    return li;
  }));
  if (TL) renderChooser();
}

// Under the Cờ tư lệnh board: what of the selected stack moves, or which
// kind of move to a target that several reach; End deploy in a session.
const CHOOSER_WORDS = {
  which: t('whichMove'),
  what: t('moveWhat'),
  kind: (k) => t(`kind_${k}`),
  stack: (text) => t('wholeStack', { stack: text }),
  alone: (c) => t('alone', { piece: c }),
};

function renderChooser() {
  const g = state.game;
  const items = boards.chooserItems(g, state, CHOOSER_WORDS, (m) => {
    state.pending = null;
    attempt(m);
  }, (c) => {
    state.mover = c;
    state.pending = null;
    render();
  });
  $('choose').replaceChildren(...items);
  const session = g.session;
  $('deploy-bar').hidden = !session;
  $('end-deploy').disabled = !(session && session.mayEnd) || finished();
}

// ---- start ------------------------------------------------------------------

applyWords();
await lib.init();
const board = new boards.Board($('board'), onSquare);
fillLegend();
$('prev').onclick = () => openLesson(state.index - 1);
$('next').onclick = () => openLesson(state.index + 1);
$('retry').onclick = () => openLesson(state.index);
$('show-hint').onclick = () => {
  if (!finished()) feedback('note', say(step().hint));
  render();
};
$('show-targets').onchange = render;
$('end-deploy').onclick = endDeploy;
$('move-input').placeholder = t(`placeholder_${KIND}`);
$('move-form').onsubmit = (ev) => {
  ev.preventDefault();
  typed($('move-input').value);
  $('move-input').value = '';
};
$('open-rules').onclick = () => $('rules-dialog').showModal();
$('open-legend').onclick = () => $('legend-dialog').showModal();
const asked = LESSONS.findIndex((l) => l.id === params.get('lesson'));
openLesson(asked >= 0 ? asked : 0);
document.body.dataset.ready = 'yes';
