"""A host's app that quit or crashed mid-game and starts again: its first question is "Resume the LAN game …
(Ann, Bob)?" — the one that keeps the evening — not "Continue?" of the same game with bots in the guests'
seats. Cancel changes nothing; the room is kept while it plays, so a crash loses at most a couple of seconds
of it."""

from PySide6.QtWidgets import QMessageBox

from cardgame_gui.session import saves
from tests.ui.test_lan_keeps_local_game import autosaving_window, main_window_module
from tests.ui.test_lan_party_window import WAIT, hosted_game, play_by_hand

LONG = {"game": "devils_bridge", "players": 3, "options": {}, "seed": 3}


def questions(monkeypatch, answers):
    """Answer the message boxes' questions in turn (``answers`` by title); the titles asked, in order."""
    asked = []

    def question(parent, title, text, *args):
        asked.append(title)
        return answers[title]
    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def an_evening(qtbot, tmp_path, make_window):
    """Ann's window autosaves as the app does (``autosaving_window``: the same settings and data folder each
    time, as a restarted app has); Bob's is another person's."""
    ann, bob = autosaving_window(qtbot, tmp_path), make_window("bob")
    hosted_game(qtbot, ann, bob, LONG)
    play_by_hand(qtbot, (ann, bob), lambda: len(ann.controller.game.log) >= 5)
    return ann, bob


def test_a_host_that_quit_is_asked_to_resume_the_lan_game_before_continuing_with_bots(qtbot, tmp_path,
                                                                                    make_window, monkeypatch):
    ann, bob = an_evening(qtbot, tmp_path, make_window)
    ann.controller.stop()
    ann.controller.hold()  # the bots that take the guests' seats wait: the table stays where it stopped
    position = ann.controller.game.to_json()
    ann.close()  # Ctrl+Q, Quit: the room is saved, and the game autosaved as a LAN game played on with bots
    assert saves.has_autosave(tmp_path / "data", saves.LAN_AUTOSAVE_NAME) and ann.lan.lan_save_path().is_file()
    qtbot.waitUntil(lambda: not bob.lan.active, timeout=WAIT)
    asked = questions(monkeypatch, {"Resume the LAN game?": QMessageBox.StandardButton.Yes,
                                    "Continue?": QMessageBox.StandardButton.Yes})
    again = autosaving_window(qtbot, tmp_path)
    assert again.offer_continue()
    assert asked == ["Resume the LAN game?"]  # (it was "Continue?" with bots first: No started a local game)
    assert again.lan.host is not None and again.controller.game.to_json() == position
    bob.lan.rejoin()
    qtbot.waitUntil(lambda: bob.lan.client is not None and bob.lan.client.back, timeout=WAIT)


def test_cancel_at_the_hosts_restart_keeps_the_saved_table_and_the_autosave(qtbot, tmp_path, make_window,
                                                                             monkeypatch):
    ann, bob = an_evening(qtbot, tmp_path, make_window)
    ann.close()
    asked = questions(monkeypatch, {"Resume the LAN game?": QMessageBox.StandardButton.Cancel,
                                    "Continue?": QMessageBox.StandardButton.Yes})
    again = autosaving_window(qtbot, tmp_path)
    assert again.offer_continue()  # Cancel, then the game played on with bots: Continue? Yes
    assert asked == ["Resume the LAN game?", "Continue?"] and again.lan.host is None
    assert again.lan.lan_save_path().is_file()  # nothing forgotten: Host a table offers it again
    asked.clear()
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(args[1])
                        or QMessageBox.StandardButton.Cancel)
    again.lan.host_dialog()  # Cancel again: no Host dialog, nothing changed
    assert asked == ["Resume the LAN game?"] and again.lan.host is None and again.lan.lan_save_path().is_file()


def test_a_host_that_crashed_is_asked_to_resume_where_the_table_was(qtbot, tmp_path, make_window, monkeypatch):
    """No goodbye, nothing saved on the way out: the room kept while it played is offered at the next start."""
    ann, bob = an_evening(qtbot, tmp_path, make_window)
    game = ann.controller.game
    qtbot.waitUntil(lambda: ann.lan.lan_save_path().is_file(), timeout=WAIT)  # kept within KEEP_MS of a move
    ann.controller.stop()
    ann.controller.hold()
    moves = len(game.log)
    qtbot.waitUntil(lambda: ann.lan.saved_lan_table()["room"]["game"]["actions"].__len__() == moves, timeout=WAIT)
    ann.lan.host.server.close()  # the process dies: the port is free, the sockets just close
    for connection in ann.lan.host.connections:
        connection.socket.abort()
    ann.lan._keep_soon.stop()
    asked = questions(monkeypatch, {"Resume the LAN game?": QMessageBox.StandardButton.Yes})
    again = autosaving_window(qtbot, tmp_path)
    assert again.offer_continue() and asked == ["Resume the LAN game?"]
    assert again.lan.host is not None and len(again.controller.game.log) == moves
    bob.lan.rejoin()
    qtbot.waitUntil(lambda: bob.lan.client is not None and bob.lan.client.back, timeout=WAIT)


def test_the_kept_table_goes_when_the_host_starts_another_game(qtbot, tmp_path, make_window, monkeypatch):
    ann, bob = an_evening(qtbot, tmp_path, make_window)
    qtbot.waitUntil(lambda: ann.lan.lan_save_path().is_file(), timeout=WAIT)
    monkeypatch.setattr(main_window_module, "ask_save_changes", lambda parent, name: "discard")
    ann.start_config({"game": "german_bridge", "players": 3, "options": {"rounds": 1}, "seed": 1})
    assert ann.lan.host is None and not ann.lan.lan_save_path().exists()  # no resume offered for a table closed
