"""Bidding boxes shown over the hand, built from the legal actions of the person at the table.

    box = BiddingBox(parent)
    box.action_requested.connect(controller.request)    # emits the action dict of the button pressed
    box.show_for(view, legal)                           # True when there is something to bid or call

Three kinds, chosen by what ``legal`` holds, so a new trick game only needs its views and actions:
- **numbers** (``{"type": "bid", "tricks": n}``, the Oh Hell family): 0 … hand size; the number the hook
  forbids the dealer is disabled with a tooltip that says why; while a bid may still be changed the box
  says so and the current bid is disabled.
- **auction grid** (``{"type": "bid", "level": L, "strain": S}`` and ``{"type": "pass"}``): levels ×
  strains C D H S NT plus Pass; every bid that is not legal now (at or below the current one) is disabled.
- **partner call** (``{"type": "call_partner", "card": code}``): the 52 cards, those you hold disabled.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout

QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no maximum" for a widget's size
QUESTION_WIDTH = 300  # px: a plain buttons box's question wraps at this width (the trick zone is about as wide)

from ...i18n import translate, translate_noop
from ..scene.cards import SUIT_COLOURS, card_label, card_name
from ..scene.words import strain_label

STRAINS = ("C", "D", "H", "S", "NT")
KNOWN_TYPES = {"bid", "pass", "call_partner", "play"}  # handled by a box, or by the cards themselves


def bid_words(level: int, strain: str) -> str:
    """An auction bid in words, its noun agreeing with the level: "1 heart", "3 hearts", "2 no trumps"."""
    if strain == "C":
        return translate("Bids", "%n club(s)", level)
    if strain == "D":
        return translate("Bids", "%n diamond(s)", level)
    if strain == "H":
        return translate("Bids", "%n heart(s)", level)
    if strain == "S":
        return translate("Bids", "%n spade(s)", level)
    return translate("Bids", "%n no trump(s)", level)


def is_pass(bid) -> bool:
    """Whether a bid as the view holds it is a pass (``"pass"``, ``{"type": "pass"}``)."""
    return bid == "pass" or (isinstance(bid, dict) and (bid.get("type") == "pass" or bool(bid.get("pass"))))


def format_bid(bid) -> str:
    """A bid as a badge shows it: ``2``, ``3♥``, ``4NT``, ``Pass`` (in the player's words); a list shows
    its last entry."""
    if bid is None:
        return ""
    if is_pass(bid):
        return translate("Bids", "Pass")
    if isinstance(bid, (bool, int)):
        return str(bid)
    if isinstance(bid, str):
        return bid
    if isinstance(bid, list):
        return format_bid(bid[-1]) if bid else ""
    if isinstance(bid, dict):
        if "level" in bid and "strain" in bid:
            return f"{bid['level']}{strain_label(str(bid['strain']))}"
        if "tricks" in bid:
            return str(bid["tricks"])
    return str(bid)


class BiddingBox(QFrame):
    action_requested = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("biddingBox")
        self.setAccessibleName(translate("BiddingBox", "Bidding box"))
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#biddingBox { background: rgba(250, 246, 232, 235); border: 2px solid #c9a227; border-radius: 10px; }"
            "QPushButton { min-width: 34px; min-height: 30px; font-size: 15px; font-weight: bold; }"
            "QPushButton:disabled { color: #9a9a9a; }"
            "QLabel { color: #222; font-size: 14px; }")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(12, 8, 12, 10)
        self.title = QLabel(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self.title)
        self._grid_host: QFrame | None = None
        self.buttons: dict[str, QPushButton] = {}
        self.kind = ""
        self._signature = ""
        self.narrow = False  # a long auction or the call box in rows of 7, for a narrow table
        self.deck = "standard"  # suit colours as the cards show them (four_colour: clubs green, diamonds blue)
        self._shown: tuple = ({}, [])
        self.typed = ""  # digits typed so far towards a number of two digits (type_digit)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.hide()

    # ----- building --------------------------------------------------------------------------------
    def show_for(self, view: dict, legal: list[dict]) -> bool:
        """Rebuild for these legal actions; hide and return False when none of them is a bid or call."""
        self._shown = (view, legal)
        signature = repr((legal, view.get("bids"), view.get("hook_forbids"), view.get("dealer"),
                          view.get("contract"), view.get("hand_size"), view.get("wash_points"), self.narrow))
        if signature == self._signature and self.kind and legal:
            return True
        self._signature = signature
        self.typed = ""
        numbers = [a for a in legal if a.get("type") == "bid" and "tricks" in a]
        auction = [a for a in legal if (a.get("type") == "bid" and "level" in a) or a.get("type") == "pass"]
        calls = [a for a in legal if a.get("type") == "call_partner"]
        extras = [a for a in legal if a.get("type") not in KNOWN_TYPES]
        if numbers:
            self._build_numbers(view, numbers)
        elif auction:
            self._build_auction(view, auction)
        elif calls:
            self._build_calls(view, calls)
        elif extras:
            self.kind = "extra"
            self.title.setText(wash_question(view, extras) or translate("BiddingBox", "You may act now"))
            self._new_grid()
        else:
            self.kind = ""
            self.hide()
            return False
        if extras:  # actions no box knows (a Floating Bridge wash, ...): one plain button each
            grid = self._grid_host.layout()
            row = grid.rowCount()
            for i, action in enumerate(extras):
                label = extra_label(action)
                button = self._button(f"extra{i}", label, action, label, label)
                grid.addWidget(button, row, 0, 1, max(1, grid.columnCount()))
                row += 1
        self._grid_host.show()  # a child added to a visible widget stays hidden until shown
        # in rows of 7 the title wraps to the grid's width rather than widening the box past the side seats;
        # so does a plain buttons box's question (the wash question in a longer language)
        self.title.setWordWrap(self.narrow or self.kind == "extra")
        self.title.setMaximumWidth(self._grid_host.sizeHint().width() if self.narrow
                                   else QUESTION_WIDTH if self.kind == "extra" else QWIDGETSIZE_MAX)
        question = QFontMetrics(self.title.font()).horizontalAdvance(self.title.text()) + 4
        self.title.setMinimumWidth(min(QUESTION_WIDTH, question) if self.kind == "extra" else 0)
        self._layout.activate()
        self.resize(self.sizeHint())
        self.show()
        self.raise_()
        return True

    def type_digit(self, digit: str) -> QPushButton | None:
        """A digit typed at the numbers box: the button of the number it completes, or None while the digits
        so far (``typed``) may still start a longer number (1 of 10-13) or match no number at all. With ten
        cards or more "1" waits for the next digit or Enter (``take_typed``)."""
        numbers = [key for key in self.buttons if key.isdigit()] if self.kind == "numbers" else []
        typed = self.typed + digit
        if not any(n.startswith(typed) for n in numbers):
            typed = digit  # not a second digit of anything: a fresh start
        if not any(n.startswith(typed) for n in numbers):
            self.typed = ""
            return None
        if any(n.startswith(typed) and n != typed for n in numbers):
            self.typed = typed
            return None
        self.typed = ""
        return self.buttons[typed]

    def take_typed(self) -> QPushButton | None:
        """Enter after a digit that was waiting for another: that number's button (the digits are cleared)."""
        button = self.buttons.get(self.typed) if self.typed else None
        self.typed = ""
        return button

    def set_deck(self, deck: str) -> None:
        """Colour the suit symbols as this deck does (``standard`` or ``four_colour``)."""
        if deck != self.deck:
            self.deck = deck
            self._signature = ""
            if self.kind:
                self.show_for(*self._shown)

    def _colour(self, button: QPushButton, suit: str) -> None:
        colour = SUIT_COLOURS[self.deck].get(suit)
        if colour is not None and colour != "#151515":
            button.setStyleSheet(f"QPushButton:enabled {{ color: {colour}; }}")

    def fit_width(self, room: float) -> None:
        """Lay a long auction grid or the call box out in rows of 7 when 13 across would not fit in
        ``room`` px (the table between its side seats)."""
        across = {"auction": self._levels_shown(), "call": 13}.get(self.kind, 0) * 46 + 28
        narrow = self.kind in ("auction", "call") and across > room
        if narrow != self.narrow:
            self.narrow = narrow
            self.show_for(*self._shown)

    def _levels_shown(self) -> int:
        legal = self._shown[1]
        return max([a["level"] for a in legal if a.get("type") == "bid" and "level" in a] + [7])

    def _new_grid(self) -> QGridLayout:
        if self._grid_host is not None:
            self._layout.removeWidget(self._grid_host)
            self._grid_host.deleteLater()
        self._grid_host = QFrame(self)
        grid = QGridLayout(self._grid_host)
        grid.setSpacing(4)
        grid.setContentsMargins(0, 0, 0, 0)
        self._layout.addWidget(self._grid_host, 0, Qt.AlignmentFlag.AlignHCenter)
        if self.narrow:  # rows of 7: lower buttons, so that the taller grid still fits
            self._grid_host.setStyleSheet("QPushButton { min-height: 20px; min-width: 30px; font-size: 13px; "
                                          "padding: 1px; }")
            grid.setSpacing(2)
        self.buttons = {}
        return grid

    def _button(self, key: str, text: str, action: dict | None, tip: str, accessible: str) -> QPushButton:
        button = QPushButton(text, self._grid_host)
        button.setAccessibleName(accessible)
        button.setToolTip(tip)
        button.setEnabled(action is not None)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        if action is not None:
            button.clicked.connect(lambda _=False, a=action: self.action_requested.emit(dict(a)))
        self.buttons[key] = button
        return button

    @staticmethod
    def _fix_width(button: QPushButton, least: int) -> None:
        """A grid button ``least`` px wide, or as wide as its words need ("1SA", a language's longer letters)."""
        button.ensurePolished()  # the style sheet's font, to measure with
        button.setFixedWidth(max(least, QFontMetrics(button.font()).horizontalAdvance(button.text()) + 6))

    def _build_numbers(self, view: dict, numbers: list[dict]) -> None:
        self.kind = "numbers"
        me = view.get("seat")
        size = view.get("hand_size") or max((a["tricks"] for a in numbers), default=0)
        current = (view.get("bids") or [None] * (me + 1))[me] if me is not None else None
        changing = current is not None
        forbidden = view.get("hook_forbids") if me == view.get("dealer") else None
        self.title.setText(
            translate("BiddingBox", "Change your bid of {bid}? (allowed until the next bid is made)").format(
                bid=current) if changing
            else translate("BiddingBox", "Your bid: how many tricks will you take? (%n to play)", size))
        grid = self._new_grid()
        allowed = {a["tricks"]: a for a in numbers}
        per_row = size + 1 if size < 11 else 7
        bids = view.get("bids") or []
        others = sum(b for s, b in enumerate(bids) if isinstance(b, int) and s != me)
        for n in range(size + 1):
            action = allowed.get(n)
            bid = translate("BiddingBox", "Bid {number}").format(number=n)
            if action is not None:
                tip = bid
            elif n == forbidden:
                tip = translate("BiddingBox", "As dealer you may not bid {number}: the bids would total "
                                "{total}, the number of tricks (the hook)").format(number=n, total=others + n)
            elif n == current:
                tip = translate("BiddingBox", "{number} is your bid now").format(number=n)
            else:
                tip = translate("BiddingBox", "You cannot bid {number} now").format(number=n)
            button = self._button(str(n), str(n), action, tip, bid)
            self._fix_width(button, 46)
            grid.addWidget(button, n // per_row, n % per_row)

    def _build_auction(self, view: dict, auction: list[dict]) -> None:
        self.kind = "auction"
        grid = self._new_grid()
        legal = {(a["level"], a["strain"]): a for a in auction if a.get("type") == "bid"}
        top = max([level for level, _ in legal] + [7])
        calls = [entry.get("call") for entry in view.get("auction") or [] if isinstance(entry, dict)]
        highest = next((c for c in reversed(calls) if isinstance(c, dict) and "level" in c), None)
        contract = highest or view.get("contract")
        self.title.setText(translate("BiddingBox", "Your call — highest bid: {bid}").format(bid=format_bid(contract))
                           if contract else translate("BiddingBox", "Your call — no bid yet"))
        for level in range(1, top + 1):
            for col, strain in enumerate(STRAINS):
                action = legal.get((level, strain))
                text = f"{level}{strain_label(strain)}"
                bid = translate("BiddingBox", "Bid {bid}").format(bid=bid_words(level, strain))
                tip = bid if action else translate(
                    "BiddingBox", "{bid} is not a legal bid now (at or below the highest bid)").format(
                        bid=bid_words(level, strain))
                button = self._button(f"{level}{strain}", text, action, tip, bid)
                self._fix_width(button, 54 if top <= 7 else 42)
                self._colour(button, strain)
                if top > 7 and self.narrow:  # levels 1-7 across, strains down, then 8-13 below them
                    grid.addWidget(button, (level - 1) // 7 * len(STRAINS) + col, (level - 1) % 7)
                elif top > 7:  # a long auction (to 13): levels across, strains down, to fit over the hand
                    grid.addWidget(button, col, level - 1)
                else:
                    grid.addWidget(button, level - 1, col)
        passing = next((a for a in auction if a.get("type") == "pass"), None)
        word = translate("Bids", "Pass")
        button = self._button("pass", word, passing,
                              word if passing else translate("BiddingBox", "You cannot pass now"), word)
        if top > 7 and self.narrow:
            grid.addWidget(button, 2 * len(STRAINS), 0, 1, 7)
        elif top > 7:
            grid.addWidget(button, len(STRAINS), 0, 1, top)
        else:
            grid.addWidget(button, top, 0, 1, len(STRAINS))

    def _build_calls(self, view: dict, calls: list[dict]) -> None:
        self.kind = "call"
        legal = {a["card"]: a for a in calls}
        hand = set(view.get("hand") or ())
        alone = bool(hand & set(legal))  # the table lets the declarer call a card of their own (call_own_card)
        self.title.setText(translate("BiddingBox", "Call your partner: pick a card (its holder partners you; "
                                     "if you hold it, you play alone)") if alone else
                           translate("BiddingBox", "Call your partner: pick a card you do not hold (its holder "
                                     "partners you)"))
        grid = self._new_grid()
        for row, suit in enumerate("SHDC"):
            for col, rank in enumerate("AKQJT98765432"):
                code = rank + suit
                action = legal.get(code)
                name = card_name(code)
                call = translate("BiddingBox", "Call the {card}").format(card=name)
                if action and code in hand:
                    tip = translate("BiddingBox", "Call the {card}: it is in your hand, so you play alone").format(
                        card=name)
                elif action:
                    tip = call
                elif code in hand:
                    tip = translate("BiddingBox", "The {card} is in your hand: call a card you do not hold").format(
                        card=name)
                else:
                    tip = translate("BiddingBox", "You cannot call the {card}").format(card=name)
                button = self._button(code, card_label(code), action, tip, call)
                self._fix_width(button, 42)
                self._colour(button, suit)
                if self.narrow:  # A-8 on one row, 7-2 on the next
                    grid.addWidget(button, row * 2 + col // 7, col % 7)
                else:
                    grid.addWidget(button, row, col)


# the actions without a box of their own that the games have: Floating Bridge's wash question
EXTRA_WORDS = {"wash": translate_noop("BiddingBox", "Wash"), "decline": translate_noop("BiddingBox", "No wash")}


def wash_question(view: dict, actions: list[dict]) -> str:
    """The title of Floating Bridge's wash window: what the hand counts and whether it may wash ("" when
    the actions are not that window's)."""
    points, limit = view.get("wash_points"), view.get("wash_limit")
    kinds = {a.get("type") for a in actions}
    if not kinds <= {"wash", "decline"} or not isinstance(points, int) or not isinstance(limit, int):
        return ""
    if "wash" in kinds:
        return translate("BiddingBox", "Wash? Your hand counts %n point(s): with {limit} or fewer you may ask for "
                                       "a new deal", points).format(limit=limit)
    return translate("BiddingBox", "Your hand counts %n point(s), more than {limit}: no wash for you",
                     points).format(limit=limit)


def extra_label(action: dict) -> str:
    """A plain button for an action no box knows: in the player's words when the table knows the action,
    else by its type (and its fields) as the engine names it."""
    if action.get("type") in EXTRA_WORDS and len(action) == 1:
        return translate("BiddingBox", EXTRA_WORDS[action["type"]])
    text = str(action["type"]).replace("_", " ").capitalize()
    detail = ", ".join(f"{k} {v}" for k, v in action.items() if k != "type")
    return f"{text} ({detail})" if detail else text
