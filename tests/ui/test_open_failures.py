"""Open (Ctrl+O) with a file the window cannot use: the reason is shown, the game in play is kept."""

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtWidgets import QMessageBox

from cardgame_gui.engine import new_game

SEATS = [{"kind": "human", "level": None}] + [{"kind": "bot", "level": "casual"}] * 3


@pytest.fixture
def warnings(monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    return shown


def start(window):
    window.start_config({"game": "devils_bridge", "players": 4, "options": {}, "seed": 2, "seats": SEATS})
    return window.controller.game


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_opening_a_pipe_says_why_and_keeps_the_game(window, tmp_path, warnings):
    game = start(window)
    os.mkfifo(tmp_path / "pipe.json")
    assert not window.open_path(tmp_path / "pipe.json")
    assert window.controller.game is game and "device, pipe or socket" in warnings[0]


def test_a_file_naming_a_bot_level_this_version_lacks_opens_with_a_known_one(window, tmp_path, warnings):
    start(window)
    data = json.loads(new_game("reverse_bridge", 4, {}, 3).to_json())
    data["seats"] = [{"kind": "human", "level": None}, {"kind": "bot", "level": "grandmaster"},
                     {"kind": "bot", "level": "random"}, {"kind": "bot", "level": "oracle"}]
    path = tmp_path / "newer.json"
    path.write_text(json.dumps(data))
    assert window.open_path(path) and warnings == []
    assert window.controller.game.info.id == "reverse_bridge"
    assert window.controller.seats == [None, "casual", "random", "casual"]


def test_a_file_that_cannot_be_opened_is_said_before_any_question_about_the_game_in_play(
        window, tmp_path, warnings, monkeypatch):
    """Open ▸ a damaged file: "Save it before you leave it?" came first, then "Cannot open this file" — a
    question about leaving a game that was never left. The file is read first; the question only comes for
    a game that can replace this one."""
    from PySide6.QtWidgets import QFileDialog

    from cardgame_gui.ui.window import main_window as main_window_module
    from tests.ui.test_table import BOTS, scenario

    window.controller.adopt(scenario([1, 0, 1]), BOTS)  # a game in progress
    game = window.controller.game
    (tmp_path / "cut.json").write_text('{"format": "cardgame_gui-save", "game": "poker", "state": [1, 2')
    asked = []
    monkeypatch.setattr(main_window_module, "ask_save_changes", lambda parent, name: asked.append(name) or "discard")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(tmp_path / "cut.json"), ""))
    window.open_dialog()
    assert asked == [] and "cut.json" in warnings[0] and window.controller.game is game
    (tmp_path / "good.json").write_text(new_game("reverse_bridge", 4, {}, 3).to_json())
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(tmp_path / "good.json"), ""))
    window.open_dialog()
    assert asked == ["Devil's Bridge"] and window.controller.game.info.id == "reverse_bridge"
