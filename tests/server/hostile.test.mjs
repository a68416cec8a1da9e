// Malformed and hostile input to a real co-server: every bad WebSocket
// message (non-JSON, binary, oversized, wrong types, unknown members,
// deep nesting), floods, a foreign Origin, bad game addresses, oversized
// HTTP bodies and a slow half-open client.  Each gets an error of the
// contract's shape ({"type":"error","code","message"} on the socket,
// {"error":{"code","message"}} over HTTP) or a refused connection, and
// changes nothing: the game's state is the same and the players go on.
import test from 'node:test';
import assert from 'node:assert/strict';
import { connect as tcpConnect } from 'node:net';
import { suite, Client, isError, playTurns, sleep, wait } from './harness.mjs';
import { COTOAN_QUIET, COTOAN_QUIET_RULES } from './games.mjs';

const suiteOf = suite('hostile');
const { server, keep, connect, state } = suiteOf;
const seated = () => suiteOf.seated({ rules: COTOAN_QUIET_RULES });

/** Send a raw frame from c: an error comes back (or the server closes the
 *  connection, for what a connection may not survive), and the game is
 *  unchanged.  Returns the error, or null when the connection closed. */
async function refusedRaw(g, c, data) {
  const before = await state(g.id);
  await c.paced(data);
  c.taken = c.messages.length;
  let e = null;
  try {
    e = await c.next((m) => m.type === 'error' || m.type === 'turn' || m.type === 'end', 5000);
  } catch (err) {
    if (c.closeCode === undefined) throw err;
  }
  if (e) {
    assert.equal(e.type, 'error', `${String(data).slice(0, 80)} was not refused: ${JSON.stringify(e)}`);
    assert.ok(isError(e), JSON.stringify(e));
  }
  assert.deepEqual(await state(g.id), before, `${String(data).slice(0, 80)} changed the game`);
  return e;
}

const BAD_MESSAGES = [
  'hello', '{', '{"type":"turn"', '"turn"', '42', 'null', 'true', '[]', '[{"type":"resign"}]', '{}',
  '{"type":null}', '{"type":5}', '{"type":["resign"]}', '{"type":"Resign"}', '{"type":"castle"}',
  '{"type":"turn"}', '{"type":"turn","ply":0}', '{"type":"turn","turn":"g1h2"}',
  '{"type":"turn","ply":"0","turn":"g1h2"}', '{"type":"turn","ply":-1,"turn":"g1h2"}',
  '{"type":"turn","ply":0.5,"turn":"g1h2"}', '{"type":"turn","ply":1e300,"turn":"g1h2"}',
  '{"type":"turn","ply":9007199254740993,"turn":"g1h2"}', '{"type":"turn","ply":null,"turn":"g1h2"}',
  '{"type":"turn","ply":0,"turn":7}', '{"type":"turn","ply":0,"turn":["g1h2"]}',
  '{"type":"turn","ply":0,"turn":""}', '{"type":"turn","ply":0,"turn":"g1h2\\u0000"}',
  '{"type":"turn","ply":0,"turn":"g1h2\\n"}', `{"type":"turn","ply":0,"turn":"${'g1h2'.repeat(100)}"}`,
  '{"type":"turn","ply":0,"turn":"g1h2","extra":1}', '{"type":"resign","ply":0}',
  '{"type":"resign","type":"draw"}', '{"type":"turn","ply":0,"ply":1,"turn":"g1h2"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`, `{"a":${'{"a":'.repeat(500)}1${'}'.repeat(500)}}`,
  '\u00ff\u00fe', '{"type":"draw"} {"type":"resign"}', '{"type":"turn","ply":0,"turn":"\ud800"}',
];

test('every malformed message gets the error shape and changes nothing', async () => {
  const g = await seated();
  for (const m of BAD_MESSAGES) {
    const e = await refusedRaw(g, g.seats.red, m);
    assert.ok(e, `the server closed the connection for ${m.slice(0, 60)}`);
  }
  // The connection still works: red plays, blue sees it.
  await playTurns(g.seats, COTOAN_QUIET.slice(0, 2));
});

test('a binary frame is refused with the error shape', async () => {
  const g = await seated();
  await refusedRaw(g, g.seats.red, Buffer.from(JSON.stringify({ type: 'turn', ply: 0, turn: COTOAN_QUIET[0] })));
  await refusedRaw(g, g.seats.red, Buffer.from([0, 1, 2, 255]));
  const red = g.seats.red.isOpen ? g.seats.red : await connect(g.id, g.red);
  if (red !== g.seats.red) await red.next('state');
  await playTurns({ red, blue: g.seats.blue }, COTOAN_QUIET.slice(0, 1));
});

test('an oversized frame gets an error or a close, nothing changes, and the seat can come back', async () => {
  for (const size of [2048, 65536, 1 << 20]) {
    const g = await seated();
    const big = JSON.stringify({ type: 'turn', ply: 0, turn: 'x'.repeat(size) });
    await refusedRaw(g, g.seats.red, big);
    const red = g.seats.red.isOpen ? g.seats.red : await connect(g.id, g.red);
    if (red !== g.seats.red) await red.next('state');
    await playTurns({ red, blue: g.seats.blue }, COTOAN_QUIET.slice(0, 1));
  }
});

test('a flood is limited: errors or a close for the flooder, the opponent and others unaffected', async () => {
  const g = await seated();
  const h = await seated();
  const flood = JSON.stringify({ type: 'turn', ply: 0, turn: 'a1a1' });
  for (let i = 0; i < 3000; i++) {
    if (!g.seats.red.isOpen) break;
    g.seats.red.send(flood);
  }
  const t0 = performance.now();
  // Another game goes on meanwhile, without delay.
  await playTurns(h.seats, COTOAN_QUIET.slice(0, 4));
  const took = performance.now() - t0;
  assert.ok(took < wait(5000), `another game's turns took ${took} ms during a flood`);
  await sleep(wait(500));
  const errors = g.seats.red.messages.filter((m) => m.type === 'error');
  assert.ok(errors.every(isError));
  assert.ok(errors.length > 0 || g.seats.red.closeCode !== undefined);
  const rate = errors.filter((e) => /rate|flood|too_many|limit/i.test(e.code));
  assert.ok(rate.length > 0 || g.seats.red.closeCode !== undefined || errors.length < 3000,
    'no rate limit: every flooded message was answered');
  assert.deepEqual((await state(g.id)).turns, []);
  // The flooder's seat comes back (after a pause) and plays.
  await sleep(wait(1500));
  const red = await connect(g.id, g.red);
  await red.next('state');
  await playTurns({ red, blue: g.seats.blue }, COTOAN_QUIET.slice(0, 2));
});

// A refused upgrade: an HTTP error, or the connection closed before it.
const refusedUpgrade = (e) => (e.status >= 400 && e.status < 500) || /hang up|ECONNRESET/.test(e.message);

test('a WebSocket from a foreign Origin is refused', async () => {
  const g = await server.pair();
  await assert.rejects(connect(g.id, g.red, { origin: 'http://evil.example' }), refusedUpgrade);
  await assert.rejects(connect(g.id, null, { origin: 'null' }), refusedUpgrade);
  await assert.rejects(connect(g.id, g.red, { origin: `http://127.0.0.1:${server.port + 1}` }), refusedUpgrade);
  // The seat is untouched: red still plays from the right origin.
  const red = await connect(g.id, g.red);
  assert.equal((await red.next('state')).you, 'red');
});

test('bad game addresses of the WebSocket are refused', async () => {
  for (const q of ['', 'game=', 'game=ffffffffffffffffffffffff', 'game=../../x', `game=${'a'.repeat(5000)}`, 'token=abc']) {
    let c = null;
    try {
      c = keep(await Client.open(`${server.wsBase}/ws?${q}`, { origin: server.base }));
    } catch (e) {
      assert.ok(refusedUpgrade(e), `${q}: ${e.message}`);
      continue;
    }
    // Accepted at first: an error of the contract's shape, then a close.
    const m = await c.next(() => true);
    assert.equal(m.type, 'error', `${q}: ${JSON.stringify(m)}`);
    assert.ok(isError(m));
    await c.closed;
  }
});

test('HTTP: unknown paths, wrong methods and oversized bodies get the error shape', async () => {
  const cases = [
    ['GET', '/api/nothing', undefined],
    ['DELETE', '/api/games', undefined],
    ['PUT', '/api/join', { invite: 'x' }],
    ['POST', '/api/games', JSON.stringify({ game: 'cotoan', color: 'red', clock: null, rules: {}, pad: 'x'.repeat(1 << 20) })],
    ['POST', '/api/join', `{"invite":"${'a'.repeat(100000)}"}`],
    ['POST', '/api/games', `${'['.repeat(100000)}`],
  ];
  for (const [method, p, body] of cases) {
    let r;
    try {
      r = await server.http(method, p, body);
    } catch (e) {
      // A server may close the connection of an oversized body early.
      assert.ok(body && body.length > 50000, `${method} ${p}: ${e.message}`);
      continue;
    }
    assert.ok(r.status >= 400 && r.status < 500, `${method} ${p} -> ${r.status}`);
    assert.ok(isError(r.body?.error), `${method} ${p}: ${r.text.slice(0, 200)}`);
  }
  // The server still answers.
  assert.equal((await server.http('POST', '/api/games', { game: 'cotoan', color: 'red', clock: null, rules: {} })).status, 201);
});

test('slow and half-open clients do not starve the others', async () => {
  // Connections that send half a request and stop, and one that trickles.
  const socks = [];
  for (let i = 0; i < 50; i++) {
    const s = tcpConnect(server.port, '127.0.0.1');
    s.on('error', () => {});
    s.write('GET /ws?game=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    socks.push(s);
  }
  const trickle = tcpConnect(server.port, '127.0.0.1');
  trickle.on('error', () => {});
  const text = 'POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n';
  let i = 0;
  const timer = setInterval(() => { if (i < text.length) trickle.write(text[i++]); }, 20);
  try {
    const t0 = performance.now();
    const g = await seated();
    await playTurns(g.seats, COTOAN_QUIET.slice(0, 4));
    const took = performance.now() - t0;
    assert.ok(took < wait(5000), `a game took ${took} ms beside slow clients`);
  } finally {
    clearInterval(timer);
    trickle.destroy();
    for (const s of socks) s.destroy();
  }
});

test('many connections to one game, then all dropped: the game goes on', async () => {
  const g = await seated();
  const watchers = await Promise.all(Array.from({ length: 100 }, () => connect(g.id)));
  await Promise.all(watchers.map((w) => w.next('state')));
  await playTurns(g.seats, COTOAN_QUIET.slice(0, 1));
  await Promise.all(watchers.map((w) => w.next('turn')));
  await Promise.all(watchers.map((w) => w.drop()));
  await playTurns(g.seats, COTOAN_QUIET.slice(1, 3), 1);
  assert.equal((await state(g.id)).turns.length, 3);
});
