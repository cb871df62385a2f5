#!/usr/bin/env python3
"""Writes the corpus of testdata/cli/compdb-equivalence.test into the folder
given: one subfolder per theme, each with a compile_commands.json (and the
response files its entries name), for timercheck-compdb-diff to load with
libclang and with timercheck. Only what libclang 14 and 19 read alike is
here; where they differ (docs/usage.md, "Compile databases") the behaviour is
pinned by cli/compdb-reader.test instead."""
import json
import os
import sys

root = os.path.abspath(sys.argv[1])


def database(name, entries=None, raw=None, bom=False):
    folder = os.path.join(root, name)
    os.makedirs(folder, exist_ok=True)
    text = raw if raw is not None else json.dumps(entries, indent=1)
    with open(os.path.join(folder, "compile_commands.json"), "wb") as f:
        if bom:
            f.write(b"\xef\xbb\xbf")
        f.write(text.replace("@DIR@", folder).encode())
    return folder


def entries(folder, key, values, file="a.c"):
    return [{"directory": "@DIR@", "file": file, key: v} for v in values]


# "command" splitting: spaces, quotes, backslashes, shell syntax, the odd ends.
database("split", entries("split", "command", [
    "gcc -c a.c", "  gcc   -DX=1  -c a.c  ", 'gcc "-DX=a b" -c a.c', "gcc '-DX=a b' -c a.c",
    'gcc -DX=\\"q\\" a.c', "gcc a\\ b.c", "gcc \"a\"'b'c", 'gcc "" x', "gcc '' x", "gcc x \\",
    'gcc "unterminated', "gcc 'unterminated", 'gcc "esc\\', "gcc\t-c\ta.c",
    'gcc "a\\\\b" "a\\nb"', "gcc 'a\\b'", 'gcc -D"X=1"Y', "", "   ",
    "gcc ; rm -rf / && echo $(x) `y` | z > w", 'gcc "-I/path with space/inc" -c a.c',
    'gcc \\"', '"gcc"', "gcc ''", 'gcc "', "gcc '", "gcc \\\\", 'gcc a"b c"d e',
    "gcc a'b c'd e"]))

# "arguments": kept as they are, one element split, preferred over "command".
database("arguments", entries("arguments", "arguments", [
    [], ["gcc"], ["gcc -DONE=1 -c a.c"], ["gcc", "-c", "a.c"], ["", ""], ["gcc", ""],
    ["/path with space/gcc"], ["gcc", "-DX=a b", "-D@x"]]) + [
    {"directory": "@DIR@", "file": "a.c", "command": "cc -DCMD", "arguments": ["cc", "-DARGS"]},
    {"directory": "@DIR@", "arguments": ["cc", "-DARGS"], "file": "a.c", "command": "cc -DCMD"},
    {"directory": "@DIR@", "file": "a.c", "command": "cc -DCMD", "output": "a.o"}])

# Compiler launchers.
database("launchers", entries("launchers", "command", [
    "ccache gcc -c a.c", "distcc ccache gcc -c a.c", "ccache -c a.c",
    "sccache /usr/bin/clang -c a.c", "ccache gcc-12.2 -c a.c", "ccache.exe gcc -c a.c",
    "/usr/bin/ccache arm-none-eabi-gcc -c a.c", "ccache", "ccache a.c", "ccache '' -c",
    "ccache gcc.exe -c", "distcc", "ccache ccache ccache g++ x", "xccache gcc", "ccache ./gcc",
    "ccache /usr/bin/ -c", "ccache .. -c", "ccache .hidden -c"]))

# Target and driver mode from the compiler's name.
names = [
    "arm-none-eabi-gcc", "armv7a-linux-gnueabihf-gcc", "thumbv7em-none-eabi-gcc",
    "thumbv3-foo-gcc", "thumbv4t-foo-gcc", "aarch64-linux-gnu-gcc-12", "aarch64_be-linux-gnu-gcc",
    "armebv7-linux-gcc", "armv7eb-linux-gcc", "arm64e-apple-darwin-clang",
    "x86_64-w64-mingw32-gcc.exe", "i686-linux-gnu-cpp", "riscv64-unknown-elf-gcc",
    "mips-linux-gnu-gcc", "mipsisa32r6el-linux-gnu-gcc", "powerpc64le-linux-gnu-gcc",
    "s390x-linux-gnu-gcc", "sparc64-linux-gnu-gcc", "bpf-gcc", "bpfel-unknown-none-clang",
    "bpfx-clang", "avr-gcc", "msp430-elf-gcc", "m68k-linux-gnu-gcc",
    "hexagon-unknown-linux-musl-clang", "nvptx-none-gcc", "wasm32-wasi-clang", "foo-bar-gcc",
    "clang++", "clang-cl", "cl.exe", "g++-12", "c++", "gcc", "cc", "/usr/bin/clang-19",
    "clang-cpp", "x86_64-pc-linux-gnu-clang++-17", "flang-new", "tcc", "icc", "cc1",
    "/opt/x/bin/", "-gcc", "armx-gcc", "arm64_32-apple-watchos-clang", "aarch64_32-linux-gcc",
    "thumbv6m-none-eabi-gcc", "thumbebv7-none-gcc", "armv2-foo-gcc", "thumbv2-foo-gcc", "arm-",
    "x86_64-linux-gnu-gcc-", "amd64-gcc", "i386-gcc", "ppc-gcc", "xscale-gcc", "armvx-gcc",
    "aarch64eb-gcc", "arm-linux-gnueabi-gcc-9.3.0", "i686-w64-mingw32-g++", "arc-elf32-gcc",
    "csky-linux-gcc", "tce-gcc", "r600-clang", "amdgcn-amd-amdhsa-clang", "ve-linux-clang",
    "lanai-clang", "xcore-gcc", "systemz-gcc", "ppc32le-gcc", "powerpcspe-linux-gnuspe-gcc",
    "mipsallegrexel-psp-elf-gcc", "x86_64h-apple-darwin-clang", ""]
target = [{"directory": "@DIR@", "file": "a.c", "arguments": [n, "-c", "a.c"]} for n in names]
target += [{"directory": "@DIR@", "file": "a.c", "arguments": a} for a in [
    ["arm-none-eabi-gcc", "--target=foo", "-c", "a.c"], ["arm-none-eabi-gcc", "-target", "foo"],
    ["arm-none-eabi-g++", "--driver-mode=gcc", "-c"], ["arm-none-eabi-g++", "-target=x", "-c"],
    ["arm-none-eabi-g++", "--targetx", "--driver-modex"], ["x86_64-linux-gnu-g++"]]]
database("targets", target)

# "file" and "directory": relative, dotted, absolute, not C.
database("files", [
    {"directory": "@DIR@", "file": "./a.c", "command": "cc -c a.c"},
    {"directory": "@DIR@/sub", "file": "../b.c", "command": "cc -c ../b.c"},
    {"directory": "@DIR@", "file": "sub/./../c.c", "command": "cc"},
    {"directory": "@DIR@", "file": "@DIR@/abs.c", "command": "cc"},
    {"directory": "@DIR@", "file": "x.cpp", "command": "c++ x.cpp"},
    {"directory": "@DIR@", "file": "x.S", "command": "cc x.S"},
    {"directory": "@DIR@", "file": "x.h", "command": "cc x.h"},
    {"directory": "@DIR@", "file": "x.C", "command": "cc x.C"},
    {"directory": ".", "file": "rel-dir.c", "command": "cc"},
    {"directory": "@DIR@/", "file": "trailing.c", "command": "cc"},
    {"directory": "@DIR@", "file": "caf\u00e9 \u00fc.c", "command": "cc \"-DN=caf\u00e9\" \u00e9.c"}])

# JSON escapes (within the Basic Multilingual Plane: libclang's YAML parser
# encodes each half of a surrogate pair on its own) and a byte order mark.
database("escapes", raw='[\n {"directory": "@DIR@", "file": "a\\/b.c", "command": '
         '"cc -DA=\\u0041 -DT=\\"\\t\\" -DS=\\\\\\\\ -DU=\\u00e9\\u4e2d"},\n'
         ' {"directory": "@DIR@", "file": "e.c", "arguments": ["cc", "-DX=\\b\\f\\n\\r"]}\n]\n')
database("bom", [{"directory": "@DIR@", "file": "a.c", "command": "cc -DBOM"}], bom=True)

# Response files that both read (missing or bad ones fail the entry here:
# hostile/response-files.test).
rsp = database("rsp", [
    {"directory": "@DIR@", "file": "a.c", "command": "cc @flags.rsp -c a.c"},
    {"directory": "@DIR@", "file": "b.c", "arguments": ["cc", "@@DIR@/flags.rsp", "@nested.rsp"]},
    {"directory": "@DIR@", "file": "c.c", "arguments": ["@compiler.rsp", "-c", "c.c"]},
    {"directory": "@DIR@", "file": "d.c", "arguments": ["cc", "@sub/inner.rsp"]},
    {"directory": "@DIR@", "file": "e.c", "arguments": ["cc", "@quotes.rsp", "@bom.rsp", "@empty.rsp"]},
    {"directory": "@DIR@", "file": "f.c", "arguments": ["ccache", "@compiler.rsp"]},
    {"directory": "@DIR@", "file": "g.c", "arguments": ["@launcher.rsp", "-c"]},
    {"directory": "@DIR@", "file": "h.c", "arguments": ["cc", "@sub/twice.rsp"]}])
files = {
    "flags.rsp": b'-DFLAG=1\n-Iinc  -DSPACE="a b"\t-DTAB\r\n',
    "nested.rsp": b"-DNESTED @flags.rsp @sub/inner.rsp",
    "compiler.rsp": b"arm-none-eabi-g++ -DFROM_RSP",
    "launcher.rsp": b"ccache gcc",
    "sub/inner.rsp": b"-DINNER @flags.rsp",
    "sub/twice.rsp": b"@flags.rsp @flags.rsp",
    "quotes.rsp": b"'-DA=x y' \"-DB=\\\"q\\\"\" -DC=a\\ b '' \"\" -DD='p'\"q\"r \\\\ -DE=\\\n"
                  b" -DZ='\\'' trailing\\",
    "bom.rsp": b"\xef\xbb\xbf-DBOM_RSP",
    "empty.rsp": b"",
}
os.makedirs(os.path.join(rsp, "sub"), exist_ok=True)
for name, data in files.items():
    with open(os.path.join(rsp, name), "wb") as f:
        f.write(data)
