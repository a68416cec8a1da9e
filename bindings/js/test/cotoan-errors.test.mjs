// Bad input gets the library's errors; nothing crashes, nothing changes.
import test from 'node:test';
import assert from 'node:assert/strict';
import { cotoan, rng } from './cotoan-support.mjs';

const {
  Game, Move, Engine, CotoanError, InvalidPositionError, IllegalMoveError,
  InvalidMoveError, InvalidArgumentError, EmptyHistoryError,
} = cotoan;

const BAD_POSITIONS = [
  '', 'x', 'foo bar', '9/9/9 r 0 0 0',
  'b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 x 0 0 0',
  'b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 99 0 0',
  'b7b7b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0',
  'b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 0 extra',
  'b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 -1',
  // ply counts above CT_PLY_MAX, also where 10 × the digits so far passes
  // a 32-bit long (the WebAssembly build)
  'b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 1000000001',
  'b9b8b7b6b5b4b3b2b1/4b04/9/9/9/9/9/9/9/4r04/r1r2r3r4r5r6r7r8r9 r 0 0 85899345920',
  '\u00e9\u00e9', 'a\0b', '9/'.repeat(200),
];

test('malformed positions: InvalidPositionError with the library message, game unchanged', () => {
  const g = new Game();
  g.push('c1c4');
  const before = g.position;
  for (const p of BAD_POSITIONS) {
    assert.throws(() => { g.position = p; }, (e) => {
      assert.ok(e instanceof InvalidPositionError, `${JSON.stringify(p)}: ${e}`);
      assert.ok(e instanceof CotoanError && e instanceof Error);
      assert.ok(e.message.length > 10, e.message);
      if (!p.includes('\0')) assert.ok(e.code === -4 || e.code === -5, `code ${e.code}`);
      return true;
    });
    assert.throws(() => new Game(p), InvalidPositionError);
    assert.equal(g.position, before);
    assert.equal(g.history.length, 1);
  }
  assert.throws(() => { g.position = 42; }, InvalidPositionError);
  g.free();
});

test('malformed and illegal moves', () => {
  const g = new Game();
  for (const m of ['', 'zz', 'c1', 'c1c', 'c1c44', 'j1j2', '7x', '\u00e9', 'a\0b', 'c1c4c5']) {
    assert.throws(() => g.push(m), (e) => e instanceof InvalidMoveError && e.code === -4 || e instanceof IllegalMoveError, m);
  }
  assert.throws(() => g.push('c1c9'), (e) => e instanceof IllegalMoveError && e.code === -6 && /c1c9/.test(e.message));
  assert.throws(() => g.push('a11a10'), IllegalMoveError);
  assert.throws(() => g.push(new Move('e5', 'e6')), IllegalMoveError);
  assert.throws(() => g.push(null), InvalidArgumentError);
  assert.throws(() => g.push(17), InvalidArgumentError);
  assert.throws(() => g.push({}), InvalidArgumentError);
  assert.throws(() => Move.parse('c1'), InvalidMoveError);
  assert.throws(() => new Move('z1', 'a1'), InvalidArgumentError);
  assert.throws(() => Move.fromCode(99), InvalidArgumentError);
  assert.throws(() => g.explain('c1c9'), IllegalMoveError);
  assert.throws(() => g.short('a1a9'), IllegalMoveError);
  assert.equal(g.isLegal('nonsense'), false);
  assert.equal(g.ply, 0);
  assert.equal(g.history.length, 0);
  assert.throws(() => g.pop(), EmptyHistoryError);
  g.free();
});

test('bad arguments: ranges and types', () => {
  const g = new Game();
  assert.throws(() => g.perft(-1), InvalidArgumentError);
  assert.throws(() => g.perft(1.5), InvalidArgumentError);
  assert.throws(() => g.pieceAt(99), InvalidArgumentError);
  assert.throws(() => g.squareOf('green', 1), InvalidArgumentError);
  assert.throws(() => g.svg({ square: 2 }), InvalidArgumentError);
  assert.throws(() => g.record({ notation: 'long' }), InvalidArgumentError);
  assert.throws(() => new Game(null, { mover: 'middle' }), InvalidArgumentError);
  assert.throws(() => new Game(null, { target: -1 }), InvalidArgumentError);
  assert.throws(() => new Game(null, { limit: 1e7 }), InvalidArgumentError);
  assert.throws(() => new Game(null, { colour: 'red' }), InvalidArgumentError);
  assert.throws(() => { g.rules = { mover: 'sideways' }; }, InvalidArgumentError);
  assert.equal(g.rules.mover, 'front');
  assert.throws(() => new Engine({ level: -1 }), InvalidArgumentError);
  assert.throws(() => new Engine({ hashMb: 0 }), InvalidArgumentError);
  const e = new Engine({ hashMb: 1 });
  assert.throws(() => e.analyse(g, { depth: 0 }), InvalidArgumentError);
  assert.throws(() => e.analyse(g, { time: -5 }), InvalidArgumentError);
  assert.throws(() => e.analyse(g, { nodes: 0 }), InvalidArgumentError);
  assert.throws(() => e.analyse(g, { depth: 1, info: 'x' }), InvalidArgumentError);
  e.free();
  assert.throws(() => e.analyse(g, { depth: 1 }), CotoanError);
  g.free();
  assert.throws(() => g.push('c1c4'), CotoanError);
  g.free(); // a second free is harmless
});

test('random garbage never crashes the module', () => {
  const next = rng(777);
  const alphabet = 'abcdefghijr0123456789/ x-:;\u00e9\u4e00';
  const g = new Game();
  for (let i = 0; i < 2000; i++) {
    let s = '';
    const n = next(80);
    for (let k = 0; k < n; k++) s += alphabet[next(alphabet.length)];
    try { g.position = s; } catch (e) { assert.ok(e instanceof CotoanError, String(e)); }
    try { g.push(s.slice(0, 6)); } catch (e) { assert.ok(e instanceof CotoanError, String(e)); }
  }
  g.position = cotoan.START_POSITION;
  assert.equal(g.legalMoves().length, 87);
  g.free();
});
