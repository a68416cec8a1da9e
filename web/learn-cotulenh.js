// The lessons of Cờ tư lệnh (learn.html?game=cotulenh), from the seed's
// rules text (seed 002) and RULES.md T1–T60: each lesson is a FEN (T45) the
// library loads, a text and a task in Vietnamese and English, and its steps
// (one per move or deploy step): the goal the learner's move must meet
// (learn-goal.js) and, for the tests, a move that meets it (`solution`, LAN)
// and a legal one that does not (`wrong`).  The learner always plays Red.
export const GAME = 'cotulenh';

export const LESSONS = [
  {
    id: 'terrain',
    title: { vi: 'Bàn cờ: biển, sông và ngầm', en: 'The board: sea, river and fords' },
    text: {
      vi: 'Bàn cờ có 11 đường dọc và 12 đường ngang; quân đứng trên các giao điểm. Hai dãy bên trái (cột a, b) là biển, chỉ hải quân đi được; cột c và cửa sông (d6, e6, d7, e7) là bờ biển, cả hải quân lẫn quân trên bộ đều đứng được. Sông nằm ngang chia đôi bàn cờ, có hai đoạn ngầm ở cột f và h. Các quân nặng — pháo binh, cao xạ, tên lửa phòng không — chỉ qua sông thẳng theo ngầm (hoặc được công binh cõng); các quân khác qua được mọi chỗ.',
      en: 'The board has 11 files and 12 ranks; the pieces stand on the points. The two left files (a, b) are the sea, for the navy only; file c and the river mouth (d6, e6, d7, e7) are the coast, where navies and land pieces both stand. The river crosses the middle of the board, with two fords on files f and h. Heavy pieces (artillery, anti-air, missile) cross only straight along a ford (or carried by an engineer); the others cross anywhere.',
    },
    task: {
      vi: 'Đưa pháo binh ở f5 qua sông sang nửa bàn cờ của Xanh.',
      en: 'Take the artillery on f5 across the river into Blue\'s half.',
    },
    position: '9c1/10i/10i/11/11/11/11/5A5/11/10I/10I/6C4 r - - 0 1',
    steps: [{
      goal: { piece: 'A', toRanks: [7, 12] },
      solution: 'Af5f7',
      wrong: 'Af5g6',
      hint: {
        vi: 'Pháo là quân nặng: chỉ qua sông thẳng dọc theo ngầm ở cột f (f7 hoặc f8).',
        en: 'Artillery is heavy: it crosses only straight along the ford on file f (f7 or f8).',
      },
    }],
  },
  {
    id: 'infantry-tank',
    title: { vi: 'Bộ binh, dân quân, xe tăng', en: 'Infantry, militia, tank' },
    text: {
      vi: 'Bộ binh, công binh, cao xạ đi và ăn thẳng một đoạn (dọc hoặc ngang); dân quân đi và ăn cả chéo một đoạn. Xe tăng đi và ăn thẳng từ một đến hai đoạn. Các quân này không vượt qua quân khác; ăn quân thì thế chỗ.',
      en: 'Infantry, engineer and anti-air move and capture one step along a file or rank; the militia also diagonally. The tank moves and captures one or two steps along a file or rank. These pieces never pass over another piece; a capture moves onto the target.',
    },
    task: {
      vi: 'Dùng xe tăng ăn quân bộ binh của Xanh cách hai đoạn.',
      en: 'Capture Blue\'s infantry two steps away with your tank.',
    },
    position: '9c1/10i/10i/11/11/11/5i5/11/5T5/10I/10I/6C4 r - - 0 1',
    steps: [{
      goal: { piece: 'T', capture: true },
      solution: 'Tf4xf6',
      wrong: 'Tf4f5',
      hint: {
        vi: 'Bấm xe tăng ở f4, rồi bấm quân bộ binh ở f6.',
        en: 'Click the tank on f4, then the infantry on f6.',
      },
    }],
  },
  {
    id: 'artillery',
    title: { vi: 'Pháo binh bắn qua khối chắn', en: 'Artillery fires over pieces' },
    text: {
      vi: 'Pháo binh đi và ăn thẳng hoặc chéo 45 độ từ một đến ba đoạn, và được ăn vượt qua khối chắn (hỏa lực cầu vồng). Khi ăn quân trên đất liền thì phải thế chỗ.',
      en: 'Artillery moves and captures one to three steps along a line or a 45° diagonal, and captures over pieces in between (arcing fire). A capture on land moves onto the target.',
    },
    task: {
      vi: 'Quân bộ binh của bạn đứng chắn ở e4. Hãy dùng pháo ăn xe tăng của Xanh ở e6.',
      en: 'Your infantry stands in the way on e4. Capture Blue\'s tank on e6 with the artillery.',
    },
    position: '9c1/10i/10i/11/11/11/4t6/11/4I6/4A6/11/6C4 r - - 0 1',
    steps: [{
      goal: { piece: 'A', captured: 'T' },
      solution: 'Ae3xe6',
      wrong: 'Ae3f4',
      hint: {
        vi: 'Pháo bắn qua bộ binh: e3 → e6 là ba đoạn.',
        en: 'The artillery fires over the infantry: e3 → e6 is three steps.',
      },
    }],
  },
  {
    id: 'air-force',
    title: { vi: 'Không quân ném bom', en: 'The air force bombs' },
    text: {
      vi: 'Máy bay đi và ăn thẳng hoặc chéo từ một đến bốn đoạn, bay vượt mọi khối chắn. Khi ăn quân, máy bay được thế chỗ hoặc trở lại ngay vị trí cũ (ném bom) để tránh bị tiêu diệt; máy bay ăn máy bay thì phải thế chỗ.',
      en: 'The air force moves and captures one to four steps along a line or a diagonal, flying over every piece. When it captures it may stay on the target or return to its square at once (bombing) to stay safe; a plane taking a plane must stay on the target.',
    },
    task: {
      vi: 'Ném bom pháo binh của Xanh ở e6 rồi quay về e2 (ăn quân không thế chỗ).',
      en: 'Bomb Blue\'s artillery on e6 and fly back to e2 (a capture that does not move).',
    },
    position: '9c1/10i/10i/11/11/11/4a6/11/11/4I6/4F6/6C4 r - - 0 1',
    steps: [{
      goal: { piece: 'F', kind: 'stay' },
      solution: 'Fe2_e6',
      wrong: 'Fe2xe6',
      hint: {
        vi: 'Bấm máy bay, bấm e6, rồi chọn “ăn tại chỗ” (_), không chọn “ăn thế chỗ” (x).',
        en: 'Click the plane, then e6, then choose "stay capture" (_), not "capture" (x).',
      },
    }],
  },
  {
    id: 'commander',
    title: { vi: 'Tư lệnh', en: 'The commander' },
    text: {
      vi: 'Tư lệnh đi thẳng dọc ngang không hạn chế, miễn là không vướng quân, nhưng chỉ ăn quân cách một đoạn và không bao giờ đi chéo. Hai tư lệnh không được mặt đối mặt (cùng một đường, không quân nào ở giữa): nước đi để lộ mặt là nước không hợp lệ. Tư lệnh có thể ngồi trong xe tăng, máy bay, tàu chiến hoặc vào sở chỉ huy.',
      en: 'The commander moves any distance along a file or rank, as long as nothing is in the way, but captures only one step away and never moves diagonally. The two commanders must never face each other (same line, nothing between): a move that leaves them facing is illegal. The commander may ride a tank, a plane or a ship, or enter a headquarters.',
    },
    task: {
      vi: 'Tư lệnh Xanh đứng ở e12. Hãy đi tư lệnh của bạn sang phải trên hàng 1 mà không mặt đối mặt.',
      en: 'Blue\'s commander stands on e12. Move your commander to the right along rank 1 without facing it.',
    },
    position: '4c6/11/11/10i/10i/11/11/11/10I/10I/11/3C7 r - - 0 1',
    steps: [{
      goal: { piece: 'C', from: 'd1', toRanks: [1, 1] },
      solution: 'Cd1g1',
      wrong: 'Cd1d2',
      hint: {
        vi: 'Ở e1 tư lệnh sẽ mặt đối mặt với tư lệnh Xanh ở e12; hãy dừng ở f1 … k1 (đi qua e1 thì được).',
        en: 'On e1 it would face Blue\'s commander on e12; stop on f1 … k1 (passing e1 is fine).',
      },
    }],
  },
  {
    id: 'navy',
    title: { vi: 'Hải quân', en: 'The navy' },
    text: {
      vi: 'Tàu chiến chỉ đi trên biển và bờ biển, đi và ăn thẳng hoặc chéo tới bốn đoạn. Trên tàu có cao xạ, pháo và tên lửa hải đối hải: ăn tàu chiến đối phương cách tới bốn đoạn, ăn quân khác cách tới ba đoạn. Tàu chiến chỉ bị tàu chiến chắn đường.',
      en: 'A navy moves only on the sea and the coast, along lines and diagonals up to four steps. It carries anti-air, a gun and a ship-to-ship missile: it takes an enemy navy up to four steps away, any other piece up to three. Only navies block a navy.',
    },
    task: {
      vi: 'Dùng tàu chiến ở b3 ăn tàu chiến của Xanh ở b7.',
      en: 'Take Blue\'s navy on b7 with your navy on b3.',
    },
    position: '9c1/10i/10i/11/11/1n9/11/11/11/1N8I/10I/6C4 r - - 0 1',
    steps: [{
      goal: { piece: 'N', captured: 'N' },
      solution: 'Nb3xb7',
      wrong: 'Nb3b4',
      hint: {
        vi: 'Từ b3 tới b7 là bốn đoạn: vừa tầm tên lửa hải đối hải.',
        en: 'From b3 to b7 is four steps: just in range of the ship-to-ship missile.',
      },
    }],
  },
  {
    id: 'stay-capture',
    title: { vi: 'Đứng tại chỗ ăn quân', en: 'Stay capture' },
    text: {
      vi: 'Ăn quân không phải thế chỗ nghĩa là đứng tại chỗ ăn quân. Quân trên bộ ăn tàu chiến ngoài biển thì đứng tại chỗ (nó không xuống biển được); pháo trên tàu ăn mục tiêu sâu trong đất liền cũng đứng tại chỗ. Trên bờ biển thì phải thế chỗ.',
      en: 'A stay capture removes the target while the capturing piece stays where it is. A land piece taking a navy out at sea stays put (it cannot stand on the water); a ship\'s gun taking a target deep inland stays put too. On the coast a capture moves onto the target.',
    },
    task: {
      vi: 'Xe tăng của bạn đứng ở c3 trên bờ biển. Hãy ăn tàu chiến của Xanh ở b3 mà không xuống biển.',
      en: 'Your tank stands on the coast at c3. Take Blue\'s navy on b3 without going into the sea.',
    },
    position: '9c1/10i/10i/11/11/11/11/11/11/1nT7I/10I/6C4 r - - 0 1',
    steps: [{
      goal: { piece: 'T', kind: 'stay' },
      solution: 'Tc3_b3',
      wrong: 'Tc3d3',
      hint: {
        vi: 'Bấm xe tăng ở c3 rồi bấm tàu chiến ở b3: ô có huy hiệu “_” là ăn tại chỗ.',
        en: 'Click the tank on c3, then the navy on b3: the "_" badge marks a stay capture.',
      },
    }],
  },
  {
    id: 'stack',
    title: { vi: 'Cõng nhau mà đi', en: 'Stacks: riding together' },
    text: {
      vi: 'Tư lệnh, bộ binh và dân quân có thể cưỡi lên xe tăng, máy bay và tàu chiến; máy bay đậu được trên tàu chiến; công binh cõng pháo binh, cao xạ, tên lửa qua sông. Lên xe, lên tàu mất một nước đi. Cả chồng quân đi theo luật của quân cõng (quân đứng dưới).',
      en: 'The commander, infantry and militia may ride a tank, a plane or a ship; a plane may land on a ship; an engineer carries artillery, anti-air or a missile across the river. Boarding takes one move. The whole stack moves by the rules of its carrier (the piece underneath).',
    },
    task: {
      vi: 'Cho bộ binh ở f3 lên xe tăng ở f4.',
      en: 'Put the infantry on f3 onto the tank on f4.',
    },
    position: '9c1/11/11/11/11/11/11/11/5T5/5I5/11/6C4 r - - 0 1',
    steps: [{
      goal: { piece: 'I', kind: 'combine' },
      solution: 'If3&f4',
      wrong: 'If3e3',
      hint: {
        vi: 'Bấm bộ binh rồi bấm xe tăng: ô có huy hiệu “&” là lên xe.',
        en: 'Click the infantry, then the tank: the "&" badge marks boarding.',
      },
    }],
  },
  {
    id: 'deploy',
    title: { vi: 'Tách quân trong một lượt', en: 'Deploying a stack in one turn' },
    text: {
      vi: 'Khi chồng quân đến lượt đi, các quân trên lưng được tách ra đi và ăn theo các hướng khác nhau, mỗi quân một bước, trong cùng một lượt. Lượt kết thúc khi mọi quân đã đi, hoặc khi bạn bấm “Kết thúc triển khai” (nếu phần còn lại đứng được ở đó).',
      en: 'When a stack\'s turn comes, its pieces may split off and move or capture in different directions, one step each, all in the same turn. The turn ends when every piece has moved, or when you press "End deploy" (if what is left may stand there).',
    },
    task: {
      vi: 'Chồng xe tăng + bộ binh ở f4: trước hết tách riêng bộ binh ra, rồi đi xe tăng.',
      en: 'The tank + infantry stack on f4: first move the infantry out alone, then move the tank.',
    },
    position: '9c1/11/11/11/11/11/11/11/5(TI)5/11/11/6C4 r - - 0 1',
    steps: [
      {
        goal: { piece: 'I', deploy: true },
        solution: 'If4>f5',
        wrong: '(TI)f4f5',
        hint: {
          vi: 'Bấm chồng quân, chọn “riêng I” dưới bàn cờ, rồi bấm một ô đích.',
          en: 'Click the stack, choose "I alone" under the board, then a target.',
        },
      },
      {
        goal: { piece: 'T', deploy: true },
        task: { vi: 'Giờ cho xe tăng đi (một bước tách quân nữa).', en: 'Now move the tank (one more deploy step).' },
        solution: 'Tf4>g4',
        wrong: '|',
        hint: {
          vi: 'Bộ binh đã đi; giờ bấm xe tăng ở f4 và cho nó đi.',
          en: 'The infantry has moved; now click the tank on f4 and move it.',
        },
      },
    ],
  },
  {
    id: 'air-defence',
    title: { vi: 'Vòng lửa phòng không', en: 'Air defence rings' },
    text: {
      vi: 'Cao xạ tạo vòng lửa bán kính một đoạn, tên lửa phòng không bán kính hai đoạn, tàu chiến cũng có cao xạ. Máy bay bay vào vòng lửa của đối phương là bị cháy. Máy bay ăn quân trong một vòng lửa thì cả hai cùng bị tiêu diệt — một đổi một (@); ô có hai vòng lửa chồng lên nhau thì không tấn công từ trên không được.',
      en: 'An anti-air gun makes a fire ring of radius one, a missile of radius two, and a navy carries anti-air too. A plane that flies into an enemy ring is shot down. A plane capturing a piece inside one ring is destroyed together with it, one for one (@); a point covered by two rings cannot be attacked from the air.',
    },
    task: {
      vi: 'Vòng lửa của Xanh đang hiện trên bàn cờ. Hãy cho máy bay ở e4 đổi một lấy một với bộ binh ở e7.',
      en: 'Blue\'s rings are shown on the board. Trade your plane on e4 one for one with the infantry on e7.',
    },
    position: '8c2/11/11/10i/2s1gg4i/4i6/11/11/4F5I/10I/11/6C4 r - - 0 1',
    rings: 'blue',
    steps: [{
      goal: { piece: 'F', kind: 'suicide' },
      solution: 'Fe4@e7',
      wrong: 'Fe4e6',
      hint: {
        vi: 'e7 chỉ nằm trong vòng lửa của cao xạ e8: máy bay ăn được nhưng cháy theo (@).',
        en: 'e7 is inside the ring of the anti-air on e8 only: the plane takes it but burns with it (@).',
      },
    }],
  },
  {
    id: 'heroic',
    title: { vi: 'Quân anh hùng', en: 'Heroic pieces' },
    text: {
      vi: 'Quân nào chiếu được tư lệnh đối phương đều được phong anh hùng (★): đi và ăn xa thêm một đoạn, được đi cả chéo 45 độ, và khi bị ăn thì đáng thêm 10 điểm. Máy bay anh hùng thành máy bay tàng hình, bay qua vòng lửa không bị cháy. Quân cuối cùng bảo vệ tư lệnh cũng được phong anh hùng.',
      en: 'A piece that attacks (checks) the enemy commander becomes heroic (★): it moves and captures one step further, may also go diagonally, and is worth 10 more points. A heroic plane is a stealth plane that flies through fire rings unharmed. The last piece guarding a commander becomes heroic too.',
    },
    task: {
      vi: 'Đi xe tăng để chiếu tư lệnh Xanh ở g12; xe tăng sẽ thành anh hùng.',
      en: 'Move the tank to check Blue\'s commander on g12; the tank becomes heroic.',
    },
    position: '6c4/11/4T6/11/11/11/11/11/11/11/9I1/5C5 r - - 0 1',
    steps: [{
      goal: { promotes: true, check: true },
      solution: 'Te10g10',
      wrong: 'Te10e9',
      hint: {
        vi: 'Xe tăng ăn được cách hai đoạn: từ g10 hoặc e12 nó chiếu được g12.',
        en: 'The tank captures two steps away: from g10 or e12 it attacks g12.',
      },
    }],
  },
  {
    id: 'checkmate',
    title: { vi: 'Chiếu hết tư lệnh', en: 'Checkmate' },
    text: {
      vi: 'Lối chơi tổng lực chỉ kết thúc khi một bên mất tư lệnh. Tư lệnh bị chiếu mà không còn nước nào tránh được là bị chiếu hết: bên ấy thua, bên thắng được thêm 100 điểm của tư lệnh và 100 điểm thưởng. Pháo binh bắn qua khối chắn, nên quân chắn đường không cứu được tư lệnh.',
      en: 'Total war ends only when a side loses its commander. A commander in check with no move to escape is checkmated: that side loses, and the winner scores the commander\'s 100 points and a 100-point bonus. Artillery fires over pieces, so a piece in the way cannot save the commander.',
    },
    task: {
      vi: 'Tư lệnh Xanh ở k12 bị chính quân mình vây kín. Hãy chiếu hết bằng pháo binh.',
      en: 'Blue\'s commander on k12 is boxed in by its own pieces. Checkmate it with the artillery.',
    },
    position: '9ic/10i/11/11/6A4/11/11/11/11/11/9I1/6C4 r - - 0 1',
    steps: [{
      goal: { wins: true },
      solution: 'Ag8h9',
      wrong: 'Ag8g9',
      hint: {
        vi: 'Pháo ăn được cách ba đoạn, cả theo đường chéo: từ h9 hoặc i10 nó nhắm thẳng vào k12.',
        en: 'Artillery captures three steps away, diagonals too: from h9 or i10 it aims straight at k12.',
      },
    }],
  },
  {
    id: 'battles',
    title: { vi: 'Kết thúc từng trận và tính điểm', en: 'Battles and points' },
    text: {
      vi: 'Lối chơi kết thúc từng trận (10–15 phút) còn kết thúc khi một bên mất cả hai tàu chiến (trận hải chiến), cả hai máy bay (trận không chiến), hoặc hết bộ binh, xe tăng và pháo binh (trận trên bộ). Quân ăn được tính điểm: bộ binh, công binh, cao xạ, dân quân 10; xe tăng, tên lửa 20; pháo 30; máy bay 40; tàu chiến 80; tư lệnh 100. Hết giờ thì bên nhiều điểm hơn thắng.',
      en: 'In the battles mode (10–15 minutes) a game also ends when a side has lost both navies (the naval battle), both planes (the air battle), or all its infantry, tanks and artillery (the land battle). Captures score points: infantry, engineer, anti-air, militia 10; tank, missile 20; artillery 30; air force 40; navy 80; commander 100. When time runs out the side with more points wins.',
    },
    task: {
      vi: 'Ván này chơi theo từng trận và Xanh chỉ còn một tàu chiến. Hãy thắng trận hải chiến.',
      en: 'This game is played in battles mode and Blue has one navy left. Win the naval battle.',
    },
    position: '6c4/11/11/5f5/9i1/11/1n9/11/9I1/1N9/4F6/5C5 r - - 0 1',
    rules: { mode: 'battles' },
    steps: [{
      goal: { wins: true },
      solution: 'Nb3xb6',
      wrong: 'Nb3b4',
      hint: {
        vi: 'Tàu chiến ở b3 ăn được tàu chiến Xanh ở b6 (ba đoạn).',
        en: 'Your navy on b3 can take Blue\'s navy on b6 (three steps).',
      },
    }],
  },
];

/** The rules summary (always one click away on the page). */
export const SUMMARY = {
  vi: [
    'Bàn cờ 11 × 12 giao điểm: biển (cột a, b), bờ biển (cột c, d6, e6, d7, e7), đất liền; sông ở giữa với hai ngầm ở cột f và h. Mỗi bên 19 quân; Đỏ đi trước.',
    'Mỗi lượt đi một quân (hoặc cả chồng quân), hoặc tách các quân của một chồng ra đi mỗi quân một bước.',
    'Ăn quân: thế chỗ (x), hoặc đứng tại chỗ ăn quân (_) khi quân ăn không đứng được ở ô ấy; máy bay được ném bom rồi quay về.',
    'Cao xạ, tên lửa phòng không và tàu chiến tạo vòng lửa: máy bay bay vào thì cháy, ăn quân trong vòng lửa thì một đổi một (@).',
    'Quân chiếu được tư lệnh đối phương thành anh hùng: xa thêm một đoạn, đi được chéo, thêm 10 điểm.',
    'Tư lệnh không được mặt đối mặt. Tổng lực: chiếu hết tư lệnh là thắng. Từng trận: còn thắng khi đối phương mất hết tàu chiến, máy bay, hoặc quân trên bộ. Hết giờ thì so điểm.',
  ],
  en: [
    'A board of 11 × 12 points: sea (files a, b), coast (file c, d6, e6, d7, e7), land; the river across the middle with two fords on files f and h. 19 pieces a side; Red moves first.',
    'Each turn moves one piece (or a whole stack), or splits a stack, each of its pieces making one step.',
    'Captures move onto the target (x), or stay in place (_) when the capturer cannot stand there; a plane may bomb and return.',
    'Anti-air, missiles and navies make fire rings: a plane that enters one is shot down; a plane capturing inside a ring is traded one for one (@).',
    'A piece that attacks the enemy commander becomes heroic: one step further, diagonals, 10 more points.',
    'Commanders may never face each other. Total war: checkmate wins. Battles mode: also a win when the opponent has lost its navies, its planes, or its land forces. When time runs out the points decide.',
  ],
};

/** The pieces' names (the seed's words), for the page's sentences. */
export const NAMES = {
  C: { vi: 'tư lệnh', en: 'commander' },
  I: { vi: 'bộ binh', en: 'infantry' },
  E: { vi: 'công binh', en: 'engineer' },
  M: { vi: 'dân quân', en: 'militia' },
  G: { vi: 'cao xạ', en: 'anti-air' },
  T: { vi: 'xe tăng', en: 'tank' },
  S: { vi: 'tên lửa phòng không', en: 'missile' },
  A: { vi: 'pháo binh', en: 'artillery' },
  F: { vi: 'không quân', en: 'air force' },
  N: { vi: 'hải quân', en: 'navy' },
  H: { vi: 'sở chỉ huy', en: 'headquarters' },
};

/** The piece legend: letter, names, moves and points (RULES.md T5). */
export const LEGEND = [
  { piece: 'C', vi: 'Tư lệnh: đi thẳng không hạn chế, ăn cách một đoạn, không đi chéo; 100 điểm.', en: 'Commander: any distance along lines, captures one step away, never diagonal; 100 points.' },
  { piece: 'I', vi: 'Bộ binh: đi và ăn thẳng một đoạn; 10 điểm.', en: 'Infantry: moves and captures one step along lines; 10 points.' },
  { piece: 'E', vi: 'Công binh: như bộ binh; cõng pháo, cao xạ, tên lửa qua sông; 10 điểm.', en: 'Engineer: like infantry; carries artillery, anti-air or a missile across the river; 10 points.' },
  { piece: 'M', vi: 'Dân quân: đi và ăn thẳng hoặc chéo một đoạn; 10 điểm.', en: 'Militia: moves and captures one step, lines and diagonals; 10 points.' },
  { piece: 'G', vi: 'Cao xạ: đi và ăn thẳng một đoạn; vòng lửa bán kính 1; quân nặng; 10 điểm.', en: 'Anti-air: one step along lines; fire ring of radius 1; heavy; 10 points.' },
  { piece: 'T', vi: 'Xe tăng: đi và ăn thẳng một đến hai đoạn; 20 điểm.', en: 'Tank: one or two steps along lines; 20 points.' },
  { piece: 'S', vi: 'Tên lửa phòng không: thẳng hai đoạn, chéo một đoạn, ăn qua khối chắn; vòng lửa bán kính 2; quân nặng; 20 điểm.', en: 'Missile: two steps along lines, one diagonally, captures over pieces; fire ring of radius 2; heavy; 20 points.' },
  { piece: 'A', vi: 'Pháo binh: thẳng hoặc chéo một đến ba đoạn, ăn qua khối chắn; quân nặng; 30 điểm.', en: 'Artillery: one to three steps, lines and diagonals, captures over pieces; heavy; 30 points.' },
  { piece: 'F', vi: 'Không quân: thẳng hoặc chéo tới bốn đoạn, bay qua mọi quân, ném bom rồi quay về được; 40 điểm.', en: 'Air force: up to four steps, lines and diagonals, flies over everything, may bomb and return; 40 points.' },
  { piece: 'N', vi: 'Hải quân: trên biển và bờ biển, tới bốn đoạn; ăn tàu chiến cách bốn, quân khác cách ba; có vòng lửa; 80 điểm.', en: 'Navy: on the sea and the coast, up to four steps; takes navies four away, others three; has a fire ring; 80 points.' },
  { piece: 'H', vi: 'Sở chỉ huy: đứng yên làm vật cản; chỉ tư lệnh được vào; 0 điểm.', en: 'Headquarters: never moves, an obstacle; only the commander may enter; 0 points.' },
];
