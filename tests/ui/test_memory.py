"""Memory stays flat (issue 9 items 11-13): animations are freed, a closed window is freed, and undo
bookkeeping does not grow with the game's length."""

from __future__ import annotations

import gc
import os
import weakref

import pytest
from PySide6.QtCore import QSettings

from cardgame_gui.engine import GAMES
from cardgame_gui.session import controller as controller_module
from cardgame_gui.ui.window.main_window import MainWindow

BOTS = [{"kind": "bot", "level": "random"}] * 4
SHORT_GAME = {"game": "german_bridge", "players": 4, "options": {"rounds": 7}, "seats": BOTS}


def rss_mib() -> float | None:
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        return None


@pytest.fixture
def animated_window(window, monkeypatch):
    monkeypatch.setitem(controller_module.SPEEDS, "fast", 6)  # animation on, accelerated
    window.set_speed("fast")
    return window


def play_to_the_end(qtbot, win, seed: int) -> int:
    """A whole bot-only game with animation on; the most animation objects alive at any move."""
    most = 0

    def count(*_args):
        nonlocal most
        most = max(most, win.table.animator.live_animations())
    win.controller.action_applied.connect(count)
    with qtbot.waitSignal(win.controller.game_over, timeout=120_000):
        win.start_config(dict(SHORT_GAME, seed=seed))
    qtbot.waitUntil(lambda: not win.table.animator.running and win.table.animator.pending() == 0,
                    timeout=10_000)
    qtbot.wait(50)  # deleteLater of the last move's animations
    win.controller.action_applied.disconnect(count)
    return most


def test_a_whole_animated_game_leaves_no_animations_behind_and_memory_flat(qtbot, animated_window):
    win = animated_window
    most = play_to_the_end(qtbot, win, seed=1)
    assert most > 0  # animation really was on
    assert len(win.controller.game.log) > 100
    assert win.table.animator.live_animations() == 0  # every move's animations freed once run
    play_to_the_end(qtbot, win, seed=2)  # the first games fill caches (card pixmaps at each size, fonts)
    gc.collect()
    before = rss_mib()
    for seed in (3, 4, 5):
        play_to_the_end(qtbot, win, seed)
        assert win.table.animator.live_animations() == 0
    assert win.table.animator.live_animations() == 0
    gc.collect()
    after = rss_mib()
    if before is not None:
        assert (after - before) / 3 < 2.0, f"RSS grew {after - before:.1f} MiB over 3 games"


def test_a_closed_window_is_freed(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings=settings, data_directory=tmp_path, autosave=False)
    win.set_speed("off")
    win.show()
    win.start_config(dict(SHORT_GAME, seed=5))
    win.speed_actions["slow"].trigger()  # the menus' lambdas still reach the window
    assert win.controller.speed == "slow" and settings.value("table/speed") == "slow"
    win.close()
    gone = weakref.ref(win)
    del win
    for _ in range(3):
        gc.collect()
        qtbot.wait(10)
    assert gone() is None, "the closed window is still alive"


def test_undo_bookkeeping_does_not_serialise_the_game_each_move(qtbot, window, monkeypatch):
    win = window
    seats = [{"kind": "human", "level": None}] + BOTS[:3]
    win.start_config({"game": "devils_bridge", "players": 4, "options": {}, "seed": 3, "seats": seats})
    game = win.controller.game
    calls = []
    real = type(game).to_json
    monkeypatch.setattr(type(game), "to_json", lambda self: calls.append(1) or real(self))
    for _ in range(12):  # the person's own moves, the bots' in between
        qtbot.waitUntil(lambda: win.controller.is_my_turn() or game.over, timeout=10_000)
        if game.over:
            break
        assert win.controller.request(win.controller.legal()[0])
        assert win.controller.can_undo() and win.undo_action.isEnabled()
    assert calls == [], "can_undo serialised the whole game"
    assert win.controller.undo() and not calls


def test_undo_after_a_finished_game_then_finishing_again_counts_once(qtbot, window):
    win = window
    seats = [{"kind": "human", "level": None}] + BOTS[:3]
    config = {"game": "german_bridge", "players": 4, "options": {"rounds": 1}, "seed": 8, "seats": seats}
    assert "rounds" in {o.name for o in GAMES["german_bridge"].options}

    def finish():
        c = win.controller
        while not c.game.over:
            qtbot.waitUntil(lambda: c.is_my_turn() or c.game.over, timeout=10_000)
            if not c.game.over:
                c.request(c.legal()[0])
    win.start_config(config)
    finish()
    assert win.stats.entry("german_bridge", "human")["played"] == 1
    assert win.controller.undo()
    finish()
    assert win.stats.entry("german_bridge", "human")["played"] == 1  # the same game, counted once
    win.start_config(config)  # a new game of the same deal is a new game
    finish()
    assert win.stats.entry("german_bridge", "human")["played"] == 2
