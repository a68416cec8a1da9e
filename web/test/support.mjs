// Shared by the browser tests (cotoan.test.mjs, cotulenh.test.mjs): the
// build, a server for it, Debian's chromium driven by playwright-core, and
// the list of console errors and page errors of every page watched.
//   COTOAN_BUILD  the web build directory (default build-web)
//   CHROMIUM      the browser (default /usr/bin/chromium)
import test from 'node:test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const build = path.resolve(process.env.COTOAN_BUILD || path.join(here, '..', '..', 'build-web'));
export const shots = path.join(build, 'screenshots');
mkdirSync(shots, { recursive: true });

/** Import a module of the built package (build/js/NAME) and init() it. */
export async function library(name) {
  const lib = await import(pathToFileURL(path.join(build, 'js', name)).href);
  await lib.init();
  return lib;
}

export const { server, url } = await serve(build);
export const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: process.getuid && process.getuid() === 0 ? ['--no-sandbox'] : [],
});
export const problems = [];

/** Record the console errors and page errors of a page under a label. */
export function watch(page, label = '') {
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`${label}console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`${label}page error: ${e.message}`));
  return page;
}

test.after(async () => {
  await browser.close();
  server.close();
});
