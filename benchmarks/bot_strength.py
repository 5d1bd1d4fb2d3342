"""Bot strength: expert against casual, casual against random, in every game, seats rotated.

For each game (and both presets of Contract Rummy) it plays the matchups through ``cardgame-sim``'s
tournament (``cardgame_gui/tournament.py``): one entrant of the stronger level against three of the weaker
(partnership games: a side of each), every deal played from every seat (``--rotate``), and prints the
score margin with its 95% interval (partnership games: side against side) and whether the interval is
clear of zero (over games, and over whole deals: the four games of a deal, one from each seat, share
its luck, so their mean is the duplicate design's independent unit), the win rates, the exact-bid rate
of each level in the Oh Hell games and, in Reverse Bridge, the share of hands whose takers finish
exactly on the level, per level of the bidding side.

    python benchmarks/bot_strength.py --games 16 --jobs 2                 # modest: a shared machine
    CARDGAME_BOT_SECONDS=0.05 python benchmarks/bot_strength.py --games 40 --jobs 2
    python benchmarks/bot_strength.py --only contract_rummy --preset classic --matchups expert:casual --games 400

Each expert decision normally thinks for 0.25 s; ``CARDGAME_BOT_SECONDS`` shortens that so that more
games fit (a weaker expert: the margins measured are then a lower bound). ``--games`` counts games per
matchup; with rotation it should be a multiple of 4.
"""

from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from cardgame_gui.bots import LEVELS, available_levels  # noqa: E402
from cardgame_gui.engine import GAMES  # noqa: E402
from cardgame_gui.playout import SIM_STOCK_REBUILDS  # noqa: E402
from cardgame_gui.tournament import OH_HELL, PARTNERSHIP, run  # noqa: E402

TABLES = [("devils_bridge", None), ("german_bridge", None), ("reverse_bridge", None),
          ("floating_bridge", None), ("contract_rummy", "classic"), ("contract_rummy", "screw_rummy")]


def lineup(game_id: str, strong: str, weak: str) -> list[str]:
    if game_id in PARTNERSHIP:
        return [strong, weak, strong, weak]
    return [strong, weak, weak, weak]


def verdict(margin: float, half: float) -> str:
    return "clear of zero" if margin - half > 0 else ("NOT clear of zero" if margin + half > 0 else "weaker!")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=16, help="games per matchup (a multiple of 4)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deals", type=int, default=4, help="hands per Reverse/Floating Bridge game")
    parser.add_argument("--only", help="comma-separated game ids to measure")
    parser.add_argument("--preset", help="Contract Rummy: measure only this preset (classic, screw_rummy)")
    parser.add_argument("--matchups", default="expert:casual,casual:random",
                        help="comma-separated stronger:weaker pairs (default: expert:casual,casual:random)")
    args = parser.parse_args()
    only = set(args.only.split(",")) if args.only else None
    matchups = [tuple(pair.split(":")) for pair in args.matchups.split(",")]
    if any(len(pair) != 2 or not set(pair) <= set(LEVELS) for pair in matchups):
        parser.error(f"--matchups takes stronger:weaker pairs of the levels {', '.join(LEVELS)}")
    budget = os.environ.get("CARDGAME_BOT_SECONDS", "0.25")
    print(f"{args.games} games a matchup, seats rotated, expert budget {budget} s a decision, "
          f"{args.jobs} job(s); margin = stronger entrant's score less the weaker's mean (a side's, in "
          "partnership games), 95% interval")
    for game_id, preset in TABLES:
        if only and game_id not in only or args.preset and preset and preset != args.preset:
            continue
        options = dict(GAMES[game_id].presets[preset]) if preset else {}
        if game_id in ("reverse_bridge", "floating_bridge"):
            options["deals"] = args.deals
        if game_id == "contract_rummy":
            options["stock_rebuilds"] = SIM_STOCK_REBUILDS  # as cardgame-sim: every round ends
        name = GAMES[game_id].name + (f" ({preset})" if preset else "")
        levels = available_levels(game_id)
        for strong, weak in matchups:
            if strong not in levels:
                print(f"{name:<28} {strong} vs {weak}: no {strong} bot")
                continue
            result = run(game_id, 4, args.games, args.seed, options, lineup(game_id, strong, weak),
                         rotate=True, jobs=args.jobs)
            wins = result["entrants"]
            line = (f"{name:<28} {strong} vs {weak}: margin {result['margin']:+7.2f} ± {result['margin_95']:5.2f}"
                    f" ({verdict(result['margin'], result['margin_95'])})")
            if result["margin_95_by_deal"] is not None:
                line += (f", ± {result['margin_95_by_deal']:.2f} over deals "
                         f"({verdict(result['margin'], result['margin_95_by_deal'])})")
            line += f"; wins {wins[0]['win_rate']:.0%} vs {wins[1]['win_rate']:.0%}"
            if game_id in OH_HELL:
                line += f"; exact bids {strong} {wins[0]['exact_bid_rate']:.0%}, {weak} {wins[1]['exact_bid_rate']:.0%}"
            if result["takers_exact"]:
                line += "; takers on the level: " + ", ".join(
                    f"{lvl} bid {share:.0%}" for lvl, share in sorted(result["takers_exact"].items()))
            print(line + f"  [{result['seconds']:.0f} s]", flush=True)


if __name__ == "__main__":
    main()
