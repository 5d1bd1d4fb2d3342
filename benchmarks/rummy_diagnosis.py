"""Where a Contract Rummy bot's penalty points come from, round by round, on duplicate deals.

    python benchmarks/rummy_diagnosis.py --deals 70 --preset classic --variants "expert;casual"

The deals and seats are those of ``rummy_duplicate_rounds.py`` (each variant in every seat in turn against
three casual bots, the casual seeds fixed per deal and seat). For the variant's seat it counts: own turns
(draws) to its contract, how often it is caught before its contract and with how many points, own turns
from its contract to going out, discards taken, May I? claims won and the penalty cards they brought, and
its points. A variant may be a level with switches as there (``expert:NAME=value``).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from statistics import mean, median

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rummy_duplicate_rounds import PLAYERS, deal_spec, seat_bots  # noqa: E402

from cardgame_gui.engine import GAMES, new_game  # noqa: E402
from cardgame_gui.playout import play_move  # noqa: E402


def watched_round(options: dict, deal: dict, bots: list, seat: int, max_moves: int = 5000) -> dict:
    """Play the round; what ``seat`` did in it."""
    game = new_game("contract_rummy", PLAYERS, options, seed=1, deal=deal)
    row = {"turns": 0, "melded_at": None, "out_at": None, "took": 0, "claims": 0, "penalty_cards": 0,
           "screwed": 0, "broken": 0}
    for _ in range(max_moves):
        for event in play_move(game, bots):
            if event["type"] == "screw" and event["victim"] == seat:
                row["screwed"] += 1
                row["broken"] += event["outcome"] != "kept"
            if event.get("seat") != seat:
                continue
            kind = event["type"]
            if kind == "draw":
                row["turns"] += 1
                row["took"] += event["source"] == "discard"
            elif kind == "meld" and row["melded_at"] is None:
                row["melded_at"] = row["turns"]
            elif kind == "may_i_taken":
                row["claims"] += 1
                row["penalty_cards"] += event["penalty"]
            elif kind == "went_out":
                row["out_at"] = row["turns"]
        if game.history:
            row["points"] = game.history[0]["points"][seat]
            row["others"] = mean(p for s, p in enumerate(game.history[0]["points"]) if s != seat)
            return row
    raise RuntimeError(f"round {deal['round']} did not end in {max_moves} moves")


def one_deal(job: tuple) -> tuple[int, list[list[dict]]]:
    options, number, seed, variants, budget = job
    deal = deal_spec(number, seed)
    return deal["round"], [[watched_round(options, deal, seat_bots(spec, seat, number, seed, budget), seat)
                            for seat in range(PLAYERS)] for spec in variants]


def summary(rows: list[dict]) -> str:
    n = len(rows)
    melded = [r["melded_at"] for r in rows if r["melded_at"] is not None]
    caught = [r["points"] for r in rows if r["melded_at"] is None and r["points"]]
    melded_held = [r["points"] for r in rows if r["melded_at"] is not None and r["out_at"] is None]
    to_out = [r["out_at"] - r["melded_at"] for r in rows if r["out_at"] is not None and r["melded_at"] is not None]
    quartiles = (f"{median(melded):.0f} ({sorted(melded)[len(melded) // 4]}–{sorted(melded)[3 * len(melded) // 4]})"
                 if melded else "-")
    return (f"points {mean(r['points'] for r in rows):5.1f} (others {mean(r['others'] for r in rows):5.1f}); "
            f"contract {len(melded) / n:4.0%} at turn {quartiles}; caught before it {len(caught) / n:4.0%} "
            f"holding {mean(caught) if caught else 0:5.1f}; melded not out {len(melded_held) / n:4.0%} holding "
            f"{mean(melded_held) if melded_held else 0:4.1f}; out {sum(r['out_at'] is not None for r in rows) / n:4.0%}"
            f" {mean(to_out) if to_out else 0:.1f} turns after the contract; a round: turns "
            f"{mean(r['turns'] for r in rows):4.1f}, discards taken {mean(r['took'] for r in rows):.2f}, May I? "
            f"{mean(r['claims'] for r in rows):.2f} (+{mean(r['penalty_cards'] for r in rows):.2f} penalty cards), "
            f"screwed {mean(r['screwed'] for r in rows):.2f} (a meld broken {mean(r['broken'] for r in rows):.2f})")


def claims_split(rows: list[dict]) -> str:
    """Seat-rounds with and without a May I? claim won: their points and how often caught before the contract
    (a correlation, not a cost: a seat claims when its hand is short of the contract)."""
    cells = []
    for label, these in (("with a claim", [r for r in rows if r["claims"]]),
                         ("without", [r for r in rows if not r["claims"]])):
        if these:
            caught = sum(r["melded_at"] is None and r["points"] > 0 for r in these) / len(these)
            cells.append(f"{label} {len(these) / len(rows):.0%}: points {mean(r['points'] for r in these):.1f}, "
                         f"caught before the contract {caught:.0%}")
    return "; ".join(cells)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=70)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--variants", default="expert;casual")
    parser.add_argument("--budget", type=int, default=400)
    parser.add_argument("--by-round", action="store_true")
    args = parser.parse_args()
    options = dict(GAMES["contract_rummy"].presets[args.preset])
    options["stock_rebuilds"] = 3
    variants = args.variants.split(";")
    start = time.perf_counter()
    results = [one_deal((options, n, args.seed, variants, args.budget))
               for n in range(args.start, args.start + args.deals)]
    print(f"{args.preset}: {len(results)} deals x {PLAYERS} seats, the variant's seat against three casual bots "
          f"[{time.perf_counter() - start:.0f} s]")
    for i, spec in enumerate(variants):
        rows = [r for _, per in results for r in per[i]]
        print(f"  {spec}: {summary(rows)}")
        if args.by_round:
            for rnd in range(1, 8):
                these = [r for k, per in results if k == rnd for r in per[i]]
                if these:
                    print(f"    r{rnd}: {summary(these)}")
        print(f"    rounds 1-6, {claims_split([r for k, per in results if k < 7 for r in per[i]])}")
        melded = Counter(r["melded_at"] for r in rows if r["melded_at"] is not None)
        print("    own turns to the contract: " + " ".join(f"{t}:{melded[t]}" for t in sorted(melded)))


if __name__ == "__main__":
    main()
