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
atomically; kept within ``KEEP_MS`` of each move while it plays, so a crash leaves it too), and the app's next
start — before it offers the same game played on with bots — or Game ▸ Host a table asks "Resume the LAN game …
with the same seats?" (``offer_resume``, ``resume_table``): the people get their seats back by rejoining. A
client keeps its reconnect token per host address and port in QSettings (``lan/tokens/<address>:<port>``) and
sends it in ``hello``; when the connection drops mid-game it says "Connection lost — trying to rejoin…" and
tries again, and Game ▸ Rejoin the table does it by hand.
A hosting window announces its open tables on the LAN (``net/discovery.py``) to the address of the setting
``lan/announce_address`` (shown in the Host dialog; a host open only to this computer announces only to a
loopback address). A client checks the host's deal at game over (``net/deal_check.py``): "Deal verified ✓"
goes to the status bar and the game log, a broken promise to a warning box as well.

Where it is: the host's side in ``hosting.py`` (``HostingMixin``: hosting, the saved room and its resume, the
announcement), the guest's side in ``joining.py`` (``JoiningMixin``: joining, the token, rejoining, the deal
check); this module keeps the session's state, the Game menu items, quitting and what both sides share.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox

from ...engine import seat_name as engine_seat_name
from ...i18n import translate
from ...net.announcement import DISCOVERY_PORT
from ...net.client import LanClient
from ...net.discovery import Announcer
from ...net.host import LOCAL, LanHost
from ...net.wording import argument
from ...net.words import Said
from ...session import saves
from ...session.controller import default_level
from .dialogs import ChatDock, LobbyDialog
from .hosting import KEEP_MS, LAN_SAVE_NAME, HostingMixin, worth_announcing
from .joining import LAST_JOIN_KEY, OWN_DOING, QUIT_REASON, TOKEN_KEY, JoiningMixin, WindowRemoteGame
from ..new_game.seat_names import load_names

__all__ = ["LAN_SAVE_NAME", "LAST_JOIN_KEY", "NAME_KEY", "OWN_DOING", "QUIT_REASON", "TOKEN_KEY", "LanSession",
           "WindowRemoteGame", "ask_quit", "worth_announcing"]  # the names importable from here, as before

NAME_KEY = "lan/name"  # the name the person last hosted or joined with (the dialogs propose it)


def ask_quit(parent, title: str, text: str) -> bool:
    """Quit at a LAN table? True: quit (Cancel is the default: a stray Ctrl+Q costs nothing)."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.Cancel, parent)
    quit_button = box.addButton(translate("LanSession", "Quit"), QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    return box.clickedButton() is quit_button


class LanSession(HostingMixin, JoiningMixin, QObject):
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
        self._keep_soon = QTimer(self)  # while hosting: the room saved soon after a move (a crash loses little)
        self._keep_soon.setSingleShot(True)
        self._keep_soon.setInterval(KEEP_MS)
        self._keep_soon.timeout.connect(self._keep_lan_table)
        window.controller.game_started.connect(self._on_game_started)
        window.controller.action_applied.connect(self.say_whose_turn)  # after the window's own prompt
        window.controller.action_applied.connect(self._keep_lan_table_soon)
        self._add_menu_items()

    def confirm_quit(self) -> bool:
        """Ctrl+Q or the window's close button at a LAN table: say what becomes of the table, and ask. True:
        quit (also when not at a LAN table)."""
        if self.host is not None:
            room = next(iter(self.host.lobby.rooms.values()), None)
            under_way = bool(self.host.save_rooms())  # what leaving saves (``_save_lan_table``)
            table = room.name if room else translate("LanSession", "this table")
            if under_way:
                text = translate("LanSession", "You host {table}. Quit and close it?\n\nThe game is saved: the next "
                                 "start offers to resume it (so does Game ▸ Host a table), and everyone gets their "
                                 "seat back by joining again.")
            else:
                text = translate("LanSession", "You host {table}. Quit and close it?\n\nEveryone at it is sent home.")
            return ask_quit(self.window, translate("LanSession", "Close the LAN table?"), text.format(table=table))
        if self.client is None:
            return True
        room, game = self.client.room or {}, self.client.game
        table = room.get("name") or translate("LanSession", "the LAN table")
        if game is not None and not game.over and game.seat is not None:
            grace = float(room.get("grace") or 0)
            text = translate("LanSession", "Quit and leave {table}?\n\nYour seat is held for {seconds}, then a bot "
                             "plays it until you come back: the next start offers to rejoin, or join the table "
                             "again.").format(table=table,
                                              seconds=argument("seconds", int(grace) if grace.is_integer() else grace))
        elif game is not None and game.seat is not None:
            text = translate("LanSession", "Quit and leave {table}?\n\nYour seat is kept for the next game: the next "
                             "start offers to rejoin, or join the table again.").format(table=table)
        else:
            text = translate("LanSession", "Quit and leave {table}?").format(table=table)
        return ask_quit(self.window, translate("LanSession", "Leave the LAN table?"), text)

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
        self.host_action = self._item(game_menu, before, translate("LanSession", "&Host a table…"), self.host_dialog)
        self.join_action = self._item(game_menu, before, translate("LanSession", "&Join a table…"), self.join_dialog)
        self.lobby_action = self._item(game_menu, before, translate("LanSession", "Table &lobby"), self.show_lobby)
        self.leave_action = self._item(game_menu, before, translate("LanSession", "Leave the &table"), self.leave)
        self.rejoin_action = self._item(game_menu, before, translate("LanSession", "&Rejoin the table"), self.rejoin)
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

    def _player_name(self, fallback: str) -> str:
        name = self.window.settings.value(NAME_KEY)
        return name if isinstance(name, str) and name.strip() else fallback

    def _remember_name(self, values: dict) -> None:
        if isinstance(values.get("name"), str) and values["name"].strip():
            self.window.settings.setValue(NAME_KEY, values["name"].strip())

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
            self._status(translate("LanSession", "The host deals the next game: it starts here when they do"))
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
            self.client.close(Said("you_left"))  # ``closed`` ends the session
        elif self.host is not None:
            started = any(room.started for room in self.host.lobby.rooms.values())
            self._save_lan_table()
            self._end()
            self._status(translate("LanSession", "You closed the table: bots play the seats of the people who were "
                                   "here") if started
                         else translate("LanSession", "You closed the table before its game started"), 8000)

    def _end(self) -> None:
        host, client, lobby = self.host, self.client, self.lobby
        self.host = self.client = self.lobby = None
        self._keep_soon.stop()
        if self.announcer is not None:
            self.announcer.stop()
            self.announcer.deleteLater()
            self.announcer = None
        self._discard_when_there = None  # no table came of it: the local game keeps its autosave
        self.chat.hide()  # no one to chat with: the host's game goes on with bots, a guest's table is gone
        controller = self.window.controller
        controller.shared = False
        left = []  # the seats of the people who were here, played by bots for the rest of the game
        named_bots = []  # the seats of the bots the host named ("Expert bot 3"): named as the window names bots
        if host is not None:
            table = host.tables.get(next(iter(host.lobby.rooms), ""))
            room = host.lobby.rooms.get(table.room_id) if table is not None else None
            host.shut_down()
            if table is not None and controller.game is not None and not controller.game.over:
                level = room.bot_level if room is not None else default_level(controller.game.info.id)
                for seat, kind in enumerate(controller.seats):
                    if kind is None and seat != controller.me:
                        controller.seat_to_bot(seat, level)
                people = len(room.members) if room else 0
                left = [seat for seat in range(people) if seat != controller.me]
                named_bots = list(range(people, controller.game.players))
            host.deleteLater()
        if client is not None:
            client.deleteLater()
        if lobby is not None:
            lobby.close()
            lobby.deleteLater()
        self.window.autosave_enabled = self._autosave
        if controller.game is not None:  # the people who played it keep their names for the rest of this game
            controller.game_names = dict(controller.display_names)  # (saved with it: ``saved_seats``)
            for seat in named_bots:
                controller.game_names.pop(engine_seat_name(seat, controller.game.players), None)
        controller.display_names = load_names(self.window.settings)  # the window's own again from the next game
        note = translate("LanSession", "Left the table — a bot plays")
        controller.seat_notes = [note if seat in left else None for seat in range(len(controller.seats))] \
            if left else None
        self._sync_menu()

    @Slot()
    def say_whose_turn(self, *_args) -> None:
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
        who = names[must] if must < len(names) else translate("LanSession", "seat {number}").format(number=must + 1)
        if view.get("phase") == "bidding":
            self._status(translate("LanSession", "Waiting for {name} to bid").format(name=who), 0)
        elif view.get("phase") == "calling":  # Floating Bridge: the declarer picks the partner's card
            self._status(translate("LanSession", "Waiting for {name} to call a partner").format(name=who), 0)
        elif view.get("claim_window"):  # Contract Rummy: a discard others may ask for before the turn's draw
            self._status(translate("LanSession", "Waiting for {name} to answer May I?").format(name=who), 0)
        else:
            self._status(translate("LanSession", "Waiting for {name} to play").format(name=who), 0)

    @Slot()
    def _on_game_started(self) -> None:
        """A game the LAN table did not start (New Game, Open, Continue) ends the LAN session first."""
        self._end_drawn = False
        self._verdict_due = None
        self.game_from_lan = self._starting
        if self._starting:
            self._starting = False
            self.say_whose_turn()
            return
        if not self.active:
            self.chat.hide()  # a local game: the chat of the last LAN table goes away
        if self.host is not None:
            self._end()
            self.forget_lan_table()  # (kept while it played: the person chose another game)
            self._status(translate("LanSession", "You started another game: the LAN table is closed"), 8000)
        elif self.client is not None:
            self.client.close(Said("started_another"))
