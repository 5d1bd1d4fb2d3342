"""The ``casual`` bot for the auction games (Reverse Bridge, Floating Bridge).

Bidding from a simple hand count (A 4, K 3, Q 2, J 1, +1 per card beyond the fourth in a suit):

- Reverse Bridge: it names a suit of six cards or more (five with two of the top three honours), else no
  trump, and bids the tricks the opponents may expect then: from the high-card share my side may expect
  (mine, plus a third of the rest for my partner), with a trump suit's length moving tricks our way. It
  does not outbid a partner holding the bid within a trick of its own estimate, and passes above it.
- Floating Bridge: 13 points or more (10 for the last seat when nobody has bid) bid in the longest suit
  (NT with a balanced hand of 15+), opening at the level the side can make (the hand's playing tricks
  plus about 2.5 from the called partner) and competing no higher. Asked about a wash (every seat is),
  it washes a hand of at most 4 points when the table allows it and declines otherwise, at once. As
  declarer it calls the highest trump it lacks (an ace it lacks when it holds the top three), in NT the
  ace of its weakest suit.

Play: it wins a trick it wants as cheaply as it can, and otherwise follows low; it never overtakes a
partner it knows is winning. In Floating Bridge every side wants tricks. In Reverse Bridge everyone wants
to lose tricks until the takers have their contract level, then to win them (each overtrick costs the
bidders 5); forced capture may leave no choice, and then it wins with its highest card to shed it.

Like every bot it sees only its view and the legal actions.
"""

from __future__ import annotations

from ..engine.cards import CODES, card_int
from ..engine.tricks import beats, winning_index
from . import Bot, register_bot

STRAINS = ("C", "D", "H", "S", "NT")
HONOURS = {12: 4, 11: 3, 10: 2, 9: 1}


def hand_points(hand: list[int]) -> int:
    points = sum(HONOURS.get(c % 13, 0) for c in hand)
    return points + sum(max(0, sum(1 for c in hand if c // 13 == s) - 4) for s in range(4))


def suit_lengths(hand: list[int]) -> list[int]:
    return [sum(1 for c in hand if c // 13 == s) for s in range(4)]


def top_honours(hand: list[int], suit: int) -> int:
    """How many of the ace, king and queen of ``suit`` the hand holds."""
    return sum(1 for c in hand if c // 13 == suit and c % 13 >= 10)


def long_strain(hand: list[int]) -> int:
    """The strain a hand names: a suit of six cards or more (five with two of the top three honours),
    the longest such; otherwise no trump (4)."""
    lengths = suit_lengths(hand)
    suits = [s for s in range(4) if lengths[s] >= 6 or (lengths[s] == 5 and top_honours(hand, s) >= 2)]
    return max(suits, key=lambda s: (lengths[s], top_honours(hand, s), s)) if suits else 4


def reverse_level(hand: list[int], strain: int) -> int:
    """Reverse Bridge: the tricks the opponents may expect when my side names ``strain``: my high cards,
    a third of the rest for my partner, and a trump suit's length (or shortness) moving tricks our way."""
    hcp = sum(HONOURS.get(c % 13, 0) for c in hand)
    ours = 13 * (hcp + (40 - hcp) / 3) / 40
    if strain < 4:
        ours += 0.8 * (suit_lengths(hand)[strain] - 13 / 4)
    return max(1, min(13, round(13 - ours)))


def reverse_bid(view: dict, hand: list[int], bids: list[dict]) -> dict:
    """Bid the opponents' expected tricks in my strain; do not outbid a partner who holds the bid within a
    trick of my own estimate; above it, pass."""
    strain = long_strain(hand)
    level = reverse_level(hand, strain)
    partner = (view["seat"] + 2) % 4
    high = [(c["seat"], c["call"]) for c in view["auction"] if c["call"] != "pass"]
    if high and high[-1][0] == partner and abs(high[-1][1]["level"] - level) <= 1:
        return {"type": "pass"}
    for action in bids:
        if action["level"] == level and action["strain"] == STRAINS[strain]:
            return action
    same_level = [a for a in bids if a["level"] == level]
    if same_level and not (high and high[-1][0] == partner):
        return same_level[0]  # the opponents took my strain at this level: the next strain up
    return {"type": "pass"}


def playing_tricks(hand: list[int], strain: int) -> float:
    """Floating Bridge: tricks this hand may take with ``strain`` trump: high cards, and length beyond four
    (a trump suit's length counts most)."""
    hcp = sum(HONOURS.get(c % 13, 0) for c in hand)
    lengths = suit_lengths(hand)
    extra = sum((0.9 if s == strain else 0.5) * max(0, lengths[s] - 4) for s in range(4))
    return hcp / 3.5 + extra


PARTNER_TRICKS = 2.5  # what the holder of the called card adds, about


def floating_bid(view: dict, hand: list[int], bids: list[dict]) -> dict:
    """Open at the level my side can make (strong hands open high: passes are final, so a high opening
    shuts others out), compete up to that level in my strain, and pass above it. The last
    seat to speak opens a fair hand rather than let the deal be redealt."""
    points = hand_points(hand)
    lengths = suit_lengths(hand)
    balanced = max(lengths) <= 4 and min(lengths) >= 2
    strain = 4 if balanced and points >= 15 else long_strain(hand)
    if strain == 4 and not balanced:
        strain = max(range(4), key=lambda s: (lengths[s], s))
    top = min(7, int(playing_tricks(hand, strain) + PARTNER_TRICKS - 6))
    nobody_bid = all(c["call"] == "pass" for c in view["auction"])
    last_chance = nobody_bid and len(view["auction"]) == 3
    if points < 13 and not (last_chance and points >= 10):
        return {"type": "pass"}
    top = max(top, 1)
    wanted = [a for a in bids if a["strain"] == STRAINS[strain] and a["level"] <= top]
    if not wanted:
        return {"type": "pass"}
    if nobody_bid:
        return wanted[-1]
    return wanted[0]


def call_candidates(hand: list[int], strain: str, allowed) -> list[int]:
    """Cards worth calling, best first: in a suit contract the top trumps I lack, then the aces and
    kings I lack from my weakest suit up, then lower trumps; the highest allowed card if none of these."""
    held = set(hand)
    order = []
    if strain != "NT":
        order += [STRAINS.index(strain) * 13 + r for r in range(12, 9, -1)]
    weakest = sorted(range(4), key=lambda s: (sum(HONOURS.get(c % 13, 0) for c in hand if c // 13 == s), s))
    order += [s * 13 + 12 for s in weakest] + [s * 13 + 11 for s in weakest]
    if strain != "NT":
        order += [STRAINS.index(strain) * 13 + r for r in range(9, -1, -1)]
    found = [c for c in order if c in allowed and c not in held]
    return list(dict.fromkeys(found)) or [max(allowed, key=lambda c: (c % 13, c))]


def partner_call(hand: list[int], strain: str, allowed) -> int:
    """The casual call: in a suit contract the highest trump I lack, unless I hold the top three (then an
    ace I lack); in no trump the ace of my weakest suit I lack, then a king."""
    return call_candidates(hand, strain, allowed)[0]


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
            return reverse_bid(view, hand, bids)
        return floating_bid(view, hand, bids)

    def _call(self, view: dict, legal: list[dict]) -> dict:
        hand = [card_int(c) for c in view["hand"]]
        allowed = {card_int(a["card"]) for a in legal}
        return {"type": "call_partner", "card": CODES[partner_call(hand, view["contract"]["strain"], allowed)]}

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
        partner = view.get("partner")
        allies = (partner,) if partner is not None and partner != view["seat"] else ()
        pick = casual_card(cards, [card_int(p["card"]) for p in trick], [p["seat"] for p in trick], trump,
                           self._wants_tricks(view), allies)
        return legal[cards.index(pick)]


def casual_card(cards: list[int], trick: list[int], seats: list[int], trump: int | None, want: bool,
                allies) -> int:
    """The casual card from ``cards`` (the legal ones) to the trick ``trick`` played by ``seats``: ``want``
    says whether the seat wants tricks now, ``allies`` the seats it knows are on its side."""
    def key(c):
        return c % 13 + (13 if c // 13 == trump else 0)

    if not trick:
        return (max if want else min)(cards, key=key)
    index = winning_index(trick, trump)
    best = trick[index]
    winners = [c for c in cards if beats(c, best, trump)]
    losers = [c for c in cards if c not in winners]
    if seats[index] in allies:  # the trick is ours anyway: keep high cards if we want tricks, else shed them
        return (min if want else max)(cards, key=key)
    if want and winners:
        return min(winners, key=key)
    if losers:  # follow low when tricks are wanted; duck with the highest loser when they are not
        return (min if want else max)(losers, key=key)
    return max(winners, key=key)  # every card wins: shed the highest
