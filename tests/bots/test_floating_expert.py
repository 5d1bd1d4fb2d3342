"""Floating Bridge expert: its plain-list rollouts follow the engine, and its choices in set scenarios."""

from __future__ import annotations

import random

import pytest

from cardgame_gui.bots import auction_expert, make_bot
from cardgame_gui.bots.auction_bots import casual_card
from cardgame_gui.bots.auction_expert import auction_after_pass, distinct_cards, fits_floating, floating_points
from cardgame_gui.bots.auction_rollout import play_casual
from cardgame_gui.bots.sampling import Budget
from cardgame_gui.engine import new_game
from cardgame_gui.engine.auction import PASS
from cardgame_gui.engine.cards import card_int


def position(seed: int):
    """A Floating Bridge hand on the fast path: a random contract, a random call, some random cards."""
    rng = random.Random(seed)
    options = {"deals": 1, "trump_breaking": rng.random() < 0.5, "call_own_card": rng.random() < 0.3,
               "first_lead": rng.choice(["left_of_declarer", "declarer_in_nt"])}
    game = new_game("floating_bridge", 4, options, seed=seed).clone(this_hand_only=True)
    game.step(rng.randrange(35))
    while game.phase.value == "bidding":
        game.step(PASS)
    game.step(rng.choice(game.moves()))
    for _ in range(rng.randrange(48)):
        game.step(rng.choice(game.moves()))
    return game


def casual_step(game) -> None:
    """The engine's fast path with every seat playing the casual card, knowing the declarer's side."""
    side = {game.declarer, game.partner}
    seat = game.turn
    allies = side if seat in side else {s for s in range(4) if s not in side}
    game.step(casual_card(game.moves(), game.trick_cards, game.trick_seats, game.trump, True, allies))


@pytest.mark.parametrize("seed", range(0, 400, 100))
def test_plain_list_rollout_takes_the_tricks_the_engine_gives_casual_play(seed):
    for s in range(seed, seed + 100):
        game = position(s)
        side = [seat in (game.declarer, game.partner) for seat in range(4)]
        before = list(game.tricks)
        leader = game.trick_seats[0] if game.trick_cards else game.turn
        broken = game.broken or not game.options["trump_breaking"]
        taken = play_casual([list(h) for h in game.hands], game.trump, leader, list(game.trick_cards), side,
                            broken)
        while not game.over:
            casual_step(game)
        assert taken == [after - b for after, b in zip(game.tricks, before)], f"position {s}"


def test_plain_list_rollout_plays_the_first_card_it_is_given():
    game = position(7)
    while game.trick_cards:  # start at a lead
        casual_step(game)
    seat, card = game.turn, game.moves()[0]
    side = [s in (game.declarer, game.partner) for s in range(4)]
    broken = game.broken or not game.options["trump_breaking"]
    taken = play_casual([list(h) for h in game.hands], game.trump, seat, [], side, broken, first=card)
    before = list(game.tricks)
    game.step(card)
    while not game.over:
        casual_step(game)
    assert taken == [after - b for after, b in zip(game.tricks, before)]


def test_a_made_contract_scores_the_declarers_side_and_a_set_one_the_defenders():
    side = [True, False, True, False]
    assert floating_points(9, 9, side, 0, by_tricks=False) == 0.5
    assert floating_points(9, 9, side, 1, by_tricks=False) == -0.5
    assert floating_points(8, 9, side, 1, by_tricks=True) == 5 - 10 / 4  # the defenders took 5 each
    alone = [True, False, False, False]
    assert floating_points(7, 7, alone, 0, by_tricks=False) == 0.75


def test_cards_with_nothing_left_between_them_are_weighed_once():
    view = {"hand": ["QS", "KS", "AS", "2H"], "played": [{"trick": [{"seat": 0, "card": "JS"}]}],
            "trick": [{"seat": 1, "card": "TS"}]}
    cards = [card_int(c) for c in ("QS", "KS", "AS", "2H")]
    assert distinct_cards(cards, view) == [card_int("2H"), card_int("QS")]


@pytest.mark.parametrize("direction", ["counter_clockwise", "clockwise"])
def test_the_auction_after_a_pass_is_the_one_casual_bots_make(direction):
    checked = 0
    for seed in range(60):
        game = new_game("floating_bridge", 4, {"auction_direction": direction}, seed=seed)
        bots = [make_bot("casual", "floating_bridge", seed=s) for s in range(4)]
        rng = random.Random(seed)
        for _ in range(rng.randrange(4)):  # a few calls first
            if game.view(None)["phase"] != "bidding":
                break
            seat = game.to_act()[0]
            game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
        if game.view(None)["phase"] != "bidding" or game.view(None)["hand_number"] != 1:
            continue
        me = game.to_act()[0]
        view = game.view(me)
        hands = [[card_int(c) for c in game.view(s)["hand"]] for s in range(4)]
        expected = auction_after_pass(view, hands)
        game.apply(me, {"type": "pass"})
        while game.view(None)["phase"] == "bidding" and game.view(None)["redeals"] == view["redeals"]:
            seat = game.to_act()[0]
            game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
        after = game.view(None)
        if expected is None:
            assert after["redeals"] == view["redeals"] + 1
        else:
            assert (after["declarer"], after["contract"]) == expected
        checked += 1
    assert checked > 40


def cards(text: str) -> list[int]:
    return [card_int(c) for c in text.split()]


def test_sampled_hands_must_fit_the_calls_a_bidder_has_points_and_length_a_passer_no_opening():
    said = [(1, 3), (2, None)]  # West bid spades, North passed before anyone bid
    west_ok = cards("AS KS 7S 5S AH 2H 3H 4D 5D 6D 7C 8C 9C")  # 11 points, four spades
    west_short = cards("AS KS 7S AH KH 2H 3H 4D 5D 6D 7C 8C 9C")  # three spades
    north_weak = cards("QS 2S 3S QH 5H 6H 7D 8D 9D TD 2C 3C 4C")
    north_strong = cards("QS 2S 3S AH KH QH AD KD 9D TD 2C 3C 4C")
    assert fits_floating(said, {1: west_ok, 2: north_weak}, {})
    assert not fits_floating(said, {1: west_short, 2: north_weak}, {})
    assert not fits_floating(said, {1: west_ok, 2: north_strong}, {})
    # in play, the cards a seat has played count as part of the hand it bid with
    assert fits_floating(said, {1: west_ok[1:], 2: north_weak}, {1: west_ok[:1]})


@pytest.mark.parametrize("edge, expected", [(1, {"type": "bid", "level": 1, "strain": "C"}), (0, {"type": "pass"})])
def test_bids_credit_the_declaring_side_a_trick_beyond_its_rollouts(monkeypatch, edge, expected):
    """Whatever is played out, the declaring side takes 6 tricks, one short of a one-level contract: with
    the edge (the expert as it is) it bids, the cheapest of the bids that now all make; without it every
    contract fails and it passes."""
    def six_for_the_declarers(hands, trump, leader, trick, side, broken=True, first=None):
        taken = [0, 0, 0, 0]
        taken[side.index(True)] = 6
        taken[side.index(False)] = 7
        return taken
    monkeypatch.setattr(auction_expert, "play_casual", six_for_the_declarers)
    game = new_game("floating_bridge", 4, {}, seed=3)
    seat = game.to_act()[0]
    bot = make_bot("expert", "floating_bridge", seed=1)
    bot.budget = Budget(None, most=8)
    bot.DECLARER_EDGE = edge
    assert bot.choose(game.view(seat), game.legal_actions(seat)) == expected
