// Durability: turns are played, the server is killed with SIGKILL (no
// chance to flush anything), a new server starts on the same SQLite file
// and port; every acknowledged turn is there, the clocks resume by the
// rule of doc/server.md, the clients reconnect to their seats and the
// game goes on to its end.
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { Server, tempDir, playTurns, sleep, wait } from './harness.mjs';
import { COTOAN_QUIET, COTOAN_QUIET_RULES, COTOAN_QUIET_SHORT, COTULENH_QUIET, COTULENH_QUIET_SAN } from './games.mjs';

const dir = tempDir('restart');
const db = path.join(dir, 'games.db');
const servers = [];
const clients = [];
after(async () => {
  for (const c of clients) c.drop();
  for (const s of servers) await s.stop();
  rmSync(dir, { recursive: true, force: true });
  // The servers not killed ended cleanly.
  for (const s of servers) if (s.proc.signalCode !== 'SIGKILL') s.assertClean();
});

async function start(port = 0) {
  const s = new Server({ db, port });
  servers.push(s);
  await s.start();
  return s;
}

async function seat(server, id, token) {
  const c = await server.connect(id, token);
  clients.push(c);
  const st = await c.next('state');
  return { c, st };
}

test('kill -9 and a restart keep every acknowledged turn; the game goes on', async () => {
  let server = await start();
  const port = server.port;
  const a = await server.pair({ rules: COTOAN_QUIET_RULES, clock: { minutes: 10, increment: 2 } });
  const b = await server.pair({ game: 'cotulenh', rules: { mode: 'total' }, clock: null });
  const waiting = await server.create();
  let sa = { red: (await seat(server, a.id, a.red)).c, blue: (await seat(server, a.id, a.blue)).c };
  let sb = { red: (await seat(server, b.id, b.red)).c, blue: (await seat(server, b.id, b.blue)).c };
  const acked = await playTurns(sa, COTOAN_QUIET.slice(0, 11));
  await playTurns(sb, COTULENH_QUIET.slice(0, 7));
  // One more turn each, sent and acknowledged just before the kill.
  sa.blue.send({ type: 'turn', ply: 11, turn: COTOAN_QUIET[11] });
  const last = await sa.blue.next((m) => m.type === 'turn' && m.ply === 11);
  sb.blue.send({ type: 'turn', ply: 7, turn: COTULENH_QUIET[7] });
  await sb.blue.next((m) => m.type === 'turn' && m.ply === 7);
  // A turn in flight when the server dies: kept or not, never half there.
  sa.red.send({ type: 'turn', ply: 12, turn: COTOAN_QUIET[12] });
  const blueLeft = last.clock.blue;
  await server.kill();
  const down = performance.now();
  await Promise.all([sa.red.closed, sa.blue.closed, sb.red.closed, sb.blue.closed]);
  await sleep(wait(1000));

  server = await start(port);
  const up = performance.now();
  const s = (await server.http('GET', `/api/games/${a.id}`)).body;
  assert.equal(s.status, 'playing');
  assert.ok(s.turns.length === 12 || s.turns.length === 13, `turns after restart: ${s.turns.length}`);
  assert.deepEqual(s.turns.slice(0, 12), COTOAN_QUIET_SHORT.slice(0, 12), 'every acknowledged turn is there');
  assert.deepEqual(acked.map((m) => m.turn), COTOAN_QUIET_SHORT.slice(0, 11));
  // Clocks: the side that had moved keeps what it had; the side to move
  // has at most what it had at its last acknowledged turn, and no more time
  // is gone than the time until the question, downtime included.
  const mover = s.turns.length % 2 === 0 ? 'red' : 'blue';
  const idle = mover === 'red' ? 'blue' : 'red';
  if (s.turns.length === 12) {
    assert.equal(s.clock.blue, blueLeft, 'the clock of the side that moved last');
    assert.ok(s.clock[mover] <= last.clock[mover], JSON.stringify({ before: last.clock, after: s.clock }));
    assert.ok(s.clock[mover] >= last.clock[mover] - (performance.now() - down) - wait(2000),
      JSON.stringify({ before: last.clock, after: s.clock }));
  }
  assert.ok(s.clock[idle] > 0);
  const t = (await server.http('GET', `/api/games/${b.id}`)).body;
  assert.deepEqual(t.turns, COTULENH_QUIET_SAN.slice(0, 8));
  // The waiting challenge still takes its friend.
  const j = await server.join(waiting.invite);
  assert.equal(j.id, waiting.id);

  // The players reconnect with their tokens and finish the games.
  const ra = await seat(server, a.id, a.red);
  const ba = await seat(server, a.id, a.blue);
  assert.deepEqual(ra.st.turns, s.turns);
  sa = { red: ra.c, blue: ba.c };
  const n = s.turns.length;
  await playTurns(sa, COTOAN_QUIET.slice(n, n + 6), n);
  sa.red.send({ type: 'resign' });
  assert.equal((await sa.blue.next('end')).result.winner, 'blue');
  sb = { red: (await seat(server, b.id, b.red)).c, blue: (await seat(server, b.id, b.blue)).c };
  await playTurns(sb, COTULENH_QUIET.slice(8, 100), 8);
  assert.equal((await sb.red.next('end')).result.reason, 'halfmove_clock');
  assert.ok(up - down > 0);
});

test('kill -9 in the middle of many games: no game loses an acknowledged turn', async () => {
  let server = await start();
  const port = server.port;
  const games = [];
  for (let i = 0; i < 10; i++) {
    const p = await server.pair({ rules: COTOAN_QUIET_RULES });
    games.push({ p, seats: { red: (await seat(server, p.id, p.red)).c, blue: (await seat(server, p.id, p.blue)).c }, acked: 0 });
  }
  // Every game plays as fast as it can; the server dies while they do.
  let stop = false;
  const runs = games.map(async (g) => {
    let side = 'red';
    while (!stop && g.acked < COTOAN_QUIET.length) {
      const c = g.seats[side];
      await c.paced({ type: 'turn', ply: g.acked, turn: COTOAN_QUIET[g.acked] });
      try {
        await c.next((m) => m.type === 'turn' && m.ply === g.acked, 2000);
      } catch { return; }
      g.acked += 1;
      side = side === 'red' ? 'blue' : 'red';
    }
  });
  await sleep(wait(700));
  await server.kill();
  stop = true;
  await Promise.all(runs);
  server = await start(port);
  for (const g of games) {
    const s = (await server.http('GET', `/api/games/${g.p.id}`)).body;
    assert.ok(s.turns.length >= g.acked && s.turns.length <= g.acked + 1, `${s.turns.length} turns, ${g.acked} acknowledged`);
    assert.deepEqual(s.turns, COTOAN_QUIET_SHORT.slice(0, s.turns.length));
  }
  assert.ok(games.some((g) => g.acked > 0));
});
