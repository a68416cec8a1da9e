#!/usr/bin/env python3
"""Call overhead of the Python bindings (cotoan; cotulenh with --package).

Measures, from Python, the cost per call of (cotoan):
  legal_moves   Game.legal_moves on the start position (87 Move objects)
  legal_cold    the same without the board cache (position read and parsed)
  push+pop      Game.push(move) followed by Game.pop()
  push_text     Game.push("c1c4") + pop(): parsing text through the library
  new+close     Game() and Game.close()
  position      reading Game.position
Targets: legal_moves <= 50 us, push+pop <= 5 us.
With --package cotulenh the same cases on Cờ tư lệnh's standard start
(116 moves; push_text "Ic5&c4"; fen instead of position), no targets.

Run:  COTOAN_LIBRARY=build/libcotoan/libcotoan.so.1 python3 bench/python-speed.py
      COTULENH_LIBRARY=build/libcotulenh/libcotulenh.so.1 python3 bench/python-speed.py --package cotulenh
Prints the best (minimum over repeats) and median CPU time per call
(time.process_time, so that other processes on a busy machine do not
inflate the figures).  A
benchmark, never a test: it asserts nothing unless --check is given.
"""

import argparse
import importlib
import os
import platform
import statistics
import sys
import time
import timeit

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "bindings", "python"))

TARGETS_US = {"cotoan": {"legal_moves": 50.0, "push+pop": 5.0}, "cotulenh": {}}


def measure(fn, number, repeat):
    # CPU time of this process: on a busy machine wall-clock time also
    # counts the time spent waiting for a core.
    times = timeit.repeat(fn, number=number, repeat=repeat, timer=time.process_time)
    per = [t / number * 1e6 for t in times]
    return min(per), statistics.median(per)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--scale", type=float, default=1.0, help="multiply iteration counts")
    ap.add_argument("--check", action="store_true", help="exit 1 if a target is missed")
    ap.add_argument("--package", choices=("cotoan", "cotulenh"), default="cotoan")
    args = ap.parse_args()

    pkg = importlib.import_module(args.package)
    if args.package == "cotoan":
        game = pkg.Game()
        count, text, first = 87, "c1c4", 40

        def drop_cache():
            game._board_ver = -1  # drop the board cache: parse the position too

        def position():
            return game.position
    else:
        game = pkg.Game()
        count, text, first = 116, "Ic5&c4", 40

        def drop_cache():
            game._lan_cache.clear()  # the LAN tables: read and parse the FEN too

        def position():
            return game.fen
    moves = game.legal_moves
    assert len(moves) == count
    move = moves[first]

    def legal_moves():
        return game.legal_moves

    def legal_moves_cold():
        drop_cache()
        return game.legal_moves

    def push_pop():
        game.push(move)
        game.pop()

    def push_text():
        game.push(text)
        game.pop()

    def new_close():
        pkg.Game().close()

    cases = [
        ("legal_moves", legal_moves, 5000),
        ("legal_cold", legal_moves_cold, 5000),
        ("push+pop", push_pop, 50000),
        ("push_text", push_text, 30000),
        ("new+close", new_close, 30000),
        ("fen" if args.package == "cotulenh" else "position", position, 50000),
    ]
    print("python {} ({}), lib{} {} from {}".format(
        platform.python_version(), sys.executable, args.package, pkg.version(), pkg.LIBRARY))
    print("{:<12} {:>10} {:>10} {:>8}".format("case", "best us", "median us", "target"))
    missed = []
    for name, fn, n in cases:
        best, med = measure(fn, max(1, int(n * args.scale)), args.repeat)
        target = TARGETS_US[args.package].get(name)
        print("{:<12} {:>10.2f} {:>10.2f} {:>8}".format(
            name, best, med, "<= {:g}".format(target) if target else ""))
        if target and best > target:
            missed.append(name)
    if missed:
        print("targets missed: " + ", ".join(missed))
    return 1 if (missed and args.check) else 0


if __name__ == "__main__":
    sys.exit(main())
