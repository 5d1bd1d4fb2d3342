"""What a stranger can send a LAN host, over real sockets on 127.0.0.1: every message kind at the frame cap
gets a short answer (never an echo of the whole text, never a traceback), NaN and Infinity are not JSON, a
frame begun must be finished in time, a peer that does not read is dropped with its seat held, names cannot
pass for the table's notices, join codes cannot be found by trying, and an unanswered "May I?" is declined
for a remote seat when its countdown ends (the window's host: tests/ui/test_lan_one_table.py)."""

import json
import socket
import struct

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtNetwork import QAbstractSocket

from cardgame_gui.net.words import Said
from cardgame_gui.net.framing import MAX_FRAME, encode
from cardgame_gui.net.host import LOCAL, LanHost
from cardgame_gui.net.limits import CodeGuard
from cardgame_gui.net.messages import CLIENT_MESSAGES, PROTOCOL_VERSION, hello

from lan_helpers import BotClient, RawPeer, speed_off_table

WAIT = 15000


def make_host(factory=speed_off_table, **kwargs):
    server = LanHost(factory, seed=5, **kwargs)
    server.listen(0)
    return server


@pytest.fixture
def host(qtbot):
    server = make_host()
    yield server
    for room_table in server.tables.values():
        room_table.table.stop()
        room_table.table.wait_for_bots()
    server.shut_down()


def connect(qtbot, server, name, seed=0, cls=BotClient):
    bc = cls(name, "random", seed)
    with qtbot.waitSignal(bc.client.welcomed, timeout=WAIT):
        bc.client.connect_to("127.0.0.1", server.port, name)
    return bc


def greeted(qtbot, server, name="Raw"):
    raw = RawPeer(qtbot, server)
    raw.send(encode(hello(name)))
    qtbot.waitUntil(lambda: "welcome" in raw.kinds(), timeout=WAIT)
    return raw


def connection_of(server, name):
    return next(c for c, p in server._peers.items() if p.name == name)


def at_cap(message: dict) -> dict:
    """The message padded (an extra field, which the host ignores) to the frame cap."""
    size = len(encode(message)) - 4
    return dict(message, pad="x" * (MAX_FRAME - size - len(',"pad":""')))


HUGE = "\u200b" * 21000  # 63,000 bytes of UTF-8
AT_THE_CAP = [
    {"type": "hello", "protocol": PROTOCOL_VERSION, "app": HUGE[:100], "name": "Eve"},
    {"type": "ping", "t": 1},
    {"type": "join", "room": HUGE},
    {"type": "watch", "room": HUGE},
    {"type": "join", "room": "1", "code": HUGE},
    {"type": "create", "name": HUGE[:10000], "invite_only": True, "code": HUGE[:10000]},
    {"type": "configure", "game": HUGE, "players": 3},
    {"type": "configure", "game": "german_bridge", "players": 3, "options": {HUGE[:20000]: 1}},
    {"type": "ready"},
    {"type": "start"},
    {"type": "remove", "seat": 1},
    {"type": "leave"},
    {"type": "action", "action": {"type": "play", "card": HUGE}},
    {"type": "action", "action": {"type": HUGE}},
    {"type": "chat", "text": HUGE},
    {"type": "teleport" + "y" * 20000},
]


def test_every_message_kind_at_the_size_cap_gets_a_short_answer_and_the_host_serves_on(qtbot, host):
    ann = connect(qtbot, host, "Ann")
    ann.client.create("Friday", invite_only=True, code="4711KX")
    qtbot.waitUntil(lambda: ann.client.room is not None, timeout=WAIT)
    raw = greeted(qtbot, host, "Eve")
    kinds = {m["type"] for m in AT_THE_CAP}
    assert kinds | {"pong", "bye"} >= set(CLIENT_MESSAGES)  # every kind (a pong has no answer; bye below)
    for message in AT_THE_CAP:
        frame = encode(at_cap(message))
        assert MAX_FRAME - 8 <= len(frame) - 4 <= MAX_FRAME
        before = len(raw.messages)
        raw.send(frame)
        qtbot.waitUntil(lambda: len(raw.messages) > before, timeout=WAIT)  # each is answered
    raw.send(encode(at_cap({"type": "pong", "t": 1})))
    assert not raw.closed()
    answers = [m for m in raw.messages[1:] if m["type"] != "ping"]
    assert len(answers) == len(AT_THE_CAP), "\n".join(json.dumps(m, ensure_ascii=False)[:150] for m in answers)
    assert all(len(encode(m)) < 1024 for m in answers)  # short: a client's text is never echoed whole
    said = " ".join(json.dumps(m, ensure_ascii=False) for m in answers)
    assert said.count("There is no table") == 2 and "…" in said and HUGE[:50] not in said
    assert {"error", "pong", "rejected"} >= {m["type"] for m in answers}
    rejected = [m for m in answers if m["type"] == "rejected"]
    assert rejected and all(m["action"] is None for m in rejected)  # a padded action is not sent back
    raw.send(encode(at_cap({"type": "bye", "reason": HUGE})))
    qtbot.waitUntil(raw.closed, timeout=WAIT)
    with qtbot.waitSignal(ann.client.chat_received, timeout=WAIT):  # the host still serves
        ann.client.chat("still there?")


def test_an_answer_too_big_to_frame_goes_out_as_a_short_error(qtbot, host):
    raw = greeted(qtbot, host)
    connection = connection_of(host, "Raw")
    assert connection.send({"type": "error", "message": "x" * (MAX_FRAME + 1), "refused": "join"})
    assert connection.send({"type": "pong", "t": float("nan")})  # not JSON: never sent as it is
    qtbot.waitUntil(lambda: len(raw.messages) == 3, timeout=WAIT)
    assert [m["type"] for m in raw.messages[1:]] == ["error", "error"]
    assert "could not be sent" in raw.messages[1]["message"] and raw.messages[1]["refused"] == "join"
    assert connection.unsendable == 2


@pytest.mark.parametrize("number", [b"NaN", b"Infinity", b"-Infinity", b"1e999", b"7" * 4300])
def test_nan_infinity_and_huge_numbers_are_refused_as_not_json(qtbot, host, number):
    raw = greeted(qtbot, host)
    body = b'{"type":"ping","t":' + number + b"}"
    raw.send(struct.pack(">I", len(body)) + body)
    qtbot.waitUntil(raw.closed, timeout=WAIT)
    assert "pong" not in raw.kinds()
    assert "not JSON" in next(m for m in raw.messages if m["type"] == "error")["message"]


def test_a_frame_trickled_a_byte_at_a_time_is_closed_at_its_deadline(qtbot, host):
    raw = greeted(qtbot, host, "Slow")
    connection = connection_of(host, "Slow")
    connection.frame_deadline = 1000  # (15 s by default: limits.FRAME_DEADLINE)
    raw.send(struct.pack(">I", 60000) + b"{")  # a 60,000-byte frame begins ...
    trickle = QTimer()
    trickle.timeout.connect(lambda: raw.send(b" ") if not raw.closed() else None)
    trickle.start(200)  # ... and goes on one byte at a time: the idle timeout never fires
    with qtbot.waitSignal(connection.closed, timeout=WAIT) as closed:
        pass
    trickle.stop()
    assert "not finished within 1 second " in closed.args[1]
    qtbot.waitUntil(raw.closed, timeout=WAIT)


def test_a_connection_that_never_says_hello_is_closed(qtbot):
    server = make_host(hello_deadline=300)
    try:
        raw = RawPeer(qtbot, server)
        raw.send(encode({"type": "ping"}))  # pings keep the line alive, but are no hello
        qtbot.waitUntil(raw.closed, timeout=WAIT)
        assert "No hello within" in raw.messages[-1]["reason"]
    finally:
        server.shut_down()


class NonReader:
    """A plain socket with a tiny receive buffer that sends and never reads a byte."""

    def __init__(self, port: int):
        self.sock = socket.socket()
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
        self.sock.connect(("127.0.0.1", port))
        self.sock.setblocking(False)
        self.pending = b""

    def send(self, data: bytes) -> None:
        self.pending += data
        self.flush()

    def flush(self) -> None:
        try:
            while self.pending:
                self.pending = self.pending[self.sock.send(self.pending):]
        except (BlockingIOError, InterruptedError):
            pass
        except OSError:
            self.pending = b""


def test_a_seated_client_that_does_not_read_is_dropped_logged_and_its_seat_held(qtbot, host):
    notices = []
    host.notice.connect(notices.append)
    ann = connect(qtbot, host, "Ann", seed=1)
    ann.client.create("Party")
    qtbot.waitUntil(lambda: ann.client.room is not None, timeout=WAIT)
    ann.client.configure("german_bridge", 3, {"rounds": 1}, "random", grace=30)
    qtbot.waitUntil(lambda: ann.client.room["game"] == "german_bridge", timeout=WAIT)
    eve = NonReader(host.port)
    eve.send(encode(hello("Eve")) + encode({"type": "join", "room": ann.client.room["id"]}) + encode({"type": "ready"}))
    qtbot.waitUntil(lambda: len(ann.client.room["seats"]) == 2 and ann.client.room["seats"][1]["ready"], timeout=WAIT)
    connection = connection_of(host, "Eve")
    connection.max_queued = 8192  # (1 MiB by default: limits.MAX_QUEUED)
    connection.socket.setSocketOption(QAbstractSocket.SocketOption.SendBufferSizeSocketOption, 4096)
    ann.client.toggle_ready()
    qtbot.waitUntil(lambda: ann.client.room["seats"][0]["ready"], timeout=WAIT)
    ann.client.start()
    qtbot.waitUntil(lambda: ann.controller.game is not None, timeout=WAIT)
    bad = encode({"type": "teleport"}) * 200  # each answered with an error Eve never reads
    for _ in range(200):
        if not connection.open:
            break
        eve.send(bad)
        qtbot.wait(20)
    qtbot.waitUntil(lambda: not connection.open, timeout=WAIT)
    assert connection.overflowed
    room = host.lobby.rooms[ann.client.room["id"]]
    assert room.members[1].away and not room.members[1].left  # held, as for any lost connection
    assert any("Eve" in n and "did not read" in n for n in notices)
    assert any("Eve lost connection" in n and "held" in n for n in notices)
    eve.sock.close()


@pytest.mark.parametrize("name, shown", [("Table", "Table (player)"), ("host", "host (player)"),
                                         (" HOST ", "HOST (player)"), ("Server", "Server (player)"),
                                         ("✦ Ann", "Ann"), ("✦", "Player"), ("Hostess", "Hostess")])
def test_a_name_that_could_pass_for_the_tables_own_words_is_marked(qtbot, host, name, shown):
    host.open_room(LOCAL, "Ann", "Friday")
    raw = greeted(qtbot, host, name)
    raw.send(encode({"type": "join"}))
    qtbot.waitUntil(lambda: "room" in raw.kinds(), timeout=WAIT)
    assert [s["name"] for s in raw.messages[-1]["room"]["seats"]] == ["Ann", shown]


def test_the_tables_own_lines_are_notices_not_chat(qtbot, host):
    ann, bob = connect(qtbot, host, "Ann", seed=1), connect(qtbot, host, "Bob", seed=2)
    ann.client.create("Party")
    qtbot.waitUntil(lambda: ann.client.room is not None, timeout=WAIT)
    bob.client.join(ann.client.room["id"])
    qtbot.waitUntil(lambda: bob.client.room is not None, timeout=WAIT)
    chat, notices = [], []
    ann.client.chat_received.connect(lambda name, text: chat.append(name))
    ann.client.notice_received.connect(notices.append)
    host._table_chat(host.lobby.rooms[ann.client.room["id"]], Said("back", name="Bob"))
    bob.client.chat("hello")
    qtbot.waitUntil(lambda: chat == ["Bob"] and notices == ["Bob is back"], timeout=WAIT)


def test_wrong_join_codes_from_one_address_make_it_wait_even_with_the_right_code(qtbot, host):
    now = [0.0]
    host.codes = CodeGuard(tries=3, pause=30.0, clock=lambda: now[0])
    host.open_room(LOCAL, "Ann", "Friday", invite_only=True, code="4711KX")
    raw = greeted(qtbot, host, "Guesser")
    for guess in ("000000", "000001", "000002"):
        raw.send(encode({"type": "join", "code": guess}))
    qtbot.waitUntil(lambda: len(raw.messages) == 4, timeout=WAIT)
    assert [m["message"] for m in raw.messages[1:4]] == ["That join code is wrong: ask the host for it again"] * 3
    raw.send(encode({"type": "join", "code": "4711KX"}))  # right, but after 3 wrong ones the address waits
    qtbot.waitUntil(lambda: len(raw.messages) == 5, timeout=WAIT)
    assert raw.messages[4]["message"] == "Too many wrong join codes from your address: wait 30 seconds before " \
                                         "trying again"
    now[0] = 31.0
    raw.send(encode({"type": "join", "code": "4711KX"}))
    qtbot.waitUntil(lambda: "room" in raw.kinds(), timeout=WAIT)


def test_a_good_watch_of_a_table_open_to_all_does_not_let_an_address_go_on_guessing(qtbot, host):
    """4 wrong codes, then a watch with a code of a table open to all (it opens), then more guesses: the
    fifth wrong code makes the address wait, as if the watch had not been there (it used to clear the
    count: 5 guesses, a watch, 5 more ... never a pause)."""
    host.open_room(LOCAL, "Ann", "Friday", invite_only=True, code="4711KX")
    host.lobby.create("someone", "Cy", "Open to all")
    public = next(room.id for room in host.lobby.rooms.values() if not room.invite_only)
    secret = next(room.id for room in host.lobby.rooms.values() if room.invite_only)
    raw = greeted(qtbot, host, "Guesser")
    replies = lambda: [m for m in raw.messages if m["type"] not in ("ping", "pong")]  # noqa: E731
    for guess in range(4):
        raw.send(encode({"type": "join", "room": secret, "code": f"00000{guess}"}))
    qtbot.waitUntil(lambda: len(replies()) == 5, timeout=WAIT)
    raw.send(encode({"type": "watch", "room": public, "code": "ANYTHING"}))
    qtbot.waitUntil(lambda: "room" in raw.kinds(), timeout=WAIT)
    raw.send(encode({"type": "leave"}))
    for guess in ("000008", "000009"):
        raw.send(encode({"type": "join", "room": secret, "code": guess}))
    qtbot.waitUntil(lambda: len([m for m in replies()[5:] if m["type"] == "error"]) == 2, timeout=WAIT)
    fifth, sixth = [m["message"] for m in replies()[5:] if m["type"] == "error"]
    assert fifth == "That join code is wrong: ask the host for it again"
    assert sixth.startswith("Too many wrong join codes from your address: wait")


def test_a_short_join_code_is_refused_in_words(qtbot, host):
    from cardgame_gui.net.rooms import RoomError
    with pytest.raises(RoomError, match="at least 6 characters"):
        host.open_room(LOCAL, "Ann", "Friday", invite_only=True, code="4711")


# ----- "May I?" at a host: a remote seat that never answers ---------------------------------------------
def quick_claims_table(room):
    table = speed_off_table(room)
    table.set_claim_seconds(1)
    return table


class NeverClaims(BotClient):
    """Plays its turns but never answers a "May I?" window (an app that hangs, a hostile client)."""

    windows = 0

    def on_turn(self):
        if any(a.get("type") == "may_i" for a in self.controller.legal()):
            self.windows += 1
            return
        super().on_turn()


def test_an_unanswered_may_i_is_declined_for_a_remote_seat_when_its_countdown_ends(qtbot):
    server = make_host(quick_claims_table)
    try:
        ann = connect(qtbot, server, "Ann", seed=1)
        bob = connect(qtbot, server, "Bob", seed=2, cls=NeverClaims)
        bob.controller.set_claim_seconds(3600)  # Bob's own window would never decline for him either
        ann.client.create("Party")
        qtbot.waitUntil(lambda: ann.client.room is not None, timeout=WAIT)
        bob.client.join(ann.client.room["id"])
        qtbot.waitUntil(lambda: bob.client.room is not None, timeout=WAIT)
        ann.client.configure("contract_rummy", 3, {"may_i": "classic"}, "random")
        qtbot.waitUntil(lambda: ann.client.room["game"] == "contract_rummy", timeout=WAIT)
        for bc in (ann, bob):
            bc.client.toggle_ready()
        qtbot.waitUntil(lambda: all(s["ready"] for s in ann.client.room["seats"]), timeout=WAIT)
        ann.client.start()
        qtbot.waitUntil(lambda: bool(server.tables), timeout=WAIT)
        game = next(iter(server.tables.values())).table.game
        def declined():  # Bob sends no decline: each one in the log is the host's
            return sum(1 for seat, action in game.log if seat == 1 and action["type"] == "decline")
        qtbot.waitUntil(lambda: declined() >= 2, timeout=30000)  # window after window
        assert bob.windows >= 2 and not game.over
    finally:
        for room_table in server.tables.values():
            room_table.table.stop()
            room_table.table.wait_for_bots()
        server.shut_down()
