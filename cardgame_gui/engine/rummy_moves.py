"""Contract Rummy's moves: the legal actions as small tuples, and the fast path rollouts drive with them.

A *move* is a tuple whose first item is the action type and whose other items are that action's fields
as engine values (card ints, meld indexes):

| move | action |
| --- | --- |
| ``("draw", "stock")``, ``("draw", "discard")`` | ``{"type": "draw", "source": ...}`` |
| ``("may_i",)``, ``("decline",)`` | ``{"type": "may_i"}``, ``{"type": "decline"}`` |
| ``("meld", ((cards, named), ...))`` | ``{"type": "meld", "melds": [{"cards": [...], "as": [...]}, ...]}`` |
| ``("lay_off", meld, card, end)`` | ``{"type": "lay_off", "meld": 1, "card": "8C", "end": "high"}`` |
| ``("new_meld", cards, named)`` | ``{"type": "new_meld", "cards": [...], "as": [...]}`` |
| ``("reclaim_joker", meld, card)`` | ``{"type": "reclaim_joker", "meld": 1, "card": "6C"}`` |
| ``("screw", meld, position, give)`` | ``{"type": "screw", "meld": 3, "position": 4, "give": "3D"}`` |
| ``("discard", card)`` | ``{"type": "discard", "card": "KD"}`` |

``cards`` and ``named`` are tuples of card ints; a lay-off's ``end`` is ``"low"``/``"high"`` on a run and
``None`` on a group (the action then has no ``"end"``). ``legal_actions`` is built from the same moves
(``move_action``), so the two list the same choices in the same order.

The fast path (``RummyMoves``, mixed into ``ContractRummy``): ``moves()`` lists the moves of
``to_act()[0]`` (a May I? window's first waiting seat while one is open), ``step(move)`` applies one
without the boundary copies, the action log or returned events; draws, claim answers and discards go
straight to the state change, the rarer table actions through the game's own checks (a meld, lay-off,
new meld, reclaim or screw also runs the taken-cards check: it changes the game exactly as ``apply``
would).
``clone(this_hand_only=True)`` ends its game when the current round is scored (it keeps a random
generator: a round may rebuild its stock), and ``redeal(rng)`` deals the current round afresh from
``rng``.
"""

from __future__ import annotations

import random

from .cards import CODES

MAY_I = ("may_i",)
DECLINE = ("decline",)
DRAW_STOCK = ("draw", "stock")
DRAW_DISCARD = ("draw", "discard")


def move_action(move: tuple) -> dict:
    """The API action for a move."""
    kind = move[0]
    if kind == "discard":
        return {"type": "discard", "card": CODES[move[1]]}
    if kind == "draw":
        return {"type": "draw", "source": move[1]}
    if kind == "lay_off":
        action = {"type": "lay_off", "meld": move[1], "card": CODES[move[2]]}
        if move[3] is not None:
            action["end"] = move[3]
        return action
    if kind == "meld":
        return {"type": "meld", "melds": [{"cards": [CODES[c] for c in cards], "as": [CODES[c] for c in named]}
                                          for cards, named in move[1]]}
    if kind == "new_meld":
        return {"type": "new_meld", "cards": [CODES[c] for c in move[1]], "as": [CODES[c] for c in move[2]]}
    if kind == "reclaim_joker":
        return {"type": "reclaim_joker", "meld": move[1], "card": CODES[move[2]]}
    if kind == "screw":
        return {"type": "screw", "meld": move[1], "position": move[2], "give": CODES[move[3]]}
    return {"type": kind}  # may_i, decline


def meld_move(found: list) -> tuple:
    """The ``meld`` move for a finder's result (a list of (cards, named) lists)."""
    return ("meld", tuple((tuple(cards), tuple(named)) for cards, named in found))


class RummyMoves:
    """``moves``/``step``/``redeal`` for ``ContractRummy`` (see the module docstring)."""

    def moves(self) -> list[tuple]:
        """The moves of ``to_act()[0]``, in ``legal_actions`` order."""
        if self.window is not None:
            return [MAY_I, DECLINE]
        phase = self.phase.value
        if phase == "draw":
            return self._draw_moves()
        if phase == "play":
            return self._play_moves(self.turn)
        return []

    def step(self, move: tuple) -> None:
        """Apply a move from ``moves()`` for ``to_act()[0]``: no boundary copies, log or events."""
        self._legal_key = None  # the legal-actions cache is keyed by the log, which step leaves alone
        kind = move[0]
        events: list[dict] = []  # the state changes record events as they go; here nobody reads them
        if kind == "discard":
            self._discard_card(self.turn, move[1], events)
        elif kind == "draw":
            self._draw(self.turn, {"source": move[1]}, events)
        elif kind == "may_i" or kind == "decline":
            self._answer_window(self._window_waiting()[0], kind == "may_i", events)
        else:
            self._apply(self.turn, move_action(move))

    def redeal(self, rng: random.Random) -> None:
        """Deal the current round afresh from ``rng`` (same round, dealer and scores)."""
        self._deal(self.round, None, rng)


__all__ = ["DECLINE", "DRAW_DISCARD", "DRAW_STOCK", "MAY_I", "RummyMoves", "meld_move", "move_action"]
