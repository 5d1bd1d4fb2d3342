"""The one exception the engine raises for a refused action, and how messages quote what they were given."""

from __future__ import annotations

import reprlib

QUOTE_LIMIT = 80  # a message quotes at most this many characters of what it was given


class RuleError(ValueError):
    """An action the rules refuse. The message is a sentence a player can read in the status bar.

    The game state is unchanged when this is raised.
    """


class _ShortRepr(reprlib.Repr):
    """``reprlib`` with a cap on nesting and on huge ints (whose ``repr`` fails past 4,300 digits)."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel = 3
        self.maxstring = self.maxother = self.maxlong = QUOTE_LIMIT
        self.maxlist = self.maxtuple = self.maxdict = self.maxset = self.maxfrozenset = 8

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 200:  # about 60 digits: say how big rather than print it
            return f"{'-' if x < 0 else ''}<a number of about {int(x.bit_length() * 0.30103)} digits>"
        return super().repr_int(x, level)

    def repr_bool(self, x: bool, level: int) -> str:  # bool is an int subclass: keep True/False
        return repr(x)


_SHORT = _ShortRepr()


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` cut to about ``limit`` characters, safe for any value: huge ints, deep nesting,
    long strings and objects whose ``repr`` fails all give a short text."""
    try:
        text = _SHORT.repr(value)
    except Exception:  # a hostile __repr__: name the type only
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 1] + "…"
