// The lesson page (web/learn.html) in chromium, in a Vietnamese and an
// English browser: the language from the locale, ?lang= and the switch;
// lessons of both games completed by clicking on the board, the page's
// position checked against the library after each move; a legal move that
// is not the one asked and an illegal one each get feedback in the page's
// language and leave the position unchanged; a deploy session step by step;
// the choice between a capture and a stay capture; next/previous and the
// progress (kept across a reload); the rules summary and the piece legend
// one click away; the play pages load none of the lesson files; no console
// error.  Screenshots: BUILD/screenshots/learn-*.png.
// (support.mjs: COTOAN_BUILD, CHROMIUM.)
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { browser, library, problems, shots, url, watch } from './support.mjs';
import { WORDS } from '../learn-words.js';
import * as cotoanLessons from '../learn-cotoan.js';
import * as cotulenhLessons from '../learn-cotulenh.js';

const ct = await library('cotoan.js');
const tl = await library('cotulenh.js');
const DATA = { cotoan: cotoanLessons, cotulenh: cotulenhLessons };

const LOCALES = [['vi-VN', 'vi'], ['en-US', 'en']];

async function open(locale, query) {
  const ctx = await browser.newContext({ locale, viewport: { width: 1150, height: 950 } });
  const page = watch(await ctx.newPage(), `${locale} `);
  await page.goto(`${url}web/learn.html?${query}`);
  await page.waitForFunction(() => document.body?.dataset.ready === 'yes', null, { timeout: 60000 });
  return { ctx, page };
}

const click = (page, square) => page.locator(`#board [data-square="${square}"]`).click();
const state = (page) => page.evaluate(() => ({
  lesson: document.body.dataset.lesson,
  step: document.body.dataset.step,
  state: document.body.dataset.state,
  position: document.body.dataset.position,
  kind: document.getElementById('feedback').dataset.kind,
  feedback: document.getElementById('feedback').textContent,
  progress: document.getElementById('progress').textContent,
  lang: document.documentElement.lang,
  title: document.getElementById('lesson-title').textContent,
}));
const fill = (s, vars) => s.replace(/\{([a-z]+)\}/g, (m, k) => String(vars[k] ?? m));
const lessonOf = (game, id) => DATA[game].LESSONS.find((l) => l.id === id);

// The position after `moves` in a lesson, as the library writes it.
function libraryPosition(game, id, moves) {
  const l = lessonOf(game, id);
  const g = game === 'cotoan' ? new ct.Game(l.position, l.rules ?? null) : new tl.Game(l.position, l.rules ?? null);
  for (const m of moves) g.push(m);
  const text = game === 'cotoan' ? g.position : g.fen;
  g.free();
  return text;
}

for (const [locale, lang] of LOCALES) {
  const W = WORDS[lang];

  test(`${locale}: Cờ toán lessons by clicking, wrong and illegal moves, progress`, async () => {
    const { ctx, page } = await open(locale, 'game=cotoan');
    let s = await state(page);
    assert.equal(s.lang, lang, 'the browser language decides');
    assert.equal(s.lesson, 'slide');
    assert.equal(s.title, lessonOf('cotoan', 'slide').title[lang]);
    assert.equal(await page.textContent('#lang'), W.switch);
    assert.equal(await page.textContent('#prev'), W.prev);
    assert.ok(await page.isDisabled('#prev'));
    assert.equal(s.progress, fill(W.progress, { done: 0, total: cotoanLessons.LESSONS.length }));
    // Lesson 1: the targets of the selected 4 are the library's moves.
    await click(page, 'd4');
    const shown = await page.locator('#board [data-target]').evaluateAll((els) => els.map((e) => e.dataset.square).sort());
    const g = new ct.Game(lessonOf('cotoan', 'slide').position);
    assert.deepEqual(shown, g.legalMoves().filter((m) => m.fromSquare === 'd4').map((m) => m.toSquare).sort());
    g.free();
    await click(page, 'h8');
    s = await state(page);
    assert.equal(s.state, 'done');
    assert.equal(s.kind, 'ok');
    assert.equal(s.feedback, W.done + fill(W.slide, { v: 4, from: 'd4', to: 'h8' }));
    assert.equal(s.position, libraryPosition('cotoan', 'slide', ['d4h8']));
    assert.equal(s.progress, fill(W.progress, { done: 1, total: cotoanLessons.LESSONS.length }));
    await page.screenshot({ path: path.join(shots, `learn-cotoan-${lang}.png`) });
    // Lesson 2: a legal move that is not the one asked.
    await page.click('#next');
    s = await state(page);
    assert.equal(s.lesson, 'sum');
    const start = s.position;
    await click(page, 'c4');
    await click(page, 'd5');
    s = await state(page);
    assert.equal(s.kind, 'wrong');
    assert.ok(s.feedback.startsWith(fill(W.notAsked, { move: '3d5' })), s.feedback);
    assert.ok(s.feedback.includes(lessonOf('cotoan', 'sum').steps[0].hint[lang]));
    assert.equal(s.position, start, 'the position is unchanged');
    assert.equal(s.state, 'asking');
    // An illegal one: the 3 cannot slide five squares.
    await page.uncheck('#show-targets');
    await click(page, 'c4');
    assert.equal(await page.locator('#board [data-target]').count(), 0, 'targets hidden');
    await click(page, 'c9');
    s = await state(page);
    assert.equal(s.kind, 'illegal');
    assert.ok(s.feedback.startsWith(fill(W.illegal, { move: 'c4c9' })), s.feedback);
    assert.equal(s.position, start);
    await page.check('#show-targets');
    // Then the asked capture.
    await click(page, 'c4');
    await click(page, 'c11');
    s = await state(page);
    assert.equal(s.state, 'done');
    assert.equal(s.position, libraryPosition('cotoan', 'sum', ['c4c11']));
    // The 0 wins at once (the goal is the library's outcome).
    await page.click('#lesson-list [data-lesson="zero"]');
    await click(page, 'e7');
    await click(page, 'e10');
    s = await state(page);
    assert.equal(s.state, 'done');
    assert.equal(s.progress, fill(W.progress, { done: 3, total: cotoanLessons.LESSONS.length }));
    // Progress and the lesson survive a reload; ?lesson= opens one.
    await page.reload();
    await page.waitForFunction(() => document.body?.dataset.ready === 'yes');
    s = await state(page);
    assert.equal(s.lesson, 'zero');
    assert.equal(s.state, 'asking', 'a reopened lesson starts again');
    assert.equal(s.progress, fill(W.progress, { done: 3, total: cotoanLessons.LESSONS.length }));
    assert.equal(await page.locator('#lesson-list li[data-done="yes"]').count(), 3);
    await page.click('#prev');
    assert.equal((await state(page)).lesson, 'defend');
    await ctx.close();
  });

  test(`${locale}: Cờ tư lệnh lessons by clicking: a deploy session, a stay capture, an illegal move`, async () => {
    const { ctx, page } = await open(locale, 'game=cotulenh&lesson=deploy');
    let s = await state(page);
    assert.equal(s.lang, lang);
    assert.equal(s.lesson, 'deploy');
    assert.equal(await page.getAttribute('body', 'class'), 'learn-page tl-page');
    // A legal move that is not asked: the whole stack.
    await click(page, 'f4');
    assert.deepEqual(await page.locator('#choose button').evaluateAll((b) => b.map((x) => x.dataset.mover).sort()), ['I', 'T', 'stack']);
    await click(page, 'f5');
    s = await state(page);
    assert.equal(s.kind, 'wrong');
    assert.ok(s.feedback.startsWith(fill(W.notAsked, { move: '(TI)f5' })), s.feedback);
    // The asked steps: the infantry alone, then the tank.
    await click(page, 'f4');
    await page.click('#choose button[data-mover="I"]');
    await click(page, 'f5');
    s = await state(page);
    assert.equal(s.step, '1');
    assert.equal(s.kind, 'ok');
    assert.ok(s.feedback.startsWith(fill(W.stepDone, { task: '' })), s.feedback);
    assert.equal(s.position, libraryPosition('cotulenh', 'deploy', ['If4>f5']));
    assert.ok(await page.isVisible('#end-deploy'));
    await page.screenshot({ path: path.join(shots, `learn-cotulenh-deploy-${lang}.png`) });
    await click(page, 'g4');
    s = await state(page);
    assert.equal(s.state, 'done');
    assert.equal(s.feedback, `${W.done}${fill(W.tl_move, { piece: lang === 'vi' ? 'Xe tăng Đỏ' : 'Red tank', from: 'f4', to: 'g4' })}.`);
    assert.equal(s.position, libraryPosition('cotulenh', 'deploy', ['If4>f5', 'Tf4>g4']));
    // The plane's capture or bombing: the choice, the wrong one first.
    await page.click('#lesson-list [data-lesson="air-force"]');
    await click(page, 'e2');
    await click(page, 'e6');
    const kinds = await page.locator('#choose button[data-move]').evaluateAll((b) => b.map((x) => x.dataset.move).sort());
    assert.deepEqual(kinds, ['Fe2_e6', 'Fe2xe6']);
    await page.click('#choose button[data-move="Fe2xe6"]');
    s = await state(page);
    assert.equal(s.kind, 'wrong');
    assert.equal(s.position, lessonOf('cotulenh', 'air-force').position);
    await click(page, 'e2');
    await click(page, 'e6');
    await page.click('#choose button[data-move="Fe2_e6"]');
    s = await state(page);
    assert.equal(s.state, 'done');
    assert.equal(s.position, libraryPosition('cotulenh', 'air-force', ['Fe2_e6']));
    // The commander may not stop facing the enemy commander: illegal.
    await page.click('#lesson-list [data-lesson="commander"]');
    await click(page, 'd1');
    await click(page, 'e1');
    s = await state(page);
    assert.equal(s.kind, 'illegal');
    assert.ok(s.feedback.startsWith(fill(W.illegal, { move: 'Cd1e1' })), s.feedback);
    assert.equal(s.position, lessonOf('cotulenh', 'commander').position);
    await click(page, 'd1');
    await click(page, 'h1');
    assert.equal((await state(page)).state, 'done');
    // The air-defence lesson shows Blue's rings.
    await page.click('#lesson-list [data-lesson="air-defence"]');
    assert.ok(await page.locator('#board [data-rings="blue"] .ring').count() > 0);
    await page.screenshot({ path: path.join(shots, `learn-cotulenh-${lang}.png`) });
    assert.equal((await state(page)).progress, fill(W.progress, { done: 3, total: cotulenhLessons.LESSONS.length }));
    await ctx.close();
  });

  test(`${locale}: the rules summary and the piece legend, one click away`, async () => {
    for (const game of ['cotoan', 'cotulenh']) {
      const { ctx, page } = await open(locale, `game=${game}`);
      assert.equal(await page.isVisible('#rules-dialog'), false);
      await page.click('#open-rules');
      assert.ok(await page.isVisible('#rules-dialog'));
      assert.deepEqual(await page.locator('#rules-list li').allTextContents(), DATA[game].SUMMARY[lang]);
      await page.click('#rules-dialog button');
      assert.equal(await page.isVisible('#rules-dialog'), false);
      await page.click('#open-legend');
      const rows = page.locator('#legend-table tbody tr');
      assert.equal(await rows.count(), DATA[game].LEGEND.length);
      assert.deepEqual(await rows.locator('td:nth-child(3)').allTextContents(), DATA[game].LEGEND.map((p) => p[lang]));
      assert.equal(await rows.locator('svg').count(), DATA[game].LEGEND.length, 'each piece drawn by the board');
      await page.screenshot({ path: path.join(shots, `learn-${game}-legend-${lang}.png`) });
      await page.keyboard.press('Escape');
      assert.equal(await page.isVisible('#legend-dialog'), false);
      await ctx.close();
    }
  });
}

// Drag a piece from one point to another with the mouse.
async function drag(page, from, to) {
  const box = async (sq) => page.locator(`#board [data-square="${sq}"] rect`).first().boundingBox();
  const a = await box(from);
  const b = await box(to);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
}

test('drag and drop, the sentence of a move in both languages, a phone', async () => {
  let { ctx, page } = await open('vi-VN', 'game=cotoan&lesson=product');
  await drag(page, 'b5', 'c6');
  let s = await state(page);
  assert.equal(s.kind, 'wrong', 'a dragged slide that is not asked');
  assert.ok(s.feedback.includes(fill(WORDS.vi.slide, { v: 2, from: 'b5', to: 'c6' })), s.feedback);
  await drag(page, 'b5', 'h5');
  s = await state(page);
  assert.equal(s.state, 'done', 'the dragged capture');
  assert.equal(s.position, libraryPosition('cotoan', 'product', ['b5h5']));
  assert.ok(s.feedback.includes('3 × 2 = 6 → ô thứ 6: quân 2 ăn quân 8 của Xanh ở h5.'), s.feedback);
  await ctx.close();
  ({ ctx, page } = await open('en-US', 'game=cotulenh&lesson=stay-capture'));
  // Typed moves, read by the library: one the rules forbid, one not asked.
  await page.fill('#move-input', 'Tc3xb3');
  await page.press('#move-input', 'Enter');
  s = await state(page);
  assert.equal(s.kind, 'illegal');
  assert.ok(s.feedback.startsWith(fill(WORDS.en.illegal, { move: 'Tc3xb3' })), s.feedback);
  assert.equal(s.position, lessonOf('cotulenh', 'stay-capture').position);
  await page.fill('#move-input', 'Td3');
  await page.press('#move-input', 'Enter');
  assert.equal((await state(page)).kind, 'wrong');
  await drag(page, 'c3', 'b3');
  s = await state(page);
  assert.equal(s.state, 'done');
  assert.ok(s.feedback.includes('Red tank on c3 captures on b3 and stays in place; destroyed: Blue navy (b3).'), s.feedback);
  await ctx.close();
  // A phone: the board takes the width, nothing overflows, a tap moves.
  ctx = await browser.newContext({ locale: 'vi-VN', viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
  page = watch(await ctx.newPage(), 'phone ');
  await page.goto(`${url}web/learn.html?game=cotulenh&lesson=infantry-tank`);
  await page.waitForFunction(() => document.body?.dataset.ready === 'yes', null, { timeout: 60000 });
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no horizontal overflow');
  await page.locator('#board [data-square="f4"]').tap();
  await page.locator('#board [data-square="f6"]').tap();
  s = await state(page);
  assert.equal(s.state, 'done');
  await page.screenshot({ path: path.join(shots, 'learn-phone.png'), fullPage: true });
  await ctx.close();
});

test('?lang= over the browser language, the switch keeps the lesson, <html lang> follows', async () => {
  const { ctx, page } = await open('vi-VN', 'game=cotulenh&lesson=heroic&lang=en');
  let s = await state(page);
  assert.equal(s.lang, 'en');
  assert.equal(s.title, lessonOf('cotulenh', 'heroic').title.en);
  await page.click('#lang');
  await page.waitForFunction(() => document.body?.dataset.ready === 'yes' && document.documentElement.lang === 'vi');
  s = await state(page);
  assert.equal(s.lesson, 'heroic');
  assert.equal(s.title, lessonOf('cotulenh', 'heroic').title.vi);
  assert.equal(await page.textContent('#retry'), WORDS.vi.retry);
  // The heroic lesson by clicking: the tank checks and gets its star.
  await click(page, 'e10');
  await click(page, 'g10');
  s = await state(page);
  assert.equal(s.state, 'done');
  assert.equal(s.position, libraryPosition('cotulenh', 'heroic', ['Te10g10']));
  assert.ok(s.position.includes('+T'), 'the tank is heroic');
  assert.ok(s.feedback.includes(`${fill(WORDS.vi.tl_promoted, { list: 'Xe tăng Đỏ' })}; ${WORDS.vi.tl_check}`), s.feedback);
  await ctx.close();
});

test('the play pages link to the lessons and load none of their files', async () => {
  for (const [pageName, game] of [['index.html', 'cotoan'], ['cotulenh.html', 'cotulenh']]) {
    const ctx = await browser.newContext({ locale: 'en-US' });
    const page = watch(await ctx.newPage(), `${pageName} `);
    const loaded = [];
    page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
    await page.goto(`${url}web/${pageName}`);
    await page.waitForFunction(() => !/Loading/.test(document.getElementById('status').textContent), null, { timeout: 60000 });
    assert.equal(await page.getAttribute('a.learn', 'href'), `learn.html?game=${game}`);
    assert.deepEqual(loaded.filter((p) => /learn/.test(p)), []);
    await page.click('a.learn');
    await page.waitForFunction(() => document.body?.dataset.ready === 'yes', null, { timeout: 60000 });
    assert.equal((await state(page)).lesson, DATA[game].LESSONS[0].id);
    await ctx.close();
  }
  assert.deepEqual(problems, []);
});
