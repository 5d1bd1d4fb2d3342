"""Names the players give the seats, remembered in QSettings and shown wherever a seat is named.

    names = load_names(settings)             # {"South": "Ann", "Player 3": "Bob"}: engine name -> shown
    dialog = SeatNamesDialog(["South", "West", "North", "East"], names, parent)
    if dialog.exec(): save_names(settings, dialog.names())

The engine keeps its own names (compass points at four seats, "Player N" otherwise) for logs, saved games
and the API; the controller's views show the given ones (``GameController.display_names``). A name is
kept per engine name, so "South" is the same person in every four-seat game. The dialog names the seats in
the player's language (``i18n.seat_name``: "Süd"), and a given name may be no other seat's name in either.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout

from ... import i18n
from ...i18n import translate

GROUP = "names"
LONGEST = 20


def load_names(settings: QSettings) -> dict[str, str]:
    settings.beginGroup(GROUP)
    try:
        return {key: str(settings.value(key)) for key in settings.childKeys() if str(settings.value(key)).strip()}
    finally:
        settings.endGroup()


def save_names(settings: QSettings, names: dict[str, str]) -> None:
    settings.beginGroup(GROUP)
    try:
        settings.remove("")
        for key, value in names.items():
            settings.setValue(key, value)
    finally:
        settings.endGroup()


def check_names(seats: list[str], given: dict[str, str]) -> str:
    """"" when the names can be used, else why not (a sentence for the dialog). ``seats``: the engine's
    names, in seat order."""
    usual = [i18n.seat_name(index, len(seats)) for index in range(len(seats))]  # in the player's language
    shown = [given.get(seat, word) for seat, word in zip(seats, usual)]
    for index, name in enumerate(shown):
        if len(name) > LONGEST:
            return translate("SeatNamesDialog", "{name}… is too long: at most %n letter(s)", LONGEST).format(
                name=name[:LONGEST])
        taken = {other for i, other in enumerate(seats + usual) if i % len(seats) != index}
        if name in taken:
            return translate("SeatNamesDialog", "{name} is another seat's name: choose a different one").format(
                name=name)
    if len(set(shown)) < len(shown):
        return translate("SeatNamesDialog", "Two seats have the same name: give each its own")
    return ""


class SeatNamesDialog(QDialog):
    def __init__(self, seats: list[str], given: dict[str, str], parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("SeatNamesDialog", "Seat names"))
        self.seats = list(seats)
        self.given = dict(given)
        layout = QVBoxLayout(self)
        intro = QLabel(translate("SeatNamesDialog", "Name the seats at this table (leave a box empty for the usual "
                                                    "name):"))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.edits: dict[str, QLineEdit] = {}
        for index, seat in enumerate(self.seats):
            usual = i18n.seat_name(index, len(self.seats))
            edit = QLineEdit(self.given.get(seat, ""))
            edit.setPlaceholderText(usual)
            edit.setMaxLength(LONGEST)
            edit.textChanged.connect(self._check)
            form.addRow(translate("SeatNamesDialog", "{seat}:").format(seat=usual), edit)
            self.edits[seat] = edit
        layout.addLayout(form)
        self.problem = QLabel("")  # one line: the dialog widens to show it whole
        self.problem.setStyleSheet("color: #b00020;")
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def names(self) -> dict[str, str]:
        """All given names: those of other tables kept, this table's from the boxes."""
        names = {k: v for k, v in self.given.items() if k not in self.edits}
        names.update({seat: edit.text().strip() for seat, edit in self.edits.items() if edit.text().strip()})
        return names

    def _check(self) -> None:
        problem = check_names(self.seats, self.names())
        self.problem.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)
