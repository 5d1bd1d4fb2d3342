"""Any action a client might send — well-formed, malformed or hostile — is applied or refused with a
RuleError that leaves the game unchanged; nothing else ever escapes the engine."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardgame_gui.engine import CODES, GAMES, RuleError, load_game
from random_play import advanced, nested

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


# what a careless or hostile client might put in an action: not JSON, huge, long, deeply nested
junk = st.one_of(values, st.integers(), st.integers(1, 2).map(lambda k: k * 10**5000), st.text(max_size=120),
                 st.builds(object), st.sets(st.integers(), max_size=2), st.floats(), st.integers(1, 3000).map(nested),
                 st.lists(st.sampled_from(CODES), max_size=600))
extra = st.dictionaries(st.one_of(st.sampled_from(KEYS + ["note", "melds", "as", "end", "source", "give"]),
                                  st.text(max_size=8), st.integers()), junk, max_size=3)


@pytest.mark.parametrize("game_id", sorted(GAMES))
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.integers(0, 60), pick=st.integers(0, 1000), fields=extra)
def test_a_legal_action_with_extra_or_hostile_fields_is_applied_and_saveable_or_refused(game_id, steps, pick,
                                                                                       fields):
    game = advanced(game_id, steps, seed=steps)
    if game.over:
        return
    acting = game.to_act()
    seat = acting[pick % len(acting)]
    legal = game.legal_actions(seat)
    before = game.to_json()
    try:
        game.apply(seat, {**legal[pick % len(legal)], **fields})
    except RuleError as refusal:
        assert 0 < len(str(refusal)) <= 300, str(refusal)[:300]
        assert game.to_json() == before
        return
    text = game.to_json()  # a game that accepted an action can always be saved, and loads again
    logged = json.loads(text)["actions"][-1][1]
    assert set(logged) - {"type"} <= set(type(game).ACTION_FIELDS[logged["type"]])
    assert load_game(text).to_json() == text
