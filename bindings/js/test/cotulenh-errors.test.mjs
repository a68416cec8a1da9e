// Bad input to the cotulenh binding: the library's error codes and
// messages as Error subclasses, the game unchanged, no crash on garbage.
import test from 'node:test';
import assert from 'node:assert/strict';
import { tl, rng } from './cotulenh-support.mjs';

const { Game } = tl;

test('error classes carry the code and the message', () => {
  const g = new Game();
  const fen = g.fen;
  const cases = [
    ['not a fen', tl.InvalidPositionError, -4, /fields/],
    ['12/11/11/11/11/11/11/11/11/11/11/11 r - - 0 1', tl.InvalidPositionError, -4, /./],
    ['6c4/11/11/11/11/11/11/11/11/11/11/6C3C r - - 0 1', tl.InvalidPositionError, -5, /commander/],
    // a deploy session that can neither go on nor end (T21, T37)
    ['5c5/11/11/11/11/11/11/11/11/1(FT)9/11/6C4 r - - 0 1 b3:', tl.InvalidPositionError, -5, /neither go on nor end/],
    ['3c7/11/11/11/11/11/11/11/11/11/5i5/4(TI)C5 r - - 0 1 e1:T', tl.InvalidPositionError, -5, /neither go on nor end/],
  ];
  for (const [bad, Cls, code, re] of cases) {
    assert.throws(() => { g.fen = bad; }, (e) => e instanceof Cls && e instanceof tl.CotulenhError
      && e instanceof Error && e.code === code && re.test(e.message) && e.name === Cls.name, bad);
    assert.equal(g.fen, fen, 'unchanged');
  }
  assert.throws(() => new Game('garbage'), tl.InvalidPositionError);
  assert.throws(() => { g.fen = 42; }, tl.InvalidPositionError);
  assert.throws(() => { g.fen = `${fen}\0`; }, tl.InvalidPositionError);
  // Moves.
  assert.throws(() => g.push('Ic5c9'), (e) => e instanceof tl.IllegalMoveError && e.code === -6 && /Ic5c9/.test(e.message));
  assert.throws(() => g.push('hello'), (e) => e instanceof tl.InvalidMoveError && e.code === -4);
  assert.throws(() => g.push(tl.Move.parse('Ic5c9')), (e) => e instanceof tl.IllegalMoveError && e.code === -6);
  assert.throws(() => g.push(null), tl.InvalidArgumentError);
  assert.throws(() => g.push(17), tl.InvalidArgumentError);
  assert.throws(() => g.endDeploy(), (e) => e instanceof tl.NoSessionError && e.code === -11);
  assert.throws(() => g.pop(), (e) => e instanceof tl.EmptyHistoryError && e.code === -8);
  assert.throws(() => g.play('Ic5&c4 Ic5&c4'), tl.IllegalMoveError);
  assert.equal(g.history.length, 0, 'play is all or nothing');
  assert.equal(g.isLegal('Ic5&c4'), true);
  assert.equal(g.isLegal('Ic5c9'), false);
  assert.equal(g.isLegal('???'), false);
  assert.throws(() => g.san('Ic5c9'), tl.IllegalMoveError);
  assert.throws(() => g.explain('Ic5c9'), tl.IllegalMoveError);
  assert.throws(() => g.moveInfo(tl.Move.parse('Ic5c9')), tl.IllegalMoveError);
  // Arguments.
  assert.throws(() => g.perft(-1), tl.InvalidArgumentError);
  assert.throws(() => g.perft(33), tl.InvalidArgumentError);
  assert.throws(() => g.perft(1.5), tl.InvalidArgumentError);
  assert.throws(() => g.stackAt('z9'), tl.InvalidArgumentError);
  assert.throws(() => g.stackAt(132), tl.InvalidArgumentError);
  assert.throws(() => g.airDefence('green'), tl.InvalidArgumentError);
  assert.throws(() => g.svg({ square: 4 }), tl.InvalidArgumentError);
  assert.throws(() => g.svg({ airDefence: 'red' }), tl.InvalidArgumentError);
  assert.throws(() => g.historyText('xyz'), tl.InvalidArgumentError);
  assert.throws(() => new Game(undefined, { mode: 'war' }), tl.InvalidArgumentError);
  assert.throws(() => new Game(undefined, { speed: 1 }), tl.InvalidArgumentError);
  assert.throws(() => { g.rules = 'battles'; }, tl.InvalidArgumentError);
  assert.throws(() => g.resign('purple'), tl.InvalidArgumentError);
  assert.equal(g.fen, fen);
  g.free();
  assert.throws(() => g.legalMoves(), /freed/);
  assert.throws(() => g.push('Ic5&c4'), /freed/);
});

test('random garbage never crashes and never changes the game', () => {
  const rand = rng(7);
  const alphabet = 'NFTEHCIMAGSnfteh cimags0123456789/()+-_@&x>|,:abcdefghijk\u00e9\u{1F600}\t';
  const g = new Game();
  g.push('Ic5&c4');
  const fen = g.fen;
  const word = (n) => Array.from({ length: n }, () => alphabet[rand(alphabet.length)]).join('');
  for (let i = 0; i < 3000; i++) {
    const s = word(1 + rand(40));
    for (const f of [() => g.push(s), () => g.parseMove(s), () => g.play(s), () => { g.fen = s; },
      () => g.validateSetup(s), () => tl.Move.parse(s)]) {
      try {
        f();
        if (g.fen !== fen) { g.pop(); }
      } catch (e) {
        assert.ok(e instanceof tl.CotulenhError, `${s}: ${e}`);
      }
    }
    // A mutated FEN: valid or a clean error.
    const pos = rand(fen.length);
    const mutated = fen.slice(0, pos) + alphabet[rand(alphabet.length)] + fen.slice(pos + 1);
    const h = new Game();
    try { h.fen = mutated; h.legalMoves(); h.perft(1); } catch (e) { assert.ok(e instanceof tl.InvalidPositionError, String(e)); }
    h.free();
    if (g.history.length !== 1) { while (g.history.length) g.pop(); g.push('Ic5&c4'); }
    assert.equal(g.fen, fen, s);
  }
  g.free();
});
