"""Rollouts for the Oh Hell expert: the rest of a hand played out on plain lists, every seat by the
casual policy (``exact_bid_bots.pick_card``), with none of the engine's bookkeeping.

A sampled deal is plain data (the seats' hands as sorted card ints, the trick on the table, what each
seat still needs), so a rollout needs no engine copy: it plays the cards, takes the tricks and returns
the tricks each seat took. It follows the rules the engine enforces (follow suit when able; highest
trump, else highest card of the suit led, wins; the winner leads next); tests play it in lockstep with
the engine. Three to four times faster than ``clone()`` + ``moves()``/``step()`` with ``pick_card``.
"""

from __future__ import annotations

from bisect import bisect_left

_ORDERS: dict[int, tuple[int, ...]] = {}


def strength_order(trump: int | None) -> tuple[int, ...]:
    """Per card int, a number that orders cards as ``pick_card`` does: trumps above side cards, then
    rank (then the card int, so the order is total)."""
    key = -1 if trump is None else trump
    if key not in _ORDERS:
        _ORDERS[key] = tuple(((c // 13 == key) * 13 + c % 13) * 64 + c for c in range(52))
    return _ORDERS[key]


def play_out(hands: list[list[int]], trump: int | None, leader: int, trick: list[int], need: list[int],
             first: int | None = None) -> list[int]:
    """Play the hand to its end from here; the tricks each seat takes from now on.

    ``hands`` (sorted, changed in place: pass copies), ``leader`` of the trick on the table whose cards
    are ``trick``, ``need[s]``: tricks seat ``s`` still wants (its bid less its tricks; changed in place).
    ``first``: the card the seat to play plays now (the choice being weighed); the casual policy plays
    every other card."""
    players = len(hands)
    order = strength_order(trump)
    t = -1 if trump is None else trump
    taken = [0] * players
    trick = list(trick)
    seat = (leader + len(trick)) % players
    win_card = win_seat = -1
    for i, card in enumerate(trick):
        if i == 0 or (card > win_card if card // 13 == win_card // 13 else card // 13 == t):
            win_card, win_seat = card, (leader + i) % players
    left = sum(len(h) for h in hands)
    key = order.__getitem__
    while left:
        hand = hands[seat]
        if first is not None:
            card, first = first, None
        elif not trick:
            card = max(hand, key=key) if need[seat] > 0 else min(hand, key=key)
        else:
            low = trick[0] - trick[0] % 13
            start = bisect_left(hand, low)
            stop = bisect_left(hand, low + 13, start)
            legal = hand[start:stop] if stop > start else hand
            wsuit = win_card // 13
            winners = []
            losers = []
            for c in legal:
                if (c > win_card) if c // 13 == wsuit else (c // 13 == t):
                    winners.append(c)
                else:
                    losers.append(c)
            if need[seat] > 0:
                if winners:
                    card = min(winners, key=key) if len(trick) == players - 1 else max(winners, key=key)
                else:
                    card = min(losers, key=key)
            else:
                card = max(losers, key=key) if losers else max(winners, key=key)
        hand.remove(card)
        if not trick or ((card > win_card) if card // 13 == win_card // 13 else (card // 13 == t)):
            win_card, win_seat = card, seat
        trick.append(card)
        left -= 1
        if len(trick) == players:
            taken[win_seat] += 1
            need[win_seat] -= 1
            seat = win_seat
            trick = []
        else:
            seat = (seat + 1) % players
    return taken
