"""Reverse Bridge scenarios (seed 000; RULES.md "Reverse Bridge"), each named after the rule it checks."""

from __future__ import annotations

import random

import pytest

from auction_helpers import EAST, NORTH, PASS, SOUTH, WEST, bid, calls, deal, legal_cards, play, start
from cardgame_gui.engine import RuleError, new_game
from cardgame_gui.engine.auction import STRAINS
from cardgame_gui.engine.games.reverse_bridge import hand_points

# Deal 1: everyone but West can follow hearts. South declares 1S, so West leads.
FOLLOW = deal(south="7H AH KS AS", west="2H 4H 8H TH JH QH 2S 3S 4S 5S 6S 7S 8S", north="5H 9H KH 9S TS",
              east="3H 6H JS QS")
# Deal 2: West holds every heart; the others are void in hearts and hold the spades given.
VOID = deal(south="2S 4S 6S 7S 8S TS QS KS AS", west=" ".join(r + "H" for r in "23456789TJQKA"),
            north="5S JS", east="3S 9S")


def declared(spec, contract=(1, "S"), **options):
    """South bids ``contract`` (dealer East, South calls first), everyone passes: West leads."""
    game = start("reverse_bridge", spec, **options)
    calls(game, bid(*contract), PASS, PASS, PASS)
    assert game.view(None)["phase"] == "playing" and game.to_act() == [WEST]
    return game


# ----- forced capture ---------------------------------------------------------------------------------
def test_must_beat_the_led_card_when_able():
    game = declared(FOLLOW)
    calls(game, play("8H"))
    with pytest.raises(RuleError, match="North cannot play 5H: forced capture, must beat 8H"):
        game.apply(NORTH, play("5H"))


def test_may_choose_which_winning_card_to_capture_with():
    game = declared(FOLLOW)
    calls(game, play("8H"))
    assert legal_cards(game, NORTH) == {"9H", "KH"}
    game.apply(NORTH, play("KH"))  # the highest is as good as the lowest


def test_cannot_beat_the_winner_any_card_of_the_suit():
    game = declared(FOLLOW)
    calls(game, play("8H"), play("KH"))
    assert legal_cards(game, EAST) == {"3H", "6H"}


def test_void_holding_trumps_must_trump():
    game = declared(VOID)
    calls(game, play("8H"))
    assert legal_cards(game, NORTH) == {"5S", "JS"}
    with pytest.raises(RuleError, match="North cannot play 6C: forced capture, void in hearts must play a trump"):
        game.apply(NORTH, play("6C"))


def test_void_must_overtrump_when_able():
    game = declared(VOID)
    calls(game, play("8H"), play("5S"))
    assert legal_cards(game, EAST) == {"9S"}
    with pytest.raises(RuleError, match="East cannot play 3S: forced capture, void in hearts must overtrump 5S"):
        game.apply(EAST, play("3S"))


def test_void_with_only_losing_trumps_must_still_trump():
    game = declared(VOID)
    calls(game, play("8H"), play("JS"))
    assert legal_cards(game, EAST) == {"3S", "9S"}
    with pytest.raises(RuleError, match="must play a trump"):
        game.apply(EAST, play("4D"))


def test_partner_winning_frees_you_under_final_capture():
    game = declared(FOLLOW)  # capture defaults to final
    calls(game, play("8H"), play("KH"), play("3H"))
    assert legal_cards(game, SOUTH) == {"7H", "AH"}
    game.apply(SOUTH, play("7H"))
    game = declared(VOID)
    calls(game, play("8H"), play("JS"), play("3S"))
    assert len(legal_cards(game, SOUTH)) == 13  # void: any card, no duty to overtrump partner


def test_partner_winning_still_compels_under_strict_capture():
    game = declared(FOLLOW, capture="strict")
    calls(game, play("8H"), play("KH"), play("3H"))
    assert legal_cards(game, SOUTH) == {"AH"}
    game = declared(VOID, capture="strict")
    calls(game, play("8H"), play("JS"), play("3S"))
    assert legal_cards(game, SOUTH) == {"QS", "KS", "AS"}


def test_no_capture_is_plain_follow_suit():
    game = declared(FOLLOW, capture="none")
    calls(game, play("8H"))
    assert legal_cards(game, NORTH) == {"5H", "9H", "KH"}
    game = declared(VOID, capture="none")
    calls(game, play("8H"))
    assert len(legal_cards(game, NORTH)) == 13


def test_no_trump_contracts_never_compel_a_trump():
    game = declared(VOID, contract=(1, "NT"))
    assert game.view(None)["trump"] is None
    calls(game, play("8H"))
    assert len(legal_cards(game, NORTH)) == 13


def test_no_trump_contracts_still_compel_beating_the_suit_led():
    game = declared(FOLLOW, contract=(1, "NT"))
    calls(game, play("8H"))
    assert legal_cards(game, NORTH) == {"9H", "KH"}


def test_a_trump_winning_a_plain_trick_leaves_any_card_of_the_suit():
    spec = deal(south="7H AH KS AS", west="2H 4H 8H TH JH QH 2S 3S 4S 5S 6S 7S 8S", north="9S TS",
                east="3H 6H 5H 9H KH JS QS")
    game = declared(spec)
    calls(game, play("8H"), play("9S"))  # North, void, trumps
    assert legal_cards(game, EAST) == {"3H", "5H", "6H", "9H", "KH"}


# ----- auction -----------------------------------------------------------------------------------------
def test_auction_starts_left_of_the_dealer_and_goes_clockwise():
    game = start("reverse_bridge", FOLLOW)  # dealer East
    order = []
    for _ in range(4):
        order.append(game.to_act()[0])
        calls(game, bid(len(order), "C"))
    assert order == [SOUTH, WEST, NORTH, EAST]


def test_a_bid_must_outrank_the_last():
    game = start("reverse_bridge", FOLLOW)
    calls(game, bid(2, "S"), PASS)
    with pytest.raises(RuleError, match="North cannot bid 2H: the last bid was 2S"):
        game.apply(NORTH, bid(2, "H"))
    with pytest.raises(RuleError, match="North cannot bid 2S: the last bid was 2S"):
        game.apply(NORTH, bid(2, "S"))
    with pytest.raises(RuleError, match="North cannot bid 1NT"):
        game.apply(NORTH, bid(1, "NT"))
    calls(game, bid(2, "NT"), bid(3, "C"))
    assert game.view(None)["auction"][-1] == {"seat": EAST, "call": {"level": 3, "strain": "C"}}


def test_levels_run_from_1_to_13():
    game = start("reverse_bridge", FOLLOW)
    for level in (0, 14, "3", None, True):
        with pytest.raises(RuleError, match="level is a whole number from 1 to 13"):
            game.apply(SOUTH, bid(level, "C"))
    with pytest.raises(RuleError, match="strain must be one of C, D, H, S, NT"):
        game.apply(SOUTH, bid(3, "X"))
    legal = game.legal_actions(SOUTH)
    assert len(legal) == 13 * 5 + 1 and legal[-1] == PASS and legal[-2] == bid(13, "NT")


def test_a_player_who_passed_may_bid_again_later():
    game = start("reverse_bridge", FOLLOW)
    calls(game, PASS, bid(1, "C"), PASS, PASS)
    assert game.to_act() == [SOUTH]
    calls(game, bid(1, "D"))
    assert game.view(None)["phase"] == "bidding"


def test_three_passes_after_a_bid_end_the_auction():
    game = start("reverse_bridge", FOLLOW)
    calls(game, bid(1, "C"), PASS, PASS)
    assert game.view(None)["phase"] == "bidding"
    calls(game, PASS)
    view = game.view(None)
    assert view["phase"] == "playing" and view["contract"] == {"level": 1, "strain": "C"}
    with pytest.raises(RuleError, match="West cannot bid now: the auction is over"):
        game.apply(WEST, bid(5, "C"))


def test_four_passes_redeal_by_the_next_dealer():
    game = start("reverse_bridge", FOLLOW)
    calls(game, PASS, PASS, PASS)
    events = game.apply(EAST, PASS)
    assert [e["type"] for e in events][-2:] == ["redeal", "deal"]
    view = game.view(None)
    assert view["dealer"] == SOUTH and view["hand_number"] == 1 and view["redeals"] == 1
    assert view["auction"] == [] and game.to_act() == [WEST]


def test_declarer_is_the_first_of_the_bidding_side_to_name_the_final_strain():
    game = start("reverse_bridge", FOLLOW)
    calls(game, bid(1, "H"), bid(1, "S"), bid(2, "H"), PASS, PASS, PASS)  # North's 2H, South named hearts
    view = game.view(None)
    assert view["declarer"] == SOUTH and view["bidding_side"] == [SOUTH, NORTH]
    assert game.to_act() == [WEST]  # declarer's left leads


def test_an_opponent_naming_the_strain_first_does_not_make_them_declarer():
    game = start("reverse_bridge", FOLLOW)
    calls(game, bid(1, "C"), bid(1, "H"), bid(2, "H"), PASS, PASS, PASS)
    view = game.view(None)
    assert view["declarer"] == NORTH and view["takers"] == [WEST, EAST] and game.to_act() == [EAST]


def test_first_lead_option_literal_reading_leads_left_of_whoever_first_named_the_strain():
    assert new_game("reverse_bridge", seed=1).options["first_lead"] == "bidding_side"  # as Bridge reads it
    game = start("reverse_bridge", FOLLOW, first_lead="first_to_name")
    calls(game, bid(1, "C"), bid(1, "H"), bid(2, "H"), PASS, PASS, PASS)  # West, a taker, named hearts first
    view = game.view(None)
    assert view["declarer"] == NORTH and view["bidding_side"] == [SOUTH, NORTH]
    assert game.to_act() == [NORTH] and view["leader"] == NORTH  # play begins left of West


def test_first_lead_option_literal_reading_agrees_when_the_bidding_side_named_it_first():
    game = start("reverse_bridge", FOLLOW, first_lead="first_to_name")
    calls(game, bid(1, "H"), bid(1, "S"), bid(2, "H"), PASS, PASS, PASS)
    assert game.view(None)["declarer"] == SOUTH and game.to_act() == [WEST]


def test_the_top_bid_leaves_only_passes():
    game = start("reverse_bridge", FOLLOW)
    calls(game, bid(13, "NT"))
    assert game.legal_actions(WEST) == [PASS]


def test_playing_before_the_auction_ends_is_refused():
    game = start("reverse_bridge", FOLLOW)
    with pytest.raises(RuleError, match="South cannot play a card now: the auction is not over"):
        game.apply(SOUTH, play("7H"))
    with pytest.raises(RuleError, match="not West's turn"):
        game.apply(WEST, bid(1, "C"))


def test_a_card_not_held_is_refused():
    game = declared(FOLLOW)
    with pytest.raises(RuleError, match="West cannot play AS: not in their hand"):
        game.apply(WEST, play("AS"))
    with pytest.raises(RuleError, match="West cannot play"):
        game.apply(WEST, play("ZZ"))


# ----- scoring -----------------------------------------------------------------------------------------
TABLE_GROUPS = (("C", "D"), ("H", "S"), ("NT",))


def table_1() -> list[list[tuple[int, int]]]:
    """Table 1 of seed 000 computed by the scoring code: rows T = 1..13, columns 1..13 C/D, 1..13 H/S,
    1..13 NT; each cell (bidding side, takers); each C/D (H/S) column must agree for both strains."""
    rows = []
    for taken in range(1, 14):
        row = []
        for group in TABLE_GROUPS:
            for level in range(1, 14):
                cells = {hand_points(level, STRAINS.index(s), taken) for s in group}
                assert len(cells) == 1, f"{group} score differently at {level}, T={taken}"
                row.append(cells.pop())
        rows.append(row)
    return rows


def column(level: int, group: str) -> int:
    return {"C/D": 0, "H/S": 13, "NT": 26}[group] + level - 1


# Read off the table by hand from the OCR text of seed 000 ("bidding side - takers").
ROW_7 = ("2-30 4-25 6-20 8-15 10-10 12-5 14-0 0-5 0-10 0-15 0-20 0-25 0-30 "
         "3-30 6-25 9-20 12-15 15-10 18-5 21-0 0-5 0-10 0-15 0-20 0-25 0-30 "
         "4-30 7-25 10-20 13-15 16-10 19-5 22-0 0-5 0-10 0-15 0-20 0-25 0-30")
ROW_13 = ("2-60 4-55 6-50 8-45 10-40 12-35 14-30 16-25 18-20 20-15 22-10 24-5 26-0 "
          "3-60 6-55 9-50 12-45 15-40 18-35 21-30 24-25 27-20 30-15 33-10 36-5 39-0 "
          "4-60 7-55 10-50 13-45 16-40 19-35 22-30 25-25 28-20 31-15 34-10 37-5 40-0")  # OCR "10.35" = 19-35
CELLS = {  # (T, level, group): (bidding side, takers)
    (1, 1, "C/D"): (2, 0), (1, 3, "C/D"): (0, 10), (1, 13, "C/D"): (0, 60), (1, 1, "NT"): (4, 0),
    (1, 1, "H/S"): (3, 0), (9, 9, "H/S"): (27, 0), (9, 5, "NT"): (16, 20), (10, 10, "H/S"): (30, 0),
    (10, 12, "NT"): (0, 10), (11, 4, "C/D"): (8, 35), (11, 11, "NT"): (34, 0), (12, 1, "C/D"): (2, 55),
    (12, 9, "C/D"): (18, 15), (12, 11, "NT"): (34, 5), (12, 13, "H/S"): (0, 5), (8, 13, "NT"): (0, 25),
}


def parse_row(text: str) -> list[tuple[int, int]]:
    return [tuple(int(x) for x in cell.split("-")) for cell in text.split()]


def test_final_scoring_reproduces_every_cell_of_table_1():
    table = table_1()
    assert len(table) == 13 and all(len(row) == 39 for row in table)
    assert table[7 - 1] == parse_row(ROW_7)
    assert table[13 - 1] == parse_row(ROW_13)
    for (taken, level, group), cell in CELLS.items():
        assert table[taken - 1][column(level, group)] == cell, (taken, level, group)


def test_final_scoring_follows_the_write_ups_worked_examples():
    assert hand_points(7, STRAINS.index("S"), 9) == (21, 10)  # N-S bid 7S, E-W take 9
    assert hand_points(9, STRAINS.index("D"), 6) == (0, 15)  # N-S bid 9D, E-W take 6


def test_first_playtest_scoring_gives_5_to_the_bidders_and_1_per_trick_of_difference():
    assert hand_points(4, 0, 4, "first_playtest") == (5, 0)
    assert hand_points(4, 4, 7, "first_playtest") == (5, 3)
    assert hand_points(6, 2, 2, "first_playtest") == (0, 4)


def random_hand(game, rng):
    """Play random legal actions until the first hand is scored."""
    while game.view(None)["hand_number"] == 1 and not game.over:
        seat = game.to_act()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))


@pytest.mark.parametrize("scoring", ["final", "first_playtest"])
def test_partners_carry_their_side_total(scoring):
    game = declared(FOLLOW, contract=(3, "H"), scoring=scoring)
    random_hand(game, random.Random(4))
    entry = game.view(None)["history"][0]
    taken = entry["tricks"][WEST] + entry["tricks"][EAST]
    bidders, takers = hand_points(3, STRAINS.index("H"), taken, scoring)
    assert entry["bidding_side"] == [SOUTH, NORTH] and entry["takers_tricks"] == taken
    assert game.scores() == [bidders, takers, bidders, takers]
    view = game.view(EAST)
    assert view["side_scores"] == [bidders, takers] and view["partner"] == WEST
    assert view["partners"] == [[SOUTH, NORTH], [WEST, EAST]]


def test_the_game_lasts_deals_hands_and_the_higher_side_wins():
    game = new_game("reverse_bridge", options={"deals": 8}, seed=11)
    rng = random.Random(11)
    while not game.over:
        seat = game.to_act()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert len(game.view(None)["history"]) == 8
    a, b = game.scores()[0], game.scores()[1]
    expected = [0, 2] if a > b else [1, 3] if b > a else [0, 1, 2, 3]
    assert game.winners() == expected


def test_deals_must_be_a_multiple_of_four():
    with pytest.raises(ValueError, match="'deals' must be a multiple of 4, not 6"):
        new_game("reverse_bridge", options={"deals": 6}, seed=1)
    assert new_game("reverse_bridge", options={"deals": 12}, seed=1).view(None)["hands_total"] == 12


def test_the_dealer_passes_to_the_left_each_hand():
    game = new_game("reverse_bridge", seed=3)
    first = game.view(None)["dealer"]
    random_hand(game, random.Random(3))
    assert game.view(None)["dealer"] == (first + 1) % 4


def test_a_bad_deal_spec_is_refused_with_a_reason():
    with pytest.raises(ValueError, match="13 cards"):
        new_game("reverse_bridge", seed=1, deal={"hands": [["AS"]] * 4})
    spec = deal()
    spec["hands"][1][0] = spec["hands"][0][0]
    with pytest.raises(ValueError, match="repeats a card"):
        new_game("reverse_bridge", seed=1, deal=spec)
    with pytest.raises(ValueError, match="dealer"):
        new_game("reverse_bridge", seed=1, deal={**deal(), "dealer": 4})
