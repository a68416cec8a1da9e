// The engines' levels (both games): each one's Level option value and
// its names, Vietnamese and English, and the level a player starts at.
// Written by tools/genlevels.py from gamekit/gk_level.c and gk_level.h;
// do not edit (tests check it is current).
export const LEVELS = Object.freeze([
  Object.freeze({ level: 1, vi: 'Mới tập', en: 'Beginner' }),
  Object.freeze({ level: 2, vi: 'Tập sự', en: 'Novice' }),
  Object.freeze({ level: 3, vi: 'Nghiệp dư', en: 'Amateur' }),
  Object.freeze({ level: 4, vi: 'Trung bình', en: 'Intermediate' }),
  Object.freeze({ level: 5, vi: 'Khá', en: 'Skilled' }),
  Object.freeze({ level: 6, vi: 'Giỏi', en: 'Strong' }),
  Object.freeze({ level: 7, vi: 'Nâng cao', en: 'Advanced' }),
  Object.freeze({ level: 8, vi: 'Cao thủ', en: 'Expert' }),
  Object.freeze({ level: 9, vi: 'Dự bị kiện tướng', en: 'Candidate master' }),
  Object.freeze({ level: 10, vi: 'Kiện tướng', en: 'Master' }),
]);

export const DEFAULT_LEVEL = 4;
