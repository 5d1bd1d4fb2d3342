"""Taken cards (joker reclaim, Screw Over) never leave the mover stuck, and the engine never offers an action
it then refuses: scenarios through ``new_game(..., deal=...)`` and seeded Screw Rummy playouts."""

from __future__ import annotations

import random
import time

import pytest

from cardgame_gui.bots import make_bot
from cardgame_gui.engine import GAMES, RuleError, new_game
from cardgame_gui.tournament import deal_seed, seating

SCREW_RUMMY = {"may_i": "off", "screw_over": True, "new_melds_after_contract": True}


def start(hands, table, round=1, stock=("8S",)):
    deal = {"round": round, "dealer": 3, "first": 0, "hands": [h.split() for h in hands],
            "stock": list(stock), "discard": ["2S"], "rest": "stock",
            "table": [{"owner": o, "cards": c.split(), "as": a.split()} for o, c, a in table]}
    return new_game("contract_rummy", 4, SCREW_RUMMY, seed=1, deal=deal)


def test_taken_cards_a_screwed_card_that_reclaims_a_joker_is_placed_by_it():
    """Screw the QC, reclaim one's own joker with it, lay the joker off: the QC went to the table with the
    reclaim, so only the joker was pending and the turn ends (the game once stuck here with no action)."""
    table = [(0, "KH KD KS", ""), (0, "9C TC JC JK", "QC"), (1, "QC QD QS QH", ""), (1, "5H 5D 5S", "")]
    g = start(["3H 2D", "2C 3C", "2H", "4D"], table)
    g.apply(0, {"type": "draw", "source": "stock"})
    g.apply(0, {"type": "screw", "meld": 2, "position": 0, "give": "2D"})
    g.apply(0, {"type": "reclaim_joker", "meld": 1, "card": "QC"})
    view = g.view(0)
    assert [p["card"] for p in view["pending"]] == ["JK"]
    assert view["table"][1]["cards"] == ["9C", "TC", "JC", "QC"] and view["table"][1]["stolen_from"][3] == 1
    with pytest.raises(RuleError, match="cannot end the turn yet"):
        g.apply(0, {"type": "discard", "card": "3H"})
    g.apply(0, {"type": "lay_off", "meld": 0, "card": "JK"})
    assert g.view(0)["pending"] == [] and {"type": "discard", "card": "3H"} in g.legal_actions(0)
    g.apply(0, {"type": "discard", "card": "3H"})
    assert g.to_act() == [1]


def test_round_7_spare_jokers_never_make_two_runs_contiguous():
    """Round 7 melds every card in runs with no two contiguous runs of a suit: a spare joker goes on an end
    that keeps the gap (the finder once offered AD 2D 3D 4D JK + 6D 7D 8D 9D, which the meld refused)."""
    g = start(["AD 2D 3D 4D 6D 7D 8D 9D AH 2H 3H 4H", "2C 3C", "2H", "4D"], [], round=7, stock=("JK",))
    g.apply(0, {"type": "draw", "source": "stock"})
    melds = [a for a in g.legal_actions(0) if a["type"] == "meld"]
    assert melds
    for action in melds:
        g.clone().apply(0, action)
    g.apply(0, melds[0])
    assert g.history[-1]["went_out"] == 0


def _check_offered(game, seat, rng, sample):
    """Every offered action (or a sample of them) is accepted on a clone; there is always one to offer."""
    legal = game.legal_actions(seat)
    assert legal, f"seat {seat} must act but has no legal action: {game.view(seat)}"
    for action in rng.sample(legal, min(sample, len(legal))):
        try:
            game.clone().apply(seat, action)
        except RuleError as exc:  # pragma: no cover - the failure message is the point
            pytest.fail(f"offered {action} but refused it: {exc}")
    return legal


@pytest.mark.parametrize("seed,levels", [(8, ["casual", "random", "random", "random"]),
                                         (5, ["random"] * 5)])
def test_screw_rummy_playouts_never_strand_a_seat_and_accept_what_they_offer(seed, levels):
    """Seeded Screw Rummy playouts, seated and seeded as ``cardgame-sim --tournament`` does (seed 8 once
    stranded a seat): every seat in ``to_act()`` has a legal action and every offered action (a
    sample at each step) is accepted. Bounded in moves and seconds."""
    options = {**GAMES["contract_rummy"].presets["screw_rummy"], "stock_rebuilds": 3}
    players = len(levels)
    rng = random.Random(seed)
    deadline = time.monotonic() + 60
    moves = 0
    for number in range(3):
        entrant = seating(levels, number, True)
        g = new_game("contract_rummy", players, options, seed=deal_seed(seed, number, players, True))
        bots = [make_bot(levels[entrant[s]], "contract_rummy", seed=(seed + number) * 31 + s)
                for s in range(players)]
        while not g.over and moves < 20000 and time.monotonic() < deadline:
            acting = g.to_act()
            for seat in acting:
                _check_offered(g, seat, rng, 4)
            for seat in acting[1:]:  # as cardgame-sim drives a game: optional answers first
                choice = bots[seat].optional(g.view(seat), g.legal_actions(seat))
                if choice is not None:
                    break
            else:
                seat = acting[0]
                choice = bots[seat].choose(g.view(seat), g.legal_actions(seat))
            g.apply(seat, choice)
            moves += 1
    assert moves > 300


def test_taken_cards_a_reclaimed_joker_may_not_be_given_away_by_a_screw():
    table = [(0, "KH KD KS", ""), (0, "4C 5C JK 7C", "6C"), (1, "9D 9S 9H 9C", ""), (1, "QC QD QS", "")]
    g = start(["6C 9D 3H", "2C 3C", "2H", "4D"], table)
    g.apply(0, {"type": "draw", "source": "stock"})
    g.apply(0, {"type": "reclaim_joker", "meld": 1, "card": "6C"})
    before = g.to_json()
    with pytest.raises(RuleError, match="cannot give the JK: it was taken this turn"):
        g.apply(0, {"type": "screw", "meld": 2, "position": 0, "give": "JK"})
    assert g.to_json() == before
    assert all(a.get("give") != "JK" for a in g.legal_actions(0))


def _screw(meld, position, give):
    return {"type": "screw", "meld": meld, "position": position, "give": give}


def test_screw_over_a_card_that_fits_only_after_four_of_ones_own_lay_offs_may_be_taken():
    """RULES: a taken card is used "in any order within the turn": the QH fits on South's own run only once
    8H 9H TH JH are laid off (four lay-offs first); the search deciding that has no depth limit."""
    table = [(0, "4H 5H 6H 7H", ""), (0, "KC KD KS", ""), (1, "QH QD QS QC", "")]
    g = start(["8H 9H TH JH 2C 3D", "2D 3C", "2H", "4D"], table)
    g.apply(0, {"type": "draw", "source": "stock"})
    assert _screw(2, 0, "2C") in g.legal_actions(0)
    g.apply(0, _screw(2, 0, "2C"))
    for card in ("8H", "9H", "TH", "JH", "QH"):
        g.apply(0, {"type": "lay_off", "meld": 0, "card": card, "end": "high"})
    assert g.view(0)["pending"] == [] and g.view(0)["table"][0]["cards"][-1] == "QH"
    g.apply(0, {"type": "discard", "card": "3D"})


def test_screw_over_a_card_completing_two_groups_of_one_rank_may_be_taken():
    """Round 1 (two groups): holding 8C 8H 8H 8S 8S, a taken 8C makes 8C 8H 8S + 8C 8H 8S, the contract
    the meld accepts when the 8C is already held; the finder may use one rank for both groups."""
    table = [(1, "8C 8D 8D JK", "8S")]
    g = start(["8C 8H 8H 8S 8S 2D", "2C 3C", "2H", "4D"], table, stock=("KD",))
    g.apply(0, {"type": "draw", "source": "stock"})
    assert _screw(0, 0, "2D") in g.legal_actions(0)
    g.apply(0, _screw(0, 0, "2D"))
    melds = [a for a in g.legal_actions(0) if a["type"] == "meld"]
    assert melds
    g.apply(0, melds[0])
    assert g.view(0)["pending"] == [] and sorted(g.view(0)["hand"]) == ["KD"]


def test_legal_actions_list_a_screw_whose_card_fits_after_an_earlier_lay_off():
    """docs/engine.md: every screw ``apply`` accepts is listed. The 9S fits on South's run only after the
    8S is laid off; every listed screw is accepted and every accepted screw is listed."""
    table = [(0, "4S 5S 6S 7S", ""), (0, "KC KD KS", ""), (1, "9S 9D 9H", ""), (1, "QC QD QS QH", "")]
    g = start(["8S 2C 3D", "2D 3C", "2H", "4D"], table, stock=("KD",))
    g.apply(0, {"type": "draw", "source": "stock"})
    listed = [a for a in g.legal_actions(0) if a["type"] == "screw"]
    assert _screw(2, 0, "2C") in listed and _screw(2, 0, "8S") not in listed
    for index, meld in enumerate(g.view(0)["table"]):
        for position in range(len(meld["cards"])):
            for give in sorted(set(g.view(0)["hand"])):
                action = _screw(index, position, give)
                try:
                    g.clone().apply(0, action)
                except RuleError:
                    assert action not in listed
                else:
                    assert action in listed, action
