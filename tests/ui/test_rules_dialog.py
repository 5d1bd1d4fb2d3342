"""The rules in the app: a Markdown file per game that explains every declared option."""

from __future__ import annotations

import pytest

from cardgame_gui.engine import GAMES
from cardgame_gui.session.rule_card import option_title
from cardgame_gui.ui.rules_dialog import RulesDialog, rules_markdown, rules_path

FIVE_GAMES = ["contract_rummy", "devils_bridge", "floating_bridge", "german_bridge", "reverse_bridge"]


@pytest.mark.parametrize("game_id", sorted(set(FIVE_GAMES) | set(GAMES)))
def test_every_game_has_its_rules_file(game_id):
    text = rules_path(game_id).read_text(encoding="utf-8")
    assert text.startswith("# ")
    assert "## Options" in text


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_rules_explain_every_declared_option(game_id):
    text = rules_markdown(game_id)
    assert text.splitlines()[0] == f"# {GAMES[game_id].name}"
    options_part = text.split("## Options", 1)[1].lower()
    for option in GAMES[game_id].options:
        assert f"**{option_title(option).lower()}**" in options_part, option.name


def test_the_dialog_shows_the_rules_and_the_table_s_options(qtbot):
    dialog = RulesDialog("devils_bridge", {"hook": False})
    qtbot.addWidget(dialog)
    shown = dialog.browser.toPlainText()
    assert "Devil's Bridge" in shown and "forehead" in shown
    assert "At this table" in shown and "Hook: off (changed)" in shown
    assert dialog.windowTitle() == "Rules of Devil's Bridge"
    index = dialog.game_combo.findData("german_bridge")
    dialog.game_combo.setCurrentIndex(index)
    dialog.game_combo.activated.emit(index)
    assert "German Bridge" in dialog.browser.toPlainText()
    assert "At this table" not in dialog.markdown()


def test_an_unknown_game_is_refused():
    with pytest.raises(ValueError, match="unknown game 'poker'"):
        rules_markdown("poker")
