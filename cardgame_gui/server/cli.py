"""``cardgame-server``: a dedicated LAN host with no window, serving many tables at once.

    cardgame-server --port 47123 --name "Club night"
    cardgame-server --port 0 --address 127.0.0.1 --announce-address 127.0.0.1 --save-dir /tmp/saves
    cardgame-server --port 47123 --resume ~/.local/share/cardgame_gui/server-room-1-20261123-181500.json

It announces its open tables for the app's Join dialog (``net.discovery.Announcer``) to
``--announce-address`` (default: the app's setting; a LAN's broadcast address such as 192.168.1.255).

People join with the app (Game ▸ Join a table, the server's address and port); each opens a table with the
``create`` request, chooses the game, ticks Ready and starts it; the server's bots play the empty seats at
full speed (the table's controller at speed ``"off"``). The server is ``net.LanHost`` with the window's
QtCore-only ``session.controller.GameController`` as its table factory, under a ``QCoreApplication``: it loads no
QtWidgets or QtGui module (``tests/server/test_server.py`` checks it).

It prints ``Serving "NAME" on port N`` when it listens (with ``--port 0`` the port the system chose), then one
line per room event, stamped with the time, flushed: a room opened or closed, someone joined, left, dropped
or came back, a game started, a game over with its scores, a request the server refused (``RoomLog``).

Ctrl+C or SIGTERM stop it cleanly: the bots stop, every started and unfinished room is saved with
``LanHost.save_room`` to ``--save-dir`` (default: the app's data folder), one file per room written
atomically (``session.saves.atomic_write_text``), the paths printed; every client is told "The server is shutting
down"; exit code 0 (1 when a room could not be saved: the line says why). ``--resume FILE`` gives such a
room back (``LanHost.resume_room``) before serving: the same seats, each person's seat held for their
reconnect token. A file that cannot be resumed stops the server before it serves, with one line saying why
and exit code 2; the file is left as it was.
"""

from __future__ import annotations

import argparse
import contextlib
import signal
import socket
import sys

from ..cli import run_quietly
from ..i18n import install, pick_language, translate
from ..net.announcement import DISCOVERY_PORT
from ..net.limits import MAX_CONNECTIONS, MAX_PER_ADDRESS, MAX_ROOMS
from ..net.messages import clean_name
from ..session.controller import SPEEDS


def _argparse_words() -> dict[str, str]:
    """argparse's own words (it takes them from gettext) in the server's language: "usage:", "options", its
    errors. Used only while the server's command line is read (``_own_words``)."""
    return {
        "usage: ": translate("ServerCli", "usage: "),
        "options": translate("ServerCli", "options"),
        "positional arguments": translate("ServerCli", "positional arguments"),
        "show this help message and exit": translate("ServerCli", "show this help message and exit"),
        "the following arguments are required: %s": translate("ServerCli",
                                                              "the following arguments are required: %s"),
        "unrecognized arguments: %s": translate("ServerCli", "unrecognized arguments: %s"),
        "argument %(argument_name)s: %(message)s": translate("ServerCli", "argument %(argument_name)s: %(message)s"),
        "expected one argument": translate("ServerCli", "expected one argument"),
        "expected at least one argument": translate("ServerCli", "expected at least one argument"),
        "invalid %(type)s value: %(value)r": translate("ServerCli", "invalid %(type)s value: %(value)r"),
        "invalid choice: %(value)r (choose from %(choices)s)": translate(
            "ServerCli", "invalid choice: %(value)r (choose from %(choices)s)"),
        "%(prog)s: error: %(message)s\n": translate("ServerCli", "%(prog)s: error: %(message)s\n"),
    }


@contextlib.contextmanager
def _own_words():
    """argparse speaks the server's language while the command line is read (its gettext is put back after)."""
    words = _argparse_words()
    english = argparse._
    argparse._ = lambda text: words.get(text) or english(text)
    try:
        yield
    finally:
        argparse._ = english


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardgame-server", description=translate("ServerCli", "A dedicated LAN host: many tables at once, "
                                                      "bots in empty seats, no window. Ctrl+C saves every game under "
                                                      "way and stops."))
    parser.add_argument("--port", type=int, required=True,
                        help=translate("ServerCli", "TCP port to listen on (the app's Join dialog proposes 47123; 0: "
                                       "any free port)"))
    parser.add_argument("--name", default=None, help=translate("ServerCli", "the server's name, as players see it "
                                                               "(default: this computer's name)"))
    parser.add_argument("--address", default="0.0.0.0", help=translate(
        "ServerCli", "the address to listen on (default 0.0.0.0: every network of this computer; 127.0.0.1: this "
        "computer only)"))
    parser.add_argument("--announce-address", default=None, metavar="A", help=translate(
        "ServerCli", "where the open tables are announced, e.g. 192.168.1.255 (default: the app's setting "
        "lan/announce_address, else 255.255.255.255; CARDGAME_ANNOUNCE_ADDRESS in the environment overrides both)"))
    parser.add_argument("--discovery-port", type=int, default=DISCOVERY_PORT, metavar="P", help=translate(
        "ServerCli", "the UDP port announcements go to (default {port}, where the app listens)").format(
        port=DISCOVERY_PORT))
    parser.add_argument("--save-dir", default=None, metavar="D", help=translate(
        "ServerCli", "where games under way are saved on shutdown (default: the app's data folder)"))
    parser.add_argument("--bot-speed", choices=list(SPEEDS), default="off", help=translate(
        "ServerCli", "the bots' pace: off (default) plays at full speed; fast, normal or slow pause between their "
        "moves as the app does, so that people at the table can follow"))
    parser.add_argument("--max-rooms", type=int, default=MAX_ROOMS, metavar="N",
                        help=translate("ServerCli", "tables open at once (default {count})").format(count=MAX_ROOMS))
    parser.add_argument("--max-per-address", type=int, default=MAX_PER_ADDRESS, metavar="N", help=translate(
        "ServerCli", "connections from one computer (default {count})").format(count=MAX_PER_ADDRESS))
    parser.add_argument("--max-connections", type=int, default=MAX_CONNECTIONS, metavar="N", help=translate(
        "ServerCli", "connections held at once, from everyone (default {count})").format(count=MAX_CONNECTIONS))
    parser.add_argument("--resume", nargs="+", action="extend", default=[], metavar="FILE", help=translate(
        "ServerCli", "a room saved at an earlier shutdown: its game goes on with the same seats"))
    return parser


def main(argv: list[str] | None = None) -> int:
    """The console entry point (no traceback on a closed pipe)."""
    return run_quietly(_main, argv)


def _main(argv: list[str] | None) -> int:
    from PySide6.QtCore import QCoreApplication

    QCoreApplication.setOrganizationName("cardgame_gui")  # the app's data folder (session/saves.py)
    QCoreApplication.setApplicationName("cardgame_gui")
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0] if sys.argv else "cardgame-server"])
    install(pick_language())  # before --help and the first line: CARDGAME_LANGUAGE, else the system's language
    with _own_words():
        args = _parser().parse_args(argv)
    for option, port in (("--port", args.port), ("--discovery-port", args.discovery_port)):
        if not 0 <= port <= 65535:
            print("cardgame-server: " + translate("ServerCli", "{option} must be 0 to 65535, not {value}").format(
                option=option, value=port), file=sys.stderr)
            return 2
    for option, count in (("--max-rooms", args.max_rooms), ("--max-per-address", args.max_per_address),
                          ("--max-connections", args.max_connections)):
        if count < 1:
            print("cardgame-server: " + translate("ServerCli", "{option} must be at least 1, not {value}").format(
                option=option, value=count), file=sys.stderr)
            return 2
    from ..net.wording import say as in_words
    from .host import DedicatedServer, say

    name = clean_name(args.name or socket.gethostname(), "cardgame server")  # as the announcements say it
    server = DedicatedServer(name=name,
                             save_dir=args.save_dir, bot_speed=args.bot_speed, max_rooms=args.max_rooms,
                             max_per_address=args.max_per_address, max_connections=args.max_connections)
    server.install_signal_handlers(signal.SIGINT, signal.SIGTERM)  # before anyone can know we are here
    try:
        announcer = server.announcer_for(args.announce_address, args.discovery_port)
    except ValueError as exc:
        print(f"cardgame-server: --announce-address: {exc}", file=sys.stderr, flush=True)
        return 2
    for path in args.resume:
        try:
            server.resume(path)
        except ValueError as exc:
            print("cardgame-server: " + translate("ServerCli", "cannot resume {file}: {reason}").format(
                file=path, reason=exc), file=sys.stderr, flush=True)
            server.close()
            return 2
    try:
        port = server.listen(args.port, args.address)
    except RuntimeError as exc:
        print(f"cardgame-server: {in_words(exc.args[0])}", file=sys.stderr, flush=True)
        server.close()
        return 2
    print(translate("ServerCli", 'Serving "{name}" on port {port}').format(name=server.name, port=port), flush=True)
    warning = server.check_save_dir()
    if warning:
        say(translate("ServerCli", "warning: {warning}").format(warning=warning))
    server.announce()
    say(translate("ServerCli", "announcing the open tables to {address} port {port}").format(
        address=announcer.address, port=announcer.port))
    app.exec()
    return server.exit_code


if __name__ == "__main__":
    sys.exit(main())
