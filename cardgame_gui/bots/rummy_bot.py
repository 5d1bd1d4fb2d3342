"""The ``casual`` Contract Rummy bot: plays from its own view and the legal actions only.

- Draw: takes the top discard when it brings the contract closer (``contract_deficit`` drops), when it
  extends a meld on the table after the contract, or when it is a joker; else draws from the stock.
- May I? (a window opens before the mover draws; it answers at once, through ``optional`` or ``choose``):
  claims when the card brings the contract closer and the penalty is affordable (hand not already
  swollen); declines otherwise.
- After the draw, in this order: meld the contract (the finder's proposal), reclaim a joker, lay off,
  lay down new melds, Screw Over (before the contract when it completes the meld; after it when it sheds
  a costly card or breaks the leader's meld), then discard the card whose loss hurts the contract least,
  the highest penalty among equals, never a joker while one can be kept. After 25 of its own turns in
  a round it discards at random half the time (before its contract, at random among the cards whose loss
  leaves it no further from the contract): with many players the few cards left in play can otherwise
  circle for ever while nobody can meld or lay off.
"""

from __future__ import annotations

from ..engine.cards import JOKER, card_int
from ..engine.melds import build_meld, contract_deficit, find_all_runs, lay_off_ends, penalty
from . import Bot, register_bot


def _hand(view: dict) -> list[int]:
    return [card_int(c) for c in view["hand"] or []]


def _table(view: dict) -> list:
    melds = []
    for m in view["table"]:
        cards = [card_int(c) for c in m["cards"]]
        named = [card_int(j["rank"] + j["suit"]) for j in m["jokers"]]
        melds.append(build_meld(cards, named, m["owner"]))
    return melds


@register_bot("casual", games=("contract_rummy",))
class RummyBot(Bot):
    PATIENCE = 25  # own turns in a round before discards turn partly random (breaks stalemates)
    CLAIM_HAND_LIMIT = 16  # May I?: the most cards the hand may hold with the claimed and penalty cards

    def __init__(self, game_id: str, seed: int | None = None):
        super().__init__(game_id, seed)
        self.turns: dict[tuple, int] = {}

    def choose(self, view: dict, legal_actions: list[dict]) -> dict:
        if not legal_actions:
            raise ValueError("the bot was asked to act with no legal action")
        by_type: dict[str, list[dict]] = {}
        for action in legal_actions:
            by_type.setdefault(action["type"], []).append(action)
        seat = view["seat"]
        hand = _hand(view)
        if "may_i" in by_type:
            return by_type["may_i"][0] if self._wants(view, hand, claim=True) else by_type["decline"][0]
        if "draw" in by_type:
            offered = {a["source"] for a in by_type["draw"]}  # one source only when the stock is used up
            take = "discard" in offered and ("stock" not in offered or self._wants(view, hand, claim=False))
            return {"type": "draw", "source": "discard" if take else "stock"}
        for kind in ("meld", "reclaim_joker"):
            if kind in by_type:
                return by_type[kind][0]
        if "lay_off" in by_type:  # naturals first, so reclaimed jokers and spare jokers go last
            return min(by_type["lay_off"], key=lambda a: (a["card"] == "JK", -penalty(card_int(a["card"]))))
        if "new_meld" in by_type:
            return max(by_type["new_meld"], key=lambda a: len(a["cards"]))
        if "screw" in by_type:
            choice = self._screw(view, by_type["screw"], hand)
            if choice is not None:
                return choice
        if "discard" in by_type:
            return self._discard(view, hand, seat)
        return legal_actions[0]  # a pending card can only go where the legal actions say

    def optional(self, view: dict, legal_actions: list[dict]) -> dict | None:
        """A May I? window: claim or decline at once (a decline lets a classic window resolve)."""
        if any(a["type"] == "may_i" for a in legal_actions):
            return self.choose(view, legal_actions)
        return None

    # ----- judgements ----------------------------------------------------------------------------
    def _contract(self, view: dict) -> tuple[int, int, bool]:
        needs = view["needs"][view["seat"]]
        if needs:
            return needs["groups"], needs["runs"], False
        return view["contract"]["groups"], view["contract"]["runs"], view["contract"]["no_contiguous_runs"]

    def _wants(self, view: dict, hand: list[int], claim: bool) -> bool:
        top = view["top_discard"] if not claim else view["claim_window"]["card"]
        if top is None:
            return False
        card = card_int(top)
        seat = view["seat"]
        if view["melded"][seat]:
            if claim:
                return card == JOKER and view["claim_window"]["penalty"] == 0
            return card == JOKER or any(lay_off_ends(m, card) for m in _table(view))
        if card == JOKER:
            return not claim or (len(hand) < 14 and view["round"] < 7)
        groups, runs, no_contig = self._contract(view)
        now = contract_deficit(hand, groups, runs, no_contig)
        then = contract_deficit(hand + [card], groups, runs, no_contig)
        if claim:  # round 7 melds every card at once: a swollen hand there can never go out; and
            # claims that drain a short stock only starve the table
            return (then < now and view["round"] < 7 and view["stock_count"] >= 2 * view["players"]
                    and len(hand) + 1 + view["claim_window"]["penalty"] <= self.CLAIM_HAND_LIMIT)
        return then < now or self._goes_out_with(view, hand, card)

    @staticmethod
    def _goes_out_with(view: dict, hand: list[int], card: int) -> bool:
        """Round 7, where every card goes down at once in runs with no discard: would the hand with ``card``
        go down whole (and so out)? A hand that already holds its three runs gets no closer to the contract
        with it (``contract_deficit`` is 0 either way), so this is asked apart: without it, bot-only round 7s
        went out only on a lucky stock card and ran to thousands of moves."""
        seat = view["seat"]
        return (view["round"] == 7 and not view["melded"][seat] and not view["needs"][seat]
                and find_all_runs(hand + [card], view["contract"]["runs"]) is not None)

    def _screw(self, view: dict, screws: list[dict], hand: list[int]) -> dict | None:
        seat = view["seat"]
        if not view["melded"][seat]:  # every listed screw lets us meld the contract now
            return max(screws, key=lambda a: penalty(card_int(a["give"])))
        table = view["table"]
        counts = view["hand_counts"]

        def worth(action):
            meld = table[action["meld"]]
            minimum = 3 if meld["kind"] == "group" else 4
            breaks = len(meld["cards"]) <= minimum or (meld["kind"] == "run" and 0 < action["position"] <
                                                        len(meld["cards"]) - 1)
            return (breaks, penalty(card_int(action["give"])), -counts[meld["owner"]])

        best = max(screws, key=worth)
        if worth(best)[0] or worth(best)[1] >= 10:
            return best
        return None

    def _discard(self, view: dict, hand: list[int], seat: int) -> dict:
        candidates = sorted({c for c in hand if c != JOKER}) or [JOKER]
        key = (view["round"], len(view["history"]))
        self.turns[key] = self.turns.get(key, 0) + 1
        shake = self.turns[key] > self.PATIENCE and self.rng.random() < 0.5
        if view["melded"][seat]:
            if shake:  # a long round: the same few cards go round the table; shake the pool up
                return {"type": "discard", "card": _code(self.rng.choice(candidates))}
            table = _table(view)
            return {"type": "discard", "card": _code(max(candidates, key=lambda c: (
                not any(lay_off_ends(m, c) for m in table), penalty(c), c)))}
        groups, runs, no_contig = self._contract(view)

        def cost(card):
            rest = list(hand)
            rest.remove(card)
            return (contract_deficit(rest, groups, runs, no_contig), -penalty(card), -card)

        if shake:  # shaken up too, but never further from the contract: a random card of the least loss
            # (a random card at all undid the hand in round 7, where nobody melds before going out)
            loss = {c: cost(c)[0] for c in candidates}
            least = min(loss.values())
            return {"type": "discard", "card": _code(self.rng.choice([c for c in candidates if loss[c] == least]))}
        return {"type": "discard", "card": _code(min(candidates, key=cost))}


def _code(card: int) -> str:
    from ..engine.cards import CODES

    return CODES[card]
