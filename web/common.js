// What the two pages share (cotoan-app.js: Cờ toán, cotulenh-app.js: Cờ tư lệnh): a
// game on the page's thread against the engine, between two players on
// one device (hot seat) or between the engine and itself (to watch), the
// search in a Web Worker (search-runner.js), the buttons and options both
// pages have, undo, new and loaded games, the clocks, the status line, the
// numbered move list with its navigation through past positions, the
// board's flip, the move sounds and the named levels.  What a game draws,
// what a click means and what a search result does stay in the page's own
// file, given here as hooks.
import { searchRunner } from './search-runner.js';
import { applyLanguage, t } from './i18n.js';
import { LEVELS, DEFAULT_LEVEL } from './levels.js';

export const $ = (id) => document.getElementById(id);
/** 'red' -> 'Red' (or 'Đỏ': the page's language). */
export const Side = (s) => t(s === 'red' ? 'Red' : 'Blue');

/** A search score as points with a clear sign ("+1.3 points", "−0.5
 *  points", "win in 3"), the side to move's; `scale` score units a point. */
export function formatScore(score, scale) {
  if (!score) return '';
  if (score.kind === 'win') return t('win in {n}', { n: score.value });
  if (score.kind === 'loss') return t('loss in {n}', { n: score.value });
  const v = score.value / scale;
  const sign = v > 0 ? '+' : v < 0 ? '−' : '±';
  return t('{v} points', { v: `${sign}${Math.abs(v).toFixed(1)}` });
}

/** Milliseconds as a clock shows them: m:ss, with tenths under 10 s. */
export function clockText(ms) {
  const t10 = Math.max(0, Math.ceil(ms / 100));
  if (t10 < 100) return `0:0${Math.floor(t10 / 10)}.${t10 % 10}`;
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The time control of the form: #clock ("" none, "M+I" minutes and
 *  increment seconds, "custom": #clock-min, #clock-inc), or null. */
export function timeControl() {
  const v = $('clock')?.value || '';
  let min;
  let inc;
  if (v === 'custom') {
    min = Number($('clock-min').value);
    inc = Number($('clock-inc').value);
  } else if (v) {
    [min, inc] = v.split('+').map(Number);
  } else {
    return null;
  }
  if (!(min > 0) || !(inc >= 0) || min > 600 || inc > 600) return null;
  return { ms: Math.round(min * 60000), inc: Math.round(inc * 1000) };
}

/** The engine's time for a move on its clock: about a 25th of what is
 *  left plus most of the increment, never more than half of what is left. */
export function clockBudget(left, inc) {
  return Math.max(20, Math.floor(Math.min(left / 25 + inc * 0.75, left / 2)));
}

// Move sounds, synthesised (no sound files): a short tone, lower and
// longer for a capture.
let audio = null;
export function moveSound(capture) {
  if (!$('sound')?.checked) return;
  try {
    audio ??= new AudioContext();
    const now = audio.currentTime;
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = capture ? 'triangle' : 'sine';
    osc.frequency.setValueAtTime(capture ? 220 : 660, now);
    osc.frequency.exponentialRampToValueAtTime(capture ? 110 : 440, now + (capture ? 0.18 : 0.08));
    gain.gain.setValueAtTime(0.25, now);
    gain.gain.exponentialRampToValueAtTime(0.001, now + (capture ? 0.25 : 0.12));
    osc.connect(gain).connect(audio.destination);
    osc.start(now);
    osc.stop(now + 0.3);
    document.body.dataset.sound = String(Number(document.body.dataset.sound || 0) + 1);
  } catch {
    // no audio on this browser: the game goes on silently
  }
}

/** Whether the engine accepts a draw offered on the human's turn (so
 *  score `s` is the human's): unless it sees itself better by more than
 *  25 score units (a quarter point in Cờ toán's centi-points, 2.5 points
 *  in Cờ tư lệnh's tenths); no score (the simple player) accepts. */
export const acceptsDraw = (s) => !s || s.kind === 'win' || (s.kind === 'cp' && s.value >= -25);

/** Offer text as a file to download. */
export function download(text, name) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/**
 * The record and position buttons of a page (#show-record, #load-record,
 * #save-record, #record-file, #save-position, the #record text):
 *   text()          the game's record text
 *   load(text)      make the first game of a record the page's game
 *   position()      the current position text
 *   name            the file names' stem ("cotoan", "cotulenh")
 *   ext             the record files' extension ("ctr", "tlr")
 */
export function wireRecords({ text, load, position, name, ext }) {
  $('show-record').onclick = () => { $('record').value = text(); };
  $('load-record').onclick = () => load($('record').value);
  $('save-record').onclick = () => {
    const t = text();
    $('record').value = t;
    download(t, `${name}-game.${ext}`);
  };
  $('save-position').onclick = () => download(`${position()}\n`, `${name}-position.txt`);
  $('record-file').onchange = async (ev) => {
    const f = ev.target.files[0];
    if (f) {
      const t = await f.text();
      $('record').value = t;
      load(t);
    }
  };
}

/** The state of a page: the fields gamePage() and search-runner.js keep,
 *  plus the page's own. */
export function pageState(fields) {
  return {
    game: null,
    human: 'red',
    players: 'engine', // 'engine' (against it), 'hotseat' (two people), 'watch' (engine v engine)
    view: null, // the number of move-list entries shown, null for the game as it is
    flipped: false,
    flag: null, // the side whose time ran out
    gameId: 0, // changes with every new or loaded game (the engine forgets)
    worker: null,
    job: 0, // id of the running search, 0 when none
    jobKind: null,
    lastInfo: null,
    ...fields,
  };
}

/**
 * The page of one game, over its state (pageState()).  Hooks:
 *   worker            URL of the game's worker
 *   initial(g)        the game's initial position text (the worker's `initial`)
 *   position(g)       the current position text (the copy button)
 *   job(kind)         extra fields of a job of `kind` for the worker
 *   finish(kind, r)   a job's result ('move', 'hint', 'draw')
 *   stopped(info)     Stop during the engine's move (info: the last
 *                     progress report or null)
 *   showInfo(r)       a progress report
 *   render()          draw everything (page.shown() is the game to draw)
 *   newGame(rules)    a new Game from the form's rules
 *   rules()           the rules of the form
 *   reset()           forget the annotations of the previous game
 *   undone()          after undo: forget what belongs to the moves taken back
 *   humanTurn(g, isHuman)  undo takes back moves until this holds
 *                     (isHuman(side): whether a person plays that side)
 *   forced            the terminations undo withdraws alone
 *   replay(k)         (optional) a new Game after the first k entries of
 *                     the move list: the navigation through past positions
 *   flag(side)        (optional) the time of `side` ran out: end the game
 *                     as the game's rules say (the page shows the flag)
 *   sideChanged()     (optional) after the human changed sides
 *   typed(text)       play a move typed by the human (may throw)
 *   say(text, kind)   show a note ('note', 'error') under the board
 *   onSquare(name)    a click on the board
 */
export function gamePage(state, hooks) {
  const runner = searchRunner(state, hooks.worker, {
    info: (msg) => hooks.showInfo(msg),
    done: (kind, msg) => hooks.finish(kind, msg),
    error: (message) => setStatus(`${t('engine error')}: ${message}`),
    busy: (b) => { $('stop').disabled = !b; },
  });
  const cancel = () => runner.cancel();
  const page = { board: null, cancel };
  let GameClass = null;
  let entries = 0; // entries of the move list
  let viewCache = null; // {key, game} of the position shown while navigating
  const clock = { on: false, left: { red: 0, blue: 0 }, inc: 0, side: null, since: 0, timer: 0 };

  /** Whether a person plays `side`. */
  const isHuman = (side) => state.players === 'hotseat' || (state.players === 'engine' && side === state.human);
  const engineTurn = (g) => !isHuman(g.turn);
  const over = () => state.game.isOver() || state.flag !== null;

  function setStatus(text) {
    $('status').textContent = text;
  }

  function search(kind, extra = {}) {
    const g = state.game;
    let time = Number($('time').value);
    if (clock.on && kind === 'move') time = clockBudget(clockLeft(g.turn), clock.inc);
    runner.start(kind, {
      game: state.gameId,
      initial: hooks.initial(g),
      moves: g.history.map(String),
      rules: g.rules,
      ...hooks.job(kind),
      level: kind === 'hint' ? 0 : Number($('level').value), // a hint: the full engine
      time,
      ...extra,
    });
    hooks.render();
  }

  // ---- clocks ---------------------------------------------------------------

  function clockLeft(side) {
    const run = clock.side === side ? performance.now() - clock.since : 0;
    return clock.left[side] - run;
  }

  // The clocks of time control tc (the form's by default; null: none).
  function startClock(tc = timeControl()) {
    clearInterval(clock.timer);
    clock.on = Boolean(tc);
    clock.side = null;
    document.body.dataset.clock = clock.on ? 'on' : 'off';
    if (tc) {
      clock.left = { red: tc.ms, blue: tc.ms };
      clock.inc = tc.inc;
      clock.timer = setInterval(tick, 100);
    }
    renderClocks();
  }

  // After a change of the game: the clock of the side to move runs; the
  // side that ended its turn gets the increment (not after undo).
  function clockFollow(increment = true) {
    if (!clock.on) return;
    const g = state.game;
    const now = performance.now();
    const running = over() ? null : g.turn;
    if (clock.side !== running) {
      if (clock.side) {
        clock.left[clock.side] -= now - clock.since;
        if (increment && running) clock.left[clock.side] += clock.inc;
      }
      clock.side = running;
      clock.since = now;
    }
    renderClocks();
  }

  function tick() {
    if (!clock.on || !clock.side) return;
    const side = clock.side;
    if (clockLeft(side) <= 0) {
      clock.left[side] = 0;
      clock.side = null;
      flagFall(side);
    }
    renderClocks();
  }

  function renderClocks() {
    for (const side of ['red', 'blue']) {
      const box = $(`clock-${side}`);
      if (!box) continue;
      box.hidden = !clock.on;
      box.textContent = clock.on ? clockText(clockLeft(side)) : '';
      box.classList.toggle('running', clock.on && clock.side === side);
      box.classList.toggle('low', clock.on && clockLeft(side) < 10000);
    }
  }

  // The flag of `side` fell: the game ends as the game's hook says.
  function flagFall(side) {
    cancel();
    state.flag = side;
    hooks.flag?.(side);
    moveSound(true);
    afterChange();
  }

  // ---- the game ---------------------------------------------------------------

  // After any change of the game: draw, and start the engine on its turn.
  function afterChange({ increment = true } = {}) {
    clockFollow(increment);
    dropView();
    hooks.render();
    const g = state.game;
    if (!over() && engineTurn(g) && !state.job) search('move');
  }

  function humanToMove() {
    const g = state.game;
    return !over() && isHuman(g.turn) && state.jobKind !== 'move';
  }

  // Stop: end the search now; for the engine's move, the page plays the
  // best of the last finished iteration.
  function stop() {
    const kind = state.jobKind;
    const info = state.lastInfo;
    cancel();
    if (kind === 'move') hooks.stopped(info);
    hooks.render();
  }

  /** Make g the game (a new, loaded or read one). */
  function replaceGame(g) {
    cancel();
    state.game?.free();
    state.game = g;
    state.gameId += 1;
    state.flag = null;
    state.view = null;
    hooks.reset();
    $('engine-info').textContent = '';
    startClock();
    afterChange();
  }

  // Undo back to a person's turn (a forced end such as a resignation is
  // withdrawn first, alone); engine against engine, one move.  Undo after
  // a flag fall withdraws the game's end by time (the library's, as a
  // resignation) and the game goes on without clocks: the side whose flag
  // fell has no time left to go on with.
  function undo() {
    const g = state.game;
    cancel();
    const flagged = state.flag !== null;
    state.flag = null;
    const t0 = g.outcome()?.termination;
    const person = state.players === 'watch' ? () => true : isHuman;
    if (hooks.forced.includes(t0)) {
      g.undo();
    } else if (g.history.length && !flagged) {
      g.pop();
      while (g.history.length && !hooks.humanTurn(g, person)) g.pop();
    }
    if (flagged) startClock(null); // no clocks for the rest of the game
    hooks.undone();
    afterChange({ increment: false });
    if (flagged) hooks.say(t('The flag fall is taken back: the game goes on without clocks.'), 'note');
  }

  function flipView() {
    page.board.flip = (state.players === 'engine' && state.human === 'blue') !== state.flipped;
  }

  function setSide() {
    state.human = $('side').value;
    state.players = $('players')?.value || 'engine';
    $('side').disabled = state.players !== 'engine';
    flipView();
    if (state.jobKind === 'move') cancel();
    hooks.sideChanged?.();
    afterChange({ increment: false });
  }

  function onTypedMove(ev) {
    ev.preventDefault();
    const input = $('move-input');
    const text = input.value.trim();
    if (!text) return;
    if (!humanToMove()) {
      hooks.say(over() ? t('The game is over.') : t('Wait for the engine.'), 'note');
      return;
    }
    try {
      state.view = null;
      hooks.typed(text);
      input.value = '';
    } catch (e) {
      hooks.say(e.message, 'error');
    }
  }

  function ioError(text) {
    $('io-error').textContent = text;
  }

  function loadPosition() {
    ioError('');
    try {
      replaceGame(new GameClass($('position').value.trim(), hooks.rules()));
    } catch (e) {
      ioError(e.message);
    }
  }

  // ---- past positions -----------------------------------------------------------

  /** The game to draw: a past position while navigating, else the game. */
  function shown() {
    if (state.view === null || !hooks.replay) return state.game;
    const key = `${state.gameId}:${state.view}:${state.game.history.length}`;
    if (viewCache?.key !== key) {
      viewCache?.game.free();
      viewCache = { key, game: hooks.replay(state.view) };
    }
    return viewCache.game;
  }

  function dropView() {
    if (state.view !== null && state.view >= entries) state.view = null;
    if (state.view === null && viewCache) {
      viewCache.game.free();
      viewCache = null;
    }
  }

  /** Show the position after k entries of the move list (null or k at the
   *  end: the game as it is). */
  function setView(k) {
    if (!hooks.replay) return;
    state.view = k === null || k >= entries ? null : Math.max(0, k);
    dropView();
    hooks.render();
  }

  const viewing = () => state.view !== null;

  function navKey(ev) {
    const tag = ev.target.tagName;
    if (['INPUT', 'SELECT', 'TEXTAREA'].includes(tag) || ev.target.closest?.('svg.board') || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    const cur = state.view ?? entries;
    const to = { ArrowLeft: cur - 1, ArrowRight: cur + 1, Home: 0, End: null }[ev.key];
    if (to === undefined) return;
    ev.preventDefault();
    setView(to);
  }

  /**
   * The result line, the status line and what depends on the outcome.
   *   thinker  who thinks on the engine's move ("engine")
   *   words    the page's words for terminations (in the page's language)
   *   note     added to "Red to move (you)"
   *   check    added to every status line while the game runs
   */
  function renderStatus(g, { thinker = t('engine'), words, note = '', check = '' }) {
    const out = g.outcome();
    // The side whose time ran out: the flag that fell on this page, or the
    // loser of a game ended by time (a record read back).
    const loser = out?.termination === 'time' && out.winner ? (out.winner === 'red' ? 'blue' : 'red') : null;
    const flagged = state.flag || loser;
    const flag = flagged ? t('{side} ran out of time', { side: Side(flagged) }) : '';
    let text = '';
    if (out) {
      const who = out.winner ? t('{side} wins', { side: Side(out.winner) }) : t('Draw');
      const why = out.termination === 'time' ? '' : words[out.termination] || out.reason;
      text = `${who} (${out.result}): ${[flag, why].filter(Boolean).join(', ')}.`;
    } else if (state.flag) {
      // A flag fall the library could not end the game for (it refused):
      // the side whose time ran out loses.
      const winner = state.flag === 'red' ? 'blue' : 'red';
      text = `${t('{side} wins', { side: Side(winner) })} (${winner === 'red' ? '1-0' : '0-1'}): ${flag}.`;
    }
    const past = viewing() ? ` ${t('Viewing move {n} of {m}: → or End returns to the game.', { n: state.view, m: entries })}` : '';
    if (text) {
      $('result').textContent = text;
      setStatus(`${t('Game over.')} ${text}${past}`);
    } else {
      $('result').textContent = '';
      const side = Side(g.turn);
      let line;
      if (state.jobKind === 'move') line = `${t('{side} ({who}) is thinking…', { side, who: thinker })}${check}`;
      else if (state.jobKind === 'hint') line = t('Looking for a hint…');
      else if (state.jobKind === 'draw') line = t('The engine considers your draw offer…');
      else line = `${t('{side} to move', { side })}${state.players === 'engine' && g.turn === state.human ? ` (${t('you')})` : ''}${note}.${check}`;
      setStatus(line + past);
    }
    const ended = Boolean(text);
    document.body.dataset.state = ended ? 'over' : state.job ? 'thinking' : 'ready';
    document.body.dataset.view = viewing() ? String(state.view) : '';
    document.body.dataset.players = state.players;
    for (const id of ['resign', 'draw', 'hint']) $(id).disabled = ended || state.players === 'watch';
    for (const [id, off] of [['nav-first', (state.view ?? entries) === 0], ['nav-prev', (state.view ?? entries) === 0],
      ['nav-next', !viewing()], ['nav-last', !viewing()]]) {
      if ($(id)) $(id).disabled = off;
    }
    return ended ? (out || { termination: 'time' }) : null;
  }

  /**
   * The move list #moves: one span a move (dataset[key] = its data, for
   * the tests; dataset.index = its place, 1 for the first: a click shows
   * the position after it), numbered by full move from `no`, the first for
   * `side`; a list that starts with Blue starts with "…".  The entry of
   * the position shown is marked (class current).
   */
  function renderMoves(list, side, no, key) {
    const span = (text, data, index) => {
      const s = document.createElement('span');
      s.textContent = text;
      if (data) {
        s.dataset[key] = data;
        s.dataset.index = String(index);
        s.className = 'move';
        s.tabIndex = -1;
        if (index === (state.view ?? list.length)) s.classList.add('current');
      }
      return s;
    };
    entries = list.length;
    const items = [];
    let li = null;
    list.forEach(({ text, data }, i) => {
      if (!li || side === 'red') {
        li = document.createElement('li');
        li.value = no;
        items.push(li);
        if (side === 'blue') li.append(span('…', null));
      }
      li.append(span(text, data, i + 1));
      if (side === 'blue') no += 1;
      side = side === 'red' ? 'blue' : 'red';
    });
    const box = $('moves');
    box.replaceChildren(...items);
    const cur = box.querySelector('.current');
    if (viewing() && cur) cur.scrollIntoView({ block: 'nearest' });
    else box.scrollTop = box.scrollHeight;
  }

  /** A list element's items: one <li> a text (className from `cls`). */
  function listItems(id, list, cls = null) {
    $(id).replaceChildren(...list.map((e) => {
      const li = document.createElement('li');
      li.textContent = e.text;
      if (cls) li.className = cls(e);
      return li;
    }));
  }

  /** The level menu: the named levels (levels.js), the default selected. */
  function levelOptions() {
    const sel = $('level');
    const keep = sel.value;
    sel.replaceChildren(...LEVELS.map(({ level, vi, en }) => {
      const name = document.documentElement.lang === 'vi' ? vi : en;
      return new Option(`${level}. ${name}`, String(level), level === DEFAULT_LEVEL, level === DEFAULT_LEVEL);
    }));
    if (keep) sel.value = keep;
  }

  function resign() {
    if (over() || state.players === 'watch') return;
    cancel();
    // Against the engine the human resigns; in a hot seat the side to move.
    state.game.resign(state.players === 'engine' ? state.human : state.game.turn);
    afterChange();
  }

  function offerDraw() {
    if (!humanToMove() || state.job) return;
    if (state.players === 'hotseat') {
      // Both players are at the board: the offer is agreed.
      state.game.agreeDraw();
      afterChange();
    } else {
      search('draw', { time: 300 });
    }
  }

  /**
   * Start the page once the library is loaded: the level list, the board,
   * the worker, the buttons both pages have, the page's own (wire()) and
   * the first game (first(rules), by default hooks.newGame).
   */
  async function start({ init, Game, Board, wire, first = hooks.newGame }) {
    applyLanguage();
    await init();
    GameClass = Game;
    levelOptions();
    // The form as the browser kept it (a reload keeps the choices).
    state.human = $('side').value;
    state.players = $('players')?.value || 'engine';
    $('side').disabled = state.players !== 'engine';
    $('clock-custom').hidden = $('clock').value !== 'custom';
    page.board = new Board($('board'), (name) => {
      if (viewing()) setView(null); else hooks.onSquare(name);
    });
    page.board.svg.setAttribute('aria-label', t('board'));
    runner.fresh();
    $('new').onclick = () => replaceGame(hooks.newGame(hooks.rules()));
    $('undo').onclick = undo;
    $('hint').onclick = () => { if (humanToMove() && !state.job) search('hint'); };
    $('stop').onclick = stop;
    $('resign').onclick = resign;
    $('draw').onclick = offerDraw;
    $('side').onchange = setSide;
    if ($('players')) $('players').onchange = setSide;
    $('flip').onclick = () => {
      state.flipped = !state.flipped;
      flipView();
      hooks.render();
    };
    $('clock').onchange = () => { $('clock-custom').hidden = $('clock').value !== 'custom'; };
    $('moves').onclick = (ev) => {
      const s = ev.target.closest('[data-index]');
      if (s) setView(Number(s.dataset.index));
    };
    $('nav-first').onclick = () => setView(0);
    $('nav-prev').onclick = () => setView((state.view ?? entries) - 1);
    $('nav-next').onclick = () => setView(state.view === null ? null : state.view + 1);
    $('nav-last').onclick = () => setView(null);
    document.addEventListener('keydown', navKey);
    $('move-form').onsubmit = onTypedMove;
    $('load-position').onclick = loadPosition;
    $('copy-position').onclick = () => navigator.clipboard?.writeText(hooks.position(state.game)).catch(() => {});
    wire();
    flipView();
    replaceGame(first(hooks.rules()));
  }

  /** start(), with a failure shown on the status line. */
  page.run = (options) => start(options).catch((e) => setStatus(`${t('Cannot start')}: ${e.message}`));

  Object.assign(page, {
    setStatus, search, afterChange, humanToMove, replaceGame, ioError,
    renderStatus, renderMoves, listItems, shown, viewing, setView, isHuman, over,
    clockLeft: (side) => (clock.on ? clockLeft(side) : null),
  });
  return page;
}
