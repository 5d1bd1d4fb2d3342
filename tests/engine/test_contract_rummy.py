"""Contract Rummy scenarios, one rule each, set up through ``new_game(..., deal=...)``."""

from __future__ import annotations

import json
import random

import pytest

from cardgame_gui.bots import make_bot
from cardgame_gui.engine import GAMES, RuleError, load_game, new_game
from cardgame_gui.engine.cards import card_int
from cardgame_gui.engine.melds import penalty

QUIET = {"may_i": "off"}
SCREW = {"may_i": "off", "screw_over": True}


def start(hands, round=1, options=None, first=0, stock=(), discard=("2S",), table=(), rest="stock",
          players=4):
    deal = {"round": round, "dealer": (first - 1) % players, "first": first,
            "hands": [h.split() for h in hands] + [[] for _ in range(players - len(hands))],
            "stock": list(stock), "discard": list(discard), "rest": rest,
            "table": [{"owner": o, "cards": c.split(), "as": a.split()} for o, c, a in table]}
    return new_game("contract_rummy", players, QUIET if options is None else options, seed=1, deal=deal)


def meld(*parts):
    """meld("5H 5D 5S", "9C JK 9H/9S") — after a slash, the cards the jokers stand for."""
    specs = []
    for part in parts:
        cards, _, named = part.partition("/")
        specs.append({"cards": cards.split(), "as": named.split()})
    return {"type": "meld", "melds": specs}


def draw(g, seat, source="stock"):
    return g.apply(seat, {"type": "draw", "source": source})


def discard(g, seat, card):
    return g.apply(seat, {"type": "discard", "card": card})


def idle_turns(g, seats):
    """Each of ``seats`` draws from the stock and discards the card it drew... or its first card."""
    for seat in seats:
        draw(g, seat)
        discard(g, seat, g.view(seat)["hand"][0])


def hand_of(g, seat):
    return sorted(g.view(seat)["hand"])


# ----- melding -------------------------------------------------------------------------------------
def test_contract_melds_are_at_minimum_size():
    g = start(["5H 5D 5S 5C 9C 9D 9H 2C 3D 4S"], stock=["KD"])
    draw(g, 0)
    with pytest.raises(RuleError, match="minimum of 3"):
        g.apply(0, meld("5H 5D 5S 5C", "9C 9D 9H"))
    g.apply(0, meld("5H 5D 5S", "9C 9D 9H"))
    assert g.view(0)["melded"][0] and len(g.view(1)["table"]) == 2


def test_meld_must_be_exactly_the_contract():
    g = start(["5H 5D 5S 6C 7C 8C 9C 2C 3D 4S"], round=2, stock=["KD"])
    draw(g, 0)
    with pytest.raises(RuleError, match="1 group and 1 run"):
        g.apply(0, meld("5H 5D 5S"))
    g.apply(0, meld("5H 5D 5S", "6C 7C 8C 9C"))


def test_meld_names_what_each_joker_stands_for():
    g = start(["5H 5D JK 6C 7C JK 9C 2C 3D 4S"], round=2, stock=["KD"])
    draw(g, 0)
    with pytest.raises(RuleError, match="joker"):
        g.apply(0, meld("5H 5D JK", "6C 7C JK 9C"))
    g.apply(0, meld("5H 5D JK/5S", "6C 7C JK 9C/8C"))
    run = g.view(0)["table"][1]
    assert run["jokers"] == [{"index": 2, "rank": "8", "suit": "C"}]


def test_contiguous_runs_are_refused_in_round_3():
    g = start(["2H 3H 4H 5H 6H 7H 8H 9H KD KS"], round=3, stock=["QD"])
    draw(g, 0)
    with pytest.raises(RuleError, match="contiguous"):
        g.apply(0, meld("2H 3H 4H 5H", "6H 7H 8H 9H"))


def test_runs_with_a_gap_are_accepted_in_round_3():
    g = start(["2H 3H 4H 5H 7H 8H 9H TH KD KS"], round=3, stock=["QD"])
    draw(g, 0)
    g.apply(0, meld("2H 3H 4H 5H", "7H 8H 9H TH"))


def test_overlapping_runs_are_accepted_in_round_6():
    g = start(["2H 3H 4H 5H 4H 5H 6H 7H KD KS KC 9S"], round=6, stock=["QD"])
    draw(g, 0)
    g.apply(0, meld("2H 3H 4H 5H", "4H 5H 6H 7H", "KD KS KC"))


def test_contiguous_runs_are_allowed_in_round_5_and_against_another_players_run():
    g = start(["2H 3H 4H 5H 6H 6S 6C 9C 9D 9S KD KH"], round=5, stock=["QD"],
              table=[(1, "6H 7H 8H 9H", "")])
    draw(g, 0)
    g.apply(0, meld("2H 3H 4H 5H", "6S 6C 6H", "9C 9D 9S"))


def test_round_7_melds_every_card_at_once_and_ends_the_round():
    g = start(["2C 3C 4C 5C 7D 8D 9D TD QH KH AH JK", "2S 3S"], round=7, stock=["6C"])
    draw(g, 0)
    with pytest.raises(RuleError, match="every card"):
        g.apply(0, meld("2C 3C 4C 5C", "7D 8D 9D TD", "QH KH AH JK/JH"))
    events = g.apply(0, meld("2C 3C 4C 5C 6C", "7D 8D 9D TD", "JK QH KH AH/JH"))
    assert {"type": "went_out", "seat": 0} in events
    assert g.over and g.history[-1]["round"] == 7 and g.history[-1]["points"] == [0, 5, 0, 0]


def test_lay_off_only_on_a_later_turn():
    g = start(["5H 5D 5S 5C 9C 9D 9H 2C 3D 4S", "2D 3D", "2H 3H", "2C 3C"], stock=["KD"])
    draw(g, 0)
    g.apply(0, meld("5H 5D 5S", "9C 9D 9H"))
    with pytest.raises(RuleError, match="turn after"):
        g.apply(0, {"type": "lay_off", "meld": 0, "card": "5C"})
    assert not any(a["type"] == "lay_off" for a in g.legal_actions(0))
    discard(g, 0, "KD")
    idle_turns(g, [1, 2, 3])
    draw(g, 0)
    g.apply(0, {"type": "lay_off", "meld": 0, "card": "5C"})
    assert g.view(0)["table"][0]["cards"] == ["5H", "5D", "5S", "5C"]


def test_lay_off_on_a_run_names_the_end():
    g = start(["3C 8C 2D"], table=[(0, "9H 9D 9S", ""), (1, "4C 5C 6C 7C", "")], stock=["KD"])
    draw(g, 0)
    with pytest.raises(RuleError, match="does not extend"):
        g.apply(0, {"type": "lay_off", "meld": 1, "card": "3C", "end": "high"})
    g.apply(0, {"type": "lay_off", "meld": 1, "card": "3C", "end": "low"})
    g.apply(0, {"type": "lay_off", "meld": 1, "card": "8C", "end": "high"})
    assert g.view(0)["table"][1]["cards"] == ["3C", "4C", "5C", "6C", "7C", "8C"]


def test_a_lay_off_event_names_the_owner_of_the_meld():
    g = start(["3C 8C 2D"], table=[(0, "9H 9D 9S", ""), (1, "4C 5C 6C 7C", "")], stock=["KD"])
    draw(g, 0)
    events = g.apply(0, {"type": "lay_off", "meld": 1, "card": "8C", "end": "high"})
    assert [e["owner"] for e in events if e["type"] == "lay_off"] == [1]


def test_going_out_by_the_last_discard_scores_the_others():
    g = start(["9S 2D", "KD AS JK", "2H 3H", "TC"], table=[(0, "9H 9D 9C", "")], stock=["9C"])
    draw(g, 0)
    g.apply(0, {"type": "lay_off", "meld": 0, "card": "9S"})
    g.apply(0, {"type": "lay_off", "meld": 0, "card": "9C"})
    events = discard(g, 0, "2D")
    scored = next(e for e in events if e["type"] == "round_scored")
    assert scored["went_out"] == 0 and scored["points"] == [0, 40, 5, 10]
    assert g.view(0)["round"] == 2 and g.scores() == [0, 40, 5, 10]


# ----- jokers --------------------------------------------------------------------------------------
def test_joker_reclaimed_from_a_run_must_be_laid_off_that_turn():
    g = start(["6C 2D 9S"], table=[(0, "KH KD KS", ""), (1, "4C 5C JK 7C", "6C")], stock=["QD"])
    draw(g, 0)
    g.apply(0, {"type": "reclaim_joker", "meld": 1, "card": "6C"})
    assert "JK" in g.view(0)["hand"] and g.view(0)["table"][1]["cards"] == ["4C", "5C", "6C", "7C"]
    with pytest.raises(RuleError, match="lay it off"):
        discard(g, 0, "2D")
    assert {a["type"] for a in g.legal_actions(0)} == {"lay_off"}
    g.apply(0, {"type": "lay_off", "meld": 0, "card": "JK"})
    discard(g, 0, "2D")


def test_joker_in_a_group_is_dead():
    g = start(["KS 2D 9S"], table=[(0, "9H 9D 9C", ""), (1, "KH KD JK", "KS")], stock=["QD"])
    draw(g, 0)
    with pytest.raises(RuleError, match="dead"):
        g.apply(0, {"type": "reclaim_joker", "meld": 1, "card": "KS"})


def test_joker_reclaim_can_be_switched_off():
    g = start(["6C 2D 9S"], options={**QUIET, "joker_reclaim": False},
              table=[(0, "KH KD KS", ""), (1, "4C 5C JK 7C", "6C")], stock=["QD"])
    draw(g, 0)
    with pytest.raises(RuleError, match="not reclaimed"):
        g.apply(0, {"type": "reclaim_joker", "meld": 1, "card": "6C"})


# ----- May I? ----------------------------------------------------------------------------------------
FOUR = ["2C 3C", "4D 5D", "6H 7H", "8S 9S"]
MAY_I, DECLINE = {"type": "may_i"}, {"type": "decline"}


def test_may_i_window_opens_before_the_movers_draw():
    g = start(FOUR, options={}, stock=["KD", "QD"], discard=["AH"])
    stock = g.view(0)["stock_count"]
    events = draw(g, 0)
    assert events == [{"type": "may_i_window", "card": "AH", "eligible": [1, 2, 3], "mover": 0}]
    assert hand_of(g, 0) == ["2C", "3C"] and g.view(0)["stock_count"] == stock and not g.view(0)["drawn"]
    assert g.to_act() == [1, 2, 3] and g.legal_actions(0) == []
    with pytest.raises(RuleError, match="not South's turn"):
        discard(g, 0, "2C")
    assert g.legal_actions(2) == [MAY_I, DECLINE]


def test_may_i_every_eligible_seat_answers_and_then_the_mover_draws():
    g = start(FOUR, options={}, stock=["KD", "QD"], discard=["AH"])
    draw(g, 0)
    g.apply(2, DECLINE)
    g.apply(1, DECLINE)
    assert g.to_act() == [3] and hand_of(g, 0) == ["2C", "3C"]
    events = g.apply(3, DECLINE)
    assert [e["type"] for e in events] == ["decline", "window_closed", "draw"]
    assert hand_of(g, 0) == ["2C", "3C", "KD"] and g.to_act() == [0] and g.view(0)["claim_window"] is None


def test_may_i_classic_goes_to_the_earliest_claimant_once_everyone_ahead_has_answered():
    g = start(FOUR, options={}, stock=["KD", "QD", "JD"], discard=["AH"])
    draw(g, 0)
    g.apply(3, MAY_I)
    g.apply(2, MAY_I)
    assert "AH" not in hand_of(g, 2) and g.to_act() == [1]  # seat 3's answer no longer matters
    g.apply(1, DECLINE)
    assert hand_of(g, 2) == sorted(["6H", "7H", "AH", "KD"]) and hand_of(g, 3) == ["8S", "9S"]
    assert hand_of(g, 0) == ["2C", "3C", "QD"]  # the penalty came off the stock before the mover's draw


def test_may_i_classic_a_silent_earlier_seat_keeps_its_priority():
    g = start(FOUR, options={}, stock=["KD", "QD", "JD"], discard=["AH"])
    draw(g, 0)
    g.apply(3, MAY_I)
    assert g.to_act() == [1, 2] and "AH" not in hand_of(g, 3)
    g.apply(1, MAY_I)
    assert hand_of(g, 1) == sorted(["4D", "5D", "AH", "KD"]) and hand_of(g, 3) == ["8S", "9S"]


def test_may_i_first_come_goes_to_the_first_claim_at_once():
    g = start(FOUR, options={"may_i": "first_come"}, stock=["KD", "QD"], discard=["AH"])
    draw(g, 0)
    g.apply(3, MAY_I)
    assert hand_of(g, 3) == sorted(["8S", "9S", "AH", "KD"]) and hand_of(g, 0) == ["2C", "3C", "QD"]


def test_may_i_next_discard_may_be_claimed_but_not_by_the_same_player_twice_in_a_row():
    g = start(FOUR, options={}, stock=["KD", "QD", "JD"], discard=["AC", "AH"])
    draw(g, 0)
    g.apply(1, MAY_I)
    window = g.view(0)["claim_window"]
    assert window["card"] == "AC" and window["eligible"] == [2, 3] and g.to_act() == [2, 3]
    assert not g.view(1)["claim_window"]["may_claim"] and g.legal_actions(1) == []
    g.apply(2, MAY_I)
    assert "AC" in hand_of(g, 2) and "QD" in hand_of(g, 2) and g.view(0)["claim_window"] is None
    assert hand_of(g, 0) == ["2C", "3C", "JD"]  # no discard left to ask for: the mover drew


@pytest.mark.parametrize("mode", ["classic", "first_come"])
def test_may_i_the_discarder_is_never_asked_about_their_own_discard(mode):
    """RULES: the others may ask for the top discard, "never the player who made that discard"."""
    g = start(FOUR, options={"may_i": mode}, first=3, stock=["KD", "QD", "JD", "TD"], discard=["AH"])
    draw(g, 3, "discard")
    discard(g, 3, "AH")  # West discards the AH; South chooses the stock
    draw(g, 0)
    window = g.view(0)["claim_window"]
    assert window["eligible"] == [1, 2] and g.to_act() == [1, 2]
    assert g.legal_actions(3) == [] and not g.view(3)["claim_window"]["may_claim"]
    with pytest.raises(RuleError):
        g.apply(3, MAY_I)
    g.apply(1, DECLINE)
    g.apply(2, DECLINE)
    assert g.view(0)["claim_window"] is None and hand_of(g, 0) == ["2C", "3C", "KD"]


def test_may_i_after_a_taking_the_next_discard_is_not_offered_to_its_discarder():
    """After a taking, the card below is offered next: never to the seat that discarded it."""
    g = start(FOUR, options={"may_i": "first_come"}, first=1, stock=["KD", "QD", "JD", "TD", "9D"],
              discard=["AH"])
    draw(g, 1, "discard")
    discard(g, 1, "AH")  # East discards the AH
    draw(g, 2)
    assert g.view(2)["claim_window"]["eligible"] == [3, 0]
    g.apply(3, DECLINE)
    g.apply(0, DECLINE)
    discard(g, 2, "6H")  # North discards the 6H on the AH
    draw(g, 3)
    assert g.view(3)["claim_window"]["eligible"] == [0, 1]
    g.apply(0, MAY_I)  # South takes the 6H; the AH below is East's own discard, South just took
    assert g.view(3)["claim_window"]["card"] == "AH" and g.view(3)["claim_window"]["eligible"] == [2]


def test_may_i_turn_order_never_changes():
    g = start(FOUR, options={}, stock=["KD", "QD", "JD"], discard=["AH"])
    draw(g, 0)
    g.apply(2, MAY_I)
    g.apply(1, DECLINE)
    discard(g, 0, "2C")
    assert g.to_act() == [1] and g.view(1)["turn"] == 1


def test_may_i_penalty_option_sets_the_penalty_cards():
    g = start(FOUR, options={"may_i_penalty": 2}, stock=["KD", "QD", "JD"], discard=["AH"])
    draw(g, 0)
    g.apply(1, MAY_I)
    assert hand_of(g, 1) == sorted(["4D", "5D", "AH", "KD", "QD"])


def test_may_i_views_say_who_may_claim_and_nothing_about_other_hands():
    g = start(FOUR, options={}, stock=["KD", "QD"], discard=["AH"])
    draw(g, 0)
    g.apply(3, MAY_I)
    window = g.view(1)["claim_window"]
    assert window == {"card": "AH", "mode": "classic", "mover": 0, "eligible": [1, 2, 3], "answered": [3],
                      "claims": [3], "waiting": [1, 2], "may_claim": True, "penalty": 1}
    assert not g.view(0)["claim_window"]["may_claim"] and not g.view(3)["claim_window"]["may_claim"]
    assert g.view(None)["claim_window"]["may_claim"] is False
    views = [{k: v for k, v in g.view(s)["claim_window"].items() if k != "may_claim"} for s in range(4)]
    assert all(v == views[0] for v in views)


def test_may_i_window_survives_a_json_round_trip():
    g = start(FOUR, options={}, stock=["KD", "QD"], discard=["AH"])
    draw(g, 0)
    g.apply(3, MAY_I)
    copy = load_game(g.to_json())
    assert copy.to_json() == g.to_json() and copy.view(1) == g.view(1)
    copy.apply(1, DECLINE)
    copy.apply(2, DECLINE)
    assert "AH" in hand_of(copy, 3)


def test_may_i_off_opens_no_window_and_taking_the_discard_opens_none():
    g = start(FOUR, options={}, stock=["KD"], discard=["AH"])
    draw(g, 0, "discard")
    assert g.to_act() == [0] and g.view(0)["claim_window"] is None
    g = start(FOUR, stock=["KD"], discard=["AH"])
    draw(g, 0)
    assert g.to_act() == [0] and hand_of(g, 0) == ["2C", "3C", "KD"]


# ----- the stock -------------------------------------------------------------------------------------
def test_empty_stock_is_refilled_from_the_discards_but_the_top():
    g = start(["2C 3C", "4D 5D"], stock=["KD"], discard=["AH"], rest="discard")
    below = g.view(0)["discard_count"]
    draw(g, 0)
    discard(g, 0, "2C")
    events = draw(g, 1)
    assert any(e["type"] == "reshuffle" for e in events)
    view = g.view(1)
    assert view["discard_count"] == 1 and view["top_discard"] == "2C" and view["stock_count"] == below - 1


def test_round_ends_when_stock_and_discards_are_both_empty():
    g = start(["2C 3C", "4D 5D", "6H 7H", "KS"], stock=[], discard=[], rest=3)
    assert g.legal_actions(0) == [{"type": "draw", "source": "stock"}]
    events = draw(g, 0)
    assert {"type": "piles_empty", "rebuilds": 0, "reason": "both_empty"} in events
    scored = next(e for e in events if e["type"] == "round_scored")
    assert scored["ended"] == "piles_empty" and scored["went_out"] is None
    assert scored["points"][:3] == [5, 9, 13]


def test_empty_stock_with_one_discard_the_mover_must_take_the_discard():
    g = start(["2C 3C", "4D 5D", "6H 7H", "KS"], stock=[], discard=["AH"], rest=3)
    assert g.legal_actions(0) == [{"type": "draw", "source": "discard"}]
    with pytest.raises(RuleError, match="take the AH"):
        draw(g, 0)
    draw(g, 0, "discard")
    discard(g, 0, "2C")
    assert g.view(1)["round"] == 1 and g.legal_actions(1) == [{"type": "draw", "source": "discard"}]


def test_the_lone_discard_goes_once_round_the_table_then_the_round_ends_as_piles_empty():
    # nobody can go out and the pile never grows back: without an end, bots passed it round for ever
    g = start(["2C 3C 9D", "4D 5D 9H", "6H 7H 9S", "KS QS 9C"], stock=[], discard=["AH"], rest=3)
    assert g.options["stock_rebuilds"] == "unlimited"
    for seat, card in [(0, "2C"), (1, "4D"), (2, "6H")]:
        draw(g, seat, "discard")
        discard(g, seat, card)
        assert g.view(0)["round"] == 1 and g.legal_actions(seat + 1) == [{"type": "draw", "source": "discard"}]
    assert load_game(g.to_json()).to_json() == g.to_json()  # saved mid-lap, it replays to the same point
    draw(g, 3, "discard")
    events = discard(g, 3, "KS")  # each player has had the one discard once: the last lap is over
    assert {"type": "piles_empty", "rebuilds": 0, "reason": "last_lap", "card": "KS"} in events
    assert g.history[-1]["ended"] == "piles_empty" and g.view(0)["round"] == 2


def test_may_i_penalty_from_empty_piles_ends_the_round():
    g = start(["2C 3C", "4D 5D", "6H 7H", "KS"], options={}, stock=["KD"], discard=["AH"], rest=3)
    draw(g, 0)
    events = g.apply(1, {"type": "may_i"})
    assert {"type": "may_i_taken", "seat": 1, "card": "AH", "penalty": 1} in events
    assert any(e["type"] == "piles_empty" for e in events) and g.view(0)["round"] == 2


def test_may_i_penalty_from_a_used_up_stock_is_what_is_left():
    g = start(["2C 3C", "4D 5D", "6H 7H", "KS"], options={"may_i_penalty": 2}, stock=["KD"],
              discard=["AH"], rest=3)
    draw(g, 0)
    events = g.apply(1, {"type": "may_i"})
    assert {"type": "may_i_taken", "seat": 1, "card": "AH", "penalty": 1} in events
    scored = next(e for e in events if e["type"] == "round_scored")  # nothing left for the mover
    assert scored["points"][1] == 4 + 5 + 15 + 10


def test_choosing_an_empty_stock_rebuilds_it_before_the_may_i_window():
    g = start(["2C 3C", "4D 5D", "6H 7H", "8S 9S"], options={}, stock=[], discard=["QC", "JC", "AH"],
              rest=3)
    events = draw(g, 0)
    assert [e["type"] for e in events] == ["reshuffle", "may_i_window"]
    assert events[0] == {"type": "reshuffle", "cards": 2, "rebuilds": 1} and events[1]["card"] == "AH"
    assert g.view(0)["discard_count"] == 1 and g.view(0)["stock_rebuilds"] == 1


def test_stock_rebuilds_caps_the_rebuilds_and_ends_the_round_as_piles_empty():
    options = {"may_i": "off", "stock_rebuilds": 1}
    g = start(["2C 3C", "4D 5D", "6H 7H", "8S 9S"], options=options, stock=["KD"], rest="discard")
    draw(g, 0)
    discard(g, 0, "2C")
    events = draw(g, 1)  # the stock is empty: rebuilt once
    assert any(e["type"] == "reshuffle" for e in events)
    seat, stock = 1, g.view(1)["stock_count"]
    for _ in range(stock):
        discard(g, seat, g.view(seat)["hand"][0])
        seat = (seat + 1) % 4
        draw(g, seat)
    assert g.view(seat)["stock_count"] == 0 and g.view(seat)["discard_count"] > 2
    events = discard(g, seat, g.view(seat)["hand"][0])
    ended = next(e for e in events if e["type"] == "piles_empty")
    assert ended["rebuilds"] == 1 and ended["reason"] == "rebuilds_cap" and ended["cap"] == 1
    assert g.history[-1]["ended"] == "piles_empty" and g.view(0)["round"] == 2


def test_stock_rebuilds_is_unlimited_by_default_and_in_both_presets():
    info = GAMES["contract_rummy"]
    assert info.option("stock_rebuilds").default == "unlimited"
    assert all("stock_rebuilds" not in p for p in info.presets.values())
    with pytest.raises(ValueError, match="stock_rebuilds"):
        new_game("contract_rummy", 4, {"stock_rebuilds": -1}, seed=1)


# ----- the Screw Over --------------------------------------------------------------------------------
SCREW_TABLE = [(0, "9H 9D 9S", ""), (0, "9C TC JC QC", ""), (1, "KH KD KS KC", ""), (1, "4C 5C 6C 7C 8C", "")]


def test_screw_over_kept_victim_takes_only_the_given_card():
    g = start(["2S 3D", "2C 3C", "2H", "2D"], round=2, options=SCREW, table=SCREW_TABLE, stock=["QD"])
    draw(g, 0)
    events = g.apply(0, {"type": "screw", "meld": 3, "position": 4, "give": "3D"})
    assert events[-1]["outcome"] == "kept" and "3D" in hand_of(g, 1)
    with pytest.raises(RuleError, match="Screw Over"):
        discard(g, 0, "2S")
    g.apply(0, {"type": "lay_off", "meld": 1, "card": "8C", "end": "low"})
    assert g.view(0)["table"][1]["stolen_from"] == [1, None, None, None, None]
    discard(g, 0, "2S")


def test_screw_over_broken_meld_goes_back_with_the_given_card_and_contract_part_is_lost():
    g = start(["2S 3D 6H 6D", "JD JH JK", "2H", "2D"], round=2, options={**SCREW, "new_melds_after_contract": True},
              table=SCREW_TABLE, stock=["QD", "JS"])
    draw(g, 0)
    events = g.apply(0, {"type": "screw", "meld": 3, "position": 2, "give": "3D"})
    assert events[-1]["outcome"] == "contract_lost"
    assert hand_of(g, 1) == sorted("JD JH JK 4C 5C 7C 8C 3D".split())
    view = g.view(1)
    assert view["needs"][1] == {"groups": 0, "runs": 1} and not view["may_lay_off"][1]
    g.apply(0, {"type": "new_meld", "cards": ["6C", "6H", "6D"], "as": []})
    discard(g, 0, "2S")
    draw(g, 1)
    with pytest.raises(RuleError, match="contract is 1 run"):
        g.apply(1, meld("JD JH JS"))
    g.apply(1, meld("4C 5C JK 7C/6C"))
    assert g.view(1)["melded"][1] and not g.view(1)["may_lay_off"][1]
    with pytest.raises(RuleError, match="turn after"):
        g.apply(1, {"type": "lay_off", "meld": 4, "card": "8C", "end": "high"})


def test_screw_over_of_a_spare_meld_leaves_the_victims_contract_standing():
    table = SCREW_TABLE + [(1, "5H 6H 7H 8H", "")]
    g = start(["2S 3D 6S 6D", "2C 3C", "2H", "2D"], round=2, options={**SCREW, "new_melds_after_contract": True},
              table=table, stock=["QD"])
    draw(g, 0)
    events = g.apply(0, {"type": "screw", "meld": 3, "position": 2, "give": "3D"})
    assert events[-1]["outcome"] == "broken" and g.view(1)["needs"][1] is None


def test_screw_over_taken_card_must_be_usable_this_turn():
    g = start(["2S 3D", "2C 3C", "2H", "2D"], round=2, options=SCREW, table=SCREW_TABLE, stock=["QD"])
    draw(g, 0)
    with pytest.raises(RuleError, match="could not use"):
        g.apply(0, {"type": "screw", "meld": 3, "position": 2, "give": "3D"})


def test_screw_over_not_on_yourself_not_a_dead_joker_and_once_a_round():
    table = SCREW_TABLE + [(1, "QH QD JK", "QS")]
    g = start(["2S 3D 4S", "2C 3C", "2H", "2D"], round=2, options=SCREW, table=table, stock=["QD", "5S", "6S", "7S"])
    draw(g, 0)
    with pytest.raises(RuleError, match="themselves"):
        g.apply(0, {"type": "screw", "meld": 0, "position": 0, "give": "3D"})
    with pytest.raises(RuleError, match="dead"):
        g.apply(0, {"type": "screw", "meld": 4, "position": 2, "give": "3D"})
    g.apply(0, {"type": "screw", "meld": 3, "position": 4, "give": "3D"})
    g.apply(0, {"type": "lay_off", "meld": 1, "card": "8C", "end": "low"})
    discard(g, 0, "2S")
    idle_turns(g, [1, 2, 3])
    draw(g, 0)
    with pytest.raises(RuleError, match="already used"):
        g.apply(0, {"type": "screw", "meld": 3, "position": 0, "give": "4S"})


def test_screw_over_may_not_take_back_a_card_taken_from_you():
    g = start(["2S 3D", "2C 3C 9D", "2H", "2D"], round=2, options=SCREW, table=SCREW_TABLE,
              stock=["QD", "5S"])
    draw(g, 0)
    g.apply(0, {"type": "screw", "meld": 3, "position": 4, "give": "3D"})
    g.apply(0, {"type": "lay_off", "meld": 1, "card": "8C", "end": "low"})
    discard(g, 0, "2S")
    draw(g, 1)
    with pytest.raises(RuleError, match="taken from them"):
        g.apply(1, {"type": "screw", "meld": 1, "position": 0, "give": "2C"})


def test_screw_over_before_melding_must_go_into_the_contract_meld():
    g = start(["7H 7D 7S QD QS 2C 3C 4H", "2D", "2H", "2S"], options=SCREW,
              table=[(1, "QH QC QD QS", "")], stock=["5D"])
    draw(g, 0)
    g.apply(0, {"type": "screw", "meld": 0, "position": 1, "give": "2C"})
    with pytest.raises(RuleError, match="Screw Over"):
        discard(g, 0, "3C")
    assert all(any("QC" in m["cards"] for m in a["melds"]) for a in g.legal_actions(0))
    g.apply(0, meld("7H 7D 7S", "QD QS QC"))
    discard(g, 0, "3C")


# ----- taken cards are used "that same turn", in any order ------------------------------------------
SCREW_RUMMY = {**SCREW, "new_melds_after_contract": True}
SAME_TURN_TABLE = [(0, "KH KD KS", ""), (0, "4C 5C JK 7C", "6C"), (1, "9D 9S 9H", ""), (1, "QC QD QS", "")]


def same_turn_game(hand, table=SAME_TURN_TABLE):
    g = start([hand, "2C 3C", "2H", "2D"], options=SCREW_RUMMY, table=table, stock=["8S"])
    draw(g, 0)
    return g


SCREW_9D = {"type": "screw", "meld": 2, "position": 0, "give": "2S"}
RECLAIM_6C = {"type": "reclaim_joker", "meld": 1, "card": "6C"}
NEW_RUN = {"type": "new_meld", "cards": ["9D", "TD", "JD", "JK"], "as": ["QD"]}


@pytest.mark.parametrize("first,second", [(SCREW_9D, RECLAIM_6C), (RECLAIM_6C, SCREW_9D)])
def test_taken_cards_are_used_that_same_turn_in_any_order(first, second):
    g = same_turn_game("TD JD 6C 2S 3H")
    g.apply(0, first)
    g.apply(0, second)
    assert sorted(p["card"] for p in g.view(0)["pending"]) == ["9D", "JK"]
    with pytest.raises(RuleError, match="cannot end the turn yet"):
        discard(g, 0, "3H")
    g.apply(0, NEW_RUN)
    assert g.view(0)["pending"] == [] and g.view(0)["table"][-1]["cards"] == ["9D", "TD", "JD", "JK"]
    discard(g, 0, "3H")


def test_taken_cards_two_reclaimed_jokers_go_down_together_in_a_new_meld():
    table = [(0, "KH KD KS", ""), (0, "4C 5C JK 7C", "6C"), (1, "8H JK TH JH", "9H")]
    g = same_turn_game("6C 9H 5S 3D", table)
    g.apply(0, RECLAIM_6C)
    g.apply(0, {"type": "reclaim_joker", "meld": 2, "card": "9H"})
    assert [p["card"] for p in g.view(0)["pending"]] == ["JK", "JK"]
    g.apply(0, {"type": "new_meld", "cards": ["5S", "JK", "JK"], "as": ["5H", "5D"]})
    discard(g, 0, "3D")
    assert g.to_act() == [1]


def test_taken_cards_a_screwed_card_may_wait_for_a_lay_off_that_makes_room():
    table = [(0, "KH KD KS", ""), (0, "4D 5D 6D 7D", ""), (1, "9D 9S 9H", ""), (1, "QC QD QS", "")]
    g = same_turn_game("8D 2S 3C", table)
    g.apply(0, SCREW_9D)
    g.apply(0, {"type": "lay_off", "meld": 1, "card": "8D", "end": "high"})
    g.apply(0, {"type": "lay_off", "meld": 1, "card": "9D", "end": "high"})
    assert g.view(0)["table"][1]["stolen_from"] == [None, None, None, None, None, 1]
    discard(g, 0, "3C")


def test_taken_cards_no_action_may_strand_a_pending_card():
    g = same_turn_game("TD JD JK 2S 3H")
    g.apply(0, SCREW_9D)  # the 9D can only go into 9D TD JD JK
    stranding = {"type": "lay_off", "meld": 0, "card": "JK"}
    with pytest.raises(RuleError, match="9D taken by the Screw Over could then no longer be placed"):
        g.apply(0, stranding)
    legal = g.legal_actions(0)
    assert stranding not in legal and [a["type"] for a in legal] == ["new_meld"]  # no discard either
    g.apply(0, NEW_RUN)
    discard(g, 0, "3H")


def test_taken_cards_a_screw_is_refused_when_its_card_could_not_be_placed():
    g = same_turn_game("TD JD 2S 3H")  # no joker to reclaim with, none in hand
    before = g.to_json()
    with pytest.raises(RuleError, match="could not use the 9D"):
        g.apply(0, SCREW_9D)
    assert g.to_json() == before


def test_screw_over_may_not_take_back_any_copy_of_a_card_taken_from_you():
    table = [(0, "5S 5H 5D 5C", ""), (0, "KH KD KS", ""), (1, "QH QD QS", ""), (1, "JH JD JS", "")]
    g = start(["2S 3S", "5S 5C 2D 3D", "2H", "2C 4C"], options=SCREW_RUMMY, table=table, first=1,
              stock=["8S", "8H", "8D", "8C", "7S"])
    draw(g, 1)
    g.apply(1, {"type": "screw", "meld": 0, "position": 0, "give": "2D"})
    g.apply(1, {"type": "new_meld", "cards": ["5S", "5S", "5C"], "as": []})
    group = g.view(0)["table"][4]
    assert group["cards"] == ["5S", "5S", "5C"] and group["stolen_from"] == [0, None, None]
    discard(g, 1, "3D")
    idle_turns(g, [2, 3])
    draw(g, 0)
    for position in (0, 1):  # the stolen 5S and the thief's own copy of it
        with pytest.raises(RuleError, match="cannot take back a 5S"):
            g.apply(0, {"type": "screw", "meld": 4, "position": position, "give": "3S"})
    assert not any(a["type"] == "screw" and a["meld"] == 4 and a["position"] < 2 for a in g.legal_actions(0))


# ----- set-up, decks, views, invariants ------------------------------------------------------------------
def test_deck_rule_one_deck_per_two_players_above_four():
    assert len(new_game("contract_rummy", 6, {"decks": "auto"}, seed=1).deck_codes()) == 3 * 52 + 5
    assert len(new_game("contract_rummy", 6, {"decks": 2}, seed=1).deck_codes()) == 2 * 52 + 5
    assert len(new_game("contract_rummy", 4, {"jokers": 0}, seed=1).deck_codes()) == 104
    with pytest.raises(ValueError, match="decks"):
        new_game("contract_rummy", 8, {"decks": 1}, seed=1)


def test_deal_sizes_dealer_rotation_and_first_player():
    g = new_game("contract_rummy", 4, seed=3)
    view = g.view(None)
    assert view["hand_counts"] == [10, 10, 10, 10] and g.to_act() == [(view["dealer"] + 1) % 4]
    assert view["contract"]["text"] == "2 groups" and view["discard_count"] == 1


def test_view_has_the_required_and_rummy_keys():
    view = new_game("contract_rummy", 4, seed=3).view(2)
    for key in ("game", "seat", "phase", "to_act", "dealer", "hand", "trump", "trick", "scores", "table",
                "stock_count", "discard_count", "top_discard", "claim_window", "melded", "screw_used",
                "round", "contract", "history", "needs", "may_lay_off", "pending"):
        assert key in view
    assert view["trump"] is None and view["trick"] == [] and view["phase"] == "draw"


def test_bad_deal_spec_is_refused():
    with pytest.raises(ValueError, match="more"):
        start(["JK JK JK JK"])
    with pytest.raises(ValueError, match="round"):
        start(["2C"], round=8)


@pytest.mark.parametrize("preset", ["classic", "screw_rummy"])
def test_invariants_hold_through_a_bot_game(preset):
    """Every meld on the table is valid after every action; the round's points are the cards held; the
    census holds; a saved game replays."""
    g = new_game("contract_rummy", 4, GAMES["contract_rummy"].presets[preset], seed=11)
    bots = [make_bot("casual", "contract_rummy", seed=s) for s in range(4)]
    rng = random.Random(5)
    steps = 0
    while not g.over:
        seat = rng.choice(g.to_act())
        held = g.hand_penalties()
        rounds = len(g.history)
        events = g.apply(seat, bots[seat].choose(g.view(seat), g.legal_actions(seat)))
        steps += 1
        assert g.table_is_valid()
        if len(g.history) > rounds:  # penalty totals are the cards held by seats this action left alone
            row = g.history[-1]
            changed = {seat} | {e["seat"] for e in events if e["type"] == "may_i_taken"}
            for s in range(4):
                if s not in changed:
                    assert row["points"][s] == held[s]
                if s == row["went_out"]:
                    assert row["points"][s] == 0
        if steps % 50 == 0:
            census = g.card_census()
            assert sorted(c for cards in census.values() for c in cards) == sorted(g.deck_codes())
    assert len(g.history) == 7 and g.winners()
    assert load_game(g.to_json()).to_json() == g.to_json()
    json.dumps(g.view(0))


def test_penalty_totals_match_the_cards_held_when_the_piles_run_out():
    g = start(["2C 3C", "4D 5D JK", "6H 7H AS", "KS"], stock=[], discard=[], rest=3)
    held = g.hand_penalties()
    draw(g, 0)
    assert g.history[-1]["points"] == held
    assert held[1] == 4 + 5 + penalty(card_int("JK"))


@pytest.mark.parametrize("players,preset", [(5, "screw_rummy"), (3, "classic")])
def test_invariants_hold_through_random_play(players, preset):
    """Random legal actions (screws, reclaims and claims included): melds stay valid, every card stays in
    one place, and each round's points are the penalties of the cards held."""
    g = new_game("contract_rummy", players, GAMES["contract_rummy"].presets[preset], seed=players)
    rng = random.Random(players)
    for step in range(2500):
        if g.over:
            break
        seat = rng.choice(g.to_act())
        held, rounds = g.hand_penalties(), len(g.history)
        events = g.apply(seat, rng.choice(g.legal_actions(seat)))
        assert g.table_is_valid()
        if len(g.history) > rounds:
            changed = {seat} | {e["seat"] for e in events if e["type"] == "may_i_taken"}
            row = g.history[-1]
            assert all(row["points"][s] == held[s] for s in range(players) if s not in changed)
        if step % 25 == 0:
            census = g.card_census()
            assert sorted(c for cards in census.values() for c in cards) == sorted(g.deck_codes())
