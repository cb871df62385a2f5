"""Checks the editor set-ups of docs/integration.md against real output.

usage: editors.py DOC OUTPUT vscode|vim

Reads the VS Code problem matcher's regular expression (or Vim's
errorformat) out of DOC, applies it to OUTPUT (timercheck's text output)
and prints one line per problem found: file|line|column|severity|message|code.
For Vim, the errorformat line is run by Vim itself (vim -es)."""
import json
import os
import re
import subprocess
import sys
import tempfile

doc_path, out_path, editor = sys.argv[1:4]
doc = open(doc_path, encoding="utf-8").read()
output = open(out_path, encoding="utf-8").read()

if editor == "vscode":
    blocks = re.findall(r"```json\n(.*?)```", doc, re.S)
    tasks = [json.loads(b) for b in blocks if "problemMatcher" in b]
    pattern = tasks[0]["tasks"][0]["problemMatcher"]["pattern"]
    # VS Code uses JavaScript regular expressions; this one is also valid Python.
    rx = re.compile(pattern["regexp"])
    for line in output.splitlines():
        m = rx.match(line)
        if m:
            print("%s|%s|%s|%s|%s|%s" % tuple(m.group(pattern[k]) for k in
                                             ("file", "line", "column", "severity", "message", "code")))
elif editor == "vim":
    efm = [l for l in doc.splitlines() if l.startswith("setlocal errorformat=")][0]
    with tempfile.TemporaryDirectory() as tmp:
        script = os.path.join(tmp, "efm.vim")
        result = os.path.join(tmp, "qf.txt")
        with open(script, "w") as f:
            f.write(efm + "\n")
            f.write("cgetfile " + out_path + "\n")
            f.write("call writefile(map(getqflist(), {_, e -> bufname(e.bufnr) . '|' . e.lnum . '|' . e.col"
                    " . '|' . e.type . '|' . e.text}), '" + result + "')\n")
            f.write("qall!\n")
        subprocess.run(["vim", "-N", "-u", "NONE", "-i", "NONE", "-es", "-S", script],
                       check=False, stdin=subprocess.DEVNULL)
        print(open(result).read(), end="")
else:
    sys.exit("unknown editor " + editor)
