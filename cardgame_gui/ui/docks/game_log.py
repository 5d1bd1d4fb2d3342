"""The game log: one readable line per engine event.

Public API::

    dock = GameLogDock(parent=None)     # QDockWidget "Game log" (objectName "gameLogDock")
    dock.add_events(events, names)      # events as returned by Game.apply(); names = view["names"]
                                        #   (seat names, index = seat). Appends one line per event.
    dock.add_text(line)                 # a line of the window's own ("New game: …, deal 1234")
    dock.clear()                        # e.g. when a new game starts
    dock.text() -> str                  # the whole log as plain text
    dock.view                           # the QPlainTextEdit (read-only) showing it

    describe_event(event, names) -> str # the line for one event: trick games, auctions and rummy
                                        #   events read as sentences (DESCRIBE maps type -> function);
                                        #   unknown types are rendered generically
                                        #   ("West: sort hand — order suits")
    card_text("QS") -> "Q♠"             # card codes in words for the log and status bar
    Signals: none beyond QDockWidget's.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QTextCursor
from PySide6.QtWidgets import QDockWidget, QPlainTextEdit

from ...engine import CODES
from ..scene.cards import SUIT_SYMBOLS

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


def _plural(count, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _contract(event: dict) -> str:
    if "level" in event and "strain" in event:
        return f"{event['level']}{SUIT_SYMBOLS.get(event['strain'], event['strain'])}"
    contract = event.get("contract")
    if isinstance(contract, dict):
        return _contract(contract)
    return str(contract) if contract is not None else ""


# One function per event type: (event, names, who) -> the line. `who` names event["seat"].
def _deal(event, names, who):
    if "round" in event:
        head = f"Round {event['round']}"
    elif "hand" in event:
        head = f"Hand {event['hand']}"
    else:
        head = "New hand"
    parts = []
    if "dealer" in event:
        parts.append(f"{_seat(names, event['dealer'])} deals")
    if event.get("cards") is not None:
        parts.append(f"{_plural(event['cards'], 'card')} each")
    line = f"{head}: {', '.join(parts)}" if parts else head
    if event.get("redeal"):
        line += f" (redeal {event['redeal']})"
    if "trump" in event:
        line += f"; trumps are {_trump(event['trump'])}"
        if event.get("turned"):
            line += f" ({card_text(event['turned'])} turned)"
    if event.get("contract"):
        line += f"; contract: {event['contract']}"
    return f"— {line} —"


def _bid_changed(event, names, who):
    previous = event.get("previous")
    was = f" (was {previous})" if previous is not None else ""
    return f"{who} changes their bid to {_bid(event)}{was}"


def _play(event, names, who):
    card = event.get("card")
    return f"{who} plays {card_text(card)}" if card else f"{who} plays their card"


def _trick_won(event, names, who):
    trick = event.get("trick") if isinstance(event.get("trick"), list) else []
    card = next((p.get("card") for p in trick if isinstance(p, dict) and p.get("seat") == event.get("seat")), None)
    return f"{who} wins the trick with {card_text(card)}" if card else f"{who} wins the trick"


def _contract_won(event, names, who):
    line = f"{who} wins the auction with {_contract(event)}"
    if "declarer" in event:
        line += f"; {_seat(names, event['declarer'])} declares"
    return line


def _partner_revealed(event, names, who):
    card = card_text(event.get("card"))
    if event.get("alone"):
        return f"{card} was the declarer's own card: {who} plays alone"
    return f"{who} holds the called card {card}: the partnership is known"


def _scored(event, names, who):
    number = event.get("round", event.get("hand"))
    head = f"{'Round' if 'round' in event else 'Hand'} {number} scored" if number is not None else "Hand scored"
    if event.get("contract") and isinstance(event["contract"], dict):
        head += f" ({_contract(event)}"
        head += f" by {_seat(names, event['declarer'])})" if "declarer" in event else ")"
    if event.get("went_out") is not None:
        head += f"; {_seat(names, event['went_out'])} went out"
    if "points" in event:
        head += ": " + _per_seat(event["points"], names, plus=event.get("type") != "round_scored")
    if "totals" in event:
        head += " — totals " + _per_seat(event["totals"], names)
    return head


def _game_over(event, names, who):
    winners = event.get("winners") or []
    won = " and ".join(_seat(names, w) for w in winners)
    line = "Game over"
    if won:
        line += f": {won} win{'s' if len(winners) == 1 else ''}"
    if "scores" in event:
        line += " (" + _per_seat(event["scores"], names) + ")"
    return line


def _draw(event, names, who):
    if event.get("source") == "discard" and event.get("card"):
        return f"{who} takes {card_text(event['card'])} from the discard pile"
    return f"{who} draws from the stock"


def _piles_empty(event, names, who):
    """Why a rummy round ends with nothing left to draw (the engine's ``reason``; none: both piles empty)."""
    reason, card = event.get("reason"), card_text(event.get("card"))
    if reason == "last_lap":
        return (f"The stock is used up and the lone discard has gone once round the table ({card} is left): "
                "the round ends (house rule)")
    if reason == "rebuilds_cap":
        return (f"The stock is used up and this table rebuilds it at most "
                f"{_plural(event.get('cap'), 'time')}: the round ends")
    if reason == "one_discard":
        return f"The stock is used up and the one discard, {card}, cannot rebuild it: the round ends"
    return "The stock and the discard pile are both empty"


def _melds(melds) -> str:
    if not isinstance(melds, list) or not melds or None in melds:
        raise ValueError("no melds in the event")  # describe_event falls back to the generic line
    shown = []
    for meld in melds:
        cards = meld.get("cards") if isinstance(meld, dict) else meld
        shown.append(" ".join(card_text(c) for c in cards) if isinstance(cards, list) else str(cards))
    return " · ".join(shown)


def _may_i_taken(event, names, who):
    penalty = event.get("penalty", 0)
    extra = f" and {_plural(penalty, 'penalty card')}" if penalty else ""
    return f"{who} takes {card_text(event.get('card'))}{extra}"


def _window_closed(event, names, who):
    taker = event.get("taken_by")
    card = card_text(event.get("card"))
    return f"Nobody takes {card}" if taker is None else f"{_seat(names, taker)} takes {card}"


def _screw(event, names, who):
    line = f"{who} screws {_seat(names, event.get('victim'))}: takes {card_text(event.get('card'))}"
    if "meld" in event:
        line += f" from meld {event['meld'] + 1 if isinstance(event['meld'], int) else event['meld']}"
    if event.get("outcome"):
        line += f" ({str(event['outcome']).replace('_', ' ')})"
    return line


def _meld_number(event, names, who) -> str:
    """"West's meld", "their own meld"; "meld 7" from an event that does not name the owner."""
    owner = event.get("owner")
    if owner is not None:
        return "their own meld" if owner == event.get("seat") else f"{_seat(names, owner)}'s meld"
    meld = event.get("meld")
    return f"meld {meld + 1}" if isinstance(meld, int) else "a meld"


DESCRIBE = {
    "deal": _deal,
    "bid": lambda e, n, who: f"{who} bids {_bid(e)}",
    "bid_changed": _bid_changed,
    "pass": lambda e, n, who: f"{who} passes",
    "contract": _contract_won,
    "redeal": lambda e, n, who: f"Redeal ({str(e.get('reason', '')).replace('_', ' ')}): "
                                f"{_seat(n, e.get('dealer'))} deals",
    "wash": lambda e, n, who: f"{who} calls a wash"
                              + (f" ({_plural(e['points'], 'point')} in hand)" if "points" in e else ""),
    "call_partner": lambda e, n, who: f"{who} calls {card_text(e.get('card'))} as partner",
    "partner_called": lambda e, n, who: f"{who} calls {card_text(e.get('card'))}: its holder is the partner",
    "partner_revealed": _partner_revealed,
    "play": _play,
    "trick_won": _trick_won,
    "hand_scored": _scored,
    "round_scored": _scored,
    "game_over": _game_over,
    "draw": _draw,
    "discard": lambda e, n, who: f"{who} discards {card_text(e.get('card'))}",
    "reshuffle": lambda e, n, who: "The discards are shuffled into a new stock"
                                   + (f" of {_plural(e['cards'], 'card')}" if "cards" in e else ""),
    "piles_empty": _piles_empty,
    "may_i_window": lambda e, n, who: f"{card_text(e.get('card'))} is on the discard pile: May I?",
    "may_i": lambda e, n, who: f"{who} asks “May I?” for {card_text(e.get('card'))}",
    "decline": lambda e, n, who: f"{who} does not wash" if e.get("of") == "wash" else f"{who} does not ask",
    "may_i_taken": _may_i_taken,
    "window_closed": _window_closed,
    "meld": lambda e, n, who: f"{who} melds their contract: {_melds(e.get('melds'))}",
    "new_meld": lambda e, n, who: f"{who} lays down a new meld: {_melds([e.get('meld')])}",
    "lay_off": lambda e, n, who: f"{who} lays off {card_text(e.get('card'))} on {_meld_number(e, n, who)}",
    "reclaim_joker": lambda e, n, who: f"{who} puts {card_text(e.get('card'))} in place of the joker in "
                                       f"{_meld_number(e, n, who)} and takes the joker",
    "screw": _screw,
    "went_out": lambda e, n, who: f"{who} goes out!",
}


def describe_event(event: dict, names: list[str]) -> str:
    kind = event.get("type") if isinstance(event, dict) else None
    if not isinstance(kind, str):
        return f"(event {event!r})"
    who = _seat(names, event.get("seat"))
    describe = DESCRIBE.get(kind)
    if describe is not None:
        try:
            return describe(event, names, who)
        except (KeyError, TypeError, ValueError, AttributeError):
            pass  # an event of a known type with an unexpected shape: say it plainly below
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
