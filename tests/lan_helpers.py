"""Test helpers for LAN play: a host whose tables are controllers at speed "off", clients whose seats are
played by bots choosing from their own view (through the controller's remote face), and a tap that records
every frame the host sends with what that seat could not see at that moment."""

from __future__ import annotations

import json

from PySide6.QtCore import QObject, Slot
from PySide6.QtNetwork import QTcpSocket

from cardgame_gui.bots import make_bot
from cardgame_gui.net.client import LanClient
from cardgame_gui.net.filtering import card_codes
from cardgame_gui.net.framing import Decoder
from cardgame_gui.net.host import LanHost
from cardgame_gui.session.controller import GameController


def speed_off_table(room):
    table = GameController()
    table.set_speed("off")
    return table


class FrameTap:
    """Wraps the host's sends: each started/update frame is kept with the seat's hidden cards just before
    and just after (``game.hidden_cards(seat)`` at the moment it is sent)."""

    def __init__(self, host: LanHost):
        self.host = host
        self.sent: dict[str, list] = {}  # player token -> [(frame, hidden_before, hidden_after)]
        self._last: dict[str, set] = {}

    def watch(self, peer_token: str, connection, game_of) -> None:
        original = connection.send

        def send(message, token=peer_token):
            if message.get("type") in ("started", "update"):
                game = game_of()
                seat = message["seat"] if message["type"] == "started" else message["view"].get("seat")
                after = set(game.hidden_cards(seat))
                before = after if message["type"] == "started" else self._last.get(token, after)
                self._last[token] = after
                self.sent.setdefault(token, []).append((json.loads(json.dumps(message)), before, after))
            return original(message)

        connection.send = send

    def leaks(self) -> list[str]:
        """Every frame naming a card its seat could see neither just before nor just after it, and that the
        action itself did not put on the table; views and legal lists may not name any hidden card (but for the
        partner call's list of every card the caller does not hold, and a joker's stand-in in a meld)."""
        found = []
        for token, frames in self.sent.items():
            for frame, before, after in frames:
                # a partner call may name any card but the caller's own, and a joker in a meld stands in
                # "as" a rank and suit: those codes say nothing about where a card is
                legal = [_without_stand_ins(a) for a in frame.get("legal") or [] if a.get("type") != "call_partner"]
                in_view = card_codes([frame.get("view"), legal]) & after
                in_events = card_codes([frame.get("events"), frame.get("action")]) & before & after \
                    - card_codes(frame.get("action"))
                if in_view or in_events:
                    found.append(f"{token}: {sorted(in_view | in_events)} in {frame['type']} "
                                 f"{str(frame.get('events'))[:200]}")
        return found


def _without_stand_ins(value):
    if isinstance(value, dict):
        return {k: _without_stand_ins(v) for k, v in value.items() if k != "as"}
    if isinstance(value, list):
        return [_without_stand_ins(v) for v in value]
    return value


class BotClient(QObject):
    """A client whose seat a bot plays, choosing from the view and legal actions the host sent."""

    def __init__(self, name: str, level: str = "random", seed: int = 0):
        super().__init__()
        self.client = LanClient(self, ping_interval=60000, idle_timeout=120000)
        self.controller = GameController(self)
        self.controller.set_speed("off")
        self.client.started.connect(self.controller.follow)
        self.controller.game_started.connect(self.on_turn)
        self.controller.action_applied.connect(self.on_applied)
        self.controller.action_rejected.connect(self.on_rejected)
        self.name, self.level, self.seed = name, level, seed
        self.bot = None
        self.rejections: list[str] = []
        self.errors: list[str] = []
        self.client.refused.connect(self.errors.append)
        self.received: list[dict] = []
        self.finished = False

    def tap_received(self) -> None:
        """Keep every started/update message this client receives."""
        connection = self.client.connection
        connection.received.connect(self.on_received)

    @Slot(object, object)
    def on_received(self, connection, message) -> None:
        if message["type"] in ("started", "update"):
            self.received.append(message)

    @Slot()
    def on_turn(self) -> None:
        game = self.controller.game
        if self.bot is None:
            self.bot = make_bot(self.level, game.info.id, seed=self.seed)
        view = self.controller.view()
        if view.get("over"):
            self.finished = True
            return
        legal = self.controller.legal()
        if legal and (view.get("to_act") or [None])[0] == self.controller.me:
            self.controller.request(self.bot.choose(view, legal))

    @Slot(int, object, object)
    def on_applied(self, seat, action, events) -> None:
        self.on_turn()

    @Slot(str)
    def on_rejected(self, reason) -> None:
        self.rejections.append(reason)


class RawPeer:
    """A socket that sends whatever bytes a test likes and keeps what comes back."""

    def __init__(self, qtbot, host):
        self.socket = QTcpSocket()
        self.decoder = Decoder()
        self.messages = []
        self.socket.readyRead.connect(self.on_read)
        with qtbot.waitSignal(self.socket.connected, timeout=15000):
            self.socket.connectToHost("127.0.0.1", host.port)

    def on_read(self):
        try:
            self.messages += self.decoder.feed(bytes(self.socket.readAll().data()))
        except ValueError:
            pass

    def send(self, data: bytes):
        self.socket.write(data)
        self.socket.flush()

    def kinds(self):
        return [m["type"] for m in self.messages]

    def closed(self):
        return self.socket.state() == QTcpSocket.SocketState.UnconnectedState
