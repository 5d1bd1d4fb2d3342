"""The LAN's words in the player's language: a ``words.Said`` (a code and its arguments, as the host
sends them in protocol 3) rendered by the window that shows it.

    say(Said("room_full", room="Friday", seats=4))   # "Friday ist voll (4 Plätze)" with German loaded
    count("seconds", 30)                              # "30 Sekunden"
    bot_name("casual")                                # "Gelegenheitsspieler-Bot": a bot's seat name

A code this app does not know (a newer host's) shows the English sentence the frame carried.
"""

from __future__ import annotations

from ..i18n import game_name, translate, translate_noop
from .words import COUNTS, SENTENCES, Said


# A count argument's words (words.COUNTS), each language's plural forms ("1 Sekunde", "30 Sekunden")
_COUNT_PHRASES = {
    "seconds": lambda n: translate("LanCounts", "%n second(s)", n),
    "seats": lambda n: translate("LanCounts", "%n seat(s)", n),
    "tables": lambda n: translate("LanCounts", "%n table(s)", n),
    "connections": lambda n: translate("LanCounts", "%n connection(s)", n),
    "characters": lambda n: translate("LanCounts", "%n character(s)", n),
    "people": lambda n: translate("LanCounts", "%n person(s)", n),
    "attempts": lambda n: translate("LanCounts", "%n attempt(s)", n),
    "moves": lambda n: translate("LanCounts", "%n move(s)", n),
    "games": lambda n: translate("LanCounts", "%n game(s)", n),
    "connected_players": lambda n: translate("LanCounts", "%n connected player(s)", n),
    "more_requests": lambda n: translate("LanCounts", "%n more request(s)", n),
}


def count(kind: str, n: int) -> str:
    """A count argument in words, its plural form by the language's rules ("30 seconds", "1 person")."""
    phrase = _COUNT_PHRASES.get(kind)
    return phrase(n) if phrase else str(n)


# a bot level's words: (as an argument, the name of a bot's seat, the lobby's list)
_LEVELS = {
    "random": (translate_noop("LanWords", "a random bot"), translate_noop("LanWords", "Random bot"),
               translate_noop("LanWords", "Random")),
    "casual": (translate_noop("LanWords", "a casual bot"), translate_noop("LanWords", "Casual bot"),
               translate_noop("LanWords", "Casual")),
    "expert": (translate_noop("LanWords", "an expert bot"), translate_noop("LanWords", "Expert bot"),
               translate_noop("LanWords", "Expert")),
}
_ANY_LEVEL = (translate_noop("LanWords", "a bot"), translate_noop("LanWords", "Bot"), None)


def a_bot(level: str) -> str:
    """"an expert bot" in the player's words (a ``level`` argument)."""
    return translate("LanWords", _LEVELS.get(level, _ANY_LEVEL)[0])


def bot_name(level: str) -> str:
    """The name a host gives a bot's seat ("Casual bot"), in the player's words."""
    return translate("LanWords", _LEVELS.get(level, _ANY_LEVEL)[1])


def level_label(level: str) -> str:
    """A bot level as the lobby lists it ("Expert")."""
    return translate("LanWords", _LEVELS[level][2]) if level in _LEVELS else level.capitalize()


def argument(name: str, value) -> str:
    if name in COUNTS and isinstance(value, int) and not isinstance(value, bool):
        return count(name, value)
    if name in COUNTS and isinstance(value, float):  # (half a second: the plural form, the number as it is)
        return count(name, 2).replace("2", f"{value:g}", 1)
    if name == "game" and isinstance(value, str):
        return game_name(value)
    if name == "level" and isinstance(value, str):
        return a_bot(value)
    if isinstance(value, Said):
        return say(value)
    if isinstance(value, dict):
        return say(Said.from_data(value))
    return str(value)


def say(said: str) -> str:
    """``said`` in the player's language; a plain ``str`` (words without a code) as it is."""
    if not isinstance(said, Said) or said.code not in SENTENCES:
        return str(said)
    if said.code == "socket_error":
        return str(said)  # Qt's own words (already in the player's language) or an older peer's
    try:
        return translate("LanWords", SENTENCES[said.code]).format(
            **{key: argument(key, value) for key, value in said.data.items()})
    except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder: the English is right
        return str(said)
