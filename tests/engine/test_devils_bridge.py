"""Scenario tests for Devil's Bridge, one per rule of RULES.md, set up through public deals."""

import pytest

from cardgame_gui.engine import RuleError, new_game


def deal(hands, hand=1, dealer=0, turned="2D", players=None, **options):
    return new_game("devils_bridge", players or len(hands), options,
                    seed=1, deal={"hand": hand, "dealer": dealer, "hands": hands, "turned": turned})


def bids_allowed(game, seat):
    return [a["tricks"] for a in game.legal_actions(seat) if a["type"] == "bid"]


def bid_all(game, bids):
    """Bid in turn order; ``bids`` maps seat -> tricks."""
    while game.view(None)["phase"] == "bidding":
        seat = game.to_act()[0]
        game.apply(seat, {"type": "bid", "tricks": bids[seat]})


def play(game, *cards):
    for card in cards:
        game.apply(game.to_act()[0], {"type": "play", "card": card})


THREE = [["AS", "KH", "2C"], ["QS", "3H", "4C"], ["5S", "6H", "7C"], ["8S", "9H", "TC"]]


@pytest.mark.parametrize("players,top", [(3, 10), (4, 10), (5, 10), (6, 8), (7, 7)])
def test_hand_series_climbs_to_the_maximum_and_back(players, top):
    view = new_game("devils_bridge", players, seed=2).view(None)
    assert view["hands_total"] == 2 * top - 1
    game = new_game("devils_bridge", players, seed=2)
    assert game.hand_sizes() == list(range(1, top + 1)) + list(range(top - 1, 0, -1))


def test_down_up_sequence_starts_at_the_maximum():
    game = new_game("devils_bridge", 6, {"sequence": "down_up"}, seed=2)
    assert game.hand_sizes() == [8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8]
    assert game.view(0)["hand_size"] == 8


def test_turned_card_names_trump():
    game = deal(THREE, hand=3, turned="JH")
    view = game.view(0)
    assert view["turned"] == "JH" and view["trump"] == "H"


def test_deal_passes_to_the_left_each_hand():
    game = new_game("devils_bridge", 4, seed=9)
    first = game.view(None)["dealer"]
    play_hand_quickly(game)
    assert game.view(None)["dealer"] == (first + 1) % 4


def test_first_dealer_is_drawn_from_the_seed():
    dealers = {new_game("devils_bridge", 5, seed=s).view(None)["dealer"] for s in range(40)}
    assert dealers == set(range(5))
    assert new_game("devils_bridge", 5, seed=3).view(None)["dealer"] == \
        new_game("devils_bridge", 5, seed=3).view(None)["dealer"]


def play_hand_quickly(game):
    number = game.view(None)["hand_number"]
    while game.view(None)["hand_number"] == number and not game.over:
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[0])


def test_bidding_starts_left_of_the_dealer_and_the_dealer_bids_last():
    game = deal(THREE, hand=3, dealer=2)
    order = []
    while game.view(None)["phase"] == "bidding":
        seat = game.to_act()[0]
        order.append(seat)
        game.apply(seat, {"type": "bid", "tricks": 1 if seat != 2 else 2})
    assert order == [3, 0, 1, 2]


def test_hook_forbids_the_dealer_exactly_the_number_that_makes_the_total():
    game = deal(THREE, hand=3, dealer=3, bid_changes=False)
    for seat, tricks in [(0, 1), (1, 0), (2, 1)]:
        game.apply(seat, {"type": "bid", "tricks": tricks})
    assert bids_allowed(game, 3) == [0, 2, 3]
    assert game.view(3)["hook_forbids"] == 1
    with pytest.raises(RuleError, match="as dealer, the bids may not total 3"):
        game.apply(3, {"type": "bid", "tricks": 1})


def test_hook_falls_away_when_the_other_bids_already_pass_the_tricks():
    game = deal(THREE, hand=3, dealer=3, bid_changes=False)
    for seat in (0, 1, 2):
        game.apply(seat, {"type": "bid", "tricks": 2})
    assert bids_allowed(game, 3) == [0, 1, 2, 3]


def test_without_the_hook_the_dealer_may_make_the_total():
    game = deal(THREE, hand=3, dealer=3, hook=False, bid_changes=False)
    for seat, tricks in [(0, 1), (1, 0), (2, 1)]:
        game.apply(seat, {"type": "bid", "tricks": tricks})
    assert bids_allowed(game, 3) == [0, 1, 2, 3]


def test_a_bid_may_be_changed_until_the_next_player_bids():
    game = deal(THREE, hand=3, dealer=3)
    game.apply(0, {"type": "bid", "tricks": 1})
    assert game.to_act() == [1, 0]
    events = game.apply(0, {"type": "bid", "tricks": 2})
    assert events == [{"type": "bid_changed", "seat": 0, "tricks": 2, "previous": 1}]
    assert game.view(1)["bids"][0] == 2
    game.apply(1, {"type": "bid", "tricks": 0})
    assert 0 not in game.to_act() and game.legal_actions(0) == []
    with pytest.raises(RuleError, match="not South's turn"):
        game.apply(0, {"type": "bid", "tricks": 3})


def test_the_dealer_may_change_the_bid_until_the_first_card_is_played_and_the_hook_still_holds():
    game = deal(THREE, hand=3, dealer=3)
    bid_all(game, {0: 1, 1: 0, 2: 1, 3: 0})
    assert game.view(None)["phase"] == "playing"
    assert game.to_act() == [0, 3]
    assert bids_allowed(game, 3) == [2, 3]  # not 0 (already bid), not 1 (the hook)
    with pytest.raises(RuleError, match="may not total"):
        game.apply(3, {"type": "bid", "tricks": 1})
    game.apply(3, {"type": "bid", "tricks": 3})
    play(game, "AS")
    assert game.to_act() == [1]
    with pytest.raises(RuleError):
        game.apply(3, {"type": "bid", "tricks": 2})


def test_without_bid_changes_a_bid_stands():
    game = deal(THREE, hand=3, dealer=3, bid_changes=False)
    game.apply(0, {"type": "bid", "tricks": 1})
    assert game.to_act() == [1]
    with pytest.raises(RuleError, match="not South's turn"):
        game.apply(0, {"type": "bid", "tricks": 2})


def test_a_bid_must_be_between_zero_and_the_hand_size():
    game = deal(THREE, hand=3, dealer=3)
    for bad in (-1, 4, "2", None, True):
        with pytest.raises(RuleError, match="from 0 to 3"):
            game.apply(0, {"type": "bid", "tricks": bad})


def test_players_must_follow_suit_when_able():
    game = deal(THREE, hand=3, dealer=3, turned="2D")
    bid_all(game, {0: 1, 1: 0, 2: 1, 3: 0})
    play(game, "AS")
    with pytest.raises(RuleError, match=r"West cannot play 3H: must follow spades \(holds QS\)"):
        game.apply(1, {"type": "play", "card": "3H"})
    assert [a["card"] for a in game.legal_actions(1)] == ["QS"]


def test_a_player_void_in_the_suit_led_may_play_any_card():
    hands = [["AS", "KH"], ["2H", "3H"], ["4H", "5H"], ["6H", "7H"]]
    game = deal(hands, hand=2, dealer=3, turned="2D", bid_changes=False)
    bid_all(game, {0: 1, 1: 0, 2: 0, 3: 0})
    play(game, "AS")
    assert sorted(a["card"] for a in game.legal_actions(1)) == ["2H", "3H"]


def test_the_highest_card_of_the_suit_led_wins_when_no_trump_is_played():
    game = deal(THREE, hand=3, dealer=3, turned="2D", bid_changes=False)
    bid_all(game, {0: 1, 1: 0, 2: 1, 3: 0})
    events = []
    for card in ("KH", "3H", "6H", "9H"):
        events += game.apply(game.to_act()[0], {"type": "play", "card": card})
    assert events[-1]["type"] == "trick_won" and events[-1]["seat"] == 0
    assert game.to_act() == [0]  # the winner leads


def test_the_highest_trump_wins_the_trick():
    hands = [["AS", "KH"], ["2C", "3H"], ["4C", "5H"], ["7S", "7H"]]
    game = deal(hands, hand=2, dealer=3, turned="9C", bid_changes=False)
    bid_all(game, {0: 1, 1: 0, 2: 0, 3: 0})
    play(game, "AS", "2C", "4C", "7S")
    assert game.view(None)["tricks_won"] == [0, 0, 1, 0]
    assert game.to_act() == [2]


def test_bid_plus_ten_scores_ten_plus_the_bid_when_exact_and_nothing_on_a_miss():
    game = deal(THREE, hand=3, dealer=3, turned="2D", bid_changes=False)
    bid_all(game, {0: 3, 1: 0, 2: 1, 3: 1})
    play(game, "AS", "QS", "5S", "8S", "KH", "3H", "6H", "9H", "2C", "4C", "7C", "TC")
    assert game.view(None)["history"][0]["tricks"] == [2, 0, 0, 1]
    assert game.scores() == [0, 10, 0, 11]


def test_trick_plus_ten_scores_each_trick_and_ten_more_when_exact():
    game = deal(THREE, hand=3, dealer=3, turned="2D", bid_changes=False, scoring="trick_plus_ten")
    bid_all(game, {0: 3, 1: 0, 2: 1, 3: 1})
    play(game, "AS", "QS", "5S", "8S", "KH", "3H", "6H", "9H", "2C", "4C", "7C", "TC")
    assert game.scores() == [2, 10, 0, 11]


def test_the_forehead_hand_shows_everyone_else_and_hides_your_own_card():
    hands = [["AS"], ["KS"], ["2C"], ["3D"]]
    game = deal(hands, hand=19, dealer=3, turned="5H")
    view = game.view(0)
    assert view["forehead"] is True and view["hand"] is None
    assert view["foreheads"] == {"1": "KS", "2": "2C", "3": "3D"}
    assert "AS" in game.hidden_cards(0) and "KS" not in game.hidden_cards(0)
    assert game.view(None)["foreheads"] == {}


def test_in_the_forehead_hand_each_card_is_played_for_its_player():
    hands = [["AS"], ["KS"], ["2C"], ["3D"]]
    game = deal(hands, hand=19, dealer=3, turned="5H", bid_changes=False)
    bid_all(game, {0: 1, 1: 1, 2: 0, 3: 0})
    assert game.legal_actions(0) == [{"type": "play"}]
    with pytest.raises(RuleError, match="cannot choose a card in the forehead hand"):
        game.apply(0, {"type": "play", "card": "AS"})
    events = game.apply(0, {"type": "play"})
    assert events == [{"type": "play", "seat": 0, "card": "AS"}]
    for seat in (1, 2, 3):
        game.apply(seat, {"type": "play"})
    assert game.over and game.view(None)["history"][-1]["tricks"] == [1, 0, 0, 0]


def test_without_the_forehead_rule_the_last_hand_is_played_normally():
    game = deal([["AS"], ["KS"], ["2C"], ["3D"]], hand=19, dealer=3, turned="5H", forehead_last_hand=False)
    assert game.view(0)["hand"] == ["AS"] and game.view(0)["foreheads"] == {}


def test_down_up_plays_the_forehead_hand_in_the_middle():
    game = new_game("devils_bridge", 4, {"sequence": "down_up"}, seed=1)
    assert game.forehead_hand == 9 and game.hand_sizes()[9] == 1


def test_target_score_ends_the_game_after_the_hand_in_which_it_is_reached():
    game = deal(THREE, hand=3, dealer=3, turned="2D", bid_changes=False, target_score=11)
    bid_all(game, {0: 3, 1: 0, 2: 1, 3: 1})
    play(game, "AS", "QS", "5S", "8S", "KH", "3H", "6H", "9H", "2C", "4C", "7C", "TC")
    assert game.over and game.winners() == [3]
    assert game.to_act() == [] and all(game.legal_actions(s) == [] for s in range(4))


def test_tied_leaders_share_the_win():
    game = deal(THREE, hand=3, dealer=3, turned="2D", bid_changes=False, target_score=10)
    bid_all(game, {0: 3, 1: 0, 2: 0, 3: 2})
    play(game, "AS", "QS", "5S", "8S", "KH", "3H", "6H", "9H", "2C", "4C", "7C", "TC")
    assert game.scores() == [0, 10, 10, 0]
    assert game.over and game.winners() == [1, 2]


def test_a_whole_series_ends_with_the_highest_total_winning():
    game = new_game("devils_bridge", 3, seed=4)
    while not game.over:
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[-1])
    assert len(game.view(None)["history"]) == 19
    top = max(game.scores())
    assert game.winners() == [s for s, v in enumerate(game.scores()) if v == top]


def test_a_card_not_in_hand_is_refused_and_changes_nothing():
    game = deal(THREE, hand=3, dealer=3, bid_changes=False)
    bid_all(game, {0: 1, 1: 0, 2: 1, 3: 0})
    before = game.to_json()
    with pytest.raises(RuleError, match="not in their hand"):
        game.apply(0, {"type": "play", "card": "QS"})
    with pytest.raises(RuleError, match="not a card"):
        game.apply(0, {"type": "play", "card": "ZZ"})
    assert game.to_json() == before


def test_a_bad_deal_is_refused_with_a_reason():
    with pytest.raises(ValueError, match="repeats a card"):
        deal([["AS"], ["AS"], ["2C"], ["3D"]])
    with pytest.raises(ValueError, match="suit letter"):
        new_game("german_bridge", 4, seed=1, deal={"hands": [["AS"], ["KS"], ["2C"], ["3D"]], "trump": "CD"})
    with pytest.raises(ValueError, match="deals 1 cards"):
        deal([["AS", "KS"], ["QS"], ["2C"], ["3D"]])
