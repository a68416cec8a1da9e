// Shared by the node tests: the package under test and the vector files.
//   COTOAN_JS       path of the built cotoan.js (default build-web/js/)
//   COTOAN_VECTORS  directory of the test vectors (default tests/cotoan/vectors)
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository's root. */
export const root = path.resolve(here, '..', '..', '..');
export const modulePath = path.resolve(process.env.COTOAN_JS || path.join(root, 'build-web', 'js', 'cotoan.js'));

export const cotoan = await import(pathToFileURL(modulePath).href);
await cotoan.init();

/** vectorLines(name) of the vector files in `dir`: the lines of a file,
 *  split on ';' (comments and blank lines skipped). */
export function vectorReader(dir) {
  return (name) => readFileSync(path.join(dir, name), 'utf8')
    .split('\n')
    .map((l, i) => ({ fields: l.split(';').map((f) => f.trim()), line: i + 1, text: l }))
    .filter((l) => l.text.trim() && !l.text.startsWith('#'));
}

// The lines of a cotoan vector file.
export const vectorLines = vectorReader(process.env.COTOAN_VECTORS || path.join(root, 'tests', 'cotoan', 'vectors'));

// A small deterministic generator (xorshift32) for random playouts.
export function rng(seed) {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    return x % n;
  };
}
