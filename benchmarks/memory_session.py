"""A bot-only session in one window: RSS after each game, to show memory stays flat (issue 9 item 11).

    python benchmarks/memory_session.py [--games 20] [--game german_bridge] [--rounds 7] [--pace 6]

Four random bots play whole games one after another in one MainWindow, offscreen, with animation on at an
accelerated pace (``--pace`` ms per bot move; animations take a fraction of it). After each game it prints
the game's moves, RSS, the animation objects still alive, Python objects tracked by the garbage collector
and the window's QObject descendants; at the end, the growth per game over the second half of the
session (the first games fill caches: card pixmaps, fonts). Linux (reads /proc/self/statm).
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def rss_mib() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def paced_window(pace: int, prefix: str):
    """A shown MainWindow with its settings and data in a new temporary folder, bots at speed "fast" paced
    ``pace`` ms a move (animation on)."""
    from PySide6.QtCore import QSettings

    from cardgame_gui.session import controller as controller_module
    from cardgame_gui.ui.window.main_window import MainWindow

    controller_module.SPEEDS["fast"] = pace
    folder = tempfile.mkdtemp(prefix=prefix)
    settings = QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings=settings, data_directory=folder, autosave=False)
    window.resize(1100, 760)
    window.set_speed("fast")
    window.show()
    return window


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--game", default="german_bridge")
    parser.add_argument("--rounds", type=int, default=7, help="German Bridge rounds per game (0: full)")
    parser.add_argument("--pace", type=int, default=6, help="ms per bot move (animation on)")
    args = parser.parse_args()

    from PySide6.QtCore import QEventLoop, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    window = paced_window(args.pace, "memory_session_")
    options = {"rounds": args.rounds} if args.game == "german_bridge" else {}
    seats = [{"kind": "bot", "level": "random"}] * 4
    loop = QEventLoop()
    window.controller.game_over.connect(lambda _event: QTimer.singleShot(0, loop.quit))
    print(f"{args.games} games of {args.game} (options {options or 'default'}), bot pace {args.pace} ms, "
          "animation on, offscreen")
    print(f"{'game':>4} {'moves':>6} {'seconds':>8} {'RSS MiB':>8} {'animations':>11} {'py objects':>11} "
          f"{'QObjects':>9}")
    figures = []
    for number in range(1, args.games + 1):
        began = time.perf_counter()
        window.start_config({"game": args.game, "players": 4, "options": options, "seed": number,
                             "seats": seats})
        guard = QTimer.singleShot(300_000, loop.quit)  # noqa: F841 (bounded in time whatever happens)
        loop.exec()
        while window.table.animator.running or window.table.animator.pending():
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        for _ in range(3):
            app.processEvents()
            app.sendPostedEvents(None, 0)  # deleteLater of the last animations
        gc.collect()
        rss = rss_mib()
        figures.append(rss)
        print(f"{number:>4} {len(window.controller.game.log):>6} {time.perf_counter() - began:>8.1f} "
              f"{rss:>8.1f} {window.table.animator.live_animations():>11} {len(gc.get_objects()):>11} "
              f"{len(window.findChildren(QObject)):>9}", flush=True)
    half = len(figures) // 2
    if len(figures) >= 4:
        growth = (figures[-1] - figures[half - 1]) / (len(figures) - half)
        print(f"RSS growth per game over games {half + 1}-{len(figures)}: {growth:+.2f} MiB "
              f"(first game {figures[0]:.1f} MiB, last {figures[-1]:.1f} MiB)")
    window.controller.stop()
    window.controller.wait_for_bots()
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
