"""The hints are said in the player's words (issue 34): every sentence with a count that bots/hints.py says
is translated with its plural forms by session/hint.py, and a hint reads whole in English."""

from __future__ import annotations

import ast
from pathlib import Path

from cardgame_gui.bots import hints
from cardgame_gui.engine import new_game
from cardgame_gui.session.hint import _COUNTED, hint_message, say_words


def counted_templates() -> set[str]:
    tree = ast.parse(Path(hints.__file__).read_text(encoding="utf-8"))
    return {node.args[0].value for node in ast.walk(tree)
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "say" and node.args
            and isinstance(node.args[0], ast.Constant) and "%n" in str(node.args[0].value)}


def test_every_counted_hint_sentence_is_translated_with_its_plural_forms():
    assert counted_templates() == set(_COUNTED)


def test_a_counted_hint_reads_in_english_with_its_number():
    assert say_words(hints.say("you need %n more trick(s)", 1)) == "you need 1 more trick"
    assert say_words(hints.say("you need %n more trick(s)", 3)) == "you need 3 more tricks"


def test_the_hint_line_is_the_english_hint_when_no_translation_is_loaded():
    game = new_game("devils_bridge", 4, seed=5)
    seat = game.to_act()[0]
    view, legal = game.view(seat), game.legal_actions(seat)
    text = hints.hint(view, legal, seed=len(view.get("history") or []))["text"]
    assert hint_message(view, legal) == "Hint — " + text
