// The page in a real browser: Debian's chromium, driven by playwright-core
// (web/package-lock.json).  Plays a complete game against the engine by
// clicking, checks the page's position string after every move against
// the library (the wasm package, replaying the page's move list), undo,
// loading a position, a rules option, Stop, and that the console shows no
// error.  Screenshots (start, middle, end) go to BUILD/screenshots/.
// (support.mjs: COTOAN_BUILD, CHROMIUM.)
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { browser, library, problems, shots, url, watch } from './support.mjs';

const { Game, START_POSITION } = await library('cotoan.js');
const page = watch(await browser.newPage({ viewport: { width: 1100, height: 900 } }));

// The page's move list (coordinate notation), position string and state.
async function snapshot() {
  return page.evaluate(() => ({
    moves: [...document.querySelectorAll('#moves [data-move]')].map((s) => s.dataset.move),
    position: document.getElementById('current-position').textContent,
    state: document.body.dataset.state,
    result: document.getElementById('result').textContent,
    scores: [document.getElementById('score-red').textContent, document.getElementById('score-blue').textContent],
  }));
}

// Replay the page's moves with the library: the page must show the same
// position and scores.  Returns the library's game (caller frees).
function checkAgainstLibrary(s, initial = START_POSITION, rules = undefined) {
  const g = new Game(initial, rules);
  for (const m of s.moves) g.push(m);
  assert.equal(s.position, g.position, `position after ${s.moves.join(' ')}`);
  assert.deepEqual(s.scores, [String(g.scores.red), String(g.scores.blue)]);
  return g;
}

async function settled(minMoves = 0) {
  await page.waitForFunction((n) => document.body?.dataset.state !== 'thinking'
      && document.querySelectorAll('#moves [data-move]').length >= n, minMoves, { timeout: 30000 });
  return snapshot();
}

async function click(square) {
  await page.locator(`#board [data-square="${square}"]`).click();
}

async function setOptions(o) {
  for (const [id, v] of Object.entries(o)) {
    const tag = await page.locator(`#${id}`).evaluate((e) => e.tagName);
    if (tag === 'SELECT') await page.selectOption(`#${id}`, String(v));
    else await page.fill(`#${id}`, String(v));
  }
}

test('the page loads with the start position', async () => {
  await page.goto(`${url}web/`);
  await page.waitForFunction(() => /to move/.test(document.getElementById('status').textContent));
  const s = await snapshot();
  assert.equal(s.position, START_POSITION);
  assert.equal(await page.locator('#board [data-piece]').count(), 20);
  await page.screenshot({ path: path.join(shots, 'start.png') });
});

test('clicking a piece shows its legal targets', async () => {
  const g = new Game();
  await click('c1');
  const targets = await page.locator('#board [data-target]').evaluateAll((els) => els.map((e) => e.dataset.square).sort());
  assert.deepEqual(targets, g.legalMoves().filter((m) => m.fromSquare === 'c1').map((m) => m.toSquare).sort());
  await click('c1'); // deselect
  g.free();
});

test('a rules option and loading a position', async () => {
  const pos = 'b98/4b04/9/4b34/9/9/4r84/4r54/9/r08/4b24 r 0 0 10';
  const targetsOf = async (sq) => {
    await click(sq);
    const t = await page.locator('#board [data-target]').evaluateAll((els) => els.map((e) => e.dataset.square));
    await click(sq);
    return t;
  };
  await page.locator('#io summary').click();
  await setOptions({ mover: 'back' });
  await page.fill('#position', pos);
  await page.click('#load-position');
  let s = await settled();
  assert.equal(s.position, pos);
  assert.ok((await targetsOf('e5')).includes('e1'), 'mover back: e5 captures on e1');
  assert.ok(!(await targetsOf('e4')).includes('e1'));
  await page.click('#show-record');
  assert.match(await page.inputValue('#record'), /mover=back/);
  await setOptions({ mover: 'front' });
  await page.click('#load-position');
  s = await settled();
  assert.ok((await targetsOf('e4')).includes('e1'), 'mover front: e4 captures on e1');
  await page.fill('#position', 'not a position');
  await page.click('#load-position');
  assert.match(await page.textContent('#io-error'), /position/);
  assert.equal((await snapshot()).position, pos, 'a bad position changes nothing');
  await page.locator('#io summary').click();
});

test('typed moves, undo and Stop', async () => {
  await setOptions({ level: 10, time: 10000 });
  await page.click('#new');
  await page.fill('#move-input', '3c4');
  await page.press('#move-input', 'Enter');
  // The engine thinks for up to 10 s; Stop makes it play at once.
  await page.waitForFunction(() => document.body?.dataset.state === 'thinking');
  await page.waitForTimeout(300);
  const t0 = Date.now();
  await page.click('#stop');
  let s = await settled(2);
  assert.ok(Date.now() - t0 < 3000, 'Stop ends the search');
  checkAgainstLibrary(s).free();
  assert.equal(s.moves[0], 'c1c4');
  await page.click('#undo');
  s = await settled();
  assert.deepEqual(s.moves, []);
  assert.equal(s.position, START_POSITION);
  await page.fill('#move-input', 'nonsense');
  await page.press('#move-input', 'Enter');
  assert.match(await page.textContent('#explain'), /not a move/);
  assert.deepEqual((await snapshot()).moves, []);
});

test('hint, resign and a draw offer', async () => {
  await setOptions({ side: 'red', level: 1, time: 100 });
  await page.click('#new');
  await settled();
  await page.click('#hint');
  await settled();
  assert.match(await page.textContent('#explain'), /^Hint: /);
  assert.equal(await page.locator('#board .arrow.hint').count(), 1);
  await page.click('#resign');
  let s = await settled();
  assert.equal(s.state, 'over');
  assert.match(s.result, /Blue wins \(0-1\): resignation/);
  await page.click('#undo');
  s = await settled();
  assert.equal(s.state, 'ready');
  await page.click('#draw');
  s = await settled();
  const said = await page.textContent('#explain');
  assert.match(said, /The engine (accepts|declines) the draw/);
  if (/accepts/.test(said)) assert.match(s.result, /Draw \(1\/2-1\/2\)/);
  else assert.equal(s.state, 'ready');
  await page.click('#new');
});

test('a complete game against the engine, by clicking', { timeout: 240000 }, async () => {
  await setOptions({ side: 'red', level: 1, time: 100, mover: 'front', target: 15, limit: 240 });
  await page.click('#new');
  let s = await settled();
  let seed = 99;
  const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  let middle = false;
  for (let turn = 0; turn < 200; turn++) {
    const g = checkAgainstLibrary(s);
    if (g.isOver()) {
      const out = g.outcome();
      assert.equal(s.state, 'over');
      assert.ok(s.result.includes(out.result), `${s.result} vs ${out.result}`);
      g.free();
      break;
    }
    assert.equal(g.turn, 'red');
    // Greedy: the capture of the largest value, else a random slide.
    const moves = g.legalMoves();
    const caps = moves.filter((m) => m.isCapture)
      .map((m) => ({ m, v: g.moveInfo(m).capturedValue })).sort((a, b) => b.v - a.v);
    const mv = caps.length ? caps[0].m : moves[rand(moves.length)];
    g.free();
    const n = s.moves.length;
    await click(mv.fromSquare);
    await click(mv.toSquare);
    s = await settled(n + 1);
    assert.equal(s.moves[n], mv.uci(), 'the page played the clicked move');
    if (s.state !== 'over') s = await settled(n + 2);
    if (!middle && s.moves.length >= 16) {
      middle = true;
      await page.screenshot({ path: path.join(shots, 'middle.png') });
    }
  }
  assert.equal(s.state, 'over', 'the game ended');
  const final = await snapshot();
  checkAgainstLibrary(final).free();
  assert.ok(await page.locator('#plot polyline').count() === 1, 'the evaluation plot is drawn');
  await page.screenshot({ path: path.join(shots, 'end.png') });
  // Save the record, start again, load it back: the same game.
  await page.locator('#io summary').click();
  await page.click('#show-record');
  const record = await page.inputValue('#record');
  assert.match(record, /\[Result "(1-0|0-1|1\/2-1\/2)"\]/);
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click('#save-record')]);
  assert.equal(dl.suggestedFilename(), 'cotoan-game.ctr');
  assert.equal(readFileSync(await dl.path(), 'utf8'), record, 'the downloaded record');
  const [dp] = await Promise.all([page.waitForEvent('download'), page.click('#save-position')]);
  assert.equal(readFileSync(await dp.path(), 'utf8').trim(), final.position, 'the downloaded position');
  await page.click('#new');
  assert.deepEqual((await settled()).moves, []);
  await page.fill('#record', record);
  await page.click('#load-record');
  const loaded = await settled();
  assert.deepEqual(loaded.moves, final.moves);
  assert.equal(loaded.position, final.position);
  assert.equal(loaded.state, 'over');
  await page.locator('#io summary').click();
  // Undo after the end takes back moves and the game goes on.
  await page.click('#undo');
  s = await settled();
  assert.ok(s.moves.length < final.moves.length);
  checkAgainstLibrary(s).free();
});

test('playing Blue: the board turns round and the engine opens', async () => {
  await setOptions({ side: 'blue', level: 1, time: 100 });
  await page.click('#new');
  const s = await settled(1);
  assert.equal(s.moves.length, 1);
  checkAgainstLibrary(s).free();
  const y = async (sq) => (await page.locator(`#board [data-square="${sq}"]`).boundingBox()).y;
  assert.ok(await y('c1') < await y('c11'), 'rank 1 at the top for Blue');
  await setOptions({ side: 'red' });
  await page.click('#new');
  await settled();
  assert.ok(await y('c1') > await y('c11'));
});

test('a phone: the board fits the width and taps move pieces', async () => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
  const phone = watch(await ctx.newPage(), 'phone ');
  try {
    await phone.goto(`${url}web/`);
    await phone.waitForFunction(() => document.body?.dataset.state === 'ready');
    const box = await phone.locator('#board svg').boundingBox();
    assert.ok(box.width <= 390 && box.width > 300, `board ${box.width} px wide`);
    const scroll = await phone.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scroll <= 390, `the page is ${scroll} px wide: it does not reflow`);
    await phone.selectOption('#level', '1');
    await phone.selectOption('#time', '100');
    await phone.tap('#board [data-square="c1"]');
    assert.ok(await phone.locator('#board [data-square="c4"][data-target]').count() === 1, 'a tap selects');
    await phone.tap('#board [data-square="c4"]');
    await phone.waitForFunction(() => document.querySelectorAll('#moves [data-move]').length >= 2
      && document.body.dataset.state !== 'thinking');
    const moves = await phone.$$eval('#moves [data-move]', (els) => els.map((e) => e.dataset.move));
    assert.equal(moves[0], 'c1c4');
    await phone.screenshot({ path: path.join(shots, 'phone.png'), fullPage: true });
  } finally {
    await ctx.close();
  }
});

test('no console errors', () => {
  assert.deepEqual(problems, []);
});
