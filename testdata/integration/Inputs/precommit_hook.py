"""Runs a hook of .pre-commit-hooks.yaml as the pre-commit framework runs a
'language: system' hook: checks the manifest's required keys, takes the
staged files of the git repository in the current directory that match the
hook's 'files' pattern, and runs the entry (split as a shell would) with
the hook's args and those files appended. Exits with the hook's status.

usage: precommit_hook.py MANIFEST HOOK-ID"""
import re
import shlex
import subprocess
import sys

import yaml

manifest, hook_id = sys.argv[1], sys.argv[2]
hooks = yaml.safe_load(open(manifest))
if not isinstance(hooks, list):
    sys.exit("manifest is not a list of hooks")
for h in hooks:
    for key in ("id", "name", "entry", "language"):
        if key not in h:
            sys.exit("hook %r lacks %r" % (h.get("id"), key))
    if h["language"] != "system":
        sys.exit("hook %r: only language: system is expected" % h["id"])
hook = next((h for h in hooks if h["id"] == hook_id), None)
if hook is None:
    sys.exit("no hook %r" % hook_id)
staged = subprocess.run(["git", "diff", "--cached", "--name-only", "--diff-filter=ACMR"],
                        check=True, capture_output=True, text=True).stdout.split()
files = [f for f in staged if re.search(hook.get("files", ""), f)]
if not files and not hook.get("always_run"):
    sys.exit(0)
cmd = shlex.split(hook["entry"]) + hook.get("args", []) + files
sys.exit(subprocess.run(cmd).returncode)
