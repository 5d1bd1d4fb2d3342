"""The LAN dialogs: Host a table, Join a table, the lobby, and the chat dock.

    HostDialog(parent, announce="255.255.255.255", remembered=last).values()
                      # {"port", "table_name", "name", "invite_only", "code", "address", "grace", "announce"}
                      # ``remembered``: what the host chose last time (``remembered_hosting``), filled in
    JoinDialog(parent).values()   # {"address", "port", "name", "code", "room", "watch"}: it lists the tables it hears
    lobby = LobbyDialog(parent, hosting=True)
    lobby.show_room(room_dict, you=0)          # seats, names, ready ticks, the game and its options
    lobby.requested.connect(session.request)   # (kind, fields): "ready", "start", "configure", "leave", "remove"
    chat = ChatDock(parent); chat.said.connect(session.chat); chat.add("Bob", "hi")

The dialogs only show and ask: ``ui/lan/session.py`` sends the requests and answers the refusals. A person
who is not the host sees the game, seat count, rules and bot level read-only. The host (the table's owner)
can free another person's seat before the start: pick it and press "Remove from the table" (someone who never
ticks Ready would block the start for ever; they cannot sit at that table again).

The Join dialog listens for LAN announcements (``net/discovery.py``) while it is open and lists the tables
it hears, the host heard first listed first (a new host goes to the end): table, game, free seats (or "game
under way" for a table one can only watch), a padlock for invite-only, the host with its address:port (⚠ when
another host's name looks the same, or the name mixes alphabets); a host of another protocol version is
greyed, with the reason; a host silent for ~5 s drops out. A click fills in the address and port; typing an
address by hand always works. The list is redrawn at most every ``REFRESH_MS`` and in place: the row
picked stays picked, and nothing moves under the mouse (a flood of announcements: ``net/announcement.py``).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QGuiApplication, QIcon, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDockWidget, QFormLayout,
                               QHBoxLayout, QLabel, QLineEdit, QListWidget, QPlainTextEdit, QPushButton,
                               QSpinBox, QStyle, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from ...bots import available_levels
from ...engine import GAMES
from ...i18n import game_name, translate
from ...net.announcement import DEFAULT_ADDRESS, DISCOVERY_PORT, Sightings
from ...net.discovery import DiscoveryListener, check_address
from ...net.messages import NAME_LIMIT, NOTICE_MARK
from ...net.wording import a_bot, level_label, say
from ...net.rooms import DEFAULT_GRACE, new_code
from ...session.rule_card import preset_label, rule_card_text

DEFAULT_PORT = 47123
REFRESH_MS = 250  # the Join dialog redraws its list of tables at most this often


def lock_icon(size: int) -> QIcon:
    """A padlock drawn in the palette's text colour: an invite-only table in the Join list (an emoji lock
    shows as an empty box where no emoji font is installed)."""
    ratio = QGuiApplication.primaryScreen().devicePixelRatio() if QGuiApplication.primaryScreen() else 1.0
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    colour = QGuiApplication.palette().color(QPalette.ColorRole.Text)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    unit = size / 16
    painter.setPen(QPen(colour, 1.6 * unit))
    painter.drawArc(QRectF(4.5 * unit, 1.5 * unit, 7 * unit, 9 * unit), 0, 180 * 16)  # the shackle
    painter.drawLine(QPointF(4.5 * unit, 6 * unit), QPointF(4.5 * unit, 7.5 * unit))
    painter.drawLine(QPointF(11.5 * unit, 6 * unit), QPointF(11.5 * unit, 7.5 * unit))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(QRectF(2.5 * unit, 7.5 * unit, 11 * unit, 7.5 * unit), 1.5 * unit, 1.5 * unit)  # body
    painter.end()
    return QIcon(pixmap)


def _port_box(value: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(1024, 65535)
    box.setValue(value)
    box.setAccessibleName(translate("LanDialogs", "Port"))
    return box


def _name_edit(text: str, accessible: str) -> QLineEdit:
    edit = QLineEdit(text)
    edit.setMaxLength(NAME_LIMIT)
    edit.setAccessibleName(accessible)
    return edit


class HostDialog(QDialog):
    """Game ▸ Host a table: port, table name, your name, invite-only with a join code."""

    def __init__(self, parent: QWidget | None = None, name: str = "Host", port: int = DEFAULT_PORT,
                 announce: str = DEFAULT_ADDRESS, remembered: dict | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("LanHostDialog", "Host a table"))
        form = QFormLayout(self)
        self.name = _name_edit(name, translate("LanDialogs", "Your name"))
        self._named = name  # the name the table's name was last made from
        self.table_name = _name_edit(self._table_named_after(name), translate("LanHostDialog", "Table name"))
        self.name.textEdited.connect(self._follow_name)
        self.address = QComboBox()
        self.address.addItem(translate("LanHostDialog", "Everyone on this network (0.0.0.0)"), "0.0.0.0")
        self.address.addItem(translate("LanHostDialog", "Only this computer (127.0.0.1)"), "127.0.0.1")
        self.address.setAccessibleName(translate("LanHostDialog", "Who may connect"))
        self.port = _port_box(port)
        self.invite_only = QCheckBox(translate("LanHostDialog", "Invite only: players need the join code"))
        self.code = QLineEdit(new_code())
        self.code.setMaxLength(12)
        self.code.setAccessibleName(translate("LanDialogs", "Join code"))
        self.code.setEnabled(False)
        self.invite_only.toggled.connect(self.code.setEnabled)
        self.grace = QSpinBox()
        self.grace.setRange(0, 600)
        self.grace.setValue(int(DEFAULT_GRACE))
        self.grace.setSuffix(translate("LanHostDialog", " s"))
        self.grace.setAccessibleName(translate("LanHostDialog", "Wait for a dropped player"))
        self.grace.setToolTip(translate("LanHostDialog", "How long a player who lost their connection keeps their "
                                        "seat before a bot plays it (they get it back when they rejoin)"))
        self.announce = QLineEdit(announce)
        self.announce.setAccessibleName(translate("LanHostDialog", "Announce to"))
        self.announce.setToolTip(translate("LanHostDialog", "Where the table is announced so that Join dialogs list "
                                           "it: the network's broadcast address (255.255.255.255, or e.g. "
                                           "192.168.1.255)"))
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setAccessibleName(translate("LanHostDialog", "Problem"))
        form.addRow(translate("LanDialogs", "Your &name"), self.name)
        form.addRow(translate("LanHostDialog", "&Table name"), self.table_name)
        form.addRow(translate("LanHostDialog", "&Open to"), self.address)
        form.addRow(translate("LanDialogs", "&Port"), self.port)
        form.addRow(self.invite_only)
        form.addRow(translate("LanDialogs", "Join &code"), self.code)
        form.addRow(translate("LanHostDialog", "&Wait for a dropped player"), self.grace)
        form.addRow(translate("LanHostDialog", "&Announce to"), self.announce)
        form.addRow(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("LanHostDialog", "Host"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        if remembered:
            self._fill(remembered)

    def _fill(self, last: dict) -> None:
        """What the host chose last time (checked by ``remembered_hosting``): a table named by hand, who may
        connect, the port, invite-only with its code, the wait for a dropped player."""
        if last.get("table_name"):
            self.table_name.setText(last["table_name"])
        index = self.address.findData(last.get("address"))
        if index >= 0:
            self.address.setCurrentIndex(index)
        if "port" in last:
            self.port.setValue(last["port"])
        if last.get("invite_only"):
            self.invite_only.setChecked(True)
            if last.get("code"):
                self.code.setText(last["code"])
        if "grace" in last:
            self.grace.setValue(last["grace"])

    @classmethod
    def remembered_hosting(cls, values: dict) -> dict:
        """What of the Host dialog's ``values`` the next one fills in: the table's name only when the host named
        it (not "{name}'s table": that follows the host's name again), the port when it is one the dialog
        offers, the code of an invite-only table. It also checks what is read back from the settings (without
        a ``name``): anything odd is left out."""
        kept: dict = {}
        table, name = values.get("table_name"), values.get("name")
        if isinstance(table, str) and table.strip() \
                and not (isinstance(name, str) and table.strip() == cls._table_named_after(name)):
            kept["table_name"] = table.strip()[:NAME_LIMIT]
        if values.get("address") in ("0.0.0.0", "127.0.0.1"):
            kept["address"] = values["address"]
        port = values.get("port")
        if isinstance(port, int) and not isinstance(port, bool) and 1024 <= port <= 65535:
            kept["port"] = port
        if values.get("invite_only") is True:
            kept["invite_only"] = True
            if isinstance(values.get("code"), str) and values["code"].strip():
                kept["code"] = values["code"].strip()[:12]
        grace = values.get("grace")
        if isinstance(grace, (int, float)) and not isinstance(grace, bool) and 0 <= grace <= 600:
            kept["grace"] = int(grace)
        return kept

    @staticmethod
    def _table_named_after(name: str) -> str:
        return translate("LanHostDialog", "{name}'s table").format(name=name.strip())

    def _follow_name(self, name: str) -> None:
        """The table's name follows the player's name ("Anna's table") until the player names it."""
        if self.table_name.text() == self._table_named_after(self._named):
            self.table_name.setText(self._table_named_after(name))
        self._named = name

    def accept(self) -> None:
        try:
            check_address(self.announce.text())
        except ValueError as exc:
            self.problem.setText(str(exc))
            self.announce.setFocus()
            return
        super().accept()

    def values(self) -> dict:
        invite = self.invite_only.isChecked()
        return {"name": self.name.text().strip() or "Host", "table_name": self.table_name.text().strip(),
                "address": self.address.currentData(), "port": self.port.value(), "invite_only": invite,
                "code": self.code.text().strip() if invite else None, "grace": self.grace.value(),
                "announce": self.announce.text().strip()}


class JoinDialog(QDialog):
    """Game ▸ Join a table: the tables heard on the network; address, port, your name, and the join code if
    the table wants one. ``discovery_port`` 0 listens on a port of the system's choosing (tests)."""

    COLUMNS = ("Table", "Game", "Free seats", "Host")  # (their words: ``_headers``)

    def __init__(self, parent: QWidget | None = None, name: str = "Player", address: str = "127.0.0.1",
                 port: int = DEFAULT_PORT, discovery_port: int = DISCOVERY_PORT, listen_on: str = "0.0.0.0"):
        super().__init__(parent)
        self.setWindowTitle(translate("LanJoinDialog", "Join a table"))
        layout = QVBoxLayout(self)
        self.found_title = QLabel(self._found_title(False))
        layout.addWidget(self.found_title)
        self.found = QTreeWidget()
        self.found.setHeaderLabels([translate("LanJoinDialog", "Table"), translate("LanJoinDialog", "Game"),
                                    translate("LanJoinDialog", "Free seats"), translate("LanJoinDialog", "Host")])
        self.found.setRootIsDecorated(False)
        self.found.setAccessibleName(translate("LanJoinDialog", "Tables on your network"))
        self.found.itemClicked.connect(self._on_pick)  # a click picks it (Join then goes there) ...
        self.found.itemActivated.connect(self._on_pick)  # ... as do a double-click and Enter
        layout.addWidget(self.found)
        self.found_note = QLabel()
        self.found_note.setWordWrap(True)
        self.found_note.setAccessibleName(translate("LanJoinDialog", "About the tables found"))
        layout.addWidget(self.found_note)
        self.sightings = Sightings()
        self._rows: list[dict] = []
        self._items: dict[tuple, QTreeWidgetItem] = {}  # (address, port, room) -> its row in the list
        self._turned_away = 0  # the sightings' count at the last redraw
        self._picked: dict | None = None
        self.listener = DiscoveryListener(discovery_port, listen_on, self)
        self.listener.heard.connect(self._on_heard)
        self._soon = QTimer(self)  # what was heard is shown once per REFRESH_MS, however much arrives
        self._soon.setSingleShot(True)
        self._soon.setInterval(REFRESH_MS)
        self._soon.timeout.connect(self.refresh)
        self._expiry = QTimer(self)
        self._expiry.setInterval(1000)
        self._expiry.timeout.connect(self.refresh)
        if self.listener.start():
            self._expiry.start()
            self.found_note.setText(translate("LanJoinDialog",
                                              "Listening for tables… or type the host's address below."))
        else:
            self.found_note.setText(self.listener.error)
        form = QFormLayout()
        layout.addLayout(form)
        self.address = QLineEdit(address)
        self.address.setAccessibleName(translate("LanJoinDialog", "Host address"))
        self.port = _port_box(port)
        self.name = _name_edit(name, translate("LanDialogs", "Your name"))
        self.code = QLineEdit()
        self.code.setPlaceholderText(translate("LanJoinDialog", "only for invite-only tables"))
        self.code.setAccessibleName(translate("LanDialogs", "Join code"))
        form.addRow(translate("LanJoinDialog", "Host &address"), self.address)
        form.addRow(translate("LanDialogs", "&Port"), self.port)
        form.addRow(translate("LanDialogs", "Your &name"), self.name)
        form.addRow(translate("LanDialogs", "Join &code"), self.code)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("LanJoinDialog", "Join"))
        self.watching = False  # "Watch": a spectator's place instead of a seat (started tables too)
        self.watch = buttons.addButton(translate("LanJoinDialog", "&Watch"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.watch.setToolTip(translate("LanJoinDialog", "Watch the table without a seat: you see what an onlooker "
                                        "sees, and can chat"))
        self.watch.pressed.connect(self._on_watch)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.resize(640, 460)  # room for the table, game, seats and host columns

    def _on_watch(self) -> None:
        self.watching = True

    @staticmethod
    def _found_title(crowded: bool) -> str:
        if crowded:
            return translate("LanJoinDialog", "Tables on your network (click one) — too many hosts are announcing: "
                             "some are not listed")
        return translate("LanJoinDialog", "Tables on your network (click one):")

    def values(self) -> dict:
        address = self.address.text().strip() or "127.0.0.1"
        picked = self._picked
        room = picked["room"] if picked and (picked["address"], picked["port"]) == (address, self.port.value()) \
            else None
        return {"address": address, "port": self.port.value(), "name": self.name.text().strip() or "Player",
                "code": self.code.text().strip() or None, "room": room,
                "watch": self.watching}

    def done(self, result: int) -> None:
        """Closing stops listening (the port is shared, but nothing should listen for nobody)."""
        self._expiry.stop()
        self._soon.stop()
        self.listener.stop()
        super().done(result)

    # ----- the tables heard ------------------------------------------------------------------------
    @Slot(object)
    def _on_heard(self, announcement: dict) -> None:
        if self.sightings.heard(announcement, announcement["address"], time.monotonic()) \
                and not self._soon.isActive():
            self._soon.start()

    @Slot()
    def refresh(self, now: float | None = None) -> None:
        """Show what was heard: rows gone are taken out, new ones added at their place, changed ones
        rewritten; the row picked stays picked (nothing is redrawn when nothing changed)."""
        rows = self.sightings.rows(time.monotonic() if now is None else now)
        crowded = self.sightings.unlisted or self.sightings.turned_away > self._turned_away
        self._turned_away = self.sightings.turned_away  # (hosts turned away since the last redraw: a flood now)
        self.found_title.setText(self._found_title(crowded))
        if rows == self._rows:
            return
        self._rows = rows
        current = self.found.currentItem()
        wanted = {self._row_key(row): row for row in rows}
        for key in [key for key in self._items if key not in wanted]:
            item = self._items.pop(key)
            self.found.takeTopLevelItem(self.found.indexOfTopLevelItem(item))
        grey = self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        for index, (key, row) in enumerate(wanted.items()):
            item = self._items.get(key)
            if item is None:
                item = self._items[key] = QTreeWidgetItem()
                self.found.insertTopLevelItem(index, item)
            elif self.found.indexOfTopLevelItem(item) != index:  # (a table of a host moved: rare)
                self.found.takeTopLevelItem(self.found.indexOfTopLevelItem(item))
                self.found.insertTopLevelItem(index, item)
            if item.data(0, Qt.ItemDataRole.UserRole) != row:
                self._show_row(item, row, grey)
        if current is not None and self.found.indexOfTopLevelItem(current) >= 0:
            self.found.setCurrentItem(current)
        for column in range(len(self.COLUMNS)):
            self.found.resizeColumnToContents(column)

    @staticmethod
    def _row_key(row: dict) -> tuple:
        return row["address"], row["port"], row["room"]

    def _show_row(self, item: QTreeWidgetItem, row: dict, grey) -> None:
        table = row["table"] or (translate("LanJoinDialog", "(new table)") if row["opens"]
                                 else translate("LanJoinDialog", "(no table)"))
        host = f"{row['host']}{' ⚠' if row['twin'] or row['mixed'] else ''} — {row['address']}:{row['port']}"
        free = translate("LanJoinDialog", "game under way") if row["playing"] \
            else str(row["free"]) if row["table"] is not None else ""
        for column, text in enumerate((table, self._game(row), free, host)):
            item.setText(column, text)
            item.setToolTip(column, "")
            item.setData(column, Qt.ItemDataRole.ForegroundRole, None)
        item.setData(0, Qt.ItemDataRole.UserRole, row)
        size = self.found.iconSize().height()  # (-1 until set: the style's small icons)
        size = size if size > 0 else self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        item.setIcon(0, lock_icon(size) if row["invite_only"] else QIcon())
        item.setData(0, Qt.ItemDataRole.AccessibleDescriptionRole,
                     translate("LanJoinDialog", "Invite-only") if row["invite_only"] else None)
        if row["mismatch"]:
            item.setText(3, translate("LanJoinDialog", "{host} (another version)").format(host=host))
            for column in range(len(self.COLUMNS)):
                item.setForeground(column, grey)
                item.setToolTip(column, say(row["mismatch"]))
            return
        if row["playing"]:
            item.setToolTip(0, translate("LanJoinDialog", "A game is under way: press Watch to watch it (a player who "
                                         "dropped out gets their seat back with Game ▸ Rejoin the table)"))
        elif row["invite_only"]:
            item.setToolTip(0, translate("LanJoinDialog", "Invite-only: ask the host for the join code"))
        if row["twin"]:
            item.setToolTip(3, translate("LanJoinDialog", "Another host on the network has a name that looks the "
                                         "same: ask your host for their address and port, and check them here"))
        elif row["mixed"]:
            item.setToolTip(3, translate("LanJoinDialog", "This name mixes alphabets (Latin, Cyrillic, Greek letters "
                                         "drawn alike): it may imitate another host's — check the address with your "
                                         "host"))

    @staticmethod
    def _game(row: dict) -> str:
        """The game's name in the player's words (a host of protocol 2 or a game this app lacks: as sent)."""
        return game_name(row["game"]) if row.get("game") in GAMES else row["game_name"]

    @Slot(QTreeWidgetItem, int)
    def _on_pick(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        row = item.data(0, Qt.ItemDataRole.UserRole)
        if not row:
            return
        if row["mismatch"]:
            self.found_note.setText(say(row["mismatch"]))
            return
        self._picked = row
        self.address.setText(row["address"])
        self.port.setValue(row["port"])
        if row["playing"] and row["invite_only"]:
            self.found_note.setText(translate("LanJoinDialog", "{table} is playing {game}: press Watch to watch it "
                                              "(type the join code the host gave you). A player who dropped out "
                                              "rejoins with Game ▸ Rejoin the table.").format(
                table=row["table"], game=self._game(row)))
        elif row["playing"]:
            self.found_note.setText(translate("LanJoinDialog", "{table} is playing {game}: press Watch to watch it. A "
                                              "player who dropped out rejoins with Game ▸ Rejoin the table.").format(
                table=row["table"], game=self._game(row)))
        elif row["invite_only"]:
            self.found_note.setText(translate("LanJoinDialog", "{table} is invite-only: type the join code the host "
                                              "gave you.").format(table=row["table"]))
        elif row["table"] is None and row["opens"]:
            self.found_note.setText(translate("LanJoinDialog", "{host}: press Join to open a table of your own "
                                              "there.").format(host=row["host"]))
        else:
            self.found_note.setText(translate("LanJoinDialog", "{table}: press Join to sit down.").format(
                table=row["table"] or row["host"]))
        if row["invite_only"]:
            self.code.setFocus()


class LobbyDialog(QDialog):
    """The seats, names and ready ticks; the game, seats and rules (the host's to choose); Ready, Start,
    Leave. ``requested(kind, fields)`` asks the session to send a lobby request."""

    requested = Signal(str, object)

    def __init__(self, parent: QWidget | None = None, hosting: bool = False, where: str = ""):
        super().__init__(parent)
        self.setWindowTitle(translate("LanLobby", "Table lobby"))
        self.setModal(False)
        self.hosting = hosting
        self._window_hosts = hosting  # this window runs the host; else a guest (see ``_fill``)
        self.room: dict | None = None
        self.you: int | None = None
        self._seat_names: list[str] = []  # the seats' names as last shown
        self._filling = False
        layout = QVBoxLayout(self)
        self.title = QLabel(where)
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.seats = QListWidget()
        self.seats.setAccessibleName(translate("LanLobby", "Seats"))
        self.seats.currentRowChanged.connect(self._sync_remove)
        layout.addWidget(self.seats)
        self.remove = QPushButton(translate("LanLobby", "Re&move from the table"))
        self.remove.setToolTip(translate("LanLobby", "Free the chosen seat: its player leaves the table and cannot sit "
                                         "at it again (for someone who never ticks Ready)"))
        self.remove.clicked.connect(self._on_remove)
        layout.addWidget(self.remove, 0, Qt.AlignmentFlag.AlignRight)
        self._sync_remove()
        form = QFormLayout()
        self.game = QComboBox()
        for name, game_id in sorted((game_name(game_id), game_id) for game_id in GAMES):
            self.game.addItem(name, game_id)
        self.players = QSpinBox()
        self.preset = QComboBox()
        self.bot_level = QComboBox()
        for label, widget in ((translate("LanLobby", "&Game"), self.game),
                              (translate("LanLobby", "S&eats"), self.players),
                              (translate("LanLobby", "&Rules"), self.preset),
                              (translate("LanLobby", "&Bots in empty seats"), self.bot_level)):
            widget.setAccessibleName(label.replace("&", ""))
            widget.setEnabled(hosting)
            form.addRow(label, widget)
        layout.addLayout(form)
        self.rules = QLabel()
        self.rules.setWordWrap(True)
        layout.addWidget(self.rules)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setAccessibleName(translate("LanLobby", "Lobby message"))
        layout.addWidget(self.message)
        row = QHBoxLayout()
        self.ready = QCheckBox(translate("LanLobby", "&Ready"))
        self.start = QPushButton(translate("LanLobby", "&Start"))
        self.start.setVisible(hosting)
        self.leave = QPushButton(translate("LanLobby", "&Leave the table"))
        row.addWidget(self.ready)
        row.addStretch(1)
        row.addWidget(self.leave)
        row.addWidget(self.start)
        layout.addLayout(row)
        self.game.currentIndexChanged.connect(self._on_game_edited)
        self.players.valueChanged.connect(self._on_config_edited)
        self.preset.currentIndexChanged.connect(self._on_config_edited)
        self.bot_level.currentIndexChanged.connect(self._on_config_edited)
        self.ready.clicked.connect(self._on_ready)
        self.start.clicked.connect(self._on_start)
        self.leave.clicked.connect(self._on_leave)
        self.resize(460, 520)

    # ----- showing the room ------------------------------------------------------------------------
    def show_room(self, room: dict, you: int | None) -> None:
        self.room, self.you = room, you
        self._filling = True
        try:
            self._fill(room, you)
        finally:
            self._filling = False

    def _fill(self, room: dict, you: int | None) -> None:
        info = GAMES[room["game"]]
        # a guest who is the room's host (a table they opened at a dedicated server) chooses and starts too
        self.hosting = self._window_hosts or (you is not None and room.get("host") == you)
        for widget in (self.game, self.players, self.preset, self.bot_level):
            widget.setEnabled(self.hosting)
        self.start.setVisible(self.hosting)
        self.setWindowTitle(translate("LanLobby", "Table lobby — {table}").format(table=room["name"]))
        row = self.seats.currentRow()
        before, self._seat_names = self._seat_names, [person["name"] for person in room["seats"]]
        # the seat chosen stays chosen while the seats up to it are the same people (they move up when one
        # leaves: the choice must not slide onto someone else)
        picked = row if 0 <= row < len(before) and before[:row + 1] == self._seat_names[:row + 1] else -1
        self.seats.clear()
        for seat, person in enumerate(room["seats"]):
            marks = [translate("LanLobby", "✓ ready") if person["ready"] else translate("LanLobby", "not ready")]
            if person["host"]:
                marks.append(translate("LanLobby", "host"))
            if seat == you:
                marks.append(translate("LanLobby", "you"))
            if person.get("away"):
                marks.append(translate("LanLobby", "disconnected: a bot plays") if person.get("bot")
                             else translate("LanLobby", "disconnected: seat held"))
            self.seats.addItem(translate("LanLobby", "{seat}. {name} — {marks}").format(
                seat=seat + 1, name=person["name"], marks=", ".join(marks)))
        for seat in range(len(room["seats"]), room["players"]):
            self.seats.addItem(translate("LanLobby", "{seat}. (empty: {bot} will play)").format(
                seat=seat + 1, bot=a_bot(room["bot_level"])))
        if room.get("spectators"):
            self.seats.addItem(translate("LanLobby", "Watching: {names}").format(names=", ".join(room["spectators"])))
        if picked >= 0:
            self.seats.setCurrentRow(picked)
        self._sync_remove()
        self.game.setCurrentIndex(self.game.findData(room["game"]))
        self.players.setRange(info.min_players, info.max_players)
        self.players.setValue(room["players"])
        self._fill_presets(room["game"], room["options"])
        self.bot_level.clear()
        for level in available_levels(room["game"]):
            self.bot_level.addItem(level_label(level), level)
        self.bot_level.setCurrentIndex(max(0, self.bot_level.findData(room["bot_level"])))
        try:
            self.rules.setText(rule_card_text(room["game"], room["options"]))
        except ValueError:
            self.rules.setText("")
        mine = room["seats"][you] if you is not None and you < len(room["seats"]) else None
        self.ready.setChecked(bool(mine and mine["ready"]))
        self.ready.setEnabled(you is not None and not room["started"])  # a spectator has no seat to be ready in;
        # once a game has started, also between games, nobody ticks Ready (the host deals the next game)
        everyone = all(s["ready"] for s in room["seats"])
        again = room["ended"]  # between games: Start deals the next one to the same seats (as Play again)
        self.start.setEnabled(self.hosting and (everyone or again))
        self.start.setToolTip(translate("LanLobby", "The next game at this table, the same seats") if again
                              else "" if everyone else translate("LanLobby", "Everyone must tick Ready first"))

    def _fill_presets(self, game_id: str, options: dict) -> None:
        info = GAMES[game_id]
        defaults = {o.name: o.default for o in info.options}
        self.preset.clear()
        chosen = -1
        for name, values in [("standard", {})] + list(info.presets.items()):
            self.preset.addItem(translate("LanLobby", "Standard") if name == "standard" else preset_label(name), values)
            if dict(defaults, **values) == options:
                chosen = self.preset.count() - 1
        if chosen < 0:
            self.preset.addItem(translate("LanLobby", "Custom (chosen by the host)"), dict(options))
            chosen = self.preset.count() - 1
        self.preset.setCurrentIndex(chosen)

    def say(self, text: str) -> None:
        self.message.setText(text)

    def _removable(self) -> int | None:
        """The seat "Remove from the table" frees: the chosen one, when it is another person's and this window
        is the room's host before the start; else None."""
        room, seat = self.room, self.seats.currentRow()
        if not self.hosting or room is None or room["started"] or room["ended"]:
            return None
        return seat if 0 <= seat < len(room["seats"]) and seat != self.you else None

    @Slot()
    def _sync_remove(self) -> None:
        self.remove.setVisible(self.hosting)
        self.remove.setEnabled(self._removable() is not None)

    # ----- asking ----------------------------------------------------------------------------------
    @Slot()
    def _on_game_edited(self) -> None:
        if self._filling or not self.hosting:
            return
        info = GAMES[self.game.currentData()]
        self._filling = True
        self.players.setRange(info.min_players, info.max_players)
        self.players.setValue(max(info.min_players, min(info.max_players, self.players.value())))
        self._fill_presets(info.id, {o.name: o.default for o in info.options})
        self.bot_level.clear()
        for level in available_levels(info.id):
            self.bot_level.addItem(level_label(level), level)
        self.bot_level.setCurrentIndex(self.bot_level.count() - 1)
        self._filling = False
        self._on_config_edited()

    @Slot()
    def _on_config_edited(self) -> None:
        if self._filling or not self.hosting:
            return
        fields = {"game": self.game.currentData(), "players": self.players.value(),
                  "options": dict(self.preset.currentData() or {})}
        if self.bot_level.currentData():
            fields["bot_level"] = self.bot_level.currentData()
        self.requested.emit("configure", fields)

    @Slot()
    def _on_ready(self) -> None:
        self.requested.emit("ready", {})

    @Slot()
    def _on_start(self) -> None:
        self.requested.emit("start", {})

    @Slot()
    def _on_remove(self) -> None:
        seat = self._removable()
        if seat is not None:
            self.requested.emit("remove", {"seat": seat})

    @Slot()
    def _on_leave(self) -> None:
        self.requested.emit("leave", {})


class ChatDock(QDockWidget):
    """Chat in the lobby and at the table: the lines so far, and a line to type in (Enter sends)."""

    said = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(translate("LanChat", "Chat"), parent)
        self.setObjectName("chatDock")
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(2, 2, 2, 2)
        self.lines = QPlainTextEdit()
        self.lines.setReadOnly(True)
        self.lines.setAccessibleName(translate("LanChat", "Chat"))
        self.lines.setMaximumBlockCount(500)
        self.entry = QLineEdit()
        self.entry.setPlaceholderText(translate("LanChat", "Say something to the table, Enter sends"))
        self.entry.setAccessibleName(translate("LanChat", "Chat message"))
        self.entry.returnPressed.connect(self._on_return)
        layout.addWidget(self.lines)
        layout.addWidget(self.entry)
        self.setWidget(body)
        self.setAllowedAreas(Qt.DockWidgetArea.AllDockWidgetAreas)

    def add(self, name: str, text: str) -> None:
        self.lines.appendPlainText(f"{name}: {text}")

    def add_notice(self, text: str) -> None:
        """A line from the table itself (no player's "name: text" can look like it)."""
        self.lines.appendPlainText(f"{NOTICE_MARK} {text}")

    @Slot()
    def _on_return(self) -> None:
        text = self.entry.text().strip()
        if text:
            self.said.emit(text)
            self.entry.clear()
