"""The main window: the table in the middle, scoreboard and game log docks, menus and the status bar.

    window = MainWindow(settings=None, data_directory=None)   # tests pass a temp QSettings and folder
    window.start_config({"game": "devils_bridge", "players": 4, "options": {}, "seed": 7,
                         "seats": [{"kind": "human", "level": None}, {"kind": "bot", "level": "random"}, ...]})
    window.show()

Everything the window does to the game goes through ``window.controller`` (a ``GameController``); the
window only wires widgets to it. Menus: Game (New Ctrl+N, Open Ctrl+O, Save Ctrl+S, Save As, Statistics,
Quit Ctrl+Q), Edit (Undo Ctrl+Z), View (last trick, hand sorting, dimmed illegal cards, four-colour deck,
card back, rule card, speed, allow hints, docks), Help (Rules F1, Hint H, About). The game in play is autosaved on quit;
``offer_continue()`` asks to continue it at the next start.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt, Slot
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMainWindow, QMessageBox

from .. import __version__
from ..engine import GAMES
from . import saves
from .controller import SPEEDS, GameController
from .hint import SETTING as HINT_SETTING, hint_message
from .log_dock import GameLogDock
from .picker import NewGameDialog, default_settings, remember_seed, rule_card_text
from .scoreboard import ScoreboardDock
from .stats import StatisticsDialog, StatsStore
from .table import TableView, is_trick_view

def seats_to_config(seats: list[str | None]) -> list[dict]:
    """Controller seats (None = a person, else a bot level) → the picker's seat dicts."""
    return [{"kind": "human", "level": None} if s is None else {"kind": "bot", "level": s} for s in seats]


def seats_from_config(seats: list[dict] | None) -> list[str | None] | None:
    if seats is None:
        return None
    return [None if s.get("kind") == "human" else s.get("level") for s in seats]


class MainWindow(QMainWindow):
    def __init__(self, settings: QSettings | None = None, data_directory=None, autosave: bool = True):
        super().__init__()
        self.settings = settings if settings is not None else default_settings()
        self.data_directory = data_directory
        self.autosave_enabled = autosave
        self.save_path: Path | None = None
        self.setWindowTitle("Card table")
        self.resize(1180, 800)
        self.controller = GameController(self)
        self.table = TableView(self.controller, self)
        self.setCentralWidget(self.table)
        self.scoreboard = ScoreboardDock(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.scoreboard)
        self.log_dock = GameLogDock(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.stats = StatsStore(None if data_directory is None else Path(data_directory) / "statistics.json")
        self.statusBar().setAccessibleName("Status")
        c = self.controller
        c.game_started.connect(self.table.reset)
        c.game_started.connect(self._on_game_started)
        c.action_applied.connect(self.table.on_action_applied)
        c.action_applied.connect(self._on_action_applied)
        c.action_rejected.connect(self.table.on_rejected)
        c.action_rejected.connect(self._show_reason)
        c.hand_finished.connect(self._on_hand_finished)
        c.game_over.connect(self._on_game_over)
        c.bot_failed.connect(self._show_reason)
        self.table.action_requested.connect(c.request)
        self.table.selection_changed.connect(self._on_selection)
        self._build_menus()
        self._restore_settings()
        if self.stats.warning:
            self.statusBar().showMessage(self.stats.warning, 8000)

    # ----- menus -----------------------------------------------------------------------------------
    def _action(self, menu, text: str, slot, shortcut=None, checkable=False, checked=False) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if checkable:
            action.setCheckable(True)
            action.setChecked(checked)
            action.toggled.connect(slot)
        else:
            action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        self._action(game, "&New Game…", self.new_game_dialog, QKeySequence.StandardKey.New)
        self._action(game, "&Open…", self.open_dialog, QKeySequence.StandardKey.Open)
        self._action(game, "&Save", self.save, QKeySequence.StandardKey.Save)
        self._action(game, "Save &As…", self.save_as, QKeySequence.StandardKey.SaveAs)
        game.addSeparator()
        self._action(game, "S&tatistics…", self.show_statistics)
        game.addSeparator()
        self._action(game, "&Quit", self.close, QKeySequence.StandardKey.Quit)
        edit = bar.addMenu("&Edit")
        self.undo_action = self._action(edit, "&Undo your last card or bid", self.undo, QKeySequence.StandardKey.Undo)
        view = bar.addMenu("&View")
        self.last_trick_action = self._action(view, "&Last trick", self.toggle_last_trick, "Ctrl+L")
        sort = view.addMenu("&Sort hand")
        self._action(sort, "By &suit (trumps last)", lambda: self._set_sort("suit"))
        self._action(sort, "By &rank", lambda: self._set_sort("rank"))
        self.dim_action = self._action(view, "&Dim cards you cannot play", self._set_dim, checkable=True,
                                       checked=True)
        self.four_colour_action = self._action(view, "&Four-colour deck", self._set_four_colour,
                                               checkable=True)
        backs = view.addMenu("Card &back")
        self.back_group = QActionGroup(self)
        self.back_actions = {}
        for name in ("blue", "red"):
            action = self._action(backs, name.capitalize(), lambda on, n=name: on and self._set_back(n),
                                  checkable=True, checked=name == "blue")
            self.back_group.addAction(action)
            self.back_actions[name] = action
        self.rule_card_action = self._action(view, "&Rule card", self._set_rule_card, checkable=True,
                                             checked=True)
        speed = view.addMenu("Bot &speed")
        self.speed_group = QActionGroup(self)
        self.speed_actions = {}
        for name in SPEEDS:
            label = "Off (no pauses or animation)" if name == "off" else name.capitalize()
            action = self._action(speed, label, lambda on, n=name: on and self.set_speed(n), checkable=True,
                                  checked=name == self.controller.speed)
            self.speed_group.addAction(action)
            self.speed_actions[name] = action
        self.hints_action = self._action(view, "Allow &hints", self._set_hints, checkable=True, checked=True)
        view.addSeparator()
        view.addAction(self.scoreboard.toggleViewAction())
        view.addAction(self.log_dock.toggleViewAction())
        help_menu = bar.addMenu("&Help")
        self._action(help_menu, "&Rules of this game", self.show_rules, QKeySequence.StandardKey.HelpContents)
        self.hint_action = self._action(help_menu, "&Hint: what would the expert do?", self.show_hint, "H")
        self._action(help_menu, "&About", self.show_about)

    # ----- settings --------------------------------------------------------------------------------
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
        self.table.set_sort(sort if sort in ("suit", "rank") else "suit")

    def _store(self, key: str, value) -> None:
        self.settings.setValue(key, value)

    def set_speed(self, name: str) -> None:
        self.controller.set_speed(name)
        self.speed_actions[name].setChecked(True)
        self._store("table/speed", name)

    def _set_dim(self, on: bool) -> None:
        self.table.set_dim_illegal(on)
        self._store("table/dim", "true" if on else "false")

    def _set_four_colour(self, on: bool) -> None:
        self.table.set_four_colour(on)
        self._store("table/four_colour", "true" if on else "false")

    def _set_back(self, name: str) -> None:
        self.table.set_back(name)
        self._store("table/back", name)

    def _set_sort(self, by: str) -> None:
        self.table.set_sort(by)
        self._store("table/sort", by)

    def _set_hints(self, on: bool) -> None:
        self._store(HINT_SETTING, "true" if on else "false")

    def show_hint(self) -> None:
        """H: the expert's choice for your seat and why, in the status bar (where the table allows hints)."""
        c = self.controller
        allowed = self.hints_action.isChecked() and getattr(c, "allows_hints", True)
        view = c.view() if c.game is not None else None
        self.statusBar().showMessage(hint_message(view, c.legal(), allowed), 20000)

    def _set_rule_card(self, on: bool) -> None:
        self.table.set_rule_card(on)

    # ----- starting games --------------------------------------------------------------------------
    def start_config(self, config: dict) -> None:
        """Start the game a picker config describes; ``ValueError`` leaves the current game as it was."""
        self.controller.start(config["game"], config.get("players"), config.get("options"), config.get("seed"),
                              seats_from_config(config.get("seats")))
        self.save_path = None

    @Slot()
    def new_game_dialog(self) -> None:
        dialog = NewGameDialog(self, settings=self.settings)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        config = dialog.config()
        try:
            self.start_config(config)
        except ValueError as exc:
            QMessageBox.warning(self, "Cannot start this game", str(exc))
            return
        remember_seed(self.controller.game.seed, self.settings)

    @Slot()
    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open a saved game", str(self.save_path or Path.home()),
                                              "Saved games (*.json);;All files (*)")
        if path:
            self.open_path(path)

    def open_path(self, path) -> bool:
        """Open a saved game; a bad file shows why and keeps the current game."""
        try:
            saved = saves.open_game(path)
            self.controller.adopt(saved.game, seats_from_config(saved.seats))
        except ValueError as exc:
            self._show_reason(str(exc))
            QMessageBox.warning(self, "Cannot open this file", str(exc))
            return False
        self.save_path = Path(path)
        self.statusBar().showMessage(f"Opened {Path(path).name}", 5000)
        return True

    @Slot()
    def save(self) -> bool:
        if self.save_path is None:
            return self.save_as()
        return self.save_to(self.save_path)

    @Slot()
    def save_as(self) -> bool:
        path, _ = QFileDialog.getSaveFileName(self, "Save the game", str(Path.home() / "game.json"),
                                              "Saved games (*.json)")
        return bool(path) and self.save_to(path)

    def save_to(self, path) -> bool:
        if self.controller.game is None:
            self._show_reason("There is no game to save")
            return False
        try:
            saves.save_game(self.controller.game, path, seats_to_config(self.controller.seats))
        except saves.SaveError as exc:
            QMessageBox.warning(self, "Cannot save", str(exc))
            return False
        self.save_path = Path(path)
        self.statusBar().showMessage(f"Saved {Path(path).name}", 5000)
        return True

    def offer_continue(self) -> bool:
        """At start-up: offer to continue the autosaved game; True when one was resumed."""
        if not saves.has_autosave(self.data_directory):
            return False
        answer = QMessageBox.question(self, "Continue?", "Continue the game you were playing last time?",
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.Yes)
        if answer != QMessageBox.StandardButton.Yes:
            saves.clear_autosave(self.data_directory)
            return False
        return self.continue_autosave()

    def continue_autosave(self) -> bool:
        try:
            saved = saves.continue_game(self.data_directory)
        except saves.SaveError as exc:
            saves.clear_autosave(self.data_directory)
            self.statusBar().showMessage(str(exc), 8000)
            return False
        if saved is None:
            return False
        self.controller.adopt(saved.game, seats_from_config(saved.seats))
        return True

    # ----- game life -------------------------------------------------------------------------------
    @Slot()
    def undo(self) -> None:
        if self.controller.undo():
            self.statusBar().showMessage("Took back your last move", 4000)

    @Slot()
    def toggle_last_trick(self) -> None:
        had_one = bool((self.table.view_data or {}).get("last_trick"))
        if self.table.toggle_last_trick():
            self.statusBar().showMessage("Last trick shown: press Ctrl+L again to hide it", 4000)
        elif not had_one:
            self.statusBar().showMessage("No trick has been finished in this hand yet", 4000)

    @Slot()
    def show_statistics(self) -> None:
        StatisticsDialog(self.stats, self).exec()

    @Slot()
    def show_rules(self) -> None:
        """F1: the rules of the game in play (or of the first game), with the options at this table."""
        from .rules_dialog import RulesDialog

        game = self.controller.game
        game_id = game.info.id if game is not None else next(iter(sorted(GAMES)))
        dialog = RulesDialog(game_id, game.options if game is not None else None, self)
        dialog.resize(680, 640)
        dialog.exec()

    @Slot()
    def show_about(self) -> None:
        QMessageBox.about(self, "About", f"cardgame_gui {__version__}\nA card table for trick-taking and rummy "
                                         "games, played against bots.")

    @Slot()
    def _on_game_started(self) -> None:
        game = self.controller.game
        view = self.controller.view()
        self.setWindowTitle(f"{game.info.name} — card table")
        self.log_dock.clear()
        self.scoreboard.update_from_view(view)
        try:
            card = rule_card_text(game.info.id, game.options)
            self.table.rule_card.setToolTip(card)
        except ValueError:
            pass
        self.undo_action.setEnabled(self.controller.can_undo())
        if not is_trick_view(view):
            self.controller.stop()  # no bots playing on behind the message
            self.statusBar().showMessage(f"{game.info.name} is not playable at the table yet", 8000)
        else:
            self._prompt(view)
        self._alert_if_my_turn()

    @Slot(int, object, object)
    def _on_action_applied(self, seat: int, action: dict, events: list) -> None:
        view = self.controller.view()
        self.log_dock.add_events(events, view.get("names") or [])
        self.undo_action.setEnabled(self.controller.can_undo())
        self._prompt(view)
        self._alert_if_my_turn()

    def _prompt(self, view: dict) -> None:
        if view.get("over"):
            return
        if self.controller.is_my_turn():
            legal = self.controller.legal()
            kinds = {a.get("type") for a in legal}
            if "play" in kinds and view.get("turn") == self.controller.me:
                self.statusBar().showMessage("Your turn: play a card (drag it to the middle, click it twice, "
                                             "or use ← → and Enter)")
            elif "call_partner" in kinds:
                self.statusBar().showMessage("Call your partner's card")
            elif kinds & {"bid", "pass"}:
                self.statusBar().showMessage("Your bid" if view.get("turn") == self.controller.me
                                             else "You may still change your bid")
            return
        must = (view.get("to_act") or [None])[0]
        seats = self.controller.seats
        if must is not None and must != self.controller.me and must < len(seats) and seats[must] is None:
            names = view.get("names") or []
            who = names[must] if must < len(names) else f"seat {must}"
            self.statusBar().showMessage(f"Waiting for {who}, another person: this window plays one person's "
                                         "seat (choose bots for the others in New Game)")
        else:
            self.statusBar().clearMessage()  # a prompt or selection of your last turn no longer applies

    def _alert_if_my_turn(self) -> None:
        if self.controller.is_my_turn() and not self.isActiveWindow():
            QApplication.alert(self, 0)

    @Slot(object)
    def _on_hand_finished(self, event: dict) -> None:
        self.scoreboard.update_from_view(self.controller.view())
        if self.autosave_enabled and not self.controller.game.over:
            self._autosave()

    @Slot(object)
    def _on_game_over(self, event: dict) -> None:
        game = self.controller.game
        names = self.controller.view().get("names") or []
        winners = ", ".join(names[s] if s < len(names) else str(s) for s in event.get("winners", []))
        scores = ", ".join(f"{names[s] if s < len(names) else s} {score}"
                           for s, score in enumerate(event.get("scores") or []))
        self.statusBar().showMessage(f"Game over. {winners or 'Nobody'} won. Scores: {scores}")
        self.stats.record_game(game.info.id, seats_to_config(self.controller.seats), game.scores(),
                               game.winners())
        if self.stats.warning:
            self.statusBar().showMessage(self.stats.warning, 8000)
        if self.autosave_enabled:
            saves.clear_autosave(self.data_directory)

    @Slot(str)
    def _show_reason(self, reason: str) -> None:
        self.statusBar().showMessage(reason, 10000)

    @Slot(str)
    def _on_selection(self, text: str) -> None:
        if text:
            self.statusBar().showMessage(f"Selected: {text} — press Enter to play it", 4000)

    def _autosave(self) -> None:
        game = self.controller.game
        if game is None or game.over:
            return
        try:
            saves.write_autosave(game, seats_to_config(self.controller.seats), self.data_directory)
        except saves.SaveError as exc:
            self.statusBar().showMessage(str(exc), 8000)

    def closeEvent(self, event) -> None:
        if self.autosave_enabled:
            self._autosave()
        self.controller.stop()
        self.controller.wait_for_bots(3000)
        self.settings.sync()
        super().closeEvent(event)
