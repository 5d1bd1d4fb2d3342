"""Graphics items of the rummy table: cards that know where they lie, the two piles, a frame per meld and
an area per player.

Cards are the tables' shared ``CardItem`` (``ui/scene/items.py``), subclassed only to remember *where* a
card lies (``place``: ``"hand"``, ``"stock"``, ``"discard"``, ``"meld"``; ``meld`` and ``position`` for
table cards) and the keyboard modifiers of the press (shift-click extends a selection). A card reports to
its ``surface``: an object with ``pixmaps`` and the ``card_*`` callbacks. Meld cards use a ``Surface`` with
smaller pixmaps that forwards the callbacks to the rummy table, so they are blitted, never scaled.

Items draw; they never change the game.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ..scene.items import GOLD, PANEL, CardItem
from ..scene.words import dealer_letter

FIT = QColor(120, 220, 255)  # a drop target the dragged card fits


class Surface:
    """What a ``CardItem`` needs from its table: ``pixmaps`` and the four card callbacks."""

    def __init__(self, table, pixmaps):
        self.table, self.pixmaps = table, pixmaps

    def card_clicked(self, item) -> None:
        self.table.card_clicked(item)

    def card_activated(self, item) -> None:
        self.table.card_activated(item)

    def card_dragged(self, item) -> None:
        self.table.card_dragged(item)

    def card_dropped(self, item) -> None:
        self.table.card_dropped(item)


class RummyCard(CardItem):
    """A card with its place on the rummy table and the modifiers of the last press."""

    def __init__(self, surface, key: str, code: str, face_up: bool = True, place: str = "hand"):
        super().__init__(surface, code, face_up)
        self.key = key
        self.place = place
        self.meld: int | None = None
        self.position: int | None = None
        self.modifiers = Qt.KeyboardModifier.NoModifier
        self.new = False  # just drawn: marked until the next turn
        self.pixmaps_width = surface.pixmaps.width  # the size it was laid out for
        self.home_z = 0.0  # its depth at its place (a drag raises it; going home puts it back)

    def set_code(self, code: str, face_up: bool) -> None:
        if (code, face_up) != (self.code, self.face_up):
            self.code, self.face_up = code, face_up
            self.update()

    def set_movable(self, on: bool) -> None:
        """Take the mouse (a card that may be clicked or dragged) or let it pass."""
        if on != self.in_hand:
            self.set_in_hand(on)

    def mousePressEvent(self, event) -> None:
        self.modifiers = event.modifiers()
        super().mousePressEvent(event)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        super().paint(painter, option, widget)
        if self.new and not self.selected:
            p = self.table.pixmaps
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(FIT, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.boundingRect().adjusted(1.5, 1.5, -1.5, -1.5), p.width * 0.066,
                                    p.width * 0.066)


class _Lit(QGraphicsItem):
    """A rounded frame that lights up: ``fits`` (a possible drop target) and ``hot`` (under the card).
    Large antialiased rounded rectangles are slow to fill: these items paint from a cached pixmap."""

    def __init__(self):
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.rect = QRectF(0, 0, 10, 10)
        self.fits = False
        self.hot = False

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)

    def set_state(self, fits: bool, hot: bool) -> None:
        if (fits, hot) != (self.fits, self.hot):
            self.fits, self.hot = fits, hot
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def _frame(self, painter: QPainter, radius: float) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.hot:
            painter.setPen(QPen(GOLD, 4))
            painter.setBrush(QColor(242, 194, 48, 70))
        elif self.fits:
            painter.setPen(QPen(FIT, 2.5, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(120, 220, 255, 40))
        else:
            return
        painter.drawRoundedRect(self.rect, radius, radius)


class MeldFrame(_Lit):
    """The outline of one meld on the table: lit while a dragged card fits it."""

    def __init__(self, index: int):
        super().__init__()
        self.index = index
        self.setZValue(8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        self._frame(painter, 8)


class PileItem(_Lit):
    """The stock or the discard pile: an outline, a stack edge and a label under it ("Stock · 31"; the
    title and the count on two lines when one is too long for the room the label has)."""

    LINE = 13  # px: a line of the label

    def __init__(self, title: str, base=None):
        super().__init__()
        self.title = title
        self.base = base  # () -> QPixmap drawn under the top card (the stock's backs), or None
        self.count = 0
        self.span = (0.0, 0.0)  # the scene's x the label may use: centred under the pile as far as it can
        self.setZValue(2)

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.prepareGeometryChange()
            self.count = count
            self.update()

    def set_span(self, left: float, right: float) -> None:
        if (left, right) != self.span:
            self.prepareGeometryChange()
            self.span = (left, right)

    def label(self, room: float | None = None) -> tuple[list[str], QFont]:
        """The label's lines and font for ``room`` px (the span's width): one line at 9 pt when it fits,
        else the title over the count at 8 pt."""
        room = self.span[1] - self.span[0] if room is None else room
        font = QFont()
        font.setPointSizeF(9)
        one = f"{self.title} · {self.count}"
        if QFontMetricsF(font).horizontalAdvance(one) <= room:
            return [one], font
        font.setPointSizeF(8)
        return [self.title, str(self.count)], font

    def label_height(self, room: float) -> float:
        """How far under the pile its label reaches with ``room`` px."""
        return 26.0 if len(self.label(room)[0]) == 1 else 8.0 + 2 * self.LINE

    def _label_box(self) -> QRectF:
        lines, font = self.label()
        metrics = QFontMetricsF(font)
        width = min(self.span[1] - self.span[0], max(metrics.horizontalAdvance(line) for line in lines) + 2)
        left = min(max(self.rect.center().x() - width / 2, self.span[0]), self.span[1] - width)
        return QRectF(left, self.rect.bottom() + 4, width, max(18.0, self.LINE * len(lines)))

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6).united(self._label_box())

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 70), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 50))
        painter.drawRoundedRect(self.rect, 8, 8)
        depth = min(6, self.count // 8)
        painter.setPen(QPen(QColor(40, 40, 60), 1))
        painter.setBrush(QColor(240, 240, 240))
        for i in range(depth, 0, -1):  # the edge of the cards under the top one
            painter.drawRoundedRect(self.rect.translated(i * 1.2, i * 1.2), 6, 6)
        if self.base is not None and self.count > 1:  # seen while the top card is dragged away
            pixmap = self.base()
            painter.drawPixmap(self.rect, pixmap, QRectF(pixmap.rect()))
        self._frame(painter, 8)
        painter.setPen(QColor("#ffffff"))
        lines, font = self.label()
        painter.setFont(font)
        box = self._label_box()
        if len(lines) == 1:
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, lines[0])
            return
        for i, line in enumerate(lines):
            painter.drawText(QRectF(box.left(), box.top() + i * self.LINE, box.width(), self.LINE),
                             Qt.AlignmentFlag.AlignCenter, line)

    def painted_texts(self) -> list[tuple[str, QFont, float | None]]:
        """(text, font, room in px) of the label's lines."""
        lines, font = self.label()
        return [(line, font, self.span[1] - self.span[0]) for line in lines]


def _header_fonts(name: str = "", room: float = 0.0) -> tuple[QFont, QFont]:
    """The fonts of a header: the name's (9.5 pt bold, smaller down to 7.5 pt when ``name`` is longer than
    ``room`` px, the width beside the dealer button) and the detail's."""
    name_font = QFont()
    name_font.setBold(True)
    for points in (9.5, 9, 8.5, 8, 7.5):
        name_font.setPointSizeF(points)
        if QFontMetricsF(name_font).horizontalAdvance(name) <= room - 10:
            break
    detail = QFont()
    detail.setPointSizeF(8.5)
    return name_font, detail


def header_lines(name: str, detail: str, dealer: bool, width: float) -> list[str]:
    """The header's detail ("10 cards · melded ✓ · 0 pts · casual bot") in lines that fit ``width``: the
    first beside the name and the dealer button, the rest under it, broken between its " · " parts (a part
    wider than a whole line gets a line of its own), so that nothing is cut off."""
    beside = width - 18 - (22 if dealer else 0)
    name_font, detail_font = _header_fonts(name, beside)
    text = QFontMetricsF(detail_font)
    first = beside - QFontMetricsF(name_font).horizontalAdvance(name) - 10
    lines: list[str] = []
    room = first
    for part in detail.split(" · ") if detail else []:
        joined = f"{lines[-1]} · {part}" if lines else part
        if text.horizontalAdvance(joined) <= room:
            if lines:
                lines[-1] = joined
            else:
                lines.append(joined)
            continue
        if not lines and room == first:  # nothing beside the name: the detail starts under it
            lines.append("")
        lines.append(part)
        room = width - 18
    return lines or [""]


class PlayerArea(QGraphicsItem):
    """A player's part of the table: a header (name, who plays, cards held, contract state, dealer) over
    the melds they own. Outlined in gold while the player is to move; a claim marker while they ask. The
    header grows a line for each line of detail that does not fit beside the name (``header_lines``)."""

    LINE = 22  # the name's line
    MORE = 15  # each further line of detail

    def __init__(self, seat: int):
        super().__init__()
        self.seat = seat
        self.rect = QRectF(0, 0, 100, 60)
        self.name = ""
        self.detail = ""
        self.lines = [""]
        self.acting = False
        self.mine = False
        self.dealer = False
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # repainted under moving cards

    @classmethod
    def header_height(cls, lines: list[str]) -> float:
        return cls.LINE + cls.MORE * (len(lines) - 1)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)
            self._break_lines()

    def set_state(self, name: str, detail: str, acting: bool, mine: bool, dealer: bool) -> None:
        state = (name, detail, acting, mine, dealer)
        if state != (self.name, self.detail, self.acting, self.mine, self.dealer):
            self.name, self.detail, self.acting, self.mine, self.dealer = state
            self.setToolTip(f"{name}: {detail}")
            self._break_lines()
            self.update()

    def _break_lines(self) -> None:
        self.lines = header_lines(self.name, self.detail, self.dealer, self.rect.width())

    def painted_texts(self) -> list[tuple[str, QFont, float | None]]:
        """(text, font, room in px) of the header: the name beside the dealer button, the detail's first
        line beside the name, its further lines under them (as ``paint`` draws them)."""
        beside = self.rect.width() - 18 - (22 if self.dealer else 0)
        name_font, detail_font = _header_fonts(self.name, beside)
        name_width = QFontMetricsF(name_font).horizontalAdvance(self.name) + 10
        texts = [(self.name, name_font, beside - 10), (self.lines[0], detail_font, beside - name_width)]
        return texts + [(line, detail_font, self.rect.width() - 18) for line in self.lines[1:]]

    def melds_rect(self) -> QRectF:
        """Where this player's melds are laid out."""
        return self.rect.adjusted(6, self.header_height(self.lines) + 4, -6, -4)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(GOLD, 3) if self.acting else QPen(QColor(255, 255, 255, 60), 1))
        painter.setBrush(QColor(0, 0, 0, 45) if not self.mine else QColor(255, 255, 255, 22))
        painter.drawRoundedRect(self.rect, 10, 10)
        header = QRectF(self.rect.left(), self.rect.top(), self.rect.width(), self.header_height(self.lines))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(60, 48, 10, 220) if self.acting else PANEL)
        painter.drawRoundedRect(header, 10, 10)
        name_font, detail_font = _header_fonts(self.name, self.rect.width() - 18 - (22 if self.dealer else 0))
        painter.setFont(name_font)
        painter.setPen(QColor("#ffffff"))
        x = header.left() + 10
        if self.dealer:
            dot = QRectF(x, header.top() + 3, 16, 16)
            painter.setBrush(QColor("#ffffff"))
            painter.setPen(QPen(QColor("#333"), 1))
            painter.drawEllipse(dot)
            painter.setPen(QColor("#111"))
            painter.drawText(dot, Qt.AlignmentFlag.AlignCenter, dealer_letter())
            painter.setPen(QColor("#ffffff"))
            x += 22
        width = QFontMetricsF(name_font).horizontalAdvance(self.name) + 10
        painter.drawText(QRectF(x, header.top(), width, self.LINE), Qt.AlignmentFlag.AlignVCenter, self.name)
        painter.setFont(detail_font)
        painter.setPen(QColor(225, 235, 225))
        painter.drawText(QRectF(x + width, header.top(), header.right() - x - width - 8, self.LINE),
                         Qt.AlignmentFlag.AlignVCenter, self.lines[0])
        for i, line in enumerate(self.lines[1:]):
            painter.drawText(QRectF(header.left() + 10, header.top() + self.LINE - 3 + i * self.MORE,
                                    header.width() - 18, self.MORE), Qt.AlignmentFlag.AlignVCenter, line)

