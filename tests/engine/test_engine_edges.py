"""The engine's edges: what crosses the API is checked and copied at the boundary.

Actions keep only the keys their type defines, and an action a game accepted can always be saved;
views, events, deal specs and logs share no mutable object with the game; hostile values (huge numbers,
deep nesting, wrong containers, non-JSON objects) are refused with a ``RuleError`` / ``ValueError`` that
names the field and quotes little of it; seeds are bounded; a save must carry its state.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardgame_gui.engine import CODES, GAMES, RuleError, load_game, new_game
from random_play import advanced, nested

GAME_IDS = sorted(GAMES)
HUGE = 10**5000  # its decimal text is past Python's 4,300-digit limit: str() and repr() raise
LONG_MESSAGE = 240  # a refusal quotes at most ~80 characters of what it was given


def mutate_everything(value) -> None:
    """Change every list and dict inside ``value`` (innermost first), as a careless caller might."""
    if isinstance(value, dict):
        for item in list(value.values()):
            mutate_everything(item)
        for key in list(value):
            value[key] = "changed"
        value["added"] = ["changed"]
    elif isinstance(value, list):
        for item in value:
            mutate_everything(item)
        value[:] = ["changed"]


def assert_refused_cleanly(game, seat, action, error=RuleError) -> str:
    before = game.to_json()
    with pytest.raises(error) as refused:
        game.apply(seat, action)
    message = str(refused.value)
    assert message and len(message) <= LONG_MESSAGE, message
    assert game.to_json() == before
    return message


def rummy(hands, table=(), stock=("KD", "QD", "JD"), options=None):
    deal = {"round": 1, "dealer": 3, "first": 0, "hands": [h.split() for h in hands],
            "stock": list(stock), "discard": ["2S"],
            "table": [{"owner": o, "cards": c.split(), "as": a.split()} for o, c, a in table]}
    return new_game("contract_rummy", 4, options or {"may_i": "off"}, seed=1, deal=deal)


# ----- 14. actions keep only the keys their type defines ------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_extra_keys_are_dropped_before_the_action_is_logged(game_id):
    game = advanced(game_id, 5)
    seat = game.to_act()[0]
    action = game.legal_actions(seat)[0]
    game.apply(seat, {**action, "note": object(), "seat": 3, 7: "seven", "more": [HUGE, nested(100)]})
    assert json.loads(game.to_json())["actions"][-1] == [seat, action]
    assert load_game(game.to_json()).to_json() == game.to_json()


def test_extra_keys_inside_a_meld_are_dropped_too():
    game = rummy(["5H 5D 5S 9C 9D 9H 2C", "3C", "3D", "3H"])
    game.apply(0, {"type": "draw", "source": "stock"})
    game.apply(0, {"type": "meld", "note": {1, 2}, "melds": [
        {"cards": ["5H", "5D", "5S"], "as": [], "why": object()}, {"cards": ["9C", "9D", "9H"]}]})
    logged = json.loads(game.to_json())["actions"][-1][1]
    assert logged == {"type": "meld", "melds": [{"cards": ["5H", "5D", "5S"], "as": []},
                                                {"cards": ["9C", "9D", "9H"]}]}
    assert load_game(game.to_json()).to_json() == game.to_json()


def test_a_defined_key_the_rules_ignore_must_still_be_plain_data():
    # a lay-off on a group ignores "end"; an object there used to be logged and made the game unsaveable
    game = rummy(["5C 2C 3D", "4C", "4D", "4H"], table=[(0, "5H 5D 5S", "")])
    game.apply(0, {"type": "draw", "source": "stock"})
    message = assert_refused_cleanly(game, 0, {"type": "lay_off", "meld": 0, "card": "5C", "end": object()})
    assert "'end'" in message
    game.apply(0, {"type": "lay_off", "meld": 0, "card": "5C", "end": None})
    assert load_game(game.to_json()).to_json() == game.to_json()


# ----- 15. no aliasing: views, events, deal specs, actions and logs -------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_changing_a_view_changes_nothing(game_id):
    game = advanced(game_id, 0)
    for steps in (0, 9, 60):  # 9: Devil's and German Bridge have scored their one-card first hand
        game = advanced(game_id, steps)
        saved = game.to_json()
        for seat in [None, *range(game.players)]:
            view = game.view(seat)
            untouched = json.loads(json.dumps(view))
            mutate_everything(view)
            assert game.view(seat) == untouched, f"changing seat {seat}'s view changed the game"
            assert game.to_json() == saved
    assert load_game(game.to_json()).to_json() == game.to_json()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_changing_the_events_apply_returns_changes_nothing(game_id):
    game, twin = new_game(game_id, seed=8), new_game(game_id, seed=8)
    rng = random.Random(8)
    for _ in range(150):
        if game.over:
            break
        seat = rng.choice(game.to_act())
        action = rng.choice(game.legal_actions(seat))
        mutate_everything(game.apply(seat, action))
        twin.apply(seat, action)
        assert game.to_json() == twin.to_json()


DEALS = [
    ("devils_bridge", {"hand": 2, "dealer": 1, "hands": [["AS", "KH"], ["QS", "3H"], ["5S", "6H"], ["8S", "9H"]],
                       "turned": "2D"}),
    ("floating_bridge", {"hands": [[r + s for r in "23456789TJQKA"] for s in "CDHS"], "dealer": 2}),
    ("contract_rummy", {"round": 2, "hands": [["5H", "5D"], ["2D"], [], []], "discard": ["2S"],
                        "stock": ["KD"], "table": [{"owner": 1, "cards": ["4C", "5C", "JK", "7C"], "as": ["6C"]}]}),
]


@pytest.mark.parametrize("game_id,deal", DEALS)
def test_changing_the_deal_after_new_game_changes_nothing(game_id, deal):
    game = new_game(game_id, seed=4, deal=deal)
    saved = game.to_json()
    mutate_everything(deal)
    assert game.to_json() == saved
    assert load_game(saved).to_json() == saved


def test_changing_an_applied_meld_action_changes_neither_the_game_nor_its_log():
    game = rummy(["5H 5D 5S 9C 9D 9H 2C 4H", "3C", "3D", "3H"], stock=["9S", "KD", "QD", "JD", "TD", "8D"])
    game.apply(0, {"type": "draw", "source": "stock"})
    action = {"type": "meld", "melds": [{"cards": ["5H", "5D", "5S"], "as": []},
                                        {"cards": ["9C", "9D", "9H"], "as": []}]}
    sent = json.loads(json.dumps(action))
    game.apply(0, action)
    table = game.view(None)["table"]
    mutate_everything(action)
    assert game.view(None)["table"] == table
    assert json.loads(game.to_json())["actions"][-1] == [0, sent]
    game.apply(0, {"type": "discard", "card": "2C"})
    for seat in (1, 2, 3):
        game.apply(seat, {"type": "draw", "source": "stock"})
        game.apply(seat, {"type": "discard", "card": game.view(seat)["hand"][0]})
    game.apply(0, {"type": "draw", "source": "stock"})
    game.apply(0, {"type": "lay_off", "meld": 1, "card": "9S"})  # the state's meld grows, the log's not
    assert json.loads(game.to_json())["actions"][1] == [0, sent]
    assert load_game(game.to_json()).to_json() == game.to_json()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_changing_legal_actions_changes_nothing(game_id):
    game = advanced(game_id, 7)
    seat = game.to_act()[0]
    legal = game.legal_actions(seat)
    untouched = json.loads(json.dumps(legal))
    mutate_everything(legal)
    assert game.legal_actions(seat) == untouched


# ----- 16. wrong exception types, short messages ---------------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_hostile_action_fields_are_refused_with_a_rule_error_naming_the_field(game_id):
    game = advanced(game_id, 6)
    for seat in game.to_act():
        for action in game.legal_actions(seat)[:4]:
            for field in [k for k in action if k != "type"]:
                for junk in (nested(), HUGE, -HUGE, "Q" * 100_000, float("nan"), object(), {1: 2}):
                    message = assert_refused_cleanly(game, seat, {**action, field: junk})
                    assert field in message or "card" in message, message


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_huge_or_nested_seat_is_refused_with_a_rule_error(game_id):
    game = advanced(game_id, 3)
    action = game.legal_actions(game.to_act()[0])[0]
    for seat in (HUGE, -HUGE, nested(), [0], 2**64):
        message = assert_refused_cleanly(game, seat, action)
        assert "no seat" in message


def test_a_huge_bid_level_or_meld_number_is_refused_with_a_rule_error():
    bridge = new_game("devils_bridge", 4, seed=1)
    assert_refused_cleanly(bridge, bridge.to_act()[0], {"type": "bid", "tricks": HUGE})
    auction = new_game("reverse_bridge", seed=1)
    assert_refused_cleanly(auction, auction.to_act()[0], {"type": "bid", "level": HUGE, "strain": "S"})
    game = rummy(["5C 2C 3D", "4C", "4D", "4H"], table=[(0, "5H 5D 5S", "")])
    game.apply(0, {"type": "draw", "source": "stock"})
    for meld in (HUGE, 2**63 - 1, nested()):
        assert_refused_cleanly(game, 0, {"type": "lay_off", "meld": meld, "card": "5C"})
    assert_refused_cleanly(game, 0, {"type": "meld", "melds": [{"cards": nested(), "as": []}]})


def test_a_non_dict_action_is_refused_with_a_short_message():
    game = new_game("devils_bridge", 4, seed=1)
    for action in (nested(), HUGE, ["bid"] * 10_000, "x" * 10_000, None):
        assert_refused_cleanly(game, game.to_act()[0], action)


@pytest.mark.parametrize("options", [["hook", True], "hook", 5, {1: 2, "hook": True}, {("hook",): True},
                                     {"hook": True, None: 1}], ids=["list", "text", "int", "int key",
                                                                     "tuple key", "None key"])
def test_options_of_the_wrong_container_are_a_value_error_naming_them(options):
    with pytest.raises(ValueError, match="option") as refused:
        new_game("devils_bridge", 4, options, seed=1)
    assert type(refused.value) is ValueError and len(str(refused.value)) <= LONG_MESSAGE


@pytest.mark.parametrize("deal,field", [
    ({"hands": [[], [], [], []], "table": 5}, "table"),
    ({"hands": [[], [], [], []], "table": [{"owner": 0, "cards": ["5H", "5D", "5S"], "as": 5}]}, "as"),
    ({"hands": [[], [], [], []], "table": ["5H 5D 5S"]}, "owner"),
    ({"hands": 5}, "hands"),
    ({"hands": [[], [], [], []], "stock": {"KD": 1}}, "stock"),
    ({"hands": [[], [], [], []], "rest": nested()}, "deal"),
    ({"hands": [[], [], [], []], "round": HUGE}, "deal"),
    ({"hands": [[], [], [], []], "note": object()}, "deal"),
], ids=["table", "as", "owner", "hands", "stock", "nested", "huge", "object"])
def test_a_rummy_deal_of_the_wrong_shape_is_a_value_error_naming_the_field(deal, field):
    with pytest.raises(ValueError, match=field) as refused:
        new_game("contract_rummy", 4, seed=1, deal=deal)
    assert len(str(refused.value)) <= LONG_MESSAGE


@pytest.mark.parametrize("game_id,deal", DEALS)
def test_a_deal_that_is_not_plain_data_is_refused_so_every_game_can_be_saved(game_id, deal):
    for junk in (object(), {1, 2}, HUGE, nested(), "x" * 100_000, float("inf")):
        for where in ("dealer", "note"):  # a key the game reads, and one Devil's Bridge and rummy ignore
            with pytest.raises(ValueError, match="deal") as refused:
                new_game(game_id, seed=1, deal={**deal, where: junk})
            assert len(str(refused.value)) <= LONG_MESSAGE


def test_a_huge_player_count_is_a_short_value_error():
    with pytest.raises(ValueError, match="players") as refused:
        new_game("devils_bridge", HUGE, seed=1)
    assert len(str(refused.value)) <= LONG_MESSAGE


# ----- 17. seeds are bounded ----------------------------------------------------------------------
@pytest.mark.parametrize("seed", [-1, -5, 2**63, HUGE, -HUGE], ids=["-1", "-5", "2**63", "huge", "-huge"])
def test_a_seed_out_of_range_is_a_value_error(seed):
    with pytest.raises(ValueError, match="seed") as refused:
        new_game("devils_bridge", 4, seed=seed)
    assert len(str(refused.value)) <= LONG_MESSAGE


@pytest.mark.parametrize("seed", [0, 2**63 - 1])
def test_the_largest_and_smallest_seeds_play_and_save(seed):
    game = advanced("devils_bridge", 5, seed=seed)
    assert load_game(game.to_json()).to_json() == game.to_json()


def test_a_saved_game_with_a_negative_or_huge_seed_is_refused():
    data = json.loads(new_game("german_bridge", 3, seed=5).to_json())
    for seed in (-5, 2**63):
        with pytest.raises(ValueError, match="seed"):
            load_game(json.dumps(dict(data, seed=seed)))


# ----- 18. a save must carry its state ------------------------------------------------------------
def test_a_saved_game_without_its_state_is_refused():
    game = advanced("floating_bridge", 12)
    data = json.loads(game.to_json())
    del data["state"]
    with pytest.raises(ValueError, match="lacks 'state'"):
        load_game(json.dumps(data))


# ----- any deal spec: a game that saves and loads, or a ValueError ------------------------------
DEAL_KEYS = ["hand", "dealer", "hands", "turned", "trump", "round", "first", "discard", "stock", "table",
             "rest", "owner", "cards", "as", "note"]
deal_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2, 9) | st.sampled_from(CODES + ("stock", "discard", "H", "x"))
    | st.integers(1, 2).map(lambda k: k * HUGE) | st.floats() | st.builds(object),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.sampled_from(DEAL_KEYS), inner, max_size=4),
    max_leaves=12)


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(deal=st.dictionaries(st.sampled_from(DEAL_KEYS), deal_values, max_size=5), base=st.booleans())
def test_any_deal_spec_gives_a_saveable_game_or_a_value_error(game_id, deal, base):
    known = dict(DEALS).get(game_id)
    if base and known is not None:
        deal = {**known, **deal}  # mostly valid, with a few fields replaced
    try:
        game = new_game(game_id, seed=2, deal=deal)
    except ValueError as refusal:
        assert type(refusal) in (ValueError, RuleError) and 0 < len(str(refusal)) <= LONG_MESSAGE
        return
    assert load_game(game.to_json()).to_json() == game.to_json()
