"""What the Contract Rummy rules engine costs per call: ``legal_actions`` and ``apply`` over bot games of
every preset and player count, and ``legal_actions`` of the crafted worst cases.

    python benchmarks/screw_legal_speed.py [--games 4] [--seed 1] [--level casual] [--players 3-8]
        [--presets classic,screw_rummy] [--minutes 20] [--rebuilds 3] [--crafted tests/engine/fixtures]
        [--tree DIR]

Every game: a preset, a player count, decks ``auto`` or up to 4 and jokers as the options allow (drawn
from the game's seed), bots of ``--level`` in every seat, driven as ``cardgame-sim`` drives them
(``playout.play_move``: optional May I? claims first, then the seat to move), with no ``stock_rebuilds``
cap (the default, unlimited) unless ``--rebuilds`` sets one: the rounds end by the engine's own rules. Every ``legal_actions`` call is
timed with the game's cache cleared (the real work), and every ``apply``; CPU time (``process_time``).
Prints the distribution (median, 99th, 99.9th percentile, worst) of each, the position of the worst call,
and the moves per round (median, 99th percentile, worst). ``--crafted DIR`` then opens each save there
(``load_game``) and times ``legal_actions`` of the seat to act and its peak memory (``tracemalloc``).
``--tree DIR`` imports the package from another checkout (e.g. an export of main: the "before" figures).
Stops starting games after ``--minutes``.
"""

from __future__ import annotations

import argparse
import glob
import os
import random
import statistics
import sys
import time
import tracemalloc


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def _spread(values: list[float]) -> str:
    return (f"median {statistics.median(values):.2f}, 99% {_percentile(values, 0.99):.2f}, "
            f"99.9% {_percentile(values, 0.999):.2f}, worst {max(values):.2f}")


def play_games(args) -> None:
    from cardgame_gui.bots import make_bot
    from cardgame_gui.engine import GAMES, new_game

    low, _, high = args.players.partition("-")
    counts = list(range(int(low), int(high or low) + 1))
    presets = args.presets.split(",")
    legal_ms, apply_ms, round_moves = [], [], []
    longest = (0, "")
    worst = (0.0, "")
    began = time.monotonic()
    played = 0
    for number in range(args.games):
        if time.monotonic() - began > args.minutes * 60:
            break
        rng = random.Random(args.seed + number)
        preset, players = presets[number % len(presets)], counts[(number // len(presets)) % len(counts)]
        options = dict(GAMES["contract_rummy"].presets[preset])
        options["decks"] = rng.choice(["auto", 4] if players > 4 else ["auto", 2, 3, 4])
        options["jokers"] = rng.choice(["players_minus_one", 8])
        if args.rebuilds is not None:
            options["stock_rebuilds"] = args.rebuilds if args.rebuilds == "unlimited" else int(args.rebuilds)
        seed = args.seed + number
        game = new_game("contract_rummy", players, options, seed=seed)
        bots = [make_bot(args.level, "contract_rummy", seed=seed * 31 + s) for s in range(players)]
        moves = 0
        while not game.over:
            acting = game.to_act()
            chosen = None
            for seat in acting[1:] + acting[:1]:
                game._legal_key = None  # time the real work, not the cache
                start = time.process_time()
                legal = game.legal_actions(seat)
                spent = (time.process_time() - start) * 1000
                legal_ms.append(spent)
                if spent > worst[0]:
                    worst = (spent, f"game {number} ({preset}, {players} players, seed {seed}), move "
                                    f"{len(game.log)}, {len(legal)} actions")
                choice = (bots[seat].optional(game.view(seat), legal) if seat != acting[0]
                          else bots[seat].choose(game.view(seat), legal))
                if choice is not None:
                    chosen = (seat, choice)
                    break
            start = time.process_time()
            events = game.apply(*chosen)
            apply_ms.append((time.process_time() - start) * 1000)
            moves += 1
            for event in events:
                if event["type"] == "round_scored":
                    round_moves.append(moves)
                    if moves > longest[0]:
                        longest = (moves, f"game {number} ({preset}, {players} players, seed {seed}), round "
                                          f"{event['round']}, ended {event['ended']}")
                    moves = 0
        played += 1
        print(f"game {number}: {preset}, {players} players, decks {options['decks']}, jokers "
              f"{options['jokers']}: {len(game.log)} actions", flush=True)
    print(f"{played} games, {len(legal_ms)} legal_actions calls (ms): {_spread(legal_ms)}")
    print(f"  worst: {worst[1]}")
    print(f"{len(apply_ms)} apply calls (ms): {_spread(apply_ms)}")
    print(f"{len(round_moves)} rounds, moves per round: median {statistics.median(round_moves):.0f}, "
          f"99% {_percentile(round_moves, 0.99):.0f}, 99.9% {_percentile(round_moves, 0.999):.0f}, "
          f"worst {max(round_moves)}")
    print(f"  longest: {longest[1]}")


def crafted(folder: str) -> None:
    from cardgame_gui.engine import load_game

    for path in sorted(glob.glob(os.path.join(folder, "rummy_*.json"))):
        with open(path, encoding="utf-8") as saved:
            text = saved.read()
        start = time.process_time()
        game = load_game(text)
        loaded = time.process_time()
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        done = time.process_time()
        tracemalloc.start()  # a second time, measuring memory (tracing slows it down several times)
        load_game(text).legal_actions(seat)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        print(f"{os.path.basename(path)}: load_game {(loaded - start) * 1000:.0f} ms, legal_actions({seat}) "
              f"{(done - loaded) * 1000:.0f} ms, {len(legal)} actions, peak {peak / 2**20:.1f} MiB", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="casual")
    parser.add_argument("--players", default="3-8", help="a count or a range, e.g. 6 or 3-8")
    parser.add_argument("--presets", default="classic,screw_rummy")
    parser.add_argument("--minutes", type=float, default=20.0, help="start no game after this long")
    parser.add_argument("--rebuilds", default=None, help="option stock_rebuilds for every game (default: "
                                                         "the preset's, unlimited)")
    parser.add_argument("--crafted", metavar="DIR", help="also time the crafted saves in DIR")
    parser.add_argument("--tree", metavar="DIR", help="import cardgame_gui from this checkout")
    args = parser.parse_args()
    sys.path.insert(0, args.tree or os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    if args.games:
        play_games(args)
    if args.crafted:
        crafted(args.crafted)


if __name__ == "__main__":
    main()
