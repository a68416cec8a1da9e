// Whether a move meets a lesson step's goal (learn-cotoan.js,
// learn-cotulenh.js): the same code for the page (learn.js) and the tests
// (test/learn-data.test.mjs).  The library decides everything: the move's
// resolution (moveInfo() before the move), the position and the outcome
// after it.  A goal is an object whose fields must all hold:
//
//   moves: [text…]      the move is one of these (parsed by the library)
//   piece: 7 | 'T'      the moving piece (Cờ toán: its value; Cờ tư lệnh:
//                       the letter of the piece or of the stack's carrier)
//   from, to: 'e4'      its origin, its target square
//   toRanks: [lo, hi]   the target's rank lies in lo … hi
//   capture: true       the move captures (false: it does not)
//   captured: 6 | 'N'   it captures this (a value, or a piece type destroyed)
//   kind: 'stay'        Cờ tư lệnh: the move's kind (move, capture, stay,
//                       suicide, combine)
//   deploy: true        Cờ tư lệnh: a deploy step (false: not one)
//   promotes: true      Cờ tư lệnh: some piece of the mover becomes heroic
//   check: true         Cờ tư lệnh: the move attacks the enemy commander
//   end: true           Cờ tư lệnh: ending the deploy session ('|') meets
//                       it (no other goal does)
//   wins: true          the game is over after it, won by the mover
//   safe: 9             Cờ toán: after it the opponent cannot capture the
//                       mover's piece of this value

/** Whether `move` ends a deploy session ('|', or a Move whose isEnd). */
export const isEnd = (move) => move === '|' || move?.isEnd === true;

const rankOf = (square) => Number(square.slice(1));

/** What a move of `game` (before it is played) is: the library's
 *  moveInfo() and the side and piece that move. */
export function describe(gameKind, game, move) {
  const info = game.moveInfo(move);
  const piece = gameKind === 'cotoan' ? info.value : info.piece;
  return { info, side: game.turn, piece };
}

/** The checks of `goal` that can be told before the move is played. */
function before(gameKind, goal, game, move, d) {
  const { info } = d;
  if (goal.moves && !goal.moves.some((t) => game.parseMove(t).equals(move))) return false;
  if (goal.piece !== undefined && d.piece !== goal.piece) return false;
  if (goal.from && info.fromSquare !== goal.from) return false;
  if (goal.to && info.toSquare !== goal.to) return false;
  if (goal.toRanks) {
    const r = rankOf(info.toSquare);
    if (r < goal.toRanks[0] || r > goal.toRanks[1]) return false;
  }
  if (goal.capture !== undefined && info.isCapture !== goal.capture) return false;
  if (goal.captured !== undefined) {
    if (gameKind === 'cotoan') {
      if (info.capturedValue !== goal.captured) return false;
    } else if (!info.destroyed.some((x) => x.piece.side !== d.side && x.piece.type === goal.captured)) {
      return false;
    }
  }
  if (goal.kind !== undefined && info.kind !== goal.kind) return false;
  if (goal.deploy !== undefined && info.isDeploy !== goal.deploy) return false;
  if (goal.promotes && !info.promoted.some((x) => x.piece.side === d.side)) return false;
  if (goal.check && !info.check) return false;
  return true;
}

/** The checks of `goal` on the game after the move (`game` has played it). */
function after(gameKind, goal, game, d) {
  if (goal.wins) {
    const o = game.outcome();
    if (!o || o.winner !== d.side) return false;
  }
  if (goal.safe !== undefined) {
    const sq = game.squareOf(d.side, goal.safe);
    if (sq && game.turn !== d.side && game.legalMoves().some((m) => m.isCapture && m.toSquare === sq)) return false;
  }
  return true;
}

/** Whether playing `move` in `game` meets `goal`.  The move must be legal
 *  (the caller asked the library).  `game` is unchanged afterwards. */
export function meetsGoal(gameKind, game, move, goal) {
  if (isEnd(move)) return goal.end === true;
  if (goal.end) return false;
  const d = describe(gameKind, game, move);
  if (!before(gameKind, goal, game, move, d)) return false;
  const copy = game.clone();
  try {
    copy.push(move);
    return after(gameKind, goal, copy, d);
  } finally {
    copy.free();
  }
}

/** The legal moves of `game` that meet `goal` and those that do not. */
export function splitMoves(gameKind, game, goal) {
  const yes = [];
  const no = [];
  for (const m of game.legalMoves()) (meetsGoal(gameKind, game, m, goal) ? yes : no).push(m);
  return { yes, no };
}
