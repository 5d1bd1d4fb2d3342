"""``cardgame-server`` as a real process on 127.0.0.1 (port 0): clients open rooms and play bot games at
the same time, one log line per room event; Ctrl+C saves each game under way and exits 0; ``--resume`` gives
the game back to a client reconnecting with its old token; a damaged resume file is refused with exit 2."""

import json
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from cardgame_gui.server.host import SHUTDOWN_REASON
from lan_helpers import BotClient
from server_helpers import ROOT, WAIT, servers  # noqa: F401  (servers: a fixture)


def connect(qtbot, port, name, seed=0, token=None):
    bc = BotClient(name, "random", seed)
    bc.client.token = token  # a reconnect sends the old token in hello
    with qtbot.waitSignal(bc.client.welcomed, timeout=WAIT):
        bc.client.connect_to("127.0.0.1", port, name)
    return bc


def open_and_start(qtbot, bc, table, game="german_bridge", players=4, options=None, play=True, grace=None):
    """``bc`` opens a table for ``game``, bots in the other seats, and starts it. With ``play=False`` the
    client never acts, so the game waits at its seat."""
    if not play:
        bc.controller.action_applied.disconnect(bc.on_applied)
        bc.controller.game_started.disconnect(bc.on_turn)
    bc.client.create(table)
    qtbot.waitUntil(lambda: bc.client.room is not None, timeout=WAIT)
    bc.client.configure(game, players, options or {}, "random", grace)
    qtbot.waitUntil(lambda: bc.client.room["game"] == game and bc.client.room["players"] == players,
                    timeout=WAIT)
    bc.client.toggle_ready()
    qtbot.waitUntil(lambda: bc.client.room["seats"][0]["ready"], timeout=WAIT)
    bc.client.start()
    qtbot.waitUntil(lambda: bc.controller.game is not None, timeout=WAIT)


def play_on(bc):
    """A client that was holding back (``play=False``) plays from now on."""
    bc.controller.action_applied.connect(bc.on_applied)
    bc.controller.game_started.connect(bc.on_turn)
    bc.on_turn()


def test_two_rooms_play_bot_games_at_once_and_each_event_is_logged(qtbot, servers):
    server = servers()
    port = server.wait_serving(qtbot)
    ann, bob = connect(qtbot, port, "Ann", seed=1), connect(qtbot, port, "Bob", seed=2)
    with qtbot.waitSignal(bob.client.refused, timeout=WAIT) as refusal:
        bob.client.start()  # not at a table yet
    assert "not at a table" in refusal.args[0]
    open_and_start(qtbot, ann, "Ann's", "german_bridge", 4, {"rounds": 1}, play=False)
    open_and_start(qtbot, bob, "Bob's", "devils_bridge", 3, {"target_score": 1}, play=False)
    for bc in (ann, bob):  # both games are under way: now both people play
        play_on(bc)
    qtbot.waitUntil(lambda: ann.finished and bob.finished, timeout=30000)
    assert not ann.rejections and not bob.rejections
    over = server.wait_line(qtbot, r"game over", 2)
    stamp = r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d "
    assert server.matching(stamp + r"refused Bob's start: You are not at a table")
    assert server.matching(stamp + r'room 1 "Ann\'s" opened by Ann$')
    assert server.matching(stamp + r'room 2 "Bob\'s" opened by Bob$')
    assert server.matching(r'room 2 "Bob\'s": set to Devil\'s Bridge for 3, random bots')
    assert server.matching(r'room 1 "Ann\'s": started German Bridge for 4: Ann, Random bot 2, '
                           r'Random bot 3, Random bot 4$')
    assert server.matching(r'room 2 "Bob\'s": started Devil\'s Bridge for 3: Bob, Random bot 2, '
                           r'Random bot 3$')
    scores = ann.controller.game.scores()
    line = next(line for line in over if "room 1" in line)
    assert f"Ann {scores[0]}, Random bot 2 {scores[1]}, Random bot 3 {scores[2]}" in line
    assert re.search(r"; .* wins?$", line)
    ann.client.close()
    server.wait_line(qtbot, r'room 1 "Ann\'s": Ann left the table$')
    server.wait_line(qtbot, r'room 1 "Ann\'s" closed$')
    cy, dan = connect(qtbot, port, "Cy"), connect(qtbot, port, "Dan")
    cy.client.create("Cy's")
    qtbot.waitUntil(lambda: cy.client.room is not None, timeout=WAIT)
    dan.client.join(cy.client.room["id"])
    server.wait_line(qtbot, r'room 3 "Cy\'s": Dan joined \(seat 2\)$')
    dan.client.close()
    server.wait_line(qtbot, r'room 3 "Cy\'s": Dan left the table$')
    assert server.process.poll() is None  # it serves on


def test_ctrl_c_saves_each_game_under_way_and_resume_gives_the_seat_back(qtbot, servers, tmp_path):
    server = servers()
    port = server.wait_serving(qtbot)
    ann, bob = connect(qtbot, port, "Ann", seed=1), connect(qtbot, port, "Bob", seed=2)
    open_and_start(qtbot, ann, "Ann's", "german_bridge", 3, {"rounds": 1}, play=False)
    open_and_start(qtbot, bob, "Bob's", "devils_bridge", 4, {"target_score": 1}, play=False)
    tokens = {"Ann": ann.client.token, "Bob": bob.client.token}
    with qtbot.waitSignal(ann.client.closed, timeout=WAIT) as closed:
        server.process.send_signal(signal.SIGINT)
    assert closed.args[0] == SHUTDOWN_REASON
    assert server.finish(qtbot) == 0
    saved = [Path(line.split(" to ", 1)[1]) for line in server.matching(r"saved room \d+ ")]
    assert len(saved) == 2 and all(path.parent == tmp_path / "saves" and path.is_file() for path in saved)
    assert sorted(saved) == sorted((tmp_path / "saves").glob("server-room-*.json"))
    assert server.matching(f'told 2 connected players: "{SHUTDOWN_REASON}"$')
    assert not server.matching("lost connection")  # the goodbyes are not logged as drops
    ann_file = next(path for path in saved if "Ann" in path.read_text())

    again = servers("--resume", str(ann_file))
    port = again.wait_serving(qtbot)
    assert again.matching(r'room \d+ "Ann\'s" resumed from .*server-room-.*: German Bridge for 3, seats held '
                          r'for Ann$')
    back = connect(qtbot, port, "Ann", seed=1, token=tokens["Ann"])
    qtbot.waitUntil(lambda: back.controller.game is not None, timeout=WAIT)
    assert back.controller.me == 0
    assert back.client.game.commitment == json.loads(ann_file.read_text())["deal"]["commitment"] is not None
    verdicts = []
    back.client.deal_checked.connect(lambda ok, sentence: verdicts.append(ok))
    again.wait_line(qtbot, r'room \d+ "Ann\'s": Ann is back \(seat 1\)$')
    qtbot.waitUntil(lambda: back.finished, timeout=30000)
    again.wait_line(qtbot, r"game over")
    qtbot.waitUntil(lambda: verdicts == [True], timeout=WAIT)  # the seed revealed, the promise kept
    assert ann_file.is_file()  # resuming leaves the file as it was


def test_a_join_naming_no_table_sits_at_an_open_one_or_opens_one(qtbot, servers):
    """The app's Join dialog names no table: the first person opens one (and hosts it), the next joins it."""
    server = servers()
    port = server.wait_serving(qtbot)
    ann, bob, cy, dan = (connect(qtbot, port, name) for name in ("Ann", "Bob", "Cy", "Dan"))
    ann.client.join()
    qtbot.waitUntil(lambda: ann.client.room is not None, timeout=WAIT)
    assert ann.client.seat == 0 and ann.client.room["host"] == 0 and ann.client.room["name"] == "Ann's table"
    server.wait_line(qtbot, r'room 1 "Ann\'s table" opened by Ann$')
    ann.client.configure("german_bridge", 2, {}, "random")
    qtbot.waitUntil(lambda: ann.client.room["players"] == 2, timeout=WAIT)
    bob.client.join()
    qtbot.waitUntil(lambda: bob.client.room is not None, timeout=WAIT)
    assert bob.client.room["id"] == "1" and bob.client.seat == 1
    cy.client.create("Secret", invite_only=True, code="4711KX")  # full or invite-only: a new table
    qtbot.waitUntil(lambda: cy.client.room is not None, timeout=WAIT)
    dan.client.join()
    qtbot.waitUntil(lambda: dan.client.room is not None, timeout=WAIT)
    assert dan.client.room["name"] == "Dan's table"
    dan.client.leave()
    server.wait_line(qtbot, r'room 3 "Dan\'s table" closed$')
    eve = connect(qtbot, port, "Eve")
    eve.client.join(code="4711KX")
    qtbot.waitUntil(lambda: eve.client.room is not None, timeout=WAIT)
    assert eve.client.room["name"] == "Secret" and eve.client.seat == 1
    bob.client.close()
    fay = connect(qtbot, port, "Fay")
    fay.client.watch()  # nothing under way: the oldest table open to all
    qtbot.waitUntil(lambda: fay.client.room is not None, timeout=WAIT)
    assert fay.client.room["name"] == "Ann's table" and fay.client.seat is None
    server.wait_line(qtbot, r'room 1 "Ann\'s table": Fay is watching$')


def test_a_dropped_player_is_logged_held_replaced_by_a_bot_and_back(qtbot, servers):
    server = servers()
    port = server.wait_serving(qtbot)
    ann, bob = connect(qtbot, port, "Ann", seed=1), connect(qtbot, port, "Bob", seed=2)
    for bc in (ann, bob):  # neither plays yet: the game waits for them
        bc.controller.action_applied.disconnect(bc.on_applied)
        bc.controller.game_started.disconnect(bc.on_turn)
    ann.client.create("Ann's")
    qtbot.waitUntil(lambda: ann.client.room is not None, timeout=WAIT)
    ann.client.configure("german_bridge", 3, {"rounds": 1}, "random", 0.5)
    bob.client.join("1")
    qtbot.waitUntil(lambda: bob.client.room is not None and ann.client.room["grace"] == 0.5, timeout=WAIT)
    ann.client.toggle_ready()
    bob.client.toggle_ready()
    qtbot.waitUntil(lambda: all(seat["ready"] for seat in ann.client.room["seats"]), timeout=WAIT)
    ann.client.start()
    qtbot.waitUntil(lambda: bob.controller.game is not None, timeout=WAIT)
    ann.client.rejoin_delays = ()  # no automatic rejoin: this test comes back by hand
    ann.client.connection.socket.abort()  # the cable is pulled
    server.wait_line(qtbot, r'room 1 "Ann\'s": Ann lost connection \(.*\): their seat is held for 0.5 seconds$')
    server.wait_line(qtbot, r'room 1 "Ann\'s": Ann did not come back: a random bot plays their seat$')
    back = connect(qtbot, port, "Ann", seed=1, token=ann.client.token)
    server.wait_line(qtbot, r'room 1 "Ann\'s": Ann is back \(seat 1\)$')
    play_on(bob)
    qtbot.waitUntil(lambda: back.finished and bob.finished, timeout=30000)
    server.wait_line(qtbot, r'room 1 "Ann\'s": game over: Ann -?\d+, Bob -?\d+, Random bot -?\d+; ')


def test_a_damaged_resume_file_is_refused_with_the_reason(qtbot, servers, tmp_path):
    damaged = tmp_path / "room.json"
    damaged.write_text('{"room": {"name": "Fri')
    before = damaged.read_bytes()
    server = servers("--resume", str(damaged))
    assert server.finish(qtbot) == 2
    assert not server.matching("Serving")
    assert len(server.errors) == 1
    assert "cannot resume" in server.errors[0] and "damaged" in server.errors[0] and "line 1" in server.errors[0]
    assert damaged.read_bytes() == before

    wrong = tmp_path / "wrong.json"
    wrong.write_text('{"what": "a shopping list"}')
    server = servers("--resume", str(wrong))
    assert server.finish(qtbot) == 2
    assert len(server.errors) == 1 and "not a room this server can resume" in server.errors[0]


def test_the_server_loads_no_widgets_and_no_gui_module():
    code = ("import sys, cardgame_gui.server.cli, cardgame_gui.server.host; "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6.QtWidgets', 'PySide6.QtGui'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "[]"


def test_the_open_tables_are_announced_to_the_address_given(qtbot, servers):
    from cardgame_gui.net.discovery import DiscoveryListener

    listener = DiscoveryListener(port=0, address="127.0.0.1")
    assert listener.start(), listener.error
    heard = []
    listener.heard.connect(heard.append)
    server = servers("--discovery-port", str(listener.port))
    port = server.wait_serving(qtbot)
    server.wait_line(qtbot, r"announcing the open tables to 127\.0\.0\.1 port \d+$")
    ann = connect(qtbot, port, "Ann")
    ann.client.create("Friday")
    qtbot.waitUntil(lambda: any(h["tables"] for h in heard), timeout=WAIT)
    latest = next(h for h in reversed(heard) if h["tables"])
    assert latest["name"] == "Test server" and latest["port"] == port and latest["address"] == "127.0.0.1"
    assert latest["tables"][0]["name"] == "Friday"
    listener.stop()


def test_sigterm_stops_cleanly_too_and_an_idle_server_saves_nothing(qtbot, servers, tmp_path):
    server = servers()
    port = server.wait_serving(qtbot)
    ann = connect(qtbot, port, "Ann", seed=1)
    open_and_start(qtbot, ann, "Ann's", "german_bridge", 3, {"rounds": 1}, play=False)
    server.process.send_signal(signal.SIGTERM)
    assert server.finish(qtbot) == 0
    assert server.matching(r"shutting down \(SIGTERM\)$")
    assert len(list((tmp_path / "saves").glob("server-room-*.json"))) == 1

    idle = servers(save_dir=tmp_path / "idle")
    idle.wait_serving(qtbot)
    idle.process.send_signal(signal.SIGINT)
    assert idle.finish(qtbot) == 0
    assert not idle.matching(r"saved room") and not list((tmp_path / "idle").glob("*.json"))


def test_a_flood_of_refused_requests_is_logged_a_few_lines_then_counted(qtbot):
    from cardgame_gui.server.host import REFUSALS_LOGGED, RoomLog, ServerHost, table_for

    host = ServerHost(table_for)
    lines = []
    log = RoomLog(host, write=lines.append)
    log.refusal_window = 0.2
    for _ in range(40):
        host.refused.emit("p1", "Mallory", "start", "You are not at a table")
    host.refused.emit("p2", "Bob", "ready", "You are not at a table")
    assert lines.count("refused Mallory's start: You are not at a table") == REFUSALS_LOGGED
    assert "refused Bob's ready: You are not at a table" in lines and len(lines) == REFUSALS_LOGGED + 1
    qtbot.waitUntil(lambda: len(lines) == REFUSALS_LOGGED + 2, timeout=WAIT)
    assert lines[-1] == f"refused {40 - REFUSALS_LOGGED} more requests from Mallory in 0.2 s (not logged one by one)"
    host.refused.emit("p1", "Mallory", "start", "You are not at a table")  # a new window
    assert lines[-1] == "refused Mallory's start: You are not at a table"


def test_a_closed_room_leaves_nothing_behind_in_a_long_running_host(qtbot):
    """A server runs for hours: each room it closes must take its table, game and bots with it."""
    import gc
    import weakref

    from cardgame_gui.server.host import ServerHost, table_for

    host = ServerHost(table_for)
    port = host.listen(0, "127.0.0.1")
    ann = connect(qtbot, port, "Ann")
    open_and_start(qtbot, ann, "T", "german_bridge", 3, {"rounds": 1})
    qtbot.waitUntil(lambda: ann.finished, timeout=WAIT)
    room_table, table = weakref.ref(host.tables["1"]), weakref.ref(host.tables["1"].table)
    ann.client.leave()
    qtbot.waitUntil(lambda: not host.lobby.rooms and not host.tables, timeout=WAIT)

    def gone():
        gc.collect()
        return room_table() is None and table() is None
    qtbot.waitUntil(gone, timeout=WAIT)
    host.shut_down()


def test_a_finished_game_nobody_is_connected_to_any_more_is_closed(qtbot, servers):
    server = servers()
    port = server.wait_serving(qtbot)
    ann = connect(qtbot, port, "Ann", seed=1)
    open_and_start(qtbot, ann, "Ann's", "german_bridge", 3, {"rounds": 1}, play=False, grace=0.2)
    ann.client.rejoin_delays = ()
    ann.client.connection.socket.abort()  # she never comes back: after the grace a bot plays her seat
    server.wait_line(qtbot, r'room 1 "Ann\'s": Ann did not come back')
    server.wait_line(qtbot, r'room 1 "Ann\'s": game over: ')
    server.wait_line(qtbot, r'room 1 "Ann\'s" closed$')



def test_the_caps_are_options_and_bad_ones_are_refused(qtbot, servers):
    server = servers("--max-rooms", "1")
    port = server.wait_serving(qtbot)
    ann, bob = connect(qtbot, port, "Ann"), connect(qtbot, port, "Bob")
    ann.client.create("One")
    qtbot.waitUntil(lambda: ann.client.room is not None, timeout=WAIT)
    with qtbot.waitSignal(bob.client.refused, timeout=WAIT) as refusal:
        bob.client.create("Two")
    server.wait_line(qtbot, r"refused Bob's create: ")
    assert refusal.args[0] in server.matching(r"refused Bob's create: ")[0]
    bad = servers("--max-per-address", "0")
    assert bad.finish(qtbot) == 2 and bad.errors == ["cardgame-server: --max-per-address must be at least 1, not 0"]


def test_a_watch_naming_no_table_watches_a_game_under_way_first(qtbot, servers):
    server = servers()
    port = server.wait_serving(qtbot)
    bob, ann, cy = connect(qtbot, port, "Bob"), connect(qtbot, port, "Ann", seed=1), connect(qtbot, port, "Cy")
    bob.client.create("Bob's")  # the oldest table, still waiting
    qtbot.waitUntil(lambda: bob.client.room is not None, timeout=WAIT)
    open_and_start(qtbot, ann, "Ann's", "german_bridge", 3, {"rounds": 1}, play=False)
    cy.client.watch()
    qtbot.waitUntil(lambda: cy.controller.game is not None, timeout=WAIT)
    assert cy.client.room["name"] == "Ann's" and cy.client.seat is None
    assert cy.controller.game.legal_actions(None) == []


def test_the_bots_pace_is_an_option(qtbot):
    from cardgame_gui.server.host import DedicatedServer

    assert DedicatedServer("s").host.table_factory(None).speed == "off"
    assert DedicatedServer("s", bot_speed="normal").host.table_factory(None).speed == "normal"
    with pytest.raises(ValueError, match="unknown bot speed 'warp'"):
        DedicatedServer("s", bot_speed="warp")


def test_a_save_folder_that_cannot_be_made_is_said_and_the_exit_code_is_1(qtbot, servers, tmp_path):
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("in the way")
    server = servers(save_dir=not_a_folder)
    port = server.wait_serving(qtbot)
    server.wait_line(qtbot, r"warning: .*cannot be written")
    ann = connect(qtbot, port, "Ann", seed=1)
    open_and_start(qtbot, ann, "Ann's", "german_bridge", 3, {"rounds": 1}, play=False)
    server.process.send_signal(signal.SIGINT)
    assert server.finish(qtbot) == 1
    assert server.matching(r"could not save 1 game: the folder .*file cannot be made")
    assert not_a_folder.read_text() == "in the way"


def test_the_servers_name_is_cleaned_as_players_are_shown_it(qtbot, servers):
    server = servers("--name", "Club\x07 night  at the Crowns Anchor Inn")
    server.wait_serving(qtbot)
    assert server.lines[0] == f'Serving "Club night at the Crowns" on port {server.port}'  # 24 characters



def test_the_owner_of_a_room_starts_the_next_game_at_the_same_table_and_everyone_plays_it(qtbot, servers):
    server = servers()
    port = server.wait_serving(qtbot)
    ann, bob = connect(qtbot, port, "Ann", seed=1), connect(qtbot, port, "Bob", seed=2)
    ann.client.create("Ann's")
    qtbot.waitUntil(lambda: ann.client.room is not None, timeout=WAIT)
    ann.client.configure("german_bridge", 3, {"rounds": 1}, "random")
    qtbot.waitUntil(lambda: ann.client.room["players"] == 3, timeout=WAIT)
    bob.client.join(ann.client.room["id"])
    qtbot.waitUntil(lambda: bob.client.room is not None, timeout=WAIT)
    ann.client.toggle_ready()
    bob.client.toggle_ready()
    qtbot.waitUntil(lambda: all(s["ready"] for s in ann.client.room["seats"]), timeout=WAIT)
    ann.client.start()
    qtbot.waitUntil(lambda: ann.finished and bob.finished, timeout=30000)
    first = ann.controller.game
    server.wait_line(qtbot, r"game over")
    with qtbot.waitSignal(bob.client.refused, timeout=WAIT) as refusal:
        bob.client.start()  # the next game is the owner's to deal
    assert "Only the host" in refusal.args[0]
    ann.finished = bob.finished = False
    ann.client.start()  # the game ended: a start deals the next one at the same table, nobody joins again
    qtbot.waitUntil(lambda: ann.finished and bob.finished, timeout=30000)
    assert ann.controller.game is not first and not ann.rejections and not bob.rejections
    assert (ann.controller.me, bob.controller.me) == (0, 1)
    assert ann.controller.game.view()["names"][:2] == bob.controller.game.view()["names"][:2] == ["Ann", "Bob"]
    assert ann.controller.game.scores() == bob.controller.game.scores()
    server.wait_line(qtbot, r'room 1 "Ann\'s": started the next game of German Bridge for 3: Ann, Bob, '
                            r'Random bot$')
    assert len(server.wait_line(qtbot, r'room 1 "Ann\'s": game over', 2)) == 2
    assert ann.client.room["started"] and ann.client.room["ended"]  # the table stays for a third game
