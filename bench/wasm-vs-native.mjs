// WebAssembly against native, in one run: CPU time of perft and of a
// fixed-depth search from the start position, through the public API
// (bench/wasm-native.c natively, the JavaScript package in node), and the
// module's size.  Run by hand, never by `meson test`:
//
//   node bench/wasm-vs-native.mjs [--game cotoan|cotulenh] [--perft N]
//        [--depth N] [--runs 3] [--native build/bench/wasm-native]
//        [--js build-web/js/GAME.js]
//
// Cờ toán (the default): perft(5) and a depth-8 search; Cờ tư lệnh
// (--game cotulenh): perft(4), 183,623,675 leaves, and a depth-7 search.
// Each run measures both sides, native first; the counts and the best move
// must agree.  The ratios are given per run and as their range.  Targets:
// wasm/native <= 2x; the module (GAME.js, the glue, the wasm)
// <= 250 KB, <= 100 KB gzipped for cotoan; for cotulenh the limits of
// tools/run-tests.sh's web-size stage (with _gamekit.js: 256,000 bytes,
// 128,000 gzipped).
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GAMES = {
  cotoan: { perft: 5, depth: 8, files: ['cotoan.js', 'cotoan-wasm.js', 'cotoan-wasm.wasm'], raw: 250 * 1024, gz: 100 * 1024 },
  cotulenh: {
    perft: 4, depth: 7, files: ['_gamekit.js', 'cotulenh.js', 'cotulenh-wasm.js', 'cotulenh-wasm.wasm'], raw: 256000, gz: 128000,
  },
};
const usage = 'usage: node bench/wasm-vs-native.mjs [--game cotoan|cotulenh] [--perft N] [--depth N] [--runs N] [--native PATH] [--js PATH]';
const opt = { game: 'cotoan', perft: undefined, depth: undefined, runs: 3, native: path.join(root, 'build/bench/wasm-native'), js: undefined };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 2) {
  const k = argv[i].replace(/^--/, '');
  if (!(k in opt) || argv[i + 1] === undefined) {
    console.error(usage);
    process.exit(2);
  }
  const v = argv[i + 1];
  opt[k] = ['perft', 'depth', 'runs'].includes(k) ? Number(v) : k === 'game' ? v : path.resolve(v);
}
const game = GAMES[opt.game];
if (!game) {
  console.error(usage);
  process.exit(2);
}
opt.perft ??= game.perft;
opt.depth ??= game.depth;
opt.js ??= path.join(root, `build-web/js/${opt.game}.js`);

const { init, Game, Engine } = await import(pathToFileURL(opt.js).href);
await init();

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

function wasmRun() {
  const g = new Game();
  const e = new Engine({ hashMb: 16 });
  const t0 = cpu();
  const perft = g.perft(opt.perft);
  const t1 = cpu();
  const r = e.analyse(g, { depth: opt.depth });
  const t2 = cpu();
  e.free();
  g.free();
  return { perft, perftCpu: t1 - t0, nodes: r.nodes, best: String(r.move), searchCpu: t2 - t1 };
}

function nativeRun() {
  return JSON.parse(execFileSync(opt.native, [String(opt.perft), String(opt.depth), opt.game], { encoding: 'utf8' }));
}

const fmt = (x) => x.toFixed(2);
const ratios = { perft: [], search: [] };
console.log(`${opt.game}: perft(${opt.perft}) and a depth-${opt.depth} search from the start position, ${opt.runs} runs`);
for (let run = 1; run <= opt.runs; run++) {
  const n = nativeRun();
  const w = wasmRun();
  if (n.perft !== w.perft || n.nodes !== w.nodes || n.best !== w.best) {
    console.error('the two builds disagree:', n, w);
    process.exit(1);
  }
  const rp = w.perftCpu / n.perftCpu;
  const rs = w.searchCpu / n.searchCpu;
  ratios.perft.push(rp);
  ratios.search.push(rs);
  console.log(`run ${run}: perft ${n.perft} leaves: native ${fmt(n.perftCpu)} s, wasm ${fmt(w.perftCpu)} s (x${fmt(rp)}); `
    + `search ${n.nodes} nodes (${n.best}): native ${fmt(n.searchCpu)} s, wasm ${fmt(w.searchCpu)} s (x${fmt(rs)}, `
    + `${fmt(w.nodes / w.searchCpu / 1e6)} M nodes/s in wasm)`);
}
const range = (a) => `${fmt(Math.min(...a))}-${fmt(Math.max(...a))}`;
console.log(`wasm/native CPU time: perft x${range(ratios.perft)}, search x${range(ratios.search)} (target <= 2)`);

const dir = path.dirname(opt.js);
let raw = 0;
let gz = 0;
for (const f of game.files) {
  raw += statSync(path.join(dir, f)).size;
  gz += gzipSync(readFileSync(path.join(dir, f)), { level: 9 }).length;
}
const kb = (b) => (b / 1024).toFixed(1);
console.log(`module (${game.files.join(', ')}): ${kb(raw)} KiB, ${kb(gz)} KiB gzipped (targets ${kb(game.raw)}, ${kb(game.gz)})`);
const bad = ratios.perft.some((r) => r > 2) || ratios.search.some((r) => r > 2) || raw > game.raw || gz > game.gz;
process.exit(bad ? 1 : 0);
