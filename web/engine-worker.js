// The worker protocol of both pages (cotoan-worker.js: Cờ toán, cotulenh-worker.js:
// Cờ tư lệnh), a module Web Worker so the page never freezes:
//   in:  {id, game, initial, moves, rules, level, time, depth?, seed?, ...}
//        (game: a number that changes with every new game; the engine's
//        table is cleared then; seed: the engine's, when given)
//   out: {id, type: 'info', ...}  after each iteration (the best so far)
//        {id, type: 'done', ...}  the result
//        {id, type: 'error', message}
// The page stops a search by terminating the worker (and starting another).
//   lib          the binding: {init, Game, Engine}
//   push(g, m)   play one entry of `moves` on the game
//   summary(r)   what the page gets of a search result (info and done)
//                besides score, pv, depth, nodes, nps and time
//   answer(g, msg)  (optional) a result without the engine, or null
export function serveEngine({ lib: { init, Game, Engine }, push, summary, answer = () => null }) {
  const ready = init();
  let engine = null;
  let lastGame = null;

  self.onmessage = async (ev) => {
    const msg = ev.data;
    const { id, game: gameId, initial, moves, rules, level, time, depth, seed } = msg;
    try {
      await ready;
      const game = new Game(initial, rules);
      try {
        for (const m of moves) push(game, m);
        const other = answer(game, msg);
        if (other) {
          self.postMessage({ id, type: 'done', ...other });
          return;
        }
        engine ??= new Engine({ hashMb: 16 });
        if (gameId !== lastGame) {
          engine.clear();
          lastGame = gameId;
        }
        if (seed !== undefined) engine.seed = seed;
        const reply = (r) => ({ ...summary(r), ...stats(r) });
        const limits = { level, info: (r) => self.postMessage({ id, type: 'info', ...reply(r) }) };
        if (time) limits.time = time;
        if (depth) limits.depth = depth;
        const r = engine.analyse(game, limits);
        self.postMessage({ id, type: 'done', ...reply(r) });
      } finally {
        game.free();
      }
    } catch (e) {
      self.postMessage({ id, type: 'error', message: String((e && e.message) || e) });
    }
  };
}

// What both pages get of every search result.
const stats = (r) => ({
  score: { kind: r.score.kind, value: r.score.value, text: String(r.score) },
  pv: r.pv.map(String),
  depth: r.depth,
  nodes: r.nodes,
  nps: r.nps,
  time: r.time,
});
