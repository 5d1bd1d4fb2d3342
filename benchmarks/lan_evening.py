"""A long LAN evening in one window: the hosting app's memory after each of many LAN games.

    python benchmarks/lan_evening.py [--games 50] [--rounds 3] [--pace 6] [--mix]

One ``MainWindow`` (offscreen, its settings and data in a temporary folder) hosts a LAN table on 127.0.0.1
with Game ▸ Host a table (``LanSession.host_table``) at a fixed port; a guest in another process (this script
with ``--guest PORT``: a ``LanClient`` whose seat a random bot plays) joins it, both tick Ready, the host
starts German Bridge for 3 (``--rounds`` rounds, a random bot in the third seat; ``--mix``: the five games in
turn, short variants, random bots in the other seats), the host's own seat is
played by a random bot choosing from the window's view as fast as the table lets it (animation on at
``--pace`` ms a bot move), and at game over the host leaves the table (Game ▸ Leave the table) — the guest
hears ``bye`` and joins the next table the same way. After each game it prints the host's RSS, Python
objects tracked by the garbage collector, the window's QObject descendants, and the chat and log lines kept;
at the end, the growth per game over the second half of the evening. Bounded: ``--games`` games, each at
most 5 minutes. Linux (reads /proc/self/statm).
"""

from __future__ import annotations

import argparse
import gc
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CARDGAME_ANNOUNCE_ADDRESS", "127.0.0.1")

from lan_memory_flood import stop_process  # noqa: E402 (this folder is on the path: a script's own)
from memory_session import paced_window, rss_mib  # noqa: E402


MIX = [("german_bridge", 3, {"rounds": 3}), ("devils_bridge", 3, {"target_score": 1}),
       ("floating_bridge", 4, {"deals": 1}), ("reverse_bridge", 4, {"deals": 4}), ("contract_rummy", 3, {})]


def free_port() -> int:
    import socket
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def guest(port: int, games: int) -> int:
    """The guest: join the table at ``port``, tick Ready, let a random bot play, again after each ``bye``."""
    from PySide6.QtCore import QCoreApplication, QTimer

    from cardgame_gui.bots import make_bot
    from cardgame_gui.net.client import LanClient
    from cardgame_gui.session.controller import GameController

    app = QCoreApplication([])
    state = {"played": 0, "bot": None}
    client = LanClient(ping_interval=60000, idle_timeout=120000)
    controller = GameController()
    controller.set_speed("off")
    client.started.connect(controller.follow)

    def play(*_args) -> None:
        game = controller.game
        if game is None or game.over:
            return
        view, legal = controller.view(), controller.legal()
        if legal and (view.get("to_act") or [None])[0] == controller.me:
            if state["bot"] is None:
                state["bot"] = make_bot("random", game.info.id, seed=state["played"])
            controller.request(state["bot"].choose(view, legal))

    def joined(room, you) -> None:
        if room is not None and you is not None and not room["started"] and not room["seats"][you]["ready"]:
            client.toggle_ready()

    def connect() -> None:
        if state["played"] >= games:
            app.quit()
            return
        state["bot"] = None
        client.connect_to("127.0.0.1", port, "Guest")

    def closed(_reason: str) -> None:  # the host left after the game (or is not listening yet): again
        QTimer.singleShot(200, connect)

    def over(_event) -> None:
        state["played"] += 1

    client.welcomed.connect(lambda _welcome: client.join())
    client.room_changed.connect(joined)
    client.closed.connect(closed)
    controller.game_started.connect(play)
    controller.action_applied.connect(play)
    controller.game_over.connect(over)
    QTimer.singleShot(0, connect)
    QTimer.singleShot(games * 300_000, app.quit)  # bounded whatever happens
    app.exec()
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=3, help="German Bridge rounds per game")
    parser.add_argument("--pace", type=int, default=6, help="ms per bot move (animation on)")
    parser.add_argument("--mix", action="store_true", help="the five games in turn (short variants)")
    parser.add_argument("--guest", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.guest is not None:
        return guest(args.guest, args.games)

    from PySide6.QtCore import QEventLoop, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from cardgame_gui.bots import make_bot
    from cardgame_gui.net.host import LOCAL

    app = QApplication.instance() or QApplication([])
    window = paced_window(args.pace, "lan_evening_")
    controller = window.controller
    port = free_port()
    guest_process = subprocess.Popen([sys.executable, __file__, "--guest", str(port), "--games", str(args.games)],
                                     env=dict(os.environ, PYTHONPATH=str(ROOT)))
    bot = {"bot": None}

    def play() -> None:
        """The host's seat: a random bot's choice whenever it is the host's turn (polled: the table may hold
        the game, a finished trick shown, with no signal when it lets go)."""
        game = controller.game
        if window.lan.host is None or game is None or game.over or not controller.is_my_turn():
            return
        if bot["bot"] is None:
            bot["bot"] = make_bot("random", game.info.id, seed=controller.game_number)
        controller.request(bot["bot"].choose(controller.view(), controller.legal()))

    player = QTimer()
    player.timeout.connect(play)
    player.start(args.pace)

    def wait(predicate, seconds: float = 300.0) -> bool:
        """Run the event loop (a real one: objects a slot ``deleteLater``s go, as in the app) until ``predicate``."""
        loop, poll = QEventLoop(), QTimer()
        end = time.monotonic() + seconds
        poll.timeout.connect(lambda: loop.quit() if predicate() or time.monotonic() > end else None)
        poll.start(20)
        loop.exec()
        poll.stop()
        return predicate()

    def call_in_loop(function) -> None:
        """``function`` from inside the event loop, then let the loop run its deferred deletions."""
        done = []
        QTimer.singleShot(0, lambda: (function(), done.append(True)))
        wait(lambda: bool(done))
        settle = time.monotonic() + 0.3
        wait(lambda: time.monotonic() > settle)

    what = "the five games in turn" if args.mix else f"German Bridge for 3 ({args.rounds} rounds)"
    print(f"{args.games} LAN games of {what}, the host's seat and the guest's played by random bots, animation on "
          f"at {args.pace} ms a bot move, offscreen")
    print(f"{'game':>4} {'moves':>6} {'seconds':>8} {'RSS MiB':>8} {'py objects':>11} {'QObjects':>9} "
          f"{'chat lines':>10} {'log lines':>10}")
    figures = []
    try:
        for number in range(1, args.games + 1):
            began = time.perf_counter()
            controller.stop()
            game_id, players, options = MIX[(number - 1) % len(MIX)] if args.mix else \
                ("german_bridge", 3, {"rounds": args.rounds})
            seats = [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * (players - 1)
            call_in_loop(lambda: window.start_config({"game": game_id, "players": players, "options": options,
                                                      "seed": number, "seats": seats}))
            controller.stop()
            bot["bot"] = None
            hosted = []
            call_in_loop(lambda: hosted.append(window.lan.host_table({
                "name": "Host", "table_name": "Evening", "address": "127.0.0.1", "port": port, "invite_only": False,
                "code": None})))
            if not hosted[0]:
                print(f"game {number}: could not host ({getattr(window.lan, 'last_message', '?')})")
                return 1
            host = window.lan.host
            room = next(iter(host.lobby.rooms.values()))
            if not wait(lambda: len(room.members) == 2 and room.members[1].ready, 60):
                print(f"game {number}: the guest did not come")
                return 1
            call_in_loop(lambda: (host.act(LOCAL, "ready", {}), host.act(LOCAL, "start", {})))
            if not wait(lambda: controller.game is not None and controller.game.over
                        and not window.table.animator.running and not window.table.animator.pending()):
                print(f"game {number}: not over in 5 minutes")
                return 1
            moves = len(controller.game.log)
            call_in_loop(window.lan.leave)  # Game ▸ Leave the table (the host, its connections, the lobby go)
            gc.collect()
            rss = rss_mib()
            figures.append(rss)
            print(f"{number:>4} {moves:>6} {time.perf_counter() - began:>8.1f} {rss:>8.1f} {len(gc.get_objects()):>11} "
                  f"{len(window.findChildren(QObject)):>9} {window.lan.chat.lines.blockCount():>10} "
                  f"{window.log_dock.view.document().blockCount():>10}",
                  flush=True)
    finally:
        stop_process(guest_process)
        controller.stop()
        controller.wait_for_bots()
        window.close()
    half = len(figures) // 2
    if len(figures) >= 4:
        growth = (figures[-1] - figures[half - 1]) / (len(figures) - half)
        print(f"RSS growth per game over games {half + 1}-{len(figures)}: {growth:+.2f} MiB "
              f"(first game {figures[0]:.1f} MiB, last {figures[-1]:.1f} MiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
