"""The LAN protocol's messages: their types, fields and field types, checked before anything acts on them.

    check(message, CLIENT_MESSAGES)   # -> message, or MessageError naming the type and the field
    hello(name="Ann")                 # {"type": "hello", "protocol": 3, "app": "0.1.0", "name": "Ann"}

Pure Python (no Qt). Every message is a JSON object with a ``type``; ``docs/protocol.md`` lists each one
with an example. ``CLIENT_MESSAGES`` are what a host accepts from a client, ``HOST_MESSAGES`` what a client
accepts from a host. A field spec is ``(types, required)``; ``int`` never accepts a bool, and a missing
optional field is the same as ``null``.
"""

from __future__ import annotations

import json
from collections import Counter

from .. import __version__
from .words import Said

# 2: the notice message, strict JSON (numbers of at most 30 digits), one table per app host; 3: what a person
# reads travels as a code with its arguments (``words.py``), each window says it in its player's language
PROTOCOL_VERSION = 3
NAME_LIMIT = 24  # characters in a player's or a table's name
CHAT_LIMIT = 300  # characters in one chat line
NOTICE_MARK = "✦"  # starts the table's own lines in a chat; no player's line or name starts with it
ECHO_LIMIT = 2048  # bytes of a client's action a ``rejected`` sends back

_OPT = False
_REQ = True
_NONE = type(None)
# protocol 3: a message a person reads carries its code and arguments (``words.Said``) beside the English
_WORDS = {"code": ((str,), _OPT), "data": ((dict, _NONE), _OPT)}

CLIENT_MESSAGES: dict[str, dict[str, tuple[tuple[type, ...], bool]]] = {
    "hello": {"protocol": ((int,), _REQ), "app": ((str,), _REQ), "name": ((str,), _REQ),
              "token": ((str, _NONE), _OPT)},
    "ping": {"t": ((int, float), _OPT)},
    "pong": {"t": ((int, float), _OPT)},
    "create": {"name": ((str,), _OPT), "invite_only": ((bool,), _OPT), "code": ((str, _NONE), _OPT)},
    "join": {"room": ((str, _NONE), _OPT), "code": ((str, _NONE), _OPT)},
    "leave": {},
    "ready": {},
    "configure": {"game": ((str,), _REQ), "players": ((int,), _REQ), "options": ((dict,), _OPT),
                  "bot_level": ((str,), _OPT), "grace": ((int, float), _OPT)},
    "start": {},
    "remove": {"seat": ((int,), _REQ)},
    "action": {"action": ((dict,), _REQ)},
    "chat": {"text": ((str,), _REQ)},
    "watch": {"room": ((str, _NONE), _OPT), "code": ((str, _NONE), _OPT)},
    "bye": {"reason": ((str,), _OPT), "lost": ((bool,), _OPT), **_WORDS},
}

HOST_MESSAGES: dict[str, dict[str, tuple[tuple[type, ...], bool]]] = {
    "welcome": {"protocol": ((int,), _REQ), "app": ((str,), _REQ), "token": ((str,), _REQ),
                "rooms": ((list,), _REQ)},
    "ping": {"t": ((int, float), _OPT)},
    "pong": {"t": ((int, float), _OPT)},
    "error": {"message": ((str,), _REQ), "refused": ((str, _NONE), _OPT), **_WORDS},
    "room": {"room": ((dict, _NONE), _REQ), "you": ((int, _NONE), _OPT)},
    "started": {"seat": ((int, _NONE), _REQ), "game": ((str,), _REQ), "players": ((int,), _REQ),
                "options": ((dict,), _REQ), "seats": ((list,), _REQ), "view": ((dict,), _REQ),
                "legal": ((list,), _REQ), "commitment": ((str, _NONE), _OPT), "moves": ((int,), _OPT)},
    "log": {"events": ((list,), _REQ), "moves": ((list,), _OPT)},
    "update": {"seat": ((int,), _REQ), "action": ((dict,), _REQ), "events": ((list,), _REQ),
               "view": ((dict,), _REQ), "legal": ((list,), _REQ)},
    "rejected": {"reason": ((str,), _REQ), "action": ((dict, _NONE), _OPT), **_WORDS},
    "chat": {"name": ((str,), _REQ), "text": ((str,), _REQ)},
    "bye": {"reason": ((str,), _REQ), "lost": ((bool,), _OPT), **_WORDS},
    "seats": {"seats": ((list,), _REQ), "view": ((dict,), _REQ), "legal": ((list,), _OPT)},
    "reveal": {"seed": ((int,), _REQ), "salt": ((str,), _REQ)},
    "notice": {"text": ((str,), _REQ), **_WORDS},
}


class MessageError(ValueError):
    """A well-framed message that is not one of the protocol's, or has a missing or mistyped field."""


def _type_names(types: tuple[type, ...]) -> str:
    names = {int: "a whole number", float: "a number", str: "text", bool: "true or false", dict: "an object",
             list: "a list", _NONE: "null"}
    return " or ".join(names[t] for t in types)


def _is(value, types: tuple[type, ...]) -> bool:
    if isinstance(value, bool):
        return bool in types
    return isinstance(value, types)


def check(message: dict, schema: dict) -> dict:
    """``message`` if its type is in ``schema`` and every field has the right type; else ``MessageError``.
    Unknown extra fields are allowed (a newer peer may add some), unknown types are not."""
    if not isinstance(message, dict):
        raise MessageError(f"a message must be an object, not {type(message).__name__}")
    kind = message.get("type")
    if not isinstance(kind, str):
        raise MessageError("a message needs a 'type' (text)")
    fields = schema.get(kind)
    if fields is None:
        raise MessageError(f"unknown message type {quote(kind)!r}")
    for name, (types, required) in fields.items():
        if name not in message:
            if required:
                raise MessageError(f"'{kind}' needs the field '{name}' ({_type_names(types)})")
            continue
        if not _is(message[name], types):
            raise MessageError(f"'{kind}' field '{name}' must be {_type_names(types)}, "
                               f"not {type(message[name]).__name__}")
    return message


def quote(text, limit: int = 40) -> str | None:
    """A peer's own text as a reply may repeat it: at most ``limit`` characters, a longer one cut and
    marked with "…" (replies never echo a client's text whole: they must fit the frame cap). None stays None."""
    if text is None:
        return None
    text = str(text)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def echo(action, limit: int = ECHO_LIMIT):
    """A client's action as a ``rejected`` may send it back: itself when its JSON is at most ``limit``
    bytes, else None (the client knows what it sent; a padded action is not sent back whole)."""
    try:
        size = len(json.dumps(action, ensure_ascii=False, allow_nan=False).encode("utf-8"))
    except (TypeError, ValueError, RecursionError):
        return None
    return action if size <= limit else None


RESERVED_NAMES = ("table", "host", "server", "system", "notice", "admin")  # a guest may not pass for the host


def guest_name(name: str) -> str:
    """A guest's name that cannot pass for the host's own words: the notice mark taken off the front, and a
    name kept for the host ("Table", "Host" … in any case) marked "Host (player)"."""
    name = name.lstrip(NOTICE_MARK + " ") or "Player"
    return f"{name} (player)" if name.casefold() in RESERVED_NAMES else name


# printable characters that show nothing (``str.isprintable`` already refuses the format characters, such as
# zero-width spaces and joiners): a name holding one would look like another name without it
INVISIBLE = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180f\u2800\u3164\uffa0") \
    | {chr(code) for code in range(0xFE00, 0xFE10)} | {chr(code) for code in range(0xE0100, 0xE01F0)}


def clean_name(name: str, fallback: str = "Player") -> str:
    """A name fit to show: control and invisible characters dropped, spaces squeezed, at most ``NAME_LIMIT``
    characters."""
    text = "".join(ch for ch in name if ch.isprintable() and ch not in INVISIBLE)
    text = " ".join(text.split())[:NAME_LIMIT]
    return text or fallback


def distinct_names(names: list[str]) -> list[str]:
    """Names that say whom they mean: a name two seats share gets its seat number ("Random bot 3"; short,
    so that a seat's panel shows it whole)."""
    counts = Counter(names)
    return [name if counts[name] == 1 else f"{name} {seat}" for seat, name in enumerate(names, 1)]


def seat_flags(seats: list) -> list[tuple]:
    """Per seat of a ``seats`` frame: (bot, away) — what changes a seat's label when it changes."""
    return [(s.get("bot"), s.get("away")) if isinstance(s, dict) else (None, None) for s in seats]


def hello(name: str, token: str | None = None, protocol: int = PROTOCOL_VERSION,
          app: str = __version__) -> dict:
    message = {"type": "hello", "protocol": protocol, "app": app, "name": name}
    if token is not None:
        message["token"] = token
    return message


def version_refusal(host_protocol: int, host_app: str, client_protocol: int, client_app: str) -> Said:
    """Why a ``hello`` of another protocol is refused, both versions named, and whose app to update: the
    guest's when it is older ("update your app"), else the host's."""
    code = "update_your_app" if client_protocol < host_protocol else "update_host_app"
    return Said(code, theirs=host_protocol, their_app=host_app, ours=client_protocol, our_app=client_app)
