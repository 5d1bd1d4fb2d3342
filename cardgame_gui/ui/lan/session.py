"""LAN play in the window: Game ▸ Host a table / Join a table / Table lobby / Leave the table, and the chat.

    window.lan = LanSession(window)      # the one hook in main_window.py: adds the menu items itself
    window.lan.host_table({"name": "Ann", "table_name": "Friday", "address": "127.0.0.1", "port": 0,
                           "invite_only": False, "code": None})     # what HostDialog returns
    window.lan.join_table({"address": "127.0.0.1", "port": 47123, "name": "Bob", "code": None})

Hosting: a ``net.host.LanHost`` whose table is the window's own controller, so the host plays at the table
as usual while the clients' seats are served over the network (``controller.act_for``). Joining: a
``net.client.LanClient``; when the game starts, ``controller.follow(remote game)`` puts the window on that
seat, and the table, docks and bidding boxes work as they always do. Every refusal is shown in the lobby
and the status bar; a refused join or a lost connection also gets a message box, and the window goes back
to a state it can play from (the lobby closes; the host's game goes on with bots in the seats of people who
left; a client keeps the last position on screen, with nothing to play, until a new game). While at a LAN
table the window does not autosave (a client has nothing to save; the host's seats are other people).

Party: a host that quits or leaves mid-game saves the room (``lan_table.json`` next to the autosave, written
atomically) and the next Game ▸ Host a table offers "Resume the LAN game … with the same seats?"
(``resume_table``): the people get their seats back by rejoining. A client keeps its reconnect token per
host address and port in QSettings (``lan/tokens/<address>:<port>``) and sends it in ``hello``; when the
connection drops mid-game it says "Connection lost — trying to rejoin…" and tries again, and
Game ▸ Rejoin the table does it by hand.
A hosting window announces its open tables on the LAN (``net/discovery.py``) to the address of the setting
``lan/announce_address`` (shown in the Host dialog; a host open only to this computer announces only to a
loopback address). A client checks the host's deal at game over (``net/deal_check.py``): "Deal verified ✓"
goes to the status bar and the game log, a broken promise to a warning box as well.
"""

from __future__ import annotations

import json
import os

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMessageBox

from ...engine import GAMES
from ...net.announcement import ADDRESS_ENV, ADDRESS_KEY, DISCOVERY_PORT
from ...net.client import LanClient, RemoteGame
from ...net.deal_check import BROKEN
from ...net.discovery import Announcer, announce_address
from ...net.host import LOCAL, LanHost
from ...net.seat_hold import seat_notes
from ...net.messages import seat_flags
from ...session import saves
from ...session.controller import default_level
from .dialogs import ChatDock, HostDialog, JoinDialog, LobbyDialog
from ..seat_names import load_names

LAN_SAVE_NAME = "lan_table.json"  # the room a host left mid-game, next to the autosave
TOKEN_KEY = "lan/tokens/{address}:{port}"  # QSettings: the reconnect token a host gave us
NAME_KEY = "lan/name"  # the name the person last hosted or joined with (the dialogs propose it)
LAST_JOIN_KEY = "lan/last_join"  # QSettings: the table last joined (JSON), while its game may be running
QUIT_REASON = "closed the app"  # a guest's bye on quitting: a drop, the seat held ("Bob lost connection (closed …)")
OWN_DOING = ("Could not join", "You left the table", "You started another game")  # closed by the person: said already


def ask_quit(parent, title: str, text: str) -> bool:
    """Quit at a LAN table? True: quit (Cancel is the default: a stray Ctrl+Q costs nothing)."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.Cancel, parent)
    quit_button = box.addButton("Quit", QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    return box.clickedButton() is quit_button


def worth_announcing(listening: str, announce: str) -> bool:
    """A table open only to this computer is announced only to a loopback address, not to the network."""
    return not listening.startswith("127.") or announce.startswith("127.")


class WindowRemoteGame(RemoteGame):
    def to_json(self) -> str:
        raise saves.SaveError("The host keeps this game: ask them to save it")


class LanSession(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.host: LanHost | None = None
        self.client: LanClient | None = None
        self.lobby: LobbyDialog | None = None
        self.announcer: Announcer | None = None
        self.discovery_port = DISCOVERY_PORT  # where tables are announced and the Join dialog listens
        self.deal_verdict: tuple[bool, str] | None = None  # the last deal checked at a client
        self._verdict_due: tuple[bool, str] | None = None  # said once the table has drawn the game's end
        self._end_drawn = False
        window.table.drawn.connect(self._on_table_drawn)
        window.rummy_table.drawn.connect(self._on_table_drawn)
        self.chat = ChatDock(window)
        self.chat.hide()
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.chat)
        self.chat.said.connect(self.say)
        self._autosave = window.autosave_enabled
        self._starting = False  # the host itself is starting the room's game (not a New Game)
        self._last_join: dict | None = self._saved_join()  # what Game ▸ Rejoin the table joins again
        self.game_from_lan = False  # the game in play came from a LAN table (its own autosave file)
        self._rejoin_at_start = False  # the rejoin offered at start-up is under way
        self._discard_when_there: str | None = None  # autosave of a game answered "Discard", till the table is there
        self._seat_flags: list = []  # (bot, away) per seat, as last shown
        self._reconnecting = False  # the connection was lost and the client is trying to rejoin
        window.controller.game_started.connect(self._on_game_started)
        window.controller.action_applied.connect(self._say_whose_turn)  # after the window's own prompt
        self._add_menu_items()

    def confirm_quit(self) -> bool:
        """Ctrl+Q or the window's close button at a LAN table: say what becomes of the table, and ask. True:
        quit (also when not at a LAN table)."""
        if self.host is not None:
            room = next(iter(self.host.lobby.rooms.values()), None)
            under_way = bool(self.host.save_rooms())  # what leaving saves (``_save_lan_table``)
            text = (f"You host {room.name if room else 'this table'}. Quit and close it?\n\n"
                    + ("The game is saved: Game ▸ Host a table offers to resume it, and everyone gets their seat "
                       "back by joining again." if under_way else "Everyone at it is sent home."))
            return ask_quit(self.window, "Close the LAN table?", text)
        if self.client is None:
            return True
        room, game = self.client.room or {}, self.client.game
        text = f"Quit and leave {room.get('name') or 'the LAN table'}?"
        if game is not None and not game.over and game.seat is not None:
            text += (f"\n\nYour seat is held for {float(room.get('grace') or 0):g} seconds, then a bot plays it "
                     "until you come back: the next start offers to rejoin, or join the table again.")
        elif game is not None and game.seat is not None:
            text += ("\n\nYour seat is kept for the next game: the next start offers to rejoin, or join the "
                     "table again.")
        return ask_quit(self.window, "Leave the LAN table?", text)

    def window_closing(self) -> None:
        """The main window is closing: a host closes the table (clients hear "The host closed the table" rather
        than a dropped socket; a game under way is saved to resume); a guest's seat is held for them, and the
        next start offers to rejoin."""
        if self.client is not None:
            self.client.close(QUIT_REASON, hold_seat=True)
        elif self.host is not None:
            self.leave()

    def _add_menu_items(self) -> None:
        game_menu = self.window.menuBar().actions()[0].menu()
        before = next((a for a in game_menu.actions() if a.isSeparator()), None)
        self.host_action = self._item(game_menu, before, "&Host a table…", self.host_dialog)
        self.join_action = self._item(game_menu, before, "&Join a table…", self.join_dialog)
        self.lobby_action = self._item(game_menu, before, "Table &lobby", self.show_lobby)
        self.leave_action = self._item(game_menu, before, "Leave the &table", self.leave)
        self.rejoin_action = self._item(game_menu, before, "&Rejoin the table", self.rejoin)
        game_menu.insertSeparator(before)
        self._sync_menu()

    def _item(self, menu, before, text: str, slot) -> QAction:
        action = QAction(text, self.window)
        action.triggered.connect(slot)
        menu.insertAction(before, action)
        return action

    @property
    def active(self) -> bool:
        return self.host is not None or self.client is not None

    @property
    def starting_game(self) -> bool:
        """The LAN table (hosted or joined) is starting the game the window's controller now shows."""
        return self._starting

    def _sync_menu(self) -> None:
        self.host_action.setEnabled(not self.active)
        self.join_action.setEnabled(not self.active)
        self.lobby_action.setEnabled(self.lobby is not None)
        self.leave_action.setEnabled(self.active)
        self.rejoin_action.setEnabled(self.client is not None and not self.client.is_connected
                                      or not self.active and self._last_join is not None)

    def _status(self, text: str, msecs: int = 10000) -> None:
        self.window.statusBar().showMessage(text, msecs)

    def _tell(self, title: str, text: str) -> None:
        """A message box that does not block (tests and the event loop go on)."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self.window)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.last_message = text

    # ----- hosting ---------------------------------------------------------------------------------
    @Slot()
    def host_dialog(self) -> None:
        if self.offer_resume():
            return
        dialog = HostDialog(self.window, name=self._player_name("Host"),
                            announce=announce_address(self.window.settings))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.host_table(dialog.values())
        dialog.deleteLater()

    def _leave_local_game(self) -> bool:
        """Ask about the game in progress before a LAN table (``confirm_leave_for_lan``); False: stay. A
        "Discard" waits until the table is really there (``_table_is_there``)."""
        answer = self.window.confirm_leave_for_lan()
        discard = answer == "discard" and self.window.autosave_enabled
        self._discard_when_there = self.window.autosave_name() if discard else None
        return answer is not None

    def _table_is_there(self) -> None:
        """The LAN table exists (hosted, or a seat or a place to watch given): the local game answered
        "Discard" goes now, autosave and all; a rejoin offered at start has succeeded."""
        self._rejoin_at_start = False
        name, self._discard_when_there = self._discard_when_there, None
        if name is not None:
            saves.clear_autosave(self.window.data_directory, name)

    def host_table(self, values: dict) -> bool:
        if self.active or not self._leave_local_game():
            return False
        self._remember_name(values)
        host = self._new_host()
        try:
            port = host.listen(values["port"], values.get("address", "0.0.0.0"))
            room = host.open_room(LOCAL, values["name"], values["table_name"], values["invite_only"],
                                  values.get("code"))
        except (RuntimeError, ValueError) as exc:
            host.shut_down()
            host.deleteLater()
            self._tell("Cannot host a table", str(exc))
            return False
        if values.get("grace") is not None:
            room.grace = float(values["grace"])
        self._hosting(host, values.get("address", "0.0.0.0"))
        self._table_is_there()
        where = f"{room.name}: players join at this computer's address, port {port}"
        if values["invite_only"]:
            where += f", with the join code {values['code']}"
        self._open_lobby(True, where)
        game = self.window.controller.game
        if game is not None and not getattr(game, "remote", False):  # offer the game on the table now
            try:
                level = default_level(game.info.id)
            except ValueError:
                level = None
            fields = {"game": game.info.id, "players": game.players, "options": dict(game.options)}
            if level:
                fields["bot_level"] = level
            host.act(LOCAL, "configure", fields)
        self._on_host_room(room.id, host.lobby.rooms[room.id].public())
        self._status(where, 0)
        self._announce(values)
        return True

    def _new_host(self) -> LanHost:
        """The window's host, listened to before any room is opened or resumed (a resumed game says who sits
        where as it is adopted)."""
        host = LanHost(self._table_for, self, one_table=True)
        host.room_changed.connect(self._on_host_room)
        host.chat_received.connect(self.chat.add)
        host.table_notice.connect(self.chat.add_notice)
        host.notice.connect(self._on_notice)
        host.seats_changed.connect(self._on_host_seats)
        return host

    def _hosting(self, host: LanHost, address: str) -> None:
        self.host = host
        self._host_address = address
        self._begin()

    # ----- a room saved when the host left mid-game ------------------------------------------------
    def lan_save_path(self):
        return saves.autosave_path(self.window.data_directory).with_name(LAN_SAVE_NAME)

    def saved_lan_table(self) -> dict | None:
        """The room saved when the host last left mid-game, or None (a damaged file is kept aside, said)."""
        path = self.lan_save_path()
        if not path.is_file():
            return None
        try:
            saved = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(saved, dict) or not isinstance(saved.get("room"), dict):
                raise ValueError("it holds no table")
            return saved
        except (OSError, ValueError) as exc:
            saves.keep_aside(path)
            self._tell("Cannot resume the LAN game", f"The saved LAN table could not be read ({exc}); "
                       "it was put aside.")
            return None

    def offer_resume(self) -> bool:
        """Ask "Resume the LAN game … with the same seats?"; True when the table was resumed."""
        saved = self.saved_lan_table()
        if saved is None:
            return False
        room = saved["room"].get("room") or {}
        people = ", ".join(m.get("name", "?") for m in room.get("members", []) if not m.get("left"))
        game = GAMES.get(room.get("game"))
        answer = QMessageBox.question(
            self.window, "Resume the LAN game?",
            f"Resume the LAN game of {game.name if game else 'cards'} at {room.get('name', 'your table')} "
            f"with the same seats ({people})?\n\nThey get their seats back by joining again; a bot plays for "
            "anyone who does not come back in time. No: the saved table is forgotten.")
        if answer == QMessageBox.StandardButton.Yes:
            return self.resume_table(saved)
        self.forget_lan_table()
        return False

    def _on_the_table(self, saved: dict) -> bool:
        """True when the game in the window is the saved room's game, move for move: resuming loses nothing."""
        game = self.window.controller.game
        return game is not None and json.loads(game.to_json()) == saved["room"].get("game")

    def forget_lan_table(self) -> None:
        try:
            self.lan_save_path().unlink()
        except OSError:
            pass

    def resume_table(self, saved: dict) -> bool:
        """Host the saved room again, on the same port, the game where it stopped (``LanHost.resume_room``).
        The game on the table is asked about first, unless it is that very game where it stopped."""
        if self.active or not (self._on_the_table(saved) or self._leave_local_game()):
            return False
        host = self._new_host()
        address = saved.get("address") if isinstance(saved.get("address"), str) else "0.0.0.0"
        try:
            port = host.listen(int(saved.get("port") or 0), address)
            room = host.resume_room(saved["room"], present=(LOCAL,))
        except (RuntimeError, ValueError, TypeError) as exc:
            self._starting = False
            host.shut_down()
            host.deleteLater()
            self._tell("Cannot resume the LAN game", str(exc))
            return False
        self.forget_lan_table()  # it is on the table again: the next save replaces it
        self._hosting(host, address)
        self._table_is_there()
        where = f"{room.name}: players rejoin at this computer's address, port {port}"
        self._open_lobby(True, where)
        self._on_host_room(room.id, room.public())
        self._status(f"{where}. Their seats are held for {room.grace:g} seconds.", 0)
        self._announce({"name": host.names.get(LOCAL) or self._player_name("Host"), "address": address})
        return True

    def _save_lan_table(self) -> None:
        """The host leaves mid-game: keep the room to resume it with the same seats."""
        host = self.host
        try:
            rooms = host.save_rooms()
            if rooms:
                saves.data_dir(self.window.data_directory)  # made if missing
                saves.atomic_write_text(self.lan_save_path(), json.dumps(
                    {"address": self._host_address, "port": host.port, "room": rooms[0]}))
        except (OSError, ValueError) as exc:  # SaveError is a ValueError
            self._status(f"The LAN table could not be saved: {exc}")

    def _announce(self, values: dict) -> None:
        """Announce the open table on the LAN (the address is a setting; the Host dialog shows it)."""
        settings = self.window.settings
        address = values.get("announce") or announce_address(settings)
        if values.get("announce") and not os.environ.get(ADDRESS_ENV):
            settings.setValue(ADDRESS_KEY, address)
        if not worth_announcing(values.get("address", "0.0.0.0"), address):
            return
        try:
            self.announcer = Announcer(address, self.discovery_port, parent=self)
        except ValueError as exc:
            self._status(f"The table is not announced: {exc}")
            return
        self.announcer.start(self.host, values["name"])

    def _table_for(self, room):
        """The host's table is this window's controller: the host plays at the table as always (and a pause
        after a trick is the host's own view: ``shared``)."""
        self._starting = True
        self.window.controller.shared = True
        return self.window.controller

    @Slot(str, object)
    def _on_host_room(self, room_id: str, public: dict | None) -> None:
        if self.lobby is None or public is None:
            return
        self.lobby.show_room(public, self.host.lobby.rooms[room_id].seat_of(LOCAL))
        if public["started"] and not public["ended"]:
            self.lobby.hide()

    @Slot(str)
    def _on_notice(self, text: str) -> None:
        self._status(text)
        if self.lobby is not None:
            self.lobby.say(text)

    def _player_name(self, fallback: str) -> str:
        name = self.window.settings.value(NAME_KEY)
        return name if isinstance(name, str) and name.strip() else fallback

    def _remember_name(self, values: dict) -> None:
        if isinstance(values.get("name"), str) and values["name"].strip():
            self.window.settings.setValue(NAME_KEY, values["name"].strip())

    # ----- joining ---------------------------------------------------------------------------------
    @Slot()
    def join_dialog(self) -> None:
        dialog = JoinDialog(self.window, name=self._player_name("Player"), discovery_port=self.discovery_port)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.join_table(dialog.values())
        dialog.deleteLater()

    def join_table(self, values: dict) -> bool:
        if self.active or not self._leave_local_game():
            return False
        self._remember_name(values)
        client = LanClient(self, game_class=WindowRemoteGame)
        self.client = client
        self._join_code = values.get("code")
        self._last_join = dict(values)
        token = self.window.settings.value(TOKEN_KEY.format(**values))
        client.token = token if isinstance(token, str) and token else None
        self._join_room = values.get("room")  # the table picked from the ones announced (None: the only one)
        client.welcomed.connect(self._on_welcomed)
        client.reconnecting.connect(self._on_reconnecting)
        client.seats.connect(self._on_seats)
        client.room_changed.connect(self._on_client_room)
        client.refused.connect(self._on_refused)
        client.started.connect(self._on_client_started)
        client.chat_received.connect(self.chat.add)
        client.notice_received.connect(self.chat.add_notice)
        client.closed.connect(self._on_closed)
        client.deal_checked.connect(self._on_deal_checked)
        self._begin()
        self._status(f"Connecting to {values['address']} port {values['port']}…", 0)
        client.connect_to(values["address"], values["port"], values["name"])
        return True

    @Slot(object)
    def _on_welcomed(self, welcome: dict) -> None:
        client = self.client
        self.window.settings.setValue(TOKEN_KEY.format(address=client.address, port=client.port), client.token)
        if self._last_join:
            self.window.settings.setValue(LAST_JOIN_KEY, json.dumps(self._last_join))
        self._sync_menu()
        self._reconnecting = False
        if client.back:
            self._table_is_there()
            self._status("You are back at the table: your seat was kept for you", 0)
            return
        if self.lobby is not None:  # rejoined, but the host no longer kept our seat
            self.lobby.close()
            self.lobby.deleteLater()
            self.lobby = None
        if self._last_join and self._last_join.get("watch"):
            self._status(f"Connected to a host running cardgame_gui {welcome['app']}: asking to watch…", 0)
            client.watch(room=self._join_room, code=self._join_code)
            return
        self._status(f"Connected to a host running cardgame_gui {welcome['app']}: asking for a seat…", 0)
        client.join(room=self._join_room, code=self._join_code)

    @Slot(str)
    def _on_reconnecting(self, text: str) -> None:
        first = not self._reconnecting
        self._reconnecting = True
        self._status(text, 0)
        self.chat.add_notice(text)
        self._sync_menu()
        if first and getattr(self.window.controller.game, "remote", False):
            self.window.tables.currentWidget().reset()  # nothing to play until we are back (no bid box)

    def _saved_join(self) -> dict | None:
        """The table last joined, if its reconnect token is kept (a start-up may rejoin it)."""
        try:
            values = json.loads(str(self.window.settings.value(LAST_JOIN_KEY, "")))
            token = self.window.settings.value(TOKEN_KEY.format(**values))
        except (TypeError, ValueError, KeyError, AttributeError):
            return None
        return values if isinstance(values, dict) and isinstance(token, str) and token else None

    def _forget_join(self) -> None:
        self._last_join = None
        self.window.settings.remove(LAST_JOIN_KEY)
        self._sync_menu()

    def offer_rejoin(self) -> bool:
        """At start-up: the app was closed (or killed) at a LAN table whose token is kept — offer to rejoin
        it; True when the rejoin is under way. No: the table is forgotten."""
        values = self._saved_join()
        if values is None or self.active:
            return False
        doing = "watching" if values.get("watch") else "playing"
        answer = QMessageBox.question(
            self.window, "Rejoin the table?",
            f"You were {doing} at the LAN table at {values['address']} port {values['port']} as "
            f"{values.get('name', 'you')}. Rejoin it?\n\nIf the game is still running your seat is given "
            "back to you. No: the table is forgotten.")
        if answer != QMessageBox.StandardButton.Yes:
            self._forget_join()
            return False
        self._rejoin_at_start = True
        return self.join_table(values)

    @Slot()
    def rejoin(self) -> None:
        """Game ▸ Rejoin the table: connect again with our token (to the last table joined)."""
        if self.client is not None:
            self.client.rejoin()
        elif not self.active and self._last_join is not None:
            self.join_table(self._last_join)

    @Slot(str, object)
    def _on_host_seats(self, room_id: str, seats: list) -> None:
        """The host's own table names the people and shows a held seat, as the clients' tables do."""
        controller = self.window.controller
        game = controller.game
        if game is None or getattr(game, "remote", False) or len(seats) != game.players:
            return
        engine_names = game.view(None).get("names") or []
        shown = {engine_names[s]: state["name"] for s, state in enumerate(seats) if s < len(engine_names)}
        notes = seat_notes(seats)
        states = seat_flags(seats)
        must = (game.to_act() or [None])[0]
        renamed = shown != {k: controller.display_names.get(k) for k in shown}
        if renamed or notes != (controller.seat_notes or []):
            controller.display_names = dict(load_names(self.window.settings), **shown)
            controller.seat_notes = notes if any(notes) else None
            if states != self._seat_flags or (must is not None and seats[must].get("away")):
                self.window.tables.currentWidget().reset()
            self._seat_flags = states
        if renamed:  # the log and the score sheet (a resumed game's whole log) say the people's names too
            self.window.show_seat_names()

    @Slot(object)
    def _on_seats(self, seats: list) -> None:
        """Who plays a seat changed, or a held seat's countdown: the labels and the status bar say it."""
        controller, game = self.window.controller, self.client.game if self.client is not None else None
        states = seat_flags(seats)
        changed = states != self._seat_flags
        if game is not None and controller.game is game:
            must = (game.view().get("to_act") or [None])[0]
            waiting_for_away = must is not None and must < len(seats) and seats[must].get("away")
            if controller.seats != game.seat_kinds or changed or waiting_for_away:
                controller.seats = list(game.seat_kinds)
                self.window.tables.currentWidget().reset()  # the labels: "Disconnected — waiting 9s"
        self._seat_flags = states
        away = [s for s in seats if isinstance(s, dict) and s.get("away")]
        waiting = [f"{s.get('name')} — disconnected, waiting {s.get('waiting') or 0}s" for s in away if not s.get("bot")]
        if waiting:
            self._status("; ".join(waiting), 0)
        elif changed:
            played = [str(s.get("name")) for s in away]
            self._status(f"A bot plays for {', '.join(played)} until they rejoin" if played
                         else "Everyone is back at the table", 10000)

    @Slot(object, object)
    def _on_client_room(self, room: dict | None, you) -> None:
        if room is None:
            return
        self._table_is_there()
        if self.lobby is None and you is None:
            self._open_lobby(False, f"{room['name']}: you are watching this table")
            self._status(f"You are watching {room['name']}: you see what an onlooker sees, and can chat")
        elif self.lobby is None:
            if room["ended"]:
                chooser = "the game is over; the next one starts here when the host deals it"
            elif you is not None and you == room.get("host"):
                chooser = ("you opened it: choose the game and press Start once everyone is ready; tick Ready "
                           "when you are")
            else:
                chooser = "the host chooses the game; tick Ready when you are"
            self._open_lobby(False, f"{room['name']}: {chooser}")
            self._status(f"You are back at the table in seat {you + 1}: your seat was kept for you"
                         if self.client is not None and self.client.back and you is not None
                         else f"You sit in seat {you + 1} at {room['name']}")
        self.lobby.show_room(room, you)
        if room["started"] and not room["ended"]:
            self.lobby.hide()

    @Slot(str)
    def _on_refused(self, reason: str) -> None:
        self._status(reason)
        if self.lobby is not None:
            self.lobby.say(reason)
        elif self.client is not None and self.client.room is None:  # the join itself was refused
            self._tell("Cannot join this table", reason)
            self.client.close("Could not join")

    @Slot(object)
    def _on_client_started(self, remote) -> None:
        self._starting = True
        self.window.controller.follow(remote)
        if self.lobby is not None:
            self.lobby.hide()

    @Slot(bool, str)
    def _on_deal_checked(self, ok: bool, sentence: str) -> None:
        """The host revealed its seed at game over: say whether the deal kept its promise — once the table
        has shown the end of the game (the log follows the table, which may still be animating)."""
        self.deal_verdict = self._verdict_due = (ok, sentence)
        if self._end_drawn:
            self._say_verdict()

    @Slot(object, object)
    def _on_table_drawn(self, _view, events: list) -> None:
        self._say_whose_turn()  # after the window's prompt, which follows the table too
        if any(event.get("type") == "game_over" for event in events):
            self._end_drawn = True
            if self._verdict_due is not None:
                self._say_verdict()

    def _say_verdict(self) -> None:
        ok, sentence = self._verdict_due
        self._verdict_due = None
        self.window.log_dock.add_text(sentence)
        self._status(sentence, 0)
        if not ok:
            self._tell(BROKEN, f"{sentence}\n\nThe host promised a deal before the first card and revealed it "
                       "at the end; what you were shown does not follow from it. The host may have changed the "
                       "deal during play.")

    @Slot(str)
    def _on_closed(self, reason: str) -> None:
        had_seat = self.lobby is not None
        game = self.window.controller.game
        self._end()
        self._status(f"Disconnected: {reason}", 0)
        if reason in OWN_DOING or game is not None and game.over and reason != QUIT_REASON:
            self._forget_join()  # nothing to rejoin: the person left, or the game is over and the table gone
        if reason == QUIT_REASON:
            return  # the window is closing: the next start offers to rejoin
        if reason in OWN_DOING:
            pass  # said already, or the person's own doing
        elif had_seat:
            self._tell("Connection to the table lost", f"{reason}\n\nThe table shows where the game stopped: "
                       "start a new one with Game ▸ New Game, or try Game ▸ Rejoin the table.")
        else:
            self._tell("Cannot join this table", reason)
        if self._rejoin_at_start:
            self._rejoin_at_start = False
            if self.window.controller.game is None:  # the rejoin offered at start failed: a saved game, or the last
                self.window.offer_saved_games() or self.window.start_launch_game()

    # ----- both ------------------------------------------------------------------------------------
    def _begin(self) -> None:
        self.last_message = None
        self._seat_flags = []
        self.deal_verdict = None
        self._autosave = self.window.autosave_enabled
        self.window.autosave_enabled = False
        self.chat.lines.clear()
        self.chat.show()
        self._sync_menu()

    def _open_lobby(self, hosting: bool, where: str) -> None:
        self.lobby = LobbyDialog(self.window, hosting, where)
        self.lobby.requested.connect(self.request)
        self.lobby.show()
        self._sync_menu()

    def play_again(self, same_deal: bool = False) -> bool:
        """The game-over panel's Play again (``same_deal``: Replay this deal) at a LAN table: the host deals
        the next game at the same table, to the same people, who see it start in their windows; a guest is
        told that the host deals. False when not at a LAN table (the window starts a game of its own)."""
        if self.host is not None:
            self.host.act(LOCAL, "start", {"type": "start", "same_deal": same_deal})
        elif self.client is not None:
            self._status("The host deals the next game: it starts here when they do")
        return self.active

    @Slot()
    def show_lobby(self) -> None:
        if self.lobby is not None:
            self.lobby.show()
            self.lobby.raise_()

    @Slot(str, object)
    def request(self, kind: str, fields: dict) -> None:
        if kind == "leave":
            self.leave()
        elif self.host is not None:
            self.host.act(LOCAL, kind, dict(fields, type=kind))
        elif self.client is not None:
            self.client.send(dict(fields, type=kind))

    @Slot(str)
    def say(self, text: str) -> None:
        if self.host is not None:
            self.host.act(LOCAL, "chat", {"type": "chat", "text": text})
        elif self.client is not None:
            self.client.chat(text)

    @Slot()
    def leave(self) -> None:
        """Leave the LAN table: a host closes it (its game goes on with bots), a client goes home."""
        if self.client is not None:
            self.client.close("You left the table")  # ``closed`` ends the session
        elif self.host is not None:
            self._save_lan_table()
            self._end()
            self._status("You closed the table: bots play the seats of the people who were here", 8000)

    def _end(self) -> None:
        host, client, lobby = self.host, self.client, self.lobby
        self.host = self.client = self.lobby = None
        if self.announcer is not None:
            self.announcer.stop()
            self.announcer.deleteLater()
            self.announcer = None
        self._discard_when_there = None  # no table came of it: the local game keeps its autosave
        self.chat.hide()  # no one to chat with: the host's game goes on with bots, a guest's table is gone
        self.window.controller.shared = False
        if host is not None:
            controller = self.window.controller
            table = host.tables.get(next(iter(host.lobby.rooms), ""))
            host.shut_down()
            if table is not None and controller.game is not None and not controller.game.over:
                level = host.lobby.rooms[table.room_id].bot_level if table.room_id in host.lobby.rooms \
                    else default_level(controller.game.info.id)
                for seat, kind in enumerate(controller.seats):
                    if kind is None and seat != controller.me:
                        controller.seat_to_bot(seat, level)
            host.deleteLater()
        if client is not None:
            client.deleteLater()
        if lobby is not None:
            lobby.close()
            lobby.deleteLater()
        self.window.autosave_enabled = self._autosave
        self.window.controller.display_names = load_names(self.window.settings)  # the window's own again
        self.window.controller.seat_notes = None
        self._sync_menu()

    @Slot()
    def _say_whose_turn(self, *_args) -> None:
        """At a LAN table, name the person everyone is waiting for (the window's own prompt speaks of one
        window playing one seat)."""
        controller = self.window.controller
        if not self.active or controller.game is None or controller.game.over or controller.is_my_turn():
            return
        view = controller.view()
        must = (view.get("to_act") or [None])[0]
        if must is None or must == controller.me or must >= len(controller.seats) or controller.seats[must]:
            return
        names = view.get("names") or []
        if self.host is not None and self.host.tables:
            names = next(iter(self.host.tables.values())).names
        who = names[must] if must < len(names) else f"seat {must + 1}"
        self._status(f"Waiting for {who} to {'bid' if view.get('phase') == 'bidding' else 'play'}", 0)

    @Slot()
    def _on_game_started(self) -> None:
        """A game the LAN table did not start (New Game, Open, Continue) ends the LAN session first."""
        self._end_drawn = False
        self._verdict_due = None
        self.game_from_lan = self._starting
        if self._starting:
            self._starting = False
            self._say_whose_turn()
            return
        if not self.active:
            self.chat.hide()  # a local game: the chat of the last LAN table goes away
        if self.host is not None:
            self._end()
            self._status("You started another game: the LAN table is closed", 8000)
        elif self.client is not None:
            self.client.close("You started another game")
