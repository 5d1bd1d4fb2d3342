"""LAN play in the window: one window hosts on 127.0.0.1, another joins, both play through their tables;
refused joins and lost connections are said and leave the window usable."""

import pytest

WAIT = 15000


def host_values(**extra):
    return dict({"name": "Ann", "table_name": "Friday", "address": "127.0.0.1", "port": 0,
                 "invite_only": False, "code": None}, **extra)


def join(qtbot, win, port, code=None):
    win.lan.join_table({"address": "127.0.0.1", "port": port, "name": "Bob", "code": code})


def test_host_and_join_then_play_at_both_tables(qtbot, make_window):
    ann, bob = make_window("ann"), make_window("bob")
    ann.start_config({"game": "german_bridge", "players": 2, "options": {"rounds": 1}, "seed": 3})
    assert ann.lan.host_table(host_values())
    port = ann.lan.host.port
    assert not ann.lan.host_action.isEnabled() and ann.lan.leave_action.isEnabled()
    join(qtbot, bob, port)
    qtbot.waitUntil(lambda: bob.lan.lobby is not None and bob.lan.lobby.room is not None, timeout=WAIT)
    lobby = bob.lan.lobby
    assert lobby.room["game"] == "german_bridge" and not lobby.game.isEnabled()  # read-only for a guest
    assert [s["name"] for s in lobby.room["seats"]] == ["Ann", "Bob"]
    assert ann.lan.lobby.game.isEnabled() and not ann.lan.lobby.start.isEnabled()
    ann.lan.lobby.ready.click()
    bob.lan.lobby.ready.click()
    qtbot.waitUntil(ann.lan.lobby.start.isEnabled, timeout=WAIT)
    ann.lan.lobby.start.click()
    qtbot.waitUntil(lambda: getattr(bob.controller.game, "remote", False), timeout=WAIT)
    assert bob.controller.me == 1 and bob.table.view_data["hand"]
    assert bob.windowTitle().startswith("German Bridge")
    # both people play their seats from their own tables until the game ends
    for _ in range(200):
        if ann.controller.game.over:
            break
        for win in (ann, bob):
            legal = win.controller.legal()
            view = win.controller.view()
            if legal and view["to_act"][0] == win.controller.me:
                win.controller.request(legal[0])
        qtbot.wait(5)
    qtbot.waitUntil(lambda: bob.controller.game.over, timeout=WAIT)
    assert bob.controller.game.scores() == ann.controller.game.scores()
    with pytest.raises(Exception, match="host keeps this game"):
        bob.controller.save_text()


def test_chat_reaches_the_other_window(qtbot, make_window):
    ann, bob = make_window("ann"), make_window("bob")
    ann.lan.host_table(host_values())
    join(qtbot, bob, ann.lan.host.port)
    qtbot.waitUntil(lambda: bob.lan.lobby is not None and bob.lan.lobby.room is not None, timeout=WAIT)
    bob.lan.chat.entry.setText("hello Ann")
    bob.lan.chat.entry.returnPressed.emit()
    qtbot.waitUntil(lambda: "Bob: hello Ann" in ann.lan.chat.lines.toPlainText(), timeout=WAIT)
    ann.lan.say("hi Bob")
    qtbot.waitUntil(lambda: "Ann: hi Bob" in bob.lan.chat.lines.toPlainText(), timeout=WAIT)


def test_a_wrong_join_code_is_said_and_the_window_is_back_to_normal(qtbot, make_window):
    ann, bob = make_window("ann"), make_window("bob")
    ann.lan.host_table(host_values(invite_only=True, code="4711KX"))
    join(qtbot, bob, ann.lan.host.port, code="1234KX")
    qtbot.waitUntil(lambda: not bob.lan.active, timeout=WAIT)
    assert "join code is wrong" in bob.lan.last_message
    assert bob.lan.host_action.isEnabled() and bob.lan.join_action.isEnabled()
    join(qtbot, bob, ann.lan.host.port, code="4711KX")
    qtbot.waitUntil(lambda: bob.lan.lobby is not None and bob.lan.lobby.room is not None, timeout=WAIT)


def test_nobody_there_is_said(qtbot, make_window):
    ann, bob = make_window("ann"), make_window("bob")
    ann.lan.host_table(host_values())
    port = ann.lan.host.port
    ann.lan.leave()
    join(qtbot, bob, port)
    qtbot.waitUntil(lambda: not bob.lan.active, timeout=WAIT)
    assert "Could not connect" in bob.lan.last_message


def test_the_host_leaving_mid_game_tells_the_guest_and_bots_take_the_guests_seat(qtbot, make_window):
    ann, bob = make_window("ann"), make_window("bob")
    ann.start_config({"game": "devils_bridge", "players": 3, "options": {}, "seed": 3})
    ann.lan.host_table(host_values())
    ann.lan.host.seed = 3  # the deal where Bob bids first
    join(qtbot, bob, ann.lan.host.port)
    qtbot.waitUntil(lambda: bob.lan.lobby is not None and bob.lan.lobby.room is not None, timeout=WAIT)
    ann.lan.request("ready", {})
    bob.lan.request("ready", {})
    qtbot.waitUntil(ann.lan.lobby.start.isEnabled, timeout=WAIT)
    ann.lan.request("start", {})
    qtbot.waitUntil(lambda: getattr(bob.controller.game, "remote", False), timeout=WAIT)
    level = ann.lan.host.lobby.rooms["1"].bot_level
    assert bob.controller.seats == [None, None, level]  # the guest's table labels the host's bot
    view = ann.controller.view()
    assert view["to_act"] == [1]  # the host waits for the guest, by name, for what he is to do
    assert ann.statusBar().currentMessage() == "Waiting for Bob to bid"
    ann.lan.leave()
    qtbot.waitUntil(lambda: not bob.lan.active, timeout=WAIT)
    assert "The host closed the table" in bob.lan.last_message
    assert bob.controller.legal() == [] and bob.lan.join_action.isEnabled()
    assert ann.controller.seats[1] is not None  # a bot sits where Bob was; Ann plays on
    assert ann.autosave_enabled is False or ann.autosave_enabled == ann.lan._autosave


def test_a_new_game_while_hosting_closes_the_table(qtbot, make_window):
    ann, bob = make_window("ann"), make_window("bob")
    ann.lan.host_table(host_values())
    join(qtbot, bob, ann.lan.host.port)
    qtbot.waitUntil(lambda: bob.lan.lobby is not None and bob.lan.lobby.room is not None, timeout=WAIT)
    ann.start_config({"game": "german_bridge", "players": 3, "options": {}, "seed": 1})
    assert not ann.lan.active
    qtbot.waitUntil(lambda: not bob.lan.active, timeout=WAIT)


def test_a_host_that_vanishes_is_said_by_name(qtbot, make_window):
    ann, bob = make_window("ann"), make_window("bob")
    ann.lan.host_table(host_values())
    join(qtbot, bob, ann.lan.host.port)
    qtbot.waitUntil(lambda: bob.lan.lobby is not None and bob.lan.lobby.room is not None, timeout=WAIT)
    for connection in ann.lan.host.connections:  # the host's process dies: no goodbye, the socket just closes
        connection.socket.abort()
    qtbot.waitUntil(lambda: not bob.lan.active, timeout=WAIT)
    assert bob.lan.last_message.startswith("The host closed the connection")
    assert "Disconnected" in bob.statusBar().currentMessage()


def test_the_table_name_follows_the_hosts_name_until_the_host_names_the_table(qtbot):
    from cardgame_gui.ui.lan.dialogs import HostDialog

    dialog = HostDialog(None, name="Host")
    qtbot.addWidget(dialog)
    dialog.name.clear()
    qtbot.keyClicks(dialog.name, "Anna")
    assert dialog.table_name.text() == "Anna's table"
    dialog.table_name.setText("Friday")
    qtbot.keyClicks(dialog.name, "bel")
    assert dialog.table_name.text() == "Friday" and dialog.name.text() == "Annabel"
