"""The game log: a readable line per engine event."""

from __future__ import annotations

from cardgame_gui.bots import make_bot
from cardgame_gui.engine import new_game
from cardgame_gui.ui.log_dock import GameLogDock, card_text, describe_event

NAMES = ["South", "West", "North", "East"]


def test_trick_game_events_read_as_sentences():
    lines = [describe_event(e, NAMES) for e in [
        {"type": "deal", "hand": 3, "dealer": 1, "cards": 3, "trump": "H", "turned": "TH"},
        {"type": "bid", "seat": 2, "tricks": 1},
        {"type": "bid", "seat": 3, "tricks": 0},
        {"type": "bid_changed", "seat": 3, "tricks": 2, "previous": 0},
        {"type": "play", "seat": 2, "card": "QS"},
        {"type": "play", "seat": 0},
        {"type": "trick_won", "seat": 2, "trick": [{"seat": 2, "card": "QS"}]},
        {"type": "hand_scored", "hand": 3, "cards": 3, "dealer": 1, "trump": "H", "bids": [0, 1, 1, 2],
         "tricks": [0, 1, 1, 1], "points": [10, 11, 11, 0], "totals": [30, 21, 11, 5]},
        {"type": "game_over", "scores": [30, 21, 11, 30], "winners": [0, 3]},
    ]]
    assert lines == [
        "— Hand 3: West deals, 3 cards each; trumps are ♥ hearts (10♥ turned) —",
        "North bids 1 trick",
        "East bids 0 tricks",
        "East changes their bid to 2 tricks (was 0)",
        "North plays Q♠",
        "South plays their card",
        "North wins the trick with Q♠",
        "Hand 3 scored: South +10, West +11, North +11, East 0 — totals South 30, West 21, North 11, East 5",
        "Game over: South and East win (South 30, West 21, North 11, East 30)",
    ]


def test_auction_and_partner_events_read_as_sentences():
    assert describe_event({"type": "bid", "seat": 1, "level": 3, "strain": "NT"}, NAMES) == "West bids 3NT"
    assert describe_event({"type": "bid", "seat": 1, "level": 2, "strain": "S"}, NAMES) == "West bids 2♠"
    assert describe_event({"type": "pass", "seat": 0}, NAMES) == "South passes"
    assert describe_event({"type": "call_partner", "seat": 3, "card": "AS"}, NAMES) == "East calls A♠ as partner"
    assert describe_event({"type": "deal", "hand": 1, "dealer": 0, "cards": 13, "trump": None}, NAMES) == \
        "— Hand 1: South deals, 13 cards each; trumps are no trumps —"


def test_unknown_events_are_rendered_generically():
    assert describe_event({"type": "meld", "seat": 1, "cards": ["3C", "3D", "JK"]}, NAMES) == \
        "West: meld — cards 3♣ 3♦ joker"
    assert describe_event({"type": "stock_reshuffled", "size": 40}, NAMES) == "stock reshuffled — size 40"
    assert describe_event({"no": "type"}, NAMES).startswith("(event")


def test_a_trick_won_without_its_cards_still_reads():
    assert describe_event({"type": "trick_won", "seat": 1}, NAMES) == "West wins the trick"


def test_card_text():
    assert [card_text(c) for c in ("AS", "TD", "2C", "JK", "??")] == ["A♠", "10♦", "2♣", "joker", "??"]


def test_the_dock_logs_a_line_per_event_of_a_bot_game(qtbot):
    dock = GameLogDock()
    qtbot.addWidget(dock)
    game = new_game("german_bridge", 4, {}, 21)
    bots = [make_bot("random", "german_bridge", s) for s in range(4)]
    count = 0
    while len(game.view(None)["history"]) < 2:
        seat = game.to_act()[0]
        events = game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
        dock.add_events(events, NAMES)
        count += len(events)
    lines = dock.text().splitlines()
    assert len(lines) == count
    assert sum(" wins the trick with " in line for line in lines) == 1 + 2
    assert sum(line.startswith("Hand ") and "scored" in line for line in lines) == 2
    assert lines[-1].startswith("— Hand 3:")
    dock.add_events([], NAMES)
    assert dock.text().splitlines() == lines
    dock.add_text("Game saved")
    assert dock.text().splitlines() == lines + ["Game saved"]
    dock.clear()
    assert dock.text() == ""
