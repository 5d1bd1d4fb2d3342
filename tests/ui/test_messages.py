"""Refusals are said to the person at the table in their words (issue 10 item 9, issue 34): the engine's
code and data become a sentence in the second person, with the table's names and card symbols; the
engine's English sentences stay as they are for logs and the API."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardgame_gui.engine import RuleError, new_game
from cardgame_gui.session.messages import card_symbols, refusal_text
from tests.ui.test_table import BOTS, card_point, drag, scenario, south_to_follow, zone_point

NAMES = ["South", "West", "North", "East"]


def said(error: RuleError, me: int = 0) -> str:
    return refusal_text(error.code, error.data, str(error), NAMES, me)


def test_a_follow_suit_refusal_is_said_to_you():
    error = RuleError("South cannot play 3H: must follow clubs (holds 6C)", "must_follow", seat=0, card="3H",
                      suit="C", held=["6C"])
    assert said(error) == "You can't play 3♥ — you must follow clubs"


def test_not_your_turn():
    game = new_game("german_bridge", 4, seed=3)
    waiting = game.to_act()[0]
    other = (waiting + 1) % 4
    try:
        game.apply(other, {"type": "bid", "tricks": 0})
    except RuleError as error:
        assert said(error, other) == f"It's not your turn — waiting for {NAMES[waiting]}"
    else:
        raise AssertionError("a bid out of turn was accepted")


def test_the_hook_and_your_hand_in_the_second_person():
    hook = RuleError("South cannot bid 1: ...", "hook", seat=0, tricks=1, total=3)
    assert said(hook).startswith("You can't bid 1 — as dealer")
    assert said(RuleError("South cannot play TS: not in their hand", "not_in_hand", seat=0, card="TS",
                          verb="play")) == "You can't play 10♠ — it is not in your hand"
    assert said(RuleError("South has already bid 2", "already_bid", seat=0, tricks=2)) == "You have already bid 2"


def test_another_seats_refusal_is_named_and_an_unknown_code_keeps_the_sentence():
    follow = RuleError("West cannot play JK: must follow hearts", "must_follow", seat=1, card="JK", suit="H",
                       held=["2H"])
    assert said(follow) == "West can't play Joker — they must follow hearts"  # (said of them, not to them)
    assert refusal_text("from_a_newer_host", {}, "Player 2 cannot do TH now", NAMES, 0, {"Player 2": "Ann"}) == \
        "Ann cannot do 10♥ now"
    assert card_symbols("AS KD TC 2H") == "A♠ K♦ 10♣ 2♥"


def test_a_refusal_without_a_code_is_the_english_sentence_said_to_you():
    """A host that sends no code (or one this app does not know): the sentence, re-worded for the person."""
    assert refusal_text("", {}, "It is not South's turn: waiting for West", NAMES, 0) == \
        "It's not your turn — waiting for West"
    assert refusal_text("", {}, "Player 1 cannot play TS: not in their hand", NAMES, 0, {"Player 1": "South"}) == \
        "You can't play 10♠ — it is not in your hand"


def test_the_status_bar_speaks_to_you_and_the_engine_keeps_its_sentence(window, qtbot):
    south_to_follow(window, qtbot)
    with qtbot.waitSignal(window.controller.action_rejected, timeout=3000) as blocker:
        drag(window, "2S", zone_point(window))
    assert blocker.args[0].startswith("South cannot play 2S")  # the engine's words, for logs and the API
    assert blocker.args[1] == "must_follow" and blocker.args[2]["card"] == "2S"
    assert window.statusBar().currentMessage() == "You can't play 2♠ — you must follow hearts"


def test_playing_out_of_turn_is_said_to_you(window, qtbot):
    window.controller.adopt(scenario([1, 0, 1, 0]), BOTS)  # West must lead
    window.controller.stop()
    QTest.mouseDClick(window.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      card_point(window, "2S"))
    assert window.statusBar().currentMessage() == "It's not your turn — waiting for West"


def test_a_lay_off_before_your_contract_says_you_have_not_melded_your_contract():
    """Issue 33 item 1: the whole clause speaks to you, not only "their"."""
    def not_yet(why, seat=0):
        return said(RuleError("...", "not_yet", seat=seat, verb="lay_off", why=why))
    assert not_yet("no_contract") == "You can't lay off — you have not melded your contract yet"
    assert not_yet("remeld") == \
        "You can't lay off — you must first re-meld the part of the contract you were screwed out of"


def test_dragging_onto_a_meld_before_you_melded_says_you_have_not_melded(window, qtbot):
    from tests.ui.test_rummy_table import draw_from_stock, drag as rummy_drag, hand_item, point_of, rummy, start
    table = start(window, qtbot, rummy(table=[{"owner": 2, "cards": ["5C", "6C", "7C", "8C"], "as": []}]),
                  [None, "casual", "casual", "casual"])
    draw_from_stock(table, qtbot, window)
    nine = hand_item(table, "9C")
    with qtbot.waitSignal(window.controller.action_rejected, timeout=3000):
        rummy_drag(table, point_of(table, nine), table.mapFromScene(table.frames[0].rect.center()))
    assert window.statusBar().currentMessage() == "You can't lay off — you have not melded your contract yet"
