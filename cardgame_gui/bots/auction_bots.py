"""The ``casual`` bot for the auction games (Reverse Bridge, Floating Bridge).

Bidding from a simple hand count (A 4, K 3, Q 2, J 1, +1 per card beyond the fourth in a suit):

- Reverse Bridge: the opponents' tricks are estimated from the high-card share my side may expect (mine,
  plus a third of the rest for my partner); it bids that level in the highest strain that still outranks
  the last bid (NT scores most), and passes when the bidding has gone above its estimate.
- Floating Bridge: 13 points or more bid one level per 3 points above 10 in the longest suit (NT with a
  balanced hand of 15+), never past that level. Asked about a wash (every seat is), it washes a hand of
  at most 4 points when the table allows it and declines otherwise, at once. As declarer it calls the
  highest trump it lacks (the longest suit's in NT).

Play: it wins a trick it wants as cheaply as it can, and otherwise follows low; it never overtakes a
partner it knows is winning. In Floating Bridge every side wants tricks. In Reverse Bridge everyone wants
to lose tricks until the takers have their contract level, then to win them (each overtrick costs the
bidders 5); forced capture may leave no choice, and then it wins with its highest card to shed it.

Like every bot it sees only its view and the legal actions.
"""

from __future__ import annotations

from ..engine.cards import card_int
from ..engine.tricks import beats, winning_index
from . import Bot, register_bot

STRAINS = ("C", "D", "H", "S", "NT")
HONOURS = {12: 4, 11: 3, 10: 2, 9: 1}


def hand_points(hand: list[int]) -> int:
    points = sum(HONOURS.get(c % 13, 0) for c in hand)
    return points + sum(max(0, sum(1 for c in hand if c // 13 == s) - 4) for s in range(4))


def suit_lengths(hand: list[int]) -> list[int]:
    return [sum(1 for c in hand if c // 13 == s) for s in range(4)]


def strength(card: int, trump: int | None) -> int:
    """Order for 'cheapest' and 'highest': any trump above any plain card, then by rank."""
    return card % 13 + (13 if card // 13 == trump else 0)


@register_bot("casual", games=("reverse_bridge", "floating_bridge"))
class CasualAuctionBot(Bot):
    def choose(self, view: dict, legal_actions: list[dict]) -> dict:
        if not legal_actions:
            raise ValueError("the bot was asked to act with no legal action")
        kinds = {a["type"] for a in legal_actions}
        if "decline" in kinds:  # the wash window: every seat answers, whatever its hand
            return {"type": "wash"} if "wash" in kinds and self._washes(view) else {"type": "decline"}
        if "play" in kinds:
            return self._play(view, legal_actions)
        if "call_partner" in kinds:
            return self._call(view, legal_actions)
        return self._bid(view, legal_actions)

    def optional(self, view: dict, legal_actions: list[dict]) -> dict | None:
        """The wash window: wash a really weak hand, else decline at once (the auction waits for all)."""
        if {"type": "decline"} in legal_actions:
            return self.choose(view, legal_actions)
        return None

    @staticmethod
    def _washes(view: dict) -> bool:
        """Wash only a really weak hand (at most 4 points), however generous the table's limit."""
        return view["wash_points"] <= 4

    # ----- bidding -----------------------------------------------------------------------------------
    def _bid(self, view: dict, legal: list[dict]) -> dict:
        hand = [card_int(c) for c in view["hand"]]
        bids = [a for a in legal if a["type"] == "bid"]
        if self.game_id == "reverse_bridge":
            hcp = sum(HONOURS.get(c % 13, 0) for c in hand)
            ours = (hcp + (40 - hcp) / 3) / 40
            level = max(1, min(13, round(13 * (1 - ours))))
            wanted = [a for a in bids if a["level"] == level]
            return wanted[-1] if wanted else {"type": "pass"}
        points = hand_points(hand)
        if points < 13:
            return {"type": "pass"}
        lengths = suit_lengths(hand)
        balanced = max(lengths) <= 4 and min(lengths) >= 2
        strain = "NT" if balanced and points >= 15 else STRAINS[max(range(4), key=lambda s: (lengths[s], s))]
        top = min(7, (points - 10) // 3)
        for action in bids:
            if action["strain"] == strain and action["level"] <= top:
                return action
        return {"type": "pass"}

    def _call(self, view: dict, legal: list[dict]) -> dict:
        hand = [card_int(c) for c in view["hand"]]
        strain = view["contract"]["strain"]
        lengths = suit_lengths(hand)
        suit = STRAINS.index(strain) if strain != "NT" else max(range(4), key=lambda s: (lengths[s], s))
        allowed = {a["card"] for a in legal}
        for rank in "AKQJT98765432":
            if rank + STRAINS[suit] in allowed and rank + STRAINS[suit] not in view["hand"]:
                return {"type": "call_partner", "card": rank + STRAINS[suit]}
        for suit_letter in "SHDC":
            if "A" + suit_letter in allowed and "A" + suit_letter not in view["hand"]:
                return {"type": "call_partner", "card": "A" + suit_letter}
        return legal[0]

    # ----- play --------------------------------------------------------------------------------------
    def _wants_tricks(self, view: dict) -> bool:
        if self.game_id == "floating_bridge":
            return True
        takers = view["takers"]
        taken = sum(view["tricks_won"][s] for s in takers)
        return taken >= view["contract"]["level"]

    def _play(self, view: dict, legal: list[dict]) -> dict:
        cards = [card_int(a["card"]) for a in legal]
        trump = "CDHS".index(view["trump"]) if view["trump"] else None
        trick = view["trick"]
        want = self._wants_tricks(view)
        if not trick:
            pick = max(cards, key=lambda c: strength(c, trump)) if want else \
                min(cards, key=lambda c: strength(c, trump))
            return legal[cards.index(pick)]
        played = [card_int(p["card"]) for p in trick]
        index = winning_index(played, trump)
        best, leader = played[index], trick[index]["seat"]
        partner = view.get("partner")
        partner_winning = partner is not None and partner != view["seat"] and leader == partner
        winners = [c for c in cards if beats(c, best, trump)]
        losers = [c for c in cards if c not in winners]
        if partner_winning:  # the trick is ours anyway: keep high cards if we want tricks, else shed them
            pick = (min if want else max)(cards, key=lambda c: strength(c, trump))
        elif want and winners:
            pick = min(winners, key=lambda c: strength(c, trump))
        elif losers:  # follow low when tricks are wanted; duck with the highest loser when they are not
            pick = (min if want else max)(losers, key=lambda c: strength(c, trump))
        else:  # every card wins: shed the highest
            pick = max(winners, key=lambda c: strength(c, trump))
        return legal[cards.index(pick)]
