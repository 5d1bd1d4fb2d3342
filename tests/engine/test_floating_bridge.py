"""Floating Bridge scenarios (seed 003; RULES.md "Floating Bridge"), each named after the rule it checks."""

from __future__ import annotations

import random

import pytest

from auction_helpers import EAST, NORTH, PASS, SOUTH, WEST, bid, calls, deal, legal_cards, play, start
from cardgame_gui.engine import RuleError, new_game
from cardgame_gui.engine.games.floating_bridge import wash_points


def suits(dealer=SOUTH) -> dict:
    """South holds every club, West every diamond, North every heart, East every spade: nobody can follow
    anyone else, so in no trump the leader wins every trick."""
    return deal(*(" ".join(r + s for r in "23456789TJQKA") for s in "CDHS"), dealer=dealer)


def call(card: str) -> dict:
    return {"type": "call_partner", "card": card}


def south_declares(spec, contract=(1, "NT"), **options):
    """Dealer South calls first and bids ``contract``; East, North and West pass: South must call."""
    game = start("floating_bridge", spec, **options)
    calls(game, bid(*contract), PASS, PASS, PASS)
    view = game.view(None)
    assert view["phase"] == "calling" and view["declarer"] == SOUTH and game.to_act() == [SOUTH]
    return game


def play_out(game) -> None:
    """Play the first legal card for whoever is to play until the hand is scored."""
    hand = game.view(None)["hand_number"]
    while not game.over and game.view(None)["hand_number"] == hand:
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[0])


# ----- auction -----------------------------------------------------------------------------------------
def test_auction_starts_with_the_dealer_and_goes_counter_clockwise():
    game = start("floating_bridge", suits(dealer=WEST))
    order = []
    for level in range(1, 5):
        order.append(game.to_act()[0])
        calls(game, bid(level, "C"))
    assert order == [WEST, SOUTH, EAST, NORTH]


def test_auction_direction_clockwise_option():
    game = start("floating_bridge", suits(dealer=WEST), auction_direction="clockwise")
    order = []
    for level in range(1, 5):
        order.append(game.to_act()[0])
        calls(game, bid(level, "C"))
    assert order == [WEST, NORTH, EAST, SOUTH]


def test_a_bid_must_be_higher_than_the_highest():
    game = start("floating_bridge", suits())
    calls(game, bid(2, "S"))
    with pytest.raises(RuleError, match="East cannot bid 2H: the last bid was 2S"):
        game.apply(EAST, bid(2, "H"))
    calls(game, bid(2, "NT"))
    assert game.view(None)["bids"] == [{"level": 2, "strain": "S"}, None, None, {"level": 2, "strain": "NT"}]


def test_levels_run_from_1_to_7():
    game = start("floating_bridge", suits())
    with pytest.raises(RuleError, match="from 1 to 7, not 8"):
        game.apply(SOUTH, bid(8, "C"))
    assert len(game.legal_actions(SOUTH)) == 7 * 5 + 1


def test_passing_is_final_and_the_passer_is_skipped():
    game = start("floating_bridge", suits())  # order South, East, North, West
    calls(game, bid(1, "C"), PASS, bid(1, "D"), bid(1, "H"), bid(1, "S"))
    assert game.to_act() == [NORTH]  # East passed: skipped
    calls(game, bid(2, "C"), bid(2, "D"), bid(2, "H"))
    assert game.to_act() == [NORTH]


def test_auction_ends_when_every_other_player_has_passed_after_a_bid():
    game = start("floating_bridge", suits())
    calls(game, bid(1, "C"), bid(1, "D"), PASS, PASS)
    assert game.view(None)["phase"] == "bidding" and game.to_act() == [SOUTH]
    calls(game, bid(1, "H"))
    assert game.to_act() == [EAST]
    calls(game, PASS)
    view = game.view(None)
    assert view["phase"] == "calling" and view["declarer"] == SOUTH
    assert view["contract"] == {"level": 1, "strain": "H"} and view["tricks_needed"] == 7


def test_a_bid_after_three_passes_wins_at_once():
    game = start("floating_bridge", suits())
    calls(game, PASS, PASS, PASS, bid(1, "C"))
    view = game.view(None)
    assert view["phase"] == "calling" and view["declarer"] == WEST and game.to_act() == [WEST]


def test_seven_no_trump_ends_the_auction_at_once():
    game = start("floating_bridge", suits())
    events = game.apply(SOUTH, bid(7, "NT"))
    assert events[-1]["type"] == "contract" and events[-1]["declarer"] == SOUTH
    assert game.view(None)["phase"] == "calling"


def test_four_passes_redeal_with_the_same_dealer():
    game = start("floating_bridge", suits())
    calls(game, PASS, PASS, PASS)
    events = game.apply(WEST, PASS)
    assert [e["type"] for e in events][-2:] == ["redeal", "deal"]
    view = game.view(None)
    assert view["dealer"] == SOUTH and view["redeals"] == 1 and view["hand_number"] == 1
    assert view["hand"] is None and game.to_act() == [SOUTH]


def test_bidding_outside_the_auction_is_refused():
    game = south_declares(suits())
    with pytest.raises(RuleError, match="South cannot bid now: the auction is over"):
        game.apply(SOUTH, bid(2, "C"))


# ----- calling the partner ------------------------------------------------------------------------------
def test_declarer_may_not_call_a_card_in_their_own_hand():
    game = south_declares(suits())
    with pytest.raises(RuleError, match="South cannot call AC: it is in their own hand"):
        game.apply(SOUTH, call("AC"))
    assert all(a["card"][1] != "C" for a in game.legal_actions(SOUTH)) and len(game.legal_actions(SOUTH)) == 39


def test_calling_a_card_nobody_holds_is_refused():
    game = south_declares(suits())
    with pytest.raises(RuleError, match="South cannot call JK: no player holds it"):
        game.apply(SOUTH, call("JK"))
    with pytest.raises(RuleError, match="no player holds it"):
        game.apply(SOUTH, call("1X"))


def test_call_own_card_means_playing_alone():
    game = south_declares(suits(), call_own_card=True)
    assert len(game.legal_actions(SOUTH)) == 52
    game.apply(SOUTH, call("AC"))
    assert game.view(SOUTH)["alone"] is True and game.view(SOUTH)["partner"] == SOUTH
    assert game.view(WEST)["alone"] is None
    play_out(game)
    entry = game.view(None)["history"][0]
    assert entry["alone"] and entry["declarer_side"] == [SOUTH] and not entry["made"]
    assert game.scores() == [0, 1, 1, 1]


def test_call_partner_only_in_the_calling_phase():
    game = start("floating_bridge", suits())
    with pytest.raises(RuleError, match="South cannot call a partner now: the auction is not over"):
        game.apply(SOUTH, call("AH"))
    game = south_declares(suits())
    with pytest.raises(RuleError, match="South cannot play a card now: the declarer has not called a partner"):
        game.apply(SOUTH, play("2C"))
    game.apply(SOUTH, call("AH"))
    with pytest.raises(RuleError, match="West cannot call a partner now: the partner is called"):
        game.apply(WEST, call("AH"))


def test_the_partner_is_secret_until_the_called_card_is_played():
    game = south_declares(suits())
    events = game.apply(SOUTH, call("AH"))  # North holds it
    assert events[0] == {"type": "partner_called", "seat": SOUTH, "card": "AH"}
    assert game.view(NORTH)["partner"] == NORTH and game.view(NORTH)["alone"] is False
    assert game.view(NORTH)["declarer_side"] == [SOUTH, NORTH]
    for seat in (None, SOUTH, WEST, EAST):
        view = game.view(seat)
        assert view["called_card"] == "AH" and not view["partner_known"]
        assert view["partner"] is None and view["declarer_side"] is None and view["side_tricks"] is None
    revealed = False
    while not revealed:
        seat = game.to_act()[0]
        action = play("AH") if "AH" in legal_cards(game, seat) else game.legal_actions(seat)[0]
        events = game.apply(seat, action)
        revealed = action == play("AH")
        if not revealed:
            assert game.view(WEST)["partner"] is None
            assert all(e["type"] != "partner_revealed" for e in events)
    assert {"type": "partner_revealed", "seat": NORTH, "card": "AH", "alone": False} in events
    for seat in (None, SOUTH, WEST, EAST):
        assert game.view(seat)["partner"] == NORTH and game.view(seat)["partner_known"]


def test_the_declarer_does_not_know_who_holds_the_called_card_until_it_is_played():
    """The write-up: "players have to deduce who their teammate is during the trick taking phase" — the
    declarer too. The declarer's view must not tell where the called card lies (a hidden card)."""
    views = []
    for holder in (NORTH, EAST):
        spec = suits()
        if holder == EAST:
            north, east = spec["hands"][NORTH], spec["hands"][EAST]
            north[north.index("AH")], east[east.index("AS")] = "AS", "AH"
        game = south_declares(spec)
        game.apply(SOUTH, call("AH"))
        view = game.view(SOUTH)
        assert (view["partner"], view["alone"], view["declarer_side"], view["side_tricks"]) == \
            (None, None, None, None)
        calls(game, play("2D"))  # West leads
        views.append(game.view(SOUTH))
    assert views[0] == views[1]


def test_other_seats_views_do_not_depend_on_who_holds_the_called_card():
    with_north = suits()
    with_east = suits()
    north, east = with_east["hands"][NORTH], with_east["hands"][EAST]
    north[north.index("AH")], east[east.index("AS")] = "AS", "AH"  # East holds AH now
    views = []
    for spec in (with_north, with_east):
        game = south_declares(spec)
        game.apply(SOUTH, call("AH"))
        calls(game, play("2D"))  # West leads
        views.append((game.view(None), game.view(WEST)))
    assert views[0] == views[1]


def test_no_view_names_the_partner_before_the_called_card_in_random_games():
    for seed in range(12):
        game = new_game("floating_bridge", options={"call_own_card": seed % 2 == 0}, seed=seed)
        rng = random.Random(seed)
        while not game.over and game.view(None)["hand_number"] == 1:
            seat = game.to_act()[0]
            events = game.apply(seat, rng.choice(game.legal_actions(seat)))
            public = game.view(None)
            if public["phase"] != "playing" or public["partner_known"]:
                continue
            partner = next(s for s in range(4) if public["called_card"] in game.view(s)["hand"])
            assert all(e["type"] != "partner_revealed" for e in events)
            assert game.view(partner)["partner"] == partner  # the holder knows from the call on
            insiders = {partner}  # not the declarer: they find their partner as the others do
            for other in [None, *range(4)]:
                if other not in insiders:
                    view = game.view(other)
                    assert (view["partner"], view["alone"], view["declarer_side"], view["side_tricks"]) == \
                        (None, None, None, None)


# ----- play -------------------------------------------------------------------------------------------
def test_first_lead_is_left_of_declarer_by_default():
    game = south_declares(suits())
    game.apply(SOUTH, call("AH"))
    assert game.to_act() == [WEST] and game.view(None)["leader"] == WEST


def test_declarer_leads_in_no_trump_with_declarer_in_nt():
    game = south_declares(suits(), first_lead="declarer_in_nt")
    game.apply(SOUTH, call("AH"))
    assert game.to_act() == [SOUTH]
    game = south_declares(suits(), contract=(1, "H"), first_lead="declarer_in_nt")
    game.apply(SOUTH, call("AH"))
    assert game.to_act() == [WEST]


def test_must_follow_suit_when_able():
    spec = deal(south="2H 3H TH", west="4H 5H JH", north="6H 7H AS", east="8H 9H QH KH AH", dealer=SOUTH)
    game = south_declares(spec, contract=(1, "C"))
    game.apply(SOUTH, call("AS"))
    calls(game, play("4H"))
    assert legal_cards(game, NORTH) == {"6H", "7H"}
    with pytest.raises(RuleError, match="North cannot play AS: must follow hearts \\(holds 6H 7H\\)"):
        game.apply(NORTH, play("AS"))
    with pytest.raises(RuleError, match="North cannot play 2H: not in their hand"):
        game.apply(NORTH, play("2H"))


BREAKING = deal(south="3H 4H 5H 6H KS JS", west="2H 7H 8H 2S 3S", north="AS QS",
                east="9H TH JH QH KH AH 4S 5S 6S 7S 8S 9S TS", dealer=SOUTH)


def test_trump_may_not_be_led_before_it_is_broken():
    game = south_declares(BREAKING, contract=(1, "S"), trump_breaking=True)
    game.apply(SOUTH, call("AS"))
    assert not {"2S", "3S"} & legal_cards(game, WEST)
    with pytest.raises(RuleError, match="West cannot lead 2S: spades are trumps and not broken yet"):
        game.apply(WEST, play("2S"))


def test_trump_may_be_led_once_a_trump_was_played_to_an_earlier_trick():
    game = south_declares(BREAKING, contract=(1, "S"), trump_breaking=True)
    game.apply(SOUTH, call("AS"))
    calls(game, play("2H"), play("QS"), play("AH"), play("3H"))  # North ruffs and wins
    assert game.to_act() == [NORTH] and game.view(None)["trump_broken"]
    assert "AS" in legal_cards(game, NORTH)


def test_a_leader_holding_only_trumps_may_lead_one():
    spec = deal(west=" ".join(r + "S" for r in "23456789TJQKA"), dealer=SOUTH)
    game = south_declares(spec, contract=(1, "S"), trump_breaking=True)
    game.apply(SOUTH, call("AH"))
    assert len(legal_cards(game, WEST)) == 13


def test_without_trump_breaking_trump_may_be_led_at_once():
    game = south_declares(BREAKING, contract=(1, "S"))
    game.apply(SOUTH, call("AS"))
    assert {"2S", "3S"} <= legal_cards(game, WEST)


# ----- scoring ----------------------------------------------------------------------------------------
def test_the_defenders_win_when_the_declarer_side_falls_short():
    game = south_declares(suits())  # West leads diamonds and wins all 13 tricks in no trump
    game.apply(SOUTH, call("AH"))
    play_out(game)
    entry = game.view(None)["history"][0]
    assert entry["declarer_side"] == [SOUTH, NORTH] and entry["side_tricks"] == 0 and entry["needed"] == 7
    assert not entry["made"] and game.scores() == [0, 1, 0, 1]


def test_the_contract_is_made_when_the_side_takes_level_plus_six():
    game = south_declares(suits())
    game.apply(SOUTH, call("AD"))  # West, who takes every trick, is the partner
    play_out(game)
    assert game.view(None)["history"][0]["made"] and game.scores() == [1, 1, 0, 0]


def test_tricks_scoring_gives_each_winner_their_sides_tricks():
    game = south_declares(suits(), scoring="tricks")
    game.apply(SOUTH, call("AH"))
    play_out(game)
    assert game.scores() == [0, 13, 0, 13]


def test_the_game_lasts_deals_hands_and_the_top_total_wins():
    game = new_game("floating_bridge", options={"deals": 3}, seed=8)
    rng = random.Random(8)
    while not game.over:
        seat = game.to_act()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    scores = game.scores()
    assert len(game.view(None)["history"]) == 3
    assert game.winners() == [s for s in range(4) if scores[s] == max(scores)]


# ----- wash --------------------------------------------------------------------------------------------
WEAK = "2C 3C 4C 5C 2D 3D 4D 2H 3H 4H 2S 3S 4S"  # 0 points


def test_wash_points_count_honours_and_length():
    assert wash_points([]) == 0
    from cardgame_gui.engine import card_int
    hand = [card_int(c) for c in "AS KS QS JS TS 9S 2H 3H 4H 2D 3D 2C 3C".split()]
    assert wash_points(hand) == 4 + 3 + 2 + 1 + 2


WASH, DECLINE = {"type": "wash"}, {"type": "decline"}
STRONG = "AC KC QC JC AD KD QD 2H 3H 4H 2S 3S 4S"  # 16 points


def test_wash_is_offered_to_every_seat_whatever_its_hand():
    game = start("floating_bridge", deal(west=WEAK, dealer=SOUTH), wash=4)
    assert game.to_act() == [SOUTH, EAST, NORTH, WEST]  # the auction's order, from the dealer
    assert game.legal_actions(WEST) == [WASH, DECLINE] and game.view(WEST)["may_wash"]
    assert game.legal_actions(SOUTH) == [DECLINE] and not game.view(SOUTH)["may_wash"]
    events = game.apply(WEST, WASH)
    assert events[0] == {"type": "wash", "seat": WEST, "points": 0}
    view = game.view(None)
    assert view["dealer"] == SOUTH and view["redeals"] == 1 and view["hand_number"] == 1
    assert game.to_act() == [SOUTH, EAST, NORTH, WEST]  # the new deal asks again


def test_wash_views_and_to_act_do_not_depend_on_other_hands():
    """North holds the same cards in both games; only West's hand (weak or strong) differs."""
    north = "6C 7C 8C 9C 6D 7D 8D 9D 6H 7H 8H 9H 6S"
    weak = start("floating_bridge", deal(west=WEAK, north=north, dealer=SOUTH), wash=4)
    strong = start("floating_bridge", deal(west=STRONG, north=north, dealer=SOUTH), wash=4)
    for game in (weak, strong):
        game.apply(SOUTH, DECLINE)
    assert weak.to_act() == strong.to_act() == [EAST, NORTH, WEST]
    for seat in (NORTH, None):
        assert weak.view(seat) == strong.view(seat)
    assert weak.view(NORTH)["wash_waiting"] == [EAST, NORTH, WEST]


def test_a_hand_over_the_limit_is_refused_a_wash():
    game = start("floating_bridge", deal(west=WEAK, dealer=SOUTH), wash=4)
    before = game.to_json()
    with pytest.raises(RuleError, match="South cannot wash: their hand counts 15 points, more than 4"):
        game.apply(SOUTH, WASH)
    assert game.to_json() == before


def test_the_auction_begins_once_every_seat_has_declined_the_wash():
    game = start("floating_bridge", deal(west=WEAK, dealer=SOUTH), wash=4)
    with pytest.raises(RuleError, match="South cannot bid yet: every player first says whether they wash"):
        game.apply(SOUTH, bid(1, "C"))
    for seat in (NORTH, SOUTH, WEST):
        game.apply(seat, DECLINE)
    assert game.to_act() == [EAST]
    events = game.apply(EAST, DECLINE)
    assert events == [{"type": "decline", "seat": EAST, "of": "wash"}] and game.to_act() == [SOUTH]
    assert {a["type"] for a in game.legal_actions(SOUTH)} == {"bid", "pass"}
    calls(game, PASS)
    assert game.to_act() == [EAST] and not game.view(WEST)["may_wash"]
    with pytest.raises(RuleError, match="not West's turn"):
        game.apply(WEST, WASH)


def test_washing_is_off_by_default():
    game = start("floating_bridge", deal(south=WEAK, dealer=SOUTH))
    with pytest.raises(RuleError, match="South cannot wash: washing is off at this table"):
        game.apply(SOUTH, {"type": "wash"})


