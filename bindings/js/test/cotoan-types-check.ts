// Compiled (never run) by tools/run-tests.sh with tsc --strict: the
// README's usage type-checks against cotoan.d.ts, and misuse does not.
import {
  init, Game, Engine, Move, readGames, readGame, CotoanError, IllegalMoveError, START_POSITION,
  type Outcome, type SearchResult, type Rules, type Language,
} from '../cotoan.js';

export async function example(): Promise<string> {
  const version: string = await init();
  const g = new Game();
  const h = new Game('8b1/4b04/9/9/9/1b4r7r52b22/9/9/9/4r04/9 r 14 0 30',
    { mover: 'back', target: 15, limit: 240 });
  const moves: Move[] = g.legalMoves();
  const first: string = String(moves[0]);
  g.push('c1c4');
  g.push('7c8');
  const back: Move = g.pop();
  const pos: string = g.position;
  const turn: 'red' | 'blue' = g.turn;
  const red: number = g.scores.red;
  const n: number = g.perft(3) + g.ply;
  const out: Outcome | null = h.outcome();
  const svg: string = g.svg({ flip: true, arrows: ['c1c4', back] });
  const rules: Readonly<Rules> = g.rules;
  const e = new Engine({ level: 3, hashMb: 4 });
  const r: SearchResult = e.analyse(g, { depth: 2, time: 100, nodes: 1000, info: (x) => { x.pv.map(String); } });
  e.analyse(g, { nodes: 2n ** 63n });
  e.seed = 2n ** 64n - 1n;
  e.seed = 5;
  // @ts-expect-error nodes is a number or a BigInt
  e.analyse(g, { nodes: '1000' });
  const best: string = r.move ? r.move.uci() : '-';
  const text: string = g.explain(moves[0]).text;
  const games = readGames(g.record({ notation: 'coord', tags: { Event: 'x' }, comments: { 1: 'c' } }));
  const one = readGame(g.record());
  g.record({ tags: { Date: '2026.12.03' }, language: 'vi' });
  // @ts-expect-error: not a language
  g.record({ language: 'fr' });
  readGames('*', null, { language: 'vi' });
  readGame('*', undefined, { language: 'en' });
  // @ts-expect-error: not a language
  readGames('*', null, { language: 'fr' });
  if (one) one.game.free();
  games[0].game.free();
  try {
    g.push('zz');
  } catch (err) {
    if (err instanceof IllegalMoveError) console.log(err.code, err.detail);
    if (err instanceof CotoanError && err.code === -4) console.log('parse');
  }
  g.position = START_POSITION;
  g.rules = { mover: 'back' };
  // @ts-expect-error turn is read-only
  g.turn = 'blue';
  // @ts-expect-error a move is a Move or a string
  g.push(42);
  // @ts-expect-error mover is 'front' or 'back'
  g.rules = { mover: 'sideways', target: 1, limit: 2 };
  // @ts-expect-error time is a number of milliseconds
  e.analyse(g, { time: '1s' });
  e.free();
  g.free();
  h.free();
  return [version, first, pos, turn, red, n, out?.reason, svg.length, rules.mover, best, text].join(' ');
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
