"""The rummy table: a ``QGraphicsView`` drawn from the controller's Contract Rummy views and animated
from its events, for 3–8 players and up to four decks.

    table = RummyTable(controller)         # reads controller.view() / legal() / seats; never applies
    table.action_requested.connect(controller.request)
    controller.game_started.connect(table.reset)
    controller.action_applied.connect(table.on_action_applied)
    controller.action_rejected.connect(table.on_rejected)

Layout (scene = view pixels): the round's contract and the two piles on the left; an area per player
(name, who plays, cards held, contract state) holding the melds that player owns, the person's own area
last; the action bar (``actions.RummyBar``) over the hand; the hand along the bottom in the
person's own order, in two rows when crowded (``hand``).

Mouse: click the stock or the discard pile (or drag its card onto the hand) to draw; click cards to
select them (shift-click selects a range, a box dragged on the felt selects what it touches), Meld lays
the selection down; drag a card onto a meld that lights up to lay it off (the end nearest the drop), onto
a joker it replaces to reclaim it, onto the discard pile to discard, or along the hand to move it; drag a
card out of another player's meld onto your hand for a Screw Over. Keys: S / D draw, ←/→ select a card
(Shift: a run of them, Ctrl: move it), L lay off, M May I?, N no thanks, Enter meld, Delete discard, Esc
clear the selection. Gameplay interactions live in ``ui/rummy/input.py``.
"""

from __future__ import annotations

from collections import Counter, deque

from PySide6.QtCore import QPointF, QRectF, QTimer, Signal, Slot

from ...i18n import translate
from ..scene.animation import Animator
from ..scene.cards import ASPECT, CardPixmaps, card_label, card_name
from ...session.messages import names_and
from ...session.controller import SPEEDS
from ..scene.felt import FeltView, set_up_felt
from ..results.game_over import GameOverPanel
from ..scene.items import TextPanel
from ...session.messages import bot_level_name
from ..scene.words import contract_words, shown_names
from .actions import RummyBar
from .hand import arrange, keys, pending_cards, reconcile, rows_needed, spots
from .input import RummyInput
from ..sound import sounds_for
from . import is_rummy_view
from .items import MeldFrame, PileItem, PlayerArea, RummyCard, Surface, _Lit, header_lines

CATCH_UP = 6
PAST_ORDERS = 40  # hand orders kept for an undo (the latest, each as it was before an action changed it)
CARD_SIZES = (120, 112, 104, 96, 90, 84, 78, 72, 66, 60, 54, 48, 44)  # px: hand cards, largest first (a few
#   sizes, not every pixel: each change renders the faces again)
MELD_MOST, MELD_LEAST = 0.78, 0.55  # meld cards at most / at least this share of a hand card's width …
MELD_SMALLEST = 24  # … and never under this many px


class HandZone(_Lit):
    """The strip along the bottom where the hand lies: lit while a card may be dropped into it."""

    def paint(self, painter, option, widget=None) -> None:
        self._frame(painter, 14)


class RummyTable(RummyInput, FeltView):
    action_requested = Signal(object)
    selection_changed = Signal(str)
    drawn = Signal(object, object)  # (view, events) once an applied action is on screen: log, scores
    notice = Signal(str)  # a word for the status bar (why a selection cannot be melded, ...)
    sound = Signal(str)  # a sound of ui/sound.SOUNDS, as the table shows what it stands for

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("rummyTable")
        self.setAccessibleName(translate("RummyTable", "Rummy table"))
        self.pixmaps = CardPixmaps()  # the hand and the piles
        self.small = CardPixmaps()  # the melds on the table
        self.meld_surface = Surface(self, self.small)
        self.scene_ = set_up_felt(self)
        self.stock_pile = PileItem(translate("RummyTable", "Stock"), lambda: self.pixmaps.back())
        self.discard_pile = PileItem(translate("RummyTable", "Discard pile"))
        self.hand_zone = HandZone()
        self.contract_panel = TextPanel(230, wrap=True)
        self.message = TextPanel(460, 13, 11, opaque=True, wrap=True)
        self.message.setZValue(600)
        for item in (self.stock_pile, self.discard_pile, self.hand_zone, self.contract_panel, self.message):
            self.scene_.addItem(item)
        self.bar = RummyBar(self.viewport())
        self.bar.hide()
        self.game_over = GameOverPanel(self.viewport())  # the trick table's panel: ranking, play again
        self.game_over.hide()
        self.areas: list[PlayerArea] = []
        self.frames: dict[int, MeldFrame] = {}
        self.cards: dict[str, RummyCard] = {}
        self.order: list[str] = []  # the person's hand in their own order (codes, duplicates kept)
        self.sort_by = "suit"  # how a new hand comes (View ▸ Sort hand: "suit" or "rank")
        self._order_of: tuple = ()  # (the controller's game number, the round) the order belongs to
        self._past_orders: deque[tuple] = deque(maxlen=PAST_ORDERS)  # the order before each recent action
        self.hand_keys: list[str] = []
        self.selected: set[str] = set()  # keys of selected hand cards
        self.fresh: set[str] = set()  # keys of cards drawn this turn (marked)
        self.view_data: dict = {}
        self.legal: list[dict] = []
        self.animator = Animator(self._speed, self)
        self._laid_out: tuple = ()
        self.meld_width = 40.0
        self._tick = QTimer(self)
        self._tick.setInterval(250)
        self._tick.timeout.connect(self._update_bar)
        self.init_input()

    # ----- geometry ---------------------------------------------------------------------------------
    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.relayout()
        self._update_bar()  # (its May I? countdown again, if a window is open)

    def hideEvent(self, event) -> None:
        """A table nobody sees (another game's table shown, the window closed) counts nothing down: the
        countdown's ticks would lay out a bar no one reads, four times a second, for as long as it lives."""
        super().hideEvent(event)
        self._tick.stop()

    def relayout(self, force: bool = False) -> None:
        """Fit the scene to the viewport and lay the table out again (``_geometry``)."""
        size = self.viewport().size()
        w, h = max(size.width(), 320), max(size.height(), 240)
        if (w, h, self.devicePixelRatioF()) == self._laid_out and not force:
            return
        self._laid_out = (w, h, self.devicePixelRatioF())
        self.scene_.setSceneRect(0, 0, w, h)
        if self.view_data:
            self._sync(self.view_data, self.legal, animate=False)

    def _sounds(self, events: list[dict]) -> None:
        """The action's sounds as its drawing starts; none while the table catches up or at speed off."""
        if self._speed():
            for name in sounds_for(events):
                self.sound.emit(name)

    def _speed(self) -> int:
        if self.animator.pending() > CATCH_UP:
            return 0
        return SPEEDS[self.controller.speed]

    def _geometry(self, view: dict) -> dict:
        """Every rectangle of the layout for this view. The areas are as tall as their headers and melds
        need (at least one row of melds); the hand gets the rest: the largest card (``CARD_SIZES``) at
        which the hand, the bar, the piles and every area's melds (at ``MELD_LEAST`` of a hand card or
        more) fit the table. Melds are then drawn as large as the areas allow, up to ``MELD_MOST``."""
        r = self.sceneRect()
        n = view.get("players", len(self.areas))
        order = self._area_order(n)
        melds: dict[int, list[dict]] = {s: [] for s in range(n)}
        for meld in view.get("table") or []:
            melds.setdefault(meld["owner"], []).append(meld)
        window = view.get("claim_window") or {}
        heads = [(self._name(view, s), self._detail(view, s, window), s == view.get("dealer")) for s in order]
        largest = min(CARD_SIZES[0], r.width() / 6.5, r.height() / 4.6)
        sizes = [c for c in CARD_SIZES if c <= largest] or [CARD_SIZES[-1]]
        bar_h = max(self.bar.sizeHint().height(), self.bar.heightForWidth(int(r.width() - 16)))  # words wrap
        for card_w in sizes:
            geo = self._plan(r.width(), r.height(), card_w, bar_h, view, order, melds, heads)
            if geo is not None:
                return geo
        return self._plan(r.width(), r.height(), sizes[-1], bar_h, view, order, melds, heads, squeeze=True)

    def _plan(self, w: float, h: float, card_w: int, bar_h: int, view: dict, order: list[int], melds: dict,
              heads: list[tuple], squeeze: bool = False) -> dict | None:
        """The layout with hand cards ``card_w`` wide, or None when it does not fit (``squeeze``: the
        smallest melds, whatever fits)."""
        card_h = round(card_w * ASPECT)
        count = len(view.get("hand") or [])
        rows = rows_needed(count, w - 40, card_w)
        per_row = -(-count // rows)
        if per_row > 1 and (w - 40 - card_w) / (per_row - 1) < card_w * 0.42 and not squeeze:
            return None  # even in two rows each card would show less than its corner: smaller cards
        hand_h = card_h * 1.16 + (rows - 1) * card_h * 0.52 + 16  # room for a selected card's lift
        hand_top = h - hand_h - 4
        bar_top = hand_top - bar_h - 4
        self.contract_panel.fit_width(max(2 * card_w + 40, 280))
        left_w = max(2 * card_w + 48, self.contract_panel.width + 16)
        piles_top = 12 + self.contract_panel.boundingRect().height() + 14
        n = len(order)
        grid = QRectF(left_w + 8, 8, w - left_w - 16, bar_top - 14)
        cols = 1 if n <= 3 else (3 if n >= 7 and grid.width() > 1100 else 2)
        lines = -(-n // cols)
        area_w = grid.width() / cols - 6
        meld_w, area_h = None, 0.0
        width = card_w * MELD_MOST
        while meld_w is None and width >= max(MELD_SMALLEST, card_w * MELD_LEAST) - 0.01:
            area_h = self._areas_height(area_w, order, melds, heads, width)
            if area_h is not None and area_h * lines + 6 * (lines - 1) <= grid.height():
                meld_w = width
            width *= 0.92
        stock_span, discard_span = (4.0, 16 + card_w + 11.0), (16 + card_w + 11.0, left_w)  # meet in the gap
        labels = max(self.stock_pile.label_height(stock_span[1] - stock_span[0]),
                     self.discard_pile.label_height(discard_span[1] - discard_span[0]))
        if meld_w is None or piles_top + card_h + labels > bar_top:
            if not squeeze:
                return None
            meld_w = max(MELD_SMALLEST, card_w * MELD_LEAST)
            area_h = (grid.height() - 6 * (lines - 1)) / lines
        areas = [QRectF(grid.left() + (i % cols) * (area_w + 6) + 3, grid.top() + (i // cols) * (area_h + 6),
                        area_w, area_h) for i in range(n)]
        return {"card_width": card_w, "meld_width": meld_w, "areas": areas, "order": order, "melds": melds,
                "hand": QRectF(8, hand_top, w - 16, hand_h), "bar": QRectF(8, bar_top, w - 16, bar_h),
                "stock": QRectF(16, piles_top, card_w, card_h),
                "discard": QRectF(16 + card_w + 22, piles_top, card_w, card_h),
                "stock_span": stock_span, "discard_span": discard_span}

    def _areas_height(self, area_w: float, order: list[int], melds: dict, heads: list[tuple],
                      meld_w: float) -> float | None:
        """The height every area needs for its header and, at ``meld_w``, its melds (one row at least);
        None when a meld is wider than an area."""
        meld_h = meld_w * ASPECT
        tallest = 0.0
        for s, (name, detail, dealer) in zip(order, heads):
            rows = self._meld_rows(area_w - 12, melds.get(s, []), meld_w)
            if rows is None:
                return None
            header = PlayerArea.header_height(header_lines(name, detail, dealer, area_w))
            tallest = max(tallest, header + 8 + rows * meld_h + (rows - 1) * 6 + 4)
        return tallest

    def _meld_rows(self, width: float, melds: list[dict], meld_w: float) -> int | None:
        """Rows the melds flow into (as ``_meld_layout`` lays them), at least one; None if one is too wide."""
        x, rows = 0.0, 1
        for meld in melds:
            span = self._meld_span(meld, meld_w)
            if span > width:
                return None
            if x > 0 and x + span > width:
                x, rows = 0.0, rows + 1
            x += span + meld_w * 0.3
        return rows

    def _area_order(self, n: int) -> list[int]:
        """Seats in area order: the others clockwise from the person's left, the person last."""
        me = self.controller.me
        return [(me + i) % n for i in range(1, n)] + [me]

    # ----- game life ---------------------------------------------------------------------------------
    @Slot()
    def reset(self) -> None:
        """A new, opened or undone game: rebuild the areas and draw the position."""
        self.animator.stop()
        self.game_over.hide()
        for key in list(self.cards):
            self._remove(key)
        for item in list(self.areas) + list(self.frames.values()):
            self.scene_.removeItem(item)
        self.frames = {}
        view = self.controller.view()
        if not is_rummy_view(view):
            self.areas = []
            self.view_data = {}
            return
        self.areas = [PlayerArea(s) for s in range(view.get("players", 0))]
        for item in self.areas:
            self.scene_.addItem(item)
        if self._order_of != (self.controller.game_number, view.get("round")):
            self.order = []  # a new or opened game
            self._past_orders.clear()
        else:  # an undo within the round: the person's order as it was when they held these cards
            hand = Counter(view.get("hand") or [])
            self.order = next((list(o) for o in reversed(self._past_orders) if Counter(o) == hand), self.order)
        self.selected, self.fresh = set(), set()
        self.message.set_lines([])
        self._sync(view, self.controller.legal(), animate=False)

    @Slot(int, object, object)
    def on_action_applied(self, seat: int, action: dict, events: list) -> None:
        view, legal = self.controller.view(), self.controller.legal()
        if not is_rummy_view(view):
            return
        before = self._positions()
        if not self._past_orders or self._past_orders[-1] != tuple(self.order):
            self._past_orders.append(tuple(self.order))  # (for an undo)
        if seat == self.controller.me and action.get("type") in ("meld", "new_meld"):
            self.selected = set()  # laid down (a refused meld leaves the selection to be corrected)
        self.animator.push(lambda: self._sounds(events))
        for event in events:
            if event.get("type") == "round_scored":
                self.animator.push(lambda e=event: self._round_step(e))
        self.animator.push(lambda: self._flights(seat, events, before))
        self.animator.push(lambda: self._sync(view, legal, animate=True, seat=seat, events=events,
                                              before=before))
        self.animator.push(lambda: self.drawn.emit(view, events) and 0)

    @Slot(str)
    def on_rejected(self, reason: str) -> None:
        self.clear_targets()
        for item in self.cards.values():
            if not item.dragging:
                self._slide_home(item)

    # ----- drawing a view ----------------------------------------------------------------------------
    def _remove(self, key: str) -> None:
        item = self.cards.pop(key, None)
        if item is not None:
            self.scene_.removeItem(item)

    def _card(self, key: str, code: str, face_up: bool, place: str, start: QPointF | None) -> RummyCard:
        item = self.cards.get(key)
        surface = self.meld_surface if place == "meld" else self
        if item is not None and item.table is not surface:
            self._remove(key)
            item = None
        if item is None:
            item = RummyCard(surface, key, code, face_up, place)
            item.setPos(item.top_left_for(start if start is not None else self._hand_centre()))
            self.scene_.addItem(item)
            self.cards[key] = item
        elif item.code != code and start is not None:
            item.setPos(item.top_left_for(start))  # another card in this place: it arrives from there
        item.set_code(code, face_up)
        item.place = place
        return item

    def _hand_centre(self) -> QPointF:
        r = self.sceneRect()
        return QPointF(r.width() / 2, r.height() + self.pixmaps.height)

    def _positions(self) -> dict:
        """Where every card lies now, by code (a list per code: duplicates), and by key."""
        by_code: dict[str, list[QPointF]] = {}
        for item in self.cards.values():
            if item.place == "hand":
                by_code.setdefault(item.code, []).append(item.centre())
        return {"hand": by_code, "keys": {k: i.centre() for k, i in self.cards.items()}}

    def _sync(self, view: dict, legal: list[dict], animate: bool, seat: int | None = None,
              events: list | None = None, before: dict | None = None) -> int:
        self.view_data, self.legal = view, legal
        me = self.controller.me
        n = view.get("players", len(self.areas))
        if len(self.areas) != n:
            return 0
        self.contract_panel.set_lines(self._contract_lines(view))
        self._update_bar()  # its words first: the bar is as tall as they need at the table's width
        geo = self._geometry(view)
        if self.pixmaps.configure(width=geo["card_width"], ratio=self.devicePixelRatioF()):
            for item in self.cards.values():
                if item.place != "meld":
                    item.resized()
        self.hand_zone.set_rect(geo["hand"])
        self.stock_pile.set_rect(geo["stock"])
        self.discard_pile.set_rect(geo["discard"])
        self.stock_pile.set_span(*geo["stock_span"])
        self.discard_pile.set_span(*geo["discard_span"])
        self.stock_pile.set_count(view.get("stock_count", 0))
        self.discard_pile.set_count(view.get("discard_count", 0))
        self.contract_panel.setPos(8, 8)
        moves: list[tuple] = []
        wanted: set[str] = set()
        source = self._event_sources(seat, events or [], before or {})
        # the areas and the melds in them
        rects, order, melds_by_owner = geo["areas"], geo["order"], geo["melds"]
        self.meld_width = geo["meld_width"]
        self.small.configure(width=int(self.meld_width), ratio=self.devicePixelRatioF())
        window = view.get("claim_window") or {}
        for rect, s in zip(rects, order):
            area = self.areas[s]
            area.set_rect(rect)
            area.set_state(self._name(view, s), self._detail(view, s, window), s == view.get("turn")
                           and not view.get("over"), s == me, s == view.get("dealer"))
        frames_wanted = set()
        for rect, s in zip(rects, order):
            for meld, frame_rect, spots_ in self._meld_layout(self.areas[s].melds_rect(), melds_by_owner[s]):
                index = meld["index"]
                frames_wanted.add(index)
                frame = self.frames.get(index)
                if frame is None:
                    frame = self.frames[index] = MeldFrame(index)
                    self.scene_.addItem(frame)
                frame.set_rect(frame_rect)
                frame.setToolTip(self._meld_tip(view, meld))
                for pos, (code, centre) in enumerate(zip(meld["cards"], spots_)):
                    key = f"m{index}:{pos}"
                    wanted.add(key)
                    start = source["table"](code, meld["owner"]) if key not in self.cards or \
                        self.cards[key].code != code else None
                    item = self._card(key, code, True, "meld", start)
                    if item.pixmaps_width != self.small.width:
                        item.resized()
                        item.pixmaps_width = self.small.width
                    item.meld, item.position = index, pos
                    item.selected = False
                    item.home_z = 10 + pos
                    item.setZValue(item.home_z)
                    item.setToolTip(self._card_tip(meld, pos))
                    item.home, item.home_rotation = centre, 0.0
                    moves.append((item, centre, 0.0, 1.0, 0))
        for index in [i for i in self.frames if i not in frames_wanted]:
            self.scene_.removeItem(self.frames.pop(index))
        # the piles
        if view.get("stock_count"):
            wanted.add("stock")
            item = self._card("stock", "JK", False, "stock", geo["stock"].center())
            item.home_z = 20
            item.setZValue(item.home_z)
            item.home, item.home_rotation = geo["stock"].center(), 0.0
            moves.append((item, item.home, 0.0, 1.0, 0))
        top = view.get("top_discard")
        if top:
            wanted.add("discard")
            start = source["discard"](top)
            item = self._card("discard", top, True, "discard", start)
            item.home_z = 20
            item.setZValue(item.home_z)
            item.home, item.home_rotation = geo["discard"].center(), 0.0
            moves.append((item, item.home, 0.0, 1.0, 0))
        # the hand
        hand = view.get("hand")
        if hand is None:
            self.order = []
        elif not self.order:  # a new hand: as View ▸ Sort hand says (by suit, alternating colours, or rank)
            self.order = arrange(hand, self.sort_by, view)
        else:
            self.order = reconcile(self.order, hand)
        self.hand_keys = keys(self.order)
        self._order_of = (self.controller.game_number, view.get("round"))
        self.selected &= set(self.hand_keys)
        marked = self._pending_keys(pending_cards(view))
        if view.get("turn") != me or view.get("phase") == "draw":
            self.fresh = set()
        r = geo["hand"]
        centres = spots(len(self.order), r.left() + 8, r.right() - 8, r.bottom() - 6, self.pixmaps.width,
                        self.pixmaps.height)
        for i, (key, code) in enumerate(zip(self.hand_keys, self.order)):
            wanted.add(key)
            new = key not in self.cards
            item = self._card(key, code, True, "hand", source["hand"](code) if new else None)
            if new and before:
                self.fresh.add(key)
            item.meld = item.position = None
            item.selected = key in self.selected
            item.new = key in self.fresh or key in marked
            item.setToolTip(item.accessible_text())
            item.home_z = 30 + i
            item.setZValue(item.home_z)
            x, y = centres[i]
            lift = self.pixmaps.height * 0.16 if item.selected else 0.0
            item.home, item.home_rotation = QPointF(x, y - lift), 0.0
            moves.append((item, item.home, 0.0, 1.0, 0))
            item.update()
        for key in [k for k in self.cards if k not in wanted]:
            self._remove(key)
        self._set_movable(view, legal)
        self._place_message()
        if not self.game_over.isHidden():
            self._place_game_over()
        self._update_bar()  # (its hint decides its width: as wide as the words, within the table)
        width = min(self.sceneRect().width() - 16, max(geo["bar"].width(), self.bar.sizeHint().width()))
        self.bar.move(int(geo["bar"].left()), int(geo["bar"].top()))
        self.bar.resize(int(width), int(geo["bar"].height()))
        self.bar.show()
        self.describe()
        speed = self._speed()
        self.animator.move(moves, int(speed * 0.55) if animate else 0)
        return 0

    def _pending_keys(self, pending: list[dict]) -> set[str]:
        """Hand keys of the taken cards still to place (the last copies of their codes: drawn last)."""
        marked = set()
        for entry in pending:
            keys_ = [k for k, c in zip(self.hand_keys, self.order) if c == entry["card"] and k not in marked]
            if keys_:
                marked.add(keys_[-1])
        return marked

    def _set_movable(self, view: dict, legal: list[dict]) -> None:
        draws = {a.get("source") for a in legal if a["type"] == "draw"}
        screws = {(a["meld"], a["position"]) for a in legal if a["type"] == "screw"}
        claim = any(a["type"] == "may_i" for a in legal)
        for item in self.cards.values():
            if item.place == "hand":
                item.set_movable(True)
            elif item.place == "stock":
                item.set_movable("stock" in draws)
            elif item.place == "discard":
                item.set_movable("discard" in draws or claim)
            else:
                item.set_movable((item.meld, item.position) in screws)
        self.discard_pile.set_state(claim, False)

    # ----- melds: size and places ----------------------------------------------------------------------
    def _meld_span(self, meld: dict, width: float) -> float:
        return width + (len(meld["cards"]) - 1) * width * 0.34

    def _meld_layout(self, rect: QRectF, melds: list[dict]):
        """(meld, frame rect, card centres) for an area's melds, flowing in lines."""
        width = self.meld_width
        height = width * 1.4
        x, y = rect.left(), rect.top()
        for meld in melds:
            span = self._meld_span(meld, width)
            if x > rect.left() and x + span > rect.right():
                x, y = rect.left(), y + height + 6
            step = width * 0.34
            centres = [QPointF(x + width / 2 + i * step, y + height / 2) for i in range(len(meld["cards"]))]
            yield meld, QRectF(x - 3, y - 3, span + 6, height + 6), centres
            x += span + width * 0.3

    # ----- words -----------------------------------------------------------------------------------
    def _name(self, view: dict, seat: int) -> str:
        names = shown_names(view)
        name = names[seat] if seat < len(names) else str(seat + 1)
        mine = seat == self.controller.me and self.controller.seats[seat] is None and not self.controller.watching
        return translate("RummyTable", "You ({name})").format(name=name) if mine else name

    def _detail(self, view: dict, seat: int, window: dict) -> str:
        kind = self.controller.seats[seat] if seat < len(self.controller.seats) else None
        parts = []  # most telling first: a narrow area cuts the end
        counts = view.get("hand_counts") or []
        if seat < len(counts):
            parts.append(translate("RummyTable", "%n card(s)", counts[seat]))
        needs = (view.get("needs") or [None] * (seat + 1))[seat]
        if needs:
            parts.append(translate("RummyTable", "must re-meld"))
        elif (view.get("melded") or [False] * (seat + 1))[seat]:
            parts.append(translate("RummyTable", "melded ✓"))
        if seat in (window.get("claims") or []):
            parts.append(translate("RummyTable", "asks May I?"))
        scores = view.get("scores") or []
        if seat < len(scores):
            parts.append(translate("RummyTable", "%n pt(s)", scores[seat]))
        parts.append(translate("RummyTable", "person") if kind is None
                     else translate("RummyTable", "{level} bot").format(level=bot_level_name(kind)))
        return " · ".join(parts)

    @staticmethod
    def _meld_tip(view: dict, meld: dict) -> str:
        names = shown_names(view)
        owner = names[meld["owner"]] if meld["owner"] < len(names) else str(meld["owner"])
        cards = " ".join(card_label(c) for c in meld["cards"])
        jokers = names_and([translate("RummyTable", "the joker as {card}").format(card=card_label(j["rank"] + j["suit"]))
                            for j in meld.get("jokers") or []])
        if meld.get("kind") == "run":
            tip = translate("RummyTable", "Run of {player}: {cards}").format(player=owner, cards=cards)
        else:
            tip = translate("RummyTable", "Group of {player}: {cards}").format(player=owner, cards=cards)
        return f"{tip} ({jokers})" if jokers else tip

    @staticmethod
    def _card_tip(meld: dict, pos: int) -> str:
        code = meld["cards"][pos]
        for joker in meld.get("jokers") or []:
            if joker.get("index") == pos:
                return translate("RummyTable", "Joker standing for {card}").format(
                    card=card_name(joker["rank"] + joker["suit"]))
        return card_name(code)

    def _contract_lines(self, view: dict) -> list[str]:
        contract = view.get("contract") or {}
        options = view.get("options") or {}
        n = view.get("players", 0)
        decks = options.get("decks", "auto")
        decks = (2 if n <= 4 else (n + 1) // 2) if decks == "auto" else decks
        lines = [translate("RummyTable", "Round {round}/{rounds}: {contract}").format(
                     round=view.get("round", "?"), rounds=view.get("rounds_total", 7), contract=contract_words(contract)),
                 translate("RummyTable", "%n card(s) each", int(contract.get("deal") or 0)) + " · "
                 + translate("RummyTable", "%n deck(s)", int(decks))]
        if not contract.get("discard", True):
            lines.append(translate("RummyTable", "All at once: every card in runs, no discard"))
        elif contract.get("no_contiguous_runs"):
            lines.append(translate("RummyTable", "Runs of one suit may not touch"))
        mode = options.get("may_i")
        if mode == "off":
            lines.append(translate("RummyTable", "May I?: off"))
        elif mode in ("classic", "first_come"):
            rule = translate("RummyTable", "May I?: in turn order") if mode == "classic" \
                else translate("RummyTable", "May I?: first come")
            lines.append(rule + " · " + translate("RummyTable", "penalty %n card(s)", int(options.get("may_i_penalty", 1))))
        needs = (view.get("needs") or [None] * (self.controller.me + 1))[self.controller.me]
        if needs:
            lines.append(translate("RummyTable", "You must meld again: {contract}").format(contract=contract_words(needs)))
        return lines

    def _round_step(self, event: dict) -> int:
        names = shown_names(self.view_data)
        out = event.get("went_out")
        head = (translate("RummyTable", "Round {round}: {player} went out").format(round=event.get("round"),
                                                                                   player=names[out])
                if out is not None and out < len(names)
                else translate("RummyTable", "Round {round}: the piles ran out").format(round=event.get("round")))
        points = ", ".join(f"{names[s]} {p}" for s, p in enumerate(event.get("points") or []) if s < len(names))
        self.message.set_lines([head, translate("RummyTable", "Penalty points: {points}").format(points=points),
                                translate("RummyTable", "Totals in the score sheet (lowest leads).")])
        self._place_message()
        wait = self._speed() * 5

        def hide() -> int:
            self.message.set_lines([])
            return 0
        self.animator.push_next(hide)
        return wait

    def show_game_over(self, view: dict) -> None:
        """The game-over panel (ranking, lowest first; Play again, Replay this deal) over the table."""
        self.message.set_lines([])
        self.game_over.show_for(view, self.controller.me if self.controller.human_count else None)
        self._place_game_over()

    def _place_game_over(self) -> None:
        box = self.game_over.sizeHint()
        self.game_over.resize(box)
        r = self.sceneRect()
        self.game_over.move(int(max(8, (r.width() - box.width()) / 2)), int(max(8, r.height() * 0.42 - box.height() / 2)))
        self.game_over.raise_()

    def redraw_now(self) -> None:
        """Draw the controller's current view at once (e.g. after the seats were renamed)."""
        if self.view_data and not self.animator.running:
            self._sync(self.controller.view(), self.controller.legal(), animate=False)

    def _place_message(self) -> None:
        r = self.sceneRect()
        self.message.fit_width(r.width() - 40)
        self.message.setPos((r.width() - self.message.width) / 2, r.height() * 0.3)

    def _update_bar(self) -> None:
        if not self.view_data:
            return
        left = self.controller.claim_seconds_left()
        self.bar.show_for(self.view_data, self.legal, self.selected_codes(), left, self.controller.me)
        claiming = any(a["type"] == "may_i" for a in self.legal)
        if claiming and not self._tick.isActive():
            self._tick.start()
        elif not claiming and self._tick.isActive():
            self._tick.stop()

    def selected_codes(self) -> list[str]:
        return [c for k, c in zip(self.hand_keys, self.order) if k in self.selected]

    # ----- options from the menus --------------------------------------------------------------------
    def set_four_colour(self, on: bool) -> None:
        for p in (self.pixmaps, self.small):
            p.configure(deck="four_colour" if on else "standard")
        self.scene_.update()

    def set_back(self, name: str) -> None:
        self.pixmaps.configure(back=name)
        self.stock_pile.update()  # (its cached picture holds the back)
        self.scene_.update()

    def set_sort(self, by: str) -> None:
        """View ▸ Sort hand: how new hands come (and the hand in sight, arranged now)."""
        self.sort_by = by
        if self.view_data.get("hand"):
            self.arrange(by)

