"""Bots in every seat of Contract Rummy: how many rounds end by someone going out, and how fast.

    python benchmarks/rummy_bot_rounds.py [--players 4] [--games 50] [--preset classic] [--bot casual]

Prints, per preset, the share of rounds ended by going out (the rest end with both piles empty), the
actions per game and seconds per game. Games are driven exactly as ``cardgame-sim`` drives them (which
prints scores and wins but not how rounds end).
"""

from __future__ import annotations

import argparse
import time

from cardgame_gui.bots import make_bot
from cardgame_gui.engine import GAMES, new_game
from cardgame_gui.playout import play_one


def play(players: int, preset: dict, seed: int, level: str) -> tuple[list[dict], int]:
    game = new_game("contract_rummy", players, preset, seed=seed)
    bots = [make_bot(level, "contract_rummy", seed=seed * 10 + s) for s in range(players)]
    play_one(game, bots)  # the driver of cardgame-sim: claimants answer first, then the mover goes on
    return game.history, len(game.log)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--preset", action="append")
    parser.add_argument("--bot", default="casual")
    args = parser.parse_args()
    presets = GAMES["contract_rummy"].presets
    for name in args.preset or sorted(presets):
        start = time.perf_counter()
        rounds = out = actions = 0
        per_round = [[0, 0] for _ in range(7)]
        for seed in range(args.games):
            history, count = play(args.players, presets[name], seed, args.bot)
            actions += count
            for row in history:
                rounds += 1
                went = row["went_out"] is not None
                out += went
                per_round[row["round"] - 1][0] += went
                per_round[row["round"] - 1][1] += 1
        seconds = time.perf_counter() - start
        print(f"{name}: {args.games} games, {args.players} players, bot {args.bot}: "
              f"{out}/{rounds} rounds ended by going out ({100 * out / rounds:.1f}%); "
              f"{actions / args.games:.0f} actions and {seconds / args.games:.2f} s per game")
        print("  going out by round: " + "  ".join(f"{i + 1}: {o}/{n}" for i, (o, n) in enumerate(per_round)))


if __name__ == "__main__":
    main()
