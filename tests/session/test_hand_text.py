"""A hand as text for a chat or a forum, and back: every trick game, every hand of a played game."""

from __future__ import annotations

import re

import pytest

from cardgame_gui.bots import make_bot
from cardgame_gui.engine import new_game
from cardgame_gui.session.hand_text import card_from_text, game_text, hand_text, read_hand_text
from cardgame_gui.session.history import GameHistory

TRICK_GAMES = ("devils_bridge", "german_bridge", "reverse_bridge", "floating_bridge")


def whole_game(game_id: str, seed: int = 3):
    game = new_game(game_id, 4, {"wash": 6} if game_id == "floating_bridge" else {}, seed=seed)
    bots = [make_bot("casual", game_id, seed=seed * 10 + s) for s in range(4)]
    while not game.over:
        seat = game.to_act()[0]
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    return GameHistory(game.to_json(), seat=0)


def after_tag(text: str, tag: str) -> str:
    return text[text.index(f"[{tag} "):]


@pytest.mark.parametrize("game_id", TRICK_GAMES)
def test_every_hand_written_as_text_reads_back_as_the_same_deal_and_play(game_id):
    history = whole_game(game_id)
    for hand in history.hands:  # Devil's Bridge's last hand is the forehead hand: played unseen
        text = hand_text(history, hand)
        again = GameHistory(read_hand_text(text), seat=0)
        back = hand_text(again, again.hands[0])
        # auction games number a hand read back as their first; the Oh Hell games keep its place
        assert after_tag(back, "Dealer" if game_id in ("reverse_bridge", "floating_bridge") else "Seed") == \
            after_tag(text, "Dealer" if game_id in ("reverse_bridge", "floating_bridge") else "Seed")
        assert again.hands[0].record["points"] == hand.record["points"]


def test_a_game_as_text_is_its_hands_one_after_another():
    history = whole_game("german_bridge")
    text = game_text(history)
    assert text.count("[Game ") == len(history.hands)
    assert "Trick 1: " in text and "Bidding: " in text and "Points: " in text
    assert read_hand_text(text) == read_hand_text(hand_text(history, history.hands[0]))


def test_a_mistyped_card_is_refused_with_its_line_number():
    history = whole_game("devils_bridge")
    hand = next(h for h in history.hands if len(h.deal()[0]) >= 3)
    lines = hand_text(history, hand).splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("Trick 1:"))
    lines[at] = lines[at].replace(lines[at].split(", ")[1].split(" ")[1], "11♠", 1)
    with pytest.raises(ValueError, match=f"line {at + 1}: '11♠' is not a card"):
        read_hand_text("\n".join(lines))
    with pytest.raises(ValueError, match="no \\[Game"):
        read_hand_text("Trick 1: South 2♣")


def test_a_card_played_out_of_turn_in_the_text_is_refused_by_the_rules():
    history = whole_game("german_bridge")
    hand = next(h for h in history.hands if len(h.deal()[0]) >= 3)
    text = hand_text(history, hand)
    first = next(line for line in text.splitlines() if line.startswith("Trick 1:"))
    swapped = first.split(": ", 1)[1].split(" — ")[0].split(", ")
    swapped[0], swapped[1] = swapped[1], swapped[0]
    # said about that seat to whoever pasted the text (it read "West: It's not your turn — …")
    with pytest.raises(ValueError) as refused:
        read_hand_text(text.replace(first, "Trick 1: " + ", ".join(swapped)))
    name, waiting = swapped[0].split(" ")[0], swapped[1].split(" ")[0]
    assert re.fullmatch(rf"line \d+: It's not {name}'s turn — waiting for {waiting}", str(refused.value))


def test_cards_read_as_people_write_them():
    assert [card_from_text(t) for t in ("10♠", "TS", "Q♥", "2c".upper(), "A♦")] == ["TS", "TS", "QH", "2C", "AD"]
    with pytest.raises(ValueError):
        card_from_text("1♠")


def test_contract_rummy_and_a_hand_in_play_have_no_text():
    game = new_game("contract_rummy", 4, seed=1)
    with pytest.raises(ValueError, match="finished hand of a trick game"):
        history = GameHistory(game.to_json(), seat=0)
        hand_text(history, history.hands[0])
