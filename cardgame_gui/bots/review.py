"""The expert's opinion of a seat's decisions in a trick-game hand: bids and cards in a bid-exactly hand
(Devil's Bridge, German Bridge); calls (bids and passes) and cards in Reverse and Floating Bridge, and the
Floating Bridge partner call.

    from cardgame_gui.bots.review import review_decision, review_hand, REVIEWED_GAMES
    opinion = review_decision(view, legal, action, seed=7)   # None for a forced choice
    opinions = review_hand(decisions, seed=7, progress=..., cancelled=...)   # costliest first

For one decision it asks what ``bots/exact_bid_expert.py`` asks, from the seat's view alone: it deals the
cards the seat could not see many times over, consistent with what it saw (the expert's own ``samples``:
hand sizes, suits shown out of, and for a bid, deals weighed by how well they explain the bids already
made), plays the rest of the hand out in each with random legal cards (``play_random``, the expert's
rollouts) and scores each choice with the game's own scoring. Unlike the expert at the table it does not
stop early or drop choices: every choice open gets the same ``samples`` deals (common random numbers), so
each figure comes with its standard error, and the difference between two choices with the standard
error of the paired difference. A fixed count of deals, not a clock, ends the work: the same seed gives
the same figures on any machine.

Reverse and Floating Bridge are weighed the way ``bots/auction_expert.py`` weighs them: its deals of the
unseen cards (Floating Bridge: ``sample_hands``, fitting the calls made, played out with the casual policy
on plain lists by its ``_card_values`` / ``_call_values``, scored as my points less the table's mean;
Reverse Bridge: ``sample_game``, engine copies played out by ``play_out``, my side's points less the
other's). There a bid is not made "exactly": a choice's chance is that of the contract being made
(``chance_of == "contract"``). A call (a bid or a pass) is weighed as that expert bids: on each deal the
hand is played out once per strain with my side declaring (Reverse Bridge at the casual estimate of the
level, Floating Bridge with the casual partner call), which values every legal bid of that strain at
once, and once for passing (the auction the others then make, or the highest bid so far played out);
every call is ranked by its mean, and the best ``BID_CANDIDATES`` bids are listed with yours and passing.
A pass has no contract of its own: its chance is ``None``. The expert at the table keeps a margin before
it outbids (most of all its partner, in Reverse Bridge); the review ranks by expected points alone.

It never sees hidden cards: its inputs are a view and the legal actions, as for any bot
(``tests/bots/test_review.py`` shuffles the cards the seat could not see and gets the same figures).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Callable, Sequence

from ..engine.auction import PASS, STRAINS, make_bid
from ..engine.cards import CODES, SUITS, card_int
from ..engine.games.reverse_bridge import hand_points as reverse_points
from . import auction_expert
from .auction_bots import reverse_level
from .exact_bid_expert import ExpertExactBidBot, bidding_order, distinct_cards
from .exact_bid_rollout import play_random

REVIEWED_GAMES = ("devils_bridge", "german_bridge", "reverse_bridge", "floating_bridge")
SAMPLES = 2000  # deals per decision: a choice's mean then has a standard error of about 0.1 point
# Reverse Bridge plays out on engine copies (as its expert does), several times slower than the plain-list
# rollouts of the other games: fewer deals keep a hand's review, its calls included, under 5 s
# (docs/benchmarks.md)
REVERSE_SAMPLES = 800
AUCTION_GAMES = ("reverse_bridge", "floating_bridge")
# A Reverse or Floating Bridge call plays the whole hand out once per strain and once for passing, six
# rollouts of 13 tricks a deal: fewer deals keep the hand's review within its time (docs/benchmarks.md)
BID_SAMPLES = {"reverse_bridge": 300, "floating_bridge": 500}
BID_CANDIDATES = 5  # a call's bids listed: the expert's best five, and yours and passing beside them


def samples_for(game_id: str) -> int:
    """The deals per card (or partner call) a review of ``game_id`` uses unless told otherwise."""
    return REVERSE_SAMPLES if game_id == "reverse_bridge" else SAMPLES


def bid_samples_for(game_id: str) -> int:
    """The deals per bid: ``samples_for`` in the Oh Hell games, ``BID_SAMPLES`` in the auction games."""
    return BID_SAMPLES.get(game_id) or samples_for(game_id)


@dataclass
class Choice:
    action: dict
    mean: float  # expected points for the seat this hand
    mean_error: float  # its standard error
    exact: float | None  # chance the bid comes out exactly (Reverse and Floating Bridge: the contract is
    exact_error: float | None  # made; None for a pass, which makes no contract of yours)


@dataclass
class Opinion:
    step: int  # the decision's place (the caller's index; see review_hand)
    trick: int  # 0 for a bid, else the trick number
    bid: int | None  # the seat's bid when it played (None while bidding)
    yours: Choice
    best: Choice
    choices: list[Choice]  # every choice weighed, best first
    cost: float  # expected points the seat's choice gave away against the expert's (>= 0)
    cost_error: float  # standard error of that difference (paired over the same deals)
    samples: int
    chance_of: str = "exact"  # what ``Choice.exact`` is the chance of: "exact" (the bid) or "contract" (made)


def _stats(values: Sequence[float], weights: Sequence[float]) -> tuple[float, float]:
    """Weighted mean and its standard error (Kish's effective sample size for unequal weights)."""
    total = sum(weights)
    if total <= 0:
        return 0.0, 0.0
    mean = sum(w * v for v, w in zip(values, weights)) / total
    spread = sum(w * (v - mean) ** 2 for v, w in zip(values, weights)) / total
    effective = total * total / sum(w * w for w in weights)
    return mean, math.sqrt(spread / effective) if effective > 1 else 0.0


def review_decision(view: dict, legal: list[dict], action: dict, seed: int, samples: int | None = None,
                    step: int = 0, trick: int = 0) -> Opinion | None:
    """The expert's figures for every choice open at this decision and for the one made (``samples``
    deals, by default ``samples_for`` the game, ``bid_samples_for`` for a Reverse or Floating Bridge call);
    ``None`` when there was no choice (one legal action, or cards that play alike, or the forehead hand)
    or the decision is not weighed (Floating Bridge's wash window)."""
    if view.get("forehead") or len(legal) < 2 or action.get("type") not in ("bid", "pass", "play", "call_partner"):
        return None
    if action["type"] == "call_partner":
        return _review_partner_call(view, legal, action, seed, samples or samples_for(view["game"]), step)
    if view["game"] in AUCTION_GAMES:
        if action["type"] == "play":
            return _review_auction_card(view, legal, action, seed, samples or samples_for(view["game"]), step,
                                        trick)
        return _review_auction_bid(view, legal, action, seed, samples or bid_samples_for(view["game"]), step)
    if action["type"] == "pass":
        return None  # no pass in the Oh Hell games
    samples = samples or samples_for(view["game"])
    bot = ExpertExactBidBot(view["game"], seed=seed)
    if action["type"] == "bid":
        return _review_bid(bot, view, legal, action, samples, step)
    return _review_card(bot, view, legal, action, samples, step, trick)


def _review_card(bot, view, legal, action, samples, step, trick) -> Opinion | None:
    me = view["seat"]
    cards = distinct_cards([card_int(a["card"]) for a in legal], view)
    if len(cards) < 2:
        return None
    mine = card_int(action["card"])
    played_as = max(c for c in cards if c // 13 == mine // 13 and c <= mine)  # the run it stands in
    points = bot.table(view)
    bid, won = view["bids"][me], view["tricks_won"][me]
    trump = SUITS.index(view["trump"]) if view["trump"] else None
    trick_cards = [card_int(p["card"]) for p in view["trick"]]
    rnd = bot.rng.random
    values = {c: [] for c in cards}
    exact = {c: [] for c in cards}
    deals = bot.samples(view)
    for _ in range(samples):
        hands, _weight = next(deals)
        for card in cards:
            total = won + play_random([list(h) for h in hands], trump, view["leader"], trick_cards, rnd, card)[me]
            values[card].append(points[bid][total])
            exact[card].append(1.0 if total == bid else 0.0)
    ones = [1.0] * samples
    choices = {c: Choice({"type": "play", "card": CODES[c]}, *_stats(values[c], ones), *_stats(exact[c], ones))
               for c in cards}
    return _opinion(choices, played_as, values, ones, step, trick, bid, samples, action)


def _review_auction_card(view, legal, action, seed, samples, step, trick) -> Opinion | None:
    """A Reverse or Floating Bridge card: every card that plays differently, on the same ``samples`` deals
    of the auction expert; for each, my value (as the expert scores it) and whether the contract was made."""
    cards = auction_expert.distinct_cards([card_int(a["card"]) for a in legal], view)
    if len(cards) < 2:
        return None
    mine = card_int(action["card"])
    played_as = max(c for c in cards if c // 13 == mine // 13 and c <= mine)  # the run it stands in
    bot = auction_expert.ExpertAuctionBot(view["game"], seed=seed)
    deal = _floating_deal(bot, view) if view["game"] == "floating_bridge" else _reverse_deal(bot, view)
    values = {c: [] for c in cards}
    made = {c: [] for c in cards}
    for _ in range(samples):
        for card, (value, contract_made) in zip(cards, deal(cards)):
            values[card].append(value)
            made[card].append(1.0 if contract_made else 0.0)
    ones = [1.0] * samples
    choices = {c: Choice({"type": "play", "card": CODES[c]}, *_stats(values[c], ones), *_stats(made[c], ones))
               for c in cards}
    opinion = _opinion(choices, played_as, values, ones, step, trick, None, samples, action)
    opinion.chance_of = "contract"
    return opinion


def _review_partner_call(view, legal, action, seed, samples, step) -> Opinion:
    """A Floating Bridge partner call: the expert's candidates (``call_candidates``, its first
    ``CALL_CANDIDATES``) and yours, each played out from the same deals (its ``_call_values``); I declare,
    so a value above 0 is a made contract."""
    hand = [card_int(c) for c in view["hand"]]
    allowed = {card_int(a["card"]) for a in legal}
    mine = card_int(action["card"])
    candidates = auction_expert.call_candidates(hand, view["contract"]["strain"], allowed)
    cards = list(dict.fromkeys(candidates[:auction_expert.CALL_CANDIDATES] + [mine]))
    bot = auction_expert.ExpertAuctionBot(view["game"], seed=seed)
    values_of = bot._call_values(view)
    values = {c: [] for c in cards}
    for _ in range(samples):
        hands = auction_expert.sample_hands(view, bot.rng, bot.INFER)
        for card, value in zip(cards, values_of(hands, cards)):
            values[card].append(value)
    ones = [1.0] * samples
    choices = {c: Choice({"type": "call_partner", "card": CODES[c]}, *_stats(values[c], ones),
                         *_stats([1.0 if v > 0 else 0.0 for v in values[c]], ones)) for c in cards}
    opinion = _opinion(choices, mine, values, ones, step, 0, None, samples, action)
    opinion.chance_of = "contract"
    return opinion


def _floating_deal(bot, view):
    """Floating Bridge: one sampled deal (``sample_hands``), each card played out on plain lists (the
    expert's ``_card_values``). A value is never 0 (a made or set contract pays someone) and is above 0
    exactly when my side won: the contract was made when that side is the declarer's."""
    me, called = view["seat"], card_int(view["called_card"])
    values_of = bot._card_values(view)

    def deal(cards):
        hands = auction_expert.sample_hands(view, bot.rng, bot.INFER)
        partner = view["partner"] if view["partner"] is not None else next(s for s in range(4) if called in hands[s])
        declaring = me in (view["declarer"], partner)
        return [(value, (value > 0) == declaring) for value in values_of(hands, cards)]
    return deal


def _reverse_deal(bot, view):
    """Reverse Bridge: one sampled engine game (``sample_game``), each card played out on a copy with the
    casual policy (the expert's ``_search``); the contract is made when the takers reach its level."""
    me = view["seat"]

    def deal(cards):
        game = auction_expert.sample_game(view, bot.rng)
        out = []
        for card in cards:
            branch = game.clone(this_hand_only=True)
            branch.step(card)
            entry = auction_expert.play_out(branch)
            out.append((auction_expert.value(entry, me), entry["takers_tricks"] >= entry["contract"]["level"]))
        return out
    return deal


def _review_auction_bid(view, legal, action, seed, samples, step) -> Opinion | None:
    """A Reverse or Floating Bridge call (a bid or a pass), weighed as the auction expert weighs calls:
    on each of ``samples`` deals the hand is played out once per strain with my side declaring, which
    values every legal bid at once, and once for passing. Every legal bid and passing are ranked by mean;
    the opinion lists the best ``BID_CANDIDATES`` bids, and yours and passing when they are not among them."""
    calls = [a for a in legal if a["type"] in ("bid", "pass")]
    if len(calls) < 2 or action["type"] not in ("bid", "pass"):
        return None
    bot = auction_expert.ExpertAuctionBot(view["game"], seed=seed)
    deal = _floating_calls_deal(bot, view) if view["game"] == "floating_bridge" else _reverse_calls_deal(bot, view)
    bids = [(a["level"], a["strain"]) for a in calls if a["type"] == "bid"]
    values: dict[int, list[float]] = {PASS: []} | {make_bid(*b): [] for b in bids}
    made: dict[int, list[float]] = {make_bid(*b): [] for b in bids}
    for _ in range(samples):
        by_strain, passing = deal()
        values[PASS].append(passing)
        for level, strain in bids:
            value, contract_made = by_strain[STRAINS.index(strain)](level)
            values[make_bid(level, strain)].append(value)
            made[make_bid(level, strain)].append(1.0 if contract_made else 0.0)
    ones = [1.0] * samples
    choices = {PASS: Choice({"type": "pass"}, *_stats(values[PASS], ones), None, None)}
    for level, strain in bids:
        key = make_bid(level, strain)
        choices[key] = Choice({"type": "bid", "level": level, "strain": strain}, *_stats(values[key], ones),
                              *_stats(made[key], ones))
    mine = PASS if action["type"] == "pass" else make_bid(action["level"], action["strain"])
    opinion = _opinion(choices, mine, values, ones, step, 0, None, samples, action)
    opinion.chance_of = "contract"
    shown = [c for c in opinion.choices if c.action["type"] == "bid"][:BID_CANDIDATES]
    opinion.choices = [c for c in opinion.choices
                       if c in shown or c.action["type"] == "pass" or _same_call(c.action, action)]
    return opinion


def _same_call(a: dict, b: dict) -> bool:
    return a["type"] == b["type"] and a.get("level") == b.get("level") and a.get("strain") == b.get("strain")


def _floating_calls_deal(bot, view):
    """Floating Bridge: one sampled deal (``sample_hands``) valued as the expert values its calls
    (``ExpertAuctionBot._floating_deal``): per strain, the hand played out with me declaring and calling as
    the casual bot calls, as a function of a level giving (my value, made), the declaring side credited the
    expert's ``DECLARER_EDGE`` as when it bids; and passing: the auction the others then make played out, 0
    when everyone passes (a redeal)."""
    calls = auction_expert.my_calls(view)

    def deal():
        by_strain, passing = bot._floating_deal(view, auction_expert.sample_hands(view, bot.rng, bot.INFER), calls)
        return [lambda level, taken=taken + bot.DECLARER_EDGE, side=side: (
            bot._score(view, side, taken, level + 6), taken >= level + 6) for taken, side in by_strain], passing
    return deal


def _reverse_calls_deal(bot, view):
    """Reverse Bridge: one sampled engine game (``sample_game``); per strain, my side declares at the
    casual estimate of the level (``reverse_level``) and the hand is played out (the expert's
    ``_bid_by_strain``), giving the takers' tricks, as a function of a level giving (my side's points less
    the takers', made: the takers reach the level); and passing: the highest bid so far played out with
    everyone passing after me, 0 when nobody has bid (the hand would be redealt)."""
    me = view["seat"]
    hand = [card_int(c) for c in view["hand"]]
    scoring = view["options"]["scoring"]
    anyone_bid = any(e["call"] != "pass" for e in view["auction"])

    def deal():
        game = auction_expert.sample_game(view, bot.rng)
        by_strain = []
        for strain in range(5):
            branch = game.clone(this_hand_only=True)
            auction_expert.declare(branch, make_bid(reverse_level(hand, strain), STRAINS[strain]))
            taken = auction_expert.play_out(branch)["takers_tricks"]
            by_strain.append(lambda level, taken=taken, strain=strain: (
                _reverse_margin(level, strain, taken, scoring), taken >= level))
        passing = 0.0
        if anyone_bid:
            branch = game.clone(this_hand_only=True)
            auction_expert.declare(branch, PASS)
            passing = auction_expert.value(auction_expert.play_out(branch), me)
        return by_strain, passing
    return deal


def _reverse_margin(level: int, strain: int, taken: int, scoring: str) -> float:
    bidders, takers = reverse_points(level, strain, taken, scoring)
    return float(bidders - takers)


def _review_bid(bot, view, legal, action, samples, step) -> Opinion:
    me = view["seat"]
    bids = sorted({a["tricks"] for a in legal} | {action["tricks"]})
    points = bot.table(view)
    trump = SUITS.index(view["trump"]) if view["trump"] else None
    order = bidding_order(view)
    made = [s for s in range(view["players"]) if s != me and view["bids"][s] is not None]
    rnd = bot.rng.random
    taken, weights = [], []
    deals = bot.samples(view, made)
    for _ in range(samples):
        hands, weight = next(deals)
        taken.append(play_random([list(h) for h in hands], trump, order[0], [], rnd)[me])
        weights.append(weight)
    values = {b: [points[b][t] for t in taken] for b in bids}
    choices = {b: Choice({"type": "bid", "tricks": b}, *_stats(values[b], weights),
                         *_stats([1.0 if t == b else 0.0 for t in taken], weights)) for b in bids}
    return _opinion(choices, action["tricks"], values, weights, step, 0, None, samples, action)


def _opinion(choices: dict, mine, values: dict, weights, step, trick, bid, samples, yours) -> Opinion:
    ranked = sorted(choices, key=lambda c: (-choices[c].mean, c))
    best = ranked[0]
    cost, cost_error = _stats([b - y for b, y in zip(values[best], values[mine])], weights)
    chosen = choices[mine]
    return Opinion(step, trick, bid, Choice(yours, chosen.mean, chosen.mean_error, chosen.exact,
                                            chosen.exact_error),
                   choices[best], [choices[c] for c in ranked], max(cost, 0.0), cost_error, samples)


def review_hand(decisions, seed: int, samples: int | None = None,
                progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] | None = None) -> list[Opinion] | None:
    """Opinions of ``decisions`` (objects with ``view``, ``legal``, ``action``, ``step``, ``trick``, as
    ``session.history.Decision``), costliest first; ``None`` if ``cancelled()`` said stop. Decision ``i``
    is sampled with its own generator (seed and step), so its figures do not depend on the others."""
    opinions = []
    for done, decision in enumerate(decisions):
        if cancelled is not None and cancelled():
            return None
        rng_seed = random.Random(f"{seed}:{decision.step}").randrange(2 ** 31)
        opinion = review_decision(decision.view, decision.legal, decision.action, rng_seed, samples,
                                  decision.step, decision.trick)
        if opinion is not None:
            opinions.append(opinion)
        if progress is not None:
            progress(done + 1, len(decisions))
    return sorted(opinions, key=lambda o: (-o.cost, o.step))
