"""The bots' fast path (``clone``/``moves``/``step``) against the public API, game by game.

Random games are played twice side by side: through ``legal_actions`` + ``apply`` and through a clone
driven by ``moves`` + ``step``. After every move the two must agree on the legal choices, the full state
(hidden cards included), what every seat sees and where every card is. Optional actions (a bid change, a
May I? claim) are applied through the API to both, so a fast path that caches something an API action
invalidates is caught too. The auction games have the same check in ``tests/test_auction.py``.
"""

from __future__ import annotations

import random

import pytest

from cardgame_gui.engine import new_game
from cardgame_gui.engine.cards import CODES


def same_game(fast, game) -> None:
    assert fast._state() == game._state()
    for seat in range(game.players):  # the API still answers right on a game driven by step
        assert fast.legal_actions(seat) == game.legal_actions(seat)
    assert fast.card_census() == game.card_census()
    for seat in [None, *range(game.players)]:
        assert fast.view(seat) == game.view(seat)
    assert fast.to_act() == game.to_act() and fast.over == game.over


# ----- the bid-exactly games (Oh Hell family) -------------------------------------------------------------
def exact_bid_action(game, move: int) -> dict:
    """The API action for a fast-path move of ``to_act()[0]``."""
    view = game.view(None)
    if view["phase"] == "bidding":
        return {"type": "bid", "tricks": move}
    if view["forehead"]:
        return {"type": "play"}
    return {"type": "play", "card": CODES[move]}


EXACT_BID_TABLES = [
    ("devils_bridge", 4, {}),
    ("devils_bridge", 3, {"sequence": "down_up", "hook": False, "scoring": "trick_plus_ten"}),
    ("devils_bridge", 5, {"bid_changes": False, "forehead_last_hand": False}),
    ("devils_bridge", 7, {"target_score": 40}),
    ("devils_bridge", 6, {"sequence": "down_up"}),
    ("german_bridge", 4, {}),
    ("german_bridge", 3, {}),
    ("german_bridge", 5, {}),
]


@pytest.mark.parametrize("game_id,players,options", EXACT_BID_TABLES)
def test_exact_bid_fast_path_matches_the_api(game_id, players, options):
    for seed in range(2):
        game = new_game(game_id, players, options, seed=seed)
        fast = game.clone()
        rng = random.Random(seed)
        while not game.over:
            seat = game.to_act()[0]
            moves = fast.moves()
            legal = game.legal_actions(seat)
            assert sorted(map(repr, (exact_bid_action(game, m) for m in moves))) == sorted(map(repr, legal))
            move = moves[int(rng.random() * len(moves))]
            game.apply(seat, exact_bid_action(game, move))
            fast.step(move)
            same_game(fast, game)
            changer = game.view(None)["can_change_bid"]
            if changer is not None and changer in game.to_act() and rng.random() < 0.3:
                change = rng.choice(game.legal_actions(changer))  # an optional change, through the API
                game.apply(changer, change)
                fast.apply(changer, change)
                same_game(fast, game)
        assert fast.over and fast.scores() == game.scores() and fast.winners() == game.winners()


@pytest.mark.parametrize("game_id", ["devils_bridge", "german_bridge"])
def test_exact_bid_clone_shares_nothing_with_its_original(game_id):
    game = new_game(game_id, 4, seed=5)
    rng = random.Random(5)
    for _ in range(30):  # into the play of a hand
        game.step(rng.choice(game.moves()))
    before = game._state(), game.view(None)
    copy = game.clone()
    while not copy.over:
        copy.step(rng.choice(copy.moves()))
    assert (game._state(), game.view(None)) == before


def test_a_this_hand_only_exact_bid_clone_ends_with_the_hand():
    game = new_game("devils_bridge", 4, seed=8)
    copy = game.clone(this_hand_only=True)
    rng = random.Random(8)
    while not copy.over:
        copy.step(rng.choice(copy.moves()))
    assert len(copy.history) == 1 and copy.history[0]["hand"] == 1
    assert not game.over and game.history == []
