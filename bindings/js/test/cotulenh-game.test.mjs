// The cotulenh Game: play/undo invariants over random games (deploy
// sessions, early ends), sessions step by step, stacks, explanations of
// stay captures and kamikaze, outcome actions, rules, pictures, clones and
// memory.
import test from 'node:test';
import assert from 'node:assert/strict';
import { tl, vectorLines, rng } from './cotulenh-support.mjs';

const { Game, Move } = tl;

test('random games: push/pop restore FEN, hash and points; SAN and LAN round-trip', () => {
  const rand = rng(20261201);
  for (let game = 0; game < 6; game++) {
    const g = new Game(undefined, { mode: game % 2 ? 'battles' : 'total', start: game % 3 ? 'standard' : 'reduced' });
    const seen = [];
    for (let ply = 0; ply < 120 && !g.isOver(); ply++) {
      const before = { fen: g.fen, hash: g.hash(), points: g.points, n: g.history.length };
      const s = g.session;
      let mv;
      if (s && s.mayEnd && rand(4) === 0) {
        mv = g.endDeploy();
        assert.ok(mv.isEnd && mv.lan === '|');
        assert.equal(g.session, null);
      } else {
        const moves = g.legalMoves();
        assert.ok(moves.length > 0);
        const pick = moves[rand(moves.length)];
        const san = g.san(pick);
        assert.ok(g.parseMove(san).equals(pick), `SAN ${san} of ${pick}`);
        assert.equal(g.lan(pick), pick.lan);
        const info = g.explain(pick);
        assert.equal(info.move.lan, pick.lan);
        assert.equal(typeof info.text, 'string');
        mv = g.push(pick);
        assert.ok(mv.equals(pick));
        assert.equal(info.sessionOpen, g.session !== null, `session after ${pick}`);
        const pts = g.points;
        if (!g.isOver()) assert.deepEqual(pts, { red: before.points.red + info.points.red, blue: before.points.blue + info.points.blue });
      }
      assert.equal(g.history.length, before.n + 1);
      assert.ok(g.peek().equals(mv));
      // Undo and redo the same entry.
      const back = g.pop();
      assert.ok(back.equals(mv));
      assert.equal(g.fen, before.fen);
      assert.equal(g.hash(), before.hash);
      assert.deepEqual(g.points, before.points);
      if (mv.isEnd) g.endDeploy(); else g.push(mv);
      seen.push(g.fen);
    }
    // Replaying the history text on a fresh game gives the same position.
    const text = g.historyText('san');
    const r = new Game(undefined, g.rules);
    r.play(text);
    assert.equal(r.fen, g.fen, 'replay of the history text');
    assert.equal(r.historyText('lan'), g.historyText('lan'));
    r.free();
    // Unwind everything.
    while (g.history.length) { seen.pop(); g.pop(); if (seen.length) assert.equal(g.fen, seen[seen.length - 1]); }
    assert.equal(g.fen, g.initialFen);
    g.free();
  }
});

test('a deploy session step by step, and its early end', () => {
  // From the vectors: a position with a stack whose pieces may deploy.
  const g = new Game('4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1');
  const steps = g.legalMoves().filter((m) => m.isDeploy);
  assert.ok(steps.length > 0);
  const stay = g.legalMoves().find((m) => m.lan === 'Tc4>_b4');
  assert.ok(stay, 'the stay capture from the stack');
  assert.equal(stay.kind, 'stay');
  assert.equal(stay.sign, '_');
  assert.ok(stay.isDeploy && stay.isCapture);
  const info = g.explain(stay);
  assert.equal(info.destroyed.length, 1);
  assert.equal(info.destroyed[0].square, 'b4');
  assert.match(info.text, /b4/);
  g.push(stay);
  const s = g.session;
  assert.ok(s, 'the session stays open');
  assert.equal(s.origin, 'c4');
  assert.deepEqual(s.mayStep, ['N']);
  assert.ok(s.captured);
  assert.equal(s.text, 'c4:N:x');
  assert.match(g.fen, / c4:N:x$/);
  assert.equal(g.turn, 'red');
  assert.ok(g.legalMoves().every((m) => m.fromSquare === s.origin && m.piece === 'N'));
  const end = g.endDeploy();
  assert.equal(end.lan, '|');
  assert.equal(g.turn, 'blue');
  assert.equal(g.session, null);
  assert.throws(() => g.endDeploy(), (e) => e instanceof tl.NoSessionError && e.code === -11);
  assert.equal(g.historyText('lan'), 'Tc4>_b4,|');
  assert.deepEqual(g.history.map(String), ['Tc4>_b4', '|']);
  g.pop();
  assert.ok(g.session);
  g.free();
});

test('kamikaze: the move, its explanation and the rings', () => {
  const g = new Game('8c2/11/11/10i/4g5i/4i6/11/11/4F5I/10I/11/6C4 r - - 0 1');
  const k = g.legalMoves().find((m) => m.kind === 'suicide');
  assert.equal(k.lan, 'Fe4@e7');
  const info = g.explain(k);
  assert.equal(info.air, 'kamikaze');
  assert.equal(info.airSource, 'e8');
  assert.deepEqual(info.destroyed.map((d) => `${d.piece.symbol}${d.square}`).sort(), ['Fe4', 'ie7'].sort());
  assert.deepEqual(info.points, { red: 10, blue: 40 });
  const rings = g.airDefence('blue');
  assert.ok(rings.e7 >= 1 && rings.e8 >= 1);
  assert.equal(Object.keys(g.airDefence('red')).length, 0);
  const svg = g.svg({ airDefence: ['blue'] });
  assert.match(svg, /^<\?xml|^<svg/);
  assert.ok(svg.length > g.svg().length, 'the rings add to the picture');
  g.free();
});

test('stacks, pieces, attacks, check', () => {
  const g = new Game('4c6/11/11/10i/10i/11/11/11/10I/10I/11/2(TC)8 r - - 0 1');
  const st = g.stackAt('c1');
  assert.equal(st.text, '(TC)');
  assert.equal(st.side, 'red');
  assert.deepEqual(st.pieces.map((p) => p.type), ['T', 'C']);
  assert.equal(st.carrier.name, 'tank');
  assert.equal(g.stackAt('d5'), null);
  assert.deepEqual(Object.keys(g.stacks()), ['c1', 'k3', 'k4', 'k8', 'k9', 'e12'].sort((a, b) => tl.squareIndex(a) - tl.squareIndex(b)));
  assert.ok(g.attacks('c1').length > 0);
  assert.ok(Array.isArray(g.attacks('c1', 'C')));
  assert.throws(() => g.attacks('d5'), tl.InvalidArgumentError);
  assert.equal(g.inCheck('red'), false);
  const m = new Game('10c/11/11/11/10t/11/11/11/11/6i1i2/11/6+C4 r - - 0 1');
  assert.equal(m.stackAt('g1').pieces[0].heroic, true);
  assert.equal(m.stackAt('g1').text, '+C');
  m.free();
  g.free();
});

test('outcome actions: resign, draw, adjudicate, and their undo', () => {
  const g = new Game();
  g.push('Ic5&c4');
  g.resign('red');
  assert.deepEqual({ ...g.outcome() }, { winner: 'blue', termination: 'resignation', result: '0-1', reason: 'resignation' });
  assert.throws(() => g.push('Ic8c7'), tl.GameOverError);
  assert.throws(() => g.agreeDraw(), (e) => e instanceof tl.GameOverError && e.code === -7);
  assert.equal(g.undo(), null);
  assert.equal(g.outcome(), null);
  g.agreeDraw();
  assert.equal(g.result(), '1/2-1/2');
  assert.equal(g.pop().lan, 'Ic5&c4', 'pop withdraws the draw and the move');
  assert.equal(g.outcome(), null);
  assert.equal(g.history.length, 0);
  assert.equal(g.adjudication().result, '1/2-1/2');
  const o = g.adjudicate();
  assert.equal(o.termination, 'adjudication');
  assert.ok(g.isOver());
  assert.throws(() => g.adjudicate(), tl.GameOverError);
  g.undo();
  assert.ok(!g.isOver());
  assert.throws(() => g.pop(), (e) => e instanceof tl.EmptyHistoryError);
  g.free();
});

// adjudicate() is an end off the board as resign() is (Python's
// Game.adjudicate alike): undo() withdraws it alone, pop() withdraws it
// and the last move, the history never changes by it; on a new game, on a
// game read from a record (its history built from C) and on a clone.
test('adjudicate() and undo, pop, history: as after resign()', () => {
  const turns = ['Ic5&c4', 'Ic8c7'];
  const first = new Game();
  for (const t of turns) first.push(t);
  turns.push(first.legalMoves().find((m) => !m.isDeploy).lan);
  first.free();
  const fresh = () => {
    const g = new Game();
    for (const t of turns) g.push(t);
    return g;
  };
  const played = fresh();
  const text = played.record();
  played.free();
  const kinds = [
    ['new', fresh],
    ['read', () => tl.readGame(text).game],
    ['clone', () => {
      const g = fresh();
      const c = g.clone();
      g.free();
      return c;
    }],
  ];
  for (const [kind, make] of kinds) {
    for (const end of ['adjudicate', 'resign']) {
      const g = make();
      const lans = g.history.map((m) => m.lan);
      assert.equal(lans.length, 3, `${kind} ${end}`);
      g[end]();
      assert.ok(g.isOver(), `${kind} ${end}`);
      assert.deepEqual(g.history.map((m) => m.lan), lans, `${kind} ${end}: the history keeps its moves`);
      assert.equal(g.peek().lan, lans[2]);
      const c = g.clone();
      assert.equal(c.undo(), null, `${kind} ${end}: undo on a clone withdraws the end alone`);
      assert.ok(!c.isOver());
      assert.ok(g.isOver(), `${kind} ${end}: the original keeps its end`);
      c.free();
      assert.equal(g.undo(), null, `${kind} ${end}: undo withdraws the end alone`);
      assert.ok(!g.isOver());
      assert.deepEqual(g.history.map((m) => m.lan), lans);
      g[end]();
      assert.equal(g.pop().lan, lans[2], `${kind} ${end}: pop withdraws the end and the last move`);
      assert.ok(!g.isOver());
      assert.deepEqual(g.history.map((m) => m.lan), lans.slice(0, 2));
      assert.equal(g.fen, (() => {
        const h = new Game();
        h.push(turns[0]);
        h.push(turns[1]);
        const f = h.fen;
        h.free();
        return f;
      })());
      g.free();
    }
  }
});

test('rules, reset, setups, clones, memory', () => {
  const g = new Game(undefined, { start: 'reduced' });
  assert.equal(g.fen, tl.REDUCED_FEN);
  assert.deepEqual(g.rules, { mode: 'total', start: 'reduced' });
  g.rules = { mode: 'battles' };
  assert.deepEqual(g.rules, { mode: 'battles', start: 'reduced' });
  g.push('Ic5&c4');
  const c = g.clone();
  c.push(c.legalMoves()[0]);
  assert.equal(g.history.length, 1);
  assert.equal(c.history.length, 2);
  c.free();
  assert.ok(c.closed);
  assert.throws(() => c.fen, tl.CotulenhError);
  c.free(); // twice is fine
  g.reset();
  assert.equal(g.fen, tl.REDUCED_FEN);
  assert.equal(g.history.length, 0);
  assert.ok(g.isValidSetup(tl.REDUCED_FEN));
  assert.ok(!g.isValidSetup(tl.START_FEN), 'the standard set is not the reduced set');
  assert.throws(() => g.validateSetup(tl.START_FEN), (e) => e instanceof tl.InvalidSetupError && e.code === -10 && /engineer/.test(e.message));
  assert.match(g.render({ terrain: true }), /a\s/);
  assert.equal(String(g), g.render());
  g.free();
  // Many games made and freed: the heap does not grow without bound.
  for (let i = 0; i < 2000; i++) new Game().free();
});

test('Move values', () => {
  const m = Move.parse('(NFT)b3xe6');
  assert.equal(m.piece, 'N');
  assert.equal(m.kind, 'capture');
  assert.equal(m.fromSquare, 'b3');
  assert.equal(m.toSquare, 'e6');
  assert.equal(String(m), '(NFT)b3xe6');
  assert.ok(Move.parse('Tc4>_b4').isDeploy);
  const b = new Move('T', 'c4', 'b4', 'stay', true);
  assert.ok(b.equals(Move.parse('Tc4>_b4')));
  assert.equal(b.lan, 'Tc4>_b4');
  assert.ok(Move.fromCode(b.code).equals(b));
  assert.equal(Move.end('c4').lan, '|');
  assert.ok(Move.end('c4').isEnd);
  assert.throws(() => Move.parse('(NF)b3>e6'), tl.InvalidMoveError);
  assert.throws(() => Move.parse('Zb3e6'), tl.InvalidMoveError);
  assert.throws(() => Move.fromCode(-1), tl.InvalidArgumentError);
  assert.throws(() => new Move('Q', 'a1', 'a2'), tl.InvalidArgumentError);
  assert.throws(() => new Move('T', 'a1', 'a2', 'jump'), tl.InvalidArgumentError);
  assert.equal(JSON.stringify([m]), '["(NFT)b3xe6"]');
  assert.equal(tl.piecePoints('T', true), 30);
  assert.equal(tl.squareName(131), 'k12');
  assert.equal(tl.squareIndex('K12'), 131);
});

test('every vector position: the explanation of every capture move', () => {
  let stays = 0;
  let kamikaze = 0;
  for (const { fields: [fen] } of vectorLines('vectors.txt')) {
    const g = new Game(fen);
    for (const m of g.legalMoves().filter((x) => x.isCapture)) {
      const info = g.explain(m);
      assert.equal(info.kind, m.kind);
      assert.ok(info.destroyed.length >= 1, `${m} destroys something`);
      assert.ok(info.text.length > 10);
      if (m.kind === 'stay') stays++;
      if (m.kind === 'suicide') { kamikaze++; assert.equal(info.air, 'kamikaze'); }
    }
    assert.equal(g.fen, fen.trim(), 'explain does not change the game');
    g.free();
  }
  assert.ok(stays > 0 && kamikaze > 0);
});
