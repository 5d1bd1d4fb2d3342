"""Cards, their codes and integer encodings, decks, and the seeded shuffle.

A card's code is rank + suit (``"QS"``, ``"TH"``, ``"2C"``); the joker is ``"JK"``. Inside the engine a
card is an int: ``suit * 13 + rank`` with suits ``C D H S`` = 0..3 and ranks ``2..A`` = 0..12, so within a
suit a larger int is a higher card; the joker is 52. Two decks hold two copies of each code (equal ints).
"""

from __future__ import annotations

import random
from collections.abc import Iterable

RANKS = "23456789TJQKA"
SUITS = "CDHS"
SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
JOKER = 52
JOKER_CODE = "JK"

CODES: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS) + (JOKER_CODE,)
_CODE_TO_INT = {code: i for i, code in enumerate(CODES)}


def card_int(code: str) -> int:
    """The int for a card code; ``ValueError`` naming the code if it is not one."""
    try:
        return _CODE_TO_INT[code]
    except (KeyError, TypeError):
        raise ValueError(f"{code!r} is not a card (expected rank+suit like 'QS' or 'JK')") from None


def card_code(card: int) -> str:
    return CODES[card]


def codes(cards: Iterable[int]) -> list[str]:
    return [CODES[c] for c in cards]


def suit_of(card: int) -> int:
    """0..3 for C D H S; 4 for the joker."""
    return card // 13


def rank_of(card: int) -> int:
    """0..12 for 2..A (meaningless for the joker)."""
    return card % 13


def make_deck(decks: int = 1, jokers: int = 0) -> list[int]:
    """``decks`` full 52-card decks plus ``jokers`` jokers, in a fixed order."""
    return list(range(52)) * decks + [JOKER] * jokers


def shuffle(cards: list[int], rng: random.Random, count: int | None = None) -> None:
    """Fisher-Yates shuffle in place, drawing from ``rng`` (same seed, same order).

    With ``count``, only the first ``count`` places are drawn (a uniform random sample of the cards, in
    random order); the order of the rest is then not random. Dealing uses this to skip undealt cards.
    """
    rand = rng.random
    size = len(cards)
    for i in range(min(size - 1, size if count is None else count)):
        j = i + int(rand() * (size - i))
        cards[i], cards[j] = cards[j], cards[i]


def sort_hand(cards: Iterable[int]) -> list[int]:
    return sorted(cards)
