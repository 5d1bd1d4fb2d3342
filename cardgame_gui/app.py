"""Command line and start-up of the card table.

    cardgame-gui                         open the window: "Continue" the autosaved game, or a default game
    cardgame-gui --game german_bridge --players 5 --seed 7 [--bots random] [--speed fast]
    cardgame-gui --smoke-test            open the window, play a short bot-only game at full speed, exit 0
    cardgame-gui --version
"""

from __future__ import annotations

import argparse
import sys

from . import __version__

DEFAULT_GAME = "devils_bridge"
SMOKE_TIMEOUT_MS = 60_000


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="cardgame-gui", description="A desktop card table.")
    parser.add_argument("--version", action="version", version=f"cardgame-gui {__version__}")
    parser.add_argument("--smoke-test", action="store_true",
                        help="open the window, play a short bot-only game at full speed and exit (0 = ok)")
    parser.add_argument("--game", help="start straight into this game (e.g. devils_bridge, german_bridge)")
    parser.add_argument("--players", type=int, help="number of players (default: the game's own)")
    parser.add_argument("--seed", type=int, help="deal seed, to play the same deal again")
    parser.add_argument("--bots", help="bot level for the other seats (default: the strongest available)")
    parser.add_argument("--speed", choices=("off", "fast", "normal", "slow"), help="bot pace and animation")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(sys.argv[1:] if argv is None else argv)
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName("cardgame_gui")
    QCoreApplication.setApplicationName("cardgame_gui")
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "cardgame-gui"])
    from .ui import desktop, first_paint

    desktop.apply_identity(app)  # window icon; desktop file name = packaging/linux/cardgame_gui.desktop
    first_paint.install_if_requested(app)  # CARDGAME_GUI_FIRST_PAINT=1: print "first paint" and quit

    from .engine import GAMES
    from .ui.controller import default_level
    from .ui.main_window import MainWindow

    if args.game is not None and args.game not in GAMES:
        print(f"cardgame-gui: unknown game {args.game!r} (known games: {', '.join(sorted(GAMES))})",
              file=sys.stderr)
        return 2
    if args.smoke_test:
        return _smoke_test(app, MainWindow)
    window = MainWindow()
    if args.speed:
        window.set_speed(args.speed)
    if args.game is not None or not window.offer_continue():
        game_id = args.game or DEFAULT_GAME
        try:
            level = args.bots or default_level(game_id)
            players = args.players or GAMES[game_id].default_players
            seats = [{"kind": "human", "level": None}] + [{"kind": "bot", "level": level}] * (players - 1)
            window.start_config({"game": game_id, "players": players, "options": {}, "seed": args.seed,
                                 "seats": seats})
        except ValueError as exc:
            print(f"cardgame-gui: {exc}", file=sys.stderr)
            return 2
    window.show()
    QTimer.singleShot(0, window.raise_)
    return app.exec()


def _smoke_test(app, window_class) -> int:
    """A short bot-only game through the real window at speed off; 0 when it ends cleanly."""
    from PySide6.QtCore import QSettings, QTemporaryDir, QTimer

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
    window.start_config({"game": "german_bridge", "players": 4, "options": {"rounds": 3}, "seed": 1,
                         "seats": [{"kind": "bot", "level": "random"}] * 4})
    QTimer.singleShot(SMOKE_TIMEOUT_MS, app.quit)
    app.exec()
    window.controller.stop()
    window.controller.wait_for_bots(3000)
    window.close()
    print(f"smoke test: {result['why']}", file=sys.stderr if result["code"] else sys.stdout)
    return result["code"]


if __name__ == "__main__":
    raise SystemExit(main())
