"""The game log: one readable line per engine event.

Public API::

    dock = GameLogDock(parent=None)     # QDockWidget "Game log" (objectName "gameLogDock")
    dock.add_events(events, names)      # events as returned by Game.apply(); names = view["names"]
                                        #   (seat names, index = seat). Appends one line per event.
    dock.add_text(line)                 # a line of the window's own ("New game: …, deal 1234")
    dock.clear()                        # e.g. when a new game starts
    dock.text() -> str                  # the whole log as plain text
    dock.view                           # the QPlainTextEdit (read-only) showing it

    describe_event(event, names) -> str # the line for one event; unknown event types are rendered
                                        #   generically ("West: meld — cards 3C 3D 3H")
    card_text("QS") -> "Q♠"             # card codes in words for the log and status bar
    Signals: none beyond QDockWidget's.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QTextCursor
from PySide6.QtWidgets import QDockWidget, QPlainTextEdit

from ..engine import CODES

SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades", "NT": "no trumps"}
MAX_LINES = 20000


def card_text(code) -> str:
    if code == "JK":
        return "joker"
    if isinstance(code, str) and code in CODES and len(code) == 2:
        rank = "10" if code[0] == "T" else code[0]
        return rank + SUIT_SYMBOLS[code[1]]
    return str(code)


def _seat(names: list[str], seat) -> str:
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(names):
        return names[seat]
    return f"Seat {seat}" if seat is not None else "Someone"


def _trump(letter) -> str:
    if letter is None:
        return "no trumps"
    return f"{SUIT_SYMBOLS.get(letter, '')} {SUIT_NAMES.get(letter, letter)}".strip()


def _bid(event: dict) -> str:
    if "tricks" in event:
        count = event["tricks"]
        return f"{count} trick{'s' if count != 1 else ''}"
    if "level" in event and "strain" in event:
        return f"{event['level']}{SUIT_SYMBOLS.get(event['strain'], event['strain'])}"
    return _rest(event, ("type", "seat"))


def _per_seat(values, names: list[str], plus: bool = False) -> str:
    if not isinstance(values, list):
        return str(values)
    parts = []
    for seat, value in enumerate(values):
        shown = f"+{value}" if plus and isinstance(value, int) and value > 0 else value
        who = names[seat] if len(values) == len(names) and seat < len(names) else f"side {seat + 1}"
        parts.append(f"{who} {shown}")
    return ", ".join(parts)


def _value(value) -> str:
    if isinstance(value, str):
        return card_text(value) if value in CODES else value
    if isinstance(value, list):
        return " ".join(_value(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k} {_value(v)}" for k, v in value.items())
    return str(value)


def _rest(event: dict, skip: tuple) -> str:
    return "; ".join(f"{k.replace('_', ' ')} {_value(v)}" for k, v in event.items() if k not in skip)


def describe_event(event: dict, names: list[str]) -> str:
    kind = event.get("type") if isinstance(event, dict) else None
    if not isinstance(kind, str):
        return f"(event {event!r})"
    who = _seat(names, event.get("seat"))
    if kind == "deal":
        cards = event.get("cards")
        parts = [f"Hand {event['hand']}" if "hand" in event else "New hand"]
        if "dealer" in event:
            parts.append(f"{_seat(names, event['dealer'])} deals")
        if cards is not None:
            parts.append(f"{cards} card{'s' if cards != 1 else ''} each")
        line = ": ".join([parts[0], ", ".join(parts[1:])]) if len(parts) > 1 else parts[0]
        if "trump" in event:
            turned = event.get("turned")
            line += f"; trumps are {_trump(event['trump'])}"
            if turned:
                line += f" ({card_text(turned)} turned)"
        return f"— {line} —"
    if kind == "bid":
        return f"{who} bids {_bid(event)}"
    if kind == "bid_changed":
        previous = event.get("previous")
        was = f" (was {previous})" if previous is not None else ""
        return f"{who} changes their bid to {_bid(event)}{was}"
    if kind == "pass":
        return f"{who} passes"
    if kind == "play":
        card = event.get("card")
        return f"{who} plays {card_text(card)}" if card else f"{who} plays their card"
    if kind == "trick_won":
        trick = event.get("trick") if isinstance(event.get("trick"), list) else []
        card = next((p.get("card") for p in trick if isinstance(p, dict) and p.get("seat") == event.get("seat")),
                    None)
        return f"{who} wins the trick with {card_text(card)}" if card else f"{who} wins the trick"
    if kind == "call_partner":
        return f"{who} calls {card_text(event.get('card'))} as partner"
    if kind == "hand_scored":
        head = f"Hand {event['hand']} scored" if "hand" in event else "Hand scored"
        if "points" in event:
            head += ": " + _per_seat(event["points"], names, plus=True)
        if "totals" in event:
            head += " — totals " + _per_seat(event["totals"], names)
        return head
    if kind == "game_over":
        winners = event.get("winners") or []
        won = " and ".join(_seat(names, w) for w in winners)
        line = "Game over"
        if won:
            line += f": {won} win{'s' if len(winners) == 1 else ''}"
        if "scores" in event:
            line += " (" + _per_seat(event["scores"], names) + ")"
        return line
    detail = _rest(event, ("type", "seat"))
    subject = f"{who}: " if "seat" in event else ""
    return f"{subject}{kind.replace('_', ' ')}" + (f" — {detail}" if detail else "")


class GameLogDock(QDockWidget):
    def __init__(self, parent=None):
        super().__init__("Game log", parent)
        self.setObjectName("gameLogDock")
        self.view = QPlainTextEdit()
        self.view.setReadOnly(True)
        self.view.setAccessibleName("Game log")
        self.view.setMaximumBlockCount(MAX_LINES)
        self.view.setLineWrapMode(QPlainTextEdit.WidgetWidth)
        font = QFont(self.view.font())
        font.setPointSizeF(font.pointSizeF() * 0.95)
        self.view.setFont(font)
        self.setWidget(self.view)

    def add_events(self, events: list[dict], names: list[str]) -> None:
        lines = [describe_event(event, list(names)) for event in events]
        if not lines:
            return
        self.view.appendPlainText("\n".join(lines))
        self.view.moveCursor(QTextCursor.End)
        self.view.ensureCursorVisible()

    def add_text(self, line: str) -> None:
        """A line of the window's own ("New game: German Bridge, deal 1234", "Game saved")."""
        self.view.appendPlainText(str(line))
        self.view.moveCursor(QTextCursor.End)

    def clear(self) -> None:
        self.view.clear()

    def text(self) -> str:
        return self.view.toPlainText()
