// Every line of tests/cotoan/vectors/ (both movers) through the wasm build.
import test from 'node:test';
import assert from 'node:assert/strict';
import { cotoan, vectorLines } from './cotoan-support.mjs';

const { Game } = cotoan;

test('moves.txt: the legal moves of every position, both movers', () => {
  const lines = vectorLines('moves.txt');
  assert.ok(lines.length >= 40, `only ${lines.length} lines`);
  for (const { fields: [pos, mover, moves], line } of lines) {
    const g = new Game(pos, { mover });
    try {
      const got = g.legalMoves().map(String).sort();
      const want = moves ? moves.split(/\s+/).sort() : [];
      assert.deepEqual(got, want, `moves.txt line ${line} (${mover})`);
      assert.equal(g.position, pos, `position string round trip, line ${line}`);
    } finally {
      g.free();
    }
  }
});

test('perft.txt: the counts of every position, both movers', () => {
  const lines = vectorLines('perft.txt');
  assert.ok(lines.length >= 40, `only ${lines.length} lines`);
  let checked = 0;
  for (const { fields: [pos, mover, ...counts], line } of lines) {
    const g = new Game(pos, { mover });
    try {
      for (const c of counts) {
        const [, d, n] = /^D(\d+)\s+(\d+)$/.exec(c);
        assert.equal(g.perft(Number(d)), Number(n), `perft.txt line ${line} (${mover}) depth ${d}`);
        checked++;
      }
    } finally {
      g.free();
    }
  }
  assert.ok(checked >= 2 * lines.length, `only ${checked} counts checked`);
});
