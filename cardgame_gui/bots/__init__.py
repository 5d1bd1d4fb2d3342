"""Bots: pure Python players that see one seat's view and the legal actions, never the hidden state.

    from cardgame_gui.bots import LEVELS, make_bot, available_levels
    bot = make_bot("casual", "devils_bridge", seed=1)
    action = bot.choose(view, legal_actions)

A bot class registers itself for a level and the games it can play with ``@register_bot``. Every module
in this package is imported here, so a new bot module only has to exist.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from typing import Callable

LEVELS = ("random", "casual", "expert")
ALL_GAMES = "*"

_BOTS: dict[tuple[str, str], type] = {}


class Bot:
    """Base class: ``choose(view, legal_actions)`` returns one of ``legal_actions``."""

    level = "random"

    def __init__(self, game_id: str, seed: int | None = None):
        self.game_id = game_id
        self.rng = random.Random(seed)

    def choose(self, view: dict, legal_actions: list[dict]) -> dict:
        """The seat must act (it is first in ``to_act``): return one of ``legal_actions``."""
        raise NotImplementedError

    def optional(self, view: dict, legal_actions: list[dict]) -> dict | None:
        """The seat may act but need not (it is in ``to_act`` behind the seat that must: a bid change, a
        "May I?" claim). Return one of ``legal_actions``, or ``None`` to let the chance go."""
        return None


def register_bot(level: str, games: tuple[str, ...] = (ALL_GAMES,)) -> Callable[[type], type]:
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r} (levels: {', '.join(LEVELS)})")

    def decorate(cls: type) -> type:
        cls.level = level
        for game_id in games:
            _BOTS[(level, game_id)] = cls
        return cls
    return decorate


def _bot_class(level: str, game_id: str) -> type | None:
    return _BOTS.get((level, game_id)) or _BOTS.get((level, ALL_GAMES))


def available_levels(game_id: str) -> tuple[str, ...]:
    """The levels that have a bot for this game, weakest first."""
    return tuple(level for level in LEVELS if _bot_class(level, game_id) is not None)


def make_bot(level: str, game_id: str, seed: int | None = None) -> Bot:
    from ..engine import GAMES

    if game_id not in GAMES:
        raise ValueError(f"unknown game {game_id!r}")
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r} (levels: {', '.join(LEVELS)})")
    cls = _bot_class(level, game_id)
    if cls is None:
        have = ", ".join(available_levels(game_id))
        raise ValueError(f"no {level} bot for {GAMES[game_id].name} yet (available: {have})")
    return cls(game_id, seed)


for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")
