"""LAN party in the windows (two or three MainWindows on 127.0.0.1): the host leaves mid-game and resumes the
room with the same seats, a guest's restarted window gets its seat back with the token kept in its settings,
a dropped guest rejoins by itself, the tables show a held seat, spectators watch from the Join dialog."""

import json
import time

from PySide6.QtCore import Qt

from cardgame_gui.ui.window import main_window as main_window_module

WAIT = 15000


def play_by_hand(qtbot, windows, until):
    """The people at ``windows`` play their first legal action whenever it is their turn, until ``until()``
    (within WAIT ms). They keep playing all that time: a slow table (animations at "fast" on a busy machine)
    used to outlast a fixed number of rounds of this loop, after which nobody played and the wait ran out."""
    deadline = time.monotonic() + WAIT / 1000
    while not until():
        assert time.monotonic() < deadline, f"not reached in {WAIT} ms of play"
        for win in windows:
            legal = win.controller.legal()
            view = win.controller.view()
            if legal and view["to_act"][0] == win.controller.me:
                win.controller.request(legal[0])
        qtbot.wait(5)


def hosted_game(qtbot, ann, bob, config=None):
    """Ann hosts (a short German Bridge, or ``config``) and Bob sits at it; a bot takes the third seat."""
    ann.start_config(config or {"game": "german_bridge", "players": 3, "options": {"rounds": 1}, "seed": 3})
    assert ann.lan.host_table({"name": "Ann", "table_name": "Friday", "address": "127.0.0.1", "port": 0,
                               "invite_only": False, "code": None, "grace": 20})
    assert ann.lan.host.lobby.rooms["1"].grace == 20
    bob.lan.join_table({"address": "127.0.0.1", "port": ann.lan.host.port, "name": "Bob", "code": None})
    qtbot.waitUntil(lambda: bob.lan.lobby is not None and bob.lan.lobby.room is not None, timeout=WAIT)
    ann.lan.request("ready", {})
    bob.lan.request("ready", {})
    qtbot.waitUntil(ann.lan.lobby.start.isEnabled, timeout=WAIT)
    ann.lan.request("start", {})
    qtbot.waitUntil(lambda: getattr(bob.controller.game, "remote", False), timeout=WAIT)
    return ann.lan.host.port


def test_the_host_leaving_saves_the_room_and_resuming_gives_everyone_their_seat(qtbot, make_window, monkeypatch):
    ann, bob = make_window("ann"), make_window("bob")
    port = hosted_game(qtbot, ann, bob)
    ann.controller.stop()  # no bot answer under way, and the bots that take the others' seats wait: the table
    ann.controller.hold()  # stays where it stopped
    position = ann.controller.game.to_json()
    asked = []
    monkeypatch.setattr(main_window_module, "ask_save_changes", lambda parent, name: asked.append(name) or "cancel")
    ann.lan.leave()
    qtbot.waitUntil(lambda: not bob.lan.active, timeout=WAIT)
    assert "The host closed the table" in bob.lan.last_message  # said in words, no rejoin attempts
    assert ann.lan.lan_save_path().is_file() and bob.lan.rejoin_action.isEnabled()
    saved = ann.lan.saved_lan_table()
    assert saved["port"] == port and json.loads(position) == saved["room"]["game"]
    assert ann.lan.resume_table(saved)
    assert asked == []  # the game on the table is the saved one, move for move: nothing to ask about
    assert not ann.lan.lan_save_path().exists()
    assert ann.controller.game.to_json() == position and ann.controller.me == 0
    bob.lan.rejoin()  # Game ▸ Rejoin the table: the token kept in QSettings goes in hello
    qtbot.waitUntil(lambda: getattr(bob.controller.game, "remote", False) and bob.lan.client.back, timeout=WAIT)
    assert bob.controller.me == 1 and bob.controller.view()["hand"] == ann.controller.game.view(1)["hand"]
    play_by_hand(qtbot, (ann, bob), lambda: bob.controller.game.over)
    assert bob.controller.game.scores() == ann.controller.game.scores()


def test_a_guests_restarted_window_gets_its_seat_back(qtbot, make_window):
    ann, bob = make_window("ann"), make_window("bob")
    hosted_game(qtbot, ann, bob)
    for connection in ann.lan.host.connections:  # Bob's app is killed: the socket just closes
        connection.socket.abort()
    room = ann.lan.host.lobby.rooms["1"]
    qtbot.waitUntil(lambda: room.members[1].away, timeout=WAIT)
    bob.lan.client.close()  # (the old window gives up)
    again = make_window("bob again", settings_name="bob")  # the same settings: the same token
    again.lan.join_table({"address": "127.0.0.1", "port": ann.lan.host.port, "name": "Bob", "code": None})
    qtbot.waitUntil(lambda: getattr(again.controller.game, "remote", False), timeout=WAIT)
    assert again.lan.client.back and again.controller.me == 1 and not room.members[1].away
    assert "back at the table" in again.statusBar().currentMessage()
    play_by_hand(qtbot, (ann, again), lambda: again.controller.game.over)
    assert again.controller.game.scores() == ann.controller.game.scores()


def test_a_dropped_guest_window_says_it_is_rejoining(qtbot, make_window):
    ann, bob = make_window("ann"), make_window("bob")
    hosted_game(qtbot, ann, bob)
    game = ann.controller.game
    play_by_hand(qtbot, (ann,), lambda: game.to_act()[:1] == [1])  # Ann plays until it is Bob's turn
    qtbot.waitUntil(lambda: bool(bob.controller.legal()) and not bob.table.bidding.isHidden(), timeout=WAIT)
    bob.lan.client.rejoin_delays = (600, 600)
    bob.lan.client.connection.socket.abort()
    qtbot.waitUntil(lambda: "Connection lost — trying to rejoin…" in bob.statusBar().currentMessage(),
                    timeout=WAIT)
    assert bob.table.bidding.isHidden() and bob.controller.legal() == []  # nothing to press meanwhile
    qtbot.waitUntil(lambda: bob.lan.client.is_connected and bob.lan.client.back, timeout=WAIT)
    qtbot.waitUntil(lambda: ("Bob is back") in ann.lan.chat.lines.toPlainText(), timeout=WAIT)


def test_a_guests_window_says_who_is_held_and_who_a_bot_plays(qtbot, make_window):
    ann, bob, cy = make_window("ann"), make_window("bob"), make_window("cy")
    port = hosted_game(qtbot, ann, bob)
    cy.lan.join_table({"address": "127.0.0.1", "port": port, "name": "Cy", "code": None, "watch": True})
    qtbot.waitUntil(lambda: getattr(cy.controller.game, "remote", False), timeout=WAIT)
    ann.lan.host.lobby.rooms["1"].grace = 1.5
    bob.lan.client.rejoin_delays = ()
    bob.lan.client.connection.socket.abort()
    qtbot.waitUntil(lambda: cy.statusBar().currentMessage().startswith("Bob — disconnected, waiting"),
                    timeout=WAIT)
    qtbot.waitUntil(lambda: cy.statusBar().currentMessage() == "A bot plays for Bob until they rejoin",
                    timeout=WAIT)
    assert cy.table.seats[1].note == "Disconnected — a bot plays"


def test_a_window_watches_a_started_table_from_the_join_dialog(qtbot, make_window):
    from cardgame_gui.ui.lan.dialogs import JoinDialog
    ann, bob, cy = make_window("ann"), make_window("bob"), make_window("cy")
    port = hosted_game(qtbot, ann, bob)
    dialog = JoinDialog(cy, name="Cy", port=port)
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.mouseClick(dialog.watch, Qt.MouseButton.LeftButton)
    assert dialog.result() == dialog.DialogCode.Accepted and dialog.values()["watch"]
    cy.lan.join_table(dialog.values())
    qtbot.waitUntil(lambda: getattr(cy.controller.game, "remote", False), timeout=WAIT)
    assert cy.lan.client.seat is None and cy.controller.legal() == [] and cy.controller.view()["hand"] is None
    qtbot.waitUntil(lambda: "watching" in cy.statusBar().currentMessage() or cy.lan.lobby is not None,
                    timeout=WAIT)
    assert ann.lan.host.lobby.rooms["1"].public()["spectators"] == ["Cy"]
    assert not cy.lan.lobby.ready.isEnabled()
    assert cy.table.seats[0].who == "Player" and cy.controller.watching  # nobody's seat is "You"
    play_by_hand(qtbot, (ann, bob), lambda: cy.controller.game.over)
    assert cy.controller.game.scores() == ann.controller.game.scores()


def test_the_hosts_own_table_names_the_people_and_shows_a_held_seat(qtbot, make_window):
    ann, bob = make_window("ann"), make_window("bob")
    hosted_game(qtbot, ann, bob)
    names = lambda: ann.controller.view()["names"]  # noqa: E731
    assert names()[:2] == ["Ann", "Bob"]  # the people's names (the host's own too), not "South", "Player 2"
    room = ann.lan.host.lobby.rooms["1"]
    room.grace = 0.5
    bob.lan.client.rejoin_delays = ()  # Bob's app dies: it does not try to rejoin (its first try, at 0.5 s,
    for connection in ann.lan.host.connections:  # raced the grace period and sometimes won)
        connection.socket.abort()
    notes = lambda: ann.controller.view().get("seat_notes") or [None] * 3  # noqa: E731
    qtbot.waitUntil(lambda: (notes()[1] or "").startswith("Disconnected — waiting"), timeout=WAIT)
    qtbot.waitUntil(lambda: notes()[1] == "Disconnected — a bot plays", timeout=WAIT)
    assert ann.table.seats[1].note == "Disconnected — a bot plays"  # drawn, not only in the view
    assert ann.table.seats[1].name == "Bob"
    ann.lan.leave()  # Bob keeps his name for the rest of this game, the seat now a bot's
    assert names() == ["Ann", "Bob", "Player 3"] and notes() == [None, "Left the table — a bot plays", None]
    ann.start_config({"game": "german_bridge", "players": 3, "options": {"rounds": 1}, "seed": 4})
    assert names()[1] == "Player 2" and "seat_notes" not in ann.controller.view()  # the window's own again


def test_a_closed_lan_tables_game_keeps_its_peoples_names_after_a_restart(qtbot, make_window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    ann, bob = make_window("ann"), make_window("bob")
    hosted_game(qtbot, ann, bob)
    ann.lan.leave()  # the game goes on with a bot in Bob's seat, autosaved apart from the local one
    ann._autosave()
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    again = make_window("ann-restarted", settings_name="ann")
    assert again.offer_saved_games() and again.lan.game_from_lan
    assert again.controller.view()["names"] == ["Ann", "Bob", "Player 3"]  # not "Player 1", "Player 2"; the
    # host's name for its bot ("Casual bot") is not kept: the window names bots in its own words
    assert again.controller.game.to_json() == ann.controller.game.to_json()
    again.start_config({"game": "german_bridge", "players": 3, "options": {"rounds": 1}, "seed": 4})
    assert again.controller.view()["names"][1] == "Player 2"  # the window's own names from the next game


def test_host_a_table_offers_the_saved_lan_game_and_no_forgets_it(qtbot, make_window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    ann, bob = make_window("ann"), make_window("bob")
    hosted_game(qtbot, ann, bob)
    ann.lan.leave()
    asked = []

    def answer(reply):
        def question(parent, title, text, *args):
            asked.append(text)
            return reply
        return question

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    assert not ann.lan.offer_resume()
    assert "Resume the LAN game of German Bridge at Friday with the same seats (Ann, Bob)?" in asked[0]
    assert not ann.lan.lan_save_path().exists() and not ann.lan.offer_resume() and len(asked) == 1
    hosted_game(qtbot, ann, make_window("cy"))
    ann.lan.leave()
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    assert ann.lan.offer_resume() and ann.lan.active and ann.lan.host.lobby.rooms


def test_a_spectators_rummy_table_calls_nobody_you(qtbot, make_window):
    ann, cy = make_window("ann"), make_window("cy")
    ann.start_config({"game": "contract_rummy", "players": 3, "options": {}, "seed": 2})
    assert ann.lan.host_table({"name": "Ann", "table_name": "Rummy", "address": "127.0.0.1", "port": 0,
                               "invite_only": False, "code": None, "grace": 20})
    cy.lan.join_table({"address": "127.0.0.1", "port": ann.lan.host.port, "name": "Cy", "code": None,
                       "watch": True})
    qtbot.waitUntil(lambda: bool(ann.lan.host.lobby.rooms["1"].watchers), timeout=WAIT)
    ann.lan.request("ready", {})
    ann.lan.request("start", {})
    qtbot.waitUntil(lambda: getattr(cy.controller.game, "remote", False), timeout=WAIT)
    qtbot.waitUntil(lambda: len(cy.rummy_table.areas) == 3, timeout=WAIT)
    assert not any(area.name.startswith("You") for area in cy.rummy_table.areas)
    assert any(area.name.startswith("You") for area in ann.rummy_table.areas)  # the host sees "You" at her own seat


def test_the_host_waiting_on_a_guests_may_i_says_so(qtbot, make_window):
    ann, bob = make_window("ann"), make_window("bob")
    hosted_game(qtbot, ann, bob, {"game": "contract_rummy", "players": 3, "options": {}, "seed": 2})

    def bob_may_ask():
        view = ann.controller.view()
        return bool(view.get("claim_window")) and view["to_act"][:1] == [1]
    play_by_hand(qtbot, (ann, bob), bob_may_ask)
    assert ann.statusBar().currentMessage() == "Waiting for Bob to answer May I?"  # not "… to play"


def test_a_lan_game_is_not_the_table_the_next_launch_starts(qtbot, make_window):
    """The last game remembered for the next launch is a game of this window's own: a LAN game's other
    people are not there when the app starts again (it waited for "West, another person" for ever)."""
    from cardgame_gui.session.startup import launch_config
    ann, bob = make_window("ann"), make_window("bob")
    hosted_game(qtbot, ann, bob)  # Ann played a local German Bridge for 3 against bots before hosting
    for win in (ann, bob):
        kinds = [seat["kind"] for seat in launch_config(win.settings)["seats"]]
        assert kinds.count("human") == 1, kinds


def test_the_host_and_join_dialogs_propose_the_name_last_used(qtbot, make_window, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from cardgame_gui.ui.lan.dialogs import HostDialog, JoinDialog
    bob = make_window("bob")
    proposed = {}

    def cancel(dialog):
        proposed[type(dialog).__name__] = dialog.name.text()
        return QDialog.DialogCode.Rejected
    monkeypatch.setattr(JoinDialog, "exec", cancel)
    monkeypatch.setattr(HostDialog, "exec", cancel)
    bob.lan.join_dialog()
    assert proposed["JoinDialog"] == "Player"  # nothing remembered yet
    bob.lan.join_table({"address": "127.0.0.1", "port": 1, "name": "Bob", "code": None})  # nobody there
    qtbot.waitUntil(lambda: not bob.lan.active, timeout=WAIT)
    bob.lan.join_dialog()
    bob.lan.host_dialog()
    assert proposed == {"JoinDialog": "Bob", "HostDialog": "Bob"}

