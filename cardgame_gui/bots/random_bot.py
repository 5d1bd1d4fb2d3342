"""The ``random`` level: a uniformly random legal action, for every game."""

from __future__ import annotations

from . import Bot, register_bot


@register_bot("random")
class RandomBot(Bot):
    def choose(self, view: dict, legal_actions: list[dict]) -> dict:
        if not legal_actions:
            raise ValueError("the bot was asked to act with no legal action")
        return legal_actions[int(self.rng.random() * len(legal_actions))]
