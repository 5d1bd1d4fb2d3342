"""Game after game at one LAN table (issue 32): the host's Play again (or Replay this deal) deals the next game
to the same people in the same seats, who see it start in their windows without joining again; a guest who
quits between games gets the seat back by rejoining; names and scores stay right in both windows."""

from PySide6.QtWidgets import QMessageBox

from cardgame_gui.ui.window import main_window as main_window_module

from tests.ui.test_lan_evening import quit_item
from tests.ui.test_lan_party_window import WAIT, hosted_game, play_by_hand

TWO = {"game": "german_bridge", "players": 2, "options": {"rounds": 1}, "seed": 3}  # host and guest, no bot


def play_to_the_end(qtbot, windows):
    """Both windows play by hand until each has drawn the game's end (its game-over panel is up)."""
    play_by_hand(qtbot, windows, lambda: all(w.controller.game.over for w in windows))
    qtbot.waitUntil(lambda: all(w.table.game_over.isVisible() for w in windows), timeout=WAIT)


def results(win) -> list:
    """The game-over panel's ranking as shown: (place, name, score)."""
    return list(win.table.game_over.ranking)


def test_the_hosts_play_again_deals_the_next_game_to_the_same_two_seats(qtbot, make_window):
    ann, bob = make_window("ann"), make_window("bob")
    hosted_game(qtbot, ann, bob, TWO)
    play_to_the_end(qtbot, (ann, bob))
    first = results(ann)
    assert first == results(bob) and {name for _, name, _ in first} == {"Ann", "Bob"}
    was = bob.controller.game
    bob.table.game_over.again_button.click()  # a guest's Play again waits for the host: nothing leaves
    assert bob.lan.client is not None and bob.controller.game is was
    assert "host deals the next game" in bob.statusBar().currentMessage()
    ann.table.game_over.again_button.click()
    qtbot.waitUntil(lambda: bob.controller.game is not was and not bob.controller.game.over, timeout=WAIT)
    assert ann.lan.host is not None and bob.lan.client is not None  # the same table: nobody joined again
    assert (ann.controller.me, bob.controller.me) == (0, 1) and ann.controller.seats == [None, None]
    for win in (ann, bob):
        assert win.controller.view()["names"] == ["Ann", "Bob"]
        assert not win.table.game_over.isVisible()
    assert not bob.lan.lobby.isVisible()
    play_to_the_end(qtbot, (ann, bob))
    second = results(ann)
    assert second == results(bob) and {name for _, name, _ in second} == {"Ann", "Bob"}
    scores = ann.controller.game.scores()
    assert bob.controller.game.scores() == scores
    assert dict((name, score) for _, name, score in second) == {"Ann": scores[0], "Bob": scores[1]}
    assert "Bob" in bob.log_dock.text() and "Player 2" not in ann.log_dock.text()


def test_replay_this_deal_at_the_host_deals_the_same_cards_to_both_windows(qtbot, make_window):
    ann, bob = make_window("ann"), make_window("bob")
    hosted_game(qtbot, ann, bob, TWO)
    dealt = bob.controller.view()["hand"]
    play_to_the_end(qtbot, (ann, bob))
    was = bob.controller.game
    ann.table.game_over.replay_button.click()
    qtbot.waitUntil(lambda: bob.controller.game is not was, timeout=WAIT)
    assert bob.controller.view()["hand"] == dealt and ann.lan.host is not None


def test_a_guest_who_quits_between_games_rejoins_and_plays_the_next_game(qtbot, make_window, monkeypatch):
    ann, bob = make_window("ann"), make_window("bob")
    hosted_game(qtbot, ann, bob, TWO)
    play_to_the_end(qtbot, (ann, bob))
    quit_item(bob).trigger()  # Ctrl+Q at the table between games, answered Quit
    assert not bob.isVisible()
    room = ann.lan.host.lobby.rooms["1"]
    qtbot.waitUntil(lambda: room.members[1].away, timeout=WAIT)
    assert not room.members[1].left and ann.lan.host is not None
    ann.table.game_over.again_button.click()  # Ann deals: Bob's seat is held for him
    qtbot.waitUntil(lambda: not ann.controller.game.over, timeout=WAIT)
    assert ann.controller.seats[1] is None and ann.controller.view()["names"] == ["Ann", "Bob"]
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    again = make_window("bob again", settings_name="bob")  # the app started again: "Rejoin the table?" Yes
    assert again.offer_continue()
    qtbot.waitUntil(lambda: getattr(again.controller.game, "remote", False) and again.lan.client.back,
                    timeout=WAIT)
    assert again.controller.me == 1 and not room.members[1].away
    assert again.controller.view()["names"] == ["Ann", "Bob"]
    play_to_the_end(qtbot, (ann, again))
    assert results(ann) == results(again)
    assert ann.controller.game.scores() == again.controller.game.scores()


def test_a_guest_who_quits_and_rejoins_before_the_next_deal_is_dealt_in(qtbot, make_window, monkeypatch):
    ann, bob = make_window("ann"), make_window("bob")
    hosted_game(qtbot, ann, bob, TWO)
    play_to_the_end(qtbot, (ann, bob))
    quit_item(bob).trigger()
    room = ann.lan.host.lobby.rooms["1"]
    qtbot.waitUntil(lambda: room.members[1].away, timeout=WAIT)
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    again = make_window("bob again", settings_name="bob")
    assert again.offer_continue()  # "Rejoin the table?" Yes, while the last game's end is on the table
    qtbot.waitUntil(lambda: getattr(again.controller.game, "remote", False) and again.lan.client.back,
                    timeout=WAIT)
    assert again.controller.game.over and again.controller.me == 1 and not room.members[1].away
    lobby = again.lan.lobby  # between games: nothing to tick, the host deals
    assert "the next one starts here when the host deals it" in lobby.title.text() and not lobby.ready.isEnabled()
    qtbot.waitUntil(lambda: "Bob is back" in ann.lan.chat.lines.toPlainText(), timeout=WAIT)
    ann.table.game_over.again_button.click()
    qtbot.waitUntil(lambda: not again.controller.game.over, timeout=WAIT)
    assert again.controller.seats == [None, None] and ann.controller.seats == [None, None]
    play_to_the_end(qtbot, (ann, again))
    assert results(ann) == results(again) and {name for _, name, _ in results(ann)} == {"Ann", "Bob"}


def test_each_window_counts_only_its_own_persons_games_in_the_statistics(qtbot, make_window):
    ann, bob = make_window("ann"), make_window("bob")
    hosted_game(qtbot, ann, bob, TWO)
    play_to_the_end(qtbot, (ann, bob))
    winners = ann.controller.game.winners()
    for win, seat in ((ann, 0), (bob, 1)):  # each person played one game, not two
        entry = win.stats.entry("german_bridge", "human")
        assert entry["played"] == 1 and entry["won"] == (1 if seat in winners else 0)


def test_no_to_rejoin_the_table_forgets_it_and_joining_there_again_sits_as_a_newcomer(qtbot, make_window,
                                                                                      monkeypatch):
    """Dirk's app restarted asked "Rejoin the table? … No: the table is forgotten"; he said No, then picked the
    server's "(new table)" and was put back at his old game in hand 2 ("Dirk is back"): the reconnect token of
    that address was kept, and a join carrying it is a rejoin."""
    from cardgame_gui.ui.lan.joining import TOKEN_KEY
    ann, bob = make_window("ann"), make_window("bob")
    hosted_game(qtbot, ann, bob, TWO)
    port = ann.lan.host.port
    quit_item(bob).trigger()
    room = ann.lan.host.lobby.rooms["1"]
    qtbot.waitUntil(lambda: room.members[1].away, timeout=WAIT)
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.No)
    again = make_window("bob again", settings_name="bob")
    assert not again.lan.offer_rejoin()  # No
    assert not again.settings.value(TOKEN_KEY.format(address="127.0.0.1", port=port))
    assert not again.lan.rejoin_action.isEnabled()
    monkeypatch.setattr(main_window_module, "ask_save_changes", lambda parent, name: "discard")
    assert again.lan.join_table({"address": "127.0.0.1", "port": port, "name": "Bob", "code": None})
    qtbot.waitUntil(lambda: again.lan.client is None or again.lan.client.is_connected, timeout=WAIT)
    qtbot.wait(300)
    assert not (again.lan.client is not None and again.lan.client.back)  # not given the old seat back
    assert room.members[1].away  # it stays held for whoever has the old token (nobody now)
