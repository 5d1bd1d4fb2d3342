"""Can the cards a player took this turn (a reclaimed joker, a card taken by the Screw Over) still all be
placed before the discard? Used by ``RummyTurns``: a reclaim or screw is legal only if the answer is yes,
and while a taken card is pending no action may make it no.

The search tries what a player who may lay off can do this turn: lay a pending card off, put it in a new
meld (``new_melds_after_contract``) built by the finder, lay off a card (a joker too) that brings a run of
the pending card's suit closer to it, and reclaim a joker (which then is pending too; a pending card that
reclaims one is placed by it). A yes is always a real sequence of legal actions. The search has no depth
limit: every step either shrinks the hand or turns a joker on the table into a natural card, so it ends;
positions already refuted are remembered, so a card that fits only after many lay-offs is found.
"""

from __future__ import annotations

from .cards import JOKER
from .melds import RUN, build_meld, extended, find_contract, lay_off_ends

def _minus(cards: list[int], take: list[int]) -> list[int]:
    rest = list(cards)
    for c in take:
        if c in rest:
            rest.remove(c)
    return rest


def _toward(meld, card: int, end: str) -> bool:
    """Does extending the run ``meld`` at ``end`` move it toward ``card`` (same suit, beyond that end)?"""
    if meld.kind != RUN or card == JOKER or card // 13 != meld.suit:
        return False
    rank = card % 13
    positions = (1, 14) if rank == 12 else (rank + 2,)
    if end == "high":
        return any(p > meld.end + 1 for p in positions)
    return any(p < meld.start - 1 for p in positions)


def placeable(hand: list[int], pending: list[int], table: list, new_melds: bool, reclaim: bool) -> bool:
    """Can a player who may lay off place all the ``pending`` cards this turn? No if ``hand`` does not
    hold them all (a pending card that left the hand some other way can never be placed)."""
    if sorted(_minus(hand, pending) + pending) != sorted(hand):
        return False
    return _search(hand, pending, table, new_melds, reclaim, set())


def _search(hand, pending, table, new_melds, reclaim, failed) -> bool:
    if not pending:
        return True
    key = (tuple(sorted(hand)), tuple(sorted(pending)),
           tuple((m.kind, m.start, tuple(m.stands), tuple(m.cards)) for m in table))
    if key in failed:
        return False
    if _step(hand, pending, table, new_melds, reclaim, failed):
        return True
    failed.add(key)
    return False


def _step(hand, pending, table, new_melds, reclaim, failed) -> bool:
    def deeper(hand2, pending2, table2) -> bool:
        return _search(hand2, pending2, table2, new_melds, reclaim, failed)

    for card in sorted(set(pending)):
        rest_hand, rest_pending = _minus(hand, [card]), _minus(pending, [card])
        for i, meld in enumerate(table):
            for end, _ in lay_off_ends(meld, card):
                table2 = table[:i] + [extended(meld, card, end)] + table[i + 1:]
                if deeper(rest_hand, rest_pending, table2):
                    return True
        if new_melds:
            for shape in ((1, 0), (0, 1)):
                found = find_contract(hand, *shape, must=card)
                if found:
                    cards, named = found[0]
                    if deeper(_minus(hand, cards), _minus(pending, cards), table + [build_meld(cards, named)]):
                        return True
    spare = _minus(hand, pending)  # cards the player may use freely
    for card in sorted(set(spare)):
        for i, meld in enumerate(table):
            for end, _ in lay_off_ends(meld, card):
                if end and any(_toward(meld, p, end) for p in pending):
                    table2 = table[:i] + [extended(meld, card, end)] + table[i + 1:]
                    if deeper(_minus(hand, [card]), pending, table2):
                        return True
    if reclaim:
        for i, meld in enumerate(table):
            if meld.kind != RUN:
                continue
            for pos, (card, stands) in enumerate(zip(meld.cards, meld.stands)):
                if card == JOKER and stands in hand:  # a pending card reclaiming it is placed
                    swapped = meld.copy()
                    swapped.cards[pos] = stands
                    table2 = table[:i] + [swapped] + table[i + 1:]
                    if deeper(_minus(hand, [stands]) + [JOKER], _minus(pending, [stands]) + [JOKER], table2):
                        return True
    return False


__all__ = ["placeable"]
