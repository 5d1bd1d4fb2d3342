"""Rooms and the lobby as pure rules (no Qt, no sockets): the write-up's room API and its errors.

    lobby = Lobby()
    room = lobby.create("p1", "Ann", table_name="Friday")   # the creator joins and is host (seat 0)
    lobby.join("p2", "Bob", room.id)                         # seat 1
    lobby.configure("p1", "german_bridge", 4, {}, "casual")  # host only; every seat sees it
    lobby.toggle_ready("p1", room.id); lobby.toggle_ready("p2", room.id)
    seats = lobby.start("p1")        # [None, None, "casual", "casual"]: people, then bots in empty seats

Players are opaque ids (a connection's token, or ``"local"`` for the person at the hosting window). Every
refusal raises ``RoomError`` (a ``ValueError``) with a sentence a player can read:

- create: refused if the player is already in a room;
- join: refused when already in a room, the room is full or its game under way, or invite-only and the code
  is missing or wrong; between two games (the last one ended) a newcomer takes a seat someone left, or an
  empty one;
- leave: refused if not in that room; the host alone → the room is deleted; otherwise the host passes to
  the next player and the seats are renumbered 0..n-1 in order (before the first game starts; once a game
  has started, also after it ended, the seat is kept for a bot and nobody moves);
- drop (a lost connection): in a game under way or between games the seat is held (``away``), else a leave;
- toggle ready: refused when not in the room or the game has started or ended;
- start: refused when not in a room, a game is under way, not the host, or not everyone is ready; the
  empty seats are filled with bots of the level the host chose. After a game ended, ``start`` deals the next
  game at the same table ("play again"): the same seats, no ready ticks asked; a seat whose person left, or
  a held seat a bot already played, starts with a bot;
- remove a seat (``remove_seat``): the host frees another person's seat before the game starts (someone who
  never ticks Ready would block the start for ever); the seats move up as on a leave, and that player (and
  the address the host adds to ``Room.barred``) may not sit at the table again.

A ``Lobby`` holds many rooms (a dedicated host serves several; the app's host holds one).
"""

from __future__ import annotations

import hmac
import itertools
import secrets
from dataclasses import dataclass, field

from ..bots import available_levels
from ..engine import GAMES
from ..engine.options import resolve_options
from .limits import CODE_LENGTH, CODE_MAX
from .messages import quote
from .words import Said

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I to mix up when a code is read out


DEFAULT_GRACE = 30.0  # seconds
MAX_GRACE = 3600.0


def new_code(length: int = CODE_LENGTH) -> str:
    """A join code for an invite-only table: ``length`` letters and digits, drawn with ``secrets``
    (32**6, about a billion codes; wrong tries are counted per address, ``limits.CodeGuard``)."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(length))


class RoomError(ValueError):
    """A lobby request the rules refuse: ``str()`` is the English sentence, ``said`` the code and arguments
    that every window puts in its player's words (``words.SENTENCES``)."""

    def __init__(self, code: str, **data):
        super().__init__(Said(code, **data))

    @property
    def said(self) -> Said:
        return self.args[0]


class WrongCode(RoomError):
    """A join code was given and it is not the room's (the host counts these per address)."""


DEFAULT_BOT_LEVEL = "expert"  # bots in empty seats, as the app's lobby proposes: what a LAN party expects

@dataclass
class Member:
    player: str
    name: str
    ready: bool = False
    left: bool = False  # left a started game: the seat is a bot's now
    away: bool = False  # dropped from a started game: the seat is held for their token
    bot: bool = False  # away past the grace period: a bot plays the seat until they come back

    def to_dict(self) -> dict:
        return {"player": self.player, "name": self.name, "left": self.left}


@dataclass
class Room:
    id: str
    name: str
    host: str
    invite_only: bool = False
    code: str | None = None
    members: list[Member] = field(default_factory=list)  # index = seat
    game: str = "devils_bridge"
    players: int = 4
    options: dict = field(default_factory=dict)
    bot_level: str = DEFAULT_BOT_LEVEL
    started: bool = False
    ended: bool = False
    grace: float = DEFAULT_GRACE  # seconds a dropped person's seat is held before a bot plays it
    watchers: dict[str, str] = field(default_factory=dict)  # spectators: player -> name
    barred: set[str] = field(default_factory=set)  # players and addresses the host removed: no seat here again

    @property
    def people(self) -> list[str]:
        """The players at the table: its seated people who have not left, then its spectators."""
        return [m.player for m in self.members if not m.left] + list(self.watchers)

    def seat_of(self, player: str) -> int | None:
        for seat, member in enumerate(self.members):
            if member.player == player and not member.left:
                return seat
        return None

    @property
    def present(self) -> list[Member]:
        return [m for m in self.members if not m.left]

    @property
    def full(self) -> bool:
        return len(self.members) >= self.players

    def public(self) -> dict:
        """What every member is shown (never the join code)."""
        return {"id": self.id, "name": self.name, "invite_only": self.invite_only,
                "host": self.seat_of(self.host),
                "seats": [{"name": m.name, "ready": m.ready, "host": m.player == self.host, "left": m.left,
                           "away": m.away, "bot": m.left or m.bot} for m in self.members],
                "game": self.game, "players": self.players,
                "options": dict(self.options), "bot_level": self.bot_level,
                "started": self.started, "ended": self.ended, "grace": self.grace,
                "spectators": list(self.watchers.values())}

    def summary(self) -> dict:
        """One line of the room list a client gets on connecting."""
        return {"id": self.id, "name": self.name, "invite_only": self.invite_only,
                "game": self.game, "seated": len(self.present), "players": self.players,
                "started": self.started, "ended": self.ended}

    def to_dict(self) -> dict:
        """The room as saved with its game (``LanHost.save_room``): everything but the spectators."""
        return {"name": self.name, "host": self.host, "invite_only": self.invite_only, "code": self.code,
                "members": [m.to_dict() for m in self.members], "game": self.game, "players": self.players,
                "options": dict(self.options), "bot_level": self.bot_level, "grace": self.grace}


@dataclass
class Left:
    """What a leave did: the room deleted, the host handed on, or the seat kept for a bot."""
    room: Room
    deleted: bool = False
    new_host: str | None = None
    seat: int | None = None  # the seat the player had
    bot_seat: bool = False  # a game is under way: that seat goes to a bot now


class Lobby:
    def __init__(self, max_rooms: int | None = None):
        self.max_rooms = max_rooms  # None: no cap
        self.rooms: dict[str, Room] = {}
        self._where: dict[str, str] = {}  # player -> room id
        self._ids = itertools.count(1)

    def room_of(self, player: str) -> Room | None:
        room_id = self._where.get(player)
        return self.rooms.get(room_id) if room_id is not None else None

    def _room(self, room_id) -> Room:
        room = self.rooms.get(room_id)
        if room is None:
            raise RoomError("no_such_table", room=quote(room_id))
        return room

    def _member_room(self, player: str, room_id: str | None) -> Room:
        room = self.room_of(player)
        if room is None or (room_id is not None and room.id != room_id):
            raise RoomError("not_at_that_table" if room_id is not None else "not_at_a_table")
        return room

    # ----- the room API ----------------------------------------------------------------------------
    def create(self, player: str, name: str, table_name: str = "", invite_only: bool = False,
               code: str | None = None) -> Room:
        if player in self._where:
            raise RoomError("already_at_table_open")
        if invite_only and not code:
            raise RoomError("invite_needs_code")
        if invite_only and not CODE_LENGTH <= len(code) <= CODE_MAX:
            raise RoomError("code_too_short", characters=CODE_LENGTH) if len(code) < CODE_LENGTH \
                else RoomError("code_too_long", characters=CODE_MAX)
        self._check_room_cap()
        room_id = str(next(self._ids))
        room = Room(room_id, table_name or f"{name}'s table", player, invite_only, code if invite_only else None)
        room.members.append(Member(player, name))
        self.rooms[room_id] = room
        self._where[player] = room_id
        return room

    def join(self, player: str, name: str, room_id: str, code: str | None = None,
             address: str | None = None) -> Room:
        if player in self._where:
            raise RoomError("already_at_table_join")
        room = self._room(room_id)
        if room.barred & {player, address}:
            raise RoomError("removed_you", room=room.name)
        if room.started and not room.ended:
            raise RoomError("game_started_at", room=room.name)
        seat = self._free_seat(room)
        if seat is None:
            raise RoomError("room_full", room=room.name, seats=room.players)
        self.check_code(room, code)
        if seat < len(room.members):
            room.members[seat] = Member(player, name)  # between games: the seat of someone who left
        else:
            room.members.append(Member(player, name))
        self._where[player] = room.id
        return room

    @staticmethod
    def _free_seat(room: Room) -> int | None:
        """The seat a ``join`` takes: the next empty one — between games also the first one its person left."""
        if room.ended:
            left = next((seat for seat, member in enumerate(room.members) if member.left), None)
            if left is not None:
                return left
        return None if room.full else len(room.members)

    def watch(self, player: str, name: str, room_id: str, code: str | None = None) -> Room:
        """Watch a room's table (started or not) as a spectator: no seat, the view of nobody."""
        if player in self._where:
            raise RoomError("already_at_table_watch")
        room = self._room(room_id)
        self.check_code(room, code)
        room.watchers[player] = name
        self._where[player] = room.id
        return room

    def _check_room_cap(self) -> None:
        if self.max_rooms is not None and len(self.rooms) >= self.max_rooms:
            raise RoomError("too_many_tables", tables=len(self.rooms))

    def check_code(self, room: Room, code) -> None:
        """``RoomError`` unless ``code`` opens ``room`` (any code opens a table open to all)."""
        if room.invite_only and not (isinstance(code, str) and hmac.compare_digest(code.encode(),
                                                                                    room.code.encode())):
            if not code:
                raise RoomError("invite_only", room=room.name)
            raise WrongCode("wrong_code")

    def drop(self, player: str) -> Room | None:
        """A player's connection was lost (not a ``leave``): in a game under way, or between games, the seat is
        held for them (``away``) and they stay in the room; otherwise it is a leave. The room when the seat is
        held."""
        room = self.room_of(player)
        if room is None:
            return None
        seat = room.seat_of(player)
        if seat is None or not room.started:
            self.leave(player)
            return None
        room.members[seat].away = True
        room.members[seat].ready = False
        return room

    def come_back(self, player: str) -> tuple[Room, int] | None:
        """A held seat's player is back: (room, seat), or None when the player holds no seat."""
        room = self.room_of(player)
        seat = room.seat_of(player) if room is not None else None
        if seat is None or not room.members[seat].away:
            return None
        room.members[seat].away = room.members[seat].bot = False
        return room, seat

    def restore(self, saved: dict, present: tuple[str, ...] = ()) -> Room:
        """A started room again from ``Room.to_dict()``: every seated person is ``away`` (their seat held for
        their token) but those in ``present``; ``RoomError`` says what in ``saved`` is wrong."""
        try:
            game = saved["game"]
            info = GAMES[game]
            members = [Member(str(m["player"]), str(m["name"]), left=bool(m.get("left")))
                       for m in saved["members"]]
            room = Room("", str(saved["name"]), str(saved["host"]), bool(saved.get("invite_only")),
                        saved.get("code"), members, game, int(saved["players"]), dict(saved.get("options") or {}),
                        str(saved["bot_level"]), started=True, grace=float(saved.get("grace", DEFAULT_GRACE)))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise RoomError("saved_damaged", error=repr(exc)) from None
        if not members or len(members) > room.players or not info.min_players <= room.players <= info.max_players:
            raise RoomError("saved_seats_misfit")
        self._check_room_cap()
        taken = [m.player for m in members if not m.left and m.player in self._where]
        if taken:
            raise RoomError("saved_someone_elsewhere")
        room.id = str(next(self._ids))
        for member in members:
            if not member.left:
                member.away = member.player not in present
                self._where[member.player] = room.id
        self.rooms[room.id] = room
        return room

    def leave(self, player: str, room_id: str | None = None) -> Left:
        room = self._member_room(player, room_id)
        if player in room.watchers:
            del room.watchers[player]
            del self._where[player]
            return Left(room)
        seat = room.seat_of(player)
        del self._where[player]
        if room.started:  # (also between games: the next game keeps everyone's seat, a bot plays this one)
            room.members[seat].left = True
            room.members[seat].ready = False
            room.members[seat].away = False
            result = Left(room, seat=seat, bot_seat=not room.ended)
        else:
            room.members.pop(seat)  # the others move up: seats stay 0..n-1 in order
            result = Left(room, seat=seat)
        present = room.present
        if not present:
            for other in [m.player for m in room.members] + list(room.watchers):
                self._where.pop(other, None)
            del self.rooms[room.id]
            result.deleted = True
        elif room.host == player:
            room.host = present[0].player
            result.new_host = room.host
        return result

    def toggle_ready(self, player: str, room_id: str | None = None) -> bool:
        room = self._member_room(player, room_id)
        if room.ended:
            raise RoomError("game_ended")
        if room.started:
            raise RoomError("game_already_started")
        if player in room.watchers:
            raise RoomError("spectator_not_ready")
        member = room.members[room.seat_of(player)]
        member.ready = not member.ready
        return member.ready

    def configure(self, player: str, game: str, players: int, options: dict | None = None,
                  bot_level: str | None = None, grace: float | None = None) -> Room:
        """The host chooses the game, the number of seats, the rule options and the bots' level.
        Everyone's ready tick is cleared: they agreed to the old settings, not these."""
        room = self._member_room(player, None)
        if room.host != player:
            raise RoomError("only_host_chooses")
        if room.started or room.ended:
            raise RoomError("game_already_started")
        if game not in GAMES:
            raise RoomError("unknown_game", text=quote(game))
        info = GAMES[game]
        if isinstance(players, bool) or not isinstance(players, int) \
                or not info.min_players <= players <= info.max_players:
            raise RoomError("players_range", game=game, low=info.min_players, high=info.max_players,
                            value=quote(repr(players)))
        if players < len(room.members):
            raise RoomError("seats_below_people", people=len(room.members), seats=len(room.members))
        try:
            resolved = resolve_options(info.options, options)
        except ValueError as exc:
            raise RoomError("bad_option", game=game, error=quote(exc, 200)) from None
        level = bot_level or room.bot_level
        levels = available_levels(game)
        if level not in levels:
            if bot_level is not None or players > len(room.members):
                raise RoomError("no_such_bot", text=quote(level), game=game, levels=", ".join(levels) or "—")
        if grace is not None and (isinstance(grace, bool) or not isinstance(grace, (int, float))
                                  or not 0 <= grace <= MAX_GRACE):
            raise RoomError("bad_grace", most=f"{MAX_GRACE:.0f}", value=quote(repr(grace)))
        room.game, room.players, room.options, room.bot_level = game, players, resolved, level
        if grace is not None:
            room.grace = float(grace)
        for member in room.members:
            member.ready = False
        return room

    def start(self, player: str) -> list[str | None]:
        """Start the room's game: the controller's seats (``None`` = a person, else a bot level)."""
        room = self.room_of(player)
        if room is None:
            raise RoomError("not_at_a_table")
        if room.started and not room.ended:
            raise RoomError("game_already_started")
        if room.host != player:
            raise RoomError("only_host_starts")
        if room.ended:  # play again: everyone at the table is in; no ready ticks asked
            seats = [room.bot_level if m.left or m.bot else None for m in room.members]
        else:
            waiting = [m.name for m in room.members if not m.ready]
            if waiting:
                raise RoomError("not_everyone_ready", names=", ".join(waiting))
            seats = [None] * len(room.members)
        seats += [room.bot_level] * (room.players - len(room.members))
        if any(seats) and room.bot_level not in available_levels(room.game):
            raise RoomError("no_bot_fill", text=room.bot_level, game=room.game)
        room.started, room.ended = True, False
        return seats

    def remove_seat(self, player: str, seat) -> Member:
        """The host frees another person's seat before the game starts: the seats move up, and that person is
        barred from the room (``Room.barred``). The member removed; ``RoomError`` says why not."""
        room = self._member_room(player, None)
        if room.host != player:
            raise RoomError("only_host_frees")
        if room.started or room.ended:
            raise RoomError("free_after_start")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(room.members):
            raise RoomError("nobody_in_seat", seated=len(room.members))
        member = room.members[seat]
        if member.player == player:
            raise RoomError("remove_yourself")
        self.leave(member.player)
        room.barred.add(member.player)
        return member

    def remove(self, room_id: str) -> None:
        """Forget a room and everyone in it (a resume that failed half-way)."""
        room = self.rooms.pop(room_id, None)
        if room is not None:
            for player in [m.player for m in room.members] + list(room.watchers):
                if self._where.get(player) == room_id:
                    del self._where[player]

    def end(self, room_id: str) -> None:
        """The room's game is over: the table stays, its seats kept, until its host starts the next game."""
        self._room(room_id).ended = True
