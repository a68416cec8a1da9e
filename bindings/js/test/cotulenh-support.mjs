// Shared by the cotulenh node tests: the package under test and the vectors.
//   COTULENH_JS       path of the built cotulenh.js (default: next to
//                     COTOAN_JS, else build-web/js/)
//   COTULENH_VECTORS  directory of the vectors (default tests/cotulenh/vectors)
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { root, vectorReader } from './cotoan-support.mjs';

const jsDir = process.env.COTOAN_JS ? path.dirname(path.resolve(process.env.COTOAN_JS)) : path.join(root, 'build-web', 'js');
export const modulePath = path.resolve(process.env.COTULENH_JS || path.join(jsDir, 'cotulenh.js'));

export const tl = await import(pathToFileURL(modulePath).href);
await tl.init();

// The lines of a cotulenh vector file, split on ';' (comments and blank
// lines skipped).
export const vectorLines = vectorReader(process.env.COTULENH_VECTORS || path.join(root, 'tests', 'cotulenh', 'vectors'));

export { rng } from './cotoan-support.mjs';
