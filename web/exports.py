#!/usr/bin/env python3
"""Write emcc's EXPORTED_FUNCTIONS list for a library's public API.

    exports.py OUTPUT MACRO HEADER...

Every function declared with the export macro MACRO (CT_API for libcotoan)
in the HEADERs is exported, plus malloc and free for the JavaScript side.
One list per library, so any library of the project is linked the same way.
"""
import json
import re
import sys


def main():
    out, macro, headers = sys.argv[1], sys.argv[2], sys.argv[3:]
    # "CT_API const char *ct_strerror(int code);" -> ct_strerror
    decl = re.compile(r"^" + re.escape(macro) + r"\s[^;(#]*?\b(\w+)\s*\(", re.M)
    names = set()
    for path in headers:
        with open(path, encoding="utf-8") as f:
            names.update(decl.findall(f.read()))
    if not names:
        sys.exit("exports.py: no %s function in %s" % (macro, " ".join(headers)))
    names.update(("malloc", "free"))
    with open(out, "w", encoding="utf-8") as f:
        json.dump(sorted("_" + n for n in names), f, indent=0)
        f.write("\n")


if __name__ == "__main__":
    main()
