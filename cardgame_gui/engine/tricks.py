"""Trick-taking mechanics shared by every trick game: following suit, who is winning, trick records.

Cards are engine ints (see ``cards.py``): ``card // 13`` is the suit, and within a suit a larger int is a
higher card. ``trump`` is a suit number 0..3 or ``None`` for no trump.
"""

from __future__ import annotations

from .cards import CODES, SUIT_NAMES, SUITS


def beats(card: int, best: int, trump: int | None) -> bool:
    """Does ``card`` beat ``best``, the card now winning the trick?"""
    suit = card // 13
    if suit == best // 13:
        return card > best
    return suit == trump


def winning_index(cards: list[int], trump: int | None) -> int:
    """Index in ``cards`` (play order, led first) of the card winning so far: the highest trump if any
    trump was played, otherwise the highest card of the suit led."""
    best = cards[0]
    index = 0
    for i in range(1, len(cards)):
        card = cards[i]
        if card // 13 == best // 13:
            if card > best:
                best, index = card, i
        elif card // 13 == trump:
            best, index = card, i
    return index


def follow_cards(hand: list[int], led_suit: int | None) -> list[int]:
    """The cards of ``hand`` that may be played when following suit is the only duty."""
    if led_suit is None:
        return list(hand)
    same = [c for c in hand if c // 13 == led_suit]
    return same or list(hand)


def follow_suit_error(who: str, card: int, hand: list[int], led_suit: int) -> str | None:
    """The reason ``card`` breaks the follow-suit duty, or ``None`` if it does not."""
    if card // 13 == led_suit:
        return None
    same = [c for c in hand if c // 13 == led_suit]
    if not same:
        return None
    held = " ".join(CODES[c] for c in sorted(same))
    return f"{who} cannot play {CODES[card]}: must follow {SUIT_NAMES[SUITS[led_suit]]} (holds {held})"


def trick_json(seats: list[int], cards: list[int]) -> list[dict]:
    return [{"seat": s, "card": CODES[c]} for s, c in zip(seats, cards)]
