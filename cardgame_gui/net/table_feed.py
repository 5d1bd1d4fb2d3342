"""What the LAN host (``host.py``) sends the connections at a started room's table, and that table.

``_RoomTable`` holds a started room's table (a ``GameController``, see ``host.py``), the deal's seed and promise,
the players' names per seat, and what each seat could not see after the last action. ``TableFeed`` is the part of
``LanHost`` that turns the table's signals into frames: ``started`` (with the game log for a rejoin or a spectator),
``update`` (each card a seat may not learn taken out, ``filtering.py``), ``seats`` and, at game over, ``reveal``
(``deal_check.py``). It is a mixin of ``LanHost`` and uses the host's ``lobby``, ``tables``, ``holds``,
``_room_peers``, ``_room_changed`` and ``seats_changed``. Words in a frame are codes (protocol 3): a held seat's
``seat_notes``, and ``auto`` in ``seats`` marks a name the host made up for a bot, which each window says itself.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, Slot

from .filtering import history_for_seat, log_chunks, must_not_learn, scrub
from .peer import _Peer
from .rooms import Room
from .seat_hold import seat_notes


class _RoomTable(QObject):
    """A started room's table and what each seat could not see after the last action (for filtering). A table
    made for the room (no parent: a server's) is our child and goes with the room; a window's stays its own."""

    def __init__(self, host: QObject, room: Room, table):
        super().__init__(host)
        self.host, self.room_id, self.table = host, room.id, table
        if table.parent() is None:
            table.setParent(self)
        self.hidden: dict[int | None, set[str]] = {}
        self.names: list[str] = []  # per seat: the people's names, then "Casual bot" ...
        self.auto: set[int] = set()  # the seats whose name the host made up for a bot ("Casual bot")
        self.seed: int | None = None  # the deal's seed, its salt and the promise sent in ``started``
        self.salt = self.digest = None
        table.game_started.connect(self.on_game_started)
        table.action_applied.connect(self.on_action_applied)

    def detach(self) -> None:
        """The room is gone: stop listening, and go (else, the host being our parent, every room it ever had
        would stay in memory with its table, game and bots)."""
        if shiboken6.isValid(self.table):
            self.table.game_started.disconnect(self.on_game_started)
            self.table.action_applied.disconnect(self.on_action_applied)
            if self.table.parent() is self:
                self.table.stop()  # its bots ask no more; a bot still thinking is waited for when it is deleted
        self.deleteLater()

    @Slot()
    def on_game_started(self) -> None:
        self.host._send_started(self)

    @Slot(int, object, object)
    def on_action_applied(self, seat: int, action: dict, events: list) -> None:
        self.host._send_update(self, seat, action, events)


class TableFeed:
    """``LanHost``'s frames to the connections at a started room's table (see the module's docstring)."""

    def _recipients(self, room_table: _RoomTable) -> list[tuple[_Peer, int | None]]:
        room = self.lobby.rooms.get(room_table.room_id)
        if room is None:
            return []
        return [(peer, room.seat_of(peer.player)) for peer in self._room_peers(room)]

    def _seat_list(self, room_table: _RoomTable) -> list[dict]:
        """Who plays each seat: name, bot (and level), for a held seat ``away`` and the seconds left, and
        ``left`` for a seat its person left for good (a bot plays it)."""
        table, room = room_table.table, self.lobby.rooms.get(room_table.room_id)
        members = room.members if room is not None else []
        seats = []
        for s in range(table.game.players):
            member = members[s] if s < len(members) else None
            away = member is not None and member.away
            seats.append({"name": room_table.names[s], "bot": table.seats[s] is not None, "level": table.seats[s],
                          "away": away, "waiting": self.holds.seconds_left(member.player) if away else None,
                          "left": member is not None and member.left, "auto": s in room_table.auto})
        return seats

    def _send_started(self, room_table: _RoomTable, only: _Peer | None = None) -> None:
        """``started`` to everyone at the table (a game began), or to ``only`` (who came back or came to
        watch): their seat, the whole current view and their legal actions."""
        table = room_table.table
        game = table.game
        if game is None or len(room_table.names) != game.players:
            return  # not the room's game (the hosting window replaced it): the session closes the table
        seats = self._seat_list(room_table)
        if only is None:
            room_table.hidden = {}
            self.seats_changed.emit(room_table.room_id, seats)
        history: dict = {}  # per seat: the game's events and moves so far as that seat may see them
        for peer, seat in self._recipients(room_table):
            if only is not None and peer is not only:
                continue
            room_table.hidden[seat] = set(game.hidden_cards(seat))
            if game.log and seat not in history:
                history[seat] = history_for_seat(game, seat)
            events, moves = history.get(seat, ([], []))
            for chunk in log_chunks(events):  # the game log of a rejoin or a spectator
                peer.connection.send({"type": "log", "events": chunk})
            for chunk in log_chunks(moves):  # and the moves so far, to check the deal with at the end
                peer.connection.send({"type": "log", "events": [], "moves": chunk})
            peer.connection.send({"type": "started", "seat": seat, "game": game.info.id,
                                  "players": game.players, "options": game.options, "seats": seats,
                                  "view": self._view(room_table, seat, seats), "legal": self._legal(table, seat),
                                  **self._promise(room_table)})

    def _send_update(self, room_table: _RoomTable, seat: int, action: dict, events: list) -> None:
        table = room_table.table
        game = table.game
        over = any(event.get("type") == "game_over" for event in events)
        recipients = self._recipients(room_table)
        seats = self._seat_list(room_table)
        before, after = dict(room_table.hidden), {}
        for _, own in recipients:  # once per seat: two spectators share the seat None
            if own not in after:
                after[own] = set(game.hidden_cards(own))
        room_table.hidden.update(after)
        for peer, own in recipients:
            secret = must_not_learn(before.get(own, after[own]), after[own], action)
            peer.connection.send({"type": "update", "seat": seat, "action": scrub(action, secret),
                                  "events": scrub(events, secret), "view": self._view(room_table, own, seats),
                                  "legal": self._legal(table, own)})
        if over:
            self._reveal(room_table)
        if over and room_table.room_id in self.lobby.rooms:
            self.lobby.end(room_table.room_id)
            self._room_changed(self.lobby.rooms[room_table.room_id])

    @staticmethod
    def _promise(room_table: _RoomTable) -> dict:
        """The deal's promise in ``started``: the digest, and the moves made before this view."""
        return {"commitment": room_table.digest, "moves": len(room_table.table.game.log)}

    def _reveal(self, room_table: _RoomTable) -> None:
        """The game is over: every seat (and onlooker) gets the seed and salt to check the deal with."""
        if room_table.digest is None:
            return
        for peer, _seat in self._recipients(room_table):
            peer.connection.send({"type": "reveal", "seed": room_table.seed, "salt": room_table.salt})

    @staticmethod
    def _view(room_table: _RoomTable, seat: int | None, seats: list[dict] | None = None) -> dict:
        """The seat's view, with the players' own names for the engine's seat names, and while a seat is
        held ``seat_notes`` (``seat_hold.seat_notes``)."""
        view = room_table.table.game.view(seat)
        notes = seat_notes(seats or [])
        if any(notes):  # (codes: each window says them in its own words)
            view = dict(view, seat_notes=[note.wire() if note else None for note in notes])
        return dict(view, names=list(room_table.names)) if "names" in view else view

    @staticmethod
    def _legal(table, seat: int | None) -> list:
        if seat is None or table.seats[seat] is not None:
            return []
        return table.game.legal_actions(seat)

    def _send_seats(self, room_id: str) -> None:
        """Every connection at the table: who plays each seat now, with its view (the names show it)."""
        room_table = self.tables.get(room_id)
        if room_table is None or room_table.table.game is None or len(room_table.names) != room_table.table.game.players:
            return
        seats = self._seat_list(room_table)
        self.seats_changed.emit(room_id, seats)
        for peer, own in self._recipients(room_table):
            peer.connection.send({"type": "seats", "seats": seats, "view": self._view(room_table, own, seats),
                                  "legal": self._legal(room_table.table, own)})
