"""The View menu's choices and the window's layout, remembered in the app's settings (QSettings): restored
when the window is made, stored as soon as the player changes one. A mixin of ``MainWindow`` (which
provides ``settings``, ``controller``, the tables, the docks, ``sounds``, the View menu's actions,
``in_progress`` and ``autosave_name``).

    window.set_speed("fast")            # the bots' pace (View ▸ Bot speed)
    window.set_claim_seconds(30)        # rummy: time to answer a "May I?"
    window.save_layout()                # on quit: the window's size and the docks' widths
    window.choose_language("de")        # View ▸ Language: remembered; the app speaks it from its next start,
                                        #   at once if the player restarts it (the game goes on)

The language is read once, at start (``app.py``: ``i18n.pick_language`` of the setting
``i18n.LANGUAGE_KEY``): every window, dialog, the log and the LAN lines are made in it. A new choice takes
effect by starting the app again, which the player may do at once: the window closes as Quit does (the game
autosaved; at a LAN table the usual question, and Cancel keeps the table and the connection), a new process
starts, and it continues that game without the Continue question (``Autosaving.RESUME_KEY``).
"""

from __future__ import annotations

import logging
import os
import sys

from PySide6.QtCore import QProcess, QProcessEnvironment, QSize, Qt, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from ... import i18n
from ...i18n import translate
from ...session import saves
from ...session.controller import CLAIM_SECONDS, SPEEDS
from ...session.hint import SETTING as HINT_SETTING
from .autosaving import RESUME_KEY
from ..new_game.seat_names import load_names
from ..sound import DEFAULT_VOLUME, VOLUMES

DOCK_WIDTH = 300  # px: the docks' width until the player drags it (then remembered)
# The window manager's title bar and borders (unknown until the window is shown), kept free on first start
FRAME_ALLOWANCE = QSize(16, 48)
log = logging.getLogger(__name__)


def ask_restart(parent, language: str, keeps_game: bool) -> bool:
    """"The app speaks Deutsch from its next start": True when the player restarts it now. Without a way to
    keep the game in progress over a restart (no autosave), only the news, and False."""
    box = QMessageBox(QMessageBox.Icon.Question, translate("Preferences", "Language"),
                      translate("Preferences", "The app speaks {language} from its next start.").format(
                          language=language), QMessageBox.StandardButton.NoButton, parent)
    if not keeps_game:
        box.setIcon(QMessageBox.Icon.Information)
        box.setInformativeText(translate("Preferences", "Your game cannot be kept over a restart here (the data "
                                                        "folder cannot be written): the language changes when "
                                                        "you next start the app."))
        box.addButton(QMessageBox.StandardButton.Ok)
        box.exec()
        return False
    box.setInformativeText(translate("Preferences", "Restart it now? Your game is saved and goes on where you "
                                                    "left it."))
    restart = box.addButton(translate("Preferences", "&Restart now"), QMessageBox.ButtonRole.AcceptRole)
    later = box.addButton(translate("Preferences", "&Later"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(restart)
    box.setEscapeButton(later)
    box.exec()
    return box.clickedButton() is restart


def start_again() -> bool:
    """Start the app once more as a new process (the frozen bundle's program, else this Python with ``-m
    cardgame_gui``), in the same folder, without the command line's game: it continues the autosaved one.
    ``CARDGAME_LANGUAGE`` is left out so that the player's choice is what it reads. True when it started."""
    if getattr(sys, "frozen", False):
        program, arguments = sys.executable, []
    else:
        program, arguments = sys.executable, ["-m", "cardgame_gui"]
    environment = QProcessEnvironment.systemEnvironment()
    environment.remove("CARDGAME_LANGUAGE")
    process = QProcess()
    process.setProgram(program)
    process.setArguments(arguments)
    process.setWorkingDirectory(os.getcwd())
    process.setProcessEnvironment(environment)
    answer = process.startDetached()  # a bool in PySide6 6.11; (bool, pid) where a binding returns the pid
    started = bool(answer[0] if isinstance(answer, tuple) else answer)
    if not started:
        log.error("could not start %s %s again", program, " ".join(arguments))
    return started


class Preferences:
    def _restore_settings(self) -> None:
        s = self.settings
        speed = str(s.value("table/speed", "normal"))
        self.set_speed(speed if speed in SPEEDS else "normal")
        self.dim_action.setChecked(str(s.value("table/dim", "true")) == "true")
        self.four_colour_action.setChecked(str(s.value("table/four_colour", "false")) == "true")
        back = str(s.value("table/back", "blue"))
        self.back_actions.get(back, self.back_actions["blue"]).setChecked(True)
        self.hints_action.setChecked(str(s.value(HINT_SETTING, "true")) == "true")
        sort = str(s.value("table/sort", "suit"))
        self.sort_actions[sort if sort in ("suit", "rank") else "suit"].setChecked(True)
        self.table.set_sort(sort if sort in ("suit", "rank") else "suit")
        claim = int(s.value("rummy/claim_seconds", CLAIM_SECONDS))
        self.claim_actions.get(claim, self.claim_actions[CLAIM_SECONDS]).setChecked(True)
        self.scoreboard.set_details(str(s.value("scores/details", "false")) == "true")
        self.pause_action.setChecked(str(s.value("table/pause_trick", "false")) == "true")
        self.rule_card_action.setChecked(str(s.value("table/rule_card", "true")) == "true")
        self.sound_action.setChecked(str(s.value("sound/on", "true")) == "true")
        volume = s.value("sound/volume", DEFAULT_VOLUME)
        volume = int(volume) if str(volume).isdigit() and int(volume) in VOLUMES else DEFAULT_VOLUME
        self.volume_actions[volume].setChecked(True)
        self.sounds.volume = volume
        self.controller.display_names = load_names(s)
        chosen = str(s.value(i18n.LANGUAGE_KEY, "") or "")  # (checking the saved one asks nothing)
        self.language_actions.get(chosen, self.language_actions[""]).setChecked(True)
        self.scoreboard.details_box.toggled.connect(self._store_details)
        self._restore_layout()

    @Slot(bool)
    def _store_details(self, on: bool) -> None:
        self._store("scores/details", "true" if on else "false")

    def _restore_layout(self) -> None:
        """The window's size and the docks' widths as the player left them (default: docks 300 px, the
        window's size made to fit the screen)."""
        geometry, state = self.settings.value("window/geometry"), self.settings.value("window/state")
        if geometry is None or not self.restoreGeometry(geometry):
            self._fit_the_screen()
        if state is None or not self.restoreState(state):
            self.resizeDocks([self.scoreboard, self.log_dock], [DOCK_WIDTH, DOCK_WIDTH], Qt.Orientation.Horizontal)

    def _fit_the_screen(self) -> None:
        """First start: the default size, smaller where the screen is (a 1280×800 laptop keeps the status
        bar in sight below a title bar)."""
        screen = QGuiApplication.primaryScreen()
        if screen is not None:
            self.resize(self.size().boundedTo(screen.availableGeometry().size() - FRAME_ALLOWANCE))

    def save_layout(self) -> None:
        self._store("window/geometry", self.saveGeometry())
        self._store("window/state", self.saveState())

    def _store(self, key: str, value) -> None:
        self.settings.setValue(key, value)

    def set_speed(self, name: str) -> None:
        self.controller.set_speed(name)
        self.speed_actions[name].setChecked(True)
        self._store("table/speed", name)

    def set_claim_seconds(self, seconds: int) -> None:
        """Rummy: how long you may think about a "May I?" before the table declines for you."""
        self.controller.set_claim_seconds(seconds)
        self._store("rummy/claim_seconds", seconds)

    def _set_rule_card(self, on: bool) -> None:
        self.table.set_rule_card(on)
        self._store("table/rule_card", "true" if on else "false")

    def _set_dim(self, on: bool) -> None:
        self.table.set_dim_illegal(on)
        self._store("table/dim", "true" if on else "false")

    def _set_four_colour(self, on: bool) -> None:
        self.table.set_four_colour(on)
        if self._rummy_table is not None:
            self._rummy_table.set_four_colour(on)
        self._store("table/four_colour", "true" if on else "false")

    def _set_back(self, name: str) -> None:
        self.table.set_back(name)
        if self._rummy_table is not None:
            self._rummy_table.set_back(name)
        self._store("table/back", name)

    def _set_sort(self, by: str) -> None:
        self.table.set_sort(by)
        if self._rummy_table is not None:
            self._rummy_table.set_sort(by)
        self._store("table/sort", by)

    def _set_pause(self, on: bool) -> None:
        self.table.pause_after_trick = on
        if not on:
            self.table.continue_play()
        self._store("table/pause_trick", "true" if on else "false")

    def _set_sound(self, on: bool) -> None:
        self.sounds.enabled = on
        self._store("sound/on", "true" if on else "false")

    def _set_volume(self, percent: int) -> None:
        self.sounds.volume = percent
        self._store("sound/volume", percent)

    @Slot(str)
    def play_sound(self, name: str) -> None:
        self.sounds.play(name)

    def _set_hints(self, on: bool) -> None:
        self._store(HINT_SETTING, "true" if on else "false")

    def choose_language(self, code: str) -> None:
        """View ▸ Language: ``code`` of ``i18n.LANGUAGES``, or "" to follow the system's. Remembered at once;
        when the app would speak another language than now, the player may restart it now (``restart``)."""
        if code == str(self.settings.value(i18n.LANGUAGE_KEY, "") or ""):
            return
        self._store(i18n.LANGUAGE_KEY, code)
        self.settings.sync()
        wanted = code or i18n.system_language()
        if wanted == i18n.current_language():
            return
        # kept over a restart: the autosave, or a LAN table's seat (held for the rejoin the next start offers)
        keeps_game = self.autosave_enabled or not self.in_progress() or getattr(self.controller.game, "remote", False)
        if ask_restart(self, i18n.LANGUAGES[wanted], keeps_game):
            self.restart()
        else:
            self.statusBar().showMessage(translate("Preferences", "The app speaks {language} from its next start")
                                         .format(language=i18n.LANGUAGES[wanted]), 10000)

    def restart(self) -> bool:
        """Close the window as Quit does (the game autosaved; at a LAN table the person is asked, and Cancel
        keeps the table) and start the app again, which continues the game. False when the window stayed."""
        if not self.close():
            self.statusBar().showMessage(translate("Preferences", "The language changes when you next start the "
                                                                  "app"), 10000)
            return False
        game, name = self.controller.game, self.autosave_name()
        kept = self.autosave_enabled and game is not None and not game.over and not getattr(game, "remote", False)
        self._store(RESUME_KEY, name if kept and saves.has_autosave(self.data_directory, name) else "")
        self.settings.sync()
        if not start_again():
            QMessageBox.warning(None, translate("Preferences", "Language"), translate(
                "Preferences", "The app could not start again by itself. Start it yourself: your game goes on "
                               "where you left it."))
        return True
