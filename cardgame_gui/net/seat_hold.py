"""Held seats (QtCore only): a person dropped from a game under way keeps their seat for the room's grace
period, then a bot plays it until they come back with their token.

    holds = SeatHolds(parent=host, on_expired=host._bot_takes_over, on_tick=host._send_seats)
    holds.hold(room_id, player, grace_seconds)   # the countdown starts (0: the bot takes over at once)
    holds.seconds_left(player)                   # whole seconds left, or None when not waiting
    holds.release(player)                        # they are back (or left for good): no bot takeover

``on_expired(room_id, player)`` is called once when a grace period runs out; ``on_tick(room_id)`` once a
second per room while any of its seats is still waiting, so that every table can show the countdown
("Disconnected — waiting 27s" by Ann's name). The seat rules themselves (``away``, ``bot``) live in ``rooms.py``;
what the players are told is the host's (``host.py``).
"""

from __future__ import annotations

import math
import time

from PySide6.QtCore import QObject, QTimer, Slot

from .words import Said


class SeatHolds(QObject):
    def __init__(self, parent: QObject, on_expired, on_tick):
        super().__init__(parent)
        self._on_expired, self._on_tick = on_expired, on_tick
        self._deadline: dict[str, tuple[str, float]] = {}  # player -> (room id, monotonic deadline)
        self._ticker = QTimer(self)
        self._ticker.setInterval(1000)
        self._ticker.timeout.connect(self._tick)
        self._timers: dict[str, QTimer] = {}

    def hold(self, room_id: str, player: str, grace: float) -> None:
        self.release(player)
        self._deadline[player] = (room_id, time.monotonic() + grace)
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setProperty("player", player)
        timer.timeout.connect(self._expire)
        self._timers[player] = timer
        timer.start(max(0, round(grace * 1000)))
        if not self._ticker.isActive():
            self._ticker.start()

    def seconds_left(self, player: str) -> int | None:
        held = self._deadline.get(player)
        if held is None:
            return None
        return max(0, math.ceil(held[1] - time.monotonic()))

    def waiting(self, player: str) -> bool:
        return player in self._deadline

    def release(self, player: str) -> None:
        self._deadline.pop(player, None)
        timer = self._timers.pop(player, None)
        if timer is not None:
            timer.stop()
            timer.deleteLater()
        if not self._deadline:
            self._ticker.stop()

    def clear(self) -> None:
        for player in list(self._deadline):
            self.release(player)

    @Slot()
    def _expire(self) -> None:
        player = self.sender().property("player")
        held = self._deadline.get(player)
        if held is None:
            return
        self.release(player)
        self._on_expired(held[0], player)

    @Slot()
    def _tick(self) -> None:
        for room_id in sorted({room_id for room_id, _ in self._deadline.values()}):
            self._on_tick(room_id)


def seat_notes(seats: list[dict]) -> list[Said | None]:
    """Per seat of a ``seats`` list: what its label says while its player is away or gone for good (None:
    nothing), as words each window says in its own language ("Disconnected — waiting 27s")."""
    return [Said("seat_left_bot") if state.get("left") else None if not state.get("away")
            else Said("seat_bot_plays") if state.get("bot")
            else Said("seat_waiting", waiting=state.get("waiting") or 0) for state in seats]
