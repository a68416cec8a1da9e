// WebAssembly against native, in one run: CPU time of perft and of a
// fixed-depth search from the start position, through the public API
// (bench/wasm_native.c natively, the JavaScript package in node), and the
// module's size.  Run by hand, never by `meson test`:
//
//   node bench/wasm-vs-native.mjs [--perft 5] [--depth 8] [--runs 3]
//        [--native build/bench/wasm-native] [--js build-web/js/cotoan.js]
//
// Each run measures both sides; the ratios are given per run and as their
// range.  Targets (issue 12): wasm/native <= 2x; module <= 250 KB,
// <= 100 KB gzipped.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const opt = { perft: 5, depth: 8, runs: 3, native: path.join(root, 'build/bench/wasm-native'), js: path.join(root, 'build-web/js/cotoan.js') };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 2) {
  const k = argv[i].replace(/^--/, '');
  if (!(k in opt) || argv[i + 1] === undefined) {
    console.error('usage: node bench/wasm-vs-native.mjs [--perft N] [--depth N] [--runs N] [--native PATH] [--js PATH]');
    process.exit(2);
  }
  opt[k] = typeof opt[k] === 'number' ? Number(argv[i + 1]) : path.resolve(argv[i + 1]);
}

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
  return JSON.parse(execFileSync(opt.native, [String(opt.perft), String(opt.depth)], { encoding: 'utf8' }));
}

const fmt = (x) => x.toFixed(2);
const ratios = { perft: [], search: [] };
console.log(`perft(${opt.perft}) and a depth-${opt.depth} search from the start position, ${opt.runs} runs`);
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
for (const f of ['cotoan.js', 'cotoan-wasm.js', 'cotoan-wasm.wasm']) {
  raw += statSync(path.join(dir, f)).size;
  gz += gzipSync(readFileSync(path.join(dir, f)), { level: 9 }).length;
}
const kb = (b) => (b / 1024).toFixed(1);
console.log(`module (cotoan.js, cotoan-wasm.js, cotoan-wasm.wasm): ${kb(raw)} KiB, ${kb(gz)} KiB gzipped (targets 250, 100)`);
const bad = ratios.perft.some((r) => r > 2) || ratios.search.some((r) => r > 2) || raw > 250 * 1024 || gz > 100 * 1024;
process.exit(bad ? 1 : 0);
