#!/usr/bin/env python3
"""The kCFI probe (testdata/callback-cast/kcfi-probe.test): each program in
this folder calls a function through a function-pointer type; its first line
says whether C11 calls the two types compatible ("// C: compatible" or
"// C: incompatible"). Each is compiled with clang -fsanitize=kcfi and run:
SIGILL (exit 132) is kCFI's trap. timercheck checks the same file under
--profile=default and --profile=cfi. One line per program:

    KIND: C <compatible|incompatible>, kCFI <traps|runs>, default <reports|silent>, cfi <reports|silent>

and the verdicts "ok" or "MISMATCH: ..." when the default profile does not
report exactly C's incompatibilities or the cfi profile does not report
exactly the calls kCFI traps (and the UB C finds, which it reports too).

usage: probe.py TIMERCHECK CLANG OUTDIR"""
import glob
import os
import subprocess
import sys

FLAGS = ["-std=gnu17", "-w", "-O0"]


def reports(timercheck, src, profile):
    out = subprocess.run([timercheck, "--no-cache", "--profile=" + profile, src, "--"] + FLAGS,
                         capture_output=True, text=True).stdout
    return any(": error: " in l or ": warning: " in l for l in out.splitlines())


def main():
    timercheck, clang, outdir = sys.argv[1:4]
    os.makedirs(outdir, exist_ok=True)
    here = os.path.dirname(os.path.abspath(__file__))
    for src in sorted(glob.glob(os.path.join(here, "*.c"))):
        kind = os.path.basename(src)[:-2]
        with open(src) as f:
            first = f.readline()
        c_ok = "C: compatible" in first
        exe = os.path.join(outdir, kind)
        subprocess.run([clang, "-fsanitize=kcfi"] + FLAGS + [src, "-o", exe], check=True)
        trapped = subprocess.run([exe], capture_output=True).returncode in (132, -4)
        dflt, cfi = reports(timercheck, src, "default"), reports(timercheck, src, "cfi")
        problems = []
        if dflt == c_ok:
            problems.append("default profile %s" % ("reports" if dflt else "is silent"))
        if cfi != (trapped or not c_ok):
            problems.append("cfi profile %s" % ("reports" if cfi else "is silent"))
        print("%s: C %s, kCFI %s, default %s, cfi %s: %s" % (
            kind, "compatible" if c_ok else "incompatible", "traps" if trapped else "runs",
            "reports" if dflt else "silent", "reports" if cfi else "silent",
            "MISMATCH: " + ", ".join(problems) if problems else "ok"))


if __name__ == "__main__":
    main()
