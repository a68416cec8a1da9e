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
