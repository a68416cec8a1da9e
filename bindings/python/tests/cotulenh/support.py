"""Helpers shared by the cotulenh test modules."""

import os

from .. import support as _root

SOURCE_ROOT = _root.SOURCE_ROOT
sanitized = _root.sanitized


def vectors_dir():
    """tests/cotulenh/vectors of the source tree (or $COTULENH_VECTORS)."""
    d = os.environ.get("COTULENH_VECTORS") or os.path.join(
        SOURCE_ROOT, "tests", "cotulenh", "vectors")
    if not os.path.isfile(os.path.join(d, "vectors.txt")):
        raise RuntimeError("no Cờ tư lệnh vectors in {} (set COTULENH_VECTORS)".format(d))
    return d


def vector_lines(name):
    """(fields, line number, comment above) of each data line of a vector
    file; fields are split on ';' and stripped."""
    comment = ""
    with open(os.path.join(vectors_dir(), name), encoding="utf-8") as f:
        for no, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip():
                continue
            if line.lstrip().startswith("#"):
                comment = line.lstrip("# ").strip()
                continue
            yield [x.strip() for x in line.split(";")], no, comment


START = ("6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/"
         "3A2S2A1/1N2FH1HF2/6C4 r - - 0 1")
REDUCED = ("6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2i3m3i/11/11/2I3M3I/2N1GT1TG2/"
           "3A2S2A1/1N2FH1HF2/6C4 r - - 0 1")
#: T58: Red N+T on c4, Blue navy b4.
DEPLOY = "4c6/11/11/10i/10i/11/11/11/1n(NT)8/10I/11/6C4 r - - 0 1"
#: T59: the commander on d1 facing e12.
FACING = "4c6/11/11/10i/10i/11/11/11/10I/10I/11/3C7 r - - 0 1"
