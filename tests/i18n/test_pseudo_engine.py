"""The engine area in the pseudo-locale (issue 34): the game log of whole played hands, the refusals met in
random play, the rule card and the hints show no word that did not go through translation."""

from __future__ import annotations

import random

import pytest

from cardgame_gui.bots import make_bot
from cardgame_gui.engine import GAMES, RuleError, new_game
from cardgame_gui.session.hint import hint_message
from cardgame_gui.session.messages import refusal_text
from cardgame_gui.session.rule_card import (game_description, option_help, option_title, option_value_text,
                                            preset_label, rule_card_lines)
from cardgame_gui.ui.docks.game_log import GameLogDock, describe_event
from pseudo_locale import clipped_texts, needs_translation, pseudo_locale, untranslated_texts
from tests.engine.test_refusal_codes import tries

NAMES = ["Anna", "Ben", "Clara", "Dirk", "Eva", "Finn", "Greta", "Hugo"]
ALLOWED = set(NAMES)


def played(game_id: str, hands: int = 1, seed: int = 3):
    """A game and every event of its first ``hands`` hands (rounds), played by random bots."""
    game = new_game(game_id, None, seed=seed)
    bots = [make_bot("random", game_id, seed=s) for s in range(game.players)]
    events: list[dict] = []
    for _ in range(5000):
        if game.over or sum(e["type"] in ("hand_scored", "round_scored") for e in events) >= hands:
            break
        seat = game.to_act()[0]
        events += game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    return game, events


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_log_of_a_whole_hand_is_all_translated(qapp, qtbot, game_id):
    with pseudo_locale():
        game, events = played(game_id)
        names = NAMES[:game.players]
        lines = [describe_event(event, names) for event in events]
        assert [line for line in lines if needs_translation(line, ALLOWED)] == []
        dock = GameLogDock()
        qtbot.addWidget(dock)
        dock.add_events(events, names)
        dock.show()
        assert untranslated_texts(dock, ALLOWED) == []
        assert clipped_texts(dock) == []


def test_the_game_over_line_and_rule_card_at_game_end_are_translated(qapp):
    with pseudo_locale():
        game, events = played("german_bridge", hands=99, seed=5)
        assert game.over
        lines = [describe_event(e, NAMES[:4]) for e in events if e["type"] in ("game_over", "hand_scored")]
        lines += rule_card_lines(game.info, game.view(0), game.players)
        assert [line for line in lines if needs_translation(line, ALLOWED)] == []


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_refusals_met_in_random_play_are_all_translated(qapp, game_id):
    with pseudo_locale():
        rng = random.Random(7)
        game = new_game(game_id, None, seed=7)
        names = NAMES[:game.players]
        untranslated = []
        for _ in range(60):
            if game.over:
                break
            for seat in range(game.players):
                probe = game.clone()
                for action in tries(game, seat, rng):
                    try:
                        probe.apply(seat, action)
                    except RuleError as error:
                        text = refusal_text(error.code, error.data, str(error), names, seat)
                        if needs_translation(text, ALLOWED):
                            untranslated.append((error.code, text))
                    else:
                        probe = game.clone()
            seat = rng.choice(game.to_act())
            game.apply(seat, rng.choice(game.legal_actions(seat)))
        assert untranslated == []


def test_options_presets_descriptions_and_hints_are_translated(qapp):
    with pseudo_locale():
        words = []
        for game_id, info in GAMES.items():
            words.append(game_description(game_id))
            words += [preset_label(name) for name in info.presets]
            for option in info.options:
                words += [option_title(option), option_help(option)]
                values = option.choices if option.kind == "choice" else [True, False] if option.kind == "bool" else [0]
                words += [option_value_text(option, value) for value in values]
            game = new_game(game_id, None, seed=2)
            seat = game.to_act()[0]
            words.append(hint_message(game.view(seat), game.legal_actions(seat)))
            words += rule_card_lines(info, game.view(seat), game.players)
        assert [w for w in words if needs_translation(w, ALLOWED)] == []
