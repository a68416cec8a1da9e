// The words of both pages in Vietnamese and English: the language is
// ?lang=vi|en in the URL, else Vietnamese when navigator.languages starts
// with "vi", else English.  applyLanguage() sets <html lang>, the text of
// every element with data-i18n="key" and the language switch (#lang).
const WORDS = {
  vi: {
    'new': 'Ván mới', undo: 'Đi lại', hint: 'Gợi ý', stop: 'Dừng', resign: 'Xin thua', draw: 'Cầu hòa',
    side: 'Bạn cầm quân', red: 'Đỏ (đi trước)', blue: 'Xanh', level: 'Cấp độ',
    'time-move': 'Thời gian mỗi nước', 'time-turn': 'Thời gian mỗi lượt', options: 'Tùy chọn',
    moves: 'Các nước đi', 'games': 'trò chơi', 'switch': 'English',
    footer: 'Luật chơi và máy chơi chạy ngay trong trang này (WebAssembly), không cần mạng.',
  },
  en: {
    'new': 'New game', undo: 'Undo', hint: 'Hint', stop: 'Stop', resign: 'Resign', draw: 'Offer draw',
    side: 'You play', red: 'Red (moves first)', blue: 'Blue', level: 'Level',
    'time-move': 'Time per move', 'time-turn': 'Time per turn', options: 'Options',
    moves: 'Moves', 'games': 'game', 'switch': 'Tiếng Việt',
    footer: 'The rules and the computer player are compiled to WebAssembly: everything runs in this page, offline.',
  },
};

/** 'vi' or 'en' for a URL query string and a list of browser languages. */
export function pickLanguage(search, languages) {
  const asked = new URLSearchParams(search).get('lang');
  if (asked === 'vi' || asked === 'en') return asked;
  return (languages || [])[0]?.toLowerCase().startsWith('vi') ? 'vi' : 'en';
}

export let lang = 'en';

/** The word of `key` in the page's language. */
export const t = (key) => WORDS[lang][key] ?? WORDS.en[key] ?? key;

/** Put the page's language in place (see the top of this file). */
export function applyLanguage() {
  lang = pickLanguage(location.search, navigator.languages);
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  const sw = document.getElementById('lang');
  if (sw) {
    const u = new URL(location.href);
    u.searchParams.set('lang', lang === 'vi' ? 'en' : 'vi');
    sw.href = u.href;
    sw.textContent = t('switch');
    sw.hreflang = lang === 'vi' ? 'en' : 'vi';
  }
}
