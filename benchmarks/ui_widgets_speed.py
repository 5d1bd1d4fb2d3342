"""Costs of the standalone widgets during play (offscreen platform).

A whole 3-player German Bridge game (17 hands) is played by casual bots through the engine first; then
its views are fed to the scoreboard dock one action at a time, with a repaint after each, as the window
does. Prints: ms per update when a hand was just scored (the table and chart are rebuilt), ms per update
when nothing changed (every other action), ms per game-log line, and ms per atomic save + open of the
finished game. Run with ``QT_QPA_PLATFORM=offscreen python benchmarks/ui_widgets_speed.py``.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from cardgame_gui.bots import make_bot  # noqa: E402
from cardgame_gui.engine import new_game  # noqa: E402


def main() -> None:
    app = QApplication.instance() or QApplication([])
    from cardgame_gui.ui.docks.game_log import GameLogDock
    from cardgame_gui.session.saves import open_game, save_game
    from cardgame_gui.ui.docks.scoreboard import ScoreboardDock

    game = new_game("german_bridge", 3, {}, 77)
    bots = [make_bot("casual", "german_bridge", seat) for seat in range(3)]
    views, batches = [], []
    while not game.over:
        seat = game.to_act()[0]
        batches.append(game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat))))
        views.append(game.view(None))

    dock = ScoreboardDock()
    dock.resize(520, 520)
    dock.show()
    changed, unchanged = [], []
    for number, view in enumerate(views):
        start = time.perf_counter()
        dock.update_from_view(view)
        app.processEvents()
        spent = (time.perf_counter() - start) * 1000
        new_hand = number == 0 or view["history"] != views[number - 1]["history"]
        (changed if new_hand else unchanged).append(spent)

    log = GameLogDock()
    log.show()
    names = views[0]["names"]
    lines = sum(len(batch) for batch in batches)
    start = time.perf_counter()
    for batch in batches:
        log.add_events(batch, names)
    app.processEvents()
    per_line = (time.perf_counter() - start) * 1000 / lines

    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "game.json")
        start = time.perf_counter()
        rounds = 20
        for _ in range(rounds):
            save_game(game, path)
            open_game(path)
        per_save_open = (time.perf_counter() - start) * 1000 / rounds

    print(f"scoreboard update after a scored hand: mean {statistics.mean(changed):.1f} ms, "
          f"max {max(changed):.1f} ms ({len(changed)} updates)")
    print(f"scoreboard update with nothing new:    mean {statistics.mean(unchanged) * 1000:.0f} µs "
          f"({len(unchanged)} updates)")
    print(f"game log: {per_line * 1000:.0f} µs per line ({lines} lines)")
    print(f"save + open of the finished game ({len(game.log)} actions): {per_save_open:.1f} ms")


if __name__ == "__main__":
    main()
