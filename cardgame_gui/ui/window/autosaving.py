"""The window's autosaves: the local game in ``autosave.json``, a game that came from a LAN table (played on
with bots after the table closed) in ``lan_autosave.json``, so that a LAN game never overwrites the local
one; the Continue questions at start. A mixin of ``MainWindow`` (which provides ``controller``, ``lan``,
``data_directory``, ``statusBar()`` and ``_playable_seats``).

    window.offer_continue() -> bool     # at start: a LAN rejoin, the LAN table this app hosted, then the
                                        #   local game, then the LAN one (played on with bots);
                                        #   after a restart for a new language: the game, without asking
    window.offer_saved_games() -> bool  # the local game, then the LAN one (a rejoin at start that failed)
    window.continue_autosave() -> bool  # the local autosave without a question
    window.autosave_name() -> str       # the file the game in play autosaves to
    window._autosave()                  # write it now (after each hand, on quit)
"""

from __future__ import annotations

import logging

from PySide6.QtWidgets import QMessageBox

from ...i18n import translate
from ...session import saves, startup

log = logging.getLogger(__name__)
# Set by a restart for a new language (``Preferences.restart``): the autosave the next start continues
# without the Continue question ("" when there was no game to keep); read once, then removed.
RESUME_KEY = "restart/resume"


class Autosaving:
    def offer_continue(self) -> bool:
        """At start-up, over the shown window: first rejoining a LAN table whose reconnect token is kept (the
        app was closed or killed there: the people at it wait, and the local game keeps its autosave for
        later), then resuming the LAN table this app hosted when it quit or crashed ("Resume the LAN game …
        (Ann, Bob)?": the people come back to it; asked before the game it went on with bots), then
        ``offer_saved_games``; True when a game was resumed or the rejoin is under way."""
        resume = self.settings.value(RESUME_KEY)
        if resume is not None:
            self.settings.remove(RESUME_KEY)
            self.settings.sync()
            return self.lan.offer_rejoin() or self.lan.offer_resume() is True or self.resume_after_restart(
                str(resume))
        return self.lan.offer_rejoin() or self.lan.offer_resume() is True or self.offer_saved_games()

    def resume_after_restart(self, name: str) -> bool:
        """The game the app was restarted in (a new language): its autosave ``name``, continued as it was."""
        if name not in (saves.AUTOSAVE_NAME, saves.LAN_AUTOSAVE_NAME) or not saves.has_autosave(
                self.data_directory, name):
            return False
        saved = self._read_autosave(name)
        if saved is None or not self._adopt_autosave(saved, name):
            return False
        self.lan.game_from_lan = name == saves.LAN_AUTOSAVE_NAME
        return True

    def offer_saved_games(self) -> bool:
        """Offer to continue the autosaved game, naming it — the local game first, then a LAN game played on
        with bots (kept apart); True when one was resumed. A file that cannot be continued is kept aside and
        the reason shown."""
        for name, lan in ((saves.AUTOSAVE_NAME, False), (saves.LAN_AUTOSAVE_NAME, True)):
            if not saves.has_autosave(self.data_directory, name):
                continue
            saved = self._read_autosave(name)
            if saved is None:
                continue
            question = startup.continue_question(saved.game)
            if lan:
                question = translate("Autosaving", "{question}\n\nIt is the game of a LAN table: bots play the "
                                                   "others' seats.").format(question=question)
            answer = QMessageBox.question(self, translate("Autosaving", "Continue?"), question,
                                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                          QMessageBox.StandardButton.Yes)
            if answer != QMessageBox.StandardButton.Yes:
                saves.clear_autosave(self.data_directory, name)
                continue
            if self._adopt_autosave(saved, name):
                self.lan.game_from_lan = lan
                return True
        return False

    def continue_autosave(self) -> bool:
        saved = self._read_autosave()
        return saved is not None and self._adopt_autosave(saved)

    def autosave_name(self) -> str:
        """The autosave the game in play goes to: a LAN table's game never overwrites the local one."""
        return saves.LAN_AUTOSAVE_NAME if self._lan is not None and self._lan.game_from_lan else saves.AUTOSAVE_NAME

    def _read_autosave(self, name: str = saves.AUTOSAVE_NAME):
        try:
            return saves.continue_game(self.data_directory, name)
        except Exception as exc:  # whatever is wrong with the file, the app must start
            self._autosave_failed(exc, name)
            return None

    def _adopt_autosave(self, saved, name: str = saves.AUTOSAVE_NAME) -> bool:
        try:
            self.controller.adopt(saved.game, self._playable_seats(saved.game, saved.seats),
                                  startup.names_from_config(saved.seats))
        except Exception as exc:
            self._autosave_failed(exc, name)
            return False
        return True

    def _autosave_failed(self, exc: Exception, name: str = saves.AUTOSAVE_NAME) -> None:
        if not isinstance(exc, ValueError):
            log.exception("the autosave could not be continued")
        aside = saves.keep_aside(saves.autosave_path(self.data_directory, name))
        if aside:
            message = translate("Autosaving", "The game you were playing last time could not be continued: "
                                              "{reason} It is kept as {file}.").format(reason=exc, file=aside)
        else:
            message = translate("Autosaving", "The game you were playing last time could not be continued: "
                                              "{reason} It could not be moved aside.").format(reason=exc)
        self.statusBar().showMessage(message, 20000)
        QMessageBox.warning(self, translate("Autosaving", "Cannot continue the last game"), message)

    def _autosave(self) -> None:
        game = self.controller.game
        if game is None or game.over or getattr(game, "remote", False):  # a joined table's game is the host's
            return
        try:
            saves.write_autosave(game, self.controller.saved_seats(), self.data_directory,
                                 self.autosave_name())
        except (saves.SaveError, OSError) as exc:
            self.statusBar().showMessage(str(exc), 8000)
            log.warning("autosave failed: %s", exc)
