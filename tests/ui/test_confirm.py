"""New Game and Open ask before they throw away a game in progress, and offer to save it (item 11)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QFileDialog

from cardgame_gui.ui import main_window as main_window_module
from cardgame_gui.ui.picker import NewGameDialog
from tests.ui.test_table import BOTS, scenario


def pick_german_bridge(monkeypatch):
    def choose(dialog):
        dialog.set_game("german_bridge")
        dialog.set_players(5)
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(NewGameDialog, "exec", choose)


def test_cancel_keeps_the_game_in_progress(window, monkeypatch):
    window.controller.adopt(scenario([1, 0, 1]), BOTS)
    before = window.controller.game.to_json()
    asked = []
    monkeypatch.setattr(main_window_module, "ask_save_changes", lambda parent, name: asked.append(name) or "cancel")
    pick_german_bridge(monkeypatch)
    window.new_game_dialog()
    assert asked == ["Devil's Bridge"] and window.controller.game.to_json() == before


def test_save_then_start_the_new_game(window, monkeypatch, tmp_path):
    window.controller.adopt(scenario([1, 0, 1]), BOTS)
    monkeypatch.setattr(main_window_module, "ask_save_changes", lambda parent, name: "save")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "kept.json"), ""))
    pick_german_bridge(monkeypatch)
    window.new_game_dialog()
    assert (tmp_path / "kept.json").exists() and window.controller.game.info.id == "german_bridge"


def test_discard_opens_the_file(window, monkeypatch, tmp_path):
    window.controller.adopt(scenario([1, 0, 1]), BOTS)
    assert window.save_to(tmp_path / "a.json")
    window.controller.adopt(scenario([1, 0]), BOTS)
    monkeypatch.setattr(main_window_module, "ask_save_changes", lambda parent, name: "discard")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(tmp_path / "a.json"), ""))
    window.open_dialog()
    assert window.controller.view()["bids"] == [None, 1, 0, 1]


def test_no_question_before_anyone_has_played(window, monkeypatch):
    window.controller.adopt(scenario([]), BOTS)
    window.controller.stop()
    monkeypatch.setattr(main_window_module, "ask_save_changes", lambda parent, name: 1 / 0)
    assert window.confirm_discard()
