"""Test helpers shared by the cotoan and cotulenh suites."""

import ctypes
import os
import subprocess
import sys
import threading
import time


def run_python(code, env_changes, cwd, pythonpath=None):
    """Run ``code`` in a fresh interpreter in ``cwd``, with the environment
    changed by ``env_changes`` ({name: value, or None to unset}) and
    PYTHONPATH set to ``pythonpath`` when given."""
    env = dict(os.environ)
    for k, v in env_changes.items():
        if v is None:
            env.pop(k, None)
        else:
            env[k] = v
    if pythonpath is not None:
        env["PYTHONPATH"] = pythonpath
    return subprocess.run([sys.executable, "-c", code], cwd=cwd, env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True, timeout=120)


def bad_argument_problems(entry_points, fresh, bad_values, allowed, state):
    """Call every entry point (name, fn(game, *args), default args) with
    each bad value in each argument position, each time on ``fresh()``.
    Returns (problems, calls): a problem is an exception outside
    ``allowed`` (ctypes.ArgumentError, OverflowError, anything else) or a
    failed call that changed ``state(game)``."""
    problems = []
    calls = 0
    for name, fn, defaults in entry_points:
        for i in range(len(defaults)):
            fn(fresh(), *defaults)  # the entry point works with its defaults
            for bad in bad_values:
                a = list(defaults)
                a[i] = bad
                g = fresh()
                before = state(g)
                calls += 1
                try:
                    fn(g, *a)
                except (ctypes.ArgumentError, OverflowError) as exc:
                    problems.append((name, i, bad, exc))
                except allowed as exc:
                    if state(g) != before:
                        problems.append((name, i, bad, "game changed: " + str(exc)))
                except Exception as exc:
                    problems.append((name, i, bad, exc))
    return problems, calls


def format_problems(problems):
    return "\n" + "\n".join("{} argument {} = {!r:.40}: {}: {}".format(
        n, i, b, type(e).__name__, e) for n, i, b, e in problems)


def use_while_closing(make_game, use, error_cls, rounds=20):
    """In each round one thread calls ``use(game)`` in a loop while this
    one closes the game; every call must work or raise ``error_cls`` once
    the game is closed.  Returns the unexpected exceptions."""
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    errors = []
    try:
        for _ in range(rounds):
            g = make_game()
            stop = threading.Event()

            def loop(g=g, stop=stop):
                try:
                    while not stop.is_set():
                        try:
                            use(g)
                        except error_cls:
                            if not g.closed:
                                raise
                except BaseException as exc:  # pragma: no cover - reported
                    errors.append(exc)

            t = threading.Thread(target=loop)
            t.start()
            time.sleep(0.001)
            g.close()
            time.sleep(0.001)
            stop.set()
            t.join()
    finally:
        sys.setswitchinterval(old)
    return errors
