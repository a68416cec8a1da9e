// Load generator for co-server on loopback (a benchmark, not a test).
//
//   node bench/server-load.mjs [--games N] [--watchers W] [--seconds S]
//        [--rate R] [--db sqlite|postgres|SPEC] [--url http://127.0.0.1:P]
//        [--cpu C] [--nice K] [--sync-full] [--json]
//   node bench/server-load.mjs --throughput [--games N] [--seconds S] [--db …] [--cpu C]
//        [--nice K] [--sync-full]
//
// Load (the default): N games (default 1000, two players' sockets each)
// plus W spectators (default N / 5, spread over the games); every game
// plays R turns a second (default 1, the start of each game spread over a
// second) for S seconds (default 60).  Prints the errors (error messages,
// turns not echoed within 5 s, closed sockets), the turn round trip (the
// mover's send to its own echo: p50, p90, p99, max), whether every
// spectator saw every turn, and the server's RSS every 5 s.
// Throughput: N games (default 100) each play turns back to back (the
// next turn when the echo comes, paced only by the server's per-socket
// rate limit) for S seconds (default 20): turns a second of the node.
// The server is started by this program (build/server/co-server, or
// CO_SERVER) on a free port with a fresh SQLite file, or on a PostgreSQL
// 15 cluster of its own with --db postgres, pinned to CPU C with taskset
// when --cpu is given (one core), at niceness K with --nice (every thread
// of it; a negative K needs root: a server that other work on a shared
// machine does not crowd out), with --sync-full when given; --url uses a
// running server instead (no RSS then, unless --pid).  The printout ends
// with the load average and the CPU time the server and this generator
// used.
import { rmSync } from 'node:fs';
import { readFileSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Server, Postgres, tempDir, sleep } from '../tests/server/harness.mjs';
import { COTOAN_QUIET, COTOAN_QUIET_RULES } from '../tests/server/games.mjs';

const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : dflt;
};
const flag = (name) => argv.includes(`--${name}`);
const throughput = flag('throughput');
const N = Number(opt('games', throughput ? 100 : 1000));
const W = Number(opt('watchers', throughput ? 0 : Math.round(N / 5)));
const SECONDS = Number(opt('seconds', throughput ? 20 : 60));
const RATE = Number(opt('rate', 1));
const DB = opt('db', 'sqlite');
const CPU = opt('cpu', null);
const NICE = opt('nice', null);
const URL_ = opt('url', null);
const PLIES = Math.min(COTOAN_QUIET.length, throughput ? COTOAN_QUIET.length : Math.ceil(SECONDS * RATE) + 2);

const pct = (xs, p) => {
  if (!xs.length) return NaN;
  const s = Float64Array.from(xs).sort();
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
// CPU seconds (user + system) of a process so far.
const cpuOf = (p) => {
  try {
    const f = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch { return NaN; }
};
const rss = (pid) => {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return m ? Number(m[1]) / 1024 : NaN;
  } catch { return NaN; }
};

let server;
let pg = null;
let dir = null;
let pid = Number(opt('pid', 0)) || null;
async function startServer() {
  if (URL_) {
    const u = new URL(URL_);
    server = new Server({ db: null, port: Number(u.port) });
    return;
  }
  let db;
  if (DB === 'sqlite') {
    dir = tempDir('load');
    db = path.join(dir, 'games.db');
  } else if (DB === 'postgres') {
    pg = await new Postgres().start();
    db = pg.url;
  } else {
    db = DB;
  }
  server = new Server({ db, args: flag('sync-full') ? ['--sync-full'] : [] });
  await server.start();
  pid = server.proc.pid;
  if (CPU !== null) execFileSync('taskset', ['-a', '-p', '-c', CPU, String(pid)], { stdio: 'ignore' });
  if (NICE !== null) {
    for (const t of readdirSync(`/proc/${pid}/task`)) execFileSync('renice', ['-n', NICE, '-p', t], { stdio: 'ignore' });
  }
}

async function stopServer() {
  if (!URL_) await server.stop();
  pg?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}

// Create the games in batches (HTTP), then open the sockets.
async function setUp() {
  const games = [];
  const batch = 50;
  for (let i = 0; i < N; i += batch) {
    const part = await Promise.all(Array.from({ length: Math.min(batch, N - i) }, () => server.pair({ rules: COTOAN_QUIET_RULES })));
    games.push(...part);
  }
  const all = [];
  for (let i = 0; i < games.length; i += batch) {
    await Promise.all(games.slice(i, i + batch).map(async (g) => {
      g.seats = { red: await server.connect(g.id, g.red), blue: await server.connect(g.id, g.blue) };
      await g.seats.red.next('state', 30000);
      await g.seats.blue.next('state', 30000);
      all.push(g.seats.red, g.seats.blue);
    }));
  }
  const watchers = [];
  for (let i = 0; i < W; i += batch) {
    await Promise.all(Array.from({ length: Math.min(batch, W - i) }, async (_, k) => {
      const g = games[(i + k) % games.length];
      const c = await server.connect(g.id);
      await c.next('state', 30000);
      c.game = g;
      watchers.push(c);
    }));
  }
  return { games, watchers, sockets: all.length + watchers.length };
}

const stats = { rtt: [], errors: 0, timeouts: 0, closed: 0, turns: 0, codes: {} };

// One game's run: a turn every 1 / RATE s (load) or back to back
// (throughput), until the time is up.
async function runGame(g, until) {
  let ply = 0;
  const interval = 1000 / RATE;
  let next = performance.now() + (throughput ? 0 : Math.random() * interval);
  while (ply < PLIES && performance.now() < until) {
    if (!throughput) {
      const d = next - performance.now();
      if (d > 0) await sleep(d);
      next += interval;
    }
    const c = g.seats[ply % 2 === 0 ? 'red' : 'blue'];
    if (!c.isOpen) { stats.closed += 1; return; }
    const t0 = performance.now();
    if (throughput) await c.paced({ type: 'turn', ply, turn: COTOAN_QUIET[ply] });
    else c.send({ type: 'turn', ply, turn: COTOAN_QUIET[ply] });
    let m;
    try {
      m = await c.next((x) => (x.type === 'turn' && x.ply === ply) || x.type === 'error', 5000);
    } catch {
      stats.timeouts += 1;
      return;
    }
    if (m.type === 'error') {
      stats.errors += 1;
      stats.codes[m.code] = (stats.codes[m.code] || 0) + 1;
      return;
    }
    stats.rtt.push(performance.now() - t0);
    stats.turns += 1;
    ply += 1;
    // Forget what was read: memory flat on the client too.
    c.messages.length = 0;
    c.taken = 0;
  }
  g.played = ply;
}

async function main() {
  await startServer();
  const t0 = Date.now();
  const { games, watchers, sockets } = await setUp();
  const setupS = (Date.now() - t0) / 1000;
  const mem = [];
  const sample = () => mem.push({ t: Math.round((Date.now() - start) / 1000), mb: pid ? rss(pid) : NaN });
  const start = Date.now();
  const cpu0 = { server: pid ? cpuOf(pid) : NaN, generator: cpuOf(process.pid) };
  sample();
  const timer = setInterval(sample, 5000);
  const until = performance.now() + SECONDS * 1000;
  // Spectators keep nothing but a count of the turns they saw.
  for (const w of watchers) {
    w.seen = 0;
    w.ws.removeAllListeners('message');
    w.ws.on('message', (d) => { if (d.toString().includes('"turn"')) w.seen += 1; });
  }
  await Promise.all(games.map((g) => runGame(g, until)));
  const wall = (Date.now() - start) / 1000;
  const cpu = { server: (pid ? cpuOf(pid) : NaN) - cpu0.server, generator: cpuOf(process.pid) - cpu0.generator };
  clearInterval(timer);
  sample();
  await sleep(500);
  const missed = watchers.filter((w) => w.seen < w.game.played).length;
  for (const g of games) { g.seats.red.drop(); g.seats.blue.drop(); }
  for (const w of watchers) w.drop();
  await stopServer();
  const r = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' '),
    mode: throughput ? 'throughput' : 'load',
    db: DB.startsWith('postgresql') ? 'postgres-url' : DB,
    cpu: CPU,
    nice: NICE,
    sync_full: flag('sync-full'),
    games: N,
    sockets,
    seconds: SECONDS,
    setup_s: setupS,
    turns: stats.turns,
    turns_per_s: stats.turns / wall,
    errors: stats.errors,
    error_codes: stats.codes,
    timeouts: stats.timeouts,
    closed: stats.closed,
    spectators_missing_turns: missed,
    rtt_ms: { p50: pct(stats.rtt, 50), p90: pct(stats.rtt, 90), p99: pct(stats.rtt, 99), max: stats.rtt.length ? Math.max(...stats.rtt) : NaN },
    rss_mb: mem,
    loadavg: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    cpu_s: cpu,
    wall_s: wall,
  };
  if (flag('json')) {
    console.log(JSON.stringify(r));
  } else {
    const f = (x) => (Number.isFinite(x) ? x.toFixed(1) : '-');
    console.log(`${r.date} UTC  ${r.mode}, ${r.db}${r.sync_full ? ' --sync-full' : ''}${CPU !== null ? `, server on CPU ${CPU}` : ''}${NICE !== null ? `, server nice ${NICE}` : ''}: ${N} games, ${sockets} sockets, ${SECONDS} s (set-up ${f(setupS)} s)`);
    console.log(`  turns ${r.turns} (${f(r.turns_per_s)}/s), errors ${r.errors} ${JSON.stringify(r.error_codes)}, timeouts ${r.timeouts}, closed ${r.closed}, spectators missing turns ${missed}`);
    console.log(`  round trip ms: p50 ${f(r.rtt_ms.p50)}, p90 ${f(r.rtt_ms.p90)}, p99 ${f(r.rtt_ms.p99)}, max ${f(r.rtt_ms.max)}`);
    console.log(`  server RSS MB: ${mem.map((m) => `${m.t}s ${f(m.mb)}`).join(', ')}`);
    console.log(`  load average at the end: ${r.loadavg}; CPU s over the ${f(wall)} s run: server ${f(cpu.server)}, generator ${f(cpu.generator)}`);
  }
  process.exit(r.errors + r.timeouts + r.closed ? 1 : 0);
}

main().catch(async (e) => {
  console.error(e);
  await stopServer().catch(() => {});
  process.exit(2);
});
