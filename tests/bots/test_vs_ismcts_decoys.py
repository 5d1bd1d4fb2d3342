"""The decoy deals benchmarks/vs_ismcts.py hands IS-MCTS: drawn without OpenSpiel, so tested without it."""

import collections
import importlib.util
import pathlib
import random

import pytest

_SCRIPT = pathlib.Path(__file__).resolve().parents[2] / "benchmarks" / "vs_ismcts.py"
_spec = importlib.util.spec_from_file_location("vs_ismcts", _SCRIPT)
vs_ismcts = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(vs_ismcts)

CLUBS, DIAMONDS, SPADES, HEARTS = range(4)  # OpenSpiel's oh_hell: card = rank * 4 + suit


def card(rank: int, suit: int) -> int:
    return rank * 4 + suit


def test_a_seat_that_did_not_follow_suit_is_void_in_the_suit_led():
    plays = [(1, card(5, HEARTS)), (2, card(7, HEARTS)), (3, card(2, CLUBS)), (0, card(9, HEARTS)),
             (0, card(3, SPADES)), (1, card(4, DIAMONDS)), (2, card(8, SPADES)), (3, card(11, SPADES))]
    assert vs_ismcts.shown_voids(plays) == {3: {HEARTS}, 1: {SPADES}}


@pytest.mark.parametrize("tries", [0, 100], ids=["exact draw", "rejection first"])
def test_a_decoy_deals_no_seat_a_suit_it_showed_out_of(tries):
    unseen = [c for c in range(52) if c % 13 != 0][:30]
    needs = {1: 5, 2: 5, 3: 4}
    voids = {1: {HEARTS, SPADES}, 3: {CLUBS}}
    rng = random.Random(3)
    for _ in range(300):
        hands = vs_ismcts.draw_respecting_voids(unseen, needs, voids, rng, tries)
        assert {s: len(h) for s, h in hands.items()} == needs
        dealt = [c for h in hands.values() for c in h]
        assert len(set(dealt)) == len(dealt) and set(dealt) <= set(unseen)
        for seat, suits in voids.items():
            assert not any(c % 4 in suits for c in hands[seat])


@pytest.mark.parametrize("tries", [0, 100], ids=["exact draw", "rejection first"])
def test_a_decoy_is_uniform_among_the_deals_the_voids_allow(tries):
    # Two hearts and two clubs unseen, one card to each of seats 1 and 2, seat 1 void in hearts, two left
    # undealt. Deals allowed: seat 1 a club (2 ways) x seat 2 any of the other three: 6, equally likely.
    unseen = [card(2, HEARTS), card(3, HEARTS), card(2, CLUBS), card(3, CLUBS)]
    rng = random.Random(7)
    seen = collections.Counter(
        tuple(sum(vs_ismcts.draw_respecting_voids(unseen, {1: 1, 2: 1}, {1: {HEARTS}}, rng, tries).values(), []))
        for _ in range(6000))
    assert len(seen) == 6 and all(c % 4 == CLUBS for c, _ in seen)
    assert max(seen.values()) - min(seen.values()) < 200


def test_voids_no_deal_can_meet_stop_the_run():
    unseen = [card(2, HEARTS), card(3, HEARTS)]
    with pytest.raises(vs_ismcts.Disagreement):
        vs_ismcts.draw_respecting_voids(unseen, {1: 1}, {1: {HEARTS}}, random.Random(1))
