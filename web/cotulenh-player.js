// The simple built-in Cờ tư lệnh player of the page (not the engine): for
// each step of its turn it takes the capture that scores most for it
// (kamikaze counted with what it loses), else a random move; in a deploy
// session it ends the session early half the time when it may.  Seeded,
// so a game is reproducible.  Used by cotulenh-worker.js (the "simple player"
// opponent) and by the page when a search is stopped before it found a
// turn.
export function simpleTurn(game, seed = 1) {
  let x = seed >>> 0 || 1;
  const rand = (n) => {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    return x % n;
  };
  const g = game.clone();
  const side = g.turn;
  const other = side === 'red' ? 'blue' : 'red';
  const turn = [];
  try {
    while (!g.isOver() && g.turn === side && turn.length < 8) {
      const s = g.session;
      if (s && s.mayEnd && turn.length && rand(2) === 0) {
        turn.push(g.endDeploy().lan);
        break;
      }
      const moves = g.legalMoves();
      if (!moves.length) break;
      let best = null;
      let bestGain = 0;
      for (const m of moves) {
        if (!m.isCapture) continue;
        const p = g.moveInfo(m).points;
        const gain = p[side] - p[other];
        if (gain > bestGain) { best = m; bestGain = gain; }
      }
      const mv = best || moves[rand(moves.length)];
      turn.push(g.push(mv).lan);
      if (g.turn !== side) break;
    }
  } finally {
    g.free();
  }
  return turn;
}
