#!/usr/bin/env python3
"""Runs timercheck under many address-space limits (ulimit -v) and checks
that every run ends in one of the honest outcomes (docs/reliability.md):

  ok        exit 1, the findings of every file, no error line on stderr
  fatal     exit 3, nothing on stdout, one "timercheck: error: " line on
            stderr that says out of memory or that no analysis process
            could start, and names the limit
  file-oom  exit 2, every per-file error says the analysis process ran out
            of memory (or could not start) and names the limit

Anything else (a crash blamed on a file, "exited with status 127", an
abort, exit 134) is printed as a line starting with BAD.

Where the interesting limits are depends on the machine and on the
libclang: first it bisects for the lowest limit at which libclang loads in
the parent and the lowest at which both files are analysed, then it runs
every STEP KiB between the two, and a little either side.

usage: oom_sweep.py TIMERCHECK FOLDER FILE...   (FOLDER: the working directory)
"""
import resource
import subprocess
import sys

LOW, HIGH, STEP = 32 * 1024, 2 * 1024 * 1024, 2000


def run(tc, folder, files, limit_kib):
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (limit_kib * 1024, limit_kib * 1024))

    p = subprocess.run([tc, "--no-cache", "-j2"] + files + ["--"], cwd=folder,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       preexec_fn=limit, timeout=300)
    return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")


def classify(files, limit_kib, code, out, err):
    names_limit = "(ulimit -v) is %d KiB" % limit_kib
    errors = [l for l in err.splitlines() if "error:" in l]
    file_errors = [l for l in out.splitlines() if ": error: " in l and "[clang-diagnostic-error]" in l]
    if code == 1 and not errors and not file_errors and \
            all(("%s:4:29: error:" % f) in out for f in files):
        return "ok"
    if code == 3 and not out and len(errors) == 1 and err.startswith("timercheck: error: ") and \
            ("out of memory" in err or "could not start" in err) and names_limit in err:
        return "fatal-load" if "cannot load libclang" in err else "fatal"
    if code == 2 and file_errors and not errors and \
            all(("ran out of memory" in l or "could not start" in l) and names_limit in l
                for l in file_errors):
        return "file-oom"
    return None


def outcome(tc, folder, files, limit_kib, seen):
    code, out, err = run(tc, folder, files, limit_kib)
    kind = classify(files, limit_kib, code, out, err)
    if kind is None:
        first = (err.strip().splitlines() or [""])[0] + " | " + (out.strip().splitlines() or [""])[0]
        print("BAD limit=%d KiB exit=%d: %s" % (limit_kib, code, first))
        kind = "bad"
    seen[kind] = seen.get(kind, 0) + 1
    return kind


def lowest(tc, folder, files, seen, good, lo):
    """The lowest limit in [lo, HIGH] whose outcome is good (outcomes are monotone)."""
    hi = HIGH
    if not good(outcome(tc, folder, files, hi, seen)):
        return None
    while hi - lo > STEP:
        mid = (lo + hi) // 2
        if good(outcome(tc, folder, files, mid, seen)):
            hi = mid
        else:
            lo = mid
    return hi


def main():
    tc, folder, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    seen = {}
    loads = lowest(tc, folder, files, seen, lambda k: k != "fatal-load", LOW)
    works = loads and lowest(tc, folder, files, seen, lambda k: k == "ok", loads - STEP)
    if not loads or not works:
        print("BAD: no limit up to %d KiB lets timercheck analyse the files" % HIGH)
        return
    for limit_kib in range(loads - STEP, works + STEP, STEP):
        outcome(tc, folder, files, limit_kib, seen)
    print("sweep: " + ", ".join("%s %d" % (k, seen[k]) for k in sorted(seen)))


main()
