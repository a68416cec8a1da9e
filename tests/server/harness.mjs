// What the server's system tests share: a co-server process on a free
// loopback port with a fresh SQLite file (or a PostgreSQL URL), a
// PostgreSQL 15 cluster of the test's own, the HTTP API and WebSocket
// clients (npm's ws, web/package-lock.json) that keep every message.
//   CO_SERVER   the server program (default build/server/co-server)
//   CO_WEB      the web build (default build-web), for stageSite()
//   CO_TIMEOUT  scale of every wait in milliseconds (default 1, raise it
//               on a slow machine or under a sanitizer)
//   CO_SERVER_LOG_DIR  when set, every server's output (stdout and stderr)
//               is also written to server-<pid>.log there, however the
//               server ends (tools/server-tests.sh scans them for
//               sanitizer reports)
import { spawn, execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, rmSync, chownSync, mkdirSync, readFileSync, readdirSync, statSync, cpSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { before, after } from 'node:test';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '..', '..');
const require = createRequire(path.join(root, 'web', 'package.json'));
/** npm's ws (web/node_modules). */
export const WebSocket = require('ws');

export const SCALE = Number(process.env.CO_TIMEOUT || 1);
/** A wait of `ms` milliseconds on a quiet machine, scaled (CO_TIMEOUT). */
export const wait = (ms) => ms * SCALE;
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** The least time between two messages of a client that plays (the
 *  server allows 20 a second sustained; CO_PACE to change). */
export const PACE = Number(process.env.CO_PACE || 60);

export const serverProgram = () => {
  if (process.env.CO_SERVER) return path.resolve(process.env.CO_SERVER);
  for (const b of ['build', 'build-asan']) {
    const p = path.join(root, b, 'server', 'co-server');
    if (existsSync(p)) return p;
  }
  return path.join(root, 'build', 'server', 'co-server');
};

/** The web build (build-web: the pages in web/, the modules in js/). */
export const webBuild = () => path.resolve(process.env.CO_WEB || path.join(root, 'build-web'));

/**
 * The site the server serves with --web: the pages at its root and the
 * modules in js/ beside them (the pages import ../js/NAME), copied from
 * the web build into a new directory (removed by the caller).
 */
export function stageSite() {
  const build = webBuild();
  const site = tempDir('site');
  for (const f of readdirSync(path.join(build, 'web'))) {
    const from = path.join(build, 'web', f);
    if (statSync(from).isFile()) cpSync(from, path.join(site, f));
  }
  cpSync(path.join(build, 'js'), path.join(site, 'js'), { recursive: true });
  return site;
}

/** A free TCP port on 127.0.0.1 (free when asked; the caller binds it soon). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** A fresh temporary directory (removed by the caller). */
export const tempDir = (name) => mkdtempSync(path.join(tmpdir(), `co-${name}-`));

/**
 * A co-server process.  start() spawns it on a free port (or `port`) with
 * `--db` and waits until it answers HTTP; stop() ends it with SIGTERM,
 * kill() with SIGKILL (no clean-up of its own).  Its output is kept in
 * `log` (and printed when CO_VERBOSE is set).
 */
export class Server {
  constructor({ db, port = 0, args = [], env = {} } = {}) {
    this.db = db;
    this.port = port;
    this.args = args;
    this.env = env;
    this.log = '';
    this.proc = null;
  }

  get base() { return `http://127.0.0.1:${this.port}`; }
  get wsBase() { return `ws://127.0.0.1:${this.port}`; }

  async start() {
    // A port of freePort() may be taken by another process before the
    // server binds it (the test files run several at a time): then the
    // server says "cannot listen" at once, and it is started again on
    // another port.  A port given by the test is used as it is.
    if (this.port) return this.startOn();
    for (let tries = 1; ; tries++) {
      this.port = await freePort();
      try {
        return await this.startOn();
      } catch (e) {
        if (tries === 5 || !/cannot listen on /.test(this.log)) throw e;
        this.log += `(port ${this.port} was taken: trying another)\n`;
      }
    }
  }

  async startOn() {
    const args = ['--port', String(this.port), '--db', this.db, ...this.args];
    const proc = spawn(serverProgram(), args, {
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.proc = proc;
    this.exited = new Promise((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal })));
    const logFile = process.env.CO_SERVER_LOG_DIR ? path.join(process.env.CO_SERVER_LOG_DIR, `server-${proc.pid}.log`) : null;
    if (logFile) appendFileSync(logFile, `co-server ${args.join(' ')}\n`);
    const keep = (d) => {
      this.log += d;
      if (logFile) appendFileSync(logFile, d);
      if (process.env.CO_VERBOSE) process.stderr.write(`[server ${this.port}] ${d}`);
    };
    proc.stdout.setEncoding('utf8').on('data', keep);
    proc.stderr.setEncoding('utf8').on('data', keep);
    proc.once('error', (e) => { this.log += `spawn: ${e.message}\n`; });
    const until = Date.now() + wait(20000);
    let done = false;
    this.exited.then(() => { done = true; });
    while (Date.now() < until) {
      if (done) throw new Error(`co-server exited at start:\n${this.log}`);
      try {
        await fetch(`${this.base}/api/games/0`, { signal: AbortSignal.timeout(1000) });
        return this;
      } catch { await sleep(50); }
    }
    this.proc.kill('SIGKILL');
    throw new Error(`co-server did not answer on port ${this.port}:\n${this.log}`);
  }

  /** End with SIGTERM; SIGKILL after a grace period.  Resolves to the exit. */
  async stop() {
    if (!this.proc || this.proc.exitCode !== null || this.proc.signalCode !== null) return this.exited;
    this.proc.kill('SIGTERM');
    const t = setTimeout(() => this.proc.kill('SIGKILL'), wait(10000));
    const r = await this.exited;
    clearTimeout(t);
    return r;
  }

  /** Throws unless the process ended by itself with status 0 (after
   *  stop()) and wrote no sanitizer report. */
  assertClean() {
    const { code, signal } = this.proc ? { code: this.proc.exitCode, signal: this.proc.signalCode } : {};
    if (/Sanitizer|runtime error:/.test(this.log)) throw new Error(`co-server's sanitizer report:\n${this.log.slice(-4000)}`);
    if (this.proc && (code !== 0 || signal)) throw new Error(`co-server ended with ${signal || code}:\n${this.log.slice(-2000)}`);
  }

  /** kill -9: the process ends with no chance to write anything more. */
  async kill() {
    this.proc.kill('SIGKILL');
    return this.exited;
  }

  /** HTTP to the server: {status, body (parsed JSON when it is JSON), text, headers}. */
  async http(method, p, body, headers = {}) {
    const init = { method, headers: { ...headers }, signal: AbortSignal.timeout(wait(10000)) };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      init.headers['content-type'] ??= 'application/json';
    }
    const r = await fetch(this.base + p, init);
    const text = await r.text();
    let json = null;
    try { json = JSON.parse(text); } catch { /* not JSON */ }
    return { status: r.status, body: json, text, headers: r.headers };
  }

  /** POST /api/games with defaults (Cờ toán, red, no clock). */
  async create(o = {}) {
    const r = await this.http('POST', '/api/games', { game: 'cotoan', color: 'red', clock: null, rules: {}, ...o });
    if (r.status !== 201) throw new Error(`create: ${r.status} ${r.text}`);
    return r.body;
  }

  /** POST /api/join with the code of an invite ("/join/<code>"). */
  async join(invite) {
    const code = invite.replace(/^.*\/join\//, '');
    const r = await this.http('POST', '/api/join', { invite: code });
    if (r.status !== 200) throw new Error(`join: ${r.status} ${r.text}`);
    return r.body;
  }

  /** A game with both seats taken: {id, red: {token}, blue: {token}, created, joined}. */
  async pair(o = {}) {
    const created = await this.create(o);
    const joined = await this.join(created.invite);
    const seats = { [created.color]: created.token, [joined.color]: joined.token };
    return { id: created.id, red: seats.red, blue: seats.blue, created, joined };
  }

  /** A WebSocket client of game `id` (a player with `token`, else a spectator). */
  connect(id, token = null, opts = {}) {
    const q = `game=${encodeURIComponent(id)}${token ? `&token=${encodeURIComponent(token)}` : ''}`;
    return Client.open(`${this.wsBase}/ws?${q}`, { origin: this.base, ...opts });
  }
}

/**
 * A WebSocket client that keeps every message it receives (`messages`,
 * parsed JSON, or {raw} when not JSON).  next(pred) resolves to the first
 * message after the last one taken that matches (a type string or a
 * function), waiting for it; none(pred, ms) checks that none comes.
 */
export class Client {
  static open(url, { origin, headers = {}, ...rest } = {}) {
    const ws = new WebSocket(url, { origin, headers, handshakeTimeout: wait(10000), ...rest });
    const c = new Client(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(c));
      ws.once('unexpected-response', (req, res) => {
        const e = new Error(`WebSocket refused: HTTP ${res.statusCode}`);
        e.status = res.statusCode;
        reject(e);
      });
      ws.once('error', reject);
    });
  }

  constructor(ws) {
    this.ws = ws;
    this.messages = [];
    this.times = [];
    this.taken = 0;
    this.waiters = [];
    this.closed = new Promise((resolve) => ws.once('close', (code, reason) => {
      this.closeCode = code;
      resolve({ code, reason: String(reason) });
      this.wake();
    }));
    ws.on('error', () => {});
    ws.on('message', (data, isBinary) => {
      let m;
      const text = isBinary ? data : data.toString('utf8');
      try { m = JSON.parse(text); } catch { m = { raw: String(text) }; }
      this.messages.push(m);
      this.times.push(performance.now());
      this.wake();
    });
  }

  wake() {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  get isOpen() { return this.ws.readyState === WebSocket.OPEN; }

  send(obj) {
    this.lastSend = performance.now();
    this.ws.send(typeof obj === 'string' || Buffer.isBuffer(obj) ? obj : JSON.stringify(obj));
  }

  /** send(), no sooner than PACE ms after this client's last message: a
   *  player within the server's per-connection rate limit. */
  async paced(obj) {
    const left = (this.lastSend ?? -Infinity) + PACE - performance.now();
    if (left > 0) await sleep(left);
    this.send(obj);
  }

  static match(pred) {
    if (typeof pred === 'function') return pred;
    return (m) => m.type === pred;
  }

  find(pred, from = this.taken) {
    const f = Client.match(pred);
    for (let i = from; i < this.messages.length; i++) if (f(this.messages[i])) return i;
    return -1;
  }

  /** The next matching message (skipping the ones before it). */
  async next(pred, ms = 5000) {
    const until = Date.now() + wait(ms);
    for (;;) {
      const i = this.find(pred);
      if (i >= 0) {
        this.taken = i + 1;
        return this.messages[i];
      }
      const left = until - Date.now();
      if (left <= 0 || this.closeCode !== undefined) {
        const what = typeof pred === 'string' ? pred : 'a matching message';
        throw new Error(`no ${what} within ${wait(ms)} ms${this.closeCode !== undefined ? ` (closed ${this.closeCode})` : ''}; got ${JSON.stringify(this.messages.slice(this.taken))}`);
      }
      await new Promise((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => { clearTimeout(t); resolve(); });
      });
    }
  }

  /** Send a message (paced) and return the next matching answer that
   *  came after it (what came before is passed over). */
  async ask(obj, pred, ms) {
    await this.paced(obj);
    this.taken = this.messages.length;
    return this.next(pred, ms);
  }

  /** Throws if a matching message arrives within `ms` (after the last taken). */
  async none(pred, ms = 300) {
    await sleep(wait(ms));
    const i = this.find(pred);
    if (i >= 0) throw new Error(`unexpected message ${JSON.stringify(this.messages[i])}`);
  }

  close() {
    this.ws.close();
    return this.closed;
  }

  /** Drop the TCP connection without a closing handshake (a lost connection). */
  drop() {
    this.ws.terminate();
    return this.closed;
  }
}

/** The error shape of the contract: {code, message}, both non-empty strings. */
export function isError(e) {
  return e && typeof e === 'object' && typeof e.code === 'string' && e.code.length > 0
    && typeof e.message === 'string' && e.message.length > 0;
}

/**
 * The server of one test file: a co-server on a fresh SQLite file in a
 * temporary directory, started before the tests and stopped (its clients
 * dropped, the directory removed) after them.  Returns {dir, server,
 * keep(client): drop it at the end, connect(id, token, opts): a client kept, seated(o): a
 * game created with `o` whose two seats are connected (first states
 * taken), state(id): GET /api/games/<id>}.
 */
export function suite(name, { args = [] } = {}) {
  const dir = tempDir(name);
  const server = new Server({ db: path.join(dir, 'games.db'), args });
  const open = [];
  before(() => server.start());
  after(async () => {
    for (const c of open) c.drop();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
    server.assertClean();
  });
  const keep = (c) => {
    open.push(c);
    return c;
  };
  const connect = async (id, token = null, opts = {}) => keep(await server.connect(id, token, opts));
  const seated = async (o = {}) => {
    const p = await server.pair(o);
    const red = await connect(p.id, p.red);
    const blue = await connect(p.id, p.blue);
    await red.next('state');
    await blue.next('state');
    return { ...p, seats: { red, blue } };
  };
  const state = async (id) => (await server.http('GET', `/api/games/${id}`)).body;
  return { dir, server, keep, connect, seated, state };
}

// ---- PostgreSQL --------------------------------------------------------------

const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

/** Whether PostgreSQL 15's programs are installed. */
export const havePostgres = () => existsSync(path.join(PG_BIN, 'initdb')) && existsSync(path.join(PG_BIN, 'pg_ctl'));

/**
 * A PostgreSQL 15 cluster of the test's own: initdb in a temporary
 * directory (owned by the postgres user when run as root: PostgreSQL
 * refuses to run as root), listening on a free 127.0.0.1 port with its
 * unix socket in that directory, trust authentication, one database.
 * stop() stops it and removes the directory.
 */
export class Postgres {
  async start(dbname = 'coserver') {
    this.dir = tempDir('pg');
    this.data = path.join(this.dir, 'data');
    this.sock = path.join(this.dir, 'sock');
    mkdirSync(this.sock);
    this.port = await freePort();
    this.asRoot = process.getuid && process.getuid() === 0;
    if (this.asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(this.dir, uid, gid);
      chownSync(this.sock, uid, gid);
    }
    this.run('initdb', ['-D', this.data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
    const opts = `-p ${this.port} -k ${this.sock} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200`;
    this.run('pg_ctl', ['-D', this.data, '-o', opts, '-l', path.join(this.dir, 'log'), '-w', '-t', '60', 'start']);
    this.run('createdb', ['-h', this.sock, '-p', String(this.port), '-U', 'postgres', dbname]);
    this.url = `postgresql://postgres@127.0.0.1:${this.port}/${dbname}`;
    return this;
  }

  run(prog, args) {
    const cmd = this.asRoot ? 'runuser' : path.join(PG_BIN, prog);
    const all = this.asRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, prog), ...args] : args;
    return execFileSync(cmd, all, { cwd: this.dir, stdio: ['ignore', 'pipe', 'pipe'], timeout: wait(120000) }).toString();
  }

  /** An SQL statement through psql (the answer's text, unaligned). */
  sql(statement, dbname = 'coserver') {
    return this.run('psql', ['-h', this.sock, '-p', String(this.port), '-U', 'postgres', '-d', dbname,
      '-At', '-v', 'ON_ERROR_STOP=1', '-c', statement]);
  }

  stop() {
    if (!this.dir) return;
    try {
      this.run('pg_ctl', ['-D', this.data, '-m', 'immediate', '-w', '-t', '60', 'stop']);
    } catch { /* already stopped */ }
    rmSync(this.dir, { recursive: true, force: true });
    this.dir = null;
  }

  log() {
    try { return readFileSync(path.join(this.dir, 'log'), 'utf8'); } catch { return ''; }
  }
}

// ---- games -------------------------------------------------------------------

/** The side that is not `s`. */
export const other = (s) => (s === 'red' ? 'blue' : 'red');

/**
 * Play `turns` (strings) in game `id` from ply `from`, alternating the
 * clients of `seats` ({red, blue}: Clients), red first at even plies;
 * each turn waits for its echo on the mover's own socket.  Returns the
 * turn messages.
 */
export async function playTurns(seats, turns, from = 0, first = 'red') {
  const out = [];
  let side = from % 2 === 0 ? first : other(first);
  for (let i = 0; i < turns.length; i++) {
    const ply = from + i;
    const c = seats[side];
    await c.paced({ type: 'turn', ply, turn: turns[i] });
    const m = await c.next((x) => (x.type === 'turn' && x.ply === ply) || x.type === 'error');
    if (m.type === 'error') throw new Error(`turn ${ply} ${turns[i]}: ${JSON.stringify(m)}`);
    out.push(m);
    side = other(side);
  }
  return out;
}
