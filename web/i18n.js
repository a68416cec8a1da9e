// The words of both play pages in Vietnamese and English: the language is
// ?lang=vi|en in the URL, else Vietnamese when navigator.languages starts
// with "vi", else English.  applyLanguage() sets <html lang>, the title,
// the text of every element with data-i18n="key" (data-i18n-title,
// data-i18n-placeholder, data-i18n-aria: those attributes) and the
// language switch (#lang).  t(key, {name: value}) is a word of the page's
// language with {name} put in place; a key that is an English phrase is
// its own English.  Terms from the seeds: quân, ăn quân, tư lệnh, …
const WORDS = {
  vi: {
    // buttons and options (data-i18n)
    'new': 'Ván mới', undo: 'Đi lại', hint: 'Gợi ý', stop: 'Dừng', resign: 'Xin thua', draw: 'Cầu hòa',
    flip: 'Xoay bàn cờ', 'flip-title': 'Đổi hướng nhìn bàn cờ',
    players: 'Người chơi', 'players-engine': 'Bạn đấu với máy', 'players-hotseat': 'Hai người, cùng máy này',
    'players-watch': 'Máy đấu với máy',
    side: 'Bạn cầm quân', red: 'Đỏ (đi trước)', blue: 'Xanh', level: 'Cấp độ',
    'time-move': 'Thời gian mỗi nước', 'time-turn': 'Thời gian mỗi lượt', options: 'Tùy chọn',
    clock: 'Đồng hồ', 'clock-none': 'không tính giờ', 'clock-custom': 'tự chọn…', 'clock-min': 'Số phút',
    'clock-inc': 'Cộng thêm mỗi nước (giây)', 'clock-quick10': '10 phút (cờ nhanh)', 'clock-quick15': '15 phút (cờ nhanh)',
    'clock-total30': '30 phút (tổng lực)',
    'clock-note': 'Đồng hồ áp dụng từ ván mới; khi có đồng hồ, máy tự chia thời gian của mình.',
    sound: 'Âm thanh nước đi',
    moves: 'Các nước đi', 'games': 'trò chơi', 'switch': 'English', game: 'trò chơi',
    'nav-first': 'thế cờ ban đầu', 'nav-prev': 'nước trước', 'nav-next': 'nước sau', 'nav-last': 'ván cờ hiện tại',
    footer: 'Luật chơi và máy chơi chạy ngay trong trang này (WebAssembly), không cần mạng.',
    'play-friend': 'Chơi với bạn qua mạng', 'learn-link': 'Học chơi', 'subtitle-ct': 'cộng trừ nhân chia trên bàn cờ', 'subtitle-tl': 'cờ của các quân binh chủng',
    title: 'chơi với máy',
    Red: 'Đỏ', Blue: 'Xanh', scores: 'điểm', points: 'điểm',
    'your-move': 'Nước của bạn', play: 'Đi', position: 'Thế cờ', 'move-placeholder-ct': 'c1c4 hoặc 7c4', 'move-placeholder-tl': 'Ic5&c4, I&c4 hoặc |',
    'capture-mover': 'Quân đi khi ăn', 'mover-front': 'quân trước (chuẩn)', 'mover-back': 'quân sau (cổ điển)',
    'score-target': 'Điểm thắng', 'ply-limit': 'Giới hạn số nước',
    'rules-note': 'Tùy chọn luật áp dụng từ ván mới.',
    evaluation: 'Đánh giá', 'evaluation-aria': 'đánh giá của máy qua ván cờ',
    'evaluation-note': 'Điểm máy đánh giá sau mỗi nước của nó: trên đường giữa là Đỏ hơn, dưới là Xanh hơn.',
    captures: 'Các nước ăn quân', 'load-save': 'Mở / lưu', 'position-r19': 'Thế cờ (R19)',
    'load-position': 'Mở thế cờ', copy: 'Sao chép', download: 'Tải về', record: 'Biên bản ván cờ',
    'show-record': 'Xem biên bản', 'load-record': 'Mở biên bản', 'open-file': 'Mở tệp…',
    legend: 'Quân cờ (chú giải)', 'legend-piece': 'Quân', 'legend-letter': 'Ký hiệu', 'legend-vi': 'Tiếng Việt',
    'legend-en': 'Tiếng Anh',
    'end-deploy': 'Kết thúc triển khai', opponent: 'Đối thủ', 'opp-engine': 'máy (engine)',
    'opp-simple': 'người chơi đơn giản', ending: 'Kết thúc', 'mode-total': 'tổng lực (T53)',
    'mode-battles': 'từng trận (T54)', start: 'Khởi đầu', 'start-standard': 'chuẩn, 19 quân',
    'start-reduced': 'rút gọn, không có công binh', 'ending-note': 'Kết thúc và khởi đầu áp dụng từ ván mới.',
    'rings-red': 'Phòng không của Đỏ', 'rings-blue': 'Phòng không của Xanh', 'how-to-play': 'Cách chơi',
    'position-fen': 'Thế cờ (FEN, T45)', 'record-tl': 'Biên bản ván cờ (mỗi lượt một nước, T49)',
    'help-1': 'Bấm (hoặc kéo) một quân hay chồng quân của bạn; với chồng nhiều quân, chọn cái đi: cả chồng hay một quân (một bước triển khai). Rồi bấm ô đích.',
    'help-2': 'Ô đích: chấm là nước đi, vòng đỏ là ăn quân (x), vòng cam có _ là đứng tại chỗ ăn quân (bắn rồi ở lại), vòng tím có @ là cảm tử (không quân chết cùng mục tiêu), vòng xanh lá có & là ghép vào chồng quân của mình.',
    'help-3': 'Sau một bước triển khai, các quân khác của chồng cũng có thể tách ra; nút Kết thúc triển khai kết thúc sớm.',
    'help-keys': 'Bàn phím: Tab tới bàn cờ, phím mũi tên di chuyển ô chọn, Enter để bấm; ở chỗ khác ← → Home End xem lại các nước.',
    river: 'sông', heroic: 'anh hùng', board: 'bàn cờ',
    // sentences (t() in the scripts)
    'engine error': 'lỗi của máy', 'Cannot start': 'Không khởi động được',
    'The game is over.': 'Ván cờ đã kết thúc.', 'Wait for the engine.': 'Hãy chờ máy đi.',
    '{side} wins': '{side} thắng', Draw: 'Hòa', 'Game over.': 'Hết ván.',
    '{side} ran out of time': '{side} hết giờ',
    'The flag fall is taken back: the game goes on without clocks.': 'Đã hủy việc hết giờ: ván cờ tiếp tục, không tính giờ.',
    '{side} ({who}) is thinking…': '{side} ({who}) đang nghĩ…', engine: 'máy',
    'simple player': 'người chơi đơn giản',
    'Looking for a hint…': 'Đang tìm gợi ý…', 'The engine considers your draw offer…': 'Máy đang xét lời cầu hòa…',
    '{side} to move': 'Đến lượt {side}', you: 'bạn',
    'Viewing move {n} of {m}: → or End returns to the game.': 'Đang xem nước {n}/{m}: → hoặc End để trở lại ván cờ.',
    'win in {n}': 'thắng sau {n} nước', 'loss in {n}': 'thua sau {n} nước', '{v} points': '{v} điểm',
    'The engine accepts the draw.': 'Máy đồng ý hòa.',
    'The engine declines the draw (it sees {s} for itself).': 'Máy không đồng ý hòa (nó thấy mình {s}).',
    'Hint: {m}': 'Gợi ý: {m}', 'depth {d}': 'độ sâu {d}', '{n} nodes': '{n} nút',
    'first to {n}': 'ai đủ {n} điểm trước', 'no target': 'không giới hạn điểm',
    'Loaded {red} – {blue}, {n} moves.': 'Đã mở {red} – {blue}, {n} nước.',
    'Loaded {red} – {blue}, {n} turns.': 'Đã mở {red} – {blue}, {n} lượt.',
    'the record holds no game': 'biên bản không có ván cờ nào', You: 'Bạn',
    // Cờ toán's endings
    'a 0 was captured': 'quân 0 bị bắt', 'a score reached the target': 'đã đủ điểm thắng',
    'the ply limit was reached': 'hết số nước cho phép', 'the side to move had no legal move': 'bên đến lượt hết nước đi',
    resignation: 'xin thua', 'draw agreed': 'thỏa thuận hòa',
    // Cờ tư lệnh's endings and words
    checkmate: 'chiếu hết', stalemate: 'hết nước đi', '100 turns without a capture': '100 lượt không ăn quân',
    'threefold repetition': 'lặp lại ba lần', 'the naval battle was lost': 'thua trận hải chiến',
    'the air battle was lost': 'thua trận không chiến', 'the land battle was lost': 'thua trận trên bộ',
    'both sides lost a battle': 'cả hai bên đều thua một trận', 'a commander was destroyed': 'tư lệnh bị tiêu diệt',
    'adjudicated by points': 'xử theo điểm (T55)',
    'move': 'đi', 'capture (x): take its place': 'ăn quân (x): thế chỗ',
    'stay capture (_): fire and stay': 'đứng tại chỗ ăn quân (_): bắn rồi ở lại',
    'kamikaze (@): both destroyed': 'cảm tử (@): cả hai bị tiêu diệt',
    'combine (&) with your stack': 'ghép (&) vào chồng quân của mình',
    '{side} ends the deploy session.': '{side} kết thúc triển khai.',
    'Finish the deploy session on {sq} first (or end it).': 'Hãy triển khai xong ở {sq} trước (hoặc kết thúc).',
    'Which move?': 'Nước nào?', 'Move:': 'Đi:', 'whole stack {s}': 'cả chồng {s}', '{p} alone': 'riêng {p}',
    ', deploying from {sq}': ', đang triển khai từ {sq}', ' Check!': ' Chiếu tư lệnh!',
    'Deploy session on {sq}: {list} may still step out{more}.': 'Triển khai ở {sq}: {list} còn có thể tách ra{more}.',
    ' (it may not end yet)': ' (chưa được kết thúc)', nothing: 'không quân nào',
    '{side} lost: {list}': '{side} thua: {list}', 'battles mode': 'đấu từng trận', 'total war': 'tổng lực',
    'Opponent: the simple built-in player (greedy captures, else random moves), not the engine.':
      'Đối thủ: người chơi đơn giản (ăn quân được thì ăn, không thì đi ngẫu nhiên), không phải máy.',
    'Opponent: the libcotulenh engine at level {l}.': 'Đối thủ: máy libcotulenh, cấp {l}.',
    'Two players on this device.': 'Hai người chơi trên máy này.',
    'Engine against engine at level {l}.': 'Máy đấu với máy, cấp {l}.',
    naval: 'hải chiến', air: 'không chiến', land: 'trên bộ',
  },
  en: {
    'new': 'New game', undo: 'Undo', hint: 'Hint', stop: 'Stop', resign: 'Resign', draw: 'Offer draw',
    flip: 'Flip board', 'flip-title': 'Turn the board around',
    players: 'Players', 'players-engine': 'You against the engine', 'players-hotseat': 'Two players, this device',
    'players-watch': 'Engine against engine',
    side: 'You play', red: 'Red (moves first)', blue: 'Blue', level: 'Level',
    'time-move': 'Time per move', 'time-turn': 'Time per turn', options: 'Options',
    clock: 'Clock', 'clock-none': 'no clock', 'clock-custom': 'custom…', 'clock-min': 'Minutes',
    'clock-inc': 'Increment per move (s)', 'clock-quick10': '10 min (quick)', 'clock-quick15': '15 min (quick)',
    'clock-total30': '30 min (total war)',
    'clock-note': 'The clock applies from the next new game; with a clock the engine spends its own time.',
    sound: 'Move sounds',
    moves: 'Moves', 'games': 'game', 'switch': 'Tiếng Việt', game: 'game',
    'nav-first': 'first position', 'nav-prev': 'previous move', 'nav-next': 'next move', 'nav-last': 'the game now',
    footer: 'The rules and the computer player are compiled to WebAssembly: everything runs in this page, offline.',
    'play-friend': 'Play a friend online', 'learn-link': 'Learn to play', 'subtitle-ct': 'Vietnamese math chess', 'subtitle-tl': 'Commander Chess',
    title: 'play the engine',
    scores: 'scores', points: 'points',
    'your-move': 'Your move', play: 'Play', position: 'Position', 'move-placeholder-ct': 'c1c4 or 7c4', 'move-placeholder-tl': 'Ic5&c4, I&c4 or |',
    'capture-mover': 'Capture mover', 'mover-front': 'front (standard)', 'mover-back': 'back (classic)',
    'score-target': 'Score target', 'ply-limit': 'Ply limit',
    'rules-note': 'Rules options apply from the next new game.',
    evaluation: 'Evaluation', 'evaluation-aria': 'engine evaluation over the game',
    'evaluation-note': "The engine's score after each of its moves: above the line Red is better, below it Blue.",
    captures: 'Captures', 'load-save': 'Load / save', 'position-r19': 'Position (R19)',
    'load-position': 'Load position', copy: 'Copy', download: 'Download', record: 'Game record',
    'show-record': 'Show record', 'load-record': 'Load record', 'open-file': 'Open file…',
    legend: 'Pieces (legend)', 'legend-piece': 'Piece', 'legend-letter': 'Letter', 'legend-vi': 'Vietnamese',
    'legend-en': 'English',
    'end-deploy': 'End deploy', opponent: 'Opponent', 'opp-engine': 'the engine', 'opp-simple': 'simple built-in player',
    ending: 'Ending', 'mode-total': 'total war (T53)', 'mode-battles': 'battles (T54)', start: 'Start',
    'start-standard': 'standard, 19 pieces', 'start-reduced': 'reduced, no engineers',
    'ending-note': 'Ending and start apply from the next new game.',
    'rings-red': 'Red air defence', 'rings-blue': 'Blue air defence', 'how-to-play': 'How to play',
    'position-fen': 'Position (FEN, T45)', 'record-tl': 'Game record (one turn, T49, per move number)',
    'help-1': 'Click (or drag) one of your stacks, then, for a stack of several pieces, choose what moves: the whole stack or one piece of it (a deploy step). Then click a target.',
    'help-2': 'Targets: a dot is a move, a red ring a capture (x), an orange ring with _ a stay capture (the piece fires and stays), a purple ring with @ a kamikaze (the air force dies with its target), a green ring with & a combination with your own stack.',
    'help-3': 'After a deploy step the other pieces of the stack may step out too; End deploy ends the session early.',
    'help-keys': 'Keyboard: Tab to the board, arrow keys move the cursor, Enter clicks; elsewhere ← → Home End step through the moves.',
    naval: 'naval', air: 'air', land: 'land',
  },
};

/** 'vi' or 'en' for a URL query string and a list of browser languages. */
export function pickLanguage(search, languages) {
  const asked = new URLSearchParams(search).get('lang');
  if (asked === 'vi' || asked === 'en') return asked;
  return (languages || [])[0]?.toLowerCase().startsWith('vi') ? 'vi' : 'en';
}

export let lang = 'en';

/** The page's language: its <html lang> ('vi' or 'en'), so that a page
 *  with words of its own (online.html) gets the boards' words in its
 *  language too. */
export const pageLanguage = () => (typeof document !== 'undefined' && document.documentElement.lang === 'vi' ? 'vi' : 'en');

/** The word of `key` in the page's language, {name} replaced by vars.name. */
export function t(key, vars = null) {
  let s = WORDS[pageLanguage()][key] ?? WORDS.en[key] ?? key;
  if (vars) s = s.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
  return s;
}

/** Every key of one language (the tests compare the two). */
export const keys = (l) => Object.keys(WORDS[l]);

/** Put the page's language in place (see the top of this file). */
export function applyLanguage() {
  lang = pickLanguage(location.search, navigator.languages);
  document.documentElement.lang = lang;
  const game = document.querySelector('h1')?.firstChild?.textContent.trim();
  if (game) document.title = `${game} — ${t('title')}`;
  for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const [attr, name] of [['i18nTitle', 'title'], ['i18nPlaceholder', 'placeholder'], ['i18nAria', 'aria-label']]) {
    for (const el of document.querySelectorAll(`[data-${name === 'aria-label' ? 'i18n-aria' : `i18n-${name}`}]`)) {
      el.setAttribute(name, t(el.dataset[attr]));
    }
  }
  const sw = document.getElementById('lang');
  if (sw) {
    const u = new URL(location.href);
    u.searchParams.set('lang', lang === 'vi' ? 'en' : 'vi');
    sw.href = u.href;
    sw.textContent = t('switch');
    sw.hreflang = lang === 'vi' ? 'en' : 'vi';
  }
}
