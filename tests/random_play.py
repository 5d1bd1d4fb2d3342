"""Test helpers: a game advanced by seeded random legal actions, and hostile values for fuzzing."""

from __future__ import annotations

import random

from cardgame_gui.engine import new_game


def advanced(game_id: str, steps: int, seed: int = 3, players: int | None = None):
    """A new game after ``steps`` random legal actions (fewer if it ends), all drawn from ``seed``."""
    game = new_game(game_id, players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        seat = rng.choice(game.to_act())
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


def nested(levels: int = 50_000) -> list:
    """A list nested ``levels`` deep: from a few thousand levels its repr() and json.dumps() raise
    RecursionError."""
    value: list = []
    for _ in range(levels):
        value = [value]
    return value
