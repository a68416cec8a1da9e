// game.language and new Game(position, rules, {language}) in both packages:
// the language of the texts the library writes ('en', 'vi'); a module
// without <prefix>_game_set_language writes English and refuses 'vi'.
import test from 'node:test';
import assert from 'node:assert/strict';
import { cotoan } from './cotoan-support.mjs';
import { tl } from './cotulenh-support.mjs';

for (const [name, pkg] of [['cotoan', cotoan], ['cotulenh', tl]]) {
  test(`${name}: English by default, bad values refused`, () => {
    const g = new pkg.Game();
    assert.equal(g.language, 'en');
    for (const bad of ['fr', 'VI', '', null, 1]) {
      assert.throws(() => { g.language = bad; }, pkg.InvalidArgumentError);
    }
    assert.equal(g.language, 'en');
    g.language = 'en';
    assert.throws(() => new pkg.Game(null, null, { language: 'de' }), pkg.InvalidArgumentError);
    assert.throws(() => new pkg.Game(null, null, 'vi'), pkg.InvalidArgumentError);
    g.free();
    assert.throws(() => g.language, name === 'cotoan' ? pkg.CotoanError : pkg.CotulenhError);
  });

  test(`${name}: Vietnamese, or LanguageUnavailableError when the module lacks it`, () => {
    const g = new pkg.Game();
    let available = true;
    try {
      g.language = 'vi';
    } catch (e) {
      assert.ok(e instanceof pkg.LanguageUnavailableError, String(e));
      assert.match(e.message, /_game_set_language/);
      available = false;
    }
    if (!available) {
      assert.equal(g.language, 'en');
      assert.throws(() => new pkg.Game(null, null, { language: 'vi' }), pkg.LanguageUnavailableError);
      assert.equal(new pkg.Game(null, null, { language: 'en' }).language, 'en');
      g.free();
      return;
    }
    assert.equal(g.language, 'vi');
    const move = g.legalMoves()[0];
    const vi = g.explain(move).text;
    const c = g.clone();
    assert.equal(c.language, 'vi');
    c.free();
    g.language = 'en';
    const en = g.explain(move).text;
    assert.notEqual(vi, en);
    const v = new pkg.Game(null, null, { language: 'vi' });
    assert.equal(v.explain(move).text, vi);
    v.free();
    g.free();
  });
}

test('cotoan: the module has ct_game_set_language', () => {
  const g = new cotoan.Game(null, null, { language: 'vi' });
  assert.equal(g.language, 'vi');
  g.free();
});
