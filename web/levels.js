// The named levels of the engine (its Level option, 1..10) and the default,
// in Vietnamese and English: the level menus of both pages.
export const LEVELS = [
  { level: 1, vi: 'Mới tập', en: 'Beginner' },
  { level: 2, vi: 'Sơ cấp', en: 'Novice' },
  { level: 3, vi: 'Tập sự', en: 'Learner' },
  { level: 4, vi: 'Nghiệp dư', en: 'Casual' },
  { level: 5, vi: 'Trung bình', en: 'Intermediate' },
  { level: 6, vi: 'Khá', en: 'Club player' },
  { level: 7, vi: 'Giỏi', en: 'Strong' },
  { level: 8, vi: 'Rất giỏi', en: 'Advanced' },
  { level: 9, vi: 'Chuyên gia', en: 'Expert' },
  { level: 10, vi: 'Kiện tướng', en: 'Master' },
];
export const DEFAULT_LEVEL = 5;
