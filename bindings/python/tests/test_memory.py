"""Handles are freed: 100,000 create/free cycles keep memory flat."""

import gc
import os
import resource
import sys
import unittest

from . import support
import cotoan

CYCLES = 100_000
# A leaked ct_game is about 2.5 KB of C memory; leaking even a tenth of the
# cycles' handles would grow the process by far more than this bound.
BOUND_BYTES = 8 * 1024 * 1024


def resident_bytes():
    """Current resident set size (Linux), else the peak (ru_maxrss)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak if sys.platform == "darwin" else peak * 1024


class MemoryTest(unittest.TestCase):
    def cycles(self, make, n):
        for _ in range(n):
            make()
        gc.collect()

    def check_flat(self, make, n=CYCLES):
        if support.sanitized():
            self.skipTest("resident memory is no leak measure under ASan (quarantine); "
                          "the release-build stages run this test")
        self.cycles(make, 2000)  # warm up allocator and interned moves
        before = resident_bytes()
        self.cycles(make, n)
        growth = resident_bytes() - before
        self.assertLess(growth, BOUND_BYTES, "memory grew by {} bytes".format(growth))

    def test_create_close(self):
        def make():
            g = cotoan.Game()
            g.close()

        self.check_flat(make)

    def test_context_manager_and_del(self):
        def make():
            with cotoan.Game() as g:
                g.push("c1c4")
            cotoan.Game().push("d1d3")  # freed by __del__

        self.check_flat(make, CYCLES // 5)

    def test_copy_and_errors(self):
        base = cotoan.Game()
        base.push("c1c4")

        def make():
            c = base.copy()
            try:
                c.position = "junk"
            except cotoan.InvalidPositionError:
                pass

        self.check_flat(make, CYCLES // 5)
        base.close()

    def test_leak_is_detected(self):
        # The measurement can fail: games that are never freed grow memory.
        kept = []

        def make():
            kept.append(cotoan.Game())

        before = resident_bytes()
        self.cycles(make, 20000)
        self.assertGreater(resident_bytes() - before, 1024 * 1024)
        for g in kept:
            g.close()


if __name__ == "__main__":
    unittest.main()
