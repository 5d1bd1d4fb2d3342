"""Statistics: games played and won per game and seat level, best and average scores.

Public API::

    store = StatsStore(path=None)       # default: <data dir>/statistics.json (saves.data_dir(), i.e.
                                        #   QStandardPaths.AppDataLocation); tests pass a temp path.
                                        #   Without a writable data folder it keeps statistics in
                                        #   memory for the session (store.path None, store.warning set).
                                        #   A corrupt or foreign file is moved aside to
                                        #   statistics.json.bad-<time> (never over an earlier one) and
                                        #   the store starts empty; a file that exists but cannot be
                                        #   read is never written over (this session's games stay in
                                        #   memory). store.warning then holds a sentence for the status
                                        #   bar (None when all was well).
    store.record_game(game_id, seats, scores, winners) -> None
        # once per finished game: seats as the picker returns them ([{"kind": "human"|"bot",
        #   "level": ...}]), scores = game.scores(), winners = game.winners(). Every seat counts one game
        #   for its level ("human" or the bot level; a seat of kind "elsewhere", another person's at a LAN
        #   table, is not counted here); a seat in winners counts a win. Written at once:
        #   under a lock file (statistics.json.lock) the file is read again, the game added and the
        #   result written atomically, so two windows finishing games at once both count. A failed
        #   write sets store.warning and never raises.
    store.rows() -> list[StatRow]       # (game_id, game name, level, played, won, best, average), sorted
    store.entry(game_id, level) -> dict | None   # {"played", "won", "best", "total"}
    store.reset()                       # forget everything (and write the empty file)
    lowest_wins(game_id) -> bool        # True for games where the lowest total wins (Contract Rummy)
    level_name(level) -> str            # a bot level in the player's words ("Casual" -> "Gelegenheitsspieler")

    dialog = StatisticsDialog(store, parent=None)   # a table of store.rows() with a Reset button
    Signals: the QDialog ones.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QLockFile, Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHeaderView, QLabel, QMessageBox, QPushButton,
                               QTableWidget, QTableWidgetItem, QVBoxLayout)

from ... import i18n
from ...i18n import translate, translate_noop
from ...session.messages import bot_level_name
from ...session.saves import SaveError, atomic_write_text, data_dir, keep_aside

STATS_NAME = "statistics.json"
STATS_FORMAT = "cardgame_gui-stats/1"
LOWEST_WINS = frozenset({"contract_rummy"})  # penalty-point games: the lowest total wins
LEVEL_ORDER = ("human", "random", "casual", "expert")
LOCK_WAIT_MS = 5000  # another window writing its game holds the lock for milliseconds
MAX_STATS_BYTES = 16 * 2**20
log = logging.getLogger(__name__)


def lowest_wins(game_id: str) -> bool:
    return game_id in LOWEST_WINS


def level_name(level: str) -> str:
    """A bot level as the picker, the statistics and the status bar name it, at the start of a line
    ("Gelegenheitsspieler", "Occasionnel"); an unknown one as it is, capitalised."""
    name = bot_level_name(level)
    return name[:1].upper() + name[1:]


class StatRow(NamedTuple):
    game_id: str
    game_name: str
    level: str
    played: int
    won: int
    best: int | float | None
    average: float | None


def _valid_entry(entry) -> bool:
    if not isinstance(entry, dict):
        return False
    played, won, total, best = entry.get("played"), entry.get("won"), entry.get("total"), entry.get("best")
    numbers = all(isinstance(v, int) and not isinstance(v, bool) for v in (played, won))
    return (numbers and 0 <= won <= played and isinstance(total, (int, float)) and not isinstance(total, bool)
            and (best is None or (isinstance(best, (int, float)) and not isinstance(best, bool))))


def _parse(raw: bytes) -> dict:
    """The games of a statistics file; ValueError (or KeyError, RecursionError) when it is not one."""
    if len(raw) > MAX_STATS_BYTES:
        raise ValueError("far too large for a statistics file")
    data = json.loads(raw.decode("utf-8"))
    games = data["games"] if isinstance(data, dict) and data.get("format") == STATS_FORMAT else None
    if not isinstance(games, dict) or not all(
            isinstance(levels, dict) and all(_valid_entry(e) for e in levels.values())
            for levels in games.values()):
        raise ValueError("not a statistics file of this program")
    return games


def _add_game(games: dict, game_id: str, seats: list, scores: list, winners: list) -> None:
    low = lowest_wins(game_id)
    levels = games.setdefault(game_id, {})
    for seat, (place, score) in enumerate(zip(seats, scores)):
        if place.get("kind") not in ("human", "bot"):  # "elsewhere": another person's seat at a LAN table
            continue
        level = "human" if place.get("kind") == "human" else str(place.get("level") or "bot")
        entry = levels.setdefault(level, {"played": 0, "won": 0, "best": None, "total": 0})
        entry["played"] += 1
        entry["won"] += 1 if seat in winners else 0
        entry["total"] += score
        if entry["best"] is None or (score < entry["best"] if low else score > entry["best"]):
            entry["best"] = score


class StatsStore:
    def __init__(self, path=None):
        self.warning: str | None = None
        self._games: dict[str, dict[str, dict]] = {}
        self._blocked = False  # the file could not be read: never write over it
        if path is None:
            try:
                path = data_dir() / STATS_NAME
            except OSError as exc:  # no writable data folder: keep this session's statistics in memory
                self.warning = translate("StatsStore", "Statistics cannot be kept on disk: {reason}.").format(
                    reason=exc.strerror or exc)
                log.warning(self.warning)
        self.path = Path(path) if path is not None else None
        self._games = self._read_disk() or {}

    # ----- reading and writing ----------------------------------------------------------------------
    def _read_disk(self) -> dict | None:
        """The games in the file ({} when there is none, or it was damaged and has been moved aside);
        None when it cannot be read or moved aside: then it is left alone for good."""
        if self.path is None or self._blocked:
            return None
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return {}
        except OSError as exc:  # intact perhaps, but not ours to read now: never write over it
            return self._block(translate("StatsStore", "The statistics file could not be read ({reason}), so the "
                                                       "games of this session are not added to it.").format(
                reason=exc.strerror or exc))
        try:
            return _parse(raw)
        except (ValueError, KeyError, RecursionError) as exc:  # UnicodeDecodeError is a ValueError
            aside = keep_aside(self.path)
            if aside is None:
                return self._block(translate("StatsStore", "The statistics file is damaged and could not be moved "
                                                           "aside, so the games of this session are not added to "
                                                           "it."))
            self.warning = translate("StatsStore", "The statistics file could not be read, so statistics start "
                                                   "afresh (the old file is kept as {file}).").format(file=aside.name)
            log.warning("%s: %s", self.warning, exc)
            return {}

    def _block(self, warning: str) -> None:
        self._blocked = True
        self.warning = warning
        log.warning(warning)
        return None

    def _update(self, change) -> None:
        """Apply ``change(games)`` to the file's current games under the lock and write them back; without
        a usable file, to the games in memory."""
        if self.path is None or self._blocked:
            change(self._games)
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass  # the lock below fails and says so
        lock = QLockFile(str(self.path) + ".lock")
        if not lock.tryLock(LOCK_WAIT_MS):
            change(self._games)
            self.warning = translate("StatsStore", "Statistics could not be saved: the statistics file is locked "
                                                   "or its folder cannot be written.")
            log.warning(self.warning)
            return
        try:
            games = self._read_disk()
            if games is None:
                change(self._games)
                return
            change(games)
            self._games = games
            self._write()
        finally:
            lock.unlock()

    def _write(self) -> None:
        text = json.dumps({"format": STATS_FORMAT, "games": self._games}, indent=1, sort_keys=True)
        try:
            atomic_write_text(self.path, text + "\n")
        except (SaveError, OSError) as exc:
            self.warning = translate("StatsStore", "Statistics could not be saved: {reason}").format(reason=exc)
            log.warning(self.warning)

    # ----- the store --------------------------------------------------------------------------------
    def record_game(self, game_id: str, seats: list, scores: list, winners: list) -> None:
        if len(seats) != len(scores):
            raise ValueError(f"{len(seats)} seats but {len(scores)} scores")
        self._update(lambda games: _add_game(games, game_id, seats, scores, winners))

    def entry(self, game_id: str, level: str) -> dict | None:
        entry = self._games.get(game_id, {}).get(level)
        return dict(entry) if entry else None

    def rows(self) -> list[StatRow]:
        result = []
        for game_id, levels in self._games.items():
            name = i18n.game_name(game_id)
            for level, e in levels.items():
                average = e["total"] / e["played"] if e["played"] else None
                result.append(StatRow(game_id, name, level, e["played"], e["won"], e["best"], average))
        rank = {level: i for i, level in enumerate(LEVEL_ORDER)}
        return sorted(result, key=lambda r: (r.game_name, rank.get(r.level, len(rank)), r.level))

    def reset(self) -> None:
        self._update(lambda games: games.clear())


class StatisticsDialog(QDialog):
    COLUMNS = (translate_noop("StatisticsDialog", "Game"), translate_noop("StatisticsDialog", "Seat"),
               translate_noop("StatisticsDialog", "Played"), translate_noop("StatisticsDialog", "Won"),
               translate_noop("StatisticsDialog", "Won %"), translate_noop("StatisticsDialog", "Best"),
               translate_noop("StatisticsDialog", "Average"))

    def __init__(self, store: StatsStore, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("StatisticsDialog", "Statistics"))
        self.setObjectName("statisticsDialog")
        self.store = store
        layout = QVBoxLayout(self)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.table = QTableWidget(0, len(self.COLUMNS))
        self.table.setAccessibleName(translate("StatisticsDialog", "Statistics"))
        self.table.setHorizontalHeaderLabels([translate("StatisticsDialog", column) for column in self.COLUMNS])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.Stretch)
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        self.reset_button = QPushButton(translate("StatisticsDialog", "Reset…"))
        self.reset_button.setToolTip(translate("StatisticsDialog", "Forget all statistics"))
        buttons.addButton(self.reset_button, QDialogButtonBox.ResetRole)
        self.reset_button.clicked.connect(self._on_reset)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(620, 360)
        self.refresh()

    def refresh(self) -> None:
        rows = self.store.rows()
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            level = translate("StatisticsDialog", "You (human)") if row.level == "human" else translate(
                "StatisticsDialog", "{level} bot").format(level=level_name(row.level))
            percent = f"{100 * row.won / row.played:.0f}%" if row.played else "–"
            best = "–" if row.best is None else f"{row.best:g}"
            average = "–" if row.average is None else f"{row.average:.1f}"
            for c, text in enumerate((row.game_name, level, str(row.played), str(row.won), percent, best,
                                      average)):
                item = QTableWidgetItem(text)
                if c >= 2:
                    item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
                if c == 5 and lowest_wins(row.game_id):
                    item.setToolTip(translate("StatisticsDialog", "Lowest total: in this game the lowest score wins"))
                self.table.setItem(r, c, item)
        notes = []
        if self.store.warning:
            notes.append(self.store.warning)
        if not rows:
            notes.append(translate("StatisticsDialog", "No finished games yet. Statistics are kept for every game "
                                                       "played to the end."))
        self.note.setText("\n".join(notes))
        self.note.setVisible(bool(notes))

    def _on_reset(self) -> None:
        answer = QMessageBox.question(self, translate("StatisticsDialog", "Reset statistics"),
                                      translate("StatisticsDialog", "Forget all statistics?"))
        if answer == QMessageBox.Yes:
            self.store.reset()
            self.refresh()
