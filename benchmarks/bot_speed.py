"""How fast the bots think and how fast their rollouts run.

1. The fast path (``clone`` + deal + ``moves``/``step``) playing whole random hands (Contract Rummy: whole
   random rounds), per game. For the Oh Hell family the same 4-player 10-card hand is also played in
   OpenSpiel's C++ ``oh_hell`` driven from Python in this process (when ``pyspiel`` imports: run with
   ``/work/osvenv/bin/python`` — OpenSpiel is never a dependency), two ways: sampling each chance node
   from ``chance_outcomes()`` (as OpenSpiel's examples do), and from ``legal_actions()`` (every chance
   outcome of ``oh_hell`` is equally likely, so this is the same game, and faster). The contenders run
   in turn, ``--repeats`` rounds of ``--hands`` hands each, and are timed in CPU time of this process
   (``time.process_time``), so other work on a shared machine disturbs the figures less; the best and
   the median run of each are printed, and our Oh Hell rate over OpenSpiel's for both drivers.
2. Expert decision times with the default budget: one expert against three casual bots for ``--games``
   games per game type; the median, 90th percentile and maximum of every decision with a real choice.

    python benchmarks/bot_speed.py --games 1
    python benchmarks/bot_speed.py --games 4 --only contract_rummy     # one game's expert, no fast path
    /work/osvenv/bin/python benchmarks/bot_speed.py --skip-experts     # with the OpenSpiel comparison
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
from engine_speed import TEN_CARD_HAND as OH_HELL_HAND, fast_path_hands, public_api_hands, start_of_ten_card_hand  # noqa: E402,E501

RUMMY_PRESETS = {  # Contract Rummy presets as the benchmark plays them: random rounds end by the rebuild cap
    "classic": {"decks": 2, "may_i": "classic", "new_melds_after_contract": False, "screw_over": False,
                "stock_rebuilds": 3},
    "screw_rummy": {"decks": "auto", "may_i": "first_come", "new_melds_after_contract": True,
                    "screw_over": True, "stock_rebuilds": 3},
}


def trick_start(game_id: str, seed: int):
    if game_id == "devils_bridge":
        return start_of_ten_card_hand(seed)
    return new_game(game_id, 4, seed=seed)


def openspiel_driver(sample_chance_from: str):
    """A function(hands, rng) -> (CPU seconds, actions) playing whole random 4-player 10-card ``oh_hell``
    hands (chance: dealer, 40 dealt cards, trump; then bids and play); ``None`` without ``pyspiel``."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("oh_hell", {"players": 4, "num_tricks_fixed": OH_HELL_HAND})

    def by_outcomes(hands: int, rng: random.Random) -> tuple[float, int]:
        actions = 0
        began = time.process_time()
        for _ in range(hands):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(outcomes[int(rng.random() * len(outcomes))][0])
                else:
                    legal = state.legal_actions()
                    state.apply_action(legal[int(rng.random() * len(legal))])
                actions += 1
        return time.process_time() - began, actions

    def by_legal(hands: int, rng: random.Random) -> tuple[float, int]:
        actions = 0
        began = time.process_time()
        for _ in range(hands):
            state = game.new_initial_state()
            while not state.is_terminal():
                legal = state.legal_actions()
                state.apply_action(legal[int(rng.random() * len(legal))])
                actions += 1
        return time.process_time() - began, actions

    return by_outcomes if sample_chance_from == "chance_outcomes" else by_legal


class NoGame:
    """A stand-in with 44 trivial moves a hand (as many as an Oh Hell 10-card hand at four seats): what
    the driving loop alone costs in Python, the floor under any engine driven move by move from Python."""

    def __init__(self):
        self.left, self.over = 44, False

    def clone(self, this_hand_only=False):
        return NoGame()

    def redeal(self, rng):
        pass

    def moves(self):
        return [0, 1, 2]

    def step(self, move):
        self.left -= 1
        if not self.left:
            self.over = True


def contenders(seed: int) -> list[tuple[str, object, float]]:
    """(label, function(hands, rng) -> (seconds, moves), share of ``--hands`` to play)."""
    found = []
    oh_hell = start_of_ten_card_hand(seed)
    found.append(("Oh Hell (Devil's Bridge), 4 players, 10 cards",
                  lambda h, r: fast_path_hands(oh_hell, h, r), 1))
    for label, driver in (("OpenSpiel oh_hell, chance_outcomes()", "chance_outcomes"),
                          ("OpenSpiel oh_hell, legal_actions()", "legal_actions")):
        run = openspiel_driver(driver)
        if run is not None:
            found.append((label, run, 1))
    found.append(("the Python driving loop alone, 44 moves", lambda h, r: fast_path_hands(NoGame(), h, r), 1))
    for game_id, label in (("reverse_bridge", "Reverse Bridge, 13 cards"),
                           ("floating_bridge", "Floating Bridge, 13 cards")):
        start = new_game(game_id, 4, seed=seed)
        found.append((label, lambda h, r, start=start: fast_path_hands(start, h, r), 1))
    for preset, options in RUMMY_PRESETS.items():
        start = new_game("contract_rummy", 4, options, seed=seed)
        found.append((f"Contract Rummy {preset}, round 1 (rounds)",
                      lambda h, r, start=start: fast_path_hands(start, h, r), 0.02))
        found.append((f"Contract Rummy {preset}, public API (rounds)",
                      lambda h, r, start=start: public_api_hands(start, h, r), 0.02))
    return found


def fast_path_figures(hands: int, repeats: int, seed: int) -> None:
    runs = contenders(seed)
    rates: dict[str, list[float]] = {label: [] for label, _, _ in runs}
    per_move: dict[str, list[float]] = {label: [] for label, _, _ in runs}
    for repeat in range(repeats):  # in turn, so a busy spell of the machine touches every contender alike
        for label, run, share in runs:
            count = max(1, int(hands * share))
            seconds, moves = run(count, random.Random(seed * 1000 + repeat))
            rates[label].append(count / seconds)
            per_move[label].append(seconds / moves * 1e6)
    print(f"Fast path: whole random hands (rummy: rounds) per CPU second, {repeats} runs each, in turn")
    for label, _, _ in runs:
        print(f"  {label:<48} best {max(rates[label]):8.0f}/s  median {statistics.median(rates[label]):8.0f}/s"
              f"  ({min(per_move[label]):.2f} us a move)")
    ours = rates["Oh Hell (Devil's Bridge), 4 players, 10 cards"]
    for label in ("OpenSpiel oh_hell, chance_outcomes()", "OpenSpiel oh_hell, legal_actions()"):
        if label in rates:
            theirs = rates[label]
            print(f"  our Oh Hell / {label}: best {max(ours) / max(theirs):.2f}x, "
                  f"median {statistics.median(ours) / statistics.median(theirs):.2f}x")
    if not any(label.startswith("OpenSpiel") for label in rates):
        print("  OpenSpiel oh_hell: pyspiel is not installed here (run with /work/osvenv/bin/python)")


def expert_times(game_id: str, games: int, seed: int) -> tuple[list[float], list[float]]:
    """Seconds per expert decision with a real choice (more than one legal action): wall clock, and CPU
    time of this process (on busy cores the wall clock of a niced run measures the load as well)."""
    times, cpu = [], []
    options = {"deals": 4} if game_id in ("reverse_bridge", "floating_bridge") else {}
    for number in range(games):
        game = new_game(game_id, 4, options, seed=seed + number)
        bots = [make_bot("expert" if s == 0 else "casual", game_id, seed=seed * 7 + s) for s in range(4)]
        while not game.over:
            seat = game.to_act()[0]
            view, legal = game.view(seat), game.legal_actions(seat)
            began, began_cpu = time.perf_counter(), time.process_time()
            action = bots[seat].choose(view, legal)
            if seat == 0 and len(legal) > 1:
                times.append(time.perf_counter() - began)
                cpu.append(time.process_time() - began_cpu)
            game.apply(seat, action)
    return times, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000, help="random hands per fast-path run")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--games", type=int, default=1, help="games per game type for expert timings")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--skip-experts", action="store_true")
    parser.add_argument("--only", help="comma-separated game ids: time only their experts (no fast path)")
    args = parser.parse_args()

    if not args.only:
        fast_path_figures(args.hands, args.repeats, args.seed)
    if args.skip_experts:
        return
    print(f"Expert decision time, default budget (CARDGAME_BOT_SECONDS="
          f"{os.environ.get('CARDGAME_BOT_SECONDS', '0.25')}), {args.games} game(s) each, vs 3 casual bots")
    every = []
    games = ("devils_bridge", "german_bridge", "reverse_bridge", "floating_bridge", "contract_rummy")
    for game_id in args.only.split(",") if args.only else games:
        if "expert" not in available_levels(game_id):
            print(f"  {game_id:<16} no expert")
            continue
        times, cpu = expert_times(game_id, args.games, args.seed)
        every += times
        for label, values in (("wall", sorted(times)), ("CPU", sorted(cpu))):
            print(f"  {game_id:<16} {len(values):5d} decisions, {label:<4}: median "
                  f"{statistics.median(values) * 1000:6.1f} ms, 90% {values[int(0.9 * (len(values) - 1))] * 1000:6.1f}"
                  f" ms, max {values[-1] * 1000:6.1f} ms")
    if every:
        print(f"  all games        {len(every):5d} decisions: median {statistics.median(every) * 1000:5.0f} ms, "
              f"max {max(every) * 1000:5.0f} ms")


if __name__ == "__main__":
    main()
