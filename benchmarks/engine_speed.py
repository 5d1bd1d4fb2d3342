"""Random 4-player 10-card Devil's Bridge hands per second, two ways.

(a) through the public API: ``legal_actions`` + ``apply`` with dicts, as the window and network use it;
(b) through the fast path that bots use for rollouts: ``clone()`` + ``moves()``/``step()`` on ints.

Each hand is a fresh deal of the 10-card hand (hand 10 of the series), four random bids and forty random
cards. Each path runs ``--repeats`` times; prints the median and the best run in hands per CPU second of
this process (the best is the least disturbed by other work on the machine, as ``timeit`` reports). Run with
``python benchmarks/engine_speed.py``.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # this checkout's package

from cardgame_gui.engine import new_game  # noqa: E402

TEN_CARD_HAND = 10  # the tenth hand of the up-and-down series deals ten cards each


def start_of_ten_card_hand(seed: int):
    """A 4-player game at the start of its 10-card hand (reached by always taking the first move)."""
    game = new_game("devils_bridge", 4, seed=seed)
    while game.view(None)["hand_number"] < TEN_CARD_HAND:
        game.step(game.moves()[0])
    return game


def fast_path_hands(start, hands: int, rng: random.Random) -> tuple[float, int]:
    """(CPU seconds, moves) for ``hands`` whole random hands from ``start``: clone, deal afresh, then
    random moves to the end of the hand (or round)."""
    moves_made = 0
    began = time.process_time()
    for _ in range(hands):
        game = start.clone(this_hand_only=True)
        game.redeal(rng)
        while not game.over:
            moves = game.moves()
            game.step(moves[int(rng.random() * len(moves))])
            moves_made += 1
    return time.process_time() - began, moves_made


def public_api_hands(start, hands: int, rng: random.Random) -> tuple[float, int]:
    """The same through ``to_act`` + ``legal_actions`` + ``apply`` (the window's and network's way)."""
    actions_made = 0
    began = time.process_time()
    for _ in range(hands):
        game = start.clone(this_hand_only=True)
        game.redeal(rng)
        while not game.over:
            seat = game.to_act()[0]
            actions = game.legal_actions(seat)
            game.apply(seat, actions[int(rng.random() * len(actions))])
            actions_made += 1
    return time.process_time() - began, actions_made


def public_api(hands: int, seed: int) -> float:
    """Deal (as the end of the previous hand would), then bid and play through legal_actions + apply."""
    seconds, _ = public_api_hands(start_of_ten_card_hand(seed), hands, random.Random(seed))
    return hands / seconds


def fast_path(hands: int, seed: int) -> float:
    """Clone, deal, bid and play on ints, all timed."""
    seconds, _ = fast_path_hands(start_of_ten_card_hand(seed), hands, random.Random(seed))
    return hands / seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10000, help="hands per run of the fast path")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for label, measure, hands in (("public API (legal_actions + apply)", public_api, args.hands // 4),
                                  ("fast path (clone + deal + moves/step)", fast_path, args.hands)):
        runs = [measure(hands, args.seed + r) for r in range(args.repeats)]
        print(f"{label:<40} median {statistics.median(runs):7.0f} hands/s, best {max(runs):7.0f}")


if __name__ == "__main__":
    main()
