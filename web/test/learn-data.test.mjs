// The lessons of both games (web/learn-cotoan.js, web/learn-cotulenh.js)
// against the library, in node: every position loads (and is written back
// as given), Red is to move and the game is not over; every step's solution
// is legal and meets the step's goal, its `wrong` move is legal and does not,
// and the position has legal moves both ways (so a learner can succeed and
// can get it wrong); the solutions played in turn finish the lesson.  The
// words: every text in Vietnamese and English, the rules summary and the
// legend in both.  (COTOAN_BUILD: the web build, default build-web.)
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { meetsGoal, splitMoves, isEnd } from '../learn-goal.js';
import { WORDS } from '../learn-words.js';
import * as cotoanLessons from '../learn-cotoan.js';
import * as cotulenhLessons from '../learn-cotulenh.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const build = path.resolve(process.env.COTOAN_BUILD || path.join(here, '..', '..', 'build-web'));

async function library(name) {
  const lib = await import(pathToFileURL(path.join(build, 'js', name)).href);
  await lib.init();
  return lib;
}

const GAMES = [
  { kind: 'cotoan', lib: await library('cotoan.js'), data: cotoanLessons, text: (g) => g.position, parse: (g, t) => g.parseMove(t) },
  { kind: 'cotulenh', lib: await library('cotulenh.js'), data: cotulenhLessons, text: (g) => g.fen, parse: (g, t) => g.parseMove(t) },
];

const bothLanguages = (o, what) => {
  assert.ok(typeof o.vi === 'string' && o.vi.trim(), `${what}: Vietnamese`);
  assert.ok(typeof o.en === 'string' && o.en.trim(), `${what}: English`);
  assert.notEqual(o.vi, o.en, `${what}: the two languages differ`);
};

for (const { kind, lib, data, text, parse } of GAMES) {
  test(`${kind}: the lesson data`, () => {
    assert.equal(data.GAME, kind);
    assert.ok(data.LESSONS.length >= 8, 'a lesson set');
    const ids = data.LESSONS.map((l) => l.id);
    assert.equal(new Set(ids).size, ids.length, 'unique ids');
    assert.equal(data.SUMMARY.vi.length, data.SUMMARY.en.length);
    assert.ok(data.SUMMARY.vi.length >= 4);
    data.SUMMARY.vi.forEach((s, i) => bothLanguages({ vi: s, en: data.SUMMARY.en[i] }, `summary ${i}`));
    for (const p of data.LEGEND) bothLanguages(p, `legend ${p.piece}`);
    if (kind === 'cotulenh') {
      assert.deepEqual(data.LEGEND.map((p) => p.piece).sort(), [...lib.PIECE_LETTERS.toUpperCase()].sort(), 'every piece in the legend');
    }
  });

  for (const l of data.LESSONS) {
    test(`${kind} lesson ${l.id}: the library accepts it and the asked move`, () => {
      bothLanguages(l.title, `${l.id} title`);
      bothLanguages(l.text, `${l.id} text`);
      bothLanguages(l.task, `${l.id} task`);
      const g = new lib.Game(l.position, l.rules ?? null);
      try {
        assert.equal(text(g), l.position, 'the position as the library writes it');
        assert.equal(g.turn, 'red', 'the learner plays Red');
        assert.equal(g.isOver(), false);
        assert.ok(l.steps.length >= 1);
        for (const [i, s] of l.steps.entries()) {
          const where = `${l.id} step ${i + 1}`;
          bothLanguages(s.hint, `${where} hint`);
          if (s.task) bothLanguages(s.task, `${where} task`);
          const { yes, no } = splitMoves(kind, g, s.goal);
          assert.ok(yes.length >= 1, `${where}: some legal move meets the goal`);
          const mayEnd = Boolean(g.session?.mayEnd) && !meetsGoal(kind, g, '|', s.goal);
          assert.ok(no.length >= 1 || mayEnd, `${where}: some legal move (or ending the session) does not`);
          const legal = g.legalMoves();
          const solution = parse(g, s.solution);
          assert.ok(legal.some((m) => m.equals(solution)), `${where}: ${s.solution} is legal`);
          assert.ok(meetsGoal(kind, g, solution, s.goal), `${where}: ${s.solution} meets the goal`);
          assert.ok(yes.some((m) => m.equals(solution)));
          if (isEnd(s.wrong)) {
            assert.ok(g.session && g.session.mayEnd, `${where}: the session may end`);
            assert.equal(meetsGoal(kind, g, '|', s.goal), false, `${where}: ending does not meet the goal`);
          } else {
            const wrong = parse(g, s.wrong);
            assert.ok(legal.some((m) => m.equals(wrong)), `${where}: ${s.wrong} is legal`);
            assert.equal(meetsGoal(kind, g, wrong, s.goal), false, `${where}: ${s.wrong} does not meet the goal`);
          }
          if (kind === 'cotulenh') {
            // No piece becomes heroic by surprise: only a check promotes
            // (T39), never the last guard (T40).
            for (const t of [s.solution, s.wrong].filter((x) => !isEnd(x))) {
              const info = g.moveInfo(parse(g, t));
              assert.ok(!info.promoted.length || info.check, `${where}: ${t} promotes ${JSON.stringify(info.promoted)}`);
            }
          }
          const before = text(g);
          meetsGoal(kind, g, solution, s.goal);
          assert.equal(text(g), before, 'meetsGoal leaves the game as it was');
          g.push(solution);
        }
        if (kind === 'cotulenh') assert.equal(g.session, null, `${l.id}: the turn is over`);
        assert.equal(g.turn, 'blue', `${l.id}: the solutions make Red's turn`);
      } finally {
        g.free();
      }
    });
  }
}

test('cotoan: a goal the library decides (a capture that is not the asked one)', () => {
  const lib = GAMES[0].lib;
  const l = cotoanLessons.LESSONS.find((x) => x.id === 'quotient');
  const g = new lib.Game(l.position);
  const other = g.parseMove('d3c2');
  assert.ok(other.isCapture, 'the 3 on c2 can be taken too');
  assert.equal(meetsGoal('cotoan', g, other, l.steps[0].goal), false);
  assert.equal(g.isLegal('e4i8'), true);
  g.free();
});

test('cotulenh: the deploy lesson opens a session, the air-defence lesson shows the ring', () => {
  const lib = GAMES[1].lib;
  const d = cotulenhLessons.LESSONS.find((x) => x.id === 'deploy');
  const g = new lib.Game(d.position);
  g.push(d.steps[0].solution);
  assert.equal(g.session.origin, 'f4');
  assert.deepEqual(g.session.mayStep, ['T']);
  g.free();
  const a = cotulenhLessons.LESSONS.find((x) => x.id === 'air-defence');
  const h = new lib.Game(a.position);
  assert.ok(h.airDefence(a.rings).e7 >= 1, 'e7 is inside a Blue ring');
  h.free();
});

test('the page words exist in both languages', () => {
  assert.deepEqual(Object.keys(WORDS.vi).sort(), Object.keys(WORDS.en).sort());
  for (const k of Object.keys(WORDS.en)) {
    if (['cotoan', 'cotulenh'].includes(k)) continue;
    assert.notEqual(WORDS.vi[k], WORDS.en[k], k);
  }
});
