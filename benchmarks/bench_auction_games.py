"""Speed of Reverse and Floating Bridge: random play through the public API (legal_actions + apply) and
through the fast path (moves + step). Prints figures; run with PYTHONPATH at the repository root:

    python benchmarks/bench_auction_games.py
"""

from __future__ import annotations

import random
import time

from cardgame_gui.engine import new_game

GAMES = ("reverse_bridge", "floating_bridge")


def api_playouts(game_id: str, games: int) -> tuple[int, float]:
    actions, start = 0, time.perf_counter()
    for seed in range(games):
        game, rng = new_game(game_id, seed=seed), random.Random(seed)
        while not game.over:
            seat = game.to_act()[0]
            game.apply(seat, rng.choice(game.legal_actions(seat)))
            actions += 1
    return actions, time.perf_counter() - start


def fast_playouts(game_id: str, games: int) -> tuple[int, float]:
    moves, start = 0, time.perf_counter()
    for seed in range(games):
        game, rng = new_game(game_id, seed=seed), random.Random(seed)
        while not game.over:
            game.step(rng.choice(game.moves()))
            moves += 1
    return moves, time.perf_counter() - start


def main() -> None:
    for game_id in GAMES:
        for label, run in (("API  legal_actions+apply", api_playouts), ("fast moves+step         ", fast_playouts)):
            count, seconds = run(game_id, 200)
            print(f"{game_id:16} {label}  200 games  {count / 200:6.1f} actions/game  "
                  f"{count / seconds:9.0f} actions/s  {seconds / 200 * 1000:6.2f} ms/game")
    game = new_game("reverse_bridge", seed=1)
    start = time.perf_counter()
    for _ in range(2000):
        game.clone()
    print(f"reverse_bridge   clone() {(time.perf_counter() - start) / 2000 * 1e6:.1f} µs")


if __name__ == "__main__":
    main()
