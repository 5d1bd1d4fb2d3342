"""The card table: a ``QGraphicsView`` whose scene is redrawn from the controller's views and events.

    table = TableView(controller)            # reads controller.view() / legal() / seats; never applies
    table.action_requested.connect(controller.request)
    controller.game_started.connect(table.reset)
    controller.action_applied.connect(table.on_action_applied)
    controller.action_rejected.connect(table.on_rejected)

The scene is in view pixels (no scaling): on resize the card size follows the window and the pixmaps are
re-rendered at that size × the device pixel ratio. Seats sit round an ellipse (the person at the bottom,
then clockwise); the person's hand is fanned along the bottom (sorted by suit with trumps last, or by
rank); the trick lies in the middle, each card towards its player; the trump is in the top-left corner,
the rule card top-right.

This module draws: the geometry, a view synced onto the scene, the options from the menus. Two mixins
of ``TableView`` do the rest: what the person does, turned into requests (``ui/table/input.py``), and
the events of an applied action animated step by step (``ui/table/steps.py``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSizeF, Qt, Signal, Slot

from ...engine import GAMES
from ...i18n import game_name, translate
from ..scene.animation import Animator
from .bidding import BiddingBox
from ..results.game_over import GameOverPanel
from ..scene.cards import CardPixmaps, sort_hand
from ..scene.felt import FeltView, set_up_felt
from ...session.rule_card import rule_card_lines
from ..scene.items import CardItem, TextPanel
from ...session.messages import bot_level_name
from ..scene.words import shown_names
from . import is_trick_view
from .input import TableInput
from .items import SeatItem, TrickZone, TrumpItem, seat_badges, seat_note
from .last_trick import LAST_TRICK_Z, toggle_last_trick
from .layout import MARGIN, TablePlan, card_width_for, place_box, plan_table
from .steps import TableSteps

RULE_CARD_WIDTH = 270  # px at most


class TableView(TableInput, TableSteps, FeltView):
    action_requested = Signal(object)
    drawn = Signal(object, object)  # (view, events) once an applied action is on screen: log, scores
    notice = Signal(str)  # a word for the status bar (a key that does nothing says why)
    selection_changed = Signal(str)  # accessible text of the selected card ("" when none)
    sound = Signal(str)  # a sound of ui/sound.SOUNDS, as the table shows what it stands for

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("table")
        self.setAccessibleName(translate("TableView", "Card table"))
        self.pixmaps = CardPixmaps()
        self.scene_ = set_up_felt(self)
        self.zone = self._add(TrickZone())
        self.trump_item = self._add(TrumpItem(self))
        self.rule_card = self._add(TextPanel(RULE_CARD_WIDTH, wrap=True))  # a long line goes on below
        self.message = self._add(TextPanel(420, 13, 11, wrap=True), z=50)
        self.continue_note = self._add(TextPanel(300, 11, 9, opaque=True, wrap=True), z=LAST_TRICK_Z)
        self.pause_after_trick = False  # hold each finished trick until a click (View menu)
        self.last_trick_panel = self._add(TextPanel(200, opaque=True), z=LAST_TRICK_Z)
        self.game_over = GameOverPanel(self.viewport())
        self.bidding = BiddingBox(self.viewport())
        self.bidding.action_requested.connect(self.action_requested)
        self.seats: list[SeatItem] = []
        self.cards: dict[str, CardItem] = {}
        self.hand_order: list[str] = []
        self.selected: str | None = None
        self.dim_illegal = True
        self.sort_by = "suit"
        self.show_rule_card = True
        self._panel_widths: list[float] = []  # the seat panels' widths the seats were placed for
        self._rule_full: list[str] = []  # the whole rule card; a narrow table shows its first lines
        self.view_data: dict = {}
        self.legal: list[dict] = []
        self._pending: str | None = None
        self.animator = Animator(self._speed, self)
        self._last_trick_items: list[CardItem] = []
        self._laid_out: tuple = ()
        self.plan = TablePlan(card_width_for(640, 480))

    def _add(self, item, z: float | None = None):
        """``item`` put on the scene (at depth ``z``), returned."""
        if z is not None:
            item.setZValue(z)
        self.scene_.addItem(item)
        return item

    # ----- geometry ----------------------------------------------------------------------------------
    def showEvent(self, event) -> None:
        super().showEvent(event)
        handle = self.window().windowHandle()
        if handle is not None:
            try:
                handle.screenChanged.connect(self._screen_changed, Qt.ConnectionType.UniqueConnection)
            except RuntimeError:
                pass  # already connected
        self.relayout()

    @Slot()
    def _screen_changed(self, *_args) -> None:
        self.relayout()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.DevicePixelRatioChange and hasattr(self, "scene_"):
            self.relayout()

    def relayout(self) -> None:
        """Fit the scene to the viewport; re-plan the table (and re-render the pixmaps if the card size or
        pixel ratio changed)."""
        size = self.viewport().size()
        w, h = max(size.width(), 320), max(size.height(), 240)
        if (w, h, self.devicePixelRatioF()) == self._laid_out:
            return  # nothing moved: leave running animations alone
        self._laid_out = (w, h, self.devicePixelRatioF())
        self.scene_.setSceneRect(0, 0, w, h)
        self._place_fixed()
        self._redraw()

    def _redraw(self) -> None:
        """Draw again at the current geometry. While animation steps are still queued, what is drawn is
        ahead of the view last synced (a card played, a trick won): then the cards only move to the spots
        their roles have now, and the steps still to come bring the rest."""
        if not self.view_data:
            return
        if not self.animator.busy():
            self._sync(self.view_data, self.legal, animate=False)
            return
        self.animator.finish()
        for item in self.cards.values():
            kind, *seat = item.role
            if item.dragging or kind not in ("trick", "forehead", "swept"):
                continue
            centre = self._trick_spot(seat[0]) if kind == "trick" else self._seat_spot(seat[0])
            item.setPos(item.top_left_for(centre))
        spots = self._hand_spots(len(self.hand_order))
        for (centre, rotation), code in zip(spots, self.hand_order):
            item = self.cards.get(code)
            if item is None or item.dragging:
                continue
            lift = self.pixmaps.height * 0.18 if item.selected else 0.0
            item.home, item.home_rotation = centre - QPointF(0, lift), rotation
            item.setPos(item.top_left_for(item.home))
            item.setRotation(rotation)

    def _centre(self) -> QPointF:
        return self.plan.centre

    def _rel(self, seat: int) -> int:
        return (seat - self.controller.me) % max(1, len(self.seats))

    def _rule_sizes(self) -> list[tuple[int | None, QSizeF]]:
        """The rule card whole, then cut to two lines, then to its title (the rest in its tooltip)."""
        if not self.show_rule_card or not self._rule_full:
            return [(None, QSizeF())]
        cuts = [None] + [n for n in (2, 1) if n < len(self._rule_full)]
        return [(n, self.rule_card.measure(self._rule_full[:n] if n else self._rule_full, RULE_CARD_WIDTH))
                for n in cuts]

    def _widest_panel(self) -> float:
        """The widest seat panel now (badges widen a panel): the plan keeps room for it beside every seat."""
        return max([float(SeatItem.WIDTH)] + [item.panel_width for item in self.seats])

    def _place_fixed(self) -> None:
        """Plan the table for its size and seats (ui/table/layout.py) and put the seats, corners and zone there."""
        r = self.sceneRect()
        self.plan = plan_table(r.width(), r.height(), max(2, len(self.seats)), self.trump_item.size_for,
                               self._rule_sizes(), self._widest_panel())
        if self.pixmaps.configure(width=self.plan.card_width, ratio=self.devicePixelRatioF()):
            for item in list(self.cards.values()) + self._last_trick_items:
                item.resized()
            for item in self.seats:
                item.prepareGeometryChange()
            self.trump_item.prepareGeometryChange()
        c = self.plan.centre
        self.zone.set_rect(self.plan.zone)
        self.trump_item.setPos(MARGIN, MARGIN)
        lines = self.plan.rule_lines
        self.rule_card.set_lines(self._rule_full[:lines] if lines else self._rule_full)
        self.rule_card.fit_width(RULE_CARD_WIDTH)
        self.rule_card.setToolTip("\n".join(self._rule_full))
        self.rule_card.setPos(r.width() - self.rule_card.width - MARGIN, MARGIN)
        self.rule_card.setVisible(self.show_rule_card)
        br = self.message.boundingRect()
        self.message.setPos(c.x() - self.message.width / 2, c.y() - br.height() / 2)
        for item in self.seats:
            pos, above = self.plan.seats[self._rel(item.seat)]
            if above != item.fan_above:
                item.prepareGeometryChange()
                item.fan_above = above
            # the plan keeps room for the widest panel: a narrower one keeps to the table's right edge in the
            # right column and to the middle of its room in the top row
            room = self.plan.panel_width - item.panel_width
            if pos.x() + self.plan.panel_width >= r.width() - MARGIN - 1:
                pos = QPointF(pos.x() + room, pos.y())
            elif not above:
                pos = QPointF(pos.x() + room / 2, pos.y())
            item.setPos(pos)
        self._panel_widths = [item.panel_width for item in self.seats]
        self._place_bidding()
        self._place_continue_note()
        if not self.game_over.isHidden():
            self._place_overlay(self.game_over, self.plan.centre.y() + self.game_over.sizeHint().height() / 2)

    def _place_bidding(self) -> None:
        """Over the hand if it fits there; never over a seat (its panel or its cards) or a corner, and over
        as little of the hand as the table's size allows."""
        if self.bidding.isHidden():  # (isVisible() is False while the window itself is not shown yet)
            return
        r = self.sceneRect()
        panels = self._panels()
        middle = r.width() / 2
        left = max([p.right() for p in panels if p.right() < middle] + [0.0])
        right = min([p.left() for p in panels if p.left() > middle] + [r.width()])
        self.bidding.fit_width(right - left - 2 * MARGIN)
        self._place_overlay(self.bidding, self.plan.hand_top)

    def _place_continue_note(self) -> None:
        """The note of a trick held on screen: under the trick if it fits there, over no seat, corner or
        card of the trick, and over as little of the hand as it can."""
        if not self.continue_note.lines:
            return
        r, n, note = self.sceneRect(), len(self.seats), self.continue_note.boundingRect()
        tricks = [self.plan.trick_rect(rel, n) for rel in range(n)]
        hand = QRectF(0, self.plan.hand_top, r.width(), r.height() - self.plan.hand_top)
        zone = self.plan.zone
        preferred = QPointF(zone.center().x() - note.width() / 2, zone.bottom() + 4)
        self.continue_note.setPos(place_box(note.size(), r, self._panels() + tricks, [hand], preferred))

    def _panels(self) -> list[QRectF]:
        """Seat panels with their fans of backs, and the corners: what no box over the table may cover."""
        return [item.occupied() for item in self.seats if item.isVisible()] + \
            [c.sceneBoundingRect() for c in (self.trump_item, self.rule_card)
             if c.isVisible() and not c.boundingRect().isEmpty()]

    def _place_overlay(self, widget, bottom: float) -> None:
        """A box over the table (bidding, game over): its size hint, centred with its bottom at ``bottom``
        if it can be, over no panel or corner and over as little of the hand as it can."""
        r = self.sceneRect()
        box = widget.sizeHint()
        widget.resize(box)
        hand = QRectF(0, self.plan.hand_top, r.width(), r.height() - self.plan.hand_top)
        preferred = QPointF(r.width() / 2 - box.width() / 2, bottom - box.height() - 4)
        spot = place_box(QSizeF(box), r, self._panels(), [hand], preferred)
        widget.move(int(spot.x()), int(spot.y()))

    def show_game_over(self, view: dict) -> None:
        """The game-over panel (ranking, scores, Play again, Replay this deal) in the middle of the table."""
        self.game_over.show_for(view, self.controller.me if self.controller.human_count else None)
        self._place_fixed()

    def _trick_spot(self, seat: int) -> QPointF:
        return self.plan.trick_spot(self._rel(seat), max(2, len(self.seats)))

    def _trick_z(self, seat: int, order: int) -> float:
        """Trick cards lie in layers that keep each corner index in sight, then in the order played."""
        return 100 + self.plan.trick_layer(self._rel(seat), max(2, len(self.seats))) * 10 + order

    def _seat_spot(self, seat: int) -> QPointF:
        if 0 <= seat < len(self.seats):
            return self.seats[seat].fan_centre()
        return self._centre()

    def _hand_spots(self, count: int) -> list[tuple[QPointF, float]]:
        r = self.sceneRect()
        p = self.pixmaps
        if count == 0:
            return []
        room = r.width() - 2 * (SeatItem.WIDTH * 0 + 40) - p.width
        step = min(p.width * 0.62, room / max(1, count - 1))
        x0 = r.width() / 2 - step * (count - 1) / 2
        base = r.height() - p.height * 0.62 - 12
        spots = []
        for i in range(count):
            t = (i - (count - 1) / 2) / max(1, count)  # -0.5 … 0.5
            spots.append((QPointF(x0 + i * step, base + abs(t) * p.height * 0.25), t * 18))
        return spots

    # ----- the game ---------------------------------------------------------------------------------
    @Slot()
    def reset(self) -> None:
        """A new, opened or undone game: rebuild the seats and show the position without history."""
        self.animator.stop()
        self.continue_note.set_lines([])
        self.game_over.hide()
        self._clear_cards()
        for item in self.seats:
            self.scene_.removeItem(item)
        view = self.controller.view()
        players = view.get("players") or len(self.controller.seats)
        self.seats = [SeatItem(self, s) for s in range(players)]
        for item in self.seats:
            self.scene_.addItem(item)
        self.selected = None
        self._place_fixed()
        self.animator.push(lambda: self._deal_step(view, self.controller.legal()))

    # ----- drawing a view ------------------------------------------------------------------------------
    def _card(self, code: str, face_up: bool, start: QPointF) -> CardItem:
        item = self.cards.get(code)
        if item is None:
            item = CardItem(self, code, face_up)
            item.setPos(item.top_left_for(start))
            self.scene_.addItem(item)
            self.cards[code] = item
        elif item.face_up != face_up:
            item.face_up = face_up
            item.update()
        return item

    def _remove(self, code: str) -> None:
        item = self.cards.pop(code, None)
        if item is not None:
            self.scene_.removeItem(item)

    def _clear_cards(self) -> None:
        for code in list(self.cards):
            self._remove(code)

    def _sync(self, view: dict, legal: list[dict], animate: bool, hand_from: QPointF | None = None) -> int:
        self.view_data, self.legal = view, legal
        info = GAMES.get(view.get("game"))
        if not is_trick_view(view):
            self._clear_cards()
            name = game_name(info.id) if info else str(view.get("game"))
            self.message.set_lines([translate("TableView", "{game} is not playable at the table yet").format(game=name),
                                    translate("TableView", "This window plays the trick-taking games so far."),
                                    translate("TableView", "Choose another game with Game ▸ New Game (Ctrl+N).")])
            self.message.fit_width(self.sceneRect().width() - 40)
            for item in self.seats:
                item.hide()
            self.trump_item.set_state(False, None, None)  # no trump box left over from the last game
            self.bidding.hide()
            self._rule_full = []
            self.rule_card.set_lines([])
            self._place_fixed()
            return 0
        self.message.set_lines([])  # (the game over has its own panel: show_game_over)
        for item in self.seats:
            item.show()
        me = self.controller.me
        must = (view.get("to_act") or [None])[0]  # the others in to_act only may act: no highlight
        names = shown_names(dict(view, players=len(self.seats)))
        counts = view.get("hand_counts") or [0] * len(self.seats)
        foreheads = view.get("foreheads") or {}
        for item in self.seats:
            s = item.seat
            kind = self.controller.seats[s] if s < len(self.controller.seats) else None
            you = s == me and not self.controller.watching  # a spectator has no seat of their own
            who = (translate("SeatPanel", "You") if you else translate("SeatPanel", "Player")) if kind is None \
                else translate("SeatPanel", "Bot · {level}").format(level=bot_level_name(kind))
            others_hidden = s != me and str(s) not in foreheads
            item.set_state(names[s], who, seat_badges(view, s),
                           view.get("dealer") == s, s == must and not view.get("over"),
                           counts[s] if s < len(counts) else 0, others_hidden, seat_note(view, s))
        self.trump_item.set_state(view.get("phase") not in ("bidding", "calling") or view.get("trump") is not None
                                  or view.get("turned") is not None, view.get("trump"), view.get("turned"),
                                  view.get("called_card"))
        rule_full = rule_card_lines(info, view, len(self.seats)) if self.show_rule_card else []
        if rule_full != self._rule_full or [item.panel_width for item in self.seats] != self._panel_widths:
            self._rule_full = rule_full
            self._place_fixed()
        moves = []
        wanted = set()
        # the trick
        for i, entry in enumerate(view["trick"]):
            code = entry["card"]
            wanted.add(code)
            item = self._card(code, True, self._seat_spot(entry["seat"]))
            item.set_in_hand(False)
            item.role = ("trick", entry["seat"])
            item.dimmed = item.selected = False
            item.setZValue(self._trick_z(entry["seat"], i))
            moves.append((item, self._trick_spot(entry["seat"]), 0.0, 1.0, 0))
        # forehead cards of the others, face up by their seats
        for seat_text, code in foreheads.items():
            seat = int(seat_text)
            wanted.add(code)
            item = self._card(code, True, self._seat_spot(seat))
            item.set_in_hand(False)
            item.role = ("forehead", seat)
            item.setScale(0.6)  # the size of the seat's fan of backs, so the name stays readable
            item.setZValue(20)
            moves.append((item, self._seat_spot(seat), 0.0, 1.0, 0))
        # the person's hand
        hand = view.get("hand")
        playable = {a.get("card") for a in legal if a.get("type") == "play"}
        blind_play = any(a.get("type") == "play" and "card" not in a for a in legal)
        if hand is None:
            codes = [f"me-back{i}" for i in range(counts[me] if me < len(counts) else 0)]
        else:
            codes = sort_hand(hand, view.get("trump"), self.sort_by)
        self.hand_order = codes
        if self.selected not in codes:
            self.selected = None
        spots = self._hand_spots(len(codes))
        start = hand_from or QPointF(self.sceneRect().width() / 2, self.sceneRect().height() + 100)
        for i, code in enumerate(codes):
            wanted.add(code)
            item = self._card(code, hand is not None, start)
            item.set_in_hand(True)
            item.role = ("hand",)
            item.dimmed = self.dim_illegal and bool(legal) and not blind_play and code not in playable \
                and any(a.get("type") == "play" for a in legal)
            item.selected = code == self.selected
            item.setToolTip(item.accessible_text())
            item.setZValue(30 + i)
            centre, rotation = spots[i]
            lift = self.pixmaps.height * 0.18 if item.selected else 0.0
            item.home, item.home_rotation = centre - QPointF(0, lift), rotation
            delay = i * 40 if hand_from is not None else 0
            moves.append((item, item.home, rotation, 1.0, delay))
            item.update()
        for code in [c for c in self.cards if c not in wanted]:
            self._remove(code)
        self._describe()
        if self.bidding.show_for(view, legal):
            self._place_bidding()
        speed = self._speed()
        if hand_from is not None:  # a deal: wait until the cards have arrived
            return self.animator.move(moves, int(speed * 0.9))
        self.animator.move(moves, int(speed * 0.5) if animate else 0)
        return 0  # tidying up runs while the next step starts

    # ----- options from the menus ----------------------------------------------------------------------
    def set_dim_illegal(self, on: bool) -> None:
        self.dim_illegal = on
        self._refresh()

    def set_four_colour(self, on: bool) -> None:
        self.pixmaps.configure(deck="four_colour" if on else "standard")
        self.bidding.set_deck(self.pixmaps.deck)  # the suit symbols off the cards follow the deck
        self.trump_item.update()
        self.scene_.update()

    def set_back(self, name: str) -> None:
        self.pixmaps.configure(back=name)
        self.scene_.update()

    def set_sort(self, by: str) -> None:
        if by not in ("suit", "rank"):
            raise ValueError(f"sort by 'suit' or 'rank', not {by!r}")
        self.sort_by = by
        self._refresh()

    def set_rule_card(self, on: bool) -> None:
        self.show_rule_card = on
        self._refresh()

    def redraw_now(self) -> None:
        """Draw the controller's current view (e.g. after the seats were renamed)."""
        if self.view_data and not self.animator.busy():
            self._sync(self.controller.view(), self.controller.legal(), animate=False)

    def _refresh(self) -> None:
        self._redraw()
        self._place_fixed()

    def toggle_last_trick(self) -> bool:
        """Show (or hide) the last finished trick in a panel over the middle; False when there is none."""
        return toggle_last_trick(self)
