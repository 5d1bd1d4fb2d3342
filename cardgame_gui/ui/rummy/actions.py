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

from ...i18n import translate
from ...session.messages import names_and
from ..scene.cards import card_label, card_name
from ..scene.words import contract_words, shown_names
from .hand import meld_mode, pending_cards


def claim_text(view: dict, me: int) -> str:
    """A May I? window in words: who gets it, who is ahead of the person."""
    window = view.get("claim_window") or {}
    names = shown_names(view)
    card = card_label(window["card"]) if window.get("card") else translate("RummyBar", "the discard")
    if window.get("mover") == me:
        return translate("RummyBar", "The others may ask for {card} (May I?) before you draw").format(card=card)
    if window.get("mode") == "first_come":
        return translate("RummyBar", "May I? for {card}: the first to ask gets it").format(card=card)
    eligible = window.get("eligible") or []
    if me not in eligible:
        return translate("RummyBar", "May I? for {card}").format(card=card)
    mine = eligible.index(me)
    claims = [s for s in window.get("claims") or [] if s in eligible and eligible.index(s) < mine]
    if claims:
        return translate("RummyBar", "May I? for {card}: {player} asked first").format(card=card,
                                                                                      player=names[claims[0]])
    ahead = [s for s in eligible[:mine] if s not in (window.get("answered") or [])]
    if len(ahead) == 1:
        return translate("RummyBar", "May I? for {card}: {player} is ahead of you").format(card=card,
                                                                                         player=names[ahead[0]])
    if ahead:
        return translate("RummyBar", "May I? for {card}: {players} are ahead of you").format(
            card=card, players=names_and([names[s] for s in ahead]))
    return translate("RummyBar", "May I? for {card}: nobody is ahead of you").format(card=card)


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
        self.hint.setAccessibleName(translate("RummyBar", "What you can do"))
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

        arrange = QLabel(translate("RummyBar", "Arrange:"))
        row.addWidget(arrange)
        button("bySuit", translate("RummyBar", "Suit"), translate("RummyBar", "Sort your hand by suit"),
               lambda: self.arrange_requested.emit("suit"))
        button("byRank", translate("RummyBar", "Rank"), translate("RummyBar", "Sort your hand by rank"),
               lambda: self.arrange_requested.emit("rank"))
        button("byMelds", translate("RummyBar", "Melds"),
               translate("RummyBar", "Bring the cards that make the contract together (the meld finder's choice), "
                                     "then pairs"), lambda: self.arrange_requested.emit("melds"))
        row.addSpacing(10)
        button("suggest", translate("RummyBar", "Suggest"),
               translate("RummyBar", "Select the cards of a contract (or meld) you can lay down now"),
               self.suggest_requested.emit)
        button("meld", translate("RummyBar", "Meld"), translate("RummyBar", "Lay down the selected cards (Enter)"),
               self.meld_requested.emit)
        button("discard", translate("RummyBar", "Discard"),
               translate("RummyBar", "Discard the selected card (or drag it onto the discard pile)"),
               self.discard_requested.emit)
        row.addStretch(1)
        button("mayI", translate("RummyBar", "May I? (M)"),
               translate("RummyBar", "Ask for the top discard out of turn (you also take the penalty card)"),
               lambda: self.action_requested.emit({"type": "may_i"}), top)
        button("decline", translate("RummyBar", "No thanks (N)"), translate("RummyBar", "Let the discard go"),
               lambda: self.action_requested.emit({"type": "decline"}), top)
        self.countdown = QLabel()
        self.countdown.setAccessibleName(translate("RummyBar", "Time left to ask May I?"))
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
            self.countdown.setText(translate("RummyBar", "{seconds} s").format(seconds=seconds_left))
        self.hint.setText(self._hint(view, legal, kinds, selected, me))

    @staticmethod
    def _hint(view: dict, legal: list[dict], kinds: set, selected: list[str], me: int) -> str:
        if view.get("over"):
            return translate("RummyBar", "Game over")
        if "may_i" in kinds or (view.get("claim_window") or {}).get("mover") == me:
            return claim_text(view, me)
        pending = pending_cards(view)
        if pending:
            return pending_text(pending)
        if "draw" in kinds:
            return translate("RummyBar", "Your turn: draw — click the stock (S) or the discard pile (D), or drag "
                                         "a card from it onto your hand")
        if kinds & {"discard", "meld", "lay_off"}:
            parts = []
            if meld_mode(view, legal) == "meld":
                parts.append(translate("RummyBar", "select your contract and press Meld"))
            elif meld_mode(view, legal) == "new_meld":
                parts.append(translate("RummyBar", "select a new meld and press Meld"))
            if "lay_off" in kinds or "reclaim_joker" in kinds:
                parts.append(translate("RummyBar", "drag cards onto melds that light up (L)"))
            if "screw" in kinds:
                parts.append(translate("RummyBar", "drag a card out of another's meld to screw"))
            parts.append(translate("RummyBar", "discard to end your turn") if "discard" in kinds
                         else translate("RummyBar", "meld every card to go out"))
            return translate("RummyBar", "Your turn: {steps}").format(steps="; ".join(parts))
        names = shown_names(view)
        turn = view.get("turn")
        if turn is not None and turn < len(names):
            return translate("RummyBar", "{player} to play · {contract}").format(
                player=names[turn], contract=contract_words(view.get("contract") or {}))
        return ""


def ask_joker(parent, meld_text: str, options: list[str]) -> str | None:
    """Which card a joker stands for, when it could be more than one; None when cancelled."""
    labels = [f"{card_label(c)} ({card_name(c)})" for c in options]
    choice, ok = QInputDialog.getItem(parent, translate("RummyBar", "The joker"),
                                      translate("RummyBar", "In {meld}, the joker stands for:").format(meld=meld_text),
                                      labels, 0, False)
    return options[labels.index(choice)] if ok and choice in labels else None


class ScrewDialog(QDialog):
    """Choose the card to give for the taken one; says what happens to the victim before you confirm."""

    def __init__(self, parent, taken: str, victim: str, gives: list[str], outcomes: dict[str, str]):
        super().__init__(parent)
        self.setWindowTitle(translate("ScrewDialog", "Screw Over"))
        self.outcomes = outcomes
        column = QVBoxLayout(self)
        column.addWidget(QLabel(translate("ScrewDialog", "Take the {card} from the meld of {player} and give them:")
                                .format(card=card_name(taken), player=victim)))
        self.combo = QComboBox()
        self.combo.setAccessibleName(translate("ScrewDialog", "Card to give"))
        for code in gives:
            self.combo.addItem(f"{card_label(code)} ({card_name(code)})", code)
        column.addWidget(self.combo)
        self.effect = QLabel()
        self.effect.setWordWrap(True)
        column.addWidget(self.effect)
        column.addWidget(QLabel(translate("ScrewDialog", "You must then use the {card} this turn.").format(
            card=card_label(taken))))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("ScrewDialog", "Screw"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column.addWidget(buttons)
        self.combo.currentIndexChanged.connect(self._show_effect)
        self._show_effect()

    def _show_effect(self, *_args) -> None:
        """What giving the chosen card does; the dialog grows when those words need more lines."""
        self.effect.setText(self.outcomes.get(self.combo.currentData(), ""))
        layout = self.layout()
        layout.activate()
        needed = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else self.sizeHint().height()
        if needed > self.height():
            self.resize(self.width(), needed)

    def give(self) -> str:
        return self.combo.currentData()


def outcome_words(outcome: str, victim: str) -> str:
    """What a Screw Over does to the victim's meld (the engine's ``screw`` event's outcome)."""
    if outcome == "broken":
        return translate("ScrewDialog", "The meld of {player} falls below its minimum: they take the rest of "
                                        "it back.").format(player=victim)
    if outcome == "contract_lost":
        return translate("ScrewDialog", "The meld of {player} breaks and their contract is lost: they must meld "
                                        "that part again.").format(player=victim)
    return translate("ScrewDialog", "The meld of {player} stays on the table.").format(player=victim)


def pending_text(pending: list[dict]) -> str:
    """What the person must do with the cards taken this turn (a reclaimed joker, a screwed card)."""
    if len(pending) == 1:
        entry = pending[0]
        if entry.get("why") == "reclaimed":
            return translate("RummyBar", "Use the joker you reclaimed now: lay it off or meld it (marked in your "
                                         "hand)")
        return translate("RummyBar", "Use the {card} you took now: lay it off or meld it (marked in your hand)"
                         ).format(card=card_label(entry["card"]))
    cards = names_and([card_label(p["card"]) for p in pending])
    return translate("RummyBar", "Use the cards you took ({cards}) now: lay them off or meld them (marked in "
                                 "your hand)").format(cards=cards)
