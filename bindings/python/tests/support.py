"""Helpers shared by the test modules."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE_ROOT = os.path.dirname(HERE)  # bindings/python
SOURCE_ROOT = os.path.dirname(os.path.dirname(PACKAGE_ROOT))

# Import the package from this source tree, whatever the current directory.
if PACKAGE_ROOT not in sys.path:
    sys.path.insert(0, PACKAGE_ROOT)


def vectors_dir():
    """tests/cotoan/vectors of the source tree (or $COTOAN_VECTORS), or None."""
    d = os.environ.get("COTOAN_VECTORS") or os.path.join(SOURCE_ROOT, "tests", "cotoan", "vectors")
    return d if os.path.isfile(os.path.join(d, "moves.txt")) else None


def vector_lines(name):
    """(fields, line number) of each data line of a vector file."""
    path = os.path.join(vectors_dir(), name)
    with open(path, encoding="utf-8") as f:
        for no, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            yield [x.strip() for x in line.split(";")], no


def sanitized():
    """True when AddressSanitizer is loaded into this process (the
    python-asan stage preloads it): resident memory then says nothing about
    leaks (shadow memory, the quarantine of freed blocks)."""
    try:
        with open("/proc/self/maps") as f:
            return "libasan" in f.read()
    except OSError:
        return False
