"""The dedicated server's memory while 8 connections flood it and never read a byte of the answers.

    python benchmarks/lan_memory_flood.py                 # 10 minutes
    python benchmarks/lan_memory_flood.py --short         # 20 seconds
    python benchmarks/lan_memory_flood.py --seconds 120 --source /path/to/another/checkout --protocol 1

Starts ``cardgame-server`` (``python -m cardgame_gui.server.cli``, from ``--source``: this checkout by default, so
that an older checkout can be measured the same way) on 127.0.0.1, port 0, with its default limits. Then 8
plain sockets (the server's cap per address) say ``hello`` and send, as fast as the server takes them, a mix
of frames near the 64 KiB cap whose answers are as big as a client can make them: pings carrying a
4,000-digit number, unknown message types padded with text, ``join`` and ``watch`` of a 21,000-character
room name, actions padded near the cap. They never read. A connection the server closes is opened again
(bounded: the run stops after ``--seconds``). Every 5 s, and at the end, it prints the server's resident
memory (VmRSS of /proc/PID/status), then closes the sockets, waits 5 s and prints it once more.
"""

from __future__ import annotations

import argparse
import errno
import json
import os
import socket
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONNECTIONS = 8


def frame(message: dict) -> bytes:
    body = json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    return struct.pack(">I", len(body)) + body


def flood_frames() -> list[bytes]:
    big_number = int("7" * 4000)
    pad = "x" * 60000
    return [
        # a raw ping: json.dumps of a 4,000-digit int
        struct.pack(">I", len(b'{"type":"ping","t":' + str(big_number).encode() + b"}"))
        + b'{"type":"ping","t":' + str(big_number).encode() + b"}",
        frame({"type": "teleport-" + "y" * 200, "pad": pad}),
        frame({"type": "join", "room": "\u200b" * 21000}),
        frame({"type": "watch", "room": "\u200b" * 21000}),
        frame({"type": "action", "action": {"type": "play", "card": "QS", "pad": pad}}),
    ]


def stop_process(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        process.kill()


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def start_server(source: Path, save_dir: str) -> tuple[subprocess.Popen, int, Path]:
    """The server, its port and its log (a file: a pipe nobody reads would stop the server when full)."""
    env = dict(os.environ, PYTHONPATH=str(source), QT_QPA_PLATFORM="offscreen",
               CARDGAME_ANNOUNCE_ADDRESS="127.0.0.1")
    log = Path(save_dir) / "server.log"
    with log.open("w") as out:
        server = subprocess.Popen([sys.executable, "-m", "cardgame_gui.server.cli", "--port", "0", "--address",
                                   "127.0.0.1", "--announce-address", "127.0.0.1", "--save-dir", save_dir],
                                  stdout=out, stderr=subprocess.STDOUT, env=env)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        for line in log.read_text().splitlines():
            if " on port " in line:
                return server, int(line.rsplit(" on port ", 1)[1].split()[0]), log
        time.sleep(0.1)
    server.kill()
    raise SystemExit("the server did not start")


class Flooder:
    """One socket that says hello, then sends the flood frames round and round, never reading."""

    def __init__(self, port: int, number: int, frames: list[bytes], protocol: int):
        self.port, self.number, self.frames, self.protocol = port, number, frames, protocol
        self.sock: socket.socket | None = None
        self.pending = b""
        self.next = 0
        self.sent_frames = self.sent_bytes = self.opened = 0

    def open(self) -> None:
        self.sock = socket.create_connection(("127.0.0.1", self.port))
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        self.sock.setblocking(False)
        self.pending = frame({"type": "hello", "protocol": self.protocol, "app": "flood",
                              "name": f"Flood {self.number}"})
        self.opened += 1

    def step(self) -> None:
        """Send what the socket takes now; reopen a connection the server closed."""
        if self.sock is None:
            self.open()
        try:
            while True:
                if not self.pending:
                    self.pending = self.frames[self.next % len(self.frames)]
                    self.next += 1
                    self.sent_frames += 1
                count = self.sock.send(self.pending)
                self.sent_bytes += count
                self.pending = self.pending[count:]
        except BlockingIOError:
            return
        except OSError as exc:
            if exc.errno in (errno.EAGAIN, errno.EWOULDBLOCK):
                return
            self.close()

    def close(self) -> None:
        if self.sock is not None:
            self.sock.close()
        self.sock = None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=600.0, help="how long to flood (default 600)")
    parser.add_argument("--short", action="store_true", help="flood for 20 seconds")
    parser.add_argument("--source", type=Path, default=ROOT, help="the checkout whose server runs")
    parser.add_argument("--protocol", type=int, default=2, help="the protocol version the hellos say (that "
                        "checkout's: 1 before the notice message)")
    args = parser.parse_args()
    seconds = 20.0 if args.short else args.seconds
    with tempfile.TemporaryDirectory() as save_dir:
        server, port, log = start_server(args.source, save_dir)
        try:
            time.sleep(1.0)
            start_rss = rss_kib(server.pid)
            print(f"server {args.source} pid {server.pid} port {port}: RSS before {start_rss / 1024:.1f} MiB",
                  flush=True)
            frames = flood_frames()
            flooders = [Flooder(port, n, frames, args.protocol) for n in range(CONNECTIONS)]
            began = time.monotonic()
            report = began + 5
            peak = start_rss
            while time.monotonic() - began < seconds and server.poll() is None:
                for flooder in flooders:
                    flooder.step()
                time.sleep(0.002)
                if time.monotonic() >= report:
                    rss = rss_kib(server.pid)
                    peak = max(peak, rss)
                    sent = sum(f.sent_bytes for f in flooders)
                    print(f"{time.monotonic() - began:6.0f} s: RSS {rss / 1024:7.1f} MiB, sent {sent / 2**20:8.1f} "
                          f"MiB, {sum(f.opened for f in flooders)} connections opened", flush=True)
                    report += 5
            rss = rss_kib(server.pid) if server.poll() is None else 0
            peak = max(peak, rss)
            frames_sent = sum(f.sent_frames for f in flooders)
            for flooder in flooders:
                flooder.close()
            time.sleep(5.0)
            after = rss_kib(server.pid) if server.poll() is None else 0
            print(f"flooded {seconds:g} s from {CONNECTIONS} connections: {frames_sent} frames, "
                  f"{sum(f.sent_bytes for f in flooders) / 2**20:.1f} MiB, {sum(f.opened for f in flooders)} "
                  f"connections opened")
            print(f"server RSS: before {start_rss / 1024:.1f} MiB, at the end {rss / 1024:.1f} MiB, peak "
                  f"{peak / 1024:.1f} MiB, 5 s after the flood stopped {after / 1024:.1f} MiB"
                  + ("" if server.poll() is None else f" (the server exited with {server.returncode})"))
            text = log.read_text(errors="replace")
            print(f"server log: {len(text.splitlines())} lines, {len(text) / 1024:.0f} KiB, "
                  f"{text.count('Traceback')} tracebacks")
        finally:
            stop_process(server)


if __name__ == "__main__":
    main()
