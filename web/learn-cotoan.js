// The lessons of Cờ toán (learn.html?game=cotoan), from the rules texts
// (seeds 000 and 003, RULES.md R1–R22): each lesson is a position string
// (R19) the library loads, a text and a task in Vietnamese and English, and
// its steps: the goal a move of the learner must meet (learn-goal.js) and,
// for the tests, a move that meets it (`solution`) and a legal one that
// does not (`wrong`).  The learner always plays Red.
export const GAME = 'cotoan';

export const LESSONS = [
  {
    id: 'slide',
    title: { vi: 'Đi quân', en: 'Slides' },
    text: {
      vi: 'Tới lượt mình, bạn đi một quân theo một trong tám hướng: ngang, dọc hoặc chéo. Quân mang số nào được đi tối đa bấy nhiêu ô: quân 1 nhích từng bước, quân 9 đi xa tới chín ô. Chỉ được đi vào ô trống và không được nhảy qua đầu quân khác — của mình hay của địch cũng vậy. Đi quân không bao giờ ăn quân.',
      en: 'On your turn you move one piece in one of eight directions: along a rank, a file or a diagonal. A piece goes at most as many squares as its number: the 1 one step, the 9 up to nine squares. It moves only onto empty squares and never jumps over another piece, yours or the enemy\'s. A slide never captures.',
    },
    task: {
      vi: 'Đi quân 4 theo đường chéo lên bên phải, xa hết mức nó được đi.',
      en: 'Move your 4 diagonally up and to the right, as far as it may go.',
    },
    position: 'b98/4b04/9/9/9/9/9/3r45/9/4r04/9 r 0 0 0',
    steps: [{
      goal: { moves: ['d4h8'] },
      solution: 'd4h8',
      wrong: 'd4f6',
      hint: {
        vi: 'Quân 4 đi được tới bốn ô: d4 → e5 → f6 → g7 → h8.',
        en: 'The 4 may go four squares: d4 → e5 → f6 → g7 → h8.',
      },
    }],
  },
  {
    id: 'sum',
    title: { vi: 'Cặp quân: phép cộng', en: 'A pair: the sum' },
    text: {
      vi: 'Muốn ăn quân địch phải có hai quân của mình đứng liền nhau trên một đường thẳng (ngang, dọc hoặc chéo). Hai trị số ấy lập thành phép cộng, trừ, nhân hoặc chia — luôn lấy số lớn tính trước. Đáp số là số ô đếm tiếp theo hướng của cặp quân, kể từ quân đứng trước: quân địch đứng đúng ô ấy thì bị bắt, và quân đứng trước tiến vào thế chỗ. Các ô ở giữa phải trống.',
      en: 'To capture you need two of your pieces side by side on one line (rank, file or diagonal). Their values make a sum, a difference, a product or a quotient, always the larger number first. The answer is the number of squares counted on along the pair\'s line from the front piece: an enemy piece on exactly that square is captured, and the front piece moves onto it. The squares in between must be empty.',
    },
    task: {
      vi: 'Cặp 4 và 3 chĩa dọc lên: 4 + 3 = 7. Hãy ăn quân 6 của Xanh cách quân 3 đúng bảy ô.',
      en: 'The 4 and the 3 point up the file: 4 + 3 = 7. Capture Blue\'s 6, seven squares beyond your 3.',
    },
    position: '2b66/4b04/9/9/9/9/9/2r36/2r46/4r04/9 r 0 0 0',
    steps: [{
      goal: { captured: 6 },
      solution: 'c4c11',
      wrong: 'c4d5',
      hint: {
        vi: 'Bấm quân 3 (quân đứng trước), rồi bấm ô c11: bảy ô phía trên nó.',
        en: 'Click your 3 (the front piece), then c11, seven squares above it.',
      },
    }],
  },
  {
    id: 'difference',
    title: { vi: 'Phép trừ và hàng đơn vị', en: 'The difference, and the units digit' },
    text: {
      vi: 'Ví dụ cặp 8–5 chĩa dọc lên: 8 − 5 = 3, quân địch cách quân đứng trước đúng ba ô bị bắt gọn. Cộng hay nhân quá 10 thì chỉ lấy hàng đơn vị: 8 + 5 = 13 → cũng là ô thứ 3. Đáp số tận cùng bằng 0 thì vô hiệu: 8 × 5 = 40 không bắt được gì.',
      en: 'Take the pair 8–5 pointing up a file: 8 − 5 = 3, so an enemy piece exactly three squares beyond the front piece is captured. A sum or product over 10 counts only its units digit: 8 + 5 = 13 → the third square as well. An answer ending in 0 is void: 8 × 5 = 40 captures nothing.',
    },
    task: {
      vi: 'Dùng 8 − 5 = 3 để ăn quân 7 của Xanh.',
      en: 'Use 8 − 5 = 3 to capture Blue\'s 7.',
    },
    position: '9/4b04/9/6b72/9/9/6r82/6r52/9/4r04/9 r 0 0 0',
    steps: [{
      goal: { captured: 7 },
      solution: 'g5g8',
      wrong: 'g5f6',
      hint: {
        vi: 'Quân đứng trước là quân 8 ở g5; đếm ba ô lên: g6, g7, g8.',
        en: 'The front piece is the 8 on g5; count three squares up: g6, g7, g8.',
      },
    }],
  },
  {
    id: 'product',
    title: { vi: 'Phép nhân', en: 'The product' },
    text: {
      vi: 'Cặp 3 và 2 nằm ngang cho các đáp số: 3 + 2 = 5, 3 − 2 = 1, 3 × 2 = 6 và 3 : 2 = 1 dư 1. Một cặp bắn được cả hai hướng trên đường của nó; quân đứng trước là quân gần mục tiêu hơn.',
      en: 'The 3 and the 2 side by side give the answers 3 + 2 = 5, 3 − 2 = 1, 3 × 2 = 6 and 3 ÷ 2 = 1 remainder 1. A pair shoots both ways along its line; the front piece is the one nearer the target.',
    },
    task: {
      vi: 'Chỉ phép nhân 3 × 2 = 6 với tới quân 8 của Xanh. Hãy ăn quân 8.',
      en: 'Only the product 3 × 2 = 6 reaches Blue\'s 8. Capture the 8.',
    },
    position: '9/4b04/9/9/9/9/r3r25b81/9/9/4r04/9 r 0 0 0',
    steps: [{
      goal: { captured: 8 },
      solution: 'b5h5',
      wrong: 'b5c6',
      hint: {
        vi: 'Quân 2 ở b5 là quân đứng trước; ô thứ sáu bên phải nó là h5.',
        en: 'The 2 on b5 is the front piece; the sixth square to its right is h5.',
      },
    }],
  },
  {
    id: 'quotient',
    title: { vi: 'Phép chia: thương và số dư', en: 'Division: quotient and remainder' },
    text: {
      vi: 'Phép chia lấy cả thương lẫn số dư. Cặp 9 và 2 nằm chéo: 9 : 2 = 4 dư 1, nên ô thứ 4 và ô thứ 1 đều là ô bắt quân (cùng với 9 + 2 = 11 → 1, 9 − 2 = 7, 9 × 2 = 18 → 8).',
      en: 'Division gives both the quotient and the remainder. The 9 and the 2 on a diagonal: 9 ÷ 2 = 4 remainder 1, so the fourth and the first square both capture (with 9 + 2 = 11 → 1, 9 − 2 = 7, 9 × 2 = 18 → 8).',
    },
    task: {
      vi: 'Hai quân Xanh đều bị đe dọa. Hãy ăn quân 5 bằng thương của phép chia, 9 : 2 = 4.',
      en: 'Two Blue pieces are under fire. Capture the 5 with the quotient, 9 ÷ 2 = 4.',
    },
    position: '9/4b04/9/8b5/9/9/9/4r24/3r95/2b31r04/9 r 0 0 0',
    steps: [{
      goal: { captured: 5 },
      solution: 'e4i8',
      wrong: 'd3c2',
      hint: {
        vi: 'Từ quân 2 ở e4 đếm bốn ô theo đường chéo lên: f5, g6, h7, i8.',
        en: 'From the 2 on e4 count four squares up the diagonal: f5, g6, h7, i8.',
      },
    }],
  },
  {
    id: 'blocked',
    title: { vi: 'Đường bắt phải thoáng', en: 'The line must be open' },
    text: {
      vi: 'Phép tính chỉ linh nghiệm khi các ô giữa quân đứng trước và quân bị bắt đều trống. Bất kỳ quân nào chen vào giữa — của mình hay của địch — đều làm mũi tên gãy giữa đường.',
      en: 'A sum works only when every square between the front piece and the target is empty. Any piece in between, yours or the enemy\'s, breaks the arrow.',
    },
    task: {
      vi: 'Cặp 8–5 cho đáp số 3 và 1. Quân 9 ở c8 có bị bắt được không? Hãy ăn quân mà đường bắt còn thoáng.',
      en: 'The pair 8–5 gives 3 and 1. Can the 9 on c8 be captured? Capture the piece whose line is open.',
    },
    position: '9/4b04/9/2b96/2b16/9/2r86/2r56/9/4r04/2b66 r 0 0 0',
    steps: [{
      goal: { capture: true },
      solution: 'c4c1',
      wrong: 'c5d6',
      hint: {
        vi: 'Quân 1 ở c7 chắn đường tới c8. Bắn xuống: quân đứng trước là quân 5 ở c4, ô thứ ba là c1.',
        en: 'The 1 on c7 blocks the way to c8. Shoot down: the front piece is the 5 on c4, the third square is c1.',
      },
    }],
  },
  {
    id: 'defend',
    title: { vi: 'Giữ nhà', en: 'Defending' },
    text: {
      vi: 'Giữ nhà cũng bằng chính con toán ấy: thấy đối thủ ghép cặp chĩa vào quân mình, hãy chèn một quân vào giữa đường, kéo quân chạy khỏi ô đáp số, hoặc phá luôn cặp tính của họ.',
      en: 'You defend with the same arithmetic: when the opponent\'s pair points at one of your pieces, put a piece in the line, move the piece off the answer square, or break their pair.',
    },
    task: {
      vi: 'Cặp 7–4 của Xanh chĩa xuống: 7 − 4 = 3 với tới quân 9 của bạn ở g5. Hãy cứu quân 9.',
      en: 'Blue\'s pair 7–4 points down the file: 7 − 4 = 3 reaches your 9 on g5. Save your 9.',
    },
    position: '9/4b04/6b72/6b42/9/3r35/6r92/9/9/4r04/r18 r 0 0 0',
    steps: [{
      goal: { safe: 9 },
      solution: 'd6g6',
      wrong: 'a1a2',
      hint: {
        vi: 'Sau nước của bạn, Xanh không được còn phép tính nào tới quân 9: chèn quân 3 vào g6, hoặc đưa quân 9 ra khỏi cột g.',
        en: 'After your move Blue must have no sum that reaches the 9: put the 3 on g6, or take the 9 off the g-file.',
      },
    }],
  },
  {
    id: 'zero',
    title: { vi: 'Bắt quân 0: thắng tuyệt đối', en: 'Capture the 0: an outright win' },
    text: {
      vi: 'Quân 0 là quân dân: đứng yên suốt ván ở ô gạch chéo, không đi, không bắt, nhưng vẫn chắn đường như mọi quân khác. Bất kể tỉ số ra sao, bắt được quân 0 của đối thủ là thắng ngay — “mất dân là mất nước”.',
      en: 'The 0 is the people\'s piece: it stands on its crossed square the whole game, never moves and never captures, but blocks like any piece. Whatever the score, capturing the opponent\'s 0 wins at once: "lose the people, lose the country".',
    },
    task: {
      vi: 'Bạn cũng ăn được quân 8 của Xanh, nhưng có nước thắng ngay. Hãy bắt quân 0.',
      en: 'You could take Blue\'s 8, but there is a winning move. Capture the 0.',
    },
    position: '7b2b1/4b04/9/9/4r94/4r64/4b84/9/9/4r04/9 r 0 0 0',
    steps: [{
      goal: { wins: true },
      solution: 'e7e10',
      wrong: 'e6e5',
      hint: {
        vi: '9 − 6 = 3: từ quân 9 ở e7 đếm ba ô lên là e10.',
        en: '9 − 6 = 3: three squares up from the 9 on e7 is e10.',
      },
    }],
  },
  {
    id: 'score',
    title: { vi: 'Gom đủ 15 điểm', en: 'Reach 15 points' },
    text: {
      vi: 'Mỗi quân bắt được tính điểm bằng đúng trị số của nó: ăn quân 9 được 9 điểm, ăn quân 1 được 1 điểm. Bên nào gom đủ 15 điểm trước là thắng ván. Ván giằng co quá 240 nước thì so điểm định thắng thua.',
      en: 'Each captured piece scores its value: the 9 is worth 9 points, the 1 one point. The first side to reach 15 points wins. A game that lasts 240 moves is decided by the scores.',
    },
    task: {
      vi: 'Bạn đã có 12 điểm. Cặp 4–2 ăn được quân 2 hoặc quân 5 (4 − 2 = 2). Hãy thắng ván ngay nước này.',
      en: 'You have 12 points. The pair 4–2 can take the 2 or the 5 (4 − 2 = 2). Win the game with this move.',
    },
    position: '9/4b04/9/9/9/9/9/9/b21r4r21b53/4r04/9 r 12 0 30',
    steps: [{
      goal: { wins: true },
      solution: 'd3f3',
      wrong: 'c3a3',
      hint: {
        vi: '12 + 2 = 14 chưa đủ; 12 + 5 = 17 thì đủ 15 điểm.',
        en: '12 + 2 = 14 is not enough; 12 + 5 = 17 reaches 15.',
      },
    }],
  },
];

/** The rules summary (always one click away on the page). */
export const SUMMARY = {
  vi: [
    'Bàn cờ 9 cột × 11 hàng. Mỗi bên mười quân mang số 0–9; Đỏ đi trước.',
    'Đi quân: một quân đi tối đa bấy nhiêu ô như số của nó, theo tám hướng, chỉ vào ô trống, không nhảy qua quân.',
    'Ăn quân: hai quân liền nhau trên một đường lập phép cộng, trừ, nhân, chia (số lớn trước; cộng, nhân chỉ lấy hàng đơn vị; chia lấy cả thương và số dư; đáp số 0 vô hiệu). Đáp số là số ô tính từ quân đứng trước; các ô giữa phải trống; quân đứng trước thế chỗ.',
    'Quân 0 không đi, không bắt; bắt được quân 0 của đối thủ là thắng tuyệt đối.',
    'Mỗi quân bắt được tính điểm bằng trị số của nó; đủ 15 điểm trước là thắng. Sau 240 nước thì so điểm.',
  ],
  en: [
    'A board of 9 files × 11 ranks. Each side has ten pieces numbered 0–9; Red moves first.',
    'A slide: a piece moves up to its number of squares in one of eight directions, onto empty squares only, never jumping.',
    'A capture: two adjacent pieces on a line make a sum, difference, product or quotient (larger first; sums and products count their units digit; division gives quotient and remainder; an answer of 0 is void). The answer counts squares from the front piece; the squares between must be empty; the front piece moves onto the target.',
    'The 0 never moves or captures; capturing the opponent\'s 0 wins outright.',
    'Each capture scores the captured value; the first to 15 points wins. After 240 moves the scores decide.',
  ],
};

/** The piece legend: what each number does. */
export const LEGEND = [
  { piece: '0', vi: 'Quân 0 (quân dân): đứng yên ở ô gạch chéo, không đi, không bắt; mất nó là thua.', en: 'The 0 (the people): stays on its crossed square, never moves or captures; losing it loses the game.' },
  { piece: '1–9', vi: 'Đi tối đa bấy nhiêu ô như số của quân, theo tám hướng; ăn quân theo cặp; ăn được quân nào thì được bấy nhiêu điểm.', en: 'Moves up to its number of squares in eight directions; captures in pairs; scores its value when captured.' },
];
