#!/usr/bin/env python3
"""tools/doc-examples.py fails where it should: a block that fails as
written, a block without a language, a marker without a reason; and passes
runnable blocks, marked blocks and C fragments with their declarations.

    test_doc_examples.py SOURCE_ROOT BUILD_DIR
"""

import os
import subprocess
import sys
import tempfile

SOURCE, BUILD = sys.argv[1], sys.argv[2]
TOOL = os.path.join(SOURCE, "tools", "doc-examples.py")
F = "```"

CASES = [
    # (what, markdown, languages, expected exit status)
    ("a python block that runs", F + "python\nimport cotoan\nassert cotoan.Game().turn == 'red'\n"
     + F + "\n", ["python"], 0),
    ("python blocks share a namespace", F + "python\nx = 2\n" + F + "\n\n" + F
     + "python\nassert x == 2\n" + F + "\n", ["python"], 0),
    ("a python block that fails", F + "python\nimport cotoan\ncotoan.Game().push('a1a9')\n"
     + F + "\n", ["python"], 1),
    ("a block without a language", F + "\nanything\n" + F + "\n", ["python"], 1),
    ("a marker without a reason", "<!-- not run: -->\n" + F + "sh\nfalse\n" + F + "\n",
     ["sh"], 1),
    ("a marked block is not run", "<!-- not run: it fails -->\n" + F + "sh\nfalse\n" + F
     + "\n", ["sh"], 0),
    ("a shell block that fails", F + "sh\ntest -x build/no-such-program\n" + F + "\n",
     ["sh"], 1),
    ("an unknown language", F + "rust\nfn main() {}\n" + F + "\n", ["c"], 1),
    ("a C program", F + "c\n#include <cotoan/cotoan.h>\nint main(void) { return "
     "ct_version() ? 0 : 1; }\n" + F + "\n", ["c"], 0),
    ("a C fragment with its declarations", "<!-- before: ct_game *game; "
     "ct_game_new(NULL, &game); -->\n" + F + "c\nif (ct_game_turn(game) != CT_RED) return 1;\n"
     + F + "\n", ["c"], 0),
    ("a C fragment that does not compile", F + "c\nct_game_turn(game);\n" + F + "\n", ["c"], 1),
    ("a C program that fails", F + "c\nint main(void) { return 3; }\n" + F + "\n", ["c"], 1),
]

failed = 0
with tempfile.TemporaryDirectory() as tmp:
    for i, (what, text, langs, want) in enumerate(CASES):
        path = os.path.join(tmp, "case{}.md".format(i))
        with open(path, "w", encoding="utf-8") as f:
            f.write("# A page\n\n" + text)
        cmd = [sys.executable, TOOL, "--source", SOURCE, "--build", BUILD, path]
        for lang in langs:
            cmd += ["--lang", lang]
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                           timeout=300)
        ok = p.returncode == want
        failed += not ok
        print("{} {}: exit {} (want {})".format("ok  " if ok else "FAIL", what, p.returncode, want))
        if not ok:
            print(p.stdout)
print("{} passed, {} failed".format(len(CASES) - failed, failed))
sys.exit(1 if failed else 0)
