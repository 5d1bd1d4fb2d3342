"""Card pixmaps: the SVG faces and backs pre-rendered to ``QPixmap`` at the card size × device pixel ratio.

Drawing a live SVG for every card on every frame costs 6–12 ms with a table of 108 cards; blitting a
pixmap costs well under a millisecond. ``CardPixmaps`` renders each face once, on first use, at the
current logical card size times the screen's device pixel ratio (so cards stay sharp on HiDPI screens),
and throws the cache away when the size, the ratio, the deck (standard / four-colour) or the back change.

    pixmaps = CardPixmaps()
    pixmaps.configure(width=90, ratio=window.devicePixelRatioF())   # True when the cache was cleared
    painter.drawPixmap(rect, pixmaps.face("QS"), pixmaps.source_rect())

Plain helpers for card names used by the table and by screen readers (written in ``session/messages.py``,
which the headless server shares): ``card_name("QS")`` → ``"Queen of spades"``, ``card_label("QS")`` →
``"Q♠"``.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ...resources import ASSETS_DIR
# the card words live with the player's other words in the session layer; the tables take them from here
from ...session.messages import SUIT_SYMBOLS, card_label, card_name  # noqa: F401

ASSETS = ASSETS_DIR / "cards"
ASPECT = 7 / 5  # height / width
DECKS = ("standard", "four_colour")
BACKS = ("blue", "red")

# suit colours of each deck (as tools/make_cards.py draws them): symbols off the cards use them too
SUIT_COLOURS = {"standard": {"C": "#151515", "D": "#c8102e", "H": "#c8102e", "S": "#151515"},
                "four_colour": {"C": "#17803a", "D": "#1d5fc4", "H": "#c8102e", "S": "#151515"}}

SUIT_ORDER = "CDSH"  # alternating colours
RANK_ORDER = "23456789TJQKA"


def sort_hand(hand: list[str], trump: str | None, by: str = "suit") -> list[str]:
    """A hand in the order it is fanned: by suit (colours alternating, trumps last) then rank, or by rank
    then suit; the joker last."""
    order = [s for s in SUIT_ORDER if s != trump] + ([trump] if trump is not None and trump in SUIT_ORDER else [])

    def key(code: str):
        if code == "JK":
            return (9, 99)
        if by == "rank":
            return (RANK_ORDER.index(code[0]), order.index(code[1]))
        return (order.index(code[1]), RANK_ORDER.index(code[0]))
    return sorted(hand, key=key)


class CardPixmaps:
    """A cache of card pixmaps at one size and device pixel ratio."""

    def __init__(self, width: int = 80, ratio: float = 1.0, deck: str = "standard", back: str = "blue"):
        if deck not in DECKS:
            raise ValueError(f"unknown deck {deck!r} (decks: {', '.join(DECKS)})")
        if back not in BACKS:
            raise ValueError(f"unknown card back {back!r} (backs: {', '.join(BACKS)})")
        self.width = max(8, int(width))
        self.ratio = float(ratio)
        self.deck = deck
        self.back_name = back
        self._renderers: dict[str, QSvgRenderer] = {}
        self._pixmaps: dict[tuple[str, int], QPixmap] = {}

    # ----- settings --------------------------------------------------------------------------------
    @property
    def height(self) -> int:
        return round(self.width * ASPECT)

    def configure(self, width: int | None = None, ratio: float | None = None, deck: str | None = None,
                  back: str | None = None) -> bool:
        """Change size, ratio, deck or back; returns True when that cleared the cache."""
        new = (max(8, int(width)) if width is not None else self.width,
               float(ratio) if ratio is not None else self.ratio,
               deck if deck is not None else self.deck,
               back if back is not None else self.back_name)
        if new[2] not in DECKS:
            raise ValueError(f"unknown deck {new[2]!r} (decks: {', '.join(DECKS)})")
        if new[3] not in BACKS:
            raise ValueError(f"unknown card back {new[3]!r} (backs: {', '.join(BACKS)})")
        if new == (self.width, self.ratio, self.deck, self.back_name):
            return False
        self.width, self.ratio, self.deck, self.back_name = new
        self._pixmaps.clear()
        return True

    # ----- pixmaps ---------------------------------------------------------------------------------
    def face(self, code: str, width: int | None = None) -> QPixmap:
        return self._pixmap(f"{self.deck}/{code}", width or self.width)

    def back(self, width: int | None = None) -> QPixmap:
        return self._pixmap(f"backs/{self.back_name}", width or self.width)

    def _pixmap(self, name: str, width: int) -> QPixmap:
        key = (name, width)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            pixmap = self._render(name, width)
            self._pixmaps[key] = pixmap
        return pixmap

    def _render(self, name: str, width: int) -> QPixmap:
        renderer = self._renderers.get(name)
        if renderer is None:
            path = ASSETS / f"{name}.svg"
            if not path.is_file():
                raise ValueError(f"no card art {path} (run tools/make_cards.py)")
            renderer = QSvgRenderer(str(path))
            self._renderers[name] = renderer
        size = QSize(round(width * self.ratio), round(width * ASPECT * self.ratio))
        pixmap = QPixmap(size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, size.width(), size.height()))
        painter.end()
        pixmap.setDevicePixelRatio(self.ratio)
        return pixmap
