"""The Contract Rummy expert's rollouts (bots/rummy_rollout.py): deals of the unseen cards that keep every
thing the seat's view shows, built from that view alone."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardgame_gui.bots import make_bot
from cardgame_gui.bots.rummy_rollout import RolloutWorlds, play_out
from cardgame_gui.engine import GAMES, new_game
from cardgame_gui.engine.cards import card_int
from cardgame_gui.playout import play_move

from test_expert_bots import rummy_pair

PUBLIC = ("round", "dealer", "turn", "hand", "hand_counts", "table", "top_discard", "stock_count")


def strip(value):
    """A view entry without the melds' Screw Over marks (``stolen_from``: the deal spec does not carry them)."""
    if isinstance(value, list) and value and isinstance(value[0], dict):
        return [{k: v for k, v in m.items() if k != "stolen_from"} for m in value]
    return value


def mid_round(seed: int, moves: int, preset: str = "classic"):
    """A game some way into its first round with casual bots, stopped when seat 0 is to draw."""
    game = new_game("contract_rummy", 4, dict(GAMES["contract_rummy"].presets[preset]), seed=seed)
    bots = [make_bot("casual", "contract_rummy", seed=s) for s in range(4)]
    for _ in range(moves):
        play_move(game, bots)
    while not (game.to_act() == [0] and game.legal_actions(0)[0]["type"] == "draw"):
        play_move(game, bots)
    return game


@pytest.mark.parametrize("seed,moves,preset", [(1, 0, "classic"), (2, 40, "classic"), (3, 60, "screw_rummy"),
                                               (4, 90, "classic")])
def test_a_sampled_deal_shows_the_seat_what_its_view_shows(seed, moves, preset):
    game = mid_round(seed, moves, preset)
    view = game.view(0)
    worlds = RolloutWorlds(view, random.Random(seed))
    for _ in range(5):
        sample = new_game("contract_rummy", 4, view["options"], seed=7, deal=worlds.sample())
        again = sample.view(0)
        for key in PUBLIC:
            assert strip(again[key]) == strip(view[key]), key
        assert Counter(c for cards in sample.card_census().values() for c in cards) == \
            Counter(game.deck_codes())


def test_a_sampled_deal_gives_a_seat_the_cards_it_was_seen_to_pick_up():
    game = mid_round(5, 0)
    view = game.view(0)
    others = [c for s in (1, 2, 3) for c in game.card_census()[f"hand {s}"]]
    picked = others[0]
    worlds = RolloutWorlds(view, random.Random(1), {2: [card_int(picked)]})
    for _ in range(10):
        assert picked in worlds.sample()["hands"][2]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_rollouts_do_not_change_when_the_hidden_cards_are_shuffled(seed):
    """The same view in two games whose other hands and stock differ: the same deals are sampled and the
    same margins played out, so the expert with rollouts makes the same choice in both."""
    one, two = rummy_pair(seed)
    assert one.view(0) == two.view(0) and one.card_census() != two.card_census()
    draw = {0: {"draw": {"type": "draw", "source": "discard"}}}
    margins = [[play_out(g.view(0), RolloutWorlds(g.view(0), random.Random(9)).sample(), draw, 3)
                for _ in range(3)] for g in (one, two)]
    assert margins[0] == margins[1]
    choices = []
    for game in (one, two):
        bot = make_bot("expert", "contract_rummy", seed=4)
        bot.ROLLOUTS, bot.ROLLOUT_WORLDS = 3, 6
        choices.append((bot.choose(game.view(0), game.legal_actions(0)), bot.rolled))
    assert choices[0] == choices[1]


def test_a_scripted_first_move_is_played_and_the_round_ends():
    """Taking or leaving the same discard on the same deal gives different rounds (the script is obeyed)."""
    game = mid_round(6, 20)
    view = game.view(0)
    deal = RolloutWorlds(view, random.Random(2)).sample()
    take = [play_out(view, deal, {0: {"draw": {"type": "draw", "source": source}}}, seed)
            for source in ("discard", "stock") for seed in range(6)]
    assert take[:6] != take[6:]
