// What the two pages share (cotoan-app.js: Cờ toán, cotulenh-app.js: Cờ tư lệnh): a
// game against the engine on the page's thread, the search in a Web Worker
// (search-runner.js), the buttons and options both pages have, undo, new
// and loaded games, the status line and the numbered move list.  What a
// game draws, what a click means and what a search result does stay in
// the page's own file, given here as hooks.
import { searchRunner } from './search-runner.js';
import { applyLanguage } from './i18n.js';

export const $ = (id) => document.getElementById(id);
/** 'red' -> 'Red'. */
export const Side = (s) => (s === 'red' ? 'Red' : 'Blue');

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
 *   render()          draw everything
 *   newGame(rules)    a new Game from the form's rules
 *   rules()           the rules of the form
 *   reset()           forget the annotations of the previous game
 *   undone()          after undo: forget what belongs to the moves taken back
 *   humanTurn(g)      undo takes back moves until this holds
 *   forced            the terminations undo withdraws alone
 *   sideChanged()     (optional) after the human changed sides
 *   typed(text)       play a move typed by the human (may throw)
 *   say(text, kind)   show a note ('note', 'error') under the board
 *   onSquare(name)    a click on the board
 */
export function gamePage(state, hooks) {
  const runner = searchRunner(state, hooks.worker, {
    info: (msg) => hooks.showInfo(msg),
    done: (kind, msg) => hooks.finish(kind, msg),
    error: (message) => setStatus(`engine error: ${message}`),
    busy: (b) => { $('stop').disabled = !b; },
  });
  const cancel = () => runner.cancel();
  const page = { board: null, cancel };
  let GameClass = null;

  const engineSide = () => (state.human === 'red' ? 'blue' : 'red');

  function setStatus(text) {
    $('status').textContent = text;
  }

  function search(kind, extra = {}) {
    const g = state.game;
    runner.start(kind, {
      game: state.gameId,
      initial: hooks.initial(g),
      moves: g.history.map(String),
      rules: g.rules,
      ...hooks.job(kind),
      level: kind === 'hint' ? 10 : Number($('level').value),
      time: Number($('time').value),
      ...extra,
    });
    hooks.render();
  }

  // After any change of the game: draw, and start the engine on its turn.
  function afterChange() {
    hooks.render();
    const g = state.game;
    if (!g.isOver() && g.turn === engineSide() && !state.job) search('move');
  }

  function humanToMove() {
    const g = state.game;
    return !g.isOver() && g.turn === state.human && state.jobKind !== 'move';
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
    hooks.reset();
    $('engine-info').textContent = '';
    afterChange();
  }

  // Undo back to the human's turn (a forced end such as a resignation is
  // withdrawn first, alone).
  function undo() {
    const g = state.game;
    cancel();
    const t = g.outcome()?.termination;
    if (hooks.forced.includes(t)) {
      g.undo();
    } else if (g.history.length) {
      g.pop();
      while (g.history.length && !hooks.humanTurn(g)) g.pop();
    }
    hooks.undone();
    afterChange();
  }

  function setSide() {
    state.human = $('side').value;
    page.board.flip = state.human === 'blue';
    if (state.jobKind === 'move') cancel();
    hooks.sideChanged?.();
    afterChange();
  }

  function onTypedMove(ev) {
    ev.preventDefault();
    const input = $('move-input');
    const text = input.value.trim();
    if (!text) return;
    if (!humanToMove()) {
      hooks.say(state.game.isOver() ? 'The game is over.' : 'Wait for the engine.', 'note');
      return;
    }
    try {
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

  /**
   * The result line, the status line and what depends on the outcome.
   *   thinker  who thinks on the engine's move ("engine")
   *   words    the page's words for terminations
   *   note     added to "Red to move (you)"
   *   check    added to every status line while the game runs
   */
  function renderStatus(g, { thinker = 'engine', words, note = '', check = '' }) {
    const out = g.outcome();
    if (out) {
      const who = out.winner ? `${Side(out.winner)} wins` : 'Draw';
      const text = `${who} (${out.result}): ${words[out.termination] || out.reason}.`;
      $('result').textContent = text;
      setStatus(`Game over. ${text}`);
    } else {
      $('result').textContent = '';
      const side = Side(g.turn);
      if (state.jobKind === 'move') setStatus(`${side} (${thinker}) is thinking…${check}`);
      else if (state.jobKind === 'hint') setStatus('Looking for a hint…');
      else if (state.jobKind === 'draw') setStatus('The engine considers your draw offer…');
      else setStatus(`${side} to move${g.turn === state.human ? ' (you)' : ''}${note}.${check}`);
    }
    document.body.dataset.state = out ? 'over' : state.job ? 'thinking' : 'ready';
    for (const id of ['resign', 'draw', 'hint']) $(id).disabled = Boolean(out);
    return out;
  }

  /**
   * The move list #moves: one span a move (dataset[key] = its data, for
   * the tests and clicks), numbered by full move from `no`, the first for
   * `side`; a list that starts with Blue starts with "…".
   */
  function renderMoves(entries, side, no, key) {
    const span = (text, data) => {
      const s = document.createElement('span');
      s.textContent = text;
      if (data) {
        s.dataset[key] = data;
        s.className = 'move';
      }
      return s;
    };
    const items = [];
    let li = null;
    for (const { text, data } of entries) {
      if (!li || side === 'red') {
        li = document.createElement('li');
        li.value = no;
        items.push(li);
        if (side === 'blue') li.append(span('…', null));
      }
      li.append(span(text, data));
      if (side === 'blue') no += 1;
      side = side === 'red' ? 'blue' : 'red';
    }
    const list = $('moves');
    list.replaceChildren(...items);
    list.scrollTop = list.scrollHeight;
  }

  /** A list element's items: one <li> a text (className from `cls`). */
  function listItems(id, entries, cls = null) {
    $(id).replaceChildren(...entries.map((e) => {
      const li = document.createElement('li');
      li.textContent = e.text;
      if (cls) li.className = cls(e);
      return li;
    }));
  }

  /**
   * Start the page once the library is loaded: the level list (default
   * `level`), the board, the worker, the buttons both pages have, the
   * page's own (wire()) and the first game (first(rules), by default
   * hooks.newGame).
   */
  async function start({ init, Game, Board, level, wire, first = hooks.newGame }) {
    applyLanguage();
    await init();
    GameClass = Game;
    for (let l = 1; l <= 10; l++) $('level').append(new Option(String(l), String(l), l === level, l === level));
    page.board = new Board($('board'), hooks.onSquare);
    runner.fresh();
    $('new').onclick = () => replaceGame(hooks.newGame(hooks.rules()));
    $('undo').onclick = undo;
    $('hint').onclick = () => { if (humanToMove() && !state.job) search('hint'); };
    $('stop').onclick = stop;
    $('resign').onclick = () => {
      if (state.game.isOver()) return;
      cancel();
      state.game.resign(state.human);
      afterChange();
    };
    $('draw').onclick = () => { if (humanToMove() && !state.job) search('draw', { time: 300 }); };
    $('side').onchange = setSide;
    $('move-form').onsubmit = onTypedMove;
    $('load-position').onclick = loadPosition;
    $('copy-position').onclick = () => navigator.clipboard?.writeText(hooks.position(state.game)).catch(() => {});
    wire();
    replaceGame(first(hooks.rules()));
  }

  /** start(), with a failure shown on the status line. */
  page.run = (options) => start(options).catch((e) => setStatus(`Cannot start: ${e.message}`));

  Object.assign(page, {
    setStatus, search, afterChange, humanToMove, replaceGame, ioError,
    renderStatus, renderMoves, listItems,
  });
  return page;
}
