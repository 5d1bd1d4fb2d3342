"""A LAN table never takes the local game away: hosting, joining and watching ask about a game in progress
as New Game does, and a LAN game (played on with bots after the table closed) has its own autosave, so the
next start still offers the local game."""

from __future__ import annotations

import json

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from cardgame_gui.ui.window import main_window as main_window_module
from cardgame_gui.session import saves
from cardgame_gui.ui.window.main_window import MainWindow
from tests.ui.test_table import BOTS, scenario

WAIT = 15000


def host_values():
    return {"name": "Ann", "table_name": "Friday", "address": "127.0.0.1", "port": 0, "invite_only": False,
            "code": None}


def autosaving_window(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings=settings, data_directory=tmp_path / "data", autosave=True)
    qtbot.addWidget(win)
    win.set_speed("off")
    win.show()
    return win


def test_hosting_joining_and_watching_ask_before_leaving_a_game_in_progress(qtbot, tmp_path, monkeypatch):
    win = autosaving_window(qtbot, tmp_path)
    win.controller.adopt(scenario([1, 0, 1]), BOTS)
    before = win.controller.game.to_json()
    asked = []
    monkeypatch.setattr(main_window_module, "ask_save_changes",
                        lambda parent, name: asked.append(name) or "cancel")
    assert not win.lan.host_table(host_values())
    assert not win.lan.join_table({"address": "127.0.0.1", "port": 9, "name": "Bob", "code": None})
    assert not win.lan.join_table({"address": "127.0.0.1", "port": 9, "name": "Bob", "code": None,
                                   "watch": True})
    assert asked == ["Devil's Bridge"] * 3 and not win.lan.active
    assert win.controller.game.to_json() == before


def test_a_lan_game_never_overwrites_the_local_autosave(qtbot, tmp_path, monkeypatch):
    win = autosaving_window(qtbot, tmp_path)
    win.controller.adopt(scenario([1, 0, 1]), BOTS)
    local = json.loads(win.controller.game.to_json())
    monkeypatch.setattr(main_window_module, "ask_save_changes", lambda parent, name: "save")
    assert win.lan.host_table(host_values())
    assert len(list(saves.saved_games_dir(tmp_path / "data").glob("Devil's Bridge *.json"))) == 1
    win.lan.request("configure", {"game": "german_bridge", "players": 3, "options": {}})
    win.lan.request("ready", {})
    win.lan.request("start", {})
    qtbot.waitUntil(lambda: win.controller.game.info.id == "german_bridge", timeout=WAIT)
    assert win.lan.game_from_lan
    win.lan.leave()  # the table closes; the German Bridge game goes on here with bots
    assert not win.lan.chat.isVisible()  # the chat dock goes with the table
    win.close()  # quit: autosaved, apart from the local game
    data = tmp_path / "data"
    kept = saves.continue_game(data).game
    assert kept.info.id == "devils_bridge" and json.loads(kept.to_json())["actions"] == local["actions"]
    assert saves.continue_game(data, saves.LAN_AUTOSAVE_NAME).game.info.id == "german_bridge"
    # the next start offers the LAN table the host left first (here: Cancel, kept), then the local game
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text, *a: asked.append(text) or (
        QMessageBox.StandardButton.Cancel if title == "Resume the LAN game?" else QMessageBox.StandardButton.Yes))
    again = autosaving_window(qtbot, tmp_path)
    assert again.offer_continue()
    assert asked[0].startswith("Resume the LAN game of German Bridge")
    assert asked[1:] == ["Continue your game of Devil's Bridge (4 players, hand 1)?"]
    assert again.controller.game.info.id == "devils_bridge" and not again.lan.game_from_lan
    again.controller.stop()
    again.controller.wait_for_bots()


def test_a_host_who_closes_the_table_before_its_game_starts_is_not_told_bots_play_the_seats(qtbot, tmp_path,
                                                                                           monkeypatch):
    """Cora closed her table in the lobby and read "You closed the table: bots play the seats of the people
    who were here" — no game had started, no bot plays anything; her own game is still on the table."""
    win = autosaving_window(qtbot, tmp_path)
    win.controller.adopt(scenario([1, 0, 1]), BOTS)
    before = win.controller.game.to_json()
    monkeypatch.setattr(main_window_module, "ask_save_changes", lambda parent, name: "discard")
    assert win.lan.host_table(host_values())
    win.lan.leave()
    assert win.statusBar().currentMessage() == "You closed the table before its game started"
    assert not win.lan.active and win.controller.game.to_json() == before
