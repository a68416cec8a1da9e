// The engine of the Cờ toán page, in a Web Worker (engine-worker.js: the
// protocol): moves are the history in coordinate notation ("c1c4"); a
// result is {move, score, pv, depth, nodes, nps, time}.
import * as cotoan from '../js/cotoan.js';
import { serveEngine } from './engine-worker.js';

serveEngine({
  lib: cotoan,
  push: (game, m) => game.push(m),
  summary: (r) => ({ move: r.move ? r.move.uci() : null }),
});
