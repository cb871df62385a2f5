#!/usr/bin/env python3
"""Turns a Markdown page (docs/usage.md) into a roff man page, so the manual
has one source. It knows the Markdown the docs use, and nothing else:

  # Title                   skipped (the .TH line is built from the options)
  ## Section / ### Sub      .SH SECTION / .SS Sub
  paragraphs                .PP, lines joined
  ```fenced code```         .nf/.fi, indented
  - item, 1. item           .IP bullets / numbers, nested by indentation
  - `--opt`: text           .TP option entries (bold option, indented text)
  | a | b | tables          kept as preformatted text
  `code` **bold** *em* [text](link)   \\fB, \\fB, \\fI, text

A "## Name" section holding "prog - summary" becomes the NAME section that
man, apropos and whatis read.

usage: md2man.py INPUT.md OUTPUT.1 [--name timercheck] [--section 1]
                 [--version 0.1.0] [--manual "timercheck manual"]
"""
import argparse
import re
import sys


def escape(text):
    """Escapes roff's special characters in running text."""
    text = text.replace("\\", "\\e")
    text = text.replace("-", "\\-")
    return text


def inline(text):
    """Markdown inline markup to roff font changes."""
    out = []
    pos = 0
    pattern = re.compile(r"`([^`]+)`|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|\[([^\]]+)\]\(([^)]+)\)")
    for m in pattern.finditer(text):
        out.append(escape(text[pos:m.start()]))
        if m.group(1) is not None:
            out.append("\\fB" + escape(m.group(1)) + "\\fR")
        elif m.group(2) is not None:
            out.append("\\fB" + escape(m.group(2)) + "\\fR")
        elif m.group(3) is not None:
            out.append("\\fI" + escape(m.group(3)) + "\\fR")
        else:
            out.append(escape(m.group(4)))
        pos = m.end()
    out.append(escape(text[pos:]))
    return "".join(out)


def protect(line):
    """A text line must not start with a control character."""
    if line.startswith(".") or line.startswith("'"):
        return "\\&" + line
    return line


LIST_RE = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$")
OPTION_RE = re.compile(r"^(`[^`]+`(?:,\s*`[^`]+`)*)\s*:\s*(.*)$")


class Converter:
    def __init__(self):
        self.out = []
        self.depth = 0          # open .RS levels for nested lists

    def emit(self, line):
        self.out.append(line)

    def close_lists(self, depth=0):
        while self.depth > depth:
            self.emit(".RE")
            self.depth -= 1

    def convert(self, lines, name):
        i = 0
        in_name = False
        while i < len(lines):
            line = lines[i].rstrip("\n")
            stripped = line.strip()
            if stripped.startswith("```"):
                self.close_lists()
                i += 1
                self.emit(".PP")
                self.emit(".RS 4")
                self.emit(".nf")
                while i < len(lines) and not lines[i].strip().startswith("```"):
                    self.emit(protect(escape(lines[i].rstrip("\n"))))
                    i += 1
                self.emit(".fi")
                self.emit(".RE")
                i += 1
                continue
            if not stripped:
                i += 1
                continue
            heading = re.match(r"^(#{1,6})\s+(.*?)\s*#*$", line)
            if heading:
                self.close_lists()
                level, title = len(heading.group(1)), heading.group(2)
                in_name = level == 2 and title.lower() == "name"
                if level == 1:
                    pass
                elif level == 2:
                    self.emit(".SH " + escape(title.upper()))
                else:
                    self.emit(".SS " + inline(title))
                i += 1
                continue
            if stripped.startswith("|"):
                self.close_lists()
                self.emit(".PP")
                self.emit(".nf")
                while i < len(lines) and lines[i].strip().startswith("|"):
                    row = lines[i].strip()
                    if not re.match(r"^\|[\s:|-]+\|$", row):
                        cells = [c.strip() for c in row.strip("|").split("|")]
                        self.emit(protect(inline("  ".join(cells))))
                    i += 1
                self.emit(".fi")
                continue
            item = LIST_RE.match(line)
            if item:
                indent = len(item.group(1).expandtabs())
                level = indent // 2
                self.close_lists(level)
                while self.depth < level:
                    self.emit(".RS 2")
                    self.depth += 1
                marker, text = item.group(2), item.group(3)
                i += 1
                # Continuation lines: indented deeper than the marker, not a new item.
                while i < len(lines):
                    nxt = lines[i].rstrip("\n")
                    if not nxt.strip() or LIST_RE.match(nxt) or nxt.strip().startswith("```"):
                        break
                    if len(nxt) - len(nxt.lstrip()) <= indent:
                        break
                    text += " " + nxt.strip()
                    i += 1
                opt = OPTION_RE.match(text)
                if opt and level == 0 and marker in "-*+":
                    self.emit(".TP")
                    self.emit(protect(inline(opt.group(1))))
                    self.emit(protect(inline(opt.group(2))))
                else:
                    bullet = "\\(bu" if marker in "-*+" else marker
                    self.emit('.IP "%s" 3' % bullet)
                    self.emit(protect(inline(text)))
                continue
            # A paragraph: lines up to a blank line or another block.
            para = [stripped]
            i += 1
            while i < len(lines):
                nxt = lines[i].rstrip("\n")
                if (not nxt.strip() or nxt.strip().startswith(("```", "#", "|"))
                        or LIST_RE.match(nxt)):
                    break
                para.append(nxt.strip())
                i += 1
            text = " ".join(para)
            if in_name:
                # "prog - summary": the form whatis and apropos parse.
                m = re.match(r"^(\S+)\s+[-\u2014]+\s+(.*)$", text)
                if m:
                    self.emit(escape(m.group(1)) + " \\- " + inline(m.group(2)))
                    continue
            if self.depth:
                # An indented paragraph inside a list item.
                self.emit(".IP")
            else:
                self.emit(".PP")
            self.emit(protect(inline(text)))
        self.close_lists()


def main():
    ap = argparse.ArgumentParser(description="Markdown to man page")
    ap.add_argument("input")
    ap.add_argument("output")
    ap.add_argument("--name", default="timercheck")
    ap.add_argument("--section", default="1")
    ap.add_argument("--version", default="")
    ap.add_argument("--manual", default="")
    args = ap.parse_args()
    with open(args.input, encoding="utf-8") as f:
        lines = f.readlines()
    conv = Converter()
    conv.convert(lines, args.name)
    if not any(l == ".SH NAME" for l in conv.out):
        sys.exit("md2man.py: %s has no '## Name' section ('%s - what it does')" %
                 (args.input, args.name))
    header = ['.\\" Generated from %s by tools/man/md2man.py; do not edit.' % args.input.split("/")[-1],
              '.TH "%s" "%s" "" "%s %s" "%s"' % (args.name.upper(), args.section, args.name,
                                                   args.version, args.manual)]
    with open(args.output, "w", encoding="utf-8") as f:
        f.write("\n".join(header + conv.out) + "\n")


if __name__ == "__main__":
    main()
