"""The Contract Rummy expert's solitaire lookahead (bots/rummy_lookahead.py): own turns to the contract over
sampled next draws, from what the seat's view shows."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardgame_gui.bots.rummy_lookahead import sample_draws, turns_to_contract, unseen_cards
from cardgame_gui.engine.cards import card_int

from test_expert_bots import fixed_count_expert, rummy_pair


def cards(text: str) -> list[int]:
    return [card_int(c) for c in text.split()]


TWO_GROUPS = (2, 0, False)


def test_a_hand_is_at_its_contract_after_the_draw_that_completes_it():
    """Two groups wanted, one held and a pair of 9s: the 9D is the third draw of the sequence."""
    hand = cards("7C 7D 7H 9S 9C 2H 4D KS")
    draws = [cards("KD 4S 9D JH"), cards("9H 2C 3C 5C")]
    assert turns_to_contract({"hand": hand}, draws[:1], TWO_GROUPS) == {"hand": 3}
    assert turns_to_contract({"hand": hand}, draws, TWO_GROUPS) == {"hand": 2}  # (3 + 1) / 2
    assert turns_to_contract({"held": hand + cards("9H")}, draws, TWO_GROUPS) == {"held": 0}


def test_a_hand_that_does_not_get_there_counts_the_draws_and_the_cards_still_short():
    hand = cards("7C 7D 9S 9H 4D KS")  # pairs of 7s and 9s: two cards short of two groups
    assert turns_to_contract({"hand": hand}, [cards("JH QH 3C")], TWO_GROUPS) == {"hand": 3 + 2}


def test_draws_come_from_the_unseen_cards_without_replacement():
    unseen = Counter({card_int("AS"): 2, card_int("KD"): 1, card_int("3C"): 1})
    for sequence in sample_draws(unseen, 4, 20, random.Random(1)):
        assert Counter(sequence) == unseen


def test_the_unseen_cards_leave_out_what_the_view_shows():
    one, _ = rummy_pair(1)
    view = one.view(0)
    unseen = unseen_cards(view, [card_int(c) for c in view["hand"]])
    shown = Counter(card_int(c) for c in view["hand"] + [view["top_discard"]] if c != "JK")
    assert sum(unseen.values()) == 104 - sum(shown.values())
    for card, copies in shown.items():
        assert unseen[card] == 2 - copies


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_lookahead_expert_choice_does_not_change_when_the_hidden_cards_are_shuffled(seed):
    """It samples its draws from the cards its view does not show: the same view with other hidden hands
    and another stock gives the same draw and discard."""
    one, two = rummy_pair(seed)
    assert one.view(0) == two.view(0) and one.card_census() != two.card_census()

    def expert():
        bot = fixed_count_expert("contract_rummy")
        bot.LOOK = 7
        return bot
    assert expert().choose(one.view(0), one.legal_actions(0)) == expert().choose(two.view(0), two.legal_actions(0))
    for game in (one, two):
        game.apply(0, {"type": "draw", "source": "discard"})
    assert expert().choose(one.view(0), one.legal_actions(0)) == expert().choose(two.view(0), two.legal_actions(0))
