"""How long from a client's action to all 7 other clients holding the new view, on loopback.

    python benchmarks/lan_speed.py [--actions 400] [--seconds 60] [--game contract_rummy]

Eight clients (``LanClient``) join one ``LanHost`` on 127.0.0.1 and play Contract Rummy for 8 with casual
bots choosing from their own views. For each client action, the clock starts just before the client sends
it and stops when the last of the other seven has decoded the host's ``update`` for it (all in one process
and one event loop: the figure includes the host's engine, its per-seat views and filtering, framing,
loopback and decoding). Bot thinking is not timed. Bounded by ``--actions`` and ``--seconds``. Prints the
median, 95th percentile and worst. Target: median under 10 ms, p95 under 30 ms on a 2-core machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot  # noqa: E402

from cardgame_gui.bots import make_bot  # noqa: E402
from cardgame_gui.net.client import LanClient  # noqa: E402
from cardgame_gui.net.host import LanHost  # noqa: E402
from cardgame_gui.ui.controller import GameController  # noqa: E402  (QtCore only: the host's table)


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


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=400)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--game", default="contract_rummy")
    parser.add_argument("--level", default="casual")
    args = parser.parse_args(argv)
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
