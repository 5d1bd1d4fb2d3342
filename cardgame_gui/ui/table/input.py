"""What the person does at the trick table, turned into requests: drags, clicks and double-clicks on the
cards of the hand, the arrow keys, Enter and Escape, the bidding box's keys; and what a screen reader is
told about the table. A mixin of ``TableView`` (``ui/table/view.py``), which draws; this module only asks
(``action_requested``) and never applies.

Playing: drag a card onto the middle (the zone lights up), click it twice, double-click it, or select
with the arrow keys and press Enter. Each is a request (``action_requested``); a refused card slides
back and the reason is shown by whoever listens to the controller's ``action_rejected``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QAccessible, QAccessibleEvent

from ...i18n import translate
from ..scene.cards import card_name
from ..scene.items import CardItem
from ..scene.words import shown_names
from .items import trump_words


class TableInput:
    # ----- a request refused --------------------------------------------------------------------------
    @Slot(str)
    def on_rejected(self, reason: str) -> None:
        """The card asked for goes back into the hand, no longer raised or selected."""
        item = self.cards.get(self._pending) if self._pending else None
        if self.selected is not None:
            self.select(None)
        if item is not None:
            self._slide_home(item)
        self.zone.set_state(False, False)

    # ----- requests from the cards ---------------------------------------------------------------------
    def card_dragged(self, item: CardItem) -> None:
        """The zone shows where cards go only when you may play now, and lights up for a card you may play."""
        plays = [a for a in self.legal if a.get("type") == "play"]
        may = bool(plays) and (item.code.startswith("me-back") or any(a.get("card") in (None, item.code)
                                                                        for a in plays))
        self.zone.set_state(bool(plays), may and self.zone.rect.contains(item.centre()))

    def card_dropped(self, item: CardItem) -> None:
        hot = self.zone.rect.contains(item.centre())
        self.zone.set_state(False, False)
        if hot:
            self.request_play(item.code)
        else:
            self._slide_home(item)

    def card_clicked(self, item: CardItem) -> None:
        if self.selected == item.code:
            self.request_play(item.code)
        else:
            self.select(item.code)

    def card_activated(self, item: CardItem) -> None:
        self.request_play(item.code)

    def request_play(self, code: str) -> None:
        """Ask to play a card of the hand (a face-down forehead card is played without naming it)."""
        item = self.cards.get(code)
        blind = code.startswith("me-back") or any(
            a.get("type") == "play" and "card" not in a for a in self.legal)
        action = {"type": "play"} if blind else {"type": "play", "card": code}
        self._pending = code
        try:
            self.action_requested.emit(action)
        finally:
            self._pending = None
        if item is not None and self.cards.get(code) is item and item.in_hand and not self.animator.running:
            self._slide_home(item)  # not played (no controller listening, or refused)

    def select(self, code: str | None) -> None:
        self.selected = code
        for key in self.hand_order:
            item = self.cards.get(key)
            if item is not None:
                item.selected = key == code
        self._redraw()
        text = self.cards[code].accessible_text() if code in self.cards else ""
        self._describe()
        self.selection_changed.emit(text)

    def _describe(self) -> None:
        """What a screen reader says about the table: selection, hand, trick, trump, whose turn."""
        view = self.view_data
        names = shown_names(view) if view else []
        parts = []
        if self.selected in self.cards:
            parts.append(translate("TableView", "Selected: {card}.").format(
                card=self.cards[self.selected].accessible_text()))
        hand = view.get("hand")
        if hand is not None:
            parts.append(translate("TableView", "Your hand: {cards}.").format(
                cards=", ".join(card_name(c) for c in self.hand_order if c in hand)))
        if view.get("trick"):
            played = translate("TableView", "{player}: {card}")
            parts.append(translate("TableView", "On the table: {cards}.").format(cards=", ".join(
                played.format(player=names[e["seat"]] if e["seat"] < len(names) else e["seat"],
                              card=card_name(e["card"])) for e in view["trick"])))
        if view.get("trump") in ("C", "D", "H", "S"):
            parts.append(trump_words(view["trump"]) + ".")
        must = (view.get("to_act") or [None])[0]
        if must is not None and must < len(names):
            parts.append(translate("TableView", "Your turn.") if must == self.controller.me
                         else translate("TableView", "Waiting for {player}.").format(player=names[must]))
        text = " ".join(parts)
        if text != self.accessibleDescription():
            self.setAccessibleDescription(text)
            if QAccessible.isActive():  # tell a running screen reader that the table changed
                QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.DescriptionChanged))

    def _press(self, button) -> None:
        """A bidding box button chosen with a key: pressed, or the status bar says why it is barred."""
        if button is None:
            return
        if button.isEnabled():
            button.click()
        else:
            self.notice.emit(button.toolTip())  # e.g. the hook: why this number is barred

    def _slide_home(self, item: CardItem) -> None:
        item.setZValue(30 + (self.hand_order.index(item.code) if item.code in self.hand_order else 0))
        self.animator.move([(item, item.home, item.home_rotation, 1.0, 0)], 180)

    # ----- the mouse and keyboard ----------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        if self.continue_play():
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.continue_play():
            event.accept()
            return
        order = self.hand_order
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and order:
            step = 1 if key == Qt.Key.Key_Right else -1
            playable = {a.get("card") for a in self.legal if a.get("type") == "play"} & set(order)
            here = order.index(self.selected) if self.selected in order else (-1 if step > 0 else len(order))
            ahead = [c for c in (order[here + step::step] if here + step >= 0 else [])
                     if not playable or c in playable]  # on your turn the arrows skip cards you cannot play
            if ahead:
                self.select(ahead[0])
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.selected:
            self.request_play(self.selected)
            event.accept()
            return
        box = self.bidding
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and box.isVisible() and box.typed:
            self._press(box.take_typed())  # a lone "1" of 0-10
            event.accept()
            return
        text = event.text()
        if box.isVisible() and box.kind == "numbers" and text.isdigit():
            button = box.type_digit(text)  # digits bid in the Oh Hell box: 10 and more with two
            if button is not None:
                self._press(button)
            elif box.typed:
                self.notice.emit(translate("TableView", "Bid {number}? Press Enter, or type the next digit").format(
                    number=box.typed))
            if button is not None or box.typed:
                event.accept()
                return
        if box.isVisible() and box.kind == "auction" and text.lower() == "p" and "pass" in box.buttons:
            self._press(box.buttons["pass"])  # P passes in an auction
            event.accept()
            return
        if key == Qt.Key.Key_Escape and box.typed:
            box.typed = ""
            event.accept()
            return
        if key == Qt.Key.Key_Escape and self.selected:
            self.select(None)
            event.accept()
            return
        super().keyPressEvent(event)
