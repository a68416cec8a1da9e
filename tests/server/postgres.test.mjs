// Two co-server nodes on one PostgreSQL database (a PostgreSQL 15 cluster
// the test makes in a temporary directory, harness.mjs): a game created on
// node A is joined on node B, the players sit on different nodes, a
// spectator watches on each, every turn through one node reaches the
// other node's clients (the latency is measured and printed; the bound
// asserted is wide, for a loaded machine), resign and the record work
// from either node, and a node killed with SIGKILL loses no acknowledged
// turn; a node whose LISTEN connection is ended by the database
// (pg_terminate_backend) opens it again, catches up on what it missed and
// its clients keep receiving turns.
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Server, Postgres, havePostgres, playTurns, wait } from './harness.mjs';
import { COTOAN_QUIET, COTOAN_QUIET_RULES, COTOAN_QUIET_SHORT, COTULENH_QUIET, COTULENH_QUIET_SAN } from './games.mjs';

const pg = new Postgres();
let A;
let B;
const clients = [];
before(async () => {
  assert.ok(havePostgres(), 'PostgreSQL 15 (postgresql-15) is not installed');
  await pg.start();
  A = new Server({ db: pg.url });
  B = new Server({ db: pg.url });
  await A.start();
  await B.start();
});
after(async () => {
  for (const c of clients) c.drop();
  await A?.stop();
  await B?.stop();
  pg.stop();
  A?.assertClean();
  B?.assertClean();
});

async function seat(server, id, token) {
  const c = await server.connect(id, token);
  clients.push(c);
  await c.next('state');
  return c;
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

test('a game across two nodes: every turn reaches the other node\'s player and spectator', async () => {
  const created = await A.create({ rules: COTOAN_QUIET_RULES, clock: { minutes: 10, increment: 0 } });
  const joined = await B.join(created.invite);
  assert.equal(joined.id, created.id);
  const id = created.id;
  assert.equal((await A.http('GET', `/api/games/${id}`)).body.status, 'playing');
  const red = await seat(A, id, created.color === 'red' ? created.token : joined.token);
  const blue = await seat(B, id, created.color === 'red' ? joined.token : created.token);
  const watchA = await seat(A, id, null);
  const watchB = await seat(B, id, null);
  const lat = [];
  for (let ply = 0; ply < 40; ply++) {
    const [mover, far, farWatch] = ply % 2 === 0 ? [red, blue, watchB] : [blue, red, watchA];
    const t0 = performance.now();
    mover.send({ type: 'turn', ply, turn: COTOAN_QUIET[ply] });
    const m = await far.next((x) => x.type === 'turn' && x.ply === ply, 5000);
    lat.push(performance.now() - t0);
    assert.equal(m.turn, COTOAN_QUIET_SHORT[ply]);
    await farWatch.next((x) => x.type === 'turn' && x.ply === ply, 5000);
    await mover.next((x) => x.type === 'turn' && x.ply === ply, 5000);
  }
  const line = `cross-node turn latency over ${lat.length} turns: p50 ${pct(lat, 50).toFixed(1)} ms, `
    + `p99 ${pct(lat, 99).toFixed(1)} ms, max ${Math.max(...lat).toFixed(1)} ms`;
  console.log(line);
  // The target is 100 ms; on a loaded 2-core machine the test asserts
  // only that turns arrive, with a wide bound.
  assert.ok(pct(lat, 50) < wait(2000), line);
  const sa = (await A.http('GET', `/api/games/${id}`)).body;
  const sb = (await B.http('GET', `/api/games/${id}`)).body;
  assert.deepEqual(sa.turns, COTOAN_QUIET_SHORT.slice(0, 40));
  // The same state on both nodes; the running clock read a moment apart.
  assert.deepEqual({ ...sb, clock: null, online: null }, { ...sa, clock: null, online: null });
  assert.equal(sb.clock.blue, sa.clock.blue);
  assert.ok(Math.abs(sb.clock.red - sa.clock.red) < wait(2000), JSON.stringify([sa.clock, sb.clock]));
  // A stale ply sent to the other node is refused there too.
  const e = await red.ask({ type: 'turn', ply: 38, turn: COTOAN_QUIET[38] }, 'error');
  assert.equal(e.type, 'error');
  blue.send({ type: 'resign' });
  for (const c of [red, watchA, watchB, blue]) assert.equal((await c.next('end')).result.winner, 'red');
  const rec = await A.http('GET', `/api/games/${id}/record`);
  assert.equal(rec.status, 200);
  assert.equal((await B.http('GET', `/api/games/${id}/record`)).text, rec.text);
});

test('an invite is claimed once across two nodes', async () => {
  const g = await A.create();
  const code = g.invite.replace('/join/', '');
  const rs = await Promise.all([A, B, A, B, A, B].map((n) => n.http('POST', '/api/join', { invite: code })));
  assert.deepEqual(rs.map((r) => r.status).sort(), [200, 409, 409, 409, 409, 409]);
});

test('both players on one node, spectator on the other; draw offers cross nodes', async () => {
  const p = await B.pair({ game: 'cotulenh', rules: { mode: 'total' } });
  const seats = { red: await seat(B, p.id, p.red), blue: await seat(B, p.id, p.blue) };
  const far = await seat(A, p.id, null);
  await playTurns(seats, COTULENH_QUIET.slice(0, 6));
  await far.next((m) => m.type === 'turn' && m.ply === 5);
  const redA = await seat(A, p.id, p.red);
  redA.send({ type: 'draw' });
  await seats.blue.next('draw');
  seats.blue.send({ type: 'draw' });
  assert.equal((await far.next('end')).result.reason, 'agreement');
  assert.equal((await redA.next('end')).result.winner, null);
});

test('a lost LISTEN connection: the node opens it again, catches up, and its clients keep receiving turns', async () => {
  const p = await A.pair({ rules: COTOAN_QUIET_RULES });
  const red = await seat(A, p.id, p.red);
  const blue = await seat(B, p.id, p.blue);
  const watchB = await seat(B, p.id, null);
  await playTurns({ red, blue }, COTOAN_QUIET.slice(0, 4));
  await watchB.next((m) => m.type === 'turn' && m.ply === 3);
  const name = `co-server-listen-${B.proc.pid}`;
  const listening = () => pg.sql(`SELECT count(*) FROM pg_stat_activity WHERE application_name = '${name}' AND query LIKE 'LISTEN%'`).trim();
  assert.equal(listening(), '1');
  // The database ends B's LISTEN connection; a turn is played on A at once,
  // most likely before B listens again, so that B must catch up on it.
  assert.equal(pg.sql(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '${name}'`).trim(), 't');
  red.send({ type: 'turn', ply: 4, turn: COTOAN_QUIET[4] });
  assert.equal((await red.next((m) => m.type === 'turn' && m.ply === 4)).turn, COTOAN_QUIET_SHORT[4]);
  assert.equal((await blue.next((m) => m.type === 'turn' && m.ply === 4, 10000)).turn, COTOAN_QUIET_SHORT[4]);
  await watchB.next((m) => m.type === 'turn' && m.ply === 4, 10000);
  // B listens again (a new connection) and goes on delivering turns both ways.
  for (let i = 0; i < 100 && listening() !== '1'; i++) await new Promise((r) => setTimeout(r, wait(100)));
  assert.equal(listening(), '1', B.log);
  await playTurns({ red, blue }, COTOAN_QUIET.slice(5, 11), 5);
  for (let ply = 5; ply < 11; ply++) await watchB.next((m) => m.type === 'turn' && m.ply === ply);
  // Every turn reached both players, whichever node it was played on.
  await blue.next((m) => m.type === 'turn' && m.ply === 10);
  for (const c of [red, blue]) {
    for (let ply = 0; ply < 11; ply++) assert.ok(c.find((m) => m.type === 'turn' && m.ply === ply, 0) >= 0, `ply ${ply}`);
  }
  assert.match(B.log, /notifications is lost/);
  assert.match(B.log, /notifications is back/);
  assert.deepEqual((await B.http('GET', `/api/games/${p.id}`)).body.turns, COTOAN_QUIET_SHORT.slice(0, 11));
});

test('a node killed with SIGKILL: the other node has every acknowledged turn and goes on', async () => {
  const p = await A.pair({ rules: COTOAN_QUIET_RULES });
  const red = await seat(A, p.id, p.red);
  const blue = await seat(B, p.id, p.blue);
  await playTurns({ red, blue }, COTOAN_QUIET.slice(0, 9));
  await A.kill();
  const s = (await B.http('GET', `/api/games/${p.id}`)).body;
  assert.deepEqual(s.turns, COTOAN_QUIET_SHORT.slice(0, 9));
  const red2 = await seat(B, p.id, p.red);
  await playTurns({ red: red2, blue }, COTOAN_QUIET.slice(9, 13), 9);
  // A comes back on the same database and sees the turns made without it.
  A = new Server({ db: pg.url, port: A.port });
  await A.start();
  assert.deepEqual((await A.http('GET', `/api/games/${p.id}`)).body.turns, COTOAN_QUIET_SHORT.slice(0, 13));
});
