"""The Contract Rummy expert's count of the cards it cannot see (what its outs count draws on)."""

from __future__ import annotations

from collections import Counter

from cardgame_gui.bots.rummy_expert import unseen_cards
from cardgame_gui.engine.cards import card_int

from test_expert_bots import rummy_pair


def test_the_unseen_cards_leave_out_what_the_view_shows():
    one, two = rummy_pair(1)
    view = one.view(0)
    unseen = unseen_cards(view, [card_int(c) for c in view["hand"]])
    shown = Counter(card_int(c) for c in view["hand"] + [view["top_discard"]] if c != "JK")
    assert sum(unseen.values()) == 104 - sum(shown.values())
    for card, copies in shown.items():
        assert unseen[card] == 2 - copies
    assert unseen_cards(two.view(0), [card_int(c) for c in view["hand"]]) == unseen  # hidden cards play no part
