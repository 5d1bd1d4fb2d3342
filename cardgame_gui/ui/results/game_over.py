"""The game-over panel over the table: the ranking, the scores, and what to do next.

    panel = GameOverPanel(table.viewport())
    panel.play_again.connect(...)      # the same game, options and seats, a new deal
    panel.replay_deal.connect(...)     # the same deal again from its start
    panel.show_for(view)               # view["over"], "scores", "winners", "names", "game"
    panel.ranking                      # [(place, name, score)] as shown, best first (ties share a place)

Where low scores win (Contract Rummy) the lowest score ranks first.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout

from ... import i18n
from ...i18n import translate
from ...session.messages import names_and
from ..scene.words import shown_names
from .stats import lowest_wins


def ranking(view: dict) -> list[tuple[int, str, object]]:
    """(place, name, score) best first; equal scores share a place ("1, 1, 3")."""
    scores = view.get("scores") or []
    names = shown_names(dict(view, players=view.get("players") or len(scores)))
    low = bool(view.get("lowest_wins", lowest_wins(view.get("game", ""))))
    order = sorted(range(len(scores)), key=lambda s: scores[s], reverse=not low)
    rows = []
    for i, seat in enumerate(order):
        place = rows[-1][0] if rows and scores[seat] == scores[order[i - 1]] else i + 1
        rows.append((place, names[seat] if seat < len(names) else i18n.seat_name(seat, len(scores)), scores[seat]))
    return rows


def winners_sentence(view: dict, me: int | None = None) -> str:
    """"South and North win", "You and North win!", "You win!", "Nobody wins"."""
    seats = list(view.get("winners") or [])
    if not seats:
        return translate("GameOver", "Nobody wins")
    if seats == [me]:
        return translate("GameOver", "You win!")
    players = len(view.get("scores") or []) or max(seats) + 1
    names = shown_names(dict(view, players=view.get("players") or players))
    others = [names[s] if s < len(names) else i18n.seat_name(s, players) for s in seats if s != me]
    if me in seats:
        return translate("GameOver", "You and {names} win!").format(names=names_and(others))
    if len(others) == 1:
        return translate("GameOver", "{name} wins").format(name=others[0])
    return translate("GameOver", "{names} win").format(names=names_and(others))


class GameOverPanel(QFrame):
    play_again = Signal()
    replay_deal = Signal()
    review_hands = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("gameOverPanel")
        self.setAccessibleName(translate("GameOver", "Game over"))
        self.setStyleSheet(
            "#gameOverPanel { background: rgba(250, 246, 232, 245); border: 2px solid #c9a227; border-radius: 12px; }"
            "QLabel { color: #222; font-size: 14px; } QLabel#title { font-size: 20px; font-weight: bold; }"
            "QPushButton { font-size: 14px; padding: 4px 12px; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 12, 18, 14)
        self.title = QLabel(translate("GameOver", "Game over"), self)
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        self.verdict = QLabel(self)
        self.verdict.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.verdict)
        self._grid_host = QFrame(self)
        self._grid = QGridLayout(self._grid_host)
        self._grid.setHorizontalSpacing(18)
        self._grid.setVerticalSpacing(2)
        layout.addWidget(self._grid_host, 0, Qt.AlignmentFlag.AlignHCenter)
        buttons = QHBoxLayout()
        self.again_button = QPushButton(translate("GameOver", "&Play again"), self)
        self.again_button.setToolTip(translate("GameOver", "The same game, options and players, with a new deal"))
        self.again_button.clicked.connect(self.play_again)
        self.replay_button = QPushButton(translate("GameOver", "&Replay this deal"), self)
        self.replay_button.setToolTip(translate("GameOver", "Play the same cards again from the first hand"))
        self.replay_button.clicked.connect(self.replay_deal)
        self.review_button = QPushButton(translate("GameOver", "Revie&w the hands"), self)
        self.review_button.setToolTip(translate("GameOver", "Every hand of this game replayed, with the expert's "
                                                            "view of your bids and cards (Game ▸ Hand history)"))
        self.review_button.clicked.connect(self.review_hands)
        self.close_button = QPushButton(translate("GameOver", "Close"), self)
        self.close_button.setToolTip(translate("GameOver", "Look at the table; Game ▸ New Game (Ctrl+N) starts "
                                                           "another game"))
        self.close_button.clicked.connect(self.hide)
        for button in (self.again_button, self.replay_button, self.review_button, self.close_button):
            button.setAutoDefault(True)  # Enter presses the button with the focus (outside a dialog only Space did)
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.ranking: list[tuple[int, str, object]] = []
        self.hide()

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape:  # as a dialog's Esc: Close, the table stays as it ended
            self.close_button.click()
        else:
            super().keyPressEvent(event)

    def show_for(self, view: dict, me: int | None = None) -> None:
        while self._grid.count():
            widget = self._grid.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        self.ranking = ranking(view)
        self.verdict.setText(winners_sentence(view, me))
        for row, (place, name, score) in enumerate(self.ranking):
            for col, text in enumerate((translate("GameOver", "{place}.").format(place=place), name, str(score))):
                label = QLabel(text, self._grid_host)
                label.setAlignment(Qt.AlignmentFlag.AlignRight if col != 1 else Qt.AlignmentFlag.AlignLeft)
                if place == 1:
                    label.setStyleSheet("font-weight: bold;")
                self._grid.addWidget(label, row, col)
        self.adjustSize()
        self.resize(self.sizeHint())
        self.show()
        self.raise_()
        self.again_button.setFocus()
