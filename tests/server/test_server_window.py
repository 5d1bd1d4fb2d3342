"""Two app windows at a ``cardgame-server`` (a real process on 127.0.0.1): Game ▸ Join a table names no
table, so the first person opens one and hosts it from the app's lobby (chooses the game, starts it), the
second sits down at it; both then hold their seats of the one game the server runs."""

from server_helpers import WAIT, servers  # noqa: F401  (servers: a fixture)


def test_two_windows_join_a_dedicated_server_and_play_at_one_table(qtbot, servers, make_window):
    server = servers()
    port = server.wait_serving(qtbot)
    ann, bob = make_window("ann"), make_window("bob")
    ann.lan.join_table({"address": "127.0.0.1", "port": port, "name": "Ann", "code": None})
    qtbot.waitUntil(lambda: ann.lan.lobby is not None and ann.lan.lobby.room is not None, timeout=WAIT)
    lobby = ann.lan.lobby
    assert lobby.room["name"] == "Ann's table" and lobby.you == 0
    assert "you opened it: choose the game" in lobby.title.text()
    assert lobby.game.isEnabled() and lobby.start.isVisible()  # she opened it: she chooses and starts
    lobby.game.setCurrentIndex(lobby.game.findData("german_bridge"))
    qtbot.waitUntil(lambda: lobby.room["game"] == "german_bridge", timeout=WAIT)
    bob.lan.join_table({"address": "127.0.0.1", "port": port, "name": "Bob", "code": None})
    qtbot.waitUntil(lambda: bob.lan.lobby is not None and bob.lan.lobby.room is not None, timeout=WAIT)
    assert bob.lan.lobby.you == 1 and not bob.lan.lobby.game.isEnabled() and not bob.lan.lobby.start.isVisible()
    assert "the host chooses the game" in bob.lan.lobby.title.text()
    qtbot.waitUntil(lambda: len(lobby.room["seats"]) == 2, timeout=WAIT)
    assert [seat["name"] for seat in lobby.room["seats"]] == ["Ann", "Bob"]
    lobby.ready.click()
    bob.lan.lobby.ready.click()
    qtbot.waitUntil(lobby.start.isEnabled, timeout=WAIT)
    lobby.start.click()
    qtbot.waitUntil(lambda: getattr(ann.controller.game, "remote", False)
                    and getattr(bob.controller.game, "remote", False), timeout=WAIT)
    assert (ann.controller.me, bob.controller.me) == (0, 1)
    assert ann.controller.game.seat_names[:2] == ["Ann", "Bob"] == bob.controller.game.seat_names[:2]
    server.wait_line(qtbot, r'room 1 "Ann\'s table": started German Bridge for \d: Ann, Bob')
