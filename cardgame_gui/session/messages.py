"""The engine's sentences in the words of the person at the table: the one place the window translates.

    for_player(reason, names, me) -> str
    names_and(["South", "West", "North"]) -> "South, West and North"
    for_player("South cannot play 3H: must follow clubs (holds 6C)", names, 0)
        -> "You can't play 3♥ — you must follow clubs"
    for_player("It is not South's turn: waiting for West", names, 0)
        -> "It's not your turn — waiting for West"

The engine's own sentences (third person, card codes) stay as they are for logs, saved games and the
API; the window passes every refusal it shows through ``for_player``: the person's own seat becomes
"you", card codes become ranks and suit symbols ("10♥", "joker"), and the reason after the colon reads
as a dash clause. Anything this does not recognise is shown as the engine wrote it, codes turned to
symbols.
"""

from __future__ import annotations

import re

SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
RANK_NAMES = {"T": "Ten", "J": "Jack", "Q": "Queen", "K": "King", "A": "Ace", "2": "Two", "3": "Three",
              "4": "Four", "5": "Five", "6": "Six", "7": "Seven", "8": "Eight", "9": "Nine"}


def card_name(code: str) -> str:
    """``"QS"`` → ``"Queen of spades"``; ``"JK"`` → ``"Joker"``."""
    if code == "JK":
        return "Joker"
    return f"{RANK_NAMES[code[0]]} of {SUIT_NAMES[code[1]]}"


def card_label(code: str) -> str:
    """``"TS"`` → ``"10♠"``: short text for buttons and logs."""
    if code == "JK":
        return "Joker"
    return ("10" if code[0] == "T" else code[0]) + SUIT_SYMBOLS[code[1]]

_CODE = re.compile(r"\b(?:([2-9TJQKA])([CDHS])|JK)\b")
_HOLDS = re.compile(r"\s*\(holds [^)]*\)")


def card_symbols(text: str) -> str:
    """Card codes in a sentence as a player reads them: "TH" → "10♥", "JK" → "joker"."""
    def one(match: re.Match) -> str:
        if match.group(0) == "JK":
            return "joker"
        rank, suit = match.group(1), match.group(2)
        return ("10" if rank == "T" else rank) + SUIT_SYMBOLS[suit]
    return _CODE.sub(one, text)


# (engine wording for the person's own seat, the same said to them); {me} is their seat name
_OWN = [
    (r"^It is not {me}'s turn: ", "It's not your turn — "),
    (r"^{me} cannot (.*?): must ", r"You can't \1 — you must "),
    (r"^{me} cannot (.*?): not in their hand", r"You can't \1 — it is not in your hand"),
    (r"^{me} cannot (.*?): ", r"You can't \1 — "),
    (r"^{me} cannot ", "You can't "),
    (r"^{me} has already ", "You have already "),
    (r"^{me} must ", "You must "),
    (r"^{me}: ", ""),
]
_AFTER = [
    (r"\btheir hand\b", "your hand"),
    (r"\btheir own\b", "your own"),
    (r"\bthey do not\b", "you do not"),
    (r"\bthey have not\b", "you have not"),
    (r"\bthey must\b", "you must"),
    (r"\bthey were\b", "you were"),
    (r"\bthey could not\b", "you could not"),
    (r"\bthemselves\b", "yourself"),
    (r"\btheir\b", "your"),
]


def for_player(reason: str, names: list[str], me: int, given: dict[str, str] | None = None) -> str:
    """``reason`` (a RuleError's text) as said to the person in seat ``me``; ``names`` as the table shows
    them, ``given``: engine seat name ("Player 2", "West") -> the name the table shows for that seat (given
    in Seat names…, or the person's at a LAN table)."""
    text = _HOLDS.sub("", reason.strip())
    given = {engine_name: name for engine_name, name in (given or {}).items() if engine_name != name}
    if given:  # in one pass: a person named "Player 1" in seat 2 is not renamed again as seat 1
        seats = "|".join(re.escape(n) for n in sorted(given, key=len, reverse=True))
        text = re.sub(rf"\b(?:{seats})\b", lambda match: given[match.group(0)], text)
    name = names[me] if 0 <= me < len(names) else None
    if name:
        own = re.escape(name)
        for pattern, replacement in _OWN:
            changed = re.sub(pattern.replace("{me}", own), replacement, text, count=1)
            if changed != text:
                text = changed
                for after, words in _AFTER:
                    text = re.sub(after, words, text)
                break
        text = re.sub(rf"\bit is {own}'s turn\b", "it is your turn", text)
        text = re.sub(rf"\bwaiting for {own}\b", "waiting for you", text)
    text = card_symbols(text)
    return text[:1].upper() + text[1:] if text else text


def refusal_text(code: str, data: dict, fallback: str, names: list[str], me: int,
                 given: dict[str, str] | None = None) -> str:
    """A refused action (a RuleError's ``code`` and ``data``, or a host's ``rejected`` frame) as said to the
    person in seat ``me``, in their language. ``fallback``: the English sentence, for a code this app does
    not know (a newer host's)."""
    return for_player(fallback, names, me, given)


def names_and(names: list[str]) -> str:
    """"South", "South and North", "South, West and North"."""
    names = [str(n) for n in names]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]
