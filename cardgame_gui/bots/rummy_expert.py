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
  out), as casual now does too (``RummyBot._goes_out_with``). While only the expert did (issue 36), that
  was worth round 7 +2.4 -> +10.5 a round against casual, +1.16 +- 1.07 a round over all seven (140
  classic deals); casual tables went out in round 7 only on a lucky stock card.
- May I? and Screw Over: as the casual bot. May I? claims are worth much: with them switched off
  (``CLAIM = 0``) the expert loses 10.3 ± 3.2 points a round against itself.
- Switched off by default, each measured against the default on the same 140 classic deals (rounds 1-7
  in turn, every seat, ``benchmarks/rummy_duplicate_rounds.py``, paired difference a round, 95%):
  ``GUARD`` (keep from a melded player what they could lay off and from the next player cards near what
  it was seen to pick up) -3.2 ± 1.6, worse; ``TAKE_FOR_OUTS`` (take a discard that only adds outs early
  in a round) +0.5 ± 1.8; ``CLAIM = 2`` (May I? whenever the card brings the contract closer, without
  casual's hand and stock limits) +0.6 ± 0.8. Tried and dropped: keeping from a melded next player only
  what it could lay off (-1.4 ± 1.2), and asking May I? for every card before the contract (about -7
  and -20 a round over the first 14 deals of classic and Screw Rummy).
- Issue 36, each off by default, paired against the default (140 classic deals): damage control from a
  melded opponent with 5 cards (``DAMAGE_CARDS``) -0.1 ± 0.6, from any melded opponent -0.3 ± 0.7, from
  one card short (``DAMAGE_FROM = 1``) -0.7 ± 0.9, a card further worth 10 or 2 points (``DAMAGE_COST``)
  -0.2 ± 0.5 either way.
- Issue 36, second round, each off by default, paired against the default (classic deals, rounds 1-7 or
  as said): determinized rollouts (``ROLLOUTS``, ``bots/rummy_rollout.py``: the unseen cards dealt at
  random around what the view shows, the round played out by casual bots once per choice on the same
  deal, the judgement overturned when the other choice leads by ``ROLLOUT_Z`` standard errors) for May I?
  (16 deals a decision, 140 deals) -0.5 ± 1.4, for the draw (8 deals a decision, 60 deals of rounds
  1-6) -2.5 ± 4.7; ``GUARD = 2`` (keep from the next player, not yet down, what its pickups show it
  collects) -0.9 ± 1.2; ``PENALTY_WEIGHT`` 0.5 / 2 (shed penalty before keeping outs in rounds 1-6) -0.5
  ± 0.9 / -0.2 ± 2.0.
  ``CLAIM = 2`` again +0.5 ± 0.6 (fresh deals), but with it tables of seven and eight experts in classic
  (two packs) drained the short stock by claims and ended up to a third of their rounds with the piles
  empty. ``PENALTY_FIRST_ONCE_MELDED`` off (outs before penalty also once an opponent is down): classic
  +1.8 ± 1.4, +0.9 ± 1.6 and -0.3 ± 1.0 on three sets of 140 deals (pooled +0.8 ± 0.8), Screw Rummy +1.1
  ± 1.1 and -0.5 ± 0.9 (pooled +0.3 ± 0.7): not shown to help, so the default stays on.

The outs count thinks within a time budget (``Budget``; the tied candidates are compared on the same
unseen cards, so a cut-off count still compares fairly). It sees only its view. Its edge over casual as
casual is now (200 games a preset): classic +21 ± 15 a game, wins 33% against a casual seat's 20%; Screw
Rummy +16 ± 13, 34% / 20% (docs/benchmarks.md).
"""

from __future__ import annotations

from collections import Counter

from ..engine.cards import CODES, JOKER, card_int
from ..engine.melds import contract_deficit, find_contract, lay_off_ends, penalty
from . import register_bot
from .rummy_bot import RummyBot, _table
from .rummy_lookahead import sample_draws, turns_to_contract
from .rummy_rollout import RolloutWorlds, pack_of, play_out
from .sampling import Budget

EARLY_TURNS = 6  # own turns in a round during which a discard that only adds outs is worth taking


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
    # Switches for measuring each judgement (tools/benchmarks set them); the two off by default did not
    # measure better than without them (64-game duplicate runs against casual, about ±27 points).
    TAKE_FOR_OUTS = False  # take a discard that only adds outs, early in the round
    GUARD = 0  # keep from the others what they can use: 1 lay-offs and the next player's pickups; 2 the
    # next player's pickups alone, by the contract's parts (same rank for groups, same suit near for runs)
    PENALTY_FIRST_ONCE_MELDED = True  # once an opponent has melded, shed penalty before keeping outs
    DAMAGE_CONTROL = True  # far from the contract while a melded opponent is nearly out: shed penalty
    PENALTY_WEIGHT = 0.0  # outs a point of penalty shed is worth (rounds 1-6, before anyone melds)
    LAST_ROUND_WEIGHT = 100.0  # the same in round 7
    DAMAGE_FROM = 2  # damage control: this many cards or more from the contract ...
    DAMAGE_CARDS = 3  # ... while a melded opponent holds this many cards or fewer
    DAMAGE_COST = 5  # penalty points shed that a card further from the contract is worth then
    LATE_TURNS = 10  # round 7 (nobody melds before going out): damage control after this many own turns
    CLAIM = 1  # May I?: 0 never claims; 1 as casual; 2 also with a long hand or a short stock (rounds 1-6)
    ROLLOUTS = 0  # before the contract, check the judgement by determinized rollouts: 1 draws, 2 May I?, 3 both
    ROLLOUT_Z = 1.0  # ... and overturn it when the other choice leads by this many standard errors
    ROLLOUT_WORLDS = 0  # deals a rolled-out decision (0: as many as ``rollout_budget``'s time allows)
    rollout_budget = Budget.default(most=64)
    LOOK = 0  # solitaire lookahead (rounds 1-6, before the contract): 1 the discard, 2 the draw, 4 May I?
    LOOK_K = 6  # own draws looked ahead
    LOOK_DEALS = 32  # sequences of draws a decision
    LOOK_CLAIM_GAIN = 1.0  # own turns to the contract a May I? must save
    LOOK_DRAW_GAIN = 0.0  # ... and taking the discard

    def __init__(self, game_id: str, seed: int | None = None):
        super().__init__(game_id, seed)
        self.picked: dict[int, list[int]] = {}  # seat -> cards seen taken from the discards
        self._last_top: tuple | None = None
        self.rolled: list[tuple] = []  # (a May I?, the judgement, overturned, deals) per rolled-out decision

    # ----- what the others do --------------------------------------------------------------------
    def _watch(self, view: dict) -> None:
        """Note a discard that vanished from the pile into the next hand (the pile shrank by one while that
        seat's hand grew): the seat picked it up."""
        top = (view["round"], view["top_discard"], view["discard_count"], tuple(view["hand_counts"]))
        last = self._last_top
        if last and last[0] == top[0] and last[1] and top[2] == last[2] - 1:
            grew = [s for s in range(view["players"]) if top[3][s] > last[3][s] and s != view["seat"]]
            if len(grew) == 1:
                self.picked.setdefault(grew[0], []).append(card_int(last[1]))
        if last and last[0] != top[0]:
            self.picked.clear()
        self._last_top = top

    def choose(self, view: dict, legal_actions: list[dict]) -> dict:
        self._watch(view)
        return super().choose(view, legal_actions)

    def optional(self, view: dict, legal_actions: list[dict]) -> dict | None:
        self._watch(view)
        return super().optional(view, legal_actions)

    # ----- counting ----------------------------------------------------------------------------------
    def _unseen(self, view: dict, hand: list[int]) -> Counter:
        copies = Counter(c for c in pack_of(view) if c != JOKER)
        copies.subtract(hand)
        for meld in view["table"]:
            copies.subtract(card_int(c) for c in meld["cards"] if c != "JK")
        if view["top_discard"] and view["top_discard"] != "JK":
            copies[card_int(view["top_discard"])] -= 1
        return Counter({c: n for c, n in copies.items() if n > 0})

    def _outs(self, rest_by_choice: dict, deficit: int, view: dict, hand: list[int]) -> dict:
        """For each choice's remaining hand: copies of unseen cards that would bring it under ``deficit``."""
        groups, runs, no_contig = self._contract(view)
        unseen = self._unseen(view, hand)
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
        if self.LOOK & (4 if claim else 2) and self._lookable(view):
            looked = self._looked_wants(view, hand, claim)
            if looked is not None:
                return looked
        wants = self._judged(view, hand, claim)
        if self.ROLLOUTS & (2 if claim else 1) and self._worth_rolling_out(view, hand, claim):
            return self._rolled_out(view, wants, claim)
        return wants

    def _lookable(self, view: dict) -> bool:
        seat = view["seat"]
        return view["round"] < 7 and not view["melded"][seat] and view["stock_count"] > 0

    def _draw_sequences(self, view: dict, hand: list[int], k: int) -> list[list[int]]:
        """Sequences of the next ``k`` cards this seat could draw, sampled from what its view does not show."""
        return sample_draws(self._unseen(view, hand), k, self.LOOK_DEALS, self.rng)

    def _looked_wants(self, view: dict, hand: list[int], claim: bool) -> bool | None:
        """Take the card (draw it or May I? it) when it saves own turns to the contract: None leaves the
        judgement to the usual rules (a joker, a used-up stock)."""
        top = view["claim_window"]["card"] if claim else view["top_discard"]
        if top is None or top == "JK":
            return None
        card = card_int(top)
        contract = self._contract(view)
        draws = self._draw_sequences(view, hand, self.LOOK_K + 2)
        if claim:
            if view["stock_count"] < 2 * view["players"] or len(hand) + 1 + view["claim_window"]["penalty"] > 16:
                return False
            extra = view["claim_window"]["penalty"]
            turns = turns_to_contract({"leave": hand}, [d[:self.LOOK_K] for d in draws], contract)["leave"]
            claimed = turns_to_contract({"take": hand + [card]},
                                        [d[:extra + self.LOOK_K] for d in draws], contract)["take"] - extra
            return turns - max(claimed, 0) >= self.LOOK_CLAIM_GAIN
        stock = turns_to_contract({"stock": hand}, [d[:self.LOOK_K + 1] for d in draws], contract)["stock"]
        take = 1 + turns_to_contract({"take": hand + [card]}, [d[1:self.LOOK_K + 1] for d in draws],
                                     contract)["take"]
        return stock - take > self.LOOK_DRAW_GAIN

    def _worth_rolling_out(self, view: dict, hand: list[int], claim: bool) -> bool:
        """A draw or May I? before the contract where the card could help: next to the hand (a draw; in
        round 7 too) or bringing the contract closer (May I?, rounds 1-6); never with the stock used up."""
        if view["melded"][view["seat"]] or not view["stock_count"]:
            return False
        top = view["claim_window"]["card"] if claim else view["top_discard"]
        if top is None:
            return False
        card = card_int(top)
        if card == JOKER:
            return True
        if not claim:
            return card in related(hand)
        if view["round"] == 7:
            return False
        groups, runs, no_contig = self._contract(view)
        return contract_deficit(hand + [card], groups, runs, no_contig) < contract_deficit(hand, groups, runs,
                                                                                           no_contig)

    def _rolled_out(self, view: dict, wants: bool, claim: bool) -> bool:
        """``wants`` (take the card or not), unless the other choice does better by ``ROLLOUT_Z`` standard
        errors over deals of the unseen cards, each played out twice (once per choice, same deal and seeds)
        by casual bots."""
        seat = view["seat"]
        if claim:
            window = view["claim_window"]
            base = {window["mover"]: {"draw": {"type": "draw", "source": "stock"}}}
            for s in window["answered"]:
                base[s] = {"may_i": {"type": "may_i" if s in window["claims"] else "decline"}}
            choices = [{"may_i": {"type": "may_i" if take else "decline"}} for take in (wants, not wants)]
        else:
            base = {}
            choices = [{"draw": {"type": "draw", "source": "discard" if take else "stock"}}
                       for take in (wants, not wants)]
        try:
            worlds = RolloutWorlds(view, self.rng, self.picked)
        except ValueError:  # a view the sampler cannot fill (never in play): keep the judgement
            return wants
        budget = Budget(None, most=self.ROLLOUT_WORLDS) if self.ROLLOUT_WORLDS else self.rollout_budget
        more = budget.start()
        gains: list[float] = []
        while more(len(gains)):
            deal = worlds.sample()
            seed = self.rng.randrange(2 ** 31)
            kept, other = (play_out(view, deal, {**base, seat: choice}, seed) for choice in choices)
            gains.append(other - kept)
        k = len(gains)
        mean = sum(gains) / k
        spread = (sum((g - mean) ** 2 for g in gains) / (k - 1)) ** 0.5 if k > 1 else float("inf")
        overturn = mean > self.ROLLOUT_Z * spread / k ** 0.5
        self.rolled.append((claim, wants, overturn, k))
        return wants != overturn

    def _judged(self, view: dict, hand: list[int], claim: bool) -> bool:
        if claim and self.CLAIM != 1:
            return self.CLAIM == 2 and self._eager_claim(view, hand)
        if super()._wants(view, hand, claim):
            return True
        seat = view["seat"]
        top = view["top_discard"] if not claim else view["claim_window"]["card"]
        if not claim and top and self._new_meld_with(view, hand, card_int(top)):
            return True
        if not self.TAKE_FOR_OUTS or top is None or claim or view["melded"][seat] or view["round"] == 7:
            return False
        key = (view["round"], len(view["history"]))
        if self.turns.get(key, 0) >= EARLY_TURNS:
            return False
        card = card_int(top)
        groups, runs, no_contig = self._contract(view)
        now = contract_deficit(hand, groups, runs, no_contig)
        # taking it means discarding one: worth it when the best discard afterwards leaves more outs
        best_rest = min((c for c in hand if c != JOKER), key=lambda c: (
            contract_deficit([x for x in hand if x != c] + [card], groups, runs, no_contig), -penalty(c)),
            default=None)
        if best_rest is None:
            return False
        kept = list(hand)
        kept.remove(best_rest)
        kept.append(card)
        if contract_deficit(kept, groups, runs, no_contig) > now:
            return False
        outs = self._outs({"take": kept, "leave": hand}, now, view, hand + [card])
        return outs["take"] >= outs["leave"] + 4

    def _eager_claim(self, view: dict, hand: list[int]) -> bool:
        """May I? whenever the card brings the contract closer in rounds 1-6, however long the hand and
        short the stock (casual's limits lifted); after the contract only a joker at no penalty."""
        card = card_int(view["claim_window"]["card"])
        if view["melded"][view["seat"]] or view["round"] == 7:
            return card == JOKER and view["claim_window"]["penalty"] == 0
        if card == JOKER:
            return True
        groups, runs, no_contig = self._contract(view)
        return (contract_deficit(hand + [card], groups, runs, no_contig)
                < contract_deficit(hand, groups, runs, no_contig))

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
        feeds = (self._feeds(view) if self.GUARD == 1 else self._collected_next(view) if self.GUARD == 2
                 else (lambda card: False))
        if view["melded"][seat]:
            table = _table(view)
            return {"type": "discard", "card": CODES[max(candidates, key=lambda c: (
                not any(lay_off_ends(m, c) for m in table), not feeds(c), penalty(c), c))]}
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
        if self.DAMAGE_CONTROL and best >= self.DAMAGE_FROM and (late or self._someone_nearly_out(view)):
            # this round is likely lost: what is left in hand counts against us
            pick = max(candidates, key=lambda c: (penalty(c) - self.DAMAGE_COST * (deficits[c] - best),
                                                  -deficits[c], c))
            return {"type": "discard", "card": CODES[pick]}
        tied = [c for c in candidates if deficits[c] == best]
        safe = [c for c in tied if not feeds(c)] or tied
        if len(safe) == 1:
            return {"type": "discard", "card": CODES[safe[0]]}
        if self.PENALTY_FIRST_ONCE_MELDED and any(view["melded"]):
            top = max(penalty(c) for c in safe)
            safe = [c for c in safe if penalty(c) == top]
            if len(safe) == 1:
                return {"type": "discard", "card": CODES[safe[0]]}
        if self.LOOK & 1 and view["round"] < 7:
            draws = self._draw_sequences(view, hand, self.LOOK_K)
            turns = turns_to_contract({c: rest_of[c] for c in safe}, draws, (groups, runs, no_contig))
            pick = min(safe, key=lambda c: (turns[c], -penalty(c), -c))
            return {"type": "discard", "card": CODES[pick]}
        outs = self._outs({c: rest_of[c] for c in safe}, best, view, hand)
        weight = self.LAST_ROUND_WEIGHT if view["round"] == 7 else self.PENALTY_WEIGHT
        pick = min(safe, key=lambda c: (-outs[c] - weight * penalty(c), -penalty(c), -c))
        return {"type": "discard", "card": CODES[pick]}

    def _someone_nearly_out(self, view: dict) -> bool:
        return any(view["melded"][s] and view["hand_counts"][s] <= self.DAMAGE_CARDS
                   for s in range(view["players"]) if s != view["seat"])

    def _collected_next(self, view: dict):
        """A test: is this card one the next player, not yet down, collects (by the discards it was seen to
        pick up: another of the same rank when the contract has groups, the same suit within two ranks when
        it has runs)?"""
        nxt = (view["seat"] + 1) % view["players"]
        picked = [] if view["melded"][nxt] else [c for c in self.picked.get(nxt, []) if c != JOKER]
        groups, runs = view["contract"]["groups"], view["contract"]["runs"]
        near = set()
        for c in picked:
            if groups:
                near.update(s * 13 + c % 13 for s in range(4))
            if runs:
                near.update(x for x in related([c]) if x // 13 == c // 13)
        return near.__contains__

    def _feeds(self, view: dict):
        """A test: would discarding this card help the next player (a card they can lay off now, or one
        near the cards they were seen to pick up)?"""
        seat, n = view["seat"], view["players"]
        nxt = (seat + 1) % n
        others_melded = [s for s in range(n) if s != seat and view["melded"][s]]
        table = _table(view) if others_melded else []
        near = related(self.picked.get(nxt, [])) if not view["melded"][nxt] else set()

        def feeds(card: int) -> bool:
            return card in near or any(lay_off_ends(m, card) for m in table)
        return feeds
