"""The one exception the engine raises for a refused action."""

from __future__ import annotations


class RuleError(ValueError):
    """An action the rules refuse; the game state is unchanged when this is raised.

    ``str(error)`` is an English sentence for logs, saved games and tests. ``code`` (a short word such as
    ``"must_follow"``) and ``data`` (JSON-able: seat numbers, card codes, numbers, words of the rules) say
    the same for a window to put in its player's language (``session.messages.refusal_text``) and for the
    host to send a guest (protocol 3).
    """

    def __init__(self, text: str, code: str = "refused", **data) -> None:
        super().__init__(text)
        self.code = code
        self.data = data
