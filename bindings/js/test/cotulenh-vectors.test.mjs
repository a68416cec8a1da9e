// Every line of tests/cotulenh/vectors: legal moves (LAN, as the library
// writes them) and step perft 1–2 of each position, perft 1–2 and divide 2
// of the start positions, and every game-end case (result, reason, points,
// adjudication).
import test from 'node:test';
import assert from 'node:assert/strict';
import { tl, vectorLines } from './cotulenh-support.mjs';

const { Game } = tl;
const byteSort = (a) => a.slice().sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));

test('vectors.txt: legal moves, perft 1 and 2', () => {
  const lines = vectorLines('vectors.txt');
  assert.ok(lines.length >= 73, `${lines.length} positions`);
  for (const { fields: [fen, p1, p2, , moves], line } of lines) {
    const g = new Game(fen);
    try {
      const want = moves ? moves.split(' ') : [];
      const got = g.legalMoves().map(String);
      assert.deepEqual(byteSort(got), want, `line ${line}: ${fen}`);
      assert.equal(g.perft(1), Number(p1), `line ${line}: perft 1`);
      assert.equal(g.perft(2), Number(p2), `line ${line}: perft 2`);
      // Each listed move parses back to itself (LAN) and is legal.
      for (const m of g.legalMoves()) assert.ok(g.parseMove(m.lan).equals(m), `${m} at line ${line}`);
    } finally {
      g.free();
    }
  }
});

test('perft_start.txt: perft 1–2 of both starts and divide 2', () => {
  const lines = vectorLines('perft_start.txt');
  const starts = lines.filter((l) => l.fields.length === 4);
  assert.equal(starts.length, 2);
  for (const { fields: [fen, p1, p2] } of starts) {
    const reduced = fen === tl.REDUCED_FEN;
    const g = new Game(undefined, { start: reduced ? 'reduced' : 'standard' });
    assert.equal(g.fen, fen);
    assert.equal(g.perft(1), Number(p1));
    assert.equal(g.perft(2), Number(p2));
    g.free();
  }
  // The divide 2 lines: the first 116 entries after the start lines.
  const divide = lines.filter((l) => l.fields.length === 1).slice(0, 116);
  const g = new Game();
  const counts = new Map(g.legalMoves().map((m) => {
    g.push(m);
    const n = g.perft(1);
    g.pop();
    return [m.lan, n];
  }));
  for (const { text } of divide) {
    const [lan, n] = text.trim().split(' ');
    assert.equal(counts.get(lan), Number(n), `divide ${lan}`);
  }
  assert.equal(divide.length, 116);
  g.free();
});

// The words of game_end.txt for an outcome (as tests/cotulenh/test_vectors.c).
function reason(g) {
  const out = g.outcome();
  if (!out) return 'in progress';
  const loser = out.winner === 'red' ? 'blue' : 'red';
  const words = { naval: 'naval battle', air: 'air battle', land: 'land battle' };
  switch (out.termination) {
    case 'halfmove-clock': return 'halfmove clock 100';
    case 'repetition': return 'threefold repetition';
    case 'naval-battle': case 'air-battle': case 'land-battle':
      return `${loser} lost the ${out.termination.replace('-', ' ')}`;
    case 'battles-both':
      return `both sides lost a battle: ${['red', 'blue'].map((s) => `${s} ${g.battlesLost(s).map((b) => words[b]).join('+')}`).join(', ')}`;
    case 'commander-lost':
      return out.winner ? 'raid: commander destroyed' : 'raid: both commanders destroyed';
    default: return out.termination;
  }
}

test('game_end.txt: result, reason, points and adjudication', () => {
  const lines = vectorLines('game_end.txt');
  assert.ok(lines.length >= 13);
  for (const { fields: [fen, mode, moves, result, why, points], line } of lines) {
    const g = new Game(fen, { mode });
    try {
      if (moves !== '-') for (const m of moves.split(' ')) g.push(m);
      assert.equal(g.result(), result, `line ${line}`);
      assert.equal(g.isOver(), result !== '*');
      assert.equal(reason(g), why, `line ${line}`);
      const p = g.points;
      assert.equal(`${p.red},${p.blue} adj=${g.adjudication().result}`, points, `line ${line}`);
      if (result !== '*') assert.throws(() => g.push(g.legalMoves()[0] || 'Cg1g2'), tl.IllegalMoveError);
    } finally {
      g.free();
    }
  }
});
