"""What a flooding client costs the host, and what a person at another table feels of it, on loopback.

    python benchmarks/lan_flood.py [--seconds 3] [--messages 2000] [--rate 670]

One ``LanHost`` on 127.0.0.1 (the default limits of ``net/limits.py``). A person at one table ("witness",
German Bridge for 3 with two random bots) plays by hand as fast as the game lets them; a second client
sends chat lines and actions for no game, ``--rate`` a second in batches of 20, reconnecting whenever the
host throws it out, bounded by ``--messages`` and ``--seconds``. Prints:

- the host's own time spent reading and answering the flood frames (decoding, checks, the token buckets,
  the "too fast" errors), per frame;
- the witness's latency from its action to its own new view, before and during the flood (median, p95, max).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication, QEventLoop  # noqa: E402
from PySide6.QtNetwork import QTcpSocket  # noqa: E402

from cardgame_gui.net.client import LanClient  # noqa: E402
from cardgame_gui.net.connection import Connection  # noqa: E402
from cardgame_gui.net.framing import Decoder, encode  # noqa: E402
from cardgame_gui.net.host import LanHost  # noqa: E402
from cardgame_gui.net.messages import hello  # noqa: E402
from cardgame_gui.session.controller import GameController  # noqa: E402


def table_for(room):
    table = GameController()
    table.set_speed("off")
    return table


def pump(app, until, seconds=10.0):
    end = time.monotonic() + seconds
    while not until() and time.monotonic() < end:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
    if not until():
        raise SystemExit("timed out waiting")


class Witness:
    def __init__(self, app, host):
        self.app, self.client = app, LanClient(ping_interval=60000, idle_timeout=120000)
        self.controller = GameController()
        self.controller.set_speed("off")
        self.client.started.connect(self.controller.follow)
        self.controller.action_applied.connect(self.on_applied)
        self.sent_at, self.latencies = None, []
        self.client.connect_to("127.0.0.1", host.port, "Witness")
        pump(app, lambda: self.client.token is not None)
        self.client.create("Quiet table")
        pump(app, lambda: self.client.room is not None)
        self.client.configure("german_bridge", 3, {"rounds": 200}, "random")
        pump(app, lambda: self.client.room["players"] == 3)
        self.client.toggle_ready()
        pump(app, lambda: self.client.room["seats"][0]["ready"])
        self.client.start()
        pump(app, lambda: self.controller.game is not None)

    def step(self):
        view, legal = self.controller.view(), self.controller.legal()
        if self.sent_at is None and legal and not view.get("over") and view["to_act"][0] == self.controller.me:
            self.sent_at = time.perf_counter()
            self.controller.request(legal[0])

    def on_applied(self, seat, action, events):
        if seat == self.controller.me and self.sent_at is not None:
            self.latencies.append((time.perf_counter() - self.sent_at) * 1000)
            self.sent_at = None


class Flooder:
    def __init__(self, app, host, number):
        self.socket, self.decoder, self.messages = QTcpSocket(), Decoder(), []
        self.socket.readyRead.connect(self.on_read)
        self.socket.connectToHost("127.0.0.1", host.port)
        pump(app, lambda: self.socket.state() == QTcpSocket.SocketState.ConnectedState)
        self.send([hello(f"Flood {number}"), {"type": "create", "name": f"Flood {number}"}])

    def on_read(self):
        try:
            self.messages += self.decoder.feed(bytes(self.socket.readAll().data()))
        except ValueError:
            pass

    def send(self, messages):
        self.socket.write(b"".join(encode(m) for m in messages))
        self.socket.flush()

    @property
    def closed(self):
        return self.socket.state() == QTcpSocket.SocketState.UnconnectedState


def summary(values):
    if not values:
        return "n=0"
    ordered = sorted(values)
    return (f"n={len(values)} median {statistics.median(values):.1f} ms, "
            f"p95 {ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]:.1f} ms, max {ordered[-1]:.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--messages", type=int, default=2000)
    parser.add_argument("--rate", type=float, default=670.0, help="flood messages a second")
    args = parser.parse_args()
    app = QCoreApplication.instance() or QCoreApplication(sys.argv)
    host = LanHost(table_for, seed=5, max_per_address=200)
    host.listen(0)
    # the host's time on flood frames: each read of a flooder's connection (decoding, checks, buckets,
    # answers), timed around Connection._on_ready_read (wrapped before any connection is made)
    flood_time, flood_frames = [0.0], [0]
    original = Connection._on_ready_read

    def timed_read(connection):
        peer = host._peers.get(connection)
        if peer is None or not peer.name.startswith("Flood"):
            return original(connection)
        frames = [0]
        count = frames.__setitem__
        connection.received.connect(lambda *_: count(0, frames[0] + 1))
        start = time.perf_counter()
        try:
            return original(connection)
        finally:
            flood_time[0] += time.perf_counter() - start
            flood_frames[0] += frames[0]
            connection.received.disconnect()
            connection.received.connect(host._on_received)

    Connection._on_ready_read = timed_read
    witness = Witness(app, host)

    end = time.monotonic() + 0.5
    while time.monotonic() < end:
        witness.step()
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 2)
    before, witness.latencies = witness.latencies, []

    flooders, sent, started, last = [], 0, time.monotonic(), 0.0
    batch = [{"type": "chat", "text": "spam"} if n % 2 else {"type": "action", "action": {"type": "play", "card": "AS"}}
             for n in range(20)]
    gap = len(batch) / args.rate
    while sent < args.messages and time.monotonic() - started < args.seconds:
        witness.step()
        now = time.monotonic()
        if now - last >= gap:
            if not flooders or flooders[-1].closed:
                flooders.append(Flooder(app, host, len(flooders)))
            flooders[-1].send(batch)
            sent += len(batch)
            last = now
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 2)
    elapsed = time.monotonic() - started
    pump(app, lambda: True)
    during = witness.latencies
    errors = sum(1 for f in flooders for m in f.messages
                 if m.get("message", m.get("reason")) == "You are sending too fast — wait a moment")
    byes = sum(1 for f in flooders for m in f.messages if m["type"] == "bye")
    print(f"flood: {sent} messages in {elapsed:.2f} s from {len(flooders)} connections; "
          f"{errors} 'too fast' errors, {byes} connections closed for flooding")
    if flood_frames[0]:
        print(f"host time on flood frames: {flood_frames[0]} frames handled, "
              f"{flood_time[0] * 1e6 / flood_frames[0]:.1f} µs each (checks, buckets, error frames)")
    print(f"witness action->view latency before the flood: {summary(before)}")
    print(f"witness action->view latency during the flood: {summary(during)}")
    for table in host.tables.values():
        table.table.stop()
        table.table.wait_for_bots()
    host.shut_down()


if __name__ == "__main__":
    main()
