"""Choosing a card (issue 10, items 7 and 8): a refused card drops back unselected, the arrow keys skip
cards you cannot play, and the drop zone only lights up when it is your turn to play."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from tests.ui.test_table import BOTS, card_point, scenario, south_to_follow, zone_point


def test_a_refused_card_is_no_longer_raised_or_selected(window, qtbot):
    south_to_follow(window, qtbot)
    table = window.table
    viewport = table.viewport()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, card_point(window, "2S"))
    assert table.selected == "2S"
    with qtbot.waitSignal(window.controller.action_rejected, timeout=3000):
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         card_point(window, "2S"))
    item = table.cards["2S"]
    assert table.selected is None and not item.selected
    qtbot.waitUntil(lambda: item.pos() == item.top_left_for(item.home), timeout=3000)
    spot, _ = table._hand_spots(len(table.hand_order))[table.hand_order.index("2S")]
    assert item.home == spot  # back in line, not raised


def test_the_arrow_keys_skip_cards_you_cannot_play(window, qtbot):
    south_to_follow(window, qtbot)  # South must follow hearts: AH only
    table = window.table
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_Right)
    assert table.selected == "AH"
    QTest.keyClick(table, Qt.Key.Key_Left)
    assert table.selected == "AH"  # 2S and 3S cannot be played: nothing to move to


def test_the_drop_zone_stays_dark_when_it_is_not_your_turn(window, qtbot):
    window.controller.adopt(scenario([1, 0, 1, 0]), BOTS)  # West must lead
    window.controller.stop()
    viewport, zone = window.table.viewport(), window.table.zone
    start, to = card_point(window, "AH"), zone_point(window)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 11):
        QTest.mouseMove(viewport, start + (to - start) * (i / 10))
    assert not zone.active and not zone.hot
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, to)
    assert not zone.hot


def test_the_drop_zone_stays_dark_for_a_card_you_cannot_play(window, qtbot):
    south_to_follow(window, qtbot)
    viewport, zone = window.table.viewport(), window.table.zone
    start, to = card_point(window, "2S"), zone_point(window)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 11):
        QTest.mouseMove(viewport, start + (to - start) * (i / 10))
    assert zone.active and not zone.hot  # a drag shows where cards go, but this one would be refused
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, to + QPoint(0, 0))


def test_after_undo_the_arrows_go_on_from_the_card_taken_back(window, qtbot):
    """Ctrl+Z takes back South's lead (3S): it is chosen again, and ← moves to its neighbour (2S), not
    to the rightmost card."""
    south_to_follow(window, qtbot)
    window.controller.request({"type": "play", "card": "AH"})  # South wins the trick and leads
    qtbot.waitUntil(lambda: {"type": "play", "card": "3S"} in window.controller.legal(), timeout=5000)
    window.controller.request({"type": "play", "card": "3S"})
    window.undo()
    table = window.table
    qtbot.waitUntil(lambda: "3S" in table.hand_order and window.controller.is_my_turn(), timeout=5000)
    assert table.hand_order == ["2S", "3S"] and table.selected == "3S"
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_Left)
    assert table.selected == "2S"


def ten_card_hand():
    """Devil's Bridge, hand 10 (ten cards each), East deals: South bids first, 0 to 10."""
    from cardgame_gui.engine import new_game

    ranks = "23456789TJQKA"
    hands = [[r + s for r in ranks[:10]] for s in "SHDC"]
    return new_game("devils_bridge", 4, seed=3, deal={"hand": 10, "dealer": 3, "turned": "AS", "hands": hands})


def test_two_digits_bid_ten_or_more_and_a_lone_one_waits_for_enter(window, qtbot):
    """With ten cards, "1" bid 1 at once: a player typing 10 could not, and lost the bid to the first
    digit. A digit that may start a longer number now waits for the next digit or Enter."""
    window.controller.adopt(ten_card_hand(), BOTS)
    table = window.table
    table.setFocus()
    assert table.bidding.isVisible() and "10" in table.bidding.buttons
    QTest.keyClick(table, Qt.Key.Key_1)
    assert window.controller.game.view(0)["bids"][0] is None
    assert "Enter" in window.statusBar().currentMessage()
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000) as blocker:
        QTest.keyClick(table, Qt.Key.Key_0)
    assert blocker.args[1] == {"type": "bid", "tricks": 10}


def test_a_digit_that_starts_no_longer_number_bids_at_once_and_enter_bids_a_lone_one(window, qtbot):
    window.controller.adopt(ten_card_hand(), BOTS)
    table = window.table
    table.setFocus()
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000) as blocker:
        QTest.keyClick(table, Qt.Key.Key_3)
    assert blocker.args[1] == {"type": "bid", "tricks": 3}
    window.controller.adopt(ten_card_hand(), BOTS)
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_1)
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000) as blocker:
        QTest.keyClick(table, Qt.Key.Key_Return)
    assert blocker.args[1] == {"type": "bid", "tricks": 1}
