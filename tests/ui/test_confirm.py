"""New Game and Open ask before they throw away a game in progress, and offer to save it (item 11)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from cardgame_gui.session import saves

from cardgame_gui.ui.window import main_window as main_window_module
from cardgame_gui.ui.window import saved_games as saved_games_module
from cardgame_gui.ui.new_game.picker import NewGameDialog
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
    window.save_path = tmp_path / "kept.json"  # a game opened from (or saved to) a file goes back there
    monkeypatch.setattr(main_window_module, "ask_save_changes", lambda parent, name: "save")
    pick_german_bridge(monkeypatch)
    window.new_game_dialog()
    assert (tmp_path / "kept.json").exists() and window.controller.game.info.id == "german_bridge"


def test_the_first_save_before_leaving_goes_to_the_saved_games_folder_and_open_shows_it(
        window, monkeypatch, tmp_path):
    """Issue 33 item 7: no file dialog in the home folder; the question says where the game goes, and
    Game ▸ Open starts in that folder."""
    window.controller.adopt(scenario([1, 0, 1]), BOTS)
    asked = []

    def answer(box):
        asked.append((box.text(), box.informativeText()))
        return QMessageBox.StandardButton.Save
    monkeypatch.setattr(QMessageBox, "exec", answer)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: 1 / 0)
    pick_german_bridge(monkeypatch)
    window.new_game_dialog()
    folder = saves.saved_games_dir(tmp_path)
    assert asked == [("Your game of Devil's Bridge is not finished. Save it before you leave it?",
                      f"Save keeps it in {folder}, where Game ▸ Open finds it.")]
    kept = list(folder.glob("*.json"))
    assert len(kept) == 1 and kept[0].name.startswith("Devil's Bridge ") and window.save_path is None
    assert window.controller.game.info.id == "german_bridge"
    assert saves.open_game(kept[0]).game.to_json() == scenario([1, 0, 1]).to_json()
    opened_in = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda parent, title, folder, *a: opened_in.append(folder) or ("", ""))
    window.open_dialog()
    assert opened_in == [str(folder)]


def test_discard_opens_the_file(window, monkeypatch, tmp_path):
    window.controller.adopt(scenario([1, 0, 1]), BOTS)
    assert window.save_to(tmp_path / "a.json")
    window.controller.adopt(scenario([1, 0]), BOTS)
    monkeypatch.setattr(saved_games_module, "ask_reopen", lambda parent, file, folder: "discard")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(tmp_path / "a.json"), ""))
    window.open_dialog()
    assert window.controller.view()["bids"] == [None, 1, 0, 1]


def test_opening_the_games_own_file_again_saves_a_copy_not_over_the_file(window, monkeypatch, tmp_path):
    """Save in "Save it before you leave it?" wrote the game over the very file being opened again, so the
    position asked for was gone; going back to it now offers a copy in the saved-games folder instead."""
    window.controller.adopt(scenario([1, 0]), BOTS)
    assert window.save_to(tmp_path / "a.json")
    window.controller.adopt(scenario([1, 0, 1]), BOTS)  # played on since it was saved
    window.save_path = tmp_path / "a.json"
    asked = []

    def answer(box):
        asked.append((box.text(), box.informativeText(), box.button(QMessageBox.StandardButton.Save).text()))
        return QMessageBox.StandardButton.Save
    monkeypatch.setattr(QMessageBox, "exec", answer)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(tmp_path / "a.json"), ""))
    window.open_dialog()
    folder = saves.saved_games_dir(tmp_path)
    assert asked == [("This game came from a.json. Opening it again takes the game back to where it was saved.",
                      f"Save a copy keeps the game as it is now in {folder}, where Game ▸ Open finds it; a.json "
                      "stays as it was saved.", "Save a copy")]
    assert window.controller.view()["bids"] == [None, 1, 0, None]  # the file as it was saved
    assert window.save_path == tmp_path / "a.json"
    copy, = folder.glob("*.json")
    assert saves.open_game(copy).game.to_json() == scenario([1, 0, 1]).to_json()


def test_cancel_on_opening_the_games_own_file_again_keeps_the_game(window, monkeypatch, tmp_path):
    window.controller.adopt(scenario([1, 0]), BOTS)
    assert window.save_to(tmp_path / "a.json")
    window.controller.adopt(scenario([1, 0, 1]), BOTS)
    window.save_path = tmp_path / "a.json"
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Cancel)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(tmp_path / "a.json"), ""))
    window.open_dialog()
    assert window.controller.view()["bids"] == [None, 1, 0, 1]
    assert not saves.saved_games_dir(tmp_path).exists()


def test_no_question_before_anyone_has_played(window, monkeypatch):
    window.controller.adopt(scenario([]), BOTS)
    window.controller.stop()
    monkeypatch.setattr(main_window_module, "ask_save_changes", lambda parent, name: 1 / 0)
    assert window.confirm_discard()
