"""The casual bot for the bid-exactly games: legal, sensible, and better than random."""

import pytest

from cardgame_gui.bots import available_levels, make_bot
from cardgame_gui.engine import new_game
from cardgame_gui.sim import simulate


@pytest.mark.parametrize("game_id", ["devils_bridge", "german_bridge"])
def test_casual_is_offered_for_the_bid_exactly_games(game_id):
    assert available_levels(game_id)[:2] == ("random", "casual")


@pytest.mark.parametrize("game_id,players", [("devils_bridge", 3), ("devils_bridge", 7), ("german_bridge", 2),
                                             ("german_bridge", 5)])
def test_casual_bots_play_whole_games_with_legal_actions_only(game_id, players):
    game = new_game(game_id, players, seed=12)
    bots = [make_bot("casual", game_id, seed=s) for s in range(players)]
    while not game.over:
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        action = bots[seat].choose(game.view(seat), legal)
        assert action in legal
        game.apply(seat, action)


@pytest.mark.parametrize("game_id", ["devils_bridge", "german_bridge"])
def test_casual_bot_scores_more_than_random_bots(game_id):
    result = simulate(game_id, 4, 30, seed=3, options={}, levels=["casual", "random", "random", "random"])
    means = [s["mean_score"] for s in result["seats"]]
    assert means[0] > max(means[1:])


def deal(hands, hand, turned, dealer=3):
    return new_game("devils_bridge", 4, {"bid_changes": False}, seed=1,
                    deal={"hand": hand, "dealer": dealer, "hands": hands, "turned": turned})


def test_casual_bot_ducks_once_its_bid_is_made():
    game = deal([["AS", "KH", "2C"], ["QS", "3H", "4C"], ["5S", "6H", "7C"], ["8S", "9H", "TC"]], 3, "2D")
    for seat, tricks in [(0, 2), (1, 0), (2, 1), (3, 2)]:
        game.apply(seat, {"type": "bid", "tricks": tricks})
    game.apply(0, {"type": "play", "card": "KH"})
    bot = make_bot("casual", "devils_bridge", seed=1)
    # West bid nothing: with 3H it ducks under the king rather than play a winning trump (it holds none)
    assert bot.choose(game.view(1), game.legal_actions(1)) == {"type": "play", "card": "3H"}


def test_casual_bot_wins_cheaply_when_it_needs_a_trick_and_plays_last():
    game = deal([["9S", "KH"], ["QS", "3H"], ["5S", "6H"], ["AS", "KS"]], 2, "2C")
    for seat, tricks in [(0, 0), (1, 0), (2, 0), (3, 1)]:
        game.apply(seat, {"type": "bid", "tricks": tricks})
    for card in ("9S", "QS", "5S"):
        game.apply(game.to_act()[0], {"type": "play", "card": card})
    bot = make_bot("casual", "devils_bridge", seed=1)
    assert bot.choose(game.view(3), game.legal_actions(3)) == {"type": "play", "card": "KS"}


def test_casual_bot_bids_one_in_the_forehead_hand_when_what_it_sees_is_weak():
    game = deal([["QH"], ["2C"], ["3C"], ["4D"]], 19, "5S", dealer=3)
    bot = make_bot("casual", "devils_bridge", seed=1)
    assert bot.choose(game.view(0), game.legal_actions(0)) == {"type": "bid", "tricks": 1}
    strong = deal([["2C"], ["AS"], ["KS"], ["4D"]], 19, "5S", dealer=3)
    assert bot.choose(strong.view(0), strong.legal_actions(0)) == {"type": "bid", "tricks": 0}
