// The opponent of the Cờ tư lệnh page, in a Web Worker (engine-worker.js:
// the protocol): moves are the history's LAN ("Ic5&c4", "|" for an early
// end), player is 'engine' or 'simple' (cotulenh-player.js), seed the engine's
// and the simple player's; a result is {turn (LAN steps, "|" for an early
// end), turnText, score (null from the simple player), pv, depth, ...}.
import * as cotulenh from '../js/cotulenh.js';
import { simpleTurn } from './cotulenh-player.js';
import { serveEngine } from './engine-worker.js';

serveEngine({
  lib: cotulenh,
  push: (game, m) => {
    if (m === '|') game.endDeploy(); else game.push(m);
  },
  answer: (game, { player, seed }) => {
    if (player !== 'simple') return null;
    const turn = simpleTurn(game, seed + game.history.length);
    return { turn, turnText: turn.join(','), score: null, pv: [], depth: 0, nodes: 0, nps: 0, time: 0 };
  },
  summary: (r) => ({ turn: r.turn.map(String), turnText: r.turnText }),
});
