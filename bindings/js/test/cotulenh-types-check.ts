// Compiled (never run) by tools/run-tests.sh with tsc --strict: usage of
// cotulenh.js type-checks against cotulenh.d.ts, and misuse does not.
import {
  init, Game, Engine, Move, CotulenhError, IllegalMoveError, START_FEN, readGames, readGame,
  RecordError,
  type Outcome, type SearchResult, type Rules, type Language, type Stack, type Session,
} from '../cotulenh.js';

export async function example(): Promise<string> {
  const version: string = await init();
  const g = new Game(null, { mode: 'battles' });
  const moves: Move[] = g.legalMoves();
  const first: string = moves[0].lan;
  g.push('Ic5&c4');
  const back: Move = g.pop();
  const fen: string = g.fen;
  const side: 'red' | 'blue' = g.turn;
  const pts: number = g.points.red + g.perft(2);
  const st: Stack | null = g.stackAt('c4');
  const s: Session | null = g.session;
  const rings: Record<string, number> = g.airDefence('blue');
  const out: Outcome | null = g.outcome();
  const svg: string = g.svg({ flip: true, airDefence: ['red', 'blue'] });
  const rules: Readonly<Rules> = g.rules;
  const e = new Engine({ level: 3, hashMb: 4 });
  const r: SearchResult = e.analyse(g, { depth: 2, time: 100, info: (x) => { x.turn.map(String); } });
  e.analyse(g, { nodes: 2n ** 63n });
  e.seed = 2n ** 64n - 1n;
  // @ts-expect-error nodes is a number or a BigInt
  e.analyse(g, { nodes: '1000' });
  const turn: string = r.turnText + (r.move ? r.move.kind : '-');
  const text: string = g.explain(moves[0]).text;
  try {
    g.push('zz');
  } catch (err) {
    if (err instanceof IllegalMoveError) console.log(err.code, err.detail);
    if (err instanceof CotulenhError && err.code === -4) console.log('parse');
  }
  const rec: string = g.record({ notation: 'lan', tags: { Event: 'x' }, comments: { 0: 'c' } });
  const games = readGames(rec, { mode: 'battles' });
  const comment: string | undefined = games[0].comments[0];
  games[0].game.free();
  const one = readGame(rec);
  readGames(rec, null, { language: 'vi' });
  // @ts-expect-error: not a language
  readGame(rec, null, { language: 'fr' });
  if (one) one.game.free();
  try {
    readGames('zz');
  } catch (err) {
    if (err instanceof RecordError) console.log(err.detail, comment);
  }
  // @ts-expect-error notation is 'san' or 'lan'
  g.record({ notation: 'short' });
  g.record({ comments: { 1: 'c' }, language: 'vi' });
  // @ts-expect-error: not a language
  g.record({ language: 'de' });
  g.rules = { start: 'reduced' };
  // @ts-expect-error turn is read-only
  g.turn = 'blue';
  // @ts-expect-error a move is a Move or a string
  g.push(42);
  // @ts-expect-error mode is 'total' or 'battles'
  g.rules = { mode: 'war' };
  // @ts-expect-error time is a number of milliseconds
  e.analyse(g, { time: '1s' });
  e.free();
  g.free();
  return [version, first, back.lan, fen, side, pts, st?.text, s?.text, Object.keys(rings).length,
    out?.reason, svg.length, rules.mode, turn, text].join(' ');
}

// the language of a game's texts
{
  const lg = new Game(null, null, { language: 'vi' });
  const l: Language = lg.language;
  lg.language = 'en';
  // @ts-expect-error: not a language
  lg.language = 'fr';
  void l;
  lg.free();
}
