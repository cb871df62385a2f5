#!/usr/bin/env python3
"""A small Language Server Protocol client for timercheck's tests.

usage: lsp_client.py SCENARIO ROOT [ARGUMENT] -- SERVER-COMMAND...

Starts the server, plays one scenario (below) against the project in ROOT
and prints what the server said in a compact, stable form for FileCheck:

  diagnostics FILE vVERSION: N
    LINE:COL-LINE:COL SEVERITY CODE source=S: MESSAGE
      related FILE:LINE:COL: MESSAGE
  progress begin|end: MESSAGE
  error ID CODE: MESSAGE
  exit STATUS

Lines and columns are printed 1-based (the protocol's are 0-based), so they
match timercheck's own output. Only the standard library is used.
"""
import json
import os
import select
import subprocess
import sys
import time

TIMEOUT = 60.0
SEVERITY = {1: "error", 2: "warning", 3: "note", 4: "hint"}


def uri(path):
    from urllib.parse import quote
    return "file://" + quote(os.path.abspath(path))


def short(u, root):
    from urllib.parse import unquote
    path = unquote(u[len("file://"):]) if u.startswith("file://") else u
    return os.path.relpath(path, root)


class Client:
    def __init__(self, cmd, root):
        self.root = os.path.abspath(root)
        # Started elsewhere: the server must take its root from initialize.
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     cwd="/")
        self.buf = b""
        self.next_id = 0
        self.versions = {}

    def send_raw(self, data):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, msg):
        body = json.dumps(msg).encode()
        self.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return self.next_id

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def read(self, deadline):
        """The next message, or None at the end of the server's output."""
        while True:
            head, sep, rest = self.buf.partition(b"\r\n\r\n")
            if sep:
                length = None
                for line in head.split(b"\r\n"):
                    name, _, value = line.partition(b":")
                    if name.strip().lower() == b"content-length":
                        length = int(value)
                if length is None:
                    raise SystemExit("lsp_client: a frame without Content-Length: %r" % head)
                if len(rest) >= length:
                    self.buf = rest[length:]
                    return json.loads(rest[:length])
            left = deadline - time.monotonic()
            if left <= 0:
                raise SystemExit("lsp_client: timed out waiting for the server")
            ready, _, _ = select.select([self.proc.stdout], [], [], left)
            if not ready:
                continue
            chunk = os.read(self.proc.stdout.fileno(), 65536)
            if not chunk:
                return None
            self.buf += chunk

    def handle(self, msg):
        """Answers the server's requests and prints what the tests look at."""
        method = msg.get("method")
        if method and "id" in msg:
            self.send({"jsonrpc": "2.0", "id": msg["id"], "result": None})
            print("server request %s" % method)
        elif method == "textDocument/publishDiagnostics":
            self.print_diagnostics(msg["params"])
        elif method == "$/progress":
            value = msg["params"]["value"]
            if value["kind"] in ("begin", "end"):
                print("progress %s: %s" % (value["kind"], value.get("message", "")))
        elif method in ("window/showMessage", "window/logMessage"):
            print("%s: %s" % (method[len("window/"):], msg["params"]["message"]))
        elif "error" in msg:
            print("error %s %d: %s" % (msg.get("id"), msg["error"]["code"],
                                      msg["error"]["message"]))

    def print_diagnostics(self, params):
        name = short(params["uri"], self.root)
        diags = params["diagnostics"]
        print("diagnostics %s v%s: %d" % (name, params.get("version", "-"), len(diags)))
        for d in diags:
            r = d["range"]
            print("  %d:%d-%d:%d %s %s source=%s: %s" % (
                r["start"]["line"] + 1, r["start"]["character"] + 1,
                r["end"]["line"] + 1, r["end"]["character"] + 1,
                SEVERITY.get(d.get("severity"), "?"), d.get("code"), d.get("source"),
                d["message"]))
            if "codeDescription" in d:
                href = d["codeDescription"]["href"]
                # A local page is shown by name: where the tree is checked out varies.
                print("    doc %s" % (os.path.basename(href) if href.startswith("file:") else href))
            for rel in d.get("relatedInformation", []):
                loc = rel["location"]
                print("    related %s:%d:%d: %s" % (
                    short(loc["uri"], self.root), loc["range"]["start"]["line"] + 1,
                    loc["range"]["start"]["character"] + 1, rel["message"]))
        sys.stdout.flush()

    def wait(self, pred, what):
        """Handles messages until pred(msg) is true for one; returns it."""
        deadline = time.monotonic() + TIMEOUT
        while True:
            msg = self.read(deadline)
            if msg is None:
                raise SystemExit("lsp_client: the server stopped while waiting for " + what)
            self.handle(msg)
            if pred(msg):
                return msg

    def wait_diagnostics(self, path, version):
        u = uri(os.path.join(self.root, path))
        return self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                         and m["params"]["uri"] == u
                         and m["params"].get("version", -1) >= version,
                         "the diagnostics of %s v%d" % (path, version))

    def wait_response(self, rid):
        return self.wait(lambda m: m.get("id") == rid and "method" not in m,
                         "the answer to request %d" % rid)

    def initialize(self, encodings=None):
        caps = {
            "window": {"workDoneProgress": True},
            "workspace": {"didChangeWatchedFiles": {"dynamicRegistration": True}},
            "textDocument": {"publishDiagnostics": {"relatedInformation": True}}}
        if encodings:
            caps["general"] = {"positionEncodings": encodings}
        rid = self.request("initialize", {
            "processId": os.getpid(), "rootUri": uri(self.root), "capabilities": caps})
        caps = self.wait_response(rid)["result"]["capabilities"]
        print("capabilities: sync=%s codeAction=%s encoding=%s" % (
            caps["textDocumentSync"]["change"], "codeActionProvider" in caps,
            caps.get("positionEncoding")))
        self.notify("initialized", {})

    def open(self, path, text=None):
        full = os.path.join(self.root, path)
        if text is None:
            with open(full) as f:
                text = f.read()
        self.versions[path] = 1
        self.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri(full), "languageId": "c", "version": 1, "text": text}})

    def change(self, path, text):
        self.versions[path] += 1
        self.notify("textDocument/didChange", {
            "textDocument": {"uri": uri(os.path.join(self.root, path)),
                             "version": self.versions[path]},
            "contentChanges": [{"text": text}]})
        return self.versions[path]

    def code_actions(self, path, line):
        rid = self.request("textDocument/codeAction", {
            "textDocument": {"uri": uri(os.path.join(self.root, path))},
            "range": {"start": {"line": line - 1, "character": 0},
                      "end": {"line": line - 1, "character": 0}},
            "context": {"diagnostics": []}})
        for action in self.wait_response(rid)["result"]:
            print("action %s: %s" % (action["kind"], action["title"]))
            for u, edits in action["edit"]["changes"].items():
                for e in edits:
                    r = e["range"]
                    print("  edit %s %d:%d-%d:%d %r" % (
                        short(u, self.root), r["start"]["line"] + 1,
                        r["start"]["character"] + 1, r["end"]["line"] + 1,
                        r["end"]["character"] + 1, e["newText"]))

    def finish(self):
        rid = self.request("shutdown", None)
        self.wait_response(rid)
        self.notify("exit", None)
        self.proc.stdin.close()
        deadline = time.monotonic() + TIMEOUT
        while self.read(deadline) is not None:
            pass
        print("exit %d" % self.proc.wait(timeout=TIMEOUT))


def read(root, path):
    with open(os.path.join(root, path)) as f:
        return f.read()


BAD_CAST = """
static void drv_kick(struct drv *d)
{
	d->count--;
}

void (*drv_hook)(unsigned long) = (void (*)(unsigned long))drv_kick;
"""

# A bad cast whose finding has fix-its (the arity fix-it: docs/rules/callback-cast-arity.md).
BAD_ARITY = """
static void drv_kick(void)
{
	/* a callback that needs no argument */
}

void (*drv_hook)(unsigned long) = (void (*)(unsigned long))drv_kick;
"""


def scenario_edit(c):
    """Cross-file findings, an unsaved edit, its fix, re-publishing in other files."""
    c.initialize()
    c.open("b.c")
    c.wait_diagnostics("b.c", 1)
    b = read(c.root, "b.c")
    print("# didChange: a bad cast, not saved")
    c.wait_diagnostics("b.c", c.change("b.c", b + BAD_ARITY))
    c.code_actions("b.c", 16)
    print("# didChange: the cast removed again")
    c.wait_diagnostics("b.c", c.change("b.c", b))
    print("# didChange: a comment added, the same finding for the new version")
    c.wait_diagnostics("b.c", c.change("b.c", b + "/* more */\n"))
    print("# didOpen a.c: the registration's side of the finding")
    c.open("a.c")
    c.wait_diagnostics("a.c", 1)
    print("# didChange a.c: register member 'wd' instead; b.c is cleared too")
    a = read(c.root, "a.c").replace("&d->poll", "&d->wd")
    c.change("a.c", a)
    c.wait_diagnostics("b.c", 1)
    c.wait_diagnostics("a.c", 2)
    print("# didClose a.c: its buffer no longer counts")
    c.notify("textDocument/didClose", {"textDocument": {"uri": uri(os.path.join(c.root, "a.c"))}})
    c.wait_diagnostics("a.c", -1)
    c.wait_diagnostics("b.c", 1)
    c.finish()


def write(root, path, text):
    with open(os.path.join(root, path), "w") as f:
        f.write(text)


def watched(c, *paths):
    c.notify("workspace/didChangeWatchedFiles", {"changes": [
        {"uri": uri(os.path.join(c.root, p)), "type": 2} for p in paths]})


def scenario_watch(c):
    """Files changed on disk: the database is read again, the TUs analysed again."""
    db = read(c.root, "compile_commands.json")
    write(c.root, "compile_commands.json",
          json.dumps([e for e in json.loads(db) if e["file"] == "b.c"]))
    c.initialize()
    c.open("b.c")
    c.wait_diagnostics("b.c", 1)
    print("# compile_commands.json now has a.c too")
    write(c.root, "compile_commands.json", db)
    watched(c, "compile_commands.json")
    c.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics", "diagnostics")
    print("# a.c saved by another program, registering member 'wd'")
    write(c.root, "a.c", read(c.root, "a.c").replace("&d->poll", "&d->wd"))
    watched(c, "a.c")
    c.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics", "diagnostics")
    c.finish()


def scenario_busy(c):
    """Messages sent while the first analysis runs are handled before it ends."""
    c.initialize()
    c.open("b.c")
    c.wait(lambda m: m.get("method") == "$/progress" and m["params"]["value"]["kind"] == "begin",
           "the analysis to begin")
    actions = c.wait_response(c.request("textDocument/codeAction", {
        "textDocument": {"uri": uri(os.path.join(c.root, "b.c"))},
        "range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
        "context": {"diagnostics": []}}))["result"]
    print("codeAction answered: %d actions" % len(actions))
    print("# didChange during the analysis: its result is not published as version 2's")
    c.wait_diagnostics("b.c", c.change("b.c", read(c.root, "b.c") + BAD_CAST))
    c.finish()


def scenario_stall(c):
    """A TU that never ends (bad.c) holds back neither b.c's own diagnostics
    nor the next edits: it is quarantined until its text changes."""
    def show(m):
        return m.get("method") == "window/showMessage"

    def diagnostics(m):
        return m.get("method") == "textDocument/publishDiagnostics"

    b = read(c.root, "b.c")
    c.initialize()
    c.open("b.c", b + BAD_CAST)
    c.wait_diagnostics("b.c", 1)
    c.wait(show, "the quarantine's message")
    c.wait(diagnostics, "the whole program's diagnostics")
    def final(version, count):
        # An edit's own findings may come first: wait for the whole program's.
        u = uri(os.path.join(c.root, "b.c"))
        c.wait(lambda m: diagnostics(m) and m["params"]["uri"] == u
               and m["params"].get("version") == version
               and len(m["params"]["diagnostics"]) == count, "b.c's diagnostics")

    print("# didChange b.c twice: bad.c is not analysed again")
    final(c.change("b.c", b), 1)
    final(c.change("b.c", b + BAD_CAST), 2)
    print("# didOpen bad.c: it says why it was not analysed")
    c.open("bad.c")
    c.wait_diagnostics("bad.c", 1)
    print("# didChange bad.c: a new text is tried again")
    c.change("bad.c", read(c.root, "bad.c") + "int more;\n")
    c.wait(show, "the quarantine's message")
    c.wait_diagnostics("bad.c", 2)
    c.finish()


def scenario_edits(c):
    """b.c opened, then edited ARGUMENT times, each edit analysed before the next."""
    c.initialize()
    b = read(c.root, "b.c")
    c.open("b.c", b)
    c.wait_diagnostics("b.c", 1)
    for i in range(int(argument())):
        c.wait_diagnostics("b.c", c.change("b.c", b + "/* edit %d */\n" % i))
    c.finish()


def scenario_leave(c):
    """Shutdown and exit while the first analysis runs: the server ends at once."""
    c.initialize()
    c.open("b.c")
    c.wait(lambda m: m.get("method") == "$/progress" and m["params"]["value"]["kind"] == "begin",
           "the analysis to begin")
    c.request("shutdown", None)
    c.notify("exit", None)
    c.proc.stdin.close()
    deadline = time.monotonic() + TIMEOUT
    while True:
        msg = c.read(deadline)
        if msg is None:
            break
        c.handle(msg)
        if "result" in msg:
            print("shutdown answered")
    print("exit %d" % c.proc.wait(timeout=TIMEOUT))


def scenario_open(c):
    """Opens the files named by the argument (comma-separated), one after the other."""
    c.initialize()
    for path in argument().split(","):
        c.open(path)
        c.wait_diagnostics(path, 1)
    c.finish()


def scenario_folders(c):
    """The root from workspaceFolders when rootUri is null."""
    rid = c.request("initialize", {
        "processId": None, "rootUri": None, "capabilities": {},
        "workspaceFolders": [{"uri": uri(c.root), "name": "p"}]})
    c.wait_response(rid)
    c.notify("initialized", {})
    c.open("b.c")
    c.wait_diagnostics("b.c", 1)
    c.finish()


def scenario_positions(c):
    """Columns in UTF-16 code units (the default) or in bytes (UTF-8 negotiated)."""
    c.initialize(argument().split(",") if argument() else None)
    c.open("b.c", read(c.root, "b.c").replace("\tstruct drv *d", "\t/* \u00e9 \U0001d11e */ struct drv *d"))
    c.wait_diagnostics("b.c", 1)
    c.finish()


def frame(body):
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def scenario_malformed(c):
    """Broken frames and messages get errors; the server keeps going."""
    c.send_raw(b"X" * 5000)
    c.send_raw(frame(b"{not json"))
    c.send_raw(frame(b"[1, 2]"))
    c.send_raw(frame(b'{"jsonrpc": "2.0", "id": 7, "method": "shutdown"}'))
    c.send_raw(frame(b'{"jsonrpc": "2.0", "id": {"a": 1}, "method": "x"}'))
    c.send_raw(frame(b'{"jsonrpc": "1.0", "id": 9, "method": "x"}'))
    c.send_raw(frame(b'{"jsonrpc": "2.0", "method": "x", "params": "\xff"}'))
    c.send_raw(b"Content-Type: text/plain\r\n\r\n")
    c.send_raw(b"Content-Length: nine\r\n\r\n")
    c.send_raw(frame(b'{"jsonrpc": "2.0", "id": 8, "method": "initialize", "params": 3}'))
    # One byte over the limit: refused and skipped as it arrives, never buffered.
    big = 64 * 1024 * 1024 + 1
    c.send_raw(b"Content-Length: %d\r\n\r\n" % big)
    chunk = b" " * (1024 * 1024)
    for _ in range(64):
        c.send_raw(chunk)
    c.send_raw(b"}")
    for _ in range(11):
        c.wait(lambda m: "error" in m, "an error")
    c.initialize()
    c.wait_response(c.request("initialize", {"rootUri": uri(c.root), "capabilities": {}}))
    c.wait_response(c.request("no/such/method", {}))
    c.wait_response(c.request("textDocument/codeAction", {"textDocument": {}}))
    c.notify("textDocument/didChange", {"textDocument": {"uri": "file:///nowhere.c"}})
    c.notify("textDocument/didOpen", {"textDocument": {"uri": "http://example.com/x.c"}})
    c.finish()


def scenario_miscount(c):
    """Content-Length counted in characters (one short for an 'e' with an
    acute accent), then stray bytes between frames: each costs one error,
    then the next requests are answered."""
    body = '{"jsonrpc": "2.0", "id": 5, "method": "x", "params": {"name": "\u00e9"}}'
    c.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body.encode())
    c.wait(lambda m: "error" in m, "an error")
    c.send_raw(b"\r\nstray bytes: here\r\n")
    c.send_raw(frame(b'{"jsonrpc": "2.0", "id": 6, "method": "no/such/method"}'))
    c.wait(lambda m: m.get("id") == 6, "the answer to request 6")
    c.initialize()
    c.wait_response(c.request("no/such/method", {}))
    c.finish()


def scenario_no_exit(c):
    """A client that goes away without shutdown: the server exits with 1."""
    c.initialize()
    c.proc.stdin.close()
    deadline = time.monotonic() + TIMEOUT
    while c.read(deadline) is not None:
        pass
    print("exit %d" % c.proc.wait(timeout=TIMEOUT))


def argument():
    """The scenario's argument (between ROOT and --), or None."""
    return sys.argv[3] if sys.argv[3] != "--" else None


def main():
    if len(sys.argv) < 5 or "--" not in sys.argv:
        raise SystemExit(__doc__)
    sep = sys.argv.index("--")
    scenario, root = sys.argv[1], sys.argv[2]
    client = Client(sys.argv[sep + 1:], root)
    globals()["scenario_" + scenario.replace("-", "_")](client)


if __name__ == "__main__":
    main()
