#!/usr/bin/env python3
"""Make the npm package folder of one library (build-web/npm/NAME/).

    npm_package.py STAMP DEST NAME VERSION PACKAGES.json README FILE...

DEST gets FILE... (the binding NAME.js and its declarations, _gamekit.js
and _gamekit.d.ts, NAME-wasm.js and NAME-wasm.wasm), README as README.md,
and a package.json: name NAME, version VERSION (the library's, from
meson), the "common" fields of PACKAGES.json and those under NAME, the
exports and the file list.  Then STAMP is touched.
"""
import json
import os
import shutil
import sys


def main():
    stamp, dest, name, version, packages, readme = sys.argv[1:7]
    files = sys.argv[7:]
    with open(packages, encoding="utf-8") as f:
        meta = json.load(f)
    os.makedirs(dest, exist_ok=True)
    names = sorted(os.path.basename(f) for f in files)
    for f in files:
        shutil.copyfile(f, os.path.join(dest, os.path.basename(f)))
    shutil.copyfile(readme, os.path.join(dest, "README.md"))
    pkg = {"name": name, "version": version}
    pkg.update(meta[name])
    pkg.update(meta["common"])
    pkg.update({
        "main": "./{}.js".format(name),
        "types": "./{}.d.ts".format(name),
        "exports": {
            ".": {"types": "./{}.d.ts".format(name), "default": "./{}.js".format(name)},
            "./{}-wasm.wasm".format(name): "./{}-wasm.wasm".format(name),
        },
        "files": names + ["README.md"],
    })
    with open(os.path.join(dest, "package.json"), "w", encoding="utf-8") as f:
        json.dump(pkg, f, indent=2, ensure_ascii=False)
        f.write("\n")
    with open(stamp, "w", encoding="utf-8") as s:
        s.write("\n".join(files) + "\n")


if __name__ == "__main__":
    main()
