#!/usr/bin/env python3
"""A game between two engine levels, printed move by move, with the SVG of
the final position written to a file.

    COTOAN_LIBRARY=build/libcotoan/libcotoan.so.1 \\
        python3 examples/cotoan-match.py --red 3 --blue 7 --svg final.svg

Each line shows the ply, the side, the move in short and coordinate
notation, the engine's score, and for captures the arithmetic (R8).
"""

import argparse
import os
import sys

# Use the package from this source tree when it is not installed.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bindings", "python"))

import cotoan  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description="Two engine levels play one game of Cờ toán.")
    ap.add_argument("--red", type=int, default=3, help="Red's level 1-10 (default 3)")
    ap.add_argument("--blue", type=int, default=6, help="Blue's level 1-10 (default 6)")
    ap.add_argument("--movetime", type=float, default=0.05, help="seconds per move (default 0.05)")
    ap.add_argument("--depth", type=int, default=None, help="depth limit per move instead of time")
    ap.add_argument("--seed", type=int, default=1, help="seed of the levels' randomness")
    ap.add_argument("--mover", choices=("front", "back"), default="front", help="capture rule R10")
    ap.add_argument("--svg", default="engine_match.svg", help="where to write the final position")
    ap.add_argument("--record", default=None, help="also write the game record to this file")
    args = ap.parse_args()

    limits = {"depth": args.depth} if args.depth else {"movetime": args.movetime}
    game = cotoan.Game(rules=cotoan.Rules(mover=args.mover))
    game.tags.update({"Event": "cotoan-match.py", "Red": "level {}".format(args.red),
                      "Blue": "level {}".format(args.blue)})
    print("libcotoan {}: Red level {} vs Blue level {} ({} mover)".format(
        cotoan.version(), args.red, args.blue, args.mover))
    with cotoan.Engine(level=args.red, seed=args.seed) as red, \
            cotoan.Engine(level=args.blue, seed=args.seed + 1) as blue:
        while not game.is_over():
            engine = red if game.turn == "red" else blue
            result = engine.best_move(game, **limits)
            move = result.move
            line = "{:3d}. {:<4} {:<6} {:<7} {:>9}".format(
                game.ply + 1, game.turn, move.short(), str(move), str(result.score))
            if move.is_capture:
                line += "   " + game.explain(move).text
            game.push(move)
            print(line)

    outcome = game.outcome()
    winner = outcome.winner.capitalize() + " wins" if outcome.winner else "Draw"
    print("{} ({}) {} - scores Red {} Blue {}, {} plies".format(
        outcome.result(), outcome.termination, winner, *game.scores, game.ply))
    with open(args.svg, "w", encoding="utf-8") as f:
        f.write(game.svg())
    print("final position written to " + args.svg)
    if args.record:
        with open(args.record, "w", encoding="utf-8") as f:
            f.write(game.record())
        print("record written to " + args.record)
    return 0


if __name__ == "__main__":
    sys.exit(main())
