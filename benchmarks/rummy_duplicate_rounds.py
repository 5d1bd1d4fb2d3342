"""Contract Rummy bots compared round by round on the same deals (a duplicate measure, less noisy than games).

    python benchmarks/rummy_duplicate_rounds.py --deals 50 --preset classic --variants expert,casual
    python benchmarks/rummy_duplicate_rounds.py --variants "expert;expert:CLAIM_HAND_LIMIT=16" --deals 280 --budget 400
    python benchmarks/rummy_duplicate_rounds.py --variants "expert;expert:LATE_TURNS=5" --deals 280 --round 7

Every deal is one round (rounds 1-7 in turn, so a run of deals weighs the seven contracts alike), dealt
from a seed and played four times per variant: the variant in each seat in turn, casual bots in the other
three (their seeds fixed per deal and seat, so they play alike until the variant's choices change what
they see). A variant's *margin* on a deal is the mean, over its four seats, of the others' mean penalty
points less its own (positive: better than casual; seven rounds make a game, so 7x the margin a round is
comparable with ``bot_strength.py``'s margin a game). The deal is the independent unit of the 95%
intervals; the paired difference of each variant against the first one uses the same deals.

A variant is ``level`` or ``level:NAME=value,NAME=value``: class switches set on the bot (the value is
converted to the switch's type: 0/1 for a boolean); with such variants separate them by ``;``.
``--budget`` caps the expert's count (outs candidates) a decision, so runs do not depend on the machine's
load.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from statistics import mean

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from cardgame_gui.bots import make_bot  # noqa: E402
from cardgame_gui.bots.sampling import Budget  # noqa: E402
from cardgame_gui.engine import GAMES, new_game  # noqa: E402
from cardgame_gui.engine.cards import CODES, make_deck  # noqa: E402
from cardgame_gui.engine.rummy_rules import DEAL_SIZES  # noqa: E402
from cardgame_gui.playout import play_move  # noqa: E402
from cardgame_gui.tournament import interval  # noqa: E402

PLAYERS = 4


def parse_variant(spec: str) -> tuple[str, dict]:
    level, _, rest = spec.partition(":")
    switches = {}
    for item in filter(None, rest.split(",")):
        name, _, value = item.partition("=")
        switches[name] = float(value)
    return level, switches


def make(spec: str, seed: int, budget: int | None):
    level, switches = parse_variant(spec)
    bot = make_bot(level, "contract_rummy", seed=seed)
    for name, value in switches.items():
        old = getattr(type(bot), name)
        setattr(bot, name, type(old)(value) if isinstance(old, (bool, int)) and not isinstance(old, float)
                else value)
    if budget is not None and hasattr(bot, "budget"):
        bot.budget = Budget(None, most=budget)
    return bot


def deal_spec(number: int, seed: int) -> dict:
    """Round ``number % 7 + 1`` dealt from ``seed``: hands, one discard, the stock."""
    index = number % 7
    rng = random.Random(seed * 1_000_003 + number)
    pack = make_deck(2, PLAYERS - 1)
    rng.shuffle(pack)
    k = DEAL_SIZES[index]
    dealer = number % PLAYERS
    hands = [[CODES[c] for c in pack[i * k:(i + 1) * k]] for i in range(PLAYERS)]
    rest = pack[PLAYERS * k:]
    return {"round": index + 1, "dealer": dealer, "hands": hands, "discard": [CODES[rest[0]]],
            "stock": [CODES[c] for c in rest[1:]], "first": (dealer + 1) % PLAYERS}


def play_round(options: dict, deal: dict, bots: list, max_moves: int = 5000) -> dict:
    game = new_game("contract_rummy", PLAYERS, options, seed=1, deal=deal)
    for _ in range(max_moves):
        play_move(game, bots)
        if game.history:
            return game.history[0]
    raise RuntimeError(f"round {deal['round']} did not end in {max_moves} moves")


def seat_bots(spec: str, seat: int, number: int, seed: int, budget: int | None) -> list:
    """The variant ``spec`` in ``seat`` and casual bots in the others, seeded by the deal and the seat."""
    seeds = [seed * 7919 + number * 31 + s for s in range(PLAYERS)]
    return [make(spec, seeds[s], budget) if s == seat else make_bot("casual", "contract_rummy", seed=seeds[s])
            for s in range(PLAYERS)]


def one_deal(job: tuple) -> tuple[int, int, list[list[tuple[float, int, bool]]]]:
    """Per variant, per seat: (others' mean less the variant's points, its points, it went out)."""
    options, number, seed, variants, budget = job
    deal = deal_spec(number, seed)
    rows = []
    for spec in variants:
        row = []
        for seat in range(PLAYERS):
            scored = play_round(options, deal, seat_bots(spec, seat, number, seed, budget))
            points = scored["points"]
            others = sum(points[s] for s in range(PLAYERS) if s != seat) / (PLAYERS - 1)
            row.append((others - points[seat], points[seat], scored["went_out"] == seat))
        rows.append(row)
    return number, deal["round"], rows


def per_deal_margins(results: list, variants: list[str]) -> dict[str, list[float]]:
    """Each variant's margin on each deal: the mean over its four seats."""
    return {v: [sum(r[0] for r in rows[i]) / PLAYERS for _, _, rows in results] for i, v in enumerate(variants)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=70, help="deals (one round each; a multiple of 7)")
    parser.add_argument("--start", type=int, default=0, help="first deal number")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--variants", default="expert,casual")
    parser.add_argument("--budget", type=int, help="count budget a decision (default: the time budget)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--by-round", action="store_true", help="also print the margins round by round")
    parser.add_argument("--round", type=int, action="append", choices=range(1, 8), metavar="1..7",
                        help="play only the deals of this round (repeatable); --deals still counts all")
    parser.add_argument("--progress", action="store_true", help="print a running tally every 7 deals")
    args = parser.parse_args()
    options = dict(GAMES["contract_rummy"].presets[args.preset])
    options["stock_rebuilds"] = 3  # as cardgame-sim: every round ends
    variants = args.variants.split(";") if ";" in args.variants else args.variants.split(",")
    jobs = [(options, n, args.seed, variants, args.budget) for n in range(args.start, args.start + args.deals)
            if not args.round or n % 7 + 1 in args.round]
    start = time.perf_counter()
    results = []
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    for result in (pool.map(one_deal, jobs) if pool else map(one_deal, jobs)):
        results.append(result)
        if args.progress and len(results) % 7 == 0:  # a running tally, for runs that may be cut short
            margins = per_deal_margins(results, variants)
            tally = ", ".join(f"{v} {mean([a - b for a, b in zip(margins[v], margins[variants[0]])]):+.2f}"
                              for v in variants[1:])
            print(f"  ... {len(results)} deals: first {mean(margins[variants[0]]):+.2f}; vs first: {tally}",
                  file=sys.stderr, flush=True)
    if pool:
        pool.shutdown()
    seconds = time.perf_counter() - start
    budget = f"{args.budget} samples" if args.budget else os.environ.get("CARDGAME_BOT_SECONDS", "0.25") + " s"
    rounds = "rounds 1-7 in turn" if not args.round else "round " + ", ".join(map(str, sorted(args.round)))
    print(f"{args.preset}: {len(results)} deals ({rounds}) x 4 seats, seed {args.seed}, expert budget "
          f"{budget} a decision; margin a round = casual's mean less the variant's points (95% over deals)"
          f"  [{seconds:.0f} s]")
    margins = per_deal_margins(results, variants)
    seats = PLAYERS * len(results)
    for i, v in enumerate(variants):
        m, half = interval(margins[v])
        own = sum(r[1] for _, _, rows in results for r in rows[i]) / seats
        out = sum(r[2] for _, _, rows in results for r in rows[i]) / seats
        line = (f"  {v:<40} margin {m:+6.2f} ± {half:5.2f} a round (x7 {7 * m:+6.1f}); own points {own:5.1f}, "
                f"out {out:.0%}")
        if i:
            dm, dh = interval([a - b for a, b in zip(margins[v], margins[variants[0]])])
            line += f"; vs first {dm:+6.2f} ± {dh:5.2f}"
        print(line)
        if args.by_round:
            cells = []
            for rnd in range(1, 8):
                values = [margins[v][k] for k, (_, r, _) in enumerate(results) if r == rnd]
                if values:
                    cells.append("r{} {:+5.1f}±{:4.1f}".format(rnd, *interval(values)))
            print("      " + "  ".join(cells))

if __name__ == "__main__":
    main()
