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
