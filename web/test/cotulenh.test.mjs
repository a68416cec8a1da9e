// The Cờ tư lệnh page (web/cotulenh.html) in a real browser: Debian's
// chromium driven by playwright-core.  The terrain and the pieces, legal
// targets by clicking, choosing the piece of a stack, a deploy session by
// clicking (stay capture, End deploy), a kamikaze and its explanation, the
// air-defence rings, undo, a complete game against the opponent by
// clicking with the page's FEN checked against the library after every
// turn, a phone, and no console error.  Screenshots go to
// BUILD/screenshots/cotulenh-*.png.
// (support.mjs: COTOAN_BUILD, CHROMIUM.)
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { browser, library, problems, shots, url, watch } from './support.mjs';

const tl = await library('cotulenh.js');
const { Game, START_FEN, readGames } = tl;

const SESSION_FEN = '4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1';
const KAMIKAZE_FEN = '8c2/11/11/10i/4g5i/4i6/11/11/4F5I/10I/11/6C4 r - - 0 1';

const page = watch(await browser.newPage({ viewport: { width: 1150, height: 1000 } }));

// The page's turn records (LAN), FEN, state and points.
async function snapshot() {
  return page.evaluate(() => ({
    turns: [...document.querySelectorAll('#moves [data-turn]')].map((s) => s.dataset.turn),
    fen: document.getElementById('current-position').textContent,
    state: document.body.dataset.state,
    result: document.getElementById('result').textContent,
    points: [document.getElementById('points-red').textContent, document.getElementById('points-blue').textContent],
    status: document.getElementById('status').textContent,
  }));
}

// Replay the page's turns with the library: the page must show the same
// FEN and points.  Returns the library's game (caller frees).
function checkAgainstLibrary(s, initial = START_FEN, rules = undefined) {
  const g = new Game(initial, rules);
  if (s.turns.length) g.play(s.turns.join(' '));
  assert.equal(s.fen, g.fen, `FEN after ${s.turns.join(' ')}`);
  assert.deepEqual(s.points, [String(g.points.red), String(g.points.blue)]);
  return g;
}

async function settled(minTurns = 0) {
  await page.waitForFunction((n) => document.body?.dataset.state !== 'thinking'
      && document.querySelectorAll('#moves [data-turn]').length >= n, minTurns, { timeout: 60000 });
  return snapshot();
}

const click = (square) => page.locator(`#board [data-square="${square}"]`).click();
const targets = () => page.locator('#board [data-target]').evaluateAll((els) => els.map((e) => `${e.dataset.square}:${e.dataset.target}`).sort());

async function setOptions(o) {
  for (const [id, v] of Object.entries(o)) {
    if (typeof v === 'boolean') await page.setChecked(`#${id}`, v);
    else await page.selectOption(`#${id}`, String(v));
  }
}

async function loadFen(fen) {
  await page.locator('#io summary').click();
  await page.fill('#position', fen);
  await page.click('#load-position');
  await page.locator('#io summary').click();
  return settled();
}

// What the page should show as targets for some moves: "square:kind kind".
function expectedTargets(moves) {
  const by = new Map();
  for (const m of moves) {
    const k = by.get(m.toSquare) || [];
    if (!k.includes(m.kind)) k.push(m.kind);
    by.set(m.toSquare, k);
  }
  return [...by].map(([sq, k]) => `${sq}:${k.join(' ')}`).sort();
}

// Play one move of the library by clicking: the stack, the piece of it
// (whole stack or one piece), the target, the kind when there are several.
async function clickMove(m, inSession) {
  if (!inSession) await click(m.fromSquare);
  const mover = m.isDeploy ? m.piece : 'stack';
  const choice = page.locator(`#choose [data-mover="${mover}"]`);
  if (await choice.count()) await choice.click();
  await click(m.toSquare);
  const kind = page.locator(`#choose [data-move="${m.lan}"]`);
  if (await kind.count()) await kind.click();
}

test('the page loads: terrain, river, fords, the start position', async () => {
  await page.goto(`${url}web/cotulenh.html`);
  await page.waitForFunction(() => document.body?.dataset.state === 'ready');
  const s = await snapshot();
  assert.equal(s.fen, START_FEN);
  assert.equal(await page.locator('#board [data-stack]').count(), 38);
  assert.equal(await page.locator('#board .t-water').count(), 24, 'files a and b are sea (T4)');
  assert.equal(await page.locator('#board .t-mixed').count(), 16, 'the coast and the river mouth');
  assert.equal(await page.locator('#board .t-land').count(), 92);
  assert.equal(await page.locator('#board .river').count(), 1);
  assert.equal(await page.locator('#board .ford').count(), 2);
  assert.equal(await page.locator('#board .piece.hq').count(), 4, 'four headquarters');
  assert.equal(await page.locator('nav.games a').count(), 2, 'the game choice');
  await page.screenshot({ path: path.join(shots, 'cotulenh-start.png') });
});

test('the game choice leads to Cờ toán and back', async () => {
  await page.click('nav.games a[href="index.html"]');
  await page.waitForFunction(() => document.body?.dataset.state === 'ready' && document.title.startsWith('Cờ toán'));
  await page.click('nav.games a[href="cotulenh.html"]');
  await page.waitForFunction(() => document.body?.dataset.state === 'ready' && document.title.startsWith('Cờ tư lệnh'));
});

test('clicking a stack shows its legal targets; a stack offers each of its pieces', async () => {
  await setOptions({ player: 'simple', side: 'red' });
  await page.click('#new');
  const g = new Game();
  await click('c5');
  assert.deepEqual(await targets(), expectedTargets(g.legalMoves().filter((m) => m.fromSquare === 'c5')));
  await click('c4'); // the combination Ic5&c4
  let s = await settled(2);
  assert.equal(s.turns[0], 'Ic5&c4');
  const lib = checkAgainstLibrary(s);
  await click('c4');
  const movers = await page.locator('#choose [data-mover]').evaluateAll((els) => els.map((e) => e.dataset.mover));
  assert.deepEqual(movers, ['stack', 'N', 'I']);
  const from = lib.legalMoves().filter((m) => m.fromSquare === 'c4');
  assert.deepEqual(await targets(), expectedTargets(from.filter((m) => !m.isDeploy)), 'the whole stack');
  await page.click('#choose [data-mover="I"]');
  assert.deepEqual(await targets(), expectedTargets(from.filter((m) => m.isDeploy && m.piece === 'I')), 'the infantry alone');
  await click('c4'); // deselect
  assert.equal(await page.locator('#board [data-target]').count(), 0);
  lib.free();
  g.free();
  // Undo takes back both turns.
  await page.click('#undo');
  s = await settled();
  assert.deepEqual(s.turns, []);
  assert.equal(s.fen, START_FEN);
});

test('a deploy session by clicking: stay capture, the session, End deploy', async () => {
  await setOptions({ player: 'simple' });
  let s = await loadFen(SESSION_FEN);
  assert.equal(s.fen, SESSION_FEN);
  await click('c4');
  await page.click('#choose [data-mover="T"]');
  const t = await targets();
  assert.ok(t.includes('b4:stay'), `the stay capture is marked: ${t}`);
  assert.equal(await page.locator('#board .target.stay[data-at="b4"]').count(), 1);
  await click('b4');
  s = await snapshot();
  assert.match(s.fen, / c4:N:x$/, 'the session is open');
  assert.deepEqual(s.turns, ['Tc4>_b4']);
  checkAgainstLibrary(s, SESSION_FEN).free();
  assert.match(await page.textContent('#explain'), /b4/);
  assert.equal(await page.locator('#explain li.kind-stay').count(), 1, 'the stay capture is explained as such');
  assert.match(await page.textContent('#session-note'), /c4/);
  assert.ok(await page.isEnabled('#end-deploy'));
  await page.screenshot({ path: path.join(shots, 'cotulenh-session.png') });
  // Only the navy may step now; the origin stays selected.
  assert.deepEqual(await page.locator('#choose [data-mover]').evaluateAll((els) => els.map((e) => e.dataset.mover)), ['N']);
  await page.click('#end-deploy');
  s = await settled(2);
  assert.equal(s.turns[0], 'Tc4>_b4,|');
  checkAgainstLibrary(s, SESSION_FEN).free();
  // Undo back to the open session's start.
  await page.click('#undo');
  s = await settled();
  assert.deepEqual(s.turns, []);
  assert.equal(s.fen, SESSION_FEN);
  // A session finished step by step (both pieces step out).
  const g = new Game(SESSION_FEN);
  g.push('Tc4>_b4');
  const nStep = g.legalMoves().find((m) => m.piece === 'N' && !m.isCapture);
  g.free();
  await click('c4');
  await page.click('#choose [data-mover="T"]');
  await click('b4');
  await clickMove(nStep, true);
  s = await settled(2);
  assert.equal(s.turns[0], `Tc4>_b4,${nStep.lan}`);
  checkAgainstLibrary(s, SESSION_FEN).free();
});

test('a kamikaze: its target, its explanation; the air-defence rings', async () => {
  await setOptions({ player: 'simple' });
  let s = await loadFen(KAMIKAZE_FEN);
  const g = new Game(KAMIKAZE_FEN);
  for (const side of ['red', 'blue']) {
    await setOptions({ [`rings-${side}`]: true });
    assert.equal(await page.locator(`#board [data-rings="${side}"] .ring`).count(), Object.keys(g.airDefence(side)).length, side);
    await setOptions({ [`rings-${side}`]: false });
    assert.equal(await page.locator(`#board [data-rings="${side}"]`).count(), 0);
  }
  await setOptions({ 'rings-blue': true });
  await click('e4');
  assert.ok((await targets()).includes('e7:suicide'));
  assert.equal(await page.locator('#board .target.suicide[data-at="e7"]').count(), 1);
  await page.screenshot({ path: path.join(shots, 'cotulenh-kamikaze.png') });
  const want = g.explain('Fe4@e7').text;
  await click('e7');
  s = await settled(2);
  assert.equal(s.turns[0], 'Fe4@e7');
  assert.equal(await page.locator('#explain li.kind-suicide').count(), 1);
  assert.match(await page.textContent('#explain'), new RegExp(want.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  checkAgainstLibrary(s, KAMIKAZE_FEN).free();
  await setOptions({ 'rings-blue': false });
  g.free();
});

test('typed moves and bad input', async () => {
  await page.click('#new');
  await settled();
  await page.fill('#move-input', 'I&c4');
  await page.press('#move-input', 'Enter');
  let s = await settled(2);
  assert.equal(s.turns[0], 'Ic5&c4');
  await page.fill('#move-input', 'nonsense');
  await page.press('#move-input', 'Enter');
  assert.match(await page.textContent('#explain'), /not a move/);
  assert.equal((await snapshot()).turns.length, 2);
  await page.locator('#io summary').click();
  await page.fill('#position', 'not a fen');
  await page.click('#load-position');
  assert.match(await page.textContent('#io-error'), /FEN/);
  await page.locator('#io summary').click();
  s = await snapshot();
  checkAgainstLibrary(s).free();
});

test('records and positions: load, show, download, open again; a bad record', async () => {
  await setOptions({ side: 'red', player: 'engine', mode: 'total', start: 'standard' });
  await page.click('#new');
  await settled();
  const g = new Game();
  g.play('Ad3e3 Ad10e10');
  const text = g.record({ tags: { Event: 'Giải cờ tư lệnh' }, comments: { 1: 'mở đầu' } });
  await page.locator('#io summary').click();
  await page.fill('#record', text);
  await page.click('#load-record');
  let s = await settled(2);
  assert.deepEqual(s.turns, ['Ad3e3', 'Ad10e10']);
  assert.equal(s.fen, g.fen);
  assert.equal(await page.textContent('#io-error'), '');
  // Show and download the page's record, download the position
  await page.click('#show-record');
  const record = await page.inputValue('#record');
  assert.match(record, /\[Event "Cờ tư lệnh in the browser"\]\n/);
  assert.match(record, /\[Red "You"\]\n/);
  assert.match(record, /\n1\. Ae3 Ae10 \*\n$/);
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click('#save-record')]);
  assert.equal(dl.suggestedFilename(), 'cotulenh-game.tlr');
  assert.equal(readFileSync(await dl.path(), 'utf8'), record, 'the downloaded record');
  const [dp] = await Promise.all([page.waitForEvent('download'), page.click('#save-position')]);
  assert.equal(dp.suggestedFilename(), 'cotulenh-position.txt');
  assert.equal(readFileSync(await dp.path(), 'utf8').trim(), g.fen, 'the downloaded position');
  // The downloaded record read back by the library is the page's game
  const [back] = readGames(record);
  assert.equal(back.game.fen, g.fen);
  back.game.free();
  g.free();
  // A finished game from a file: the hand-checked records (battles mode)
  await page.setInputFiles('#record-file', path.join(path.dirname(new URL(import.meta.url).pathname),
    '..', '..', 'tests', 'cotulenh', 'records', 'hand.tlr'));
  s = await page.waitForFunction(() => document.body?.dataset.state === 'over', null, { timeout: 60000 })
    .then(snapshot);
  assert.equal(s.turns.length, 91);
  assert.equal(await page.inputValue('#mode'), 'battles');
  checkAgainstLibrary(s, START_FEN, { mode: 'battles', start: 'standard' }).free();
  assert.match(s.result, /Red/);
  // A bad record: the message says where; the game stays
  await page.fill('#record', '[Event "x"]\n1. Ae4 *');
  await page.click('#load-record');
  assert.match(await page.textContent('#io-error'), /^line 2, column 4: turn 1\. Ae4 is illegal/);
  assert.equal((await snapshot()).turns.length, 91);
  await page.locator('#io summary').click();
  await setOptions({ mode: 'total' });
  await page.click('#new');
  await settled();
});

// The test's side: the capture that scores most, else a random move; in
// a session it ends it early now and then (End deploy).
function choose(g, rand) {
  const s = g.session;
  if (s && s.mayEnd && rand(3) === 0) return 'end';
  const moves = g.legalMoves();
  let best = null;
  let gain = 0;
  for (const m of moves.filter((x) => x.isCapture)) {
    const p = g.moveInfo(m).points;
    const d = p[g.turn] - p[g.turn === 'red' ? 'blue' : 'red'];
    if (d > gain) { best = m; gain = d; }
  }
  return best || moves[rand(moves.length)];
}

test('a complete game against the engine at level 1, by clicking', { timeout: 600000 }, async () => {
  await setOptions({ side: 'red', player: 'engine', level: 1, time: 100, mode: 'battles', start: 'standard' });
  await page.click('#new');
  let s = await settled();
  let seed = 12345;
  const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  const rules = { mode: 'battles', start: 'standard' };
  let middle = false;
  let turns = 0;
  for (; turns < 400; turns++) {
    const g = checkAgainstLibrary(s, START_FEN, rules);
    if (g.isOver()) {
      assert.equal(s.state, 'over');
      assert.ok(s.result.includes(g.outcome().result), `${s.result} vs ${g.outcome().result}`);
      g.free();
      break;
    }
    assert.equal(g.turn, 'red');
    const n = s.turns.length;
    // One whole turn by clicking: a move, or every step of a session.
    let inSession = false;
    while (!g.isOver() && g.turn === 'red') {
      const mv = choose(g, rand);
      if (mv === 'end') {
        await page.click('#end-deploy');
        g.endDeploy();
      } else {
        await clickMove(mv, inSession);
        g.push(mv);
      }
      inSession = g.session !== null;
      if (inSession) {
        const now = await snapshot();
        assert.equal(now.fen, g.fen, 'the page in the session');
      }
    }
    g.free();
    s = await settled(n + 1);
    if (s.state !== 'over') s = await settled(n + 2);
    if (!middle && s.turns.length >= 30) {
      middle = true;
      await page.screenshot({ path: path.join(shots, 'cotulenh-middle.png') });
    }
  }
  const final = await snapshot();
  const g = checkAgainstLibrary(final, START_FEN, rules);
  if (!g.isOver()) {
    // A long game: the test resigns after 400 turns (a real end too).
    console.log(`# no end after ${final.turns.length} turns: the test resigns`);
    await page.click('#resign');
    assert.match((await settled()).result, /Blue wins \(0-1\): resignation/);
  } else {
    assert.equal(final.state, 'over');
    console.log(`# the game ended after ${final.turns.length} turns: ${final.result}`);
  }
  g.free();
  await page.screenshot({ path: path.join(shots, 'cotulenh-end.png') });
  // Undo after the end: the game goes on from the human's turn.
  await page.click('#undo');
  s = await settled();
  assert.ok(s.turns.length < final.turns.length || final.result.includes('resignation'));
  assert.equal(s.state, 'ready');
  checkAgainstLibrary(s, START_FEN, rules).free();
});

test('Stop makes the engine play at once', async () => {
  await setOptions({ side: 'red', player: 'engine', level: 10, time: 10000, mode: 'total' });
  await page.click('#new');
  await settled();
  await page.fill('#move-input', 'Ic5&c4');
  await page.press('#move-input', 'Enter');
  // The engine thinks for up to 10 s; Stop makes it play at once.
  await page.waitForFunction(() => document.body?.dataset.state === 'thinking');
  await page.waitForTimeout(300);
  const t0 = Date.now();
  await page.click('#stop');
  const s = await settled(2);
  assert.ok(Date.now() - t0 < 5000, 'Stop ends the search');
  checkAgainstLibrary(s, START_FEN, { mode: 'total', start: 'standard' }).free();
  await setOptions({ level: 1, time: 100 });
});

test('playing Blue: the board turns round and the opponent opens', async () => {
  await setOptions({ side: 'blue', player: 'simple' });
  await page.click('#new');
  const s = await settled(1);
  assert.equal(s.turns.length, 1);
  checkAgainstLibrary(s, START_FEN, { mode: 'total', start: 'standard' }).free();
  const y = async (sq) => (await page.locator(`#board [data-square="${sq}"]`).boundingBox()).y;
  assert.ok(await y('c1') < await y('c12'), 'rank 1 at the top for Blue');
  await setOptions({ side: 'red' });
  await page.click('#new');
  await settled();
  assert.ok(await y('c1') > await y('c12'));
});

test('a phone: the board fits the width and taps move pieces', async () => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
  const phone = watch(await ctx.newPage(), 'phone ');
  try {
    await phone.goto(`${url}web/cotulenh.html`);
    await phone.waitForFunction(() => document.body?.dataset.state === 'ready');
    const box = await phone.locator('#board svg').boundingBox();
    assert.ok(box.width <= 390 && box.width > 300, `board ${box.width} px wide`);
    const scroll = await phone.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scroll <= 390, `the page is ${scroll} px wide: it does not reflow`);
    await phone.selectOption('#player', 'simple');
    await phone.tap('#board [data-square="c5"]');
    assert.equal(await phone.locator('#board [data-square="c4"][data-target]').count(), 1, 'a tap selects');
    await phone.tap('#board [data-square="c4"]');
    await phone.waitForFunction(() => document.querySelectorAll('#moves [data-turn]').length >= 2
      && document.body.dataset.state !== 'thinking');
    const turns = await phone.$$eval('#moves [data-turn]', (els) => els.map((e) => e.dataset.turn));
    assert.equal(turns[0], 'Ic5&c4');
    await phone.tap('#board [data-square="c4"]');
    await phone.screenshot({ path: path.join(shots, 'cotulenh-phone.png'), fullPage: true });
  } finally {
    await ctx.close();
  }
});

test('no console errors', () => {
  assert.deepEqual(problems, []);
});
