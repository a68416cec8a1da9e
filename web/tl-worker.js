// The opponent of the Cờ tư lệnh page, in a Web Worker so the page never
// freezes.
//   in:  {id, game, initial, moves: ["Ic5&c4", "|", ...] (the history's
//        LAN), rules, player: 'engine' | 'simple', level, time, seed}
//        (game: a number that changes with every new game; the engine's
//        table is cleared then)
//   out: {id, type: 'info', ...}  after each iteration (the best turn so far)
//        {id, type: 'done', ...}  the result: turn (LAN steps, "|" for an
//                                 early end), turnText, score, depth, ...
//        {id, type: 'error', message}
// The page stops a search by terminating the worker (and starting another).
import { init, Game, Engine } from '../js/cotulenh.js';
import { simpleTurn } from './tl-player.js';

const ready = init();
let engine = null;
let lastGame = null;

function summary(r) {
  return {
    turn: r.turn.map(String),
    turnText: r.turnText,
    score: { kind: r.score.kind, value: r.score.value, text: String(r.score) },
    pv: r.pv.map(String),
    depth: r.depth,
    nodes: r.nodes,
    nps: r.nps,
    time: r.time,
  };
}

self.onmessage = async (ev) => {
  const { id, game: gameId, initial, moves, rules, player, level, time, depth, seed } = ev.data;
  try {
    await ready;
    const game = new Game(initial, rules);
    try {
      for (const m of moves) {
        if (m === '|') game.endDeploy(); else game.push(m);
      }
      if (player === 'simple') {
        const turn = simpleTurn(game, seed + game.history.length);
        self.postMessage({ id, type: 'done', turn, turnText: turn.join(','), score: null, pv: [], depth: 0, nodes: 0, nps: 0, time: 0 });
        return;
      }
      engine ??= new Engine({ hashMb: 16 });
      if (gameId !== lastGame) {
        engine.clear();
        lastGame = gameId;
      }
      engine.seed = seed;
      const limits = { level, info: (r) => self.postMessage({ id, type: 'info', ...summary(r) }) };
      if (time) limits.time = time;
      if (depth) limits.depth = depth;
      const r = engine.analyse(game, limits);
      self.postMessage({ id, type: 'done', ...summary(r) });
    } finally {
      game.free();
    }
  } catch (e) {
    self.postMessage({ id, type: 'error', message: String((e && e.message) || e) });
  }
};
