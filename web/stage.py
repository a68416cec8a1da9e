#!/usr/bin/env python3
"""Copy files into a directory of the build tree (the npm package folder
build-web/js/, the page build-web/web/), then touch a stamp file.

    stage.py STAMP DESTDIR FILE...
"""
import os
import shutil
import sys


def main():
    stamp, dest, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    os.makedirs(dest, exist_ok=True)
    for f in files:
        target = os.path.join(dest, os.path.basename(f))
        if os.path.abspath(f) != os.path.abspath(target):
            shutil.copyfile(f, target)
    with open(stamp, "w", encoding="utf-8") as s:
        s.write("\n".join(files) + "\n")


if __name__ == "__main__":
    main()
