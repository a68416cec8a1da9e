// The pages' language: Vietnamese for a vi-VN browser, English for en-US,
// ?lang= over both, <html lang> and the switch following.
import test from 'node:test';
import assert from 'node:assert/strict';
import { browser, url, watch, problems } from './support.mjs';

async function open(locale, pageName) {
  const ctx = await browser.newContext({ locale });
  const page = watch(await ctx.newPage(), `${locale} `);
  await page.goto(`${url}web/${pageName}`);
  await page.waitForFunction(() => document.getElementById('new').textContent !== 'New game' || document.documentElement.lang === 'en');
  return { ctx, page };
}

for (const pageName of ['index.html', 'cotulenh.html']) {
  test(`${pageName}: vi-VN gives Vietnamese, en-US English, ?lang= and the switch`, async () => {
    let { ctx, page } = await open('vi-VN', pageName);
    await page.waitForFunction(() => document.documentElement.lang === 'vi');
    assert.equal(await page.textContent('#new'), 'Ván mới');
    assert.equal(await page.textContent('#lang'), 'English');
    await page.click('#lang');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.equal(await page.textContent('#new'), 'New game');
    await ctx.close();
    ({ ctx, page } = await open('en-US', pageName));
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.equal(await page.textContent('#resign'), 'Resign');
    await page.goto(`${url}web/${pageName}?lang=vi`);
    await page.waitForFunction(() => document.documentElement.lang === 'vi');
    assert.equal(await page.textContent('#resign'), 'Xin thua');
    await ctx.close();
    assert.deepEqual(problems, []);
  });
}

// Every word a player reads: each data-i18n key of both pages has its
// Vietnamese and its English, and with vi-VN no option, button or label
// of the panel keeps its English text.
test('every data-i18n key of both pages exists in Vietnamese and English', async () => {
  for (const pageName of ['index.html', 'cotulenh.html']) {
    const { ctx, page } = await open('vi-VN', pageName);
    await page.waitForFunction(() => document.body?.dataset.state === 'ready', null, { timeout: 60000 });
    const missing = await page.evaluate(async () => {
      const { keys } = await import('./i18n.js');
      const vi = new Set(keys('vi'));
      const en = new Set(keys('en'));
      const out = [];
      for (const el of document.querySelectorAll('[data-i18n],[data-i18n-aria],[data-i18n-title],[data-i18n-placeholder]')) {
        for (const k of [el.dataset.i18n, el.dataset.i18nAria, el.dataset.i18nTitle, el.dataset.i18nPlaceholder]) {
          // An English phrase ("Red") is its own English; a key needs both.
          if (k && (!vi.has(k) || (!en.has(k) && !/^[A-Z]/.test(k)))) out.push(k);
        }
      }
      return out;
    });
    assert.deepEqual(missing, [], pageName);
    // The panel's words are Vietnamese (none left as the HTML's English).
    const english = await page.evaluate(() => [...document.querySelectorAll('#panel button, #panel option, #panel label > span, #panel summary, #panel h2, #board-area label, #board-area button')]
      .map((e) => e.textContent.trim())
      .filter((s) => ['New game', 'Undo', 'Hint', 'Options', 'Level', 'Clock', 'Moves', 'Players', 'Flip board', 'Load / save',
        'Show record', 'Copy', 'Download', 'Your move', 'Play', 'Captures', 'Evaluation', 'How to play', 'End deploy',
        'You against the engine', 'Two players, this device', 'Engine against engine', 'no clock', 'custom…'].includes(s)));
    assert.deepEqual(english, [], pageName);
    assert.match(await page.title(), /— chơi với máy$/);
    await ctx.close();
  }
  assert.deepEqual(problems, []);
});
