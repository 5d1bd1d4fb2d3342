"""Floating Bridge expert: its plain-list rollouts follow the engine."""

from __future__ import annotations

import random

import pytest

from cardgame_gui.bots.auction_bots import casual_card
from cardgame_gui.bots.auction_rollout import play_casual
from cardgame_gui.engine import new_game
from cardgame_gui.engine.auction import PASS


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


def casual_step(game, secret: bool = False) -> None:
    """The engine's fast path with every seat playing the casual card, knowing the declarer's side (with
    ``secret``, a defender knows no ally until the called card is played)."""
    side = {game.declarer, game.partner}
    seat = game.turn
    allies = side if seat in side else {s for s in range(4) if s not in side}
    if secret and seat not in side and not game.revealed:
        allies = ()
    game.step(casual_card(game.moves(), game.trick_cards, game.trick_seats, game.trump, True, allies))


@pytest.mark.parametrize("secret", [False, True])
@pytest.mark.parametrize("seed", range(0, 400, 100))
def test_plain_list_rollout_takes_the_tricks_the_engine_gives_casual_play(seed, secret):
    for s in range(seed, seed + 100):
        game = position(s)
        side = [seat in (game.declarer, game.partner) for seat in range(4)]
        before = list(game.tricks)
        leader = game.trick_seats[0] if game.trick_cards else game.turn
        broken = game.broken or not game.options["trump_breaking"]
        called = game.called if secret and not game.revealed else None
        taken = play_casual([list(h) for h in game.hands], game.trump, leader, list(game.trick_cards), side,
                            broken, secret=called)
        while not game.over:
            casual_step(game, secret)
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
