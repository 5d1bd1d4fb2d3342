"""``cardgame-sim``: bot-only games played headless, for balance checks and speed figures.

    cardgame-sim --game devils_bridge --players 4 --games 200 --seed 1 --option scoring=trick_plus_ten
    cardgame-sim --game german_bridge --bots random,casual,casual,random --json
    cardgame-sim --game contract_rummy --preset screw_rummy --players 5

Prints each seat's mean score, wins (a win shared by tied seats counts each of them its fraction, so the
shares add up to 100%) and win share, then hands (deals, rounds) per second. The same arguments give the
same figures. A round that goes on for playout.MAX_ROUND_MOVES moves (random rummy bots can draw from a
reshuffled stock for ever) is stopped: that game is left out of the figures and the report says so; after
MAX_STOPPED such games the run ends early (exit code 1 when no game finished).
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from .bots import make_bot
from .cli import Parser, add_language_option, games_help, load_language, options_text, run_quietly, sim_table
from .engine import GAMES, new_game
from .i18n import game_name, translate
from .playout import SIM_STOCK_REBUILDS, RoundTooLong, cap_rebuilds, play_one

MAX_STOPPED = 3  # after this many games that could not finish, the run ends (no command runs for ever)


def simulate(game_id: str, players: int, games: int, seed: int, options: dict, levels: list[str]) -> dict:
    totals = [0] * players
    wins = [0.0] * players  # a win shared by k tied seats counts 1/k for each
    shared = [0] * players  # games this seat won together with others
    hands = 0
    went_out = 0  # rummy rounds ended by someone going out (other games' rows have no "ended")
    stopped = []  # games left out: a round that did not end
    played = 0
    began = time.perf_counter()
    for number in range(games):
        played += 1
        game = new_game(game_id, players, options, seed=seed + number)
        bots = [make_bot(levels[s], game_id, seed=(seed + number) * 31 + s) for s in range(players)]
        try:
            play_one(game, bots)
        except RoundTooLong as exc:
            stopped.append({"seed": seed + number, "why": str(exc)})
            if len(stopped) >= MAX_STOPPED:
                break
            continue
        for seat, score in enumerate(game.scores()):
            totals[seat] += score
        winners = game.winners()
        for seat in winners:
            wins[seat] += 1 / len(winners)
            shared[seat] += len(winners) > 1
        history = game.view(None).get("history", [])
        hands += len(history)
        went_out += sum(1 for row in history if row.get("ended") == "out")
    elapsed = time.perf_counter() - began
    finished = played - len(stopped)
    return {
        "game": game_id, "players": players, "games": played, "finished": finished, "stopped": stopped,
        "seed": seed, "options": options, "bots": levels,
        "seats": [{"seat": s, "bot": levels[s], "mean_score": totals[s] / finished if finished else None,
                   "wins": wins[s], "shared_wins": shared[s],
                   "win_share": wins[s] / finished if finished else None} for s in range(players)],
        "hands": hands, "went_out": went_out, "seconds": elapsed, "hands_per_second": hands / elapsed if elapsed else 0.0,
    }


def report(result: dict) -> str:
    """The figures as the player reads them, in the player's language (the JSON keeps its English keys)."""
    lines = [translate("SimReport", "{game}: {players} players, %n game(s), seed {seed}, options {options}",
                       result["games"]).format(game=game_name(result["game"]), players=result["players"],
                                               seed=result["seed"], options=options_text(result["options"]))]
    for stop in result["stopped"]:
        lines.append(translate("SimReport", "game with seed {seed} stopped and left out: {why} (random bots may "
                                            "never finish a rummy round; try --bot casual)").format(**stop))
    if result["stopped"] and len(result["stopped"]) >= MAX_STOPPED:
        lines.append(translate("SimReport", "stopped after %n game(s): {stopped} could not finish",
                               result["games"]).format(stopped=len(result["stopped"])))
    if not result["finished"]:
        lines.append(translate("SimReport", "no game finished: no figures"))
        return "\n".join(lines)
    heads = [translate("SimReport", "seat"), translate("SimReport", "bot"), translate("SimReport", "mean score"),
             translate("SimReport", "wins"), translate("SimReport", "share")]
    seat, bot, mean, won, share = (max(least, len(head) + gap) for least, head, gap in
                                   zip((4, 8, 11, 8, 8), heads, (0, 1, 1, 1, 1)))
    lines.append(f"{heads[0]:>{seat}}  {heads[1]:<{bot}}{heads[2]:>{mean}}{heads[3]:>{won}}{heads[4]:>{share}}")
    for row in result["seats"]:
        wins = row["wins"]
        shown = f"{wins:.0f}" if abs(wins - round(wins)) < 1e-9 else f"{wins:.2f}"
        lines.append(f"{row['seat']:>{seat}}  {row['bot']:<{bot}}{row['mean_score']:>{mean}.1f}{shown:>{won}}"
                     f"{row['win_share']:>{share}.1%}")
    if any(row["shared_wins"] for row in result["seats"]):
        lines.append(translate("SimReport", "a win shared by tied seats counts each of them its fraction (two "
                                            "tied: 0.5 each)"))
    if result["went_out"] and result["hands"]:
        lines.append(translate("SimReport", "rounds ended by going out: {out} of {hands} ({share})").format(
            out=result["went_out"], hands=result["hands"], share=f"{result['went_out'] / result['hands']:.0%}"))
    lines.append(translate("SimReport", "{hands} hands in {seconds} s: {rate} hands/s").format(
        hands=result["hands"], seconds=f"{result['seconds']:.2f}", rate=f"{result['hands_per_second']:.0f}"))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """The console entry point: no traceback on Ctrl+C (130) or a closed pipe such as ``| head``."""
    return run_quietly(_main, argv)


def _parser() -> argparse.ArgumentParser:
    """The command line's parser, in the language ``cli.load_language`` loaded."""
    parser = Parser(prog="cardgame-sim", description=translate("CommandLine", "Play bot-only games headless."),
                    epilog=games_help(), formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True, choices=sorted(GAMES), help=translate("CommandLine", "the game to play"))
    parser.add_argument("--players", type=int,
                        help=translate("CommandLine", "seats at the table (default: the game's usual)"))
    parser.add_argument("--games", type=int, default=100,
                        help=translate("CommandLine", "games to play (default 100)"))
    parser.add_argument("--seed", type=int, default=1,
                        help=translate("CommandLine", "seed of the first deal (default 1)"))
    parser.add_argument("--preset", metavar="NAME",
                        help=translate("CommandLine", "a named set of rule options (listed below)"))
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help=translate("CommandLine", "a rule option (repeatable; applied after --preset)"))
    parser.add_argument("--bot", default="random",
                        help=translate("CommandLine", "bot level for every seat (default: random)"))
    parser.add_argument("--bots", help=translate("CommandLine", "comma-separated bot level per seat, overriding --bot"))
    parser.add_argument("--json", action="store_true", help=translate("CommandLine", "print the result as JSON"))
    parser.add_argument("--rotate", action="store_true", help=translate(
        "CommandLine", "move the --bots entrants round the table, each deal played from every seat"))
    parser.add_argument("--jobs", type=int, default=1,
                        help=translate("CommandLine", "processes to play games in (default 1)"))
    add_language_option(parser)
    return parser


def _main(argv: list[str] | None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    load_language(argv)  # --help and the errors speak the player's language
    args = _parser().parse_args(argv)
    if args.bots or args.rotate or args.jobs != 1:  # entrants' statistics with 95% intervals
        from . import tournament  # only for entrants: it brings the process pool
        return tournament.main(args)
    try:
        players, levels, options = sim_table(args)
        if cap_rebuilds(args.game, options):
            print(translate("CommandLine", "cardgame-sim: stock_rebuilds={count} (a round ends once the stock has "
                            "been rebuilt that often; --option stock_rebuilds=unlimited lifts it)").format(
                count=SIM_STOCK_REBUILDS), file=sys.stderr if args.json else sys.stdout)
        result = simulate(args.game, players, args.games, args.seed, options, levels)
    except ValueError as exc:
        print(f"cardgame-sim: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(result, indent=2) if args.json else report(result))
    return 0 if result["finished"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
