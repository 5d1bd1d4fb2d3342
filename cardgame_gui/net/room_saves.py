"""A started LAN room saved as JSON-able data and resumed (``LanHost.save_room``, ``save_rooms``, ``resume_room``).

``RoomSaving`` is a mixin of ``LanHost`` (``host.py``) and uses the host's ``lobby``, ``tables``, ``names``,
``holds``, ``table_factory``, ``_forget_room`` and ``_room_changed``. The format is in ``docs/protocol.md``.
"""

from __future__ import annotations

import json

from ..engine import load_game
from .deal_check import saved_promise
from .rooms import Room, RoomError
from .table_feed import _RoomTable

SAVE_FORMAT = "cardgame_gui-lan-room/1"


class RoomSaving:
    """``LanHost``'s saving and resuming of started rooms."""

    def save_room(self, room_id: str) -> dict:
        """A started room as JSON-able data: the room (name, game, seats, options, bot level, grace), its
        members (name, token, seat), the game (the engine's save) and the bot level of every bot seat.
        ``KeyError`` for a room that is not here or has no game."""
        room, room_table = self.lobby.rooms[room_id], self.tables[room_id]
        table = room_table.table
        bots = [None if s < len(room.members) and not room.members[s].left else table.seats[s]
                for s in range(table.game.players)]
        saved = {"format": SAVE_FORMAT, "room": room.to_dict(), "names": list(room_table.names), "bots": bots,
                 "game": json.loads(table.game.to_json())}
        if room_table.digest is not None:  # the deal's promise, kept so that a resumed game reveals it at the end
            saved["deal"] = {"seed": room_table.seed, "salt": room_table.salt, "commitment": room_table.digest}
        return saved

    def save_rooms(self) -> list[dict]:
        """``save_room`` of every room with a game under way."""
        return [self.save_room(room_id) for room_id, room in self.lobby.rooms.items()
                if room.started and not room.ended and room_id in self.tables
                and self.tables[room_id].table.game is not None and not self.tables[room_id].table.game.over]

    def resume_room(self, saved: dict, present: tuple[str, ...] = ()) -> Room:
        """The room of ``save_room`` again, its game at the same point and the same seats: each person's seat
        held for their token as if they had just dropped (bots take over after the grace period) — but
        those in ``present`` (the hosting window's ``LOCAL``), who sit down at once. ``RoomError`` says
        why a damaged save cannot be resumed."""
        if not isinstance(saved, dict) or saved.get("format") != SAVE_FORMAT:
            raise RoomError("not_a_saved_table")
        try:
            game = load_game(json.dumps(saved["game"]))
            names = [str(n) for n in saved["names"]]
            bots = list(saved["bots"])
        except (KeyError, TypeError, ValueError) as exc:
            raise RoomError("saved_cannot_resume", error=str(exc)) from None
        if len(names) != game.players or len(bots) != game.players:
            raise RoomError("saved_seats_mismatch")
        try:
            deal = saved_promise(saved.get("deal"), game.seed)
        except ValueError as exc:
            raise RoomError("saved_deal_damaged", error=str(exc)) from None
        room = self.lobby.restore(saved.get("room"), present)
        try:
            table = self.table_factory(room)
            room_table = _RoomTable(self, room, table)
            room_table.names = names
            room_table.auto = {s for s, level in enumerate(bots) if level is not None}  # (bots' own names)
            if deal is not None:
                room_table.seed, room_table.salt, room_table.digest = deal
            self.tables[room.id] = room_table
            for member in room.members:
                self.names.setdefault(member.player, member.name)
            table.adopt(game, bots)  # None: a person's seat (held, or theirs when present)
        except Exception as exc:
            self._forget_room(room)
            raise RoomError("saved_cannot_resume", error=str(exc)) from None
        for member in room.members:
            if member.away:
                self.holds.hold(room.id, member.player, room.grace)
        self._room_changed(room)
        return room
