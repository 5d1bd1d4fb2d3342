"""A solitaire lookahead for the Contract Rummy expert: how many own turns a hand needs to its contract.

    draws = sample_draws(unseen, k, deals, rng)          # ``deals`` sequences of the next ``k`` draws
    turns = turns_to_contract(hands, draws, contract)    # per hand: the mean own turns to the contract

No engine and no opponents: the next ``k`` cards the seat draws are sampled from the cards it cannot see
(the pack less its hand, the melds on the table and the top discard: what its view shows), and a hand
reaches its contract at the first draw after which it holds the contract among its cards. Discards
along the way are left out: a contract of rounds 1-6 uses fewer cards than the hand holds, so the spare
cards are what goes. Every hand is judged on the same sequences, so two choices are compared on the same
luck. A hand that does not get there within ``k`` draws counts ``k`` plus the cards it is still short
(``contract_deficit``), so far hands still compare.
"""

from __future__ import annotations

import random
from collections import Counter

from ..engine.cards import JOKER, card_int, make_deck
from ..engine.melds import contract_deficit


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


def sample_draws(unseen: Counter, k: int, deals: int, rng: random.Random) -> list[list[int]]:
    """``deals`` sequences of ``k`` cards drawn without replacement from ``unseen`` (card: copies)."""
    pool = [card for card, copies in sorted(unseen.items()) for _ in range(copies)]
    k = min(k, len(pool))
    return [rng.sample(pool, k) for _ in range(deals)]


def turns_to_contract(hands: dict, draws: list[list[int]], contract: tuple[int, int, bool]) -> dict:
    """For each ``hands`` entry (key: cards), the mean over ``draws`` of the draws it needs to hold its
    contract (0: it holds it now), ``k + deficit`` where ``k`` draws are not enough."""
    groups, runs, no_contig = contract
    total = dict.fromkeys(hands, 0.0)
    for sequence in draws:
        k = len(sequence)
        for key, hand in hands.items():
            short = contract_deficit(hand + sequence, groups, runs, no_contig)
            if short:
                total[key] += k + short
                continue
            low, high = 0, k  # the fewest draws with the contract in hand: deficit 0 after ``high``
            while low < high:
                mid = (low + high) // 2
                if contract_deficit(hand + sequence[:mid], groups, runs, no_contig):
                    low = mid + 1
                else:
                    high = mid
            total[key] += high
    return {key: value / len(draws) for key, value in total.items()} if draws else total
