// The Cờ tư lệnh example of bindings/js/README.md (its second js block)
// runs as it is written (against the package under test).
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { modulePath } from './cotulenh-support.mjs';

test('the README example of cotulenh.js runs', async () => {
  const readme = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
  const src = blocks.find((b) => b.includes("'./cotulenh.js'"));
  assert.ok(src, 'a js block importing ./cotulenh.js');
  const code = src.replace("'./cotulenh.js'", JSON.stringify(pathToFileURL(modulePath).href));
  const dir = mkdtempSync(path.join(tmpdir(), 'cotulenh-readme-'));
  try {
    const file = path.join(dir, 'example.mjs');
    writeFileSync(file, `${code}\nexport { g, b, s, e, turn, turnText, score };\n`);
    const ex = await import(pathToFileURL(file).href);
    assert.ok(ex.g.closed && ex.b.closed && ex.s.closed && ex.e.closed, 'the example frees what it made');
    assert.ok(ex.turn.length >= 1 && ex.turnText && ex.score);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
