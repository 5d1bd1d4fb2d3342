"""The hand history: every hand of a game rebuilt from its saved game, checked against the engine's log."""

from __future__ import annotations

import json
import re

import pytest

from cardgame_gui.bots import make_bot
from cardgame_gui.engine import GAMES, load_game, new_game
from cardgame_gui.session.history import GameHistory, trick_reason

SHORT = {"reverse_bridge": {"deals": 4}, "floating_bridge": {"deals": 4}}


def played_game(game_id: str, seed: int = 3, most: int = 700):
    """A game random bots played for at most ``most`` actions."""
    game = new_game(game_id, 4, SHORT.get(game_id, {}), seed=seed)
    bots = [make_bot("random", game_id, seed=seed * 10 + s) for s in range(4)]
    for _ in range(most):
        if game.over:
            break
        seat = game.to_act()[0]
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    return game


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_games_history_replays_the_engine_log_with_the_seats_own_views(game_id):
    game = played_game(game_id)
    history = GameHistory(game.to_json(), seat=1)
    steps = [step for hand in history.hands for step in hand.steps]
    assert [[s.seat, s.action] for s in steps] == game.log
    replay = new_game(game_id, 4, SHORT.get(game_id, {}), seed=3)
    for number, hand in enumerate(history.hands, 1):
        assert hand.number == number
        assert hand.start_view == replay.view(1)
        for step in hand.steps:
            legal = replay.legal_actions(1)
            assert replay.apply(step.seat, step.action) == step.events
            assert step.view == replay.view(1)  # no more than the seat may know, and no less
            if step.seat == 1:
                assert step.legal == legal
    assert all(hand.finished for hand in history.hands[:-1])


@pytest.mark.parametrize("game_id", ["devils_bridge", "german_bridge", "reverse_bridge", "floating_bridge"])
def test_a_finished_trick_hand_shows_every_hand_as_dealt_and_a_hand_in_play_only_your_own(game_id):
    game = new_game(game_id, 4, SHORT.get(game_id, {}), seed=5)
    bots = [make_bot("random", game_id, seed=s) for s in range(4)]
    dealt = [sorted(game.view(s)["hand"]) for s in range(4)]
    while not game.view(None)["history"]:
        seat = game.to_act()[0]
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    for _ in range(6):  # a few actions into the second hand
        seat = game.to_act()[0]
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    history = GameHistory(game.to_json(), seat=0)
    first, second = history.hands[0], history.hands[1]
    assert [sorted(h) for h in first.deal()] == dealt
    assert first.state(0).hands == first.deal()
    assert first.state(len(first.positions) - 1).hands == [[], [], [], []]
    assert second.deal() is None
    shown = second.state(len(second.positions) - 1).hands
    assert shown[0] == game.view(0)["hand"] and shown[1:] == [None, None, None]


def test_each_trick_says_who_won_it_and_why():
    assert trick_reason([{"seat": 1, "card": "9H"}, {"seat": 2, "card": "2S"}, {"seat": 3, "card": "AH"}],
                        2, "S") == "trump"
    assert trick_reason([{"seat": 1, "card": "9H"}, {"seat": 2, "card": "2S"}, {"seat": 3, "card": "AH"}],
                        3, "D") == "suit"
    assert trick_reason([{"seat": 1, "card": "9S"}, {"seat": 2, "card": "QS"}], 2, "S") == "suit"


def test_positions_are_the_deal_the_bidding_and_each_trick_with_the_trick_counts_of_the_engine():
    game = played_game("devils_bridge", most=200)
    history = GameHistory(game.to_json(), seat=0)
    for hand in history.hands:
        if not hand.finished:
            continue
        kinds = [p.kind for p in hand.positions]
        size = len(hand.deal()[0])
        assert kinds == ["deal", "bidding"] + ["trick"] * size
        last = hand.state(len(hand.positions) - 1)
        assert last.tricks_won == hand.record["tricks"] and last.bids == hand.record["bids"]
        for i in range(2, 2 + size):
            state = hand.state(i)
            assert len(state.trick) == 4 and state.winner is not None and sum(state.tricks_won) == i - 1


def test_contract_rummy_replays_turn_by_turn_and_never_shows_another_seats_cards():
    game = played_game("contract_rummy", most=300)
    history = GameHistory(game.to_json(), seat=2)
    hand = history.hands[0]
    turns = [p for p in hand.positions if p.kind == "turn"]
    assert turns and turns[0].number == 1
    discards = sum(1 for step in hand.steps for e in step.events if e["type"] in ("discard", "went_out"))
    assert len(turns) >= discards
    seen = set(hand.start_view["hand"]) | {hand.start_view["top_discard"]}
    for step in hand.steps:  # every card an event names is one seat 2 holds, sees on the table or discarded
        seen |= set(step.view["hand"]) | {step.view["top_discard"]}
        seen |= {c for meld in step.view["table"] for c in meld["cards"]}
        named = set(re.findall(r'"([2-9TJQKA][CDHS]|JK)"', json.dumps(step.events)))
        assert named <= seen, (step.index, named - seen)
    assert hand.deal() is None


def test_decisions_carry_the_view_the_seat_had_before_it_acted():
    game = played_game("german_bridge", most=120)
    history = GameHistory(game.to_json(), seat=3)
    replay = new_game("german_bridge", 4, {}, seed=3)
    hand = history.hands[2]
    for earlier in history.hands[:2]:
        for step in earlier.steps:
            replay.apply(step.seat, step.action)
    decisions = history.decisions(hand)
    assert decisions and all(d.action == hand.steps[d.step].action for d in decisions)
    seen = iter(decisions)
    decision = next(seen)
    for i, step in enumerate(hand.steps):
        if i == decision.step:
            assert decision.view == replay.view(3) and decision.legal == replay.legal_actions(3)
            decision = next(seen, decision)
        replay.apply(step.seat, step.action)
    assert [d.trick for d in decisions] == [0] + list(range(1, len(decisions)))


def test_saving_through_a_hand_opens_again_as_the_same_hands():
    game = played_game("devils_bridge", most=60)
    history = GameHistory(game.to_json(), seat=0)
    saved = history.saved_through(history.hands[2])
    again = GameHistory(saved, seat=0)
    assert load_game(saved).log == game.log[:len(json.loads(saved)["actions"])]
    assert [[s.action for s in h.steps] for h in again.hands[:3]] == \
        [[s.action for s in h.steps] for h in history.hands[:3]]
    assert again.hands[2].finished and not again.hands[3].steps


def test_a_damaged_saved_game_is_refused_with_a_reason():
    text = played_game("devils_bridge", most=20).to_json()
    data = json.loads(text)
    data["actions"][3][1] = {"type": "play", "card": "ZZ"}
    with pytest.raises(ValueError, match="action 4"):
        GameHistory(json.dumps(data))
    with pytest.raises(ValueError):
        GameHistory("not json")
