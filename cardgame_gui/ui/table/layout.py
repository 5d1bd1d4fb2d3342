"""Where everything goes on the table, as plain geometry (no items): seats, trick, hand, bidding box.

    plan = plan_table(width, height, players, trump_size, rule_sizes)   # -> TablePlan
    plan.card_width, plan.seats[rel] (panel top-left, fan above?), plan.centre, plan.trick_radius,
    plan.zone, plan.rule_lines (how many lines of the rule card fit: None = all), plan.hand_top
    place_box(size, table_rect, obstacles, avoid, preferred) -> QPointF     # the bidding box

Seats are numbered relative to the person at the table (0 = you, at the bottom left over your hand), then
clockwise: up the left side, along the top from left to right, down the right side. The trump marker
holds the top-left corner and the rule card the top-right one; the other seats' panels sit in a left
column, a top row between the corners and a right column, each panel with its fan of backs on the side
towards the middle. ``plan_table`` tries the biggest card size the window allows first (cards grow on
large windows) and each way of sharing the seats between the columns and the row, then a shorter rule
card, then smaller cards, and returns the first plan in which no panel, fan, corner or trick card covers
another: a seat's name, bid and tricks are never hidden, from 2 to 7 players and 1024×640 to 2560×1440.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, QSizeF

from ..scene.cards import ASPECT

PANEL_W, PANEL_H = 176, 62  # a seat panel (SeatItem.WIDTH, SeatItem.HEIGHT)
MARGIN = 8
MIN_CARD, MAX_CARD = 40, 200  # card width in px


def card_width_for(width: float, height: float) -> int:
    """The largest card width the table allows: about a tenth of its width, within the height."""
    return int(max(MIN_CARD, min(MAX_CARD, width / 10.5, height / 6.4)))


def fan_rect(panel: QPointF, fan_above: bool, card_width: float) -> QRectF:
    """A seat's fan of backs (half-size cards), above or below its panel (as SeatItem.fan_rect)."""
    w, h = card_width * 0.5, card_width * ASPECT * 0.5
    x = panel.x() + PANEL_W / 2 - w
    return QRectF(x, panel.y() - h - 6, w * 2, h) if fan_above else QRectF(x, panel.y() + PANEL_H + 6, w * 2, h)


@dataclass
class TablePlan:
    card_width: int
    seats: list = field(default_factory=list)  # per relative seat: (panel top-left QPointF, fan_above)
    centre: QPointF = field(default_factory=QPointF)
    trick_radius: tuple = (0.0, 0.0)
    zone: QRectF = field(default_factory=QRectF)
    rule_lines: int | None = None
    hand_top: float = 0.0
    panel_width: float = PANEL_W  # the widest seat panel planned for (badges widen a panel)
    _layers: list = field(default_factory=list)
    _layers_for: tuple = ()

    def panel(self, rel: int) -> QRectF:
        pos, _ = self.seats[rel]
        return QRectF(pos.x(), pos.y(), self.panel_width, PANEL_H)

    def occupied(self, rel: int) -> QRectF:
        """A seat's panel and fan of backs (your own seat has no fan: your hand is at the bottom)."""
        pos, above = self.seats[rel]
        return self.panel(rel) if rel == 0 else self.panel(rel).united(fan_rect(pos, above, self.card_width))

    def trick_spot(self, rel: int, players: int) -> QPointF:
        a = math.radians(90 + rel * 360 / max(1, players))
        rx, ry = self.trick_radius
        return QPointF(self.centre.x() + rx * math.cos(a), self.centre.y() + ry * math.sin(a))

    def trick_rect(self, rel: int, players: int) -> QRectF:
        spot = self.trick_spot(rel, players)
        w = self.card_width
        h = w * ASPECT
        return QRectF(spot.x() - w / 2, spot.y() - h / 2, w, h)

    def trick_layer(self, rel: int, players: int) -> int:
        """How high a trick card lies at this place (its z within the trick): a card whose corner index
        another would cover lies above that one, so every card of a 5-7 card trick shows its index."""
        key = (players, self.card_width, self.trick_radius)
        if self._layers_for != key:
            rects = [self.trick_rect(r, players) for r in range(players)]
            covers = [(i, j) for i in range(players) for j in range(players)
                      if i != j and index_rect(rects[i]).intersects(rects[j])]
            layers = [0] * players
            for _ in range(players):
                for i, j in covers:
                    layers[i] = max(layers[i], layers[j] + 1)
            self._layers, self._layers_for = layers, key
        return self._layers[rel % players]


@lru_cache(maxsize=None)
def trick_spreads(players: int) -> tuple[tuple[float, float], ...]:
    """Ways to lay out one trick: radii of the ring in card widths (across) and card heights (down), each
    card towards its player. Every shape in which no card of the trick covers another (a gap of a
    twentieth of a card), from wide and low to narrow and tall, each as small as it can be, the smallest
    first: the table takes the first that fits between the seats."""
    shapes = []
    for tenth in range(10, 36):
        across = tenth / 10
        down = _least_down(players, across)
        if down is not None:
            shapes.append((across, down))
    def size(shape):
        return (2 * shape[0] + 1), (2 * shape[1] + 1) * ASPECT
    kept = [a for a in shapes if not any(size(b)[0] <= size(a)[0] and size(b)[1] <= size(a)[1] and b != a
                                         for b in shapes)]
    return tuple(sorted(kept, key=lambda shape: size(shape)[0] * size(shape)[1]))


def _least_down(players: int, across: float) -> float | None:
    """The least ``down`` at which no two cards of a trick round a ring ``across`` wide overlap (None if
    none does: two cards in one column that never part); pure arithmetic on a card 1 wide."""
    gap = 0.05
    angles = [math.radians(90 + rel * 360 / players) for rel in range(players)]

    def apart(down: float) -> bool:
        spots = [(across * math.cos(a), down * ASPECT * math.sin(a)) for a in angles]
        return all(abs(x1 - x2) >= 1 + gap or abs(y1 - y2) >= ASPECT * (1 + gap)
                   for i, (x1, y1) in enumerate(spots) for x2, y2 in spots[i + 1:])
    low, high = 0.3, 3.0
    if not apart(high):
        return None
    for _ in range(20):
        middle = (low + high) / 2
        low, high = (low, middle) if apart(middle) else (middle, high)
    return round(high + 0.005, 3)


def index_rect(card: QRectF) -> QRectF:
    """The top-left corner of a card where its rank and suit are printed."""
    return QRectF(card.left(), card.top(), card.width() * 0.22, card.height() * 0.28)


def shares(others: int) -> list[tuple[int, int, int]]:
    """Ways to seat the others: (left column, top row, right column), the most even first."""
    options = []
    for side in range(others // 2, -1, -1):
        top = others - 2 * side
        if top <= 3:
            options.append((side, top, side))
    return options or [(others // 2, others - 2 * (others // 2), others // 2)]


def _column(count: int, top: float, bottom: float, card_width: float) -> list[float] | None:
    """Panel tops of ``count`` seats (fan above each) spread evenly between top and bottom, lowest first."""
    block = PANEL_H + 6 + card_width * ASPECT * 0.5
    free = bottom - top - count * block
    if free < 0:
        return None
    gap = free / (count + 1)
    return [bottom - (i + 1) * (block + gap) + block - PANEL_H for i in range(count)]


def _plan(width: float, height: float, players: int, card_width: int, share, trump: QSizeF,
          rule: QSizeF, tall: bool, panel_w: float = PANEL_W) -> TablePlan | None:
    ch = card_width * ASPECT
    plan = TablePlan(card_width, panel_width=panel_w)
    hand_top = height - ch * 0.62 - 12 - ch * 0.5 - ch * 0.18 - 4  # a raised (selected) card included
    plan.hand_top = hand_top
    me = QPointF(MARGIN + 6, hand_top - PANEL_H - 4)
    trump_box = QRectF(MARGIN, MARGIN, trump.width(), trump.height())
    rule_box = QRectF(width - MARGIN - rule.width(), MARGIN, rule.width(), rule.height()) \
        if not rule.isEmpty() else QRectF()
    left, top, right = share
    row_bottom = MARGIN + PANEL_H + 6 + ch * 0.5 + MARGIN if top else 0.0
    # tall columns reach up to the corners, with the top row between them; else they start below the row
    x0 = max(trump_box.right(), MARGIN + panel_w if left and tall else 0.0) + MARGIN
    x1 = min(rule_box.left() if not rule_box.isNull() else width - MARGIN,
             width - MARGIN - panel_w if right and tall else width) - MARGIN
    seats = [(me, True)]
    rule_bottom = rule_box.bottom() + MARGIN if not rule_box.isNull() else MARGIN
    left_top = max(trump_box.bottom() + MARGIN, 0.0 if tall else row_bottom)
    right_top = max(rule_bottom, 0.0 if tall else row_bottom)
    even = max(left_top, right_top)  # the two columns level with each other where they fit so
    if left:
        ys = _column(left, even, me.y() - MARGIN, card_width) or _column(left, left_top, me.y() - MARGIN,
                                                                          card_width)
        if ys is None:
            return None
        seats += [(QPointF(MARGIN, y), True) for y in ys]
    if top:
        free = x1 - x0 - top * panel_w
        if free < 0:
            return None
        if top == 1:  # one seat along the top: in the middle if it can be
            x = min(max(width / 2 - panel_w / 2, x0), x1 - panel_w)
            seats.append((QPointF(x, MARGIN), False))
        else:
            gap = free / (top + 1)
            seats += [(QPointF(x0 + gap + i * (panel_w + gap), MARGIN), False) for i in range(top)]
    if right:
        ys = _column(right, even, me.y() - MARGIN, card_width) or _column(right, right_top, me.y() - MARGIN,
                                                                           card_width)
        if ys is None:
            return None
        seats += [(QPointF(width - MARGIN - panel_w, y), True) for y in reversed(ys)]
    plan.seats = seats
    # the trick: in the middle of what the seats leave free, each card towards its player
    top_edge = max([0.0] + [plan.occupied(r).bottom() for r in range(1, players) if not seats[r][1]]) + MARGIN
    plan.centre = QPointF(width / 2, (top_edge + hand_top) / 2)
    # nothing may cover anything else
    boxes = [plan.occupied(r) for r in range(players)] + [trump_box] + ([rule_box] if not rule_box.isNull()
                                                                       else [])
    for i, a in enumerate(boxes):
        if a.left() < 0 or a.top() < 0 or a.right() > width or a.bottom() > height:
            return None
        for b in boxes[i + 1:]:
            if a.intersects(b):
                return None
    for across, down in trick_spreads(players):  # the trick: the first shape that covers no seat
        plan.trick_radius = (card_width * across, ch * down)
        rects = [plan.trick_rect(r, players) for r in range(players)]
        if any(t.top() < MARGIN or t.bottom() > hand_top for t in rects):
            continue
        if any(a.intersects(t) for a in boxes for t in rects):
            continue
        zone = rects[0]
        for rect in rects[1:]:
            zone = zone.united(rect)
        plan.zone = zone.adjusted(-card_width * 0.3, -ch * 0.1, card_width * 0.3, ch * 0.1)
        return plan
    return None


def plan_table(width: float, height: float, players: int, trump_size, rule_sizes,
               panel_width: float = PANEL_W) -> TablePlan:
    """The first plan that fits (see the module text). ``trump_size(card_width) -> QSizeF``;
    ``rule_sizes``: [(lines or None for all, QSizeF)] from the whole rule card to the shortest;
    ``panel_width``: the widest seat panel (its badges widen it past ``PANEL_W``)."""
    players = max(1, players)
    biggest = card_width_for(width, height)
    widths = list(range(biggest, MIN_CARD - 1, -4))
    for card_width in widths:
        for lines, rule in rule_sizes or [(None, QSizeF())]:
            for share in shares(players - 1):
                for tall in (True, False):
                    plan = _plan(width, height, players, card_width, share, trump_size(card_width), rule, tall,
                                 panel_width)
                    if plan is not None:
                        plan.rule_lines = lines
                        return plan
    # nothing fits (a window below the supported size): the smallest cards, the shortest rule card
    plan = _forced(width, height, players, MIN_CARD, panel_width)
    plan.rule_lines = (rule_sizes or [(None, QSizeF())])[-1][0]
    return plan


def _forced(width: float, height: float, players: int, card_width: int, panel_w: float = PANEL_W) -> TablePlan:
    """A plan for a window too small for any plan that fits: seats spread as best they go."""
    plan = TablePlan(card_width, panel_width=panel_w)
    ch = card_width * ASPECT
    plan.hand_top = height - ch * 1.3 - 16
    me = QPointF(MARGIN + 6, max(MARGIN, plan.hand_top - PANEL_H - 4))
    seats = [(me, True)]
    for rel in range(1, players):
        a = math.radians(90 + rel * 360 / players)
        x = width / 2 + (width / 2 - panel_w / 2 - MARGIN) * math.cos(a) - panel_w / 2
        y = max(MARGIN + ch * 0.5 + 6, height / 2 + (height / 2 - PANEL_H - ch) * math.sin(a) - PANEL_H / 2)
        seats.append((QPointF(max(MARGIN, x), y), True))
    plan.seats = seats
    plan.centre = QPointF(width / 2, height / 2 - ch * 0.3)
    plan.trick_radius = (card_width * 1.2, ch * 0.5)
    plan.zone = QRectF(plan.centre.x() - card_width * 2, plan.centre.y() - ch * 1.1, card_width * 4, ch * 2.2)
    return plan


def place_box(size: QSizeF, table: QRectF, obstacles: list[QRectF], avoid: list[QRectF],
              preferred: QPointF) -> QPointF:
    """Top-left for a box (the bidding box) inside ``table`` that covers none of ``obstacles`` (seat
    panels, corners) and as little of ``avoid`` (the hand) as it can, nearest to ``preferred``."""
    w, h = size.width(), size.height()
    xs = {preferred.x(), MARGIN, table.width() - w - MARGIN}
    ys = {preferred.y(), MARGIN, table.height() - h - MARGIN}
    for box in obstacles + avoid:
        xs |= {box.right() + MARGIN, box.left() - w - MARGIN}
        ys |= {box.bottom() + MARGIN, box.top() - h - MARGIN}
    best, best_cost = preferred, None
    for x in xs:
        for y in ys:
            rect = QRectF(x, y, w, h)
            if x < 0 or y < 0 or rect.right() > table.width() or rect.bottom() > table.height():
                continue
            covered = sum(_area(rect.intersected(o)) for o in obstacles)
            hidden = sum(_area(rect.intersected(a)) for a in avoid)
            cost = (covered * 100 + hidden, math.hypot(x - preferred.x(), y - preferred.y()))
            if best_cost is None or cost < best_cost:
                best, best_cost = QPointF(x, y), cost
    return best


def _area(rect: QRectF) -> float:
    return max(0.0, rect.width()) * max(0.0, rect.height())
