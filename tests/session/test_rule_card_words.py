"""The rule card's words are all marked for translation (issue 34): every option title, help text, value
label and "0 means" the engine declares, every preset and every game description."""

from __future__ import annotations

from cardgame_gui.engine import GAMES
from cardgame_gui.session import rule_card


def declared_words() -> set[str]:
    words = {"on", "off"}
    for info in GAMES.values():
        for option in info.options:
            words |= {rule_card._english_title(option), option.description, rule_card._english_zero(option)}
            if option.kind == "choice":
                words |= {rule_card._english_value(option, v) for v in option.choices if isinstance(v, str)}
            words |= set(option.labels.values())
    return words - {""}


def test_every_declared_option_word_is_marked_for_the_translators():
    assert declared_words() - set(rule_card._OPTION_WORDS) == set()


def test_every_preset_and_game_description_has_its_words():
    presets = {name for info in GAMES.values() for name in info.presets}
    assert presets - set(rule_card._PRESETS) == set()
    assert {game_id: rule_card.game_description(game_id) for game_id in GAMES} == \
        {game_id: info.description for game_id, info in GAMES.items()}
    assert rule_card.preset_label("oh_hell_order") == "Oh Hell order" and rule_card.preset_label("custom") == "Custom"
