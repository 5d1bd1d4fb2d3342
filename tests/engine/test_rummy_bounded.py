"""Issue 31: the Screw Over and the taken-cards check cost a bounded amount on every position, with the same
rules — scenarios for each Screw Over situation, property tests that ``legal_actions`` lists exactly what
``apply`` accepts, and the crafted worst-case saves (``benchmarks/rummy_crafted.py``) opening with a
bounded amount of work."""

from __future__ import annotations

import glob
import os
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardgame_gui.engine import RuleError, load_game, new_game

FIXTURES = os.path.join(os.path.dirname(__file__), "fixtures")
SCREW_RUMMY = {"may_i": "off", "screw_over": True, "new_melds_after_contract": True}
CALLS = 1_000_000  # Python calls allowed to open a crafted save and list its actions (today: under 400,000)


def start(hands, table, round=1, options=None, stock=("8S",)):
    deal = {"round": round, "dealer": 3, "first": 0, "hands": [h.split() for h in hands],
            "stock": list(stock), "discard": ["2S"], "rest": "stock",
            "table": [{"owner": o, "cards": c.split(), "as": a.split()} for o, c, a in table]}
    game = new_game("contract_rummy", 4, {**SCREW_RUMMY, **(options or {})}, seed=1, deal=deal)
    game.apply(0, {"type": "draw", "source": "stock"})
    return game


def screw(meld, position, give):
    return {"type": "screw", "meld": meld, "position": position, "give": give}


def accepted(game, seat, action) -> bool:
    try:
        game.clone().apply(seat, action)
    except RuleError:
        return False
    return True


def every_screw(game, seat):
    view = game.view(seat)
    return [screw(i, p, g) for i, m in enumerate(view["table"]) for p in range(len(m["cards"]))
            for g in sorted(set(view["hand"]))]


# ----- the Screw Over situations of the rules -----------------------------------------------------------
def test_screw_over_the_taken_card_goes_into_the_contract_meld():
    """Not melded yet (round 2, group + run): the taken 7H completes 4H 5H 6H 7H beside QC QD QS; giving
    away a queen would break the group, so that screw is refused."""
    table = [(1, "7H 8H 9H TH", ""), (1, "KC KD KS", "")]
    g = start(["4H 5H 6H QC QD QS 2C", "3C 3D", "2H", "4D"], table, round=2)
    listed = g.legal_actions(0)
    assert screw(0, 0, "2C") in listed and screw(0, 0, "QC") not in listed
    assert not accepted(g, 0, screw(0, 0, "QC"))
    g.apply(0, screw(0, 0, "2C"))
    assert not any(a["type"] == "discard" for a in g.legal_actions(0))
    g.apply(0, next(a for a in g.legal_actions(0) if a["type"] == "meld"))
    assert g.view(0)["pending"] == []
    assert any(m["cards"] == ["4H", "5H", "6H", "7H"] and m["owner"] == 0 for m in g.view(0)["table"])


def test_screw_over_the_taken_card_is_laid_off_after_a_reclaim_bridges_the_gap():
    """Round 3 (runs only, no group to take a joker): the screwed TH reaches South's 5H-8H run only over
    9H, which South does not hold — reclaiming the joker that stands for 6C gives the joker to lay as 9H."""
    table = [(0, "5H 6H 7H 8H", ""), (0, "4C 5C JK 7C", "6C"), (1, "TH JH QH KH", "")]
    g = start(["6C 2D 3S", "3C 3D", "2H", "4D"], table, round=3, stock=("5D",))
    assert screw(2, 0, "2D") in g.legal_actions(0)
    g.apply(0, screw(2, 0, "2D"))
    g.apply(0, {"type": "reclaim_joker", "meld": 1, "card": "6C"})
    assert sorted(p["card"] for p in g.view(0)["pending"]) == ["JK", "TH"]
    g.apply(0, {"type": "lay_off", "meld": 0, "card": "JK", "end": "high"})
    g.apply(0, {"type": "lay_off", "meld": 0, "card": "TH", "end": "high"})
    assert g.view(0)["pending"] == [] and {"type": "discard", "card": "3S"} in g.legal_actions(0)


def test_screw_over_a_card_completing_two_groups_of_one_rank_is_offered_and_melds():
    table = [(1, "8C 8D 8D JK", "8S")]
    g = start(["8C 8H 8H 8S 8S 2D", "2C 3C", "2H", "4D"], table, stock=("KD",))
    assert screw(0, 0, "2D") in g.legal_actions(0)
    g.apply(0, screw(0, 0, "2D"))
    g.apply(0, next(a for a in g.legal_actions(0) if a["type"] == "meld"))
    assert g.view(0)["pending"] == [] and sum(m["owner"] == 0 for m in g.view(0)["table"]) == 2


def test_screw_over_a_card_with_nowhere_to_go_is_refused_and_not_offered():
    """No new melds at this table: North's 9H-QH breaks when its QH is taken, so no heart is left on the
    table; no group of queens, no joker standing for QH — South cannot use it this turn."""
    table = [(0, "4C 5C JK 7C", "6C"), (1, "9H TH JH QH", "")]
    g = start(["6C QD 3S", "3C 3D", "2H", "4D"], table, round=3, options={"new_melds_after_contract": False})
    assert not any(a["type"] == "screw" and a["meld"] == 1 for a in g.legal_actions(0))
    before = g.to_json()
    with pytest.raises(RuleError, match="cannot take that card: they could not use the QH"):
        g.apply(0, screw(1, 3, "3S"))
    assert g.to_json() == before


def test_screw_over_a_pending_joker_must_bridge_to_the_taken_card():
    """Round 3, no group: South reclaims a joker (pending), then screws West's 9S, which reaches South's
    4S-7S run only if that joker is laid as the 8S. The screw is offered; laying the joker anywhere else
    is refused, since the 9S would then have nowhere to go."""
    table = [(0, "4S 5S 6S 7S", ""), (0, "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC", ""),
             (0, "AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD JK", "KD"), (1, "9S TS JS QS", "")]
    g = start(["KD 2H 3H", "3C 3D", "2H", "4D"], table, round=3, stock=("5H",))
    g.apply(0, {"type": "reclaim_joker", "meld": 2, "card": "KD"})
    assert g.view(0)["pending"] == [{"card": "JK", "why": "reclaimed"}]
    assert screw(3, 0, "2H") in g.legal_actions(0)
    g.apply(0, screw(3, 0, "2H"))
    elsewhere = {"type": "lay_off", "meld": 1, "card": "JK", "end": "high"}
    assert elsewhere not in g.legal_actions(0)
    with pytest.raises(RuleError, match="could then no longer be placed"):
        g.apply(0, elsewhere)
    g.apply(0, {"type": "lay_off", "meld": 0, "card": "JK", "end": "high"})
    g.apply(0, {"type": "lay_off", "meld": 0, "card": "9S", "end": "high"})
    assert g.view(0)["pending"] == [] and {"type": "discard", "card": "3H"} in g.legal_actions(0)


def test_a_screw_is_never_offered_that_apply_refuses_nor_refused_that_it_offers_on_a_crowded_table():
    g = load_game(open(os.path.join(FIXTURES, "rummy_round3_refused_screw.json"), encoding="utf-8").read())
    listed = [a for a in g.legal_actions(0) if a["type"] == "screw"]
    candidates = every_screw(g, 0)
    for action in candidates[::7]:  # a sample: every 7th (meld, position, give)
        assert accepted(g, 0, action) == (action in listed), action


# ----- property tests: what is offered is accepted, what is not offered is refused ----------------------
CARD = st.sampled_from([r + s for r in "23456789TJQKA" for s in "CDHS"])


@st.composite
def positions(draw):
    """A South who melded earlier, holding a few cards, facing runs and groups (some with jokers) of
    West's and their own; sometimes with a joker reclaimed already."""
    table = []
    for _ in range(draw(st.integers(1, 5))):
        owner = draw(st.sampled_from([0, 1, 1]))
        if draw(st.booleans()):
            suit, start = draw(st.sampled_from("CDHS")), draw(st.integers(0, 9))
            cards = [("A23456789TJQK"[start + i]) + suit for i in range(draw(st.integers(4, 4)))]
            named = []
            if draw(st.booleans()):
                spot = draw(st.integers(0, len(cards) - 1))
                named, cards[spot] = [cards[spot]], "JK"
        else:
            rank = draw(st.sampled_from("23456789TJQKA"))
            cards, named = [rank + s for s in draw(st.permutations("CDHS"))[:3]], []
        table.append((owner, " ".join(cards), " ".join(named)))
    hand = " ".join(draw(st.lists(CARD, min_size=2, max_size=8)) + ["JK"] * draw(st.integers(0, 1)))
    return table, hand, draw(st.sampled_from([1, 2, 3])), draw(st.booleans())


def _game(table, hand, round_no, new_melds):
    try:
        return start([hand, "3C 3D", "2H", "4D"], table, round=round_no,
                     options={"new_melds_after_contract": new_melds})
    except ValueError:
        return None  # more copies of a card than two decks hold, or a run wrapping round the ace


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_every_offered_screw_applies_and_every_other_is_refused(position):
    g = _game(*position)
    if g is None:
        return
    listed = g.legal_actions(0)
    for action in every_screw(g, 0):
        assert accepted(g, 0, action) == (action in listed), action


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(), st.randoms(use_true_random=False))
def test_with_a_card_pending_every_offered_action_applies_and_the_seat_is_never_stuck(position, rng):
    g = _game(*position)
    if g is None:
        return
    takes = [a for a in g.legal_actions(0) if a["type"] in ("screw", "reclaim_joker")]
    if not takes:
        return
    g.apply(0, rng.choice(takes))
    for _ in range(12):  # follow offered actions until the turn ends
        legal = g.legal_actions(0)
        assert legal, g.view(0)
        for action in legal:
            assert accepted(g, 0, action), action
        if g.view(0)["pending"]:
            assert not any(a["type"] == "discard" for a in legal)
            for card in g.view(0)["hand"]:  # a discard while a card is pending stays refused
                assert not accepted(g, 0, {"type": "discard", "card": card})
        action = rng.choice(legal)
        g.apply(0, action)
        if action["type"] == "discard" or g.to_act() != [0]:
            break


# ----- the crafted worst cases open with bounded work -----------------------------------------------------
class _TooMuchWork(Exception):
    pass


@pytest.mark.parametrize("path", sorted(glob.glob(os.path.join(FIXTURES, "rummy_*.json"))),
                         ids=os.path.basename)
def test_a_crafted_slow_save_opens_and_lists_its_actions_with_bounded_work(path):
    """Work is counted in Python calls (no clock): the earlier engine needed 1.7 to over 20 million calls
    on these saves (minutes and gigabytes on worse ones); the bounded one needs well under ``CALLS``."""
    text = open(path, encoding="utf-8").read()
    calls = [0]

    def count(frame, event, arg):
        if event == "call":
            calls[0] += 1
            if calls[0] > CALLS:
                raise _TooMuchWork

    sys.setprofile(count)
    try:
        game = load_game(text)
        legal = game.legal_actions(game.to_act()[0])
    except _TooMuchWork:
        pytest.fail(f"{os.path.basename(path)}: more than {CALLS:,} calls to open it and list its actions")
    finally:
        sys.setprofile(None)
    assert legal
