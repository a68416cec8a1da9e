"""unittest suite of the cotulenh Python package.

Run with ``cd bindings/python && COTULENH_LIBRARY=<build>/libcotulenh/libcotulenh.so.1
python3 -m unittest discover -s tests -t .`` (meson test sets COTULENH_LIBRARY
and COTULENH_VECTORS).  When COTULENH_LIBRARY is not set and the library
cannot be found, the whole suite is skipped with one message (a build of
the cotoan part alone); when it is set, a library that does not load is
an error.
"""

import os
import unittest


def load_tests(loader, standard_tests, pattern):
    if not os.environ.get("COTULENH_LIBRARY"):
        try:
            from .. import support  # noqa: F401  (puts the package root on sys.path)
            import cotulenh  # noqa: F401
        except ImportError as exc:
            reason = "cotulenh: libcotulenh not found (set COTULENH_LIBRARY): {}".format(exc)

            class CotulenhSkipped(unittest.TestCase):
                @unittest.skip(reason)
                def test_cotulenh(self):
                    pass

            return loader.loadTestsFromTestCase(CotulenhSkipped)
    this_dir = os.path.dirname(os.path.abspath(__file__))
    standard_tests.addTests(loader.discover(start_dir=this_dir, pattern=pattern or "test*.py"))
    return standard_tests
