"""How long the hand review (``bots/review.py``) takes over one 10-card Devil's Bridge hand, or one
13-card Reverse or Floating Bridge hand (``--game reverse_bridge``, ``--game floating_bridge``).

Devil's Bridge: a 4-player game is played by casual bots through its tenth hand (the up-and-down series
deals ten cards each then); the hand history is rebuilt for South and the review weighs South's bid and
ten cards with the game's default deals a decision (``samples_for``). Reverse and Floating Bridge: casual
bots play the game's first scored hand (default options), and the review weighs South's calls (bids and
passes, ``bid_samples_for`` deals each), thirteen cards and a Floating Bridge partner call of South's.
Each of ``--hands`` games (seeds 1, 2, ...) is timed in CPU time of this process (``time.process_time``)
and in wall-clock time; the median and the slowest are printed, with the number of decisions that had a
real choice.

    nice -n 19 python benchmarks/review_speed.py --hands 5
    nice -n 19 python benchmarks/review_speed.py --game floating_bridge --hands 5
    nice -n 19 python benchmarks/review_speed.py --game reverse_bridge --hands 5
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from cardgame_gui.bots import make_bot  # noqa: E402
from cardgame_gui.bots.review import bid_samples_for, review_hand, samples_for  # noqa: E402
from cardgame_gui.engine import new_game  # noqa: E402
from cardgame_gui.session.history import GameHistory  # noqa: E402

TEN_CARD_HAND = 10


def ten_card_history(seed: int):
    """The history for South of a game played by casual bots to the end of its 10-card hand."""
    game = new_game("devils_bridge", 4, seed=seed)
    bots = [make_bot("casual", "devils_bridge", seed=seed * 10 + s) for s in range(4)]
    while not game.over:
        seat = game.to_act()[0]
        events = game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
        if any(e["type"] == "hand_scored" and e["hand"] == TEN_CARD_HAND for e in events):
            break
    history = GameHistory(game.to_json(), seat=0)
    return history, history.hands[TEN_CARD_HAND - 1]


def first_hand_history(game_id: str, seed: int):
    """The history for South of a Reverse or Floating Bridge game played by casual bots to its first
    scored hand."""
    game = new_game(game_id, 4, seed=seed)
    bots = [make_bot("casual", game_id, seed=seed * 10 + s) for s in range(4)]
    while not game.view(None)["history"]:
        seat = game.to_act()[0]
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    history = GameHistory(game.to_json(), seat=0)
    return history, [h for h in history.hands if h.finished][-1]


HANDS = {"devils_bridge": ("ten-card Devil's Bridge", ten_card_history),
         "reverse_bridge": ("Reverse Bridge", lambda seed: first_hand_history("reverse_bridge", seed)),
         "floating_bridge": ("Floating Bridge", lambda seed: first_hand_history("floating_bridge", seed))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5, help="hands to review (one game each), 1-50")
    parser.add_argument("--game", choices=sorted(HANDS), default="devils_bridge", help="the game of the hands")
    args = parser.parse_args()
    count = max(1, min(args.hands, 50))
    name, history_of = HANDS[args.game]
    cpu, wall = [], []
    for seed in range(1, count + 1):
        history, hand = history_of(seed)
        decisions = history.decisions(hand)
        began_cpu, began_wall = time.process_time(), time.perf_counter()
        opinions = review_hand(decisions, seed=seed)
        cpu.append(time.process_time() - began_cpu)
        wall.append(time.perf_counter() - began_wall)
        print(f"seed {seed}: {len(decisions)} decisions, {len(opinions)} with a choice; "
              f"{cpu[-1]:.2f} s CPU, {wall[-1]:.2f} s wall")
    deals = samples_for(args.game)
    calls = bid_samples_for(args.game)
    print(f"{count} {name} hands, {deals} deals a decision" + (f" ({calls} a call)" if calls != deals else "") + ": "
          f"median {statistics.median(cpu):.2f} s CPU (slowest {max(cpu):.2f} s); "
          f"wall clock median {statistics.median(wall):.2f} s (slowest {max(wall):.2f} s)")


if __name__ == "__main__":
    main()
