// TypeScript declarations of what cotoan.d.ts and cotulenh.d.ts share
// (_gamekit.js).  Internal: each package declares its own classes on
// these, and users import those.

export type Side = 'red' | 'blue';
export type ResultToken = '1-0' | '0-1' | '1/2-1/2';

/** The options of init(). */
export interface InitOptions {
  wasmBinary?: ArrayBuffer | Uint8Array;
  wasmUrl?: string | URL;
}

/** The base of each package's error base class. */
export class GameKitError extends Error {
  /** The library's status (negative), or null. */
  readonly code: number | null;
  /** The library's message. */
  readonly detail: string;
  constructor(message: string, code?: number | null, detail?: string | null);
}

/** A game read from a record (G: the package's Game): free the game. */
export interface RecordedGame<G> {
  game: G;
  tags: Record<string, string>;
  /** {n: text}: n 0 before the first move (or turn), n after the n-th. */
  comments: Record<number, string>;
}

/** A search score from the side to move. */
export class ScoreBase {
  constructor(kind: 'cp' | 'win' | 'loss', value: number);
  readonly kind: 'cp' | 'win' | 'loss';
  readonly value: number;
  readonly cp: number | null;
  readonly winIn: number | null;
  readonly lossIn: number | null;
  key(): number;
  toString(): string;
}

/** What every search result holds (M: the package's Move). */
export interface SearchStats<M> {
  pv: M[];
  depth: number;
  seldepth: number;
  nodes: number;
  nps: number;
  /** Milliseconds. */
  time: number;
}

/** The limits of a search (R: the package's SearchResult). */
export interface Limits<R> {
  depth?: number;
  /** Milliseconds, > 0 and at most 2^31. */
  time?: number;
  /** 1 … 2^64 - 1 (a number at its exact value, or a BigInt). */
  nodes?: number | bigint;
  /** 0, the full engine, or a level 1 … 10 (overrides the engine's). */
  level?: number;
  info?: (result: R) => void;
}

/** The engine of a package (G: its Game, R: its SearchResult, Seed: the
 *  seed's type).  analyse() searches a private copy of the game. */
export class EngineBase<G, R, Seed = number | bigint> {
  /** hashMb: 1 … 4095 MiB (the module's size_t has 32 bits; from 2048 the
   *  table is more than its memory holds: OutOfMemoryError); seed:
   *  0 … 2^64 - 1; level: 0 (the default), the full engine, or a level
   *  1 (Beginner) … 10 (Master), each a node budget per second of the
   *  search's time, so that it plays alike on every machine. */
  constructor(options?: { level?: number; hashMb?: number; seed?: Seed });
  /** 0 … 10 (0: the full engine). */
  level: number;
  /** 0 … 2^64 - 1 (a number at its exact value, or a BigInt). */
  seed: Seed;
  /** 1 … 4095 MiB. */
  hashMb: number;
  readonly closed: boolean;
  free(): void;
  clear(): void;
  stop(): void;
  evaluate(game: G): number;
  analyse(game: G, limits?: Limits<R>): R;
  bestMove(game: G, limits?: Limits<R>): R;
  play(game: G, limits?: Limits<R>): R;
}

/** What the Game classes of both packages have (M: the package's Move,
 *  O: its Outcome). */
/** The languages of a game's texts. */
export type Language = 'en' | 'vi';

/** The options of a new Game. */
export interface GameOptions {
  /** The language of the game's texts (default 'en'). */
  language?: Language;
}

export class GameBase<M, O> {
  /** The language of the texts the library writes for this game; setting
   *  'vi' with a module that writes English only throws
   *  LanguageUnavailableError. */
  language: Language;
  /** Free the C handle now; later calls on the game throw. */
  free(): void;
  readonly closed: boolean;
  clone(): this;
  reset(): void;
  isLegal(move: M | string): boolean;
  pop(): M;
  undo(): M | null;
  peek(): M;
  readonly history: M[];
  perft(depth: number): number;
  outcome(): O | null;
  isOver(): boolean;
  result(): ResultToken | '*';
  resign(side?: Side | 0 | 1): void;
  agreeDraw(): void;
  toString(): string;
}
