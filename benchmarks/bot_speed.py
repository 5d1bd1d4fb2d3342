"""How fast the bots think and how fast their rollouts run.

1. The fast path (``clone`` + deal + ``moves``/``step``) playing whole random hands, per game, and for the
   Oh Hell family the same hand in OpenSpiel's C++ ``oh_hell`` driven from Python in this process (when
   ``pyspiel`` imports: run with ``/work/osvenv/bin/python`` — OpenSpiel is never a dependency).
2. Expert decision times with the default budget: one expert against three casual bots for ``--games``
   games per game type; the median, 90th percentile and maximum of every decision with a real choice.

    python benchmarks/bot_speed.py --games 1 --hands 3000
    /work/osvenv/bin/python benchmarks/bot_speed.py --skip-experts     # with the OpenSpiel comparison

Figures depend on the machine's load: each fast-path figure is the best of ``--repeats`` runs (the least
disturbed, as ``timeit`` reports), and the machine this was written on was shared.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from cardgame_gui.bots import available_levels, make_bot  # noqa: E402
from cardgame_gui.engine import new_game  # noqa: E402
from engine_speed import TEN_CARD_HAND as OH_HELL_HAND, random_hands, start_of_ten_card_hand  # noqa: E402


def trick_start(game_id: str, seed: int):
    if game_id == "devils_bridge":
        return start_of_ten_card_hand(seed)
    return new_game(game_id, 4, seed=seed)


def fast_path_hands(game_id: str, hands: int, seed: int) -> float:
    """Whole random hands per second: clone, deal afresh, then random moves to the end of the hand."""
    return random_hands(trick_start(game_id, seed), hands, random.Random(seed))


def openspiel_hands(hands: int, seed: int) -> float | None:
    """The same 4-player 10-card hand in OpenSpiel's ``oh_hell`` (chance: dealer, deal, trump; then bids
    and play), random moves, whole hands per second; ``None`` without ``pyspiel``."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("oh_hell", {"players": 4, "num_tricks_fixed": OH_HELL_HAND})
    rng = random.Random(seed)
    began = time.perf_counter()
    for _ in range(hands):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[int(rng.random() * len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[int(rng.random() * len(legal))])
    return hands / (time.perf_counter() - began)


def expert_times(game_id: str, games: int, seed: int) -> list[float]:
    """Seconds per expert decision with a real choice (more than one legal action)."""
    times = []
    options = {"deals": 4} if game_id in ("reverse_bridge", "floating_bridge") else {}
    for number in range(games):
        game = new_game(game_id, 4, options, seed=seed + number)
        bots = [make_bot("expert" if s == 0 else "casual", game_id, seed=seed * 7 + s) for s in range(4)]
        while not game.over:
            seat = game.to_act()[0]
            view, legal = game.view(seat), game.legal_actions(seat)
            began = time.perf_counter()
            action = bots[seat].choose(view, legal)
            if seat == 0 and len(legal) > 1:
                times.append(time.perf_counter() - began)
            game.apply(seat, action)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000, help="random hands per fast-path run")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--games", type=int, default=1, help="games per game type for expert timings")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--skip-experts", action="store_true")
    args = parser.parse_args()

    print("Fast path: whole random hands per second (best of %d runs)" % args.repeats)
    ours = {}
    for game_id, label in (("devils_bridge", "Devil's Bridge, 4 players, 10-card hand"),
                           ("reverse_bridge", "Reverse Bridge, 13 cards"),
                           ("floating_bridge", "Floating Bridge, 13 cards")):
        best = max(fast_path_hands(game_id, args.hands, args.seed + r) for r in range(args.repeats))
        ours[game_id] = best
        print(f"  {label:<42} {best:8.0f} hands/s")
    spiel = [openspiel_hands(args.hands, args.seed + r) for r in range(args.repeats)]
    if spiel[0] is None:
        print("  OpenSpiel oh_hell: pyspiel is not installed here (run with /work/osvenv/bin/python)")
    else:
        best = max(spiel)
        print(f"  {'OpenSpiel C++ oh_hell, same hand, from Python':<42} {best:8.0f} hands/s")
        print(f"  our Oh Hell fast path / OpenSpiel: {ours['devils_bridge'] / best:.2f}x")
    if args.skip_experts:
        return
    print(f"Expert decision time, default budget (CARDGAME_BOT_SECONDS="
          f"{os.environ.get('CARDGAME_BOT_SECONDS', '0.25')}), {args.games} game(s) each, vs 3 casual bots")
    every = []
    for game_id in ("devils_bridge", "german_bridge", "reverse_bridge", "floating_bridge", "contract_rummy"):
        if "expert" not in available_levels(game_id):
            print(f"  {game_id:<16} no expert")
            continue
        times = expert_times(game_id, args.games, args.seed)
        every += times
        times.sort()
        print(f"  {game_id:<16} {len(times):5d} decisions: median {statistics.median(times) * 1000:5.0f} ms, "
              f"90% {times[int(0.9 * (len(times) - 1))] * 1000:5.0f} ms, max {times[-1] * 1000:5.0f} ms")
    if every:
        print(f"  all games        {len(every):5d} decisions: median {statistics.median(every) * 1000:5.0f} ms, "
              f"max {max(every) * 1000:5.0f} ms")


if __name__ == "__main__":
    main()
