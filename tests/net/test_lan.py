"""LAN play over real sockets on 127.0.0.1 (port 0): whole games of every game through the network, with
no frame naming a card its seat may not see; the lobby's rules over the wire; bad input to a live host."""

import struct

import pytest
from PySide6.QtNetwork import QTcpSocket

from cardgame_gui.session.messages import card_symbols
from cardgame_gui.net.framing import MAX_FRAME, encode
from cardgame_gui.net.host import LOCAL, LanHost
from cardgame_gui.net.messages import PROTOCOL_VERSION, hello

from lan_helpers import BotClient, FrameTap, RawPeer, speed_off_table

WAIT = 15000


@pytest.fixture
def host(qtbot):
    server = LanHost(speed_off_table, seed=11)
    server.listen(0)
    yield server
    for room_table in server.tables.values():
        room_table.table.stop()
        room_table.table.wait_for_bots()
    server.shut_down()


def connect(qtbot, host, name, level="random", seed=0):
    bc = BotClient(name, level, seed)
    with qtbot.waitSignal(bc.client.welcomed, timeout=WAIT):
        bc.client.connect_to("127.0.0.1", host.port, name)
    return bc


def peer_connection(host, token):
    return next(c for c, p in host._peers.items() if p.player == token)


def wait_room(qtbot, bc, predicate=lambda room, seat: True):
    qtbot.waitUntil(lambda: bc.client.room is not None and predicate(bc.client.room, bc.client.seat),
                    timeout=WAIT)


# ----- whole games ---------------------------------------------------------------------------------------
GAMES_OVER_THE_NETWORK = [
    ("devils_bridge", 7, 7, {"target_score": 1}, "random"),
    ("german_bridge", 2, 5, {"rounds": 1}, "random"),
    ("floating_bridge", 4, 4, {"deals": 1}, "random"),
    ("reverse_bridge", 3, 4, {"deals": 4}, "random"),
    ("contract_rummy", 3, 3, {}, "casual"),
]


@pytest.mark.parametrize("game_id, clients, players, options, level", GAMES_OVER_THE_NETWORK,
                         ids=[g[0] for g in GAMES_OVER_THE_NETWORK])
def test_clients_play_a_whole_game_and_see_no_hidden_card(qtbot, host, game_id, clients, players, options,
                                                          level):
    bots = [connect(qtbot, host, f"Client {i}", level, seed=i) for i in range(clients)]
    tap = FrameTap(host)
    first = bots[0].client
    first.create("Test table")
    wait_room(qtbot, bots[0])
    room_id = first.room["id"]
    first.configure(game_id, players, options, level)
    qtbot.waitUntil(lambda: first.room["game"] == game_id and first.room["players"] == players, timeout=WAIT)
    for bc in bots[1:]:
        bc.client.join(room_id)
        wait_room(qtbot, bc)
    for bc in bots:
        tap.watch(bc.client.token, peer_connection(host, bc.client.token),
                  lambda: host.tables[room_id].table.game)
        bc.tap_received()
        bc.client.toggle_ready()
    qtbot.waitUntil(lambda: all(s["ready"] for s in first.room["seats"]) and len(first.room["seats"]) == clients,
                    timeout=WAIT)
    first.start()
    qtbot.waitUntil(lambda: all(bc.finished for bc in bots), timeout=60000)
    game = host.tables[room_id].table.game
    assert game.over
    for bc in bots:
        assert bc.controller.game.scores() == game.scores()
        assert bc.controller.game.winners() == game.winners()
        assert not bc.errors
    assert tap.leaks() == []
    for bc in bots:  # what each client got is exactly what the host sent it
        sent = [frame for frame, _, _ in tap.sent[bc.client.token]]
        assert bc.received == sent
    qtbot.waitUntil(lambda: first.room["ended"], timeout=WAIT)


# ----- the lobby over the wire ---------------------------------------------------------------------------
def test_the_hosting_window_opens_a_room_and_a_client_joins_with_the_code(qtbot, host):
    host.open_room(LOCAL, "Ann", "Friday", invite_only=True, code="4711KX")
    bob = connect(qtbot, host, "Bob")
    with qtbot.waitSignal(bob.client.refused, timeout=WAIT) as refusal:
        bob.client.join()
    assert "invite-only" in refusal.args[0]
    with qtbot.waitSignal(bob.client.refused, timeout=WAIT) as refusal:
        bob.client.join(code="0000KX")
    assert "join code is wrong" in refusal.args[0]
    bob.client.join(code="4711KX")
    wait_room(qtbot, bob)
    assert bob.client.seat == 1 and [s["name"] for s in bob.client.room["seats"]] == ["Ann", "Bob"]
    assert bob.client.room["game"] and bob.client.room["options"] is not None


def test_refusals_come_back_as_errors(qtbot, host):
    ann, bob = connect(qtbot, host, "Ann"), connect(qtbot, host, "Bob")
    ann.client.create("T")
    wait_room(qtbot, ann)
    for who, request, reason in [(ann, lambda: ann.client.create("again"), "already at a table"),
                                 (bob, bob.client.start, "not at a table"),
                                 (bob, bob.client.toggle_ready, "not at a table"),
                                 (bob, lambda: bob.client.join("99"), "no table '99'")]:
        with qtbot.waitSignal(who.client.refused, timeout=WAIT) as refusal:
            request()
        assert reason in refusal.args[0]
    bob.client.join(ann.client.room["id"])
    wait_room(qtbot, bob)
    with qtbot.waitSignal(bob.client.refused, timeout=WAIT) as refusal:
        bob.client.start()
    assert "Only the host" in refusal.args[0]
    with qtbot.waitSignal(ann.client.refused, timeout=WAIT) as refusal:
        ann.client.start()
    assert "Not everyone is ready" in refusal.args[0]
    with qtbot.waitSignal(bob.client.refused, timeout=WAIT) as refusal:
        bob.client.configure("german_bridge", 4)
    assert "Only the host" in refusal.args[0]


def test_the_host_leaving_hands_over_and_seats_are_renumbered(qtbot, host):
    ann, bob, cy = (connect(qtbot, host, n) for n in ("Ann", "Bob", "Cy"))
    ann.client.create("T")
    wait_room(qtbot, ann)
    for bc in (bob, cy):
        bc.client.join(ann.client.room["id"])
        wait_room(qtbot, bc)
    ann.client.leave()
    wait_room(qtbot, cy, lambda room, seat: seat == 1 and len(room["seats"]) == 2)
    assert cy.client.room["host"] == 0 and cy.client.room["seats"][0]["name"] == "Bob"
    assert bob.client.seat == 0


def test_a_full_room_refuses_and_a_lost_client_frees_its_seat(qtbot, host):
    host.open_room(LOCAL, "Ann", "T")
    host.act(LOCAL, "configure", {"game": "german_bridge", "players": 2, "options": {}, "bot_level": "random"})
    bob, cy = connect(qtbot, host, "Bob"), connect(qtbot, host, "Cy")
    bob.client.join()
    wait_room(qtbot, bob)
    with qtbot.waitSignal(cy.client.refused, timeout=WAIT) as refusal:
        cy.client.join()
    assert "full" in refusal.args[0]
    notices = []
    host.notice.connect(notices.append)
    bob.client.close()
    qtbot.waitUntil(lambda: len(host.lobby.rooms["1"].members) == 1, timeout=WAIT)
    assert any("Bob" in n for n in notices)
    cy.client.join()
    wait_room(qtbot, cy)


def ann_and_bob_seated(qtbot, host, game_id, players, options):
    """Ann opens a room for this game, Bob joins: two bot-played clients."""
    ann, bob = connect(qtbot, host, "Ann", seed=1), connect(qtbot, host, "Bob", seed=2)
    ann.client.create("T")
    wait_room(qtbot, ann)
    bob.client.join(ann.client.room["id"])
    wait_room(qtbot, bob)
    ann.client.configure(game_id, players, options, "random")
    qtbot.waitUntil(lambda: ann.client.room["game"] == game_id and ann.client.room["players"] == players,
                    timeout=WAIT)
    return ann, bob


def test_a_client_that_leaves_a_game_is_replaced_by_a_bot_and_the_game_goes_on(qtbot, host):
    ann, bob = ann_and_bob_seated(qtbot, host, "german_bridge", 3, {"rounds": 1})
    bob.client.toggle_ready()
    ann.client.toggle_ready()
    qtbot.waitUntil(lambda: all(s["ready"] for s in ann.client.room["seats"]), timeout=WAIT)
    bob.controller.action_applied.disconnect(bob.on_applied)  # Bob stops playing ...
    bob.controller.game_started.disconnect(bob.on_turn)
    ann.client.start()
    qtbot.waitUntil(lambda: bob.controller.game is not None, timeout=WAIT)
    bob.client.close()  # ... and goes home
    qtbot.waitUntil(lambda: ann.finished, timeout=WAIT)
    assert host.tables[ann.client.room["id"]].table.seats[1] == "random"


# ----- bad input to a live host --------------------------------------------------------------------------
def greeted_raw(qtbot, host, name="Raw"):
    raw = RawPeer(qtbot, host)
    raw.send(encode(hello(name)))
    qtbot.waitUntil(lambda: "welcome" in raw.kinds(), timeout=WAIT)
    return raw


@pytest.fixture
def busy_host(qtbot, host):
    """A host with a game under way between two bot clients, and a witness to prove it keeps serving."""
    ann, bob = ann_and_bob_seated(qtbot, host, "devils_bridge", 3, {"target_score": 1})
    bob.controller.game_started.disconnect(bob.on_turn)  # Bob plays by hand in these tests
    bob.controller.action_applied.disconnect(bob.on_applied)
    for bc in (ann, bob):
        bc.client.toggle_ready()
    qtbot.waitUntil(lambda: all(s["ready"] for s in ann.client.room["seats"]), timeout=WAIT)
    ann.client.start()
    qtbot.waitUntil(lambda: bob.controller.game is not None, timeout=WAIT)
    return host, ann, bob


def still_serving(qtbot, host, who):
    """The host still answers: a chat round trip to a client."""
    with qtbot.waitSignal(who.client.chat_received, timeout=WAIT):
        who.client.chat("still there?")


@pytest.mark.parametrize("data, expect", [
    (struct.pack(">I", MAX_FRAME + 1), "over the"),
    (struct.pack(">I", 4) + b"\xff\xfe\xfd\xfc", "not UTF-8"),
    (struct.pack(">I", 6) + b"[1, 2]", "JSON object"),
    (struct.pack(">I", 5) + b"{nope", "not JSON"),
], ids=["oversized", "utf8", "not-object", "not-json"])
def test_broken_frames_are_answered_and_disconnected_while_others_play_on(qtbot, busy_host, data, expect):
    host, ann, bob = busy_host
    raw = greeted_raw(qtbot, host)
    raw.send(data)
    qtbot.waitUntil(raw.closed, timeout=WAIT)
    assert any(expect in m.get("message", "") for m in raw.messages if m["type"] == "error")
    still_serving(qtbot, host, ann)


def test_truncated_and_byte_at_a_time_frames(qtbot, busy_host):
    host, ann, bob = busy_host
    raw = RawPeer(qtbot, host)
    for byte in encode(hello("Slow")):
        raw.send(bytes([byte]))
    qtbot.waitUntil(lambda: "welcome" in raw.kinds(), timeout=WAIT)
    raw.send(encode({"type": "chat", "text": "x"})[:-3])  # the rest never comes
    still_serving(qtbot, host, ann)
    assert not raw.closed()


@pytest.mark.parametrize("message, expect", [
    ({"type": "teleport"}, "unknown message type"),
    ({"type": "join", "room": 7}, "'room' must be text"),
    ({"type": "chat", "text": None}, "'text' must be text"),
    ({"type": "action", "action": [1]}, "'action' must be an object"),
    ({"type": "configure", "game": "german_bridge"}, "needs the field 'players'"),
    ({"no": "type"}, "needs a 'type'"),
])
def test_bad_messages_get_an_error_and_the_connection_lives(qtbot, busy_host, message, expect):
    host, ann, bob = busy_host
    raw = greeted_raw(qtbot, host)
    raw.send(encode(message))
    qtbot.waitUntil(lambda: "error" in raw.kinds(), timeout=WAIT)
    assert expect in raw.messages[-1]["message"]
    raw.send(encode({"type": "ping", "t": 1}))
    qtbot.waitUntil(lambda: "pong" in raw.kinds(), timeout=WAIT)
    still_serving(qtbot, host, ann)


def test_the_wrong_version_is_refused_naming_both(qtbot, busy_host):
    host, ann, bob = busy_host
    raw = RawPeer(qtbot, host)
    raw.send(encode(hello("Old", protocol=PROTOCOL_VERSION + 1, app="9.9.9")))
    qtbot.waitUntil(raw.closed, timeout=WAIT)
    bye = [m for m in raw.messages if m["type"] == "bye"][0]["reason"]
    assert f"protocol {PROTOCOL_VERSION}" in bye and f"protocol {PROTOCOL_VERSION + 1}" in bye and "9.9.9" in bye
    still_serving(qtbot, host, ann)


def test_a_first_message_that_is_not_hello_is_disconnected(qtbot, busy_host):
    host, ann, bob = busy_host
    raw = RawPeer(qtbot, host)
    raw.send(encode({"type": "join"}))
    qtbot.waitUntil(raw.closed, timeout=WAIT)
    assert "Say hello first" in raw.messages[-1]["reason"]
    still_serving(qtbot, host, ann)


def test_out_of_turn_and_not_held_actions_get_the_engines_reason(qtbot, busy_host):
    host, ann, bob = busy_host
    ann.controller.action_applied.disconnect(ann.on_applied)  # Ann plays by hand too: the game waits
    game = host.tables[ann.client.room["id"]].table.game
    people = {0: ann, 1: bob}

    def one_person_to_act():
        waiting = game.to_act()
        return game.over or (len(waiting) == 1 and waiting[0] in people)

    for _ in range(10):  # until exactly one of the two people may act (a bid change lets two act)
        qtbot.waitUntil(lambda: game.over or game.to_act()[0] in people, timeout=WAIT)
        if one_person_to_act():
            break
        mover = people[game.to_act()[0]]
        qtbot.waitUntil(lambda: bool(mover.controller.legal()), timeout=WAIT)  # its update may still be on its way
        with qtbot.waitSignal(mover.controller.action_applied, timeout=WAIT):
            mover.controller.request(mover.controller.legal()[0])
    assert not game.over
    mover = people[game.to_act()[0]]
    other = people[1 - game.to_act()[0]]
    qtbot.waitUntil(lambda: bool(mover.controller.legal()), timeout=WAIT)
    with qtbot.waitSignal(other.controller.action_rejected, timeout=WAIT) as refusal:
        other.controller.request({"type": "play", "card": "AS"})
    assert "turn" in refusal.args[0]
    view = mover.controller.view()
    not_held = next(c for c in ("AS", "KS", "QS", "JS", "TS") if c not in (view.get("hand") or []))
    with qtbot.waitSignal(mover.controller.action_rejected, timeout=WAIT) as refusal:
        mover.controller.request({"type": "play", "card": not_held} if view.get("phase") == "playing"
                                 else {"type": "bid", "tricks": 99})
    # the guest's window says it in its player's words (session.messages.refusal_text): the card as "A♠"
    assert refusal.args[0] and (card_symbols(not_held) in refusal.args[0] or "99" in refusal.args[0])
    raw = greeted_raw(qtbot, host)  # not at the table at all
    raw.send(encode({"type": "action", "action": {"type": "play", "card": "AS"}}))
    qtbot.waitUntil(lambda: "rejected" in raw.kinds(), timeout=WAIT)
    assert "no game at your table" in raw.messages[-1]["reason"]
    still_serving(qtbot, host, ann)


def test_a_silent_peer_is_dropped_after_the_idle_timeout(qtbot):
    server = LanHost(speed_off_table, ping_interval=50, idle_timeout=300)
    server.listen(0)
    raw = RawPeer(qtbot, server)
    raw.send(encode(hello("Mute")))
    qtbot.waitUntil(lambda: "ping" in raw.kinds(), timeout=WAIT)  # the host pings ...
    qtbot.waitUntil(raw.closed, timeout=WAIT)  # ... and gives up on a peer that never answers
    assert "Nothing heard" in [m for m in raw.messages if m["type"] == "bye"][0]["reason"]
    server.shut_down()


def test_a_client_learns_why_the_connection_was_lost(qtbot, host):
    bob = connect(qtbot, host, "Bob")
    with qtbot.waitSignal(bob.client.closed, timeout=WAIT) as lost:
        host.shut_down("The host closed the table")
    assert lost.args[0] == "The host closed the table"


def test_connecting_to_nobody_says_so(qtbot):
    from cardgame_gui.net.client import LanClient
    probe = LanHost(speed_off_table)
    port = probe.listen(0)
    probe.shut_down()
    client = LanClient()
    with qtbot.waitSignal(client.closed, timeout=WAIT) as lost:
        client.connect_to("127.0.0.1", port, "Bob")
    assert lost.args[0].startswith("Could not connect")


def test_a_guests_window_asks_no_bots_of_its_own(qtbot, busy_host):
    host, ann, bob = busy_host
    bob.controller.set_speed("slow")  # a local game would now wait 1.3 s, then ask a bot here
    with qtbot.waitSignal(bob.controller.action_applied, timeout=WAIT):
        if bob.controller.legal():
            bob.controller.request(bob.controller.legal()[0])
    assert bob.controller.is_idle()  # the host plays the bots


def test_both_ends_send_small_frames_at_once(qtbot, host):
    """TCP_NODELAY on both sides: with Nagle's algorithm and delayed ACKs, views reached the other clients
    up to ~40 ms late (benchmarks/lan_speed.py: p95 43 ms before, 7-10 ms after)."""
    bob = connect(qtbot, host, "Bob")
    option = QTcpSocket.SocketOption.LowDelayOption
    assert bob.client.connection.socket.socketOption(option) == 1
    assert [c.socket.socketOption(option) for c in host.connections] == [1]
