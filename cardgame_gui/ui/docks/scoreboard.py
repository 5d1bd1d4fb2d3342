"""The scoreboard: a table model over a view's score sheet, a dock with the table, CSV export and a chart.

Public API::

    model = ScoreSheetModel(parent=None)
    model.set_view(view) -> bool    # False if the sheet is unchanged. view["history"]: one dict per
                                    #   finished hand (any keys; lists of one value per seat or per
                                    #   side become one column per seat/side;
                                    #   "bids" and "tricks" share a "bid/won" column: "2/3")
    model.rowCount() / columnCount() / data(index, role) / headerData(...)
    model.data(index, LEADER_ROLE) -> bool   # LEADER_ROLE = Qt.UserRole + 1. True in the columns
                                    #   of the seat(s)/side(s) leading after that hand (highest
                                    #   total; lowest in games where low wins); those cells also
                                    #   get a highlighted BackgroundRole and a bold font
    model.csv_rows() -> list[list[str]]      # header row, then one row per hand ("South bid",
                                    #   "South won", "South pts", "South total", ...: bid/won split)
    model.series() -> (labels, [[running total after each hand] per seat or side])

    dock = ScoreboardDock(parent=None)   # QDockWidget "Scores" (objectName "scoreboardDock")
    dock.update_from_view(view)      # redraw table and chart from a view (call after every hand, or
                                     #   after any action: an unchanged sheet does not reset the model)
    dock.set_details(shown)          # False: only the hand number and running totals (the "Details" box);
                                     #   when those do not fit the dock's width, the totals are headed by
                                     #   short names ("P5"; the whole title in the header's tooltip)
    dock.export_csv(path)            # write the sheet as CSV (UTF-8); OSError if the file cannot be written
    dock.model, dock.table (QTableView), dock.chart (ScoreChart), dock.export_button
    Signals: exported(str path) after a successful "Export CSV…" or export_csv().

    chart = ScoreChart(parent=None)  # QWidget drawing running totals per seat with QPainter
    chart.set_series(labels, series)
    chart.series() -> [[0, total after hand 1, ...] per line]
"""

from __future__ import annotations

import copy
import csv
import re
from typing import NamedTuple

from PySide6.QtCore import QAbstractTableModel, QEvent, QModelIndex, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QCheckBox, QDockWidget, QFileDialog, QHBoxLayout, QHeaderView, QLabel, QMessageBox,
                               QPushButton, QSizePolicy, QSplitter, QTableView, QVBoxLayout, QWidget)

from ...i18n import translate, translate_noop
from ..scene.cards import SUIT_SYMBOLS
from ..scene.words import contract_words, shown_names, strain_label
from ...session.messages import names_and
from ..results.stats import lowest_wins

LEADER_ROLE = int(Qt.UserRole) + 1
# Roles as plain ints: comparing an int with a PySide6 enum member costs microseconds, and data() is
# called for every cell and role on every repaint.
_DISPLAY, _ALIGN, _TOOLTIP = int(Qt.DisplayRole), int(Qt.TextAlignmentRole), int(Qt.ToolTipRole)
_BACKGROUND, _FOREGROUND, _FONT = int(Qt.BackgroundRole), int(Qt.ForegroundRole), int(Qt.FontRole)
FIELD_TITLES = {"bids": "bid", "tricks": "won", "points": "pts", "totals": "total", "scores": "total",
                "side_points": "pts", "side_totals": "total"}  # a seat's (side's) columns, in this order
# every English column title, marked for translation (translated where shown, context "ScoreSheet")
TITLE_WORDS = {"bid": translate_noop("ScoreSheet", "bid"), "won": translate_noop("ScoreSheet", "won"),
               "pts": translate_noop("ScoreSheet", "pts"), "total": translate_noop("ScoreSheet", "total"),
               "bid/won": translate_noop("ScoreSheet", "bid/won"), "cards": translate_noop("ScoreSheet", "cards"),
               "dealer": translate_noop("ScoreSheet", "dealer"), "trump": translate_noop("ScoreSheet", "trump"),
               "contract": translate_noop("ScoreSheet", "contract"),
               "declarer": translate_noop("ScoreSheet", "declarer"),
               "bidding side": translate_noop("ScoreSheet", "bidding side"),
               "takers tricks": translate_noop("ScoreSheet", "takers tricks"),
               "partner": translate_noop("ScoreSheet", "partner"), "alone": translate_noop("ScoreSheet", "alone"),
               "declarer side": translate_noop("ScoreSheet", "declarer side"),
               "needed": translate_noop("ScoreSheet", "needed"), "side tricks": translate_noop("ScoreSheet", "side tricks"),
               "made": translate_noop("ScoreSheet", "made"), "round": translate_noop("ScoreSheet", "round"),
               "went out": translate_noop("ScoreSheet", "went out"), "ended": translate_noop("ScoreSheet", "ended")}
# a sheet's words for how a hand ended ("ended": "piles_empty")
VALUE_WORDS = {"out": translate_noop("ScoreSheet", "out"),
               "piles_empty": translate_noop("ScoreSheet", "piles empty")}
# the engine's English contract in a rummy sheet ("2 groups and 1 run", engine/melds.contract_text), read
# back into its counts so the sheet says it in the player's words
_CONTRACT = re.compile(r"^(?:(\d+) groups?)?(?: and )?(?:(\d+) runs?)?$")
TOTAL_KEYS = ("totals", "scores", "side_totals")
SCORE_KEYS = {"points", "side_points", *TOTAL_KEYS}
SEAT_KEYS = {"dealer", "declarer", "seat", "partner", "went_out", "winner", "leader", "caller", "victim"}
LEADER_COLOUR = QColor(255, 236, 160)
_CENTRE = int(Qt.AlignCenter)
SERIES_COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2")


def format_value(key: str, value, names: list[str]) -> str:
    """A history cell in words: None as a dash, suits as symbols, seats by name, dicts compactly."""
    if value is None:
        return strain_label("NT") if key == "trump" else "–"
    if isinstance(value, bool):
        return translate("ScoreSheet", "yes") if value else translate("ScoreSheet", "no")
    if key == "trump" and value in SUIT_SYMBOLS:
        return SUIT_SYMBOLS[value]
    if key in SEAT_KEYS and isinstance(value, int) and 0 <= value < len(names):
        return names[value]
    if isinstance(value, dict):
        if "level" in value and "strain" in value:
            return f"{value['level']}{strain_label(value['strain'])}"
        return " ".join(format_value(k, v, names) for k, v in value.items())
    if isinstance(value, list):
        if key.endswith("side") and all(isinstance(v, int) and 0 <= v < len(names) for v in value):
            return " & ".join(names[v] for v in value)  # a list of seats: "South & North"
        return " ".join(format_value(key, v, names) for v in value)
    if isinstance(value, str):
        return _words(key, value)
    return str(value)


def _words(key: str, value: str) -> str:
    """A word of the sheet in the player's language: a rummy contract ("2 groups and 1 run"), how a round
    ended ("piles_empty"); any other as the engine wrote it, "_" as spaces."""
    contract = _CONTRACT.match(value) if key == "contract" else None
    if contract and any(contract.groups()):
        return contract_words({"groups": int(contract.group(1) or 0), "runs": int(contract.group(2) or 0)})
    if value in VALUE_WORDS:
        return translate("ScoreSheet", VALUE_WORDS[value])
    return value.replace("_", " ")


def _per_entity(key: str, length: int, players: int) -> bool:
    """Whether a list in the sheet holds one value per seat or side (a column each), rather than being
    one value of the hand (like "bidding_side": [0, 2])."""
    return key in FIELD_TITLES or key.startswith("side_") or length == players


class _Group(NamedTuple):
    label: str      # "South", or "South & North" for a side
    size: int       # how many entities the lists behind it hold (seats, or sides)
    index: int      # which of them
    keys: list      # the history keys shown for it, in column order


class ScoreSheetModel(QAbstractTableModel):
    """Rows are hands; columns are the sheet's scalar fields, then for each seat (or side) its fields.
    Where a seat has both a bid and a trick count they share one column, "bid/won" ("2/3")."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._history: list[dict] = []
        self._names: list[str] = []
        self._groups: list[_Group] = []
        self._columns: list[tuple[tuple[str, ...], int | None]] = []  # (keys, group index or None)
        self._leaders: list[set[int]] = []  # per row: the groups that lead after that hand
        self._display: list[list[str]] = []  # per row, per column: the text shown
        self._leader_brush = QBrush(LEADER_COLOUR)
        self._leader_text = QBrush(QColor(0, 0, 0))
        self._bold = QFont()
        self._bold.setBold(True)
        self._low_wins = False
        self._signature = None
        self.short_titles = False  # totals headed by short names (the compact sheet in a narrow dock)

    # ----- feeding ----------------------------------------------------------------------------------
    def set_view(self, view: dict) -> bool:
        """Show this view's score sheet; returns False (and leaves the model alone) if nothing changed."""
        history = view.get("history") or []
        players = view.get("players") or len(view.get("scores") or []) or 0
        names = shown_names(dict(view, players=players))
        low = bool(view.get("lowest_wins", lowest_wins(view.get("game", ""))))
        signature = (history, names, low, view.get("sides"))
        if signature == self._signature:
            return False
        signature = copy.deepcopy(signature)  # our own copy: the caller's view may change later
        self.beginResetModel()
        self._signature = signature
        self._history = [h for h in signature[0] if isinstance(h, dict)]
        self._names = names
        self._low_wins = low
        self._layout(players, view.get("sides"))
        self.endResetModel()
        return True

    def _layout(self, players: int, sides) -> None:
        scalar, lists = [], {}
        for hand in self._history:
            for key, value in hand.items():
                if isinstance(value, list) and _per_entity(key, len(value), players):
                    if value and not all(isinstance(v, list) for v in value):
                        lists.setdefault(key, len(value))
                elif key not in scalar:
                    scalar.append(key)
        scalar = [k for k in scalar if k not in lists]
        by_size: dict[int, list[str]] = {}
        for key, size in lists.items():
            by_size.setdefault(size, []).append(key)
        self._groups = []
        scored_sizes = {size for size, keys in by_size.items() if SCORE_KEYS & set(keys)}
        # The entities that are scored come first (seats, or sides in a partnership sheet), then seats.
        for size in sorted(by_size, key=lambda n: (n not in scored_sizes, n != players, -n)):
            known = [k for k in FIELD_TITLES if k in by_size[size]]
            keys = known + [k for k in by_size[size] if k not in known]
            for index in range(size):
                self._groups.append(_Group(self._entity_label(index, size, players, sides), size, index, keys))
        self._columns = [((key,), None) for key in scalar]
        for number, group in enumerate(self._groups):
            keys = list(group.keys)
            if "bids" in keys and "tricks" in keys:
                keys.remove("tricks")
            self._columns.extend((("bids", "tricks") if k == "bids" and "tricks" in group.keys else (k,), number)
                                 for k in keys)
        self._leaders = [self._leading_groups(row) for row in range(len(self._history))]
        self._display = [["/".join(self._text(row, key, group) for key in keys) for keys, group in self._columns]
                         for row in range(len(self._history))]

    def _entity_label(self, index: int, size: int, players: int, sides) -> str:
        if size == players and index < len(self._names):
            return self._names[index]
        if isinstance(sides, list) and len(sides) == size:
            side = sides[index]
            if isinstance(side, list):
                return " & ".join(self._names[s] for s in side if isinstance(s, int) and 0 <= s < len(self._names))
            return str(side)
        if size * 2 == players:  # partners across the table
            return " & ".join(self._names[s] for s in range(index, players, size))
        return translate("ScoreSheet", "Side {number}").format(number=index + 1)

    def _cell(self, row: int, key: str, group: int | None):
        value = self._history[row].get(key)
        if group is None:
            return value
        index = self._groups[group].index
        return value[index] if isinstance(value, list) and index < len(value) else None

    def _total_of(self, row: int, group: int):
        keys = self._groups[group].keys
        for key in TOTAL_KEYS:
            if key in keys:
                return self._cell(row, key, group)
        for key in ("points", "side_points"):
            if key in keys:  # no running totals in the sheet: add the points up
                points = [self._cell(r, key, group) for r in range(row + 1)]
                return sum(p for p in points if isinstance(p, (int, float)) and not isinstance(p, bool))
        return None

    def _main_groups(self) -> list[int]:
        """The groups compared for the lead and charted: the seats if the sheet scores seats, else the
        sides (a partnership sheet may list bids per seat but points and totals per side)."""
        scored = [group for group in self._groups if SCORE_KEYS & set(group.keys)]
        if not scored:
            return []
        size = scored[0].size
        return [g for g, group in enumerate(self._groups) if group.size == size]

    def _leading_groups(self, row: int) -> set[int]:
        totals = {g: self._total_of(row, g) for g in self._main_groups()}
        numbers = {g: t for g, t in totals.items() if isinstance(t, (int, float)) and not isinstance(t, bool)}
        if not numbers:
            return set()
        best = (min if self._low_wins else max)(numbers.values())
        return {g for g, t in numbers.items() if t == best}

    @property
    def low_wins(self) -> bool:
        return self._low_wins

    def is_summary_column(self, column: int) -> bool:
        """True for the columns kept when details are hidden: the hand number and the running totals."""
        keys, group = self._columns[column]
        return keys[0] in TOTAL_KEYS or (group is None and keys[0] in ("hand", "round"))

    # ----- the Qt model -----------------------------------------------------------------------------
    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._history)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._columns)

    @staticmethod
    def _field_title(keys: tuple[str, ...], scalar: bool) -> str:
        if keys == ("bids", "tricks"):
            title = "bid/won"
        elif scalar and keys == ("hand",):
            return "#"
        else:
            title = FIELD_TITLES.get(keys[0], keys[0].replace("_", " "))
        return translate("ScoreSheet", TITLE_WORDS[title]) if title in TITLE_WORDS else title

    def column_title(self, column: int, multiline: bool = True) -> str:
        keys, group = self._columns[column]
        title = self._field_title(keys, group is None)
        if group is None:
            return title
        return f"{self._groups[group].label}{chr(10) if multiline else ' '}{title}"

    def set_short_titles(self, short: bool) -> None:
        if short != self.short_titles:
            self.short_titles = short
            self.headerDataChanged.emit(Qt.Horizontal, 0, max(0, len(self._columns) - 1))

    def column_texts(self, column: int) -> list[str]:
        """The heading's lines and every cell of a column, as shown in full (to measure its width)."""
        return self.column_title(column).split("\n") + [row[column] for row in self._display]

    def short_title(self, column: int) -> str:
        """A total's heading in a narrow dock: "P5" for "Player 5", the first three letters of a name."""
        keys, group = self._columns[column]
        if group is None or keys[0] not in TOTAL_KEYS:
            return self.column_title(column)
        words = self._groups[group].label.split()
        if len(words) > 1 and words[-1].isdigit():
            return words[0][:1] + words[-1]
        return self._groups[group].label[:3]

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if role == _TOOLTIP and orientation == Qt.Horizontal and 0 <= section < len(self._columns):
            return self.column_title(section, multiline=False)
        if role != _DISPLAY:
            return None
        if orientation == Qt.Horizontal and 0 <= section < len(self._columns):
            return self.short_title(section) if self.short_titles else self.column_title(section)
        if orientation == Qt.Vertical and 0 <= section < len(self._history):
            return str(section + 1)
        return None

    def _text(self, row: int, key: str, group: int | None) -> str:
        value = self._cell(row, key, group)
        if key in ("points", "side_points") and isinstance(value, int) and not isinstance(value, bool) \
                and value > 0 and not self._low_wins:  # penalty points (lowest wins) are not gains
            return f"+{value}"
        return format_value(key, value, self._names)

    def data(self, index, role=Qt.DisplayRole):
        # Views call this for every cell and role on each repaint: answer from precomputed rows.
        row, column = index.row(), index.column()
        if not index.isValid() or row >= len(self._display) or column >= len(self._columns):
            return None
        if role == _DISPLAY:
            return self._display[row][column]
        if role == _ALIGN:
            return _CENTRE
        keys, group = self._columns[column]
        leader = group is not None and group in self._leaders[row]
        if role == LEADER_ROLE:
            return leader
        if leader and keys[0] in TOTAL_KEYS:
            if role == _BACKGROUND:
                return self._leader_brush
            if role == _FOREGROUND:
                return self._leader_text  # dark text on the light highlight, in dark themes too
            if role == _FONT:
                return self._bold
        if role == _TOOLTIP and group is not None:
            entry = self._history[row]
            parts = ", ".join(f"{self._field_title((k,), False)} {self._text(row, k, group)}" for k in keys)
            label = self._groups[group].label
            if "round" in entry and "hand" not in entry:
                tip = translate("ScoreSheet", "{player}, round {number}: {values}").format(
                    player=label, number=entry["round"], values=parts)
            else:
                tip = translate("ScoreSheet", "{player}, hand {number}: {values}").format(
                    player=label, number=entry.get("hand", row + 1), values=parts)
            return translate("ScoreSheet", "{line} (leading)").format(line=tip) if leader else tip
        return None

    # ----- plain data ---------------------------------------------------------------------------------
    def csv_rows(self) -> list[list[str]]:
        """Header row, then one row per hand; a "bid/won" column is split into its two numbers."""
        header, cells = [], []
        for keys, group in self._columns:
            for key in keys:
                title = self._field_title((key,), group is None)
                header.append(title if group is None else f"{self._groups[group].label} {title}")
                cells.append((key, group))
        rows = [header]
        for row in range(len(self._history)):
            rows.append([self._text(row, key, group) for key, group in cells])
        return rows

    def series(self) -> tuple[list[str], list[list[float]]]:
        """Labels and running totals after each hand, for the seats (or sides); ([], []) if none."""
        groups = self._main_groups()
        totals = [[self._total_of(row, g) for row in range(len(self._history))] for g in groups]
        if not any(isinstance(v, (int, float)) for values in totals for v in values):
            return [], []  # a sheet without totals or points has nothing to chart
        labels = [self._groups[g].label for g in groups]
        return labels, [[v if isinstance(v, (int, float)) else 0 for v in values] for values in totals]


class ChartLayout(NamedTuple):
    plot: QRectF  # the lines' area
    labels: list[str]  # the legend's labels as painted
    most: float  # the room of a legend label
    caption: str  # "after 3 hands"
    caption_rect: QRectF
    low: float
    high: float
    points: int  # 0 then one point per hand scored
    left: float  # the room of the axis figures


class ScoreChart(QWidget):
    """Running totals per seat as lines (QPainter only), with a legend; empty until a hand is scored."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setAccessibleName(translate("ScoreChart", "Score chart"))
        self.setMinimumHeight(130)
        self._labels: list[str] = []
        self._series: list[list[float]] = []
        self.rounds = False  # Contract Rummy is scored by rounds, the trick games by hands

    def set_series(self, labels: list[str], series: list[list[float]]) -> None:
        self._labels = list(labels)
        self._series = [[0] + list(s) for s in series if s]  # every line starts at 0, before hand 1
        summary = "\n".join(f"{label}: {s[-1]}" for label, s in zip(self._labels, self._series) if s)
        self.setToolTip(summary)
        self.setAccessibleDescription(translate("ScoreChart", "Running totals. {totals}").format(totals=summary)
                                      if summary else self._nothing_yet())
        self.update()

    def _nothing_yet(self) -> str:
        return translate("ScoreChart", "No round scored yet") if self.rounds else \
            translate("ScoreChart", "No hand scored yet")

    def series(self) -> list[list[float]]:
        """The lines drawn: per seat (or side), 0 then the running total after each hand."""
        return [list(s) for s in self._series]

    def _layout(self) -> "ChartLayout | None":
        """Where the plot, the legend and the caption go at the widget's size (None: nothing scored yet). A
        legend label takes at most 40% of the width (a long name ends in "…", the tooltip has it whole); the
        caption may be wider than the plot: it is centred under it within the widget."""
        points = max((len(s) for s in self._series), default=0)
        if points == 0:
            return None
        metrics = QFontMetricsF(self.font())
        values = [v for s in self._series for v in s] + [0]
        low, high = min(values), max(values)
        if high == low:
            high = low + 1
        most = max(40.0, self.width() * 0.4 - 28)
        labels = [metrics.elidedText(label, Qt.ElideRight, most) for label in self._labels]
        legend_width = max(metrics.horizontalAdvance(label) for label in labels) + 28
        left = max(metrics.horizontalAdvance(str(int(low))), metrics.horizontalAdvance(str(int(high)))) + 10
        plot = QRectF(left, 8, self.width() - left - legend_width - 12, self.height() - 16 - metrics.height())
        caption = translate("ScoreChart", "after %n round(s)", points - 1) if self.rounds else \
            translate("ScoreChart", "after %n hand(s)", points - 1)
        width = min(float(self.width()), max(plot.width(), metrics.horizontalAdvance(caption) + 4))
        x = min(max(0.0, plot.center().x() - width / 2), self.width() - width)
        return ChartLayout(plot, labels, most, caption, QRectF(x, plot.bottom() + 2, width, metrics.height()),
                           low, high, points, left)

    def plot_rect(self) -> QRectF:
        layout = self._layout()
        return layout.plot if layout else QRectF()

    def caption_rect(self) -> QRectF:
        layout = self._layout()
        return layout.caption_rect if layout else QRectF()

    def painted_texts(self) -> list[tuple[str, QFont, float]]:
        """(text, font, room in px) of the legend's labels and the caption, as painted."""
        layout = self._layout()
        if layout is None:
            return []
        font = self.font()
        return [(label, font, layout.most) for label in layout.labels] + \
            [(layout.caption, font, layout.caption_rect.width())]

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.base())
        text_pen = QPen(palette.text().color())
        metrics = painter.fontMetrics()
        layout = self._layout()
        if layout is None:
            painter.setPen(text_pen)
            painter.drawText(self.rect(), Qt.AlignCenter | Qt.TextWordWrap,
                             translate("ScoreChart", "The chart fills in as rounds are scored") if self.rounds
                             else translate("ScoreChart", "The chart fills in as hands are scored"))
            return
        plot, low, high, points, left = layout.plot, layout.low, layout.high, layout.points, layout.left
        if plot.width() < 20 or plot.height() < 20:
            return

        def at(i: int, v: float) -> QPointF:
            x = plot.left() + (plot.width() * i / (points - 1) if points > 1 else plot.width() / 2)
            return QPointF(x, plot.bottom() - (v - low) / (high - low) * plot.height())

        grid = QColor(palette.text().color())
        grid.setAlpha(60)
        painter.setPen(QPen(grid, 1))
        painter.drawRect(plot)
        zero_y = at(0, 0).y()
        if low < 0 < high:
            painter.drawLine(QPointF(plot.left(), zero_y), QPointF(plot.right(), zero_y))
            if zero_y - plot.top() > metrics.height() and plot.bottom() - zero_y > metrics.height():
                painter.setPen(text_pen)
                painter.drawText(QRectF(0, zero_y - metrics.height() / 2, left - 4, metrics.height()),
                                 Qt.AlignRight | Qt.AlignVCenter, "0")
        painter.setPen(text_pen)
        painter.drawText(QRectF(0, plot.top() - 6, left - 4, metrics.height()), Qt.AlignRight, str(int(high)))
        painter.drawText(QRectF(0, plot.bottom() - metrics.height() + 6, left - 4, metrics.height()),
                         Qt.AlignRight, str(int(low)))
        painter.drawText(layout.caption_rect, Qt.AlignCenter, layout.caption)
        count = len(self._series)
        for number, (label, series) in enumerate(zip(layout.labels, self._series)):
            colour = QColor(SERIES_COLOURS[number % len(SERIES_COLOURS)])
            painter.setPen(QPen(colour, 2))
            # Seats with equal totals would hide each other's lines: nudge each line a pixel or two.
            nudge = QPointF(0, (number - (count - 1) / 2) * 1.5)
            path = QPainterPath(at(0, series[0]) + nudge)
            for i, v in enumerate(series[1:], 1):
                path.lineTo(at(i, v) + nudge)
            painter.setBrush(Qt.NoBrush)
            painter.drawPath(path)
            painter.setBrush(colour)
            painter.drawEllipse(at(len(series) - 1, series[-1]) + nudge, 2.5, 2.5)
            y = plot.top() + number * (metrics.height() + 2)
            x = plot.right() + 10
            painter.fillRect(QRectF(x, y + metrics.height() / 2 - 2, 12, 4), colour)
            painter.setPen(text_pen)
            painter.drawText(QPointF(x + 16, y + metrics.ascent()), label)
        painter.end()


class ScoreboardDock(QDockWidget):
    exported = Signal(str)

    def __init__(self, parent=None):
        super().__init__(translate("ScoreboardDock", "Scores"), parent)
        self.setObjectName("scoreboardDock")
        self.model = ScoreSheetModel(self)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAccessibleName(translate("ScoreboardDock", "Score sheet"))
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionBehavior(QTableView.SelectRows)
        self.table.setEditTriggers(QTableView.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.table.verticalHeader().setVisible(False)
        self.table.installEventFilter(self)  # a narrower dock may need the short headings
        self.chart = ScoreChart()
        splitter = QSplitter(Qt.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(self.chart)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        layout.addWidget(splitter, 1)
        # the summary on a line of its own over the buttons, as wide as the dock: a long leader line (or
        # a language's longer words) wraps there and the row grows; it never widens the dock
        self.summary = QLabel(translate("ScoreboardDock", "No hand scored yet"))
        self.summary.setAccessibleName(translate("ScoreboardDock", "Score summary"))
        self.summary.setWordWrap(True)
        self.summary.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.summary)
        row = QHBoxLayout()
        row.addStretch(1)
        self.details_box = QCheckBox(translate("ScoreboardDock", "Details"))
        self.details_box.setToolTip(translate("ScoreboardDock", "Show bids, tricks and points as well as the "
                                                                "running totals"))
        self.details_box.setChecked(False)  # compact: the running totals; details on demand
        self.details_box.toggled.connect(self.set_details)
        row.addWidget(self.details_box)
        self.export_button = QPushButton(translate("ScoreboardDock", "Export CSV…"))
        self.export_button.setToolTip(translate("ScoreboardDock", "Save the score sheet as a spreadsheet file"))
        self.export_button.clicked.connect(self._on_export)
        self.export_button.setEnabled(False)
        row.addWidget(self.export_button)
        layout.addLayout(row)
        self.setWidget(body)

    def set_details(self, shown: bool) -> None:
        """Show every column (True) or only the hand number and the running totals (False)."""
        if self.details_box.isChecked() != shown:
            self.details_box.setChecked(shown)  # comes back here through toggled
            return
        self._apply_details()

    def _apply_details(self) -> None:
        shown = self.details_box.isChecked()
        for column in range(self.model.columnCount()):
            self.table.setColumnHidden(column, not shown and not self.model.is_summary_column(column))
        self._fit_columns()

    def _fit_columns(self) -> None:
        """The compact totals fit the dock's width: with many seats (7) they get short headings."""
        model = self.model
        if self.details_box.isChecked():
            model.set_short_titles(False)
            return
        metrics = self.table.horizontalHeader().fontMetrics()
        pad = 2 * self.table.style().pixelMetric(self.style().PixelMetric.PM_HeaderMargin) + 8
        need = 0
        for column in range(model.columnCount()):
            if self.table.isColumnHidden(column):
                continue
            texts = model.column_texts(column)
            need += max(metrics.horizontalAdvance(t) for t in texts) + pad
        model.set_short_titles(need > self.table.viewport().width())

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize and watched is getattr(self, "table", None):
            self._fit_columns()  # (the Python side may be gone already while Qt tears the dock down)
        return super().eventFilter(watched, event)

    def update_from_view(self, view: dict) -> None:
        rounds = view.get("game") == "contract_rummy"  # scored by rounds, not hands
        if not self.model.set_view(view) and rounds == self.chart.rounds:
            return
        self.chart.rounds = rounds
        self._apply_details()
        labels, series = self.model.series()
        self.chart.set_series(labels, series)
        rows = self.model.rowCount()
        self.export_button.setEnabled(rows > 0)
        if rows:
            self.table.scrollToBottom()
            leaders = [labels[i] for i, s in enumerate(series) if s and s[-1] == (
                min if self.model.low_wins else max)(x[-1] for x in series if x)]
            who = (translate("ScoreboardDock", "{player} leads").format(player=leaders[0]) if len(leaders) == 1
                   else translate("ScoreboardDock", "{players} lead").format(players=names_and(leaders)))
            if rounds:
                self.summary.setText(translate("ScoreboardDock", "After %n round(s): {leaders}", rows).format(
                    leaders=who) if leaders else translate("ScoreboardDock", "%n round(s)", rows))
            else:
                self.summary.setText(translate("ScoreboardDock", "After %n hand(s): {leaders}", rows).format(
                    leaders=who) if leaders else translate("ScoreboardDock", "%n hand(s)", rows))
        else:
            self.summary.setText(translate("ScoreboardDock", "No round scored yet") if rounds
                                 else translate("ScoreboardDock", "No hand scored yet"))
        self.chart.update()

    def export_csv(self, path: str) -> None:
        with open(path, "w", newline="", encoding="utf-8") as handle:
            csv.writer(handle).writerows(self.model.csv_rows())
        self.exported.emit(str(path))

    def _on_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, translate("ScoreboardDock", "Export scores"), "scores.csv",
                                              translate("ScoreboardDock", "CSV files (*.csv)"))
        if not path:
            return
        try:
            self.export_csv(path)
        except OSError as exc:
            QMessageBox.warning(self, translate("ScoreboardDock", "Export failed"),
                                translate("ScoreboardDock", "Could not write {path}: {reason}.").format(
                                    path=path, reason=exc.strerror or exc))
