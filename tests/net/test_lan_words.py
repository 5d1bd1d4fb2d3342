"""Protocol 3: what a person reads travels as a code with its arguments (net/words.py), never as an English
sentence alone; an app of another protocol is told whose app to update."""

from __future__ import annotations

import ast
import json
import re
import string
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtNetwork import QHostAddress, QTcpServer

from cardgame_gui import __version__
from cardgame_gui.net.client import LanClient
from cardgame_gui.net.connection import Connection
from cardgame_gui.net.framing import Decoder, encode
from cardgame_gui.net.host import LanHost
from cardgame_gui.net.messages import PROTOCOL_VERSION, hello
from cardgame_gui.net.words import SENTENCES, Said

from lan_helpers import BotClient, RawPeer, speed_off_table

WAIT = 15000
PACKAGE = Path(__file__).resolve().parents[2] / "cardgame_gui"
WORDED = {"error": "message", "rejected": "reason", "notice": "text", "bye": "reason"}


# ----- the catalogue -----------------------------------------------------------------------------------
def test_every_code_the_package_says_is_in_the_catalogue():
    """Every ``Said("code", …)`` and ``RoomError("code", …)`` in the package names a sentence of SENTENCES
    with the arguments its placeholders ask for."""
    used = {}
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("Said", "RoomError", "WrongCode") \
                    and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                if len(node.args) == 1 and not any(k.arg is None for k in node.keywords):
                    used[node.args[0].value] = {k.arg for k in node.keywords}
    assert len(used) > 60
    for code, given in used.items():
        assert code in SENTENCES, code
        asked = {field for _, field, _, _ in string.Formatter().parse(SENTENCES[code]) if field}
        assert asked == given, (code, asked, given)


def test_said_is_the_english_sentence_and_travels_as_code_and_data():
    said = Said("held_why", name="Bob", seconds=30, reason=Said("idle", seconds=20))
    assert said == "Bob lost connection (Nothing heard for 20 seconds: the connection was lost): their seat is " \
                   "held for 30 seconds"
    wire = json.loads(json.dumps(said.wire()))
    again = Said.from_data(wire)
    assert again == said and again.code == "held_why" and again.data["reason"].code == "idle"
    assert Said("held", name="Ann", seconds=1) == "Ann lost connection: their seat is held for 1 second"


@pytest.mark.parametrize("wire", [
    {"code": "no_such_code", "data": {}},
    {"code": "held", "data": {"name": "Bob"}},  # an argument missing
    {"code": 7, "data": {}},
    {"code": "held", "data": "Bob"},
])
def test_words_a_peer_sends_that_this_app_cannot_say_show_the_english_it_sent(wire):
    said = Said.from_data(wire, "Bob lost connection")
    assert said == "Bob lost connection" and said.code == "socket_error"


def test_words_nested_too_deep_are_not_followed():
    deep = {"code": "back", "data": {"name": "Bob"}}
    for _ in range(500):
        deep = {"code": "could_not_connect", "data": {"error": deep}}
    said = Said.from_data(deep, "fallback")  # (the words nested past the bound are left out)
    assert said == "Could not connect: " * 5


def test_a_peers_long_argument_is_cut():
    said = Said.from_data({"code": "back", "data": {"name": "x" * 10_000}})
    assert len(said) < 400


# ----- the frames of a LAN game --------------------------------------------------------------------------
@pytest.fixture
def sent(monkeypatch):
    """Every frame a host's connection sends (the host's side: peer_label "peer")."""
    frames = []
    original = Connection.send

    def send(self, message):
        if self.peer_label == "peer":
            frames.append(json.loads(json.dumps(message)))
        return original(self, message)

    def close(self, *args, **kwargs):  # the bye goes straight to the socket
        if self.peer_label == "peer" and shiboken6.isValid(self.socket):
            write, decoder = self.socket.write, Decoder()

            def tapped(data):
                frames.extend(decoder.feed(bytes(data)))
                return write(data)

            self.socket.write = tapped
        return original_close(self, *args, **kwargs)

    original_close = Connection.close
    monkeypatch.setattr(Connection, "send", send)
    monkeypatch.setattr(Connection, "close", close)
    return frames


def connect(qtbot, host, name, seed=0):
    bc = BotClient(name, "random", seed)
    with qtbot.waitSignal(bc.client.welcomed, timeout=WAIT):
        bc.client.connect_to("127.0.0.1", host.port, name)
    return bc


def _sentences(value, path=""):
    """(path, text) of every text of three words or more in a frame (where English sentences would hide)."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _sentences(item, f"{path}.{key}")
    elif isinstance(value, list):
        for item in value:
            yield from _sentences(item, f"{path}[]")
    elif isinstance(value, str) and len([w for w in value.split() if re.search(r"[A-Za-z]{2,}", w)]) >= 3:
        yield path, value


def test_a_lan_games_frames_carry_codes_where_a_person_reads_words(qtbot, sent):
    host = LanHost(speed_off_table, seed=5)
    host.listen(0)
    try:
        ann, bob, carl = connect(qtbot, host, "Ann", 1), connect(qtbot, host, "Bob", 2), connect(qtbot, host, "Carl", 3)
        ann.client.create("Party")
        qtbot.waitUntil(lambda: ann.client.room is not None, timeout=WAIT)
        room_id = ann.client.room["id"]
        bob.client.join("nowhere")  # refused: error
        qtbot.waitUntil(lambda: bool(bob.errors), timeout=WAIT)
        for bc in (bob, carl):
            bc.client.join(room_id)
        qtbot.waitUntil(lambda: len(ann.client.room["seats"]) == 3, timeout=WAIT)
        bob.client.start()  # refused: only the host
        bob.client.send({"type": "action", "action": {"type": "bid", "tricks": 1}})  # no game yet: rejected
        bob.client.send({"type": "dance"})  # not a message of the protocol
        qtbot.waitUntil(lambda: len(bob.errors) >= 3, timeout=WAIT)
        ann.client.configure("german_bridge", 4, {"rounds": 1}, "random", grace=0.3)
        qtbot.waitUntil(lambda: ann.client.room["players"] == 4, timeout=WAIT)
        for bc in (ann, bob, carl):
            bc.client.toggle_ready()
        qtbot.waitUntil(lambda: all(s["ready"] for s in ann.client.room["seats"]), timeout=WAIT)
        bob.controller.game_started.disconnect(bob.on_turn)  # Bob plays by hand: he tries a wrong bid first
        bob.controller.action_applied.disconnect(bob.on_applied)
        carl.controller.game_started.disconnect(carl.on_turn)  # Carl never plays: the game waits for him until
        carl.controller.action_applied.disconnect(carl.on_applied)  # he leaves (it cannot end before)
        ann.client.start()
        qtbot.waitUntil(lambda: bob.controller.game is not None, timeout=WAIT)
        table = host.tables[room_id].table
        qtbot.waitUntil(lambda: table.game.to_act()[:1] == [1], timeout=WAIT)
        with qtbot.waitSignal(bob.controller.action_rejected, timeout=WAIT):
            bob.controller.request({"type": "bid", "tricks": 99})  # the engine refuses: rejected with its code
        bob.client.rejoin_delays = ()
        token = bob.client.token
        bob.client.connection.socket.abort()  # a drop: held, then a bot, then back
        qtbot.waitUntil(lambda: table.seats[1] == "random", timeout=WAIT)
        carl.client.leave()  # a bot takes Carl's seat for good
        qtbot.waitUntil(lambda: table.seats[2] == "random", timeout=WAIT)
        bob.client.token = token
        with qtbot.waitSignal(bob.controller.game_started, timeout=WAIT):
            bob.client.rejoin()
        bob.controller.game_started.connect(bob.on_turn)
        bob.controller.action_applied.connect(bob.on_applied)
        bob.on_turn()
        qtbot.waitUntil(lambda: table.game.over, timeout=30000)
        qtbot.waitUntil(lambda: any(f["type"] == "reveal" for f in sent), timeout=WAIT)
    finally:
        for room_table in host.tables.values():
            room_table.table.stop()
            room_table.table.wait_for_bots()
        host.shut_down()  # bye to everyone
    kinds = {frame["type"] for frame in sent}
    assert {"welcome", "room", "error", "rejected", "notice", "bye", "started", "log", "update", "seats",
            "reveal"} <= kinds, kinds
    engine_codes = set()
    for frame in sent:
        field = WORDED.get(frame["type"])
        if field is not None:
            assert isinstance(frame.get("code"), str) and isinstance(frame.get("data"), dict), frame
            if frame["code"] in SENTENCES:  # the host's own words: the English is what the code says
                assert Said.from_wire(frame, field) == frame[field], frame
            else:
                assert frame["type"] == "rejected", frame  # the engine's: its RuleError's code and data
                engine_codes.add(frame["code"])
        for path, text in _sentences(frame):
            # (a technical detail, ``error``, stays as the software said it: the sentence around it is a code)
            assert path in (f".{field}", ".name", ".text") or path.endswith((".names[]", ".seats[].name",
                                                                             "data.error")), (frame["type"], path, text)
        assert "game_name" not in json.dumps(frame), frame  # the game's id is enough: each window names it
        for seat in frame.get("seats") or []:
            if isinstance(seat, dict) and seat["name"].endswith(("bot", "bot 2", "bot 3", "bot 4")):
                assert seat["auto"], seat  # a bot's made-up name: each window says it in its own words
        view = frame.get("view") or {}
        for note in view.get("seat_notes") or []:
            assert note is None or note["code"] in ("seat_waiting", "seat_bot_plays", "seat_left_bot"), note
    notices = {frame["code"] for frame in sent if frame["type"] == "notice"}
    assert {"held", "bot_took_seat_until", "left_bot_now", "back"} <= notices
    assert engine_codes, "the engine's refusal travelled with its code"
    assert any(frame.get("view", {}).get("seat_notes") for frame in sent if frame["type"] == "seats")


# ----- versions -------------------------------------------------------------------------------------------
def test_an_old_guests_hello_is_told_to_update_its_app(qtbot):
    host = LanHost(speed_off_table)
    host.listen(0)
    try:
        raw = RawPeer(qtbot, host)
        raw.send(encode(hello("Old", protocol=2, app="0.1.0")))
        qtbot.waitUntil(lambda: "bye" in raw.kinds(), timeout=WAIT)
        bye = next(m for m in raw.messages if m["type"] == "bye")
        # an app of protocol 2 shows only the sentence: it names both versions and says what to do
        assert bye["reason"].startswith(f"This table speaks protocol {PROTOCOL_VERSION} (cardgame_gui {__version__})")
        assert "your app speaks protocol 2 (cardgame_gui 0.1.0). Update your app to the host's version" in bye["reason"]
        assert bye["code"] == "update_your_app"
    finally:
        host.shut_down()


def test_a_new_guest_meeting_an_old_host_says_the_host_must_update(qtbot):
    """A host of protocol 2 answers our hello with its English refusal and no code: the guest says, in its own
    words, that the host's app is the older one."""
    old = QTcpServer()
    assert old.listen(QHostAddress("127.0.0.1"), 0)
    refusal = (f"This table speaks protocol 2 (cardgame_gui 0.1.0); your app speaks protocol {PROTOCOL_VERSION} "
               f"(cardgame_gui {__version__}). Install the same version as the host to join.")

    def answer():
        socket = old.nextPendingConnection()
        socket.write(encode({"type": "bye", "reason": refusal}))
        socket.flush()

    old.newConnection.connect(answer)
    client = LanClient(ping_interval=60000, idle_timeout=120000)
    with qtbot.waitSignal(client.closed, timeout=WAIT) as closed:
        client.connect_to("127.0.0.1", old.serverPort(), "New")
    said = closed.args[0]
    assert said.code == "update_host_app" and said.data["theirs"] == 2
    assert "The host's app is older: ask the host to update it" in said
    old.close()
