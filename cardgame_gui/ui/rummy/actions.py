"""The rummy table's buttons and questions: the action bar over the hand, the joker question and the
Screw Over confirmation. Built from the view and the legal actions only.

    bar = RummyBar(parent)                 # a frame on the table's viewport
    bar.arrange_requested.connect(...)     # "suit" | "rank" | "melds"
    bar.suggest_requested / meld_requested / discard_requested   # the table turns them into actions
    bar.action_requested                   # {"type": "may_i"} / {"type": "decline"}
    bar.show_for(view, legal, selected, seconds_left)            # enable what is possible now
    ask_joker(parent, meld_text, options) -> code | None         # only when a joker is ambiguous
    confirm_screw(parent, text, gives) -> code | None            # the card to give, after saying what happens
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFrame, QHBoxLayout, QInputDialog,
                               QLabel, QPushButton, QVBoxLayout)

from ..scene.cards import card_label, card_name
from .hand import meld_mode, pending_cards


def claim_text(view: dict, me: int) -> str:
    """A May I? window in words: who gets it, who is ahead of the person."""
    window = view.get("claim_window") or {}
    names = view.get("names") or []
    card = card_label(window["card"]) if window.get("card") else "the discard"
    if window.get("mover") == me:
        return f"The others may ask for {card} (May I?) before you draw"
    if window.get("mode") == "first_come":
        return f"May I? for {card}: the first to ask gets it"
    eligible = window.get("eligible") or []
    if me not in eligible:
        return f"May I? for {card}"
    mine = eligible.index(me)
    claims = [s for s in window.get("claims") or [] if s in eligible and eligible.index(s) < mine]
    if claims:
        return f"May I? for {card}: {names[claims[0]]} asked first"
    ahead = [s for s in eligible[:mine] if s not in (window.get("answered") or [])]
    if ahead:
        return f"May I? for {card}: {', '.join(names[s] for s in ahead)} ahead of you"
    return f"May I? for {card}: nobody is ahead of you"


class RummyBar(QFrame):
    arrange_requested = Signal(str)
    suggest_requested = Signal()
    meld_requested = Signal()
    discard_requested = Signal()
    action_requested = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("rummyBar")
        self.setStyleSheet("#rummyBar { background: rgba(20, 40, 28, 215); border-radius: 8px; }"
                           "#rummyBar QLabel { color: white; }"
                           "#rummyBar QPushButton#mayI:enabled { background: #f2c230; font-weight: bold; }")
        column = QVBoxLayout(self)
        column.setContentsMargins(8, 5, 8, 5)
        column.setSpacing(3)
        # the words, and while a May I? window is open its two answers and the countdown, on the top row;
        # the hand's buttons on the second: neither row squeezes a button below its text
        top = QHBoxLayout()
        top.setSpacing(4)
        column.addLayout(top)
        self.hint = QLabel()
        self.hint.setAccessibleName("What you can do")
        self.hint.setWordWrap(True)  # a narrow table wraps the words onto a second line (the bar grows)
        self.hint.setMinimumWidth(40)
        top.addWidget(self.hint, 1)
        row = QHBoxLayout()
        row.setSpacing(4)
        column.addLayout(row)
        self.buttons: dict[str, QPushButton] = {}

        def button(key: str, text: str, tip: str, slot, where=row) -> QPushButton:
            b = QPushButton(text)
            b.setObjectName(key)
            b.setToolTip(tip)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay with the table
            b.setMinimumWidth(b.sizeHint().width())
            b.clicked.connect(slot)
            where.addWidget(b)
            self.buttons[key] = b
            return b

        arrange = QLabel("Arrange:")
        row.addWidget(arrange)
        button("bySuit", "Suit", "Sort your hand by suit", lambda: self.arrange_requested.emit("suit"))
        button("byRank", "Rank", "Sort your hand by rank", lambda: self.arrange_requested.emit("rank"))
        button("byMelds", "Melds", "Bring the cards that make the contract together (the meld finder's "
                                   "choice), then pairs", lambda: self.arrange_requested.emit("melds"))
        row.addSpacing(10)
        button("suggest", "Suggest", "Select the cards of a contract (or meld) you can lay down now",
               self.suggest_requested.emit)
        button("meld", "Meld", "Lay down the selected cards (Enter)", self.meld_requested.emit)
        button("discard", "Discard", "Discard the selected card (or drag it onto the discard pile)",
               self.discard_requested.emit)
        row.addStretch(1)
        button("mayI", "May I? (M)", "Ask for the top discard out of turn (you also take the penalty card)",
               lambda: self.action_requested.emit({"type": "may_i"}), top)
        button("decline", "No thanks (N)", "Let the discard go",
               lambda: self.action_requested.emit({"type": "decline"}), top)
        self.countdown = QLabel()
        self.countdown.setAccessibleName("Time left to ask May I?")
        top.addWidget(self.countdown)

    def show_for(self, view: dict, legal: list[dict], selected: list[str], seconds_left: int | None,
                 me: int) -> None:
        kinds = {a["type"] for a in legal}
        b = self.buttons
        over = bool(view.get("over"))
        for key in ("bySuit", "byRank", "byMelds"):
            b[key].setEnabled(bool(view.get("hand")) and not over)
        b["suggest"].setEnabled(bool(kinds & {"meld", "new_meld"}))
        b["meld"].setEnabled(meld_mode(view, legal) is not None and bool(selected))
        b["discard"].setEnabled(len(selected) == 1 and {"type": "discard", "card": selected[0]} in legal)
        claim = "may_i" in kinds
        b["mayI"].setVisible(claim)
        b["decline"].setVisible(claim)
        self.countdown.setVisible(claim and seconds_left is not None)
        if claim and seconds_left is not None:
            self.countdown.setText(f"{seconds_left} s")
        self.hint.setText(self._hint(view, legal, kinds, selected, me))

    @staticmethod
    def _hint(view: dict, legal: list[dict], kinds: set, selected: list[str], me: int) -> str:
        if view.get("over"):
            return "Game over"
        if "may_i" in kinds or (view.get("claim_window") or {}).get("mover") == me:
            return claim_text(view, me)
        pending = pending_cards(view)
        if pending:
            what = " and ".join("the joker you reclaimed" if p.get("why") == "reclaimed" else
                                f"the {card_label(p['card'])} you took" for p in pending)
            it = "it" if len(pending) == 1 else "them"
            return f"Use {what} now: lay {it} off or meld {it} (marked in your hand)"
        if "draw" in kinds:
            return "Your turn: draw — click the stock or the discard pile, or drag a card from it onto your hand"
        if kinds & {"discard", "meld", "lay_off"}:
            parts = []
            if meld_mode(view, legal) == "meld":
                parts.append("select your contract and press Meld")
            elif meld_mode(view, legal) == "new_meld":
                parts.append("select a new meld and press Meld")
            if "lay_off" in kinds or "reclaim_joker" in kinds:
                parts.append("drag cards onto melds that light up")
            if "screw" in kinds:
                parts.append("drag a card out of another's meld to screw")
            parts.append("discard to end your turn" if "discard" in kinds else "meld every card to go out")
            return "Your turn: " + "; ".join(parts)
        names = view.get("names") or []
        turn = view.get("turn")
        if turn is not None and turn < len(names):
            return f"{names[turn]} to play · {view.get('contract', {}).get('text', '')}"
        return ""


def ask_joker(parent, meld_text: str, options: list[str]) -> str | None:
    """Which card a joker stands for, when it could be more than one; None when cancelled."""
    labels = [f"{card_label(c)} ({card_name(c)})" for c in options]
    choice, ok = QInputDialog.getItem(parent, "The joker", f"In {meld_text}, the joker stands for:", labels,
                                      0, False)
    return options[labels.index(choice)] if ok and choice in labels else None


class ScrewDialog(QDialog):
    """Choose the card to give for the taken one; says what happens to the victim before you confirm."""

    def __init__(self, parent, taken: str, victim: str, gives: list[str], outcomes: dict[str, str]):
        super().__init__(parent)
        self.setWindowTitle("Screw Over")
        self.outcomes = outcomes
        column = QVBoxLayout(self)
        column.addWidget(QLabel(f"Take the {card_name(taken)} from {victim}'s meld and give them:"))
        self.combo = QComboBox()
        self.combo.setAccessibleName("Card to give")
        for code in gives:
            self.combo.addItem(f"{card_label(code)} ({card_name(code)})", code)
        column.addWidget(self.combo)
        self.effect = QLabel()
        self.effect.setWordWrap(True)
        column.addWidget(self.effect)
        column.addWidget(QLabel(f"You must then use the {card_label(taken)} this turn."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Screw")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column.addWidget(buttons)
        self.combo.currentIndexChanged.connect(self._show_effect)
        self._show_effect()

    def _show_effect(self, *_args) -> None:
        self.effect.setText(self.outcomes.get(self.combo.currentData(), ""))

    def give(self) -> str:
        return self.combo.currentData()


OUTCOME_WORDS = {"kept": "{victim}'s meld stays on the table.",
                 "broken": "{victim}'s meld falls below its minimum: they take the rest of it back.",
                 "contract_lost": "{victim}'s meld breaks and their contract is lost: they must meld that "
                                  "part again."}
