// The online page (online.html): two people play each other through the
// game server (doc/server.md).  The server decides every rule and keeps
// the clocks; this page shows its state, lets the seat's player make a
// turn with the library's legal moves (the same boards as the engine
// pages: cotoan-board.js, cotulenh-board.js) and sends it.  Addresses:
//   online.html[?game=cotoan|cotulenh]   create a challenge, the lobby
//   online.html?join=<code>   (or /join/<code>)   take the invited seat
//   online.html?id=<id>       a game: the seat whose token this browser
//                             keeps (localStorage "co-seat:<id>"), else watch
//   online.html?watch=<id>    (or /watch/<id>)   watch
// Every word is in online-i18n.js; ?lang=vi|en or the browser's languages.
import { chooseLang, translator, applyWords, REASONS } from './online-i18n.js';
import { $ } from './common.js';

const BOARDS = { cotoan: () => import('./cotoan-board.js'), cotulenh: () => import('./cotulenh-board.js') };
const LIBS = { cotoan: () => import('../js/cotoan.js'), cotulenh: () => import('../js/cotulenh.js') };
/** Time controls: [id, minutes, increment, words] by game, the play
 *  pages' presets in their order (Cờ tư lệnh: the seeds' quick games of 10
 *  and 15 minutes and total war of 30), then no clock and custom minutes +
 *  increment. */
const PRESETS = {
  cotoan: [['3+2', 3, 2], ['5+0', 5, 0], ['10+5', 10, 5], ['15+10', 15, 10]],
  cotulenh: [['10', 10, 0, 'presetQuick10'], ['15', 15, 0, 'presetQuick15'], ['30', 30, 0, 'presetTotal30']],
};
const other = (s) => (s === 'red' ? 'blue' : 'red');

const S = {
  lang: 'en',
  t: null,
  id: null,
  seat: null, // {token, color} of this browser's seat, null when watching
  kind: null, // 'cotoan' | 'cotulenh'
  lib: null,
  board: null,
  info: null, // the server's last state of the game
  game: null, // the library's game replayed from info.turns
  clock: null, // {red, blue, at}: ms left when the last clock came, at performance.now()
  selected: null,
  mover: null,
  pending: null,
  draft: null, // Cờ tư lệnh: the turn being made, on a copy of the game
  sending: false,
  offer: null, // side that offered a draw, or null
  presence: {}, // side -> 'connected' | 'disconnected' | 'back'
  ws: null,
  retry: 0,
  note: '',
};

// ---- words ------------------------------------------------------------------

function setLang(lang) {
  S.lang = lang;
  S.t = translator(lang);
  document.documentElement.lang = lang;
  applyWords(document, S.t);
  $('lang').textContent = S.t('switchTo');
  $('lang').lang = lang === 'vi' ? 'en' : 'vi';
  document.title = `${S.t('title')} · ${S.kind ? S.t(S.kind) : S.t('subtitle')}`;
  fillPresets();
  if (S.info) render();
  else if (!$('setup').hidden) loadLobby();
}

const side = (s) => S.t(s);
const clockText = (c) => (!c ? S.t('untimed') : c.increment ? S.t('minSec', { m: c.minutes, s: c.increment }) : S.t('min', { m: c.minutes }));

function status(text, cls = '') {
  $('status').textContent = text;
  $('status').className = cls;
}

// ---- the server ---------------------------------------------------------------

async function api(method, path, body) {
  let r;
  try {
    r = await fetch(path, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (e) {
    throw new Error(S.t('errNetwork', { message: e.message }));
  }
  const text = await r.text();
  let json = null;
  try { json = JSON.parse(text); } catch { /* not JSON */ }
  if (!r.ok) {
    const e = new Error(json?.error?.message || `HTTP ${r.status}`);
    e.status = r.status;
    e.code = json?.error?.code;
    throw e;
  }
  return json;
}

const seatKey = (id) => `co-seat:${id}`;
function loadSeat(id) {
  try {
    const s = JSON.parse(localStorage.getItem(seatKey(id)));
    return s && typeof s.token === 'string' ? s : null;
  } catch { return null; }
}
function saveSeat(id, seat) {
  try { localStorage.setItem(seatKey(id), JSON.stringify(seat)); } catch { /* private mode */ }
}

// The page's own address for a game (the language kept).
function goTo(params) {
  const q = new URLSearchParams(params);
  const lang = new URLSearchParams(location.search).get('lang');
  if (lang) q.set('lang', lang);
  history.replaceState(null, '', `${location.pathname.replace(/\/(join|watch)\/[^/]*$/, '/web/online.html')}?${q}`);
}

// ---- setup: a new challenge, the lobby ---------------------------------------

function fillPresets() {
  const sel = $('preset');
  const kind = $('game').value;
  const keep = sel.value;
  sel.replaceChildren();
  for (const [id, m, inc, words] of PRESETS[kind]) {
    sel.append(new Option(words ? S.t(words) : S.t('minSec', { m, s: inc }), id));
  }
  sel.append(new Option(S.t('untimed'), 'none'), new Option(S.t('custom'), 'custom'));
  if ([...sel.options].some((o) => o.value === keep)) sel.value = keep;
  showSetupFields();
}

function showSetupFields() {
  const kind = $('game').value;
  for (const e of document.querySelectorAll('.for-cotoan')) e.hidden = kind !== 'cotoan';
  for (const e of document.querySelectorAll('.for-cotulenh')) e.hidden = kind !== 'cotulenh';
  for (const e of document.querySelectorAll('.custom')) e.hidden = $('preset').value !== 'custom';
}

function formRequest() {
  const kind = $('game').value;
  const num = (id, lo, hi) => {
    const v = Number($(id).value);
    if (!Number.isInteger(v) || v < lo || v > hi) throw new Error(`${S.t(id)}: ${lo} … ${hi}`);
    return v;
  };
  let clock = null;
  const p = $('preset').value;
  if (p === 'custom') clock = { minutes: num('minutes', 1, 600), increment: num('increment', 0, 600) };
  else if (p !== 'none') {
    const [, minutes, increment] = PRESETS[kind].find((x) => x[0] === p);
    clock = { minutes, increment };
  }
  const rules = kind === 'cotoan'
    ? { mover: $('mover').value, target: num('target', 0, 1000), limit: num('limit', 0, 1000000) }
    : { mode: $('mode').value, start: $('start').value };
  const req = { game: kind, color: $('color').value, clock, rules };
  if ($('public').checked) req.public = true;
  return req;
}

async function create(ev) {
  ev.preventDefault();
  try {
    const r = await api('POST', '/api/games', formRequest());
    saveSeat(r.id, { token: r.token, color: r.color });
    showInvite(r.invite);
    goTo({ id: r.id });
    await openGame(r.id);
  } catch (e) {
    status(S.t('errServer', { message: e.message }), 'error');
  }
}

function showInvite(invite) {
  $('invite-link').value = new URL(invite, location.href).href;
  $('invite').hidden = false;
}

async function join(code) {
  try {
    const r = await api('POST', '/api/join', { invite: code });
    saveSeat(r.id, { token: r.token, color: r.color });
    goTo({ id: r.id });
    await openGame(r.id);
  } catch (e) {
    showSetup();
    status(S.t('errInvite', { message: e.message }), 'error');
  }
}

async function loadLobby() {
  const list = $('lobby');
  let games = [];
  try {
    const r = await api('GET', '/api/lobby');
    games = Array.isArray(r) ? r : r?.games || [];
  } catch { /* no lobby */ }
  list.replaceChildren(...games.map((g) => {
    const li = document.createElement('li');
    const mine = g.color === 'random' ? 'random' : other(g.color);
    li.append(`${S.t('lobbyItem', { game: S.t(g.game), color: side(mine), clock: clockText(g.clock) })} `);
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = S.t('accept');
    b.dataset.invite = g.invite;
    b.onclick = () => join(String(g.invite).replace(/^.*\/join\//, ''));
    li.append(b);
    return li;
  }));
  if (!games.length) {
    const li = document.createElement('li');
    li.className = 'note';
    li.textContent = S.t('lobbyEmpty');
    list.append(li);
  }
}

function showSetup() {
  $('setup').hidden = false;
  status(S.t('newChallenge'));
  fillPresets();
  loadLobby();
}

// ---- a game -----------------------------------------------------------------

async function openGame(id, watchOnly = false) {
  S.id = id;
  S.seat = watchOnly ? null : loadSeat(id);
  $('setup').hidden = true;
  let info;
  try {
    info = await api('GET', `/api/games/${encodeURIComponent(id)}`);
  } catch (e) {
    status(S.t('errGame', { message: e.message }), 'error');
    return;
  }
  await useGame(info.game);
  $('watch-link').value = new URL(`/watch/${id}`, location.href).href;
  $('record').href = `/api/games/${encodeURIComponent(id)}/record`;
  $('record').download = `${info.game}-${id}.txt`;
  $('board-area').hidden = false;
  $('panel').hidden = false;
  setState(info);
  connect();
}

async function useGame(kind) {
  if (S.kind === kind) return;
  S.kind = kind;
  const [lib, boardModule] = await Promise.all([LIBS[kind](), BOARDS[kind]()]);
  await lib.init();
  S.lib = lib;
  S.boardModule = boardModule;
  const { Board } = boardModule;
  $('board').replaceChildren();
  S.board = new Board($('board'), onSquare);
  document.body.classList.toggle('tl-page', kind === 'cotulenh');
  document.title = `${S.t('title')} · ${S.t(kind)}`;
}

// The library's game of a state: the start of its rules, then its turns.
function replay(info) {
  const { Game } = S.lib;
  const rules = info.rules || {};
  let g;
  if (S.kind === 'cotoan') {
    g = new Game(info.initial || S.lib.START_POSITION, rules);
    for (const t of info.turns) g.push(t);
  } else {
    const fen = info.initial || (rules.start === 'reduced' ? S.lib.REDUCED_FEN : S.lib.START_FEN);
    g = new Game(fen, rules);
    for (const t of info.turns) g.play(t);
  }
  return g;
}

function setState(info) {
  S.info = { ...info, turns: [...(info.turns || [])] };
  S.game?.free();
  S.draft?.free();
  S.draft = null;
  S.sending = false;
  try {
    S.game = replay(S.info);
  } catch (e) {
    S.game = null;
    S.note = e.message;
  }
  setClock(info.clock);
  if ('draw_offer' in info) S.offer = info.draw_offer || null;
  // The seats' connections ({red, blue}: booleans); a seat that comes
  // back after a loss is 'back'.
  if (info.online) {
    for (const s of ['red', 'blue']) {
      const was = S.presence[s];
      if (!info.online[s]) S.presence[s] = 'disconnected';
      else S.presence[s] = was === 'disconnected' || was === 'back' ? 'back' : 'connected';
    }
  }
  // A token the server does not know (another browser's game): watch.
  if ('you' in info && S.seat && info.you !== S.seat.color) S.seat = null;
  clearSelection();
  render();
}

function setClock(c) {
  S.clock = c ? { red: c.red, blue: c.blue, at: performance.now() } : null;
}

function toMove() {
  return S.info?.to_move || S.game?.turn || 'red';
}

// The clock of a side now: the server's figure less the time since it
// came, for the side whose clock runs.
function clockNow(s) {
  const c = S.clock;
  if (!c) return null;
  const running = S.info.status === 'playing' && toMove() === s;
  return Math.max(0, c[s] - (running ? performance.now() - c.at : 0));
}

function fmtClock(ms) {
  if (ms === null) return '';
  if (ms < 10000) return `0:0${(ms / 1000).toFixed(1)}`.replace(/^0:0(\d\d)/, '0:$1');
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function renderClocks() {
  if (!S.info) return;
  const bottom = S.seat ? S.seat.color : 'red';
  for (const [pos, s] of [['bottom', bottom], ['top', other(bottom)]]) {
    const e = $(`clock-${pos}`);
    const ms = clockNow(s);
    e.textContent = fmtClock(ms);
    e.dataset.side = s;
    e.dataset.ms = ms === null ? '' : String(Math.round(ms));
    e.classList.toggle('running', S.info.status === 'playing' && toMove() === s);
    e.classList.toggle('low', ms !== null && ms < 10000);
  }
}

// ---- the connection -----------------------------------------------------------

function connect() {
  const proto = location.protocol === 'https:' ? 'wss' : 'ws';
  const q = new URLSearchParams({ game: S.id });
  if (S.seat) q.set('token', S.seat.token);
  const ws = new WebSocket(`${proto}://${location.host}/ws?${q}`);
  S.ws = ws;
  ws.onopen = () => { S.retry = 0; };
  ws.onmessage = (ev) => {
    let m;
    try { m = JSON.parse(ev.data); } catch { return; }
    onMessage(m);
  };
  ws.onclose = () => {
    if (S.ws !== ws) return;
    S.ws = null;
    S.sending = false;
    if (S.info?.status === 'ended' && !S.seat) return;
    S.connLost = true;
    render();
    const delay = Math.min(5000, 250 * 2 ** S.retry++);
    setTimeout(connect, delay);
  };
}

function send(m) {
  if (!S.ws || S.ws.readyState !== WebSocket.OPEN) {
    S.note = S.t('reconnecting');
    render();
    return false;
  }
  S.ws.send(JSON.stringify(m));
  return true;
}

function onMessage(m) {
  switch (m.type) {
    case 'state':
      S.connLost = false;
      setState(m);
      break;
    case 'turn': {
      const n = S.info.turns.length;
      if (m.ply < n) break; // already shown
      if (m.ply > n || !S.game) { refresh(); break; }
      try {
        if (S.kind === 'cotoan') S.game.push(m.turn);
        else S.game.play(m.turn);
      } catch {
        refresh();
        break;
      }
      S.info.turns.push(m.turn);
      if (m.to_move) S.info.to_move = m.to_move;
      else delete S.info.to_move;
      if (S.info.status === 'waiting') S.info.status = 'playing';
      if (m.clock !== undefined) setClock(m.clock);
      S.offer = null;
      S.sending = false;
      S.draft?.free();
      S.draft = null;
      S.note = '';
      clearSelection();
      render();
      break;
    }
    case 'draw':
      S.offer = m.color;
      render();
      break;
    case 'end':
      S.info.status = 'ended';
      S.info.result = m.result;
      if (m.clock !== undefined) setClock(m.clock);
      S.offer = null;
      render();
      break;
    case 'error':
      S.sending = false;
      S.draft?.free();
      S.draft = null;
      S.note = S.t('errServer', { message: m.message });
      clearSelection();
      render();
      break;
    case 'presence': // {color, online}
      if (m.color === 'red' || m.color === 'blue') {
        S.presence[m.color] = !m.online ? 'disconnected' : S.presence[m.color] === 'disconnected' ? 'back' : 'connected';
      }
      // The second player's first connection: the game has started.
      if (m.online && S.info.status === 'waiting') refresh();
      else render();
      break;
    default:
      break;
  }
}

async function refresh() {
  try {
    setState(await api('GET', `/api/games/${encodeURIComponent(S.id)}`));
  } catch (e) {
    S.note = e.message;
    render();
  }
}

// ---- making a turn ----------------------------------------------------------

function myTurn() {
  return S.seat && S.info?.status === 'playing' && toMove() === S.seat.color && !S.sending && S.game && !S.game.isOver();
}

function clearSelection() {
  S.selected = null;
  S.mover = null;
  S.pending = null;
}

function sendTurn(text) {
  if (send({ type: 'turn', ply: S.info.turns.length, turn: text })) {
    S.sending = true;
    S.note = S.t('sending');
  }
  clearSelection();
  render();
}

// The game the player's clicks work on: the draft of a Cờ tư lệnh turn.
const working = () => S.draft || S.game;

function onSquare(name) {
  if (!myTurn()) return;
  const sq = S.lib.squareIndex(name);
  if (S.kind === 'cotoan') {
    const moves = S.game.legalMoves();
    if (S.selected !== null) {
      const mv = moves.find((m) => m.from === S.selected && m.to === sq);
      if (mv) { sendTurn(mv.uci()); return; }
    }
    S.selected = moves.some((m) => m.from === sq) ? sq : null;
    render();
    return;
  }
  tlClick(sq);
}

// Cờ tư lệnh: the movers of a stack and the moves of the chosen one
// (cotulenh-board.js), a step on the draft.
const tlChoices = (sq) => S.boardModule.moverChoices(working(), sq);

function tlMoves() {
  if (S.selected === null) return [];
  return S.boardModule.moverMoves(tlChoices(S.selected).moves, S.mover);
}

function tlClick(sq) {
  S.pending = null;
  if (S.selected !== null) {
    const to = tlMoves().filter((m) => m.to === sq);
    if (to.length === 1) { tlStep(to[0]); return; }
    if (to.length > 1) { S.pending = to; render(); return; }
  }
  const session = working().session;
  if (session && sq !== S.lib.squareIndex(session.origin)) return;
  const { choices } = tlChoices(sq);
  S.selected = choices.length ? sq : null;
  S.mover = choices[0] || null;
  render();
}

function tlStep(m) {
  if (!S.draft) S.draft = S.game.clone();
  const d = S.draft;
  if (m === '|') d.endDeploy();
  else d.push(m);
  clearSelection();
  if (d.turn !== S.seat.color || d.isOver()) {
    const lan = d.historyText('lan').split(' ').filter(Boolean);
    sendTurn(lan[lan.length - 1]);
    return;
  }
  const s = d.session;
  if (s) {
    S.selected = S.lib.squareIndex(s.origin);
    S.mover = tlChoices(S.selected).choices[0] || null;
  }
  render();
}

function typed(ev) {
  ev.preventDefault();
  const text = $('move-input').value.trim();
  if (!text) return;
  if (!myTurn()) {
    S.note = S.t('notYourTurn');
    render();
    return;
  }
  const c = S.game.clone();
  try {
    let turn;
    if (S.kind === 'cotoan') turn = c.parseMove(text).uci();
    else {
      c.play(text);
      const lan = c.historyText('lan').split(' ').filter(Boolean);
      turn = lan[lan.length - 1];
    }
    $('move-input').value = '';
    S.draft?.free();
    S.draft = null;
    sendTurn(turn);
  } catch (e) {
    S.note = e.message;
    render();
  } finally {
    c.free();
  }
}

// ---- drawing ----------------------------------------------------------------

function drawBoard() {
  const g = working();
  if (!g) return;
  S.board.flip = S.seat?.color === 'blue';
  const hist = g.history;
  const last = hist.length ? hist[hist.length - 1] : null;
  if (S.kind === 'cotoan') {
    const targets = S.selected === null ? [] : g.legalMoves().filter((m) => m.from === S.selected).map((m) => m.to);
    S.board.draw({ pieces: g.pieces(), lastMove: last ? { from: last.from, to: last.to } : null, selected: S.selected, targets });
    return;
  }
  const byTarget = new Map();
  for (const m of tlMoves()) {
    if (!byTarget.has(m.to)) byTarget.set(m.to, []);
    if (!byTarget.get(m.to).includes(m.kind)) byTarget.get(m.to).push(m.kind);
  }
  S.board.draw({
    stacks: g.stacks(),
    lastMove: last && !last.isEnd ? { from: last.from, to: last.to, capture: last.isCapture } : null,
    selected: S.selected,
    targets: [...byTarget].map(([square, kinds]) => ({ square, kinds })),
  });
}

function renderChooser() {
  const items = [];
  const button = (text, data, fn) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    Object.assign(b.dataset, data);
    b.onclick = fn;
    items.push(b);
    return b;
  };
  const g = working();
  if (S.kind === 'cotulenh' && myTurn()) {
    if (S.pending) {
      items.push(Object.assign(document.createElement('p'), { textContent: S.t('whichMove') }));
      for (const m of S.pending) button(g.san(m), { move: m.lan }, () => tlStep(m));
    } else if (S.selected !== null) {
      const st = g.stackAt(S.selected);
      const { choices } = tlChoices(S.selected);
      if (st && (choices.length > 1 || g.session)) {
        items.push(Object.assign(document.createElement('p'), { textContent: S.t('moveWhat') }));
        for (const c of choices) {
          const b = button(c === 'stack' ? S.t('wholeStack', { stack: st.text }) : S.t('alone', { piece: c }), { mover: c }, () => {
            S.mover = c;
            S.pending = null;
            render();
          });
          b.setAttribute('aria-pressed', String(S.mover === c));
        }
      }
    }
  }
  $('choose').replaceChildren(...items);
  const s = S.draft?.session;
  $('end-deploy').hidden = !(S.kind === 'cotulenh' && s && s.mayEnd && myTurn());
}

function renderMoves() {
  const list = $('moves');
  const turns = S.info.turns;
  let texts = turns;
  if (S.kind === 'cotoan' && S.game) {
    const g = new S.lib.Game(S.info.initial || S.lib.START_POSITION, S.info.rules || {});
    try {
      texts = turns.map((t) => { const m = g.parseMove(t); const s = g.short(m); g.push(m); return s; });
    } catch { texts = turns; } finally { g.free(); }
  } else if (S.game) {
    texts = S.game.historyText('san').split(' ').filter(Boolean);
  }
  const items = [];
  for (let i = 0; i < texts.length; i += 2) {
    const li = document.createElement('li');
    for (const j of [i, i + 1]) {
      if (j >= texts.length) break;
      const span = document.createElement('span');
      span.className = 'move';
      span.textContent = texts[j];
      span.dataset.turn = turns[j];
      li.append(span);
    }
    items.push(li);
  }
  list.replaceChildren(...items);
  list.scrollTop = list.scrollHeight;
}

function resultText(r) {
  if (!r) return '';
  const reasons = REASONS[S.lang];
  if (r.reason === 'aborted') return S.t('aborted');
  const who = r.winner ? S.t('wins', { side: side(r.winner) }) : S.t('draw');
  return S.t('result', { who, reason: reasons[r.reason] || r.reason || '' });
}

function render() {
  const info = S.info;
  if (!info) return;
  drawBoard();
  renderChooser();
  renderMoves();
  renderClocks();
  const me = S.seat?.color;
  const ended = info.status === 'ended';
  const bottom = me || 'red';
  for (const [pos, s] of [['bottom', bottom], ['top', other(bottom)]]) {
    const p = S.presence[s];
    const label = side(s) + (s === me ? ` (${S.t('you')})` : '');
    $(`name-${pos}`).textContent = label;
    $(`name-${pos}`).className = `who ${s}${p === 'disconnected' ? ' away' : ''}`;
  }
  $('seat').textContent = me ? S.t('youPlay', { side: side(me) }) : S.t('spectating');
  const opp = me ? other(me) : null;
  const p = opp ? S.presence[opp] : null;
  $('presence').textContent = p === 'disconnected' ? S.t('disconnected', { side: side(opp) })
    : p === 'back' ? S.t('back', { side: side(opp) }) : '';
  $('presence').dataset.state = p || '';
  $('invite').hidden = !(me && info.status === 'waiting' && $('invite-link').value);
  $('result').textContent = ended ? resultText(info.result) : '';
  if (S.connLost) status(S.t('reconnecting'), 'error');
  else if (ended) status(`${S.t('gameOver')} ${resultText(info.result)}`);
  else if (info.status === 'waiting') status(S.t('waiting'));
  else status(myTurn() || (me && toMove() === me) ? S.t('yourTurn', { side: side(toMove()) }) : S.t('toMove', { side: side(toMove()) }));
  document.body.dataset.status = info.status;
  document.body.dataset.turns = String(info.turns.length);
  document.body.dataset.myturn = myTurn() ? 'yes' : 'no';
  // Draw offers: the opponent's can be accepted, one's own is shown.
  const offered = S.offer && !ended;
  $('offer').textContent = !offered ? '' : S.offer === me ? S.t('drawOffered')
    : me ? S.t('drawOfferedToYou') : S.t('drawOfferedBy', { side: side(S.offer) });
  $('draw').textContent = offered && me && S.offer !== me ? S.t('acceptDraw') : S.t('offerDraw');
  $('draw').hidden = !me;
  $('resign').hidden = !me;
  $('abort').hidden = !me;
  $('draw').disabled = ended || info.status !== 'playing' || S.offer === me;
  $('resign').disabled = ended || info.status !== 'playing';
  $('abort').disabled = ended || info.turns.length > 0;
  $('move-form').hidden = !me || ended;
  $('note').textContent = S.note;
}

// ---- start ------------------------------------------------------------------

function wire() {
  $('lang').onclick = () => {
    const lang = S.lang === 'vi' ? 'en' : 'vi';
    const q = new URLSearchParams(location.search);
    q.set('lang', lang);
    history.replaceState(null, '', `${location.pathname}?${q}`);
    setLang(lang);
  };
  $('game').onchange = fillPresets;
  $('preset').onchange = showSetupFields;
  $('create-form').onsubmit = create;
  $('lobby-refresh').onclick = loadLobby;
  $('move-form').onsubmit = typed;
  $('end-deploy').onclick = () => { if (myTurn() && S.draft?.session) tlStep('|'); };
  $('draw').onclick = () => send({ type: 'draw' });
  $('resign').onclick = () => { if (confirm(S.t('resignConfirm'))) send({ type: 'resign' }); };
  $('abort').onclick = () => send({ type: 'abort' });
  const copy = (id) => () => {
    $(id).select();
    navigator.clipboard?.writeText($(id).value).catch(() => {});
    S.note = S.t('copied');
    if (S.info) render();
  };
  $('copy-invite').onclick = copy('invite-link');
  $('copy-watch').onclick = copy('watch-link');
  setInterval(renderClocks, 100);
}

async function main() {
  setLang(chooseLang(location.search, navigator.languages));
  wire();
  const q = new URLSearchParams(location.search);
  const path = location.pathname.match(/\/(join|watch)\/([^/]+)$/);
  if (q.get('game') === 'cotoan' || q.get('game') === 'cotulenh') $('game').value = q.get('game');
  if (path?.[1] === 'join' || q.get('join')) await join(path?.[2] || q.get('join'));
  else if (path?.[1] === 'watch' || q.get('watch')) await openGame(path?.[2] || q.get('watch'), true);
  else if (q.get('id')) await openGame(q.get('id'));
  else showSetup();
}

main().catch((e) => status(e.message, 'error'));
