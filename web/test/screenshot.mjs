// Make the README's picture of the page (doc/img/web.png):
//   node web/test/screenshot.mjs [BUILD] [OUT]   (build-web, doc/img/web.png)
// Plays a few moves against the engine (the human side's moves chosen by
// the library at depth 3, typed into the page), selects a piece so its
// targets show, and takes the screenshot.  Not a test; run by hand.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const build = path.resolve(process.argv[2] || path.join(root, 'build-web'));
const out = path.resolve(process.argv[3] || path.join(root, 'doc', 'img', 'web.png'));
const { init, Game, Engine } = await import(pathToFileURL(path.join(build, 'js', 'cotoan.js')).href);
await init();
const { server, url } = await serve(build);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
});
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 860 } });
  await page.goto(`${url}web/`);
  await page.waitForFunction(() => document.body?.dataset.state === 'ready');
  await page.selectOption('#level', '4');
  await page.selectOption('#time', '300');
  const engine = new Engine({ hashMb: 4, level: 6, seed: 5 });
  for (let i = 0; i < 9; i++) {
    const moves = await page.$$eval('#moves [data-move]', (els) => els.map((e) => e.dataset.move));
    const g = new Game();
    for (const m of moves) g.push(m);
    if (g.isOver()) break;
    const mv = engine.analyse(g, { depth: 3 }).move;
    g.free();
    await page.fill('#move-input', String(mv));
    await page.press('#move-input', 'Enter');
    await page.waitForFunction((n) => document.body?.dataset.state !== 'thinking'
      && document.querySelectorAll('#moves [data-move]').length >= n, moves.length + 2);
  }
  engine.free();
  // Select the first red piece that has a capture, else any that moves.
  const g = new Game();
  for (const m of await page.$$eval('#moves [data-move]', (els) => els.map((e) => e.dataset.move))) g.push(m);
  const legal = g.legalMoves();
  const pick = (legal.find((m) => m.isCapture) || legal[0]).fromSquare;
  g.free();
  await page.click(`#board [data-square="${pick}"]`);
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  server.close();
}
