// What the JavaScript bindings of the project's libraries (cotoan.js,
// cotulenh.js) share, as gamekit/ is for the C libraries: loading a
// WebAssembly module built by web/meson.build, reading and writing its
// heap, strings and snprintf()-style text, the error base class and the
// mapping of status codes to error classes, argument checks, square name
// tables, and the ownership of C handles (explicit free() plus a
// FinalizationRegistry as a safety net).  Internal: not part of either
// package's API.

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

/** Check that v is an integer lo … hi; else throw new Err(...). */
export function checkInt(Err, name, v, lo, hi) {
  if (!Number.isInteger(v) || v < lo || v > hi) {
    throw new Err(`${name} must be an integer ${lo} … ${hi}, not ${String(v)}`);
  }
  return v;
}

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
 *             <prefix>_game_free, <prefix>_engine_free
 *   factory   the module factory (emscripten's MODULARIZE export)
 *   wasmUrl   URL of the .wasm next to the binding
 *   errors    {Base, InvalidArgument, OutOfMemory, byCode: {code: class}}
 *   layout    [[struct name, init function name, expected size], ...]:
 *             checked after loading (the init function writes the size)
 * Every heap helper reads the loaded module; call them after init().
 */
export function wasmKit({ name, prefix, factory, wasmUrl, errors, layout = [] }) {
  let M = null;
  let loading = null;
  const { Base, InvalidArgument, OutOfMemory, byCode } = errors;

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

  const kit = {
    /** Load the module once (later calls return the same promise). */
    init(options = {}) {
      if (!loading) {
        loading = load(options).catch((e) => {
          loading = null;
          throw e;
        });
      }
      return loading;
    },
    /** The module, or an error when init() has not finished. */
    need() {
      if (!M) throw new Base(`${name} is not loaded: await init() first`);
      return M;
    },
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
     * handle is given and it has one) or the status's description, as the
     * class of byCode (`parseCls` for a parse error, -4), prefixed by
     * `what: ` when given.
     */
    errorFor(code, handle = 0, parseCls = null, what = null) {
      let detail = handle ? M.UTF8ToString(M[`_${prefix}_game_error`](handle)) : '';
      if (!detail) detail = kit.strerror(code);
      const Cls = (code === -4 && parseCls) || byCode[code] || Base;
      return new Cls(what ? `${what}: ${detail}` : detail, code, detail);
    },
    argError: (message) => new InvalidArgument(message),
    checkInt: (n, v, lo, hi) => checkInt(InvalidArgument, n, v, lo, hi),
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
