"""How fast the table comes up and how smoothly a card drags; prints figures (no pass/fail).

    QT_QPA_PLATFORM=offscreen python benchmarks/gui_speed.py

1. process start → first painted table with a dealt game (ms): the parent starts a fresh Python process
   running this file with ``--child``; the child opens the main window with a dealt Devil's Bridge game and
   writes a line as soon as the table's viewport has painted; the parent measures the time to that line.
2. ms per frame while dragging a card over a table of 108 cards (two decks and four jokers, as Contract
   Rummy deals): mouse moves sent with QTest to the viewport, each followed by the repaint it causes
   (``processEvents``), averaged over 300 frames; also the worst case of repainting the whole viewport.
3. ms per relayout: the window resized 40 times between 1024×640 and 1600×1000 with a 7-player game
   mid-hand, each resize followed by the repaint it causes (the table planned again, cards re-rendered).
4. peak memory of that process (MiB, ``ru_maxrss``).

Targets with the offscreen platform: first paint < 400 ms, drag < 1.5 ms a frame, relayout < 50 ms,
peak < 150 MiB.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FRAMES = 300
RUNS = 3
RESIZES = 40


def child() -> int:
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QEvent, QObject, QPoint, QSettings, QTemporaryDir, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from cardgame_gui.ui.items import CardItem
    from cardgame_gui.ui.main_window import MainWindow

    app = QApplication([])
    folder = QTemporaryDir()
    settings = QSettings(folder.filePath("s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings=settings, data_directory=folder.path(), autosave=False)
    window.set_speed("off")
    window.resize(1180, 800)
    window.start_config({"game": "devils_bridge", "players": 4, "options": {"sequence": "down_up"},
                         "seed": 5, "seats": [{"kind": "human", "level": None}]
                         + [{"kind": "bot", "level": "random"}] * 3})
    painted = []

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and not painted:
                painted.append(True)
            return False

    watcher = FirstPaint()
    window.table.viewport().installEventFilter(watcher)
    window.show()
    while not painted:
        app.processEvents()
    app.processEvents()
    print("painted", flush=True)

    # 108 cards on the table: the hand is already there; add two decks and four jokers spread out
    table = window.table
    window.controller.stop()
    codes = [r + s for s in "CDHS" for r in "23456789TJQKA"]
    rect = table.sceneRect()
    extra = []
    for i in range(108 - len(table.cards)):
        code = codes[i % 52] if i < 104 else "JK"
        item = CardItem(table, code, True)
        item.setPos(30 + (i % 18) * (rect.width() - 140) / 18, 120 + (i // 18) * 60)
        item.setZValue(i)
        table.scene_.addItem(item)
        extra.append(item)
    total = len(extra) + len(table.cards)
    app.processEvents()
    viewport = table.viewport()
    code = table.hand_order[0]
    start = table.mapFromScene(table.cards[code].centre())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    app.processEvents()
    points = [start + QPoint(int(600 * (i / FRAMES)) - 300 + 300, -int(400 * abs((i % 100) / 100 - 0.5)))
              for i in range(FRAMES)]
    began = time.perf_counter()
    for point in points:
        QTest.mouseMove(viewport, point)
        app.processEvents()
    frame = (time.perf_counter() - began) * 1000 / FRAMES
    began = time.perf_counter()
    for point in points[:100]:
        QTest.mouseMove(viewport, point)
        viewport.repaint()
    full = (time.perf_counter() - began) * 1000 / 100
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, points[-1])
    for item in extra:
        table.scene_.removeItem(item)
    print(f"before {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.1f}", flush=True)
    relayout = _relayout(app, window)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"cards {total}", flush=True)
    print(f"drag {frame:.3f}", flush=True)
    print(f"full {full:.3f}", flush=True)
    print(f"relayout {relayout:.3f}", flush=True)
    print(f"peak {peak:.1f}", flush=True)
    window.close()
    return 0


def _relayout(app, window) -> float:
    """ms per window resize at 7 players mid-hand (7 cards each, a trick under way): the table is planned
    again, the cards re-rendered at their new size and the whole window repainted."""
    window.start_config({"game": "devils_bridge", "players": 7,
                         "options": {"sequence": "down_up", "bid_changes": False}, "seed": 5,
                         "seats": [{"kind": "human", "level": None}] + [{"kind": "bot", "level": "random"}] * 6})
    deadline = time.perf_counter() + 10
    while not (window.controller.is_my_turn() and window.controller.view()["phase"] == "playing") \
            and time.perf_counter() < deadline:
        app.processEvents()
        if window.controller.is_my_turn():  # bid, to get to the play
            window.controller.request(window.controller.legal()[0])
    sizes = [(1180, 800), (1024, 640), (1600, 1000), (1400, 900)]
    began = time.perf_counter()
    for i in range(RESIZES):
        window.resize(*sizes[i % len(sizes)])
        app.processEvents()
    return (time.perf_counter() - began) * 1000 / RESIZES


def main() -> int:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # measure as installed: with compiled bytecode
    runs = []
    for _ in range(RUNS + 1):  # the first run compiles the bytecode and warms the disk cache
        figures = _run_child(env)
        if figures is None:
            return 1
        runs.append(figures)
    warm_up, runs = runs[0], runs[1:]
    figures = {key: sorted(run[key] for run in runs)[len(runs) // 2] for key in runs[0]}
    print(f"median of {RUNS} runs after a warm-up run (the warm-up, which may compile bytecode: "
          f"first paint {warm_up['first_paint']:.0f} ms)")
    print(f"process start → first painted table (dealt game): {figures['first_paint']:.0f} ms   (target < 400)")
    print(f"drag over {figures['cards']:.0f} cards: {figures['drag']:.3f} ms/frame   (target < 1.5); "
          f"whole-viewport repaint: {figures['full']:.3f} ms/frame")
    print(f"relayout (window resize) at 7 players mid-hand: {figures['relayout']:.1f} ms   (target < 50)")
    print(f"peak memory: {figures['peak']:.1f} MiB   (target < 150; {figures['before']:.1f} MiB before the "
          "relayouts)")
    return 0


def _run_child(env: dict) -> dict | None:
    began = time.perf_counter()
    process = subprocess.Popen([sys.executable, __file__, "--child"], stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True, env=env)
    figures = {}
    for line in process.stdout:
        key, _, value = line.strip().partition(" ")
        if key == "painted":
            figures["first_paint"] = (time.perf_counter() - began) * 1000
        elif key:
            figures[key] = float(value)
    process.wait(timeout=120)
    if process.returncode != 0 or "first_paint" not in figures:
        print(f"benchmark child failed (exit {process.returncode})")
        return None
    return figures


if __name__ == "__main__":
    raise SystemExit(child() if "--child" in sys.argv else main())
