"""How long from a client's action to all 7 other clients holding the new view, on loopback.

    python benchmarks/lan_speed.py [--actions 400] [--seconds 60] [--game contract_rummy]

Eight clients (``LanClient``) join one ``LanHost`` on 127.0.0.1 and play Contract Rummy for 8 with casual
bots choosing from their own views. For each client action, the clock starts just before the client sends
it and stops when the last of the other seven has decoded the host's ``update`` for it (all in one process
and one event loop: the figure includes the host's engine, its per-seat views and filtering, framing,
loopback and decoding). Bot thinking is not timed. Bounded by ``--actions`` and ``--seconds``. Prints the
median, 95th percentile and worst. Target: median under 10 ms, p95 under 30 ms on a 2-core machine.

    python benchmarks/lan_speed.py --server [--max-tables 64] [--step-seconds 8] [--seconds 240]

With ``--server``: how many bot tables one dedicated server process (``cardgame-server`` on 127.0.0.1,
started here and stopped with SIGINT at the end) keeps running at once. Tables are added in steps (1, 2,
4, 8, 12, 16, ... 32, 48, 64; bounded by ``--max-tables`` and ``--seconds``): each is opened by one
client of this process for German Bridge for 4 (``--game``), the three other seats the server's bots
(``--level``) at full speed, the client's own seat a random bot that answers at once; a finished game is
followed by a new one. For each step it prints the median and p95 of the time from a seated client
sending its action to holding its new view (at the first table; ``--all-seats``: at every table), the
server's RSS, RSS per table (since the start, and per table added since the step before: the server's
fixed costs are in the first), and at the end the largest count whose median stayed under
``--target-ms`` (10 ms).
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, QTimer, Slot  # noqa: E402

from cardgame_gui.bots import make_bot  # noqa: E402
from cardgame_gui.net.client import LanClient  # noqa: E402
from cardgame_gui.net.host import LanHost  # noqa: E402
from cardgame_gui.net.limits import TOO_FAST  # noqa: E402
from cardgame_gui.session.controller import GameController  # noqa: E402  (QtCore only: the host's table)


def table_for(room):
    table = GameController()
    table.set_speed("off")
    return table


class Seat(QObject):
    def __init__(self, bench: "Bench", index: int, level: str):
        super().__init__()
        self.bench, self.index, self.level = bench, index, level
        self.client = LanClient(self, ping_interval=60000, idle_timeout=120000)
        self.client.started.connect(self.on_started)
        self.bot = None

    @Slot(object)
    def on_started(self, game) -> None:
        self.bot = make_bot(self.level, game.info.id, seed=self.index)
        game.updated.connect(self.on_update)
        game.rejected.connect(self.on_rejected)
        self.bench.arrived(self, None)
        QTimer.singleShot(0, self.maybe_act)

    @Slot(int, object, object)
    def on_update(self, seat, action, events) -> None:
        self.bench.arrived(self, seat)
        QTimer.singleShot(0, self.maybe_act)  # think outside the timed path

    @Slot(str)
    def on_rejected(self, reason) -> None:
        print(f"seat {self.index}: refused: {reason}")
        self.bench.pending = None
        self.bench.wake()

    def maybe_act(self) -> None:
        game = self.client.game
        if game is None or game.over or self.bench.done:
            return
        view, legal = game.view(), game.legal_actions(game.seat)
        if legal and (view.get("to_act") or [None])[0] == game.seat and not self.bench.pending:
            action = self.bot.choose(view, legal)
            self.bench.sent(self)
            game.request(action)


class Bench:
    def __init__(self, args):
        self.args = args
        self.samples: list[float] = []
        self.pending: tuple[float, int, set] | None = None  # start, actor seat, seats still to hear
        self.done = False
        self.started_at = time.perf_counter()

    def wake(self) -> None:
        for seat in self.seats:
            QTimer.singleShot(0, seat.maybe_act)

    def sent(self, seat: Seat) -> None:
        others = {s.index for s in self.seats if s is not seat}
        self.pending = (time.perf_counter(), seat.client.game.seat, others)

    def arrived(self, seat: Seat, actor) -> None:
        if self.pending is None or actor is None:
            return
        start, who, waiting = self.pending
        if actor != who:
            return
        waiting.discard(seat.index)
        if not waiting:
            self.samples.append(time.perf_counter() - start)
            self.pending = None
            self.wake()
            if len(self.samples) >= self.args.actions or time.perf_counter() - self.started_at > self.args.seconds:
                self.done = True
                QCoreApplication.instance().quit()


# ----- a dedicated server: how many bot tables one process keeps running --------------------------------
class ServerTable(QObject):
    """One table at the dedicated server: this client opens it (4 seats, the other three the server's bots
    at full speed), plays its own seat at once with a random bot, and opens a new game when one ends. The
    time from sending its action to holding its own seat's new view is kept in ``samples``."""

    def __init__(self, index: int, port: int, game: str, level: str):
        super().__init__()
        self.index, self.game_id, self.level = index, game, level
        self.samples: list[float] = []
        self.pending: float | None = None
        self.games = 0
        self.refusals: list[str] = []
        self.state = "connecting"
        self.bot = None
        self.client = LanClient(self, ping_interval=60000, idle_timeout=120000)
        self.client.welcomed.connect(self.open)
        self.client.room_changed.connect(self.on_room)
        self.client.started.connect(self.on_started)
        self.client.refused.connect(self.on_refused)
        self._last = None  # the last lobby request: sent again if the host found us too fast
        self.limited = 0  # requests the host's rate limit dropped (sent again)
        self.client.connect_to("127.0.0.1", port, f"Bench {index}")

    @property
    def playing(self) -> bool:
        return self.state == "playing"

    def ask(self, request, *args) -> None:
        self._last = (request, args)
        request(*args)

    @Slot(str)
    def on_refused(self, reason: str) -> None:
        """A lobby request over the host's rate limit (a table whose games end every few hundred ms asks
        often) is sent again a little later; anything else is kept and printed."""
        if reason == TOO_FAST and self.state == "playing":  # our action was dropped: act again
            self.pending = None
            self.limited += 1
            QTimer.singleShot(200, self.act)
            return
        if reason == TOO_FAST and self._last is not None:
            self.limited += 1
            request, args = self._last
            QTimer.singleShot(200, lambda: request(*args))
            return
        self.refusals.append(reason)

    @Slot(object)
    def open(self, _welcome=None) -> None:
        self.state = "creating"
        self.ask(self.client.create, f"Bench table {self.index}")

    @Slot(object, object)
    def on_room(self, room, seat) -> None:
        if room is None:
            return
        if self.state == "creating":
            self.state = "configuring"
            self.ask(self.client.configure, self.game_id, 4, {}, self.level)
        elif self.state == "configuring" and room["game"] == self.game_id and room["players"] == 4:
            self.state = "readying"
            self.ask(self.client.toggle_ready)
        elif self.state == "readying" and room["seats"][0]["ready"]:
            self.state = "starting"
            self.ask(self.client.start)
        elif self.state == "playing" and room["ended"]:
            self.games += 1
            self.client.leave()  # alone: the room closes
            self.open()

    @Slot(object)
    def on_started(self, game) -> None:
        self.state = "playing"
        self.bot = make_bot("random", game.info.id, seed=self.index)
        game.updated.connect(self.on_update)
        game.rejected.connect(self.on_rejected)
        QTimer.singleShot(0, self.act)

    @Slot(int, object, object)
    def on_update(self, seat, action, events) -> None:
        game = self.client.game
        if self.pending is not None and game is not None and seat == game.seat:
            self.samples.append(time.perf_counter() - self.pending)
            self.pending = None
        QTimer.singleShot(0, self.act)

    @Slot(str)
    def on_rejected(self, reason) -> None:
        self.pending = None
        if reason == TOO_FAST:  # over the host's rate limit: act again a little later
            self.limited += 1
            QTimer.singleShot(200, self.act)
            return
        self.refusals.append(reason)
        QTimer.singleShot(0, self.act)

    @Slot()
    def act(self) -> None:
        game = self.client.game
        if game is None or game.over or self.pending is not None or not game.live:
            return
        view, legal = game.view(), game.legal_actions(game.seat)
        if legal and (view.get("to_act") or [None])[0] == game.seat:
            action = self.bot.choose(view, legal)
            self.pending = time.perf_counter()
            game.request(action)


def rss_kib(pid: int) -> int:
    """The process's resident memory (Linux /proc), KiB."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def spin(seconds: float, until=lambda: False) -> None:
    """Run the event loop for ``seconds`` or until ``until()`` holds (checked every 50 ms)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not until():
        loop = QEventLoop()
        QTimer.singleShot(50, loop.quit)
        loop.exec()


def percentile(ms: list[float], share: float) -> float:
    return ms[min(len(ms) - 1, int(round(share * (len(ms) - 1))))]


def next_step(count: int) -> int:
    """1, 2, 4, 8, then 4 more at a time up to 32 (where the limit was found), then 16 more at a time."""
    return count * 2 if count < 8 else count + 4 if count < 32 else count + 16


def server_ramp(args) -> int:
    """Start ``cardgame-server`` on 127.0.0.1 and add bot tables (``next_step``) while the action -> own view
    median at the seated clients stays under the target; print each step and the largest count under it."""
    app = QCoreApplication.instance() or QCoreApplication(sys.argv)
    began = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="lan_speed_server_") as saves:
        command = [sys.executable, "-m", "cardgame_gui.server.cli", "--port", "0", "--address", "127.0.0.1",
                   "--announce-address", "127.0.0.1", "--save-dir", saves,
                   "--max-rooms", str(args.max_tables + 1), "--max-per-address", str(args.max_tables + 1),
                   *args.server_option]  # every client here comes from 127.0.0.1
        server = subprocess.Popen(command, cwd=Path(__file__).resolve().parent.parent, stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, text=True,
                                  env=dict(os.environ, CARDGAME_ANNOUNCE_ADDRESS="127.0.0.1"))  # loopback only
        try:
            first = server.stdout.readline()
            match = re.search(r"on port (\d+)", first)
            if not match:
                print(f"the server did not start: {first}{server.stdout.read()}")
                return 1
            threading.Thread(target=lambda: [None for _ in server.stdout], daemon=True).start()  # drain its log
            port = int(match.group(1))
            spin(0.5)
            base = rss_kib(server.pid)
            print(f"dedicated server pid {server.pid} on 127.0.0.1:{port}, {args.game} for 4 ({args.level} "
                  f"server bots, full speed; each table's one client seat a random bot answering at once); "
                  f"server RSS at start {base / 1024:.1f} MiB; target median {args.target_ms:g} ms")
            tables: list[ServerTable] = []
            last = (0, base)  # tables and server RSS at the step before
            best = 0
            count = 1
            while count <= args.max_tables and time.monotonic() - began < args.seconds:
                while len(tables) < count:
                    tables.append(ServerTable(len(tables), port, args.game, args.level))
                spin(30, until=lambda: all(t.playing or t.games for t in tables))
                running = sum(t.playing or t.games > 0 for t in tables)
                for table in tables:
                    table.samples.clear()
                spin(args.step_seconds)
                measured = tables[:1] if not args.all_seats else tables
                ms = sorted(s * 1000 for t in measured for s in t.samples)
                rss = rss_kib(server.pid)
                if not ms:
                    print(f"{count:>4} tables ({running} running): no samples")
                    break
                median = statistics.median(ms)
                print(f"{count:>4} tables ({running} running, {sum(t.games for t in tables)} games ended): "
                      f"action -> view median {median:6.2f} ms, p95 {percentile(ms, 0.95):7.2f} ms over "
                      f"{len(ms):>5} actions; server RSS {rss / 1024:6.1f} MiB: {(rss - base) / count / 1024:5.2f} "
                      f"MiB a table since the start, {(rss - last[1]) / (count - last[0]) / 1024:5.2f} MiB a table "
                      f"added", flush=True)
                last = (count, rss)
                refusals = [r for t in tables for r in t.refusals]
                if refusals:
                    print(f"     {len(refusals)} refusals, e.g. {refusals[0]}")
                limited = sum(t.limited for t in tables)
                if limited:
                    print(f"     {limited} requests over the host's rate limit so far, sent again 200 ms later")
                if median >= args.target_ms:
                    break
                best = count
                count = next_step(count)
            print(f"largest count with the median under {args.target_ms:g} ms: {best} tables "
                  f"({time.monotonic() - began:.0f} s)")
            for table in tables:
                table.client.close()
            spin(0.3)
        finally:
            server.send_signal(signal.SIGINT)
            try:
                server.wait(15)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait(5)
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=400)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--game", default=None, help="default: contract_rummy (8 clients), german_bridge (--server)")
    parser.add_argument("--level", default="casual")
    parser.add_argument("--server", action="store_true",
                        help="ramp bot tables up at a dedicated server process instead (see the module docstring)")
    parser.add_argument("--max-tables", type=int, default=64)
    parser.add_argument("--step-seconds", type=float, default=8.0)
    parser.add_argument("--target-ms", type=float, default=10.0)
    parser.add_argument("--all-seats", action="store_true", help="--server: measure at every table's client, "
                        "not only the first table's")
    parser.add_argument("--server-option", action="append", default=[], metavar="ARG",
                        help="--server: one more argument for cardgame-server (repeatable)")
    args = parser.parse_args(argv)
    if args.server:
        args.game = args.game or "german_bridge"
        if args.seconds == 60.0:
            args.seconds = 240.0
        return server_ramp(args)
    args.game = args.game or "contract_rummy"
    app = QCoreApplication.instance() or QCoreApplication(sys.argv)
    host = LanHost(table_for, seed=5)
    port = host.listen(0, "127.0.0.1")
    bench = Bench(args)
    bench.seats = [Seat(bench, i, args.level) for i in range(8)]
    for seat in bench.seats:
        seat.client.connect_to("127.0.0.1", port, f"Seat {seat.index + 1}")
    first = bench.seats[0].client

    def lobby_step():
        clients = [s.client for s in bench.seats]
        if any(c.token is None for c in clients):
            return
        if first.room is None:
            if not getattr(lobby_step, "created", False):
                first.create("bench")
                lobby_step.created = True
            return
        if first.room["players"] != 8:
            if not getattr(lobby_step, "configured", False):
                first.configure(args.game, 8, {}, args.level)
                lobby_step.configured = True
            return
        for c in clients[1:]:
            if c.room is None and not getattr(c, "asked", False):
                c.join(first.room["id"])
                c.asked = True
        if len(first.room["seats"]) < 8:
            return
        if not all(s["ready"] for s in first.room["seats"]):
            for c, s in zip(clients, first.room["seats"]):
                if not s["ready"] and not getattr(c, "readied", False):
                    c.toggle_ready()
                    c.readied = True
            return
        if not first.room["started"]:
            first.start()
        poll.stop()

    poll = QTimer()
    poll.timeout.connect(lobby_step)
    poll.start(10)
    QTimer.singleShot(int(args.seconds * 1000) + 5000, app.quit)  # a hard bound, whatever happens
    app.exec()
    for room_table in host.tables.values():
        room_table.table.stop()
        room_table.table.wait_for_bots()
    host.shut_down()
    if not bench.samples:
        print("no samples: the game did not start")
        return 1
    ms = sorted(s * 1000 for s in bench.samples)
    p95 = ms[min(len(ms) - 1, int(round(0.95 * (len(ms) - 1))))]
    print(f"{args.game}, 8 clients on 127.0.0.1, {len(ms)} client actions: action -> all 7 others hold the "
          f"new view: median {statistics.median(ms):.2f} ms, p95 {p95:.2f} ms, worst {ms[-1]:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
