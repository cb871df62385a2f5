#!/usr/bin/env python3
"""Facts for testdata/hostile/many-files.test: one TU record (for --join)
with N cast facts, each in a header of its own (h/f000000.h ...), and a
unified diff that adds line 1 of every one of those headers. The headers
need not exist: the report only reads them for NOLINT comments and lines.

  many_findings.py OUT N
"""
import os
import sys

out, n = sys.argv[1], int(sys.argv[2])
os.makedirs(os.path.join(out, "facts"), exist_ok=True)
lines = ["timercheck-facts 4", "tu\t%s/main.c" % out, "status\tok"]
diff = []
for i in range(n):
    header = "h/f%06d.h" % i
    # kind, loc, spell, macro, decl, func, usr, type_from, type_to, container,
    # member, api, text, detail (pointer/integer mismatch), flags, param, and
    # the flow fields: scope, origin, via, layout, sig, and the type key
    lines.append("\t".join(["fact", "cast", "%s/%s" % (out, header), "1", "1", "", "0", "0",
                            "", "", "0", "0", "cb%d" % i, "c:@F@cb%d" % i, "void (struct s *)",
                            "void (*)(unsigned long)", "", "", "", "struct s *\\tunsigned long",
                            "1", "0", "1", "", "0", "", "", "", ""]))
    diff.append("--- a/%s\n+++ b/%s\n@@ -0,0 +1 @@\n+x\n" % (header, header))
lines.append("end")
with open(os.path.join(out, "facts", "main.c.facts"), "w") as f:
    f.write("\n".join(lines) + "\n")
with open(os.path.join(out, "all.diff"), "w") as f:
    f.write("".join(diff))
