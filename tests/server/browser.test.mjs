// The online page in Debian's chromium (playwright-core, web/node_modules)
// against a real co-server serving the web build: in each locale
// (Vietnamese and English) a player opens "Play a friend" from the engine
// page, creates a Cờ toán game with a clock, a second browser context
// opens the invite link, a third watches through the watch link; the
// game is played by clicks to its end, the joiner reloads in the middle
// (its seat comes back, the creator sees "disconnected"/"back"), and the
// record downloads.  A Cờ tư lệnh game is played with clicked turns (a
// deploy session among them) and typed ones and ended by a draw offer and
// its acceptance.  No page error.
//   CHROMIUM   the browser (default /usr/bin/chromium)
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Server, tempDir, stageSite, root, wait } from './harness.mjs';
import { COTOAN_QUIET, COTOAN_QUIET_SHORT, COTULENH_QUIET, COTULENH_QUIET_SAN } from './games.mjs';
import { STRINGS, REASONS } from '../../web/online-i18n.js';

const require = createRequire(path.join(root, 'web', 'package.json'));
const { chromium } = require('playwright-core');

const dir = tempDir('browser');
let site;
let server;
let browser;
const problems = [];
before(async () => {
  site = stageSite();
  server = new Server({ db: path.join(dir, 'games.db'), args: ['--web', site] });
  await server.start();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: process.getuid && process.getuid() === 0 ? ['--no-sandbox'] : [],
  });
});
after(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
  if (site) rmSync(site, { recursive: true, force: true });
  server?.assertClean();
});

async function context(locale, label) {
  const ctx = await browser.newContext({ locale, acceptDownloads: true, viewport: { width: 1000, height: 900 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => problems.push(`${label}: ${e.message}`));
  page.on('dialog', (d) => d.accept());
  return { ctx, page };
}

const T = (page, ms = 20000) => ({ timeout: wait(ms) });
const turnsShown = (page, n) => page.waitForFunction((k) => Number(document.body?.dataset.turns) >= k, n, T(page));
const text = (page, id) => page.locator(`#${id}`).textContent();

async function clickMove(page, uci) {
  const m = uci.match(/^([a-i]\d+)([a-i]\d+)$/);
  await page.locator(`#board [data-square="${m[1]}"]`).click();
  await page.locator(`#board [data-square="${m[2]}"]`).click();
}

for (const lang of ['vi', 'en']) {
  test(`a whole Cờ toán game through an invite link, a reload and a spectator (${lang})`, async () => {
    const words = STRINGS[lang];
    const locale = lang === 'vi' ? 'vi-VN' : 'en-US';
    const a = await context(locale, `creator ${lang}`);
    // From the engine page's "Play a friend" link.
    await a.page.goto(`${server.base}/index.html`);
    await a.page.locator('header a.online').click();
    await a.page.waitForURL(/online\.html\?game=cotoan/);
    await a.page.waitForSelector('#setup:not([hidden])');
    assert.equal(await a.page.evaluate(() => document.documentElement.lang), lang);
    assert.equal(await text(a.page, 'create'), words.create);
    // The play pages' presets, then no clock and custom minutes + increment.
    assert.deepEqual(await a.page.locator('#preset option').evaluateAll((os) => os.map((o) => o.value)),
      ['3+2', '5+0', '10+5', '15+10', 'none', 'custom']);
    await a.page.selectOption('#preset', '10+5');
    await a.page.selectOption('#color', 'red');
    await a.page.fill('#target', '0');
    await a.page.fill('#limit', '8');
    await a.page.click('#create');
    await a.page.waitForSelector('#invite:not([hidden])', T(a.page));
    await a.page.waitForFunction(() => document.getElementById('watch-link').value !== '', null, T(a.page));
    const invite = await a.page.inputValue('#invite-link');
    const watch = await a.page.inputValue('#watch-link');
    assert.match(invite, /\/join\/[0-9a-f]+$/);
    assert.match(watch, /\/watch\/[0-9a-f]+$/);
    assert.equal(await text(a.page, 'status'), words.waiting);

    const b = await context(locale, `joiner ${lang}`);
    const joinedAt = Date.now(); // red's clock runs from the join on
    await b.page.goto(invite);
    await b.page.waitForFunction(() => document.body?.dataset.status === 'playing', null, T(b.page));
    const c = await context(locale, `spectator ${lang}`);
    await c.page.goto(watch);
    await c.page.waitForFunction(() => document.body?.dataset.status === 'playing', null, T(c.page));
    await a.page.waitForFunction(() => document.body?.dataset.status === 'playing', null, T(a.page));
    assert.equal(await text(c.page, 'seat'), words.spectating);
    assert.equal(await text(b.page, 'seat'), words.youPlay.replace('{side}', words.blue));
    assert.ok(await c.page.locator('#resign').isHidden());
    // Clocks of 10 minutes, shown and running for red.
    // (M:SS, at most 10:00, and no less than 10:00 minus the time since
    // the join, a second's rounding aside.)
    for (const shown of [await text(a.page, 'clock-bottom'), await text(b.page, 'clock-top')]) {
      const m = shown.match(/^(\d+):([0-5]\d)$/);
      assert.ok(m, shown);
      const left = (Number(m[1]) * 60 + Number(m[2])) * 1000;
      assert.ok(left <= 600000 && left >= 600000 - (Date.now() - joinedAt) - 1000, `${shown} ${Date.now() - joinedAt} ms after the join`);
    }

    const seats = { red: a.page, blue: b.page };
    for (let ply = 0; ply < 8; ply++) {
      const side = ply % 2 === 0 ? 'red' : 'blue';
      const page = seats[side];
      await page.waitForFunction(() => document.body?.dataset.myturn === 'yes', null, T(page));
      await clickMove(page, COTOAN_QUIET[ply]);
      for (const p of [a.page, b.page, c.page]) await turnsShown(p, ply + 1);
      if (ply === 3) {
        // The joiner reloads: its seat comes back; the creator sees it.
        await b.page.reload();
        await b.page.waitForFunction((n) => Number(document.body?.dataset.turns) === n
          && document.body.dataset.status === 'playing', ply + 1, T(b.page));
        assert.equal(await text(b.page, 'seat'), words.youPlay.replace('{side}', words.blue));
        await a.page.waitForFunction(() => document.getElementById('presence').dataset.state === 'back', null, T(a.page));
        assert.equal(await text(a.page, 'presence'), words.back.replace('{side}', words.blue));
        seats.blue = b.page;
      }
    }
    const reason = REASONS[lang].move_limit;
    for (const p of [a.page, b.page, c.page]) {
      await p.waitForFunction(() => document.body?.dataset.status === 'ended', null, T(p));
      assert.ok((await text(p, 'result')).includes(reason), await text(p, 'result'));
    }
    const moves = await c.page.$$eval('#moves [data-turn]', (xs) => xs.map((x) => x.dataset.turn));
    assert.deepEqual(moves, COTOAN_QUIET_SHORT.slice(0, 8));
    // The record downloads and holds the game.
    const [dl] = await Promise.all([a.page.waitForEvent('download', T(a.page)), a.page.click('#record')]);
    const rec = readFileSync(await dl.path(), 'utf8');
    assert.match(rec, /\[Termination "move limit"\]|move-limit|move limit/i);
    assert.match(rec, /1\. (7h2|g1h2)/);
    await a.page.screenshot({ path: path.join(process.env.CO_SHOTS || dir, `online-${lang}.png`) });
    for (const x of [a, b, c]) await x.ctx.close();
    assert.deepEqual(problems, []);
  });
}

test('a Cờ tư lệnh game with clicked and typed turns (a deploy session), a draw offer and its acceptance; the language switch', async () => {
  const a = await context('en-US', 'tl creator');
  await a.page.goto(`${server.base}/cotulenh.html`);
  await a.page.locator('header a.online').click();
  await a.page.waitForSelector('#setup:not([hidden])');
  assert.equal(await a.page.inputValue('#game'), 'cotulenh');
  // The seeds' quick games (10, 15 minutes) and total war (30).
  assert.deepEqual(await a.page.locator('#preset option').evaluateAll((os) => os.map((o) => [o.value, o.textContent])),
    [['10', '10 min (quick)'], ['15', '15 min (quick)'], ['30', '30 min (total war)'], ['none', STRINGS.en.untimed], ['custom', STRINGS.en.custom]]);
  await a.page.selectOption('#preset', 'custom');
  assert.equal(await a.page.locator('#minutes').isVisible(), true);
  assert.equal(await a.page.locator('#increment').isVisible(), true);
  await a.page.selectOption('#preset', '30');
  await a.page.selectOption('#color', 'blue');
  await a.page.click('#create');
  await a.page.waitForSelector('#invite:not([hidden])', T(a.page));
  const invite = await a.page.inputValue('#invite-link');
  const b = await context('vi-VN', 'tl joiner');
  await b.page.goto(invite);
  await b.page.waitForFunction(() => document.body?.dataset.status === 'playing', null, T(b.page));
  assert.equal(await b.page.evaluate(() => document.documentElement.lang), 'vi');
  // The switch: English, then back to Vietnamese (the address keeps it).
  await b.page.click('#lang');
  assert.equal(await b.page.evaluate(() => document.documentElement.lang), 'en');
  assert.match(b.page.url(), /lang=en/);
  assert.equal(await text(b.page, 'resign'), STRINGS.en.resign);
  await b.page.click('#lang');
  assert.equal(await text(b.page, 'resign'), STRINGS.vi.resign);
  const seats = { red: b.page, blue: a.page };
  const click = (page, sq) => page.locator(`#board [data-square="${sq}"]`).click();
  for (let ply = 0; ply < 8; ply++) {
    const page = seats[ply % 2 === 0 ? 'red' : 'blue'];
    await page.waitForFunction(() => document.body?.dataset.myturn === 'yes', null, T(page));
    if (ply === 0) {
      // Fe2h5 by clicks.
      await click(page, 'e2');
      await click(page, 'h5');
    } else if (ply === 6) {
      // Ik5>k6,Fk5>k8 by clicks: the stack, its infantry alone to k6, then
      // (the session goes on) its air force alone to k8.
      await click(page, 'k5');
      await page.click('#choose button[data-mover="I"]');
      await click(page, 'k6');
      await page.waitForSelector('#choose button[data-mover="F"]', T(page));
      await page.click('#choose button[data-mover="F"]');
      await click(page, 'k8');
    } else {
      await page.fill('#move-input', COTULENH_QUIET[ply]);
      await page.press('#move-input', 'Enter');
    }
    await turnsShown(a.page, ply + 1);
    await turnsShown(b.page, ply + 1);
  }
  await a.page.click('#draw');
  await b.page.waitForFunction((t) => document.getElementById('offer').textContent === t, STRINGS.vi.drawOfferedToYou, T(b.page));
  assert.equal(await text(b.page, 'draw'), STRINGS.vi.acceptDraw);
  await b.page.click('#draw');
  for (const p of [a.page, b.page]) await p.waitForFunction(() => document.body?.dataset.status === 'ended', null, T(p));
  assert.ok((await text(b.page, 'result')).includes(REASONS.vi.agreement));
  assert.ok((await text(a.page, 'result')).includes(REASONS.en.agreement));
  const moves = await a.page.$$eval('#moves [data-turn]', (xs) => xs.map((x) => x.dataset.turn));
  assert.deepEqual(moves, COTULENH_QUIET_SAN.slice(0, 8));
  // The joiner's browser goes: the creator sees it disconnected.
  await b.ctx.close();
  await a.page.waitForFunction(() => document.getElementById('presence').dataset.state === 'disconnected', null, T(a.page));
  assert.equal(await text(a.page, 'presence'), STRINGS.en.disconnected.replace('{side}', STRINGS.en.red));
  await a.ctx.close();
  assert.deepEqual(problems, []);
});

test('the lobby: a public challenge is listed and accepted from another browser', async () => {
  const a = await context('en-US', 'lobby creator');
  await a.page.goto(`${server.base}/online.html`);
  await a.page.waitForSelector('#setup:not([hidden])');
  await a.page.check('#public');
  await a.page.click('#create');
  await a.page.waitForSelector('#invite:not([hidden])', T(a.page));
  const id = new URL(a.page.url()).searchParams.get('id');
  const b = await context('vi-VN', 'lobby joiner');
  await b.page.goto(`${server.base}/online.html`);
  const accept = b.page.locator('#lobby button[data-invite]').first();
  await accept.waitFor(T(b.page));
  assert.equal(await accept.textContent(), STRINGS.vi.accept);
  await accept.click();
  await b.page.waitForFunction(() => document.body?.dataset.status === 'playing', null, T(b.page));
  assert.equal(new URL(b.page.url()).searchParams.get('id'), id);
  await a.page.waitForFunction(() => document.body?.dataset.status === 'playing', null, T(a.page));
  // Abort before the first turn.
  await a.page.click('#abort');
  for (const p of [a.page, b.page]) await p.waitForFunction(() => document.body?.dataset.status === 'ended', null, T(p));
  assert.equal(await text(b.page, 'result'), STRINGS.vi.aborted);
  for (const x of [a, b]) await x.ctx.close();
  assert.deepEqual(problems, []);
});
