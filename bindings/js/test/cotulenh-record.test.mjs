// cotulenh records: Game.record(), readGames(), readGame(): round trips of
// random games (deploy sessions, early ends, both modes, endings), tags and
// comments by turn, the hand-checked records, errors with line and column.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './cotoan-support.mjs';
import { tl, rng } from './cotulenh-support.mjs';

const { Game, readGames, readGame, RecordError } = tl;

function randomGame(rand, mode, turns) {
  const g = new Game(undefined, { mode });
  let played = 0;
  while (played < turns && !g.isOver()) {
    const s = g.session;
    if (s && s.mayEnd && rand(3) === 0) {
      g.endDeploy();
      played++;
      continue;
    }
    const moves = g.legalMoves();
    if (!moves.length) break;
    const deploys = moves.filter((m) => m.isDeploy);
    g.push(deploys.length && rand(3) === 0 ? deploys[rand(deploys.length)] : moves[rand(moves.length)]);
    if (!g.session) played++;
  }
  return g;
}

test('a record reads back as the same game, in SAN and LAN', () => {
  const rand = rng(4242);
  for (let i = 0; i < 6; i++) {
    const g = randomGame(rand, i % 2 ? 'battles' : 'total', 10 + rand(70));
    if (!g.isOver()) [() => g.resign('blue'), () => g.agreeDraw(), () => g.adjudicate(), () => {}][i % 4]();
    const turns = g.historyText().split(' ').filter(Boolean).length;
    const comments = {};
    for (let t = 0; t <= turns; t += 4) comments[t] = `sau lượt ${t}`;
    const tags = { Event: 'Giải "nhanh"', Red: 'Lan', Annotator: 'node' };
    for (const notation of ['san', 'lan']) {
      const text = g.record({ notation, tags, comments });
      const back = readGame(text);
      try {
        assert.equal(back.game.fen, g.fen, text);
        assert.equal(back.game.historyText(), g.historyText());
        assert.deepEqual(back.game.history.map(String), g.history.map(String));
        assert.deepEqual(back.game.outcome(), g.outcome());
        assert.deepEqual(back.game.points, g.points);
        assert.deepEqual(back.game.rules, g.rules);
        assert.deepEqual(back.comments, comments);
        assert.equal(back.tags.Event, 'Giải "nhanh"');
        assert.equal(back.tags.Annotator, 'node');
        assert.equal(back.game.record({ notation, tags: back.tags, comments: back.comments }), text);
      } finally {
        back.game.free();
      }
    }
    g.free();
  }
});

test('a deploy session is one turn; a game read back goes on', () => {
  const g = new Game('4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1');
  g.push('Nc4>c7');
  g.endDeploy();
  const text = g.record({ comments: { 1: 'the navy steps out' } });
  assert.match(text, /\n1\. N>c7,\| \{the navy steps out\} \*\n$/);
  assert.match(text, /\[Position "4c6\/11\/11\/10i\/10i\/11\/11\/11\/1n\(NT\)8\/10I\/11\/6C4 r - - 0 1"\]/);
  const { game, comments } = readGame(text);
  assert.deepEqual(comments, { 1: 'the navy steps out' });
  assert.equal(game.history.length, 2);
  assert.ok(game.history[1].isEnd);
  assert.equal(game.turn, 'blue');
  game.push(game.legalMoves()[0]);
  assert.equal(game.pop().lan.length > 0, true);
  assert.ok(game.pop().isEnd);
  game.free();
  g.free();
});

test('the hand-checked records read and write back unchanged', () => {
  const file = path.join(root, 'tests', 'cotulenh', 'records', 'hand.tlr');
  const text = fs.readFileSync(file, 'utf8');
  const games = readGames(text);
  assert.equal(games.length, 4);
  assert.equal(games[0].tags.Red, 'Nguyễn Văn "Nam"');
  assert.equal(games[0].game.outcome().termination, 'land-battle');
  assert.equal(games[3].game.outcome().termination, 'adjudication');
  const again = games.map(({ game, tags, comments }) => game.record({ tags, comments })).join('\n');
  assert.equal(again, text);
  for (const g of games) g.game.free();
  assert.equal(readGame(''), null);
});

test('bad records throw RecordError with the line and column', () => {
  assert.throws(() => readGames('[Event "x"]\n\n1. Ae3 zz *\n'),
    (e) => e instanceof RecordError && /^line 3, column 8: /.test(e.message) && e.code === -4);
  assert.throws(() => readGames('1. Ae4 *'), (e) => e instanceof RecordError && /turn 1\. Ae4 is illegal/.test(e.message));
  assert.throws(() => readGames(42), tl.InvalidArgumentError);
  const g = new Game();
  assert.throws(() => g.record({ notation: 'short' }), tl.InvalidArgumentError);
  assert.throws(() => g.record({ tags: { 'bad name': 'x' } }), tl.InvalidArgumentError);
  assert.throws(() => g.record({ comments: { 1: 'a } b' } }), tl.InvalidArgumentError);
  assert.throws(() => g.record({ comments: { '-1': 'x' } }), tl.InvalidArgumentError);
  // rules for games without a Rules tag
  const { game } = readGame('1. Ae3 *', { mode: 'battles', start: 'reduced' });
  assert.deepEqual(game.rules, { mode: 'battles', start: 'reduced' });
  game.free();
  g.free();
});
