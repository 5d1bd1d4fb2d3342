"""Refusals are said to the person at the table in their words (issue 10, item 9): second person for
their own seat, names and suit symbols; the engine's sentences stay as they are for logs and the API."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardgame_gui.session.messages import card_symbols, for_player
from tests.ui.test_table import BOTS, card_point, drag, scenario, south_to_follow, zone_point

NAMES = ["South", "West", "North", "East"]


def test_a_follow_suit_refusal_is_said_to_you():
    assert for_player("South cannot play 3H: must follow clubs (holds 6C)", NAMES, 0) == \
        "You can't play 3♥ — you must follow clubs"


def test_not_your_turn():
    assert for_player("It is not South's turn: waiting for West", NAMES, 0) == "It's not your turn — waiting for West"


def test_the_hook_and_your_hand_in_the_second_person():
    assert for_player("South cannot bid 1: as dealer, the bids may not total 3, the number of tricks (the hook)",
                      NAMES, 0).startswith("You can't bid 1 — as dealer")
    assert for_player("South cannot play TS: not in their hand", NAMES, 0) == \
        "You can't play 10♠ — it is not in your hand"
    assert for_player("South has already bid 2", NAMES, 0) == "You have already bid 2"


def test_other_seats_keep_their_names_and_codes_become_symbols():
    assert for_player("West cannot play JK: must follow hearts", NAMES, 0) == \
        "West cannot play joker: must follow hearts"
    assert card_symbols("AS KD TC 2H") == "A♠ K♦ 10♣ 2♥"


def test_the_status_bar_speaks_to_you_and_the_engine_keeps_its_sentence(window, qtbot):
    south_to_follow(window, qtbot)
    with qtbot.waitSignal(window.controller.action_rejected, timeout=3000) as blocker:
        drag(window, "2S", zone_point(window))
    assert blocker.args[0].startswith("South cannot play 2S")  # the engine's words, for logs and the API
    assert window.statusBar().currentMessage() == "You can't play 2♠ — you must follow hearts"


def test_playing_out_of_turn_is_said_to_you(window, qtbot):
    window.controller.adopt(scenario([1, 0, 1, 0]), BOTS)  # West must lead
    window.controller.stop()
    QTest.mouseDClick(window.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      card_point(window, "2S"))
    assert window.statusBar().currentMessage() == "You can't play a card now — it is West's turn to play"


def test_a_lay_off_before_your_contract_says_you_have_not_melded_your_contract():
    """Issue 33 item 1: the whole clause speaks to you, not only "their"."""
    assert for_player("South cannot lay off: they have not melded their contract yet", NAMES, 0) == \
        "You can't lay off — you have not melded your contract yet"
    assert for_player("South cannot lay off: they must first re-meld the part of the contract they were "
                      "screwed out of", NAMES, 0) == \
        "You can't lay off — you must first re-meld the part of the contract you were screwed out of"
    assert for_player("West cannot lay off: they have not melded their contract yet", NAMES, 0) == \
        "West cannot lay off: they have not melded their contract yet"


def test_dragging_onto_a_meld_before_you_melded_says_you_have_not_melded(window, qtbot):
    from tests.ui.test_rummy_table import draw_from_stock, drag as rummy_drag, hand_item, point_of, rummy, start
    table = start(window, qtbot, rummy(table=[{"owner": 2, "cards": ["5C", "6C", "7C", "8C"], "as": []}]),
                  [None, "casual", "casual", "casual"])
    draw_from_stock(table, qtbot, window)
    nine = hand_item(table, "9C")
    with qtbot.waitSignal(window.controller.action_rejected, timeout=3000):
        rummy_drag(table, point_of(table, nine), table.mapFromScene(table.frames[0].rect.center()))
    assert window.statusBar().currentMessage() == "You can't lay off — you have not melded your contract yet"
