#!/usr/bin/env python3
"""Copy files into a directory of the build tree (the npm package folder
build-web/js/, the page build-web/web/), then touch a stamp file.

    stage.py STAMP DESTDIR FILE...

An HTML page is copied with its include lines put in place: a line

    <!--#include file="_part.html" name="value" -->

becomes the lines of _part.html (next to the page) without its first
comment (what the part is), {{name}} replaced by value (in double or
single quotes).  Parts (names
that begin with "_") are given as inputs, so that a change rebuilds the
pages, but are not copied themselves.
"""
import os
import re
import shutil
import sys

INCLUDE = re.compile(r"""^[ \t]*<!--#include file="([^"]+)"((?: [a-z]+=(?:"[^"]*"|'[^']*'))*) -->\n""", re.M)
ATTR = re.compile(r""" ([a-z]+)=(?:"([^"]*)"|'([^']*)')""")


def expand(page):
    """The text of an HTML page with its include lines put in place."""
    base = os.path.dirname(page)

    def part(m):
        with open(os.path.join(base, m.group(1)), encoding="utf-8") as f:
            text = re.sub(r"\A<!--.*?-->\n", "", f.read(), flags=re.S)
        values = {k: a or b for k, a, b in ATTR.findall(m.group(2))}

        def value(v):
            if v.group(1) not in values:
                sys.exit(f"{page}: {m.group(1)} needs {v.group(1)}=\"...\"")
            return values[v.group(1)]

        return re.sub(r"\{\{([a-z]+)\}\}", value, text)

    with open(page, encoding="utf-8") as f:
        return INCLUDE.sub(part, f.read())


def main():
    stamp, dest, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    os.makedirs(dest, exist_ok=True)
    for f in files:
        name = os.path.basename(f)
        target = os.path.join(dest, name)
        if name.startswith("_") and name.endswith(".html"):
            continue
        if name.endswith(".html"):
            with open(target, "w", encoding="utf-8") as out:
                out.write(expand(f))
        elif os.path.abspath(f) != os.path.abspath(target):
            shutil.copyfile(f, target)
    with open(stamp, "w", encoding="utf-8") as s:
        s.write("\n".join(files) + "\n")


if __name__ == "__main__":
    main()
