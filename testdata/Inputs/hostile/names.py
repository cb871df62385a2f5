#!/usr/bin/env python3
"""Hostile file names for testdata/hostile/file-names.test.

usage: names.py make DIR SOURCE        copies SOURCE to DIR under every name below
       names.py check DIR JSON SARIF   checks the JSON and SARIF reports of DIR

The reports must be valid JSON (strict: no control characters in strings),
name every file once, and say each name exactly: SARIF's percent-encoded
URIs must decode to the file's bytes; JSON, whose strings are Unicode, must
give the name itself (or, for bytes that are not UTF-8, U+FFFD in their place).
"""
import json
import os
import sys
import urllib.parse

NAMES = [
    b"sp ace.c", b'q"uote.c', b"s'q.c", b"new\nline.c", b"tab\there.c", b"cr\rret.c",
    b"bad\xff\xfeutf8.c", b"uni-\xc3\xa9.c", b"ctl\x01\x1b[31m.c", b"back\\slash.c",
    b"json{}[]:,.c", b"sarif<&>%20#?.c", b"dollar$(touch pwned).c", b"tick`touch pwned`.c",
    b"-dash.c",
]


def make(d, source):
    os.makedirs(d, exist_ok=True)
    with open(source, "rb") as f:
        data = f.read()
    for n in NAMES:
        with open(os.path.join(os.fsencode(d), n), "wb") as f:
            f.write(data)


def fail(msg):
    print("names.py: " + msg)
    sys.exit(1)


def check(d, json_path, sarif_path):
    with open(json_path, "rb") as f:
        raw = f.read()
    try:
        doc = json.loads(raw.decode("utf-8"), strict=True)
    except ValueError as e:
        fail("JSON report is not valid: %s" % e)
    seen = sorted(os.path.basename(x["file"]) for x in doc["findings"] if "file" in x)
    want = sorted(n.decode("utf-8", "replace") for n in NAMES)
    if seen != want:
        fail("JSON names differ:\n  got  %r\n  want %r" % (seen, want))
    with open(sarif_path, "rb") as f:
        raw = f.read()
    try:
        sarif = json.loads(raw.decode("utf-8"), strict=True)
    except ValueError as e:
        fail("SARIF report is not valid: %s" % e)
    uris = []
    for res in sarif["runs"][0]["results"]:
        loc = res["locations"][0]["physicalLocation"]["artifactLocation"]
        uri = loc["uri"]
        if any(c in uri for c in ' "<>\\^`{|}') or any(ord(c) < 0x21 or ord(c) > 0x7e for c in uri):
            fail("SARIF URI not percent-encoded: %r" % uri)
        uris.append(os.path.basename(urllib.parse.unquote_to_bytes(uri)))
    if sorted(uris) != sorted(NAMES):
        fail("SARIF URIs differ:\n  got  %r\n  want %r" % (sorted(uris), sorted(NAMES)))
    print("names.py: %d names ok in JSON and SARIF" % len(NAMES))


if __name__ == "__main__":
    if sys.argv[1] == "make":
        make(sys.argv[2], sys.argv[3])
    else:
        check(sys.argv[2], sys.argv[3], sys.argv[4])
