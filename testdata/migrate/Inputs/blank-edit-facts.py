#!/usr/bin/env python3
"""Empties the string fields of every edit fact in the facts files named on
the command line (func, usr, the types, container, member, text, scope,
via, layout, sig, type key), as a damaged or hostile record would have them; the
kind, the locations, api and the numbers stay."""
import sys

BLANK = {12, 13, 14, 15, 16, 17, 19, 23, 25, 26, 27, 28}

for path in sys.argv[1:]:
    with open(path) as f:
        lines = f.readlines()
    out = []
    for line in lines:
        if line.startswith('fact\tedit\t'):
            fields = line.rstrip('\n').split('\t')
            line = '\t'.join('' if i in BLANK else v for i, v in enumerate(fields)) + '\n'
        out.append(line)
    with open(path, 'w') as f:
        f.writelines(out)
