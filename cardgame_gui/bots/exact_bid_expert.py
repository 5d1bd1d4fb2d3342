"""The ``expert`` bot for the bid-exactly games: determinized Monte Carlo with fast rollouts.

For each decision it deals the cards it cannot see to the other seats many times over, consistent with
what it saw (hand sizes, and suits a seat showed out of by not following), and weighs each deal by how
well it explains the bids the other seats made: each bid against the casual estimate of the hand the
deal gives that seat (``BID_SIGMA``), so a seat that bid 3 of 7 holds strength in the deals that count.
For every choice open to it, it plays the rest of the hand out in each deal with the casual policy for
every seat (``exact_bid_rollout.play_out``: plain lists, no engine copy) and takes the choice with the
best weighted mean score for itself under the game's own scoring. Bidding, it weighs the bids near the
casual estimate of its hand (``BID_SPREAD``); later bidders bid the casual estimate of their sampled
hands, the hook barring the dealer as the rules do. It samples until its time budget is spent
(``Budget``: 0.25 s a decision unless ``CARDGAME_BOT_SECONDS`` says otherwise). While it may still
change its bid, it looks again with fresh deals and changes when another bid is clearly worth more.

It never sees hidden cards: a sample is built from its view alone.
"""

from __future__ import annotations

import math
import random

from ..engine import new_game
from ..engine.cards import CODES, SUITS, card_int
from . import register_bot
from .sampling import Budget, deal_unseen, played_cards, voids
from .exact_bid_rollout import play_out, solve
from .exact_bid_bots import CasualExactBidBot, seen_cards, trick_estimate



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


@register_bot("expert", games=("devils_bridge", "german_bridge"))
class ExpertExactBidBot(CasualExactBidBot):
    budget = Budget.default()
    budget.most = 4000  # the rollouts are fast: the clock, not a count, should end the search
    CHANGE_MARGIN = 1.0  # points a changed bid must be worth over the bid made (the estimates are noisy)
    BID_SPREAD = 2  # bids further than this from the casual estimate are not weighed
    SOLVE_LEAVES = 2000  # each sample is solved exactly (max^n) once the play tree has at most this
    # many leaves ((cards in hand)! to the power of the seats): the last three tricks at four seats
    BID_SIGMA = 2.0  # how far (in tricks) a seat's bid strays from the estimate of its hand, typically

    def choose(self, view: dict, legal_actions: list[dict]) -> dict:
        if len(legal_actions) == 1 or view["forehead"]:
            return super().choose(view, legal_actions)  # forced, or the forehead count is already exact
        if legal_actions[0]["type"] == "bid":
            guess = self.estimate(view)
            bids = [a["tricks"] for a in legal_actions if abs(a["tricks"] - guess) <= self.BID_SPREAD + 0.5]
            means = self.bid_values(view, bids or [a["tricks"] for a in legal_actions])
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
        guess = self.estimate(view)
        bids = [current] + [a["tricks"] for a in legal_actions if abs(a["tricks"] - guess) <= self.BID_SPREAD + 0.5]
        means = self.bid_values(view, bids)
        best = max(means, key=lambda b: (means[b], -b))
        if best != current and means[best] > means[current] + self.CHANGE_MARGIN:
            return {"type": "bid", "tricks": best}
        return None

    def table(self, view: dict):
        """(points[bid][tricks] under this game's scoring, hook on?) for the hand being played."""
        game, _ = hand_start(view, sample_hands(view, self.rng))
        k = view["hand_size"]
        return [[game.hand_points(b, t) for t in range(k + 1)] for b in range(k + 1)], game.hook

    def samples(self, view: dict, bidders: list[int]):
        """Endless (hands, weight) pairs: the seats' hands now, the others' sampled, and how well the
        sample explains the bids ``bidders`` made (each bid against the casual estimate of the sampled
        hand that made it, the cards the seat has played put back: a seat that bid 3 of 7 holds
        strength)."""
        me = view["seat"]
        spent: dict[int, list[int]] = {}
        for seat, card in played_cards(view):
            spent.setdefault(seat, []).append(card)
        trump = SUITS.index(view["trump"]) if view["trump"] else None
        turned = {card_int(view["turned"])} if view["turned"] else set()
        shape = {"hand_counts": [view["hand_size"]] * view["players"], "players": view["players"]}
        spread = 2 * self.BID_SIGMA ** 2
        others = [s for s in bidders if s != me]
        seen = seen_cards(view)
        unseen = [c for c in range(52) if c not in seen]
        counts = {s: view["hand_counts"][s] for s in range(view["players"]) if s != me}
        out = voids(view)
        mine = sorted(card_int(c) for c in view["hand"])
        while True:
            hands = [mine] * view["players"]
            for seat, hand in deal_unseen(unseen, counts, out, self.rng, attempts=1).items():
                hands[seat] = hand
            weight = 1.0
            for seat in others:
                dealt = hands[seat] + spent.get(seat, [])
                guess = trick_estimate(dealt, set(dealt) | turned, trump, shape)
                weight *= math.exp(-(guess - view["bids"][seat]) ** 2 / spread)
            for seat in range(view["players"]):
                if seat != me:
                    hands[seat].sort()
            yield hands, weight

    def best_card(self, view: dict, legal_actions: list[dict]) -> dict:
        me, n = view["seat"], view["players"]
        cards = [card_int(a["card"]) for a in legal_actions]
        totals = dict.fromkeys(cards, 0.0)
        points, _ = self.table(view)
        trump = SUITS.index(view["trump"]) if view["trump"] else None
        trick = [card_int(p["card"]) for p in view["trick"]]
        bids, won = view["bids"], view["tricks_won"]
        more = self.budget.start()
        done = 0
        exact = len(cards) > 1 and math.factorial(len(view["hand"])) ** n <= self.SOLVE_LEAVES
        for hands, weight in self.samples(view, list(range(n))):
            if not more(done):
                break
            if exact:
                ends = solve(hands, trump, view["leader"], trick, list(won), lambda s, t: points[bids[s]][t])
                for card in cards:
                    totals[card] += weight * points[bids[me]][ends[card][me]]
                done += 1
                continue
            for card in cards:
                need = [bids[s] - won[s] for s in range(n)]
                taken = play_out([list(h) for h in hands], trump, view["leader"], trick, need, card)
                totals[card] += weight * points[bids[me]][won[me] + taken[me]]
            done += 1
        best = max(cards, key=lambda c: (totals[c], -c))
        return {"type": "play", "card": CODES[best]}

    def bid_values(self, view: dict, bids: list[int]) -> dict[int, float]:
        """Each bid's mean points over sampled deals, weighted by how well each deal explains the bids
        already made (later bidders bid the casual estimate of their sampled hands)."""
        me, n, k = view["seat"], view["players"], view["hand_size"]
        points, hook = self.table(view)
        trump = SUITS.index(view["trump"]) if view["trump"] else None
        turned = {card_int(view["turned"])} if view["turned"] else set()
        shape = {"hand_counts": [k] * n, "players": n}
        totals = dict.fromkeys(bids, 0.0)
        order = bidding_order(view)
        mine = order.index(me)
        before = order[:mine]
        made = sum(view["bids"][s] for s in before)
        leader = order[0]
        more = self.budget.start()
        done, weights = 0, 0.0
        for hands, weight in self.samples(view, before):
            if not more(done):
                break
            later = [(s, trick_estimate(hands[s], set(hands[s]) | turned, trump, shape)) for s in order[mine + 1:]]
            for bid in bids:
                table_bids = list(view["bids"])
                table_bids[me] = bid
                total = made + bid
                for seat, guess in later:
                    barred = k - total if hook and seat == order[-1] else None
                    choice = min((b for b in range(k + 1) if b != barred), key=lambda b: (abs(b - guess), b))
                    table_bids[seat] = choice
                    total += choice
                taken = play_out([list(h) for h in hands], trump, leader, [], list(table_bids))
                totals[bid] += weight * points[bid][taken[me]]
            done += 1
            weights += weight
        return {b: totals[b] / weights if weights else 0.0 for b in bids}
