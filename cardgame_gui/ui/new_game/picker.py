"""The rule-variant picker (New Game, Ctrl+N).

Public API::

    dialog = NewGameDialog(parent=None, settings=None, initial=None, playing=None)
        # settings: a QSettings to remember the last choices in (default: organization "cardgame_gui",
        #   application "cardgame_gui"); tests pass one on a temp ini file.
        # initial: a config dict (as returned by config()) to show instead of the remembered choices.
        # playing: the id of the game at the table; the dialog opens on it (as last chosen for it here)
        #   when the choice remembered last is another game.
    if dialog.exec() == QDialog.Accepted:
        config = dialog.config()
        # {"game": "devils_bridge", "players": 4, "options": {...every declared option...},
        #  "seed": 1234 or None (random), "seats": [{"kind": "human", "level": None},
        #                                          {"kind": "bot", "level": "random"}, ...]}
        game = new_game(config["game"], config["players"], config["options"], config["seed"])
        # or simply: game = start_game(config)

    dialog.config() -> dict             # the choices shown now (no validation)
    dialog.set_game(game_id)            # select a game (restores that game's remembered choices)
    dialog.set_players(n)
    dialog.apply_preset(name)           # set every option widget from GAMES[game].presets[name]
    dialog.preset_name() -> str         # the preset the widgets match, or "custom"
    dialog.option_widget(name) -> QWidget   # QCheckBox (bool), QComboBox (choice), QSpinBox (int)
    dialog.seat_widgets(seat) -> (kind QComboBox, level QComboBox)
    dialog.set_seed(seed or None)
    dialog.error_text() -> str          # why the last "Start" was refused ("" if it was not)
    accept()                            # validates with new_game first; refuses with an inline error

    remember_seed(seed, settings=None)  # after starting with a random seed, so "Replay last deal" works
    start_game(config) -> Game          # new_game(...) from a config dict

The options' words and the rule card (``rule_card_text``, ``option_title``, ...) are in
``session/rule_card.py``: the table, the LAN lobby and the rules dialog show them without this dialog.

Signals: the QDialog ones (accepted / rejected / finished).
"""

from __future__ import annotations

import json

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem,
                               QPushButton, QScrollArea, QSpinBox, QVBoxLayout, QWidget)

from ... import i18n
from ...bots import available_levels
from ...engine import GAMES, Game, new_game
from ...i18n import translate
from ...session.rule_card import (game_description, matching_preset, option_help, option_title, option_value_text,
                                 preset_label, zero_meaning)
from ...session.startup import default_level, default_settings
from ..results.stats import level_name

CUSTOM = "custom"
SEED_MAX = 2**31 - 1


def start_game(config: dict) -> Game:
    """Start the game a picker config describes (ValueError if the engine refuses it)."""
    return new_game(config["game"], config["players"], config["options"], config["seed"])


def remember_seed(seed: int, settings: QSettings | None = None) -> None:
    """Remember the seed of the game just started, for the picker's "Replay last deal" button."""
    settings = settings if settings is not None else default_settings()
    settings.setValue("picker/last_seed", json.dumps(int(seed)))
    settings.sync()


def _load_json(settings: QSettings, key: str, default):
    raw = settings.value(key)
    if raw is None:
        return default
    try:
        return json.loads(str(raw))
    except (ValueError, RecursionError):  # damaged settings: the defaults, never a traceback
        return default


# ----- the dialog -------------------------------------------------------------------------------------
class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, settings: QSettings | None = None,
                 initial: dict | None = None, playing: str | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("NewGameDialog", "New Game"))
        self.setObjectName("newGameDialog")
        self._settings = settings if settings is not None else default_settings()
        self._game_id = ""
        self._option_widgets: dict[str, QWidget] = {}
        self._seat_rows: list[tuple[QLabel, QComboBox, QComboBox]] = []
        self._loading = False  # true while widgets are set programmatically (no "custom" marking)
        self._build()
        first = initial or self._remembered()
        if not initial and playing in GAMES and first.get("game") != playing:
            # the game at the table (opened, continued, started with --game or at a LAN table) comes first,
            # as last chosen here for that game
            first = dict(self._remembered_for(playing), game=playing)
        self._show_config(first)

    # ----- layout ---------------------------------------------------------------------------------
    def _build(self) -> None:
        outer = QHBoxLayout(self)
        self.game_list = QListWidget()
        self.game_list.setAccessibleName(translate("NewGameDialog", "Game"))
        self.game_list.setSpacing(2)
        for game_id, info in sorted(GAMES.items(), key=lambda item: i18n.game_name(item[0]).casefold()):
            if info.min_players == info.max_players:
                count = translate("NewGameDialog", "%n player(s)", info.min_players)
            else:
                count = translate("NewGameDialog", "{fewest}–{most} players").format(fewest=info.min_players,
                                                                                    most=info.max_players)
            item = QListWidgetItem(translate("NewGameDialog", "{game}\n{players}").format(
                game=i18n.game_name(game_id), players=count))
            item.setData(Qt.UserRole, game_id)
            item.setToolTip(game_description(info.id))
            self.game_list.addItem(item)
        self.game_list.currentItemChanged.connect(self._on_game_item)
        # as wide as its longest name in the player's language (a local name may be added: "(Boerenbridge)")
        self.game_list.setFixedWidth(max(180, self.game_list.sizeHintForColumn(0) + 2 * self.game_list.frameWidth()
                                         + 2 * self.game_list.spacing() + 4))
        outer.addWidget(self.game_list)

        right = QVBoxLayout()
        outer.addLayout(right, 1)
        self.title_label = QLabel()
        self.title_label.setObjectName("gameTitle")
        font = self.title_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title_label.setFont(font)
        right.addWidget(self.title_label)
        self.description_label = QLabel()
        self.description_label.setWordWrap(True)
        self.description_label.setObjectName("gameDescription")
        right.addWidget(self.description_label)

        top = QFormLayout()
        self.players_spin = QSpinBox()
        self.players_spin.setAccessibleName(translate("NewGameDialog", "Number of players"))
        self.players_spin.setMaximumWidth(80)
        self.players_spin.valueChanged.connect(self._on_players)
        top.addRow(translate("NewGameDialog", "&Players:"), self.players_spin)
        self.preset_combo = QComboBox()
        self.preset_combo.setAccessibleName(translate("NewGameDialog", "Preset"))
        self.preset_combo.setToolTip(translate("NewGameDialog", "A named set of rule options; changing any option "
                                                                "makes it \"Custom\""))
        self.preset_combo.activated.connect(self._on_preset)
        top.addRow(translate("NewGameDialog", "P&reset:"), self.preset_combo)
        right.addLayout(top)

        self.seats_box = QGroupBox(translate("NewGameDialog", "Seats"))
        self.seats_grid = QGridLayout(self.seats_box)
        self.seats_grid.setColumnStretch(3, 1)
        right.addWidget(self.seats_box)

        self.options_box = QGroupBox(translate("NewGameDialog", "Rules"))
        self.options_form = QFormLayout(self.options_box)
        self.options_form.setFieldGrowthPolicy(QFormLayout.AllNonFixedFieldsGrow)
        scroll = QScrollArea()
        scroll.setWidget(self.options_box)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.NoFrame)
        right.addWidget(scroll, 1)

        seed_row = QHBoxLayout()
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(translate("NewGameDialog", "random"))
        self.seed_edit.setValidator(QIntValidator(0, SEED_MAX, self.seed_edit))
        self.seed_edit.setAccessibleName(translate("NewGameDialog", "Deal number (seed)"))
        self.seed_edit.setToolTip(translate("NewGameDialog", "The same deal number, game, players and rules deal "
                                                             "the same cards: play this deal again. Leave empty for "
                                                             "a random deal."))
        seed_label = QLabel(translate("NewGameDialog", "&Deal number:"))
        seed_label.setBuddy(self.seed_edit)
        seed_row.addWidget(seed_label)
        seed_row.addWidget(self.seed_edit, 1)
        self.replay_button = QPushButton(translate("NewGameDialog", "Replay last deal"))
        self.replay_button.setToolTip(translate("NewGameDialog", "Fill in the deal number of the last game started"))
        self.replay_button.clicked.connect(self._on_replay)
        seed_row.addWidget(self.replay_button)
        right.addLayout(seed_row)

        self.error_label = QLabel()
        self.error_label.setObjectName("pickerError")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b00020; font-weight: bold;")
        self.error_label.hide()
        right.addWidget(self.error_label)

        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.button(QDialogButtonBox.Ok).setText(translate("NewGameDialog", "&Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        right.addWidget(buttons)
        self.resize(780, 720)

    # ----- public API -------------------------------------------------------------------------------
    def set_game(self, game_id: str) -> None:
        if game_id not in GAMES:
            raise ValueError(f"unknown game {game_id!r} (known games: {', '.join(sorted(GAMES))})")
        for row in range(self.game_list.count()):
            if self.game_list.item(row).data(Qt.UserRole) == game_id:
                self.game_list.setCurrentRow(row)  # calls _on_game_item when it changes
                break
        if self._game_id != game_id:
            self._load_game(game_id, self._remembered_for(game_id))

    def set_players(self, players: int) -> None:
        self.players_spin.setValue(players)

    def set_seed(self, seed: int | None) -> None:
        self.seed_edit.setText("" if seed is None else str(seed))

    def option_widget(self, name: str) -> QWidget:
        return self._option_widgets[name]

    def seat_widgets(self, seat: int) -> tuple[QComboBox, QComboBox]:
        _, kind, level = self._seat_rows[seat]
        return kind, level

    def apply_preset(self, name: str) -> None:
        info = GAMES[self._game_id]
        if name not in info.presets:
            raise ValueError(f"{info.name} has no preset {name!r} (presets: {', '.join(info.presets)})")
        values = {opt.name: opt.default for opt in info.options}
        values.update(info.presets[name])
        self._set_option_values(values)
        self._sync_preset_combo()

    def preset_name(self) -> str:
        return matching_preset(GAMES[self._game_id], self.options()) or CUSTOM

    def options(self) -> dict:
        info = GAMES[self._game_id]
        values = {}
        for opt in info.options:
            widget = self._option_widgets[opt.name]
            if opt.kind == "bool":
                values[opt.name] = widget.isChecked()
            elif opt.kind == "int":
                values[opt.name] = widget.value()
            else:
                values[opt.name] = widget.currentData()
        return values

    def seats(self) -> list[dict]:
        result = []
        for _, kind, level in self._seat_rows[:self.players_spin.value()]:
            if kind.currentData() == "bot":
                result.append({"kind": "bot", "level": level.currentData()})
            else:
                result.append({"kind": "human", "level": None})
        return result

    def seed(self) -> int | None:
        text = self.seed_edit.text().strip()
        return int(text) if text else None

    def config(self) -> dict:
        return {"game": self._game_id, "players": self.players_spin.value(), "options": self.options(),
                "seed": self.seed(), "seats": self.seats()}

    def error_text(self) -> str:
        return self.error_label.text() if not self.error_label.isHidden() else ""

    def accept(self) -> None:
        text = self.seed_edit.text().strip()
        if text and not (text.isdigit() and int(text) <= SEED_MAX):
            self._show_error(translate("NewGameDialog", "The deal number must be a whole number from 0 to {most}, "
                                                        "not “{given}”.").format(most=SEED_MAX, given=text))
            return
        config = self.config()
        try:
            start_game(config)
        except ValueError as exc:
            self._show_error(translate("NewGameDialog", "This game cannot start: {reason}").format(
                reason=str(exc).rstrip(".") + "."))
            return
        self.error_label.hide()
        self._remember(config)
        super().accept()

    # ----- reacting to the widgets ------------------------------------------------------------------
    def _on_game_item(self, current: QListWidgetItem | None, _previous) -> None:
        if current is None or self._loading:
            return
        game_id = current.data(Qt.UserRole)
        if game_id != self._game_id:
            self._load_game(game_id, self._remembered_for(game_id))

    def _on_players(self, players: int) -> None:
        self._refresh_seats()

    def _on_preset(self, index: int) -> None:
        name = self.preset_combo.itemData(index)
        if name != CUSTOM:
            self.apply_preset(name)

    def _on_option_edited(self, *_args) -> None:
        if not self._loading:
            self._sync_preset_combo()
            self.error_label.hide()

    def _on_seat_kind(self, *_args) -> None:
        self._refresh_seats()

    def _refresh_seats(self) -> None:
        players = self.players_spin.value()
        for index, (label, kind, level) in enumerate(self._seat_rows):
            visible = index < players
            name = i18n.seat_name(index, players if visible else len(self._seat_rows))
            label.setText(translate("NewGameDialog", "{seat}:").format(seat=name))
            label.setVisible(visible)
            kind.setVisible(visible)
            level.setVisible(visible and kind.currentData() == "bot")

    def _sync_replay_button(self) -> None:
        seed = _load_json(self._settings, "picker/last_seed", None)
        self.replay_button.setEnabled(isinstance(seed, int))
        if isinstance(seed, int):
            self.replay_button.setToolTip(translate("NewGameDialog", "Fill in deal number {number}, the deal of the "
                                                                     "last game started").format(number=seed))

    def _on_replay(self) -> None:
        seed = _load_json(self._settings, "picker/last_seed", None)
        if isinstance(seed, int):
            self.set_seed(seed)

    # ----- building the per-game widgets ------------------------------------------------------------
    def _load_game(self, game_id: str, config: dict) -> None:
        info = GAMES[game_id]
        self._loading = True
        try:
            self._game_id = game_id
            for row in range(self.game_list.count()):
                if self.game_list.item(row).data(Qt.UserRole) == game_id:
                    self.game_list.setCurrentRow(row)
            self.title_label.setText(i18n.game_name(game_id))
            self.description_label.setText(game_description(info.id))
            self.players_spin.setRange(info.min_players, info.max_players)
            self.players_spin.setToolTip(translate("NewGameDialog", "{game} is for {fewest} to {most} players").format(
                game=i18n.game_name(game_id), fewest=info.min_players, most=info.max_players))
            self._build_seats(game_id, info.max_players)
            self._build_options(info)
            self.preset_combo.clear()
            for name in info.presets:
                self.preset_combo.addItem(preset_label(name), name)
            self.preset_combo.addItem(translate("NewGameDialog", "Custom"), CUSTOM)
            players = config.get("players")
            if not (isinstance(players, int) and info.min_players <= players <= info.max_players):
                players = info.default_players
            self.players_spin.setValue(players)
            self._on_players(players)
            values = {opt.name: opt.default for opt in info.options}
            remembered = config.get("options")
            if not isinstance(remembered, dict):
                remembered = {}
            if not remembered and info.presets:  # first time: the first preset, by its name
                values.update(next(iter(info.presets.values())))
            for name, value in remembered.items():
                if name in values:
                    try:
                        values[name] = info.option(name).check(value)
                    except ValueError:
                        pass  # a remembered value this version no longer allows: keep the default
            self._set_option_values(values)
            seats = config.get("seats")
            self._set_seats(seats if isinstance(seats, list) else [])
            self.error_label.hide()
        finally:
            self._loading = False
        self._sync_preset_combo()

    def _build_seats(self, game_id: str, seats: int) -> None:
        while self.seats_grid.count():
            widget = self.seats_grid.takeAt(0).widget()
            if widget is not None:  # off the box at once: deleteLater alone leaves it drawn until then
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self._seat_rows = []
        levels = available_levels(game_id)
        for seat in range(seats):
            label = QLabel()
            kind = QComboBox()
            kind.addItem(translate("NewGameDialog", "Human"), "human")
            if levels:
                kind.addItem(translate("NewGameDialog", "Bot"), "bot")
            kind.setAccessibleName(translate("NewGameDialog", "Seat {number} player").format(number=seat + 1))
            level = QComboBox()
            for name in levels:
                level.addItem(level_name(name), name)
            level.setAccessibleName(translate("NewGameDialog", "Seat {number} bot level").format(number=seat + 1))
            level.setToolTip(translate("NewGameDialog", "How well the bot plays"))
            kind.currentIndexChanged.connect(self._on_seat_kind)
            row, column = divmod(seat, 2)
            base = 0 if column == 0 else 4  # two seats a row; column 3 is a stretchable gap
            self.seats_grid.addWidget(label, row, base)
            self.seats_grid.addWidget(kind, row, base + 1)
            self.seats_grid.addWidget(level, row, base + 2)
            self._seat_rows.append((label, kind, level))

    def _build_options(self, info) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self._option_widgets = {}
        if not info.options:
            self.options_form.addRow(QLabel(translate("NewGameDialog", "{game} has no rule options.").format(
                game=i18n.game_name(info.id))))
        for opt in info.options:
            if opt.kind == "bool":
                widget = QCheckBox()
                widget.toggled.connect(self._on_option_edited)
            elif opt.kind == "int":
                widget = QSpinBox()
                widget.setRange(opt.minimum if opt.minimum is not None else -1_000_000,
                                opt.maximum if opt.maximum is not None else 1_000_000)
                if widget.minimum() == 0 and zero_meaning(opt):
                    widget.setSpecialValueText(f"0 ({zero_meaning(opt)})")
                widget.valueChanged.connect(self._on_option_edited)
            elif opt.kind == "choice":
                widget = QComboBox()
                for value in opt.choices:
                    widget.addItem(option_value_text(opt, value), value)
                widget.currentIndexChanged.connect(self._on_option_edited)
            else:
                raise ValueError(f"{info.name} option {opt.name!r} has unknown kind {opt.kind!r}")
            widget.setObjectName(f"option_{opt.name}")
            widget.setToolTip(option_help(opt))
            widget.setAccessibleName(option_title(opt))
            widget.setAccessibleDescription(option_help(opt))
            cell = QWidget()
            column = QVBoxLayout(cell)
            column.setContentsMargins(0, 0, 0, 4)
            column.setSpacing(1)
            column.addWidget(widget, 0, Qt.AlignLeft)
            note = QLabel(option_help(opt))
            note.setWordWrap(True)
            note.setStyleSheet("color: palette(placeholder-text); font-size: small;")
            column.addWidget(note)
            label = QLabel(translate("NewGameDialog", "{option}:").format(option=option_title(opt)))
            label.setBuddy(widget)
            label.setToolTip(option_help(opt))
            self.options_form.addRow(label, cell)
            self._option_widgets[opt.name] = widget

    def _set_option_values(self, values: dict) -> None:
        was_loading = self._loading
        self._loading = True
        try:
            info = GAMES[self._game_id]
            for opt in info.options:
                widget = self._option_widgets[opt.name]
                value = values[opt.name]
                if opt.kind == "bool":
                    widget.setChecked(bool(value))
                elif opt.kind == "int":
                    widget.setValue(int(value))
                else:
                    widget.setCurrentIndex(max(0, widget.findData(value)))
        finally:
            self._loading = was_loading

    def _set_seats(self, seats: list) -> None:
        levels = available_levels(self._game_id)
        for index, (_, kind, level) in enumerate(self._seat_rows):
            wanted = seats[index] if index < len(seats) and isinstance(seats[index], dict) else None
            if wanted is None:
                wanted = {"kind": "human" if index == 0 else "bot", "level": default_level(levels)}
            kind.setCurrentIndex(max(0, kind.findData(wanted.get("kind"))))
            level_index = level.findData(wanted.get("level"))
            level.setCurrentIndex(level_index if level_index >= 0 else 0)
        self._on_seat_kind()

    def _sync_preset_combo(self) -> None:
        index = self.preset_combo.findData(self.preset_name())
        self.preset_combo.setCurrentIndex(index)

    def _show_config(self, config: dict) -> None:
        game_id = config.get("game")
        if not isinstance(game_id, str) or game_id not in GAMES:
            game_id = "devils_bridge" if "devils_bridge" in GAMES else sorted(GAMES)[0]
        self._load_game(game_id, config)
        seed = config.get("seed")
        self.set_seed(seed if isinstance(seed, int) and not isinstance(seed, bool) else None)
        self._sync_replay_button()

    def _show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.show()

    # ----- remembering ------------------------------------------------------------------------------
    def _remembered(self) -> dict:
        game_id = _load_json(self._settings, "picker/last_game", None)
        if not isinstance(game_id, str) or game_id not in GAMES:
            return {}
        config = self._remembered_for(game_id)
        config["game"] = game_id
        return config

    def _remembered_for(self, game_id: str) -> dict:
        config = _load_json(self._settings, f"picker/{game_id}", {})
        return config if isinstance(config, dict) else {}

    def _remember(self, config: dict) -> None:
        game_id = config["game"]
        self._settings.setValue("picker/last_game", json.dumps(game_id))
        kept = {"players": config["players"], "options": config["options"], "seats": config["seats"]}
        self._settings.setValue(f"picker/{game_id}", json.dumps(kept))
        if config["seed"] is not None:
            self._settings.setValue("picker/last_seed", json.dumps(config["seed"]))
        self._settings.sync()
        self._sync_replay_button()
