"""What the person does at the rummy table, turned into requests: clicks, drags, the rubber band, keys
and the action bar's buttons; and the little flights that show where cards went. A mixin of
``RummyTable`` (``ui/rummy/view.py``), which draws; this module only asks (``action_requested``) and never
applies. Choices that need a question (which card a joker stands for, what to give in a Screw Over) go
through ``choose_joker`` / ``choose_give``, which tests may replace.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QColor, QPen
from PySide6.QtWidgets import QDialog, QGraphicsRectItem

from ...i18n import translate
from ..scene.cards import card_label, card_name
from ..scene.words import contract_words, shown_names
from .actions import ScrewDialog, ask_joker, outcome_words
from .hand import arrange, describe_cards, joker_choices, keys, meld_request, with_joker
from .items import RummyCard


class RummyInput:
    def init_input(self) -> None:
        self.anchor: str | None = None  # where a shift-click or Shift+←/→ range starts
        self.cursor: str | None = None  # the card ←/→ last reached
        self._band: QGraphicsRectItem | None = None
        self._band_origin = QPointF()
        self._band_adds = False
        self._flying: list[RummyCard] = []
        bar = self.bar
        bar.arrange_requested.connect(self.arrange)
        bar.suggest_requested.connect(self.suggest)
        bar.meld_requested.connect(self.meld_selection)
        bar.discard_requested.connect(self.discard_selection)
        bar.action_requested.connect(self._request)

    # ----- requests ----------------------------------------------------------------------------------
    def _request(self, action: dict) -> None:
        self.action_requested.emit(action)

    def _legal_has(self, action: dict) -> bool:
        return action in self.legal

    def _say(self, text: str) -> None:
        self.notice.emit(text)  # the window shows it in the status bar

    def _refresh(self) -> None:
        if self.view_data:
            self._sync(self.view_data, self.legal, animate=True)

    # ----- the action bar ----------------------------------------------------------------------------
    def arrange(self, by: str) -> None:
        self.order = arrange(self.order, by, self.view_data)
        self._refresh()

    def suggest(self) -> None:
        """Select the cards of the legal meld proposal (the contract, or the longest new meld)."""
        proposal = next((a for a in self.legal if a["type"] == "meld"), None)
        if proposal is not None:
            codes = [c for m in proposal["melds"] for c in m["cards"]]
        else:
            news = [a for a in self.legal if a["type"] == "new_meld"]
            if not news:
                self._say(translate("RummyInput", "No meld can be made from your hand now"))
                return
            codes = max(news, key=lambda a: len(a["cards"]))["cards"]
        self.select_codes(codes)

    def select_codes(self, codes: list[str]) -> None:
        want = Counter(codes)
        self.selected = set()
        for key, code in zip(self.hand_keys, self.order):
            if want[code] > 0:
                want[code] -= 1
                self.selected.add(key)
        self._refresh()

    def meld_selection(self) -> None:
        try:
            action = meld_request(self.selected_codes(), self.view_data, self.legal)
        except ValueError as exc:
            self._say(str(exc))
            return
        for meld, joker, options in joker_choices(action):
            # only what the rules allow here (round 3: not the card that makes two runs of a suit touch)
            allowed = [c for c in options if self.controller.preview(with_joker(action, meld, joker, c)) is not None]
            if len(allowed) == 1:
                action = with_joker(action, meld, joker, allowed[0])
                continue
            cards = action["melds"][meld]["cards"] if "melds" in action else action["cards"]
            code = self.choose_joker(describe_cards(cards), allowed or options)  # (none: the engine says why)
            if code is None:
                return
            action = with_joker(action, meld, joker, code)
        self._request(action)

    def choose_joker(self, meld_text: str, options: list[str]) -> str | None:
        return ask_joker(self, meld_text, options)

    def discard_selection(self) -> None:
        codes = self.selected_codes()
        if len(codes) != 1:
            self._say(translate("RummyInput", "Select the one card to discard"))
            return
        self._request({"type": "discard", "card": codes[0]})

    # ----- cards -------------------------------------------------------------------------------------
    def card_clicked(self, item: RummyCard) -> None:
        if item.place == "hand":
            self._toggle(item)
        elif item.place == "stock":
            self._request({"type": "draw", "source": "stock"})
        elif item.place == "discard":
            self._take_discard()
        elif item.place == "meld":
            codes = self.selected_codes()
            if len(codes) == 1:
                self._lay_on(item.meld, codes[0], item)
            elif any(a["type"] == "screw" and a["meld"] == item.meld and a["position"] == item.position
                     for a in self.legal):
                self.screw(item)

    def card_activated(self, item: RummyCard) -> None:
        if item.place == "hand":
            action = {"type": "discard", "card": item.code}
            if self._legal_has(action):
                self._request(action)
            else:
                self._toggle(item)
        else:
            self.card_clicked(item)

    def _take_discard(self) -> None:
        if self._legal_has({"type": "draw", "source": "discard"}):
            self._request({"type": "draw", "source": "discard"})
        elif self._legal_has({"type": "may_i"}):
            self._request({"type": "may_i"})
        elif len(self.selected_codes()) == 1:
            self.discard_selection()
        else:
            self._say(translate("RummyInput", "You cannot take the discard now"))

    def _toggle(self, item: RummyCard) -> None:
        key = item.key
        if item.modifiers & Qt.KeyboardModifier.ShiftModifier and self.anchor in self.hand_keys:
            a, b = sorted((self.hand_keys.index(self.anchor), self.hand_keys.index(key)))
            self.selected |= set(self.hand_keys[a:b + 1])
        elif key in self.selected:
            self.selected.discard(key)
        else:
            self.selected.add(key)
        self.anchor = key
        self._refresh()

    def _fitting_melds(self, code: str) -> set[int]:
        return {a["meld"] for a in self.legal if a["type"] in ("lay_off", "reclaim_joker") and a["card"] == code}

    def card_dragged(self, item: RummyCard) -> None:
        centre = item.centre()
        if item.place == "hand":
            fits = self._fitting_melds(item.code)
            for index, frame in self.frames.items():
                frame.set_state(index in fits, index in fits and frame.rect.contains(centre))
            ok = self._legal_has({"type": "discard", "card": item.code})
            self.discard_pile.set_state(ok, ok and self._over_pile(centre))
        else:
            self.hand_zone.set_state(True, self.hand_zone.rect.contains(centre))

    def _over_pile(self, point: QPointF) -> bool:
        return self.discard_pile.rect.adjusted(-20, -20, 20, 20).contains(point)

    def clear_targets(self) -> None:
        for frame in self.frames.values():
            frame.set_state(False, False)
        self.discard_pile.set_state(self._legal_has({"type": "may_i"}), False)
        self.hand_zone.set_state(False, False)

    def card_dropped(self, item: RummyCard) -> None:
        centre = item.centre()
        self.clear_targets()
        if item.place == "hand":
            fits = self._fitting_melds(item.code)
            for index, frame in self.frames.items():
                if index in fits and frame.rect.contains(centre):
                    self._lay_on(index, item.code, self._card_under(index, centre), centre)
                    return
            if self._over_pile(centre) and self._legal_has({"type": "discard", "card": item.code}):
                self._request({"type": "discard", "card": item.code})
                return
            if self.hand_zone.rect.contains(centre):
                self._move_in_hand(item, centre)
                return
            self._slide_home(item)  # refused: back to its place (and depth) at once, then the reason
            over = next((i for i, f in self.frames.items() if f.rect.contains(centre)), None)
            if over is not None:  # the engine says why not ("laying off starts on the turn after …")
                self._request({"type": "lay_off", "meld": over, "card": item.code})
            elif self._over_pile(centre):
                self._request({"type": "discard", "card": item.code})
            return
        elif self.hand_zone.rect.contains(centre):
            if item.place == "stock":
                self._request({"type": "draw", "source": "stock"})
            elif item.place == "discard":
                self._take_discard()
            elif item.place == "meld":
                self.screw(item)
        self._slide_home(item)

    def _card_under(self, meld: int, point: QPointF) -> RummyCard | None:
        under = [i for i in self.cards.values() if i.place == "meld" and i.meld == meld
                 and i.sceneBoundingRect().contains(point)]
        return max(under, key=lambda i: i.zValue()) if under else None

    def _lay_on(self, meld: int, code: str, target: RummyCard | None, point: QPointF | None = None) -> None:
        """Lay ``code`` off on ``meld`` (the end nearer ``point``), or reclaim the joker it lands on."""
        reclaim = {"type": "reclaim_joker", "meld": meld, "card": code}
        lays = [a for a in self.legal if a["type"] == "lay_off" and a["meld"] == meld and a["card"] == code]
        if self._legal_has(reclaim) and (not lays or (target is not None and target.code == "JK")):
            self._request(reclaim)
            return
        if not lays:
            self._request({"type": "lay_off", "meld": meld, "card": code})  # the engine says why not
            return
        action = lays[0]
        if len(lays) > 1 and point is not None and meld in self.frames:
            want = "low" if point.x() < self.frames[meld].rect.center().x() else "high"
            action = next((a for a in lays if a.get("end") == want), action)
        self._request(action)

    def _move_in_hand(self, item: RummyCard, point: QPointF) -> None:
        """Put the dragged card where it was dropped among the others."""
        others = [(k, self.cards[k]) for k in self.hand_keys if k != item.key and k in self.cards]
        if not others:
            self._slide_home(item)
            return
        nearest = min(range(len(others)), key=lambda i: (others[i][1].home - point).manhattanLength())
        after = point.x() > others[nearest][1].home.x()
        keys_ = [k for k, _ in others]
        keys_.insert(nearest + (1 if after else 0), item.key)
        codes = dict(zip(self.hand_keys, self.order))
        self.order = [codes[k] for k in keys_]
        moved_selected = {codes[k] for k in self.selected}
        self._sync(self.view_data, self.legal, animate=True)
        if moved_selected != set(self.selected_codes()):  # keys follow positions: keep the same cards
            self.select_codes([codes[k] for k in keys_ if k in self.selected])

    def _slide_home(self, item: RummyCard) -> None:
        """Back to its place, at its own depth (a dragged card is raised over everything)."""
        if item.scene() is not None:
            item.setZValue(item.home_z)
            self.animator.move([(item, item.home, item.home_rotation, 1.0, 0)], 160)

    # ----- the Screw Over ------------------------------------------------------------------------------
    def screw(self, item: RummyCard) -> None:
        screws = [a for a in self.legal if a["type"] == "screw" and a["meld"] == item.meld
                  and a["position"] == item.position]
        if not screws:
            card = card_label(item.code)
            self._say(translate("RummyInput", "You cannot take the {card} now").format(card=card)
                      if self.view_data.get("options", {}).get("screw_over") else
                      translate("RummyInput", "You cannot take the {card}: the Screw Over is off at this table").format(
                          card=card))
            self._slide_home(item)
            return
        meld = next((m for m in self.view_data.get("table") or [] if m["index"] == item.meld), None)
        names = shown_names(self.view_data)
        victim = names[meld["owner"]] if meld is not None and meld["owner"] < len(names) else "?"
        outcomes = {}
        for action in screws:
            events = self.controller.preview(action) or []
            outcome = next((e.get("outcome") for e in events if e.get("type") == "screw"), "kept")
            outcomes[action["give"]] = outcome_words(outcome, victim)
        give = self.choose_give(item.code, victim, [a["give"] for a in screws], outcomes)
        if give is None:
            self._slide_home(item)
            return
        self._request({"type": "screw", "meld": item.meld, "position": item.position, "give": give})

    def choose_give(self, taken: str, victim: str, gives: list[str], outcomes: dict) -> str | None:
        dialog = ScrewDialog(self, taken, victim, gives, outcomes)
        return dialog.give() if dialog.exec() == QDialog.DialogCode.Accepted else None

    # ----- the mouse on the felt: rubber band, clicks on melds ----------------------------------------
    def mousePressEvent(self, event) -> None:
        item = self.itemAt(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and not (isinstance(item, RummyCard) and item.in_hand):
            self._band_origin = self.mapToScene(event.position().toPoint())
            self._band_adds = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self._band = QGraphicsRectItem(QRectF(self._band_origin, self._band_origin))
            self._band.setPen(QPen(QColor(255, 255, 255, 200), 1, Qt.PenStyle.DashLine))
            self._band.setBrush(QColor(255, 255, 255, 30))
            self._band.setZValue(900)
            self.scene_.addItem(self._band)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self._band is not None:
            point = self.mapToScene(event.position().toPoint())
            self._band.setRect(QRectF(self._band_origin, point).normalized())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if self._band is None:
            super().mouseReleaseEvent(event)
            return
        rect = self._band.rect()
        self.scene_.removeItem(self._band)
        self._band = None
        event.accept()
        if rect.width() < 4 and rect.height() < 4:
            self._felt_clicked(rect.center())
            return
        touched = {k for k in self.hand_keys if k in self.cards and
                   self.cards[k].sceneBoundingRect().intersects(rect)}
        self.selected = (self.selected | touched) if self._band_adds else touched
        self._refresh()

    def _felt_clicked(self, point: QPointF) -> None:
        codes = self.selected_codes()
        for index, frame in self.frames.items():
            if frame.rect.contains(point) and len(codes) == 1:
                self._lay_on(index, codes[0], None, point)
                return
        if self.stock_pile.rect.contains(point) and self._legal_has({"type": "draw", "source": "stock"}):
            self._request({"type": "draw", "source": "stock"})
            return
        if self.selected and not self.hand_zone.rect.contains(point):
            self.selected = set()
            self._refresh()

    # ----- keys ------------------------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:
        key, mods = event.key(), event.modifiers()
        plain = not mods & ~Qt.KeyboardModifier.KeypadModifier
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and self.hand_keys:
            step = 1 if key == Qt.Key.Key_Right else -1
            if mods & Qt.KeyboardModifier.ControlModifier:
                self._shift_selected(step)
            else:
                self._step_selection(step, extend=bool(mods & Qt.KeyboardModifier.ShiftModifier))
        elif key == Qt.Key.Key_S and plain:
            self._request({"type": "draw", "source": "stock"})  # the engine says why not, if not
        elif key == Qt.Key.Key_D and plain:  # (unlike a click on the pile, never discards the picked card)
            self._request({"type": "may_i"} if self._legal_has({"type": "may_i"})
                          else {"type": "draw", "source": "discard"})
        elif key == Qt.Key.Key_L and plain:
            self._lay_off_selection()
        elif key == Qt.Key.Key_M and self._legal_has({"type": "may_i"}):
            self._request({"type": "may_i"})
        elif key == Qt.Key.Key_N and self._legal_has({"type": "decline"}):
            self._request({"type": "decline"})
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.selected:
            codes = self.selected_codes()
            if len(codes) == 1 and self._legal_has({"type": "discard", "card": codes[0]}) \
                    and not any(a["type"] in ("meld", "new_meld") for a in self.legal):
                self.discard_selection()
            else:
                self.meld_selection()
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.selected:
            self.discard_selection()
        elif key == Qt.Key.Key_Escape and self.selected:
            self.selected = set()
            self._refresh()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _step_selection(self, step: int, extend: bool) -> None:
        """←/→ select the next card alone; with Shift the selection runs from the anchor to it."""
        keys_ = self.hand_keys
        ends = [i for i, k in enumerate(keys_) if k in self.selected]
        if self.cursor in keys_ and self.cursor in self.selected:
            here = keys_.index(self.cursor)
        elif ends:
            here = ends[-1] if step > 0 else ends[0]
        else:
            here = -1 if step > 0 else len(keys_)
        there = min(max(here + step, 0), len(keys_) - 1)
        self.cursor = keys_[there]
        if extend and self.anchor in keys_:
            a, b = sorted((keys_.index(self.anchor), there))
            self.selected = set(keys_[a:b + 1])
        else:
            self.selected, self.anchor = {self.cursor}, self.cursor
        self._refresh()

    def _shift_selected(self, step: int) -> None:
        """Ctrl+←/→ move the one selected card a place along the hand (to arrange it by keys)."""
        codes = self.selected_codes()
        if len(codes) != 1:
            self._say(translate("RummyInput", "Select the one card to move"))
            return
        here = next(i for i, k in enumerate(self.hand_keys) if k in self.selected)
        there = here + step
        if not 0 <= there < len(self.order):
            return
        self.order[here], self.order[there] = self.order[there], self.order[here]
        moved = keys(self.order)[there]  # (keys follow positions: a duplicate's copies swap keys)
        self.selected, self.cursor, self.anchor = {moved}, moved, moved
        self._refresh()

    def _lay_off_selection(self) -> None:
        """L: the one selected card onto the first meld it fits (a lay-off, else a joker reclaim)."""
        codes = self.selected_codes()
        if len(codes) != 1:
            self._say(translate("RummyInput", "Select the one card to lay off"))
            return
        fits = sorted(self._fitting_melds(codes[0]))
        if not fits:
            meld = next((m["index"] for m in self.view_data.get("table") or []), 0)
            self._request({"type": "lay_off", "meld": meld, "card": codes[0]})  # the engine says why not
            return
        self._lay_on(fits[0], codes[0], None)

    # ----- where moving cards come from, and cards that fly without staying ------------------------------
    def _area_point(self, seat: int | None) -> QPointF:
        if seat is None or not 0 <= seat < len(self.areas):
            return self.stock_pile.rect.center()
        rect = self.areas[seat].rect
        return QPointF(rect.center().x(), rect.top() + 12)

    def _event_sources(self, seat: int | None, events: list, before: dict) -> dict:
        me = self.controller.me
        hand_pos = {code: list(points) for code, points in (before.get("hand") or {}).items()}
        keyed = before.get("keys") or {}
        stock, discard = self.stock_pile.rect.center(), self.discard_pile.rect.center()
        into_hand: dict[str, QPointF] = {}
        default = stock
        discarded = set()
        for e in events:
            kind = e.get("type")
            if kind == "deal":
                self.order, self.selected, self.fresh = [], set(), set()
                default = self._area_point(e.get("dealer"))
            elif kind == "draw" and e.get("seat") == me and e.get("source") == "discard":
                into_hand[e.get("card")] = discard
            elif kind == "may_i_taken" and e.get("seat") == me:
                into_hand[e.get("card")] = discard
            elif kind == "screw" and e.get("seat") == me:
                into_hand[e.get("card")] = keyed.get(f"m{e.get('meld')}:{e.get('position')}", stock)
            elif kind == "screw" and e.get("victim") == me:
                default = self._area_point(e.get("seat"))
            elif kind == "reclaim_joker" and e.get("seat") == me and e.get("meld") in self.frames:
                into_hand["JK"] = self.frames[e["meld"]].rect.center()
            elif kind == "discard":
                discarded.add(e.get("card"))

        def from_hand_or_seat(code: str, fallback: QPointF) -> QPointF:
            if seat == me and hand_pos.get(code):
                return hand_pos[code].pop()
            return self._area_point(seat) if seat is not None else fallback

        return {"hand": lambda code: into_hand.pop(code, default),
                "table": lambda code, owner: from_hand_or_seat(code, self._area_point(owner)),
                "discard": lambda code: from_hand_or_seat(code, discard) if code in discarded else discard}

    def _flights(self, seat: int, events: list, before: dict) -> int:
        """Cards that move between places the table does not keep: another player's draw, a May I?
        taken with its penalty, a reshuffle."""
        me = self.controller.me
        stock, discard = self.stock_pile.rect.center(), self.discard_pile.rect.center()
        trips: list[tuple[str, bool, QPointF, QPointF]] = []
        for e in events:
            kind, who = e.get("type"), e.get("seat")
            if kind == "draw" and who != me:
                face = e.get("source") == "discard"
                trips.append((e.get("card") or "JK", face, discard if face else stock, self._area_point(who)))
            elif kind == "may_i_taken" and who != me:  # (your own cards arrive in your hand from there)
                trips.append((e.get("card"), True, discard, self._area_point(who)))
                trips += [("JK", False, stock, self._area_point(who))] * e.get("penalty", 0)
            elif kind == "reshuffle":
                trips += [("JK", False, discard, stock)] * 5
        if not trips or self._speed() == 0:
            return 0
        moves = []
        for i, (code, face, start, end) in enumerate(trips):
            item = RummyCard(self, f"fly{i}", code, face, "fly")
            item.setZValue(700 + i)
            item.setPos(item.top_left_for(start))
            self.scene_.addItem(item)
            self._flying.append(item)
            moves.append((item, end, 0.0, 0.3, i * 60))
        wait = self.animator.move(moves, int(self._speed() * 0.6))
        self.animator.push_next(self._land)
        return wait

    def _land(self) -> int:
        for item in self._flying:
            self.scene_.removeItem(item)
        self._flying = []
        return 0

    # ----- what a screen reader says ----------------------------------------------------------------------
    def describe(self) -> None:
        view = self.view_data
        parts = [translate("RummyInput", "Round {round}: {contract}.").format(
            round=view.get("round"), contract=contract_words(view.get("contract") or {}))]
        if self.order:
            parts.append(translate("RummyInput", "Your hand: {cards}.").format(
                cards=", ".join(card_name(c) for c in self.order)))
        if self.selected:
            parts.append(translate("RummyInput", "Selected: {cards}.").format(
                cards=", ".join(card_name(c) for c in self.selected_codes())))
        if view.get("top_discard"):
            parts.append(translate("RummyInput", "Discard pile: {card}; %n card(s) in the stock.",
                                   int(view.get("stock_count", 0))).format(card=card_name(view["top_discard"])))
        parts.append(self.bar.hint.text())
        text = " ".join(parts)
        if text != self.accessibleDescription():
            self.setAccessibleDescription(text)
            if QAccessible.isActive():
                QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.DescriptionChanged))
