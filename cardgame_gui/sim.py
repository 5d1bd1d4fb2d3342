"""``cardgame-sim``: bot-only games played headless, for balance checks and speed figures.

    cardgame-sim --game devils_bridge --players 4 --games 200 --seed 1 --option scoring=trick_plus_ten
    cardgame-sim --game german_bridge --bots random,casual,casual,random --json

Prints each seat's mean score, wins (a tie shares the win: each tied seat counts one) and win share,
then hands (deals, rounds) per second. The same arguments give the same figures.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from .bots import make_bot
from .engine import GAMES, new_game

SIM_STOCK_REBUILDS = 3  # Contract Rummy: unless --option says otherwise, every simulated round ends


def play_one(game, bots) -> None:
    """Drive one game to its end: seats that may act are offered the chance first, then the seat that
    must act chooses."""
    while not game.over:
        acting = game.to_act()
        for seat in acting[1:]:
            choice = bots[seat].optional(game.view(seat), game.legal_actions(seat))
            if choice is not None:
                game.apply(seat, choice)
                break
        else:
            seat = acting[0]
            game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))


def simulate(game_id: str, players: int, games: int, seed: int, options: dict, levels: list[str]) -> dict:
    totals = [0] * players
    wins = [0] * players
    hands = 0
    went_out = 0  # rummy rounds ended by someone going out (other games' rows have no "ended")
    began = time.perf_counter()
    for number in range(games):
        game = new_game(game_id, players, options, seed=seed + number)
        bots = [make_bot(levels[s], game_id, seed=(seed + number) * 31 + s) for s in range(players)]
        play_one(game, bots)
        for seat, score in enumerate(game.scores()):
            totals[seat] += score
        for seat in game.winners():
            wins[seat] += 1
        history = game.view(None).get("history", [])
        hands += len(history)
        went_out += sum(1 for row in history if row.get("ended") == "out")
    elapsed = time.perf_counter() - began
    return {
        "game": game_id, "players": players, "games": games, "seed": seed, "options": options,
        "bots": levels,
        "seats": [{"seat": s, "bot": levels[s], "mean_score": totals[s] / games, "wins": wins[s],
                   "win_share": wins[s] / games} for s in range(players)],
        "hands": hands, "went_out": went_out, "seconds": elapsed, "hands_per_second": hands / elapsed if elapsed else 0.0,
    }


def parse_options(game_id: str, pairs: list[str]) -> dict:
    info = GAMES[game_id]
    options = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep:
            raise ValueError(f"--option wants name=value, not {pair!r}")
        if name in info.presets and value == "":
            options.update(info.presets[name])
            continue
        options[name] = info.option(name).parse(value)
    return options


def report(result: dict) -> str:
    info = GAMES[result["game"]]
    lines = [f"{info.name}: {result['players']} players, {result['games']} games, seed {result['seed']}, "
             f"options {result['options'] or 'default'}",
             f"{'seat':>4}  {'bot':<8}{'mean score':>11}{'wins':>7}{'share':>8}"]
    for row in result["seats"]:
        lines.append(f"{row['seat']:>4}  {row['bot']:<8}{row['mean_score']:>11.1f}{row['wins']:>7}"
                     f"{row['win_share']:>8.1%}")
    if result["went_out"]:
        lines.append(f"rounds ended by going out: {result['went_out']} of {result['hands']} "
                     f"({result['went_out'] / result['hands']:.0%})")
    lines.append(f"{result['hands']} hands in {result['seconds']:.2f} s: "
                 f"{result['hands_per_second']:.0f} hands/s")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cardgame-sim", description="Play bot-only games headless.")
    parser.add_argument("--game", required=True, choices=sorted(GAMES))
    parser.add_argument("--players", type=int, help="seats at the table (default: the game's usual)")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a rule option (repeatable); PRESET= applies a named preset")
    parser.add_argument("--bot", default="random", help="bot level for every seat (default: random)")
    parser.add_argument("--bots", help="comma-separated bot level per seat, overriding --bot")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument("--rotate", action="store_true", help="move the --bots entrants round the table, "
                        "each deal played from every seat (see tournament.py)")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play games in (default 1)")
    args = parser.parse_args(argv)
    if args.bots or args.rotate or args.jobs != 1:  # entrants' statistics with 95% intervals
        from . import tournament
        return tournament.main(args)
    players = args.players or GAMES[args.game].default_players
    levels = args.bots.split(",") if args.bots else [args.bot] * players
    try:
        if len(levels) != players:
            raise ValueError(f"--bots names {len(levels)} seats but the table has {players}")
        if args.games < 1:
            raise ValueError("--games must be at least 1")
        options = parse_options(args.game, args.option)
        if "stock_rebuilds" in {o.name for o in GAMES[args.game].options} and "stock_rebuilds" not in options:
            options["stock_rebuilds"] = SIM_STOCK_REBUILDS
            print(f"cardgame-sim: stock_rebuilds={SIM_STOCK_REBUILDS} (a round ends once the stock has been "
                  "rebuilt that often; --option stock_rebuilds=unlimited lifts it)",
                  file=sys.stderr if args.json else sys.stdout)
        result = simulate(args.game, players, args.games, args.seed, options, levels)
    except ValueError as exc:
        print(f"cardgame-sim: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(result, indent=2) if args.json else report(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
