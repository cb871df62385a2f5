"""Reads a timercheck --format=json document on stdin, checks its shape
against docs/output-formats.md and prints one line per finding and note, so
FileCheck can match them. Exits 1 on a schema violation."""
import json
import sys

doc = json.load(sys.stdin)
problems = []
if doc.get("version") != 1:
    problems.append("version is not 1")
if doc.get("tool", {}).get("name") != "timercheck":
    problems.append("tool.name is not timercheck")
fields = {"rule": str, "severity": str, "file": str, "line": int, "column": int, "message": str,
          "notes": list, "macro_expansion": list, "fixits": list, "fingerprint": str}


def esc(v):
    """Non-ASCII and control characters as Python escapes, so FileCheck sees plain ASCII."""
    if not isinstance(v, str):
        return v
    return v.encode("ascii", "backslashreplace").decode().replace("\n", "\\n").replace("\t", "\\t")


for f in doc["findings"]:
    for key, typ in fields.items():
        if not isinstance(f.get(key), typ):
            problems.append("finding %r: %s is not %s" % (f.get("message"), key, typ.__name__))
    if f.get("function") is not None and not isinstance(f["function"], str):
        problems.append("function is neither null nor a string")
    if f["severity"] not in ("error", "warning", "note"):
        problems.append("bad severity %r" % f["severity"])
    print("finding %s %s:%s:%s %s [%s] fp=%s" % (f["severity"], esc(f["file"]), f["line"], f["column"],
                                                esc(f["message"]), f["rule"], f["fingerprint"]))
    for n in f["notes"]:
        print("  note %s:%s:%s %s" % (esc(n["file"]), n["line"], n["column"], esc(n["message"])))
    for m in f["macro_expansion"]:
        print("  macro %s at %s:%s:%s" % (m["macro"], esc(m["file"]), m["line"], m["column"]))
    for x in f["fixits"]:
        print("  fixit %s {%d:%d-%d:%d} %s" % (esc(x["file"]), x["begin_line"], x["begin_column"],
                                               x["end_line"], x["end_column"], esc(x["replacement"])))
for p in problems:
    print("schema error: " + p)
sys.exit(1 if problems else 0)
