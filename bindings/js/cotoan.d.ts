// TypeScript declarations of the cotoan package (cotoan.js).
import {
  InitOptions, Side, GameKitError, ScoreBase, SearchStats, Limits, EngineBase, GameBase, GameOptions,
  Language, RecordedGame,
} from './_gamekit.js';

/** Load the WebAssembly module once; resolves to the library version. */
export function init(options?: InitOptions): Promise<string>;
/** The version of the loaded library, "1.0.0". */
export function version(): string;

export type { Side, Language, GameOptions };
export type Mover = 'front' | 'back';
export type Termination =
  | 'zero-captured' | 'score-target' | 'move-limit' | 'no-moves' | 'resignation' | 'agreement' | 'time';
export type Operation = 'add' | 'sub' | 'mul' | 'quotient' | 'remainder';

export const SQUARE_NAMES: readonly string[];
export const START_POSITION: string;
export const SIDES: readonly Side[];
export const STANDARD_RULES: Readonly<Rules>;
export function squareIndex(square: string | number): number;
export function squareName(square: string | number): string;

/** Rule options (R10, R13, R14). */
export interface Rules {
  mover: Mover;
  /** Score target 0 … 1000 (0: none). */
  target: number;
  /** Ply limit 0 … 1000000 (0: none). */
  limit: number;
}

/** code: the library's ct_status (negative) or null; detail: its message. */
export class CotoanError extends GameKitError {}
export class InvalidArgumentError extends CotoanError {}
export class OutOfMemoryError extends CotoanError {}
export class InvalidPositionError extends CotoanError {}
export class IllegalMoveError extends CotoanError {}
export class InvalidMoveError extends IllegalMoveError {}
export class GameOverError extends IllegalMoveError {}
export class EmptyHistoryError extends CotoanError {}
export class LanguageUnavailableError extends CotoanError {}
export class RecordError extends CotoanError {}

export class Move {
  constructor(from: string | number, to: string | number, isCapture?: boolean, value?: number | null);
  static parse(text: string): Move;
  static fromCode(code: number): Move;
  readonly from: number;
  readonly to: number;
  readonly isCapture: boolean;
  /** The moving piece's value, null when unknown. */
  readonly value: number | null;
  readonly code: number;
  readonly fromSquare: string;
  readonly toSquare: string;
  uci(): string;
  short(): string;
  equals(other: unknown): boolean;
  toString(): string;
}

export type MoveLike = Move | string;

export interface Outcome {
  /** null for a draw. */
  winner: Side | null;
  termination: Termination;
  result: '1-0' | '0-1' | '1/2-1/2';
  /** The library's words in the game's language: "score target",
   *  "resignation", … (Vietnamese "đủ điểm", "xin thua", …). */
  reason: string;
}

export interface MoveInfo {
  move: Move;
  side: Side;
  isCapture: boolean;
  fromSquare: string;
  toSquare: string;
  value: number;
  partnerSquare: string | null;
  partnerValue: number | null;
  frontSquare: string | null;
  backSquare: string | null;
  a: number | null;
  b: number | null;
  distance: number;
  operations: Operation[];
  capturedValue: number | null;
  endsGame: boolean;
}

export interface Explanation extends MoveInfo {
  /** "Red 8 + 5 = 13 → 3: the 8 captures Blue 6 on e8" */
  text: string;
}

export interface Piece { side: Side; value: number }

export interface SvgOptions {
  square?: number;
  flip?: boolean;
  coordinates?: boolean;
  lastMove?: boolean;
  shot?: boolean;
  arrows?: Iterable<MoveLike>;
}

/** free(), closed, clone(), reset(), isLegal(), pop(), undo(), peek(),
 *  history, perft(), outcome(), isOver(), result(), resign(), agreeDraw():
 *  GameBase (_gamekit.d.ts). */
export class Game extends GameBase<Move, Outcome> {
  constructor(position?: string | null, rules?: Partial<Rules> | null, options?: GameOptions | null);
  position: string;
  readonly initialPosition: string;
  /** Record that `side`'s clock ran out: it loses (termination 'time'). */
  timeOut(side?: Side | 0 | 1): void;
  get rules(): Readonly<Rules>;
  /** Options not given keep their values. */
  set rules(rules: Partial<Rules>);
  readonly turn: Side;
  readonly scores: { red: number; blue: number };
  readonly ply: number;
  hash(): bigint;
  pieceAt(square: string | number): Piece | null;
  squareOf(side: Side | 0 | 1, value: number): string | null;
  pieces(): Array<Piece & { square: string }>;
  legalMoves(): Move[];
  parseMove(text: string): Move;
  push(move: MoveLike): Move;
  short(move: MoveLike): string;
  moveInfo(move: MoveLike): MoveInfo;
  explain(move: MoveLike): Explanation;
  render(options?: { color?: boolean; flip?: boolean; unicode?: boolean }): string;
  svg(options?: SvgOptions): string;
  record(options?: { notation?: 'short' | 'coord'; tags?: Record<string, string>; comments?: Record<number, string>; language?: Language }): string;
}

/** `options.language` ('en' default, 'vi'): of the RecordError messages and of the games read. */
export function readGames(text: string, rules?: Partial<Rules> | null, options?: { language?: Language }): RecordedGame<Game>[];
export function readGame(text: string, rules?: Partial<Rules> | null, options?: { language?: Language }): RecordedGame<Game> | null;

/** 'cp' in centi-points, or plies to the end. */
export class Score extends ScoreBase {}

export interface SearchResult extends SearchStats<Move> {
  /** null when the game is over. */
  move: Move | null;
  score: Score;
}

export interface SearchLimits extends Limits<SearchResult> {}

/** play(): search and play the best move. */
export class Engine extends EngineBase<Game, SearchResult> {}
