"""The window's saved-game files: Game ▸ Open, Save and Save as, and the Save of "Save it before you leave
it?", which needs no file dialog (the game's own file, else a new file in the data folder's Saved games).
A mixin of ``MainWindow`` (which provides ``controller``, ``data_directory``, ``save_path``,
``statusBar()``, ``_show_reason`` and ``_playable_seats``).

    window.open_path(path) -> bool      # a bad file shows why and keeps the current game
    window.save() / save_as() -> bool   # Save asks for a file only when the game has none
    window.save_before_leaving() -> bool
    window.where_save_goes() -> str     # what that Save does, in words (the question says it)
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QFileDialog, QMessageBox

from ...i18n import translate
from ...session import saves
from ...session.startup import names_from_config


class SavedGames:
    def where_save_goes(self) -> str:
        """What Save in "Save it before you leave it?" does, in words."""
        if self.save_path is not None:
            return translate("SavedGames", "Save writes it to {file}.").format(file=self.save_path)
        return translate("SavedGames", "Save keeps it in {folder}, where Game ▸ Open finds it.").format(
            folder=saves.saved_games_dir(self.data_directory))

    def save_before_leaving(self) -> bool:
        """Save without a file dialog: to the game's file, else as a new file in the saved-games folder."""
        if self.save_path is not None or self.controller.game is None:
            return self.save()
        try:
            path = saves.save_in_saved_games(self.controller.game, self.controller.saved_seats(),
                                             self.data_directory)
        except saves.SaveError as exc:
            QMessageBox.warning(self, translate("SavedGames", "Cannot save"), str(exc))
            return False
        self.save_path = path
        self.statusBar().showMessage(translate("SavedGames", "Saved {file} in {folder}").format(
            file=path.name, folder=path.parent), 5000)
        return True

    @Slot()
    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("SavedGames", "Open a saved game"),
                                              str(self._save_folder()),
                                              translate("SavedGames", "Saved games (*.json);;All files (*)"))
        if path and self.confirm_discard():
            self.open_path(path)

    def open_path(self, path) -> bool:
        """Open a saved game; a bad file shows why and keeps the current game."""
        try:
            saved = saves.open_game(path)
            self.controller.adopt(saved.game, self._playable_seats(saved.game, saved.seats),
                                  names_from_config(saved.seats))
        except ValueError as exc:
            self._show_reason(str(exc))
            QMessageBox.warning(self, translate("SavedGames", "Cannot open this file"), str(exc))
            return False
        self.save_path = Path(path)
        self.statusBar().showMessage(translate("SavedGames", "Opened {file}").format(file=Path(path).name), 5000)
        return True

    @Slot()
    def save(self) -> bool:
        if self.save_path is None:
            return self.save_as()
        return self.save_to(self.save_path)

    @Slot()
    def save_as(self) -> bool:
        path, _ = QFileDialog.getSaveFileName(self, translate("SavedGames", "Save the game"),
                                              str(self._save_folder() / "game.json"),
                                              translate("SavedGames", "Saved games (*.json)"))
        return bool(path) and self.save_to(path)

    def _save_folder(self) -> Path:
        """Where Open and Save as start: the game's own file's folder, else the saved-games folder once
        there is one, else the home folder."""
        if self.save_path is not None:
            return self.save_path.parent
        folder = saves.saved_games_dir(self.data_directory)
        return folder if folder.is_dir() else Path.home()

    def save_to(self, path) -> bool:
        if self.controller.game is None:
            self._show_reason(translate("SavedGames", "There is no game to save"))
            return False
        try:
            saves.save_game(self.controller.game, path, self.controller.saved_seats())
        except saves.SaveError as exc:
            QMessageBox.warning(self, translate("SavedGames", "Cannot save"), str(exc))
            return False
        self.save_path = Path(path)
        self.statusBar().showMessage(translate("SavedGames", "Saved {file}").format(file=Path(path).name), 5000)
        return True
