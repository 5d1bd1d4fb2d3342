"""A LAN evening in the windows (issue 32): what a refused or failed join leaves behind, names and announcing
after the host resumes, quitting at a table, the host's pause after a trick, refusals in the players' names.
The crash of a guest's app and its restart are in ``test_lan_crash_restart.py`` (two processes)."""

import json

from PySide6.QtNetwork import QHostAddress, QTcpServer, QUdpSocket
from PySide6.QtWidgets import QMessageBox

from cardgame_gui.net.announcement import parse
from cardgame_gui.session import saves
from cardgame_gui.session.startup import seats_to_config
from cardgame_gui.ui.window import main_window as main_window_module
from cardgame_gui.ui.lan import session as lan_session
from tests.ui.test_lan_keeps_local_game import autosaving_window
from tests.ui.test_lan_party_window import WAIT, hosted_game, play_by_hand
from tests.ui.test_table import BOTS, scenario

LONG = {"game": "devils_bridge", "players": 3, "options": {}, "seed": 3}  # seats named "Player N" by the engine


def host_values(**extra):
    return dict({"name": "Ann", "table_name": "Friday", "address": "127.0.0.1", "port": 0,
                 "invite_only": False, "code": None}, **extra)


def nobody_listens() -> int:
    """A port on 127.0.0.1 where nothing listens (it did a moment ago)."""
    server = QTcpServer()
    assert server.listen(QHostAddress("127.0.0.1"), 0)
    port = server.serverPort()
    server.close()
    return port


def local_game_with_autosave(qtbot, tmp_path):
    win = autosaving_window(qtbot, tmp_path)
    win.controller.adopt(scenario([1, 0, 1]), BOTS)  # South (the person) to bid: the bots wait
    saves.write_autosave(win.controller.game, seats_to_config(BOTS), tmp_path / "data")
    return win


def quit_item(win):
    """Game ▸ Quit (Ctrl+Q where the platform has it)."""
    return next(a for a in win.menuBar().actions()[0].menu().actions() if a.text() == "&Quit")


def test_discard_then_a_join_that_fails_keeps_the_local_game_and_its_autosave(qtbot, tmp_path, monkeypatch):
    win = local_game_with_autosave(qtbot, tmp_path)
    before = win.controller.game.to_json()
    monkeypatch.setattr(main_window_module, "ask_save_changes", lambda parent, name: "discard")
    assert win.lan.join_table({"address": "127.0.0.1", "port": nobody_listens(), "name": "Bob", "code": None})
    qtbot.waitUntil(lambda: not win.lan.active, timeout=WAIT)
    assert "Could not connect" in win.lan.last_message
    assert saves.has_autosave(tmp_path / "data") and win.controller.game.to_json() == before
    assert not win.lan.chat.isVisible()  # no empty Chat dock left behind
    win.controller.stop()


def test_discard_takes_effect_once_the_table_is_there(qtbot, tmp_path, make_window, monkeypatch):
    ann = make_window("ann")
    assert ann.lan.host_table(host_values())
    win = local_game_with_autosave(qtbot, tmp_path)
    monkeypatch.setattr(main_window_module, "ask_save_changes", lambda parent, name: "discard")
    assert win.lan.join_table({"address": "127.0.0.1", "port": ann.lan.host.port, "name": "Bob", "code": None})
    assert saves.has_autosave(tmp_path / "data")  # not yet: nobody has answered
    qtbot.waitUntil(lambda: win.lan.lobby is not None and win.lan.lobby.room is not None, timeout=WAIT)
    assert not saves.has_autosave(tmp_path / "data")
    win.lan.leave()
    win.controller.stop()


def test_the_chat_dock_goes_with_a_refused_join_and_with_the_hosts_closed_table(qtbot, make_window):
    ann, bob = make_window("ann"), make_window("bob")
    assert ann.lan.host_table(host_values(invite_only=True, code="4711KX"))
    bob.lan.join_table({"address": "127.0.0.1", "port": ann.lan.host.port, "name": "Bob", "code": "1234KX"})
    qtbot.waitUntil(lambda: not bob.lan.active, timeout=WAIT)
    assert "join code is wrong" in bob.lan.last_message and not bob.lan.chat.isVisible()
    bob.lan.join_table({"address": "127.0.0.1", "port": ann.lan.host.port, "name": "Bob", "code": "4711KX"})
    qtbot.waitUntil(lambda: bob.lan.lobby is not None and bob.lan.lobby.room is not None, timeout=WAIT)
    assert bob.lan.chat.isVisible()
    ann.lan.leave()
    qtbot.waitUntil(lambda: not bob.lan.active, timeout=WAIT)
    assert "The host closed the table" in bob.lan.last_message and not bob.lan.chat.isVisible()


def test_a_resumed_lan_game_keeps_everyones_names_and_is_announced(qtbot, make_window, monkeypatch):
    ann, bob = make_window("ann"), make_window("bob")
    hosted_game(qtbot, ann, bob, LONG)
    play_by_hand(qtbot, (ann, bob), lambda: len(ann.controller.view().get("history") or []) >= 1)
    bob.close()  # the guest quits (answering Quit): the seat is held for him
    room = ann.lan.host.lobby.rooms["1"]
    qtbot.waitUntil(lambda: room.members[1].away or room.members[1].left, timeout=WAIT)
    ann.controller.stop()
    ann.controller.hold()  # the table stays where it stopped: resuming asks nothing about it
    ann.lan.leave()
    listener = QUdpSocket()
    assert listener.bind(QHostAddress("127.0.0.1"), 0)
    ann.lan.discovery_port = listener.localPort()
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    assert ann.lan.offer_resume()  # "Resume the LAN game …?" Yes
    view = ann.controller.view()
    assert view["names"][:2] == ["Ann", "Bob"] and ann.table.seats[1].name == "Bob"
    log = ann.log_dock.text()
    assert "Bob" in log and "Player 2" not in log  # the whole log, from the first deal
    labels, _series = ann.scoreboard.model.series()
    assert labels[:2] == ["Ann", "Bob"]  # the score sheet and its chart
    assert "Player" not in ann.scoreboard.summary.text()
    qtbot.waitUntil(listener.hasPendingDatagrams, timeout=WAIT)  # the Join dialog's list hears of it
    heard = parse(bytes(listener.receiveDatagram().data()))
    assert heard["port"] == ann.lan.host.port and heard["name"] == "Ann"


def test_quitting_at_a_lan_table_asks_and_a_guest_who_quit_gets_the_seat_back_by_joining(qtbot, make_window,
                                                                                      monkeypatch):
    ann, bob = make_window("ann"), make_window("bob")
    port = hosted_game(qtbot, ann, bob, LONG)
    asked = []
    monkeypatch.setattr(lan_session, "ask_quit", lambda parent, title, text: asked.append((title, text)) and False)
    quit_item(bob).trigger()  # Ctrl+Q, then Cancel
    quit_item(ann).trigger()
    assert [title for title, _ in asked] == ["Leave the LAN table?", "Close the LAN table?"]
    assert "Your seat is held for 20 seconds" in asked[0][1] and "The game is saved" in asked[1][1]
    assert bob.isVisible() and bob.lan.active and ann.isVisible() and ann.lan.host is not None
    monkeypatch.setattr(lan_session, "ask_quit", lambda parent, title, text: True)
    quit_item(bob).trigger()  # Ctrl+Q, then Quit
    assert not bob.isVisible()
    room = ann.lan.host.lobby.rooms["1"]
    qtbot.waitUntil(lambda: room.members[1].away, timeout=WAIT)
    assert not room.members[1].left  # held, not given away for good
    again = make_window("bob again", settings_name="bob")  # the app started again, Game ▸ Join a table
    again.lan.join_table({"address": "127.0.0.1", "port": port, "name": "Bob", "code": None})
    qtbot.waitUntil(lambda: getattr(again.controller.game, "remote", False) and again.lan.client.back,
                    timeout=WAIT)
    assert again.controller.me == 1 and not room.members[1].away


def test_the_hosts_pause_after_each_trick_never_stalls_the_guests(qtbot, make_window):
    ann, bob = make_window("ann"), make_window("bob")
    ann.set_speed("fast")  # (at speed off the table never holds a trick)
    ann.pause_action.setChecked(True)
    hosted_game(qtbot, ann, bob, LONG)
    game = ann.controller.game
    for _ in range(12):  # the first trick Ann's table holds while someone else is to lead
        play_by_hand(qtbot, (ann, bob), lambda: ann.table.animator.held or game.over)
        if game.over or game.to_act()[:1] != [0]:
            break
        ann.table.continue_play()
    assert not game.over and game.to_act()[:1] != [0]
    # Ann does not click: Bob and the bot play on until it is Ann's own turn
    play_by_hand(qtbot, (bob,), lambda: game.over or game.to_act()[:1] == [0])
    assert ann.table.animator.held  # Ann's own view still shows the trick


def test_a_refusal_at_a_lan_table_names_the_players(qtbot, make_window):
    ann, bob = make_window("ann"), make_window("bob")
    hosted_game(qtbot, ann, bob, LONG)
    game = ann.controller.game
    play_by_hand(qtbot, (bob,), lambda: game.to_act()[:1] == [0])  # Ann's turn
    bob.controller.request({"type": "bid", "tricks": 0})  # out of turn: the host's engine refuses
    qtbot.waitUntil(lambda: "waiting for" in bob.statusBar().currentMessage(), timeout=WAIT)
    said = bob.statusBar().currentMessage()
    assert said.startswith("It's not your turn") and "Ann" in said and "Player" not in said, said


def test_a_rejoin_at_start_that_the_host_refuses_leaves_a_table_to_play_at(qtbot, make_window, monkeypatch):
    """The app was killed at a table; at the next start the host answers but refuses the seat (here a join
    code is wanted, as when the game there has ended): the window does not stay empty."""
    ann = make_window("ann")
    assert ann.lan.host_table(host_values(invite_only=True, code="4711KX"))
    values = {"address": "127.0.0.1", "port": ann.lan.host.port, "name": "Bob", "code": None}
    bob = make_window("bob")
    bob.settings.setValue(lan_session.LAST_JOIN_KEY, json.dumps(values))  # what the killed app left behind
    bob.settings.setValue(lan_session.TOKEN_KEY.format(**values), "an-old-token")
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    again = make_window("bob again", settings_name="bob")
    assert again.controller.game is None and again.offer_continue()  # "Rejoin the table?" Yes
    qtbot.waitUntil(lambda: not again.lan.active, timeout=WAIT)
    assert "join code" in again.lan.last_message
    assert again.controller.game is not None  # the table the last game was played at, to play on


def test_the_host_dialog_fills_in_what_the_host_chose_last_time(qtbot, make_window, monkeypatch):
    """Port, who may connect, the table's name once named, invite-only with its code, the wait for a dropped
    player: the next Host dialog (the next start too: the same settings) has them; a port now busy gets its
    error, and the next dialog still has everything."""
    from PySide6.QtWidgets import QDialog

    from cardgame_gui.ui.lan.dialogs import HostDialog
    ann = make_window("ann")
    shown = []

    def answer(typed):
        def exec_(dialog):
            shown.append({"table_name": dialog.table_name.text(), "address": dialog.address.currentData(),
                          "port": dialog.port.value(), "invite_only": dialog.invite_only.isChecked(),
                          "code": dialog.code.text(), "grace": dialog.grace.value(), "name": dialog.name.text()})
            if typed is None:
                return QDialog.DialogCode.Rejected
            dialog.name.setText("Ann")
            typed(dialog)
            return QDialog.DialogCode.Accepted
        monkeypatch.setattr(HostDialog, "exec", exec_)
    port = nobody_listens()

    def friday(dialog):
        dialog.table_name.setText("Friday")
        dialog.address.setCurrentIndex(dialog.address.findData("127.0.0.1"))
        dialog.port.setValue(port)
        dialog.invite_only.setChecked(True)
        dialog.code.setText("KITCHEN7")
        dialog.grace.setValue(45)
        dialog.announce.setText("127.0.0.1")
    answer(friday)
    ann.lan.host_dialog()
    assert ann.lan.host is not None and ann.lan.host.port == port
    ann.lan.leave()
    answer(None)
    ann.lan.host_dialog()
    chosen = {"table_name": "Friday", "address": "127.0.0.1", "port": port, "invite_only": True,
              "code": "KITCHEN7", "grace": 45, "name": "Ann"}
    assert shown[-1] == chosen
    again = make_window("ann again", settings_name="ann")  # the next start
    again.lan.host_dialog()
    assert shown[-1] == chosen
    busy = QTcpServer()  # someone else has the port now
    assert busy.listen(QHostAddress("127.0.0.1"), port)
    answer(lambda dialog: None)  # Host pressed with what is filled in
    again.lan.host_dialog()
    assert again.lan.host is None and again.lan.last_message.startswith(f"Cannot host on 127.0.0.1 port {port}")
    answer(None)
    again.lan.host_dialog()
    assert shown[-1] == chosen  # nothing lost: change the port and host
    busy.close()


def test_a_table_named_after_the_host_follows_the_hosts_name_next_time(qtbot, make_window, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from cardgame_gui.ui.lan.dialogs import HostDialog
    ann = make_window("ann")
    assert ann.lan.host_table({"name": "Ann", "table_name": "Ann's table", "address": "127.0.0.1", "port": 0,
                               "invite_only": False, "code": None, "grace": 20})
    ann.lan.leave()
    ann.settings.setValue("lan/name", "Anna")
    names = []
    monkeypatch.setattr(HostDialog, "exec", lambda dialog: names.append(dialog.table_name.text())
                        or QDialog.DialogCode.Rejected)
    ann.lan.host_dialog()
    assert names == ["Anna's table"]


def test_the_people_of_a_closed_lan_table_keep_their_names_for_the_rest_of_its_game(qtbot, make_window):
    """The host closes the table after a hand: bots play on in the people's seats, and the panels, the hand
    history and the score sheet still say who played; the window's own seat names come back with the next game."""
    ann, bob = make_window("ann"), make_window("bob")
    hosted_game(qtbot, ann, bob, LONG)
    play_by_hand(qtbot, (ann, bob), lambda: len(ann.controller.view().get("history") or []) >= 1)
    ann.controller.stop()
    ann.controller.hold()
    ann.lan.leave()
    qtbot.waitUntil(lambda: not bob.lan.active, timeout=WAIT)
    assert ann.controller.view()["names"][:2] == ["Ann", "Bob"] and ann.table.seats[1].name == "Bob"
    history = ann.show_hand_history()
    assert history.names()[:2] == ["Ann", "Bob"]
    history.close()
    ann.start_config({"game": "devils_bridge", "players": 3, "options": {}, "seed": 4})
    assert "Bob" not in ann.controller.view()["names"] and ann.table.seats[1].name != "Bob"
