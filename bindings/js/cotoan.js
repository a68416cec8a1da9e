// JavaScript binding of libcotoan (Cờ toán Việt Nam, Vietnamese math chess):
// the C library compiled to WebAssembly (cotoan-wasm.js + cotoan-wasm.wasm),
// behind the same shape as the Python binding (bindings/python/cotoan).
//
//   import { init, Game, Engine } from './cotoan.js';
//   await init();
//   const g = new Game();
//   g.push('c1c4');
//   g.free();
//
// Memory: every Game and Engine owns a C handle in the module's heap.  Call
// free() when done; a FinalizationRegistry frees forgotten handles too, but
// only whenever the garbage collector gets to them.
import createCotoanModule from './cotoan-wasm.js';
import {
  GameKitError, errorClasses, wasmKit, squareTable, ScoreBase, EngineBase, engineConfig, GameBase, gameConfig, recordKit,
  label,
} from './_gamekit.js';

// ---- errors ---------------------------------------------------------------

/** Base class of every error thrown by cotoan; `code` is the library's
 *  ct_status (negative) or null, `detail` its message. */
export class CotoanError extends GameKitError {}
const ERRORS = errorClasses(CotoanError);
// The errors both libraries have (_gamekit.js errorClasses()):
//   InvalidArgumentError: an argument out of range (CT_ERR_INVALID_ARGUMENT) or of the wrong type.
//   OutOfMemoryError: the library could not allocate memory (CT_ERR_NO_MEMORY).
//   InvalidPositionError: a position string that does not follow R19.
//   IllegalMoveError: a move that is not legal in the current position.
//   InvalidMoveError: text that is not a move in either notation (R20, R21); an IllegalMoveError.
//   GameOverError: the game has ended (R17); an IllegalMoveError.
//   EmptyHistoryError: pop() or undo() with nothing to take back.
//   LanguageUnavailableError: game.language = 'vi' with a module that writes English only.
export const {
  InvalidArgumentError, OutOfMemoryError, InvalidPositionError, IllegalMoveError,
  InvalidMoveError, GameOverError, EmptyHistoryError, LanguageUnavailableError,
} = ERRORS;
/** A record text that cannot be read (syntax, illegal move, bad tag). */
export class RecordError extends CotoanError {}

// Struct sizes this file reads and writes (wasm32 layout of the headers).
const SIZE = { rules: 16, info: 68, limits: 56, result: 304, svg: 32, engine: 16 };

/** @type {any} */
let M = null;

// The module's runtime (_gamekit.js): loading, heap, text, errors, handles.
const kit = wasmKit({
  name: 'cotoan',
  prefix: 'ct',
  factory: createCotoanModule,
  wasmUrl: new URL('./cotoan-wasm.wasm', import.meta.url),
  errors: ERRORS,
  layout: [
    ['rules', 'ct_rules_init', SIZE.rules], ['limits', 'ct_search_limits_init', SIZE.limits],
    ['svg', 'ct_svg_options_init', SIZE.svg], ['engine', 'ct_engine_options_init', SIZE.engine],
  ],
  loaded: (mod) => { M = mod; },
});
const {
  u32, i32, setU32, setI32, alloc, scratch, withString, argError, own, checkInt, errorFor, text, sideIndex,
} = kit;

/** Load the WebAssembly module once (wasmKit's init(): in node the .wasm
 *  next to this file, elsewhere fetched; options.wasmBinary or
 *  options.wasmUrl override); resolves to the library's version. */
export const init = kit.init;
/** The version of the loaded library, e.g. "1.1.0". */
export const version = kit.version;

// ---- squares and moves ----------------------------------------------------

/** Square names by index (R1): SQUARE_NAMES[0] = "a1", [98] = "i11". */
const SQUARES = squareTable(9, 11, InvalidArgumentError);
export const SQUARE_NAMES = SQUARES.names;
const SQUARE_INDEX = SQUARES.index;
/** The start position (R4). */
export const START_POSITION = 'b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0';
/** The two sides, in the library's order. */
export const SIDES = Object.freeze(['red', 'blue']);

/** The index 0 … 98 of a square given by name ("e4") or index. */
export const squareIndex = SQUARES.squareIndex;
/** The name of a square given by index or name. */
export const squareName = SQUARES.squareName;

/** A move: from-square and to-square (R11), plus, for moves a game gave,
 *  whether it captures and the value of the moving piece.  Immutable. */
export class Move {
  constructor(from, to, isCapture = false, value = null) {
    this.from = squareIndex(from);
    this.to = squareIndex(to);
    this.isCapture = Boolean(isCapture);
    if (value !== null && !(Number.isInteger(value) && value >= 0 && value <= 9)) {
      throw argError(`value must be 0 … 9 or null, not ${String(value)}`);
    }
    this.value = value;
    Object.freeze(this);
  }

  /** A move in coordinate notation (R20), "c1c4". */
  static parse(text) {
    const s = typeof text === 'string' ? text.trim().toLowerCase() : '';
    for (const cut of [2, 3]) {
      const a = SQUARE_INDEX.get(s.slice(0, cut));
      const b = SQUARE_INDEX.get(s.slice(cut));
      if (a !== undefined && b !== undefined) return new Move(a, b);
    }
    throw new InvalidMoveError(`${JSON.stringify(text)} is not a move in coordinate notation (like c1c4)`);
  }

  /** The move of a C ct_move value (from | to << 8). */
  static fromCode(code) {
    if (!Number.isInteger(code) || code & ~0xffff || (code & 0xff) >= 99 || code >> 8 >= 99) {
      throw argError(`${String(code)} is not a ct_move`);
    }
    return new Move(code & 0xff, code >> 8);
  }

  /** The C ct_move value. */
  get code() { return this.from | (this.to << 8); }
  get fromSquare() { return SQUARE_NAMES[this.from]; }
  get toSquare() { return SQUARE_NAMES[this.to]; }

  /** Coordinate notation (R20): "c1c4"; same as String(move). */
  uci() { return SQUARE_NAMES[this.from] + SQUARE_NAMES[this.to]; }

  /** Short notation (R21): "7c4", "8xe6" (needs the piece's value). */
  short() {
    if (this.value === null) {
      throw argError(`${this.uci()} does not know its piece; take moves from a game or use game.short(move)`);
    }
    return `${this.value}${this.isCapture ? 'x' : ''}${this.toSquare}`;
  }

  /** True when the squares are the same. */
  equals(other) {
    return other instanceof Move && other.from === this.from && other.to === this.to;
  }

  toString() { return this.uci(); }
  toJSON() { return this.uci(); }
}

// ---- rules ----------------------------------------------------------------

const MOVERS = ['front', 'back'];
/** The standard rules (mover front, target 15, limit 240). */
export const STANDARD_RULES = Object.freeze({ mover: 'front', target: 15, limit: 240 });

const RULES = kit.rules({
  standard: STANDARD_RULES,
  size: SIZE.rules,
  check(r) {
    if (!MOVERS.includes(r.mover)) throw argError(`mover must be 'front' or 'back', not ${JSON.stringify(r.mover)}`);
    checkInt('target', r.target, 0, 1000);
    checkInt('limit', r.limit, 0, 1000000);
  },
  write(p, r) {
    setI32(p + 4, MOVERS.indexOf(r.mover));
    setI32(p + 8, r.target);
    setI32(p + 12, r.limit);
  },
});
const withRules = RULES.with;

// ---- game -----------------------------------------------------------------

const TERMINATIONS = [null, 'zero-captured', 'score-target', 'move-limit', 'no-moves', 'resignation', 'agreement', 'time'];
const OPS = [[1, 'add'], [2, 'sub'], [4, 'mul'], [8, 'quotient'], [16, 'remainder']];

/** A game: a position, the rules, and the moves played from the initial
 *  position.  Free it with free().  The handle's lifetime, clone(),
 *  reset(), isLegal(), pop(), undo(), peek(), history, explain(), perft(),
 *  outcome(), isOver(), result(), resign() and agreeDraw() come from
 *  _gamekit.js (GameBase). */
export class Game extends GameBase {
  static GAME = gameConfig(kit, {
    rules: RULES,
    positionKey: 'position',
    terminations: TERMINATIONS,
    forced: ['resignation', 'agreement', 'time'],
    perftMax: 64,
    explainSize: 256,
    errors: ERRORS,
  });

  // new Game(position, rules, {language}): GameBase's constructor
  // (position: a position string, R19; rules: {mover, target, limit};
  // language: 'en' or 'vi').

  /** Record that `side`'s clock ran out (default the side to move): it
   *  loses, termination 'time' (ct_game_time_out(); the clock is the
   *  caller's).  undo() takes it back.  GameOverError if the game has
   *  ended. */
  timeOut(side) {
    this._forceEnd('time_out', side, 'timeOut');
  }

  static _wrap(handle) {
    const g = Object.create(Game.prototype);
    own(g, 'game', handle);
    g._stack = null;
    return g;
  }

  /** The current position string (R19).  Setting it loads a new initial
   *  position and clears the history; a bad string throws
   *  InvalidPositionError and leaves the game unchanged. */
  get position() {
    const h = this._handle();
    return text((b, n) => M._ct_game_position(h, b, n), 128);
  }

  set position(s) {
    const h = this._handle();
    if (typeof s !== 'string') throw new InvalidPositionError(`a position string is a string, not ${typeof s}`);
    if (s.includes('\0')) throw new InvalidPositionError('a position string cannot contain NUL characters');
    const rc = withString(s, (p) => M._ct_game_set_position(h, p));
    if (rc) throw errorFor(rc, h, InvalidPositionError, label('invalid position', this.language));
    this._stack = [];
  }

  /** The position the history starts from. */
  get initialPosition() {
    const h = this._handle();
    return text((b, n) => M._ct_game_initial_position(h, b, n), 128);
  }

  /** The rule options {mover, target, limit}; setting them (options not
   *  given keep their values) keeps the position and history and
   *  re-evaluates the outcome under the new rules. */
  get rules() {
    const h = this._handle();
    return scratch(SIZE.rules, (p) => {
      M._ct_rules_init(p);
      const rc = M._ct_game_get_rules(h, p);
      if (rc) throw errorFor(rc, h);
      return Object.freeze({ mover: MOVERS[i32(p + 4)], target: i32(p + 8), limit: i32(p + 12) });
    });
  }

  set rules(r) {
    const h = this._handle();
    if (r === null || typeof r !== 'object') throw argError('rules must be an object {mover, target, limit}');
    const rc = withRules({ ...this.rules, ...r }, (p) => M._ct_game_set_rules(h, p));
    if (rc) throw errorFor(rc, h, InvalidArgumentError, 'rules');
  }

  /** The side to move: 'red' or 'blue'. */
  get turn() { return SIDES[M._ct_game_turn(this._handle())]; }
  /** The scores {red, blue} (R11). */
  get scores() {
    const h = this._handle();
    return { red: M._ct_game_score(h, 0), blue: M._ct_game_score(h, 1) };
  }
  /** Plies played since the start of the game (the position's counter). */
  get ply() { return M._ct_game_ply(this._handle()); }
  /** The position's 64-bit hash (a BigInt). */
  hash() { return BigInt.asUintN(64, M._ct_game_hash(this._handle())); }

  /** The piece on a square, {side, value}, or null. */
  pieceAt(square) {
    const h = this._handle();
    const sq = squareIndex(square);
    return scratch(8, (p) => {
      const rc = M._ct_game_piece_at(h, sq, p, p + 4);
      if (rc < 0) throw errorFor(rc, h);
      return rc ? { side: SIDES[i32(p)], value: i32(p + 4) } : null;
    });
  }

  /** The square name of a side's piece of a value, or null when captured. */
  squareOf(side, value) {
    const h = this._handle();
    const s = sideIndex(side);
    checkInt('value', value, 0, 9);
    return scratch(4, (p) => {
      const rc = M._ct_game_square_of(h, s, value, p);
      if (rc < 0) throw errorFor(rc, h);
      return rc ? SQUARE_NAMES[i32(p)] : null;
    });
  }

  /** Every piece on the board: [{square, side, value}] by square. */
  pieces() {
    const out = [];
    for (let sq = 0; sq < 99; sq++) {
      const pc = this.pieceAt(sq);
      if (pc) out.push({ square: SQUARE_NAMES[sq], ...pc });
    }
    return out;
  }

  _full(h, code) {
    // Capture flag and the mover's value from the board (the move is legal).
    const from = code & 0xff;
    const to = code >> 8;
    return scratch(16, (p) => {
      const v = M._ct_game_piece_at(h, from, p, p + 4) > 0 ? i32(p + 4) : null;
      const cap = M._ct_game_piece_at(h, to, p + 8, p + 12) > 0;
      return new Move(from, to, cap, v);
    });
  }

  /** The legal moves (Move[]), sorted by from-square then to-square;
   *  empty once the game is over. */
  legalMoves() {
    const h = this._handle();
    return scratch(512 * 4, (buf) => {
      const n = M._ct_game_legal_moves(h, buf, 512);
      if (n < 0) throw errorFor(n, h);
      const moves = [];
      for (let i = 0; i < n; i++) moves.push(this._full(h, u32(buf + 4 * i)));
      return moves;
    });
  }

  _code(move) {
    if (move instanceof Move) return move.code;
    if (typeof move === 'string') return this.parseMove(move).code;
    throw argError(`a move is a Move or a string, not ${move === null ? 'null' : typeof move}`);
  }

  /** A move from text in either notation ("c1c4" or "7c4"), checked
   *  against the position: InvalidMoveError / IllegalMoveError. */
  parseMove(s) {
    const h = this._handle();
    if (typeof s !== 'string') throw argError('a move text is a string');
    if (s.includes('\0')) throw new InvalidMoveError('a move cannot contain NUL characters');
    return scratch(4, (out) => {
      const rc = withString(s, (p) => M._ct_game_parse_move(h, p, out));
      if (rc) throw errorFor(rc, h, InvalidMoveError, `move ${JSON.stringify(s)}`);
      return this._full(h, u32(out));
    });
  }

  _entries() { return this._ensureStack(); }

  _ensureStack() {
    if (this._stack) return this._stack;
    // A game made in C (a record): rebuild Move objects by replaying.
    const h = this._handle();
    const n = M._ct_game_history(h, 0, 0);
    const codes = scratch(Math.max(n, 1) * 4, (buf) => {
      M._ct_game_history(h, buf, n);
      return Array.from({ length: n }, (_, i) => u32(buf + 4 * i));
    });
    const replay = new Game(this.initialPosition, this.rules);
    try {
      this._stack = codes.map((c) => {
        const mv = replay._full(replay._h, c);
        M._ct_game_play(replay._h, c);
        return mv;
      });
    } finally {
      replay.free();
    }
    return this._stack;
  }

  /** Play a move (a Move or text in either notation); returns the Move
   *  played.  Throws IllegalMoveError (GameOverError, InvalidMoveError);
   *  the game is then unchanged. */
  push(move) {
    const h = this._handle();
    if (M._ct_game_outcome(h, 0) !== 0) {
      // GameOverError (the library's code and message) before any parsing.
      const rc = M._ct_game_play(h, move instanceof Move ? move.code : 0);
      throw errorFor(rc || -7, h, InvalidMoveError, 'move');
    }
    const code = this._code(move);
    const stack = this._ensureStack();
    const mv = M._ct_game_is_legal(h, code) === 1 ? this._full(h, code) : null;
    const rc = M._ct_game_play(h, code);
    if (rc) throw errorFor(rc, h, InvalidMoveError, `move ${Move.fromCode(code)}`);
    stack.push(mv);
    return mv;
  }

  /** A legal move in short notation (R21): "7c4", "8xe6". */
  short(move) {
    const h = this._handle();
    const code = this._code(move);
    return text((b, n) => M._ct_game_move_text(h, code, 1, b, n), 16,
      (rc) => errorFor(rc, h, InvalidMoveError, `short notation of ${Move.fromCode(code)}`));
  }

  /** What a legal move does (ct_move_info): squares by name, the pair and
   *  its arithmetic for a capture (null fields for a slide). */
  moveInfo(move) {
    const h = this._handle();
    const code = this._code(move);
    return scratch(SIZE.info, (p) => {
      setU32(p, SIZE.info);
      const rc = M._ct_game_move_info(h, code, p);
      if (rc) throw errorFor(rc, h, InvalidMoveError, `move info of ${Move.fromCode(code)}`);
      const f = (i) => i32(p + 4 * i);
      const sq = (v) => (v < 0 ? null : SQUARE_NAMES[v]);
      const num = (v) => (v < 0 ? null : v);
      const cap = f(3) === 1;
      return {
        move: this._full(h, code),
        side: SIDES[f(2)],
        isCapture: cap,
        fromSquare: SQUARE_NAMES[f(4)],
        toSquare: SQUARE_NAMES[f(5)],
        value: f(6),
        partnerSquare: sq(f(7)),
        partnerValue: num(f(8)),
        frontSquare: sq(f(9)),
        backSquare: sq(f(10)),
        a: cap ? f(11) : null,
        b: cap ? f(12) : null,
        distance: f(13),
        operations: OPS.filter(([bit]) => u32(p + 56) & bit).map(([, name]) => name),
        capturedValue: num(f(15)),
        endsGame: f(16) === 1,
      };
    });
  }

  /** The board as text ({color, flip, unicode}). */
  render({ color = false, flip = false, unicode = false } = {}) {
    const h = this._handle();
    const flags = (color ? 1 : 0) | (flip ? 2 : 0) | (unicode ? 4 : 0);
    return text((b, n) => M._ct_game_render_text(h, flags, b, n), 4096);
  }

  /** The position as a standalone SVG document ({square, flip,
   *  coordinates, lastMove, shot, arrows: moves or "c1c4" strings}). */
  svg({ square = 48, flip = false, coordinates = true, lastMove = true, shot = true, arrows = [] } = {}) {
    const h = this._handle();
    checkInt('square', square, 8, 512);
    const list = Array.from(arrows, (a) => (a instanceof Move ? a : Move.parse(String(a))).code);
    checkInt('number of arrows', list.length, 0, 256);
    return kit.svgOptions(SIZE.svg + 4 * list.length, { square, flip, coordinates, lastMove }, (p) => {
      setI32(p + 20, shot ? 1 : 0);
      list.forEach((c, i) => setU32(p + SIZE.svg + 4 * i, c));
      setU32(p + 24, list.length ? p + SIZE.svg : 0);
      setI32(p + 28, list.length);
      return text((b, n) => M._ct_game_render_svg(h, p, b, n), 32768);
    });
  }

  /** The game as a record text (doc/cotoan/records.md): {notation: 'short' or
   *  'coord', tags: {Name: value}, comments: {ply: text}, language: 'en' or
   *  'vi'}.  Result, Termination, Rules and Position always describe the
   *  game itself.  A tag or comment a record cannot hold throws
   *  InvalidArgumentError with the library's message in `language` (by
   *  default the game's). */
  record(options) { return RECORDS.write(this, options); }

}

// Records (_gamekit.js recordKit(), shared with cotulenh): comments follow plies.
const RECORDS = recordKit(kit, {
  Game, RecordError, notations: { short: 0, coord: 1 }, withRules, count: (g) => g.history.length,
});

/**
 * Read every game of a record text: [{game, tags, comments}] (free each
 * game).  Throws RecordError ("line L, column C: …") for a bad record.
 */
export function readGames(recordText, rules, options) {
  return RECORDS.readGames(recordText, rules, options);
}

/** The first game of a record text ({game, tags, comments}; the others are
 *  freed), or null when it holds none. */
export function readGame(recordText, rules, options) {
  const games = RECORDS.readGames(recordText, rules, options);
  for (const g of games.slice(1)) g.game.free();
  return games.length ? games[0] : null;
}

// ---- engine ---------------------------------------------------------------

/** A search score from the side to move: kind 'cp' (value in centi-points)
 *  or 'win'/'loss' (value = plies to the end).  String(): "+1.25", "win in 3". */
export class Score extends ScoreBase {}

function readResult(engine, p, game) {
  const n = Math.max(0, Math.min(i32(p + 44), 64));
  const pv = game._replay(Array.from({ length: n }, (_, i) => u32(p + 48 + 4 * i)));
  const best = u32(p + 4);
  let move = null;
  if (best) move = pv.length && pv[0].code === best ? pv[0] : game._full(game._h, best);
  return { move, pv, ...engine._stats(p) };
}

/** A search engine with its own transposition table. */
export class Engine extends EngineBase {
  static ENGINE = engineConfig(kit, {
    Game, optionsSize: SIZE.engine, resultSize: SIZE.result, Score, read: readResult,
  });

  /** Search, play the best move on the game, return the result. */
  play(game, limits) {
    const r = this.analyse(game, limits);
    if (r.move) game.push(r.move);
    return r;
  }
}
