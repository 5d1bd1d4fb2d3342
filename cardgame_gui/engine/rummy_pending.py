"""Can the cards a player took this turn (a reclaimed joker, a card taken by the Screw Over) still all be
placed before the discard? Used by ``RummyTurns``: a reclaim or screw is legal only if the answer is yes,
and while a taken card is pending no action may make it no.

What the player may do meanwhile (they may lay off): lay a card off (a pending one anywhere, a spare one on
a run end toward a pending card of its suit), put a pending card in a new meld (``new_melds_after_contract``:
the finder's group or run with it), and reclaim a joker (which is then pending too; a pending card that
reclaims one is placed by it). A yes is always a real sequence of such actions.

The answer is decided by counting, with a cost linear in the table and the hand (``_decide``), whenever the
jokers cannot get stuck: there is a group on the table (a joker lays off on any group, and a group stays on
the table all turn), or the runs of the other suits have room at their ends for every joker in the hand and
in the table's runs. Then pending jokers are as good as spare ones, a reclaim only ever turns a spare card
into a joker (never worse: do them all), and a Screw Over leaves at most one natural card pending, which
fits when

- a group of its rank is on the table, or a run joker stands for it (it reclaims that joker);
- a run of its suit reaches it: the cards between the run's end and it are held or covered by jokers;
- the finder makes a new group or run with it from the hand.

Only otherwise (no group, runs nearly full, several jokers pending) a depth-first search over the same
actions runs, on canonical keys (no copies of positions ruled out), deciding every node it can by the
count above, and cut after ``SEARCH_NODES`` expansions — a cut answers no. The answer is a pure function
of hand, pending cards and table, so ``legal_actions`` (which asks about the position an action would
leave) and ``apply`` (which asks about the position it left) always agree; and when the search says yes,
the first step of the sequence it found leads to a position whose own search visits no node the first
did not, so it says yes within the same cut: a seat with a pending card always has an action left.
"""

from __future__ import annotations

from .cards import JOKER
from .melds import GROUP, RUN, build_meld, card_positions, extended, find_contract, lay_off_ends, position_card

SEARCH_NODES = 2_000  # expansions of the fallback search; every one costs O(table x hand)


class _Cut(Exception):
    """The fallback search used up ``SEARCH_NODES`` expansions."""


def _minus(cards: list[int], take: list[int]) -> list[int]:
    rest = list(cards)
    for c in take:
        if c in rest:
            rest.remove(c)
    return rest


def _room(meld) -> int:
    """How many cards a run can still take at its ends (0 for a group)."""
    return 0 if meld.kind != RUN else (meld.start - 1) + (14 - meld.end)


def _toward(meld, card: int, end: str) -> bool:
    """Does extending the run ``meld`` at ``end`` move it toward ``card`` (same suit, beyond that end)?"""
    if meld.kind != RUN or card == JOKER or card // 13 != meld.suit:
        return False
    if end == "high":
        return any(p > meld.end + 1 for p in card_positions(card))
    return any(p < meld.start - 1 for p in card_positions(card))


def placeable(hand: list[int], pending: list[int], table: list, new_melds: bool, reclaim: bool) -> bool:
    """Can a player who may lay off place all the ``pending`` cards this turn? No if ``hand`` does not
    hold them all (a pending card that left the hand some other way can never be placed)."""
    return search(hand, pending, table, new_melds, reclaim) is True


def search(hand: list[int], pending: list[int], table: list, new_melds: bool, reclaim: bool) -> bool | None:
    """``placeable``'s answer: True, False, or None when the fallback search was cut (read as no)."""
    if sorted(_minus(hand, pending) + pending) != sorted(hand):
        return False
    budget = [SEARCH_NODES]
    try:
        return _search(hand, pending, table, new_melds, reclaim, set(), budget)
    except _Cut:
        return None


# ----- the count ----------------------------------------------------------------------------------
def _decide(hand: list[int], pending: list[int], table: list, new_melds: bool, reclaim: bool) -> bool | None:
    """The exact answer when jokers cannot get stuck (see the module docstring), else None."""
    naturals = [c for c in pending if c != JOKER]
    jokers_pending = len(pending) - len(naturals)
    sink = any(m.kind == GROUP for m in table)
    if not naturals:
        # each pending joker lays off on a group, or on a run end with room, one after the other
        return True if not jokers_pending or sink or sum(map(_room, table)) >= jokers_pending else None
    if len(naturals) > 1:
        return None  # never in play (one Screw Over a round); the search decides
    card = naturals[0]
    suit = card // 13
    if not sink:
        jokers = hand.count(JOKER) + sum(m.cards.count(JOKER) for m in table if m.kind == RUN)
        if sum(_room(m) for m in table if m.kind == RUN and m.suit != suit) < jokers:
            return None
    for meld in table:
        if meld.kind == GROUP and meld.rank == card % 13:
            return True
        if reclaim and meld.kind == RUN and any(c == JOKER and s == card for c, s in zip(meld.cards, meld.stands)):
            return True
    counts = [0] * 53
    for c in hand:
        counts[c] += 1
    counts[card] -= 1  # the pending card itself; pending jokers count as spare ones
    if reclaim:  # turn every spare card that a run joker stands for into that joker
        for meld in table:
            if meld.kind == RUN:
                for c, s in zip(meld.cards, meld.stands):
                    if c == JOKER and counts[s] > 0:
                        counts[s] -= 1
                        counts[JOKER] += 1
    for meld in table:
        if meld.kind != RUN or meld.suit != suit:
            continue
        for pos in card_positions(card):
            if pos > meld.end:
                between = range(meld.end + 1, pos)
            elif pos < meld.start:
                between = range(pos + 1, meld.start)
            else:
                continue
            if sum(1 for p in between if counts[position_card(suit, p)] == 0) <= counts[JOKER]:
                return True
    if new_melds:
        cards = [c for c in range(53) for _ in range(counts[c])] + [card]
        if find_contract(cards, 1, 0, must=card) or find_contract(cards, 0, 1, must=card):
            return True
    return False


# ----- the fallback search ------------------------------------------------------------------------
def _key(hand, pending, table) -> tuple:
    return (tuple(sorted(hand)), tuple(sorted(pending)),
            tuple((m.kind, m.start, tuple(m.stands), tuple(m.cards)) for m in table))


def _search(hand, pending, table, new_melds, reclaim, failed, budget) -> bool:
    if not pending:
        return True
    decided = _decide(hand, pending, table, new_melds, reclaim)
    if decided is not None:
        return decided
    key = _key(hand, pending, table)
    if key in failed:
        return False
    budget[0] -= 1
    if budget[0] < 0:
        raise _Cut
    if _step(hand, pending, table, new_melds, reclaim, failed, budget):
        return True
    failed.add(key)
    return False


def _step(hand, pending, table, new_melds, reclaim, failed, budget) -> bool:
    def deeper(hand2, pending2, table2) -> bool:
        return _search(hand2, pending2, table2, new_melds, reclaim, failed, budget)

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


__all__ = ["SEARCH_NODES", "placeable", "search"]
