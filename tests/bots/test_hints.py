"""Hints: the expert's choice for your seat and one line saying why, from your view alone."""

from __future__ import annotations

import pytest

from auction_helpers import EAST, PASS, SOUTH, bid, calls, deal, start
from bot_play import oh_hell_deal as oh_hell
from cardgame_gui.bots import make_bot
from cardgame_gui.bots.hints import hint
from cardgame_gui.bots.sampling import Budget
from cardgame_gui.engine import GAMES, new_game

QUICK = Budget(None, most=3)


def test_hint_tells_you_the_tricks_you_still_need():
    game = oh_hell([["9S", "KH"], ["QS", "3H"], ["5S", "6H"], ["AS", "KS"]], 2, "2C")
    for seat, tricks in [(0, 0), (1, 0), (2, 0), (3, 1)]:
        game.apply(seat, {"type": "bid", "tricks": tricks})
    for card in ("9S", "QS", "5S"):
        game.apply(game.to_act()[0], {"type": "play", "card": card})
    result = hint(game.view(3), game.legal_actions(3), budget=QUICK)
    assert result["action"] == {"type": "play", "card": "KS"}
    assert result["text"] == "Play K♠: you need 1 more trick: win this one cheaply with the K♠."


def test_hint_when_your_bid_is_made_says_duck():
    game = oh_hell([["AS", "KH", "2C"], ["QS", "3H", "4C"], ["5S", "6H", "7C"], ["8S", "9H", "TC"]], 3, "2D")
    for seat, tricks in [(0, 2), (1, 0), (2, 1), (3, 2)]:
        game.apply(seat, {"type": "bid", "tricks": tricks})
    game.apply(0, {"type": "play", "card": "KH"})
    result = hint(game.view(1), game.legal_actions(1), budget=QUICK)
    assert result["action"] == {"type": "play", "card": "3H"}
    assert "duck under the K♥ with the 3♥" in result["text"]


def test_reverse_bridge_bid_hint_speaks_of_the_opponents_tricks():
    game = start("reverse_bridge", deal(south="AS KS QS 7S 6S 5S 4S 2H 3H 2D 3D 2C 3C", dealer=EAST))
    result = hint(game.view(SOUTH), game.legal_actions(SOUTH), budget=QUICK)
    assert result["action"] in game.legal_actions(SOUTH)
    if result["action"]["type"] == "bid":
        assert "the opponents take about" in result["text"]
    else:
        assert result["text"].startswith("Pass: ")


def test_floating_bridge_call_hint_names_the_card_and_why():
    game = start("floating_bridge", deal(south="AS KS QS JS AH KH QH AD KD QD 2C 3C 4C", dealer=SOUTH))
    calls(game, bid(1, "NT"), PASS, PASS, PASS)
    result = hint(game.view(SOUTH), game.legal_actions(SOUTH), budget=QUICK)
    assert result["action"]["type"] == "call_partner"
    assert result["text"].startswith(f"Call {result['action']['card'][0]}")
    assert "a partner holding the" in result["text"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_hint_is_a_legal_action_and_one_line_all_through_a_game(game_id):
    game = new_game(game_id, 4, {"deals": 4} if game_id in ("reverse_bridge", "floating_bridge") else {},
                    seed=4)
    bots = [make_bot("casual", game_id, seed=s) for s in range(4)]
    for step in range(60):
        if game.over:
            break
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        if step % 7 == 0:
            result = hint(game.view(seat), legal, budget=QUICK)
            assert result["action"] in legal
            assert "\n" not in result["text"] and len(result["text"]) < 200
        game.apply(seat, bots[seat].choose(game.view(seat), legal))


def test_no_hint_when_it_is_not_your_turn():
    game = new_game("devils_bridge", 4, seed=2)
    idle = (game.to_act()[0] + 1) % 4
    assert hint(game.view(idle), game.legal_actions(idle))["action"] is None


def test_rummy_hint_is_the_experts_discard_not_casuals():
    """Two groups wanted; pairs of aces, 7s and 9s, and the QD just taken. Shedding an ace or a lone card
    leaves the contract equally far: casual throws an ace, the expert (and so the hint) a lone card."""
    hand = ["AC", "AD", "7C", "7D", "9H", "9S", "4C", "5S", "KS", "2H"]
    game = new_game("contract_rummy", 4, {"decks": 2}, seed=1,
                    deal={"round": 1, "dealer": 3, "hands": [hand, [], [], []], "discard": ["QD"], "first": 0,
                          "rest": 1})
    game.apply(0, {"type": "draw", "source": "discard"})
    view, legal = game.view(0), game.legal_actions(0)
    assert make_bot("casual", "contract_rummy", seed=1).choose(view, legal)["card"] in ("AC", "AD")
    action = hint(view, legal, budget=Budget(None, most=200))["action"]
    assert action["type"] == "discard" and action["card"] in ("KS", "QD", "4C", "5S", "2H")
