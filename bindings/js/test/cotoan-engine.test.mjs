// Searches with each limit, the info callback, levels.
import test from 'node:test';
import assert from 'node:assert/strict';
import { cotoan } from './cotoan-support.mjs';

const { Game, Engine, Move, Score } = cotoan;

test('depth limit: a legal move, the PV starts with it, reproducible', () => {
  const g = new Game();
  const e = new Engine({ hashMb: 4 });
  const r = e.analyse(g, { depth: 4 });
  assert.ok(r.move instanceof Move && g.isLegal(r.move));
  assert.equal(r.depth, 4);
  assert.ok(r.pv.length >= 1 && r.pv[0].equals(r.move));
  assert.ok(r.score instanceof Score && r.score.kind === 'cp');
  assert.ok(r.nodes > 0);
  e.clear();
  const again = e.analyse(g, { depth: 4 });
  assert.equal(String(again.move), String(r.move));
  assert.equal(again.nodes, r.nodes);
  assert.equal(g.ply, 0, 'the game is not changed');
  e.free();
  g.free();
});

test('time limit is kept', () => {
  const g = new Game();
  const e = new Engine({ hashMb: 4 });
  const t0 = Date.now();
  const r = e.bestMove(g, { time: 200 });
  const spent = Date.now() - t0;
  assert.ok(g.isLegal(r.move));
  assert.ok(spent < 1500, `${spent} ms for a 200 ms search`);
  assert.ok(r.time <= 1000);
  e.free();
  g.free();
});

test('node limit is kept (roughly)', () => {
  const g = new Game();
  const e = new Engine({ hashMb: 4 });
  const r = e.analyse(g, { nodes: 5000 });
  assert.ok(g.isLegal(r.move));
  assert.ok(r.nodes >= 1 && r.nodes < 5000 + 20000, `${r.nodes} nodes`);
  e.free();
  g.free();
});

test('levels: every level returns a legal move', () => {
  const g = new Game();
  const e = new Engine({ hashMb: 1, seed: 3 });
  for (let level = 1; level <= 10; level++) {
    const r = e.analyse(g, { depth: 2, level });
    assert.ok(g.isLegal(r.move), `level ${level}`);
  }
  e.level = 1;
  assert.ok(g.isLegal(e.analyse(g, { depth: 3 }).move));
  e.free();
  g.free();
});

test('info callback: one call per iteration, stop() from it, errors thrown back', () => {
  const g = new Game();
  const e = new Engine({ hashMb: 4 });
  const depths = [];
  e.analyse(g, { depth: 4, info: (r) => depths.push(r.depth) });
  assert.deepEqual(depths, [1, 2, 3, 4]);
  let calls = 0;
  const r = e.analyse(g, { depth: 30, info: (x) => { calls++; if (x.depth >= 2) e.stop(); } });
  assert.ok(calls >= 2 && r.depth < 30 && g.isLegal(r.move));
  assert.throws(() => e.analyse(g, { depth: 5, info: () => { throw new RangeError('boom'); } }), RangeError);
  // The engine still works afterwards.
  assert.ok(g.isLegal(e.analyse(g, { depth: 2 }).move));
  e.free();
  g.free();
});

test('a finished game: no move; play() plays the engine move', () => {
  const e = new Engine({ hashMb: 1 });
  const g = new Game('8b1/4b04/9/9/9/1b4r7r52b22/9/9/9/4r04/9 r 14 0 30', { mover: 'back' });
  const r = e.play(g, { depth: 3 });
  assert.ok(r.move.isCapture);
  assert.ok(g.isOver());
  assert.equal(e.analyse(g, { depth: 2 }).move, null);
  assert.equal(typeof e.evaluate(new Game()), 'number');
  e.free();
  g.free();
});

test('a large table grows the module memory; everything still works', () => {
  const g = new Game();
  g.push('c1c4');
  const small = new Engine({ hashMb: 1 });
  const big = new Engine({ hashMb: 128 });
  const r = big.analyse(g, { depth: 3 });
  assert.ok(g.isLegal(r.move));
  assert.equal(g.history.map(String).join(' '), 'c1c4');
  assert.equal(small.analyse(g, { depth: 3 }).move.uci(), r.move.uci());
  big.hashMb = 2;
  big.free();
  small.free();
  g.free();
});

test('misuse from the info callback is refused, freeing is deferred', () => {
  const g = new Game();
  const e = new Engine({ hashMb: 2 });
  assert.throws(() => e.analyse({}, { depth: 1 }), cotoan.InvalidArgumentError);
  assert.throws(() => e.evaluate(null), cotoan.InvalidArgumentError);
  for (const misuse of [() => e.analyse(g, { depth: 1 }), () => e.clear(), () => { e.hashMb = 4; }]) {
    assert.throws(() => e.analyse(g, { depth: 3, info: () => misuse() }), /the engine is searching/);
  }
  assert.equal(e.hashMb, 2);
  // free() from the callback stops the search; the engine is freed after.
  const r = e.analyse(g, { depth: 20, info: () => e.free() });
  assert.ok(g.isLegal(r.move) && r.depth < 20);
  assert.ok(e.closed);
  // Freeing the game being searched: the search runs on its own copy, so
  // it finishes and returns its result.
  const e2 = new Engine({ hashMb: 2 });
  const g2 = new Game();
  const r2 = e2.analyse(g2, { depth: 3, info: () => { if (!g2.closed) g2.free(); } });
  assert.ok(g2.closed);
  assert.ok(g.isLegal(r2.move) && r2.depth === 3);
  assert.ok(g.isLegal(e2.analyse(g, { depth: 2 }).move));
  e2.free();
  g.free();
});
