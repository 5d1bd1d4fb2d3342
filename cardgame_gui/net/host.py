"""The LAN host (QtCore/QtNetwork only): a ``QTcpServer``, the lobby's rooms, and each started room's table.

    host = LanHost(table_factory, parent=window)       # table_factory(room) -> a table (see below)
    port = host.listen(0)                              # 127.0.0.1 by default; RuntimeError says why not
    host.open_room(LOCAL, "Ann", "Friday", invite_only=True, code="4711")  # the person at this window
    host.act(LOCAL, "ready", {}); host.act(LOCAL, "start", {})             # as a client would ask

The host is the only authority. A *table* is the object that runs a room's game with its bots — the window's
``GameController`` (``ui/controller.py``), whose face is all the host uses: ``start(game, players,
options, seed, seats)``, ``game``, ``seats``, ``act_for(seat, action)`` (RuleError on refusal),
``seat_to_bot(seat, level)``, ``stop()`` and the signals ``game_started()`` and
``action_applied(seat, action, events)``. After every action each connection in the room gets an
``update`` with ``view(seat)`` of its own seat, its legal actions, and the action and events with every card
it may not learn taken out (``filtering.py``); a connection without a seat would get ``view(None)`` (room for
spectators). The host draws each game's seed itself, promises it in ``started`` (``commitment``, see
``deal_check.py``) and at game over sends every connection in the room a ``reveal`` (seed, salt) to check
the deal with. A client's ``action`` goes through ``act_for``; a refusal comes back as ``rejected`` with the
engine's sentence. Every refused lobby request comes back as ``error`` with the room rule's sentence.

One host serves many rooms (the app's host opens one, for the person at the window); players are ids:
``LOCAL`` for that person, a token (sent in ``welcome``) for each connection. Signals for the hosting
window: ``room_changed(room_id, public dict or None)``, ``chat_received(name, text)``,
``notice(sentence)`` (someone joined, left, was refused, lost).
"""

from __future__ import annotations

import secrets

import shiboken6
from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtNetwork import QHostAddress, QTcpServer

from .. import __version__
from ..engine import RuleError
from .connection import IDLE_TIMEOUT, PING_INTERVAL, Connection
from .deal_check import commit
from .filtering import must_not_learn, scrub
from .messages import CHAT_LIMIT, CLIENT_MESSAGES, PROTOCOL_VERSION, clean_name, version_refusal
from .rooms import Lobby, Room, RoomError

LOCAL = "local"  # the player id of the person at the hosting window
SEED_LIMIT = 2**63  # seeds are whole numbers 0 <= seed < 2**63 (docs/engine.md)
LOBBY_REQUESTS = ("create", "join", "leave", "ready", "configure", "start", "chat")


class _Peer:
    """A connection's player: its token (player id), name, and whether it has said hello."""

    def __init__(self, connection: Connection):
        self.connection = connection
        self.player = secrets.token_urlsafe(12)
        self.name = "?"
        self.greeted = False


class _RoomTable(QObject):
    """A started room's table and what each seat could not see after the last action (for filtering)."""

    def __init__(self, host: "LanHost", room: Room, table):
        super().__init__(host)
        self.host, self.room_id, self.table = host, room.id, table
        self.hidden: dict[int | None, set[str]] = {}
        self.names: list[str] = []  # per seat: the people's names, then "Casual bot" ...
        self.seed: int | None = None  # the deal's seed, its salt and the promise sent in ``started``
        self.salt = self.digest = None
        table.game_started.connect(self.on_game_started)
        table.action_applied.connect(self.on_action_applied)

    def detach(self) -> None:
        if shiboken6.isValid(self.table):
            self.table.game_started.disconnect(self.on_game_started)
            self.table.action_applied.disconnect(self.on_action_applied)

    @Slot()
    def on_game_started(self) -> None:
        self.host._send_started(self)

    @Slot(int, object, object)
    def on_action_applied(self, seat: int, action: dict, events: list) -> None:
        self.host._send_update(self, seat, action, events)


class LanHost(QObject):
    room_changed = Signal(str, object)  # room id, the room's public dict (None once deleted)
    chat_received = Signal(str, str)  # name, text
    notice = Signal(str)  # a sentence for the hosting window's status bar

    def __init__(self, table_factory, parent: QObject | None = None, ping_interval: int = PING_INTERVAL,
                 idle_timeout: int = IDLE_TIMEOUT, seed: int | None = None):
        super().__init__(parent)
        self.table_factory = table_factory
        self.ping_interval, self.idle_timeout = ping_interval, idle_timeout
        self.seed = seed  # games' seeds (None: random); tests fix it
        self.lobby = Lobby()
        self.names: dict[str, str] = {}  # player id -> name
        self.server = QTcpServer(self)
        self.server.newConnection.connect(self._on_new_connection)
        self._peers: dict[Connection, _Peer] = {}
        self._by_player: dict[str, _Peer] = {}
        self.tables: dict[str, _RoomTable] = {}

    # ----- the server ------------------------------------------------------------------------------
    def listen(self, port: int = 0, address: str = "127.0.0.1") -> int:
        """Start listening; the port in use. ``RuntimeError`` with Qt's reason when it cannot."""
        if not self.server.listen(QHostAddress(address), port):
            raise RuntimeError(f"Cannot host on {address} port {port}: {self.server.errorString()}")
        return self.server.serverPort()

    @property
    def port(self) -> int:
        return self.server.serverPort()

    def shut_down(self, reason: str = "The host closed the table") -> None:
        """Tell every client, close every connection, stop listening and forget the rooms."""
        self.server.close()
        for connection in list(self._peers):
            connection.close(reason)
        for room_table in self.tables.values():
            room_table.detach()
        self.tables.clear()

    @property
    def connections(self) -> list[Connection]:
        return list(self._peers)

    @Slot()
    def _on_new_connection(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            connection = Connection(socket, CLIENT_MESSAGES, self, self.ping_interval, self.idle_timeout)
            peer = _Peer(connection)
            self._peers[connection] = peer
            connection.received.connect(self._on_received)
            connection.closed.connect(self._on_closed)

    # ----- messages from clients -------------------------------------------------------------------
    @Slot(object, object)
    def _on_received(self, connection: Connection, message: dict) -> None:
        peer = self._peers.get(connection)
        if peer is None:
            return
        kind = message["type"]
        if not peer.greeted:
            if kind != "hello":
                connection.close("Say hello first: send a 'hello' with your protocol version and name")
                return
            self._hello(peer, message)
            return
        if kind == "hello":
            self._error(peer, "You have already said hello", kind)
        elif kind == "action":
            self._remote_action(peer, message["action"])
        else:
            self.act(peer.player, kind, message, peer)

    def _hello(self, peer: _Peer, message: dict) -> None:
        if message["protocol"] != PROTOCOL_VERSION:
            peer.connection.close(version_refusal(PROTOCOL_VERSION, __version__, message["protocol"],
                                                  message["app"][:40]))
            return
        peer.greeted = True
        peer.name = clean_name(message["name"])
        self.names[peer.player] = peer.name
        self._by_player[peer.player] = peer
        peer.connection.send({"type": "welcome", "protocol": PROTOCOL_VERSION, "app": __version__,
                              "token": peer.player, "rooms": [r.summary() for r in self.lobby.rooms.values()]})

    def _error(self, peer: _Peer | None, text: str, refused: str | None) -> None:
        if peer is None:
            self.notice.emit(text)
        else:
            peer.connection.send({"type": "error", "message": text, "refused": refused})

    # ----- lobby requests (from a client or from the hosting window) -------------------------------
    def open_room(self, player: str, name: str, table_name: str = "", invite_only: bool = False,
                  code: str | None = None) -> Room:
        """The hosting window's person opens a room (``RoomError`` says why not)."""
        self.names[player] = clean_name(name)
        room = self.lobby.create(player, self.names[player], clean_name(table_name, ""), invite_only, code)
        self._room_changed(room)
        return room

    def act(self, player: str, kind: str, message: dict, peer: _Peer | None = None) -> bool:
        """One lobby request (``kind`` in ``LOBBY_REQUESTS``) for a player; a refusal goes back to it as
        ``error`` (or to ``notice`` for the hosting window's person). True when it was done."""
        try:
            self._lobby_request(player, kind, message)
        except RoomError as exc:
            self._error(peer, str(exc), kind)
            return False
        except (ValueError, RuleError) as exc:  # a game that cannot start with these settings
            self._error(peer, f"Cannot start: {exc}", kind)
            return False
        return True

    def _lobby_request(self, player: str, kind: str, message: dict) -> None:
        lobby = self.lobby
        name = self.names.get(player, "?")
        if kind == "create":
            self._room_changed(lobby.create(player, name, clean_name(message.get("name") or "", ""),
                                            bool(message.get("invite_only")), message.get("code")))
        elif kind == "join":
            room_id = message.get("room")
            if room_id is None:
                open_rooms = list(lobby.rooms)
                if len(open_rooms) != 1:
                    raise RoomError("Say which table to join" if open_rooms else "Nobody has opened a table here")
                room_id = open_rooms[0]
            room = lobby.join(player, name, room_id, message.get("code"))
            self.notice.emit(f"{name} joined {room.name}")
            self._room_changed(room)
        elif kind == "leave":
            self._leave(player, "left the table")
        elif kind == "ready":
            lobby.toggle_ready(player)
            self._room_changed(lobby.room_of(player))
        elif kind == "configure":
            self._room_changed(lobby.configure(player, message["game"], message["players"],
                                               message.get("options"), message.get("bot_level")))
        elif kind == "start":
            self._start(player)
        elif kind == "chat":
            room = lobby.room_of(player)
            if room is None:
                raise RoomError("Sit at a table to chat")
            self._chat(room, name, message["text"])
        else:
            raise RoomError(f"Unknown request {kind!r}")

    def _start(self, player: str) -> None:
        room = self.lobby.room_of(player)
        seats = self.lobby.start(player)
        try:
            table = self.table_factory(room)
            room_table = _RoomTable(self, room, table)
            self.tables[room.id] = room_table
            names = [m.name for m in room.members] + [f"{seats[s].capitalize()} bot"
                                                      for s in range(len(room.members), room.players)]
            room_table.names = names
            # the host draws the seed itself and promises it before dealing (net/deal_check.py)
            seed = self.seed if self.seed is not None else secrets.randbelow(SEED_LIMIT)
            room_table.seed = seed
            room_table.salt, room_table.digest = commit(seed)
            table.start(room.game, room.players, room.options, seed, seats)
        except Exception:
            room.started = False
            self.tables.pop(room.id, None)
            raise
        self._room_changed(room)

    def _chat(self, room: Room, name: str, text: str) -> None:
        text = "".join(ch for ch in text if ch.isprintable())[:CHAT_LIMIT].strip()
        if not text:
            return
        for peer in self._room_peers(room):
            peer.connection.send({"type": "chat", "name": name, "text": text})
        if room.seat_of(LOCAL) is not None:
            self.chat_received.emit(name, text)

    def _leave(self, player: str, why: str) -> None:
        room = self.lobby.room_of(player)
        if room is None:
            return
        name = self.names.get(player, "?")
        result = self.lobby.leave(player)
        self.notice.emit(f"{name} {why}")
        room_table = self.tables.get(room.id)
        if result.bot_seat and room_table is not None and not result.deleted:
            room_table.table.seat_to_bot(result.seat, room.bot_level)
            self._chat(room, "Table", f"{name} {why}: a {room.bot_level} bot plays their seat now")
        if result.deleted:
            if room_table is not None:
                room_table.detach()
                room_table.table.stop()
                del self.tables[room.id]
            self.room_changed.emit(room.id, None)
        else:
            self._room_changed(room)

    def _room_changed(self, room: Room | None) -> None:
        if room is None:
            return
        public = room.public()
        for peer in self._room_peers(room):
            peer.connection.send({"type": "room", "room": public, "you": room.seat_of(peer.player)})
        self.room_changed.emit(room.id, public)

    def _room_peers(self, room: Room) -> list[_Peer]:
        return [self._by_player[m.player] for m in room.members
                if not m.left and m.player in self._by_player]

    # ----- the game --------------------------------------------------------------------------------
    def _remote_action(self, peer: _Peer, action: dict) -> None:
        room = self.lobby.room_of(peer.player)
        room_table = self.tables.get(room.id) if room is not None else None
        seat = room.seat_of(peer.player) if room is not None else None
        if room_table is None or seat is None:
            peer.connection.send({"type": "rejected", "reason": "There is no game at your table yet",
                                  "action": action})
            return
        try:
            room_table.table.act_for(seat, action)
        except RuleError as exc:
            peer.connection.send({"type": "rejected", "reason": str(exc), "action": action})
        except Exception as exc:  # an action the engine did not expect: refuse it, keep serving
            peer.connection.send({"type": "rejected", "reason": f"That action is not understood ({exc!r})",
                                  "action": action})

    def _recipients(self, room_table: _RoomTable) -> list[tuple[_Peer, int | None]]:
        room = self.lobby.rooms.get(room_table.room_id)
        if room is None:
            return []
        return [(peer, room.seat_of(peer.player)) for peer in self._room_peers(room)]

    def _send_started(self, room_table: _RoomTable) -> None:
        table = room_table.table
        game = table.game
        if game is None or len(room_table.names) != game.players:
            return  # not the room's game (the hosting window replaced it): the session closes the table
        seats = [{"name": room_table.names[s], "bot": table.seats[s] is not None, "level": table.seats[s]}
                 for s in range(game.players)]
        room_table.hidden = {}
        for peer, seat in self._recipients(room_table):
            room_table.hidden[seat] = set(game.hidden_cards(seat))
            peer.connection.send({"type": "started", "seat": seat, "game": game.info.id,
                                  "players": game.players, "options": game.options, "seats": seats,
                                  "view": self._view(room_table, seat), "legal": self._legal(table, seat),
                                  **self._promise(room_table)})

    def _send_update(self, room_table: _RoomTable, seat: int, action: dict, events: list) -> None:
        table = room_table.table
        game = table.game
        over = any(event.get("type") == "game_over" for event in events)
        for peer, own in self._recipients(room_table):
            hidden_after = set(game.hidden_cards(own))
            secret = must_not_learn(room_table.hidden.get(own, hidden_after), hidden_after, action)
            room_table.hidden[own] = hidden_after
            peer.connection.send({"type": "update", "seat": seat, "action": scrub(action, secret),
                                  "events": scrub(events, secret), "view": self._view(room_table, own),
                                  "legal": self._legal(table, own)})
        if over:
            self._reveal(room_table)
        if over and room_table.room_id in self.lobby.rooms:
            self.lobby.end(room_table.room_id)
            self._room_changed(self.lobby.rooms[room_table.room_id])

    @staticmethod
    def _promise(room_table: _RoomTable) -> dict:
        """The ``started`` fields of the deal's promise: the digest, and how many moves were made before
        this view (a seat that missed them can check the seed but not replay the game)."""
        return {"commitment": room_table.digest, "moves": len(room_table.table.game.log)}

    def _reveal(self, room_table: _RoomTable) -> None:
        """The game is over: every seat (and onlooker) gets the seed and salt to check the deal with."""
        if room_table.digest is None:
            return
        for peer, _seat in self._recipients(room_table):
            peer.connection.send({"type": "reveal", "seed": room_table.seed, "salt": room_table.salt})

    @staticmethod
    def _view(room_table: _RoomTable, seat: int | None) -> dict:
        """The seat's view, with the players' own names in place of the engine's seat names."""
        view = room_table.table.game.view(seat)
        return dict(view, names=list(room_table.names)) if "names" in view else view

    @staticmethod
    def _legal(table, seat: int | None) -> list:
        if seat is None or table.seats[seat] is not None:
            return []
        return table.game.legal_actions(seat)

    @Slot(object, str)
    def _on_closed(self, connection: Connection, reason: str) -> None:
        peer = self._peers.pop(connection, None)
        if peer is None:
            return
        self._by_player.pop(peer.player, None)
        if peer.greeted:
            self._leave(peer.player, f"lost connection ({reason})" if "closed" not in reason.lower()
                        else "left the table")
