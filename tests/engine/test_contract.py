"""The contract test: seeded random playouts of every registered game, checking the engine API's promises.

- cards are conserved (every card of the deck is in exactly one place after every action);
- ``legal_actions`` is empty exactly for the seats not in ``to_act``;
- illegal actions raise ``RuleError`` with a message and leave ``to_json()`` unchanged;
- no view holds a card hidden from its seat, and every view is JSON-safe;
- ``to_json``/``load_game`` round-trips mid-game; the same seed and actions replay the same game;
- every action ``legal_actions`` offers has a type and keys the game declares in ``ACTION_FIELDS`` (the
  keys ``apply`` keeps);
- every declared option refuses values of the wrong type with a ``ValueError`` naming it.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from cardgame_gui.engine import GAMES, RuleError, load_game, new_game
from cardgame_gui.net.filtering import card_codes

MAX_ACTIONS = 6000  # a playout that has not ended by then fails, unless the game is in UNBOUNDED
# random players can circle a rummy round for ever (the stock rebuilt without end): playouts cap it
PLAYOUT_OPTIONS = {"contract_rummy": {"stock_rebuilds": 3}}


def table_sizes(info):
    return sorted({info.min_players, info.default_players, info.max_players})


CASES = [(game_id, players) for game_id, info in sorted(GAMES.items()) for players in table_sizes(info)]


def cards_in(value) -> set[str]:
    """Every card code found anywhere in a JSON-like value."""
    return card_codes(value)


def check_views(game):
    for seat in [None, *range(game.players)]:
        view = game.view(seat)
        json.dumps(view)
        leaked = cards_in(view) & set(game.hidden_cards(seat))
        assert not leaked, f"view of seat {seat} shows hidden cards {sorted(leaked)}"
        for key in ("game", "seat", "phase", "to_act", "dealer", "hand", "trump", "trick", "scores"):
            assert key in view, f"view lacks {key!r}"


def check_declared(game, seat):
    """``apply`` keeps only the keys ``ACTION_FIELDS`` declares: every offered action must fit them."""
    fields = type(game).ACTION_FIELDS
    for action in game.legal_actions(seat):
        assert action["type"] in fields, f"{game.info.id} does not declare action type {action['type']!r}"
        assert set(action) - {"type"} <= set(fields[action["type"]]), f"undeclared keys in {action}"


def check_census(game):
    census = game.card_census()
    placed = Counter(code for cards in census.values() for code in cards)
    assert placed == Counter(game.deck_codes()), "cards were lost or duplicated"


def check_refusals(game, rng):
    before = game.to_json()
    acting = game.to_act()
    idle = [s for s in range(game.players) if s not in acting]
    attempts = [(acting[0], {"type": "no_such_action"}), (acting[0], "not a dict")]
    if idle:
        seat = rng.choice(idle)
        for action in game.legal_actions(acting[0])[:3]:
            attempts.append((seat, action))
    for seat in acting:
        hidden = game.hidden_cards(seat)
        legal = game.legal_actions(seat)
        for action in legal[:5]:
            if "card" in action and hidden:
                # a card the seat cannot see is not its to play; but some actions name another seat's
                # card by design (Floating Bridge's partner call), so skip a substitute that is legal
                attempt = {**action, "card": rng.choice(hidden)}
                if attempt not in legal:
                    attempts.append((seat, attempt))
    for seat, action in attempts:
        with pytest.raises(RuleError) as refused:
            game.apply(seat, action)
        assert str(refused.value), "a refusal must say why"
        assert game.to_json() == before, f"refused {action!r} changed the game"


def playout(game_id, players, seed, checks=True):
    game = new_game(game_id, players, PLAYOUT_OPTIONS.get(game_id), seed=seed)
    rng = random.Random(seed)
    for step in range(MAX_ACTIONS):
        if game.over:
            break
        acting = game.to_act()
        assert acting, "a game that is not over must have someone to act"
        if checks:
            for seat in range(game.players):
                assert bool(game.legal_actions(seat)) == (seat in acting), f"seat {seat}, to_act {acting}"
            if step % 7 == 0:
                for seat in acting:
                    check_declared(game, seat)
                check_views(game)
                check_census(game)
                check_refusals(game, rng)
            if step % 97 == 0:
                text = game.to_json()
                copy = load_game(text)
                assert copy.to_json() == text
                assert copy.view(acting[0]) == game.view(acting[0])
        seat = rng.choice(acting)
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert game.over, f"{game_id} did not end within {MAX_ACTIONS} actions"
    if checks:
        check_views(game)
        check_census(game)
        assert game.winners(), "a finished game names its winners"
        assert all(game.legal_actions(s) == [] for s in range(game.players))
    return game


@pytest.mark.parametrize("game_id,players", CASES)
def test_random_playout_keeps_the_contract(game_id, players):
    playout(game_id, players, seed=players * 1000 + 17)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_same_seed_and_actions_replay_the_same_game(game_id):
    first = playout(game_id, GAMES[game_id].default_players, seed=5, checks=False)
    second = playout(game_id, GAMES[game_id].default_players, seed=5, checks=False)
    assert first.to_json() == second.to_json()
    assert load_game(first.to_json()).to_json() == first.to_json()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_bad_setup_is_refused_with_a_named_reason(game_id):
    info = GAMES[game_id]
    with pytest.raises(ValueError, match="players"):
        new_game(game_id, info.max_players + 1, seed=1)
    with pytest.raises(ValueError, match="no_such_option"):
        new_game(game_id, options={"no_such_option": 1}, seed=1)
    for option in info.options:
        with pytest.raises(ValueError, match=option.name):
            new_game(game_id, options={option.name: "surely not a value" if option.kind != "choice" else 12345},
                     seed=1)


def wrong_typed(option):
    """Values of the wrong type for ``option`` — some equal (==) to an allowed value in Python."""
    values = [None, [], {}, [option.default], float("nan")]
    if option.kind == "bool":
        values += [1, 0, 1.0, "true", "on"]
    elif option.kind == "int":
        values += [float(option.default), str(option.default), True, False, 10**5000]
    else:
        for choice in option.choices:
            if isinstance(choice, int):
                values += [float(choice), str(choice)] + ([bool(choice)] if choice in (0, 1) else [])
            else:
                values += [[choice], choice.encode()]
    return values


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_option_refuses_values_of_the_wrong_type(game_id):
    for option in GAMES[game_id].options:
        for value in wrong_typed(option):
            with pytest.raises(ValueError, match=f"option '{option.name}'") as refused:
                new_game(game_id, options={option.name: value}, seed=1)
            assert len(str(refused.value)) < 400


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_preset_starts_a_game(game_id):
    for name, preset in GAMES[game_id].presets.items():
        assert new_game(game_id, options=preset, seed=3).to_act(), name


def test_unknown_game_is_named():
    with pytest.raises(ValueError, match="no_such_game"):
        new_game("no_such_game")


@pytest.mark.parametrize("preset,players,seed", [("screw_rummy", 4, 3), ("classic", 5, 8)])
def test_rummy_claims_declines_and_taken_cards_keep_the_contract(preset, players, seed):
    """Random rummy play with every May I? window and every pending taken card checked: cards conserved,
    no leaks, refusals change nothing, legal actions only for the seats to act, and a JSON round trip
    mid-window or mid-turn gives the same game."""
    options = {**GAMES["contract_rummy"].presets[preset], "stock_rebuilds": 2}
    game = new_game("contract_rummy", players, options, seed=seed)
    rng = random.Random(seed)
    seen = Counter()
    for _ in range(MAX_ACTIONS):
        if game.over:
            break
        acting = game.to_act()
        mover = game.view(None)["turn"]
        window = game.view(None)["claim_window"]
        pending = game.view(mover)["pending"]
        if window or pending:
            kind = "window" if window else "pending"
            seen[kind] += 1
            for seat in range(players):
                assert bool(game.legal_actions(seat)) == (seat in acting)
            check_views(game)
            check_census(game)
            check_refusals(game, rng)
            if seen[kind] % 15 == 1:  # a replay costs the whole game so far: not at every step
                text = game.to_json()
                copy = load_game(text)
                assert copy.to_json() == text and copy.view(acting[0]) == game.view(acting[0])
        seat = rng.choice(acting)
        action = rng.choice(game.legal_actions(seat))
        seen[action["type"]] += 1
        game.apply(seat, action)
    assert game.over
    assert seen["window"] and seen["may_i"] and seen["decline"], seen
    if preset == "screw_rummy":
        assert seen["pending"] and seen["screw"], seen
