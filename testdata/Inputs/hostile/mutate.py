#!/usr/bin/env python3
"""Writes hostile C sources into a folder, for testdata/hostile/mutated-sources.test.

usage: mutate.py OUTDIR SEED_SOURCE... [--seed N] [--count N]

From each seed source it derives mutants (truncated, random bytes, deleted
lines, unbalanced braces, NUL bytes, CRLF), and it adds sources built to be
hard: a huge line, 5000 nested parentheses, deep macro chains, long operator
chains and nested blocks, a NOLINT flood. Deterministic for a given seed;
the nesting depths stay below what makes clang's own parser overflow its
stack (see docs/reliability.md for that case).
"""
import os
import random
import sys


def mutants(name, text, rng):
    data = text.encode()
    lines = text.splitlines(keepends=True)
    out = {}
    for i in range(3):
        cut = rng.randrange(1, len(data))
        out["trunc%d" % i] = data[:cut]
    for i in range(3):
        b = bytearray(data)
        for _ in range(rng.randrange(1, 12)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        out["bytes%d" % i] = bytes(b)
    for i in range(2):
        kept = [l for l in lines if rng.random() > 0.3]
        out["dellines%d" % i] = "".join(kept).encode()
    out["open-brace"] = (text + "\nvoid tail(void) {\n  {\n").encode()
    out["close-brace"] = ("}\n}\n" + text + "\n}}}\n").encode()
    out["nul"] = data[: len(data) // 2] + b"\0\0\0" + data[len(data) // 2:]
    out["crlf"] = text.replace("\n", "\r\n").encode()
    out["no-newline"] = data.rstrip(b"\n")
    out["tail"] = data + b"\nstatic int cut_here(int a, \x01"
    return {"%s-%s.c" % (name, k): v for k, v in out.items()}


def built(rng):
    out = {}
    decls = "".join("int v%d = %d; " % (i, i) for i in range(40000))
    out["huge-line.c"] = ("/* one line of about 600 KB */\n" + decls + "\n").encode()
    out["parens-5000.c"] = ("int p = " + "(" * 5000 + "1" + ")" * 5000 + ";\n").encode()
    out["braces-5000.c"] = ("void f(void) " + "{" * 5000 + "}" * 5000 + "\n").encode()
    chain = ["#define M0(x) x"] + ["#define M%d(x) M%d((x) + 1)" % (i, i - 1) for i in range(1, 2000)]
    out["macro-chain.c"] = ("\n".join(chain) + "\nint m = M1999(0);\n").encode()
    rec = "#define R(x) R(x)\n#define S(x) S(x) S(x)\nint r = R(1);\nint s = S(2);\n"
    out["macro-self.c"] = rec.encode()
    out["plus-20000.c"] = ("int x = " + " + ".join(["1"] * 20000) + ";\n").encode()
    out["minus-1000.c"] = ("int z = " + "- " * 1000 + "1;\n").encode()
    out["ifs-2000.c"] = ("void f(int a) {" + "if (a) " * 2000 + ";}\n").encode()
    out["casts-300.c"] = ("struct conn;\nvoid on_conn(struct conn *c);\n"
                          "typedef void (*fn)(unsigned long);\nvoid reg(fn, unsigned long);\n"
                          "void f(struct conn *c) { reg(" + "(fn)" * 300 + "on_conn, "
                          + "(unsigned long)" * 300 + "c); }\n").encode()
    out["nolint-flood.c"] = ("".join("int n%d; // NOLINT%s(%s)\n" % (
        i, rng.choice(["", "NEXTLINE", "BEGIN", "END"]), ",".join(["*"] * rng.randrange(1, 30)))
        for i in range(3000))).encode()
    out["binary.c"] = bytes(rng.randrange(256) for _ in range(20000))
    out["empty.c"] = b""
    return out


def main():
    args = sys.argv[1:]
    seed = 1
    if "--seed" in args:
        i = args.index("--seed")
        seed = int(args[i + 1])
        del args[i:i + 2]
    outdir, sources = args[0], args[1:]
    rng = random.Random(seed)
    os.makedirs(outdir, exist_ok=True)
    files = built(rng)
    for src in sources:
        with open(src, encoding="utf-8") as f:
            files.update(mutants(os.path.splitext(os.path.basename(src))[0], f.read(), rng))
    for name, data in sorted(files.items()):
        with open(os.path.join(outdir, name), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()
