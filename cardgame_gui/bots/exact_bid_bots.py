"""Bots for the bid-exactly games (Devil's Bridge, German Bridge).

``casual`` bids the expected number of tricks from a simple estimate — each card wins if no opponent
holds a higher card of its suit (and, off trump, nobody ruffs it) — and plays to make its bid exactly:
while it needs tricks it wins as cheaply as it safely can; once it has enough it ducks with its highest
card that still loses, and throws its most dangerous card when it must win anyway. In the forehead hand
it bids by counting the unseen cards that would beat every card it can see.

Like every bot it sees only its view and the legal actions.
"""

from __future__ import annotations

from ..engine.cards import CODES, SUITS, card_int
from ..engine.tricks import beats, winning_index
from . import Bot, register_bot

RANK = 13


def _ints(codes) -> list[int]:
    return [card_int(c) for c in codes]


def seen_cards(view: dict) -> set[int]:
    """Cards this seat has seen this hand: its own, the turned card, every card played."""
    seen = set(_ints(view["hand"] or []))
    seen.update(_ints(view["foreheads"].values()))
    if view["turned"]:
        seen.add(card_int(view["turned"]))
    for trick in view["played"]:
        seen.update(_ints(p["card"] for p in trick["trick"]))
    seen.update(_ints(p["card"] for p in view["trick"]))
    return seen


def win_chance(card: int, hand: list[int], seen: set[int], trump: int | None, view: dict) -> float:
    """Rough chance that ``card`` takes a trick.

    Each unseen higher card of its suit is a threat, but my own cards below ``card`` in that suit can be
    spent on those threats first (Kx with the ace out wins when the ace falls on the x, though not
    always): the excess counts in full, each lost with the share of unseen cards the opponents hold (at
    least a finesse's even chance), an absorbed threat a little.
    Off trump, the card's round of the suit must also survive an opponent who is void and holds a trump."""
    opponents = view["players"] - 1
    opponents_cards = sum(view["hand_counts"]) - len(hand)
    unseen = 52 - len(seen)
    share = opponents_cards / unseen if unseen else 0.0
    suit = card // RANK
    top = (suit + 1) * RANK
    higher = sum(1 for c in range(card + 1, top) if c not in seen)
    below_mine = sum(1 for c in hand if suit * RANK <= c < card)
    above_mine = sum(1 for c in hand if card < c < top)
    excess = max(0, higher - below_mine)
    absorbed = higher - excess  # threats my lower cards must draw first: the card wins a round later
    chance = max(1.0 - share, 0.5) ** excess * 0.85 ** absorbed
    if trump is not None and suit != trump and unseen and opponents_cards:
        each = opponents_cards / opponents
        outstanding = sum(1 for c in range(suit * RANK, top) if c not in seen)
        trumps_out = sum(1 for c in range(trump * RANK, (trump + 1) * RANK) if c not in seen)
        void = (1.0 - outstanding / unseen) ** each
        has_trump = 1.0 - (1.0 - trumps_out / unseen) ** each
        chance *= (1.0 - void * has_trump) ** (opponents * (above_mine + absorbed + 1))
    return chance


def trick_estimate(hand: list[int], seen: set[int], trump: int | None, view: dict) -> float:
    """Expected tricks of ``hand``: each side card by ``win_chance``; each trump by ``trump_tricks``."""
    side = sum(win_chance(c, hand, seen, trump, view) for c in hand if c // RANK != trump)
    return side + trump_tricks(hand, seen, trump, view)


def trump_tricks(hand: list[int], seen: set[int], trump: int | None, view: dict) -> float:
    """Expected tricks of the trumps in ``hand``: each by the better of its high-card chance and its length:
    with more trumps than the longest opponent is likely to hold, the lowest of the spare trumps still win
    (the last trumps standing)."""
    trumps = sorted((c for c in hand if c // RANK == trump), reverse=True) if trump is not None else []
    if not trumps:
        return 0.0
    opponents_cards = sum(view["hand_counts"]) - len(hand)
    unseen = 52 - len(seen)
    unseen_trumps = sum(1 for c in range(trump * RANK, (trump + 1) * RANK) if c not in seen)
    each = opponents_cards / max(1, view["players"] - 1)
    expected = unseen_trumps * each / unseen if unseen else 0.0
    longest = expected + expected ** 0.5  # an opponent's trump length, a little above the mean
    total = 0.0
    for i, card in enumerate(trumps):
        length = min(1.0, max(0.0, len(trumps) - i - longest))
        total += max(win_chance(card, hand, seen, trump, view), length)
    return total


def forehead_chance(view: dict) -> float:
    """Share of the cards I cannot see that would win the trick against every card I can see."""
    seat, n = view["seat"], view["players"]
    visible = {int(s): card_int(c) for s, c in view["foreheads"].items()}
    seen = set(visible.values()) | ({card_int(view["turned"])} if view["turned"] else set())
    trump = SUITS.index(view["trump"]) if view["trump"] else None
    order = [(view["leader"] + i) % n for i in range(n)]
    mine = order.index(seat)
    candidates = [c for c in range(52) if c not in seen]
    wins = 0
    for card in candidates:
        cards = [card if s == seat else visible[s] for s in order]
        wins += winning_index(cards, trump) == mine
    return wins / len(candidates) if candidates else 0.0


def nearest_bid(estimate: float, legal: list[dict]) -> dict:
    return min((a for a in legal if a["type"] == "bid"), key=lambda a: (abs(a["tricks"] - estimate),
                                                                         a["tricks"]))


@register_bot("casual", games=("devils_bridge", "german_bridge"))
class CasualExactBidBot(Bot):
    def choose(self, view: dict, legal_actions: list[dict]) -> dict:
        if not legal_actions:
            raise ValueError("the bot was asked to act with no legal action")
        if legal_actions[0]["type"] == "bid":
            return nearest_bid(self.estimate(view), legal_actions)
        if "card" not in legal_actions[0]:  # the forehead hand: the card is played for us
            return legal_actions[0]
        return self.play(view, legal_actions)

    def estimate(self, view: dict) -> float:
        if view["forehead"]:
            return 1.0 if forehead_chance(view) > 0.5 else 0.0
        hand = _ints(view["hand"])
        trump = SUITS.index(view["trump"]) if view["trump"] else None
        return trick_estimate(hand, seen_cards(view), trump, view)

    def play(self, view: dict, legal_actions: list[dict]) -> dict:
        seat = view["seat"]
        trump = SUITS.index(view["trump"]) if view["trump"] else None
        hand = _ints(view["hand"])
        seen = seen_cards(view)
        choice = pick_card(_ints(a["card"] for a in legal_actions), _ints(p["card"] for p in view["trick"]),
                           trump, view["bids"][seat] - view["tricks_won"][seat], view["players"],
                           lambda c: win_chance(c, hand, seen, trump, view))
        return {"type": "play", "card": CODES[choice]}


def pick_card(cards: list[int], trick: list[int], trump: int | None, need: int, players: int,
              lead_value=None) -> int:
    """The casual choice of card. ``need`` is tricks still wanted; ``lead_value(card)`` ranks leads by
    how likely they win (default: trumps above side cards, then rank)."""
    def strength(card: int) -> tuple[bool, int]:
        return (card // RANK == trump, card % RANK)

    if not trick:
        value = lead_value or strength
        if need > 0:
            return max(cards, key=lambda c: (value(c), -c))
        return min(cards, key=lambda c: (value(c), c))
    best = trick[winning_index(trick, trump)]
    ordered = sorted(cards, key=strength)
    winners = [c for c in ordered if beats(c, best, trump)]
    losers = [c for c in ordered if not beats(c, best, trump)]
    if need > 0 and winners:
        return winners[0] if len(trick) == players - 1 else winners[-1]
    if need > 0:
        return losers[0]  # cannot win this one: keep the good cards
    if losers:
        return losers[-1]  # duck with the highest card that still loses
    return winners[-1]  # must win: at least get rid of the strongest card


