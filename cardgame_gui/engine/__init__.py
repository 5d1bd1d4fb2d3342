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

# Every module in engine/games registers its game (its id is the module's name) when it is imported: the
# first time that game is asked for, so a program that plays one game loads only that game's rules.
GAMES.known(sorted(m.name for m in pkgutil.iter_modules(_games.__path__)),
            lambda game_id: importlib.import_module(f"{_games.__name__}.{game_id}"))

__all__ = ["GAMES", "Game", "GameInfo", "Option", "RuleError", "new_game", "load_game", "seat_name",
           "CODES", "RANKS", "SUITS", "card_code", "card_int"]
