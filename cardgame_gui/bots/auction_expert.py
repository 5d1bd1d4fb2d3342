"""The ``expert`` bot for the auction games (Reverse Bridge, Floating Bridge): determinized Monte Carlo.

Each decision deals the cards it cannot see at random many times over, in agreement with its view: each
seat holds as many cards as it shows, no card of a suit it has shown out of, and in Floating Bridge the
called card sits with its holder once that is known (with a seat other than ours and, unless the declarer
may call their own card, other than the declarer's while it is secret). Sampled hands must roughly fit
the calls made: Reverse Bridge, before play, a bidder's hand within two tricks of its bid by the casual
model; Floating Bridge, in the auction and in play alike (the cards a seat has played are put back into
its hand for the check), a bidder has 10 points or more and four cards of a suit it named, and a seat
that passed before anyone bid has at most 13 (``fits_floating``). For every choice open to it, the hand
is then played out from each such deal with the casual policy for every seat, and it takes the choice
with the best average for its side, within a time budget.

- Reverse Bridge plays out on engine copies: an engine game started at the deal (``deal=``) replays the
  calls and cards it saw, then runs the fast path (``clone(this_hand_only=True)``, ``moves``, ``step``).
- Floating Bridge plays out on plain lists (``auction_rollout.play_casual``, the same cards as the
  engine driven by the casual policy, about six times faster), so it sees about six times as many deals
  in its time. Cards that play alike (nothing another seat may hold between them) are weighed once, and
  every ``RACE_EVERY`` deals the choices clearly behind the best (``RACE_Z`` standard errors) are
  dropped; the search ends when one is left.
- Play: each legal card is rolled out; the score is my side's points less the other side's (Floating
  Bridge: my points less the table's mean, ``floating_points``: a made or set contract under the
  table's scoring).
- Calling (Floating Bridge): the casual bot's candidate cards (top trumps, aces and kings it lacks).
- Bidding: for each strain the hand is played out once per deal with my side declaring (Floating
  Bridge: me, with the casual call), which gives the distribution of tricks the declaring side and the
  takers make; every legal bid is then valued from it under the table's scoring. Reverse Bridge bids
  where the **opponents'** tricks make the level pay, and outbids its own partner only when its best bid
  is clearly worth more than the partner's contract; Floating Bridge bids the cheapest level that pays
  most, and passes when none beats passing (the auction the others would then make, played out), the
  declaring side credited ``DECLARER_EDGE`` trick beyond its rollout either way.

It never sees hidden cards: a sample is built from its view alone.
"""

from __future__ import annotations

import math
import random

from ..engine import new_game
from ..engine.auction import PASS, STRAINS, Phase, make_bid
from ..engine.cards import CODES, card_int
from ..engine.games.reverse_bridge import hand_points as reverse_points
from . import register_bot
from .auction_bots import (CasualAuctionBot, call_candidates, casual_card, floating_bid, hand_points,
                           partner_call, reverse_level)
from .auction_rollout import play_casual
from .sampling import Budget, alike_once, deal_unseen, played_cards, voids

CALL_CANDIDATES = 5  # partner calls compared by the expert
FIT_TRIES = 12  # deals drawn to find one whose bidders' hands fit their bids


# ----- the hand from a view ------------------------------------------------------------------------------
def unseen_cards(view: dict) -> list[int]:
    seen = {card_int(c) for c in view["hand"]} | {c for _, c in played_cards(view)}
    return [c for c in range(52) if c not in seen]


def my_calls(view: dict) -> dict[int, int]:
    """Floating Bridge: the card I would call as partner in each strain (0-4), as the casual bot calls."""
    hand = [card_int(c) for c in view["hand"]]
    allowed = set(range(52)) if view["options"]["call_own_card"] else set(range(52)) - set(hand)
    return {s: partner_call(hand, STRAINS[s], allowed) for s in range(5)}


def called_holder(view: dict, rng: random.Random, out: dict[int, set[int]]) -> dict[int, list[int]]:
    """Floating Bridge: where the called card must go in a sample (empty if it is ours, played, or none)."""
    code = view.get("called_card")
    if not code or code in view["hand"] or view.get("partner_known"):
        return {}
    card = card_int(code)
    me, declarer = view["seat"], view["declarer"]
    if view.get("partner") is not None:
        return {view["partner"]: [card]}
    seats = [s for s in range(4) if s != me and (s != declarer or view["options"].get("call_own_card"))
             and card // 13 not in out[s] and view["hand_counts"][s] > 0]
    return {rng.choice(seats): [card]} if seats else {}


def fits_bids(view: dict, hands: dict[int, list[int]]) -> bool:
    """Do the sampled hands of seats that bid roughly fit their last bid (by the casual model)?"""
    if view["played"] or view["trick"]:
        return True  # in play the cards tell more than the bids
    last = {}
    for entry in view["auction"]:
        if entry["call"] != "pass":
            last[entry["seat"]] = entry["call"]
    for seat, call in last.items():
        if seat not in hands:
            continue
        strain = STRAINS.index(call["strain"])
        if view["game"] == "reverse_bridge":
            if abs(reverse_level(hands[seat], strain) - call["level"]) > 2:
                return False
        elif hand_points(hands[seat]) < 10:
            return False
    return True


def floating_calls(view: dict) -> list[tuple[int, int | None]]:
    """Floating Bridge: what each other seat's calls say of its hand, as (seat, strain): a bid's latest
    strain, or ``None`` for a seat that passed before anyone bid (it had no opening hand)."""
    said: dict[int, int | None] = {}
    opened = False
    for entry in view["auction"]:
        seat, call = entry["seat"], entry["call"]
        if call != "pass":
            said[seat] = STRAINS.index(call["strain"])
            opened = True
        elif not opened and seat not in said:
            said[seat] = None
    return [(seat, strain) for seat, strain in said.items() if seat != view["seat"]]


def fits_floating(said: list, hands: dict[int, list[int]], played: dict[int, list[int]]) -> bool:
    """Do the sampled hands (with the cards each seat has played) fit the calls: a bidder holds 10 points
    or more and four cards of a suit it named; a seat that passed before anyone bid holds at most 13."""
    for seat, strain in said:
        hand = hands[seat] + played.get(seat, [])
        points = hand_points(hand)
        if strain is None:
            if points > 13:
                return False
        elif points < 10 or (strain < 4 and sum(1 for c in hand if c // 13 == strain) < 4):
            return False
    return True


def sample_hands(view: dict, rng: random.Random, infer: bool = True) -> list[list[int]]:
    """The four seats' cards now (sorted), the cards we cannot see dealt at random in agreement with the
    view (see ``sample_game``); Floating Bridge: with ``infer``, hands that fit the calls made (see
    ``fits_floating``), drawn again up to ``FIT_TRIES`` times."""
    me = view["seat"]
    out = voids(view)
    counts = {s: view["hand_counts"][s] for s in range(4) if s != me}
    pool = unseen_cards(view)
    said = floating_calls(view) if infer else []
    played: dict[int, list[int]] = {}
    for seat, card in played_cards(view):
        played.setdefault(seat, []).append(card)
    for _ in range(FIT_TRIES):
        hands = deal_unseen(pool, counts, out, rng, called_holder(view, rng, out))
        if fits_floating(said, hands, played) if infer else fits_bids(view, hands):
            break
    hands[me] = [card_int(c) for c in view["hand"]]
    return [sorted(hands[s]) for s in range(4)]


def sample_game(view: dict, rng: random.Random):
    """An engine game at this point of the hand, with the cards we cannot see dealt at random."""
    me = view["seat"]
    out = voids(view)
    counts = {s: view["hand_counts"][s] for s in range(4) if s != me}
    pool = unseen_cards(view)
    for _ in range(FIT_TRIES):
        hands = deal_unseen(pool, counts, out, rng, called_holder(view, rng, out))
        if fits_bids(view, hands):
            break
    hands[me] = [card_int(c) for c in view["hand"]]
    played = played_cards(view)
    for seat, card in played:
        hands[seat].append(card)
    spec = {"hands": [[CODES[c] for c in hands[s]] for s in range(4)], "dealer": view["dealer"]}
    game = new_game(view["game"], 4, view["options"], seed=0, deal=spec).clone(this_hand_only=True)
    for entry in view["auction"]:
        call = entry["call"]
        game.step(PASS if call == "pass" else make_bid(call["level"], call["strain"]))
    if view.get("called_card") and game.phase is Phase.CALLING:
        game.step(card_int(view["called_card"]))
    for _, card in played:
        game.step(card)
    return game


# ----- rollouts ----------------------------------------------------------------------------------------
def rollout_move(game) -> int:
    """The casual choice for the seat to act, read from the (sampled, fully known) game."""
    moves = game.moves()
    if len(moves) == 1:
        return moves[0]
    if game.phase is Phase.CALLING:
        return partner_call(game.hands[game.declarer], STRAINS[game.contract % 5], set(moves))
    if game.phase is Phase.BIDDING:
        return PASS
    seat = game.turn
    if game.info.id == "reverse_bridge":
        takers = 1 - game.auction.high_seat % 2
        want = game.tricks[takers] + game.tricks[takers + 2] >= game.contract // 5 + 1
        allies = ((seat + 2) % 4,)
    else:
        want = True
        side = {game.declarer, game.partner}
        allies = side if seat in side else {s for s in range(4) if s not in side}
    return casual_card(moves, game.trick_cards, game.trick_seats, game.trump, want, allies)


def play_out(game) -> dict | None:
    """Play the hand to its end with the casual policy; its history entry (``None`` if it was passed out
    or washed)."""
    scored = len(game.history)
    while not game.over:
        game.step(rollout_move(game))
    return game.history[-1] if len(game.history) > scored else None


def value(entry: dict | None, me: int) -> float:
    """A finished hand from my seat: my side's points less the other side's (Floating Bridge: mine less
    the table's mean)."""
    if entry is None:
        return 0.0
    if "side_points" in entry:
        points = entry["side_points"]
        return points[me % 2] - points[1 - me % 2]
    points = entry["points"]
    return points[me] - sum(points) / 4


def floating_points(taken: int, need: int, side: list[bool], me: int, by_tricks: bool) -> float:
    """Floating Bridge: my points less the table's mean when the declarer's side (``side[s]``) takes
    ``taken`` tricks and needs ``need``."""
    made = taken >= need
    gain = (taken if made else 13 - taken) if by_tricks else 1
    winners = sum(1 for s in side if s == made)
    return (gain if side[me] == made else 0) - gain * winners / 4


def first_leader(view: dict, declarer: int, strain: int) -> int:
    if view["options"]["first_lead"] == "declarer_in_nt" and strain == 4:
        return declarer
    return (declarer + 1) % 4


def distinct_cards(cards: list[int], view: dict) -> list[int]:
    """``alike_once``: my hand and the cards played are out of play, but for those in this trick."""
    out_of_play = {card_int(c) for c in view["hand"]} | {c for _, c in played_cards(view)}
    return alike_once(cards, out_of_play - {card_int(p["card"]) for p in view["trick"]})


def auction_after_pass(view: dict, hands: list[list[int]]) -> tuple[int, dict] | None:
    """Floating Bridge, in a sample: the auction after I pass, the seats still in it bidding as the casual
    bot does; (declarer, contract call), or ``None`` if every seat passes (a redeal)."""
    auction = list(view["auction"]) + [{"seat": view["seat"], "call": "pass"}]
    passed = {e["seat"] for e in auction if e["call"] == "pass"}
    bids = [e for e in auction if e["call"] != "pass"]
    high = make_bid(bids[-1]["call"]["level"], bids[-1]["call"]["strain"]) if bids else PASS
    step = -1 if view["options"]["auction_direction"] == "counter_clockwise" else 1
    seat = view["seat"]
    while len(passed) < 4 and not (bids and len(passed) == 3) and high < 34:
        seat = (seat + step) % 4
        if seat in passed:
            continue
        legal = [{"type": "bid", "level": b // 5 + 1, "strain": STRAINS[b % 5]} for b in range(high + 1, 35)]
        call = floating_bid({"auction": auction}, hands[seat], legal)
        if call["type"] == "pass":
            passed.add(seat)
            auction.append({"seat": seat, "call": "pass"})
        else:
            high = make_bid(call["level"], call["strain"])
            bid = {"seat": seat, "call": {"level": call["level"], "strain": call["strain"]}}
            auction.append(bid)
            bids.append(bid)
    return (bids[-1]["seat"], bids[-1]["call"]) if bids else None


def declare(game, bid: int) -> None:
    """In a sample: make ``bid`` for the seat to call and let everyone pass until the auction ends."""
    game.step(bid)
    while game.phase is Phase.BIDDING:
        game.step(PASS)


@register_bot("expert", games=("reverse_bridge", "floating_bridge"))
class ExpertAuctionBot(CasualAuctionBot):
    budget = Budget.default()
    budget.most = 2000  # Floating Bridge's rollouts are fast: the clock, not a count, ends the search

    def choose(self, view: dict, legal_actions: list[dict]) -> dict:
        if not legal_actions:
            raise ValueError("the bot was asked to act with no legal action")
        kinds = {a["type"] for a in legal_actions}
        if len(legal_actions) == 1 or kinds & {"wash", "decline"}:  # the wash window: as casual
            return super().choose(view, legal_actions)
        if self.game_id == "floating_bridge" and self.FAST:
            return self._floating(view, legal_actions, kinds)
        if "play" in kinds:
            cards = [card_int(a["card"]) for a in legal_actions]
            best = self._search(view, cards, lambda game, card: game.step(card))
            return {"type": "play", "card": CODES[best]}
        if "call_partner" in kinds:
            hand = [card_int(c) for c in view["hand"]]
            allowed = {card_int(a["card"]) for a in legal_actions}
            cards = call_candidates(hand, view["contract"]["strain"], allowed)[:CALL_CANDIDATES]
            best = self._search(view, cards, lambda game, card: game.step(card))
            return {"type": "call_partner", "card": CODES[best]}
        return self._bid_by_strain(view, [a for a in legal_actions if a["type"] in ("bid", "pass")])

    # ----- Floating Bridge: plain-list rollouts -------------------------------------------------------
    FAST = True  # Floating Bridge on plain lists (auction_rollout), not engine clones
    INFER = True  # Floating Bridge: sampled hands fit the calls made (fits_floating)
    PASS_AUCTION = True  # passing is valued by the auction the others then make (casual), not the bid so far
    DECLARER_EDGE = 1  # bids: tricks the declaring side takes beyond its casual rollout (see _floating_bid)
    RACE_EVERY = 20  # deals between looks at which choices are clearly behind
    RACE_Z = 3.0  # standard errors a choice's mean may fall short of the best's before it is dropped

    def _floating(self, view: dict, legal_actions: list[dict], kinds: set) -> dict:
        if "play" in kinds:
            cards = distinct_cards([card_int(a["card"]) for a in legal_actions], view)
            best = self._race(view, cards, self._card_values(view))
            return {"type": "play", "card": CODES[best]}
        if "call_partner" in kinds:
            hand = [card_int(c) for c in view["hand"]]
            allowed = {card_int(a["card"]) for a in legal_actions}
            cards = call_candidates(hand, view["contract"]["strain"], allowed)[:CALL_CANDIDATES]
            best = self._race(view, cards, self._call_values(view))
            return {"type": "call_partner", "card": CODES[best]}
        return self._floating_bid(view, [a for a in legal_actions if a["type"] in ("bid", "pass")])

    def _score(self, view: dict, side: list[bool], taken: int, need: int) -> float:
        return floating_points(taken, need, side, view["seat"], view["options"]["scoring"] == "tricks")

    def _card_values(self, view: dict):
        """A function of a sampled deal and a card: my value when I play the card now."""
        trump = "CDHS".index(view["trump"]) if view["trump"] else None
        trick = [card_int(p["card"]) for p in view["trick"]]
        leader, declarer, need = view["leader"], view["declarer"], view["tricks_needed"]
        broken = view["trump_broken"] or not view["options"]["trump_breaking"]
        called = card_int(view["called_card"])
        won = view["tricks_won"]

        def values(hands: list[list[int]], cards: list[int]) -> list[float]:
            partner = view["partner"]
            if partner is None:
                partner = next(s for s in range(4) if called in hands[s])
            side = [s == declarer or s == partner for s in range(4)]
            before = sum(won[s] for s in range(4) if side[s])
            out = []
            for card in cards:
                taken = play_casual([list(h) for h in hands], trump, leader, trick, side, broken, card)
                out.append(self._score(view, side, before + sum(taken[s] for s in range(4) if side[s]), need))
            return out
        return values

    def _call_values(self, view: dict):
        """A function of a sampled deal and candidate calls: my value when I call each card."""
        me = view["seat"]
        strain = STRAINS.index(view["contract"]["strain"])
        trump = strain if strain < 4 else None
        leader = first_leader(view, me, strain)
        broken = not view["options"]["trump_breaking"]
        need = view["contract"]["level"] + 6

        def values(hands: list[list[int]], cards: list[int]) -> list[float]:
            out = []
            for card in cards:
                partner = next(s for s in range(4) if card in hands[s])
                side = [s == me or s == partner for s in range(4)]
                taken = play_casual([list(h) for h in hands], trump, leader, [], side, broken)
                out.append(self._score(view, side, sum(taken[s] for s in range(4) if side[s]), need))
            return out
        return values

    def _race(self, view: dict, choices: list[int], values) -> int:
        """The choice with the best mean value over sampled deals; every ``RACE_EVERY`` deals the choices
        clearly behind are dropped, and the search ends when one is left, or when every deal so far gave
        every choice the same value (the hand is decided whatever I play; ties: the first listed)."""
        if len(choices) == 1:
            return choices[0]
        total = [0.0] * len(choices)
        squares = [0.0] * len(choices)
        alive = list(range(len(choices)))
        more = self.budget.start()
        done = 0
        while more(done):
            hands = sample_hands(view, self.rng, self.INFER)
            for i, v in zip(alive, values(hands, [choices[i] for i in alive])):
                total[i] += v
                squares[i] += v * v
            done += 1
            if self.RACE_Z and done % self.RACE_EVERY == 0:
                mean = {i: total[i] / done for i in alive}
                top = max(mean.values())
                spread = {i: math.sqrt(max(squares[i] / done - mean[i] ** 2, 0.0) / done) for i in alive}
                alive = [i for i in alive if mean[i] + self.RACE_Z * spread[i] >= top]
                if len(alive) == 1 or not any(spread.values()) and min(mean.values()) == top:
                    break  # one left, or every deal so far gave every choice the same value
        return choices[max(alive, key=lambda i: (total[i], -i))]

    def _floating_bid(self, view: dict, legal: list[dict]) -> dict:
        """Each strain played out once per deal with me declaring (the casual call for my partner); every
        legal bid valued from the tricks my side takes; passing valued by the auction the others then make
        (``auction_after_pass``), played out. Whoever declares, the declaring side is credited
        ``DECLARER_EDGE`` tricks beyond its rollout: at the table declarers made their contracts more
        often than the casual rollouts said (the expert plays better than its rollouts as declarer, and
        the casual defenders worse than them against a casual declarer)."""
        calls = my_calls(view)
        tricks: dict[int, list[tuple[int, list[bool]]]] = {s: [] for s in range(5)}
        passing = []
        more = self.budget.start()
        done = 0
        while more(done):
            by_strain, pass_value = self._floating_deal(view, sample_hands(view, self.rng, self.INFER), calls)
            for strain in range(5):
                tricks[strain].append(by_strain[strain])
            passing.append(pass_value)
            done += 1
        self.notes = {"declarers": {s: sum(t for t, _ in r) / len(r) for s, r in tricks.items() if r}}
        best, best_value = {"type": "pass"}, (sum(passing) / len(passing) if passing else 0.0) + 0.05
        for action in legal:
            if action["type"] != "bid":
                continue
            results = tricks[STRAINS.index(action["strain"])]
            worth = sum(self._score(view, side, taken + self.DECLARER_EDGE, action["level"] + 6)
                        for taken, side in results)
            worth /= len(results)
            if worth > best_value:
                best, best_value = action, worth
        # the call's mean value, for floating_duplicate.py --calibrate
        self.notes["value"] = best_value - (0.05 if best["type"] == "pass" else 0.0)
        return best

    def _floating_deal(self, view: dict, hands: list[list[int]], calls: dict[int, int]):
        """One sampled deal of the bidding (``hands``): ``(by_strain, passing)``. ``by_strain[s]``: the tricks
        my side takes with me declaring in strain ``s`` and calling ``calls[s]`` (``my_calls``), with the side;
        ``passing``: my value when I pass, the contract the others then make (``auction_after_pass``, or with
        ``PASS_AUCTION`` off the highest bid so far) played out, 0 when nobody bids (a redeal). The declaring
        side of that contract is credited ``DECLARER_EDGE``; my own bids get it where they are valued."""
        me = view["seat"]
        own = view["options"]["call_own_card"]
        broken = not view["options"]["trump_breaking"]

        def side_tricks(declarer: int, strain: int, card: int) -> tuple[int, list[bool]]:
            partner = next(s for s in range(4) if card in hands[s])
            side = [s == declarer or s == partner for s in range(4)]
            taken = play_casual([list(h) for h in hands], strain if strain < 4 else None,
                                first_leader(view, declarer, strain), [], side, broken)
            return sum(taken[s] for s in range(4) if side[s]), side

        by_strain = [side_tricks(me, strain, calls[strain]) for strain in range(5)]
        high = [(e["seat"], e["call"]) for e in view["auction"] if e["call"] != "pass"]
        contract = auction_after_pass(view, hands) if self.PASS_AUCTION else high[-1] if high else None
        if contract is None:
            return by_strain, 0.0
        seat, call = contract
        mine = set(range(52)) if own else set(range(52)) - set(hands[seat])
        taken, side = side_tricks(seat, STRAINS.index(call["strain"]), partner_call(hands[seat], call["strain"], mine))
        return by_strain, self._score(view, side, taken + self.DECLARER_EDGE, call["level"] + 6)

    def _search(self, view: dict, choices: list, act) -> object:
        """The choice with the best mean rollout value over sampled deals (ties: the first listed)."""
        if len(choices) == 1:
            return choices[0]
        me = view["seat"]
        totals = [0.0] * len(choices)
        more = self.budget.start()
        done = 0
        while more(done):
            game = sample_game(view, self.rng)
            for i, choice in enumerate(choices):
                branch = game.clone(this_hand_only=True)
                act(branch, choice)
                totals[i] += value(play_out(branch), me)
            done += 1
        return choices[max(range(len(choices)), key=lambda i: (totals[i], -i))]

    # ----- bidding ---------------------------------------------------------------------------------
    def _bid_by_strain(self, view: dict, legal: list[dict]) -> dict:
        """Roll each strain out once per deal with my side declaring; value every legal bid from the trick
        counts; compare with passing."""
        me = view["seat"]
        hand = [card_int(c) for c in view["hand"]]
        reverse = view["game"] == "reverse_bridge"
        strains = range(5)
        tricks: dict[int, list[tuple[int, list[int]]]] = {s: [] for s in strains}
        passing = []
        high = [(e["seat"], e["call"]) for e in view["auction"] if e["call"] != "pass"]
        more = self.budget.start()
        done = 0
        while more(done):
            game = sample_game(view, self.rng)
            for strain in strains:
                branch = game.clone(this_hand_only=True)
                guess = reverse_level(hand, strain) if reverse else 1
                declare(branch, make_bid(guess, STRAINS[strain]))
                entry = play_out(branch)
                if entry is not None:
                    if reverse:
                        tricks[strain].append((entry["takers_tricks"], []))
                    else:
                        tricks[strain].append((entry["side_tricks"], entry["declarer_side"]))
            if high:
                branch = game.clone(this_hand_only=True)
                declare(branch, PASS)
                passing.append(value(play_out(branch), me))
            done += 1
        self.notes = {"takers" if reverse else "declarers": {
            s: sum(t for t, _ in results) / len(results) for s, results in tricks.items() if results}}
        worth = {}
        for action in legal:
            if action["type"] == "bid":
                strain = STRAINS.index(action["strain"])
                worth[len(worth)] = (self._bid_value(view, action["level"], strain, tricks[strain], me), action)
        pass_value = sum(passing) / len(passing) if passing else 0.0
        partner_holds = bool(high) and high[-1][0] == (me + 2) % 4
        margin = 2.0 if reverse and partner_holds else (0.5 if reverse else 0.05)
        if not worth:
            return {"type": "pass"}
        best_value, best = max(worth.values(), key=lambda item: (item[0], -item[1]["level"]))
        return best if best_value > pass_value + margin else {"type": "pass"}

    def _bid_value(self, view: dict, level: int, strain: int, results: list, me: int) -> float:
        if not results:
            return float("-inf")
        total = 0.0
        if view["game"] == "reverse_bridge":
            scoring = view["options"]["scoring"]
            for taken, _ in results:
                bidders, takers = reverse_points(level, strain, taken, scoring)
                total += bidders - takers
            return total / len(results)
        need = level + 6
        by_tricks = view["options"]["scoring"] == "tricks"
        for taken, side in results:
            made = taken >= need
            gain = (taken if made else 13 - taken) if by_tricks else 1
            winners = side if made else [s for s in range(4) if s not in side]
            points = [gain if s in winners else 0 for s in range(4)]
            total += points[me] - sum(points) / 4
        return total / len(results)

