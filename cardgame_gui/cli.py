"""What ``cardgame-gui`` and ``cardgame-sim`` share on the command line: checks made before any work, the
games, presets and bot levels listed in ``--help``, and a quiet exit on Ctrl+C or a closed pipe.

    check_players(game_id, players) -> int     # the game's own count for None; ValueError in words
                                               #   ("Reverse Bridge is for exactly 4 players, not 5")
    preset_options(game_id, name) -> dict      # ValueError naming the presets there are
    check_level(game_id, level) -> str         # ValueError naming the bot levels there are
    parse_options(game_id, ["name=value"]) -> dict   # --option pairs (a preset's name alone: its options)
    sim_table(args) -> (players, levels, options)    # every check cardgame-sim makes before playing
    games_help() -> str                        # an epilog: each game with its players, presets, bot levels
    run_quietly(main, argv) -> int             # Ctrl+C → 130, a closed pipe (``| head``) → 141, no traceback
"""

from __future__ import annotations

import os
import sys

from .engine import GAMES


def players_range(game_id: str) -> str:
    info = GAMES[game_id]
    if info.min_players == info.max_players:
        return f"exactly {info.min_players} players"
    return f"{info.min_players} to {info.max_players} players"


def check_players(game_id: str, players: int | None) -> int:
    info = GAMES[game_id]
    if players is None:
        return info.default_players
    if not info.min_players <= players <= info.max_players:
        shown = str(players) if len(str(players)) <= 12 else str(players)[:12] + "…"
        raise ValueError(f"{info.name} is for {players_range(game_id)}, not {shown}")
    return players


def preset_options(game_id: str, name: str | None) -> dict:
    info = GAMES[game_id]
    if name is None:
        return {}
    if name not in info.presets:
        raise ValueError(f"{info.name} has no preset {name!r} (presets: {', '.join(info.presets) or 'none'})")
    return dict(info.presets[name])


def check_level(game_id: str, level: str) -> str:
    from .bots import available_levels  # (the bots load when a level is asked about, not with the parser)

    levels = available_levels(game_id)
    if level not in levels:
        raise ValueError(f"no {level!r} bot for {GAMES[game_id].name} "
                         f"(bot levels: {', '.join(levels) or 'none'})")
    return level


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


def sim_table(args) -> tuple[int, list[str], dict]:
    """``cardgame-sim``'s arguments (plain and tournament runs) checked before anything is played: the
    player count, one bot level per seat that the game has, ``--games``, ``--preset`` then ``--option``."""
    players = check_players(args.game, args.players)  # before anything is built for that many seats
    levels = args.bots.split(",") if args.bots else [args.bot] * players
    if len(levels) != players:
        raise ValueError(f"--bots names {len(levels)} seats but the table has {players}")
    for level in set(levels):
        check_level(args.game, level)
    if args.games < 1:
        raise ValueError("--games must be at least 1")
    options = preset_options(args.game, args.preset)
    options.update(parse_options(args.game, args.option))
    return players, levels, options


def games_help() -> str:
    from .bots import available_levels

    lines = ["games (players; presets; bot levels):"]
    for game_id in sorted(GAMES):
        info = GAMES[game_id]
        usual = "" if info.min_players == info.max_players else f", usually {info.default_players}"
        lines.append(f"  {game_id:<16} {info.name}: {players_range(game_id)}{usual}; "
                     f"presets {', '.join(info.presets) or 'none'}; "
                     f"bots {', '.join(available_levels(game_id)) or 'none'}")
    return "\n".join(lines)


def run_quietly(main, argv=None) -> int:
    try:
        code = main(argv)
        sys.stdout.flush()
        return code
    except KeyboardInterrupt:
        print("", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader left (``| head``): stop without a word, as cat does
        try:  # Python flushes stdout again at exit: point it at nothing so that does not fail too
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return 141  # 128 + SIGPIPE, as a tool the pipe closed on reports
