"""The dedicated server's parts (QtCore/QtNetwork only; ``server/cli.py`` is its command line).

    server = DedicatedServer(name="Club night", save_dir=None)   # None: the app's data folder
    server.resume("server-room-1-20261123-181500.json")          # ValueError with the reason
    port = server.listen(0, "127.0.0.1")                         # RuntimeError with Qt's reason
    server.install_signal_handlers(signal.SIGINT, signal.SIGTERM)
    QCoreApplication.exec()                                      # until a signal: then server.exit_code

- ``ServerHost`` is ``net.LanHost`` that also reports every request it refuses (``refused`` signal) and
  seats a ``join`` that names no table (as the app's Join dialog sends it) at an open table or a new one.
- ``table_for(room)`` is its table factory: the window's ``GameController`` (QtCore only) at speed "off",
  so the server's bots play the empty seats at full speed (``--bot-speed`` paces them for people).
- ``RoomLog`` writes one line per room event, from ``room_changed`` (the room's public dict before and
  after), ``notice`` (who dropped or came back) and ``refused`` (at most ``REFUSALS_LOGGED`` a player in
  ``REFUSAL_WINDOW`` seconds, then one line counting the rest: a flood cannot flood the log).
- ``DedicatedServer`` puts them together with the discovery ``Announcer`` and stops cleanly on a signal:
  bots stop, every started, unfinished room is saved (``save_room``) one file each, clients are told, the
  event loop ends.
"""

from __future__ import annotations

import json
import re
import signal
import sys
import time
from collections import Counter
from functools import partial
from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QSettings, QTimer, Signal, Slot

from ..i18n import game_name, translate
from ..net.discovery import DISCOVERY_PORT, Announcer, announce_address
from ..net.host import LanHost
from ..net.rooms import RoomError
from ..net.wording import a_bot, count as count_words, say as in_words
from ..net.words import Said
from ..session.controller import SPEEDS, GameController
from ..session.saves import APPLICATION, ORGANIZATION, SaveError, atomic_write_text, data_dir, prepare_data_dir

REFUSALS_LOGGED = 5  # refused requests logged per player and window; the rest are counted
REFUSAL_WINDOW = 10.0  # seconds
SHUTDOWN_REASON = Said("server_shutting_down")
TICK_MS = 100  # Python sees a signal only when it runs: a timer lets it, this often
FLUSH_MS = 300  # after telling the clients, time for the last frames to leave before the loop ends
MAX_RESUME_BYTES = 16 * 1024 * 1024  # a saved room is tens of kilobytes; anything this big is not one


def stamp() -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S")


def say(text: str, stream=None) -> None:
    """One line with the time, flushed (a log read through a pipe sees it at once)."""
    print(f"{stamp()} {text}", file=stream or sys.stdout, flush=True)


def room_label(public: dict) -> str:
    return f'room {public["id"]} "{public["name"]}"'


def save_file_name(room_id: str, when: float | None = None) -> str:
    """``server-room-<id>-<YYYYmmdd-HHMMSS>.json``: one file per room and shutdown."""
    safe = re.sub(r"[^A-Za-z0-9_-]", "_", str(room_id))[:40]
    return f"server-room-{safe}-{time.strftime('%Y%m%d-%H%M%S', time.localtime(when))}.json"


def read_saved_room(path: str) -> dict:
    """The saved room in ``path`` as a dict; ``ValueError`` with the reason (the file is not touched)."""
    try:
        with open(path, "rb") as stream:
            data = stream.read(MAX_RESUME_BYTES + 1)
    except OSError as exc:
        raise ValueError(exc.strerror or str(exc)) from None
    if len(data) > MAX_RESUME_BYTES:
        raise ValueError(translate("ServerLog", "it is over {size} MB: not a saved room").format(
            size=MAX_RESUME_BYTES // (1024 * 1024)))
    if not data.strip():
        raise ValueError(translate("ServerLog", "it is empty"))
    try:
        saved = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise ValueError(translate("ServerLog", "it is not text (not a saved room)")) from None
    except json.JSONDecodeError as exc:
        raise ValueError(translate("ServerLog", "it is damaged (not valid JSON at line {line}, column {column})")
                         .format(line=exc.lineno, column=exc.colno)) from None
    if not isinstance(saved, dict):
        raise ValueError(translate("ServerLog", "it holds no saved room"))
    return saved




def table_for(room, speed: str = "off") -> GameController:
    """A room's table: a controller whose bots move as soon as they have chosen (``speed`` "off"), or at
    one of the window's paces (``SPEEDS``: "fast", "normal", "slow") so that people can follow them."""
    table = GameController()
    table.set_speed(speed)
    return table


class ServerHost(LanHost):
    """``LanHost`` that says which requests it refused: ``refused(player, name, request, sentence)``, and
    seats a ``join`` that names no table (the app's Join dialog sends none): at the oldest table not yet
    started with a free seat (invite-only ones only with their code), else at a new table of their own,
    which they host (they choose the game and start it from the app's lobby); a ``watch`` that names no
    table watches the oldest game under way (else the oldest table). A room whose game is over with
    nobody connected is closed (``close_if_abandoned``)."""

    refused = Signal(str, str, str, object)  # player id, name, request, words (``net.words.Said``)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.room_changed.connect(self._on_room_changed)

    @Slot(str, object)
    def _on_room_changed(self, room_id: str, public: dict | None) -> None:
        if public is not None and public["ended"]:
            QTimer.singleShot(0, self, partial(self.close_if_abandoned, room_id))  # once this change is told

    def close_if_abandoned(self, room_id: str) -> bool:
        """A room whose game is over and where nobody is connected any more (everyone dropped or left, and
        no spectator) is closed: a server runs for days, and nobody would ever close it. True if closed."""
        room = self.lobby.rooms.get(room_id)
        if room is None or not room.ended:
            return False
        if any(player in self._by_player for player in room.people):
            return False
        for player in room.people:
            self.holds.release(player)
        self._forget_room(room)
        self.room_changed.emit(room_id, None)
        return True

    def act(self, player: str, kind: str, message: dict, peer=None) -> bool:
        if kind in ("join", "watch") and message.get("room") is None and self.lobby.room_of(player) is None:
            code = message.get("code")
            address = peer.connection.address if peer is not None else None
            if code and address is not None:
                try:
                    self.check_code_pause(address)
                except RoomError as exc:
                    self._error(peer, exc.said, kind)
                    return False
            if kind == "join":
                room = self.open_table(code, address)
            else:  # a game under way first, else a table still waiting
                room = self._first_room([r for r in self.lobby.rooms.values() if r.started and not r.ended],
                                        code) or self._first_room(list(self.lobby.rooms.values()), code)
            if code and address is not None and any(r.invite_only for r in self.lobby.rooms.values()) \
                    and (room is None or not room.invite_only):  # the code opened no table: counted as wrong
                self.codes.wrong(address)
            if room is not None:
                message = dict(message, room=room.id)
            elif kind == "join":
                kind, message = "create", {"type": "create", "name": ""}  # "<name>'s table"
        return super().act(player, kind, message, peer)

    def open_table(self, code: str | None = None, address: str | None = None):
        """The table a ``join`` without a room sits down at (None: there is none). A join code given picks
        the invite-only table it opens first; a table whose host removed that address is passed over."""
        return self._first_room([room for room in self.lobby.rooms.values() if not room.started
                                 and not room.ended and not room.full and address not in room.barred], code)

    def _first_room(self, rooms: list, code: str | None):
        """The first invite-only room ``code`` opens, else the first room open to all (None: none)."""
        if code:
            for room in rooms:
                if room.invite_only:
                    try:
                        self.lobby.check_code(room, code)
                    except RoomError:
                        continue
                    return room
        return next((room for room in rooms if not room.invite_only), None)

    def _error(self, peer, text: Said, refused: str | None) -> None:
        super()._error(peer, text, refused)
        if peer is not None:
            self.refused.emit(peer.player, peer.name, refused or "?", text)


def _seat_names(public: dict) -> list[str]:
    return [seat["name"] for seat in public["seats"]]


class RoomLog(QObject):
    """One stamped line per room event on stdout (see the module docstring)."""

    def __init__(self, host: ServerHost, write=say):
        super().__init__(host)
        self.host, self.out = host, write
        self.muted = False  # shutting down: the goodbyes are said in one line, not one per person
        self.rooms: dict[str, dict] = {}  # room id -> its last public dict
        self._notices: list[str] = []  # the host's sentences not yet told with a room change
        self.source: str | None = None  # the file a room is being resumed from
        self._refusals: dict[str, int] = {}  # player -> requests refused in the current window
        self.refusal_window = REFUSAL_WINDOW
        host.room_changed.connect(self.on_room_changed)
        host.notice.connect(self.on_notice)
        host.refused.connect(self.on_refused)

    def write(self, text: str) -> None:
        if not self.muted:
            self.out(text)

    @Slot(object)
    def on_notice(self, text: Said) -> None:
        """A sentence about a person (joined, lost connection, is back): told with the room change that
        follows it at once, or alone when none does."""
        self._notices.append(text)
        QTimer.singleShot(0, self, self._flush_notices)

    @Slot()
    def _flush_notices(self) -> None:
        notices, self._notices = self._notices, []
        for text in notices:
            self.write(in_words(text))

    def _notice_about(self, name: str) -> str | None:
        """The notice about ``name`` waiting to be told, taken out, in the server's words (None: none)."""
        for text in self._notices:
            if text.data.get("name") == name if isinstance(text, Said) else text.startswith(name + " "):
                self._notices.remove(text)
                return in_words(text)
        return None

    @Slot(str, str, str, object)
    def on_refused(self, player: str, name: str, request: str, text: Said) -> None:
        count = self._refusals.get(player, 0) + 1
        self._refusals[player] = count
        if count == 1:
            QTimer.singleShot(int(self.refusal_window * 1000), self, partial(self._end_refusal_window, player, name))
        if count > REFUSALS_LOGGED:
            return
        room = self.host.lobby.room_of(player)
        where = f"{room_label(room.public())}: " if room is not None else ""
        self.write(where + translate("ServerLog", "refused {name}'s {request}: {reason}").format(
            name=name, request=request, reason=in_words(text)))

    def _end_refusal_window(self, player: str, name: str) -> None:
        count = self._refusals.pop(player, 0)
        if count > REFUSALS_LOGGED:
            self.write(translate("ServerLog", "refused {requests} from {name} in {seconds} s (not logged one by "
                                 "one)").format(requests=count_words("more_requests", count - REFUSALS_LOGGED),
                                                name=name, seconds=f"{self.refusal_window:g}"))

    @Slot(str, object)
    def on_room_changed(self, room_id: str, public: dict | None) -> None:
        old = self.rooms.get(room_id)
        if public is None:
            self.rooms.pop(room_id, None)
            if old is not None:
                for name in _seat_names(old):  # the last person left: said with the room
                    told = self._notice_about(name)
                    if told:
                        self.write(f"{room_label(old)}: {told}")
                self.write(translate("ServerLog", "{room} closed").format(room=room_label(old)))
            return
        self.rooms[room_id] = public
        label = room_label(public)
        if old is None:
            names = ", ".join(_seat_names(public))
            if public["started"]:
                if self.source:
                    line = translate("ServerLog", "{room} resumed from {file}: {game} for {players}, seats held for "
                                     "{names}")
                else:
                    line = translate("ServerLog", "{room} resumed: {game} for {players}, seats held for {names}")
                self.write(line.format(room=label, file=self.source, game=game_name(public["game"]),
                                       players=public["players"], names=names))
            else:
                self.write(translate("ServerLog", "{room} opened by {names}").format(room=label, names=names))
            return
        for line in self._people(old, public):
            self.write(f"{label}: {line}")
        if (old["game"], old["players"], old["options"], old["bot_level"]) != \
                (public["game"], public["players"], public["options"], public["bot_level"]):
            self.write(label + ": " + translate("ServerLog", "set to {game} for {players}, {level} bots, options "
                                                "{options}").format(
                game=game_name(public["game"]), players=public["players"], level=public["bot_level"],
                options=json.dumps(public["options"], sort_keys=True)))
        played = {"game": game_name(public["game"]), "players": public["players"], "names": self._players(room_id)}
        if public["started"] and not old["started"]:
            self.write(label + ": " + translate("ServerLog", "started {game} for {players}: {names}").format(**played))
        elif old["ended"] and public["started"] and not public["ended"]:  # its owner dealt the next game
            self.write(label + ": " + translate("ServerLog", "started the next game of {game} for {players}: "
                                                "{names}").format(**played))
        if public["ended"] and not old["ended"]:
            self.write(label + ": " + translate("ServerLog", "game over: {result}").format(
                result=self._result(room_id)))

    def _people(self, old: dict, new: dict) -> list[str]:
        """Who joined, left, dropped, was replaced by a bot, came back, or came to watch, between two public
        dicts of a room. Before the game, seats move up when someone leaves: names are compared; once it has
        started, seats stay put: each seat's state is."""
        lines = []
        if old["started"] and new["started"] and len(old["seats"]) == len(new["seats"]):
            for seat, (was, now) in enumerate(zip(old["seats"], new["seats"]), 1):
                lines += self._seat_change(seat, was, now, new["bot_level"])
        else:
            before, after = Counter(_seat_names(old)), Counter(_seat_names(new))
            for name in (after - before).elements():
                self._notice_about(name)  # "Bob joined Friday": the line below says it with the seat
                lines.append(translate("ServerLog", "{name} joined (seat {seat})").format(
                    name=name, seat=_seat_names(new).index(name) + 1))
            for name in (before - after).elements():
                lines.append(self._notice_about(name) or translate("ServerLog", "{name} left").format(name=name))
        before, after = Counter(old.get("spectators") or []), Counter(new.get("spectators") or [])
        for name in (after - before).elements():
            self._notice_about(name)
            lines.append(translate("ServerLog", "{name} is watching").format(name=name))
        for name in (before - after).elements():
            lines.append(translate("ServerLog", "{name} stopped watching").format(name=name))
        return lines

    def _seat_change(self, seat: int, was: dict, now: dict, level: str) -> list[str]:
        name = now["name"]
        if was.get("left") and not now.get("left"):  # between games, someone sat down in a seat left
            self._notice_about(name)
            return [translate("ServerLog", "{name} joined (seat {seat})").format(name=name, seat=seat)]
        if now.get("left") and not was.get("left"):
            told = self._notice_about(was["name"]) or translate("ServerLog", "{name} left").format(name=was["name"])
            return [translate("ServerLog", "{told}: {bot} plays seat {seat}").format(told=told, bot=a_bot(level),
                                                                                     seat=seat)]
        if now.get("away") and not was.get("away"):
            return [self._notice_about(name) or translate("ServerLog", "{name} dropped: seat {seat} is held for "
                                                          "them").format(name=name, seat=seat)]
        if now.get("away") and now.get("bot") and not was.get("bot"):
            return [self._notice_about(name) or translate("ServerLog", "{name} did not come back: {bot} plays seat "
                                                          "{seat}").format(name=name, bot=a_bot(level), seat=seat)]
        if was.get("away") and not now.get("away") and not now.get("left"):
            told = self._notice_about(name) or in_words(Said("back", name=name))
            return [translate("ServerLog", "{told} (seat {seat})").format(told=told, seat=seat)]
        return []

    def _players(self, room_id: str) -> str:
        room_table = self.host.tables.get(room_id)
        if room_table is None:
            return ""
        return ", ".join(room_table.names)

    def _result(self, room_id: str) -> str:
        room_table = self.host.tables.get(room_id)
        game = room_table.table.game if room_table is not None else None
        if game is None:
            return translate("ServerLog", "no scores")
        names = room_table.names or [game.name(s) for s in range(game.players)]  # distinct (LanHost._start)
        scores = ", ".join(f"{names[s]} {score}" for s, score in enumerate(game.scores()))
        winners = [names[s] for s in game.winners()]
        if not winners:
            verdict = translate("ServerLog", "no winner")
        elif len(winners) == 1:
            verdict = translate("ServerLog", "{name} wins").format(name=winners[0])
        else:
            verdict = translate("ServerLog", "{names} and {last} win").format(names=", ".join(winners[:-1]),
                                                                               last=winners[-1])
        return f"{scores}; {verdict}"


class DedicatedServer(QObject):
    """The host, its log, its announcer and its clean stop (see the module docstring)."""

    def __init__(self, name: str, save_dir: str | None = None, parent: QObject | None = None,
                 bot_speed: str = "off", **host_options):
        super().__init__(parent)
        self.name = name
        self.save_dir = save_dir
        if bot_speed not in SPEEDS:
            raise ValueError(f"unknown bot speed {bot_speed!r} (speeds: {', '.join(SPEEDS)})")
        self.host = ServerHost(partial(table_for, speed=bot_speed), self, **host_options)
        self.log = RoomLog(self.host)
        self.announcer = None
        self.exit_code = 0
        self.saved: list[Path] = []
        self._stop_requested: str | None = None
        self._stopping = False
        self._tables: list[GameController] = []  # the tables stopped on the way out
        self._tick = QTimer(self)
        self._tick.timeout.connect(self._on_tick)

    # ----- before serving ----------------------------------------------------------------------------
    def resume(self, path: str) -> None:
        """Give a saved room back, its seats held for their people; ``ValueError`` says why not."""
        saved = read_saved_room(path)
        self.log.source = path
        try:
            self.host.resume_room(saved)
        except Exception as exc:  # a file can be wrong in many ways: each is a reason, none is a crash
            reason = in_words(exc.said) if isinstance(exc, RoomError) else str(exc)
            raise ValueError(translate("ServerLog", "it is not a room this server can resume ({reason})").format(
                reason=reason)) from None
        finally:
            self.log.source = None

    def listen(self, port: int, address: str) -> int:
        return self.host.listen(port, address)

    def check_save_dir(self) -> str | None:
        """A sentence when the save folder cannot be written (the server still serves)."""
        return prepare_data_dir(self.save_dir)

    def announcer_for(self, address: str | None, port: int = DISCOVERY_PORT) -> Announcer:
        """The announcer of the open tables to ``address`` (None: the app's setting, ``lan/announce_address``);
        ``ValueError`` when it is not an address. ``announce()`` starts it once the server listens."""
        address = address or announce_address(QSettings(ORGANIZATION, APPLICATION))
        self.announcer = Announcer(address, port, parent=self)
        return self.announcer

    def announce(self) -> None:
        self.announcer.start(self.host, self.name)

    def install_signal_handlers(self, *signals) -> None:
        """Ctrl+C and SIGTERM stop the server cleanly. The handler only notes the signal: the tick, a slot
        of its own, does the stopping, never in the middle of another slot."""
        for number in signals:
            signal.signal(number, self._on_signal)
        self._tick.start(TICK_MS)

    def _on_signal(self, number, _frame) -> None:
        if self._stop_requested is None:
            self._stop_requested = signal.Signals(number).name

    @Slot()
    def _on_tick(self) -> None:
        if self._stop_requested is not None and not self._stopping:
            self.stop(self._stop_requested)

    # ----- stopping ------------------------------------------------------------------------------------
    def stop(self, why: str = "asked") -> None:
        """Stop the bots, save every game under way, tell every client, end the event loop soon after."""
        self._stopping = True
        self._tick.stop()
        say(translate("ServerLog", "shutting down ({why})").format(why=why))
        self._tables = [room_table.table for room_table in self.host.tables.values()]
        for table in self._tables:
            table.stop()
        self.save_all()
        if self.announcer is not None:
            self.announcer.stop()
        self.log.muted = True  # each connection closing would read as a player dropping
        told = len(self.host.connections)
        self.host.shut_down(SHUTDOWN_REASON)
        say(translate("ServerLog", "told {players}: \"{reason}\"").format(
            players=count_words("connected_players", told), reason=in_words(SHUTDOWN_REASON)))
        QTimer.singleShot(FLUSH_MS, self, self._quit)

    def save_all(self) -> list[Path]:
        """Each started, unfinished room to its own file; the paths. A room that cannot be saved is
        said and makes the exit code 1; the others are still saved."""
        rooms = [room for room in self.host.lobby.rooms.values() if room.started and not room.ended]
        if not rooms:
            return []
        try:
            folder = data_dir(self.save_dir)
        except OSError as exc:
            say(translate("ServerLog", "could not save {games}: the folder {folder} cannot be made ({error})").format(
                games=count_words("games", len(rooms)), folder=self.save_dir, error=exc.strerror or exc))
            self.exit_code = 1
            return []
        for room in rooms:
            label = room_label(room.public())
            path = folder / save_file_name(room.id)
            try:
                atomic_write_text(path, json.dumps(self.host.save_room(room.id)) + "\n")
            except (SaveError, ValueError, TypeError, KeyError) as exc:
                say(translate("ServerLog", "could not save {room}: {error}").format(room=label, error=exc))
                self.exit_code = 1
                continue
            self.saved.append(path)
            say(translate("ServerLog", "saved {room} to {file}").format(room=label, file=path))
        return self.saved

    @Slot()
    def _quit(self) -> None:
        self.close()
        QCoreApplication.quit()

    def close(self) -> None:
        """Stop listening and every table's bots (and wait for a bot still thinking)."""
        self._tick.stop()
        for table in self._tables + [room_table.table for room_table in self.host.tables.values()]:
            if not shiboken6.isValid(table):
                continue  # deleted with its room already (net/host.py: _RoomTable)
            table.stop()
            table.wait_for_bots()
        self.host.server.close()
