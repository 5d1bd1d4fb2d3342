"""How fast the meld finder is: milliseconds per call on random hands, for every round's contract.

    python benchmarks/meld_finder_speed.py [--hands 300] [--seed 1]

Prints per round: the hand size, the share of hands that can meld, and the mean / worst time of
``find_contract`` (``find_all_runs`` for round 7, with one card drawn) and of ``contract_deficit`` (what
the bot calls for every candidate discard). A bot turn costs about one finder call plus one deficit call
per distinct card in hand.
"""

from __future__ import annotations

import argparse
import random
import time

from cardgame_gui.engine.cards import make_deck, shuffle
from cardgame_gui.engine.melds import contract_deficit, find_all_runs, find_contract
from cardgame_gui.engine.rummy_rules import CONTRACTS, DEAL_SIZES


def timed(fn, *args):
    start = time.perf_counter()
    result = fn(*args)
    return result, (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    deck = make_deck(2, 3)
    print(f"{args.hands} random hands per round from 2 decks + 3 jokers")
    for index, (groups, runs) in enumerate(CONTRACTS):
        size = DEAL_SIZES[index] + 1
        finds, deficits, found = [], [], 0
        for _ in range(args.hands):
            shuffle(deck, rng)
            hand = deck[:size]
            if index == 6:
                result, ms = timed(find_all_runs, hand, runs)
            else:
                result, ms = timed(find_contract, hand, groups, runs, runs >= 2)
            found += result is not None
            finds.append(ms)
            _, ms = timed(contract_deficit, hand, groups, runs, runs >= 2)
            deficits.append(ms)
        print(f"round {index + 1} ({groups} groups, {runs} runs, {size} cards): melds {found / args.hands:5.1%}  "
              f"finder mean {sum(finds) / len(finds):.2f} ms worst {max(finds):.2f} ms  "
              f"deficit mean {sum(deficits) / len(deficits):.2f} ms worst {max(deficits):.2f} ms")


if __name__ == "__main__":
    main()
