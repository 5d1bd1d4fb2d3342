"""Determinization shared by the expert bots: deals of the cards a seat cannot see that agree with its view.

A sample gives every other seat the right number of cards drawn at random from the unseen ones, each seat
drawing only suits it has not shown out of (and a card known to be in a seat's hand, such as Floating
Bridge's called card once its holder is known, goes there first). Nothing here reads hidden state: the
inputs come from a view.
"""

from __future__ import annotations

import os
import random
import time

from ..engine.cards import card_int


def voids(view: dict) -> dict[int, set[int]]:
    """Suits each seat has shown out of this hand (it did not follow the suit led)."""
    shown: dict[int, set[int]] = {s: set() for s in range(view["players"])}
    for trick in [t["trick"] for t in view["played"]] + [view["trick"]]:
        if trick:
            led = card_int(trick[0]["card"]) // 13
            for p in trick[1:]:
                if card_int(p["card"]) // 13 != led:
                    shown[p["seat"]].add(led)
    return shown


def played_cards(view: dict) -> list[tuple[int, int]]:
    """Every (seat, card) played this hand, in order."""
    plays = [(p["seat"], card_int(p["card"])) for t in view["played"] for p in t["trick"]]
    return plays + [(p["seat"], card_int(p["card"])) for p in view["trick"]]


def alike_once(cards: list[int], out_of_play: set[int]) -> list[int]:
    """One card of each run of ``cards`` that play alike: the same suit with nothing between them but
    ``out_of_play`` cards (nothing another seat may hold or that lies in this trick, so nothing that could
    beat one and not the other); the lowest of the run stands for it."""
    kept: list[int] = []
    for card in sorted(cards):
        if kept and kept[-1] // 13 == card // 13 and all(c in out_of_play for c in range(kept[-1] + 1, card)):
            continue
        kept.append(card)
    return kept


def deal_unseen(pool: list[int], counts: dict[int, int], out: dict[int, set[int]], rng: random.Random,
                fixed: dict[int, list[int]] | None = None, attempts: int = 4) -> dict[int, list[int]]:
    """Hands for the seats in ``counts`` (seat: cards wanted) from ``pool``: ``fixed`` cards first, then
    random cards of suits the seat has not shown out of (``out``), the most constrained seats first. When
    the shown-out suits cannot be honoured in ``attempts`` tries they are ignored (a seat can have
    revoked only in a game that forbids it, so this is rare)."""
    fixed = fixed or {}
    taken_fixed = {c for cards in fixed.values() for c in cards}
    rest = [c for c in pool if c not in taken_fixed]
    order = sorted(counts, key=lambda s: -len(out.get(s, ())))
    for attempt in range(attempts + 1):
        strict = attempt < attempts
        rng.shuffle(rest)
        left = rest
        hands: dict[int, list[int]] = {}
        for seat in order:
            hand = list(fixed.get(seat, []))
            barred = out.get(seat, set()) if strict else set()
            need = counts[seat] - len(hand)
            chosen = [c for c in left if c // 13 not in barred][:need] if barred else left[:need]
            if len(chosen) < need:
                break
            hand += chosen
            hands[seat] = hand
            picked = set(chosen)
            left = [c for c in left if c not in picked]
        else:
            return hands
    raise ValueError("the unseen cards do not fill the other hands: the view is inconsistent")


class Budget:
    """How long an expert thinks: samples until ``seconds`` have passed (at least ``least``, at most
    ``most``). ``seconds=None`` makes the count alone decide (``most`` samples), which tests use for
    choices that do not depend on the machine's speed."""

    def __init__(self, seconds: float | None = 0.25, least: int = 4, most: int = 400):
        self.seconds, self.least, self.most = seconds, least, most

    @classmethod
    def default(cls, least: int = 4, most: int = 400) -> "Budget":
        """0.25 s a decision, or ``CARDGAME_BOT_SECONDS`` from the environment (benchmarks shorten it)."""
        return cls(float(os.environ.get("CARDGAME_BOT_SECONDS", "0.25")), least, most)

    def start(self):
        """A function ``more(done)``: is another sample wanted after ``done`` of them?"""
        if self.seconds is None:
            return lambda done: done < self.most
        deadline = time.perf_counter() + self.seconds

        def more(done: int) -> bool:
            return done < self.least or (done < self.most and time.perf_counter() < deadline)
        return more
