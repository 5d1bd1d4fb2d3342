"""Game ▸ Hand history: every hand of the game replayed trick by trick (Contract Rummy: turn by turn), the
expert's review of your bids (Reverse and Floating Bridge: calls and passes) and cards, and the hand as
text or as a saved game.

    dialog = HandHistoryDialog(history, parent)   # history: session.history.GameHistory or None
    dialog.show_hand(i); dialog.go(p)             # hand i, position p (the deal, the bidding, each trick)
    dialog.forward(); dialog.back()               # also Right/Left, Home/End, Page Up/Page Down
    dialog.start_review()                         # the expert's review of the hand shown (a worker thread)
    dialog.board.toPlainText()                    # what the table shows now (tests read it)

The dialog only reads a ``GameHistory``: what it shows of a hand is what the history keeps for the seat
(its own views, the public events, every card once a trick-game hand is over). The review runs
``bots/review.py`` on a ``QThread`` that reports progress by queued signals and stops when cancelled.
A LAN guest's history says which hands it cannot show (``missing_text``). Every word goes through
``translate("HandHistory", …)``; the review's sentences are ``ui/history/review_words.py``'s.
"""

from __future__ import annotations

import html
import json
import threading
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QThread, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFileDialog, QFrame, QHBoxLayout, QLabel, QListWidget,
                               QListWidgetItem, QMessageBox, QPlainTextEdit, QProgressBar, QPushButton,
                               QScrollArea, QSplitter, QTextBrowser, QVBoxLayout, QWidget)

from ...bots.review import REVIEWED_GAMES, Opinion, review_hand
from ...engine import seat_name as engine_seat_name
from ...i18n import seat_name, translate
from ...net.deal_check import fingerprint
from ...session import saves
from ...session.hand_text import game_text, hand_text, read_hand_text
from ...session.history import RUMMY, GameHistory, HandRecord, from_frames
from ...session.messages import SUIT_SYMBOLS, card_label
from ..docks.game_log import describe_event
from .review_words import choices_text, opinion_text

RED = {"H", "D"}


def card_html(code: str) -> str:
    label = html.escape(card_label(code))
    return f'<span style="color:#c0182b">{label}</span>' if code[-1] in RED and code != "JK" else label


def cards_html(cards: list[str]) -> str:
    return " ".join(card_html(c) for c in cards) if cards else "—"


def strain_text(strain: str | None) -> str:
    return translate("HandHistory", "no trumps") if strain in (None, "NT") else SUIT_SYMBOLS[strain]


def hand_title(history: GameHistory, hand: HandRecord) -> str:
    view = hand.start_view
    if history.game_id == RUMMY:
        return translate("HandHistory", "Round {round}: {contract}").format(
            round=view.get("round", hand.number), contract=(view.get("contract") or {}).get("text", ""))
    if "hand_size" in view:
        size = len(hand.deal()[0]) if hand.finished else view["hand_size"]
        title = translate("HandHistory", "Hand {number}: %n card(s), trump {trump}", size).format(
            number=view.get("hand_number", hand.number), trump=strain_text(hand.trump))  # its place in the series
    else:
        title = translate("HandHistory", "Hand {number}").format(number=hand.number)
    if hand.finished:
        return title
    return translate("HandHistory", "{title} (being played)").format(title=title)


def missing_text(history: GameHistory) -> str:
    """What a LAN guest's history cannot show: "Not shown: hands 1, 2, 3 — …"."""
    numbers = ", ".join(str(n) for n in history.missing)
    if history.game_id == RUMMY:
        text = translate("HandHistory", "Not shown: %n round(s) ({numbers}), played at least in part before you "
                                        "came to the table; the host keeps them.", len(history.missing))
    else:
        text = translate("HandHistory", "Not shown: %n hand(s) ({numbers}), played at least in part before you "
                                        "came to the table; the host keeps them.", len(history.missing))
    return text.format(numbers=numbers)


class ReviewWorker(QThread):
    """``review_hand`` off the GUI thread; ``progressed(done, total)`` after each decision, then
    ``reviewed(opinions)`` (``None`` if cancelled)."""
    progressed = Signal(int, int)
    reviewed = Signal(object)

    def __init__(self, decisions, seed: int, samples: int | None = None, parent=None):
        super().__init__(parent)
        self.decisions, self.seed, self.samples = decisions, seed, samples
        self._stop = threading.Event()

    def cancel(self) -> None:
        self._stop.set()

    def run(self) -> None:
        self.reviewed.emit(review_hand(self.decisions, self.seed, self.samples, progress=self.progressed.emit,
                                       cancelled=self._stop.is_set))


class HandHistoryDialog(QDialog):
    def __init__(self, history: GameHistory | None = None, parent=None):
        super().__init__(parent)
        self.setObjectName("handHistory")
        self.setWindowTitle(translate("HandHistory", "Hand history"))
        self.resize(980, 640)
        self.history: GameHistory | None = None
        self.hand: HandRecord | None = None
        self.position = 0
        self.worker: ReviewWorker | None = None
        self.opinions: list[Opinion] = []
        self.samples: int | None = None  # deals of the unseen cards per choice: the game's own (tests ask fewer)
        self.display_names: dict[str, str] = {}  # engine seat name -> the name the players gave it

        self.hand_list = QListWidget()
        self.hand_list.setAccessibleName(translate("HandHistory", "Hands"))
        self.hand_list.currentRowChanged.connect(self.show_hand)
        self.missing_note = QLabel()  # a LAN guest's: the hands it cannot show, and why
        self.missing_note.setWordWrap(True)
        self.board = QTextBrowser()
        self.board.setAccessibleName(translate("HandHistory", "The hand at this point"))
        self.board.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its caret would take the arrow keys of the replay
        self.where = QLabel()
        self.first_button = QPushButton(translate("HandHistory", "Deal"))
        self.back_button = QPushButton(translate("HandHistory", "◀ Back"))
        self.forward_button = QPushButton(translate("HandHistory", "Forward ▶"))
        self.last_button = QPushButton(translate("HandHistory", "End"))
        self.first_button.clicked.connect(self.first)
        self.back_button.clicked.connect(self.back)
        self.forward_button.clicked.connect(self.forward)
        self.last_button.clicked.connect(self.last)
        steps = QHBoxLayout()
        for widget in (self.first_button, self.back_button, self.where, self.forward_button, self.last_button):
            steps.addWidget(widget, 1 if widget is self.where else 0)
        self.where.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.review_button = QPushButton(translate("HandHistory", "Review this hand"))
        self.review_button.clicked.connect(self.start_review)
        self.cancel_button = QPushButton(translate("HandHistory", "Cancel"))
        self.cancel_button.clicked.connect(self.cancel_review)
        self.progress = QProgressBar()
        self.progress.setAccessibleName(translate("HandHistory", "Review progress"))
        self.review_note = QLabel()
        self.review_note.setWordWrap(True)
        # the splitter does not pass a wrapped label's height for its width on: room for two lines (German,
        # French and a long English sentence need them at the dialog's default size)
        self.review_note.setMinimumHeight(2 * self.review_note.fontMetrics().lineSpacing() + 4)
        self.opinion_list = QListWidget()
        self.opinion_list.setAccessibleName(translate("HandHistory", "The expert's opinions, costliest first"))
        self.opinion_list.setWordWrap(True)
        self.opinion_list.currentRowChanged.connect(self._show_opinion)
        self.choices = QLabel()  # not word-wrapped: the scroll area then gives it every line's height
        self.choices.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        choices_view = QScrollArea()  # a choice a line: thirteen cards, or a call's seven, scroll when they must
        choices_view.setWidget(self.choices)
        choices_view.setWidgetResizable(True)
        choices_view.setFrameShape(QFrame.Shape.NoFrame)
        review_row = QHBoxLayout()
        for widget in (self.review_button, self.progress, self.cancel_button):
            review_row.addWidget(widget, 1 if widget is self.progress else 0)

        middle = QWidget()
        column = QVBoxLayout(middle)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.board, 3)
        column.addLayout(steps)
        column.addLayout(review_row)
        column.addWidget(self.review_note)
        column.addWidget(self.opinion_list, 2)
        column.addWidget(choices_view, 1)
        hands = QWidget()
        hands_column = QVBoxLayout(hands)
        hands_column.setContentsMargins(0, 0, 0, 0)
        hands_column.addWidget(self.hand_list, 1)
        hands_column.addWidget(self.missing_note)
        split = QSplitter()
        split.addWidget(hands)
        split.addWidget(middle)
        split.setStretchFactor(1, 1)
        split.setSizes([260, 720])

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        action = QDialogButtonBox.ButtonRole.ActionRole
        self.open_button = buttons.addButton(translate("HandHistory", "Open a saved game…"), action)
        self.paste_button = buttons.addButton(translate("HandHistory", "Paste a hand…"), action)
        # the hand's exports in a row of their own, under the review: one row of six buttons is wider than a
        # 1024-pixel screen in French and German
        self.copy_button = QPushButton(translate("HandHistory", "Copy hand as text"))
        self.text_button = QPushButton(translate("HandHistory", "Save game as text…"))
        self.save_button = QPushButton(translate("HandHistory", "Save hand as game…"))
        exports = QHBoxLayout()
        exports.addStretch(1)
        for button in (self.copy_button, self.text_button, self.save_button):
            button.setAutoDefault(False)
            exports.addWidget(button)
        column.addLayout(exports)
        self.open_button.clicked.connect(self.open_saved_game)
        self.paste_button.clicked.connect(self.paste_hand)
        self.copy_button.clicked.connect(self.copy_hand)
        self.text_button.clicked.connect(self.save_text)
        self.save_button.clicked.connect(self.save_hand_as_game)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addWidget(buttons)

        self.keys = {Qt.Key.Key_Right: self.forward, Qt.Key.Key_Left: self.back, Qt.Key.Key_Home: self.first,
                     Qt.Key.Key_End: self.last, Qt.Key.Key_PageDown: self.next_hand,
                     Qt.Key.Key_PageUp: self.previous_hand}
        for child in self.findChildren(QWidget):  # the keys replay wherever the focus is in the dialog
            child.installEventFilter(self)
        self.set_history(history)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.KeyPress and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            slot = self.keys.get(event.key())
            if slot is not None:
                slot()
                return True
        return super().eventFilter(watched, event)

    # ----- the game and its hands ----------------------------------------------------------------------
    def set_history(self, history: GameHistory | None, hand: int | None = None) -> None:
        self.cancel_review()
        self.history = history
        self.hand_list.blockSignals(True)
        self.hand_list.clear()
        for record in history.hands if history else []:
            self.hand_list.addItem(QListWidgetItem(hand_title(history, record)))
        self.hand_list.blockSignals(False)
        self.missing_note.setText(missing_text(history) if history and history.missing else "")
        self.missing_note.setVisible(bool(history and history.missing))
        if history and history.hands:
            finished = [row for row, h in enumerate(history.hands) if h.finished]
            row = hand if hand is not None else (finished[-1] if finished else len(history.hands) - 1)
            self.hand_list.setCurrentRow(row)
            self.show_hand(row)
        else:
            self.hand = None
            self.board.setPlainText(translate("HandHistory", "No hand has been played yet. Open a saved game or "
                                                             "paste a hand."))
            self._enable()

    @Slot(int)
    def show_hand(self, row: int) -> None:
        if self.history is None or not 0 <= row < len(self.history.hands):
            return
        self.cancel_review()
        self.hand = self.history.hands[row]
        if self.hand_list.currentRow() != row:
            self.hand_list.setCurrentRow(row)
        self.opinions = []
        self.opinion_list.clear()
        self.choices.clear()
        self.progress.setValue(0)
        self.review_note.setText(self._review_unavailable() or "")
        self.go(len(self.hand.positions) - 1 if self.hand.finished else 0)

    @Slot()
    def next_hand(self) -> None:
        if self.hand is not None:
            self.show_hand(self.hand_list.currentRow() + 1)

    @Slot()
    def previous_hand(self) -> None:
        if self.hand is not None and self.hand_list.currentRow() > 0:
            self.show_hand(self.hand_list.currentRow() - 1)

    # ----- moving through a hand -------------------------------------------------------------------------
    def go(self, position: int) -> None:
        if self.hand is None:
            return
        self.position = max(0, min(position, len(self.hand.positions) - 1))
        self.board.setHtml(self.position_html())
        pos = self.hand.positions[self.position]
        total = sum(1 for p in self.hand.positions if p.kind == pos.kind)
        where = {"deal": translate("HandHistory", "The deal"), "bidding": translate("HandHistory", "The bidding"),
                 "trick": translate("HandHistory", "Trick {n} of {total}"),
                 "turn": translate("HandHistory", "Turn {n} of {total}")}[pos.kind]
        self.where.setText(where.format(n=pos.number, total=total))
        self._enable()

    @Slot()
    def forward(self) -> None:
        self.go(self.position + 1)

    @Slot()
    def back(self) -> None:
        self.go(self.position - 1)

    @Slot()
    def first(self) -> None:
        self.go(0)

    @Slot()
    def last(self) -> None:
        if self.hand is not None:
            self.go(len(self.hand.positions) - 1)

    def _enable(self) -> None:
        at_hand = self.hand is not None
        self.first_button.setEnabled(at_hand and self.position > 0)
        self.back_button.setEnabled(at_hand and self.position > 0)
        self.forward_button.setEnabled(at_hand and self.position < len(self.hand.positions) - 1)
        self.last_button.setEnabled(self.forward_button.isEnabled())
        running = self.worker is not None
        self.review_button.setEnabled(at_hand and not running and not self._review_unavailable())
        self.cancel_button.setEnabled(running)
        text_ok = at_hand and self.history.game_id != RUMMY and self.hand.finished
        self.copy_button.setEnabled(bool(text_ok))
        self.text_button.setEnabled(bool(self.history and any(h.finished for h in self.history.hands)
                                         and self.history.game_id != RUMMY))
        # a LAN guest's Contract Rummy round is no game of its own (the others' cards were never seen)
        self.save_button.setEnabled(at_hand and (self.history.saved is not None or self.hand.rebuilt is not None))

    def names(self) -> list[str]:
        """The seats as the window names them (Game ▸ Seat names; a seat nobody named in the player's words,
        "Süd"); the text export keeps the engine's."""
        players = self.history.players
        return [self.display_names.get(n) or (seat_name(s, players) if n == engine_seat_name(s, players) else n)
                for s, n in enumerate(self.history.names)]

    def position_html(self) -> str:
        hand, pos = self.hand, self.hand.positions[self.position]
        names = self.names()
        parts = [f"<h3>{html.escape(hand_title(self.history, hand))}</h3>"]
        lines = [describe_event(e, names) for e in hand.events(pos.first, pos.stop)]
        if self.history.game_id == RUMMY:
            parts.append(self._rummy_html(pos))
        else:
            parts.append(self._trick_html(pos))
        if lines:
            parts.append("<p>" + "<br>".join(html.escape(line) for line in lines) + "</p>")
        return "".join(parts)

    def _trick_html(self, pos) -> str:
        hand, names = self.hand, self.names()
        state = hand.state(self.position)
        seat, bid = translate("HandHistory", "Seat"), translate("HandHistory", "Bid")
        tricks, cards = translate("HandHistory", "Tricks"), translate("HandHistory", "Cards")
        oh_hell = "hand_size" in hand.start_view  # the auction games' bids are in the contract line
        bid_head = f"<th>{bid}</th>" if oh_hell else ""
        rows = [f"<tr><th align=left>{seat}</th>{bid_head}<th>{tricks}</th><th align=left>{cards}</th></tr>"]
        for seat in range(hand.players):
            cards = state.hands[seat]
            shown = cards_html(cards) if cards is not None else html.escape(
                translate("HandHistory", "hidden (%n card(s))", hand.view_at(pos.stop)["hand_counts"][seat]))
            bid = "" if state.bids[seat] is None else str(state.bids[seat])
            name = html.escape(names[seat]) + (" ★" if seat == hand.seat else "")
            bid_cell = f"<td align=center>{bid}</td>" if oh_hell else ""
            rows.append(f"<tr><td>{name}</td>{bid_cell}<td align=center>{state.tricks_won[seat]}</td>"
                        f"<td>{shown}</td></tr>")
        out = "<table cellspacing=6>" + "".join(rows) + "</table>"
        if state.contract:
            strain = state.contract["strain"]
            out += "<p>" + html.escape(translate("HandHistory", "Contract: {level}{strain} by {name}").format(
                level=state.contract["level"], strain=SUIT_SYMBOLS.get(strain, strain),
                name=names[state.contract["declarer"]])) + "</p>"
        if state.trick:
            played = ", ".join(f"{html.escape(names[p['seat']])} {card_html(p['card'])}" for p in state.trick)
            out += f"<p><b>{played}</b>"
            if state.winner is not None:
                winning = next(p["card"] for p in state.trick if p["seat"] == state.winner)
                why = (translate("HandHistory", "{name} wins: the highest trump") if state.why == "trump"
                       else translate("HandHistory", "{name} wins: the highest card of the suit led"))
                out += " — " + html.escape(why.format(name=names[state.winner])) + " (" + card_html(winning) + ")"
            out += "</p>"
        return out

    def _rummy_html(self, pos) -> str:
        view, names = self.hand.view_at(pos.stop), self.names()
        if pos.stop == len(self.hand.steps) - 1 and self.hand.finished:
            view = self.hand.view_at(pos.stop - 1)  # the last step's view is already the next round's
        out = []
        if view.get("hand") is not None:
            yours = html.escape(translate("HandHistory", "Your hand:"))
            out.append(f"<p><b>{yours}</b> {cards_html(view['hand'])}</p>")
        counts = ", ".join(f"{html.escape(names[s])} {n}" for s, n in enumerate(view.get("hand_counts") or []))
        out.append("<p>" + html.escape(translate("HandHistory", "Cards held: {counts}").format(counts=counts)) + "</p>")
        for meld in view.get("table") or []:
            owner = names[meld["owner"]] if 0 <= meld["owner"] < len(names) else "?"
            kind = (translate("HandHistory", "{owner}'s run:") if meld["kind"] == "run"
                    else translate("HandHistory", "{owner}'s set:"))
            out.append("<p>" + html.escape(kind.format(owner=owner)) + " " + cards_html(meld["cards"]) + "</p>")
        if view.get("top_discard"):
            pile = html.escape(translate("HandHistory", "Discard pile:"))
            out.append(f"<p>{pile} {card_html(view['top_discard'])}</p>")
        return "".join(out)

    # ----- the review --------------------------------------------------------------------------------------
    def _review_unavailable(self) -> str | None:
        """Why this hand cannot be reviewed, or None."""
        if self.hand is None or self.history is None:
            return translate("HandHistory", "No hand to review.")
        if self.history.game_id not in REVIEWED_GAMES:
            return translate("HandHistory", "The expert reviews Devil's Bridge, German Bridge, Reverse Bridge and "
                                            "Floating Bridge hands.")
        if self.history.seat is None:
            return translate("HandHistory", "No seat of yours in this game to review.")
        if not self.hand.finished:
            return translate("HandHistory", "The review opens once the hand is over.")
        return None

    @Slot()
    def start_review(self) -> None:
        if self._review_unavailable() or self.worker is not None:
            return
        decisions = self.history.decisions(self.hand)
        seed = self.history.seed * 1000 + self.hand.number  # the same hand, the same figures
        self.worker = ReviewWorker(decisions, seed, self.samples, self)
        self.worker.progressed.connect(self._on_progress)
        self.worker.reviewed.connect(self._on_reviewed)
        self.progress.setRange(0, max(1, len(decisions)))
        self.progress.setValue(0)
        self.review_note.setText(translate("HandHistory", "The expert is looking at your decisions…"))
        self.opinion_list.clear()
        self.worker.start()
        self._enable()

    @Slot()
    def cancel_review(self) -> None:
        worker, self.worker = self.worker, None
        if worker is not None:  # what it still sends is ignored: it is no longer self.worker
            worker.cancel()
            worker.wait()
            worker.deleteLater()
            self.review_note.setText(translate("HandHistory", "Review cancelled."))
        self._enable()

    @Slot(int, int)
    def _on_progress(self, done: int, total: int) -> None:
        if self.sender() is not self.worker:
            return  # queued before its review was cancelled
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    @Slot(object)
    def _on_reviewed(self, opinions) -> None:
        if self.sender() is not self.worker:
            return  # queued before its review was cancelled: another hand may be shown by now
        worker, self.worker = self.worker, None
        worker.wait()
        worker.deleteLater()
        self.opinions = opinions or []
        self.opinion_list.clear()
        for opinion in self.opinions:
            self.opinion_list.addItem(opinion_text(opinion))
        if not self.opinions:
            self.review_note.setText(translate("HandHistory", "Every bid and card of yours in this hand was forced."))
        else:
            costly = sum(1 for o in self.opinions if o.cost > 2 * o.cost_error and o.cost > 0)
            self.review_note.setText(translate("HandHistory", "The expert would have done better at %n decision(s) "
                                                              "(by more than twice the sampling error); costliest "
                                                              "first.", costly))
        self._enable()

    @Slot(int)
    def _show_opinion(self, row: int) -> None:
        """The figures of every choice, and the table as it was when you decided."""
        if not 0 <= row < len(self.opinions):
            self.choices.clear()
            return
        opinion = self.opinions[row]
        self.choices.setText(choices_text(opinion))
        before = next(i for i, p in enumerate(self.hand.positions) if p.stop >= opinion.step)
        self.go(max(0, before - 1))

    # ----- text and files ---------------------------------------------------------------------------------
    @Slot()
    def copy_hand(self) -> None:
        QGuiApplication.clipboard().setText(hand_text(self.history, self.hand))
        self.review_note.setText(translate("HandHistory", "The hand is on the clipboard as text."))

    @Slot()
    def save_text(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, translate("HandHistory", "Save the game as text"),
                                              str(Path.home() / "game.txt"), translate("HandHistory", "Text (*.txt)"))
        if path:
            self._write(path, game_text(self.history))

    @Slot()
    def save_hand_as_game(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, translate("HandHistory", "Save the game up to this hand"),
                                              str(Path.home() / f"hand-{self.hand.number}.json"),
                                              translate("HandHistory", "Saved games (*.json)"))
        if path:
            self._write(path, self.history.saved_through(self.hand))

    def _write(self, path: str, text: str) -> None:
        try:
            saves.atomic_write_text(path, text)
        except ValueError as exc:
            QMessageBox.warning(self, translate("HandHistory", "Cannot save"), str(exc))
            return
        self.review_note.setText(translate("HandHistory", "Saved {name}.").format(name=Path(path).name))

    @Slot()
    def open_saved_game(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("HandHistory", "Open a saved game"), str(Path.home()),
                                              translate("HandHistory", "Saved games (*.json);;All files (*)"))
        if path:
            self.open_path(path)

    def open_path(self, path) -> bool:
        try:
            saved = saves.open_game(path)
        except ValueError as exc:
            QMessageBox.warning(self, translate("HandHistory", "Cannot open this file"), str(exc))
            return False
        seats = saved.seats or []
        mine = next((s for s, seat in enumerate(seats) if seat.get("kind") == "human"), None)
        self.set_history(GameHistory(saved.game.to_json(), mine))
        return True

    @Slot()
    def paste_hand(self) -> None:
        box, edit = self.paste_dialog()
        if box.exec() == QDialog.DialogCode.Accepted:
            self.read_text(edit.toPlainText())

    def paste_dialog(self) -> tuple[QDialog, QPlainTextEdit]:
        """The Paste a hand box (the clipboard's text in its editor) and its editor."""
        box = QDialog(self)
        box.setWindowTitle(translate("HandHistory", "Paste a hand"))
        edit = QPlainTextEdit(QGuiApplication.clipboard().text())
        edit.setAccessibleName(translate("HandHistory", "The hand as text"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(box.accept)
        buttons.rejected.connect(box.reject)
        layout = QVBoxLayout(box)
        layout.addWidget(QLabel(translate("HandHistory", "Paste a hand copied from the hand history:")))
        layout.addWidget(edit)
        layout.addWidget(buttons)
        box.resize(640, 480)
        return box, edit

    def read_text(self, text: str) -> bool:
        """Show the first hand of ``text`` (as Copy hand as text writes it) from the first seat's chair."""
        try:
            saved = read_hand_text(text)
        except ValueError as exc:
            QMessageBox.warning(self, translate("HandHistory", "Cannot read this hand"), str(exc))
            return False
        self.set_history(GameHistory(saved, seat=0, hand_being_played=False), hand=0)
        return True

    def done(self, result: int) -> None:
        self.cancel_review()
        super().done(result)


def guest_history(remote) -> GameHistory | None:
    """A LAN guest's hand history from what its ``RemoteGame`` kept of the host's frames (the actions,
    their events, the views it was shown and a fingerprint of each): ``session.history.from_frames``.
    None for an onlooker."""
    if remote.seat is None:
        return None
    first = remote.views[0] if remote.moves_before == 0 and remote.views else None
    fits = (lambda view: fingerprint(view) == first) if first is not None else None  # noqa: E731
    return from_frames(remote.info.id, remote.players, remote.options, remote.seat, remote.log,
                       remote.event_lists, fits, [json.loads(v) for v in remote.shown],
                       whole_first=remote.moves_before == 0)


def show_hand_history(window) -> HandHistoryDialog:
    """Game ▸ Hand history for the game at ``window``'s table, from your seat (an onlooker's when no seat
    at the table is a person's). The dialog opens on the last finished hand, window-modal."""
    controller = window.controller
    history = reason = None
    game = controller.game
    if getattr(game, "remote", False):
        history = guest_history(game)
        if history is None:
            reason = translate("HandHistory", "No hand history for an onlooker: the host keeps this game.")
    elif game is not None:
        history = GameHistory(game.to_json(), controller.me if controller.human_count else None)
    dialog = HandHistoryDialog(None, window)
    dialog.display_names = dict(controller.shown_names())
    dialog.set_history(history)
    if reason:
        dialog.board.setPlainText(reason)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
