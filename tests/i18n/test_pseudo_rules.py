"""The pseudo-locale walk of the rules dialog (F1): every word of its own goes through translation and fits.

The rules text itself is a file in the player's language (assets/rules/<lang>/, checked by
tests/ui/test_rules_translations.py), not a translated string: the walk reads the dialog's other texts, and
of the text view only the heading the dialog adds. The "At this table" lines are the rule card's
(session/rule_card.py, the engine area).
"""

from __future__ import annotations

import pytest

from cardgame_gui.engine import GAMES
from cardgame_gui.ui.rules_dialog import RulesDialog

from pseudo_locale import clipped_texts, needs_translation, pseudo_locale, untranslated_texts

TEXT_VIEW = "QTextBrowser(rulesText)"


def own_untranslated(dialog) -> list[tuple[str, str]]:
    return [(where, text) for where, text in untranslated_texts(dialog) if where != TEXT_VIEW]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_rules_dialog_in_pseudo_locale(qtbot, game_id):
    with pseudo_locale():
        dialog = RulesDialog(game_id, {})
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert own_untranslated(dialog) == []
        assert clipped_texts(dialog) == []
        heading = next(line for line in dialog.markdown().splitlines()[1:] if line.startswith("## "))
        assert not needs_translation(heading[3:])  # "At this table", above the rule card


def test_switching_games_in_pseudo_locale(qtbot):
    with pseudo_locale():
        dialog = RulesDialog("devils_bridge")
        qtbot.addWidget(dialog)
        dialog.show()
        for index in range(dialog.game_combo.count()):
            dialog.game_combo.setCurrentIndex(index)
            dialog.game_combo.activated.emit(index)
            assert own_untranslated(dialog) == []
            assert clipped_texts(dialog) == []


def test_a_game_without_its_rules_file_in_pseudo_locale(qtbot, tmp_path, monkeypatch):
    from cardgame_gui.ui import rules_dialog

    monkeypatch.setattr(rules_dialog, "RULES_DIR", tmp_path)
    with pseudo_locale():
        dialog = RulesDialog("german_bridge")
        qtbot.addWidget(dialog)
        dialog.show()
        assert own_untranslated(dialog) == []
        note = dialog.markdown().strip().splitlines()[-1]
        assert not needs_translation(note.strip("*"))  # "The full rules are not written yet."
