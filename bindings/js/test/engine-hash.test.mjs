// The engine table sizes of both packages in the WebAssembly build, whose
// size_t has 32 bits: every size 1 … 4095 MiB gives a working engine or
// OutOfMemoryError (2048 … 4095, a table of 2048 MiB: the module's memory
// is at most 2 GiB), every other size InvalidArgumentError; a refused size
// keeps the old table.
import test from 'node:test';
import assert from 'node:assert/strict';
import { cotoan } from './support.mjs';
import { tl } from './cotulenh-support.mjs';

// Sizes that work (rounded down to a power of two entries), up to the
// largest the module's memory holds with room to spare.
const WORKING = [1, 3, 16, 100, 512];

for (const [name, lib] of [['cotoan', cotoan], ['cotulenh', tl]]) {
  const { Game, Engine, InvalidArgumentError, OutOfMemoryError } = lib;

  test(`${name}: every working table size searches`, () => {
    const g = new Game();
    for (const mb of WORKING) {
      const e = new Engine({ hashMb: mb, level: 10 });
      assert.equal(e.hashMb, mb);
      const r = e.analyse(g, { depth: 3 });
      assert.ok(r.move && g.isLegal(r.move), `a move with ${mb} MiB`);
      e.hashMb = 1;
      e.hashMb = mb;
      assert.equal(e.hashMb, mb);
      assert.ok(e.analyse(g, { depth: 2 }).move);
      e.free();
    }
    g.free();
  });

  test(`${name}: 2048 … 4095 MiB are out of the module's memory, the old table kept`, () => {
    const g = new Game();
    const e = new Engine({ hashMb: 2 });
    for (const mb of [2048, 3000, 4095]) {
      assert.throws(() => new Engine({ hashMb: mb }), (err) => err instanceof OutOfMemoryError && err.code === -2,
        String(mb));
      assert.throws(() => { e.hashMb = mb; }, OutOfMemoryError, String(mb));
      assert.equal(e.hashMb, 2);
    }
    assert.ok(e.analyse(g, { depth: 2 }).move, 'the engine still searches');
    e.free();
    g.free();
  });

  test(`${name}: sizes that do not fit a 32-bit size_t are refused`, () => {
    const e = new Engine({ hashMb: 1 });
    for (const mb of [4096, 4097, 2 ** 32, 0, -1, 1.5, NaN, '16', 16n]) {
      assert.throws(() => new Engine({ hashMb: mb }), InvalidArgumentError, String(mb));
      assert.throws(() => { e.hashMb = mb; }, (err) => err instanceof InvalidArgumentError
        && /hashMb must be an integer 1 … 4095/.test(err.message), String(mb));
      assert.equal(e.hashMb, 1);
    }
    e.free();
  });
}
