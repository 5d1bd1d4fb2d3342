"""The ``expert`` Contract Rummy bot: the casual bot's plan, with cards judged by how far they bring the
contract and by what they cost when someone else goes out.

- Discard (before its contract): of the cards whose loss leaves the contract as close as it can, it
  keeps the one with the most *outs*: the unseen cards (by copies left: the pack less its hand, the table
  and the top discard) that would bring the rest of the hand a card closer. Once an opponent has melded
  it sheds the highest penalty among those first, and when it is still two or more cards from its
  contract while a melded opponent holds three cards or fewer, it sheds penalty even at a small cost to
  the contract (the round is likely lost: what stays in hand counts against it). In round 7 (nobody
  melds before going out, so whoever does not go out pays for every card) it sheds the highest penalty
  among those first and counts outs only between equal penalties: counting outs alone there held about
  15 points more at the end of the round and lost 7 points a round to casual (400 duplicate rounds).
  After ``LATE_TURNS`` (10) of its own turns in round 7, still two or more cards from its runs and
  before the stock is first rebuilt, it sheds penalty at a small cost to them, as when an opponent is
  nearly out (nobody melds before going out there, so the length of the round is the only warning):
  about +0.3 a round, +2.4 ± 2.7 a round-7 deal on 80 deals it was not chosen on.
- Draws: as casual, and after its contract, where new melds are allowed (Screw Rummy), it also takes a
  discard that makes a new group or run with its hand (laid down the same turn: three cards out of hand
  for one drawn). In round 7 it takes the discard with which its whole hand goes down in runs (going
  out), as casual does (``RummyBot._goes_out_with``).
- May I?: as casual (rounds 1-6, before its contract, when the card brings the contract closer and the
  stock holds two cards a player) but however many cards its hand holds (casual stops at 16 with the
  claimed and penalty cards): +0.50 ± 0.48 and +0.61 ± 0.52 a round on two sets of 280 classic deals
  (issue 36, third round). The stock limit stays: claims past it drained the stock at seven and eight
  seats. May I? claims are worth much: with them switched off the expert lost 10.3 ± 3.2 points a round.
- Screw Over: as the casual bot.

The ideas measured and not kept are in docs/benchmarks.md with their figures: opponent tracking, taking
discards for outs, May I? past casual's stock limit, determinized rollouts, penalty weights and other
damage-control settings (their switches removed after commit 0eebf85, where each can be rerun); a
solitaire lookahead for the discard, the draw and May I?, and laying off onto its own bare melds first
(commit e634f94).

The outs count thinks within a time budget (``Budget``; the tied candidates are compared on the same
unseen cards, so a cut-off count still compares fairly). It sees only its view.
"""

from __future__ import annotations

from collections import Counter

from ..engine.cards import CODES, JOKER, card_int, make_deck
from ..engine.melds import contract_deficit, find_contract, lay_off_ends, penalty
from . import register_bot
from .rummy_bot import RummyBot, _table
from .sampling import Budget


def pack_of(view: dict) -> list[int]:
    """The pack the round is played with, as the engine makes it from the options."""
    n, options = view["players"], view["options"]
    decks = options["decks"]
    if decks == "auto":
        decks = 2 if n <= 4 else (n + 1) // 2
    jokers = options["jokers"]
    return make_deck(decks, n - 1 if jokers == "players_minus_one" else jokers)


def unseen_cards(view: dict, hand: list[int]) -> Counter:
    """Copies of each natural card the seat cannot see: the pack less its hand, the melds on the table
    and the top discard (jokers left out)."""
    copies = Counter(c for c in pack_of(view) if c != JOKER)
    copies.subtract(hand)
    for meld in view["table"]:
        copies.subtract(card_int(c) for c in meld["cards"] if c != "JK")
    if view["top_discard"] and view["top_discard"] != "JK":
        copies[card_int(view["top_discard"])] -= 1
    return Counter({c: n for c, n in copies.items() if n > 0})


def related(cards: list[int]) -> set[int]:
    """Cards that could join ``cards`` in a group (same rank) or a run (same suit, within two ranks)."""
    near = set()
    for c in cards:
        if c == JOKER:
            continue
        suit, rank = divmod(c, 13)
        near.update(s * 13 + rank for s in range(4))
        for step in (-2, -1, 1, 2):
            r = rank + step
            if r == -1:
                r = 12  # the ace is low in a run as well as high
            elif r == 13:
                r = 0
            if 0 <= r < 13:
                near.add(suit * 13 + r)
    return near


@register_bot("expert", games=("contract_rummy",))
class ExpertRummyBot(RummyBot):
    budget = Budget.default()
    LAST_ROUND_WEIGHT = 100.0  # round 7: outs a point of penalty shed is worth (penalty first)
    DAMAGE_FROM = 2  # damage control: this many cards or more from the contract ...
    DAMAGE_CARDS = 3  # ... while a melded opponent holds this many cards or fewer
    DAMAGE_COST = 5  # penalty points shed that a card further from the contract is worth then
    LATE_TURNS = 10  # round 7 (nobody melds before going out): damage control after this many own turns
    CLAIM_HAND_LIMIT = 99  # May I? with however many cards in hand (casual's stock limit still holds)

    # ----- counting ----------------------------------------------------------------------------------
    def _outs(self, rest_by_choice: dict, deficit: int, view: dict, hand: list[int]) -> dict:
        """For each choice's remaining hand: copies of unseen cards that would bring it under ``deficit``."""
        groups, runs, no_contig = self._contract(view)
        unseen = unseen_cards(view, hand)
        candidates = sorted(related(hand) & set(unseen))
        self.rng.shuffle(candidates)
        outs = dict.fromkeys(rest_by_choice, 0)
        more = self.budget.start()
        for done, card in enumerate(candidates):
            if not more(done):
                break
            for choice, rest in rest_by_choice.items():
                if contract_deficit(rest + [card], groups, runs, no_contig) < deficit:
                    outs[choice] += unseen[card]
        return outs

    # ----- judgements ----------------------------------------------------------------------------
    def _wants(self, view: dict, hand: list[int], claim: bool) -> bool:
        if super()._wants(view, hand, claim):
            return True
        top = view["top_discard"]
        return not claim and top is not None and self._new_meld_with(view, hand, card_int(top))

    @staticmethod
    def _new_meld_with(view: dict, hand: list[int], card: int) -> bool:
        """After the contract, where new melds are allowed (``new_melds_after_contract``): would ``card``
        make a new group or run of natural cards with the hand, to lay down this turn?"""
        seat = view["seat"]
        if card == JOKER or not view["options"]["new_melds_after_contract"] or not view["may_lay_off"][seat]:
            return False
        naturals = [c for c in hand if c != JOKER] + [card]
        return bool(find_contract(naturals, 1, 0, must=card) or find_contract(naturals, 0, 1, must=card))

    def _discard(self, view: dict, hand: list[int], seat: int) -> dict:
        candidates = sorted({c for c in hand if c != JOKER}) or [JOKER]
        key = (view["round"], len(view["history"]))
        self.turns[key] = self.turns.get(key, 0) + 1
        if self.turns[key] > self.PATIENCE and self.rng.random() < 0.5:
            return {"type": "discard", "card": CODES[self.rng.choice(candidates)]}
        if view["melded"][seat]:
            table = _table(view)
            return {"type": "discard", "card": CODES[max(candidates, key=lambda c: (
                not any(lay_off_ends(m, c) for m in table), penalty(c), c))]}
        groups, runs, no_contig = self._contract(view)
        rest_of = {}
        for card in candidates:
            rest = list(hand)
            rest.remove(card)
            rest_of[card] = rest
        deficits = {c: contract_deficit(rest_of[c], groups, runs, no_contig) for c in candidates}
        best = min(deficits.values())
        # round 7 gives no warning but its length; once the stock has been rebuilt the table is stuck and
        # shedding would keep it so (seven experts went past 5,000 moves), so it builds runs again
        late = view["round"] == 7 and self.turns[key] > self.LATE_TURNS and not view["stock_rebuilds"]
        if best >= self.DAMAGE_FROM and (late or self._someone_nearly_out(view)):
            # this round is likely lost: what is left in hand counts against us
            pick = max(candidates, key=lambda c: (penalty(c) - self.DAMAGE_COST * (deficits[c] - best),
                                                  -deficits[c], c))
            return {"type": "discard", "card": CODES[pick]}
        tied = [c for c in candidates if deficits[c] == best]
        if len(tied) > 1 and any(view["melded"]):  # someone is down: what stays in hand may soon count
            top = max(penalty(c) for c in tied)
            tied = [c for c in tied if penalty(c) == top]
        if len(tied) == 1:
            return {"type": "discard", "card": CODES[tied[0]]}
        outs = self._outs({c: rest_of[c] for c in tied}, best, view, hand)
        weight = self.LAST_ROUND_WEIGHT if view["round"] == 7 else 0.0
        pick = min(tied, key=lambda c: (-outs[c] - weight * penalty(c), -penalty(c), -c))
        return {"type": "discard", "card": CODES[pick]}

    def _someone_nearly_out(self, view: dict) -> bool:
        return any(view["melded"][s] and view["hand_counts"][s] <= self.DAMAGE_CARDS
                   for s in range(view["players"]) if s != view["seat"])
