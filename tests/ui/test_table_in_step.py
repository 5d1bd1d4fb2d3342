"""The table always shows what the latest applied action produced, whatever happens to the window while
the animation catches up (issue 10, item 1), and the log and scores keep in step with it (item 10)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.test_table import south_to_follow


def trick_cards(table) -> set[str]:
    """Cards drawn face up in the middle of the table."""
    return {code for code, item in table.cards.items() if not item.in_hand and item.face_up
            and table.zone.rect.contains(item.centre())}


def test_the_card_that_ends_a_trick_is_drawn_even_when_the_window_resizes_meanwhile(window, qtbot):
    south_to_follow(window, qtbot)
    window.set_speed("fast")
    table = window.table
    window.controller.request({"type": "play", "card": "AH"})  # the fourth card: the trick is won
    window.resize(window.width() - 120, window.height() - 60)  # e.g. a dock growing as the hand is scored
    qtbot.waitUntil(lambda: table.viewport().width() < 1000, timeout=3000)
    assert "AH" in table.cards and not table.cards["AH"].in_hand
    assert len(trick_cards(table)) == 4
    qtbot.waitUntil(lambda: not table.animator.running, timeout=5000)
    hand = window.controller.view()["hand"]
    assert sorted(c for c, item in table.cards.items() if item.in_hand) == sorted(hand)
    assert "AH" not in table.cards  # swept with the other three



def test_the_log_waits_for_the_table_to_draw_the_trick(window, qtbot):
    south_to_follow(window, qtbot)
    window.set_speed("fast")
    table = window.table
    window.controller.request({"type": "play", "card": "AH"})
    assert len(trick_cards(table)) >= 3 and "wins the trick" not in window.log_dock.text()
    qtbot.waitUntil(lambda: "wins the trick" in window.log_dock.text(), timeout=5000)
    assert not any(item.face_up and not item.in_hand and table.zone.rect.contains(item.centre())
                   for item in table.cards.values() if item.opacity() > 0.5)


def test_pause_after_each_trick_holds_the_trick_until_a_click(window, qtbot):
    south_to_follow(window, qtbot)
    window.set_speed("fast")
    window.pause_action.setChecked(True)
    assert window.settings.value("table/pause_trick") == "true"
    table = window.table
    window.controller.request({"type": "play", "card": "AH"})
    qtbot.waitUntil(lambda: table.animator.held, timeout=3000)
    qtbot.wait(900)  # longer than a bot's pause at this speed: nothing moves on
    assert len(trick_cards(table)) == 4 and window.controller.is_idle()
    assert table.continue_note.lines == ["Click or press Space to continue"]
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     table.mapFromScene(table.plan.centre))
    qtbot.waitUntil(lambda: not table.animator.busy(), timeout=5000)
    assert not table.continue_note.lines and "AH" not in table.cards
    assert window.controller.is_my_turn()  # South won the trick and leads


def one_card_hand():
    """Devil's Bridge, hand 1, West deals: North and East have bid, South bids, then West; North leads
    and West plays the last card of the hand (South's AH wins it)."""
    from cardgame_gui.engine import new_game

    deal = {"hand": 1, "dealer": 1, "turned": "5C", "hands": [["AH"], ["2H"], ["3H"], ["4H"]]}
    game = new_game("devils_bridge", 4, seed=3, deal=deal)
    game.apply(2, {"type": "bid", "tricks": 0})
    game.apply(3, {"type": "bid", "tricks": 0})
    return game


def test_a_held_trick_shows_one_moment_on_every_widget(window, qtbot):
    """Pause after each trick: West's 2H lies in the trick, so West shows no card back and is not to move;
    South's Won counter and the log already count the trick; the next hand's "Your bid" waits until its
    bidding box and hand are there."""
    window.controller.adopt(one_card_hand(), [None, "random", "random", "random"])
    window.set_speed("fast")
    window.pause_action.setChecked(True)
    table = window.table
    window.controller.request({"type": "bid", "tricks": 1})
    qtbot.waitUntil(lambda: {"type": "play", "card": "AH"} in window.controller.legal(), timeout=5000)
    window.controller.request({"type": "play", "card": "AH"})
    qtbot.waitUntil(lambda: table.animator.held, timeout=5000)
    assert len(trick_cards(table)) == 4
    west = table.seats[1]
    assert west.cards == 0 and not any(seat.acting for seat in table.seats)
    assert "Won 1" in table.seats[0].badges
    assert "wins the trick" in window.log_dock.text()
    assert "Your bid" not in window.statusBar().currentMessage()
    QTest.keyClick(table, Qt.Key.Key_Space)
    while table.animator.busy():
        message = window.statusBar().currentMessage()
        assert "Your bid" not in message or (table.bidding.isVisible() and table.hand_order), message
        qtbot.wait(20)
    qtbot.waitUntil(lambda: window.controller.is_my_turn(), timeout=5000)
    qtbot.waitUntil(lambda: not table.animator.busy(), timeout=5000)
    assert window.statusBar().currentMessage() == "Your bid" and table.bidding.isVisible()


def seven_bots_trick_steps(window, qtbot, monkeypatch, look, enough) -> None:
    """Seven random bots play Devil's Bridge (seed 4) at fast speed; ``look(table)`` is called each time the
    table draws a step of a trick, until ``enough()``."""
    from cardgame_gui.engine import new_game
    from cardgame_gui.ui.table.view import TableView

    real = TableView._trick_step

    def step(self, event, *rest):
        look(self)
        return real(self, event, *rest)

    monkeypatch.setattr(TableView, "_trick_step", step)
    window.controller.adopt(new_game("devils_bridge", 7, {"sequence": "down_up"}, seed=4), ["random"] * 7)
    window.set_speed("fast")
    qtbot.waitUntil(enough, timeout=20000)
    window.controller.stop()


def test_with_seven_players_no_seat_shows_a_back_for_a_card_in_the_trick(window, qtbot, monkeypatch):
    """Without the pause: when a trick is complete, every seat's fan already lost the card it played."""
    seen = []

    def checked(table):  # every seat has played one card more: all fans alike, nobody to move
        seen.append(([table.seats[s].cards for s in range(1, 7)], [s.acting for s in table.seats]))

    seven_bots_trick_steps(window, qtbot, monkeypatch, checked, lambda: len(seen) >= 6)
    for shown, acting in seen:
        assert len(set(shown)) == 1 and not any(acting), (shown, acting)


def test_game_over_is_said_once_the_table_shows_the_last_trick_gone(window, qtbot):
    """A held last trick: the status bar does not announce the result until the table has ended the game."""
    from tests.ui.test_table_words import finished

    game = finished("devils_bridge", seed=2)
    last = max(i for i, (seat, _) in enumerate(game.log) if seat == 0)
    from cardgame_gui.session.controller import replay

    window.controller.adopt(replay(game, last)[0], [None, "random", "random", "random"])
    window.set_speed("fast")
    window.pause_action.setChecked(True)
    table = window.table
    qtbot.waitUntil(lambda: window.controller.is_my_turn(), timeout=5000)
    window.controller.request(window.controller.legal()[0])
    qtbot.waitUntil(lambda: table.animator.held or table.game_over.isVisible(), timeout=5000)
    if table.animator.held:
        assert not window.statusBar().currentMessage().startswith("Game over")
        table.continue_play()
    qtbot.waitUntil(lambda: table.game_over.isVisible(), timeout=5000)
    assert window.statusBar().currentMessage().startswith("Game over")


def watch_the_trick_end(window, qtbot, play):
    """Poll the table every few ms while a trick ends without the pause: when a "Won 1" goes up and when
    the log first says "wins the trick", how many cards lie in the trick and are all on their spots?"""
    from PySide6.QtCore import QTimer

    table = window.table
    seen = {}

    def look():
        trick = [i for i in table.cards.values() if i.role[0] == "trick"]
        arrived = all((i.centre() - table._trick_spot(i.role[1])).manhattanLength() < 1.5 for i in trick)
        if "won" not in seen and any("Won 1" in seat.badges for seat in table.seats):
            seen["won"] = (len(trick), arrived)
        if "log" not in seen and "wins the trick" in window.log_dock.text():
            seen["log"] = "won" in seen
    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(2)
    play()
    qtbot.waitUntil(lambda: "log" in seen, timeout=8000)
    timer.stop()
    return seen


def test_without_the_pause_the_won_badge_waits_for_the_last_card_you_play(window, qtbot):
    """Issue 33 item 5: South's AH, the trick's fourth card, is on its spot before North's "Won 1" goes up
    (North trumps it); the log says who wins the trick after that."""
    south_to_follow(window, qtbot)
    window.set_speed("normal")
    seen = watch_the_trick_end(window, qtbot,
                               lambda: window.controller.request({"type": "play", "card": "AH"}))
    assert seen == {"won": (4, True), "log": True}


def test_without_the_pause_the_won_badge_waits_for_a_bots_last_card_that_ends_the_hand(window, qtbot):
    """West's 2H ends the trick and the hand: its steps (the card, the trick won, the hand scored, the next
    deal) are one action, played at the table's pace, not skipped as if the table had to catch up."""
    window.controller.adopt(one_card_hand(), [None, "random", "random", "random"])
    window.set_speed("normal")
    window.controller.request({"type": "bid", "tricks": 1})
    qtbot.waitUntil(lambda: {"type": "play", "card": "AH"} in window.controller.legal(), timeout=8000)
    qtbot.waitUntil(lambda: not window.table.animator.busy(), timeout=8000)
    seen = watch_the_trick_end(window, qtbot,
                               lambda: window.controller.request({"type": "play", "card": "AH"}))
    assert seen == {"won": (4, True), "log": True}


def held_note_overlaps(window, qtbot, size) -> list:
    table = window.table
    window.resize(*size)
    qtbot.waitUntil(lambda: table.sceneRect().width() == table.viewport().width(), timeout=3000)
    qtbot.waitUntil(lambda: table.animator.held, timeout=5000)
    note = table.continue_note.sceneBoundingRect()
    covered = [f"seat {item.seat}" for item in table.seats if note.intersects(item.occupied())]
    covered += [code for code, item in table.cards.items()
                if not item.in_hand and note.intersects(item.sceneBoundingRect())]
    return covered


def test_the_continue_note_of_a_held_trick_covers_no_seat_and_no_card_of_the_trick(window, qtbot):
    """At 1024x640 with two players the note sat over the person's seat panel, hiding its dealer button."""
    from cardgame_gui.engine import new_game

    window.set_speed("fast")
    window.pause_action.setChecked(True)
    hands = [["AS", "2H"], ["KS", "3H"]]
    game = new_game("german_bridge", 2, seed=1, deal={"hand": 2, "dealer": 1, "trump": "C", "hands": hands})
    window.controller.adopt(game, [None, "random"])
    window.resize(1024, 640)
    window.controller.request({"type": "bid", "tricks": 1})
    qtbot.waitUntil(lambda: window.controller.is_my_turn() and window.controller.view()["phase"] == "playing",
                    timeout=5000)
    window.controller.request({"type": "play", "card": "AS"})
    assert held_note_overlaps(window, qtbot, (1024, 640)) == []
    assert held_note_overlaps(window, qtbot, (1280, 800)) == []
