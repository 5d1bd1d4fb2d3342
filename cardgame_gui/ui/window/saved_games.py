"""The window's saved-game files: Game ▸ Open, Save and Save as, and the Save of "Save it before you leave
it?", which needs no file dialog (the game's own file, else a new file in the data folder's Saved games).
A mixin of ``MainWindow`` (which provides ``controller``, ``data_directory``, ``save_path``,
``statusBar()``, ``_show_reason``, ``_playable_seats``, ``in_progress`` and ``confirm_discard``).

    window.open_dialog()                # Game ▸ Open: reads the file, then asks about a game in progress
                                        #   (a file that cannot be opened asks nothing); opening that
                                        #   game's own file again offers to save a copy, not over the file
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


def ask_reopen(window, file: str, folder) -> str:
    """"save" (a copy of the game as it is now, then open), "discard" (open) or "cancel": the game in
    progress came from ``file``, which is about to be opened again."""
    box = QMessageBox(QMessageBox.Icon.Question, translate("SavedGames", "Open the saved game again?"),
                      translate("SavedGames", "This game came from {file}. Opening it again takes the game back "
                                              "to where it was saved.").format(file=file),
                      QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                      | QMessageBox.StandardButton.Cancel, window)
    box.setInformativeText(translate("SavedGames", "Save a copy keeps the game as it is now in {folder}, where "
                                                   "Game ▸ Open finds it; {file} stays as it was saved.").format(
        folder=folder, file=file))
    box.button(QMessageBox.StandardButton.Save).setText(translate("SavedGames", "Save a copy"))
    box.setDefaultButton(QMessageBox.StandardButton.Save)
    answer = box.exec()
    return {QMessageBox.StandardButton.Save: "save",
            QMessageBox.StandardButton.Discard: "discard"}.get(QMessageBox.StandardButton(answer), "cancel")


def _same_file(one: Path, other: Path) -> bool:
    try:
        return one.resolve() == other.resolve()
    except OSError:
        return False


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
        return self._save_in_saved_games()

    def _save_in_saved_games(self) -> bool:
        """The game as a new file in the saved-games folder, which becomes its file."""
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
        if not path:
            return
        saved = self._read_saved(path)  # first: a file that cannot be opened asks nothing about this game
        if saved is not None and self._confirm_open(Path(path)):
            self._adopt_saved(saved, path)

    def _confirm_open(self, path: Path) -> bool:
        """Before Open replaces the game in progress. Opening the game's own file again goes back to where it
        was saved: Save would write the game over the very position asked for, so it saves a copy."""
        if self.save_path is None or not self.in_progress() or not _same_file(path, self.save_path):
            return self.confirm_discard()
        answer = ask_reopen(self, path.name, saves.saved_games_dir(self.data_directory))
        return self._save_in_saved_games() if answer == "save" else answer == "discard"

    def open_path(self, path) -> bool:
        """Open a saved game; a bad file shows why and keeps the current game."""
        saved = self._read_saved(path)
        return saved is not None and self._adopt_saved(saved, path)

    def _read_saved(self, path):
        """The saved game in ``path``, or None once the reason it cannot be opened is shown."""
        try:
            return saves.open_game(path)
        except ValueError as exc:
            self._cannot_open(exc)
            return None

    def _cannot_open(self, exc: ValueError) -> None:
        self._show_reason(str(exc))
        QMessageBox.warning(self, translate("SavedGames", "Cannot open this file"), str(exc))

    def _adopt_saved(self, saved, path) -> bool:
        try:
            self.controller.adopt(saved.game, self._playable_seats(saved.game, saved.seats),
                                  names_from_config(saved.seats))
        except ValueError as exc:
            self._cannot_open(exc)
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
