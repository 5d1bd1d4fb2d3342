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
from ...i18n import translate
from ...session.messages import bid_label, card_label, contract_words, names_and, suit_word
from ..scene.cards import SUIT_SYMBOLS

MAX_LINES = 20000


def card_text(code) -> str:
    if isinstance(code, str) and code in CODES and len(code) == 2:
        return card_label(code)
    return str(code)


def _seat(names: list[str], seat) -> str:
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(names):
        return names[seat]
    if seat is None:
        return translate("GameLog", "Someone")
    return translate("GameLog", "Seat {number}").format(number=seat)


def _trump(letter) -> str:
    if letter is None:
        return suit_word("NT")
    return f"{SUIT_SYMBOLS.get(letter, '')} {suit_word(letter)}".strip()


def _bid(event: dict) -> str:
    if "tricks" in event:
        return translate("GameLog", "%n trick(s)", event["tricks"])
    if "level" in event and "strain" in event:
        return bid_label(f"{event['level']}{event['strain']}")
    return _rest(event, ("type", "seat"))


def _per_seat(values, names: list[str], plus: bool = False) -> str:
    if not isinstance(values, list):
        return str(values)
    parts = []
    for seat, value in enumerate(values):
        shown = f"+{value}" if plus and isinstance(value, int) and value > 0 else value
        who = (names[seat] if len(values) == len(names) and seat < len(names)
               else translate("GameLog", "side {number}").format(number=seat + 1))
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


def _contract(event: dict) -> str:
    if "level" in event and "strain" in event:
        return bid_label(f"{event['level']}{event['strain']}")
    contract = event.get("contract")
    if isinstance(contract, dict):
        return _contract(contract)
    return str(contract) if contract is not None else ""


def _rummy_contract(event: dict) -> str:
    """A rummy round's contract in words, from its number (the event's text is the engine's English)."""
    from ...engine.rummy_rules import CONTRACTS  # loaded when a rummy round is dealt, not at start-up

    number = event.get("round")
    if isinstance(number, int) and 1 <= number <= len(CONTRACTS):
        return contract_words(*CONTRACTS[number - 1])
    return str(event.get("contract"))


# One function per event type: (event, names, who) -> the line. `who` names event["seat"].
def _deal(event, names, who):
    if "round" in event:
        head = translate("GameLog", "Round {number}").format(number=event["round"])
    elif "hand" in event:
        head = translate("GameLog", "Hand {number}").format(number=event["hand"])
    else:
        head = translate("GameLog", "New hand")
    dealer = _seat(names, event["dealer"]) if "dealer" in event else None
    cards = event.get("cards")
    if dealer is not None and cards is not None:
        line = translate("GameLog", "{head}: {dealer} deals, %n card(s) each", cards).format(head=head, dealer=dealer)
    elif dealer is not None:
        line = translate("GameLog", "{head}: {dealer} deals").format(head=head, dealer=dealer)
    else:
        line = head
    if event.get("redeal"):
        line = translate("GameLog", "{line} (redeal {number})").format(line=line, number=event["redeal"])
    if "trump" in event:
        if event.get("turned"):
            line = translate("GameLog", "{line}; trumps are {trump} ({card} turned)").format(
                line=line, trump=_trump(event["trump"]), card=card_text(event["turned"]))
        else:
            line = translate("GameLog", "{line}; trumps are {trump}").format(line=line, trump=_trump(event["trump"]))
    if event.get("contract"):
        line = translate("GameLog", "{line}; contract: {contract}").format(line=line, contract=_rummy_contract(event))
    return f"— {line} —"


def _bid_changed(event, names, who):
    if event.get("previous") is not None:
        return translate("GameLog", "{name} changes their bid to {bid} (was {previous})").format(
            name=who, bid=_bid(event), previous=event["previous"])
    return translate("GameLog", "{name} changes their bid to {bid}").format(name=who, bid=_bid(event))


def _play(event, names, who):
    card = event.get("card")
    if card:
        return translate("GameLog", "{name} plays {card}").format(name=who, card=card_text(card))
    return translate("GameLog", "{name} plays their card").format(name=who)


def _trick_won(event, names, who):
    trick = event.get("trick") if isinstance(event.get("trick"), list) else []
    card = next((p.get("card") for p in trick if isinstance(p, dict) and p.get("seat") == event.get("seat")), None)
    if card:
        return translate("GameLog", "{name} wins the trick with {card}").format(name=who, card=card_text(card))
    return translate("GameLog", "{name} wins the trick").format(name=who)


def _contract_won(event, names, who):
    line = translate("GameLog", "{name} wins the auction with {contract}").format(name=who, contract=_contract(event))
    if "declarer" in event:
        line = translate("GameLog", "{line}; {declarer} declares").format(
            line=line, declarer=_seat(names, event["declarer"]))
    return line


def _partner_revealed(event, names, who):
    card = card_text(event.get("card"))
    if event.get("alone"):
        return translate("GameLog", "{card} was the declarer's own card: {name} plays alone").format(
            card=card, name=who)
    return translate("GameLog", "{name} holds the called card {card}: the partnership is known").format(
        name=who, card=card)


def _scored(event, names, who):
    number = event.get("round", event.get("hand"))
    if number is None:
        line = translate("GameLog", "Hand scored")
    elif "round" in event:
        line = translate("GameLog", "Round {number} scored").format(number=number)
    else:
        line = translate("GameLog", "Hand {number} scored").format(number=number)
    if event.get("contract") and isinstance(event["contract"], dict):
        if "declarer" in event:
            line = translate("GameLog", "{line} ({contract} by {declarer})").format(
                line=line, contract=_contract(event), declarer=_seat(names, event["declarer"]))
        else:
            line = translate("GameLog", "{line} ({contract})").format(line=line, contract=_contract(event))
    if event.get("went_out") is not None:
        line = translate("GameLog", "{line}; {name} went out").format(line=line, name=_seat(names, event["went_out"]))
    if "points" in event:
        line = translate("GameLog", "{line}: {points}").format(
            line=line, points=_per_seat(event["points"], names, plus=event.get("type") != "round_scored"))
    if "totals" in event:
        line = translate("GameLog", "{line} — totals {totals}").format(line=line,
                                                                        totals=_per_seat(event["totals"], names))
    return line


def _game_over(event, names, who):
    winners = event.get("winners") or []
    won = names_and([_seat(names, w) for w in winners])
    if len(winners) == 1:
        line = translate("GameLog", "Game over: {names} wins").format(names=won)
    elif winners:
        line = translate("GameLog", "Game over: {names} win").format(names=won)
    else:
        line = translate("GameLog", "Game over")
    if "scores" in event:
        line += " (" + _per_seat(event["scores"], names) + ")"
    return line


def _draw(event, names, who):
    if event.get("source") == "discard" and event.get("card"):
        return translate("GameLog", "{name} takes {card} from the discard pile").format(
            name=who, card=card_text(event["card"]))
    return translate("GameLog", "{name} draws from the stock").format(name=who)


def _piles_empty(event, names, who):
    """Why a rummy round ends with nothing left to draw (the engine's ``reason``; none: both piles empty)."""
    reason, card = event.get("reason"), card_text(event.get("card"))
    if reason == "last_lap":
        return translate("GameLog", "The stock is used up and the lone discard has gone once round the table "
                                    "({card} is left): the round ends (house rule)").format(card=card)
    if reason == "rebuilds_cap":
        return translate("GameLog", "The stock is used up and this table rebuilds it at most %n time(s): the round "
                                    "ends", int(event.get("cap")))
    if reason == "one_discard":
        return translate("GameLog", "The stock is used up and the one discard, {card}, cannot rebuild it: the "
                                    "round ends").format(card=card)
    return translate("GameLog", "The stock and the discard pile are both empty")


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
    card = card_text(event.get("card"))
    if penalty:
        return translate("GameLog", "{name} takes {card} and %n penalty card(s)", penalty).format(name=who, card=card)
    return translate("GameLog", "{name} takes {card}").format(name=who, card=card)


def _window_closed(event, names, who):
    taker = event.get("taken_by")
    card = card_text(event.get("card"))
    if taker is None:
        return translate("GameLog", "Nobody takes {card}").format(card=card)
    return translate("GameLog", "{name} takes {card}").format(name=_seat(names, taker), card=card)


_SCREW_OUTCOMES = {"kept": "kept", "broken": "broken", "contract_lost": "contract lost"}


def _screw(event, names, who):
    victim, card = _seat(names, event.get("victim")), card_text(event.get("card"))
    # (the event's meld is an index into the table's melds, a number the player never sees)
    line = translate("GameLog", "{name} screws {victim}: takes {card}").format(name=who, victim=victim, card=card)
    outcome = event.get("outcome")
    if outcome == "kept":
        line = translate("GameLog", "{line} (the meld stays)").format(line=line)
    elif outcome == "broken":
        line = translate("GameLog", "{line} (the meld is broken up)").format(line=line)
    elif outcome == "contract_lost":
        line = translate("GameLog", "{line} (the contract is lost)").format(line=line)
    elif outcome:
        line += f" ({str(outcome).replace('_', ' ')})"
    return line


def _meld_number(event, names, who) -> str:
    """"West's meld", "their own meld"; "meld 7" from an event that does not name the owner."""
    owner = event.get("owner")
    if owner is not None:
        if owner == event.get("seat"):
            return translate("GameLog", "their own meld")
        return translate("GameLog", "{name}'s meld").format(name=_seat(names, owner))
    meld = event.get("meld")
    if isinstance(meld, int):
        return translate("GameLog", "meld {number}").format(number=meld + 1)
    return translate("GameLog", "a meld")


def _redeal(event, names, who):
    dealer = _seat(names, event.get("dealer"))
    reason = event.get("reason")
    if reason == "wash":
        return translate("GameLog", "Redeal after a wash: {dealer} deals").format(dealer=dealer)
    if reason == "all_passed":
        return translate("GameLog", "Redeal, everyone passed: {dealer} deals").format(dealer=dealer)
    return translate("GameLog", "Redeal ({reason}): {dealer} deals").format(
        reason=str(reason or "").replace("_", " "), dealer=dealer)


def _wash(event, names, who):
    if "points" in event:
        return translate("GameLog", "{name} calls a wash (%n point(s) in hand)", event["points"]).format(name=who)
    return translate("GameLog", "{name} calls a wash").format(name=who)


def _reshuffle(event, names, who):
    if "cards" in event:
        return translate("GameLog", "The discards are shuffled into a new stock of %n card(s)", event["cards"])
    return translate("GameLog", "The discards are shuffled into a new stock")


DESCRIBE = {
    "deal": _deal,
    "bid": lambda e, n, who: translate("GameLog", "{name} bids {bid}").format(name=who, bid=_bid(e)),
    "bid_changed": _bid_changed,
    "pass": lambda e, n, who: translate("GameLog", "{name} passes").format(name=who),
    "contract": _contract_won,
    "redeal": _redeal,
    "wash": _wash,
    "call_partner": lambda e, n, who: translate("GameLog", "{name} calls {card} as partner").format(
        name=who, card=card_text(e.get("card"))),
    "partner_called": lambda e, n, who: translate("GameLog", "{name} calls {card}: its holder is the partner").format(
        name=who, card=card_text(e.get("card"))),
    "partner_revealed": _partner_revealed,
    "play": _play,
    "trick_won": _trick_won,
    "hand_scored": _scored,
    "round_scored": _scored,
    "game_over": _game_over,
    "draw": _draw,
    "discard": lambda e, n, who: translate("GameLog", "{name} discards {card}").format(
        name=who, card=card_text(e.get("card"))),
    "reshuffle": _reshuffle,
    "piles_empty": _piles_empty,
    "may_i_window": lambda e, n, who: translate("GameLog", "{card} is on the discard pile: May I?").format(
        card=card_text(e.get("card"))),
    "may_i": lambda e, n, who: translate("GameLog", "{name} asks “May I?” for {card}").format(
        name=who, card=card_text(e.get("card"))),
    "decline": lambda e, n, who: (translate("GameLog", "{name} does not wash") if e.get("of") == "wash"
                                  else translate("GameLog", "{name} does not ask")).format(name=who),
    "may_i_taken": _may_i_taken,
    "window_closed": _window_closed,
    "meld": lambda e, n, who: translate("GameLog", "{name} melds their contract: {melds}").format(
        name=who, melds=_melds(e.get("melds"))),
    "new_meld": lambda e, n, who: translate("GameLog", "{name} lays down a new meld: {melds}").format(
        name=who, melds=_melds([e.get("meld")])),
    "lay_off": lambda e, n, who: translate("GameLog", "{name} lays off {card} on {meld}").format(
        name=who, card=card_text(e.get("card")), meld=_meld_number(e, n, who)),
    "reclaim_joker": lambda e, n, who: translate(
        "GameLog", "{name} puts {card} in place of the joker in {meld} and takes the joker").format(
        name=who, card=card_text(e.get("card")), meld=_meld_number(e, n, who)),
    "screw": _screw,
    "went_out": lambda e, n, who: translate("GameLog", "{name} goes out!").format(name=who),
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
        super().__init__(translate("GameLog", "Game log"), parent)
        self.setObjectName("gameLogDock")
        self.view = QPlainTextEdit()
        self.view.setReadOnly(True)
        self.view.setAccessibleName(translate("GameLog", "Game log"))
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
