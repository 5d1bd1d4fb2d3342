"""The game log: a readable line per engine event."""

from __future__ import annotations

from cardgame_gui.bots import make_bot
from cardgame_gui.engine import new_game
from cardgame_gui.ui.docks.game_log import GameLogDock, card_text, describe_event

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
    assert describe_event({"type": "sort_hand", "seat": 1, "cards": ["3C", "3D", "JK"]}, NAMES) == \
        "West: sort hand — cards 3♣ 3♦ Joker"
    assert describe_event({"type": "stock_counted", "size": 40}, NAMES) == "stock counted — size 40"
    assert describe_event({"no": "type"}, NAMES).startswith("(event")


def test_a_known_event_of_an_unexpected_shape_falls_back_to_the_generic_line():
    assert describe_event({"type": "meld", "seat": 1, "cards": ["3C", "3D"]}, NAMES) == \
        "West: meld — cards 3♣ 3♦"


def test_auction_events_read_as_sentences():
    lines = [describe_event(e, NAMES) for e in [
        {"type": "deal", "hand": 2, "dealer": 3, "redeal": 1},
        {"type": "wash", "seat": 2, "points": 3},
        {"type": "redeal", "reason": "four_passes", "dealer": 0},
        {"type": "contract", "seat": 1, "declarer": 3, "level": 4, "strain": "S"},
        {"type": "partner_called", "seat": 3, "card": "KH"},
        {"type": "partner_revealed", "seat": 0, "card": "KH", "alone": False},
        {"type": "partner_revealed", "seat": 3, "card": "KH", "alone": True},
        {"type": "hand_scored", "hand": 2, "contract": {"level": 4, "strain": "S"}, "declarer": 3,
         "points": [0, 1, 0, 1], "totals": [1, 1, 0, 2], "called_card": "KH"},
    ]]
    assert lines == [
        "— Hand 2: East deals (redeal 1) —",
        "North calls a wash (3 points in hand)",
        "Redeal (four passes): South deals",
        "West wins the auction with 4♠; East declares",
        "East calls K♥: its holder is the partner",
        "South holds the called card K♥: the partnership is known",
        "K♥ was the declarer's own card: East plays alone",
        "Hand 2 scored (4♠ by East): South 0, West +1, North 0, East +1"
        " — totals South 1, West 1, North 0, East 2",
    ]


def test_rummy_events_read_as_sentences():
    names = ["Ann", "Bo", "Cy"]
    lines = [describe_event(e, names) for e in [
        {"type": "deal", "round": 2, "dealer": 0, "cards": 10, "contract": "a group of 3 and a run of 4",
         "top_discard": "7H"},
        {"type": "draw", "seat": 1, "source": "stock"},
        {"type": "draw", "seat": 1, "source": "discard", "card": "7H"},
        {"type": "may_i_window", "card": "9C", "eligible": [2, 0]},
        {"type": "may_i", "seat": 2, "card": "9C"},
        {"type": "decline", "seat": 0},
        {"type": "may_i_taken", "seat": 2, "card": "9C", "penalty": 1},
        {"type": "window_closed", "card": "4D", "taken_by": None},
        {"type": "meld", "seat": 1, "melds": [{"owner": 1, "kind": "group", "cards": ["5C", "5D", "JK"]},
                                              {"owner": 1, "kind": "run", "cards": ["6S", "7S", "8S", "9S"]}]},
        {"type": "new_meld", "seat": 1, "meld": {"cards": ["QH", "QD", "QS"]}, "index": 2},
        {"type": "lay_off", "seat": 1, "meld": 0, "card": "5H", "end": None},
        {"type": "reclaim_joker", "seat": 2, "meld": 1, "card": "TS"},
        {"type": "screw", "seat": 0, "victim": 1, "meld": 2, "position": 0, "card": "QH", "outcome": "kept"},
        {"type": "discard", "seat": 1, "card": "KC"},
        {"type": "reshuffle", "cards": 31},
        {"type": "piles_empty"},
        {"type": "went_out", "seat": 1},
        {"type": "round_scored", "round": 2, "contract": "a group of 3 and a run of 4", "dealer": 0,
         "went_out": 1, "ended": "out", "points": [35, 0, 12], "totals": [40, 5, 20]},
    ]]
    assert lines == [
        "— Round 2: Ann deals, 10 cards each; contract: 1 group and 1 run —",
        "Bo draws from the stock",
        "Bo takes 7♥ from the discard pile",
        "9♣ is on the discard pile: May I?",
        "Cy asks “May I?” for 9♣",
        "Ann does not ask",
        "Cy takes 9♣ and 1 penalty card",
        "Nobody takes 4♦",
        "Bo melds their contract: 5♣ 5♦ Joker · 6♠ 7♠ 8♠ 9♠",
        "Bo lays down a new meld: Q♥ Q♦ Q♠",
        "Bo lays off 5♥ on meld 1",
        "Cy puts 10♠ in place of the joker in meld 2 and takes the joker",
        "Ann screws Bo: takes Q♥ (the meld stays)",  # (no meld number: the table shows none)
        "Bo discards K♣",
        "The discards are shuffled into a new stock of 31 cards",
        "The stock and the discard pile are both empty",
        "Bo goes out!",
        "Round 2 scored; Bo went out: Ann 35, Bo 0, Cy 12 — totals Ann 40, Bo 5, Cy 20",
    ]


def test_a_rummy_round_ended_with_nothing_to_draw_says_why():
    """The lone discard's last lap (a house rule) and the stock_rebuilds cap are not "both piles empty"."""
    lines = [describe_event(dict(e, type="piles_empty"), NAMES) for e in [
        {"rebuilds": 2, "reason": "both_empty"},
        {"rebuilds": 0, "reason": "last_lap", "card": "KS"},
        {"rebuilds": 3, "reason": "rebuilds_cap", "card": "4D", "cap": 3},
        {"rebuilds": 0, "reason": "one_discard", "card": "4D", "cap": 3},
    ]]
    assert lines == [
        "The stock and the discard pile are both empty",
        "The stock is used up and the lone discard has gone once round the table (K♠ is left): the round "
        "ends (house rule)",
        "The stock is used up and this table rebuilds it at most 3 times: the round ends",
        "The stock is used up and the one discard, 4♦, cannot rebuild it: the round ends",
    ]


def test_a_trick_won_without_its_cards_still_reads():
    assert describe_event({"type": "trick_won", "seat": 1}, NAMES) == "West wins the trick"


def test_card_text():
    assert [card_text(c) for c in ("AS", "TD", "2C", "JK", "??")] == ["A♠", "10♦", "2♣", "Joker", "??"]


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


def test_undo_continue_and_open_keep_the_whole_log(window, qtbot, tmp_path):
    """Issue 10, item 5: the log is rebuilt from the action list, not wiped."""
    from tests.ui.test_table import BOTS, scenario
    window.controller.adopt(scenario([1, 0, 1]), BOTS)
    assert window.log_dock.text().splitlines() == ["West bids 1 trick", "North bids 0 tricks", "East bids 1 trick"]
    window.controller.request({"type": "bid", "tricks": 0})
    qtbot.waitUntil(lambda: bool(window.controller.view()["trick"]), timeout=3000)
    before = window.log_dock.text()
    assert window.save_to(tmp_path / "game.json")
    window.undo()
    assert window.log_dock.text().splitlines() == ["West bids 1 trick", "North bids 0 tricks", "East bids 1 trick"]
    assert window.open_path(tmp_path / "game.json")
    assert window.log_dock.text() == before


def test_a_lay_off_names_whose_meld_it_goes_on():
    names = ["Ann", "Bo", "Cy"]
    assert describe_event({"type": "lay_off", "seat": 1, "meld": 6, "owner": 0, "card": "4D", "end": "low"},
                          names) == "Bo lays off 4♦ on Ann's meld"
    assert describe_event({"type": "lay_off", "seat": 1, "meld": 2, "owner": 1, "card": "4D"}, names) == \
        "Bo lays off 4♦ on their own meld"
    assert describe_event({"type": "reclaim_joker", "seat": 2, "meld": 1, "owner": 0, "card": "TS"}, names) == \
        "Cy puts 10♠ in place of the joker in Ann's meld and takes the joker"


def test_declining_a_wash_is_not_declining_a_may_i():
    assert describe_event({"type": "decline", "seat": 1, "of": "wash"}, NAMES) == "West does not wash"
    assert describe_event({"type": "decline", "seat": 0}, NAMES) == "South does not ask"
