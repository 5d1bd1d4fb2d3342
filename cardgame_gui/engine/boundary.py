"""What crosses the engine API: checked and copied at the boundary, never shared with a game's state.

Callers hand the engine actions, deal specs, options and seeds; they get back events, views and saved
text. Everything that comes in is copied into plain JSON data (``dict`` with text keys, ``list``, text,
whole numbers of at most 64 bits, finite floats, ``True``/``False``, ``None``) of bounded size and
nesting, so that nothing a caller keeps can change a game afterwards and a game that accepted an action
can always be saved. Everything that goes out is a fresh copy, so that nothing a caller changes reaches
the game. Refusals name the field and quote at most ``QUOTE_LIMIT`` characters of what was given.

The checks live here, on the way in and out of ``Game.apply`` / ``view`` / ``new_game`` / ``load_game``;
the bots' fast path (``clone``/``moves``/``step``) does not pass through them.
"""

from __future__ import annotations

import math
import reprlib

from .errors import RuleError

QUOTE_LIMIT = 80  # a message quotes at most this many characters of what it was given
SEED_LIMIT = 2**63  # seeds are whole numbers 0 <= seed < 2**63
NUMBER_LIMIT = 2**63  # whole numbers in actions and deal specs: -2**63 <= n < 2**63
MAX_TEXT = 64  # characters in one text value (card codes, action types and sources are far shorter)
MAX_DEPTH = 6  # nesting of lists and dicts below the action or deal spec itself
MAX_ITEMS = {"action": 500, "deal": 4000}  # list items and dict entries in one action or deal spec


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


class _Limits:
    __slots__ = ("error", "items")

    def __init__(self, error, items: int):  # error: text -> the exception to raise
        self.error = error
        self.items = items


def _plain(value, what: str, depth: int, limits: _Limits, spec=None):
    """A fresh plain-JSON copy of ``value``; with ``spec`` (the shape an action type defines: a tuple of
    keys, a dict of key -> spec, or ``[spec]`` for a list of such), dict keys it does not name are dropped."""
    kind = type(value)
    if kind is str:
        if len(value) > MAX_TEXT:
            raise limits.error(f"{what} is too long ({len(value)} characters): {quote(value)}")
        return value
    if kind is int:
        if not -NUMBER_LIMIT <= value < NUMBER_LIMIT:
            raise limits.error(f"{what} is too large a number: {quote(value)}")
        return value
    if value is None or kind is bool:
        return value
    if kind is float:
        if not math.isfinite(value):
            raise limits.error(f"{what} must be a finite number, not {quote(value)}")
        return value
    if kind is list or kind is tuple:
        if depth >= MAX_DEPTH:
            raise limits.error(f"{what} is nested more than {MAX_DEPTH} levels deep")
        limits.items -= len(value)
        if limits.items < 0:
            raise limits.error(f"{what} holds too many items: {quote(value)}")
        item_spec = spec[0] if type(spec) is list else None
        return [_plain(item, what, depth + 1, limits, item_spec) for item in value]
    if kind is dict:
        if depth >= MAX_DEPTH:
            raise limits.error(f"{what} is nested more than {MAX_DEPTH} levels deep")
        limits.items -= len(value)
        if limits.items < 0:
            raise limits.error(f"{what} holds too many entries: {quote(value)}")
        if type(spec) is tuple:
            spec = dict.fromkeys(spec)
        copy = {}
        for key, item in value.items():
            if type(key) is not str or len(key) > MAX_TEXT:
                raise limits.error(f"{what} has a key that is not a short text: {quote(key)}")
            if type(spec) is dict:
                if key not in spec:
                    continue
                copy[key] = _plain(item, what, depth + 1, limits, spec[key])
            else:
                copy[key] = _plain(item, what, depth + 1, limits)
        return copy
    # subclasses of the plain types (an IntEnum, a str subclass) are written as JSON writes them
    for plain in (bool, int, float, str):
        if isinstance(value, plain):
            return _plain(plain(value), what, depth, limits, spec)
    if isinstance(value, (list, tuple, dict)):
        return _plain(dict(value) if isinstance(value, dict) else list(value), what, depth, limits, spec)
    raise limits.error(f"{what} must be plain data (text, numbers, lists), not {quote(value)}")


def clean_action(action, fields: dict) -> tuple[dict, dict]:
    """Two fresh plain-JSON copies of the action (one for the game, one for its log, so that the game
    may keep parts of its copy in its state) keeping only ``type`` and the keys its type defines in
    ``fields`` (a game's ``ACTION_FIELDS``: type -> tuple of keys, or dict of key -> nested shape); a type
    the game does not declare keeps every key (the game refuses it). ``RuleError`` naming the field for
    data that is not plain JSON, too long, too large or nested too deeply."""
    if type(action) is not dict or type(action.get("type")) is not str:
        if isinstance(action, dict) and isinstance(action.get("type"), str):  # a dict or str subclass
            return clean_action({str(k) if isinstance(k, str) else k: v for k, v in action.items()}
                                | {"type": str(action["type"])}, fields)
        raise RuleError(f"An action must be a dict with a 'type', not {quote(action)}", "malformed")
    kind = action["type"]
    if len(kind) > MAX_TEXT:
        raise RuleError(f"There is no action {quote(kind)}", "malformed")
    spec = fields.get(kind)
    if spec is None:  # not declared: every key, checked (the game refuses a type it does not know)
        spec = {key: None for key in action if type(key) is str and key != "type"}
    clean = {"type": kind}
    limits = None
    for key in spec:
        if key not in action:
            continue
        value = action[key]
        value_type = type(value)
        if value_type is str:
            if len(value) <= MAX_TEXT:
                clean[key] = value  # the common case, checked inline: a card code
                continue
        elif value_type is int:
            if -NUMBER_LIMIT <= value < NUMBER_LIMIT:
                clean[key] = value  # the other common case: a number
                continue
        if limits is None:
            limits = _Limits(_malformed, MAX_ITEMS["action"])
        shape = spec[key] if type(spec) is dict else None
        clean[key] = _plain(value, f"The action's {quote(key, 24)}", 0, limits, shape)
    return clean, (clean.copy() if limits is None else copy_plain(clean))


def _malformed(text: str) -> RuleError:
    return RuleError(text, "malformed")


def clean_deal(deal):
    """A ``deal=`` spec as a fresh plain-JSON copy (``None`` stays ``None``); ``ValueError`` naming it."""
    if deal is None:
        return None
    return _plain(deal, "deal", 0, _Limits(ValueError, MAX_ITEMS["deal"]))


_SCALARS = frozenset((str, int, bool, float, type(None)))


def copy_plain(value):
    """A fresh copy of plain JSON data (the engine's own events and views): no checks, every list and
    dict new, so what a caller changes never reaches the game."""
    kind = type(value)
    if kind is dict:
        return {key: item if type(item) in _SCALARS else copy_plain(item) for key, item in value.items()}
    if kind is list or kind is tuple:
        return [item if type(item) in _SCALARS else copy_plain(item) for item in value]
    return value


def copy_events(events: list[dict]) -> list[dict]:
    """``copy_plain`` for the list of event dicts ``apply`` returns, faster for the usual flat event."""
    copies = []
    for event in events:
        copy = event.copy()
        for key, item in event.items():
            if type(item) is list or type(item) is dict or type(item) is tuple:
                copy[key] = copy_plain(item)
        copies.append(copy)
    return copies


def check_seed(seed) -> int:
    """``seed`` if it is a whole number 0 <= seed < 2**63, else ``ValueError`` saying so."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be a whole number, not {quote(seed)}")
    if not 0 <= seed < SEED_LIMIT:
        raise ValueError(f"seed must be a whole number from 0 to 2**63 - 1, not {quote(seed)}")
    return int(seed)
