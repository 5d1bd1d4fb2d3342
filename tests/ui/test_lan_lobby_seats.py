"""The table's owner frees a seat in the lobby: someone who sits at a table open to all and never ticks
Ready cannot block its start for ever (two windows on 127.0.0.1, real clicks on the lobby's seat list)."""

from PySide6.QtCore import Qt

WAIT = 15000


def host_values(**extra):
    return dict({"name": "Ann", "table_name": "Friday", "address": "127.0.0.1", "port": 0,
                 "invite_only": False, "code": None}, **extra)


def join(qtbot, win, port, name):
    win.lan.join_table({"address": "127.0.0.1", "port": port, "name": name, "code": None})
    qtbot.waitUntil(lambda: win.lan.lobby is not None and win.lan.lobby.room is not None, timeout=WAIT)


def click_seat(qtbot, lobby, row):
    rect = lobby.seats.visualItemRect(lobby.seats.item(row))
    qtbot.mouseClick(lobby.seats.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_the_owner_removes_a_guest_who_never_ticks_ready_and_the_table_can_start(qtbot, make_window):
    ann, bob = make_window("ann"), make_window("bob")
    ann.start_config({"game": "german_bridge", "players": 2, "options": {"rounds": 1}, "seed": 3})
    assert ann.lan.host_table(host_values())
    port = ann.lan.host.port
    join(qtbot, bob, port, "Bob")
    lobby = ann.lan.lobby
    qtbot.waitUntil(lambda: len(lobby.room["seats"]) == 2, timeout=WAIT)
    assert lobby.remove.isVisible() and not lobby.remove.isEnabled()  # no seat chosen yet
    assert not bob.lan.lobby.remove.isVisible()  # a guest frees nobody's seat
    ann.lan.lobby.ready.click()
    assert not lobby.start.isEnabled()  # Bob never ticks Ready: the table cannot start
    click_seat(qtbot, lobby, 0)
    assert not lobby.remove.isEnabled()  # Ann's own seat: she leaves instead
    click_seat(qtbot, lobby, 1)
    assert lobby.remove.isEnabled()
    qtbot.mouseClick(lobby.remove, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bob.lan.client is None, timeout=WAIT)
    assert "removed you" in bob.lan.last_message
    assert [seat["name"] for seat in lobby.room["seats"]] == ["Ann"]
    assert "Ann removed Bob from the table" in ann.lan.chat.lines.toPlainText()
    qtbot.waitUntil(lobby.start.isEnabled, timeout=WAIT)  # Ann is ready and alone: a bot takes seat 2
    bob.lan.join_table({"address": "127.0.0.1", "port": port, "name": "Bob", "code": None})
    qtbot.waitUntil(lambda: bob.lan.client is None and "cannot sit there again" in (bob.lan.last_message or "")
                    and bob.lan.last_message != "", timeout=WAIT)
    assert [seat["name"] for seat in lobby.room["seats"]] == ["Ann"]


def test_a_guest_removed_before_the_start_is_not_told_to_rejoin_and_the_table_is_forgotten(qtbot, make_window):
    """Dirk, removed from Cora's lobby, read "…you cannot sit there again" followed by "The table shows where
    the game stopped: … or try Game ▸ Rejoin the table", and Rejoin the table stayed enabled (the next start
    offered it too). A removal is no lost connection: he is told why, and nothing is kept to rejoin."""
    from cardgame_gui.ui.lan.joining import LAST_JOIN_KEY
    ann, bob = make_window("ann"), make_window("bob")
    ann.start_config({"game": "german_bridge", "players": 3, "options": {"rounds": 1}, "seed": 3})
    assert ann.lan.host_table(host_values())
    join(qtbot, bob, ann.lan.host.port, "Bob")
    assert bob.settings.value(LAST_JOIN_KEY)  # (kept while he sits there: a crash would offer to rejoin)
    lobby = ann.lan.lobby
    qtbot.waitUntil(lambda: len(lobby.room["seats"]) == 2, timeout=WAIT)
    click_seat(qtbot, lobby, 1)
    qtbot.mouseClick(lobby.remove, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bob.lan.client is None, timeout=WAIT)
    assert bob.lan.last_message == "The host of Friday removed you from its seats: you cannot sit there again"
    assert not bob.lan.rejoin_action.isEnabled() and bob.lan.join_action.isEnabled()
    assert not bob.settings.value(LAST_JOIN_KEY)


def test_the_seat_chosen_follows_its_person_when_the_seats_move_up(qtbot):
    """Removing Bob moves Cy up to seat 2: the choice must not slide onto Cy (a second click on Remove would
    remove someone the owner never chose)."""
    from cardgame_gui.ui.lan.dialogs import LobbyDialog

    def room(*names):
        return {"id": "1", "name": "Friday", "invite_only": False, "host": 0, "game": "german_bridge",
                "game_name": "German Bridge", "players": 4, "options": {}, "bot_level": "casual",
                "started": False, "ended": False, "grace": 30.0, "spectators": [],
                "seats": [{"name": n, "ready": False, "host": n == "Ann", "left": False, "away": False,
                           "bot": False} for n in names]}

    lobby = LobbyDialog(hosting=True)
    qtbot.addWidget(lobby)
    lobby.show_room(room("Ann", "Bob", "Cy"), you=0)
    lobby.seats.setCurrentRow(2)
    lobby.show_room(room("Ann", "Bob", "Cy", "Dee"), you=0)  # Dee joins: Cy stays chosen
    assert lobby.seats.currentRow() == 2 and lobby.remove.isEnabled()
    lobby.seats.setCurrentRow(1)
    with qtbot.waitSignal(lobby.requested) as asked:
        lobby.remove.click()
    assert asked.args == ["remove", {"seat": 1}]
    lobby.show_room(room("Ann", "Cy", "Dee"), you=0)  # Bob gone, Cy moved up to seat 2
    assert lobby.seats.currentRow() == -1 and not lobby.remove.isEnabled()
