// TypeScript declarations of the cotulenh module (cotulenh.js).
import {
  InitOptions, Side, GameKitError, ScoreBase, SearchStats, Limits, EngineBase, GameBase, GameOptions,
  Language, RecordedGame,
} from './_gamekit.js';

/** Load the WebAssembly module once; resolves to the library version. */
export function init(options?: InitOptions): Promise<string>;
/** The version of the loaded library, "1.0.0". */
export function version(): string;

export type { Side, Language, GameOptions };
export type Mode = 'total' | 'battles';
export type Start = 'standard' | 'reduced';
export type PieceLetter = 'N' | 'F' | 'T' | 'E' | 'H' | 'C' | 'I' | 'M' | 'A' | 'G' | 'S';
export type Kind = 'move' | 'capture' | 'stay' | 'suicide' | 'combine' | 'end';
export type Termination =
  | 'checkmate' | 'stalemate' | 'halfmove-clock' | 'repetition' | 'naval-battle' | 'air-battle'
  | 'land-battle' | 'battles-both' | 'commander-lost' | 'resignation' | 'agreement' | 'adjudication';
export type Battle = 'naval' | 'air' | 'land';

export const FILES: string;
export const SQUARE_NAMES: readonly string[];
export const SIDES: readonly Side[];
export const START_FEN: string;
export const REDUCED_FEN: string;
export const PIECE_LETTERS: string;
export const PIECE_NAMES: readonly string[];
export const KINDS: readonly (Kind | null)[];
export const STANDARD_RULES: Readonly<Rules>;
export function squareIndex(square: string | number): number;
export function squareName(square: string | number): string;
export function pieceIndex(piece: string | number): number;
export function piecePoints(piece: string | number, heroic?: boolean): number;

/** Rule options (T8, T9, T53, T54). */
export interface Rules {
  mode: Mode;
  start: Start;
}

/** code: the library's tl_status (negative) or null; detail: its message. */
export class CotulenhError extends GameKitError {}
export class InvalidArgumentError extends CotulenhError {}
export class OutOfMemoryError extends CotulenhError {}
export class InvalidPositionError extends CotulenhError {}
export class InvalidSetupError extends InvalidPositionError {}
export class IllegalMoveError extends CotulenhError {}
export class InvalidMoveError extends IllegalMoveError {}
export class GameOverError extends IllegalMoveError {}
export class NoSessionError extends IllegalMoveError {}
export class CannotEndDeployError extends IllegalMoveError {}
export class EmptyHistoryError extends CotulenhError {}
export class LanguageUnavailableError extends CotulenhError {}
/** A record text that cannot be read: the message begins "line L, column C: ". */
export class RecordError extends CotulenhError {}

export class Move {
  constructor(piece: string | number, from: string | number, to: string | number,
    kind?: Kind | '' | 'x' | '_' | '@' | '&', deploy?: boolean);
  static parse(text: string): Move;
  static fromCode(code: number): Move;
  static end(origin: string | number): Move;
  /** The C tl_move value. */
  readonly code: number;
  readonly from: number;
  readonly to: number;
  readonly fromSquare: string;
  readonly toSquare: string;
  readonly kind: Kind;
  readonly sign: '' | 'x' | '_' | '@' | '&' | '|';
  readonly isDeploy: boolean;
  readonly isEnd: boolean;
  readonly isCapture: boolean;
  /** The moving piece's letter; null for an end. */
  readonly piece: PieceLetter | null;
  readonly lan: string;
  equals(other: unknown): boolean;
  toString(): string;
  toJSON(): string;
}

export interface Piece {
  readonly side: Side;
  readonly type: PieceLetter;
  readonly name: string;
  readonly heroic: boolean;
  /** Its FEN text: "T", "+c". */
  readonly symbol: string;
}

export interface Stack {
  readonly side: Side;
  /** Carrier first (T17). */
  readonly pieces: readonly Piece[];
  readonly carrier: Piece;
  /** Its FEN text: "T", "(NFT)". */
  readonly text: string;
}

export interface Session {
  readonly origin: string;
  readonly mayStep: PieceLetter[];
  readonly mayEnd: boolean;
  readonly captured: boolean;
  /** The FEN's session field (T47): "c4:N:x". */
  readonly text: string;
}

export interface Outcome {
  readonly winner: Side | null;
  readonly termination: Termination;
  readonly result: '1-0' | '0-1' | '1/2-1/2';
  /** The library's words in the game's language: "checkmate",
   *  "resignation", … (Vietnamese "chiếu hết", "xin thua", …). */
  readonly reason: string;
}

export interface PieceAt {
  square: string;
  piece: Piece;
}

export interface MoveInfo {
  move: Move;
  side: Side;
  kind: Kind;
  isDeploy: boolean;
  isCapture: boolean;
  fromSquare: string;
  toSquare: string;
  piece: PieceLetter;
  movers: Piece[];
  air: 'none' | 'safe' | 'kamikaze';
  airSource: string | null;
  destroyed: PieceAt[];
  promoted: PieceAt[];
  points: { red: number; blue: number };
  sessionOpen: boolean;
  check: boolean;
}

export interface Explanation extends MoveInfo {
  /** The library's sentence. */
  text: string;
}

/** free(), closed, clone(), reset(), isLegal(), pop(), undo(), peek(),
 *  history, perft(), outcome(), isOver(), result(), resign(), agreeDraw():
 *  GameBase (_gamekit.d.ts). */
export class Game extends GameBase<Move, Outcome> {
  constructor(fen?: string | null, rules?: Partial<Rules> | null, options?: GameOptions | null);
  fen: string;
  readonly initialFen: string;
  validateSetup(fen: string): void;
  isValidSetup(fen: string): boolean;
  get rules(): Readonly<Rules>;
  set rules(r: Partial<Rules>);
  readonly turn: Side;
  readonly points: { red: number; blue: number };
  readonly halfmove: number;
  readonly fullmove: number;
  hash(): bigint;
  inCheck(side?: Side | 0 | 1): boolean;
  readonly session: Session | null;
  stackAt(square: string | number): Stack | null;
  stacks(): Record<string, Stack>;
  /** {square: number of sources covering it} (T26). */
  airDefence(side: Side | 0 | 1): Record<string, number>;
  attacks(square: string | number, piece?: string | number): string[];
  battlesLost(side: Side | 0 | 1): Battle[];
  legalMoves(): Move[];
  parseMove(text: string): Move;
  push(move: Move | string): Move;
  play(records: string): Move[];
  endDeploy(): Move;
  san(move: Move | string): string;
  lan(move: Move | string): string;
  historyText(notation?: 'san' | 'lan'): string;
  moveInfo(move: Move | string): MoveInfo;
  explain(move: Move | string): Explanation;
  adjudication(): Outcome;
  adjudicate(): Outcome;
  render(options?: { color?: boolean; flip?: boolean; terrain?: boolean }): string;
  svg(options?: { square?: number; flip?: boolean; coordinates?: boolean; lastMove?: boolean; airDefence?: Side[] }): string;
  /** A record text (doc/cotulenh/records.md); comments by turn. */
  record(options?: { notation?: 'san' | 'lan'; tags?: Record<string, string>; comments?: Record<number, string>; language?: Language }): string;
}

/** Every game of a record text (free each game); RecordError for a bad record. */
/** `options.language` ('en' default, 'vi'): of the RecordError messages and of the games read. */
export function readGames(text: string, rules?: Partial<Rules> | null, options?: { language?: Language }): RecordedGame<Game>[];
/** The first game of a record text, or null. */
export function readGame(text: string, rules?: Partial<Rules> | null, options?: { language?: Language }): RecordedGame<Game> | null;

/** A score from the side to move: 'cp' in tenths of a point, or plies to the end. */
export class Score extends ScoreBase {}

export interface SearchResult extends SearchStats<Move> {
  /** The first step of the best turn, null when the game is over. */
  move: Move | null;
  /** Every step of the best turn; ends with Move.end() when it ends the session early. */
  turn: Move[];
  endsEarly: boolean;
  /** The turn record of T49 in SAN, "" for none. */
  turnText: string;
  score: Score;
}

export interface SearchLimits extends Limits<SearchResult> {}

/** play(): search and play the whole best turn. */
export class Engine extends EngineBase<Game, SearchResult, number | bigint> {}
