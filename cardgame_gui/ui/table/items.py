"""Graphics items of the trick table: the seats, the trick zone and the trump marker (the cards and the
text panels both tables draw are in ``ui/scene/items.py``).

Items draw; they never change the game. Qt's override names are kept (``paint``, ``boundingRect`` …):
renamed, Qt would silently never call them.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ...i18n import translate
from .bidding import format_bid, is_pass
from ..scene.cards import ASPECT, SUIT_COLOURS, SUIT_SYMBOLS, card_name
from ..scene.items import GOLD, PANEL
from ..scene.words import dealer_letter

FELT_DARK = QColor(0, 0, 0, 60)


def _font(points: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(points)
    font.setBold(bold)
    return font


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
    """A seat: name, who plays it (or a LAN table's note on it, "Disconnected — waiting 12s", in its place:
    a note never widens the panel), dealer button, bid / tricks / contract badges, and the backs of the
    cards it holds; outlined in gold while it must act."""

    WIDTH, HEIGHT = 176, 62

    def __init__(self, table, seat: int):
        super().__init__()
        self.table = table
        self.seat = seat
        self.name = ""
        self.who = ""
        self.badges: list[str] = []
        self.note = ""
        self.dealer = False
        self.acting = False
        self.cards = 0
        self.fan_above = True
        self.has_fan = seat != table.controller.me  # your own cards are the hand at the bottom
        self.show_backs = True
        self.panel_width = float(self.WIDTH)  # grows when the badges need more room
        self.setZValue(5)

    def set_state(self, name: str, who: str, badges: list[str], dealer: bool, acting: bool, cards: int,
                  show_backs: bool, note: str = "") -> None:
        state = (name, who, badges, dealer, acting, cards, show_backs, note)
        if state != (self.name, self.who, self.badges, self.dealer, self.acting, self.cards, self.show_backs,
                     self.note):
            self.prepareGeometryChange()
            (self.name, self.who, self.badges, self.dealer, self.acting, self.cards,
             self.show_backs, self.note) = state
            tip = translate("SeatPanel", "{name} ({who})").format(name=name, who=who)
            self.setToolTip(" ".join([tip, *badges]) + (f" — {note}" if note else ""))
            self.panel_width = max(float(self.WIDTH), self._badges_width() + 5)

    def change(self, **fields) -> None:
        """``set_state`` with only the named fields changed (a card played, a trick won, nobody to move)."""
        state = {"name": self.name, "who": self.who, "badges": self.badges, "dealer": self.dealer,
                 "acting": self.acting, "cards": self.cards, "show_backs": self.show_backs, "note": self.note}
        self.set_state(**dict(state, **fields))

    def fan_rect(self) -> QRectF:
        """Where this seat's cards are drawn (above or below the panel), in item coordinates."""
        p = self.table.pixmaps
        w, h = p.width * 0.5, p.height * 0.5
        if self.fan_above:
            return QRectF(self.WIDTH / 2 - w, -h - 6, w * 2, h)
        return QRectF(self.WIDTH / 2 - w, self.HEIGHT + 6, w * 2, h)

    WHO = QRectF(10, 22, WIDTH - 20, 16)  # who plays the seat, or a LAN table's note on it

    def _name_line(self) -> tuple[QRectF, str]:
        """Where the name goes (right of it: the dealer button) and the name as painted there: a name too
        long for it ends in "…" (the tooltip has it whole)."""
        rect = QRectF(10, 4, self.panel_width - 40, 22)
        metrics = QFontMetricsF(self.fonts()[0])
        return rect, metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, rect.width())

    @staticmethod
    def fonts() -> tuple[QFont, QFont]:
        """The name's font and the font of the who line and the badges."""
        return _font(10.5, bold=True), _font(8.5)

    def _badges_width(self) -> float:
        """How far the row of badges reaches (from the panel's left edge)."""
        metrics = QFontMetricsF(self.fonts()[1])
        return 10 + sum(metrics.horizontalAdvance(t) + 17 for t in self.badges)

    def painted_texts(self) -> list[tuple[str, QFont, float | None]]:
        """(text, font, room in px) of each text the panel paints: the name, the who line, the badges (in a
        row: the panel widens for them). Room None: elided on purpose (a LAN note; the tooltip has it whole)."""
        name_font, small = self.fonts()
        rect, name = self._name_line()
        texts = [(name, name_font, rect.width())]
        texts.append((self.note, small, None) if self.note else (self.who, small, self.WHO.width()))
        metrics = QFontMetricsF(small)
        x = 10.0
        for text in self.badges:  # a badge is its text and 12 px; 5 px between badges and at the end
            texts.append((text, small, self.panel_width - 5 - x - 12))
            x += metrics.horizontalAdvance(text) + 17
        return texts

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
        name_font, font = self.fonts()
        painter.setFont(name_font)
        rect, name = self._name_line()
        painter.drawText(rect, Qt.AlignmentFlag.AlignVCenter, name)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        line = self.WHO
        if self.note:  # in the who line's place, elided to the panel (the tooltip has all of it)
            painter.setPen(QColor(255, 196, 120))
            painter.drawText(line, Qt.AlignmentFlag.AlignVCenter,
                             metrics.elidedText(self.note, Qt.TextElideMode.ElideRight, line.width()))
        else:
            painter.setPen(QColor(220, 230, 220))
            painter.drawText(line, Qt.AlignmentFlag.AlignVCenter, self.who)
        x = 10.0
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
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, dealer_letter())


def seat_badges(view: dict, seat: int, won_since: int = 0) -> list[str]:
    """Bid, tricks and contract badges for a seat, from whatever of these the view has; ``won_since``:
    tricks the seat has won since the view (the counter goes up as the trick is won)."""
    badges = []
    contract = view.get("contract")
    declarer = contract.get("declarer", view.get("declarer")) if isinstance(contract, dict) else None
    if declarer == seat:  # the contract says what was bid
        badges.append(translate("SeatPanel", "Contract {bid}").format(bid=format_bid(contract)))
    bids = view.get("bids")
    if isinstance(bids, list) and seat < len(bids) and bids[seat] is not None and declarer != seat:
        bid, text = bids[seat], format_bid(bids[seat])
        if is_pass(bid):
            badges.append(text)
        elif isinstance(bid, int):  # how many tricks (Devil's and German Bridge)
            badges.append(translate("SeatPanel", "Bid {number}").format(number=text))
        else:  # an auction's bid
            badges.append(translate("SeatPanel", "Bid {bid}").format(bid=text))
    won = view.get("tricks_won")
    if isinstance(won, list) and seat < len(won) and view.get("phase") in ("playing", "over"):
        count = won[seat] + won_since if isinstance(won[seat], int) else won[seat]
        badges.append(translate("SeatPanel", "Won {count}").format(count=count))
    partner = view.get("partner")
    if partner == seat and partner != view.get("seat") and not view.get("alone"):  # alone: nobody's partner
        badges.append(translate("SeatPanel", "Partner") if "called_card" not in view or view.get("seat") == declarer
                      else translate("SeatPanel", "Declarer's partner"))
    return badges


def seat_note(view: dict, seat: int) -> str:
    """A LAN table's word on a seat ("Disconnected — waiting 12s"), or ""."""
    notes = view.get("seat_notes")
    if isinstance(notes, list) and seat < len(notes) and isinstance(notes[seat], str):
        return notes[seat]
    return ""


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
        lines = [trump_words(trump)]
        if turned:
            lines.append(translate("TrumpMarker", "Turned card: {card}").format(card=card_name(turned)))
        if called:
            lines.append(translate("TrumpMarker", "Partner card: {card}").format(card=card_name(called)))
        self.setToolTip("\n".join(lines))

    def size_for(self, card_width: float) -> QSizeF:
        """The marker's size at this card width (the table plans its corners with it)."""
        extra = 16 if self.called else 0
        width = 100 + card_width * 0.6
        if self.called:  # the word "Called" under the card may be wider than a small card
            width = max(width, 96 + self._called_room(card_width) + 4)
        return QSizeF(width, max(70.0, card_width * ASPECT * 0.6 + 10 + extra))

    @staticmethod
    def _called_room(card_width: float) -> float:
        """The room of the word "Called" under the called card: the card's width, or the word's."""
        word = QFontMetricsF(_font(8)).horizontalAdvance(translate("TrumpMarker", "Called"))
        return max(card_width * 0.6 + 4, word + 2)

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
        painter.setFont(_font(9))
        painter.drawText(QRectF(8, 6, 84, 18), Qt.AlignmentFlag.AlignCenter, translate("TrumpMarker", "Trump"))
        font = _font(28 if self.trump else 13, bold=True)
        painter.setFont(font)
        if self.trump:
            painter.setBrush(QColor("#fffdf7"))
            painter.drawEllipse(QRectF(22, 26, 56, 40))
            painter.setPen(QColor(SUIT_COLOURS[self.table.pixmaps.deck][self.trump]))
        painter.drawText(QRectF(8, 24, 84, 44), Qt.AlignmentFlag.AlignCenter,
                         SUIT_SYMBOLS[self.trump] if self.trump else translate("TrumpMarker", "None"))
        shown = self.turned or self.called
        if shown:
            p = self.table.pixmaps
            width = round(p.width * 0.6)
            face = p.face(shown, width)
            painter.drawPixmap(QRectF(96, 5, width, width * 1.4), face, QRectF(face.rect()))
        if self.called:
            painter.setFont(_font(8))
            painter.setPen(QColor("#ffffff"))
            painter.drawText(QRectF(96, 5 + p.width * 0.84, self._called_room(p.width), 14),
                             Qt.AlignmentFlag.AlignCenter, translate("TrumpMarker", "Called"))

    def painted_texts(self) -> list[tuple[str, QFont, float | None]]:
        """(text, font, room in px) of each word the marker paints (as ``SeatItem.painted_texts``)."""
        if not self.known:
            return []
        texts = [(translate("TrumpMarker", "Trump"), _font(9), 84.0)]
        if not self.trump:
            texts.append((translate("TrumpMarker", "None"), _font(13, bold=True), 84.0))
        if self.called:
            texts.append((translate("TrumpMarker", "Called"), _font(8), self._called_room(self.table.pixmaps.width)))
        return texts


def trump_words(trump: str | None) -> str:
    """Which suit is trumps, in a sentence of its own per suit (the table's and the screen reader's)."""
    if trump == "C":
        return translate("TrumpMarker", "Clubs are trumps")
    if trump == "D":
        return translate("TrumpMarker", "Diamonds are trumps")
    if trump == "H":
        return translate("TrumpMarker", "Hearts are trumps")
    if trump == "S":
        return translate("TrumpMarker", "Spades are trumps")
    return translate("TrumpMarker", "No trumps")
