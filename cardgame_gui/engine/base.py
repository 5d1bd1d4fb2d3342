"""The game registry, the ``Game`` base class behind the engine API, and saved-game JSON.

A game module subclasses ``Game`` and registers itself with ``@register(GameInfo(...))``. The base class
owns what every game shares: seat checks, the action log, JSON round trip by replay, and the turn guard.
Each game supplies the phase methods (``_legal``, ``_apply``), its view, its score sheet and a snapshot of
its full state (``_state``) that saved games use to prove a replay reproduced the game exactly.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from collections.abc import Mapping
from typing import Any, Callable

from .boundary import check_seed, clean_action, clean_deal, copy_events, copy_plain, quote
from .errors import RuleError
from .options import Option, resolve_options

SAVE_FORMAT = "cardgame_gui/1"
COMPASS = ("South", "West", "North", "East")  # four seats, clockwise from the bottom of the table


def seat_name(seat: int, players: int) -> str:
    """How messages name a seat: compass points at a four-seat table, 'Player N' otherwise."""
    if players == 4:
        return COMPASS[seat]
    return f"Player {seat + 1}"


@dataclass(frozen=True)
class GameInfo:
    id: str
    name: str
    min_players: int
    max_players: int
    options: tuple[Option, ...]
    presets: dict[str, dict] = field(default_factory=dict)
    default_players: int = 4
    description: str = ""

    def option(self, name: str) -> Option:
        for opt in self.options:
            if opt.name == name:
                return opt
        raise ValueError(f"{self.name} has no option {quote(name)}")


class GameRegistry(Mapping):
    """``GAMES``: game id → ``GameInfo``. Each game's module registers its game when it is imported, and it
    is imported when first asked for (``GAMES["devils_bridge"]``, ``new_game``, ``load_game``): the ids are
    the module names of ``engine/games`` (``known``), so listing them (``sorted(GAMES)``, ``id in GAMES``)
    loads nothing, and ``values()`` / ``items()`` load every game."""

    def __init__(self):
        self._infos: dict[str, GameInfo] = {}
        self._classes: dict[str, type[Game]] = {}
        self._load: Callable[[str], None] = lambda game_id: None
        self._known: tuple[str, ...] = ()

    def known(self, ids, load: Callable[[str], None]) -> None:
        """The game ids there are, and how to load one (import its module)."""
        self._known, self._load = tuple(ids), load

    def add(self, info: GameInfo, cls: type[Game]) -> None:
        self._infos[info.id] = info
        self._classes[info.id] = cls

    def game_class(self, game_id: str) -> type[Game]:
        self[game_id]  # noqa: B018  (loads it)
        return self._classes[game_id]

    def __getitem__(self, game_id: str) -> GameInfo:
        if game_id not in self._infos and game_id in self._known:
            self._load(game_id)
        return self._infos[game_id]

    def __contains__(self, game_id) -> bool:
        return game_id in self._infos or game_id in self._known

    def __iter__(self):
        return iter(dict.fromkeys([*self._known, *self._infos]))

    def __len__(self) -> int:
        return len(set(self._known) | set(self._infos))


GAMES = GameRegistry()


def register(info: GameInfo) -> Callable[[type["Game"]], type["Game"]]:
    def decorate(cls: type[Game]) -> type[Game]:
        cls.info = info
        GAMES.add(info, cls)
        return cls
    return decorate


class Game:
    """One game in progress. See ``docs/engine.md`` for the API contract."""

    info: GameInfo
    over: bool  # True once the game has ended (an attribute or a property of the subclass)
    # The keys each action type defines besides "type" (a tuple of keys, or a dict of key -> the shape of
    # its value: None for any, a tuple/dict for a dict with those keys, [shape] for a list of them).
    # ``apply`` drops every other key before the game sees the action and before it is logged.
    ACTION_FIELDS: dict[str, tuple | dict] = {}

    def __init__(self, players: int, options: dict, seed: int, deal: dict | None = None):
        self.players = players
        self.options = options
        self.seed = seed
        self.deal_spec = copy_plain(deal)  # the saved copy: nothing the caller or _setup changes reaches it
        self.rng = random.Random(seed)
        self.log: list[list] = []
        self._setup(copy_plain(deal))

    # ----- the engine API -------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        raise NotImplementedError

    def legal_actions(self, seat: int) -> list[dict]:
        self._check_seat_number(seat)
        if self.over or seat not in self.to_act():
            return []
        return self._legal(seat)

    def apply(self, seat: int, action: dict) -> list[dict]:
        self._check_seat_number(seat)
        action, logged = clean_action(action, self.ACTION_FIELDS)  # plain copies, only the defined keys
        if self.over:
            raise RuleError("The game is over", "game_over")
        waiting = self.to_act()
        if seat not in waiting:
            names = " or ".join(self.name(s) for s in waiting)
            raise RuleError(f"It is not {self.name(seat)}'s turn: waiting for {names}", "not_your_turn", seat=seat,
                            waiting=list(waiting))
        events = self._apply(seat, action)
        self.log.append([seat, logged])
        return copy_events(events)  # the game may keep what its events hold (a score row, a list)

    def view(self, seat: int | None) -> dict:
        if seat is not None:
            self._check_seat_number(seat)
        return copy_plain(self._view(seat))

    lowest_wins = False  # True where the lowest total wins (penalty-point games such as Contract Rummy)

    def scores(self) -> list[int]:
        """Running total per seat (kept by subclasses in ``scores_``)."""
        return list(self.scores_)

    def winners(self) -> list[int]:
        """Seats with the best total (ties share the win); empty until the game is over."""
        if not self.over:
            return []
        best = min(self.scores_) if self.lowest_wins else max(self.scores_)
        return [s for s in range(self.players) if self.scores_[s] == best]

    def hidden_cards(self, seat: int | None) -> list[str]:
        """Codes of cards that ``seat`` may not see now, of which no copy is visible to it."""
        raise NotImplementedError

    def card_census(self) -> dict[str, list[str]]:
        """Every card of the game's deck(s) by place (each hand, trick, stock, ...): the contract test
        checks that together they are exactly ``deck_codes()``."""
        raise NotImplementedError

    def deck_codes(self) -> list[str]:
        """The codes of every card the game is played with (two copies of a code with two decks)."""
        raise NotImplementedError

    def to_json(self) -> str:
        return json.dumps({
            "format": SAVE_FORMAT,
            "game": self.info.id,
            "players": self.players,
            "options": self.options,
            "seed": self.seed,
            "deal": self.deal_spec,
            "actions": self.log,
            "state": self._state(),
        }, separators=(",", ":"))

    def name(self, seat: int) -> str:
        return seat_name(seat, self.players)

    def _copy(self, lists: tuple[str, ...], nested: tuple[str, ...] = (), this_hand_only: bool = False,
              keep_rng: bool = False):
        """The shared start of a game's fast-path ``clone``: every field copied shallowly, fresh copies of
        the list fields named in ``lists`` and of the lists of lists named in ``nested``, and a random
        generator of its own — none for a copy that ends with this hand (it deals no more) unless
        ``keep_rng`` (a game that shuffles within a hand). A copy of such a copy also ends with the hand."""
        this_hand_only = this_hand_only or getattr(self, "this_hand_only", False)
        fields = dict(self.__dict__)
        for field_name in lists:
            fields[field_name] = fields[field_name][:]
        for field_name in nested:
            fields[field_name] = [item[:] for item in fields[field_name]]
        fields["this_hand_only"] = this_hand_only
        if this_hand_only and not keep_rng:
            fields["rng"] = None
        else:
            fields["rng"] = random.Random(0)  # a fixed seed costs less than one from the system; setstate
            fields["rng"].setstate(self.rng.getstate())  # then replaces the whole state
        other = object.__new__(type(self))
        other.__dict__.update(fields)
        return other

    # ----- for subclasses ---------------------------------------------------------------------------
    def _setup(self, deal: dict | None) -> None:
        raise NotImplementedError

    def _legal(self, seat: int) -> list[dict]:
        raise NotImplementedError

    def _apply(self, seat: int, action: dict) -> list[dict]:
        """Check the action completely, then change the state; raise RuleError before any change."""
        raise NotImplementedError

    def _view(self, seat: int | None) -> dict:
        raise NotImplementedError

    def _state(self) -> dict:
        """The full state as JSON-safe data (hidden cards included): saved games check replays by it."""
        raise NotImplementedError

    def _check_seat_number(self, seat: Any) -> None:
        if type(seat) is not int or not 0 <= seat < self.players:  # bool is not a seat
            raise RuleError(f"There is no seat {quote(seat)} at a table of {self.players}", "malformed")


def _game_class(game_id: str) -> type[Game]:
    try:
        return GAMES.game_class(game_id)
    except (KeyError, TypeError):
        known = ", ".join(sorted(GAMES))
        raise ValueError(f"unknown game {quote(game_id)} (known games: {known})") from None


def new_game(game_id: str, players: int | None = None, options: dict | None = None,
             seed: int | None = None, deal: dict | None = None) -> Game:
    """Start a game. ``deal`` (game-specific, see docs/engine.md) fixes the first hand for scenarios."""
    cls = _game_class(game_id)
    info = cls.info
    if players is None:
        players = info.default_players
    if isinstance(players, bool) or not isinstance(players, int) or not (
            info.min_players <= players <= info.max_players):
        raise ValueError(f"{info.name} is for {info.min_players}–{info.max_players} players, "
                         f"not {quote(players)}")
    resolved = resolve_options(info.options, options)
    seed = random.SystemRandom().randrange(2**31) if seed is None else check_seed(seed)
    deal = clean_deal(deal)
    if deal is None:
        return cls(players, resolved, seed, None)
    try:
        return cls(players, resolved, seed, deal)
    except (TypeError, KeyError, IndexError, AttributeError) as exc:  # a deal of the wrong shape
        raise ValueError(f"deal is not one this game reads: {quote(str(exc))}") from None


def load_game(text: str) -> Game:
    """Rebuild a game from ``to_json()`` text by replaying its actions; ``ValueError`` if it is not one."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError, RecursionError) as exc:
        raise ValueError(f"not a saved game: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise ValueError("not a saved game of this program (no 'format' line it knows)")
    for key, kind in (("game", str), ("players", int), ("options", dict), ("seed", int), ("actions", list),
                      ("state", dict)):
        if key not in data:
            raise ValueError(f"saved game lacks '{key}'")
        if not isinstance(data[key], kind):
            raise ValueError(f"saved game is damaged: '{key}' should be a {kind.__name__}")
    try:
        game = new_game(data["game"], data["players"], data["options"], data["seed"], data.get("deal"))
        for number, entry in enumerate(data["actions"], 1):
            if not (isinstance(entry, list) and len(entry) == 2):
                raise ValueError(f"action {number} is not [seat, action]")
            try:
                game.apply(entry[0], entry[1])
            except RuleError as exc:
                raise ValueError(f"action {number} does not replay: {exc}") from None
    except (TypeError, KeyError, IndexError, AttributeError) as exc:  # a malformed deal or action
        raise ValueError(f"saved game is damaged: {quote(exc)}") from None
    if data["state"] != json.loads(json.dumps(game._state())):
        raise ValueError("saved game is damaged: its actions do not lead to its recorded state")
    return game
