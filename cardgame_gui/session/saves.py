"""Saved games on disk: atomic writes, careful opening, autosave and "Continue".

Public API::

    SaveError(ValueError)                 # str(err) is a sentence a user can read (names the file)
    atomic_write_text(path, text)         # temp file in the same folder, flush + fsync, os.replace;
                                          #   on any failure the old file is untouched and SaveError is raised
    save_game(game, path, seats=None)     # the engine's to_json() plus the table's seats
                                          #   ([{"kind": "human"|"bot", "level": ...}], as the picker returns;
                                          #   "name" where the game gives a seat its own: a closed LAN table's)
    open_game(path) -> SavedGame          # NamedTuple (game, seats); seats is None if the file has none.
                                          #   Corrupt, truncated, empty, foreign or unreadable → SaveError;
                                          #   nothing is returned half-built.
    data_dir(directory=None) -> Path      # <GenericDataLocation>/cardgame_gui (created if missing; OSError if it
                                          #   cannot be); tests pass their own directory and every helper
                                          #   below takes it too
    prepare_data_dir(directory=None) -> str | None   # at start: create the folder, remove temp files a
                                          #   killed write left behind, check it can be written; None when
                                          #   all is well, else a sentence for the user (saves then fail
                                          #   with SaveError, nothing raises)
    keep_aside(path) -> Path | None       # move a damaged file to <name>.bad-<time> (never over an earlier
                                          #   one); its new path, or None if it could not be moved
    autosave_path(directory=None) -> Path       # <data dir>/autosave.json (the folder is not created)
    write_autosave(game, seats=None, directory=None) -> Path   # call on quit (and after each hand)
    has_autosave(directory=None) -> bool        # show "Continue" when True
    continue_game(directory=None) -> SavedGame | None   # the autosaved game; None if there is none;
                                          #   SaveError if it cannot be read (the caller then keeps it
                                          #   aside with keep_aside() and starts fresh)
    clear_autosave(directory=None)        # after a finished game, or when the user declines to continue
    saved_games_dir(directory=None) -> Path     # <data dir>/Saved games: where Save puts a game that has
                                          #   no file yet and where Game ▸ Open looks first
    save_in_saved_games(game, seats=None, directory=None) -> Path   # "German Bridge 2026-11-27 09.40.json"
                                          #   there (a new name, never over another file); SaveError
    # each autosave helper takes name=AUTOSAVE_NAME; LAN_AUTOSAVE_NAME keeps a game that came from a LAN
    # table (and was played on with bots) apart from the local game, so that each can be continued

app.py calls ``QCoreApplication.setOrganizationName("cardgame_gui")`` and ``setApplicationName("cardgame_gui")``;
Qt's AppDataLocation then names the folder twice, which ``_folder`` undoes (``~/.local/share/cardgame_gui``
on Linux); without those names it is ``<GenericDataLocation>/cardgame_gui``, the same place. Files an earlier
version kept in ``cardgame_gui/cardgame_gui`` are moved up at start (``prepare_data_dir``).
"""

from __future__ import annotations

import json
import logging
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QStandardPaths

from ..engine import Game, load_game
from ..i18n import translate
from ..net.messages import clean_name

ORGANIZATION = "cardgame_gui"
APPLICATION = "cardgame_gui"
AUTOSAVE_NAME = "autosave.json"
SAVED_GAMES = "Saved games"  # the folder in the data folder that Save uses for a game without a file
LAN_AUTOSAVE_NAME = "lan_autosave.json"  # a game from a LAN table, played on with bots: kept apart
MAX_SAVE_BYTES = 64 * 1024 * 1024  # a saved game is a few kilobytes; anything this big is not one
SEAT_KINDS = ("human", "bot")
OUR_FORMATS = "cardgame_gui/"  # saved games say "format": "cardgame_gui/<version>"
STALE_TEMP_SECONDS = 600  # a temp file of an atomic write lives milliseconds; one this old was orphaned
log = logging.getLogger(__name__)


class SaveError(ValueError):
    """A file could not be saved or opened; the message is meant for the user."""


class SavedGame(NamedTuple):
    game: Game
    seats: list | None


# ----- writing ------------------------------------------------------------------------------------------
def atomic_write_text(path, text: str) -> None:
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    temp_name = None
    try:
        handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        try:  # mkstemp makes the file private (0600): keep the old file's mode, else a usual 0644
            os.chmod(temp_name, path.stat().st_mode & 0o777 if path.exists() else 0o644)
        except OSError:
            pass
        os.replace(temp_name, path)
        temp_name = None
    except (OSError, ValueError) as exc:  # ValueError: text that cannot be encoded
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise SaveError(translate("Saves", "Could not save {name}: {reason}. Any earlier copy of the file is "
                                           "unchanged.").format(name=path.name, reason=reason)) from exc
    finally:
        if temp_name is not None:
            try:
                os.unlink(temp_name)
            except OSError:
                pass
    try:  # make the rename itself durable where the platform allows it
        directory = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(directory)
    except OSError:
        pass
    finally:
        os.close(directory)


def _check_seats(seats, players: int):
    if seats is None:
        return None
    if not isinstance(seats, list) or len(seats) != players:
        raise ValueError(f"the seats must be a list of {players}")
    checked = []
    for number, seat in enumerate(seats, 1):
        if not isinstance(seat, dict) or seat.get("kind") not in SEAT_KINDS:
            raise ValueError(f"seat {number} must say whether a human or a bot sits there")
        level = seat.get("level")
        if seat["kind"] == "bot" and not isinstance(level, str):
            raise ValueError(f"seat {number} is a bot without a level")
        entry = {"kind": seat["kind"], "level": level if seat["kind"] == "bot" else None}
        name = seat.get("name")
        if name is not None:
            if not isinstance(name, str):
                raise ValueError(f"seat {number} has a name that is not text")
            if clean_name(name, ""):
                entry["name"] = clean_name(name, "")
        checked.append(entry)
    return checked


def save_game(game: Game, path, seats: list | None = None) -> None:
    try:
        seats = _check_seats(seats, game.players)
    except ValueError as exc:
        raise SaveError(translate("Saves", "Could not save {name}: {reason}.").format(name=Path(path).name,
                                                                                    reason=exc)) from None
    data = json.loads(game.to_json())
    if seats is not None:
        data["seats"] = seats
    atomic_write_text(path, json.dumps(data, separators=(",", ":")) + "\n")


# ----- reading ------------------------------------------------------------------------------------------
def _read_capped(path: Path, name: str) -> bytes:
    """The bytes of a regular file of at most MAX_SAVE_BYTES, read with a hard cap (``st_size`` of a device
    says nothing); a pipe, device or socket is refused without waiting on it."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        handle = os.open(path, flags)
    except FileNotFoundError:
        raise SaveError(translate("Saves", "{name} could not be opened: there is no such file.").format(
            name=name)) from None
    except IsADirectoryError:
        raise SaveError(translate("Saves", "{name} is a folder, not a saved game.").format(name=name)) from None
    except PermissionError:
        raise SaveError(translate("Saves", "{name} could not be opened: permission denied.").format(
            name=name)) from None
    except OSError as exc:
        raise SaveError(translate("Saves", "{name} could not be opened: {reason}.").format(
            name=name, reason=exc.strerror or exc)) from None
    try:
        mode = os.fstat(handle).st_mode
        if stat.S_ISDIR(mode):
            raise SaveError(translate("Saves", "{name} is a folder, not a saved game.").format(name=name))
        if not stat.S_ISREG(mode):
            raise SaveError(translate("Saves", "{name} is not a saved game: it is a device, pipe or socket, not a "
                                               "file.").format(name=name))
        chunks, total = [], 0
        while True:
            chunk = os.read(handle, min(1 << 20, MAX_SAVE_BYTES + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > MAX_SAVE_BYTES:
                raise SaveError(translate("Saves", "{name} is not a saved game: it is far too large (over {size} "
                                                   "MiB).").format(name=name, size=MAX_SAVE_BYTES // 2**20))
        return b"".join(chunks)
    except OSError as exc:
        raise SaveError(translate("Saves", "{name} could not be read: {reason}.").format(
            name=name, reason=exc.strerror or exc)) from None
    finally:
        os.close(handle)


def open_game(path) -> SavedGame:
    path = Path(path)
    name = path.name
    raw = _read_capped(path, name)
    if not raw.strip():
        raise SaveError(translate("Saves", "{name} is empty: it holds no saved game.").format(name=name))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(translate("Saves", "{name} is not a saved game of this program (it is not text).").format(
            name=name)) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) - 1 or "Unterminated" in exc.msg:
            raise SaveError(translate("Saves", "{name} is incomplete: the file ends too early, so the game in it "
                                               "cannot be restored.").format(name=name)) from None
        raise SaveError(translate("Saves", "{name} is damaged: it is not valid saved-game data (line {line}, column "
                                           "{column}).").format(name=name, line=exc.lineno, column=exc.colno)) from None
    except ValueError:  # e.g. a number of more than 4,300 digits: no saved game holds one
        raise SaveError(translate("Saves", "{name} is damaged: it holds a number far too long to be part of a "
                                           "saved game.").format(name=name)) from None
    except RecursionError:
        raise SaveError(translate("Saves", "{name} is not a saved game of this program (its data nests too "
                                           "deeply).").format(name=name)) from None
    if not isinstance(data, dict) or "format" not in data:
        raise SaveError(translate("Saves", "{name} is not a saved game of this program.").format(name=name))
    if not isinstance(data.get("options", {}), dict):
        raise SaveError(translate("Saves", "{name} is damaged: its rule options are not a list of names and "
                                           "values.").format(name=name))
    try:
        game = load_game(text)
    except ValueError as exc:
        reason = str(exc)
        if reason.startswith("not a saved game"):
            fmt = data["format"]
            if isinstance(fmt, str) and fmt.startswith(OUR_FORMATS):
                raise SaveError(translate("Saves", "{name} was saved by another version of this program (format "
                                                   "{format}).").format(name=name, format=repr(fmt))) from None
            raise SaveError(translate("Saves", "{name} is not a saved game of this program.").format(
                name=name)) from None
        raise SaveError(translate("Saves", "{name} cannot be restored: {reason}.").format(
            name=name, reason=reason.rstrip("."))) from None
    except (TypeError, AttributeError, KeyError, IndexError, RecursionError) as exc:
        # A file is untrusted input: a field of the wrong type may trip the engine in other ways.
        raise SaveError(translate("Saves", "{name} is damaged: a field holds the wrong kind of value "
                                           "({reason}).").format(name=name, reason=exc)) from None
    try:
        seats = _check_seats(data.get("seats"), game.players)
    except ValueError as exc:
        raise SaveError(translate("Saves", "{name} is damaged: {reason}.").format(name=name, reason=exc)) from None
    return SavedGame(game, seats)


# ----- where autosaves live --------------------------------------------------------------------------
def _folder(directory=None) -> Path:
    """The data folder: ``directory``, else ``<AppDataLocation>`` once (``~/.local/share/cardgame_gui``).
    Qt appends the organization and the application, which are the same name here: the folder is named
    once, not ``cardgame_gui/cardgame_gui``."""
    if directory is not None:
        return Path(directory)
    if QCoreApplication.organizationName() and QCoreApplication.applicationName():
        folder = Path(QStandardPaths.writableLocation(QStandardPaths.AppDataLocation))
        if folder.name == APPLICATION and folder.parent.name == ORGANIZATION:
            return folder.parent
        return folder
    return Path(QStandardPaths.writableLocation(QStandardPaths.GenericDataLocation)) / APPLICATION


def _move_up_from_nested(folder: Path) -> None:
    """Earlier versions kept their files in ``<folder>/cardgame_gui``: move them up (never over a file of
    the same name) and remove the nested folder once it is empty."""
    nested = folder / APPLICATION
    if not nested.is_dir() or nested.is_symlink():
        return
    for entry in nested.iterdir():
        if not os.path.lexists(folder / entry.name):
            os.replace(entry, folder / entry.name)
    try:
        nested.rmdir()
    except OSError:
        pass  # a file of the same name stayed behind: it is not lost


def data_dir(directory=None) -> Path:
    folder = _folder(directory)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def prepare_data_dir(directory=None) -> str | None:
    folder = _folder(directory)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if directory is None:
            _move_up_from_nested(folder)
        _remove_stale_temp_files(folder)
        handle, probe = tempfile.mkstemp(prefix=".write-test.", suffix=".tmp", dir=folder)
        os.close(handle)
        os.unlink(probe)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        log.warning("Games cannot be autosaved: the data folder %s cannot be written (%s)", folder, reason)
        return translate("Saves", "Games cannot be autosaved: the data folder {folder} cannot be written ({reason}). "
                                  "This session will not be kept when you quit.").format(folder=folder, reason=reason)
    return None


def _remove_stale_temp_files(folder: Path) -> None:
    """Temp files of atomic writes (``.<name>.<random>.tmp``) that a killed program left behind."""
    now = time.time()
    for temp in folder.glob(".*.tmp"):
        try:
            if temp.is_file() and now - temp.stat().st_mtime > STALE_TEMP_SECONDS:
                temp.unlink()
        except OSError:
            pass  # another program's file, or already gone: not ours to insist on


def keep_aside(path) -> Path | None:
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for number in range(1000):
        aside = path.with_name(f"{path.name}.bad-{stamp}" + (f"-{number}" if number else ""))
        if os.path.lexists(aside):
            continue
        try:
            os.link(path, aside)  # unlike a rename on POSIX, a link never replaces an existing file
        except FileExistsError:
            continue
        except OSError:  # a folder without hard links: the name was free a moment ago
            try:
                os.rename(path, aside)
            except OSError as exc:
                log.warning("could not keep %s aside: %s", path, exc)
                return None
            return aside
        try:
            os.unlink(path)
        except OSError as exc:
            log.warning("kept a copy of %s as %s but could not remove it: %s", path, aside, exc)
        return aside
    return None


def autosave_path(directory=None, name: str = AUTOSAVE_NAME) -> Path:
    return _folder(directory) / name


def write_autosave(game: Game, seats: list | None = None, directory=None, name: str = AUTOSAVE_NAME) -> Path:
    try:
        folder = data_dir(directory)
    except OSError as exc:
        raise SaveError(translate("Saves", "Could not autosave: the data folder {folder} cannot be created "
                                           "({reason}).").format(folder=_folder(directory),
                                                                 reason=exc.strerror or exc)) from None
    path = folder / name
    save_game(game, path, seats)
    return path


def has_autosave(directory=None, name: str = AUTOSAVE_NAME) -> bool:
    try:
        return autosave_path(directory, name).is_file()
    except OSError:
        return False


def continue_game(directory=None, name: str = AUTOSAVE_NAME) -> SavedGame | None:
    if not has_autosave(directory, name):
        return None
    return open_game(autosave_path(directory, name))


def clear_autosave(directory=None, name: str = AUTOSAVE_NAME) -> None:
    try:
        autosave_path(directory, name).unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:  # a read-only folder: the next start offers the game again, nothing worse
        log.warning("could not remove the autosave: %s", exc)


# ----- saved games without a file of their own ---------------------------------------------------------
def saved_games_dir(directory=None) -> Path:
    return _folder(directory) / SAVED_GAMES


def save_in_saved_games(game: Game, seats: list | None = None, directory=None) -> Path:
    folder = saved_games_dir(directory)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveError(translate("Saves", "Could not save: the folder {folder} cannot be created ({reason}).").format(
            folder=folder, reason=exc.strerror or exc)) from None
    stem = f"{game.info.name} {time.strftime('%Y-%m-%d %H.%M')}"
    path = next(p for p in (folder / (stem + (f" ({n})" if n > 1 else "") + ".json") for n in range(1, 10**6))
                if not os.path.lexists(p))
    save_game(game, path, seats)
    return path
