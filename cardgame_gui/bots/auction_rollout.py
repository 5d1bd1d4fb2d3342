"""Rollouts for the Floating Bridge expert: the rest of a hand played out on plain lists with the casual
policy for every seat, with none of the engine's bookkeeping.

A sampled deal is plain data (the seats' hands as sorted card ints, the trick on the table, which seats
are on the declarer's side), so a rollout needs no engine copy: it plays the cards, takes the tricks and
returns the tricks each seat took from here. It follows the rules the engine enforces (follow suit when
able; with ``trump_breaking``, no trump led before one has been played unless the leader holds only
trumps; highest trump, else highest card of the suit led, wins; the winner leads next) and picks the card
``auction_bots.casual_card`` picks for a seat that wants tricks and knows its side (every seat in a
rollout knows who the partner is). A test plays it against the engine driven by ``casual_card``.
"""

from __future__ import annotations

from bisect import bisect_left

from ..engine.tricks import winning_index


def play_casual(hands: list[list[int]], trump: int | None, leader: int, trick: list[int], side: list[bool],
                broken: bool = True, first: int | None = None) -> list[int]:
    """Play the hand to its end from here with the casual policy; the tricks each seat takes from now on.

    ``hands``: the four seats' cards, each list sorted (changed in place: pass copies); ``leader`` of the
    trick on the table whose cards are ``trick``; ``side[s]``: is seat ``s`` on the declarer's side;
    ``broken``: may trumps be led (``False`` only under ``trump_breaking`` before a trump is played);
    ``first``: the card the seat to play plays now (the choice being weighed)."""
    t = -1 if trump is None else trump
    taken = [0, 0, 0, 0]
    seat = (leader + len(trick)) % 4
    played = len(trick)
    led = win_card = win_seat = -1
    if trick:
        led = trick[0] - trick[0] % 13
        win = winning_index(trick, trump)
        win_card, win_seat = trick[win], (leader + win) % 4
    left = sum(len(h) for h in hands)
    while left:
        hand = hands[seat]
        if first is not None:
            card, first = first, None
        elif not played:  # lead the highest card, trumps counted above every side suit
            card, high = -1, -1
            for c in hand:
                rank = c % 13
                if c // 13 == t:
                    if not broken:
                        continue
                    rank += 13
                if rank > high:
                    card, high = c, rank
            if card < 0:  # only trumps, not broken: the highest trump
                card = hand[-1]
        else:
            start = bisect_left(hand, led)
            stop = bisect_left(hand, led + 13, start)
            ally = side[win_seat] == side[seat]
            if stop > start:  # follows suit: the lowest card that wins, else the lowest
                card = hand[start]
                if not ally and win_card // 13 == led // 13:
                    for c in hand[start:stop]:
                        if c > win_card:
                            card = c
                            break
            else:
                card = -1
                if not ally and t >= 0:  # the lowest trump that wins
                    tstart = bisect_left(hand, t * 13)
                    for c in hand[tstart:]:
                        if c >= t * 13 + 13:
                            break
                        if win_card // 13 != t or c > win_card:
                            card = c
                            break
                if card < 0:  # the lowest card, side suits before trumps, the lowest suit on ties
                    low = 99
                    for c in hand:
                        rank = c % 13 + (13 if c // 13 == t else 0)
                        if rank < low:
                            card, low = c, rank
        hand.remove(card)
        if card // 13 == t:
            broken = True
        if not played:
            led = card - card % 13
            win_card, win_seat = card, seat
        elif (card > win_card) if card // 13 == win_card // 13 else (card // 13 == t):
            win_card, win_seat = card, seat
        played += 1
        left -= 1
        if played == 4:
            taken[win_seat] += 1
            seat = win_seat
            played = 0
        else:
            seat = (seat + 1) % 4
    return taken
