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

// The words of an outcome and of a refused position string follow the
// game's language (ct_/tl_termination_text, libcotoan 1.4 / libcotulenh 1.3).
const BAD = {
  cotoan: ['position', '9/9/9/9/9/9/9/9/9/9/r08 x 0 0 0',
    "the side to move must be 'r' or 'b'", "bên đi phải là 'r' hoặc 'b'"],
  cotulenh: ['fen', '4c6/11/11/11/11/11/11/11/11/11/11/3C7 r - - 0',
    '5 fields, not 6', '5 trường, không phải 6'],
};
for (const [name, pkg] of [['cotoan', cotoan], ['cotulenh', tl]]) {
  test(`${name}: outcome reason in the game's language`, () => {
    const g = new pkg.Game(null, null, { language: 'vi' });
    g.resign();
    const o = g.outcome();
    assert.equal(o.termination, 'resignation');
    assert.equal(o.reason, 'xin thua');
    g.language = 'en';
    assert.equal(g.outcome().reason, 'resignation');
    g.free();
  });

  test(`${name}: a malformed position string is refused in the game's language`, () => {
    const [prop, text, en, vi] = BAD[name];
    const g = new pkg.Game(null, null, { language: 'vi' });
    assert.throws(() => { g[prop] = text; },
      (e) => e instanceof pkg.InvalidPositionError && e.message.includes(vi));
    g.language = 'en';
    assert.throws(() => { g[prop] = text; },
      (e) => e instanceof pkg.InvalidPositionError && e.message.includes(en));
    g.free();
  });
}

test('cotulenh: an adjudication names itself in the game language', () => {
  const g = new tl.Game(null, null, { language: 'vi' });
  assert.equal(g.adjudication().reason, 'phân xử theo điểm');
  g.free();
});

// readGames(text, rules, {language}): the reader's messages, the game's own
// detail in them, and the games read, in that language.
const BAD_RECORD = {
  cotoan: ['1. c1c1 *', 'line 1, column 4: move 1. c1c1 is illegal: ',
    'dòng 1, cột 4: nước 1. c1c1 không hợp lệ: '],
  cotulenh: ['1. Ic6 Ic6 *',
    "line 1, column 8: turn 1... Ic6 is illegal: 'Ic6' is not a legal move here",
    "dòng 1, cột 8: lượt 1... Ic6 không hợp lệ: 'Ic6' không phải nước đi hợp lệ ở đây"],
};
// The label before a game's detail, in the game's language.
const LABEL = {
  cotoan: ['invalid position: ', 'thế cờ không hợp lệ: '],
  cotulenh: ['invalid FEN: ', 'FEN không hợp lệ: '],
};

for (const [name, pkg] of [['cotoan', cotoan], ['cotulenh', tl]]) {
  test(`${name}: readGames({language}) reads and refuses in that language`, () => {
    const [text, en, vi] = BAD_RECORD[name];
    assert.throws(() => pkg.readGames(text), (e) => e instanceof pkg.RecordError && e.message.includes(en));
    assert.throws(() => pkg.readGames(text, null, { language: 'en' }),
      (e) => e instanceof pkg.RecordError && e.message.includes(en));
    // both modules carry the reader's Vietnamese words
    assert.throws(() => pkg.readGame(text, null, { language: 'vi' }),
      (e) => e instanceof pkg.RecordError && e.message.includes(vi), String(vi));
    const [{ game }] = pkg.readGames('*', null, { language: 'vi' });
    assert.equal(game.language, 'vi');
    game.free();
    const first = pkg.readGame('*');
    assert.equal(first.game.language, 'en');
    first.game.free();
    for (const bad of [{ language: 'fr' }, { language: null }, 'vi', 3]) {
      assert.throws(() => pkg.readGames('*', null, bad), pkg.InvalidArgumentError);
    }
  });

  test(`${name}: the label of a bad position follows the game's language`, () => {
    const [prop, text] = BAD[name];
    for (const [language, label] of [['en', LABEL[name][0]], ['vi', LABEL[name][1]]]) {
      const g = new pkg.Game(null, null, { language });
      assert.throws(() => { g[prop] = text; },
        (e) => e instanceof pkg.InvalidPositionError && e.message.startsWith(label));
      g.free();
    }
  });
}

// The Cờ tư lệnh module's reader in Vietnamese, its words included since
// December 2026: a turn that leaves its deploy session open.
test('cotulenh: readGames in Vietnamese: a deploy session left open', () => {
  const open = '[Position "4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1"]\n\n1. Tc4>_b4 Ic5 *';
  assert.throws(() => tl.readGames(open, null, { language: 'vi' }), (e) => e instanceof tl.RecordError
    && e.message === 'dòng 3, cột 4: lượt trước "Ic5" để lượt tách quân còn mở: các bước của một '
      + "lượt được nối bằng ',' (T49)");
  assert.throws(() => tl.readGames(open, null, { language: 'en' }), (e) => e instanceof tl.RecordError
    && e.message.startsWith('line 3, column 4: the turn before "Ic5" leaves its deploy session open'));
});

test('cotulenh: validateSetup labels its error in the game language', () => {
  const g = new tl.Game(null, null, { language: 'vi' });
  assert.throws(() => g.validateSetup('x'), (e) => e.message.startsWith('thế bày quân không hợp lệ: '));
  g.language = 'en';
  assert.throws(() => g.validateSetup('x'), (e) => e.message.startsWith('invalid setup: '));
  g.free();
});

// game.record({language}): a tag or comment the record cannot hold is
// refused with the record's own message (<prefix>_record_error) in the
// record's language: the game's by default (<prefix>_record_set_language,
// libcotoan 1.6, libcotulenh 1.5), or the one asked for.
const DATE_EN = 'Date "2026.13.01" is not YYYY.MM.DD (digits or \'?\', a month 01-12 and a day '
  + '01-31 when given)';
const DATE_VI = 'Date "2026.13.01" không có dạng YYYY.MM.DD (chữ số hoặc \'?\', tháng từ 01 đến 12 '
  + 'và ngày từ 01 đến 31 nếu có)';
const UNIT = { cotoan: ['ply', 'nước'], cotulenh: ['turn', 'lượt'] };

for (const [name, pkg] of [['cotoan', cotoan], ['cotulenh', tl]]) {
  test(`${name}: record() refuses a tag or comment in the record's language`, () => {
    const [unitEn, unitVi] = UNIT[name];
    const refused = (message, detail) => (e) => {
      assert.ok(e instanceof pkg.InvalidArgumentError, String(e));
      assert.equal(e.message, message);
      if (detail !== undefined) assert.equal(e.detail, detail);
      assert.equal(e.code, -1);
      return true;
    };
    const bad = { Date: '2026.13.01' };
    const g = new pkg.Game();
    assert.throws(() => g.record({ tags: bad }), refused(`tag "Date": ${DATE_EN}`, DATE_EN));
    assert.throws(() => g.record({ tags: bad, language: 'vi' }), refused(`thẻ "Date": ${DATE_VI}`, DATE_VI));
    g.language = 'vi';
    assert.throws(() => g.record({ tags: bad }), refused(`thẻ "Date": ${DATE_VI}`, DATE_VI));
    assert.throws(() => g.record({ tags: { Site: 'a\u0001' } }), refused(
      'thẻ "Site": giá trị của thẻ Site có ký tự điều khiển 0x01 ở vị trí 1 (chỉ được có tab; '
      + 'giá trị của thẻ nằm trên một dòng)'));
    assert.throws(() => g.record({ comments: { 1: 'a}b' } }), refused(
      `lời bình 1: lời bình sau ${unitVi} 1 có '}' ở vị trí 1 (nó sẽ kết thúc lời bình)`));
    assert.throws(() => g.record({ tags: bad, language: 'en' }), refused(`tag "Date": ${DATE_EN}`));
    assert.throws(() => g.record({ comments: { 1: 'a}b' }, language: 'en' }), refused(
      `comment 1: the comment after ${unitEn} 1 holds '}' at offset 1 (it would end the comment)`));
    // a good record is the same text in either language
    assert.equal(g.record({ language: 'en' }), g.record({ language: 'vi' }));
    assert.equal(g.record(), g.record({ language: 'en' }));
    for (const bad2 of ['fr', '', null, 1]) {
      assert.throws(() => g.record({ language: bad2 }), pkg.InvalidArgumentError);
    }
    g.free();
  });
}
