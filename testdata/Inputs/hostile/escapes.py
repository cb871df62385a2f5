#!/usr/bin/env python3
"""Terminal escape sequences in sources, for testdata/hostile/terminal-escapes.test.

usage: escapes.py make DIR         writes the sources below into DIR
       escapes.py text FILE        checks timercheck's text output in FILE
       escapes.py json FILE        checks timercheck's JSON output in FILE

The text output must hold no byte a terminal obeys except newline and tab:
no C0 control, no DEL, no C1 control (UTF-8 encoded or a lone byte). The
source lines must be shown with those written as \\ooo, tabs kept, and the
caret under the column in the line as printed. The JSON output must give
the exact text (JSON escapes, nothing else).
"""
import json
import os
import re
import sys

OSC_TITLE = b"\x1b]0;pwned\x07"
CLEAR = b"\x1b[2J"
CAST_LINE = (b"void (*cb)(unsigned long) = /* " + OSC_TITLE + b" " + CLEAR +
             b" */ (void (*)(unsigned long))on_conn; /* \xc2\x9b \x9b \x7f \x01\tend caf\xc3\xa9 */")
NOLINT_LINE = (b"void (*cb2)(unsigned long) = (void (*)(unsigned long))on_conn; "
               b"// NOLINT(callback-cast-" + OSC_TITLE + b"x)")
SOURCES = {
    b"esc.c": b"struct conn;\nvoid on_conn(struct conn *c);\n" + CAST_LINE + b"\n" + NOLINT_LINE + b"\n",
    # A file name with a C1 control (CSI, U+009B) in it.
    b"csi\xc2\x9bname.c": b"struct conn;\nvoid on_c(struct conn *c);\n"
                         b"void (*cb)(unsigned long) = (void (*)(unsigned long))on_c;\n",
}


def escaped(line):
    """The line as the text output must show it."""
    out = b""
    i = 0
    while i < len(line):
        c = line[i]
        if c == 0xC2 and i + 1 < len(line) and 0x80 <= line[i + 1] <= 0x9F:
            out += b"\\%03o\\%03o" % (c, line[i + 1])
            i += 2
            continue
        if (c < 0x20 and c != 0x09) or c == 0x7F or (0x80 <= c <= 0x9F):
            out += b"\\%03o" % c
        else:
            out += bytes([c])
        i += 1
    return out


def fail(msg):
    print("escapes.py: " + msg)
    sys.exit(1)


def make(d):
    os.makedirs(d, exist_ok=True)
    for name, text in SOURCES.items():
        with open(os.path.join(os.fsencode(d), name), "wb") as f:
            f.write(text)


def check_text(path):
    with open(path, "rb") as f:
        out = f.read()
    i = 0
    while i < len(out):
        c, n, cp = out[i], 1, out[i]
        for k in (2, 3, 4):
            try:
                cp, n = ord(out[i:i + k].decode("utf-8")), k
                break
            except (UnicodeDecodeError, TypeError):
                pass
        if (cp < 0x20 and cp not in (0x09, 0x0A)) or 0x7F <= cp <= 0x9F:
            fail("U+%04X reaches the terminal at offset %d: %r" % (cp, i, out[max(0, i - 20):i + 20]))
        i += n
    print("escapes.py: no terminal control in the text output")
    lines = out.split(b"\n")
    # The cast is at byte column 51 of CAST_LINE; on screen it is where the
    # escaped line has it.
    col = CAST_LINE.index(b"(void (*)(unsigned long))on_conn") + 1
    shown = escaped(CAST_LINE)
    caret = b" " * shown.index(b"(void (*)(unsigned long))on_conn") + b"^"
    want = [b"esc.c:3:%d: error: function 'on_conn'" % col, shown, caret]
    for k, line in enumerate(lines):
        if line.startswith(want[0]):
            if lines[k + 1:k + 3] != want[1:]:
                fail("source line or caret not as expected: %r" % lines[k + 1:k + 3])
            print("escapes.py: source line escaped, tabs kept, caret under the cast")
            break
    else:
        fail("no finding at esc.c:3:%d" % col)
    msg = b"suppression names unknown rule 'callback-cast-" + escaped(OSC_TITLE) + b"x'"
    if not any(msg in line for line in lines):
        fail("the NOLINT message is not escaped")
    print("escapes.py: a message quoting the source is escaped")
    if not any(line.startswith(b"csi\\302\\233name.c:3:") for line in lines):
        fail("the C1 control in a file name is not escaped")
    print("escapes.py: a C1 control in a file name is escaped")


def check_json(path):
    with open(path, "rb") as f:
        doc = json.load(f)
    msgs = [f["message"] for f in doc["findings"]]
    want = "suppression names unknown rule 'callback-cast-" + OSC_TITLE.decode() + "x' (see --list-rules)"
    if want not in msgs:
        fail("JSON does not keep the exact message: %r" % msgs)
    with open(path, "rb") as f:
        raw = f.read()
    if b"\\u001b]0;pwned\\u0007" not in raw:
        fail("JSON does not escape ESC and BEL as \\u001b and \\u0007")
    print("escapes.py: JSON keeps the exact text")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "make":
        make(sys.argv[2])
    elif len(sys.argv) == 3 and sys.argv[1] == "text":
        check_text(sys.argv[2])
    elif len(sys.argv) == 3 and sys.argv[1] == "json":
        check_json(sys.argv[2])
    else:
        sys.exit(__doc__)
