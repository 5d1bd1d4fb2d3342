"""The LAN host (QtCore/QtNetwork only): a ``QTcpServer``, the lobby's rooms, and each started room's table.

    host = LanHost(table_factory, parent=window)       # table_factory(room) -> a table (see below)
    port = host.listen(0)                              # 127.0.0.1 by default; RuntimeError says why not
    host.open_room(LOCAL, "Ann", "Friday", invite_only=True, code="4711KX")  # the person at this window
    host.act(LOCAL, "ready", {}); host.act(LOCAL, "start", {})             # as a client would ask
    saved = host.save_room(room_id)                    # JSON-able; host.save_rooms() for every game under way
    room = other_host.resume_room(saved, present=(LOCAL,))   # the same seats, held for their tokens

The host is the only authority. A *table* is the object that runs a room's game with its bots — the window's
``GameController`` (``session/controller.py``), whose face is all the host uses: ``start(game, players, options, seed,
seats)``, ``adopt(game, seats)`` (a resumed room), ``game``, ``seats``, ``act_for(seat, action)`` (RuleError on
refusal), ``seat_to_bot(seat, level)``, ``seat_to_person(seat)``, ``stop()`` and the signals ``game_started()`` and
``action_applied(seat, action, events)``. After every action each connection in the room gets an ``update`` with
``view(seat)`` of its own seat, its legal actions, and the action and events with every card it may not learn taken out
(``filtering.py``); a spectator (``watch``) gets ``view(None)``. A client's ``action`` goes through ``act_for``; a
refusal comes back as ``rejected`` with the engine's sentence. Every refused lobby request comes back as ``error`` with
the room rule's sentence. The host draws each game's seed itself, promises it in ``started`` (``commitment``, see
``deal_check.py``) and at game over sends every connection in the room a ``reveal`` (seed, salt) to check the deal with.

A client that says ``bye`` leaves; one whose connection is lost in a game under way keeps its seat for the room's
``grace`` (``seat_hold.py``), then a bot of the room's level plays it; a ``hello`` with its token gives the seat back.
Each connection is rate limited and the host caps connections per address and rooms (``limits.py``). All of it is in
``docs/protocol.md``.

One host serves many rooms; the app's host (``one_table=True``) runs one, for the person at the window, and refuses a
guest's ``create`` (the window has one table, its controller) and ``start``. Players are ids: ``LOCAL`` for that person,
a token (sent in ``welcome``) for each connection. Signals for the hosting window: ``room_changed(room_id, public dict
or None)``, ``chat_received(name, text)``, ``notice(sentence)`` (someone joined, left, was refused, lost),
``table_notice(sentence)`` (the table's own line, sent as ``notice``, never chat: a guest named "Table" is shown "Table
(player)"), ``seats_changed(room_id, seats)``. Wrong join codes are counted per address (``limits.CodeGuard``); a saved
room keeps its deal's promise.

Split by job: ``peer.py`` (a connection's player), ``table_feed.py`` (a started room's table and the frames sent to
the connections at it: ``TableFeed``), ``room_saves.py`` (saving and resuming a room: ``RoomSaving``); ``LanHost``
here keeps the server, the connections, the lobby requests and the held seats.
"""

from __future__ import annotations

import secrets
import time

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QHostAddress, QTcpServer

from .. import __version__
from ..engine import RuleError
from .connection import IDLE_TIMEOUT, PING_INTERVAL, Connection
from .deal_check import commit
from .limits import (ACTION_RATE, CHAT_RATE, FLOOD, FLOODED, HELLO_DEADLINE, MAX_CONNECTIONS, MAX_PER_ADDRESS,
                     MAX_ROOMS, OK, TABLE_CONNECTIONS, TOO_FAST, CodeGuard, RateLimits)
from .messages import (CHAT_LIMIT, CLIENT_MESSAGES, PROTOCOL_VERSION, clean_name, distinct_names, echo, guest_name,
                       quote, version_refusal)
from .peer import _Peer
from .room_saves import SAVE_FORMAT, RoomSaving  # noqa: F401 (SAVE_FORMAT: imported from here by benchmarks)
from .rooms import Lobby, Room, RoomError, WrongCode
from .seat_hold import SeatHolds
from .table_feed import TableFeed, _RoomTable
from .words import Said, frame

LOCAL = "local"  # the player id of the person at the hosting window
SEED_LIMIT = 2**63  # seeds are whole numbers 0 <= seed < 2**63 (docs/engine.md)
LOBBY_REQUESTS = ("create", "join", "leave", "ready", "configure", "start", "chat", "watch", "remove")
REPLY_LIMIT = 300  # characters of a sentence that may repeat what a client sent (quote)


class LanHost(QObject, TableFeed, RoomSaving):
    room_changed = Signal(str, object)  # room id, the room's public dict (None once deleted)
    chat_received = Signal(str, str)  # name, text
    notice = Signal(object)  # a ``words.Said`` for the hosting window's status bar (and the server's log)
    table_notice = Signal(object)  # a line from the table itself (a ``Said``, sent to the clients as ``notice``)
    seats_changed = Signal(str, object)  # room id, seats (as ``seats`` frames): on a change; each second of a hold

    def __init__(self, table_factory, parent: QObject | None = None, ping_interval: int = PING_INTERVAL,
                 idle_timeout: int = IDLE_TIMEOUT, seed: int | None = None,
                 chat_rate: tuple[float, float] = CHAT_RATE, action_rate: tuple[float, float] = ACTION_RATE,
                 max_per_address: int = MAX_PER_ADDRESS, max_rooms: int = MAX_ROOMS, one_table: bool = False,
                 hello_deadline: int = HELLO_DEADLINE, max_connections: int | None = None):
        super().__init__(parent)
        # connections held at once (each further one gets an ``error`` and is closed)
        self.max_connections = max_connections or (TABLE_CONNECTIONS if one_table else MAX_CONNECTIONS)
        self._turned_away_at = float("-inf")  # when the hosting window was last told of a refused connection
        self.one_table = one_table  # the app's host: its own table only, no guest opens another
        self.hello_deadline = hello_deadline  # ms for a new connection to say hello
        self.codes = CodeGuard()  # wrong join codes per address
        self._hello_sweep = QTimer(self)
        self._hello_sweep.timeout.connect(self._sweep_hellos)
        self.table_factory = table_factory
        self.ping_interval, self.idle_timeout = ping_interval, idle_timeout
        self.seed = seed  # games' seeds (None: random); tests fix it
        self.chat_rate, self.action_rate = chat_rate, action_rate  # (count, seconds): net/limits.py
        self.max_per_address, self.lobby = max_per_address, Lobby(max_rooms)
        self.names: dict[str, str] = {}  # player id -> name
        self.server = QTcpServer(self)
        self.server.newConnection.connect(self._on_new_connection)
        self._peers: dict[Connection, _Peer] = {}
        self._by_player: dict[str, _Peer] = {}
        self.tables: dict[str, _RoomTable] = {}
        self.holds = SeatHolds(self, self._bot_takes_over, self._send_seats)
        self._closing = False

    # ----- the server ------------------------------------------------------------------------------
    def listen(self, port: int = 0, address: str = "127.0.0.1") -> int:
        """Start listening; the port in use. ``RuntimeError`` with Qt's reason when it cannot."""
        if not self.server.listen(QHostAddress(address), port):
            raise RuntimeError(Said("cannot_listen", address=address, port=port, error=self.server.errorString()))
        return self.server.serverPort()

    @property
    def port(self) -> int:
        return self.server.serverPort()

    def shut_down(self, reason: Said = Said("host_closed_table")) -> None:
        """Tell every client, close every connection, stop listening, forget the rooms; nothing of it ticks on."""
        self._closing = True  # the connections closing now are not players dropping out
        self._hello_sweep.stop()
        self.server.close()
        for connection in list(self._peers):
            connection.close(reason)
        for room_table in self.tables.values():
            room_table.detach()
        self.tables.clear()
        self.holds.clear()

    @property
    def connections(self) -> list[Connection]:
        return list(self._peers)

    @Slot()
    def _on_new_connection(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            address = socket.peerAddress().toString()
            connection = Connection(socket, CLIENT_MESSAGES, self, self.ping_interval, self.idle_timeout)
            same = sum(1 for other in self._peers if other.address == address)
            if len(self._peers) >= self.max_connections:
                self._turn_away(connection, address, Said("host_full", connections=len(self._peers)))
                continue
            if same >= self.max_per_address:
                self._turn_away(connection, address, Said("address_full", connections=same))
                continue
            connection.address = address
            peer = _Peer(connection, RateLimits(self.chat_rate, self.action_rate))
            self._peers[connection] = peer
            connection.received.connect(self._on_received)
            connection.closed.connect(self._on_closed)
            if not self._hello_sweep.isActive():
                self._hello_sweep.start(min(1000, self.hello_deadline))

    def _turn_away(self, connection: Connection, address: str, text: Said) -> None:
        """A connection over a cap: one short ``error`` saying why, then closed (no ``bye``: a client may
        try again later). The hosting window hears of it at most every 10 s (a flood is one line)."""
        connection.send(frame("error", "message", text, refused=None))
        connection.close(text, tell=False)
        now = time.monotonic()
        if now - self._turned_away_at >= 10:
            self._turned_away_at = now
            self.notice.emit(Said("turned_away", address=address, reason=text))

    @Slot()
    def _sweep_hellos(self) -> None:
        """Close the connections that have not said hello in time (one timer for all: a timer per connection
        would keep every connection of a reconnecting flood alive until it fired)."""
        late = time.monotonic() - self.hello_deadline / 1000
        waiting = [peer for peer in self._peers.values() if not peer.greeted]
        for peer in waiting:
            if peer.since <= late:
                peer.connection.close(Said("no_hello", seconds=self.hello_deadline // 1000))
        if not any(not peer.greeted for peer in self._peers.values()):
            self._hello_sweep.stop()

    # ----- messages from clients -------------------------------------------------------------------
    @Slot(object, object)
    def _on_received(self, connection: Connection, message: dict) -> None:
        peer = self._peers.get(connection)
        if peer is None:
            return
        kind = message["type"]
        if not peer.greeted:
            if kind != "hello":
                connection.close(Said("hello_first"))
                return
            self._hello(peer, message)
            return
        if kind == "chat" or kind in LOBBY_REQUESTS:  # (an action is counted only if refused: _refuse)
            verdict = peer.limits.check("chat" if kind == "chat" else "action")
            if verdict == FLOOD:
                self._flooded(peer)
                return
            if verdict != OK:
                self._error(peer, TOO_FAST, kind)
                return
        if kind == "hello":
            self._error(peer, Said("already_hello"), kind)
        elif kind == "bye":  # a deliberate goodbye leaves the table for good ("lost": the client gave up on us)
            peer.leaving = not message.get("lost")
            said = Said.from_wire(message, "reason")
            connection.close(said if str(said) else Said("left"), tell=False)
        elif kind == "action":
            self._remote_action(peer, message["action"])
        else:
            self.act(peer.player, kind, message, peer)

    def _hello(self, peer: _Peer, message: dict) -> None:
        if message["protocol"] != PROTOCOL_VERSION:
            peer.connection.close(version_refusal(PROTOCOL_VERSION, __version__, message["protocol"],
                                                  message["app"][:40]))
            return
        name = guest_name(clean_name(message["name"]))
        peer.greeted = True
        token = message.get("token")
        back = isinstance(token, str) and token != LOCAL and self._holds_seat(token)
        if back:
            old = self._by_player.get(token)
            if old is not None:  # the old connection has not noticed it is dead yet: it is a drop now
                old.connection.close(Said("connected_again"))
            peer.player = token
        peer.name = name
        self.names[peer.player] = peer.name
        self._by_player[peer.player] = peer
        peer.connection.send({"type": "welcome", "protocol": PROTOCOL_VERSION, "app": __version__,
                              "token": peer.player, "rooms": [r.summary() for r in self.lobby.rooms.values()],
                              "back": back})
        if back:
            self._come_back(peer)

    def _error(self, peer: _Peer | None, text: Said, refused: str | None) -> None:
        if peer is None:
            self.notice.emit(text)
        else:
            peer.connection.send(frame("error", "message", text, REPLY_LIMIT, refused=refused))

    # ----- lobby requests (from a client or from the hosting window) -------------------------------
    def opens_tables(self) -> bool:
        """Whether a guest may open a table here now (announced: the Join list offers it)."""
        cap = self.lobby.max_rooms
        return not self.one_table and (cap is None or len(self.lobby.rooms) < cap)

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
        address = peer.connection.address if peer is not None else None
        try:
            if address is not None and kind in ("join", "watch") and message.get("code"):
                self.check_code_pause(address)
            self._lobby_request(player, kind, message, address)
        except WrongCode as exc:
            self.codes.wrong(address or LOCAL)
            self._error(peer, exc.said, kind)
            return False
        except RoomError as exc:
            self._error(peer, exc.said, kind)
            return False
        except (ValueError, RuleError) as exc:  # a game that cannot start with these settings
            self._error(peer, Said("cannot_start", error=quote(exc, 200)), kind)
            return False
        return True

    def check_code_pause(self, address: str) -> None:
        """``RoomError`` while ``address`` must wait after too many wrong join codes (``limits.CodeGuard``)."""
        wait = self.codes.wait(address)
        if wait > 0:
            raise RoomError("code_pause", seconds=round(wait))

    def _lobby_request(self, player: str, kind: str, message: dict, address: str | None = None) -> None:
        lobby = self.lobby
        name = self.names.get(player, "?")
        if kind == "create":
            if self.one_table and player != LOCAL:
                raise RoomError("one_table")
            self._room_changed(lobby.create(player, name, clean_name(message.get("name") or "", ""),
                                            bool(message.get("invite_only")), message.get("code")))
        elif kind == "join":
            room = lobby.join(player, name, self._named_room(message, "join"), message.get("code"), address)
            self.notice.emit(Said("joined", name=name, room=room.name))
            self._room_changed(room)
        elif kind == "leave":
            if lobby.room_of(player) is None:
                raise RoomError("not_at_a_table")
            self._leave(player)
        elif kind == "ready":
            lobby.toggle_ready(player)
            self._room_changed(lobby.room_of(player))
        elif kind == "configure":
            self._room_changed(lobby.configure(player, message["game"], message["players"],
                                               message.get("options"), message.get("bot_level"),
                                               message.get("grace")))
        elif kind == "start":
            self._start(player, same_deal=message.get("same_deal") is True)
        elif kind == "chat":
            room = lobby.room_of(player)
            if room is None:
                raise RoomError("sit_to_chat")
            self._chat(room, name, message["text"])
        elif kind == "watch":
            self._watch(player, name, message)
        elif kind == "remove":
            self._remove_seat(player, message["seat"])
        else:
            raise RoomError("unknown_request", request=quote(kind))

    def _start(self, player: str, same_deal: bool = False) -> None:
        """Start the room's game — or, once a game there has ended, the next one at the same table ("play
        again", ``same_deal``: the last game's deal again): the same seats, a held seat waiting for its person
        as after a drop."""
        room = self.lobby.room_of(player)
        if self.one_table and player != LOCAL and room is not None:
            raise RoomError("only_host_starts")
        again = room is not None and room.ended
        seats = self.lobby.start(player)
        last = self.tables.pop(room.id, None)
        if last is not None:
            last.detach()  # the last game's table: no more updates from it
        try:
            table = self.table_factory(room)
            room_table = _RoomTable(self, room, table)
            self.tables[room.id] = room_table
            # a held seat keeps its person's name; a bot's has its own, which each window says in its own words
            room_table.auto = {s for s in range(room.players) if s >= len(room.members) or room.members[s].left}
            room_table.names = distinct_names([room.members[s].name if s not in room_table.auto else
                                               f"{seats[s].capitalize()} bot" for s in range(room.players)])
            for member in room.members:  # (between games, a dropped person's seat is held from the deal on)
                if member.away and not member.bot:
                    self.holds.hold(room.id, member.player, room.grace)
            # the host draws the seed itself and promises it before dealing (net/deal_check.py)
            if same_deal and last is not None and last.seed is not None:
                seed = last.seed
            else:
                seed = self.seed if self.seed is not None else secrets.randbelow(SEED_LIMIT)
            room_table.seed = seed
            room_table.salt, room_table.digest = commit(seed)
            table.start(room.game, room.players, room.options, seed, seats)
        except Exception:
            room.started, room.ended = again, again
            self.tables.pop(room.id, None)
            raise
        self._room_changed(room)

    def _remove_seat(self, player: str, seat: int) -> None:
        """The room's host frees a seat before the start (``Lobby.remove_seat``): that person's connection is
        closed with the reason, and neither they nor their address may sit at the table again."""
        room = self.lobby.room_of(player)
        removed = self.lobby.remove_seat(player, seat)
        peer = self._by_player.get(removed.player)
        text = Said("removed", host=self.names.get(player, "?"), name=removed.name)
        self.notice.emit(text)
        self._table_chat(room, text)
        self._room_changed(room)
        if peer is not None:
            room.barred.add(peer.connection.address)
            peer.connection.close(Said("removed_you", room=room.name))

    def _chat(self, room: Room, name: str, text: str) -> None:
        text = "".join(ch for ch in text if ch.isprintable())[:CHAT_LIMIT].strip()
        if not text:
            return
        for peer in self._room_peers(room):
            peer.connection.send({"type": "chat", "name": name, "text": text})
        if room.seat_of(LOCAL) is not None:
            self.chat_received.emit(name, text)

    def _leave(self, player: str, lost: Said | None = None) -> None:
        """``player`` leaves their table: they left (``lost`` None), or their connection was lost, why."""
        room = self.lobby.room_of(player)
        if room is None:
            return
        name = self.names.get(player, "?")
        self.holds.release(player)
        result = self.lobby.leave(player)
        self.notice.emit(Said("left_table", name=name) if lost is None
                         else Said("lost_connection", name=name, reason=lost))
        room_table = self.tables.get(room.id)
        why = "left" if lost is None else "lost"
        if result.bot_seat and room_table is not None and not result.deleted:
            room_table.table.seat_to_bot(result.seat, room.bot_level)
            self._table_chat(room, Said(f"{why}_bot_now", name=name, level=room.bot_level))
            self._send_seats(room.id)  # (the seat's label: "Left the table — a bot plays")
        elif room.ended and not result.deleted:
            self._table_chat(room, Said(f"{why}_bot_next", name=name, level=room.bot_level))
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
        """The connections at a room's table: its seated people, then its spectators."""
        return [self._by_player[p] for p in room.people if p in self._by_player]

    # ----- the game --------------------------------------------------------------------------------
    def _remote_action(self, peer: _Peer, action: dict) -> None:
        room = self.lobby.room_of(peer.player)
        room_table = self.tables.get(room.id) if room is not None else None
        seat = room.seat_of(peer.player) if room is not None else None
        if room_table is None or seat is None:
            self._refuse(peer, action, Said("spectators_watch")
                         if room is not None and peer.player in room.watchers else Said("no_game_yet"))
            return
        try:
            room_table.table.act_for(seat, action)
        except RuleError as exc:  # the engine's code and data go with its English sentence
            self._refuse(peer, action, Said(exc.code, str(exc), **exc.data))
        except Exception as exc:  # an action the engine did not expect: refuse it, keep serving
            self._refuse(peer, action, Said("not_understood", error=quote(repr(exc), 200)))

    def _refuse(self, peer: _Peer, action: dict, reason: Said) -> None:
        """A refused action, counted against the rate limit (an accepted one never is: the game paces those,
        and a legal move is never turned away): ``rejected`` with the reason — or, over the limit, with
        "You are sending too fast", and far over it the connection is closed."""
        verdict = peer.limits.check("action")
        if verdict == FLOOD:
            self._flooded(peer)
            return
        peer.connection.send(frame("rejected", "reason", reason if verdict == OK else TOO_FAST, REPLY_LIMIT,
                                   action=echo(action)))

    def _flooded(self, peer: _Peer) -> None:
        self.notice.emit(Said("flooder", name=peer.name))
        peer.connection.close(FLOODED)


    @Slot(object, str)
    def _on_closed(self, connection: Connection, reason: Said) -> None:
        peer = self._peers.pop(connection, None)
        if peer is None:
            return
        if connection.overflowed:
            self.notice.emit(Said("overflowed", name=peer.name, address=connection.address, reason=reason))
        if self._by_player.get(peer.player) is peer:
            self._by_player.pop(peer.player, None)
        if peer.greeted and self._by_player.get(peer.player) is None and not self._closing:
            if peer.leaving:
                self._leave(peer.player)
            else:
                self._drop(peer.player, reason)
        self._forget_name(peer.player)

    def _forget_name(self, player: str) -> None:
        """Forget a player neither connected nor at a table: a host running for days keeps no old names."""
        if player != LOCAL and player not in self._by_player and self.lobby.room_of(player) is None:
            self.names.pop(player, None)

    # ----- held seats: dropped, taken over by a bot, back -------------------------------------------
    def _holds_seat(self, player: str) -> bool:
        """True when ``player`` has a seat at a table with a game, under way or ended (the table stays for the
        next game): held, bot-played or still connected."""
        room = self.lobby.room_of(player)
        return room is not None and room.started and room.seat_of(player) is not None and room.id in self.tables

    def _drop(self, player: str, reason: Said) -> None:
        if not self._holds_seat(player):
            self._leave(player, reason)
            return
        room = self.lobby.drop(player)
        name = self.names.get(player, "?")
        if room.ended:  # between games: the seat waits for them, the next game holds it as after a drop
            self.notice.emit(Said("kept_why", name=name, reason=reason))
            self._table_chat(room, Said("kept", name=name))
            self._room_changed(room)
            return
        self.holds.hold(room.id, player, room.grace)
        seconds = int(room.grace) if float(room.grace).is_integer() else room.grace
        self.notice.emit(Said("held_why", name=name, reason=reason, seconds=seconds))
        self._table_chat(room, Said("held", name=name, seconds=seconds))
        self._send_seats(room.id)
        self._room_changed(room)

    def _bot_takes_over(self, room_id: str, player: str) -> None:
        room, room_table = self.lobby.rooms.get(room_id), self.tables.get(room_id)
        seat = room.seat_of(player) if room is not None else None
        if seat is None or room_table is None or not room.members[seat].away:
            return
        room.members[seat].bot = True
        name = self.names.get(player, room.members[seat].name)
        room_table.table.seat_to_bot(seat, room.bot_level)
        self.notice.emit(Said("bot_took_seat", name=name, level=room.bot_level))
        self._table_chat(room, Said("bot_took_seat_until", name=name, level=room.bot_level))
        self._send_seats(room_id)
        self._room_changed(room)

    def _come_back(self, peer: _Peer) -> None:
        back = self.lobby.come_back(peer.player)
        if back is None:  # still connected a moment ago (the old connection was replaced): nothing held
            return
        room, seat = back
        self.holds.release(peer.player)
        room_table = self.tables[room.id]
        if room_table.table.seats[seat] is not None:
            room_table.table.seat_to_person(seat)
        room.members[seat].name = peer.name
        if seat < len(room_table.names):
            room_table.names[seat] = peer.name
        self._send_started(room_table, only=peer)
        self.notice.emit(Said("back", name=peer.name))
        self._table_chat(room, Said("back", name=peer.name), but=peer)  # (their window: "You are back…")
        self._send_seats(room.id)
        self._room_changed(room)

    def _table_chat(self, room: Room, text: Said, but: _Peer | None = None) -> None:
        """A line from the table itself to everyone there (``but`` the one it is about, when given): a
        ``notice``, never a ``chat`` line (no player's name can pass for it)."""
        for peer in self._room_peers(room):
            if peer is not but:
                peer.connection.send(frame("notice", "text", text, REPLY_LIMIT))
        if room.seat_of(LOCAL) is not None:
            self.table_notice.emit(text)

    def _named_room(self, message: dict, verb: str) -> str:
        """The room a ``join`` or ``watch`` names, or the host's only one (``RoomError`` when it has none or
        several)."""
        room_id = message.get("room")
        if room_id is not None:
            return room_id
        if len(self.lobby.rooms) != 1:
            raise RoomError(f"say_which_{verb}" if self.lobby.rooms else "no_table_open")
        return next(iter(self.lobby.rooms))

    # ----- spectators ------------------------------------------------------------------------------
    def _watch(self, player: str, name: str, message: dict) -> None:
        room = self.lobby.watch(player, name, self._named_room(message, "watch"), message.get("code"))
        self.notice.emit(Said("watching", name=name, room=room.name))
        self._room_changed(room)
        peer = self._by_player.get(player)
        room_table = self.tables.get(room.id)
        if peer is not None and room_table is not None and room_table.table.game is not None:
            self._send_started(room_table, only=peer)

    def _forget_room(self, room: Room) -> None:
        room_table = self.tables.pop(room.id, None)
        if room_table is not None:
            room_table.detach()
        self.lobby.remove(room.id)
        for member in room.members:
            self._forget_name(member.player)
