"""What ``legal_actions`` costs in Screw Rummy: milliseconds per call on the mover's play phase.

    python benchmarks/screw_legal_speed.py [--games 3] [--seed 1] [--level casual]

Plays whole Screw Rummy games (preset ``screw_rummy``, 4 seats) with bots of ``--level`` and times every
``legal_actions`` call made for the player to move after their draw (melds on the table make the Screw
Over candidates, and the taken-cards search runs for each). Prints calls, mean, 95th percentile and worst
milliseconds, and how many screws were listed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # this checkout's package

from cardgame_gui.bots import make_bot  # noqa: E402
from cardgame_gui.engine import GAMES, new_game  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="casual")
    args = parser.parse_args()
    options = {**GAMES["contract_rummy"].presets["screw_rummy"], "stock_rebuilds": 3}
    times, screws = [], 0
    for number in range(args.games):
        game = new_game("contract_rummy", 4, options, seed=args.seed + number)
        bots = [make_bot(args.level, "contract_rummy", seed=args.seed * 7 + s) for s in range(4)]
        moves = 0
        while not game.over and moves < 5000:
            acting = game.to_act()
            seat = acting[0]
            play = game.view(seat)["drawn"] and game.view(seat)["claim_window"] is None
            game._legal_key = None  # time the real work, not the cache
            began = time.process_time()
            legal = game.legal_actions(seat)
            if play:
                times.append((time.process_time() - began) * 1000)
                screws += sum(a["type"] == "screw" for a in legal)
            game.apply(seat, bots[seat].choose(game.view(seat), legal))
            moves += 1
    times.sort()
    print(f"{len(times)} play-phase legal_actions calls: mean {statistics.mean(times):.2f} ms, "
          f"95% {times[int(len(times) * 0.95)]:.2f} ms, worst {times[-1]:.2f} ms; {screws} screws listed")


if __name__ == "__main__":
    main()
