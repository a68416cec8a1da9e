#!/usr/bin/env python3
"""A match between two engine programs over the text protocol: an A/B test
of two builds of cotoan-engine (or any program speaking its protocol).

    COTOAN_LIBRARY=build/libcotoan/libcotoan.so.1 python3 bench/cotoan-versus.py \\
        build/examples/cotoan-engine /tmp/old/cotoan-engine --games 100 --movetime 50

Games come in pairs from the same random opening (--opening plies, default
2), with the colours swapped (so --games is even); a win counts 1, a draw
1/2, an illegal move loses.  The referee is
the Python binding (the library named by COTOAN_LIBRARY, or the one in
build/), which checks every move and decides the end of the game.  Each
engine is started once and gets `position startpos moves ...` and
`go movetime MS` for every move.  Prints every game and the running score
of engine A.  A benchmark, never a test.
"""

import argparse
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "bindings", "python"))
if "COTOAN_LIBRARY" not in os.environ:
    built = os.path.join(HERE, "..", "build", "libcotoan", "libcotoan.so.1")
    if os.path.exists(built):
        os.environ["COTOAN_LIBRARY"] = built

import cotoan  # noqa: E402


class Engine:
    """One engine process, driven line by line."""

    def __init__(self, command, mover):
        self.command = command
        self.proc = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("ugi")
        self.wait("ugiok")
        self.send("setoption name Mover value " + mover)
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait(self, prefix):
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise SystemExit("versus: {} exited".format(self.command))
            if line.startswith("info string error"):
                # A rejected position or option: the engine would go on
                # from another position, so the match would mean nothing.
                raise SystemExit("versus: {}: {}".format(self.command, line.strip()))
            if line.startswith(prefix):
                return line.split()

    def new_game(self):
        self.send("ucinewgame")
        self.send("isready")
        self.wait("readyok")

    def best_move(self, moves, movetime):
        self.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
        self.send("go movetime {}".format(movetime))
        return self.wait("bestmove")[1]

    def close(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=10)
        except (BrokenPipeError, subprocess.TimeoutExpired):
            self.proc.kill()


def opening(rng, mover, plies):
    """A random opening that does not end the game."""
    for _ in range(1000):
        game = cotoan.Game(rules=cotoan.Rules(mover=mover))
        moves = []
        for _ in range(plies):
            if game.is_over():
                break
            move = rng.choice(list(game.legal_moves))
            game.push(move)
            moves.append(str(move))
        if not game.is_over():
            return moves
    raise SystemExit("versus: no {}-ply random opening leaves the game going".format(plies))


def main():
    ap = argparse.ArgumentParser(description="Two engine programs play a match.")
    ap.add_argument("engine_a", help="command that starts engine A")
    ap.add_argument("engine_b", help="command that starts engine B")
    ap.add_argument("--games", type=int, default=100, help="games (default 100)")
    ap.add_argument("--movetime", type=int, default=50, help="ms a move (default 50)")
    ap.add_argument("--opening", type=int, default=2, help="random plies first (default 2)")
    ap.add_argument("--mover", choices=("front", "back"), default="front",
                    help="capture rule R10 (default front)")
    ap.add_argument("--seed", type=int, default=12345, help="seed of the openings")
    args = ap.parse_args()
    if args.games < 2 or args.games % 2 or args.movetime < 1 or args.opening < 0:
        ap.error("games must be even (each opening is played with both colours), "
                 "movetime positive, opening not negative")

    rng = random.Random(args.seed)
    a = Engine(args.engine_a, args.mover)
    b = Engine(args.engine_b, args.mover)
    score = 0.0
    try:
        for g in range(args.games):
            if g % 2 == 0:
                start = opening(rng, args.mover, args.opening)
            game = cotoan.Game(rules=cotoan.Rules(mover=args.mover))
            moves = []
            for move in start:
                game.push(move)
                moves.append(move)
            a_side = "red" if g % 2 == 0 else "blue"
            a.new_game()
            b.new_game()
            red, blue = (a, b) if a_side == "red" else (b, a)
            winner = None
            while not game.is_over():
                engine = red if game.turn == "red" else blue
                move = engine.best_move(moves, args.movetime)
                try:
                    game.push(move)
                except cotoan.Error as err:
                    # An illegal move (or none) loses the game.
                    print("game {}: {} played {!r}: {}".format(
                        g + 1, game.turn, move, err), flush=True)
                    winner = "blue" if game.turn == "red" else "red"
                    break
                moves.append(move)
            if game.is_over():
                winner = game.outcome().winner
            points = 0.5 if winner is None else (1.0 if winner == a_side else 0.0)
            score += points
            print("game {}: A plays {}, {} after {} plies; A {:.1f}/{}".format(
                g + 1, a_side, "draw" if winner is None else winner + " wins",
                len(moves), score, g + 1), flush=True)
    finally:
        a.close()
        b.close()
    print("result: A {:.1f}/{} = {:.1f} %".format(score, args.games, 100 * score / args.games))


if __name__ == "__main__":
    main()
