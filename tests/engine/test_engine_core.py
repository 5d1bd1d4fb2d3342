"""Engine core: cards, shuffles, options, saved games and their refusals."""

import json
import random

import pytest

from cardgame_gui.engine import GAMES, RuleError, card_code, card_int, load_game, new_game
from cardgame_gui.engine.cards import make_deck, shuffle


def test_card_codes_round_trip_and_bad_codes_are_named():
    assert [card_code(card_int(c)) for c in ("2C", "TH", "QS", "AS", "JK")] == ["2C", "TH", "QS", "AS", "JK"]
    with pytest.raises(ValueError, match="'1S'"):
        card_int("1S")


def test_two_decks_hold_two_copies_of_each_card_plus_jokers():
    deck = make_deck(2, 3)
    assert len(deck) == 107 and deck.count(card_int("QS")) == 2 and deck.count(card_int("JK")) == 3


def test_the_same_seed_shuffles_the_same_way_and_keeps_every_card():
    a, b = make_deck(), make_deck()
    shuffle(a, random.Random(5))
    shuffle(b, random.Random(5))
    assert a == b and sorted(a) == list(range(52)) and a != list(range(52))


def test_shuffles_are_uniform_enough():
    counts = [0] * 4
    rng = random.Random(1)
    for _ in range(4000):
        cards = [0, 1, 2, 3]
        shuffle(cards, rng)
        counts[cards.index(0)] += 1
    assert all(900 < c < 1100 for c in counts)


def test_every_game_declares_options_with_defaults_that_pass_their_own_check():
    for info in GAMES.values():
        for option in info.options:
            assert option.check(option.default) == option.default
            assert option.description


def test_options_are_filled_with_defaults_and_checked():
    game = new_game("devils_bridge", 4, {"scoring": "trick_plus_ten"}, seed=1)
    assert game.view(0)["options"]["scoring"] == "trick_plus_ten"
    assert game.view(0)["options"]["hook"] is True
    with pytest.raises(ValueError, match="'scoring' must be one of"):
        new_game("devils_bridge", 4, {"scoring": "double"}, seed=1)
    with pytest.raises(ValueError, match="'hook' must be true or false"):
        new_game("devils_bridge", 4, {"hook": 1}, seed=1)
    with pytest.raises(ValueError, match="at least 0"):
        new_game("devils_bridge", 4, {"target_score": -5}, seed=1)


def test_a_seat_that_does_not_exist_is_refused():
    game = new_game("german_bridge", 3, seed=1)
    for seat in (3, -1, "0", True):
        with pytest.raises(RuleError, match="no seat"):
            game.apply(seat, {"type": "bid", "tricks": 0})


def test_a_saved_game_loads_mid_hand_and_goes_on_identically():
    game = new_game("devils_bridge", 5, seed=11)
    for _ in range(37):
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[-1])
    copy = load_game(game.to_json())
    for g in (game, copy):
        for _ in range(20):
            seat = g.to_act()[0]
            g.apply(seat, g.legal_actions(seat)[0])
    assert copy.to_json() == game.to_json()


@pytest.mark.parametrize("text,reason", [
    ("", "not a saved game"),
    ("{\"format\": \"cardgame_gui/1\", \"game\": \"devils_bridge\"", "not a saved game"),
    ("[1, 2, 3]", "not a saved game of this program"),
    ('{"format": "someone else"}', "not a saved game of this program"),
    ("[" * 100000 + "]" * 100000, "not a saved game"),
    ('{"format": "cardgame_gui/1", "game": "devils_bridge", "players": 4, "options": [], "seed": 1, '
     '"actions": []}', "'options' should be a dict"),
    ('{"format": "cardgame_gui/1", "game": "devils_bridge"}', "lacks"),
])
def test_corrupt_truncated_or_foreign_text_is_refused(text, reason):
    with pytest.raises(ValueError, match=reason):
        load_game(text)


def test_a_saved_game_whose_actions_do_not_replay_is_refused():
    game = new_game("devils_bridge", 4, seed=2)
    seat = game.to_act()[0]
    game.apply(seat, game.legal_actions(seat)[0])
    data = json.loads(game.to_json())
    data["actions"][0][0] = (data["actions"][0][0] + 1) % 4
    with pytest.raises(ValueError, match="action 1 does not replay"):
        load_game(json.dumps(data))


def test_a_saved_game_with_a_tampered_state_is_refused():
    game = new_game("devils_bridge", 4, seed=2)
    data = json.loads(game.to_json())
    data["state"]["scores"][0] = 99
    with pytest.raises(ValueError, match="damaged"):
        load_game(json.dumps(data))


from hypothesis import given, settings
from hypothesis import strategies as st

SAVED = new_game("devils_bridge", 4, seed=21)
for _ in range(9):
    _seat = SAVED.to_act()[0]
    SAVED.apply(_seat, SAVED.legal_actions(_seat)[0])
SAVED_DATA = json.loads(SAVED.to_json())
junk = st.recursive(st.none() | st.booleans() | st.integers(-5, 60) | st.text(max_size=4),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner,
                                                                                 max_size=3), max_leaves=6)


@settings(max_examples=200, deadline=None)
@given(key=st.sampled_from(["game", "players", "options", "seed", "deal", "actions", "state"]), value=junk,
       index=st.integers(0, 20))
def test_a_damaged_saved_game_loads_or_is_refused_with_a_value_error(key, value, index):
    data = json.loads(json.dumps(SAVED_DATA))
    if key == "actions" and index < len(data["actions"]):
        data["actions"][index] = value
    else:
        data[key] = value
    try:
        load_game(json.dumps(data))
    except ValueError as refusal:
        assert str(refusal)


@settings(max_examples=100, deadline=None)
@given(cut=st.integers(0, len(SAVED.to_json()) - 1))
def test_a_truncated_saved_game_is_refused(cut):
    with pytest.raises(ValueError):
        load_game(SAVED.to_json()[:cut])


def test_option_descriptions_and_labels_speak_the_players_words_at_the_source():
    """The picker, the rule card and the command line all show the engine's own words: no design notes."""
    from cardgame_gui.engine import GAMES
    for info in GAMES.values():
        for option in info.options:
            words = " ".join([option.description, *map(str, option.labels.values())])
            for note in ("write-up", "Table 1", "Oh Hell order"):
                assert note not in words, (info.name, option.name, note)
            if option.kind == "choice":
                assert all(choice in option.labels for choice in option.choices if isinstance(choice, str)
                           and "_" in choice), (info.name, option.name)
