#!/usr/bin/env python3
"""Writes web/levels.js from the engines' level table (gamekit/gk_level.c:
the names; gamekit/gk_level.h: GK_LEVEL_MIN, GK_LEVEL_MAX, the default).

    tools/genlevels.py            write web/levels.js
    tools/genlevels.py --check    exit 1 if web/levels.js is not what it would write

The pages import LEVELS (an array of {level, vi, en}: the engines' Level
option value and its names) and DEFAULT_LEVEL from it."""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def read_levels():
    header = (ROOT / "gamekit" / "gk_level.h").read_text(encoding="utf-8")
    source = (ROOT / "gamekit" / "gk_level.c").read_text(encoding="utf-8")
    macro = {m: int(re.search(r"#define GK_LEVEL_%s (\d+)" % m, header).group(1))
             for m in ("MIN", "MAX", "DEFAULT")}
    table = re.search(r"names\[GK_LEVEL_MAX \+ 1\]\[2\] = \{(.*?)\n\};", source, re.S).group(1)
    rows = re.findall(r'\{"([^"]*)", "([^"]*)"\}', table)
    if len(rows) != macro["MAX"] + 1 or not all(all(r) for r in rows):
        raise SystemExit("genlevels.py: gk_level.c's names are not one entry a level")
    if not macro["MIN"] <= macro["DEFAULT"] <= macro["MAX"]:
        raise SystemExit("genlevels.py: the default level is out of range")
    return [(i, vi, en) for i, (vi, en) in enumerate(rows) if i >= macro["MIN"]], macro["DEFAULT"]


def js_string(s):
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'"


def render():
    levels, default = read_levels()
    lines = [
        "// The engines' levels (both games): each one's Level option value and",
        "// its names, Vietnamese and English, and the level a player starts at.",
        "// Written by tools/genlevels.py from gamekit/gk_level.c and gk_level.h;",
        "// do not edit (tests check it is current).",
        "export const LEVELS = Object.freeze([",
    ]
    for level, vi, en in levels:
        lines.append("  Object.freeze({ level: %d, vi: %s, en: %s })," % (level, js_string(vi), js_string(en)))
    lines += ["]);", "", "export const DEFAULT_LEVEL = %d;" % default, ""]
    return "\n".join(lines)


def main(argv):
    out = ROOT / "web" / "levels.js"
    text = render()
    if argv[1:] == ["--check"]:
        if not out.exists() or out.read_text(encoding="utf-8") != text:
            print("web/levels.js is not current: run tools/genlevels.py", file=sys.stderr)
            return 1
        print("web/levels.js is current")
        return 0
    if argv[1:]:
        print(__doc__, file=sys.stderr)
        return 2
    out.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
