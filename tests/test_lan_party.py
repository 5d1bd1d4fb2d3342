"""LAN party over real sockets on 127.0.0.1 (port 0): a room saved and resumed with the same seats, a
dropped player's seat held then played by a bot then given back, spectators, and the host's limits."""

import json

import pytest

from cardgame_gui.net.host import LanHost
from cardgame_gui.net.rooms import RoomError
from cardgame_gui.ui.controller import replay

from lan_helpers import BotClient, speed_off_table

WAIT = 15000


def make_host(**kwargs):
    server = LanHost(speed_off_table, seed=5, **kwargs)
    server.listen(0)
    return server


def close_host(server):
    for room_table in server.tables.values():
        room_table.table.stop()
        room_table.table.wait_for_bots()
    server.shut_down()


@pytest.fixture
def host(qtbot):
    server = make_host()
    yield server
    close_host(server)


def connect(qtbot, server, name, seed=0):
    bc = BotClient(name, "random", seed)
    with qtbot.waitSignal(bc.client.welcomed, timeout=WAIT):
        bc.client.connect_to("127.0.0.1", server.port, name)
    return bc


def by_hand(bc):
    """This client stops playing by itself (a test moves it)."""
    bc.controller.game_started.disconnect(bc.on_turn)
    bc.controller.action_applied.disconnect(bc.on_applied)


def plays_again(bc):
    bc.controller.game_started.connect(bc.on_turn)
    bc.controller.action_applied.connect(bc.on_applied)


def seated_game(qtbot, server, game_id="german_bridge", players=3, options=None, grace=None):
    """Ann opens a room, Bob joins, both ready, Ann starts: (ann, bob, room id). Bob plays by hand."""
    ann, bob = connect(qtbot, server, "Ann", seed=1), connect(qtbot, server, "Bob", seed=2)
    by_hand(bob)
    ann.client.create("Party")
    qtbot.waitUntil(lambda: ann.client.room is not None, timeout=WAIT)
    room_id = ann.client.room["id"]
    bob.client.join(room_id)
    qtbot.waitUntil(lambda: bob.client.room is not None, timeout=WAIT)
    ann.client.configure(game_id, players, options or {"rounds": 1}, "random", grace=grace)
    qtbot.waitUntil(lambda: ann.client.room["game"] == game_id and ann.client.room["players"] == players,
                    timeout=WAIT)
    for bc in (ann, bob):
        bc.client.toggle_ready()
    qtbot.waitUntil(lambda: all(s["ready"] for s in ann.client.room["seats"]) and len(ann.client.room["seats"]) == 2,
                    timeout=WAIT)
    ann.client.start()
    qtbot.waitUntil(lambda: bob.controller.game is not None and ann.controller.game is not None, timeout=WAIT)
    return ann, bob, room_id


def wait_bobs_turn(qtbot, server, room_id):
    game = server.tables[room_id].table.game
    qtbot.waitUntil(lambda: game.over or game.to_act()[:1] == [1], timeout=WAIT)
    assert not game.over


def assert_finished_right(server, room_id, *clients):
    """The game is over, every client saw the host's scores, and they are the engine's own for the
    host's action log replayed from the deal."""
    game = server.tables[room_id].table.game
    assert game.over
    again, _ = replay(game)
    assert again.over and again.scores() == game.scores()
    for bc in clients:
        assert bc.controller.game.scores() == game.scores()


# ----- 1. save and resume --------------------------------------------------------------------------------
def test_a_saved_room_resumes_at_the_same_point_and_people_get_their_seats_back(qtbot, host):
    ann, bob, room_id = seated_game(qtbot, host, grace=30)
    wait_bobs_turn(qtbot, host, room_id)  # Ann and the bot have played up to Bob: the game waits for him
    saved = json.loads(json.dumps(host.save_room(room_id)))  # JSON-able
    position = host.tables[room_id].table.game.to_json()
    assert [m["name"] for m in saved["room"]["members"]] == ["Ann", "Bob"]
    assert [m["player"] for m in saved["room"]["members"]] == [ann.client.token, bob.client.token]
    assert saved["bots"] == [None, None, "random"] and saved["room"]["grace"] == 30
    assert host.save_rooms() == [host.save_room(room_id)]
    with qtbot.waitSignal(bob.client.closed, timeout=WAIT) as bye:
        host.shut_down()
    assert bye.args[0] == "The host closed the table"  # no rejoin attempts: the host said so

    again = make_host()
    try:
        room = again.resume_room(saved)
        table = again.tables[room.id].table
        assert table.game.to_json() == position and table.seats == [None, None, "random"]
        assert [m.away for m in room.members] == [True, True]
        for bc in (ann, bob):
            with qtbot.waitSignal(bc.controller.game_started, timeout=WAIT):
                bc.client.connect_to("127.0.0.1", again.port, bc.name)  # the old token goes in hello
            assert bc.client.back
        assert bob.controller.view() == table.game.view(1) | {"names": ["Ann", "Bob", "Random bot"]}
        assert bob.controller.legal() == table.game.legal_actions(1)
        plays_again(bob)
        bob.on_turn()
        qtbot.waitUntil(lambda: ann.finished and bob.finished, timeout=30000)
        assert_finished_right(again, room.id, ann, bob)
    finally:
        close_host(again)


def test_a_damaged_save_is_refused_in_words_and_nothing_is_left_behind(qtbot, host):
    ann, bob, room_id = seated_game(qtbot, host)
    saved = host.save_room(room_id)
    again = make_host()
    try:
        for broken, words in [({"format": "x"}, "not a saved LAN table"),
                              (dict(saved, game={"format": "nope"}), "cannot be resumed"),
                              (dict(saved, names=["Ann"]), "do not match"),
                              (dict(saved, room={"name": "T"}), "damaged")]:
            with pytest.raises(RoomError, match=words):
                again.resume_room(broken)
        assert again.lobby.rooms == {} and again.tables == {}
        again.resume_room(saved)  # the good one still resumes
    finally:
        close_host(again)


# ----- 2. disconnects --------------------------------------------------------------------------------------
def test_a_dropped_seat_is_held_then_played_by_a_bot_then_given_back(qtbot, host):
    ann, bob, room_id = seated_game(qtbot, host, grace=0.3)
    table = host.tables[room_id].table
    chat = []
    ann.client.chat_received.connect(lambda name, text: chat.append((name, text)))
    seats_seen = []
    ann.client.seats.connect(seats_seen.append)
    wait_bobs_turn(qtbot, host, room_id)
    by_hand(ann)  # Ann waits too: the game stops at her turn once Bob's bot has played
    bob.client.rejoin_delays = ()  # this test rejoins by hand
    token = bob.client.token
    moves = len(table.game.log)
    bob.client.connection.socket.abort()  # the socket dies mid-hand: no bye, no leave
    qtbot.waitUntil(lambda: any(s[1]["away"] for s in seats_seen), timeout=WAIT)
    held = next(s for s in seats_seen if s[1]["away"])[1]
    assert not held["bot"] and held["waiting"] in (0, 1)
    assert "Bob — disconnected, waiting" in " ".join(ann.controller.view()["names"])
    qtbot.waitUntil(lambda: table.seats[1] == "random", timeout=WAIT)  # grace over: the bot plays Bob
    qtbot.waitUntil(lambda: any(s[1]["bot"] and s[1]["away"] for s in seats_seen), timeout=WAIT)
    assert ("Table", "Bob did not come back: a random bot plays their seat until they rejoin") in chat
    qtbot.waitUntil(lambda: table.game.over or table.game.to_act() == [0], timeout=WAIT)
    assert any(seat == 1 for seat, _ in table.game.log[moves:])  # the bot played Bob's turn
    assert not table.game.over
    with qtbot.waitSignal(bob.controller.game_started, timeout=WAIT):
        bob.client.rejoin()
    assert bob.client.token == token and bob.client.back
    assert table.seats[1] is None
    game = table.game
    assert bob.controller.view()["hand"] == game.view(1)["hand"]
    assert bob.controller.legal() == game.legal_actions(1)
    qtbot.waitUntil(lambda: ("Table", "Bob is back") in chat, timeout=WAIT)
    plays_again(ann)
    plays_again(bob)
    ann.on_turn()
    bob.on_turn()
    qtbot.waitUntil(lambda: ann.finished and bob.finished, timeout=30000)
    assert_finished_right(host, room_id, ann, bob)


def test_a_client_rejoins_by_itself_after_a_drop(qtbot, host):
    ann, bob, room_id = seated_game(qtbot, host, grace=30)
    plays_again(bob)
    bob.client.rejoin_delays = (50, 100, 200)
    notes = []
    bob.client.reconnecting.connect(notes.append)
    bob.client.connection.socket.abort()
    qtbot.waitUntil(lambda: bob.client.is_connected and bob.client.back, timeout=WAIT)
    assert notes and notes[0].startswith("Connection lost — trying to rejoin…")
    qtbot.waitUntil(lambda: ann.finished and bob.finished, timeout=30000)
    assert_finished_right(host, room_id, ann, bob)


def test_rejoining_gives_up_after_a_few_attempts_when_the_host_is_gone(qtbot, host):
    ann, bob, room_id = seated_game(qtbot, host)
    bob.client.rejoin_delays = (20, 40)
    notes = []
    bob.client.reconnecting.connect(notes.append)
    host.server.close()  # nobody listens any more ...
    with qtbot.waitSignal(bob.client.closed, timeout=WAIT) as lost:
        bob.client.connection.socket.abort()  # ... and the connection drops
    assert len(notes) == 2 and "Gave up rejoining after 2 attempts" in lost.args[0]


def test_a_deliberate_leave_is_not_held(qtbot, host):
    ann, bob, room_id = seated_game(qtbot, host, grace=60)
    bob.client.close()  # says bye: the seat goes to a bot at once, nothing is held
    table = host.tables[room_id].table
    qtbot.waitUntil(lambda: table.seats[1] == "random", timeout=WAIT)
    assert not host.holds.waiting(bob.client.token)


def test_a_token_cannot_take_the_hosting_windows_seat(qtbot, host):
    from cardgame_gui.net.host import LOCAL
    host.open_room(LOCAL, "Host", "T")
    host.act(LOCAL, "configure", {"game": "german_bridge", "players": 3, "options": {"rounds": 1}})
    host.act(LOCAL, "ready", {})
    host.act(LOCAL, "start", {})
    mallory = BotClient("Mallory")
    mallory.client.token = LOCAL
    with qtbot.waitSignal(mallory.client.welcomed, timeout=WAIT):
        mallory.client.connect_to("127.0.0.1", host.port, "Mallory")
    assert mallory.client.token != LOCAL and not mallory.client.back
