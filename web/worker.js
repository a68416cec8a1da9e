// The engine of the page, in a Web Worker so the page never freezes.
//   in:  {id, game, initial, moves: ["c1c4", ...], rules, level, time, depth?}
//        (game: a number that changes with every new game; the engine's
//        table is cleared then)
//   out: {id, type: 'info', ...}  after each iteration (the best move so far)
//        {id, type: 'done', ...}  the result
//        {id, type: 'error', message}
// The page stops a search by terminating the worker (and starting another).
import { init, Game, Engine } from '../js/cotoan.js';

const ready = init();
let engine = null;
let lastGame = null;

function summary(r) {
  return {
    move: r.move ? r.move.uci() : null,
    score: { kind: r.score.kind, value: r.score.value, text: String(r.score) },
    pv: r.pv.map(String),
    depth: r.depth,
    nodes: r.nodes,
    nps: r.nps,
    time: r.time,
  };
}

self.onmessage = async (ev) => {
  const { id, game: gameId, initial, moves, rules, level, time, depth } = ev.data;
  try {
    await ready;
    engine ??= new Engine({ hashMb: 16 });
    if (gameId !== lastGame) {
      engine.clear();
      lastGame = gameId;
    }
    const game = new Game(initial, rules);
    try {
      for (const m of moves) game.push(m);
      const limits = { level, info: (r) => self.postMessage({ id, type: 'info', ...summary(r) }) };
      if (time) limits.time = time;
      if (depth) limits.depth = depth;
      const r = engine.analyse(game, limits);
      self.postMessage({ id, type: 'done', ...summary(r) });
    } finally {
      game.free();
    }
  } catch (e) {
    self.postMessage({ id, type: 'error', message: String(e && e.message || e) });
  }
};
