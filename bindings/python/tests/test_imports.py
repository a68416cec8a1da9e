"""The modules of the packages import each other without cycles (calls run
downhill: _ffi → _errors → _record → _game → _read), so that a reader
can follow them from the bottom up.  No C library is needed."""

import ast
import os
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGES = ("_gamekit", "cotoan", "cotulenh")


def module_imports():
    """{module: set of the package modules it imports anywhere in its
    code, function bodies included}."""
    edges = {}
    for pkg in PACKAGES:
        for name in sorted(os.listdir(os.path.join(ROOT, pkg))):
            if not name.endswith(".py") or name == "__init__.py":
                continue
            mod = pkg + "." + name[:-3]
            with open(os.path.join(ROOT, pkg, name), encoding="utf-8") as f:
                tree = ast.parse(f.read())
            deps = set()
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom):
                    base = node.module or ""
                    if node.level:
                        base = pkg + ("." + base if base else "")
                    for alias in node.names:
                        sub = base + "." + alias.name
                        path = os.path.join(ROOT, *sub.split(".")) + ".py"
                        deps.add(sub if os.path.exists(path) else base)
                elif isinstance(node, ast.Import):
                    deps.update(alias.name for alias in node.names)
            edges[mod] = {d for d in deps if d.split(".")[0] in PACKAGES and d != mod
                          and "." in d}
    return edges


def cycles(edges):
    """The import edges (a, b) that lie on a cycle."""
    def reaches(start, goal):
        todo, seen = [start], {start}
        while todo:
            for d in edges.get(todo.pop(), ()):
                if d == goal:
                    return True
                if d not in seen:
                    seen.add(d)
                    todo.append(d)
        return False

    return sorted((a, b) for a in edges for b in edges[a] if reaches(b, a))


class ImportCycleTest(unittest.TestCase):
    def test_no_cycles(self):
        edges = module_imports()
        self.assertIn("cotoan._errors", edges["cotoan._game"])
        self.assertEqual(cycles(edges), [])

    def test_detects_a_cycle(self):
        self.assertEqual(cycles({"p.a": {"p.b"}, "p.b": {"p.a"}, "p.c": {"p.a"}}),
                         [("p.a", "p.b"), ("p.b", "p.a")])


if __name__ == "__main__":
    unittest.main()
