"""The table's hint: what the expert would do in your seat, and why, in one line for the status bar.

``hint_message(view, legal, allowed)`` is the text the window shows when you press H (Help → Hint). The
choice and its reason come from ``bots/hints.py`` (pure Python, your view only) as a ``Say``: an English
template marked for the translators and what fills it; ``say_words`` puts it into the player's language.
This module adds the words for the cases where there is no hint to give. A table decides whether hints
are allowed: the setting "View → Allow hints" at home; a network table's controller can say no with
``allows_hints``.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, QObject

from ..bots.hints import Say, Words, hint, render
from ..i18n import current_language, translate
from .messages import bid_label, card_label, counted, suit_word

SETTING = "table/hints"


class Hints(QObject):
    """The hints' sentences with a count, with their plural forms (context "Hints"; see ``messages.counted``):
    bots/hints.py, which loads no Qt, leaves them unmarked and ``_COUNTED`` finds them by their English."""

    def need(self, n: int) -> str:
        return self.tr("you need %n more trick(s)", None, n)

    def have(self, n: int) -> str:
        return self.tr("you have your %n trick(s)", None, n)

    def side_needs(self, n: int) -> str:
        return self.tr("your side needs %n more trick(s)", None, n)

    def declarer_needs(self, n: int) -> str:
        return self.tr("the declarer's side needs %n more trick(s)", None, n)

    def takers_need(self, n: int) -> str:
        return self.tr("the takers need %n more trick(s) to reach your {level}", None, n)

    def expect_hooked(self, n: int) -> str:
        return self.tr("you can expect about {estimate} tricks (with %n trump(s)); as dealer you may not bid "
                       "{barred}, and in the deals tried {tricks} scores best.", None, n)

    def expect(self, n: int) -> str:
        return self.tr("you can expect about {estimate} tricks (with %n trump(s)), and in the deals tried {tricks} "
                       "scores best.", None, n)


_HINTS = Hints()
_COUNTED = {
    "you need %n more trick(s)": _HINTS.need,
    "you have your %n trick(s)": _HINTS.have,
    "your side needs %n more trick(s)": _HINTS.side_needs,
    "the declarer's side needs %n more trick(s)": _HINTS.declarer_needs,
    "the takers need %n more trick(s) to reach your {level}": _HINTS.takers_need,
    "you can expect about {estimate} tricks (with %n trump(s)); as dealer you may not bid {barred}, and in the "
    "deals tried {tricks} scores best.": _HINTS.expect_hooked,
    "you can expect about {estimate} tricks (with %n trump(s)), and in the deals tried {tricks} scores best.":
        _HINTS.expect,
}


def _sentence(template: str, n: int) -> str:
    if template in _COUNTED:
        return counted(_COUNTED[template](n), n)
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
