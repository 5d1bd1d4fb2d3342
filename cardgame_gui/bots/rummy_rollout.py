"""Determinized rollouts for the Contract Rummy expert: the rest of the round played out by casual bots on
deals of the cards the seat cannot see.

    worlds = RolloutWorlds(view, rng, picked)          # from one seat's view only
    deal = worlds.sample()                              # a deal spec (``new_game(..., deal=...)``)
    margin = play_out(view, deal, {seat: action}, seed)  # others' mean points less mine, round's end

A sample keeps everything the view shows: the seat's own hand, the melds on the table (with their jokers'
stand-ins), the top discard, every other seat's hand count and the stock's count. The cards it cannot see
(the pack less its hand, the table and the top discard) are dealt at random: first to each other seat the
cards it was seen to pick up from the discard pile (``picked``, while they are still unseen), then the rest
of its hand, then the stock; what is left goes under the top discard. Nothing here reads hidden state.

The round is rebuilt through the engine's public deal spec (``new_game(..., deal=...)``), so the rollout
plays by the engine's own rules. Left out (the deal spec cannot say them): who made the top discard and
who last took one (May I? eligibility), Screw Over debts (``needs``) and marks (``stolen_from``), and who
melded this very turn.
"""

from __future__ import annotations

import random
from collections import Counter

from ..engine import new_game
from ..engine.cards import CODES, card_int, make_deck
from ..engine.melds import penalty
from ..playout import play_move
from .rummy_bot import RummyBot

ROLLOUT_REBUILDS = 1  # stock rebuilds allowed in a rollout (a stuck rollout ends sooner)
ROLLOUT_MOVES = 600  # a rollout still going after this many moves is scored on the hands as they are


def pack_of(view: dict) -> list[int]:
    """The pack the round is played with, as the engine makes it from the options."""
    n, options = view["players"], view["options"]
    decks = options["decks"]
    if decks == "auto":
        decks = 2 if n <= 4 else (n + 1) // 2
    jokers = options["jokers"]
    return make_deck(decks, n - 1 if jokers == "players_minus_one" else jokers)


class RolloutWorlds:
    """Deals of the unseen cards consistent with ``view`` (one seat's view)."""

    def __init__(self, view: dict, rng: random.Random, picked: dict[int, list[int]] | None = None):
        self.view, self.rng = view, rng
        me = view["seat"]
        seen = Counter(card_int(c) for c in view["hand"])
        self.table = []
        for meld in view["table"]:
            seen.update(card_int(c) for c in meld["cards"])
            self.table.append({"owner": meld["owner"], "cards": list(meld["cards"]),
                               "as": [j["rank"] + j["suit"] for j in meld["jokers"]]})
        self.top = view["top_discard"]
        if self.top is not None:
            seen[card_int(self.top)] += 1
        pool = Counter(pack_of(view))
        pool.subtract(seen)
        if any(n < 0 for n in pool.values()):
            raise ValueError("the view shows more copies of a card than the pack holds")
        self.unseen = sorted(pool.elements())
        self.counts = {s: view["hand_counts"][s] for s in range(view["players"]) if s != me}
        self.picked = {s: list(cards) for s, cards in (picked or {}).items() if s in self.counts}
        if sum(self.counts.values()) + view["stock_count"] > len(self.unseen):
            raise ValueError("the unseen cards do not fill the other hands and the stock")

    def sample(self, first: int | None = None) -> dict:
        """A deal spec: the round as the view shows it, the unseen cards dealt at random, ``first`` (default:
        the seat to move) to draw."""
        view = self.view
        left = Counter(self.unseen)
        hands: list[list[str]] = [[] for _ in range(view["players"])]
        hands[view["seat"]] = list(view["hand"])
        for seat, cards in self.picked.items():  # what a seat picked up and has not laid down stays with it
            for c in cards[-self.counts[seat]:] if self.counts[seat] else []:
                if left[c] > 0:
                    left[c] -= 1
                    hands[seat].append(CODES[c])
        rest = list(left.elements())
        self.rng.shuffle(rest)
        for seat, count in self.counts.items():
            need = count - len(hands[seat])
            hands[seat] += [CODES[c] for c in rest[:need]]
            rest = rest[need:]
        stock = [CODES[c] for c in rest[:view["stock_count"]]]
        discard = [CODES[c] for c in rest[view["stock_count"]:]] + ([self.top] if self.top else [])
        return {"round": view["round"], "dealer": view["dealer"], "hands": hands, "table": self.table,
                "discard": discard, "stock": stock, "rest": "stock",
                "first": view["turn"] if first is None else first}


class _Scripted:
    """A casual bot whose first move is given: ``script`` maps an action type (``draw``, ``may_i``) to the
    action to return if the first time it is asked to act that type is among the legal ones; after that
    first time it plays as the bot it wraps."""

    def __init__(self, bot: RummyBot, script: dict[str, dict]):
        self.bot, self.script = bot, script

    def _scripted(self, legal: list[dict]) -> dict | None:
        script, self.script = self.script, {}
        return next((script[a["type"]] for a in legal if a["type"] in script), None)

    def choose(self, view: dict, legal: list[dict]) -> dict:
        return self._scripted(legal) or self.bot.choose(view, legal)

    def optional(self, view: dict, legal: list[dict]) -> dict | None:
        return self._scripted(legal) or self.bot.optional(view, legal)


def play_out(view: dict, deal: dict, scripts: dict[int, dict[str, dict]], seed: int) -> float:
    """Play the round of ``deal`` to its end with casual bots (``scripts``: seat -> its first move, as
    ``_Scripted``); the view's seat's margin: the others' mean points less its own."""
    options = dict(view["options"])
    options["stock_rebuilds"] = ROLLOUT_REBUILDS
    n, me = view["players"], view["seat"]
    game = new_game("contract_rummy", n, options, seed=seed, deal=deal)
    bots = []
    for s in range(n):
        bot = RummyBot("contract_rummy", seed=seed * 31 + s)
        bots.append(_Scripted(bot, scripts[s]) if s in scripts else bot)
    for _ in range(ROLLOUT_MOVES):
        play_move(game, bots)
        if game.history:
            points = game.history[-1]["points"]
            break
    else:
        points = [sum(penalty(card_int(c)) for c in game.view(s)["hand"]) for s in range(n)]
    return sum(points[s] for s in range(n) if s != me) / (n - 1) - points[me]

