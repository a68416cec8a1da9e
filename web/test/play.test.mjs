// What both play pages (index.html: Cờ toán, cotulenh.html: Cờ tư lệnh)
// offer beyond a game against the engine, in Debian's chromium with a
// Vietnamese and an English locale: the pictograms of the Cờ tư lệnh
// pieces (the library's own paths) and their legend, drag and drop, the
// keyboard, the move list's navigation through past positions (the game
// unchanged), the flip, two players on one device, engine against engine,
// the clocks with a flag fall (Cờ toán: the side out of time loses, the
// library's time forfeit, kept in the record and withdrawn by undo; Cờ tư
// lệnh: the library's adjudication by points, T55), the named levels,
// scores in points with a sign, the move sounds, and no console error.
// (support.mjs: COTOAN_BUILD, CHROMIUM.)
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { browser, build, library, problems, shots, url, watch } from './support.mjs';

// The named levels the pages offer (web/levels.js).
const { LEVELS, DEFAULT_LEVEL } = await import(pathToFileURL(path.join(build, 'web', 'levels.js')).href);

const tl = await library('cotulenh.js');
const ct = await library('cotoan.js');

async function open(pageName, locale = 'en-US') {
  const ctx = await browser.newContext({ locale, viewport: { width: 1150, height: 1000 } });
  const page = watch(await ctx.newPage(), `${locale} ${pageName} `);
  await page.goto(`${url}web/${pageName}`);
  await page.waitForFunction(() => document.body?.dataset.state === 'ready', null, { timeout: 60000 });
  return { ctx, page };
}

const turns = (page, key) => page.locator(`#moves [data-${key}]`).evaluateAll((els, k) => els.map((e) => e.dataset[k]), key);

// The centre of a square on the screen.
async function centre(page, name) {
  const box = await page.locator(`#board [data-square="${name}"] rect`).first().boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

// Drag with the mouse from one square to another, in small steps.
async function drag(page, from, to) {
  const [x1, y1] = await centre(page, from);
  const [x2, y2] = await centre(page, to);
  await page.mouse.move(x1, y1);
  await page.mouse.down();
  await page.mouse.move((x1 + x2) / 2, (y1 + y2) / 2, { steps: 5 });
  await page.mouse.move(x2, y2, { steps: 5 });
  await page.mouse.up();
}

async function newGame(page, options) {
  for (const [id, v] of Object.entries(options)) {
    if (typeof v === 'boolean') await page.setChecked(`#${id}`, v);
    else if (['clock-min', 'clock-inc'].includes(id)) await page.fill(`#${id}`, String(v));
    else await page.selectOption(`#${id}`, String(v));
  }
  await page.click('#new');
  // Engine against engine thinks all the time.
  if (await page.inputValue('#players') !== 'watch') await page.waitForFunction(() => document.body?.dataset.state !== 'thinking');
}

// A move of a lone piece of the side to move to an empty point: no mover
// or kind to choose.
function plainMove(g) {
  return g.legalMoves().find((m) => m.kind === 'move' && !m.isDeploy && g.stackAt(m.from).pieces.length === 1);
}

test('Cờ tư lệnh in Vietnamese: pictograms from the library, the legend, named levels', async () => {
  const { ctx, page } = await open('cotulenh.html', 'vi-VN');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'vi');
  assert.match(await page.textContent('#status'), /^Đến lượt Đỏ \(bạn\)/);
  // Every piece is drawn as its pictogram, the very paths of the library's SVG.
  const g = new tl.Game(tl.START_FEN);
  const svg = g.svg();
  g.free();
  const glyphs = await page.locator('#board .glyph').evaluateAll((els) => els.map((e) => [e.dataset.letter, e.getAttribute('d')]));
  assert.equal(glyphs.length, 38);
  assert.deepEqual([...new Set(glyphs.map(([l]) => l))].sort(), [...'ACEFGHIMNST']);
  for (const [letter, d] of glyphs) assert.ok(svg.includes(`data-letter="${letter}" `) && svg.includes(` d="${d}"/>`), `${letter}: ${d}`);
  assert.equal(await page.locator('#board text.letter').count(), 0, 'no letters on the pieces');
  // The legend: one click away, every piece in both colours with both names.
  assert.equal(await page.locator('#legend tbody tr').count(), 11);
  assert.equal(await page.locator('#legend').isVisible(), false);
  await page.click('#legend-box summary');
  assert.equal(await page.locator('#legend').isVisible(), true);
  const rows = await page.locator('#legend tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].slice(1).map((c) => c.textContent)));
  assert.deepEqual(rows.map((r) => r[0]).join(''), tl.PIECE_LETTERS);
  assert.deepEqual(rows.find((r) => r[0] === 'C'), ['C', 'tư lệnh', 'commander']);
  assert.deepEqual(rows.find((r) => r[0] === 'G'), ['G', 'cao xạ', 'anti-air']);
  assert.equal(await page.locator('#legend tbody tr .piece.red').count(), 11);
  assert.equal(await page.locator('#legend tbody tr .piece.blue').count(), 11);
  assert.equal(await page.textContent('#legend thead'), 'QuânKý hiệuTiếng ViệtTiếng Anh');
  // The named levels (levels.js) in Vietnamese, the default selected.
  const levels = await page.locator('#level option').evaluateAll((os) => os.map((o) => [o.value, o.textContent]));
  assert.deepEqual(levels, LEVELS.map((l) => [String(l.level), `${l.level}. ${l.vi}`]));
  assert.equal(levels.length, 10);
  assert.equal(await page.inputValue('#level'), String(DEFAULT_LEVEL));
  // A stack's tooltip in Vietnamese.
  assert.match(await page.locator('#board [data-square="b2"] title').textContent(), /^Đỏ hải quân b2$/);
  await page.screenshot({ path: `${shots}/play-cotulenh-vi-legend.png` });
  // A bad record: the reader's message in Vietnamese, where it is.
  await page.click('#io summary');
  await page.fill('#record', '[Event "x"]\n1. Ae4 *');
  await page.click('#load-record');
  assert.match(await page.textContent('#io-error'), /^dòng 2, cột 4: lượt 1\. Ae4 không hợp lệ: /);
  await ctx.close();
  assert.deepEqual(problems, []);
});

test('Cờ tư lệnh, two players on one device: drag and drop, navigation, flip', async () => {
  const { ctx, page } = await open('cotulenh.html');
  await newGame(page, { players: 'hotseat', sound: true });
  const g = new tl.Game(tl.START_FEN);
  try {
    // Red drags a piece; nobody answers for Blue.
    const red = plainMove(g);
    const sounds = Number(await page.evaluate(() => document.body.dataset.sound || 0));
    await drag(page, red.fromSquare, red.toSquare);
    await page.waitForFunction(() => document.querySelectorAll('#moves [data-turn]').length === 1);
    g.push(red);
    assert.equal(await page.textContent('#current-position'), g.fen);
    assert.equal(Number(await page.evaluate(() => document.body.dataset.sound || 0)), sounds + 1, 'a move sound');
    await page.waitForTimeout(500);
    assert.equal(await page.evaluate(() => document.body.dataset.state), 'ready', 'no engine in a hot seat');
    assert.match(await page.textContent('#status'), /^Blue to move\./);
    // Blue clicks its move.
    const blue = plainMove(g);
    await page.click(`#board [data-square="${blue.fromSquare}"]`);
    await page.click(`#board [data-square="${blue.toSquare}"]`);
    await page.waitForFunction(() => document.querySelectorAll('#moves [data-turn]').length === 2);
    g.push(blue);
    const now = g.fen;
    assert.equal(await page.textContent('#current-position'), now);
    // A drag that ends on its own square, or on an illegal target, plays nothing.
    const again = plainMove(g);
    await drag(page, again.fromSquare, again.fromSquare);
    assert.equal((await turns(page, 'turn')).length, 2);
    assert.equal(await page.locator('#board .pt.selected').count(), 1);
    await page.click(`#board [data-square="${again.fromSquare}"]`);
    assert.equal(await page.locator('#board .pt.selected').count(), 0);
    // Navigation: the past positions, the game unchanged.
    await page.click('#board-area #scores');
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => document.body?.dataset.view === '1');
    const after1 = new tl.Game(tl.START_FEN);
    after1.push(red.lan);
    assert.equal(await page.textContent('#current-position'), after1.fen);
    after1.free();
    assert.match(await page.textContent('#status'), /Viewing move 1 of 2/);
    await page.keyboard.press('Home');
    await page.waitForFunction(() => document.body?.dataset.view === '0');
    assert.equal(await page.textContent('#current-position'), tl.START_FEN);
    await page.click('#moves [data-index="2"]');
    await page.waitForFunction(() => document.body?.dataset.view === '');
    assert.equal(await page.textContent('#current-position'), now);
    await page.click('#nav-prev');
    await page.waitForFunction(() => document.body?.dataset.view === '1');
    assert.equal(await page.locator('#moves .current').getAttribute('data-index'), '1');
    // A click on the board while looking back returns to the game, playing nothing.
    await page.click(`#board [data-square="${again.fromSquare}"]`);
    await page.waitForFunction(() => document.body?.dataset.view === '');
    assert.equal((await turns(page, 'turn')).length, 2);
    assert.equal(await page.textContent('#current-position'), now);
    await page.keyboard.press('End');
    // Flip: a1 goes from the bottom left to the top right.
    const [x0, y0] = await centre(page, 'a1');
    await page.click('#flip');
    const [x1, y1] = await centre(page, 'a1');
    assert.ok(y1 < y0 && x1 > x0, `a1 moved from ${x0},${y0} to ${x1},${y1}`);
    // Undo in a hot seat takes back one turn.
    await page.click('#undo');
    await page.waitForFunction(() => document.querySelectorAll('#moves [data-turn]').length === 1);
    await page.screenshot({ path: `${shots}/play-cotulenh-hotseat.png` });
  } finally {
    g.free();
  }
  await ctx.close();
  assert.deepEqual(problems, []);
});

test('Cờ tư lệnh: a flag fall is adjudicated by points (T55)', { timeout: 120000 }, async () => {
  const { ctx, page } = await open('cotulenh.html', 'vi-VN');
  assert.deepEqual(await page.locator('#clock option').evaluateAll((os) => os.map((o) => o.value)), ['', '10+0', '15+0', '30+0', 'custom']);
  assert.equal(await page.textContent('#clock option[value="30+0"]'), '30 phút (tổng lực)');
  await newGame(page, { players: 'hotseat', clock: 'custom', 'clock-min': 0.03, 'clock-inc': 0 });
  assert.equal(await page.locator('#clock-red').isVisible(), true);
  assert.match(await page.textContent('#clock-red'), /^0:0\d\.\d$/);
  await page.waitForFunction(() => document.body?.dataset.state === 'over', null, { timeout: 60000 });
  const g = new tl.Game(tl.START_FEN);
  const out = g.adjudicate();
  g.free();
  const result = await page.textContent('#result');
  assert.ok(result.includes(`(${out.result})`), result);
  assert.match(result, /Đỏ hết giờ/);
  assert.match(result, /xử theo điểm/);
  assert.equal(await page.textContent('#clock-red'), '0:00.0');
  await page.screenshot({ path: `${shots}/play-cotulenh-flag.png` });
  await ctx.close();
  assert.deepEqual(problems, []);
});

test('Cờ toán: keyboard, a flag fall loses, engine against engine, scores in points', { timeout: 300000 }, async () => {
  const { ctx, page } = await open('index.html');
  assert.equal(await page.textContent('#level option[value="1"]'), `1. ${LEVELS[0].en}`);
  await newGame(page, { players: 'hotseat', clock: '', level: 1, time: 100 });
  // The keyboard: Tab to the board, the cursor starts on e1, Enter clicks.
  const g = new ct.Game(ct.START_POSITION);
  try {
    const m = g.legalMoves()[0];
    await page.focus('#board svg');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.evaluate(() => document.querySelector('#board svg').dataset.cursor), 'e1');
    assert.equal(await page.locator('#board .cursor').count(), 1);
    // Arrow keys from the cursor's square to another.
    const walk = async (from, to) => {
      const df = 'abcdefghi'.indexOf(to[0]) - 'abcdefghi'.indexOf(from[0]);
      const dr = Number(to.slice(1)) - Number(from.slice(1));
      for (let i = 0; i < Math.abs(df); i++) await page.keyboard.press(df > 0 ? 'ArrowRight' : 'ArrowLeft');
      for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? 'ArrowUp' : 'ArrowDown');
      assert.equal(await page.evaluate(() => document.querySelector('#board svg').dataset.cursor), to);
    };
    await walk('e1', ct.squareName(m.from));
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('#board [data-target]').count(), g.legalMoves().filter((x) => x.from === m.from).length);
    await walk(ct.squareName(m.from), ct.squareName(m.to));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('#moves [data-move]').length === 1);
    g.push(m);
    assert.equal(await page.textContent('#current-position'), g.position);
  } finally {
    g.free();
  }
  // The arrows of the last move lie under the numbers.
  const under = await page.evaluate(() => [...document.querySelectorAll('#board .arrow')]
    .every((a) => a.compareDocumentPosition(document.querySelector('#board .pieces')) & Node.DOCUMENT_POSITION_FOLLOWING));
  assert.ok(under);
  // A flag fall: the side out of time loses.
  assert.deepEqual(await page.locator('#clock option').evaluateAll((os) => os.map((o) => o.value)), ['', '3+2', '5+0', '10+5', '15+10', 'custom']);
  await newGame(page, { players: 'hotseat', clock: 'custom', 'clock-min': 0.02, 'clock-inc': 1 });
  await page.waitForFunction(() => document.body?.dataset.state === 'over', null, { timeout: 60000 });
  assert.equal(await page.textContent('#result'), 'Blue wins (0-1): Red ran out of time.');
  assert.equal(await page.locator('#board [data-target]').count(), 0);
  // Engine against engine: nobody clicks, the moves come.
  await newGame(page, { players: 'watch', clock: '', level: 1, time: 100 });
  await page.waitForFunction(() => document.querySelectorAll('#moves [data-move]').length >= 4, null, { timeout: 120000 });
  assert.equal(await page.isDisabled('#resign'), true);
  assert.match(await page.textContent('#engine-info'), /(Red|Blue) ([+−±]\d+\.\d points|(win|loss) in \d+)/);
  await newGame(page, { players: 'engine', side: 'red' });
  await page.screenshot({ path: `${shots}/play-cotoan.png` });
  await ctx.close();
  assert.deepEqual(problems, []);
});

test('Cờ toán: a flag fall is the library\'s time forfeit: the record, loading it, undo', { timeout: 240000 }, async () => {
  const { ctx, page } = await open('index.html');
  // 12 s each: Red moves at once (typed), then Blue's flag falls.
  await newGame(page, { players: 'hotseat', clock: 'custom', 'clock-min': 0.2, 'clock-inc': 0 });
  const g = new ct.Game(ct.START_POSITION);
  const m = g.legalMoves()[0].uci();
  g.free();
  await page.fill('#move-input', m);
  await page.press('#move-input', 'Enter');
  await page.waitForFunction(() => document.querySelectorAll('#moves [data-move]').length === 1);
  await page.waitForFunction(() => document.body?.dataset.state === 'over', null, { timeout: 90000 });
  const result = 'Red wins (1-0): Blue ran out of time.';
  assert.equal(await page.textContent('#result'), result);
  assert.deepEqual(await turns(page, 'move'), [m]);
  // The record carries the end: result and termination, the move kept.
  await page.click('#io summary');
  await page.click('#show-record');
  const record = await page.inputValue('#record');
  assert.match(record, /\[Result "1-0"\]/);
  assert.match(record, /\[Termination "time forfeit"\]/);
  const [read] = ct.readGames(record);
  try {
    assert.deepEqual(read.game.outcome()?.termination, 'time');
    assert.equal(read.game.outcome().winner, 'red');
    assert.deepEqual(read.game.history.map(String), [m]);
  } finally {
    read.game.free();
  }
  // Undo withdraws the time loss alone (as a resignation): the move
  // stays, Blue is to move, and the game goes on without clocks.
  await page.click('#undo');
  await page.waitForFunction(() => document.body?.dataset.state === 'ready');
  assert.deepEqual(await turns(page, 'move'), [m]);
  assert.match(await page.textContent('#status'), /^Blue to move/);
  assert.equal(await page.textContent('#result'), '');
  assert.equal(await page.locator('#clock-blue').isVisible(), false);
  assert.match(await page.textContent('#explain'), /taken back/);
  await page.waitForTimeout(1000);
  assert.equal(await page.evaluate(() => document.body.dataset.state), 'ready');
  // The record read back: the finished game, then undo as above.
  await page.fill('#record', record);
  await page.click('#load-record');
  await page.waitForFunction(() => document.body?.dataset.state === 'over');
  assert.equal(await page.textContent('#result'), result);
  assert.deepEqual(await turns(page, 'move'), [m]);
  assert.equal(await page.textContent('#io-error'), '');
  await page.click('#undo');
  await page.waitForFunction(() => document.body?.dataset.state === 'ready');
  assert.deepEqual(await turns(page, 'move'), [m]);
  await ctx.close();
  assert.deepEqual(problems, []);
});

test('Cờ toán in Vietnamese: the engine on a clock, its score in points', { timeout: 120000 }, async () => {
  const { ctx, page } = await open('index.html', 'vi-VN');
  assert.equal(await page.inputValue('#level'), String(DEFAULT_LEVEL));
  assert.equal(await page.textContent('#level option[value="10"]'), `10. ${LEVELS[9].vi}`);
  assert.equal(await page.textContent('#new'), 'Ván mới');
  await newGame(page, { players: 'engine', side: 'blue', level: 1, clock: 'custom', 'clock-min': 1, 'clock-inc': 0 });
  await page.waitForFunction(() => document.querySelectorAll('#moves [data-move]').length >= 1, null, { timeout: 60000 });
  assert.match(await page.textContent('#engine-info'), /Đỏ ([+−±]\d+\.\d điểm|(thắng|thua) sau \d+ nước)/);
  // Red spent its own time; Blue's clock runs now.
  assert.match(await page.textContent('#clock-red'), /^[01]:\d\d$/);
  assert.equal(await page.locator('#clock-blue.running').count(), 1);
  assert.match(await page.textContent('#status'), /^Đến lượt Xanh \(bạn\)/);
  // A bad record: the reader's message in Vietnamese, where it is.
  await page.click('#io summary');
  await page.fill('#record', '1. c1c1 *');
  await page.click('#load-record');
  assert.match(await page.textContent('#io-error'), /^dòng 1, cột 4: nước 1\. c1c1 không hợp lệ: /);
  await ctx.close();
  assert.deepEqual(problems, []);
});

test('a phone: a piece dragged with a finger (touch events)', async () => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'vi-VN' });
  const page = watch(await ctx.newPage(), 'touch ');
  await page.goto(`${url}web/index.html`);
  await page.waitForFunction(() => document.body?.dataset.state === 'ready', null, { timeout: 60000 });
  await page.selectOption('#players', 'hotseat');
  const g = new ct.Game(ct.START_POSITION);
  try {
    const m = g.legalMoves()[0];
    const client = await ctx.newCDPSession(page);
    const [x1, y1] = await centre(page, ct.squareName(m.from));
    const [x2, y2] = await centre(page, ct.squareName(m.to));
    const touch = (type, x, y) => client.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', x1, y1);
    for (let i = 1; i <= 6; i++) await touch('touchMove', x1 + ((x2 - x1) * i) / 6, y1 + ((y2 - y1) * i) / 6);
    await touch('touchEnd');
    await page.waitForFunction(() => document.querySelectorAll('#moves [data-move]').length === 1);
    g.push(m);
    assert.equal(await page.textContent('#current-position'), g.position);
  } finally {
    g.free();
  }
  await ctx.close();
  assert.deepEqual(problems, []);
});
