"""The LAN client (QtCore/QtNetwork only): one connection to a host, the lobby requests, and the remote game.

    client = LanClient(parent=window)
    client.welcomed.connect(...)           # (dict) the host's welcome: its version, the rooms open
    client.room_changed.connect(...)       # (room dict or None, your seat or None)
    client.started.connect(controller.follow)   # (RemoteGame) a game began at your table
    client.refused.connect(...)            # (str) a lobby request the host refused, in a sentence
    client.closed.connect(...)             # (str) the connection ended, and why
    client.reconnecting.connect(...)       # (str) lost mid-game: "Connection lost — trying to rejoin…"
    client.deal_checked.connect(...)       # (bool, str) at game over: the host's deal checked (deal_check.py)
    client.connect_to("127.0.0.1", 47100, "Bob")   # hello goes out once connected
    client.join(code="4711KX"); client.toggle_ready(); client.chat("hi")
    client.watch(room="1")                 # a spectator: ``started`` with seat None, no legal actions
    client.rejoin()                        # by hand: connect again with our token, get our seat back

Rejoining: ``hello`` carries the token of the last ``welcome`` (``client.token``; the window keeps it per
host address and port). When the connection drops during a game without the host saying ``bye``, the
client tries again ``REJOIN_DELAYS`` (ms, a few attempts with back-off) before giving up with ``closed``;
a host that still holds our seat answers with ``welcome`` (``back``: true) and ``started`` at once.

``RemoteGame`` answers the part of the engine API the window reads (``view``, ``legal_actions``, ``to_act``,
``over``, ``scores``, ``winners``, ``info``, ``options``, ``players``) from the last ``started``/``update`` the
host sent for our seat, and sends ``request(action)`` to the host. The host's engine decides; its answer
comes back as ``updated`` (then the view is already the new one) or ``rejected`` with the engine's reason.
It keeps the host's promise (``commitment`` in ``started``), every action, event list and view it was sent;
at game over the host's ``reveal`` (seed, salt) is checked against them (``check_deal``) and ``LanClient``
emits ``deal_checked(ok, sentence)``.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QTcpSocket

import re

from .. import __version__
from ..engine import GAMES
from ..engine.base import seat_name
from ..i18n import translate
from ..session.messages import refusal_text
from .connection import IDLE_TIMEOUT, PING_INTERVAL, Connection
from .deal_check import fingerprint, verify
from .messages import HOST_MESSAGES, PROTOCOL_VERSION, distinct_names, hello, seat_flags
from .wording import bot_name, say
from .words import SENTENCES, Said

REJOIN_DELAYS = (500, 1000, 2000, 4000, 8000)  # ms before each automatic attempt to rejoin
# how a host of protocol 2 refused our hello (it sends no code): its versions, to say whose app to update
OLD_REFUSAL = re.compile(r"^This table speaks protocol (\d+) \(cardgame_gui ([^)]{1,40})\)")
MAX_LOG_EVENTS = 100_000  # events of a game log a host may send before a rejoin or a watch


class RemoteGame(QObject):
    """Our seat of a game the host runs (see the module docstring)."""

    remote = True  # the controller sends requests to ``request`` instead of applying them
    seed = None  # the deal is the host's secret
    updated = Signal(int, object, object)  # seat, action, events: the view and legal list are new already
    rejected = Signal(str)  # the host refused our action: its reason, in our player's words
    seats_changed = Signal()  # who plays a seat changed (dropped, a bot took over, back): view is new

    def __init__(self, client: "LanClient", started: dict):
        super().__init__(client)
        self.client = client
        self.info = GAMES[started["game"]]
        self.players = started["players"]
        self.options = started["options"]
        self.seat = started["seat"]
        self._set_seats(started["seats"])
        self._view = self._local(started["view"])
        self._legal = started["legal"]
        self.log: list[list] = []  # [seat, action] of every action seen since the start, as the host told it
        self.events_seen: list[dict] = []  # every event the host sent our seat, in order (the game log)
        self.live = True
        # the deal's promise and what we were shown, to check the deal once the host reveals its seed
        self.commitment: str | None = started.get("commitment")
        self.moves_before: int = max(0, started.get("moves") or 0)  # moves made before our first view
        self.earlier: list = []  # those moves, as the host listed them before ``started`` (a rejoin, a watch)
        self.views: list[tuple] = [fingerprint(started["view"])]  # at the start, then after each action
        self.event_lists: list[list] = []  # the events of each action, as sent
        self.shown: list[str] = [json.dumps(started["view"])]  # each view, as JSON text (the hand history's)
        self.deal_verdict: tuple[bool, str] | None = None

    def _set_seats(self, seats: list) -> None:
        seats = [s if isinstance(s, dict) else {} for s in seats][:self.players]
        seats += [{}] * (self.players - len(seats))
        # a bot's name the host made up ("auto") is said in our player's words ("Gelegenheitsspieler-Bot")
        self.seat_names = distinct_names([bot_name(str(s.get("level"))) if s.get("auto") and s.get("bot")
                                          else str(s.get("name", "")) for s in seats])
        # per seat: None for a person, else the level of the host's bot there (for the seat labels)
        self.seat_kinds = [str(s.get("level") or "bot") if s.get("bot") else None for s in seats]
        self.seat_states = seats  # as the host sent them: name, bot, level, away, waiting (seconds)

    # ----- the engine API, read-only, for our seat ---------------------------------------------------
    def view(self, seat: int | None = None) -> dict:
        return self._view

    def legal_actions(self, seat: int | None = None) -> list[dict]:
        return list(self._legal) if self.live and seat == self.seat else []

    def to_act(self) -> list[int]:
        return list(self._view.get("to_act") or [])

    @property
    def over(self) -> bool:
        return bool(self._view.get("over")) or self._view.get("phase") == "over"

    def scores(self) -> list[int]:
        return list(self._view.get("scores") or [])

    def winners(self) -> list[int]:
        return list(self._view.get("winners") or [])

    def name(self, seat: int) -> str:
        return self.seat_names[seat] if 0 <= seat < len(self.seat_names) else f"seat {seat}"

    def to_json(self) -> str:
        raise ValueError("The host keeps this game: ask them to save it")

    def _local(self, view: dict) -> dict:
        """The host's view as our window shows it: the seats' names and a held seat's note (``seat_notes``:
        codes) in our player's words."""
        notes = view.get("seat_notes")
        if not ("names" in view or isinstance(notes, list)):
            return view
        view = dict(view)
        if isinstance(view.get("names"), list) and len(view["names"]) == len(self.seat_names):
            view["names"] = list(self.seat_names)
        if isinstance(notes, list):
            view["seat_notes"] = [say(Said.from_data(note)) if isinstance(note, dict) else note for note in notes]
        return view

    def refusal(self, message: dict) -> str:
        """A ``rejected`` frame in our player's words: the engine's code through ``refusal_text`` (the person's
        own seat as "you", the others by the names the table shows), the host's own (``words.SENTENCES``)
        through ``wording.say``; the English ``reason`` for a code this app does not know."""
        code, data, reason = message.get("code"), message.get("data"), message["reason"]
        if not isinstance(code, str):
            return reason
        if code in SENTENCES:
            return say(Said.from_data(message, reason))
        names = list(self.seat_names)
        given = {seat_name(s, self.players): names[s] for s in range(min(len(names), self.players))}
        return refusal_text(code, data if isinstance(data, dict) else {}, reason, names,
                            self.seat if self.seat is not None else -1, given)

    # ----- talking to the host -------------------------------------------------------------------------
    def request(self, action: dict) -> bool:
        """Send our intended action; the answer comes as ``updated`` or ``rejected``. False when the
        connection is gone (``rejected`` says so)."""
        if not self.live or not self.client.send({"type": "action", "action": action}):
            self.rejected.emit(translate("LanClient", "You are not connected to the host any more"))
            return False
        return True

    def apply_update(self, message: dict) -> None:
        self._view, self._legal = self._local(message["view"]), message["legal"]
        self.log.append([message["seat"], message["action"]])
        self.events_seen += message["events"]
        self.views.append(fingerprint(message["view"]))
        self.event_lists.append(message["events"])
        self.shown.append(json.dumps(message["view"]))
        self.updated.emit(message["seat"], message["action"], message["events"])

    def apply_seats(self, message: dict) -> None:
        changed = seat_flags(self.seat_states) != seat_flags(message["seats"])
        self._set_seats(message["seats"])
        self._view = self._local(message["view"])
        if "legal" in message and message["legal"] is not None:
            self._legal = message["legal"]
        if changed:
            self.seats_changed.emit()

    def check_deal(self, seed: int, salt: str) -> tuple[bool, str]:
        """The host revealed its seed: does it keep the promise, and does it give everything we were shown?"""
        self.deal_verdict = verify(self.commitment, seed, salt, self.info.id, self.players, self.options, self.log,
                                   seat=self.seat, views=self.views, events=self.event_lists,
                                   scores=self.scores(), first=self.moves_before, earlier=self.earlier)
        return self.deal_verdict


class LanClient(QObject):
    welcomed = Signal(object)
    room_changed = Signal(object, object)  # room dict or None, your seat or None
    started = Signal(object)  # RemoteGame
    # words (``words.Said``: the English as a str, with the code each window says in its own language)
    refused = Signal(object)
    chat_received = Signal(str, str)  # name, text
    notice_received = Signal(object)  # a line from the table itself (someone dropped, a bot took a seat, back)
    closed = Signal(object)
    reconnecting = Signal(object)  # lost during a game: words saying we are trying to rejoin
    seats = Signal(object)  # the host's list of who plays each seat (names, bots, away, waiting)
    deal_checked = Signal(bool, object)  # the host's deal kept its promise (or not): words (``words.Said``)

    def __init__(self, parent: QObject | None = None, ping_interval: int = PING_INTERVAL,
                 idle_timeout: int = IDLE_TIMEOUT, game_class: type | None = None):
        super().__init__(parent)
        self.game_class = game_class or RemoteGame  # a window may use a subclass (its own save error)
        self.ping_interval, self.idle_timeout = ping_interval, idle_timeout
        self.connection: Connection | None = None
        self.name = ""
        self.token: str | None = None  # from ``welcome``; a reconnect sends it back in ``hello``
        self.room: dict | None = None
        self.seat: int | None = None
        self.game: RemoteGame | None = None
        self.host_app: str | None = None
        self._socket: QTcpSocket | None = None
        self._ended = False
        self.address, self.port = "", 0
        self.back = False  # the last welcome gave us our held seat back
        self._log: list[dict] = []  # ``log`` events received for the coming ``started``
        self._moves: list = []  # ``log`` moves received for it (what the deal check replays up to our first view)
        self.rejoin_delays = REJOIN_DELAYS
        self._attempt = 0  # automatic rejoin attempts made since the drop (0: not rejoining)
        self._bye = False  # the host said bye (or we closed): no automatic rejoin
        self._rejoin_timer = QTimer(self)
        self._rejoin_timer.setSingleShot(True)
        self._rejoin_timer.timeout.connect(self.rejoin)

    def connect_to(self, address: str, port: int, name: str) -> None:
        """Connect and say hello; ``welcomed`` or ``closed`` (with the reason) follows."""
        self.name = name
        self.address, self.port = address, port
        self._ended = False
        self._bye = False
        socket = QTcpSocket(self)
        self._socket = socket
        socket.connected.connect(self._on_connected)
        socket.errorOccurred.connect(self._on_connect_error)
        socket.connectToHost(address, port)

    @property
    def is_connected(self) -> bool:
        return self.connection is not None and self.connection.open

    @Slot()
    def _on_connected(self) -> None:
        socket, self._socket = self._socket, None  # the connection owns it from now on
        socket.connected.disconnect(self._on_connected)
        socket.errorOccurred.disconnect(self._on_connect_error)
        self.connection = Connection(socket, HOST_MESSAGES, self, self.ping_interval, self.idle_timeout,
                                     peer_label="host")
        self.connection.received.connect(self._on_received)
        self.connection.closed.connect(self._on_closed)
        self.connection.send(hello(self.name, self.token))

    @Slot(object)
    def _on_connect_error(self, error) -> None:
        text = self._socket.errorString()
        self._drop_socket()
        if self._attempt:
            self._retry(Said("could_not_connect", error=text))
            return
        self._end(Said("could_not_connect", error=text))

    def send(self, message: dict) -> bool:
        return self.connection is not None and self.connection.send(message)

    def close(self, reason: Said = Said("you_left"), hold_seat: bool = False) -> None:
        """End the connection with ``bye``: we leave the table for good — or, ``hold_seat`` (the app is
        quitting), the bye says ``lost`` and the host holds our seat as for a drop, for our token."""
        self._bye = True
        if self.connection is not None:
            self.connection.close(reason, lost=hold_seat)  # ``closed`` follows through _on_closed
        elif self._attempt or self._rejoin_timer.isActive():
            self._rejoin_timer.stop()
            self._attempt = 0
            self._drop_socket()
            self._end(reason)

    @Slot()
    def rejoin(self) -> None:
        """Connect again to the same host with our token (Game ▸ Rejoin, or the automatic retries)."""
        if self.is_connected or not self.address:
            return
        self._rejoin_timer.stop()
        self._drop_socket()
        self._attempt = max(1, self._attempt)
        self.connect_to(self.address, self.port, self.name)

    def _drop_socket(self) -> None:
        """Give up the socket still connecting, if any (quietly: no error or connected signal follows)."""
        if self._socket is not None:
            self._socket.blockSignals(True)
            self._socket.abort()
            self._socket.deleteLater()
            self._socket = None

    def _retry(self, reason: Said) -> None:
        """A rejoin attempt failed, or the connection dropped mid-game: try again later, or give up."""
        if self._attempt >= len(self.rejoin_delays):
            self._attempt = 0
            self._end(Said("gave_up", reason=reason, attempts=len(self.rejoin_delays)))
            return
        delay = self.rejoin_delays[self._attempt]
        self._attempt += 1
        if self.game is not None:
            self.game.live = False
        self.reconnecting.emit(Said("rejoining", attempt=self._attempt, most=len(self.rejoin_delays), reason=reason))
        self._rejoin_timer.start(delay)

    def watch(self, room: str | None = None, code: str | None = None) -> None:
        """Watch a table as a spectator (``room`` may be left out when the host has one)."""
        self.send({"type": "watch", "room": room, "code": code})

    # ----- lobby requests (answers: ``room_changed`` or ``refused``) -----------------------------------
    def create(self, table_name: str = "", invite_only: bool = False, code: str | None = None) -> None:
        self.send({"type": "create", "name": table_name, "invite_only": invite_only, "code": code})

    def join(self, room: str | None = None, code: str | None = None) -> None:
        self.send({"type": "join", "room": room, "code": code})

    def leave(self) -> None:
        self.send({"type": "leave"})

    def toggle_ready(self) -> None:
        self.send({"type": "ready"})

    def configure(self, game: str, players: int, options: dict | None = None,
                  bot_level: str | None = None, grace: float | None = None) -> None:
        message = {"type": "configure", "game": game, "players": players, "options": options or {}}
        if bot_level is not None:
            message["bot_level"] = bot_level
        if grace is not None:
            message["grace"] = grace
        self.send(message)

    def start(self) -> None:
        self.send({"type": "start"})

    def chat(self, text: str) -> None:
        self.send({"type": "chat", "text": text})

    # ----- messages from the host ----------------------------------------------------------------------
    @Slot(object, object)
    def _on_received(self, connection: Connection, message: dict) -> None:
        kind = message["type"]
        if kind == "welcome":
            self.token, self.host_app = message["token"], message["app"]
            self.back = bool(message.get("back"))
            self._attempt = 0
            self.welcomed.emit(message)
        elif kind == "room":
            self.room, self.seat = message["room"], message.get("you")
            self.room_changed.emit(self.room, self.seat)
        elif kind == "log":  # the game's events so far, before the ``started`` of a rejoin or a watch
            if len(self._log) < MAX_LOG_EVENTS:
                self._log += [e for e in message["events"] if isinstance(e, dict)]
            if len(self._moves) < MAX_LOG_EVENTS:
                self._moves += message.get("moves", [])[:MAX_LOG_EVENTS - len(self._moves)]
        elif kind == "started":
            if message["game"] not in GAMES:
                self.close(Said("unknown_game_played", text=message["game"][:40]))
                return
            if self.game is not None:
                self.game.live = False
            self.game = self.game_class(self, message)
            self.game.events_seen, self._log = self._log[:MAX_LOG_EVENTS], []
            self.game.earlier, self._moves = self._moves, []
            self.started.emit(self.game)
        elif kind == "update":
            if self.game is not None:
                self.game.apply_update(message)
        elif kind == "rejected":
            if self.game is not None:
                self.game.rejected.emit(self.game.refusal(message))
            else:
                self.refused.emit(Said.from_wire(message, "reason"))
        elif kind == "error":
            self.refused.emit(Said.from_wire(message, "message"))
        elif kind == "chat":
            self.chat_received.emit(message["name"], message["text"])
        elif kind == "notice":
            self.notice_received.emit(Said.from_wire(message, "text"))
        elif kind == "seats":
            if self.game is not None:
                self.game.apply_seats(message)
            self.seats.emit(message["seats"])
        elif kind == "reveal":
            if self.game is not None and self.game.commitment is not None and self.game.deal_verdict is None:
                self.deal_checked.emit(*self.game.check_deal(message["seed"], message["salt"]))
        elif kind == "bye":
            self._bye = not message.get("lost")  # the host gave up on a silent line: we may rejoin
            connection.close(self._bye_words(message), tell=False)

    def _bye_words(self, message: dict) -> Said:
        """Why the host said bye. A host of protocol 2 sends only English, and refuses our hello with its
        versions named: we say, in our player's words, that the host's app needs updating."""
        old = OLD_REFUSAL.match(message["reason"]) if "code" not in message else None
        if old is not None and int(old.group(1)) < PROTOCOL_VERSION:
            return Said("update_host_app", theirs=int(old.group(1)), their_app=old.group(2), ours=PROTOCOL_VERSION,
                        our_app=__version__)
        return Said.from_wire(message, "reason")

    @Slot(object, str)
    def _on_closed(self, connection: Connection, reason: Said) -> None:
        if connection is self.connection:
            self.connection = None
            if not self._bye and self.game is not None and not self.game.over and self.rejoin_delays:
                self._retry(reason)  # lost mid-game: our seat is held for us a while
                return
            self._end(reason)

    def _end(self, reason: Said) -> None:
        if self._ended:
            return
        self._ended = True
        if self.game is not None:
            self.game.live = False
        self.room = self.seat = None
        self.closed.emit(reason)
