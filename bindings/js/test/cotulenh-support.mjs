// Shared by the cotulenh node tests: the package under test and the vectors.
//   COTULENH_JS       path of the built cotulenh.js (default: next to
//                     COTOAN_JS, else build-web/js/)
//   COTULENH_VECTORS  directory of the vectors (default tests/cotulenh/vectors)
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..', '..');
const jsDir = process.env.COTOAN_JS ? path.dirname(path.resolve(process.env.COTOAN_JS)) : path.join(root, 'build-web', 'js');
export const modulePath = path.resolve(process.env.COTULENH_JS || path.join(jsDir, 'cotulenh.js'));

export const tl = await import(pathToFileURL(modulePath).href);
await tl.init();

const vectors = process.env.COTULENH_VECTORS || path.join(root, 'tests', 'cotulenh', 'vectors');

// The lines of a vector file, split on ';' (comments and blank lines skipped).
export function vectorLines(name) {
  return readFileSync(path.join(vectors, name), 'utf8')
    .split('\n')
    .map((l, i) => ({ fields: l.split(';').map((f) => f.trim()), line: i + 1, text: l }))
    .filter((l) => l.text.trim() && !l.text.startsWith('#'));
}

export { rng } from './support.mjs';
