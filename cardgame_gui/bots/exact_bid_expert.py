"""The ``expert`` bot for the bid-exactly games: determinized Monte Carlo with random rollouts.

For each decision it deals the cards it cannot see to the other seats many times over, consistent with
what it saw (hand sizes, and suits a seat showed out of by not following). For every card open to it, it
plays the rest of the hand out in each deal with every seat playing random legal cards
(``exact_bid_rollout.play_random``: plain lists, no engine copy) and takes the card with the best mean
score for itself under the game's own scoring: the card after which the bid most often still comes out
exact, whatever the others do. Cards that play alike (the same suit with no card another seat may hold
between them) are weighed once. Every few dozen deals it drops the cards clearly behind the best
(``RACE_Z`` standard errors), so the deals go to the close choices, and it stops once one card is left.

Bidding, it plays each deal out at random once and counts the tricks it took; each bid is worth its
points over that count. Deals are weighed by how well they explain the bids already made: each bid
against the casual estimate of the hand the deal gives that seat (``BID_SIGMA``), so a seat that bid 3
of 7 holds strength in the deals that count. It samples until its time budget is spent (``Budget``:
0.25 s a decision unless ``CARDGAME_BOT_SECONDS`` says otherwise). While it may still change its bid, it
looks again with fresh deals and changes when another bid is clearly worth more.

It never sees hidden cards: a sample is built from its view alone.
"""

from __future__ import annotations

import math
import random

from ..engine import new_game
from ..engine.cards import CODES, SUITS, card_int
from . import register_bot
from .exact_bid_bots import CasualExactBidBot, seen_cards, trump_tricks, win_chance
from .exact_bid_rollout import play_random
from .sampling import Budget, alike_once, deal_unseen, played_cards, voids


def sample_hands(view: dict, rng: random.Random) -> list[list[int]]:
    """The seats' current hands: ours as it is, and for the others the right number of cards drawn at
    random from those we cannot see (the rest stays undealt), each seat drawing only suits it has not
    shown out of."""
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
    dealt = deal_unseen(unseen, {s: counts[s] for s in range(n) if s != me}, voids(view), rng, attempts=1)
    for seat, hand in dealt.items():
        hands[seat] = hand
    return hands


def hand_start(view: dict, hands_now: list[list[int]]):
    """An engine game at the start of this hand, with the sampled hands plus what each seat played."""
    played = played_cards(view)
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


class SuitEstimates:
    """``trick_estimate`` of whole dealt hands, as the bid inference needs it thousands of times a
    decision: with only the hand and the turned card seen, a side suit's share depends on the cards held
    in it and the number of trumps, the trump suit's on the trumps held, so each share is worked out once
    and remembered."""

    def __init__(self, trump: int | None, turned: set[int], shape: dict):
        self.trump, self.turned, self.shape = trump, turned, shape
        self.shares: dict[tuple, float] = {}

    def __call__(self, hand: list[int]) -> float:
        suits: list[list[int]] = [[], [], [], []]
        for card in hand:
            suits[card // 13].append(card)
        trumps = len(suits[self.trump]) if self.trump is not None else 0
        total = 0.0
        for suit, cards in enumerate(suits):
            if not cards:
                continue
            key = (tuple(cards), trumps if suit != self.trump else -1)
            share = self.shares.get(key)
            if share is None:
                share = self.shares[key] = self.share(suit, cards, hand)
            total += share
        return total

    def share(self, suit: int, cards: list[int], hand: list[int]) -> float:
        seen = set(hand) | self.turned
        if suit == self.trump:
            return trump_tricks(hand, seen, self.trump, self.shape)
        return sum(win_chance(c, hand, seen, self.trump, self.shape) for c in cards)


def distinct_cards(cards: list[int], view: dict) -> list[int]:
    """``alike_once``: the cards seen this hand are out of play, but for those on the table in this trick."""
    return alike_once(cards, seen_cards(view) - {card_int(p["card"]) for p in view["trick"]})


@register_bot("expert", games=("devils_bridge", "german_bridge"))
class ExpertExactBidBot(CasualExactBidBot):
    budget = Budget.default()
    budget.most = 4000  # the rollouts are fast: the clock, not a count, should end the search
    CHANGE_MARGIN = 1.0  # points a changed bid must be worth over the bid made (the estimates are noisy)
    BID_SIGMA = 2.0  # how far (in tricks) a seat's bid strays from the estimate of its hand, typically
    RACE_EVERY = 40  # deals between looks at which cards are clearly behind
    RACE_Z = 3.0  # standard errors a card's mean may fall short of the best's before it is dropped

    def choose(self, view: dict, legal_actions: list[dict]) -> dict:
        if len(legal_actions) == 1 or view["forehead"]:
            return super().choose(view, legal_actions)  # forced, or the forehead count is already exact
        if legal_actions[0]["type"] == "bid":
            means = self.bid_values(view, [a["tricks"] for a in legal_actions])
            return {"type": "bid", "tricks": max(means, key=lambda b: (means[b], -b))}
        return self.best_card(view, legal_actions)

    def optional(self, view: dict, legal_actions: list[dict]) -> dict | None:
        """A bid change: look again, with a fresh set of deals, at the bid made and the bids open; change
        when another is clearly worth more (no new card is seen in the window, but the first look was
        only a sample)."""
        me = view["seat"]
        if view["can_change_bid"] != me or view["forehead"] or not legal_actions:
            return None
        window = (view["hand_number"], len(view["history"]), me)
        if window == getattr(self, "_reviewed", None):
            return None  # one second look per window: more looks would only chase sampling noise
        self._reviewed = window
        current = view["bids"][me]
        means = self.bid_values(view, [current] + [a["tricks"] for a in legal_actions])
        best = max(means, key=lambda b: (means[b], -b))
        if best != current and means[best] > means[current] + self.CHANGE_MARGIN:
            return {"type": "bid", "tricks": best}
        return None

    def table(self, view: dict) -> list[list[int]]:
        """points[bid][tricks] under this game's scoring, for the hand being played."""
        game, _ = hand_start(view, sample_hands(view, self.rng))
        k = view["hand_size"]
        return [[game.hand_points(b, t) for t in range(k + 1)] for b in range(k + 1)]

    def samples(self, view: dict, bidders: list[int] = ()):
        """Endless (hands, weight) pairs: the seats' hands now, ours as it is and the others' sampled
        (each list sorted), and how well the sample explains the bids ``bidders`` made (each bid against
        the casual estimate of the sampled hand that made it, the cards the seat has played put back: a
        seat that bid 3 of 7 holds strength). Without ``bidders`` every weight is 1."""
        me, n = view["seat"], view["players"]
        unseen = sorted(set(range(52)) - seen_cards(view))
        counts = {s: view["hand_counts"][s] for s in range(n) if s != me}
        out = voids(view)
        shown_out = any(out[s] for s in counts)
        mine = sorted(card_int(c) for c in view["hand"])
        others = [s for s in bidders if s != me]
        if others:
            spent: dict[int, list[int]] = {}
            for seat, card in played_cards(view):
                spent.setdefault(seat, []).append(card)
            estimate = self.estimates(view)
            spread = 2 * self.BID_SIGMA ** 2
        wanted = sum(counts.values())
        while True:
            hands = [mine] * n
            if shown_out:
                for seat, hand in deal_unseen(unseen, counts, out, self.rng, attempts=1).items():
                    hands[seat] = sorted(hand)
            else:
                drawn, at = self.rng.sample(unseen, wanted), 0
                for seat, count in counts.items():
                    hands[seat] = sorted(drawn[at:at + count])
                    at += count
            weight = 1.0
            for seat in others:
                guess = estimate(hands[seat] + spent.get(seat, []))
                weight *= math.exp(-(guess - view["bids"][seat]) ** 2 / spread)
            yield hands, weight

    def estimates(self, view: dict) -> SuitEstimates:
        """The remembered hand estimates for this hand (kept while the hand lasts)."""
        trump = SUITS.index(view["trump"]) if view["trump"] else None
        turned = {card_int(view["turned"])} if view["turned"] else set()
        key = (view["hand_number"], view["players"], view["hand_size"], trump, tuple(turned))
        if getattr(self, "_estimates_key", None) != key:
            shape = {"hand_counts": [view["hand_size"]] * view["players"], "players": view["players"]}
            self._estimates_key, self._estimates = key, SuitEstimates(trump, turned, shape)
        return self._estimates

    def best_card(self, view: dict, legal_actions: list[dict]) -> dict:
        me = view["seat"]
        cards = distinct_cards([card_int(a["card"]) for a in legal_actions], view)
        if len(cards) == 1:
            return {"type": "play", "card": CODES[cards[0]]}
        points = self.table(view)
        score = points[view["bids"][me]][view["tricks_won"][me]:]  # by tricks taken from now on
        trump = SUITS.index(view["trump"]) if view["trump"] else None
        trick = [card_int(p["card"]) for p in view["trick"]]
        leader, rnd = view["leader"], self.rng.random
        total = dict.fromkeys(cards, 0.0)
        squares = dict.fromkeys(cards, 0.0)
        alive = list(cards)
        more = self.budget.start()
        done = 0
        for hands, _ in self.samples(view):
            if not more(done):
                break
            for card in alive:
                value = score[play_random([list(h) for h in hands], trump, leader, trick, rnd, card)[me]]
                total[card] += value
                squares[card] += value * value
            done += 1
            if done % self.RACE_EVERY == 0:
                alive = self.race(alive, total, squares, done)
                if len(alive) == 1:
                    break
        best = max(alive, key=lambda c: (total[c], -c))
        return {"type": "play", "card": CODES[best]}

    def race(self, alive: list[int], total: dict, squares: dict, done: int) -> list[int]:
        """The cards still worth sampling: those whose mean is within ``RACE_Z`` standard errors of the
        best mean so far."""
        mean = {c: total[c] / done for c in alive}
        top = max(mean.values())
        spread = {c: math.sqrt(max(squares[c] / done - mean[c] ** 2, 0.0) / done) for c in alive}
        return [c for c in alive if mean[c] + self.RACE_Z * spread[c] >= top]

    def bid_values(self, view: dict, bids: list[int]) -> dict[int, float]:
        """Each bid's mean points over sampled deals played out at random (the tricks taken do not depend
        on the bids then, so one rollout a deal serves every bid), weighted by how well each deal
        explains the bids already made."""
        me, k = view["seat"], view["hand_size"]
        points = self.table(view)
        trump = SUITS.index(view["trump"]) if view["trump"] else None
        order = bidding_order(view)
        made = order[:order.index(me)]
        rnd = self.rng.random
        counts = [0.0] * (k + 1)  # weighted deals in which we took this many tricks
        more = self.budget.start()
        done = 0
        for hands, weight in self.samples(view, made):
            if not more(done):
                break
            counts[play_random([list(h) for h in hands], trump, order[0], [], rnd)[me]] += weight
            done += 1
        weights = sum(counts) or 1.0
        return {b: sum(w * points[b][t] for t, w in enumerate(counts)) / weights for b in bids}
