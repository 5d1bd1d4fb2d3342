"""Bots in every seat of Contract Rummy: how many rounds end by someone going out, and how long they run.

    python benchmarks/rummy_bot_rounds.py [--players 4 6] [--games 50] [--preset classic] [--bot casual]

Prints, per preset and table size, the share of rounds ended by going out (the rest end with both piles
empty, or by the ``stock_rebuilds`` limit when ``--option stock_rebuilds=N`` sets one), the moves a round
(median, 90th percentile, longest), the actions and seconds per game. The options are the preset's (the
app's defaults otherwise: stock rebuilds unlimited); games are driven move by move as ``cardgame-sim``
drives them, and a round still going after ``MAX_ROUND_MOVES`` moves stops the run.
"""

from __future__ import annotations

import argparse
import time

from cardgame_gui.bots import make_bot
from cardgame_gui.engine import GAMES, new_game
from cardgame_gui.playout import MAX_ROUND_MOVES, ROUND_ENDS, RoundTooLong, play_move


def play(players: int, options: dict, seed: int, level: str) -> tuple[list[dict], list[int], int]:
    """(the rounds' scores, the moves of each round, the actions of the game)."""
    game = new_game("contract_rummy", players, options, seed=seed)
    bots = [make_bot(level, "contract_rummy", seed=seed * 10 + s) for s in range(players)]
    lengths, moves = [], 0
    while not game.over:
        events = play_move(game, bots)  # the driver of cardgame-sim: claimants answer first, then the mover
        moves += 1
        if any(e.get("type") in ROUND_ENDS for e in events):
            lengths.append(moves)
            moves = 0
        elif moves >= MAX_ROUND_MOVES:
            raise RoundTooLong(f"{players} players, seed {seed}: round {len(lengths) + 1} went {moves} moves")
    return game.history, lengths, len(game.log)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, nargs="+", default=[4])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--preset", action="append")
    parser.add_argument("--bot", default="casual")
    parser.add_argument("--option", action="append", default=[], help="NAME=VALUE over the preset")
    args = parser.parse_args()
    presets = GAMES["contract_rummy"].presets
    for name in args.preset or sorted(presets):
        options = dict(presets[name])
        for item in args.option:
            key, _, value = item.partition("=")
            options[key] = int(value) if value.isdigit() else value
        for players in args.players:
            start = time.perf_counter()
            rounds = out = actions = 0
            per_round = [[0, 0] for _ in range(7)]
            lengths = []
            for seed in range(args.games):
                history, game_lengths, count = play(players, options, seed, args.bot)
                actions += count
                lengths += game_lengths
                for row in history:
                    rounds += 1
                    went = row["went_out"] is not None
                    out += went
                    per_round[row["round"] - 1][0] += went
                    per_round[row["round"] - 1][1] += 1
            seconds = time.perf_counter() - start
            lengths.sort()
            print(f"{name}: {args.games} games, {players} players, bot {args.bot}: "
                  f"{out}/{rounds} rounds ended by going out ({100 * out / rounds:.1f}%); moves a round: median "
                  f"{lengths[len(lengths) // 2]}, 90% {lengths[int(0.9 * (len(lengths) - 1))]}, max {lengths[-1]}; "
                  f"{actions / args.games:.0f} actions and {seconds / args.games:.2f} s per game", flush=True)
            print("  going out by round: " + "  ".join(f"{i + 1}: {o}/{n}" for i, (o, n) in enumerate(per_round)))


if __name__ == "__main__":
    main()
