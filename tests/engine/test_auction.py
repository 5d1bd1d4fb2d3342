"""The auction written once (engine/auction.py) and the forced-capture helper (engine/tricks.py), plus
seeded random playouts of both auction games under every option value with the contract test's checks."""

from __future__ import annotations

import random

import pytest

from auction_helpers import EAST, NORTH, PASS, SOUTH, WEST, bid, calls, deal, start
from cardgame_gui.engine import GAMES, RuleError, card_int, new_game
from cardgame_gui.engine.auction import Auction, bid_json, bid_text, make_bid, parse_call
from cardgame_gui.engine.tricks import capture_cards
from test_contract import check_census, check_refusals, check_views

AUCTION_GAMES = ("reverse_bridge", "floating_bridge")


def repeatable(first=SOUTH) -> Auction:
    return Auction(first, 1, 13, passes_final=False, top_ends=False)


def final(first=SOUTH, direction=-1) -> Auction:
    return Auction(first, direction, 7, passes_final=True, top_ends=True)


def test_strains_rank_clubs_diamonds_hearts_spades_no_trump():
    order = [make_bid(1, s) for s in ("C", "D", "H", "S", "NT")] + [make_bid(2, "C")]
    assert order == sorted(order) and len(set(order)) == 6
    assert make_bid(3, "NT") > make_bid(3, "S") > make_bid(2, "NT")


def test_bids_have_text_for_messages_and_json_for_views():
    assert bid_text(make_bid(3, "NT")) == "3NT" and bid_text(-1) == "pass"
    assert bid_json(make_bid(2, "H")) == {"level": 2, "strain": "H"} and bid_json(-1) == "pass"


def test_malformed_calls_are_refused_with_the_reason():
    assert parse_call("South", {"type": "bid", "level": 7, "strain": "NT"}, 7) == make_bid(7, "NT")
    with pytest.raises(RuleError, match="South cannot bid: a level is a whole number from 1 to 7, not 0"):
        parse_call("South", {"type": "bid", "level": 0, "strain": "C"}, 7)
    with pytest.raises(RuleError, match="strain must be one of C, D, H, S, NT, not 'nt'"):
        parse_call("South", {"type": "bid", "level": 1, "strain": "nt"}, 7)


def test_a_bid_not_above_the_last_is_refused():
    auction = repeatable()
    auction.call(SOUTH, make_bid(2, "S"))
    assert str(auction.refusal("West", make_bid(2, "H"))) == "West cannot bid 2H: the last bid was 2S"
    assert auction.refusal("West", make_bid(2, "NT")) is None and auction.refusal("West", -1) is None
    assert auction.legal()[0] == make_bid(2, "NT") and auction.legal()[-1] == -1


def test_repeatable_passes_three_after_a_bid_win_it():
    auction = repeatable()
    for seat, call in ((SOUTH, -1), (WEST, make_bid(1, "C")), (NORTH, -1), (EAST, -1), (SOUTH, make_bid(1, "D")),
                       (WEST, -1), (NORTH, -1)):
        assert auction.call(seat, call) is None
    assert auction.call(EAST, -1) == "won" and (auction.high, auction.high_seat) == (make_bid(1, "D"), SOUTH)


def test_repeatable_passes_four_with_no_bid_is_all_passed():
    auction = repeatable(WEST)
    assert [auction.call(s, -1) for s in (WEST, NORTH, EAST, SOUTH)] == [None, None, None, "all_passed"]


def test_final_passes_skip_the_passer():
    auction = final(SOUTH)  # counter-clockwise: South, East, North, West
    auction.call(SOUTH, make_bid(1, "C"))
    auction.call(EAST, -1)
    auction.call(NORTH, make_bid(1, "H"))
    auction.call(WEST, make_bid(1, "S"))
    assert auction.turn == SOUTH
    auction.call(SOUTH, make_bid(2, "C"))
    assert auction.turn == NORTH  # East is out
    auction.call(NORTH, -1)
    assert auction.call(WEST, -1) == "won" and auction.high_seat == SOUTH


def test_final_passes_four_with_no_bid_is_all_passed_and_the_top_bid_ends_at_once():
    auction = final(NORTH, direction=1)
    assert [auction.call(s, -1) for s in (NORTH, EAST, SOUTH, WEST)] == [None, None, None, "all_passed"]
    auction = final(NORTH)
    assert auction.call(NORTH, make_bid(7, "NT")) == "won"


def test_declarer_is_the_first_of_the_side_to_name_the_strain():
    auction = repeatable()
    for seat, call in ((SOUTH, make_bid(1, "H")), (WEST, make_bid(2, "H")), (NORTH, make_bid(3, "C")),
                       (EAST, -1), (SOUTH, -1), (WEST, -1), (NORTH, make_bid(3, "H"))):
        auction.call(seat, call)
    assert auction.first_to_name(2, (NORTH, SOUTH)) == SOUTH
    assert auction.first_to_name(2, (WEST, EAST)) == WEST
    assert auction.first_to_name(0, (NORTH, SOUTH)) == NORTH


def test_a_copy_is_independent():
    auction = repeatable()
    auction.call(SOUTH, make_bid(1, "C"))
    copy = auction.copy()
    copy.call(WEST, make_bid(1, "D"))
    assert len(auction.calls) == 1 and auction.high == make_bid(1, "C") and auction.turn == WEST


# ----- both games through the API ------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", AUCTION_GAMES)
def test_both_games_refuse_a_bid_that_does_not_outrank_the_last(game_id):
    game = start(game_id, deal(dealer=SOUTH))
    first = game.to_act()[0]
    calls(game, bid(3, "S"))
    second = game.to_act()[0]
    with pytest.raises(RuleError, match=f"{['South', 'West', 'North', 'East'][second]} cannot bid 3H: "
                                        "the last bid was 3S"):
        game.apply(second, bid(3, "H"))
    assert game.view(first)["bids"][first] == {"level": 3, "strain": "S"}


@pytest.mark.parametrize("game_id", AUCTION_GAMES)
def test_both_games_redeal_when_everyone_passes(game_id):
    game = start(game_id, deal(dealer=SOUTH))
    hand = game.view(SOUTH)["hand"]
    calls(game, PASS, PASS, PASS, PASS)
    view = game.view(SOUTH)
    assert view["phase"] == "bidding" and view["redeals"] == 1 and view["hand"] != hand
    assert view["dealer"] == (WEST if game_id == "reverse_bridge" else SOUTH)


@pytest.mark.parametrize("game_id", AUCTION_GAMES)
def test_both_games_views_carry_the_auction(game_id):
    game = start(game_id, deal(dealer=SOUTH))
    calls(game, bid(1, "C"), PASS)
    view = game.view(None)
    for key in ("game", "seat", "phase", "to_act", "dealer", "hand", "trump", "trick", "scores", "bids",
                "tricks_won", "auction", "contract", "declarer"):
        assert key in view
    assert view["phase"] == "bidding" and view["trump"] is None and view["contract"] is None
    assert [entry["call"] for entry in view["auction"]] == [{"level": 1, "strain": "C"}, "pass"]


# ----- the shared forced-capture helper ----------------------------------------------------------------
def cards(text: str) -> list[int]:
    return [card_int(c) for c in text.split()]


def test_capture_cards_covers_each_duty():
    spades = 3
    assert capture_cards(cards("2H 9H KH 3C"), cards("8H"), spades) == cards("9H KH")
    assert capture_cards(cards("2H 3H 3C"), cards("8H"), spades) == cards("2H 3H")
    assert capture_cards(cards("2S 9S 3C"), cards("8H 5S"), spades) == cards("9S")
    assert capture_cards(cards("2S 3C"), cards("8H 5S"), spades) == cards("2S")
    assert capture_cards(cards("2C 3C"), cards("8H 5S"), spades) == cards("2C 3C")
    assert capture_cards(cards("2C 3S"), cards("8H"), None) == cards("2C 3S")
    assert capture_cards(cards("2C 3S"), [], spades) == cards("2C 3S")


# ----- random playouts under every option value ------------------------------------------------------------
def option_values():
    cases = []
    for game_id in AUCTION_GAMES:
        for option in GAMES[game_id].options:
            if option.kind == "choice":
                values = option.choices
            elif option.kind == "bool":
                values = (False, True)
            elif option.name == "wash":
                values = (0, 4, 10)
            else:
                values = (8,)
            cases.extend((game_id, option.name, value) for value in values)
    return cases


@pytest.mark.parametrize("game_id,name,value", option_values())
def test_random_games_end_and_keep_the_contract_under_every_option_value(game_id, name, value):
    for seed in range(2):
        game = new_game(game_id, options={name: value}, seed=seed)
        rng = random.Random(seed)
        for step in range(20000):
            if game.over:
                break
            if step % 11 == 0:
                check_views(game)
                check_census(game)
                check_refusals(game, rng)
            seat = rng.choice(game.to_act())
            game.apply(seat, rng.choice(game.legal_actions(seat)))
        assert game.over and game.winners()


# ----- the fast path ------------------------------------------------------------------------------------
def as_action(game, move: int) -> dict:
    """The API action for a fast-path move of ``to_act()[0]``."""
    from cardgame_gui.engine import CODES
    from cardgame_gui.engine.auction import bid_action

    phase = game.view(None)["phase"]
    if phase == "bidding":
        return bid_action(move)
    return {"type": "call_partner" if phase == "calling" else "play", "card": CODES[move]}


@pytest.mark.parametrize("game_id", AUCTION_GAMES)
def test_fast_path_moves_and_steps_match_the_api(game_id):
    for seed in range(3):
        game = new_game(game_id, options={"deals": 4}, seed=seed)
        fast = game.clone()
        rng = random.Random(seed)
        while not game.over:
            seat = game.to_act()[0]
            moves = fast.moves()
            legal = [a for a in game.legal_actions(seat) if a["type"] != "wash"]
            assert sorted(map(repr, (as_action(game, m) for m in moves))) == sorted(map(repr, legal))
            move = rng.choice(moves)
            game.apply(seat, as_action(game, move))
            fast.step(move)
            assert fast._state() == game._state()
        assert fast.over and fast.scores() == game.scores()


def test_a_clone_does_not_share_state():
    game = new_game("reverse_bridge", seed=2)
    copy = game.clone()
    copy.step(copy.moves()[0])
    assert game.view(None)["auction"] == [] and len(copy.view(None)["auction"]) == 1


@pytest.mark.parametrize("game_id", AUCTION_GAMES)
def test_a_this_hand_only_clone_ends_when_the_hand_is_scored(game_id):
    game = new_game(game_id, seed=6)
    copy = game.clone(this_hand_only=True)
    rng = random.Random(6)
    while not copy.over:
        copy.step(rng.choice(copy.moves()))
    assert len(copy.view(None)["history"]) in (0, 1)  # scored, or ended by an all-pass redeal
    assert not game.over and game.view(None)["history"] == []


@pytest.mark.parametrize("game_id", AUCTION_GAMES)
def test_redeal_deals_the_current_hand_afresh_from_the_given_generator(game_id):
    game = new_game(game_id, seed=6)
    first = game.clone()
    first.step(first.moves()[0])
    first.redeal(random.Random(1))
    second = game.clone()
    second.redeal(random.Random(1))
    assert first.view(0)["hand"] == second.view(0)["hand"] != game.view(0)["hand"]
    assert first.view(None)["auction"] == [] and first.view(None)["dealer"] == game.view(None)["dealer"]


@pytest.mark.parametrize("game_id", AUCTION_GAMES)
def test_a_game_from_a_deal_spec_round_trips_through_json(game_id):
    from cardgame_gui.engine import load_game

    game = start(game_id, deal(west="2C 3C 4C 5C 2D 3D 4D 2H 3H 4H 2S 3S 4S", dealer=SOUTH),
                 **({"wash": 4} if game_id == "floating_bridge" else {}))
    if game_id == "floating_bridge":
        game.apply(WEST, {"type": "wash"})
    rng = random.Random(5)
    for _ in range(40):
        seat = game.to_act()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
        copy = load_game(game.to_json())
        assert copy.to_json() == game.to_json() and copy.view(seat) == game.view(seat)
