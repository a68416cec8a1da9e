// The cotulenh Engine: each limit, levels, the info callback, complete
// turns (deploy sessions, early ends), a finished game, bad arguments,
// stop and free from the callback.
import test from 'node:test';
import assert from 'node:assert/strict';
import { tl } from './cotulenh-support.mjs';

const { Game, Engine } = tl;
const SESSION_FEN = '4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1';

// The turn of a result is legal: played step by step on a copy it ends
// with the other side to move (or the game over).
function checkTurn(g, r) {
  assert.ok(r.turn.length >= 1, 'a turn');
  assert.ok(r.turn[0].equals(r.move) || (r.move.isEnd && r.turn[0].isEnd));
  const c = g.clone();
  const side = c.turn;
  for (const m of r.turn) {
    if (m.isEnd) c.endDeploy(); else c.push(m);
  }
  assert.ok(c.isOver() || (c.turn !== side && c.session === null), `turn ${r.turnText} completes`);
  const t = new Game(g.fen, g.rules);
  t.play(r.turnText);
  assert.equal(t.fen, c.fen, `the turn record ${r.turnText}`);
  t.free();
  c.free();
}

test('depth, nodes and time limits; the result is a complete turn', () => {
  const g = new Game();
  const e = new Engine({ hashMb: 4 });
  let r = e.analyse(g, { depth: 2 });
  assert.equal(r.depth, 2);
  assert.ok(r.nodes > 0 && r.pv.length >= 1 && r.pv[0].equals(r.move));
  checkTurn(g, r);
  assert.ok(g.isLegal(r.move));
  assert.equal(typeof String(r.score), 'string');
  r = e.analyse(g, { nodes: 2000 });
  checkTurn(g, r);
  assert.ok(r.nodes < 20000, `${r.nodes} nodes for a 2000-node budget`);
  const t0 = Date.now();
  r = e.analyse(g, { time: 150 });
  assert.ok(Date.now() - t0 < 3000, 'the time limit holds');
  checkTurn(g, r);
  assert.equal(g.history.length, 0, 'the game is not changed');
  e.free();
  g.free();
});

test('levels and seeds: every level plays a legal turn, the same seed the same turn', () => {
  const g = new Game();
  for (let level = 1; level <= 10; level++) {
    const a = new Engine({ level, seed: 5, hashMb: 1 });
    const b = new Engine({ level, seed: 5, hashMb: 1 });
    const ra = a.analyse(g, { depth: 2 });
    const rb = b.analyse(g, { depth: 2 });
    checkTurn(g, ra);
    assert.equal(ra.turnText, rb.turnText, `level ${level}`);
    a.free();
    b.free();
  }
  g.free();
});

test('a deploy session: the turn lists every step; play() plays it all', () => {
  const g = new Game(SESSION_FEN);
  const e = new Engine({ hashMb: 1 });
  const r = e.analyse(g, { depth: 2 });
  checkTurn(g, r);
  if (r.move.isDeploy) assert.ok(r.turn.every((m) => m.isDeploy || m.isEnd), 'every step deploys from the stack');
  // From inside an open session: the remaining steps.
  g.push('Tc4>_b4');
  const r2 = e.analyse(g, { depth: 2 });
  checkTurn(g, r2);
  assert.ok(r2.turn.every((m) => m.isEnd || m.fromSquare === 'c4'));
  const before = g.turn;
  e.play(g, { depth: 2 });
  assert.ok(g.isOver() || g.turn !== before, 'play() plays the whole turn');
  assert.equal(g.session, null);
  e.free();
  g.free();
});

test('info callback, stop and free from it, errors it throws', () => {
  const g = new Game();
  const e = new Engine({ hashMb: 1 });
  const seen = [];
  const r = e.analyse(g, { depth: 3, info: (i) => { seen.push(i); assert.throws(() => e.clear(), /searching/); } });
  assert.equal(seen.length, 3, 'one report per iteration');
  assert.deepEqual(seen.map((i) => i.depth), [1, 2, 3]);
  for (const i of seen) assert.ok(i.move && i.turn.length >= 1);
  checkTurn(g, r);
  const boom = new Error('boom');
  let calls = 0;
  const thrower = () => { calls++; throw boom; };
  assert.throws(() => e.analyse(g, { depth: 4, info: thrower }), (err) => err === boom);
  assert.equal(calls, 1, 'the search stops at the first exception');
  let reports = 0;
  const stopped = e.analyse(g, { depth: 6, info: () => { reports++; e.stop(); } });
  assert.equal(reports, 1);
  assert.equal(stopped.depth, 1, 'stop() from the callback ends the search');
  let called = false;
  e.analyse(g, { depth: 4, info: () => { called = true; e.free(); } });
  assert.ok(called);
  assert.ok(e.closed, 'freed when the search returned');
  assert.throws(() => e.analyse(g, { depth: 1 }), /freed/);
  g.free();
});

test('a finished game: no move; bad arguments', () => {
  const over = new Game('8T1c/11/9TI/11/11/11/11/11/11/11/11/2C8 b - - 0 1');
  const e = new Engine({ hashMb: 1 });
  const r = e.analyse(over, { depth: 2 });
  assert.equal(r.move, null);
  assert.deepEqual(r.turn, []);
  assert.equal(r.turnText, '');
  assert.ok(Number.isInteger(e.evaluate(over)));
  over.free();
  const g = new Game();
  for (const bad of [{ depth: 0 }, { depth: 65 }, { depth: 1.5 }, { time: -1 }, { time: '1s' }, { nodes: 0 },
    { level: -1 }, { level: 11 }, { info: 3 }]) {
    assert.throws(() => e.analyse(g, bad), tl.InvalidArgumentError, JSON.stringify(bad));
  }
  assert.throws(() => e.analyse({}, { depth: 1 }), tl.InvalidArgumentError);
  assert.throws(() => new Engine({ hashMb: 0 }), tl.InvalidArgumentError);
  assert.throws(() => new Engine({ level: 12 }), tl.InvalidArgumentError);
  assert.throws(() => { e.seed = -1; }, tl.InvalidArgumentError);
  e.hashMb = 2;
  assert.equal(e.hashMb, 2);
  e.clear();
  e.free();
  e.free();
  g.free();
});
