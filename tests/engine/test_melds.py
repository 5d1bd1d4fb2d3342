"""Meld logic: groups, runs, jokers, lay-off ends, contracts and the contract finder."""

from __future__ import annotations

import pytest

from cardgame_gui.engine.cards import JOKER, card_int
from cardgame_gui.engine.melds import (GROUP, RUN, MeldError, build_meld, contract_deficit, contract_error,
                                       extended, find_all_runs, find_contract, is_valid, lay_off_ends,
                                       penalty, without)


def cards(text: str) -> list[int]:
    return [card_int(c) for c in text.split()]


def meld(text: str, jokers: str = "") -> object:
    return build_meld(cards(text), cards(jokers))


def test_run_with_ace_low():
    m = meld("AD 2D 3D 4D")
    assert m.kind == RUN and m.start == 1 and is_valid(m)


def test_run_with_ace_high():
    m = meld("AC JC QC KC")
    assert m.kind == RUN and m.end == 14 and [c for c in m.cards] == cards("JC QC KC AC")


def test_run_may_not_wrap_round_the_ace():
    with pytest.raises(MeldError, match="wraps"):
        meld("QS KS AS 2S")


def test_fourteen_card_run_has_an_ace_at_each_end():
    m = meld("AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH")
    assert m.start == 1 and m.end == 14 and lay_off_ends(m, JOKER) == []


def test_run_needs_one_suit_and_consecutive_ranks():
    with pytest.raises(MeldError, match="neither"):
        meld("5H 6D 7H 8H")
    with pytest.raises(MeldError, match="not consecutive"):
        meld("5H 6H 8H 9H")
    with pytest.raises(MeldError, match="too short"):
        meld("5H 6H 7H")


def test_joker_in_run_stands_for_the_named_card():
    m = meld("4C JK 7C 5C", "6C")
    assert m.cards == cards("4C 5C JK 7C") and m.stands == cards("4C 5C 6C 7C")


def test_joker_naming_a_card_that_does_not_fit_is_refused():
    with pytest.raises(MeldError):
        meld("4C JK 7C 5C", "8C")
    with pytest.raises(MeldError, match="names"):
        meld("4C JK 7C 5C")


def test_group_is_three_of_a_rank_and_a_joker_names_the_rank():
    m = meld("5H 5D JK", "5S")
    assert m.kind == GROUP and m.rank == 3
    with pytest.raises(MeldError):
        meld("5H 5D 6D")


def test_lay_off_ends_of_a_run_and_a_group():
    run = meld("4C 5C 6C 7C")
    assert lay_off_ends(run, card_int("3C")) == [("low", card_int("3C"))]
    assert lay_off_ends(run, card_int("8C")) == [("high", card_int("8C"))]
    assert lay_off_ends(run, card_int("9C")) == []
    assert [e for e, _ in lay_off_ends(run, JOKER)] == ["low", "high"]
    longer = extended(run, JOKER, "low")
    assert longer.start == run.start - 1 and longer.stands[0] == card_int("3C")
    group = meld("KH KD KS")
    assert lay_off_ends(group, card_int("KC")) == [(None, card_int("KC"))]
    with pytest.raises(MeldError):
        extended(group, card_int("QC"), None)


def test_ace_lays_off_at_either_end_of_a_two_to_king_run():
    run = meld("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS")
    assert [e for e, _ in lay_off_ends(run, card_int("AS"))] == ["low", "high"]


def test_taking_an_end_card_keeps_a_long_run_but_an_inner_card_breaks_it():
    run = meld("4C 5C 6C 7C 8C")
    assert without(run, 0).cards == cards("5C 6C 7C 8C")
    assert without(run, 2) is None
    assert without(meld("4C 5C 6C 7C"), 0) is None
    assert without(meld("KH KD KS KC"), 1).cards == cards("KH KS KC")


def test_contract_is_exact_and_at_minimum_sizes():
    two_groups = [meld("5H 5D 5S"), meld("9C 9D 9H")]
    assert contract_error(two_groups, 2, 0) is None
    assert "not 1 group" in str(contract_error(two_groups[:1], 2, 0))
    assert "minimum" in str(contract_error([meld("5H 5D 5S 5C"), meld("9C 9D 9H")], 2, 0))
    assert contract_error([meld("5H 5D 5S 5C"), meld("9C 9D 9H")], 2, 0, exact_size=False) is None


def test_contiguous_runs_refused_but_gap_and_overlap_accepted():
    low, high = meld("2H 3H 4H 5H"), meld("6H 7H 8H 9H")
    assert "contiguous" in str(contract_error([low, high], 0, 2, no_contiguous=True))
    assert contract_error([low, high], 0, 2, no_contiguous=False) is None
    assert contract_error([low, meld("7H 8H 9H TH")], 0, 2, no_contiguous=True) is None  # gap
    assert contract_error([low, meld("4H 5H 6H 7H")], 0, 2, no_contiguous=True) is None  # overlap
    assert contract_error([low, meld("6C 7C 8C 9C")], 0, 2, no_contiguous=True) is None  # other suit


def test_finder_proposes_a_contract_with_fewest_jokers():
    hand = cards("5H 5D 5S 9C 9D KH 2C 3C 4C 6C JK")
    found = find_contract(hand, 2, 0)
    melds = [build_meld(c, n) for c, n in found]
    assert contract_error(melds, 2, 0) is None
    assert sum(c.count(JOKER) for c, _ in found) == 1
    assert find_contract(cards("5H 5D 9C 9D KH 2C"), 2, 0) is None


def test_finder_respects_the_contiguous_rule():
    hand = cards("2H 3H 4H 5H 6H 7H 8H 9H")
    assert find_contract(hand, 0, 2, no_contiguous=True) is None
    assert find_contract(hand, 0, 2, no_contiguous=False) is not None
    found = find_contract(cards("2H 3H 4H 5H 5H 6H 7H 8H"), 0, 2, no_contiguous=True)
    assert contract_error([build_meld(c, n) for c, n in found], 0, 2, no_contiguous=True) is None


def test_finder_uses_a_required_card():
    hand = cards("5H 5D 5S 9C 9D 9H KD KS KH")
    found = find_contract(hand, 2, 0, must=card_int("KD"))
    assert any(card_int("KD") in c for c, _ in found)
    found = find_contract(hand + [JOKER], 1, 0, must=JOKER)
    assert found and JOKER in found[0][0]
    assert build_meld(*found[0]).kind == GROUP


def test_round_seven_finder_melds_every_card():
    hand = cards("2C 3C 4C 5C 7C 8C 9C TC QC KC AC") + [JOKER, JOKER]
    found = find_all_runs(hand, 3)
    assert sorted(c for cs, _ in found for c in cs) == sorted(hand)
    melds = [build_meld(c, n) for c, n in found]
    assert contract_error(melds, 0, 3, exact_size=False, no_contiguous=True) is None
    assert find_all_runs(cards("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2D"), 3) is None


def test_deficit_counts_missing_cards():
    assert contract_deficit(cards("5H 5D 5S 9C 9D 9H"), 2, 0) == 0
    assert contract_deficit(cards("5H 5D 5S 9C 9D 2H"), 2, 0) == 1
    assert contract_deficit(cards("5H 5D 5S 9C 9D") + [JOKER], 2, 0) == 0


def test_penalty_points():
    assert [penalty(c) for c in cards("2C 9D TH JS QS KC AD")] == [2, 9, 10, 10, 10, 10, 15]
    assert penalty(JOKER) == 15
