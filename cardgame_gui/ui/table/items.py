"""Graphics items of the table scene: cards, seats, the trick zone, the trump marker and the rule card.

Items draw; they never change the game. A card in the person's hand reports presses, drags and clicks to
its ``TableView`` (``card_clicked``, ``card_activated``, ``card_dragged``, ``card_dropped``), which turns
them into requests. Qt's override names are kept (``paint``, ``boundingRect``, ``mousePressEvent`` …):
renamed, Qt would silently never call them.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsObject

from .bidding import format_bid
from ..scene.cards import ASPECT, SUIT_COLOURS, SUIT_NAMES, SUIT_SYMBOLS, card_name

GOLD = QColor("#f2c230")
FELT_DARK = QColor(0, 0, 0, 60)
PANEL = QColor(20, 40, 28, 200)


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
            return "Face-down card"
        state = "" if not self.in_hand else (" (cannot be played now)" if self.dimmed else "")
        return card_name(self.code) + state

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


_ALL_CODES = {r + s for s in "CDHS" for r in "23456789TJQKA"} | {"JK"}


class TrickZone(QGraphicsItem):
    """The middle of the table where cards are played; lit while a card is dragged over it."""

    def __init__(self):
        super().__init__()
        self.rect = QRectF(0, 0, 10, 10)
        self.hot = False
        self.active = False  # a drag is under way
        self.setZValue(-10)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)

    def set_state(self, active: bool, hot: bool) -> None:
        if (active, hot) != (self.active, self.hot):
            self.active, self.hot = active, hot
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.hot:
            pen, brush = QPen(GOLD, 4), QColor(242, 194, 48, 70)
        elif self.active:
            pen, brush = QPen(QColor(255, 255, 255, 150), 2, Qt.PenStyle.DashLine), QColor(255, 255, 255, 25)
        else:
            pen, brush = QPen(QColor(255, 255, 255, 40), 2), FELT_DARK
        painter.setPen(pen)
        painter.setBrush(brush)
        painter.drawRoundedRect(self.rect, 24, 24)


class SeatItem(QGraphicsItem):
    """A seat: name, who plays it, dealer button, bid / tricks / contract badges, and the backs of the
    cards it holds; outlined in gold while it must act."""

    WIDTH, HEIGHT = 176, 62

    def __init__(self, table, seat: int):
        super().__init__()
        self.table = table
        self.seat = seat
        self.name = ""
        self.who = ""
        self.badges: list[str] = []
        self.dealer = False
        self.acting = False
        self.cards = 0
        self.fan_above = True
        self.has_fan = seat != table.controller.me  # your own cards are the hand at the bottom
        self.show_backs = True
        self.panel_width = float(self.WIDTH)  # grows when the badges need more room
        self.setZValue(5)

    def set_state(self, name: str, who: str, badges: list[str], dealer: bool, acting: bool, cards: int,
                  show_backs: bool) -> None:
        state = (name, who, badges, dealer, acting, cards, show_backs)
        if state != (self.name, self.who, self.badges, self.dealer, self.acting, self.cards, self.show_backs):
            self.prepareGeometryChange()
            (self.name, self.who, self.badges, self.dealer, self.acting, self.cards,
             self.show_backs) = state
            self.setToolTip(f"{name} ({who}) " + " ".join(badges))
            font = QFont()
            font.setPointSizeF(8.5)
            metrics = QFontMetricsF(font)
            needed = 10 + sum(metrics.horizontalAdvance(t) + 17 for t in badges) + 5
            self.panel_width = max(float(self.WIDTH), needed)

    def change(self, **fields) -> None:
        """``set_state`` with only the named fields changed (a card played, a trick won, nobody to move)."""
        state = {"name": self.name, "who": self.who, "badges": self.badges, "dealer": self.dealer,
                 "acting": self.acting, "cards": self.cards, "show_backs": self.show_backs}
        self.set_state(**dict(state, **fields))

    def fan_rect(self) -> QRectF:
        """Where this seat's cards are drawn (above or below the panel), in item coordinates."""
        p = self.table.pixmaps
        w, h = p.width * 0.5, p.height * 0.5
        if self.fan_above:
            return QRectF(self.WIDTH / 2 - w, -h - 6, w * 2, h)
        return QRectF(self.WIDTH / 2 - w, self.HEIGHT + 6, w * 2, h)

    def panel_rect(self) -> QRectF:
        """The panel (name, who, badges) in item coordinates: what nothing may cover."""
        return QRectF(0, 0, self.panel_width, self.HEIGHT)

    def occupied(self) -> QRectF:
        """The panel and the fan in scene coordinates, without the drawing margin."""
        panel = QRectF(0, 0, self.panel_width, self.HEIGHT)
        return self.mapRectToScene(panel.united(self.fan_rect()) if self.has_fan else panel)

    def fan_centre(self) -> QPointF:
        return self.mapToScene(self.fan_rect().center())

    def panel_centre(self) -> QPointF:
        return self.mapToScene(QPointF(self.WIDTH / 2, self.HEIGHT / 2))

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.panel_width, self.HEIGHT).united(self.fan_rect()).adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.show_backs and self.cards:
            p = self.table.pixmaps
            width = round(p.width * 0.5)
            back = p.back(width)
            fan = self.fan_rect()
            count = min(self.cards, 13)
            step = min(width * 0.28, (fan.width() * 1.6 - width) / max(1, count - 1))
            x0 = fan.center().x() - (width + step * (count - 1)) / 2
            for i in range(count):
                painter.drawPixmap(QRectF(x0 + i * step, fan.top(), width, width * 1.4), back,
                                   QRectF(back.rect()))
        panel = QRectF(0, 0, self.panel_width, self.HEIGHT)
        painter.setPen(QPen(GOLD, 3) if self.acting else QPen(QColor(255, 255, 255, 70), 1))
        painter.setBrush(QColor(60, 48, 10, 220) if self.acting else PANEL)
        painter.drawRoundedRect(panel, 10, 10)
        painter.setPen(QColor("#ffffff"))
        font = QFont(painter.font())
        font.setPointSizeF(10.5)
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(QRectF(10, 4, self.WIDTH - 40, 22), Qt.AlignmentFlag.AlignVCenter, self.name)
        font.setBold(False)
        font.setPointSizeF(8.5)
        painter.setFont(font)
        painter.setPen(QColor(220, 230, 220))
        painter.drawText(QRectF(10, 22, self.WIDTH - 20, 16), Qt.AlignmentFlag.AlignVCenter, self.who)
        x = 10.0
        metrics = painter.fontMetrics()
        for text in self.badges:
            width = metrics.horizontalAdvance(text) + 12
            rect = QRectF(x, 40, width, 17)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 210))
            painter.drawRoundedRect(rect, 8, 8)
            painter.setPen(QColor("#1b1b1b"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
            x += width + 5
        if self.dealer:
            rect = QRectF(self.panel_width - 28, 6, 20, 20)
            painter.setPen(QPen(QColor("#333"), 1.5))
            painter.setBrush(QColor("#ffffff"))
            painter.drawEllipse(rect)
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor("#111"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "D")


def seat_badges(view: dict, seat: int) -> list[str]:
    """Bid, tricks and contract badges for a seat, from whatever of these the view has."""
    badges = []
    bids = view.get("bids")
    if isinstance(bids, list) and seat < len(bids) and bids[seat] is not None:
        text = format_bid(bids[seat])
        badges.append(text if text == "Pass" else f"Bid {text}")
    won = view.get("tricks_won")
    if isinstance(won, list) and seat < len(won) and view.get("phase") in ("playing", "over"):
        badges.append(f"Won {won[seat]}")
    contract = view.get("contract")
    declarer = contract.get("declarer", view.get("declarer")) if isinstance(contract, dict) else None
    if declarer == seat:
        badges = [b for b in badges if not b.startswith("Bid ")]  # the contract says it
        badges.insert(0, f"Contract {format_bid(contract)}")
    partner = view.get("partner")
    if partner == seat and partner != view.get("seat") and partner != declarer:
        badges.append("Partner" if "called_card" not in view or view.get("seat") == declarer
                      else "Declarer's partner")
    notes = view.get("seat_notes")  # a LAN table's word on a seat: "Disconnected — waiting 12s"
    if isinstance(notes, list) and seat < len(notes) and isinstance(notes[seat], str) and notes[seat]:
        badges.append(notes[seat])
    return badges


class TrumpItem(QGraphicsItem):
    """The trump suit (or no trump) and the turned card, in the table's top-left corner."""

    def __init__(self, table):
        super().__init__()
        self.table = table
        self.trump: str | None = None
        self.turned: str | None = None
        self.called: str | None = None
        self.known = False
        self.setZValue(5)

    def set_state(self, known: bool, trump: str | None, turned: str | None, called: str | None = None) -> None:
        """``called``: a Floating Bridge partner card, shown to all once the declarer names it."""
        self.prepareGeometryChange()
        self.known, self.trump, self.turned, self.called = known, trump, turned, called
        text = "No trump" if trump is None else f"Trump: {SUIT_NAMES[trump]}"
        self.setToolTip(text + (f" (turned card {card_name(turned)})" if turned else "")
                        + (f"; partner card: {card_name(called)}" if called else ""))

    def size_for(self, card_width: float) -> QSizeF:
        """The marker's size at this card width (the table plans its corners with it)."""
        extra = 16 if self.called else 0
        return QSizeF(100 + card_width * 0.6, max(70.0, card_width * ASPECT * 0.6 + 10 + extra))

    def boundingRect(self) -> QRectF:
        return QRectF(QPointF(0, 0), self.size_for(self.table.pixmaps.width))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.known:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PANEL)
        painter.drawRoundedRect(rect, 10, 10)
        painter.setPen(QColor("#ffffff"))
        font = QFont(painter.font())
        font.setPointSizeF(9)
        painter.setFont(font)
        painter.drawText(QRectF(8, 6, 84, 18), Qt.AlignmentFlag.AlignCenter, "Trump")
        font.setPointSizeF(28 if self.trump else 13)
        font.setBold(True)
        painter.setFont(font)
        if self.trump:
            painter.setBrush(QColor("#fffdf7"))
            painter.drawEllipse(QRectF(22, 26, 56, 40))
            painter.setPen(QColor(SUIT_COLOURS[self.table.pixmaps.deck][self.trump]))
        painter.drawText(QRectF(8, 24, 84, 44), Qt.AlignmentFlag.AlignCenter,
                         SUIT_SYMBOLS[self.trump] if self.trump else "None")
        shown = self.turned or self.called
        if shown:
            p = self.table.pixmaps
            width = round(p.width * 0.6)
            face = p.face(shown, width)
            painter.drawPixmap(QRectF(96, 5, width, width * 1.4), face, QRectF(face.rect()))
        if self.called:
            font.setPointSizeF(8)
            font.setBold(False)
            painter.setFont(font)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(QRectF(96, 5 + p.width * 0.84, p.width * 0.6 + 4, 14),
                             Qt.AlignmentFlag.AlignCenter, "Called")


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
