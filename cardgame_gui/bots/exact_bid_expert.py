"""The ``expert`` bot for the bid-exactly games: determinized Monte Carlo over the engine's fast path.

For each decision it deals the cards it cannot see to the other seats many times over, consistent with
what it saw (hand sizes, and suits a seat showed out of by not following). Each such deal, joined with
the cards already played, is the start of this hand: it starts an engine game there (``deal=``), replays
the bids and cards it saw, and then, for every choice open to it, plays the hand out with the casual
policy for every seat (``clone(this_hand_only=True)`` + ``moves``/``step``). It takes the choice with
the best average score for itself under the game's own scoring. Later bidders' bids in a sample are
estimated from their sampled hands.

It never sees hidden cards: a sample is built from its view alone.
"""

from __future__ import annotations

import random

from ..engine import new_game
from ..engine.cards import CODES, card_int
from . import register_bot
from .exact_bid_bots import CasualExactBidBot, pick_card, seen_cards, trick_estimate

ROLLOUTS_PER_DECISION = 240  # shared among the choices; at least MIN_SAMPLES deals each
MIN_SAMPLES = 12


def play_sequence(view: dict) -> list[tuple[int, int]]:
    """Every (seat, card) played this hand, in order."""
    plays = [(p["seat"], card_int(p["card"])) for t in view["played"] for p in t["trick"]]
    return plays + [(p["seat"], card_int(p["card"])) for p in view["trick"]]


def voids(view: dict) -> dict[int, set[int]]:
    """Suits each seat has shown out of this hand."""
    shown: dict[int, set[int]] = {s: set() for s in range(view["players"])}
    for trick in [t["trick"] for t in view["played"]] + [view["trick"]]:
        if trick:
            led = card_int(trick[0]["card"]) // 13
            for p in trick[1:]:
                if card_int(p["card"]) // 13 != led:
                    shown[p["seat"]].add(led)
    return shown


def sample_hands(view: dict, rng: random.Random) -> list[list[int]]:
    """The seats' current hands: ours as it is, and for the others the right number of cards drawn at
    random from those we cannot see (the rest stays undealt), each seat drawing only suits it has not
    shown out of, the most constrained seats first."""
    me, n = view["seat"], view["players"]
    counts = view["hand_counts"]
    seen = seen_cards(view)
    unseen = [c for c in range(52) if c not in seen]
    hands: list[list[int]] = [[] for _ in range(n)]
    if view["hand"] is None:  # the forehead hand: we know the others' cards, not ours
        for seat, code in view["foreheads"].items():
            hands[int(seat)] = [card_int(code)]
        hands[me] = rng.sample(unseen, counts[me])
        return hands
    hands[me] = [card_int(c) for c in view["hand"]]
    out = voids(view)
    others = sorted((s for s in range(n) if s != me), key=lambda s: -len(out[s]))
    for attempt in range(2):  # second attempt: the shown-out suits could not be honoured, ignore them
        rng.shuffle(unseen)
        pool = unseen
        for seat in others:
            allowed = [c for c in pool if attempt or c // 13 not in out[seat]][:counts[seat]]
            if len(allowed) < counts[seat]:
                break
            hands[seat] = allowed
            taken = set(allowed)
            pool = [c for c in pool if c not in taken]
        else:
            return hands
    raise AssertionError("unreachable: without constraints the unseen cards always suffice")


def hand_start(view: dict, hands_now: list[list[int]]):
    """An engine game at the start of this hand, with the sampled hands plus what each seat played."""
    played = play_sequence(view)
    start = [list(h) for h in hands_now]
    for seat, card in played:
        start[seat].append(card)
    spec = {"hand": view["hand_number"], "dealer": view["dealer"],
            "hands": [[CODES[c] for c in h] for h in start], "trump": view["trump"]}
    if view["turned"]:
        spec["turned"] = view["turned"]
    game = new_game(view["game"], view["players"], view["options"], seed=0, deal=spec)
    return game.clone(this_hand_only=True), played


def bidding_order(view: dict) -> list[int]:
    n = view["players"]
    return [(view["dealer"] + 1 + i) % n for i in range(n)]


def rollout(game, me: int) -> int:
    """Play the hand out with the casual policy for every seat; our points for it."""
    while not game.over:
        moves = game.moves()
        if len(moves) > 1:
            seat = game.turn
            move = pick_card(moves, game.trick_cards, game.trump, game.bids[seat] - game.tricks[seat],
                             game.players)
        else:
            move = moves[0]
        game.step(move)
    return game.history[-1]["points"][me]


def estimated_bid(game, seat: int) -> int:
    """A later bidder's bid in a sample: the casual estimate from its sampled hand, then the nearest
    allowed (the hook may bar one)."""
    hand = game.hands[seat]
    seen = set(hand) | ({game.turned} if game.turned is not None else set())
    shape = {"hand_counts": [len(h) for h in game.hands], "players": game.players}
    guess = trick_estimate(hand, seen, game.trump, shape)
    return min(game.moves(), key=lambda b: (abs(b - guess), b))


@register_bot("expert", games=("devils_bridge", "german_bridge"))
class ExpertExactBidBot(CasualExactBidBot):
    def choose(self, view: dict, legal_actions: list[dict]) -> dict:
        if len(legal_actions) == 1 or view["forehead"]:
            return super().choose(view, legal_actions)  # forced, or the forehead count is already exact
        if legal_actions[0]["type"] == "bid":
            return self.best_bid(view, legal_actions)
        return self.best_card(view, legal_actions)

    def samples(self, choices: int) -> int:
        return max(MIN_SAMPLES, ROLLOUTS_PER_DECISION // choices)

    def best_card(self, view: dict, legal_actions: list[dict]) -> dict:
        me = view["seat"]
        cards = [card_int(a["card"]) for a in legal_actions]
        totals = dict.fromkeys(cards, 0)
        for _ in range(self.samples(len(cards))):
            game, played = hand_start(view, sample_hands(view, self.rng))
            for seat in bidding_order(view):
                game.step(view["bids"][seat])
            for _, card in played:
                game.step(card)
            for card in cards:
                branch = game.clone(this_hand_only=True)
                branch.step(card)
                totals[card] += rollout(branch, me)
        best = max(cards, key=lambda c: (totals[c], -c))
        return {"type": "play", "card": CODES[best]}

    def best_bid(self, view: dict, legal_actions: list[dict]) -> dict:
        me = view["seat"]
        bids = [a["tricks"] for a in legal_actions]
        totals = dict.fromkeys(bids, 0)
        order = bidding_order(view)
        mine = order.index(me)
        for _ in range(self.samples(len(bids))):
            game, _ = hand_start(view, sample_hands(view, self.rng))
            for seat in order[:mine]:
                game.step(view["bids"][seat])
            for bid in bids:
                branch = game.clone(this_hand_only=True)
                branch.step(bid)
                for seat in order[mine + 1:]:
                    branch.step(estimated_bid(branch, seat))
                totals[bid] += rollout(branch, me)
        best = max(bids, key=lambda b: (totals[b], -b))
        return {"type": "bid", "tricks": best}
