"""The "Last trick" review (View ▸ Last trick, Ctrl+L): the finished trick in a panel over the middle of
the table, each card with its player's name under it, until it is asked for again or play goes on.

    toggle_last_trick(table) -> bool   # shown (True), or hidden / none to show (False)
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from ...i18n import translate
from ..scene.cards import card_name
from ..scene.items import CardItem
from ..scene.words import shown_names

LAST_TRICK_Z = 500  # above the trick (100+) and the hand (30+)


def toggle_last_trick(table) -> bool:
    for item in table._last_trick_items:
        table.scene_.removeItem(item)
    showing = bool(table._last_trick_items)
    table._last_trick_items = []
    table.last_trick_panel.set_lines([])
    last = table.view_data.get("last_trick")
    if showing or not last:
        return False
    names = shown_names(dict(table.view_data, players=max(len(table.seats), table.view_data.get("players") or 0)))

    def name(seat: int) -> str:
        return names[seat] if seat < len(names) else str(seat + 1)
    played = table.view_data.get("played") or []
    winner = played[-1].get("winner") if played else None
    c = table.plan.centre
    p = table.pixmaps
    step = p.width * 1.05
    panel = table.last_trick_panel
    panel.width = max(240, step * (len(last) - 1) + p.width + 40)
    lines = math.ceil((p.height + 30 + 24 - 12) / 17)
    title = translate("LastTrick", "Last trick — won by {player}").format(player=name(winner)) \
        if winner is not None else translate("LastTrick", "Last trick")
    panel.set_lines([title] + [""] * lines)
    top = c.y() - p.height * 0.7
    panel.setPos(c.x() - panel.width / 2, top)
    x0 = c.x() - step * (len(last) - 1) / 2
    for i, entry in enumerate(last):
        item = CardItem(table, entry["card"], True)
        item.setZValue(LAST_TRICK_Z + 1 + i)
        item.setPos(item.top_left_for(QPointF(x0 + i * step, top + 30 + p.height / 2)))
        item.setToolTip(translate("LastTrick", "{card}, played by {player}").format(
            card=card_name(entry["card"]), player=name(entry["seat"])))
        label = QGraphicsSimpleTextItem(name(entry["seat"]), item)  # the player, under the card
        label.setBrush(QColor("#ffffff"))
        label.setPos((p.width - label.boundingRect().width()) / 2, p.height + 3)
        table.scene_.addItem(item)
        table._last_trick_items.append(item)
    return True
