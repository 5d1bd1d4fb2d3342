"""Scenario tests for German Bridge, one per rule of RULES.md, set up through public deals."""

import pytest

from cardgame_gui.engine import RuleError, new_game


def deal(hands, hand=1, dealer=0, players=None, **spec_and_options):
    spec = {key: spec_and_options.pop(key) for key in ("trump", "turned") if key in spec_and_options}
    return new_game("german_bridge", players or len(hands), spec_and_options, seed=1,
                    deal={"hand": hand, "dealer": dealer, "hands": hands, **spec})


def bid_all(game, bids):
    while game.view(None)["phase"] == "bidding":
        seat = game.to_act()[0]
        game.apply(seat, {"type": "bid", "tricks": bids[seat]})


@pytest.mark.parametrize("players,cycle", [(2, 26), (3, 17), (4, 13), (5, 10), (6, 8), (7, 7)])
def test_one_full_cycle_deals_one_card_more_each_round_up_to_what_the_deck_splits_evenly(players, cycle):
    game = new_game("german_bridge", players, seed=1)
    assert game.hand_sizes() == list(range(1, cycle + 1))


def test_more_rounds_than_a_cycle_start_again_at_one_card():
    game = new_game("german_bridge", 5, {"rounds": 23}, seed=1)
    assert game.hand_sizes() == list(range(1, 11)) * 2 + [1, 2, 3]


def test_the_game_ends_after_the_rounds_are_played():
    game = new_game("german_bridge", 5, {"rounds": 3}, seed=1)
    while not game.over:
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[0])
    assert [h["cards"] for h in game.view(None)["history"]] == [1, 2, 3]


def test_random_suit_trump_is_drawn_each_round_without_a_turned_card():
    trumps = set()
    for seed in range(30):
        view = new_game("german_bridge", 4, seed=seed).view(0)
        assert view["turned"] is None
        trumps.add(view["trump"])
    assert trumps == {"C", "D", "H", "S"}


def test_turned_card_trump_takes_the_suit_of_the_card_after_the_deal():
    view = new_game("german_bridge", 4, {"trump": "turned_card"}, seed=3).view(0)
    assert view["turned"] is not None and view["trump"] == view["turned"][1]


def test_when_no_card_is_left_to_turn_the_trump_suit_is_drawn_at_random():
    game = new_game("german_bridge", 2, {"trump": "turned_card", "rounds": 26}, seed=3)
    while game.view(None)["hand_size"] < 26:
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[0])
    view = game.view(0)
    assert view["turned"] is None and view["trump"] in "CDHS"


def test_the_last_bidder_may_not_make_the_bids_total_the_tricks():
    hands = [["AS", "KS"], ["QS", "JS"], ["TS", "9S"]]
    game = deal(hands, hand=2, dealer=2, trump="H")
    game.apply(0, {"type": "bid", "tricks": 1})
    game.apply(1, {"type": "bid", "tricks": 0})
    assert [a["tricks"] for a in game.legal_actions(2)] == [0, 2]
    with pytest.raises(RuleError, match="may not total 2"):
        game.apply(2, {"type": "bid", "tricks": 1})


def test_without_the_hook_the_last_bidder_may_bid_anything():
    hands = [["AS", "KS"], ["QS", "JS"], ["TS", "9S"]]
    game = deal(hands, hand=2, dealer=2, trump="H", hook=False)
    game.apply(0, {"type": "bid", "tricks": 1})
    game.apply(1, {"type": "bid", "tricks": 0})
    assert [a["tricks"] for a in game.legal_actions(2)] == [0, 1, 2]


def test_bids_stand_once_made():
    hands = [["AS", "KS"], ["QS", "JS"], ["TS", "9S"]]
    game = deal(hands, hand=2, dealer=2, trump="H")
    game.apply(0, {"type": "bid", "tricks": 1})
    assert game.to_act() == [1]


def test_the_first_bidder_leads():
    hands = [["AS", "KS"], ["QS", "JS"], ["TS", "9S"]]
    game = deal(hands, hand=2, dealer=1, trump="H")
    bid_all(game, {2: 1, 0: 1, 1: 1})
    assert game.to_act() == [2] and game.view(2)["phase"] == "playing"


def test_a_player_who_cannot_follow_may_discard_or_trump():
    hands = [["AS", "KS"], ["2H", "3C"], ["TS", "9S"]]
    game = deal(hands, hand=2, dealer=2, trump="H")
    bid_all(game, {0: 1, 1: 0, 2: 0})
    game.apply(0, {"type": "play", "card": "AS"})
    assert sorted(a["card"] for a in game.legal_actions(1)) == ["2H", "3C"]
    game.apply(1, {"type": "play", "card": "2H"})
    game.apply(2, {"type": "play", "card": "TS"})
    assert game.view(None)["tricks_won"] == [0, 1, 0]


def test_making_the_bid_scores_ten_plus_the_square_of_the_tricks():
    hands = [["AS", "KS"], ["2H", "3C"], ["TS", "9S"]]
    game = deal(hands, hand=2, dealer=2, trump="D", rounds=2)
    bid_all(game, {0: 2, 1: 1, 2: 1})
    for card in ("AS", "3C", "9S", "KS", "2H", "TS"):
        game.apply(game.to_act()[0], {"type": "play", "card": card})
    assert game.view(None)["history"][0]["tricks"] == [2, 0, 0]
    assert game.scores() == [10 + 4, -1, -1]


def test_missing_the_bid_costs_the_square_of_the_difference():
    hands = [["AS", "KS", "QS"], ["2H", "3C", "4C"], ["TS", "9S", "8S"]]
    game = deal(hands, hand=3, dealer=2, trump="D")
    bid_all(game, {0: 0, 1: 3, 2: 1})
    for card in ("AS", "3C", "8S", "KS", "4C", "9S", "QS", "2H", "TS"):
        game.apply(game.to_act()[0], {"type": "play", "card": card})
    assert game.scores() == [-9, -9, -1]


def test_two_players_may_play():
    game = new_game("german_bridge", 2, seed=8)
    while not game.over:
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[-1])
    assert len(game.view(None)["history"]) == 26


def test_eight_players_are_refused():
    with pytest.raises(ValueError, match="2–7 players"):
        new_game("german_bridge", 8)
