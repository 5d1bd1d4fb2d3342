"""The casual bot for Reverse and Floating Bridge: legal, sensible, and better than random."""

from __future__ import annotations

import pytest

from auction_helpers import EAST, NORTH, PASS, SOUTH, WEST, bid, calls, deal, play, start
from bot_play import play_legally_to_the_end
from cardgame_gui.bots import available_levels, make_bot
from cardgame_gui.engine import new_game
from cardgame_gui.sim import simulate

GAMES = ("reverse_bridge", "floating_bridge")


def choose(game, seat, game_id=None):
    bot = make_bot("casual", game_id or game.info.id, seed=1)
    return bot.choose(game.view(seat), game.legal_actions(seat))


@pytest.mark.parametrize("game_id", GAMES)
def test_casual_is_offered_for_the_auction_games(game_id):
    assert available_levels(game_id)[:2] == ("random", "casual")


@pytest.mark.parametrize("game_id,options", [
    ("reverse_bridge", {}), ("reverse_bridge", {"capture": "strict"}), ("reverse_bridge", {"capture": "none"}),
    ("floating_bridge", {}), ("floating_bridge", {"wash": 6, "trump_breaking": True}),
    ("floating_bridge", {"call_own_card": True, "first_lead": "declarer_in_nt"})])
def test_casual_bots_play_whole_games_with_legal_actions_only(game_id, options):
    game = new_game(game_id, options=options, seed=21)
    play_legally_to_the_end(game, [make_bot("casual", game_id, seed=s) for s in range(4)])


def test_casual_partners_outscore_random_partners_in_reverse_bridge():
    result = simulate("reverse_bridge", 4, 20, seed=3, options={}, levels=["casual", "random", "casual", "random"])
    means = [s["mean_score"] for s in result["seats"]]
    assert means[0] > means[1]


def test_a_casual_seat_outscores_random_seats_in_floating_bridge():
    result = simulate("floating_bridge", 4, 60, seed=3, options={}, levels=["casual", "random", "random", "random"])
    means = [s["mean_score"] for s in result["seats"]]
    assert means[0] > max(means[1:])


# ----- Floating Bridge play ------------------------------------------------------------------------------
HEARTS = deal(south="2H 3H AH AS", west="4H 8H JH", north="9H KH 6H", east="5H 7H QH TH", dealer=SOUTH)


def floating_in_play(call_card="KS"):  # East holds KS
    game = start("floating_bridge", HEARTS)
    calls(game, bid(1, "C"), PASS, PASS, PASS, {"type": "call_partner", "card": call_card})
    return game


def test_casual_wins_as_cheaply_as_it_can():
    game = floating_in_play()
    calls(game, play("8H"))
    assert choose(game, NORTH) == play("9H")


def test_casual_follows_low_when_it_cannot_win():
    game = floating_in_play()
    calls(game, play("JH"), play("KH"))
    assert choose(game, EAST) == play("5H")  # nothing beats KH: the lowest heart


def test_casual_does_not_overtake_a_partner_it_knows_is_winning():
    game = floating_in_play(call_card="KH")  # North is South's partner, and South knows it
    calls(game, play("8H"), play("KH"), play("5H"))
    assert choose(game, SOUTH) == play("2H")  # not AH over the partner's king


def test_casual_declarer_calls_the_highest_trump_it_lacks():
    game = start("floating_bridge", deal(south="AS KS JS 9S 8S 7S AH KH AD", dealer=SOUTH))
    calls(game, bid(1, "S"), PASS, PASS, PASS)
    assert choose(game, SOUTH) == {"type": "call_partner", "card": "QS"}


def test_casual_washes_only_a_really_weak_hand():
    weak = "2C 3C 4C 5C 2D 3D 4D 2H 3H 4H 2S 3S 4S"
    game = start("floating_bridge", deal(south=weak, dealer=SOUTH), wash=10)
    assert choose(game, SOUTH) == {"type": "wash"}
    game = start("floating_bridge", deal(south="AC KC 4C 5C 2D 3D 4D 2H 3H 4H 2S 3S 4S", dealer=SOUTH), wash=10)
    assert {"type": "wash"} in game.legal_actions(SOUTH)
    assert choose(game, SOUTH)["type"] != "wash"  # 7 points: the table allows a wash, the bot keeps it


# ----- Reverse Bridge play -------------------------------------------------------------------------------
FOLLOW = deal(south="7H AH KS AS", west="2H 4H 8H TH JH QH 2S 3S 4S 5S 6S 7S 8S", north="5H 9H KH 9S TS",
              east="3H 6H JS QS")


def test_casual_ducks_with_its_highest_loser_before_the_takers_make_the_contract():
    game = start("reverse_bridge", FOLLOW, capture="none")
    calls(game, bid(1, "S"), PASS, PASS, PASS, play("8H"))
    assert choose(game, NORTH) == play("5H")


def test_casual_forced_to_capture_sheds_its_highest_winner():
    game = start("reverse_bridge", FOLLOW)
    calls(game, bid(1, "S"), PASS, PASS, PASS, play("8H"))
    assert choose(game, NORTH) == play("KH")


def test_casual_bids_the_opponents_expected_tricks_in_the_best_strain_it_may():
    game = start("reverse_bridge", deal(south="2C 3C 4C 5C 2D 3D 4D 2H 3H 4H 2S 3S 4S", dealer=EAST))
    action = choose(game, SOUTH)
    assert action["type"] == "bid" and action["strain"] == "NT" and action["level"] >= 8
    game.apply(SOUTH, bid(13, "C"))
    assert choose(game, WEST) == PASS  # far above its estimate


def test_casual_reverse_bridge_names_a_long_strong_suit_and_expects_the_opponents_to_take_fewer():
    long_suit = deal(south="AS KS QS 7S 6S 5S 4S 2H 3H 2D 3D 2C 3C", dealer=EAST)
    flat = deal(south="AS KS QS 7S 2H 3H 4H 2D 3D 4D 2C 3C 4C", dealer=EAST)
    bid_long = choose(start("reverse_bridge", long_suit), SOUTH)
    bid_flat = choose(start("reverse_bridge", flat), SOUTH)
    assert bid_long["strain"] == "S" and bid_flat["strain"] == "NT"
    assert bid_long["level"] < bid_flat["level"]


def test_casual_reverse_bridge_does_not_outbid_its_partner_without_cause():
    """Seed 7002's case: North bid 7NT and South, with 3 points, went on to 8NT."""
    game = start("reverse_bridge", deal(south="QS 7S 2H 3H 4H 5H 2D 3D 4D 5D 2C 3C 4C", dealer=WEST))
    calls(game, bid(7, "NT"), PASS)  # North, then East
    assert choose(game, SOUTH) == PASS


def test_casual_floating_bridge_opens_a_strong_hand_above_the_first_level():
    game = start("floating_bridge", deal(south="AS KS QS JS 9S 8S 7S AH KH AD 2C 3C 4C", dealer=SOUTH))
    action = choose(game, SOUTH)
    assert action["strain"] == "S" and action["level"] >= 3


def test_casual_floating_bridge_calls_a_missing_ace_in_no_trump():
    game = start("floating_bridge", deal(south="AS KS QS JS AH KH QH AD KD QD 2C 3C 4C", dealer=SOUTH))
    calls(game, bid(1, "NT"), PASS, PASS, PASS)
    assert choose(game, SOUTH) == {"type": "call_partner", "card": "AC"}  # not TS of the longest suit


STRONG_SPADES = "AS KS QS JS 9S 8S AH 3H 4H 5D 6D 2C 3C"  # 16 points, six spades: worth 2S to casual


@pytest.mark.parametrize("over, expected", [(bid(1, "H"), bid(1, "S")), (bid(1, "NT"), bid(2, "S")),
                                            (bid(2, "H"), bid(2, "S")), (bid(2, "NT"), PASS)])
def test_casual_floating_bridge_competes_at_the_cheapest_level_of_its_suit_and_no_higher_than_its_hand(over, expected):
    game = start("floating_bridge", deal(south=STRONG_SPADES, dealer=WEST))
    calls(game, over)  # West opens; South is next (counter-clockwise)
    assert choose(game, SOUTH) == expected


def test_casual_floating_bridge_opens_at_the_level_its_hand_is_worth():
    game = start("floating_bridge", deal(south=STRONG_SPADES, dealer=SOUTH))
    assert choose(game, SOUTH) == bid(2, "S")  # passes are final: it opens at its top, not at 1S
