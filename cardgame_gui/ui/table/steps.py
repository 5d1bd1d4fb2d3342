"""The events of an applied action, drawn in order through the table's step queue (a mixin of
``TableView``, ``ui/table/view.py``, which draws a view; this module turns events into steps).

Events are animated in order through a small step queue (at speed ``off`` all at once): a card played flies
to the middle, a finished trick stays a moment and is swept to its winner, a new hand is dealt. With
View ▸ Pause after each trick a finished trick is held until a click or Space (``continue_play``). Sounds
are heard as their step starts, never while the table catches up (``CATCH_UP``) or plays at speed off.
"""

from __future__ import annotations

from PySide6.QtCore import Slot

from ...i18n import translate
from ..scene.cards import card_name
from ...session.controller import SPEEDS
from . import is_trick_view
from .items import seat_badges
from ..sound import sounds_for

CATCH_UP = 6  # steps waiting: beyond this the table stops animating until it has caught up


class TableSteps:
    # ----- events, step by step -----------------------------------------------------------------------
    @Slot(int, object, object)
    def on_action_applied(self, seat: int, action: dict, events: list) -> None:
        if self._last_trick_items:  # the review closes as play goes on
            self.toggle_last_trick()
        view, legal = self.controller.view(), self.controller.legal()
        if not is_trick_view(view):
            self.animator.push(lambda: self._sync(view, legal, animate=False))
            self.animator.push(lambda: self.drawn.emit(view, events) and 0)
            return
        told = [0]  # events the log and score sheet have been given (a held trick tells its own first)
        for number, event in enumerate(events):
            for name in sounds_for([event]):  # heard as its step starts
                self.animator.push(lambda n=name: self._sound(n))
            kind = event.get("type")
            if kind == "play":
                self.animator.push(lambda e=event: self._play_step(e))
            elif kind == "trick_won":
                self.animator.push(lambda e=event, n=number: self._trick_step(e, view, events[:n + 1], told))
            elif kind == "deal":
                self.animator.push(lambda: self._deal_step(view, legal))
        self.animator.push(lambda: self._sync(view, legal, animate=True))
        self.animator.push(lambda: self.drawn.emit(view, events[told[0]:]) and 0)

    def _sound(self, name: str) -> None:
        """A sound for a step the person sees, not while the table catches up or plays at speed off."""
        if self._speed():
            self.sound.emit(name)

    def _speed(self) -> int:
        """Pace in ms for animations; 0 (instant) at speed off, or to catch up when steps pile up."""
        if self.animator.pending() > CATCH_UP:
            return 0
        return SPEEDS[self.controller.speed]

    def _play_step(self, event: dict) -> int:
        seat, code = event["seat"], event.get("card")
        if code is None:
            return 0
        me_back = next((k for k in self.cards if k.startswith("me-back")), None)
        if seat == self.controller.me and code not in self.cards and me_back:
            self.cards[code] = self.cards.pop(me_back)  # the forehead card is turned as it is played
            self.cards[code].code = code
            self.cards[code].setToolTip(card_name(code))
        item = self._card(code, True, self._seat_spot(seat))
        item.face_up = True
        item.setScale(1.0)
        item.set_in_hand(False)
        item.setZValue(self._trick_z(seat, sum(i.role[0] == "trick" for i in self.cards.values() if i is not item)))
        item.role = ("trick", seat)
        item.dimmed = item.selected = False
        self._played_from(seat)
        if self.selected == code:
            self.selected = None
        moves = [(item, self._trick_spot(seat), 0.0, 1.0, 0)]
        if code in self.hand_order:  # close the gap the card leaves in the hand
            self.hand_order = [c for c in self.hand_order if c != code]
            for (centre, rotation), key in zip(self._hand_spots(len(self.hand_order)), self.hand_order):
                if key in self.cards:
                    self.cards[key].home, self.cards[key].home_rotation = centre, rotation
                    moves.append((self.cards[key], centre, rotation, None, 0))
        return self.animator.move(moves, int(self._speed() * 0.6))

    def _played_from(self, seat: int) -> None:
        """A card left ``seat`` for the trick: its fan loses a back and it no longer waits to move, at once
        (the view's sync comes after the trick is swept)."""
        if 0 <= seat < len(self.seats):
            self.seats[seat].change(acting=False, cards=max(0, self.seats[seat].cards - 1))

    def _won_trick(self, seat: int) -> None:
        """The winner's "Won n" goes up as the trick is won, not once it has been swept."""
        if 0 <= seat < len(self.seats):
            self.seats[seat].change(badges=seat_badges(self.view_data, seat, won_since=1))

    def _trick_step(self, event: dict, view: dict, so_far: list, told: list) -> int:
        """Leave the finished trick in view a moment, then sweep it to the winner. A trick held until a
        click shows one moment everywhere: the seats, the Won counters, and the log up to this trick."""
        winner = event["seat"]
        self._won_trick(winner)
        codes = [entry["card"] for entry in event.get("trick", []) if entry.get("card") in self.cards]
        pause = self._speed() * 2

        def sweep() -> int:
            moves = [(self.cards[c], self._seat_spot(winner), 0.0, 0.0, 0) for c in codes if c in self.cards]
            for item, *_ in moves:
                item.role = ("swept", winner)
            wait = self.animator.move(moves, int(self._speed() * 0.8))
            self.animator.push_next(lambda: [self._remove(c) for c in codes] and 0)
            return wait

        self.animator.push_next(sweep)
        if self.pause_after_trick and pause and self.controller.human_count:
            for item in self.seats:  # nobody is to move while the trick is held
                item.change(acting=False)
            self.drawn.emit(view, so_far[told[0]:])  # the log tells the trick as it lies there
            told[0] = len(so_far)
            self._hold_trick()  # until the person clicks or presses Space
            return 0
        return pause

    def _hold_trick(self) -> None:
        self.animator.hold()
        self.controller.hold()
        self.continue_note.set_lines([translate("TableView", "Click or press Space to continue")])
        self.continue_note.fit_width(400)
        self._place_continue_note()

    def continue_play(self) -> bool:
        """Go on after a trick held on screen; False when nothing was held."""
        if not self.animator.held:
            return False
        self.continue_note.set_lines([])
        self.controller.release()
        self.animator.resume()
        return True

    def _deal_step(self, view: dict, legal: list[dict]) -> int:
        self._clear_cards()
        if not is_trick_view(view):
            self._sync(view, legal, animate=False)
            return 0
        self._sync(view, legal, animate=False, hand_from=self._seat_spot(view.get("dealer", 0)))
        return 0
