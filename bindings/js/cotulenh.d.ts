// TypeScript declarations of the cotulenh module (cotulenh.js).

/** Load the WebAssembly module once; resolves to the library version. */
export function init(options?: { wasmBinary?: ArrayBuffer | Uint8Array; wasmUrl?: string | URL }): Promise<string>;
/** The version of the loaded library, "1.0.0". */
export function version(): string;

export type Side = 'red' | 'blue';
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

export class CotulenhError extends Error {
  /** The library's tl_status (negative), or null. */
  readonly code: number | null;
  /** The library's message. */
  readonly detail: string;
  constructor(message: string, code?: number | null, detail?: string | null);
}
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

export class Game {
  constructor(fen?: string | null, rules?: Partial<Rules>);
  free(): void;
  readonly closed: boolean;
  clone(): Game;
  fen: string;
  readonly initialFen: string;
  reset(): void;
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
  isLegal(move: Move | string): boolean;
  push(move: Move | string): Move;
  play(records: string): Move[];
  endDeploy(): Move;
  pop(): Move;
  undo(): Move | null;
  peek(): Move;
  readonly history: Move[];
  san(move: Move | string): string;
  lan(move: Move | string): string;
  historyText(notation?: 'san' | 'lan'): string;
  moveInfo(move: Move | string): MoveInfo;
  explain(move: Move | string): Explanation;
  perft(depth: number): number;
  outcome(): Outcome | null;
  isOver(): boolean;
  result(): '1-0' | '0-1' | '1/2-1/2' | '*';
  resign(side?: Side | 0 | 1): void;
  agreeDraw(): void;
  adjudication(): Outcome;
  adjudicate(): Outcome;
  render(options?: { color?: boolean; flip?: boolean; terrain?: boolean }): string;
  svg(options?: { square?: number; flip?: boolean; coordinates?: boolean; lastMove?: boolean; airDefence?: Side[] }): string;
  toString(): string;
}

/** A score from the side to move: 'cp' in tenths of a point, or plies to the end. */
export class Score {
  constructor(kind: 'cp' | 'win' | 'loss', value: number);
  readonly kind: 'cp' | 'win' | 'loss';
  readonly value: number;
  readonly cp: number | null;
  readonly winIn: number | null;
  readonly lossIn: number | null;
  key(): number;
  toString(): string;
}

export interface SearchResult {
  /** The first step of the best turn, null when the game is over. */
  move: Move | null;
  /** Every step of the best turn; ends with Move.end() when it ends the session early. */
  turn: Move[];
  endsEarly: boolean;
  /** The turn record of T49 in SAN, "" for none. */
  turnText: string;
  score: Score;
  pv: Move[];
  depth: number;
  seldepth: number;
  nodes: number;
  nps: number;
  time: number;
}

export interface SearchLimits {
  depth?: number;
  /** Milliseconds. */
  time?: number;
  nodes?: number;
  level?: number;
  info?: (progress: SearchResult) => void;
}

export class Engine {
  constructor(options?: { level?: number; hashMb?: number; seed?: number | bigint });
  level: number;
  seed: number | bigint;
  hashMb: number;
  readonly closed: boolean;
  free(): void;
  clear(): void;
  stop(): void;
  evaluate(game: Game): number;
  analyse(game: Game, limits?: SearchLimits): SearchResult;
  bestMove(game: Game, limits?: SearchLimits): SearchResult;
  /** Search and play the whole best turn. */
  play(game: Game, limits?: SearchLimits): SearchResult;
}
