// Hostile HTTP/1.1 framing from raw TCP clients (node's net): pipelined
// requests on one connection (two or three in one write, after a page's
// file, after a GET, after a Content-Length 0 POST), a body split across
// writes with pauses, headers and body apart, a body shorter and one
// longer than its Content-Length, a header sent a byte at a time.  The
// server answers one request per connection ("connection: close" on every
// response, doc/server.md): the first request gets exactly one response,
// of the contract's shape; the requests after it on that connection get
// none, change nothing (their invite can still be claimed) and the
// connection is closed; other clients are served meanwhile, and the
// server does not spin (its CPU time, from /proc/<pid>/stat, stays small
// while the hostile connections idle).
import test from 'node:test';
import assert from 'node:assert/strict';
import { connect as tcpConnect } from 'node:net';
import { writeFileSync, rmSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after } from 'node:test';
import { suite, isError, tempDir, sleep, wait } from './harness.mjs';

// A page's file bigger than a socket's buffer, so that serving it takes
// several turns of the event loop.
const site = tempDir('framing-site');
writeFileSync(path.join(site, 'big.js'), `// ${'x'.repeat(600000)}\n`);
writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>t</title>\n');
after(() => rmSync(site, { recursive: true, force: true }));

const { server } = suite('framing', { args: ['--web', site] });

const CREATE = JSON.stringify({ game: 'cotoan', color: 'red', clock: null, rules: {} });
const post = (p, body, extra = '') => `POST ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\n`
  + `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}\r\n${body}`;
const get = (p) => `GET ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
const joinBody = (code) => JSON.stringify({ invite: code });
const codeOf = (invite) => invite.replace(/^.*\/join\//, '');

/**
 * The HTTP responses in `buf` (status, lower-cased headers, body text),
 * framed by Content-Length; `rest` is what follows the last whole one.
 */
function responses(buf) {
  const out = [];
  let at = 0;
  for (;;) {
    const end = buf.indexOf('\r\n\r\n', at);
    if (end < 0) break;
    const head = buf.subarray(at, end).toString('latin1').split('\r\n');
    const m = /^HTTP\/1\.[01] (\d{3})/.exec(head[0]);
    assert.ok(m, `not a status line: ${JSON.stringify(head[0])}`);
    const headers = {};
    for (const h of head.slice(1)) {
      const i = h.indexOf(':');
      headers[h.slice(0, i).trim().toLowerCase()] = h.slice(i + 1).trim();
    }
    const len = Number(headers['content-length']);
    assert.ok(Number.isInteger(len), `a response without a length: ${head.join(' | ')}`);
    if (buf.length < end + 4 + len) break;
    out.push({ status: Number(m[1]), headers, text: buf.subarray(end + 4, end + 4 + len).toString('utf8') });
    at = end + 4 + len;
  }
  return { list: out, rest: buf.subarray(at) };
}

/**
 * A raw client: `steps` are strings (written) and numbers (pauses in ms,
 * scaled); then it reads until the server closes the connection or
 * `idle` ms (scaled) pass.  Resolves to {list, rest, closed, ms}.
 */
function raw(steps, { idle = 3000 } = {}) {
  return new Promise((resolve, reject) => {
    const s = tcpConnect(server.port, '127.0.0.1');
    const chunks = [];
    let closed = false;
    let timer = null;
    const t0 = performance.now();
    const done = () => {
      clearTimeout(timer);
      s.destroy();
      const r = responses(Buffer.concat(chunks));
      resolve({ ...r, closed, ms: performance.now() - t0 });
    };
    s.on('data', (d) => chunks.push(d));
    s.on('error', () => {});
    s.on('close', () => { closed = true; done(); });
    s.once('connect', async () => {
      try {
        for (const st of steps) {
          if (typeof st === 'number') await sleep(wait(st));
          else if (!s.destroyed) s.write(st);
        }
      } catch (e) { reject(e); }
      timer = setTimeout(done, wait(idle));
    });
  });
}

/** One response only, of the contract's shape, telling the client to close. */
function one(r, status, what) {
  assert.equal(r.list.length, 1, `${what}: ${r.list.length} responses ${JSON.stringify(r.list.map((x) => x.status))}`);
  assert.equal(r.rest.length, 0, `${what}: bytes after the response: ${JSON.stringify(String(r.rest).slice(0, 80))}`);
  const [x] = r.list;
  assert.equal(x.status, status, `${what}: ${x.status} ${x.text.slice(0, 200)}`);
  assert.equal(x.headers.connection, 'close', `${what}: connection: ${x.headers.connection}`);
  if (x.headers['content-type']?.startsWith('application/json')) {
    const body = JSON.parse(x.text);
    if (status >= 400) assert.ok(isError(body.error), `${what}: ${x.text}`);
    return body;
  }
  return x.text;
}

/** A created game's answer. */
function created(body, what) {
  for (const k of ['id', 'token', 'color', 'invite', 'watch'])
    assert.equal(typeof body[k], 'string', `${what}: no ${k} in ${JSON.stringify(body)}`);
  return body;
}

/** The server's CPU time so far, in seconds (utime + stime, /proc). */
function cpuSeconds() {
  const stat = readFileSync(`/proc/${server.proc.pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100; // fields 14 and 15, in ticks of 1/100 s
}

/** Invites nobody has claimed yet (games created over fetch). */
async function invites(n) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(codeOf((await server.create()).invite));
  return out;
}

/** The invite is still free: claiming it now succeeds. */
async function stillFree(code, what) {
  const r = await server.http('POST', '/api/join', { invite: code });
  assert.equal(r.status, 200, `${what}: a request after the first on its connection was run (${r.status} ${r.text})`);
}

test('pipelined POSTs in one write: the first is answered once, the others are not run, the connection closes', async () => {
  for (const n of [2, 3]) {
    const codes = await invites(n - 1);
    const r = await raw([post('/api/games', CREATE) + codes.map((c) => post('/api/join', joinBody(c))).join('')]);
    created(one(r, 201, `${n} pipelined`), `${n} pipelined`);
    assert.ok(r.closed, `${n} pipelined: the connection stayed open`);
    for (const c of codes) await stillFree(c, `${n} pipelined`);
  }
});

test('a request pipelined after a GET, a page file or a Content-Length 0 POST is not run', async () => {
  const cases = [
    ['a GET', get('/api/lobby'), 200],
    ['a missing game', get('/api/games/ffffffffffffffffffffffff'), 404],
    ['a page file', get('/big.js'), 200],
    ['an empty POST', post('/api/games', ''), 400],
  ];
  for (const [what, first, status] of cases) {
    const [code] = await invites(1);
    const r = await raw([first + post('/api/join', joinBody(code))]);
    one(r, status, what);
    assert.ok(r.closed, `${what}: the connection stayed open`);
    await stillFree(code, what);
  }
});

test('a second request sent after the first answer, on the same connection, is not run', async () => {
  const [code] = await invites(1);
  const r = await raw([post('/api/games', CREATE), 500, post('/api/join', joinBody(code))]);
  created(one(r, 201, 'sequential'), 'sequential');
  assert.ok(r.closed);
  await stillFree(code, 'sequential');
});

test('a body split across writes with pauses, and headers apart from their body, are one request', async () => {
  const whole = post('/api/games', CREATE);
  const at = whole.indexOf('\r\n\r\n') + 4;
  const split = [whole.slice(0, 20), 150, whole.slice(20, at - 3), 150, whole.slice(at - 3, at + 5), 150,
    whole.slice(at + 5, at + 30), 150, whole.slice(at + 30)];
  created(one(await raw(split), 201, 'split'), 'split');
  created(one(await raw([whole.slice(0, at), 400, whole.slice(at)]), 201, 'headers apart'), 'headers apart');
  // A join split inside its JSON.
  const [code] = await invites(1);
  const j = post('/api/join', joinBody(code));
  const body = one(await raw([j.slice(0, j.length - 10), 300, j.slice(j.length - 10)]), 200, 'split join');
  assert.equal(typeof body.token, 'string');
});

test('Content-Length 0 POSTs get the error shape, once', async () => {
  for (const p of ['/api/games', '/api/join', '/api/nothing']) {
    const r = await raw([post(p, '')]);
    const status = p === '/api/nothing' ? 404 : 400;
    one(r, status, `empty ${p}`);
  }
});

test('a body longer than its Content-Length: the declared body is the request, the rest is not run', async () => {
  const [code] = await invites(1);
  const r = await raw([post('/api/games', CREATE).replace(/Content-Length: \d+/, `Content-Length: ${CREATE.length}`)
    + post('/api/join', joinBody(code)).slice(0, 30)]);
  created(one(r, 201, 'longer'), 'longer');
  // Trailing bytes that are not a request at all.
  const r2 = await raw([post('/api/games', CREATE) + '}}}garbage\r\n\r\n']);
  created(one(r2, 201, 'garbage after'), 'garbage after');
  await stillFree(code, 'longer');
});

test('a body shorter than its Content-Length: no answer is made up, the connection is closed in time', async () => {
  const short = post('/api/games', CREATE).replace(/Content-Length: \d+/, `Content-Length: ${CREATE.length + 40}`);
  const r = await raw([short], { idle: 25000 });
  assert.ok(r.list.length <= 1, `${r.list.length} responses`);
  if (r.list.length) one(r, 400, 'shorter');
  assert.ok(r.closed, `the server kept a short body's connection ${Math.round(r.ms)} ms`);
});

test('hostile connections idle: the server does not spin and others are served within a bound', async () => {
  // Hostile connections left open: pipelined leftovers, a short body, a
  // header a byte at a time.
  const [code] = await invites(1);
  const socks = [];
  const open = (data) => {
    const s = tcpConnect(server.port, '127.0.0.1');
    s.on('error', () => {});
    s.on('data', () => {});
    if (data) s.write(data);
    socks.push(s);
    return s;
  };
  open(post('/api/games', CREATE) + post('/api/games', CREATE) + post('/api/join', joinBody(code)));
  open(get('/api/lobby') + post('/api/join', joinBody(code)));
  open(get('/big.js') + post('/api/join', joinBody(code)));
  open(post('/api/games', '') + post('/api/join', joinBody(code)));
  open(post('/api/games', CREATE).replace(/Content-Length: \d+/, 'Content-Length: 500'));
  const loris = open();
  const text = get('/api/lobby');
  let i = 0;
  const timer = setInterval(() => { if (i < text.length && !loris.destroyed) loris.write(text[i++]); }, 40);
  try {
    await sleep(wait(500));
    const cpu0 = cpuSeconds();
    const t0 = performance.now();
    // Others are served meanwhile, each within a bound.
    for (let k = 0; k < 10; k++) {
      const s = performance.now();
      const r = await server.http('GET', '/api/lobby');
      assert.equal(r.status, 200);
      const took = performance.now() - s;
      assert.ok(took < wait(1000), `a request beside hostile clients took ${Math.round(took)} ms`);
      await sleep(200);
    }
    const g = await server.pair();
    assert.equal(typeof g.id, 'string');
    const elapsed = (performance.now() - t0) / 1000;
    const used = cpuSeconds() - cpu0;
    // Answering 12 requests costs a few ms; a spinning loop takes a core.
    assert.ok(used < 0.3 * elapsed + 0.1,
      `the server used ${used.toFixed(2)} s of CPU in ${elapsed.toFixed(2)} s beside idle hostile clients`);
  } finally {
    clearInterval(timer);
    for (const s of socks) s.destroy();
  }
  await stillFree(code, 'hostile idle');
});

test('a header sent a byte at a time is answered once, others served meanwhile', async () => {
  const text = get('/api/lobby');
  const steps = [];
  for (const ch of text) steps.push(ch, 25);
  const pending = raw(steps, { idle: 3000 });
  const t0 = performance.now();
  for (let k = 0; k < 5; k++) assert.equal((await server.http('GET', '/api/lobby')).status, 200);
  assert.ok(performance.now() - t0 < wait(3000));
  const r = await pending;
  const body = one(r, 200, 'slow header');
  assert.ok(Array.isArray(body.games));
});
