// The engine options of both packages: level 0 is the full engine; 64-bit
// values (nodes, seed) are refused out of range as the Python binding refuses them, never wrapped;
// a search runs on a private copy of the game, so an info callback may
// change or free the caller's game.
import test from 'node:test';
import assert from 'node:assert/strict';
import { cotoan } from './cotoan-support.mjs';
import { tl } from './cotulenh-support.mjs';

const U64_MAX = 2n ** 64n - 1n;

for (const [name, lib] of [['cotoan', cotoan], ['cotulenh', tl]]) {
  const { Game, Engine, InvalidArgumentError } = lib;
  const refused = (re) => (err) => err instanceof InvalidArgumentError && re.test(err.message);

  test(`${name}: level 0, the default, is the full engine; a level searches its budget`, () => {
    const g = new Game();
    const full = new Engine({ hashMb: 1 });
    assert.equal(full.level, 0);
    assert.equal(full.analyse(g, { nodes: 3000 }).nodes, 3000);
    // level 1: a few hundred nodes a second of time at most, under any node limit
    assert.ok(full.analyse(g, { nodes: 3000, level: 1 }).nodes < 1000);
    assert.throws(() => full.analyse(g, { nodes: 3000, level: -1 }), InvalidArgumentError);
    full.free();
    g.free();
  });

  test(`${name}: a node limit is 1 … 2^64 - 1, never wrapped`, () => {
    const g = new Game();
    const e = new Engine({ hashMb: 1 });
    // 2 ** 64 + 4096 is the number 2 ** 64; both wrapped to 0 ("no limit").
    for (const nodes of [2 ** 64 + 4096, 2 ** 64, 2 ** 65, 2n ** 64n, 2n ** 64n + 4096n, 0, 0n, -1, -1n,
      -(2 ** 64) + 4096, 1.5, NaN, Infinity, '4096', true]) {
      assert.throws(() => e.analyse(g, { nodes }), refused(/^nodes must be an integer 1 … 2\^64 - 1/),
        String(nodes));
    }
    // In range: a number (at its exact value) or a BigInt.
    for (const nodes of [3000, 3000n]) {
      const r = e.analyse(g, { nodes });
      assert.ok(r.move && r.nodes < 3000 + 20000, `${r.nodes} nodes for ${nodes}`);
    }
    for (const nodes of [2 ** 64 - 2048, U64_MAX]) {
      assert.ok(e.analyse(g, { nodes, depth: 2 }).move, String(nodes));
    }
    e.free();
    g.free();
  });

  test(`${name}: a seed is 0 … 2^64 - 1, never wrapped`, () => {
    for (const seed of [-1n, -(2n ** 64n) + 5n, 2n ** 64n + 5n, 2n ** 64n, 2 ** 64, -1, 1.5, NaN, '5', null, true]) {
      assert.throws(() => new Engine({ hashMb: 1, seed }), refused(/^seed must be an integer 0 … 2\^64 - 1/),
        String(seed));
      const e = new Engine({ hashMb: 1, seed: 7 });
      assert.throws(() => { e.seed = seed; }, InvalidArgumentError, String(seed));
      assert.equal(e.seed, 7, 'a refused seed leaves the old one');
      e.free();
    }
    // 5 and 2^64 + 5 were the same seed once wrapped: 2^64 + 5 is refused
    // above; the largest seed is accepted.
    const g = new Game();
    for (const seed of [0, 5, 5n, U64_MAX, 2 ** 63]) {
      const e = new Engine({ hashMb: 1, seed, level: 3 });
      assert.equal(e.seed, seed);
      assert.ok(e.analyse(g, { depth: 2 }).move);
      e.free();
    }
    g.free();
  });

  test(`${name}: a time limit is > 0 and at most 2^31 ms`, () => {
    const g = new Game();
    const e = new Engine({ hashMb: 1 });
    for (const time of [0, -1, 2 ** 31 + 1, Infinity, NaN, '100', 100n]) {
      assert.throws(() => e.analyse(g, { time }), refused(/^time must be a number of milliseconds/), String(time));
    }
    assert.ok(e.analyse(g, { time: 2 ** 31, depth: 1 }).move);
    assert.ok(e.analyse(g, { time: 0.2, depth: 1 }).move);
    e.free();
    g.free();
  });

  test(`${name}: analyse() searches a copy: info may change the game`, () => {
    const g = new Game();
    const e = new Engine({ hashMb: 1 });
    const fresh = e.analyse(g, { depth: 4 });
    e.clear();
    // Each report is of the position searched, whatever the game has
    // become; it plays a move on the caller's game (and every third one
    // takes it back).
    const orig = g.clone();
    let reports = 0;
    let kept = 0;
    const r = e.analyse(g, {
      depth: 4,
      info: (res) => {
        reports++;
        assert.ok(res.move && orig.isLegal(res.move), `report ${reports} has a move of the position searched`);
        assert.ok(res.pv.length >= 1 && res.pv[0].equals(res.move), `report ${reports} has its line`);
        g.push(g.legalMoves()[0]);
        kept++;
        if (reports % 3 === 0) {
          g.undo();
          kept--;
        }
      },
    });
    orig.free();
    assert.ok(reports >= 4);
    assert.equal(g.history.length, kept, 'the callback changed the game');
    assert.ok(r.move, 'the result has a move');
    assert.equal(String(r.move), String(fresh.move), 'the same move as without the callback');
    assert.deepEqual(r.pv.map(String), fresh.pv.map(String));
    assert.equal(r.depth, 4);
    if (r.turn) assert.deepEqual(r.turn.map(String), fresh.turn.map(String));
    e.free();
    g.free();
  });

  test(`${name}: analyse() searches a copy: info may free the game`, () => {
    const e = new Engine({ hashMb: 1 });
    // A callback that takes the game back to its start and frees it.
    const h = new Game();
    h.push(h.legalMoves()[0]);
    const before = e.analyse(h, { depth: 3 });
    e.clear();
    const after = e.analyse(h, {
      depth: 3,
      info: () => { if (!h.closed) { h.reset(); h.free(); } },
    });
    assert.ok(h.closed);
    assert.equal(String(after.move), String(before.move));
    assert.deepEqual(after.pv.map(String), before.pv.map(String));
    e.free();
  });
}
