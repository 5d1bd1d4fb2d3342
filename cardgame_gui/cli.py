"""What ``cardgame-gui``, ``cardgame-sim`` (and ``cardgame-server``) share on the command line: the player's
language, checks made before any work, the games, presets and bot levels listed in ``--help``, and a quiet
exit on Ctrl+C or a closed pipe.

    load_language(argv) -> str                 # before any parser is built: --language in argv, else
                                               #   CARDGAME_LANGUAGE, else the saved choice, else the system's
    Parser(prog=..., ...)                      # argparse in that language, its own words too ("usage:")
    add_language_option(parser)                # --language CODE; a code the app lacks: an error naming them

    check_players(game_id, players) -> int     # the game's own count for None; ValueError in words
                                               #   ("Reverse Bridge is for exactly 4 players, not 5")
    preset_options(game_id, name) -> dict      # ValueError naming the presets there are
    check_level(game_id, level) -> str         # ValueError naming the bot levels there are
    parse_options(game_id, ["name=value"]) -> dict   # --option pairs (a preset's name alone: its options)
    sim_table(args) -> (players, levels, options)    # every check cardgame-sim makes before playing
    options_text(options) -> str               # a run's options in its report, or "default"
    games_help() -> str                        # an epilog: each game with its players, presets, bot levels
    run_quietly(main, argv) -> int             # Ctrl+C → 130, a closed pipe (``| head``) → 141, no traceback
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from .engine import GAMES
from .i18n import LANGUAGES, LANGUAGE_KEY, game_name, translate, translate_noop

# argparse asks gettext for its own words; Parser answers with these instead (the ones a player can meet)
ARGPARSE_WORDS = (
    translate_noop("Argparse", "usage: "),
    translate_noop("Argparse", "options"),
    translate_noop("Argparse", "positional arguments"),
    translate_noop("Argparse", "show this help message and exit"),
    translate_noop("Argparse", "argument %(argument_name)s: %(message)s"),
    translate_noop("Argparse", "unrecognized arguments: %s"),
    translate_noop("Argparse", "the following arguments are required: %s"),
    translate_noop("Argparse", "expected one argument"),
    translate_noop("Argparse", "ambiguous option: %(option)s could match %(matches)s"),
    translate_noop("Argparse", "invalid %(type)s value: %(value)r"),
    translate_noop("Argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    translate_noop("Argparse", "not allowed with argument %s"),
    translate_noop("Argparse", "ignored explicit argument %r"),
)


def _language_asked(argv: list[str]) -> str | None:
    """The code of the last ``--language`` in ``argv`` (``--language de`` or ``--language=de``, or an
    unambiguous abbreviation as argparse allows), if the app speaks it."""
    scout = argparse.ArgumentParser(add_help=False, exit_on_error=False)
    scout.add_argument("--language")
    try:
        known, _rest = scout.parse_known_args(argv)
    except argparse.ArgumentError:  # "--language" with nothing after it: the real parser says so
        return None
    return known.language if known.language in LANGUAGES else None


def load_language(argv: list[str]) -> str:
    """Loads the player's language before any parser is built, so that ``--help`` and errors speak it:
    ``--language`` in ``argv``, else ``CARDGAME_LANGUAGE``, else the choice saved in the settings, else the
    system's. Returns its code. (The window calls ``i18n.install`` again once its application exists.) In
    English nothing of Qt is loaded for it (``i18n.install_later``; the saved choice read from the settings
    file where that is a plain file: ``saved_language``): ``--help`` and ``--version`` answer without Qt."""
    from . import i18n

    asked = _language_asked(argv)
    saved = "" if asked or os.environ.get("CARDGAME_LANGUAGE") in LANGUAGES else saved_language()
    return i18n.install_later(i18n.pick_language(saved, asked))


SETTINGS_FILE = ("cardgame_gui", "cardgame_gui.conf")  # QSettings("cardgame_gui", "cardgame_gui") on Linux


def saved_language() -> str:
    """The language chosen in View ▸ Language ("": the system's). On Linux and the BSDs QSettings keeps it in
    an INI file, ``$XDG_CONFIG_HOME/cardgame_gui/cardgame_gui.conf``, read here without Qt; elsewhere (the
    Windows registry, a macOS plist) through QSettings."""
    if os.name == "posix" and sys.platform != "darwin":
        import configparser

        folder = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
        ini = configparser.ConfigParser(interpolation=None)
        try:
            ini.read(os.path.join(folder, *SETTINGS_FILE), encoding="utf-8")
            return ini.get("General", LANGUAGE_KEY, fallback="").strip()
        except (configparser.Error, OSError, UnicodeError):
            pass  # a file Qt wrote and configparser cannot read: ask Qt
    from .session.startup import default_settings

    return str(default_settings().value(LANGUAGE_KEY, "") or "")


def language_code(text: str) -> str:
    """argparse ``type`` of ``--language``: a code the app speaks, else an error naming them."""
    if text not in LANGUAGES:
        choices = ", ".join(f"{code} ({name})" for code, name in LANGUAGES.items())
        raise argparse.ArgumentTypeError(translate("CommandLine", "unknown language {code!r} (languages: "
                                                   "{choices})").format(code=text, choices=choices))
    return text


def add_language_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--language", metavar="CODE", type=language_code,
                        help=translate("CommandLine", "use this language: {codes} (default: the one chosen "
                                                      "in the window, else the system's)").format(
                            codes=", ".join(LANGUAGES)))


@contextmanager
def _argparse_words() -> Iterator[None]:
    """argparse's words from the player's language while the block runs (argparse looks up its module's
    ``_`` each time it needs a word)."""
    before = argparse._
    argparse._ = lambda text: translate("Argparse", text) if text else text
    try:
        yield
    finally:
        argparse._ = before


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose own words ("usage:", "options", "show this help message and exit", its error
    messages) come in the player's language (``load_language`` first); ``--version``'s help too."""

    def __init__(self, *args, **kwargs) -> None:
        with _argparse_words():
            super().__init__(*args, **kwargs)

    def add_argument(self, *args, **kwargs):
        if kwargs.get("action") == "version":
            kwargs.setdefault("help", translate("CommandLine", "show the version and exit"))
        return super().add_argument(*args, **kwargs)

    def parse_args(self, args=None, namespace=None):
        with _argparse_words():  # (parse_args itself words "unrecognized arguments")
            return super().parse_args(args, namespace)

    def parse_known_args(self, args=None, namespace=None):
        with _argparse_words():
            return super().parse_known_args(args, namespace)

    def format_usage(self) -> str:
        with _argparse_words():
            return super().format_usage()

    def format_help(self) -> str:
        with _argparse_words():
            return super().format_help()

    def error(self, message: str):
        self.print_usage(sys.stderr)
        self.exit(2, translate("CommandLine", "{prog}: error: {message}").format(prog=self.prog, message=message)
                  + "\n")


def _listed(names) -> str:
    """Names as a list in a sentence ("classic, turned_trump"), or "none"."""
    return ", ".join(names) or translate("CommandLine", "none")


def check_players(game_id: str, players: int | None) -> int:
    info = GAMES[game_id]
    if players is None:
        return info.default_players
    if not info.min_players <= players <= info.max_players:
        shown = str(players) if len(str(players)) <= 12 else str(players)[:12] + "…"
        if info.min_players == info.max_players:
            text = translate("CommandLine", "{game} is for exactly %n player(s), not {players}", info.min_players)
        else:
            text = translate("CommandLine", "{game} is for {low} to {high} players, not {players}")
        raise ValueError(text.format(game=game_name(game_id), low=info.min_players, high=info.max_players,
                                     players=shown))
    return players


def preset_options(game_id: str, name: str | None) -> dict:
    info = GAMES[game_id]
    if name is None:
        return {}
    if name not in info.presets:
        raise ValueError(translate("CommandLine", "{game} has no preset {name!r} (presets: {presets})").format(
            game=game_name(game_id), name=name, presets=_listed(info.presets)))
    return dict(info.presets[name])


def check_level(game_id: str, level: str) -> str:
    from .bots import available_levels  # (the bots load when a level is asked about, not with the parser)

    levels = available_levels(game_id)
    if level not in levels:
        raise ValueError(translate("CommandLine", "no {level!r} bot for {game} (bot levels: {levels})").format(
            level=level, game=game_name(game_id), levels=_listed(levels)))
    return level


def parse_options(game_id: str, pairs: list[str]) -> dict:
    info = GAMES[game_id]
    options = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep:
            raise ValueError(translate("CommandLine", "--option wants name=value, not {pair!r}").format(pair=pair))
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
        raise ValueError(translate("CommandLine", "--bots names %n seat(s) but the table has {players}",
                                   len(levels)).format(players=players))
    for level in set(levels):
        check_level(args.game, level)
    if args.games < 1:
        raise ValueError(translate("CommandLine", "--games must be at least 1"))
    options = preset_options(args.game, args.preset)
    options.update(parse_options(args.game, args.option))
    return players, levels, options


def options_text(options: dict) -> str:
    """The rule options of a cardgame-sim run as its report names them: as given, or "default"."""
    return str(options) if options else translate("SimReport", "default")


def games_help() -> str:
    """The end of ``--help``: each game's id and name, players, presets and bot levels."""
    from .bots import available_levels

    lines = [translate("CommandLine", "games (players; presets; bot levels):")]
    for game_id in sorted(GAMES):
        info = GAMES[game_id]
        if info.min_players == info.max_players:
            text = translate("CommandLine", "{name}: exactly %n player(s); presets {presets}; bots {bots}",
                             info.min_players)
        else:
            text = translate("CommandLine", "{name}: {low} to {high} players, usually {usual}; presets {presets}; "
                                            "bots {bots}")
        lines.append(f"  {game_id:<16} " + text.format(
            name=game_name(game_id), low=info.min_players, high=info.max_players, usual=info.default_players,
            presets=_listed(info.presets), bots=_listed(available_levels(game_id))))
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
