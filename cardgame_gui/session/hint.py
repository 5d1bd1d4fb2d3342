"""The table's hint: what the expert would do in your seat, and why, in one line for the status bar.

``hint_message(view, legal, allowed)`` is the text the window shows when you press H (Help → Hint). The
choice and its reason come from ``bots/hints.py`` (pure Python, your view only); this module adds the
words for the cases where there is no hint to give. A table decides whether hints are allowed: the
setting "View → Allow hints" at home; a network table's controller can say no with ``allows_hints``.
"""

from __future__ import annotations

from ..bots.hints import hint

SETTING = "table/hints"


def hint_message(view: dict | None, legal: list[dict], allowed: bool = True) -> str:
    if not allowed:
        return "Hints are off at this table."
    if view is None or view.get("over"):
        return "No hint: the game is over." if view else "No hint: no game is in play."
    if not legal:
        return "No hint: it is not your turn."
    return "Hint — " + hint(view, legal, seed=len(view.get("history") or []))["text"]
