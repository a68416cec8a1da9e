// What the JavaScript bindings (cotoan.js, cotulenh.js) share, as gamekit/
// is for the C libraries: loading a module built by web/meson.build, its
// heap, strings and text, the error classes and status codes, argument
// checks, square tables, the ownership of C handles (free() and a
// FinalizationRegistry), and GameBase and EngineBase.  Internal: not part
// of either package's API.

/** Base of every error class of the bindings: `code` is the library's
 *  status (negative) or null, `detail` its message. */
export class GameKitError extends Error {
  constructor(message, code = null, detail = null) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.detail = detail ?? message;
  }
}

/**
 * The error classes both libraries have, under a library's base class
 * (`Base`, a GameKitError), and the statuses they stand for.  Each binding
 * exports them as its own (cotoan's InvalidMoveError is not cotulenh's).
 */
export function errorClasses(Base) {
  class InvalidArgumentError extends Base {}
  class OutOfMemoryError extends Base {}
  class InvalidPositionError extends Base {}
  class IllegalMoveError extends Base {}
  class InvalidMoveError extends IllegalMoveError {}
  class GameOverError extends IllegalMoveError {}
  class EmptyHistoryError extends Base {}
  class LanguageUnavailableError extends Base {}
  return {
    Base, InvalidArgumentError, OutOfMemoryError, InvalidPositionError, IllegalMoveError,
    InvalidMoveError, GameOverError, EmptyHistoryError, LanguageUnavailableError,
    byCode: {
      [-1]: InvalidArgumentError,
      [-2]: OutOfMemoryError,
      [-5]: InvalidPositionError,
      [-6]: IllegalMoveError,
      [-7]: GameOverError,
      [-8]: EmptyHistoryError,
    },
  };
}

/** Check that v is an integer lo … hi; else throw new Err(...). */
export function checkInt(Err, name, v, lo, hi) {
  if (!Number.isInteger(v) || v < lo || v > hi) {
    throw new Err(`${name} must be an integer ${lo} … ${hi}, not ${String(v)}`);
  }
  return v;
}

const U64_MAX = 2n ** 64n - 1n;

/** Check that v is an integer lo … 2^64 - 1 for a C uint64_t, a number
 *  (at its exact value: 2 ** 64 + 4096 is 2 ** 64, out of range) or a
 *  BigInt, and return it as a BigInt; else throw new Err(...).  Nothing
 *  is wrapped: a value out of range is refused, as the Python binding
 *  does. */
export function checkU64(Err, name, v, lo) {
  const ok = (typeof v === 'bigint' || Number.isInteger(v))
    && BigInt(v) >= BigInt(lo) && BigInt(v) <= U64_MAX;
  if (!ok) {
    const shown = typeof v === 'bigint' ? `${v}n` : String(v);
    throw new Err(`${name} must be an integer ${lo} … 2^64 - 1 (a number or a BigInt), not ${shown}`);
  }
  return BigInt(v);
}

/** The largest engine table size in MiB in the WebAssembly build: its
 *  size_t has 32 bits, so a table of 4096 MiB does not fit (engine.h). */
export const MAX_HASH_MB = 4095;

/** Square names of a board `files` wide and `ranks` high (index = rank *
 *  files + file, "a1" first) and converters that throw `Err`. */
export function squareTable(files, ranks, Err) {
  const letters = 'abcdefghijklmnopqrstuvwxyz'.slice(0, files);
  const count = files * ranks;
  const names = Object.freeze(Array.from({ length: count },
    (_, i) => letters[i % files] + String(Math.floor(i / files) + 1)));
  const index = new Map(names.map((n, i) => [n, i]));
  const last = names[count - 1];
  function squareIndex(square) {
    if (typeof square === 'string') {
      const i = index.get(square.trim().toLowerCase());
      if (i !== undefined) return i;
    } else if (Number.isInteger(square) && square >= 0 && square < count) {
      return square;
    }
    throw new Err(`${JSON.stringify(square)} is not a square (a name a1 … ${last} or an index 0 … ${count - 1})`);
  }
  return {
    names,
    index,
    squareIndex,
    squareName: (square) => names[squareIndex(square)],
  };
}

/** 0 for red ('red', 'r', 0), 1 for blue. */
export function sideIndex(Err, side) {
  if (side === 0 || side === 1) return side;
  if (typeof side === 'string') {
    const s = side.trim().toLowerCase();
    if (s === 'red' || s === 'r') return 0;
    if (s === 'blue' || s === 'b') return 1;
  }
  throw new Err(`side must be 'red' or 'blue', not ${JSON.stringify(side)}`);
}

/**
 * The runtime of one library's module.
 *   name      the library ("cotoan"), for messages
 *   prefix    its C prefix ("ct"): <prefix>_strerror, <prefix>_game_error,
 *             <prefix>_game_free, <prefix>_engine_free, <prefix>_version_string,
 *             <prefix>_rules_init, <prefix>_svg_options_init
 *   factory   the module factory (emscripten's MODULARIZE export)
 *   wasmUrl   URL of the .wasm next to the binding
 *   errors    the library's errorClasses()
 *   codes     {code: class}: the library's own statuses
 *   layout    [[struct name, init function name, expected size], ...]:
 *             checked after loading (the init function writes the size)
 *   loaded    called with the module once it is loaded
 * Every heap helper reads the loaded module; call them after init().
 */
export function wasmKit({ name, prefix, factory, wasmUrl, errors, codes = {}, layout = [], loaded = () => {} }) {
  let M = null;
  let loading = null;
  const { Base, InvalidArgumentError: InvalidArgument, OutOfMemoryError: OutOfMemory } = errors;
  const byCode = { ...errors.byCode, ...codes };

  async function load(options) {
    let bytes = options.wasmBinary;
    if (!bytes) {
      const url = options.wasmUrl ? new URL(options.wasmUrl, wasmUrl) : wasmUrl;
      if (url.protocol === 'file:') {
        const fs = await import('node:fs/promises');
        bytes = await fs.readFile(url);
      } else {
        const resp = await fetch(url);
        if (!resp.ok) throw new Base(`cannot load ${url}: HTTP ${resp.status}`);
        bytes = await resp.arrayBuffer();
      }
    }
    const mod = await factory({
      instantiateWasm(imports, done) {
        WebAssembly.instantiate(bytes, imports).then((r) => done(r.instance));
        return {};
      },
      print: () => {},
      printErr: () => {},
    });
    checkLayout(mod);
    M = mod;
    loaded(mod);
    return mod;
  }

  function checkLayout(mod) {
    const p = mod._malloc(1024);
    try {
      for (const [struct, init, size] of layout) {
        mod.HEAPU8.fill(0, p, p + 1024);
        mod[`_${init}`](p);
        const got = mod.HEAPU32[p >> 2];
        if (got !== size) {
          throw new Base(`${name}.js does not match the module: sizeof ${struct} is ${got}, expected ${size}`);
        }
      }
    } finally {
      mod._free(p);
    }
  }

  function need() {
    if (!M) throw new Base(`${name} is not loaded: await init() first`);
    return M;
  }

  const kit = {
    prefix,
    /** The library's error base class, its argument error and the error of
     *  a language the module cannot write. */
    Base,
    InvalidArgument,
    LanguageUnavailable: errors.LanguageUnavailableError,
    /**
     * Load the WebAssembly module (once; later calls wait for the same
     * load).  In node the .wasm file next to the binding is read from disk,
     * elsewhere it is fetched; `options.wasmBinary` (bytes) or
     * `options.wasmUrl` override.  Resolves to the library's version.
     */
    init(options = {}) {
      if (!loading) {
        loading = load(options).catch((e) => {
          loading = null;
          throw e;
        });
      }
      return loading.then(() => kit.version());
    },
    /** The version of the loaded library, e.g. "1.1.0". */
    version: () => need().UTF8ToString(M[`_${prefix}_version_string`]()),
    /** The module, or an error when init() has not finished. */
    need,
    get M() { return M; },

    u8: (p) => M.HEAPU8[p],
    u32: (p) => M.HEAPU32[p >> 2],
    i32: (p) => M.HEAP32[p >> 2],
    setU32: (p, v) => { M.HEAPU32[p >> 2] = v; },
    setI32: (p, v) => { M.HEAP32[p >> 2] = v; },
    u64: (p) => M.HEAPU32[p >> 2] + M.HEAPU32[(p >> 2) + 1] * 4294967296,
    setU64(p, v) {
      const b = BigInt.asUintN(64, BigInt(v));
      M.HEAPU32[p >> 2] = Number(b & 0xffffffffn);
      M.HEAPU32[(p >> 2) + 1] = Number(b >> 32n);
    },

    /** `size` zeroed bytes of the heap (caller frees). */
    alloc(size) {
      const p = M._malloc(size);
      if (!p) throw new OutOfMemory('out of memory', -2);
      M.HEAPU8.fill(0, p, p + size);
      return p;
    },
    /** fn(p), then free p. */
    using(p, fn) {
      try {
        return fn(p);
      } finally {
        M._free(p);
      }
    },
    /** fn(p) with `size` zeroed bytes, freed afterwards. */
    scratch: (size, fn) => kit.using(kit.alloc(size), fn),
    /** A NUL-terminated UTF-8 copy of a string (caller frees). */
    cstring(s) {
      const n = M.lengthBytesUTF8(s) + 1;
      const p = kit.alloc(n);
      M.stringToUTF8(s, p, n);
      return p;
    },
    withString: (s, fn) => kit.using(kit.cstring(s), fn),
    /** The string at p. */
    string: (p) => M.UTF8ToString(p),
    /** A text function with the snprintf() convention, fn(buf, size) ->
     *  length or a negative status (thrown as errorFn(code), by default
     *  errorFor(code)). */
    text(fn, size = 256, errorFn = null) {
      for (;;) {
        const r = kit.scratch(size, (buf) => {
          const n = fn(buf, size);
          if (n < 0) return { n };
          return { n, s: n < size ? M.UTF8ToString(buf) : null };
        });
        if (r.n < 0) throw (errorFn ? errorFn(r.n) : kit.errorFor(r.n));
        if (r.s !== null) return r.s;
        size = r.n + 1;
      }
    },

    /** The library's short description of a status. */
    strerror: (code) => M.UTF8ToString(M[`_${prefix}_strerror`](code)),
    /**
     * The error for status `code`: the game's detailed message (when a
     * handle is given and it has one), `given` (another handle's message,
     * a record's, when not empty) or the status's description, as the
     * class of byCode (`parseCls` for a parse error, -4: by default
     * InvalidMoveError; null: byCode's), prefixed by `what: ` when given.
     */
    errorFor(code, handle = 0, parseCls = errors.InvalidMoveError, what = null, given = '') {
      let detail = handle ? M.UTF8ToString(M[`_${prefix}_game_error`](handle)) : '';
      if (!detail) detail = given || kit.strerror(code);
      const Cls = (code === -4 && parseCls) || byCode[code] || Base;
      return new Cls(what ? `${what}: ${detail}` : detail, code, detail);
    },
    argError: (message) => new InvalidArgument(message),
    checkInt: (n, v, lo, hi) => checkInt(InvalidArgument, n, v, lo, hi),
    checkU64: (n, v, lo) => checkU64(InvalidArgument, n, v, lo),
    /** 0 for red, 1 for blue (sideIndex()). */
    sideIndex: (side) => sideIndex(InvalidArgument, side),

    /**
     * The rule options of the library: norm(r) (r's options over
     * `standard`, checked by check(options), frozen) and with(r, fn):
     * fn(pointer) with the C rules struct (`size` bytes, <prefix>_rules_init,
     * then write(pointer, options)).
     */
    rules({ standard, size, check, write }) {
      const keys = Object.keys(standard).join(', ');
      function norm(r) {
        if (r === undefined || r === null) return standard;
        if (typeof r !== 'object') throw kit.argError(`rules must be an object {${keys}}`);
        const out = { ...standard };
        for (const k of Object.keys(r)) {
          if (!(k in out)) throw kit.argError(`unknown rule option ${JSON.stringify(k)} (${keys})`);
          if (r[k] !== undefined) out[k] = r[k];
        }
        check(out);
        return Object.freeze(out);
      }
      return {
        norm,
        with(r, fn) {
          const n = norm(r);
          return kit.scratch(size, (p) => {
            M[`_${prefix}_rules_init`](p);
            write(p, n);
            return fn(p);
          });
        },
      };
    },

    /** fn(pointer) with the SVG options struct of `size` bytes: the
     *  library's defaults, then the members both libraries have (square,
     *  flip, coordinates, lastMove). */
    svgOptions(size, { square, flip, coordinates, lastMove }, fn) {
      return kit.scratch(size, (p) => {
        M[`_${prefix}_svg_options_init`](p);
        kit.setI32(p + 4, square);
        kit.setI32(p + 8, flip ? 1 : 0);
        kit.setI32(p + 12, coordinates ? 1 : 0);
        kit.setI32(p + 16, lastMove ? 1 : 0);
        return fn(p);
      });
    },
  };

  // Handles: obj._h, freed by free() or, for a forgotten object, by the
  // registry once the garbage collector gets to it.
  const freeFn = (kind) => M[`_${prefix}_${kind}_free`];
  const registry = typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry(({ kind, handle }) => { if (M && handle) freeFn(kind)(handle); })
    : null;
  /** Make obj the owner of a C handle of `kind` ('game', 'engine'). */
  kit.own = (obj, kind, handle) => {
    obj._h = handle;
    if (registry) registry.register(obj, { kind, handle }, obj);
  };
  /** Free obj's handle now (once). */
  kit.release = (obj, kind) => {
    const h = obj._h;
    if (!h) return;
    obj._h = 0;
    if (registry) registry.unregister(obj);
    freeFn(kind)(h);
  };
  return kit;
}

// ---- engines ----------------------------------------------------------------

/** A search score from the side to move: kind 'cp' (value in the
 *  library's units, `scale` of them a point) or 'win'/'loss' (value =
 *  plies to the end).  String(): "+1.25", "win in 3". */
export class ScoreBase {
  constructor(kind, value) {
    this.kind = kind;
    this.value = value;
    Object.freeze(this);
  }
  get cp() { return this.kind === 'cp' ? this.value : null; }
  get winIn() { return this.kind === 'win' ? this.value : null; }
  get lossIn() { return this.kind === 'loss' ? this.value : null; }
  /** A number that orders scores as the engine ranks them. */
  key() {
    if (this.kind === 'win') return 1e9 - this.value;
    if (this.kind === 'loss') return -1e9 + this.value;
    return this.value;
  }
  toString() {
    const scale = this.constructor.scale;
    if (this.kind === 'cp') return `${this.value >= 0 ? '+' : '-'}${(Math.abs(this.value) / scale).toFixed(2)}`;
    return `${this.kind} in ${this.value}`;
  }
}
/** Units of a 'cp' score per point. */
ScoreBase.scale = 100;
/** The C score types in order. */
export const SCORE_KINDS = Object.freeze(['cp', 'win', 'loss']);

/**
 * What EngineBase needs of a library (its subclass's static ENGINE):
 *   kit           the library's wasmKit
 *   Game          the library's game class (games are checked against it)
 *   optionsSize   sizeof the engine options (size, hash_mb, ...)
 *   resultSize    sizeof the search result
 *   Score         the library's score class (ScoreBase)
 *   read(engine, pointer, game)  the result object of a search result
 *   levels        [lowest, highest] level (lowest: 0, the full engine, the default)
 */
export function engineConfig(kit, { Game, optionsSize, resultSize, Score, read, levels = [0, 10] }) {
  const fn = (name) => kit.M[`_${kit.prefix}_${name}`];
  const LIMITS = 56;

  function gameHandle(game) {
    if (!(game instanceof Game)) throw kit.argError('expected a Game');
    return game._handle();
  }
  return { kit, Game, optionsSize, resultSize, Score, read, levels, fn, LIMITS, gameHandle };
}

/**
 * The engine class both bindings share: <prefix>_engine_new / _free /
 * _clear / _stop / _set_hash, <prefix>_evaluate and <prefix>_search with
 * the limits struct both libraries lay out alike (size, depth, movetime_ms,
 * nodes, level, seed, info, info_user, stop: 56 bytes on wasm32).  A
 * subclass sets `static ENGINE = engineConfig(kit, {...})`.
 */
export class EngineBase {
  /** @param {{level?: number, hashMb?: number, seed?: number}} [options] */
  constructor({ level, hashMb = 16, seed = 0 } = {}) {
    const { kit, optionsSize, fn, levels } = this.constructor.ENGINE;
    kit.need();
    this.level = level === undefined ? levels[0] : level;
    this.seed = seed;
    kit.checkInt('hashMb', hashMb, 1, MAX_HASH_MB);
    const h = kit.scratch(optionsSize + 4, (p) => {
      fn('engine_options_init')(p);
      kit.setU32(p + 4, hashMb);
      const rc = fn('engine_new')(p, p + optionsSize);
      if (rc) throw kit.errorFor(rc, 0, null, 'new engine');
      return kit.u32(p + optionsSize);
    });
    kit.own(this, 'engine', h);
    this._hashMb = hashMb;
  }

  get level() {
    return this._level;
  }
  set level(v) {
    const { kit, levels } = this.constructor.ENGINE;
    this._level = kit.checkInt('level', v, levels[0], levels[1]);
  }
  get seed() {
    return this._seed;
  }
  set seed(v) {
    const { kit } = this.constructor.ENGINE;
    kit.checkU64('seed', v, 0);
    this._seed = v;
  }
  get hashMb() {
    return this._hashMb;
  }
  set hashMb(mb) {
    const { kit, fn } = this.constructor.ENGINE;
    kit.checkInt('hashMb', mb, 1, MAX_HASH_MB);
    const rc = fn('engine_set_hash')(this._idle(), mb);
    if (rc) throw kit.errorFor(rc, 0, null, 'hashMb');
    this._hashMb = mb;
  }

  _handle() {
    const { kit } = this.constructor.ENGINE;
    if (!this._h) throw new kit.Base('the engine is freed');
    return this._h;
  }

  // The handle, for what cannot be done while a search runs (from its
  // info callback): a second search, clear(), a new table size.
  _idle() {
    const { kit } = this.constructor.ENGINE;
    const h = this._handle();
    if (this._searching) {
      throw new kit.Base('the engine is searching: call stop() and wait for analyse() to return');
    }
    return h;
  }

  /** Free the engine now (from an info callback: stop the search and
   *  free the engine when analyse() returns). */
  free() {
    const { kit } = this.constructor.ENGINE;
    if (this._searching) {
      this._freeLater = true;
      this.stop();
      return;
    }
    kit.release(this, 'engine');
  }

  get closed() {
    return !this._h;
  }
  /** Forget what was learnt (a new game). */
  clear() {
    const { fn } = this.constructor.ENGINE;
    fn('engine_clear')(this._idle());
  }
  /** Stop a running search (from its info callback). */
  stop() {
    const { fn } = this.constructor.ENGINE;
    if (this._h) fn('engine_stop')(this._h);
  }

  /** The static evaluation from the side to move, in the units of a
   *  'cp' score. */
  evaluate(game) {
    const { kit, fn, gameHandle } = this.constructor.ENGINE;
    const gh = gameHandle(game);
    return kit.scratch(4, (p) => {
      const rc = fn('evaluate')(gh, p);
      if (rc) throw kit.errorFor(rc, gh, null);
      return kit.i32(p);
    });
  }

  /**
   * Search the game's position (the game is not changed).  Limits: depth
   * (plies 1 … 64), time (milliseconds, > 0 and at most 2^31), nodes
   * (1 … 2^64 - 1, a number or a BigInt); the first one reached stops
   * it; with none the search gets 1000 ms.  level (0, the full engine,
   * or 1 … 10, each a node budget per second of the time) overrides the
   * engine's.  info(result) is called after each iteration and may call
   * stop(); an exception it throws stops the search and is thrown here.
   * The search runs on a private copy of the game: info may change or
   * free the game without touching the search or its result.
   */
  analyse(game, { depth, time, nodes, level, info } = {}) {
    const { kit, resultSize, read, levels, fn, LIMITS, gameHandle } = this.constructor.ENGINE;
    const h = this._idle();
    gameHandle(game);
    if (depth === undefined && time === undefined && nodes === undefined) time = 1000;
    if (depth !== undefined) kit.checkInt('depth', depth, 1, 64);
    if (time !== undefined && !(typeof time === 'number' && time > 0 && time <= 2 ** 31)) {
      throw kit.argError(`time must be a number of milliseconds > 0 and <= ${2 ** 31}, not ${String(time)}`);
    }
    if (nodes !== undefined) kit.checkU64('nodes', nodes, 1);
    const lvl = level === undefined ? this._level : kit.checkInt('level', level, levels[0], levels[1]);
    if (info !== undefined && typeof info !== 'function') throw kit.argError('info must be a function');
    const M = kit.M;
    const size = resultSize;
    let failure = null;
    let cb = 0;
    // The private copy the search and its results read: the caller's
    // game may be changed or freed meanwhile (from info).
    let copy = null;
    this._searching = true;
    try {
      copy = game.clone();
      if (info) {
        cb = M.addFunction((_user, res) => {
          if (failure) return;
          try {
            info(read(this, res, copy));
          } catch (e) {
            failure = e;
            fn('engine_stop')(h);
          }
        }, 'vii');
      }
      return kit.scratch(LIMITS + size, (lp) => {
        const rp = lp + LIMITS;
        fn('search_limits_init')(lp);
        if (depth !== undefined) kit.setI32(lp + 4, depth);
        if (time !== undefined) kit.setI32(lp + 8, Math.min(2 ** 31 - 1, Math.max(1, Math.round(time))));
        if (nodes !== undefined) kit.setU64(lp + 16, nodes);
        kit.setI32(lp + 24, lvl);
        kit.setU64(lp + 32, this._seed);
        kit.setU32(lp + 40, cb);
        kit.setU32(rp, size);
        const rc = fn('search')(h, copy._h, lp, rp);
        if (failure) throw failure;
        if (rc) throw kit.errorFor(rc, 0, null, 'search');
        return read(this, rp, copy);
      });
    } finally {
      if (copy) copy.free();
      this._searching = false;
      if (cb) M.removeFunction(cb);
      if (this._freeLater) this.free();
    }
  }

  /** Same as analyse(). */
  bestMove(game, limits) {
    return this.analyse(game, limits);
  }

  // The members both results lay out alike, after size and best:
  // score, score_type, depth, seldepth, nodes, nps, time_ms.
  _stats(p) {
    const { kit, Score } = this.constructor.ENGINE;
    return {
      score: new Score(SCORE_KINDS[kit.i32(p + 12)] || 'cp', kit.i32(p + 8)),
      depth: kit.i32(p + 16),
      seldepth: kit.i32(p + 20),
      nodes: kit.u64(p + 24),
      nps: kit.u64(p + 32),
      time: kit.u32(p + 40),
    };
  }
}

// ---- games ------------------------------------------------------------------

const WINNERS = [null, 'red', 'blue', null];
const RESULTS = ['*', '1-0', '0-1', '1/2-1/2'];

/** The languages of a game's texts, by their C value (CT_LANG_EN = 0,
 *  CT_LANG_VI = 1; TL_LANG_EN, TL_LANG_VI alike). */
export const LANGUAGES = Object.freeze(['en', 'vi']);

// A label before a game's detail, in the game's language (as the detail).
const LABELS_VI = {
  'invalid FEN': 'FEN không hợp lệ',
  'invalid position': 'thế cờ không hợp lệ',
  'invalid setup': 'thế bày quân không hợp lệ',
};
export const label = (what, language) => (language === 'vi' && LABELS_VI[what]) || what;

/**
 * What GameBase needs of a library (its subclass's static GAME):
 *   kit           the library's wasmKit
 *   rules         the library's kit.rules()
 *   positionKey   the property that sets a position ('position', 'fen')
 *   terminations  the library's termination names by value
 *   forced        the terminations undo() takes back alone
 *   perftMax      the deepest perft
 *   explainSize   a buffer that holds any explanation
 *   errors        {EmptyHistory, IllegalMove, InvalidMove}
 */
export function gameConfig(kit, { rules, positionKey, terminations, forced, perftMax, explainSize, errors }) {
  const prefix = kit.prefix;
  const fn = (name) => kit.M[`_${prefix}_game_${name}`];
  const {
    EmptyHistoryError: EmptyHistory, IllegalMoveError: IllegalMove, InvalidMoveError: InvalidMove,
  } = errors;
  return {
    kit, rules, positionKey, terminations, forced, perftMax, explainSize, errors, prefix, fn,
    EmptyHistory, IllegalMove, InvalidMove,
  };
}

/**
 * What the Game classes of both bindings share, over <prefix>_game_*:
 * the constructor, the handle's lifetime, clone, reset, isLegal, the
 * history (pop, undo, peek; a forced end such as a resignation is
 * withdrawn first), explain, perft, the outcome, resign, agreeDraw and the
 * language.  A subclass sets `static GAME = gameConfig(kit, {...})`,
 * keeps its moves in this._stack (see _entries()) and gives _code(move),
 * moveInfo(move) and render().
 */
export class GameBase {
  /** A game from the start of the rules (options not given: the
   *  standard ones), or from `position` when given (a bad one throws);
   *  `options.language` sets the language of its texts. */
  constructor(position, r, options) {
    const { kit, rules, positionKey, fn } = this.constructor.GAME;
    kit.need();
    if (options !== undefined && options !== null && typeof options !== 'object') {
      throw kit.argError('options must be an object {language}');
    }
    const h = rules.with(r, (rp) => kit.scratch(4, (out) => {
      const rc = fn('new')(rp, out);
      if (rc) throw kit.errorFor(rc, 0, kit.InvalidArgument, 'new game');
      return kit.u32(out);
    }));
    kit.own(this, 'game', h);
    this._stack = [];
    try {
      if (options && options.language !== undefined) this.language = options.language;
      if (position !== undefined && position !== null) this[positionKey] = position;
    } catch (e) {
      this.free();
      throw e;
    }
  }

  /** The language of the texts the library writes for this game
   *  (explanations, error details): 'en' (the default) or 'vi'.  A clone
   *  keeps it.  A module without <prefix>_game_set_language writes
   *  English only: there it is always 'en', and setting 'vi' throws
   *  LanguageUnavailableError. */
  get language() {
    const { fn } = this.constructor.GAME;
    const h = this._handle();
    const get = fn('language');
    return get ? LANGUAGES[get(h)] : LANGUAGES[0];
  }

  set language(language) {
    const { kit, errors, prefix, fn } = this.constructor.GAME;
    const h = this._handle();
    const value = LANGUAGES.indexOf(language);
    if (value < 0) throw kit.argError(`language must be 'en' or 'vi', not ${String(language)}`);
    const set = fn('set_language');
    if (!set) {
      if (value === 0) return;
      throw new errors.LanguageUnavailableError(
        `language 'vi' is not available: the module has no ${prefix}_game_set_language (it writes English only)`);
    }
    const rc = set(h, value);
    if (rc) throw kit.errorFor(rc, h, null, 'language');
  }

  /** Free the C handle now; later calls on the game throw. */
  free() {
    const { kit } = this.constructor.GAME;
    kit.release(this, 'game');
  }
  /** True after free(). */
  get closed() {
    return !this._h;
  }

  _handle() {
    const { kit } = this.constructor.GAME;
    if (!this._h) throw new kit.Base('the game is freed');
    return this._h;
  }

  // The moves played (a subclass may build the list when first asked).
  _entries() {
    return this._stack;
  }

  /** An independent copy (position, rules, history). */
  clone() {
    const { kit, fn } = this.constructor.GAME;
    const h = this._handle();
    const c = kit.scratch(4, (out) => {
      const rc = fn('clone')(h, out);
      if (rc) throw kit.errorFor(rc, h, null, 'clone');
      return kit.u32(out);
    });
    const g = Object.create(this.constructor.prototype);
    kit.own(g, 'game', c);
    g._stack = this._stack ? this._stack.slice() : null;
    return g;
  }

  // The moves of `codes` (with their text) played one after another on a
  // copy, up to the first that is not legal there (a PV, a turn).
  _replay(codes) {
    const { fn } = this.constructor.GAME;
    const out = [];
    if (!codes.length) return out;
    const c = this.clone();
    try {
      for (const code of codes) {
        if (fn('is_legal')(c._h, code) !== 1) break;
        out.push(c._full(c._h, code));
        fn('play')(c._h, code);
      }
    } finally {
      c.free();
    }
    return out;
  }

  /** Back to the start position of the rules, history cleared. */
  reset() {
    const { kit, fn } = this.constructor.GAME;
    const h = this._handle();
    const rc = fn('reset')(h);
    if (rc) throw kit.errorFor(rc, h, null);
    this._stack = [];
  }

  /** True when the move (Move or text) is legal here. */
  isLegal(move) {
    const { fn, IllegalMove } = this.constructor.GAME;
    const h = this._handle();
    let code;
    try {
      code = this._code(move);
    } catch (e) {
      if (e instanceof IllegalMove) return false;
      throw e;
    }
    return fn('is_legal')(h, code) === 1;
  }

  _forced() {
    const { forced } = this.constructor.GAME;
    const t = this.outcome();
    return t !== null && forced.includes(t.termination);
  }

  /** Take back the last move and return it (a forced end recorded after
   *  it, such as a resignation, is withdrawn too).  EmptyHistoryError
   *  when there is none. */
  pop() {
    const { kit, fn, EmptyHistory } = this.constructor.GAME;
    const h = this._handle();
    const stack = this._entries();
    if (!stack.length) throw new EmptyHistory('pop from an empty history', -8);
    if (this._forced()) fn('undo')(h);
    const rc = fn('undo')(h);
    if (rc) throw kit.errorFor(rc, h, null, 'pop');
    return stack.pop();
  }

  /** Take back the last action: a forced end such as a resignation or a
   *  draw agreement (returns null), else the last move (returns it). */
  undo() {
    const { fn } = this.constructor.GAME;
    const h = this._handle();
    if (this._forced()) {
      fn('undo')(h);
      return null;
    }
    return this.pop();
  }

  /** The last move played (EmptyHistoryError when none). */
  peek() {
    const { EmptyHistory } = this.constructor.GAME;
    const s = this._entries();
    if (!s.length) throw new EmptyHistory('no move has been played', -8);
    return s[s.length - 1];
  }

  /** The moves played since the initial position, oldest first. */
  get history() {
    this._handle();
    return this._entries().slice();
  }

  /** moveInfo() plus `text`, the library's sentence for the move. */
  explain(move) {
    const { kit, explainSize, fn, InvalidMove } = this.constructor.GAME;
    const h = this._handle();
    const code = this._code(move);
    const info = this.moveInfo(move);
    info.text = kit.text((b, n) => fn('explain')(h, code, b, n), explainSize,
      (rc) => kit.errorFor(rc, h, InvalidMove, 'explain'));
    return info;
  }

  /** Leaf count of the legal-move tree `depth` plies deep. */
  perft(depth) {
    const { kit, perftMax, fn } = this.constructor.GAME;
    const h = this._handle();
    kit.checkInt('depth', depth, 0, perftMax);
    return kit.scratch(8, (p) => {
      const rc = fn('perft')(h, depth, p);
      if (rc) throw kit.errorFor(rc, h, null);
      return kit.u64(p);
    });
  }

  /** null while the game is in progress, else {winner: 'red'|'blue'|null,
   *  termination (a name), result ("1-0"), reason (the library's words,
   *  in the game's language: "resignation", Vietnamese "xin thua")}. */
  outcome() {
    const { kit, fn } = this.constructor.GAME;
    const h = this._handle();
    return kit.scratch(4, (p) => {
      const res = fn('outcome')(h, p);
      if (res < 0) throw kit.errorFor(res, h, null);
      return res === 0 ? null : this.constructor._outcome(res, kit.i32(p), this.language);
    });
  }

  /** The outcome of C result res and termination term, its reason in
   *  language ('en' or 'vi': <prefix>_termination_text; a module without
   *  it names terminations in English only). */
  static _outcome(res, term, language = 'en') {
    const { kit, terminations, prefix } = this.GAME;
    const text = kit.M[`_${prefix}_termination_text`];
    const lang = Math.max(0, LANGUAGES.indexOf(language));
    return Object.freeze({
      winner: WINNERS[res],
      termination: terminations[term],
      result: RESULTS[res],
      reason: kit.string(text ? text(term, lang)
                              : kit.M[`_${prefix}_termination_string`](term)),
    });
  }

  /** True once the game has ended. */
  isOver() {
    const { fn } = this.constructor.GAME;
    return fn('outcome')(this._handle(), 0) !== 0;
  }
  /** The result token: "1-0", "0-1", "1/2-1/2" or "*". */
  result() {
    const { fn } = this.constructor.GAME;
    return RESULTS[fn('outcome')(this._handle(), 0)];
  }

  /** Resign for `side` (default the side to move). */
  resign(side) {
    this._forceEnd('resign', side, 'resign');
  }

  /** Record an end decided off the board by the C function
   *  <prefix>_game_<name>(game, side) (side: default the side to move),
   *  taken back by undo() like a move. */
  _forceEnd(name, side, what) {
    const { kit, fn } = this.constructor.GAME;
    const h = this._handle();
    this._entries();
    const s = side === undefined ? fn('turn')(h) : kit.sideIndex(side);
    const rc = fn(name)(h, s);
    if (rc) throw kit.errorFor(rc, h, null, what);
  }

  /** Record a draw agreed by both sides. */
  agreeDraw() {
    const { kit, fn } = this.constructor.GAME;
    const h = this._handle();
    this._entries();
    const rc = fn('agree_draw')(h);
    if (rc) throw kit.errorFor(rc, h, null, 'agreeDraw');
  }

  toString() {
    return this.render();
  }
}

// ---- records --------------------------------------------------------------

/**
 * Game records as both bindings write and read them (record.h of either
 * library: <prefix>_record_*, <prefix>_reader_*):
 *   kit          the library's wasmKit
 *   Game         its game class, with static _wrap(handle)
 *   RecordError  its error class for a record that cannot be read
 *   notations    {name: record flag}; the first is the default
 *   withRules    its rules writer (kit.rules().with)
 *   count(game)  how many moves (or turns) comments may follow
 * Returns { write(game, {notation, tags, comments, language}), readGames(text, rules, {language}) }.
 */
export function recordKit(kit, { Game, RecordError, notations, withRules, count }) {
  const prefix = kit.prefix;
  const fn = (name) => kit.M[`_${prefix}_${name}`];
  const names = Object.keys(notations);

  // The labels before a record's message about a tag or a comment (the
  // message names the place itself), by language.
  const LABELS = { en: ['tag', 'comment'], vi: ['thẻ', 'lời bình'] };

  // The record's message of its last error ('' without one).
  const recordError = (rec) => (fn('record_error') ? kit.string(fn('record_error')(rec)) : '');

  // A record handle in `lang` (a LANGUAGES index; 0 leaves a new record's
  // English) filled with tags and comments, given to use(rec).  A refused
  // tag or comment throws with the record's message, in that language.
  function withRecord(tags, comments, lang, use) {
    return kit.scratch(4, (out) => {
      let rc = fn('record_new')(out);
      if (rc) throw kit.errorFor(rc);
      const rec = kit.u32(out);
      try {
        if (lang) {
          rc = fn('record_set_language')(rec, lang);
          if (rc) throw kit.errorFor(rc, 0, null, 'language');
        }
        const [tagLabel, commentLabel] = LABELS[LANGUAGES[lang]];
        for (const [k, v] of Object.entries(tags)) {
          rc = kit.withString(String(k), (kp) => kit.withString(String(v), (vp) => fn('record_set_tag')(rec, kp, vp)));
          if (rc) {
            const detail = recordError(rec);
            throw kit.errorFor(rc, 0, kit.InvalidArgument, detail ? `${tagLabel} ${JSON.stringify(k)}` : `tag ${JSON.stringify(k)}`, detail);
          }
        }
        for (const [k, v] of Object.entries(comments)) {
          const at = Number(k);
          kit.checkInt('a comment\'s index', at, 0, 1000000);
          rc = kit.withString(String(v), (vp) => fn('record_set_comment')(rec, at, vp));
          if (rc) {
            const detail = recordError(rec);
            throw kit.errorFor(rc, 0, kit.InvalidArgument, detail ? `${commentLabel} ${k}` : `comment ${k} (no '}')`, detail);
          }
        }
        return use(rec);
      } finally {
        fn('record_free')(rec);
      }
    });
  }

  // The LANGUAGES index of a record's language: `language` ('en' or 'vi')
  // when given (a module without <prefix>_record_set_language writes
  // English only and refuses 'vi'), else the game's where the module can.
  function recordLanguage(game, language) {
    if (language === undefined) {
      return fn('record_set_language') ? Math.max(0, LANGUAGES.indexOf(game.language)) : 0;
    }
    const lang = LANGUAGES.indexOf(language);
    if (lang < 0) throw kit.argError(`language must be 'en' or 'vi', not ${String(language)}`);
    if (lang && !fn('record_set_language')) {
      throw new kit.LanguageUnavailable(
        `language 'vi' is not available: the module has no ${prefix}_record_set_language (its records write English only)`);
    }
    return lang;
  }

  // The tags and comments (0 … last) of a record handle.
  function contents(rec, last, out) {
    const tags = {};
    const comments = {};
    const n = fn('record_tag_count')(rec);
    for (let i = 0; i < n; i++) {
      if (fn('record_tag_at')(rec, i, out, out + 4) === 0) {
        tags[kit.string(kit.u32(out))] = kit.string(kit.u32(out + 4));
      }
    }
    for (let i = 0; i <= last; i++) {
      const p = fn('record_comment')(rec, i);
      if (p) comments[i] = kit.string(p);
    }
    return { tags, comments };
  }

  return {
    write(game, { notation = names[0], tags = {}, comments = {}, language } = {}) {
      const h = game._handle();
      if (!names.includes(notation)) throw kit.argError(`notation must be ${names.map((n) => `'${n}'`).join(' or ')}`);
      if (tags === null || typeof tags !== 'object') throw kit.argError('tags is an object {Name: value}');
      if (comments === null || typeof comments !== 'object') throw kit.argError('comments is an object {n: text}');
      const lang = recordLanguage(game, language);
      return withRecord(tags, comments, lang,
        (rec) => kit.text((b, n) => fn('record_write')(h, rec, notations[notation], b, n), 4096));
    },

    readGames(recordText, rules, options) {
      kit.need();
      if (typeof recordText !== 'string') throw kit.argError('a record is a string');
      const lang = LANGUAGES.indexOf(options?.language === undefined ? 'en' : options.language);
      if (lang < 0 || typeof (options ?? {}) !== 'object') throw kit.argError('options: {language}');
      const games = [];
      const bytes = new TextEncoder().encode(recordText);
      const tp = kit.alloc(bytes.length + 1);
      kit.M.HEAPU8.set(bytes, tp);
      try {
        withRules(rules, (rp) => kit.scratch(20, (out) => {
          let rc = fn('reader_new')(tp, bytes.length, rp, out);
          if (rc) throw kit.errorFor(rc, 0, RecordError, 'record');
          const reader = kit.u32(out);
          try {
            rc = fn('reader_set_language')(reader, lang);
            if (rc) throw kit.errorFor(rc, 0, RecordError, 'record');
            for (;;) {
              rc = fn('reader_next')(reader, out + 4, out + 8);
              if (rc < 0) {
                const msg = kit.string(fn('reader_error')(reader)) || kit.strerror(rc);
                throw new RecordError(msg, rc);
              }
              if (rc === 0) break;
              const rec = kit.u32(out + 8);
              let game = null;
              try {
                game = Game._wrap(kit.u32(out + 4));
                games.push({ game, ...contents(rec, count(game), out + 12) });
              } catch (e) {
                game?.free();
                throw e;
              } finally {
                fn('record_free')(rec);
              }
            }
          } finally {
            fn('reader_free')(reader);
          }
        }));
      } catch (e) {
        for (const g of games) g.game.free();
        throw e;
      } finally {
        kit.M._free(tp);
      }
      return games;
    },
  };
}
