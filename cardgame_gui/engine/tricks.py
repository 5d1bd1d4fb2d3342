"""Trick-taking mechanics shared by every trick game: following suit, who is winning, trick records.

Cards are engine ints (see ``cards.py``): ``card // 13`` is the suit, and within a suit a larger int is a
higher card. ``trump`` is a suit number 0..3 or ``None`` for no trump.
"""

from __future__ import annotations

from .cards import CODES, SUIT_NAMES, SUITS
from .errors import RuleError


def beats(card: int, best: int, trump: int | None) -> bool:
    """Does ``card`` beat ``best``, the card now winning the trick?"""
    suit = card // 13
    if suit == best // 13:
        return card > best
    return suit == trump


def winning_index(cards: list[int], trump: int | None) -> int:
    """Index in ``cards`` (play order, led first) of the card winning so far: the highest trump if any
    trump was played, otherwise the highest card of the suit led."""
    best = cards[0]
    index = 0
    for i in range(1, len(cards)):
        card = cards[i]
        if card // 13 == best // 13:
            if card > best:
                best, index = card, i
        elif card // 13 == trump:
            best, index = card, i
    return index


def follow_cards(hand: list[int], led_suit: int | None) -> list[int]:
    """The cards of ``hand`` that may be played when following suit is the only duty."""
    if led_suit is None:
        return list(hand)
    same = [c for c in hand if c // 13 == led_suit]
    return same or list(hand)


def follow_suit_error(who: str, seat: int, card: int, hand: list[int], led_suit: int) -> RuleError | None:
    """The refusal of ``card`` when it breaks the follow-suit duty, or ``None`` if it does not."""
    if card // 13 == led_suit:
        return None
    same = [c for c in hand if c // 13 == led_suit]
    if not same:
        return None
    return _must_follow(who, seat, card, led_suit, same)


def _must_follow(who: str, seat: int, card: int, led_suit: int, held: list[int]) -> RuleError:
    shown = " ".join(CODES[c] for c in sorted(held))
    return RuleError(f"{who} cannot play {CODES[card]}: must follow {SUIT_NAMES[SUITS[led_suit]]} (holds {shown})",
                     "must_follow", seat=seat, card=CODES[card], suit=SUITS[led_suit],
                     held=[CODES[c] for c in sorted(held)])


def trick_json(seats: list[int], cards: list[int]) -> list[dict]:
    return [{"seat": s, "card": CODES[c]} for s, c in zip(seats, cards)]


def capture_cards(hand: list[int], cards: list[int], trump: int | None) -> list[int]:
    """The cards of ``hand`` that may be played to the trick ``cards`` (led first) under forced capture.

    Let W be the card now winning. Holding the suit led: the cards of it that beat W if there are any,
    else any card of it. Void but holding trumps: the trumps that beat W if any, else any trump. Void with
    no trump (or no trump at all): any card. An exemption (partner winning) is the caller's business.
    """
    if not cards:
        return list(hand)
    led = cards[0] // 13
    same = [c for c in hand if c // 13 == led]
    best = cards[winning_index(cards, trump)]
    if same:
        if best // 13 != led:  # a trump is winning a plain-suit trick: no card of the suit beats it
            return same
        higher = [c for c in same if c > best]
        return higher or same
    if trump is None:
        return list(hand)
    trumps = [c for c in hand if c // 13 == trump]
    if not trumps:
        return list(hand)
    if best // 13 != trump:
        return trumps
    higher = [c for c in trumps if c > best]
    return higher or trumps


def capture_error(who: str, seat: int, card: int, hand: list[int], cards: list[int],
                  trump: int | None) -> RuleError | None:
    """The refusal of ``card`` when it breaks the forced-capture duty (see ``capture_cards``), or ``None``."""
    allowed = capture_cards(hand, cards, trump)
    if card in allowed:
        return None
    best = cards[winning_index(cards, trump)]
    led = cards[0] // 13
    held = " ".join(CODES[c] for c in sorted(allowed))
    start = f"{who} cannot play {CODES[card]}: forced capture"
    data = {"seat": seat, "card": CODES[card], "suit": SUITS[led], "best": CODES[best],
            "held": [CODES[c] for c in sorted(allowed)]}
    if allowed[0] // 13 == led:
        if any(beats(c, best, trump) for c in allowed):
            return RuleError(f"{start}, must beat {CODES[best]} (can with {held})", "must_beat", **data)
        return _must_follow(who, seat, card, led, allowed)
    trump_name = SUIT_NAMES[SUITS[trump]]
    if best // 13 == trump and beats(allowed[0], best, trump):
        return RuleError(f"{start}, void in {SUIT_NAMES[SUITS[led]]} must overtrump {CODES[best]} (can with {held})",
                         "must_overtrump", **data)
    return RuleError(f"{start}, void in {SUIT_NAMES[SUITS[led]]} must play a trump ({trump_name}: holds {held})",
                     "must_trump", trump=SUITS[trump], **data)
