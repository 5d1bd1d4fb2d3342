"""Command line and start-up of the card table.

    cardgame-gui                         open the window, then offer to continue the autosaved game (naming
                                         it); else start the table the last game was played at
    cardgame-gui --game german_bridge --players 5 --seed 7 [--preset turned_trump] [--bots random]
                 [--speed fast]
    cardgame-gui --smoke-test            open the window, play a short bot-only game at full speed, exit 0
                                         (without a display it runs on Qt's offscreen platform)
    cardgame-gui --language de           the window, --help and errors in German (en, de, nl, fr, es); else
                                         CARDGAME_LANGUAGE, the choice made in the window, the system's
    cardgame-gui --version

On Linux, when Qt's xcb platform plugin lacks system libraries, one line names them and the packages that
hold them (``platform_check.py``), exit code 2, instead of Qt's abort. Bad arguments (an unknown game, preset or bot level, a player count the game does not allow) are refused
in one sentence with exit code 2 before any window opens. Ctrl+C in the terminal closes the window as Quit
does (the game is autosaved) and exits with 130, without a traceback.
"""

from __future__ import annotations

import argparse
import atexit
import gc
import os
import signal
import sys

from . import __version__
from .cli import Parser, add_language_option, load_language
from .i18n import translate, translate_noop

SMOKE_TIMEOUT_MS = 60_000
NO_DISPLAY = translate_noop("CommandLine", "cardgame-gui: no display to open the window on (DISPLAY and "
                            "WAYLAND_DISPLAY are unset): run it on a desktop, or set QT_QPA_PLATFORM=offscreen "
                            "for a window nobody sees")


class _Parser(Parser):
    """The games, presets and bot levels close ``--help`` (``cli.games_help``): worked out only when the
    help is shown, since it loads every game and bot."""

    def format_help(self) -> str:
        from .cli import games_help

        self.epilog = games_help()
        return super().format_help()


def _parser() -> argparse.ArgumentParser:
    """The command line's parser, in the language ``cli.load_language`` loaded."""
    parser = _Parser(prog="cardgame-gui", description=translate("CommandLine", "A desktop card table."),
                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"cardgame-gui {__version__}")
    parser.add_argument("--smoke-test", action="store_true", help=translate(
        "CommandLine", "open the window, play a short bot-only game at full speed and exit (0 = ok)"))
    parser.add_argument("--game", help=translate("CommandLine", "start straight into this game (listed below)"))
    parser.add_argument("--players", type=int,
                        help=translate("CommandLine", "number of players (default: the game's own)"))
    parser.add_argument("--preset", metavar="NAME",
                        help=translate("CommandLine", "a named set of rule options of the game (listed below)"))
    parser.add_argument("--seed", type=int, help=translate("CommandLine", "deal seed, to play the same deal again"))
    parser.add_argument("--bots", metavar="LEVEL", help=translate(
        "CommandLine", "bot level for the other seats (listed below; default: casual)"))
    parser.add_argument("--speed", choices=("off", "fast", "normal", "slow"),
                        help=translate("CommandLine", "bot pace and animation"))
    add_language_option(parser)
    return parser


def _command_line_config(args) -> dict | None:
    """The game --game and friends ask for (None without --game); ValueError in words, before any work (and
    before Qt: ``session.startup`` loads QtCore, so it comes once the arguments are found good)."""
    from .cli import check_level, check_players, preset_options
    from .engine import GAMES

    if args.game is None:
        if args.players is not None or args.preset is not None or args.bots is not None:
            raise ValueError(translate("CommandLine", "--players, --preset and --bots need --game"))
        return None
    if args.game not in GAMES:
        raise ValueError(translate("CommandLine", "unknown game {game!r} (known games: {games})").format(
            game=args.game, games=", ".join(sorted(GAMES))))
    players = check_players(args.game, args.players)
    options = preset_options(args.game, args.preset)
    if args.bots:
        level = check_level(args.game, args.bots)
    else:
        from .bots import available_levels
        from .session.startup import default_level

        level = default_level(available_levels(args.game))
    if level is None:
        from .i18n import game_name

        raise ValueError(translate("CommandLine", "no bot can play {game} yet").format(game=game_name(args.game)))
    from .session.startup import seats_against_bots

    return {"game": args.game, "players": players, "options": options, "seed": args.seed,
            "seats": seats_against_bots(players, level)}


def _no_display() -> bool:
    return (sys.platform.startswith("linux") and not os.environ.get("QT_QPA_PLATFORM")
            and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"))


def main(argv: list[str] | None = None) -> int:
    from .cli import run_quietly

    return run_quietly(_main, argv)


def _main(argv: list[str] | None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    load_language(argv)  # --help and the errors below speak the player's language
    args = _parser().parse_args(argv)
    try:
        config = _command_line_config(args)
    except ValueError as exc:
        print(f"cardgame-gui: {exc}", file=sys.stderr)
        return 2
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None and _no_display():
        if not args.smoke_test:
            print(translate("CommandLine", NO_DISPLAY), file=sys.stderr)
            return 2
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # the smoke test needs no one to see it
    if QApplication.instance() is None:
        from .platform_check import xcb_problem

        problem = xcb_problem()  # Qt would abort naming one library: say every one, and how to get them
        if problem:
            print(problem, file=sys.stderr)
            return 2
    QCoreApplication.setOrganizationName("cardgame_gui")
    QCoreApplication.setApplicationName("cardgame_gui")
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "cardgame-gui"])
    from . import i18n
    from .ui.window import desktop, first_paint

    i18n.install(i18n.current_language())  # the one load_language picked, now for Qt's widgets too

    desktop.apply_identity(app)  # window icon; desktop file name = packaging/linux/cardgame_gui.desktop
    first_paint.install_if_requested(app)  # CARDGAME_GUI_FIRST_PAINT=1: print "first paint" and quit

    from .ui.window.main_window import MainWindow

    if args.smoke_test:
        return _smoke_test(app, MainWindow, args.game)
    window = MainWindow()
    if args.speed:
        window.set_speed(args.speed)
    if config is not None:
        try:
            window.start_config(config)
        except ValueError as exc:
            print(f"cardgame-gui: {exc}", file=sys.stderr)
            window.close()
            return 2
    window.show()
    QTimer.singleShot(0, window.raise_)
    if config is None:  # the Continue prompt comes over the window, once it is there
        QTimer.singleShot(0, lambda: window.offer_continue() or window.start_launch_game())
    interrupted = _close_on_signals(window)
    code = app.exec()
    # The window has closed (autosave written, settings synced, bots stopped). The interpreter's shutdown
    # would collect every object of the window, the games and Qt's wrappers for cycles once more (about
    # 50 ms of the exit) for memory the system takes back anyway: gc.freeze() at exit hands them to the
    # permanent generation, which those collections skip. Objects are still freed when their count drops,
    # and the other atexit handlers (logging's flush) still run.
    atexit.register(gc.freeze)
    return 128 + interrupted[0] if interrupted else code  # as a shell reports a signal: 130, 143


def _close_on_signals(window) -> list:
    """Ctrl+C in the terminal (SIGINT) and a shutdown or ``kill`` (SIGTERM) close the
    window as Quit does (the game autosaved, the window's size kept); the list returned holds the signal's
    number once that happened. Python sees a signal only when it runs: a timer lets it."""
    from PySide6.QtCore import QTimer

    interrupted = []

    def on_signal(number, _frame) -> None:
        interrupted.append(number)
        window.quit_without_asking = True  # (at a LAN table too: no one is there to answer a question)
        QTimer.singleShot(0, window.close)
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, on_signal)
    ticker = QTimer(window)
    ticker.timeout.connect(lambda: None)
    ticker.start(200)
    return interrupted


def _smoke_test(app, window_class, game_id: str | None = None) -> int:
    """A short bot-only game through the real window at speed off (German Bridge, 3 rounds, unless
    ``--game`` names another: then a whole game of it with its strongest bots); 0 when it ends cleanly."""
    import shiboken6
    from PySide6.QtCore import QSettings, QTemporaryDir, QTimer

    from .engine import GAMES
    from .session.controller import default_level

    folder = QTemporaryDir()
    settings = QSettings(folder.filePath("settings.ini"), QSettings.Format.IniFormat)
    window = window_class(settings=settings, data_directory=folder.path(), autosave=False)
    window.set_speed("off")
    result = {"code": 1, "why": "timed out"}

    def finished(_event) -> None:
        result.update(code=0, why="ok")
        QTimer.singleShot(0, app.quit)

    def failed(message: str) -> None:
        result.update(code=1, why=message)
        QTimer.singleShot(0, app.quit)

    window.controller.game_over.connect(finished)
    window.controller.bot_failed.connect(failed)
    window.show()
    if game_id is None or game_id == "german_bridge":
        config = {"game": "german_bridge", "players": 4, "options": {"rounds": 3}, "seed": 1,
                  "seats": [{"kind": "bot", "level": "random"}] * 4}
    else:
        players = GAMES[game_id].default_players
        config = {"game": game_id, "players": players, "options": {}, "seed": 1,
                  "seats": [{"kind": "bot", "level": default_level(game_id)}] * players}
    window.start_config(config)
    deadline = QTimer()  # stopped below: no quit left armed once the smoke test has returned
    deadline.setSingleShot(True)
    deadline.timeout.connect(app.quit)
    deadline.start(SMOKE_TIMEOUT_MS)
    app.exec()
    deadline.stop()
    if shiboken6.isValid(window):  # quit() asks the windows to close, and a closed window is freed
        window.close()
    print(f"smoke test: {result['why']}", file=sys.stderr if result["code"] else sys.stdout)
    return result["code"]


if __name__ == "__main__":
    raise SystemExit(main())
