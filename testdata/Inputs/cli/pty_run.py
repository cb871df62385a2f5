"""Runs a command on a pseudo-terminal and copies what it prints to stdout,
so tests can see what timercheck does when its output is a terminal."""
import os
import pty
import sys


def main():
    pid, fd = pty.fork()
    if pid == 0:
        os.execvp(sys.argv[1], sys.argv[1:])
    out = bytearray()
    while True:
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    _, status = os.waitpid(pid, 0)
    sys.stdout.buffer.write(bytes(out).replace(b"\r\n", b"\n"))
    sys.stdout.write("exit=%d\n" % os.waitstatus_to_exitcode(status))


main()
