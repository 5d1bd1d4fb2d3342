"""The card-game engine: pure Python, standard library only, deterministic from seed + actions.

The API (see docs/engine.md)::

    from cardgame_gui.engine import GAMES, new_game, load_game, RuleError
"""

import importlib
import pkgutil

from . import games as _games
from .base import GAMES, Game, GameInfo, load_game, new_game, seat_name
from .cards import CODES, RANKS, SUITS, card_code, card_int
from .errors import RuleError
from .options import Option

# Every module in engine/games registers its game on import.
for _module in pkgutil.iter_modules(_games.__path__):
    importlib.import_module(f"{_games.__name__}.{_module.name}")

__all__ = ["GAMES", "Game", "GameInfo", "Option", "RuleError", "new_game", "load_game", "seat_name",
           "CODES", "RANKS", "SUITS", "card_code", "card_int"]
