"""Checks the CI recipes of docs/integration.md against the README: each
YAML block under "### GitHub Actions" and "### GitLab CI" parses, builds
timercheck with the README's commands (configure, build, install) from the
clone it makes, and names no folder of this repository that does not exist.
Prints one line per recipe; exits 1 on a problem.

usage: ci_recipes.py SOURCE_ROOT"""
import os
import re
import sys

import yaml

root = sys.argv[1]
doc = open(os.path.join(root, "docs", "integration.md")).read()
readme = open(os.path.join(root, "README.md")).read()
problems = []

# The README's install commands: the fenced block holding "cmake --install".
readme_cmds = None
for block in re.findall(r"```\n(.*?)```", readme, re.S):
    if "cmake --install" in block:
        readme_cmds = [l.strip() for l in block.splitlines() if l.strip()]
        break
if not readme_cmds:
    sys.exit("README.md has no block with 'cmake --install'")


def run_text(node):
    """Every shell command of a parsed recipe, as one string."""
    out = []
    if isinstance(node, dict):
        for k, v in node.items():
            if k in ("run", "script", "before_script") and isinstance(v, (str, list)):
                out.extend(v if isinstance(v, list) else [v])
            else:
                out.append(run_text(v))
    elif isinstance(node, list):
        out.extend(run_text(v) for v in node)
    return "\n".join(o for o in out if o)


for title in ("GitHub Actions", "GitLab CI"):
    m = re.search(r"### %s\n.*?```yaml\n(.*?)```" % re.escape(title), doc, re.S)
    if not m:
        problems.append("no YAML recipe under '### %s'" % title)
        continue
    recipe = yaml.safe_load(m.group(1))
    text = run_text(recipe)
    # Each README command appears, as written (&& chains may join several).
    for cmd in readme_cmds:
        for part in cmd.split("&&"):
            part = part.strip()
            base = part.split(" -j")[0]
            if base not in text:
                problems.append("%s: does not run the README's '%s'" % (title, base))
    # Folders of this repository that a recipe names must exist.
    for path in re.findall(r"(?<![\w/.$])((?:tools|checker|docs|rules)/[\w./-]+)", text):
        if not os.path.exists(os.path.join(root, path)):
            problems.append("%s: names '%s', which does not exist" % (title, path))
    print("%s: parses, builds as the README does" % title)
for p in problems:
    print("error: " + p)
sys.exit(1 if problems else 0)
