"""What the window starts with: the table of the last game, seats a saved game may name, the Continue
question. Pure functions over settings and games (no widgets), used by ``main_window`` and ``app``.

    seats_to_config(seats, names=None) / seats_from_config(configs)  # controller seats (None = a person)
                                        #   ⇄ picker seats; a saved game's seats may carry a name
    names_from_config(configs) -> list | None   # those names (a closed LAN table's people), per seat
    seats_against_bots(players, level) -> list[dict]   # you in seat 0, bots of that level in the others
    launch_config(settings) -> dict     # the table the last game was played at, with the picker's default
                                        #   bots; a damaged or unusable memory gives the default game
    remember_last_game(settings, game, seats)   # seats as the picker returns them
    forget_last_game(settings)
    playable_seats(game, seats) -> (seats, changed)   # controller seats; a bot level this version lacks
                                        #   becomes the picker's default level; changed = those seat numbers
    continue_question(game) -> str      # "Continue your game of German Bridge (4 players, hand 3)?"
    seats_to_config(controller seats) / seats_from_config(picker seat dicts)   # the two ways of writing seats
    default_level(levels) -> str | None # the level new bot seats get: casual where there is one
    default_settings() -> QSettings     # the app's own settings
"""

from __future__ import annotations

import json

from PySide6.QtCore import QSettings

from ..engine import GAMES
from ..i18n import game_name, translate
from .saves import APPLICATION, ORGANIZATION

DEFAULT_GAME = "devils_bridge"
LAST_GAME_KEY = "table/last_game"


def seats_to_config(seats: list[str | None], names: list[str | None] | None = None) -> list[dict]:
    """Controller seats (None = a person, else a bot level) → the picker's seat dicts; ``names``: a name per
    seat that the game alone gives it (a closed LAN table's people), which a saved game keeps."""
    configs = [{"kind": "human", "level": None} if s is None else {"kind": "bot", "level": s} for s in seats]
    for config, name in zip(configs, names or ()):
        if name:
            config["name"] = name
    return configs


def names_from_config(seats: list[dict] | None) -> list[str | None] | None:
    """The names a saved game's seats have for that game (None for a seat without one); None: none has."""
    names = [seat.get("name") for seat in seats or ()]
    return names if any(names) else None


def seats_from_config(seats: list[dict] | None) -> list[str | None] | None:
    if seats is None:
        return None
    return [None if s.get("kind") == "human" else s.get("level") for s in seats]


def default_settings() -> QSettings:
    """The app's own settings (QSettings of organization and application "cardgame_gui")."""
    return QSettings(ORGANIZATION, APPLICATION)


def default_level(levels: tuple[str, ...]) -> str | None:
    """The level new bot seats get: "casual" where there is one, else the strongest there is."""
    if "casual" in levels:
        return "casual"
    return levels[-1] if levels else None


def seats_against_bots(players: int, level: str | None) -> list[dict]:
    return [{"kind": "human", "level": None}] + [{"kind": "bot", "level": level}] * (players - 1)


def launch_config(settings) -> dict:
    try:
        config = json.loads(str(settings.value(LAST_GAME_KEY, "null")))
        game_id, players = config["game"], config["players"]
        if not isinstance(game_id, str) or game_id not in GAMES or not isinstance(players, int):
            raise ValueError("no usable last game")
        info = GAMES[game_id]
        if not info.min_players <= players <= info.max_players:
            raise ValueError("no usable player count")
        options, seats = config.get("options") or {}, config.get("seats")
        if not isinstance(options, dict) or not isinstance(seats, list) or len(seats) != players:
            raise ValueError("no usable seats")
    except (ValueError, TypeError, KeyError, RecursionError):
        game_id, options, seats = DEFAULT_GAME, {}, None
        players = GAMES[game_id].default_players
    if seats is None:
        from ..bots import available_levels  # (loaded when needed: the command line may never need them)

        seats = seats_against_bots(players, default_level(available_levels(game_id)))
    return {"game": game_id, "players": players, "options": options, "seed": None, "seats": seats}


def remember_last_game(settings, game, seats: list[dict]) -> None:
    config = {"game": game.info.id, "players": game.players, "options": game.options, "seats": seats}
    try:
        settings.setValue(LAST_GAME_KEY, json.dumps(config))
    except (TypeError, ValueError):
        pass  # options that are not JSON: the next launch starts the default game


def forget_last_game(settings) -> None:
    settings.remove(LAST_GAME_KEY)


def playable_seats(game, seats: list | None) -> tuple[list | None, list[int]]:
    from ..bots import available_levels

    levels = available_levels(game.info.id)
    if seats is None or not levels:
        return seats, []
    seats = list(seats)
    changed = [s for s, level in enumerate(seats) if level is not None and level not in levels]
    for s in changed:
        seats[s] = default_level(levels)
    return seats, changed


def continue_question(game) -> str:
    done = len(game.view(None).get("history") or [])
    if game.info.id == "contract_rummy":
        question = translate("Startup", "Continue your game of {game} (%n player(s), round {number})?", game.players)
    else:
        question = translate("Startup", "Continue your game of {game} (%n player(s), hand {number})?", game.players)
    return question.format(game=game_name(game.info.id), number=done + 1)
