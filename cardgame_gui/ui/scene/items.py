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
    """A translucent panel of text lines: the rule card, the hand counter, messages. The first line is the
    title. A panel made with ``wrap=True`` breaks a line too long for its width between words (a
    language's longer sentences go on a second line rather than being cut: the rule card, messages);
    others show each line as it is."""

    def __init__(self, width: float = 260, title_size: float = 10.5, body_size: float = 9, opaque=False,
                 wrap: bool = False):
        super().__init__()
        self.width = width
        self.background = QColor(20, 40, 28, 250) if opaque else PANEL
        self.lines: list[str] = []
        self.wrap = wrap
        self._shown: list[tuple[str, bool]] = []  # the lines as painted: (text, is the title's)
        self.title_size, self.body_size = title_size, body_size
        self.setZValue(6)

    def set_lines(self, lines: list[str]) -> None:
        if lines != self.lines:
            self.prepareGeometryChange()
            self.lines = list(lines)
            self._shown = self._broken(self.lines, self.width)

    def fit_width(self, most: float) -> None:
        """Narrow the panel to its longest line (at most ``most`` px)."""
        self.prepareGeometryChange()
        self.width = self._fitted(self.lines, most)
        self._shown = self._broken(self.lines, self.width)

    def _font(self, title: bool) -> QFont:
        font = QFont()
        font.setBold(title)
        font.setPointSizeF(self.title_size if title else self.body_size)
        return font

    def _fitted(self, lines: list[str], most: float) -> float:
        widest = max((QFontMetricsF(self._font(i == 0)).horizontalAdvance(line) for i, line in enumerate(lines)),
                     default=0.0)
        return min(most, widest + 26)

    def _broken(self, lines: list[str], width: float) -> list[tuple[str, bool]]:
        """``lines`` as painted at ``width``: each as it is, or (``wrap``) broken between words to fit."""
        shown = []
        for i, line in enumerate(lines):
            metrics = QFontMetricsF(self._font(i == 0))
            pieces = [line]
            if self.wrap and metrics.horizontalAdvance(line) > width - 20:
                pieces = []
                for word in line.split(" "):
                    if pieces and metrics.horizontalAdvance(f"{pieces[-1]} {word}") <= width - 20:
                        pieces[-1] = f"{pieces[-1]} {word}"
                    else:
                        pieces.append(word)
            shown.extend((piece, i == 0) for piece in pieces)
        return shown

    def painted_texts(self) -> list[tuple[str, QFont, float | None]]:
        """(text, font, room in px) of each line the panel paints."""
        return [(line, self._font(title), self.width - 20) for line, title in self._shown]

    def measure(self, lines: list[str], most: float) -> QSizeF:
        """The size the panel would have with these lines, fitted to at most ``most`` px wide."""
        if not lines:
            return QSizeF()
        width = self._fitted(lines, most)
        return QSizeF(width, 12 + sum(self._height(title) for _, title in self._broken(lines, width)))

    def _height(self, title: bool) -> float:
        return max(17.0, (self.title_size if title else self.body_size) * 1.9)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, 12 + sum(self._height(title) for _, title in self._shown)) \
            if self._shown else QRectF()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self._shown:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.background)
        painter.drawRoundedRect(self.boundingRect(), 10, 10)
        y = 6.0
        for line, title in self._shown:
            height = self._height(title)
            painter.setFont(self._font(title))
            painter.setPen(QColor("#ffffff") if title else QColor(225, 235, 225))
            painter.drawText(QRectF(10, y, self.width - 20, height),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, line)
            y += height
