"""Graphics items both card tables draw: a card (``CardItem``) and a panel of text lines (``TextPanel``).

Items draw; they never change the game. A card in the person's hand reports presses, drags and clicks to
its table (``card_clicked``, ``card_activated``, ``card_dragged``, ``card_dropped``), which turns them into
requests. Qt's override names are kept (``paint``, ``boundingRect``, ``mousePressEvent`` …): renamed, Qt
would silently never call them.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsObject

from ...i18n import translate
from .cards import card_name

GOLD = QColor("#f2c230")
PANEL = QColor(20, 40, 28, 200)
_ALL_CODES = {r + s for s in "CDHS" for r in "23456789TJQKA"} | {"JK"}


class CardItem(QGraphicsObject):
    """One card: a pre-rendered pixmap, face up or down; dimmed when it may not be played."""

    def __init__(self, table, code: str, face_up: bool = True):
        super().__init__()
        self.table = table
        self.code = code
        self.face_up = face_up
        self.dimmed = False
        self.selected = False
        self.in_hand = False  # only cards in the person's hand take the mouse
        # where the table last put it: ("hand",), ("trick", seat), ("forehead", seat), ("swept", winner);
        # a relayout while the animation catches up moves each card to the spot its role has there
        self.role: tuple = ("new",)
        self.home = QPointF()  # where the card rests (its centre), to slide back to
        self.home_rotation = 0.0
        self._press: QPointF | None = None
        self._grab = QPointF()
        self._dragging = False
        self._swallow_release = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self._update_origin()
        if face_up and code in _ALL_CODES:
            self.setToolTip(card_name(code))

    # ----- geometry and drawing --------------------------------------------------------------------
    def _update_origin(self) -> None:
        p = self.table.pixmaps
        self._rect = QRectF(0, 0, p.width, p.height)  # Qt asks for it on every frame: keep it ready
        self.setTransformOriginPoint(p.width / 2, p.height / 2)

    def resized(self) -> None:
        self.prepareGeometryChange()
        self._update_origin()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        p = self.table.pixmaps
        pixmap = p.face(self.code) if self.face_up else p.back()
        rect = self._rect
        # filtering costs ~4x a plain blit; only a turned or scaled card needs it to look smooth
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform,
                              self.rotation() != 0 or self.scale() != 1)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(30, 30, 30, 110))
            painter.drawRoundedRect(rect, p.width * 0.066, p.width * 0.066)
        if self.selected:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(GOLD, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), p.width * 0.066, p.width * 0.066)

    def centre(self) -> QPointF:
        p = self.table.pixmaps
        return self.pos() + QPointF(p.width / 2, p.height / 2)

    def top_left_for(self, centre: QPointF) -> QPointF:
        p = self.table.pixmaps
        return centre - QPointF(p.width / 2, p.height / 2)

    @property
    def dragging(self) -> bool:
        return self._dragging

    def set_in_hand(self, in_hand: bool) -> None:
        self.in_hand = in_hand
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if in_hand else Qt.MouseButton.NoButton)
        self.setCursor(Qt.CursorShape.OpenHandCursor if in_hand else Qt.CursorShape.ArrowCursor)

    def accessible_text(self) -> str:
        if not self.face_up:
            return translate("CardItem", "Face-down card")
        if self.in_hand and self.dimmed:
            return translate("CardItem", "{card} (cannot be played now)").format(card=card_name(self.code))
        return card_name(self.code)

    # ----- mouse: click, click again, double-click, drag -------------------------------------------
    def mousePressEvent(self, event) -> None:
        if not self.in_hand or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.screenPos()
        self._grab = event.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._press is None:
            return
        if not self._dragging:
            moved = (event.screenPos() - self._press).manhattanLength()
            if moved < QApplication.startDragDistance():
                return
            self._dragging = True
            self.setZValue(1000)
            self.setRotation(0)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        self.setPos(event.scenePos() - self._grab)
        self.table.card_dragged(self)

    def mouseReleaseEvent(self, event) -> None:
        if self._press is None:
            return
        self._press = None
        if self._swallow_release:
            self._swallow_release = False
            return
        if self._dragging:
            self._dragging = False
            self.setCursor(Qt.CursorShape.OpenHandCursor)
            self.table.card_dropped(self)
        else:
            self.table.card_clicked(self)

    def mouseDoubleClickEvent(self, event) -> None:
        if not self.in_hand:
            event.ignore()
            return
        self._press = event.screenPos()
        self._swallow_release = True
        self.table.card_activated(self)


class TextPanel(QGraphicsItem):
    """A translucent panel of text lines: the rule card, the hand counter, messages."""

    def __init__(self, width: float = 260, title_size: float = 10.5, body_size: float = 9, opaque=False):
        super().__init__()
        self.width = width
        self.background = QColor(20, 40, 28, 250) if opaque else PANEL
        self.lines: list[str] = []
        self.title_size, self.body_size = title_size, body_size
        self.setZValue(6)

    def set_lines(self, lines: list[str]) -> None:
        if lines != self.lines:
            self.prepareGeometryChange()
            self.lines = list(lines)

    def fit_width(self, most: float) -> None:
        """Narrow the panel to its longest line (at most ``most`` px)."""
        self.prepareGeometryChange()
        self.width = self._fitted(self.lines, most)

    def _fitted(self, lines: list[str], most: float) -> float:
        widest = 0.0
        for i, line in enumerate(lines):
            font = QFont()
            font.setBold(i == 0)
            font.setPointSizeF(self.title_size if i == 0 else self.body_size)
            widest = max(widest, QFontMetricsF(font).horizontalAdvance(line))
        return min(most, widest + 26)

    def measure(self, lines: list[str], most: float) -> QSizeF:
        """The size the panel would have with these lines, fitted to at most ``most`` px wide."""
        if not lines:
            return QSizeF()
        return QSizeF(self._fitted(lines, most), 12 + sum(self._line_heights(len(lines))))

    def _line_heights(self, count: int | None = None) -> list[float]:
        count = len(self.lines) if count is None else count
        return [max(17.0, (self.title_size if i == 0 else self.body_size) * 1.9) for i in range(count)]

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, 12 + sum(self._line_heights())) if self.lines else QRectF()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.background)
        painter.drawRoundedRect(self.boundingRect(), 10, 10)
        font = QFont(painter.font())
        y = 6.0
        for i, (line, height) in enumerate(zip(self.lines, self._line_heights())):
            font.setBold(i == 0)
            font.setPointSizeF(self.title_size if i == 0 else self.body_size)
            painter.setFont(font)
            painter.setPen(QColor("#ffffff") if i == 0 else QColor(225, 235, 225))
            painter.drawText(QRectF(10, y, self.width - 20, height),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, line)
            y += height
