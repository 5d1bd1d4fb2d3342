"""Can the cards a player took this turn (a reclaimed joker, a card taken by the Screw Over) still all be
placed before the discard? Used by ``RummyTurns``: a reclaim or screw is legal only if the answer is yes,
and while a taken card is pending no action may make it no.

What the player may do meanwhile (they may lay off): lay a pending card off anywhere, lay spare cards
(jokers too) on a run end toward a pending card of its suit, put a pending card in a new meld
(``new_melds_after_contract``: the finder's group or run with it) and reclaim a joker (which is then
pending too; a pending card that reclaims one is placed by it). A yes is always a real sequence of such
actions, and the first action of it leaves a position where the answer is yes again: a seat with a pending
card always has an action left.

The answer is counted, never searched: one pass over the table and the hand (and at most four runs of the
meld finder), whatever the position. One Screw Over a round leaves at most one natural card pending, the
rest are reclaimed jokers.

- Jokers alone: they fit when a group is on the table (a joker lays off on any group, and a group stays
  on the table all turn), when the runs have room at their ends for all of them, or in a new meld the
  finder makes with one (a new group then takes the rest; a new run adds its room).
- The natural card fits when a group of its rank is on the table; when a run joker stands for it (it
  reclaims that joker, which must then fit as above); when a run of its suit can be carried to it over
  the cards between, each held or covered by a joker — a pending joker first (that places it), then a
  spare one, then one reclaimed with a spare card (placed the same way), the pending jokers left over
  fitting as above in the room that remains; or in the finder's new group or run with it, every spare
  card a run joker stands for counted as that joker (a reclaim never makes a meld harder).

Placing the natural card first and the jokers after loses nothing: a joker laid elsewhere first cannot
help it except as part of such a bridge. This module decides exactly what the earlier depth-first search
over the same actions decided (checked on thousands of positions, random and from bot games), without its
cost: that search could run for minutes on a crafted position (issue 31).
"""

from __future__ import annotations

from .cards import JOKER
from .melds import GROUP, RUN, build_meld, card_positions, find_contract, position_card


def _minus(cards: list[int], take: list[int]) -> list[int]:
    rest = list(cards)
    for c in take:
        if c in rest:
            rest.remove(c)
    return rest


def _room(meld) -> int:
    """How many cards a run can still take at its ends (0 for a group)."""
    return 0 if meld.kind != RUN else (meld.start - 1) + (14 - meld.end)


def placeable(hand: list[int], pending: list[int], table: list, new_melds: bool, reclaim: bool) -> bool:
    """Can a player who may lay off place all the ``pending`` cards this turn? No if ``hand`` does not
    hold them all (a pending card that left the hand some other way can never be placed)."""
    if sorted(_minus(hand, pending) + pending) != sorted(hand):
        return False
    naturals = [c for c in pending if c != JOKER]
    if len(naturals) > 1:
        return False  # one Screw Over a round: never more than one natural card is pending
    counts = [0] * 53
    for c in hand:
        counts[c] += 1
    jokers = len(pending) - len(naturals)  # pending ones
    sink = any(m.kind == GROUP for m in table)
    room = sum(map(_room, table))
    if not naturals:
        return _jokers_fit(counts, jokers, room, sink, new_melds)
    card = naturals[0]
    counts[card] -= 1
    stands: dict[int, int] = {}  # card -> how many run jokers stand for it (reclaimed with it)
    for meld in table:
        if meld.kind == GROUP and meld.rank == card % 13:
            return True  # laid off on the group
        if reclaim and meld.kind == RUN and JOKER in meld.cards:
            for c, s in zip(meld.cards, meld.stands):
                if c == JOKER:
                    stands[s] = stands.get(s, 0) + 1
    if card in stands:  # it reclaims that joker, which is then pending
        after = list(counts)
        after[JOKER] += 1
        if _jokers_fit(after, jokers + 1, room, sink, new_melds):
            return True
    for meld in table:
        if meld.kind == RUN and meld.suit == card // 13:
            for pos in card_positions(card):
                if pos > meld.end:
                    between = [position_card(meld.suit, p) for p in range(meld.end + 1, pos)]
                elif pos < meld.start:
                    between = [position_card(meld.suit, p) for p in range(pos + 1, meld.start)]
                else:
                    continue
                if _bridge(counts, stands, jokers, between, room - len(between) - 1, sink, new_melds):
                    return True
    if new_melds:
        converted = list(counts)  # every spare card a run joker stands for, swapped for that joker
        for c, n in stands.items():
            swap = min(n, converted[c])
            converted[c] -= swap
            converted[JOKER] += swap
        cards = [c for c in range(53) for _ in range(converted[c])] + [card]
        if find_contract(cards, 1, 0, must=card):
            return True  # a new group: the pending jokers lay off on it
        found = find_contract(cards, 0, 1, must=card)
        if found:
            run = build_meld(*found[0])
            for c in run.cards:
                converted[c] -= c != card
            used = run.cards.count(JOKER)
            return _jokers_fit(converted, max(0, jokers - used), room + _room(run), sink, new_melds)
    return False


def _bridge(counts: list[int], stands: dict[int, int], jokers: int, between: list[int], room_after: int,
            sink: bool, new_melds: bool) -> bool:
    """Can the run end be carried over the cards ``between`` (held, or covered by a joker: a pending one
    first, then a spare one, then one reclaimed with a spare card), and the pending jokers left then still
    be placed (``room_after``: the room left on the table once the pending card lies at the run's end)?"""
    held = [c for c in between if counts[c] > 0]
    missing = len(between) - len(held)
    from_pending = min(jokers, missing)
    spare = counts[JOKER] - jokers
    from_spare = min(spare, missing - from_pending)
    short = missing - from_pending - from_spare
    after = list(counts)
    after[JOKER] -= from_pending + from_spare
    reclaims = [c for c, n in sorted(stands.items()) for _ in range(min(n, counts[c] - (c in between)))]
    if short > len(reclaims):
        return False
    for c in reclaims[:short]:
        after[c] -= 1
    extra = min(jokers - from_pending, len(held))  # pending jokers left cover held cards, which stay spare
    after[JOKER] -= extra
    for c in held[extra:]:
        after[c] -= 1
    return _jokers_fit(after, jokers - from_pending - extra, room_after, sink, new_melds)


def _jokers_fit(counts: list[int], jokers: int, room: int, sink: bool, new_melds: bool) -> bool:
    """Can ``jokers`` pending jokers (among the hand's ``counts``) all be placed, no natural card pending:
    on a group, on run ends with ``room``, or in a new meld the finder makes with one (a group then takes
    the rest; a new run has room of its own)?"""
    if not jokers or sink or jokers <= room:
        return True
    if not new_melds:
        return False
    cards = [c for c in range(53) for _ in range(counts[c])]
    if find_contract(cards, 1, 0, must=JOKER):
        return True
    found = find_contract(cards, 0, 1, must=JOKER)
    if not found:
        return False
    run = build_meld(*found[0])
    return jokers - min(jokers, run.cards.count(JOKER)) <= room + _room(run)


__all__ = ["placeable"]
