#!/usr/bin/env python3
"""Applies clang-style parseable fix-its read from stdin to the files they name.

The migration tests' stand-in for `timercheck --fix`: every line
fix-it:"FILE":{L1:C1-L2:C2}:"TEXT" replaces [L1:C1, L2:C2) of FILE (byte
columns, 1-based) with TEXT. Identical edits count once; overlapping ones
are an error (exit 1), so a test sees a finding whose fix-its collide.
Other lines are ignored.
"""
import re
import sys

LINE = re.compile(r'^fix-it:"((?:[^"\\]|\\.)*)":\{(\d+):(\d+)-(\d+):(\d+)\}:"((?:[^"\\]|\\.)*)"$')


def unescape(s):
    out = bytearray()
    i = 0
    b = s.encode()
    while i < len(b):
        c = b[i]
        if c == 0x5c and i + 1 < len(b):
            n = chr(b[i + 1])
            if n in '01234567':
                out.append(int(b[i + 1:i + 4].decode(), 8))
                i += 4
                continue
            out += {'n': b'\n', 't': b'\t', 'r': b'\r'}.get(n, n.encode())
            i += 2
            continue
        out.append(c)
        i += 1
    return bytes(out)


def offset(data, line, col):
    pos = 0
    for _ in range(line - 1):
        pos = data.index(b'\n', pos) + 1
    return pos + col - 1


def main():
    edits = {}
    for raw in sys.stdin:
        m = LINE.match(raw.rstrip('\n'))
        if m:
            path = unescape(m.group(1)).decode()
            edits.setdefault(path, set()).add(
                (int(m.group(2)), int(m.group(3)), int(m.group(4)), int(m.group(5)),
                 unescape(m.group(6))))
    for path, items in sorted(edits.items()):
        with open(path, 'rb') as f:
            data = f.read()
        spans = sorted((offset(data, l1, c1), offset(data, l2, c2), text)
                       for l1, c1, l2, c2, text in items)
        for (b1, e1, _), (b2, _e2, _t2) in zip(spans, spans[1:]):
            if b2 < e1 or (b1 == b2):
                sys.exit('apply-fixits: overlapping edits in %s' % path)
        for b, e, text in reversed(spans):
            data = data[:b] + text + data[e:]
        with open(path, 'wb') as f:
            f.write(data)
        print('apply-fixits: %s: %d edits' % (path, len(spans)))


if __name__ == '__main__':
    main()
