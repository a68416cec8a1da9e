#!/usr/bin/env python3
"""Run the code examples of the README and the docs, so that an example that
does not work as written fails a test.

    doc-examples.py --source DIR --build DIR [--web-build DIR] [--lang L]... PATH...

Every fenced block of a Markdown file (a PATH, or the *.md files below a
PATH that is a directory) has a language, and that language says
what is done with it:

  c       compiled (C11, -Wall -Wextra -Werror) against the build's libcotoan
          and libcotulenh and the public headers, then run; it must exit 0.
  python  run with this interpreter against the build's libraries (the
          packages of bindings/python); the python blocks of one file run
          one after another in one namespace, as a reader types them.
  js      run with node as an ES module next to the web build's package
          (WEB_BUILD/js: `import ... from './cotoan.js'` or from 'cotoan');
          without a web build these are skipped, and the run says so.
  sh      run with bash -e in a scratch directory holding links to the
          source tree's top-level entries and `build` -> the build
          directory, so `build/examples/cotoan-perft 3` works.
  text, console, json, cmake, meson, ini, html
          not programs (output, a session, data, another build system's
          file, a page: the browser tests run the pages): never run.

A c block without a main() is a fragment: it runs as the body of main(),
with the standard headers and both libraries' public headers included
(its own #include lines go before main()); what it needs declared first
is given by an HTML comment on the line just before its fence:

    <!-- before: ct_game *game; ct_game_new(NULL, &game); -->

A block that must not run in a test (a command that installs, needs a
network, a terminal or root; a prototype) is marked by an HTML comment on
the line just before its fence, saying why:

    <!-- not run: installs into the system -->

A block with no language, with a language not listed above, or with a
marker without a reason is an error: every block is either run or marked.
`--lang` limits the run to those languages (the check of every block's
language is always made).  `--list` prints each block and what is done
with it.  Exit status: 0 all passed, 1 something failed, 77 (meson's
"skipped") when nothing of the languages asked could run.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

RUN = ("c", "python", "js", "sh")
NOT_PROGRAMS = ("text", "console", "json", "cmake", "meson", "ini", "html")
MARKER = re.compile(r"^\s*<!--\s*not run:\s*(.*?)\s*-->\s*$")
BEFORE = re.compile(r"^\s*<!--\s*before:\s*(.*?)\s*-->\s*$")
FENCE = re.compile(r"^(\s*)```\s*([^\s`]*)\s*$")
TIMEOUT = 300  # seconds per block: a loaded 2-core machine


class Block:
    def __init__(self, path, line, lang, text, skip, before=None):
        self.path, self.line, self.lang, self.text, self.skip = path, line, lang, text, skip
        self.before = before

    def where(self):
        return "{}:{}".format(self.path, self.line)


def blocks(path):
    """The fenced blocks of a Markdown file, and the errors of their marking."""
    out, errors = [], []
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        indent, lang = m.group(1), m.group(2).lower()
        start = i + 1
        j = start
        while j < len(lines) and not re.match(r"^\s*```\s*$", lines[j]):
            j += 1
        body = [ln[len(indent):] if ln.startswith(indent) else ln.lstrip()
                for ln in lines[start:j]]
        k = i - 1
        while k >= 0 and not lines[k].strip():
            k -= 1
        skip = before = None
        if k >= 0 and BEFORE.match(lines[k]):
            before = BEFORE.match(lines[k]).group(1)
        elif k >= 0 and "<!--" in lines[k] and "not run" in lines[k]:
            mm = MARKER.match(lines[k])
            if not mm or not mm.group(1):
                errors.append("{}:{}: a 'not run' marker says why: "
                              "<!-- not run: REASON -->".format(path, k + 1))
            else:
                skip = mm.group(1)
        b = Block(path, i + 1, lang, "\n".join(body) + "\n", skip, before)
        if not lang:
            errors.append("{}: a block without a language: mark it ```text (not a program) "
                          "or give its language".format(b.where()))
        elif lang not in RUN and lang not in NOT_PROGRAMS:
            errors.append("{}: block language {!r} is neither run ({}) nor a known "
                          "non-program ({})".format(b.where(), lang, ", ".join(RUN),
                                                     ", ".join(NOT_PROGRAMS)))
        out.append(b)
        i = j + 1
    return out, errors


def env_for(args):
    env = dict(os.environ)
    env["COTOAN_LIBRARY"] = os.path.join(args.build, "libcotoan", "libcotoan.so.1")
    env["COTULENH_LIBRARY"] = os.path.join(args.build, "libcotulenh", "libcotulenh.so.1")
    env["PYTHONPATH"] = os.path.join(args.source, "bindings", "python") + (
        os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    # in a sanitizer build: a fragment keeps its objects to the end (no
    # leak check), and a finding fails the example
    env["ASAN_OPTIONS"] = ":".join(filter(None, [env.get("ASAN_OPTIONS"), "detect_leaks=0"]))
    env["LD_LIBRARY_PATH"] = os.pathsep.join(
        [os.path.join(args.build, "libcotoan"), os.path.join(args.build, "libcotulenh")]
        + ([env["LD_LIBRARY_PATH"]] if env.get("LD_LIBRARY_PATH") else []))
    return env


def run(cmd, cwd, env, stdin=None):
    """(ok, output) of a command."""
    try:
        p = subprocess.run(cmd, cwd=cwd, env=env, input=stdin, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=TIMEOUT, text=True)
    except subprocess.TimeoutExpired:
        return False, "timed out after {} s".format(TIMEOUT)
    return p.returncode == 0, p.stdout


C_HEADERS = ("stdatomic.h", "stdint.h", "stdio.h", "stdlib.h", "string.h",
             "cotoan/cotoan.h", "cotulenh/cotulenh.h")


def c_program(b):
    """The C program of a block: the block itself when it has a main(), else
    the block as the body of main() (its #include lines before it), after
    the block's `before:` code, with the standard and public headers."""
    if re.search(r"\bint\s+main\s*\(", b.text):
        return b.text, []
    includes = [ln for ln in b.text.splitlines() if ln.startswith("#include")]
    body = [ln for ln in b.text.splitlines() if not ln.startswith("#include")]
    head = ["#include <{}>".format(h) for h in C_HEADERS] + includes
    prog = "\n".join(head + ["", "int main(void)", "{", b.before or ""] + body
                      + ["return 0;", "}", ""])
    return prog, ["-Wno-unused-variable", "-Wno-unused-but-set-variable",
                  "-Wno-unused-result", "-Wno-unused-value"]


def run_c(b, args, env, tmp):
    src = os.path.join(tmp, "example.c")
    exe = os.path.join(tmp, "example")
    prog, flags = c_program(b)
    with open(src, "w", encoding="utf-8") as f:
        f.write(prog)
    cc = os.environ.get("CC", "cc").split()
    libs = []
    for lib in ("cotoan", "cotulenh"):
        d = os.path.join(args.build, "lib" + lib)
        libs += ["-L" + d, "-Wl,-rpath," + d, "-l" + lib]
    ok, out = run(cc + ["-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic"] + flags + [
                        "-I" + os.path.join(args.source, "include"), src, "-o", exe] + libs,
                  tmp, env)
    if not ok:
        return False, "does not compile:\n" + out + "\nthe program:\n" + prog
    return run([exe], tmp, env, stdin="")


PY_DRIVER = r"""
import json, sys, traceback
blocks = json.load(open(sys.argv[1], encoding="utf-8"))
ns = {"__name__": "__main__"}
for where, text in blocks:
    try:
        exec(compile(text, where, "exec"), ns)
    except BaseException:
        print("FAIL " + where)
        traceback.print_exc(file=sys.stdout)
        sys.exit(1)
    print("ok " + where)
"""


def run_python_file(bs, env, tmp):
    """Run the python blocks of one file in one namespace; (results)."""
    import json
    data = os.path.join(tmp, "blocks.json")
    with open(data, "w", encoding="utf-8") as f:
        json.dump([[b.where(), b.text] for b in bs], f)
    drv = os.path.join(tmp, "driver.py")
    with open(drv, "w", encoding="utf-8") as f:
        f.write(PY_DRIVER)
    ok, out = run([sys.executable, drv, data], tmp, env)
    results, failed_at = [], None
    for ln in out.splitlines():
        if ln.startswith("FAIL "):
            failed_at = ln[5:]
    for b in bs:
        if ok or ("ok " + b.where()) in out.splitlines():
            results.append((b, True, ""))
        elif b.where() == failed_at:
            results.append((b, False, out))
        else:
            results.append((b, None, "not run: an earlier block of the file failed"))
    return results


def run_js(b, args, env, tmp):
    js = os.path.join(args.web_build, "js")
    for name in os.listdir(js):
        dst = os.path.join(tmp, name)
        if not os.path.exists(dst):
            os.symlink(os.path.join(js, name), dst)
    text = re.sub(r"""from\s+(['"])(cotoan|cotulenh)\1""", r"from './\2.js'", b.text)
    src = os.path.join(tmp, "example.mjs")
    with open(src, "w", encoding="utf-8") as f:
        f.write(text)
    return run(["node", src], tmp, env)


def run_sh(b, args, env, tmp):
    for name in os.listdir(args.source):
        if name in ("build", ".git"):
            continue
        os.symlink(os.path.join(args.source, name), os.path.join(tmp, name))
    os.symlink(args.build, os.path.join(tmp, "build"))
    return run(["bash", "-e", "-o", "pipefail", "-c", b.text], tmp, env, stdin="")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--source", required=True)
    ap.add_argument("--build", required=True)
    ap.add_argument("--web-build")
    ap.add_argument("--lang", action="append", choices=RUN)
    ap.add_argument("--list", action="store_true")
    ap.add_argument("files", nargs="+", metavar="PATH")
    args = ap.parse_args()
    args.source, args.build = os.path.abspath(args.source), os.path.abspath(args.build)
    if args.web_build:
        args.web_build = os.path.abspath(args.web_build)
    langs = args.lang or list(RUN)

    paths = []
    for path in args.files:
        if os.path.isdir(path):
            for d, dirs, names in os.walk(path):
                dirs[:] = sorted(x for x in dirs if x != "node_modules")
                paths += [os.path.join(d, n) for n in sorted(names) if n.endswith(".md")]
        else:
            paths.append(path)
    all_blocks, errors = [], []
    for path in paths:
        bs, errs = blocks(path)
        all_blocks += bs
        errors += errs
    for e in errors:
        print("ERROR " + e)
    if args.list:
        for b in all_blocks:
            what = ("not run: " + b.skip if b.skip else
                    "run" if b.lang in RUN else "not a program")
            print("{} ```{} {}".format(b.where(), b.lang, what))
        return 1 if errors else 0

    todo = [b for b in all_blocks if b.lang in langs and not b.skip]
    skipped = False
    web = args.web_build and os.path.isfile(os.path.join(args.web_build, "js", "cotoan.js"))
    if "js" in langs and not web and any(b.lang == "js" for b in todo):
        print("SKIP the js examples: no web build (WEB_BUILD/js/cotoan.js; see "
              "tools/run-tests.sh web)")
        todo = [b for b in todo if b.lang != "js"]
        skipped = True
    if "c" in langs and any(b.lang == "c" for b in todo):
        if not shutil.which(os.environ.get("CC", "cc").split()[0]):
            print("SKIP the c examples: no C compiler")
            todo = [b for b in todo if b.lang != "c"]
            skipped = True
    env = env_for(args)
    results = []
    by_file = {}
    for b in todo:
        if b.lang == "python":
            by_file.setdefault(b.path, []).append(b)
    for bs in by_file.values():
        with tempfile.TemporaryDirectory(prefix="doc-example-") as tmp:
            results += run_python_file(bs, env, tmp)
    for b in todo:
        if b.lang == "python":
            continue
        with tempfile.TemporaryDirectory(prefix="doc-example-") as tmp:
            ok, out = {"c": run_c, "js": run_js, "sh": run_sh}[b.lang](b, args, env, tmp)
        results.append((b, ok, out))

    failed = 0
    for b, ok, out in sorted(results, key=lambda r: (r[0].path, r[0].line)):
        if ok:
            print("ok   {} ```{}".format(b.where(), b.lang))
        else:
            failed += 1
            print("FAIL {} ```{}: {}".format(b.where(), b.lang, out.strip() if out else ""))
    print("{} examples run: {} passed, {} failed; {} marking errors".format(
        len(results), len(results) - failed, failed, len(errors)))
    if failed or errors:
        return 1
    return 77 if skipped and not results else 0


if __name__ == "__main__":
    sys.exit(main())
