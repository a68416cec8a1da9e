"""The exported symbols of a library (libcotoan or libcotulenh) are exactly
the documented API.

The documented API is every declaration marked CT_API in the public headers
include/cotoan/*.h (doxygen checks, with WARN_AS_ERROR, that each one is
documented). This test extracts those names from the headers and compares
them with the dynamic symbol table of the shared library as listed by
`nm -D --defined-only`: a function missing from the library, or an internal
function leaking out of it, fails. It also checks that every exported
symbol carries a CT_1.x version (libcotoan/libcotoan.map) and that every
CT_API declaration is preceded by a doc comment.

The same checks serve both libraries: PREFIX is CT (libcotoan, the default)
or TL (libcotulenh: TL_API, tl_*, version nodes TL_1.x).

Usage: test_symbols.py LIBRARY INCLUDE_DIR [PREFIX]   (run by meson test)
"""
import os
import re
import shutil
import subprocess
import sys
import unittest

LIBRARY = None
INCLUDE_DIR = None
PREFIX = "CT"

_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
# Preprocessor lines, with their continuations (#define CT_API ...).
_DIRECTIVE = re.compile(r"^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", re.M)


def _decl(prefix):
    """PREFIX_API, then the declaration up to the first ';' or '{'."""
    return re.compile(r"\b%s_API\b([^;{]*)[;{]" % prefix)


def strip_comments(text):
    """Blank out comments and preprocessor lines, keeping line breaks."""
    def blank(m):
        return re.sub(r"[^\n]", " ", m.group(0))
    return _DIRECTIVE.sub(blank, _COMMENT.sub(blank, text))


def declared_names(text, prefix="CT"):
    """Names of the CT_API declarations in C header text.

    For a function the name is the identifier before the first '(' that is
    not a '(*' of a function-pointer return type; for a variable it is the
    last identifier before ';', '[' or '='.
    """
    names = []
    for m in _decl(prefix).finditer(strip_comments(text)):
        decl = " ".join(m.group(1).split())
        paren = (re.search(r"\(\s*\*\s*([A-Za-z_]\w*)\s*\(", decl)
                 or re.search(r"([A-Za-z_]\w*)\s*\(", decl))
        if paren:
            names.append(paren.group(1))
            continue
        var = re.search(r"([A-Za-z_]\w*)\s*(\[[^\]]*\]\s*)*(=.*)?$", decl)
        if var:
            names.append(var.group(1))
    return names


def undocumented(text, prefix="CT"):
    """PREFIX_API declarations (by name) with no doc comment just before them."""
    out = []
    for m in _decl(prefix).finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        if text[line_start:m.start()].lstrip().startswith("#"):
            continue
        before = text[:m.start()].rstrip()
        if not before.endswith("*/"):
            out.extend(declared_names(text[m.start():m.end()], prefix))
            continue
        start = before.rfind("/*")
        if not before[start:].startswith(("/**", "/*!")):
            out.extend(declared_names(text[m.start():m.end()], prefix))
    return out


def header_api(include_dir, prefix="CT"):
    """{name: header} for every PREFIX_API declaration in include_dir/*.h."""
    api = {}
    for fn in sorted(os.listdir(include_dir)):
        if fn.endswith(".h"):
            with open(os.path.join(include_dir, fn), encoding="utf-8") as f:
                for name in declared_names(f.read(), prefix):
                    api[name] = fn
    return api


def parse_nm(output):
    """{name: version} of the defined dynamic symbols in `nm -D` output.

    Absolute symbols (type A: the version nodes themselves) are skipped;
    the version is "" for an unversioned symbol.
    """
    syms = {}
    for line in output.splitlines():
        parts = line.split()
        if len(parts) < 3 or parts[1] in ("A", "a"):
            continue
        name, _, version = parts[2].partition("@")
        syms[name] = version.lstrip("@")
    return syms


def exported(library):
    out = subprocess.run(["nm", "-D", "--defined-only", library],
                         check=True, capture_output=True, text=True).stdout
    return parse_nm(out)


class ParserTest(unittest.TestCase):
    """The extraction itself, on small samples (so the main test can fail)."""

    def test_functions_and_variables(self):
        text = """
        /** doc */ CT_API int ct_a(int x);
        /* CT_API int ct_commented_out(void); */
        CT_API const char *ct_b(
            const ct_game *g,   /* a comment ( with a paren */
            int32_t n);
        CT_API void (*ct_c(int kind))(void);
        CT_API extern const int ct_d[10];
        #define CT_NOT_A_DECL 1
        #  define CT_API __declspec(dllexport)
        #define CT_MULTI(x) \\
            CT_API int ct_in_macro(x)
        CT_API uint64_t ct_e(void) { return 0; }
        """
        self.assertEqual(declared_names(text),
                         ["ct_a", "ct_b", "ct_c", "ct_d", "ct_e"])

    def test_undocumented(self):
        text = ("/** documented */\nCT_API int ct_ok(void);\n"
                "/* plain comment */\nCT_API int ct_plain(void);\n"
                "int x;\nCT_API int ct_bare(void);\n")
        self.assertEqual(undocumented(text), ["ct_plain", "ct_bare"])

    def test_parse_nm(self):
        out = ("0000000000000000 A CT_1.0\n"
               "0000000000001230 T ct_game_new@@CT_1.0\n"
               "0000000000004000 D ct_table@CT_1.0\n"
               "0000000000001250 T stray\n")
        self.assertEqual(parse_nm(out), {"ct_game_new": "CT_1.0",
                                         "ct_table": "CT_1.0", "stray": ""})


class ExportedSymbolsTest(unittest.TestCase):
    """The library against its headers."""

    @classmethod
    def setUpClass(cls):
        if shutil.which("nm") is None:
            raise unittest.SkipTest("nm (binutils) not found")
        cls.api = header_api(INCLUDE_DIR, PREFIX)
        cls.syms = exported(LIBRARY)

    def test_api_is_not_empty(self):
        p = PREFIX.lower()
        self.assertIn(p + "_game_new", self.api)
        self.assertIn(p + "_strerror", self.api)

    def test_every_declared_function_is_exported(self):
        missing = sorted(set(self.api) - set(self.syms))
        self.assertEqual(missing, [], "declared %s_API in %s but not exported"
                         % (PREFIX, ", ".join(sorted({self.api[n] for n in missing}))))

    def test_nothing_else_is_exported(self):
        extra = sorted(set(self.syms) - set(self.api))
        self.assertEqual(extra, [], "exported but not declared %s_API in "
                         "%s/*.h (internal symbols leaking?)" % (PREFIX, INCLUDE_DIR))

    def test_symbols_are_versioned(self):
        bad = sorted(n for n, v in self.syms.items()
                     if not re.fullmatch(r"%s_1\.\d+" % PREFIX, v))
        self.assertEqual(bad, [], "symbols without a %s_1.x version node" % PREFIX)

    def test_every_declaration_has_a_doc_comment(self):
        bad = []
        for fn in sorted(os.listdir(INCLUDE_DIR)):
            if fn.endswith(".h"):
                with open(os.path.join(INCLUDE_DIR, fn), encoding="utf-8") as f:
                    bad += ["%s: %s" % (fn, n) for n in undocumented(f.read(), PREFIX)]
        self.assertEqual(bad, [])


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    LIBRARY, INCLUDE_DIR = sys.argv[1], sys.argv[2]
    rest = sys.argv[3:]
    if rest and re.fullmatch(r"[A-Z]+", rest[0]):
        PREFIX = rest.pop(0)
    unittest.main(argv=sys.argv[:1] + rest, verbosity=2)
