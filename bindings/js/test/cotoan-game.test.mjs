// Play/undo invariants, positions, rules, outcome, records.
import test from 'node:test';
import assert from 'node:assert/strict';
import { cotoan, rng } from './cotoan-support.mjs';

const { Game, Move, START_POSITION, readGames } = cotoan;

test('the start position', () => {
  const g = new Game();
  assert.equal(g.position, START_POSITION);
  assert.equal(g.turn, 'red');
  assert.deepEqual(g.scores, { red: 0, blue: 0 });
  assert.equal(g.ply, 0);
  assert.equal(g.legalMoves().length, 87);
  assert.equal(g.perft(2), 7456);
  assert.equal(g.outcome(), null);
  assert.equal(g.result(), '*');
  assert.deepEqual(g.rules, { mover: 'front', target: 15, limit: 240 });
  assert.deepEqual(g.pieceAt('e2'), { side: 'red', value: 0 });
  assert.equal(g.pieceAt('e5'), null);
  assert.equal(g.squareOf('blue', 7), 'c11');
  assert.equal(g.pieces().length, 20);
  assert.match(g.svg(), /^<\?xml|^<svg/);
  g.free();
  assert.ok(g.closed);
  assert.throws(() => g.position, cotoan.CotoanError);
});

test('push and pop in either notation, the shape of the README', () => {
  const g = new Game();
  const m = g.push('c1c4');
  assert.ok(m instanceof Move);
  assert.equal(String(m), 'c1c4');
  assert.equal(m.short(), '3c4');
  const b = g.push('7c8');
  assert.equal(String(b), 'c11c8');
  assert.equal(g.turn, 'red');
  assert.deepEqual(g.history.map(String), ['c1c4', 'c11c8']);
  assert.equal(String(g.pop()), 'c11c8');
  assert.equal(String(g.peek()), 'c1c4');
  assert.equal(g.ply, 1);
  g.free();
});

test('random playouts: every legal move is legal and undoes exactly', () => {
  const next = rng(12345);
  for (const mover of ['front', 'back']) {
    for (let game = 0; game < 6; game++) {
      const g = new Game(null, { mover });
      const seen = [];
      while (!g.isOver() && seen.length < 120) {
        const moves = g.legalMoves();
        assert.ok(moves.length > 0, 'a game in progress has a move');
        for (const mv of moves) assert.ok(g.isLegal(mv), `${mv} legal`);
        seen.push({ pos: g.position, hash: g.hash(), n: moves.length });
        const mv = moves[next(moves.length)];
        const short = g.short(mv);
        assert.equal(mv.short(), short);
        const info = g.explain(mv);
        assert.equal(info.isCapture, mv.isCapture);
        assert.ok(info.text.length > 0);
        const played = g.push(mv);
        assert.ok(played.equals(mv));
      }
      // Undo everything: each earlier position comes back exactly.
      while (seen.length) {
        const s = seen.pop();
        g.pop();
        assert.equal(g.position, s.pos);
        assert.equal(g.hash(), s.hash);
        assert.equal(g.legalMoves().length, s.n);
      }
      assert.equal(g.position, START_POSITION);
      assert.throws(() => g.pop(), cotoan.EmptyHistoryError);
      g.free();
    }
  }
});

test('rules options change what is legal and how games end', () => {
  const pos = 'b98/4b04/9/4b34/9/9/4r84/4r54/9/r08/4b24 r 0 0 10';
  const front = new Game(pos, { mover: 'front' });
  const back = new Game(pos, { mover: 'back' });
  assert.ok(front.isLegal('e4e1') && !back.isLegal('e4e1'));
  assert.ok(back.isLegal('e5e1') && !front.isLegal('e5e1'));
  front.rules = { target: 20 };
  front.rules = { mover: 'back' };
  assert.deepEqual(front.rules, { mover: 'back', target: 20, limit: 240 });
  assert.ok(front.isLegal('e5e1'));
  front.free();
  back.free();
  const h = new Game('8b1/4b04/9/9/9/1b4r7r52b22/9/9/9/4r04/9 r 14 0 30', { mover: 'back', target: 15, limit: 240 });
  const cap = h.legalMoves().find((m) => m.isCapture);
  const ex = h.explain(cap);
  assert.ok(ex.endsGame);
  assert.match(ex.text, /captures Blue 4/);
  h.push(cap);
  assert.deepEqual(h.outcome(), { winner: 'red', termination: 'score-target', result: '1-0', reason: 'score target' });
  assert.throws(() => h.push(h.legalMoves()[0] ?? 'a1a2'), cotoan.GameOverError);
  h.free();
  const limit = new Game(null, { limit: 2 });
  limit.push('c1c4');
  limit.push('7c8');
  assert.equal(limit.outcome()?.termination, 'move-limit');
  limit.free();
});

test('resign, draw and undo of them', () => {
  const g = new Game();
  g.push('c1c4');
  g.resign();
  assert.deepEqual(g.outcome(), { winner: 'red', termination: 'resignation', result: '1-0', reason: 'resignation' });
  assert.equal(g.undo(), null);
  assert.equal(g.outcome(), null);
  g.agreeDraw();
  assert.equal(g.result(), '1/2-1/2');
  assert.equal(String(g.pop()), 'c1c4');
  assert.equal(g.outcome(), null);
  assert.equal(g.position, START_POSITION);
  g.free();
});

test('time out: the side whose clock ran out loses; undo and records keep it', () => {
  const g = new Game();
  g.push('c1c4');
  g.timeOut();
  assert.equal(g.outcome()?.winner, 'red');
  assert.equal(g.outcome()?.termination, 'time');
  assert.equal(g.result(), '1-0');
  assert.throws(() => g.timeOut('red'), cotoan.GameOverError);
  const [{ game }] = readGames(g.record());
  assert.equal(game.outcome()?.termination, 'time');
  game.free();
  assert.equal(g.undo(), null);
  assert.equal(g.outcome(), null);
  g.timeOut('red');
  assert.equal(g.outcome()?.winner, 'blue');
  assert.throws(() => g.timeOut('green'), cotoan.InvalidArgumentError);
  g.free();
});

test('records: write, read back, continue', () => {
  const g = new Game();
  for (const m of ['c1c4', '7c8', 'e1d2']) g.push(m);
  const text = g.record({ tags: { Event: 'node test' } });
  assert.match(text, /\[Event "node test"\]/);
  const [{ game, tags }] = readGames(text);
  assert.equal(tags.Event, 'node test');
  assert.equal(game.position, g.position);
  assert.deepEqual(game.history.map(String), ['c1c4', 'c11c8', 'e1d2']);
  game.pop();
  game.push('e1d2');
  game.free();
  assert.match(g.record({ notation: 'coord' }), /c1c4/);
  assert.throws(() => readGames('1. 3c4 9z9 *'), cotoan.RecordError);
  g.free();
});

test('records: comments by ply, readGame', () => {
  const g = new Game();
  for (const m of ['c1c4', '7c8']) g.push(m);
  const text = g.record({ comments: { 0: 'before', 2: 'after Blue' } });
  assert.match(text, /\{before\} 1\. 3c4 7c8 \{after Blue\} \*\n$/);
  const { game, comments } = cotoan.readGame(text);
  assert.deepEqual(comments, { 0: 'before', 2: 'after Blue' });
  assert.equal(game.record({ comments }), text);
  game.free();
  assert.equal(cotoan.readGame(''), null);
  assert.throws(() => g.record({ comments: { 1: 'a } b' } }), cotoan.InvalidArgumentError);
  g.free();
});

test('clone is independent', () => {
  const g = new Game();
  g.push('c1c4');
  const c = g.clone();
  c.push('7c8');
  assert.equal(g.ply, 1);
  assert.equal(c.ply, 2);
  assert.deepEqual(c.history.map(String), ['c1c4', 'c11c8']);
  g.free();
  c.free();
});
