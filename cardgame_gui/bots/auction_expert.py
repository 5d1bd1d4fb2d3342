"""The ``expert`` bot for the auction games (Reverse Bridge, Floating Bridge): determinized Monte Carlo.

Each decision deals the cards it cannot see at random many times over, in agreement with its view: each
seat holds as many cards as it shows, no card of a suit it has shown out of, and in Floating Bridge the
called card sits with its holder once that is known (with a seat other than ours and, unless the declarer
may call their own card, other than the declarer's while it is secret). Sampled hands of seats that bid
must roughly fit their bids (the casual model's estimate within two tricks of the bid). Each such deal,
joined with the cards already played, is the start of this hand: an engine game started there
(``deal=``) replays the calls and cards it saw and then, for every choice open to it, the hand is played
out with the casual policy for every seat on the fast path (``clone(this_hand_only=True)``, ``moves``,
``step``). It takes the choice with the best average for its side, within a time budget.

- Play: each legal card is rolled out; the score is my side's points less the other side's (Floating
  Bridge: my points less the table's mean).
- Calling (Floating Bridge): the casual bot's candidate cards (top trumps, aces and kings it lacks).
- Bidding: for each strain the hand is played out once per deal with my side declaring, which gives the
  distribution of tricks the declaring side and the takers make; every legal bid is then valued from it
  under the table's scoring. Reverse Bridge bids where the **opponents'** tricks make the level pay, and
  outbids its own partner only when its best bid is clearly worth more than the partner's contract;
  Floating Bridge bids the cheapest level that pays, and passes when none does.

It never sees hidden cards: a sample is built from its view alone.
"""

from __future__ import annotations

import random

from ..engine import new_game
from ..engine.auction import PASS, STRAINS, Phase, make_bid
from ..engine.cards import CODES, card_int
from ..engine.games.reverse_bridge import hand_points as reverse_points
from . import register_bot
from .auction_bots import (CasualAuctionBot, call_candidates, casual_card, hand_points, partner_call,
                           reverse_level)
from .sampling import Budget, deal_unseen, played_cards, voids

CALL_CANDIDATES = 5  # partner calls compared by the expert
FIT_TRIES = 12  # deals drawn to find one whose bidders' hands fit their bids


# ----- the hand from a view ------------------------------------------------------------------------------
def unseen_cards(view: dict) -> list[int]:
    seen = {card_int(c) for c in view["hand"]} | {c for _, c in played_cards(view)}
    return [c for c in range(52) if c not in seen]


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


def declare(game, bid: int) -> None:
    """In a sample: make ``bid`` for the seat to call and let everyone pass until the auction ends."""
    game.step(bid)
    while game.phase is Phase.BIDDING:
        game.step(PASS)


@register_bot("expert", games=("reverse_bridge", "floating_bridge"))
class ExpertAuctionBot(CasualAuctionBot):
    budget = Budget.default()

    def choose(self, view: dict, legal_actions: list[dict]) -> dict:
        if not legal_actions:
            raise ValueError("the bot was asked to act with no legal action")
        kinds = {a["type"] for a in legal_actions}
        if len(legal_actions) == 1 or kinds & {"wash", "decline"}:  # the wash window: as casual
            return super().choose(view, legal_actions)
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

