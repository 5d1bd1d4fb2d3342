"""The main window: the table in the middle, scoreboard and game log docks, menus and the status bar.

    window = MainWindow(settings=None, data_directory=None)   # tests pass a temp QSettings and folder
    window.start_config({"game": "devils_bridge", "players": 4, "options": {}, "seed": 7,
                         "seats": [{"kind": "human", "level": None}, {"kind": "bot", "level": "random"}, ...]})
    window.show()

Everything the window does to the game goes through ``window.controller`` (a ``GameController``); the
window only wires widgets to it. Its mixins: the menu bar (``menus``), what the status bar says
(``status_line``), the autosaves, the saved-game files and the View menu's remembered choices. Menus: Game (New Ctrl+N, Open Ctrl+O, Save Ctrl+S, Save As, Statistics,
Quit Ctrl+Q), Edit (Undo Ctrl+Z), View (last trick, hand sorting, dimmed illegal cards, four-colour deck,
card back, rule card, speed, allow hints, sound, language: ``preferences.py``, docks), Help (Rules F1, Hint H,
About). Every word is the player's language's (``i18n.translate``). The game in play is autosaved on quit;
``offer_continue()`` asks to continue it at the next start. Quitting at a LAN table asks first
(``LanSession.confirm_quit``).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, Slot
from PySide6.QtWidgets import (QAbstractSpinBox, QApplication, QComboBox, QDialog, QLabel,
                               QLineEdit, QMainWindow, QMessageBox, QPlainTextEdit, QStackedWidget, QTextEdit)

from ... import __version__
from ... import i18n
from ...engine import GAMES, seat_name
from ...i18n import translate
from ...session import saves, startup
from .autosaving import Autosaving
from .menus import Menus
from .preferences import Preferences
from .saved_games import SavedGames
from .status_line import StatusLine
from ...session.rule_card import rule_card_text
from ...session.startup import default_settings, seats_from_config, seats_to_config
from ...session.controller import GameController, events_so_far, replay
from ...session.hint import hint_message
from ..docks.game_log import GameLogDock
from ..new_game.seat_names import SeatNamesDialog, save_names
from ..docks.scoreboard import ScoreboardDock
from ..scene.words import shown_names
from ..results.stats import StatisticsDialog, StatsStore, level_name
from ..rummy import is_rummy_view
from ..sound import SoundPlayer
from ..table.view import TableView, is_trick_view

log = logging.getLogger(__name__)



def ask_save_changes(window: "MainWindow", game_name: str) -> str:
    """"save", "discard" or "cancel": what to do with the game in progress before it is replaced; the
    question says where Save puts it (``window.where_save_goes()``)."""
    box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Game in progress"),
                      translate("MainWindow", "Your game of {game} is not finished. Save it before you leave it?")
                      .format(game=game_name),
                      QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                      | QMessageBox.StandardButton.Cancel, window)
    box.setInformativeText(window.where_save_goes())
    box.setDefaultButton(QMessageBox.StandardButton.Save)
    answer = box.exec()
    return {QMessageBox.StandardButton.Save: "save",
            QMessageBox.StandardButton.Discard: "discard"}.get(QMessageBox.StandardButton(answer), "cancel")


class MainWindow(QMainWindow, Menus, StatusLine, Autosaving, SavedGames, Preferences):
    def __init__(self, settings: QSettings | None = None, data_directory=None, autosave: bool = True):
        super().__init__()
        self.settings = settings if settings is not None else default_settings()
        self.data_directory = data_directory
        self.autosave_enabled = autosave
        self.save_path: Path | None = None
        self.setWindowTitle(translate("MainWindow", "Card table"))
        self.resize(1180, 800)
        self.controller = GameController(self)
        self.table = TableView(self.controller, self)
        self._rummy_table = None  # Contract Rummy's table: made when first needed (``rummy_table``)
        self.sounds = SoundPlayer()  # View ▸ Sound and Sound volume; silent where there is no device
        self._was_my_turn = False  # "your turn" sounds as the turn comes, not again while it lasts
        self.tables = QStackedWidget(self)
        self.tables.addWidget(self.table)
        self.setCentralWidget(self.tables)
        self.scoreboard = ScoreboardDock(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.scoreboard)
        self.log_dock = GameLogDock(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        # A data folder that cannot be written: play on without autosave (and say so), as statistics do.
        self.data_warning = saves.prepare_data_dir(data_directory)
        if self.data_warning:
            self.autosave_enabled = False
        self._recorded_game = None  # the controller's game_number whose result the statistics hold
        self.stats = StatsStore(None if data_directory is None else Path(data_directory) / "statistics.json")
        self.statusBar().setAccessibleName(translate("MainWindow", "Status"))
        # A menu's status tips (and a timed message running out) clear the bar: the turn prompt comes back
        self.statusBar().messageChanged.connect(self._prompt_again)
        c = self.controller
        c.game_started.connect(self._choose_table)  # first: the table the game is played at
        c.game_started.connect(self.table.reset)
        c.game_started.connect(self._on_game_started)
        # Only the table in sight follows the game: the hidden one would compute a view per action for nothing
        c.action_applied.connect(self._table_action_applied)
        c.action_applied.connect(self._on_action_applied)
        c.action_rejected.connect(self._table_rejected)
        c.action_rejected.connect(self._on_rejected)
        c.hand_finished.connect(self._on_hand_finished)
        c.game_over.connect(self._on_game_over)
        c.bot_failed.connect(self._show_reason)
        self._connect_table(self.table, self._on_trick_drawn)
        self.table.selection_changed.connect(self._on_selection)
        self._lan = None  # the LAN session: made when first used (``lan``), not before the first table paints
        self.quit_without_asking = False  # Ctrl+C, a shutdown or kill: close without the LAN table's question
        self._build_menus()
        self._restore_settings()
        if self.data_warning:  # stays in view: every later status message would push a passing one away
            self.data_warning_label = QLabel(translate("MainWindow",
                                                       "⚠ Not autosaving: the data folder cannot be written"))
            self.data_warning_label.setToolTip(self.data_warning)
            self.data_warning_label.setAccessibleName(translate("MainWindow", "Data folder warning"))
            self.statusBar().addPermanentWidget(self.data_warning_label)
        if self.data_warning or self.stats.warning:
            self.statusBar().showMessage(self.data_warning or self.stats.warning, 20000)

    @property
    def lan(self):
        """The LAN session (Game ▸ Host / Join a table, the lobby, the chat dock), made when first used: the
        network modules load after the first table has painted."""
        if self._lan is None:
            from ..lan.session import LanSession
            self._lan = LanSession(self)
            self.restoreDockWidget(self._lan.chat)  # where the person put it; shown only at a LAN table
            self._lan.chat.hide()
        return self._lan

    @property
    def rummy_table(self):
        """Contract Rummy's table, made when first needed (a rummy game starts, a LAN session follows it):
        the trick table's first paint does not wait for it. It takes the View menu's cards as they are."""
        if self._rummy_table is None:
            from ..rummy.view import RummyTable

            table = self._rummy_table = RummyTable(self.controller, self)
            self.tables.addWidget(table)
            self.controller.game_started.connect(table.reset)
            self._connect_table(table, self._on_rummy_drawn)
            table.set_four_colour(self.four_colour_action.isChecked())
            table.set_back(next(name for name, a in self.back_actions.items() if a.isChecked()))
            table.set_sort(next(by for by, a in self.sort_actions.items() if a.isChecked()))
            if self.controller.game is not None:  # (made while game_started is emitted: reset here)
                table.reset()
        return self._rummy_table

    def _connect_table(self, table, on_drawn) -> None:
        """What the window hears from either table: requests, what it has drawn, words, sounds, the
        game-over panel's buttons."""
        table.action_requested.connect(self.controller.request)
        table.drawn.connect(on_drawn)
        table.notice.connect(self._show_reason)
        table.sound.connect(self.play_sound)
        table.game_over.play_again.connect(self.play_again)
        table.game_over.replay_deal.connect(self.replay_deal)
        table.game_over.review_hands.connect(self.show_hand_history)
        table.game_over.close_button.clicked.connect(self.focus_table)

    @Slot()
    def _load_lan(self) -> None:
        self.lan  # noqa: B018  (made on first use)

    def show_hint(self) -> None:
        """H: the expert's choice for your seat and why, in the status bar (where the table allows hints)."""
        c = self.controller
        allowed = self.hints_action.isChecked() and getattr(c, "allows_hints", True)
        view = c.view() if c.game is not None else None
        self.statusBar().showMessage(hint_message(view, c.legal(), allowed), 20000)

    # ----- starting games --------------------------------------------------------------------------
    def start_config(self, config: dict) -> None:
        """Start the game a picker config describes; ``ValueError`` leaves the current game as it was."""
        self.controller.start(config["game"], config.get("players"), config.get("options"), config.get("seed"),
                              seats_from_config(config.get("seats")))
        self.save_path = None

    def in_progress(self) -> bool:
        """A game under way that would be lost: begun (someone has acted) and not over."""
        game = self.controller.game
        return game is not None and not game.over and bool(game.log)

    def confirm_discard(self) -> bool:
        """Before a new or opened game replaces one in progress: save it, throw it away, or think again."""
        if not self.in_progress():
            return True
        answer = ask_save_changes(self, i18n.game_name(self.controller.game.info.id))
        if answer == "save":
            return self.save_before_leaving()
        return answer == "discard"

    def confirm_leave_for_lan(self) -> str | None:
        """Before hosting, joining or watching a LAN table: the game in progress is asked about as New Game
        does (Save, Discard, Cancel). None: stay (Cancel, or the save failed). A saved game also stays in its
        autosave at once, so the next start offers it whatever the LAN game does: "keep" (also when there is
        nothing to ask about). "discard": the LAN session clears the autosave only once its table is really
        there, so a join that fails leaves the game and its autosave as they were."""
        if not self.in_progress() or getattr(self.controller.game, "remote", False):
            return "keep"
        answer = ask_save_changes(self, i18n.game_name(self.controller.game.info.id))
        if answer == "cancel" or answer == "save" and not self.save_before_leaving():
            return None
        if answer == "save" and self.autosave_enabled:
            self._autosave()
        return "keep" if answer == "save" else "discard"

    @Slot()
    def new_game_dialog(self) -> None:
        from ..new_game.picker import NewGameDialog, remember_seed  # loaded when first asked for, not at start-up
        game = self.controller.game
        dialog = NewGameDialog(self, settings=self.settings, playing=game.info.id if game is not None else None)
        if dialog.exec() != QDialog.DialogCode.Accepted or not self.confirm_discard():
            return
        config = dialog.config()
        try:
            self.start_config(config)
        except ValueError as exc:
            QMessageBox.warning(self, translate("MainWindow", "Cannot start this game"), str(exc))
            return
        remember_seed(self.controller.game.seed, self.settings)

    def _playable_seats(self, game, seats: list | None) -> list | None:
        """Seats of a saved game for this version: a bot level it lacks becomes the default one (said)."""
        seats, changed = startup.playable_seats(game, seats_from_config(seats))
        if changed:
            self.statusBar().showMessage(translate(
                "MainWindow", "This version has no such bot for seat(s) {seats}: a bot of level {level} plays there "
                "instead", len(changed)).format(seats=", ".join(str(s + 1) for s in changed),
                                                level=level_name(str(seats[changed[0]]))), 10000)
        return seats

    def start_launch_game(self) -> None:
        """Start the table the last game was played at; if this version refuses it, the default game."""
        try:
            self.start_config(startup.launch_config(self.settings))
        except ValueError as exc:
            log.warning("the last game's table cannot be set again (%s): starting the default game", exc)
            startup.forget_last_game(self.settings)
            self.start_config(startup.launch_config(self.settings))

    # ----- game life -------------------------------------------------------------------------------
    @Slot()
    def undo(self) -> None:
        """Ctrl+Z: the card taken back (or the card chosen before) stays chosen, so ←/→ go on from it."""
        game, me = self.controller.game, self.controller.me
        mine = [action for seat, action in (game.log if game is not None else []) if seat == me]
        chosen = mine[-1].get("card") if mine and mine[-1].get("type") == "play" else self.table.selected
        if self.controller.undo():
            self.statusBar().showMessage(translate("MainWindow", "Took back your last move"), 4000)
            if self._current_table() is self.table and chosen in self.table.hand_order:
                self.table.select(chosen)

    @Slot()
    def toggle_last_trick(self) -> None:
        had_one = bool((self.table.view_data or {}).get("last_trick"))
        if self.table.toggle_last_trick():
            self.statusBar().showMessage(translate("MainWindow", "Last trick shown: press Ctrl+L again to hide it"),
                                         4000)
        elif not had_one:
            self.statusBar().showMessage(translate("MainWindow", "No trick has been finished in this hand yet"), 4000)

    @Slot()
    def name_seats(self) -> None:
        """Game ▸ Seat names…: name the seats of this table (remembered); shown at once everywhere."""
        game = self.controller.game
        seats = [seat_name(s, game.players) for s in range(game.players)] if game is not None else \
            ["South", "West", "North", "East"]
        dialog = SeatNamesDialog(seats, self.controller.display_names, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.set_seat_names(dialog.names())

    def set_seat_names(self, names: dict[str, str]) -> None:
        save_names(self.settings, names)
        self.controller.display_names = dict(names)
        self.controller.game_names = None  # named here and now: these names are shown from this game on
        self.show_seat_names()

    def show_seat_names(self) -> None:
        """The seats' names changed (Seat names…, or who sits at a LAN table): the table, the whole log, the
        score sheet and its chart say the new ones."""
        if self.controller.game is not None:
            self._current_table().redraw_now()
            self._rebuild_docks(self.controller.view())

    def _rebuild_docks(self, view: dict) -> None:
        """The log from the action list (not wiped by an undo, continue or open) and the score sheet."""
        self.log_dock.clear()
        self.log_dock.add_events(events_so_far(self.controller.game), shown_names(view))
        self.scoreboard.update_from_view(view)

    @Slot()
    def show_statistics(self) -> None:
        StatisticsDialog(self.stats, self).exec()

    @Slot()
    def show_hand_history(self):
        """Game ▸ Hand history (ui/history/dialog.py, loaded when first used): the dialog, open."""
        from ..history.dialog import show_hand_history
        return show_hand_history(self)

    @Slot()
    def show_rules(self) -> None:
        """F1: the rules of the game in play (or of the first game), with the options at this table."""
        from ..rules_dialog import RulesDialog

        game = self.controller.game
        game_id = game.info.id if game is not None else next(iter(sorted(GAMES)))
        dialog = RulesDialog(game_id, game.options if game is not None else None, self)
        dialog.resize(680, 640)
        dialog.exec()

    @Slot()
    def show_about(self) -> None:
        QMessageBox.about(self, translate("MainWindow", "About Card table"), translate(
            "MainWindow", "Card table {version}\nA card table for trick-taking and rummy games, played against bots "
            "or with friends on the LAN.").format(version=__version__))

    @Slot()
    def _on_game_started(self) -> None:
        game = self.controller.game
        view = self.controller.view()
        if self._lan is None or not self._lan.starting_game:  # a LAN game: no table to launch alone
            startup.remember_last_game(self.settings, game, seats_to_config(self.controller.seats))
        self.setWindowTitle(translate("MainWindow", "{game} — card table").format(
            game=i18n.game_name(game.info.id)))
        self._rebuild_docks(view)
        try:
            card = rule_card_text(game.info.id, game.options)
            self.table.rule_card.setToolTip(card)
        except ValueError:
            pass
        self.undo_action.setEnabled(self.controller.can_undo())
        self.sort_actions["suit"].setText(translate("MainWindow", "By &suit (trumps last)") if is_trick_view(view)
                                          else translate("MainWindow", "By &suit"))  # (rummy has no trumps)
        if view.get("over"):
            self._current_table().show_game_over(view)
        if not is_trick_view(view) and not is_rummy_view(view):
            self.controller.stop()  # no bots playing on behind the message
            self.statusBar().showMessage(translate("MainWindow", "{game} is not playable at the table yet")
                                         .format(game=i18n.game_name(game.info.id)), 8000)
        else:
            self._prompt(view)
        self._alert_if_my_turn()

    @Slot()
    def _choose_table(self) -> None:
        rummy = is_rummy_view(self.controller.view())
        self.tables.setCurrentWidget(self.rummy_table if rummy else self.table)
        for action in self.trick_table_actions():  # the rummy table has no trick, rule card or dimming
            action.setEnabled(not rummy)

    def trick_table_actions(self) -> list:
        """The View menu's items that only the trick table answers."""
        return [self.last_trick_action, self.dim_action, self.rule_card_action, self.pause_action]

    @Slot(int, object, object)
    def _table_action_applied(self, seat: int, action: dict, events: list) -> None:
        self._current_table().on_action_applied(seat, action, events)

    @Slot(str)
    def _table_rejected(self, reason: str) -> None:
        self._current_table().on_rejected(reason)

    @Slot(int, object, object)
    def _on_action_applied(self, seat: int, action: dict, events: list) -> None:
        self.undo_action.setEnabled(self.controller.can_undo())
        if self._current_table().animator.pending():
            self.statusBar().clearMessage()  # the prompt comes once the table shows this moment (_on_drawn)
            return
        self._prompt(self.controller.view())
        self._alert_if_my_turn()

    def _alert_if_my_turn(self) -> None:
        mine = self.controller.is_my_turn()
        # the turn has come (you must act, not only may change a bid): a bell, softer behind other windows
        must = mine and (self.controller.view().get("to_act") or [None])[0] == self.controller.me
        if must and not self._was_my_turn:
            self.play_sound("turn" if self.isActiveWindow() else "turn_soft")
        self._was_my_turn = must
        if mine and not self.isActiveWindow():
            QApplication.alert(self, 0)
        if mine:
            self.focus_table()

    @Slot()
    def focus_table(self) -> None:
        """The table in sight takes the keyboard (digits, ←/→, Enter) — a panel that closed or a dock that
        was clicked left it elsewhere — unless the person is typing (the chat) or a dialog has it."""
        table = self._current_table()
        focus = QApplication.focusWidget()
        if focus is table:
            return
        if focus is not None and (focus.window() is not self or isinstance(
                focus, (QLineEdit, QTextEdit, QPlainTextEdit, QAbstractSpinBox, QComboBox))):
            return
        table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _current_table(self):
        """The table the game in play is drawn on: the trick table or the rummy table."""
        return self.tables.currentWidget()

    @Slot(object, object)
    def _on_trick_drawn(self, view: dict, events: list) -> None:
        if self._current_table() is self.table:
            self._on_drawn(view, events)

    @Slot(object, object)
    def _on_rummy_drawn(self, view: dict, events: list) -> None:
        if self._rummy_table is not None and self._current_table() is self._rummy_table:
            self._on_drawn(view, events)

    def _on_drawn(self, view: dict, events: list) -> None:
        """The log, the score sheet and the prompt follow what the table has drawn, not the game running
        ahead (a held trick is not yet "Your bid")."""
        self.log_dock.add_events(events, shown_names(view))
        if any(e.get("type") in ("hand_scored", "round_scored", "game_over") for e in events):
            self.scoreboard.update_from_view(view)
        over = next((e for e in events if e.get("type") == "game_over"), None)
        if over is not None:
            self._current_table().show_game_over(view)
            self.statusBar().showMessage(self._game_over_text(view, over))
        if not self._current_table().animator.pending() and self.controller.game is not None:
            self._prompt(self.controller.view())  # the table has caught up with the game
            self._alert_if_my_turn()

    @Slot()
    def play_again(self) -> None:
        """The same game, options and seats with a new deal (at a LAN table: the host deals it to everyone)."""
        if self._lan is not None and self._lan.play_again():
            return
        game = self.controller.game
        self.controller.start(game.info.id, game.players, dict(game.options), None, list(self.controller.seats))
        self.save_path = None

    @Slot()
    def replay_deal(self) -> None:
        """The same deal again, from its first hand (at a LAN table: the host deals it to everyone)."""
        if self._lan is not None and self._lan.play_again(same_deal=True):
            return
        self.controller.adopt(replay(self.controller.game, 0)[0], list(self.controller.seats))
        self.save_path = None

    @Slot(object)
    def _on_hand_finished(self, event: dict) -> None:
        if self.autosave_enabled and not self.controller.game.over:
            self._autosave()

    def _seats_to_count(self) -> list[dict]:
        """The seats as the statistics count them. At a LAN table only this window's own seat is "You": the
        other people's results are counted in their own windows (a spectator has no seat of its own)."""
        seats = seats_to_config(self.controller.seats)
        if self._lan is None or not self._lan.active:
            return seats
        game = self.controller.game
        mine = game.seat if getattr(game, "remote", False) else self.controller.me
        return [place if place["kind"] == "bot" or seat == mine else {"kind": "elsewhere", "level": None}
                for seat, place in enumerate(seats)]

    @Slot(object)
    def _on_game_over(self, event: dict) -> None:
        """The result is counted at once; the status bar says it once the table shows the end (_on_drawn)."""
        game = self.controller.game
        if self._recorded_game != self.controller.game_number:  # undone and finished again: counted once
            self._recorded_game = self.controller.game_number
            self.stats.record_game(game.info.id, self._seats_to_count(), game.scores(), game.winners())
        if self.stats.warning:
            self.statusBar().showMessage(self.stats.warning, 8000)
        if self.autosave_enabled:
            saves.clear_autosave(self.data_directory, self.autosave_name())

    def closeEvent(self, event) -> None:
        if self._lan is not None and not self.quit_without_asking and not self._lan.confirm_quit():
            event.ignore()  # Ctrl+Q or the close button at a LAN table, and the person thought again
            return
        try:
            if self._lan is not None:
                self._lan.window_closing()
            self.save_layout()
            if self.autosave_enabled:
                self._autosave()
        finally:  # whatever the autosave did, the bots stop and the settings reach the disk
            self.controller.stop()
            self.controller.wait_for_bots(3000)
            self.sounds.close()
            self.settings.sync()
            super().closeEvent(event)
