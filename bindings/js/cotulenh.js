// JavaScript binding of libcotulenh (Cờ tư lệnh, Commander Chess): the C
// library compiled to WebAssembly (cotulenh-wasm.js + cotulenh-wasm.wasm),
// shaped as the Python binding and cotoan.js, with which it shares
// _gamekit.js; usage in bindings/js/README.md.
//
// Memory: every Game and Engine owns a C handle in the module's heap.  Call
// free() when done; a FinalizationRegistry frees forgotten handles too, but
// only whenever the garbage collector gets to them.  Rule numbers (T1 …)
// are those of doc/cotulenh/rules.md.
import createCotulenhModule from './cotulenh-wasm.js';
import {
  GameKitError, errorClasses, wasmKit, squareTable, ScoreBase, EngineBase, engineConfig, GameBase, gameConfig, recordKit,
  label,
} from './_gamekit.js';

// ---- errors ---------------------------------------------------------------

/** Base class of every error thrown by cotulenh; `code` is the library's
 *  tl_status (negative) or null, `detail` its message. */
export class CotulenhError extends GameKitError {}
const ERRORS = errorClasses(CotulenhError);
// The errors both libraries have (_gamekit.js errorClasses()):
//   InvalidArgumentError: an argument out of range (TL_ERR_INVALID_ARGUMENT) or of the wrong type.
//   OutOfMemoryError: the library could not allocate memory (TL_ERR_NO_MEMORY).
//   InvalidPositionError: a FEN that does not follow T45 (syntax) or breaks T46/T47 (content).
//   IllegalMoveError: a move that is not legal in the current position.
//   InvalidMoveError: text that is not a move in LAN or SAN (T48, T49); an IllegalMoveError.
//   GameOverError: the game has ended (T53–T55); an IllegalMoveError.
//   EmptyHistoryError: pop() or undo() with nothing to take back.
export const {
  InvalidArgumentError, OutOfMemoryError, InvalidPositionError, IllegalMoveError,
  InvalidMoveError, GameOverError, EmptyHistoryError, LanguageUnavailableError,
} = ERRORS;
/** A valid position that is not a valid free setup (T10). */
export class InvalidSetupError extends InvalidPositionError {}
/** endDeploy() with no open deploy session (T21). */
export class NoSessionError extends IllegalMoveError {}
/** The open deploy session may not end now (T21). */
export class CannotEndDeployError extends IllegalMoveError {}
/** A record text that cannot be read (syntax, illegal turn, bad tag):
 *  the message begins "line L, column C: ". */
export class RecordError extends CotulenhError {}

// Struct sizes this file reads and writes (wasm32 layout of the headers).
const SIZE = { rules: 12, stack: 40, session: 20, svg: 24, info: 840, limits: 56, result: 328, engine: 16 };

/** @type {any} */
let M = null;

// The module's runtime (_gamekit.js): loading, heap, text, errors, handles.
const kit = wasmKit({
  name: 'cotulenh',
  prefix: 'tl',
  factory: createCotulenhModule,
  wasmUrl: new URL('./cotulenh-wasm.wasm', import.meta.url),
  errors: ERRORS,
  codes: { [-10]: InvalidSetupError, [-11]: NoSessionError, [-12]: CannotEndDeployError },
  layout: [
    ['rules', 'tl_rules_init', SIZE.rules], ['svg', 'tl_svg_options_init', SIZE.svg],
    ['limits', 'tl_search_limits_init', SIZE.limits], ['engine', 'tl_engine_options_init', SIZE.engine],
  ],
  loaded: (mod) => { M = mod; },
});
const {
  u8, u32, i32, setU32, setI32, scratch, withString, argError, checkInt, errorFor, text, sideIndex, own,
} = kit;

/** Load the WebAssembly module once (wasmKit's init(): in node the .wasm
 *  next to this file, elsewhere fetched; options.wasmBinary or
 *  options.wasmUrl override); resolves to the library's version. */
export const init = kit.init;
/** The version of the loaded library, "1.0.0". */
export const version = kit.version;

// ---- squares, pieces ------------------------------------------------------

const SQUARES = squareTable(11, 12, InvalidArgumentError);
/** The file letters a … k. */
export const FILES = 'abcdefghijk';
/** Square names by index (T1): SQUARE_NAMES[0] = "a1", [10] = "k1", [131] = "k12". */
export const SQUARE_NAMES = SQUARES.names;
/** The index 0 … 131 of a square given by name ("e4") or index. */
export const squareIndex = SQUARES.squareIndex;
/** The name of a square given by index or name. */
export const squareName = SQUARES.squareName;
/** The two sides, in the library's order. */
export const SIDES = Object.freeze(['red', 'blue']);

/** The standard start position (T8). */
export const START_FEN = '6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1';
/** The reduced start position (T9): no engineers. */
export const REDUCED_FEN = '6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2i3m3i/11/11/2I3M3I/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1';

/** The piece letters by tl_piece value (T5, the stacking order of T17). */
export const PIECE_LETTERS = 'NFTEHCIMAGS';
/** The English names by tl_piece value. */
export const PIECE_NAMES = Object.freeze(['navy', 'air force', 'tank', 'engineer', 'headquarters',
  'commander', 'infantry', 'militia', 'artillery', 'anti-air', 'missile']);
const POINTS = [80, 40, 20, 10, 0, 100, 10, 10, 30, 10, 20];

/** The tl_piece value of a letter ("T" or "t"), a name ("tank") or a value. */
export function pieceIndex(piece) {
  if (Number.isInteger(piece) && piece >= 0 && piece < 11) return piece;
  if (typeof piece === 'string') {
    const s = piece.trim();
    if (s.length === 1 && PIECE_LETTERS.includes(s.toUpperCase())) return PIECE_LETTERS.indexOf(s.toUpperCase());
    const i = PIECE_NAMES.indexOf(s.toLowerCase());
    if (i >= 0) return i;
  }
  throw argError(`${JSON.stringify(piece)} is not a piece (a letter of ${PIECE_LETTERS}, a name or 0 … 10)`);
}

/** Points for destroying a piece (T52): its value, +10 when heroic. */
export function piecePoints(piece, heroic = false) {
  return POINTS[pieceIndex(piece)] + (heroic ? 10 : 0);
}

const maskLetters = (mask) => [...PIECE_LETTERS].filter((_, i) => (mask >> i) & 1);

// A piece: {side, type: letter, name, heroic, symbol: its FEN text "T", "+c"}.
function piece(side, type, heroic) {
  const letter = PIECE_LETTERS[type];
  const l = side === 'red' ? letter : letter.toLowerCase();
  return Object.freeze({ side, type: letter, name: PIECE_NAMES[type], heroic, symbol: (heroic ? '+' : '') + l });
}

// ---- moves ----------------------------------------------------------------

/** Move kinds by tl_kind value, with their LAN signs (T48). */
export const KINDS = Object.freeze(['move', 'capture', 'stay', 'suicide', 'combine', null, null, 'end']);
const SIGNS = ['', 'x', '_', '@', '&', '', '', '|'];
const LAN = /^\s*(?:(\+?)([A-Za-z])|\(((?:\+?[A-Za-z]){2,4})\))([a-k](?:1[0-2]|[1-9]))(>?)([x_@&]?)([a-k](?:1[0-2]|[1-9]))\s*$/;

/** A move or deploy step: the C tl_move value and its LAN (T48).  Moves a
 *  game gives carry the library's LAN ("(NFT)b3xe6", "+Cg1xg3").  Two
 *  moves are equal when their codes are.  Immutable. */
export class Move {
  /**
   * @param {string|number} piece the moving piece (stepping piece or carrier)
   * @param {string|number} from  @param {string|number} to
   * @param {string} [kind] 'move', 'capture', 'stay', 'suicide', 'combine'
   *   or a LAN sign ('', 'x', '_', '@', '&')
   * @param {boolean} [deploy] one piece steps out of its stack (T20)
   */
  constructor(piece, from, to, kind = 'move', deploy = false) {
    const p = pieceIndex(piece);
    const f = squareIndex(from);
    const t = squareIndex(to);
    let k = KINDS.indexOf(kind);
    if (k < 0 || k === 7) k = typeof kind === 'string' && kind !== '|' ? SIGNS.indexOf(kind) : -1;
    if (k < 0 || k > 4) throw argError(`${JSON.stringify(kind)} is not a move kind (move, capture, stay, suicide, combine)`);
    return Move._make((f | (t << 8) | (k << 16) | (deploy ? 1 << 19 : 0) | (p << 20)) >>> 0, null);
  }

  static _make(code, lan) {
    const m = Object.create(Move.prototype);
    m.code = code;
    m._lan = lan;
    return Object.freeze(m);
  }

  /** The move of a C tl_move value. */
  static fromCode(code) {
    const kind = (code >> 16) & 7;
    if (!Number.isInteger(code) || code < 0 || code > 0xffffff || (code & 0xff) >= 132
        || ((code >> 8) & 0xff) >= 132 || kind === 5 || kind === 6 || code >> 20 > 10) {
      throw argError(`${String(code)} is not a tl_move`);
    }
    return Move._make(code, null);
  }

  /** The early end of the session open on `origin` (T21), LAN "|". */
  static end(origin) {
    const f = squareIndex(origin);
    return Move._make((f | (f << 8) | (7 << 16)) >>> 0, '|');
  }

  /** A move in LAN ("Ic5&c4", "Tc4>_b4", "(NFT)b3xe6"), without a
   *  position (SAN needs one: game.parseMove()).  InvalidMoveError. */
  static parse(text) {
    const m = typeof text === 'string' ? LAN.exec(text) : null;
    if (!m) throw new InvalidMoveError(`${JSON.stringify(text)} is not a move in LAN (like Ic5&c4)`);
    const [, , letter, stack, f, deploy, sign, t] = m;
    const letters = (letter || stack.replace(/\+/g, '')).toUpperCase();
    if ([...letters].some((c) => !PIECE_LETTERS.includes(c))) {
      throw new InvalidMoveError(`${JSON.stringify(text)}: unknown piece letter`);
    }
    if (stack && deploy) throw new InvalidMoveError(`${JSON.stringify(text)}: a deploy step moves one piece`);
    const code = SQUARES.index.get(f) | (SQUARES.index.get(t) << 8) | (SIGNS.indexOf(sign) << 16)
      | (deploy ? 1 << 19 : 0) | (PIECE_LETTERS.indexOf(letters[0]) << 20);
    return Move._make(code >>> 0, text.trim());
  }

  get from() { return this.code & 0xff; }
  /** The target square (for a stay capture: the captured stack's square). */
  get to() { return (this.code >> 8) & 0xff; }
  get fromSquare() { return SQUARE_NAMES[this.from]; }
  get toSquare() { return SQUARE_NAMES[this.to]; }
  /** 'move', 'capture', 'stay', 'suicide', 'combine' or 'end'. */
  get kind() { return KINDS[(this.code >> 16) & 7]; }
  /** The LAN sign of the kind: '', 'x', '_', '@', '&' ('|' for an end). */
  get sign() { return SIGNS[(this.code >> 16) & 7]; }
  get isDeploy() { return ((this.code >> 19) & 1) === 1; }
  get isEnd() { return ((this.code >> 16) & 7) === 7; }
  /** x, _ and @. */
  get isCapture() { const k = (this.code >> 16) & 7; return k >= 1 && k <= 3; }
  /** The moving piece's letter (stepping piece or carrier); null for an end. */
  get piece() { return this.isEnd ? null : PIECE_LETTERS[(this.code >> 20) & 0xf]; }

  /** The LAN (T48); for a move built from its parts, made from the code
   *  alone (the moving piece's letter, no heroic sign). */
  get lan() {
    if (this._lan !== null) return this._lan;
    if (this.isEnd) return '|';
    return `${this.piece}${this.fromSquare}${this.isDeploy ? '>' : ''}${this.sign}${this.toSquare}`;
  }

  equals(other) { return other instanceof Move && other.code === this.code; }
  toString() { return this.lan; }
  toJSON() { return this.lan; }
}

// ---- rules ----------------------------------------------------------------

const MODES = ['total', 'battles'];
const STARTS = ['standard', 'reduced'];
/** The standard rules: total war (T53) from the standard start (T8). */
export const STANDARD_RULES = Object.freeze({ mode: 'total', start: 'standard' });

const RULES = kit.rules({
  standard: STANDARD_RULES,
  size: SIZE.rules,
  check(r) {
    if (!MODES.includes(r.mode)) throw argError(`mode must be 'total' or 'battles', not ${JSON.stringify(r.mode)}`);
    if (!STARTS.includes(r.start)) throw argError(`start must be 'standard' or 'reduced', not ${JSON.stringify(r.start)}`);
  },
  write(p, r) {
    setI32(p + 4, STARTS.indexOf(r.start));
    setI32(p + 8, MODES.indexOf(r.mode));
  },
});
const withRules = RULES.with;

// ---- game -----------------------------------------------------------------

const TERMINATIONS = [null, 'checkmate', 'stalemate', 'halfmove-clock', 'repetition', 'naval-battle',
  'air-battle', 'land-battle', 'battles-both', 'commander-lost', 'resignation', 'agreement', 'adjudication'];
const BATTLES = [[1, 'naval'], [2, 'air'], [4, 'land']];
const AIR = ['none', 'safe', 'kamikaze'];
const MAX_MOVES = 2048;

function checkText(s, what, Err) {
  if (typeof s !== 'string') throw new Err(`${what} is a string, not ${s === null ? 'null' : typeof s}`);
  if (s.includes('\0')) throw new Err(`${what} cannot contain NUL characters`);
  return s;
}

/** A game: rules, initial position, the moves and deploy steps played,
 *  points, outcome.  Free it with free().  The handle's lifetime, clone(),
 *  reset(), isLegal(), pop(), undo(), peek(), history, explain(), perft(),
 *  outcome(), isOver(), result(), resign() and agreeDraw() come from
 *  _gamekit.js (GameBase). */
export class Game extends GameBase {
  static GAME = gameConfig(kit, {
    rules: RULES,
    positionKey: 'fen',
    terminations: TERMINATIONS,
    forced: ['resignation', 'agreement', 'adjudication'],
    perftMax: 32,
    explainSize: 512,
    errors: ERRORS,
  });

  // new Game(fen, rules, {language}): GameBase's constructor (fen:
  // T45–T47, default the start of the rules; rules: {mode, start};
  // language: 'en' or 'vi').

  // A game made in C (a record): its history as Moves, by replaying it.
  static _wrap(handle) {
    const g = Object.create(Game.prototype);
    own(g, 'game', handle);
    g._stack = [];
    const n = M._tl_game_history(handle, 0, 0);
    const codes = scratch(Math.max(n, 1) * 4, (b) => {
      M._tl_game_history(handle, b, n);
      return Array.from({ length: n }, (_, i) => u32(b + 4 * i));
    });
    const replay = new Game(g.initialFen, g.rules);
    try {
      for (const code of codes) {
        if (((code >> 16) & 7) === 7) {
          g._stack.push(Move.end(code & 0xff));
          M._tl_game_end_deploy(replay._h);
        } else {
          g._stack.push(replay._full(replay._h, code));
          M._tl_game_play(replay._h, code);
        }
      }
    } finally {
      replay.free();
    }
    return g;
  }

  /** The FEN of the current position (T45, with the session field of T47
   *  while a deploy session is open).  Setting it loads a new initial
   *  position and clears the history; a bad FEN throws
   *  InvalidPositionError and leaves the game unchanged. */
  get fen() {
    const h = this._handle();
    return text((b, n) => M._tl_game_fen(h, b, n), 256);
  }

  set fen(s) {
    const h = this._handle();
    checkText(s, 'a FEN', InvalidPositionError);
    const rc = withString(s, (p) => M._tl_game_set_fen(h, p));
    if (rc) throw errorFor(rc, h, InvalidPositionError, label('invalid FEN', this.language));
    this._stack = [];
  }

  /** The FEN the history starts from. */
  get initialFen() {
    const h = this._handle();
    return text((b, n) => M._tl_game_initial_fen(h, b, n), 256);
  }

  /** Throw InvalidSetupError (or InvalidPositionError) unless the FEN is a
   *  valid free setup (T10) under the game's piece set. */
  validateSetup(fen) {
    const h = this._handle();
    checkText(fen, 'a FEN', InvalidPositionError);
    const rc = withString(fen, (p) => M._tl_game_validate_setup(h, p));
    if (rc) throw errorFor(rc, h, InvalidPositionError, label('invalid setup', this.language));
  }

  /** True if the FEN is a valid free setup (T10). */
  isValidSetup(fen) {
    try {
      this.validateSetup(fen);
      return true;
    } catch (e) {
      if (e instanceof InvalidPositionError) return false;
      throw e;
    }
  }

  /** The rule options {mode, start}; setting them (options not given keep
   *  their values) keeps the position and history and evaluates the
   *  outcome again. */
  get rules() {
    const h = this._handle();
    return scratch(SIZE.rules, (p) => {
      M._tl_rules_init(p);
      const rc = M._tl_game_get_rules(h, p);
      if (rc) throw errorFor(rc, h);
      return Object.freeze({ mode: MODES[i32(p + 8)], start: STARTS[i32(p + 4)] });
    });
  }

  set rules(r) {
    const h = this._handle();
    if (r === null || typeof r !== 'object') throw argError('rules must be an object {mode, start}');
    const rc = withRules({ ...this.rules, ...r }, (p) => M._tl_game_set_rules(h, p));
    if (rc) throw errorFor(rc, h, InvalidArgumentError, 'rules');
  }

  /** The side to move (during a deploy session: the deploying side). */
  get turn() { return SIDES[M._tl_game_turn(this._handle())]; }
  /** The points {red, blue} (T52, with the T53 bonuses once over). */
  get points() {
    const h = this._handle();
    return { red: M._tl_game_points(h, 0), blue: M._tl_game_points(h, 1) };
  }
  /** The halfmove clock (T43). */
  get halfmove() { return M._tl_game_halfmove(this._handle()); }
  /** The fullmove number (T44). */
  get fullmove() { return M._tl_game_fullmove(this._handle()); }
  /** The position's 64-bit Zobrist hash (a BigInt). */
  hash() { return BigInt.asUintN(64, M._tl_game_hash(this._handle())); }

  /** Whether `side` (default the side to move) is in check (T35). */
  inCheck(side) {
    const h = this._handle();
    const s = side === undefined ? M._tl_game_turn(h) : sideIndex(side);
    return M._tl_game_in_check(h, s) === 1;
  }

  /** The open deploy session (T21): {origin, mayStep: letters, mayEnd,
   *  captured, text: the FEN field "c4:N:x"}, or null. */
  get session() {
    const h = this._handle();
    return scratch(SIZE.session, (p) => {
      setU32(p, SIZE.session);
      const rc = M._tl_game_session(h, p);
      if (rc < 0) throw errorFor(rc, h);
      if (rc === 0) return null;
      const origin = SQUARE_NAMES[i32(p + 4)];
      const mayStep = maskLetters(u32(p + 8));
      const captured = i32(p + 16) === 1;
      return Object.freeze({
        origin, mayStep, mayEnd: i32(p + 12) === 1, captured,
        text: `${origin}:${mayStep.join('')}${captured ? ':x' : ''}`,
      });
    });
  }

  _stackAt(h, sq, p) {
    const n = M._tl_game_stack(h, sq, p);
    if (n < 0) throw errorFor(n, h);
    if (n === 0) return null;
    const side = SIDES[i32(p + 4)];
    const heroic = u32(p + 20);
    const pieces = [];
    for (let i = 0; i < n; i++) {
      const t = i32(p + 24 + 4 * i);
      pieces.push(piece(side, t, ((heroic >> t) & 1) === 1));
    }
    const syms = pieces.map((x) => x.symbol).join('');
    return Object.freeze({
      side,
      pieces: Object.freeze(pieces),
      carrier: pieces[0],
      text: n === 1 ? syms : `(${syms})`,
    });
  }

  /** The stack on a square: {side, pieces: [{side, type, name, heroic,
   *  symbol}] carrier first (T17), carrier, text: its FEN "(NFT)"}, or
   *  null for an empty square. */
  stackAt(square) {
    const h = this._handle();
    const sq = squareIndex(square);
    return scratch(SIZE.stack, (p) => {
      setU32(p, SIZE.stack);
      return this._stackAt(h, sq, p);
    });
  }

  /** Every stack on the board: {square name: stack}, by square index. */
  stacks() {
    const h = this._handle();
    const out = {};
    scratch(SIZE.stack, (p) => {
      setU32(p, SIZE.stack);
      for (let sq = 0; sq < 132; sq++) {
        const s = this._stackAt(h, sq, p);
        if (s) out[SQUARE_NAMES[sq]] = s;
      }
    });
    return out;
  }

  _squareList(fn) {
    return scratch(132, (p) => {
      const rc = fn(p);
      if (rc < 0) throw errorFor(rc, this._h);
      const out = {};
      for (let sq = 0; sq < 132; sq++) if (u8(p + sq)) out[SQUARE_NAMES[sq]] = u8(p + sq);
      return out;
    });
  }

  /** The squares covered by a side's air defence (T26): {square: number
   *  of sources covering it}. */
  airDefence(side) {
    const h = this._handle();
    const s = sideIndex(side);
    return this._squareList((p) => M._tl_game_air_defence(h, s, p, 132));
  }

  /** The squares a piece of the stack on `square` (default its carrier)
   *  attacks (T35), by index. */
  attacks(square, pieceType) {
    const h = this._handle();
    const sq = squareIndex(square);
    let t;
    if (pieceType === undefined) {
      const st = this.stackAt(sq);
      if (!st) throw argError(`attacks: ${SQUARE_NAMES[sq]} is empty`);
      t = PIECE_LETTERS.indexOf(st.carrier.type);
    } else {
      t = pieceIndex(pieceType);
    }
    return Object.keys(this._squareList((p) => {
      const rc = M._tl_game_attacks(h, sq, t, p, 132);
      if (rc < 0) throw errorFor(rc, h, InvalidArgumentError, `attacks of ${PIECE_NAMES[t]} on ${SQUARE_NAMES[sq]}`);
      return rc;
    }));
  }

  /** The battles of T54 a side has lost now (whatever the mode): a list
   *  of 'naval', 'air', 'land'. */
  battlesLost(side) {
    const rc = M._tl_game_battles_lost(this._handle(), sideIndex(side));
    if (rc < 0) throw errorFor(rc);
    return BATTLES.filter(([bit]) => rc & bit).map(([, n]) => n);
  }

  // ---- moves ----------------------------------------------------------------

  _lanOf(h, code, buf) {
    if (((code >> 16) & 7) === 7) return '|';
    const n = M._tl_game_move_text(h, code, 0, buf, 64);
    return n > 0 && n < 64 ? M.UTF8ToString(buf) : null;
  }

  /** The legal moves and deploy steps (T37, T22) in the library's order
   *  (origin square, then generation order), with their LAN.  Never the
   *  early end of a session (endDeploy()); empty after checkmate or
   *  stalemate. */
  legalMoves() {
    const h = this._handle();
    return scratch(MAX_MOVES * 4 + 64, (buf) => {
      const n = M._tl_game_legal_moves(h, buf, MAX_MOVES);
      if (n < 0) throw errorFor(n, h);
      const tb = buf + MAX_MOVES * 4;
      const out = new Array(n);
      for (let i = 0; i < n; i++) {
        const c = u32(buf + 4 * i);
        out[i] = Move._make(c, this._lanOf(h, c, tb));
      }
      return out;
    });
  }

  _code(move) {
    if (move instanceof Move) return move.code;
    if (typeof move === 'string') {
      const h = this._handle();
      checkText(move, 'a move', InvalidMoveError);
      return scratch(4, (out) => {
        let rc = withString(move, (p) => M._tl_game_parse_move(h, p, out));
        if (rc) {
          if (rc === -6 && M._tl_game_outcome(h, 0) > 0) rc = -7;
          throw errorFor(rc, h, InvalidMoveError, `move ${JSON.stringify(move)}`);
        }
        return u32(out);
      });
    }
    throw argError(`a move is a Move or a string, not ${move === null ? 'null' : typeof move}`);
  }

  _full(h, code) {
    return scratch(64, (b) => Move._make(code, this._lanOf(h, code, b)));
  }

  /** A move from LAN or SAN (T48, T49) or "|", checked against the
   *  position: InvalidMoveError, IllegalMoveError. */
  parseMove(s) {
    const h = this._handle();
    if (typeof s !== 'string') throw argError('a move text is a string');
    const code = this._code(s);
    if (M._tl_game_is_legal(h, code) !== 1) throw new IllegalMoveError(`move ${JSON.stringify(s)}: not legal here`, -6);
    return this._full(h, code);
  }

  /** Play one move or deploy step (a Move, LAN or SAN text, or "|" to end
   *  the open session early); returns the Move played with the library's
   *  LAN.  Throws IllegalMoveError (GameOverError, InvalidMoveError); the
   *  game is then unchanged. */
  push(move) {
    const h = this._handle();
    if (M._tl_game_outcome(h, 0) > 0 && !(move instanceof Move)) {
      if (typeof move !== 'string') this._code(move); // the argument error first
      throw errorFor(-7, h, InvalidMoveError, 'move');
    }
    const code = this._code(move);
    const mv = M._tl_game_is_legal(h, code) === 1 ? this._full(h, code) : null;
    const rc = M._tl_game_play(h, code);
    if (rc) throw errorFor(rc, h, InvalidMoveError, `move ${mv || Move.fromCode(code)}`);
    this._stack.push(mv);
    return mv;
  }

  /** Play turn records as historyText() writes them ("Ic5&c4 Ej9>i9,|");
   *  all or nothing.  Returns the Moves played. */
  play(records) {
    this._handle();
    checkText(records, 'a move text', InvalidMoveError);
    const list = records.split(/\s+/).filter(Boolean);
    const c = this.clone();
    try {
      const n0 = M._tl_game_history(c._h, 0, 0);
      for (const rec of list) {
        let rc = withString(rec, (p) => M._tl_game_play_text(c._h, p));
        if (rc) {
          if (rc === -6 && M._tl_game_outcome(c._h, 0) > 0) rc = -7;
          throw errorFor(rc, c._h, InvalidMoveError, rec);
        }
      }
      const n = M._tl_game_history(c._h, 0, 0);
      const codes = scratch(Math.max(n, 1) * 4, (b) => {
        M._tl_game_history(c._h, b, n);
        return Array.from({ length: n - n0 }, (_, i) => u32(b + 4 * (n0 + i)));
      });
      return codes.map((code) => (((code >> 16) & 7) === 7 ? this.endDeploy() : this.push(Move._make(code, null))));
    } finally {
      c.free();
    }
  }

  /** End the open deploy session early (T21); the turn passes.  Returns
   *  the end Move of the history.  NoSessionError, CannotEndDeployError. */
  endDeploy() {
    const h = this._handle();
    const s = this.session;
    const rc = M._tl_game_end_deploy(h);
    if (rc) throw errorFor(rc, h, CotulenhError, 'endDeploy');
    const mv = Move.end(s.origin);
    this._stack.push(mv);
    return mv;
  }

  _moveText(move, notation) {
    const h = this._handle();
    const code = this._code(move);
    return text((b, n) => M._tl_game_move_text(h, code, notation, b, n), 64,
      (rc) => errorFor(rc, h, InvalidMoveError, `notation of ${Move.fromCode(code)}`));
  }

  /** A legal move in SAN (T49), "I&c4". */
  san(move) { return this._moveText(move, 1); }
  /** A legal move in LAN (T48), "Ic5&c4". */
  lan(move) { return this._moveText(move, 0); }

  /** The history as turn records (T49) separated by spaces, in 'san' or
   *  'lan'. */
  historyText(notation = 'san') {
    const h = this._handle();
    const nt = ['lan', 'san'].indexOf(notation);
    if (nt < 0) throw argError("notation must be 'san' or 'lan'");
    return text((b, n) => M._tl_game_history_text(h, nt, b, n), 1024);
  }

  /** What a legal move does (tl_move_info, T23–T27, T39, T40, T52):
   *  {move, side, kind, isDeploy, isCapture, fromSquare, toSquare, piece,
   *  movers: pieces, air: 'none'|'safe'|'kamikaze', airSource, destroyed
   *  and promoted: [{square, piece}], points: {red, blue}, sessionOpen,
   *  check}. */
  moveInfo(move) {
    const h = this._handle();
    const code = this._code(move);
    return scratch(SIZE.info, (p) => {
      setU32(p, SIZE.info);
      const rc = M._tl_game_move_info(h, code, p);
      if (rc) throw errorFor(rc, h, InvalidMoveError, `move info of ${Move.fromCode(code)}`);
      const side = SIDES[i32(p + 8)];
      const movers = u32(p + 32);
      const heroic = u32(p + 36);
      const at = (q) => ({
        square: SQUARE_NAMES[i32(q)],
        piece: piece(SIDES[i32(q + 4)], i32(q + 8), i32(q + 12) === 1),
      });
      const list = (count, base) => Array.from({ length: Math.min(i32(count), 40) }, (_, i) => at(base + 16 * i));
      const kind = KINDS[i32(p + 12)];
      const src = i32(p + 44);
      return {
        move: this._full(h, code),
        side,
        kind,
        isDeploy: i32(p + 16) === 1,
        isCapture: kind === 'capture' || kind === 'stay' || kind === 'suicide',
        fromSquare: SQUARE_NAMES[i32(p + 20)],
        toSquare: SQUARE_NAMES[i32(p + 24)],
        piece: PIECE_LETTERS[i32(p + 28)],
        movers: [...PIECE_LETTERS].map((_, t) => t).filter((t) => (movers >> t) & 1)
          .map((t) => piece(side, t, ((heroic >> t) & 1) === 1)),
        air: AIR[i32(p + 40)] || 'none',
        airSource: src >= 0 && src < 132 ? SQUARE_NAMES[src] : null,
        destroyed: list(p + 48, p + 52),
        promoted: list(p + 180, p + 184),
        points: { red: i32(p + 824), blue: i32(p + 828) },
        sessionOpen: i32(p + 832) === 1,
        check: i32(p + 836) === 1,
      };
    });
  }

  // ---- outcome --------------------------------------------------------------

  /** The outcome adjudication by points would give now (T55); the game is
   *  not changed. */
  adjudication() {
    const res = M._tl_game_adjudication(this._handle());
    if (res < 0) throw errorFor(res);
    return Game._outcome(res, 12, this.language);
  }

  /** End the game by points (T55); returns the outcome.  GameOverError if
   *  it has already ended. */
  adjudicate() {
    const h = this._handle();
    const res = M._tl_game_adjudicate(h);
    if (res < 0) throw errorFor(res, h, CotulenhError, 'adjudicate');
    return Game._outcome(res, 12, this.language);
  }

  // ---- pictures -------------------------------------------------------------

  /** The board as text ({color, flip, terrain}). */
  render({ color = false, flip = false, terrain = false } = {}) {
    const h = this._handle();
    const flags = (color ? 1 : 0) | (flip ? 2 : 0) | (terrain ? 4 : 0);
    return text((b, n) => M._tl_game_render_text(h, flags, b, n), 4096);
  }

  /** The position as a standalone SVG document ({square, flip,
   *  coordinates, lastMove, airDefence: the sides whose rings are drawn,
   *  ['red', 'blue']}). */
  svg({ square = 48, flip = false, coordinates = true, lastMove = true, airDefence = [] } = {}) {
    const h = this._handle();
    checkInt('square', square, 16, 512);
    if (!Array.isArray(airDefence)) throw argError("airDefence is a list of sides, ['red', 'blue']");
    const rings = airDefence.reduce((m, s) => m | (1 << sideIndex(s)), 0);
    return kit.svgOptions(SIZE.svg, { square, flip, coordinates, lastMove }, (p) => {
      setI32(p + 20, rings);
      const rc = M._tl_game_render_svg(h, p, 0, 0);
      if (rc < 0) throw errorFor(rc, h, InvalidArgumentError, 'svg');
      return text((b, n) => M._tl_game_render_svg(h, p, b, n), rc + 1);
    });
  }

  // ---- records --------------------------------------------------------------

  /** The game as a record text (doc/cotulenh/records.md): {notation:
   *  'san' or 'lan', tags: {Name: value}, comments: {turn: text}, language:
   *  'en' or 'vi'}, one turn record (T49) per move number.  Result,
   *  Termination, Rules and Position always describe the game itself.  A
   *  tag or comment a record cannot hold throws InvalidArgumentError with
   *  the library's message in `language` (by default the game's). */
  record(options) { return RECORDS.write(this, options); }

}

// Records (_gamekit.js recordKit(), shared with cotoan): comments follow
// turns (a move, or the steps of a deploy session).
const RECORDS = recordKit(kit, {
  Game, RecordError, notations: { san: 0, lan: 1 }, withRules,
  count: (g) => g.historyText().split(' ').filter(Boolean).length,
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

/** A search score from the side to move: kind 'cp' (value in tenths of a
 *  T52 point: an infantry is 100) or 'win'/'loss' (value = plies, moves
 *  and deploy steps, to the end).  String(): "+12.50", "win in 3". */
export class Score extends ScoreBase {}
Score.scale = 10;

function readResult(engine, p, game) {
  const list = (count, base, max) => Array.from({ length: Math.max(0, Math.min(i32(count), max)) },
    (_, i) => u32(base + 4 * i));
  const steps = list(p + 44, p + 48, 4);
  const endsEarly = i32(p + 64) === 1;
  const turn = game._replay(steps);
  const pv = game._replay(list(p + 68, p + 72, 64));
  const best = u32(p + 4);
  let move = null;
  if (best) move = turn.length && turn[0].code === best ? turn[0] : game._full(game._h, best);
  if (endsEarly) turn.push(Move.end(steps.length ? steps[0] & 0xff : best & 0xff));
  // The turn record of T49 in SAN ("Tc4>c6,Fc4>d6,|"), "" for no turn.
  const n = M._tl_turn_text(game._h, p + 48, steps.length, endsEarly ? 1 : 0, 1, 0, 0);
  const turnText = n > 0 ? text((b, size) => M._tl_turn_text(game._h, p + 48, steps.length, endsEarly ? 1 : 0, 1, b, size), n + 1) : '';
  return {
    move,
    turn,
    endsEarly,
    turnText,
    pv,
    ...engine._stats(p),
  };
}

/** A search engine with its own transposition table.  analyse() and
 *  bestMove() return {move: the first step, turn: every step of the best
 *  turn (a move, or a deploy session's steps, ending with the end Move
 *  "|" when it ends the session early), endsEarly, turnText, score, pv,
 *  depth, seldepth, nodes, nps, time}. */
export class Engine extends EngineBase {
  static ENGINE = engineConfig(kit, {
    Game, optionsSize: SIZE.engine, resultSize: SIZE.result, Score, read: readResult,
  });

  /** Search, play the whole best turn on the game, return the result. */
  play(game, limits) {
    const r = this.analyse(game, limits);
    for (const m of r.turn) {
      if (m.isEnd) game.endDeploy(); else game.push(m);
    }
    return r;
  }
}
