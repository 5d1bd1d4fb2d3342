"""The table's hint: what the expert would do in your seat, and why, in one line for the status bar.

``hint_message(view, legal, allowed)`` is the text the window shows when you press H (Help → Hint). The
choice and its reason come from ``bots/hints.py`` (pure Python, your view only) as a ``Say``: an English
template marked for the translators and what fills it; ``say_words`` puts it into the player's language.
This module adds the words for the cases where there is no hint to give. A table decides whether hints
are allowed: the setting "View → Allow hints" at home; a network table's controller can say no with
``allows_hints``.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from ..bots.hints import Say, Words, hint, render
from ..i18n import current_language, translate
from .messages import bid_label, card_label, suit_word

SETTING = "table/hints"


# The hints' sentences with a count (bots/hints.py, which loads no Qt, leaves them unmarked; they are found
# by their English): each a translate() with its count, so that each language's plural forms apply.
_COUNTED = {
    "you need %n more trick(s)": lambda n: translate("Hints", "you need %n more trick(s)", n),
    "you have your %n trick(s)": lambda n: translate("Hints", "you have your %n trick(s)", n),
    "your side needs %n more trick(s)": lambda n: translate("Hints", "your side needs %n more trick(s)", n),
    "the declarer's side needs %n more trick(s)":
        lambda n: translate("Hints", "the declarer's side needs %n more trick(s)", n),
    "the takers need %n more trick(s) to reach your {level}":
        lambda n: translate("Hints", "the takers need %n more trick(s) to reach your {level}", n),
    "you can expect about {estimate} tricks (with %n trump(s)); as dealer you may not bid {barred}, and in the "
    "deals tried {tricks} scores best.":
        lambda n: translate("Hints", "you can expect about {estimate} tricks (with %n trump(s)); as dealer you may "
                                     "not bid {barred}, and in the deals tried {tricks} scores best.", n),
    "you can expect about {estimate} tricks (with %n trump(s)), and in the deals tried {tricks} scores best.":
        lambda n: translate("Hints", "you can expect about {estimate} tricks (with %n trump(s)), and in the deals "
                                     "tried {tricks} scores best.", n),
}


def _sentence(template: str, n: int) -> str:
    if template in _COUNTED:
        return _COUNTED[template](n)
    return translate("Hints", template)


def _decimal(number: float) -> str:
    """"1.4" as the player's language writes it ("1,4")."""
    return QLocale(current_language()).toString(number, "f", 1)


_WORDS = Words(_sentence, card_label, suit_word, lambda level, strain: bid_label(f"{level}{strain}"), _decimal)


def say_words(words: Say) -> str:
    """A hint's ``Say`` in the player's language."""
    return render(words, _WORDS)


def hint_message(view: dict | None, legal: list[dict], allowed: bool = True) -> str:
    if not allowed:
        return translate("HintMessage", "Hints are off at this table.")
    if view is None or view.get("over"):
        return (translate("HintMessage", "No hint: the game is over.") if view
                else translate("HintMessage", "No hint: no game is in play."))
    if not legal:
        return translate("HintMessage", "No hint: it is not your turn.")
    words = hint(view, legal, seed=len(view.get("history") or []))["words"]
    return translate("HintMessage", "Hint — {hint}").format(hint=say_words(words))
