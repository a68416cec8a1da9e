// The online page's words (web/online-i18n.js): every word in both
// languages, the choice of language, the filling of {names}.
import test from 'node:test';
import assert from 'node:assert/strict';
import { STRINGS, REASONS, chooseLang, translator } from '../../web/online-i18n.js';

test('every word and every reason exists in English and Vietnamese, none empty', () => {
  for (const table of [STRINGS, REASONS]) {
    assert.deepEqual(Object.keys(table.vi).sort(), Object.keys(table.en).sort());
    for (const lang of ['en', 'vi']) {
      for (const [k, v] of Object.entries(table[lang])) assert.ok(typeof v === 'string' && v.trim(), `${lang}.${k}`);
    }
  }
  // The placeholders of a word are the same in both languages.
  const names = (s) => (s.match(/\{[a-z]+\}/g) || []).sort();
  for (const k of Object.keys(STRINGS.en)) assert.deepEqual(names(STRINGS.vi[k]), names(STRINGS.en[k]), k);
});

test('the language: ?lang first, then the first Vietnamese or English browser language', () => {
  assert.equal(chooseLang('', ['vi-VN', 'en-US']), 'vi');
  assert.equal(chooseLang('', ['vi']), 'vi');
  assert.equal(chooseLang('', ['en-GB', 'vi']), 'en');
  assert.equal(chooseLang('', ['fr-FR', 'vi-VN']), 'vi');
  assert.equal(chooseLang('', ['fr-FR']), 'en');
  assert.equal(chooseLang('', []), 'en');
  assert.equal(chooseLang('?lang=en', ['vi-VN']), 'en');
  assert.equal(chooseLang('?id=1&lang=vi', ['en-US']), 'vi');
  assert.equal(chooseLang('?lang=de', ['vi-VN']), 'vi');
});

test('translator: {names} filled, an unknown key is itself', () => {
  const t = translator('vi');
  assert.equal(t('toMove', { side: 'Đỏ' }), 'Lượt của Đỏ');
  assert.equal(translator('en')('back', { side: 'Blue' }), 'Blue: back');
  assert.equal(t('disconnected', { side: 'Xanh' }), 'Xanh: mất kết nối');
  assert.equal(t('no-such-word'), 'no-such-word');
});
