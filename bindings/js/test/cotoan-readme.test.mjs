// The example of bindings/js/README.md runs as it is written (against the
// package under test).
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { modulePath } from './cotoan-support.mjs';

test('the README example runs', async () => {
  const readme = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'README.md'), 'utf8');
  const m = /```js\n([\s\S]*?)```/.exec(readme);
  assert.ok(m, 'a js block in the README');
  const code = m[1].replace("'./cotoan.js'", JSON.stringify(pathToFileURL(modulePath).href));
  assert.notEqual(code, m[1], 'the example imports ./cotoan.js');
  const dir = mkdtempSync(path.join(tmpdir(), 'cotoan-readme-'));
  try {
    const file = path.join(dir, 'example.mjs');
    writeFileSync(file, `${code}\nexport { g, h, e, move, score, pv };\n`);
    const ex = await import(pathToFileURL(file).href);
    assert.ok(ex.g.closed && ex.h.closed && ex.e.closed, 'the example frees what it made');
    assert.ok(ex.move && ex.score && ex.pv.length >= 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
