"""Does a host answer pings while a bot-only Screw Rummy table plays at full speed? (issue 31)

    nice -n 19 python benchmarks/lan_ping_busy.py [--seconds 60] [--interval 0.05] [--seed 39 | --fixture NAME]
    nice -n 19 python benchmarks/lan_ping_busy.py --app-host [--seconds 60] [--seed 39 | --fixture NAME]

Server mode (default): a ``cardgame-server`` process on 127.0.0.1 (port 0) holds one room of 6-player Screw
Rummy (``decks: auto``, ``screw_over``, ``new_melds_after_contract``, ``may_i: first_come``), every seat a
casual bot at full speed: a new game of ``--seed`` (39, the issue's) from its deal, or with ``--fixture`` a game
save of ``tests/engine/fixtures/`` (e.g. ``rummy_seed39_move618.json``), given to the server with ``--resume``
as a saved LAN table whose one person has left. (The server's bots draw their own choices: the seed fixes the
deal, not the issue's game move for move.) A spectator connection watches the room and counts its updates;
another connection, at no table, sends a ``ping`` every ``--interval`` seconds without waiting for answers
(pings are never rate-limited) and records each ``pong``'s latency, until the game ends or ``--seconds`` pass.

``--app-host``: the same in this process against ``LanHost(one_table=True)`` — the app's host — whose table
is a ``GameController`` at speed "off" (bots think on its worker thread) and whose event loop runs on the main
thread; the guest's sockets (pinger and spectator) run on Python threads.

Prints the latency distribution (median, 99th percentile, max; pings sent and answered), the moves played and
the host's RSS at the end (``VmRSS``; in ``--app-host`` mode the whole benchmark process). Wall clock.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cardgame_gui.engine import new_game  # noqa: E402
from cardgame_gui.net.framing import Decoder, encode  # noqa: E402
from cardgame_gui.net.host import SAVE_FORMAT  # noqa: E402
from cardgame_gui.net.messages import PROTOCOL_VERSION  # noqa: E402

FIXTURES = ROOT / "tests" / "engine" / "fixtures"
SCREW_RUMMY = {"decks": "auto", "jokers": "players_minus_one", "may_i": "first_come", "may_i_penalty": 1,
               "new_melds_after_contract": True, "joker_reclaim": True, "stock_rebuilds": "unlimited",
               "screw_over": True}


class Peer:
    """A plain-socket client: frames out, every frame in handed to ``on_message`` on a reader thread."""

    def __init__(self, port: int, name: str, on_message=None):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.sock.settimeout(None)
        self.on_message = on_message or (lambda message: None)
        self.received: list[dict] = []
        self.lock = threading.Lock()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self.send({"type": "hello", "protocol": PROTOCOL_VERSION, "app": "bench", "name": name})

    def send(self, message: dict) -> None:
        self.sock.sendall(encode(message))

    def _read(self) -> None:
        decoder = Decoder()
        while True:
            try:
                chunk = self.sock.recv(65536)
            except OSError:
                return
            if not chunk:
                return
            for message in decoder.feed(chunk):
                if message.get("type") == "ping":
                    self.send({"type": "pong", "t": message["t"]})
                self.on_message(message)
                if message.get("type") not in ("update", "log", "ping", "pong"):
                    with self.lock:
                        self.received.append(message)

    def wait_for(self, kind: str, seconds: float = 30.0) -> dict:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            with self.lock:
                found = [m for m in self.received if m.get("type") == kind]
            if found:
                return found[0]
            time.sleep(0.01)
        raise SystemExit(f"no {kind!r} within {seconds} s; got {[m.get('type') for m in self.received]}")

    def close(self) -> None:
        try:
            self.send({"type": "bye", "reason": "done"})
        except OSError:
            pass
        self.sock.close()


class Pinger:
    """Sends ``ping`` every ``interval`` s (never waiting for a pong) and records each pong's latency."""

    def __init__(self, port: int, interval: float):
        self.latencies: list[float] = []
        self.sent = 0
        self.seconds = 0.0  # how long it pinged
        self.interval = interval
        self.peer = Peer(port, "Pinger", self._on_message)  # (its welcome: ``peer.wait_for("welcome")``)

    def _on_message(self, message: dict) -> None:
        if message.get("type") == "pong" and isinstance(message.get("t"), float):
            self.latencies.append(time.perf_counter() - message["t"])

    def run(self, seconds: float, stop=lambda: False) -> None:
        start = time.monotonic()
        end = start + seconds
        next_at = start
        while time.monotonic() < end and not stop():
            self.peer.send({"type": "ping", "t": time.perf_counter()})
            self.sent += 1
            next_at += self.interval
            time.sleep(max(0.0, next_at - time.monotonic()))
        self.seconds = time.monotonic() - start
        time.sleep(min(2.0, 2 * self.interval + 1.0))  # the last answers


class Watcher:
    """A spectator of the room: counts the moves it is told of and notices the game's end."""

    def __init__(self, port: int):
        self.moves = 0
        self.games_over = 0
        self.peer = Peer(port, "Watcher", self._on_message)
        self.peer.wait_for("welcome")

    def _on_message(self, message: dict) -> None:
        if message.get("type") == "update":
            self.moves += 1
            if message.get("view", {}).get("over"):
                self.games_over += 1

    def watch(self) -> None:
        self.peer.send({"type": "watch"})


def lan_save(fixture: str | None, seed: int = 39) -> dict:
    """A saved LAN table whose one person has left, every seat a casual bot: the fixture's game, or with no
    fixture a new 6-player Screw Rummy game of ``seed``."""
    if fixture:
        game = json.loads((FIXTURES / fixture).read_text())
    else:
        game = json.loads(new_game("contract_rummy", 6, SCREW_RUMMY, seed=seed).to_json())
    players = game["players"]
    room = {"name": "Bots only", "host": "gone", "invite_only": False, "code": None,
            "members": [{"player": "gone", "name": "Gone", "left": True}], "game": game["game"],
            "players": players, "options": game["options"], "bot_level": "casual", "grace": 0.5}
    return {"format": SAVE_FORMAT, "room": room, "names": [f"Bot {s + 1}" for s in range(players)],
            "bots": ["casual"] * players, "game": game}


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def report(pinger: Pinger, watcher: Watcher, rss: float, what: str) -> dict:
    latencies = sorted(x * 1000 for x in pinger.latencies)
    result = {"pings": pinger.sent, "answered": len(latencies), "moves": watcher.moves, "rss_mib": round(rss, 1)}
    if latencies:
        result.update(median_ms=round(statistics.median(latencies), 2),
                      p99_ms=round(latencies[min(len(latencies) - 1, int(0.99 * len(latencies)))], 2),
                      max_ms=round(latencies[-1], 2))
    print(f"{what}, {pinger.seconds:.1f} s: {result['pings']} pings, {result['answered']} answered; "
          f"latency median {result.get('median_ms')} ms, p99 {result.get('p99_ms')} ms, "
          f"max {result.get('max_ms')} ms; {result['moves']} moves seen by the spectator of one table; "
          f"host RSS {result['rss_mib']} MiB", flush=True)
    return result


def run_server(seconds: float, interval: float, fixture: str | None, seed: int, tables: int) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        command = [sys.executable, "-m", "cardgame_gui.server.cli", "--port", "0", "--address", "127.0.0.1",
                   "--announce-address", "127.0.0.1", "--name", "Ping bench", "--save-dir", tmp]
        for table in range(tables):
            save = Path(tmp) / f"room{table}.json"
            save.write_text(json.dumps(lan_save(fixture, seed + table)))
            command += ["--resume", str(save)]
        server = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                  env=dict(os.environ, PYTHONUNBUFFERED="1", CARDGAME_ANNOUNCE_ADDRESS="127.0.0.1"))
        try:
            port = None
            for line in server.stdout:
                if line.startswith("Serving"):
                    port = int(line.rsplit(" ", 1)[1])
                    break
            if port is None:
                raise SystemExit(f"the server did not start (exit {server.wait()})")
            over = []  # the server's "game over" lines
            threading.Thread(target=lambda: [over.append(line) for line in server.stdout if "game over" in line],
                             daemon=True).start()
            watcher = Watcher(port)
            pinger = Pinger(port, interval)
            pinger.peer.wait_for("welcome")
            watcher.watch()
            pinger.run(seconds, stop=lambda: len(over) >= tables)
            games = fixture if fixture else f"seed {seed}" if tables == 1 else f"seeds {seed}-{seed + tables - 1}"
            what = f"cardgame-server, {tables} table(s) at once, {games}, {len(over)} game(s) over"
            return report(pinger, watcher, rss_mib(server.pid), what)
        finally:
            server.terminate()
            try:
                server.wait(10)
            except subprocess.TimeoutExpired:
                server.kill()


def run_app_host(seconds: float, interval: float, fixture: str | None, seed: int) -> dict:
    from PySide6.QtCore import QCoreApplication, QEventLoop

    from cardgame_gui.net.host import LanHost
    from cardgame_gui.session.controller import GameController

    app = QCoreApplication.instance() or QCoreApplication([])

    def table_for(room):
        table = GameController()
        table.set_speed("off")
        return table

    host = LanHost(table_for, one_table=True)
    port = host.listen(0, "127.0.0.1")
    results = {}
    connected = threading.Event()

    def guest():
        watcher = Watcher(port)
        results["pinger"], results["watcher"] = Pinger(port, interval), watcher
        results["pinger"].peer.wait_for("welcome")
        connected.set()
        results["pinger"].run(seconds, stop=lambda: watcher.games_over > 0)

    thread = threading.Thread(target=guest, daemon=True)
    thread.start()
    while not connected.is_set():
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
    host.resume_room(lan_save(fixture, seed))  # the game starts once the guest pings
    results["watcher"].watch()
    while thread.is_alive():
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
    return report(results["pinger"], results["watcher"], rss_mib(os.getpid()),
                  f"app's host (LanHost one_table), {fixture or f'seed {seed} from the deal'}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--interval", type=float, default=0.05, help="seconds between pings")
    parser.add_argument("--seed", type=int, default=39, help="the new game's seed")
    parser.add_argument("--fixture", help="a game save in tests/engine/fixtures/ to resume instead")
    parser.add_argument("--tables", type=int, default=1,
                        help="server: tables playing at once (seeds --seed, --seed+1, ...; at most 32)")
    parser.add_argument("--app-host", action="store_true", help="the app's host in this process")
    args = parser.parse_args()
    seconds = min(args.seconds, 600.0)
    interval = max(args.interval, 0.01)
    if args.app_host:
        run_app_host(seconds, interval, args.fixture, args.seed)
    else:
        run_server(seconds, interval, args.fixture, args.seed, max(1, min(args.tables, 32)))


if __name__ == "__main__":
    main()
