"""Any action a client might send — well-formed, malformed or hostile — is applied or refused with a
RuleError that leaves the game unchanged; nothing else ever escapes the engine."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardgame_gui.engine import CODES, GAMES, RuleError, new_game

KEYS = ["type", "card", "cards", "tricks", "level", "strain", "meld", "position", "seat", "from", "joker_as"]
TYPES = ["bid", "play", "pass", "call_partner", "draw", "discard", "meld", "lay_off", "may_i", "decline",
         "screw", "reclaim_joker", "wash", "", "BID"]
scalars = st.one_of(st.none(), st.booleans(), st.integers(-3, 60), st.sampled_from(CODES),
                    st.sampled_from(["NT", "S", "stock", "discard", "xx"]), st.floats(allow_nan=True))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
    st.sampled_from(KEYS), inner, max_size=3), max_leaves=8)
actions = st.one_of(
    st.fixed_dictionaries({"type": st.sampled_from(TYPES)}, optional={k: values for k in KEYS[1:]}),
    values)


def advanced(game_id, steps, seed):
    game = new_game(game_id, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        seat = rng.choice(game.to_act())
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


@pytest.mark.parametrize("game_id", sorted(GAMES))
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.integers(0, 60), seat=st.integers(-1, 8), action=actions)
def test_any_action_is_applied_or_refused_cleanly(game_id, steps, seat, action):
    game = advanced(game_id, steps, seed=steps)
    before = game.to_json()
    try:
        game.apply(seat, action)
    except RuleError as refusal:
        assert str(refusal)
        assert game.to_json() == before
