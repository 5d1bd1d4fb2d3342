"""The options in the player's words, and the rule card: shared by the picker, the tables, the LAN lobby
and the rules dialog (no widgets here, so the table shows its rule card without loading the picker).

    rule_card_text(game_id, options) -> str   # every option's title and value in words, one per line
    matching_preset(info, options) -> str | None   # the preset the options are, e.g. "classic"
    option_title(option) -> str         # "forehead_last_hand" -> "Forehead last hand"
    option_value_text(option, value) -> str
    zero_meaning(option) -> str         # what 0 means for a whole-number option ("" if its description is silent)
    rule_card_lines(info, view, seats)   # the rule card at the table, with the hand under way
"""

from __future__ import annotations

import re

from ..engine import GAMES
from ..engine.options import Option

_WORDS = {"i": "I", "nt": "NT"}
# The player's words where the engine's option name is its own (descriptions and choice labels are
# worded in the engine's option declarations)
_TITLES = {"may_i_penalty": "Cards a May I? costs"}
_ZERO_MEANS = re.compile(r"\(0\s*[:=]\s*([^)]*)\)")


def option_title(option: Option) -> str:
    if option.name in _TITLES:
        return _TITLES[option.name]
    words = [_WORDS.get(w, w) for w in option.name.split("_")]
    words[0] = words[0][:1].upper() + words[0][1:]
    return " ".join(words)


def option_value_text(option: Option, value) -> str:
    if option.kind == "bool":
        return "on" if value else "off"
    if option.kind == "choice":
        return str(option.labels.get(value, str(value).replace("_", " ")))
    if value == 0 and zero_meaning(option):
        return f"0 ({zero_meaning(option)})"
    return str(value)


def zero_meaning(option: Option) -> str:
    """What 0 means for a whole-number option whose description says "(0: ...)", shortened to its first
    clause ("one full cycle"); "" if the description says nothing about 0."""
    zero = _ZERO_MEANS.search(option.description)
    return zero.group(1).split(",")[0].strip() if zero else ""


def _with_defaults(info, options: dict | None) -> dict:
    values = {opt.name: opt.default for opt in info.options}
    values.update(options or {})
    return values


def matching_preset(info, options: dict | None) -> str | None:
    """The name of the first of ``info.presets`` that ``options`` (missing ones at their default) are
    exactly, or None for a custom set."""
    values = _with_defaults(info, options)
    for name, preset in info.presets.items():
        if _with_defaults(info, preset) == values:
            return name
    return None


def rule_card_text(game_id: str, options: dict) -> str:
    """The rule card: the game's name, then one line per declared option, "Title: value"; a value that
    differs from the default is marked "(changed)". When the options are one of the game's presets, the
    preset's values are that table's defaults (Classic Contract Rummy's 2 decks is no change). Unknown
    games or options raise ValueError."""
    if game_id not in GAMES:
        raise ValueError(f"unknown game {game_id!r} (known games: {', '.join(sorted(GAMES))})")
    info = GAMES[game_id]
    unknown = sorted(set(options or {}) - {opt.name for opt in info.options})
    if unknown:
        raise ValueError(f"{info.name} has no option {unknown[0]!r}")
    lines = [info.name]
    preset = matching_preset(info, options)
    defaults = _with_defaults(info, info.presets[preset] if preset else None)
    for opt in info.options:
        value = (options or {}).get(opt.name, opt.default)
        mark = "" if value == defaults[opt.name] else " (changed)"
        lines.append(f"{option_title(opt)}: {option_value_text(opt, value)}{mark}")
    return "\n".join(lines)


def rule_card_lines(info, view: dict, seats: int) -> list[str]:
    """The rule card at the table: the game and players, the hand under way (or how many were played, at
    game over), then every option in words."""
    if info is None:
        return []
    try:
        lines = rule_card_text(info.id, view.get("options") or {}).splitlines()
    except ValueError:
        lines = [info.name]
    lines[0] = f"{info.name} · {view.get('players', seats)} players"
    total = view.get("hands_total")
    if view.get("over"):
        played = len(view.get("history") or []) or total
        lines.insert(1, f"Game over after {played} hand{'' if played == 1 else 's'}" if played else "Game over")
    elif view.get("hand_number"):
        size = view.get("hand_size")
        line = f"Hand {view['hand_number']} of {total or '?'}"
        if isinstance(size, int):
            line += f" · {size} card{'' if size == 1 else 's'} each"
        lines.insert(1, line)
    return lines
