"""Rummy melds, written once: groups and runs, jokers, lay-off ends, contracts, and the contract finder.

Cards are the engine's ints (``cards.py``); the joker is 52. A *position* places a card in a run: 1 is a
low ace, 2..13 are the ranks 2..K, 14 is a high ace. A run is 4+ cards of one suit on consecutive
positions (an ace is low or high, never both ends of a wrap: ``QS KS AS 2S`` is not a run); a group is 3+
cards of one rank. A joker stands for a named card: the card it fills in a run, or a card of the group's
rank (the suit is kept only as a label; jokers in groups are dead and never come back).

- ``build_meld(cards, stands)`` validates a meld and returns a ``Meld`` (or raises ``MeldError``);
- ``lay_off_ends(meld, card)`` / ``extended(meld, card, end)``: can a card extend a meld, and where;
- ``contract_error(melds, groups, runs, ...)``: does a set of melds meet a contract exactly;
- ``find_contract(hand, groups, runs, ...)``: propose a contract meld from a hand (or ``None``);
  ``contract_deficit(hand, groups, runs)`` counts the cards a hand still lacks, for bots.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import CODES, JOKER, RANKS, SUIT_NAMES, SUITS, codes

GROUP, RUN = "group", "run"
GROUP_MIN, RUN_MIN = 3, 4
LOW, HIGH = "low", "high"
RANK_NAMES = {0: "twos", 1: "threes", 2: "fours", 3: "fives", 4: "sixes", 5: "sevens", 6: "eights",
              7: "nines", 8: "tens", 9: "jacks", 10: "queens", 11: "kings", 12: "aces"}


class MeldError(ValueError):
    """Why cards are not a meld, as a sentence fragment ("QS KS AS 2S wraps round the ace"); ``code`` and
    ``data`` say the same for the player's words (a refusal carries them as ``why`` and its data)."""

    def __init__(self, text: str, code: str, **data) -> None:
        super().__init__(text)
        self.code = code
        self.data = data


def position_card(suit: int, pos: int) -> int:
    """The card of ``suit`` at run position ``pos`` (1 and 14 are the ace)."""
    return suit * 13 + (12 if pos in (1, 14) else pos - 2)


def card_positions(card: int) -> tuple[int, ...]:
    rank = card % 13
    return (1, 14) if rank == 12 else (rank + 2,)


def penalty(card: int) -> int:
    """Points a card costs when held at the end of a round: 2–10 face value, J Q K 10, A and joker 15."""
    if card == JOKER:
        return 15
    rank = card % 13
    if rank == 12:
        return 15
    return min(rank + 2, 10)


def show(cards) -> str:
    return " ".join(CODES[c] for c in cards)


@dataclass
class Meld:
    """A meld: ``cards`` as laid (a run from low to high), ``stands`` the card each one counts as (itself
    for a natural card), ``start`` the position of a run's first card (0 for a group), ``owner`` the seat
    that laid it, ``stolen_from`` per card the seat a Screw Over took it from (or None)."""

    kind: str
    cards: list[int]
    stands: list[int]
    start: int = 0
    owner: int = -1
    stolen_from: list = field(default_factory=list)

    def __post_init__(self):
        if not self.stolen_from:
            self.stolen_from = [None] * len(self.cards)

    @property
    def suit(self) -> int:
        return self.stands[0] // 13

    @property
    def rank(self) -> int:
        return self.stands[0] % 13

    @property
    def end(self) -> int:
        return self.start + len(self.cards) - 1

    def copy(self) -> "Meld":
        return Meld(self.kind, list(self.cards), list(self.stands), self.start, self.owner,
                    list(self.stolen_from))

    def summary(self) -> dict:
        """The meld as a refusal's data names it: ``{"kind": "group", "rank": "Q"}`` or ``{"kind": "run",
        "suit": "H", "low": "5", "high": "8"}`` (what ``describe`` says in English)."""
        if self.kind == GROUP:
            return {"kind": GROUP, "rank": RANKS[self.rank]}
        return {"kind": RUN, "suit": SUITS[self.suit], "low": CODES[self.stands[0]][0],
                "high": CODES[self.stands[-1]][0]}

    def describe(self) -> str:
        if self.kind == GROUP:
            return f"group of {RANK_NAMES[self.rank]}"
        low, high = CODES[self.stands[0]][0], CODES[self.stands[-1]][0]
        return f"run of {SUIT_NAMES[SUITS[self.suit]]} {low}–{high}"

    def public(self) -> dict:
        """The meld as views and events show it: a joker's stand-in is given as rank and suit, never as a
        card code (that card is not on the table)."""
        data = {"owner": self.owner, "kind": self.kind, "cards": [CODES[c] for c in self.cards],
                "jokers": [stand_in(i, s) for i, (c, s) in enumerate(zip(self.cards, self.stands))
                           if c == JOKER]}
        if self.kind == RUN:
            data["ace_low"] = self.start == 1
        if any(s is not None for s in self.stolen_from):
            data["stolen_from"] = list(self.stolen_from)
        return data

    def to_json(self) -> dict:
        data = {"owner": self.owner, "kind": self.kind, "cards": [CODES[c] for c in self.cards],
                "as": [CODES[c] for c in self.stands]}
        if self.kind == RUN:
            data["ace_low"] = self.start == 1
        if any(s is not None for s in self.stolen_from):
            data["stolen_from"] = list(self.stolen_from)
        return data


def stand_in(index: int, card: int) -> dict:
    return {"index": index, "rank": CODES[card][0], "suit": CODES[card][1]}


def build_meld(cards: list[int], jokers_as: list[int], owner: int = -1) -> Meld:
    """Validate ``cards`` (any order; jokers are 52) with ``jokers_as`` naming, in order, the card each
    joker stands for. Returns the meld, a run sorted low to high. Raises ``MeldError``."""
    if len(cards) < GROUP_MIN:
        raise MeldError(f"{show(cards) or 'nothing'} is too short for a meld (a group needs 3 cards, "
                        "a run 4)", "too_short", cards=codes(cards))
    jokers = cards.count(JOKER)
    if len(jokers_as) != jokers:
        raise MeldError(f"{show(cards)} holds {jokers} joker(s) but names {len(jokers_as)} card(s) for them",
                        "jokers_named", cards=codes(cards), jokers=jokers, named=len(jokers_as))
    if any(not 0 <= c < 52 for c in jokers_as):
        raise MeldError("a joker must stand for a card, not for a joker", "joker_for_joker")
    named = iter(jokers_as)
    stands = [next(named) if c == JOKER else c for c in cards]
    ranks = {s % 13 for s in stands}
    if len(ranks) == 1:
        return Meld(GROUP, list(cards), stands, 0, owner)
    suits = {s // 13 for s in stands}
    if len(suits) != 1:
        raise MeldError(f"{show(cards)} is neither a group (one rank) nor a run (one suit)", "not_group_or_run",
                        cards=codes(cards))
    if len(cards) < RUN_MIN:
        raise MeldError(f"{show(cards)} is too short for a run (4 cards at least)", "run_too_short", cards=codes(cards))
    aces = [i for i, s in enumerate(stands) if s % 13 == 12]
    others = sorted(s % 13 + 2 for s in stands if s % 13 != 12)
    # each ace goes low or high; with two aces, one at each end (a 14-card run)
    if len(aces) > 2:
        raise MeldError(f"{show(cards)} holds more than two aces: a run has at most one at each end", "aces",
                        cards=codes(cards))
    choices = {0: [()], 1: [(1,), (14,)], 2: [(1, 14)]}[len(aces)]
    for ace_pos in choices:
        positions = sorted(others + list(ace_pos))
        if positions == list(range(positions[0], positions[0] + len(positions))):
            order = sorted(range(len(cards)), key=lambda i: _pos_in(stands[i], i, aces, ace_pos))
            return Meld(RUN, [cards[i] for i in order], [stands[i] for i in order], positions[0], owner)
    if len(set(others)) != len(others):
        raise MeldError(f"{show(cards)} repeats a card: a run holds each rank once", "repeats", cards=codes(cards))
    if aces and others and others[0] == 2 and others[-1] == 13:
        raise MeldError(f"{show(cards)} wraps round the ace: an ace is low or high, not both", "wraps",
                        cards=codes(cards))
    raise MeldError(f"{show(cards)} is not consecutive", "not_consecutive", cards=codes(cards))


def _pos_in(stand: int, index: int, aces: list[int], ace_pos: tuple) -> int:
    if stand % 13 != 12:
        return stand % 13 + 2
    return ace_pos[aces.index(index)]


def is_valid(meld: Meld) -> bool:
    """Re-check a meld as it lies (cards, stands, start): used by the invariant checks."""
    if len(meld.cards) != len(meld.stands) or any(c not in (JOKER, s) for c, s in zip(meld.cards, meld.stands)):
        return False
    if meld.kind == GROUP:
        return len(meld.cards) >= GROUP_MIN and len({s % 13 for s in meld.stands}) == 1
    if len(meld.cards) < RUN_MIN or not 1 <= meld.start or meld.end > 14:
        return False
    return all(s == position_card(meld.suit, meld.start + i) for i, s in enumerate(meld.stands))


def lay_off_ends(meld: Meld, card: int) -> list[tuple[str | None, int]]:
    """Where ``card`` may extend ``meld``: ``[(end, stands_for)]`` with end ``"low"``/``"high"`` for a run
    and ``None`` for a group (a joker in a group stands for a card of its rank)."""
    if meld.kind == GROUP:
        if card == JOKER:
            return [(None, meld.rank)]
        return [(None, card)] if card % 13 == meld.rank else []
    found = []
    if meld.start > 1:
        want = position_card(meld.suit, meld.start - 1)
        if card in (JOKER, want):
            found.append((LOW, want))
    if meld.end < 14:
        want = position_card(meld.suit, meld.end + 1)
        if card in (JOKER, want):
            found.append((HIGH, want))
    return found


def extended(meld: Meld, card: int, end: str | None) -> Meld:
    """A copy of ``meld`` with ``card`` added at ``end``; ``MeldError`` if it does not fit there."""
    for where, stands in lay_off_ends(meld, card):
        if where == end:
            new = meld.copy()
            if meld.kind == GROUP:
                new.cards.append(card)
                new.stands.append(stands)
                new.stolen_from.append(None)
            elif end == LOW:
                new.cards.insert(0, card)
                new.stands.insert(0, stands)
                new.stolen_from.insert(0, None)
                new.start -= 1
            else:
                new.cards.append(card)
                new.stands.append(stands)
                new.stolen_from.append(None)
            return new
    if meld.kind == RUN and end not in (LOW, HIGH):
        raise MeldError(f"say which end of the {meld.describe()} the card goes: 'low' or 'high'", "which_end",
                        meld=meld.summary())
    raise MeldError(f"{CODES[card]} does not extend the {meld.describe()}" + (f" at its {end} end" if end else ""),
                    "does_not_extend", card=CODES[card], meld=meld.summary(), end=end)


def without(meld: Meld, index: int) -> Meld | None:
    """The meld left when the card at ``index`` is taken out, or None if what is left is no meld."""
    if meld.kind == GROUP:
        if len(meld.cards) - 1 < GROUP_MIN:
            return None
    elif index not in (0, len(meld.cards) - 1) or len(meld.cards) - 1 < RUN_MIN:
        return None
    new = meld.copy()
    del new.cards[index], new.stands[index], new.stolen_from[index]
    if meld.kind == RUN and index == 0:
        new.start += 1
    return new


def contiguous(a: Meld, b: Meld) -> bool:
    """Two runs of one suit that touch end to end with neither gap nor overlap."""
    return a.kind == b.kind == RUN and a.suit == b.suit and (a.end + 1 == b.start or b.end + 1 == a.start)


def contract_error(melds: list[Meld], groups: int, runs: int, exact_size: bool = True,
                   no_contiguous: bool = False) -> MeldError | None:
    """None if ``melds`` are exactly ``groups`` groups and ``runs`` runs (each at its minimum size when
    ``exact_size``), with no two contiguous runs of a suit when ``no_contiguous``; else the reason."""
    have_g = sum(m.kind == GROUP for m in melds)
    have_r = len(melds) - have_g
    if (have_g, have_r) != (groups, runs):
        return MeldError(f"the contract is {contract_text(groups, runs)}, not {contract_text(have_g, have_r)}",
                         "contract", groups=groups, runs=runs, have_groups=have_g, have_runs=have_r)
    if exact_size:
        for m in melds:
            size = GROUP_MIN if m.kind == GROUP else RUN_MIN
            if len(m.cards) != size:
                return MeldError(f"a contract {m.kind} is laid at its minimum of {size} cards "
                                 f"({show(m.cards)} has {len(m.cards)}); lay off the rest on a later turn",
                                 "contract_size", kind=m.kind, size=size, cards=codes(m.cards))
    if no_contiguous:
        run_list = [m for m in melds if m.kind == RUN]
        for i, a in enumerate(run_list):
            for b in run_list[i + 1:]:
                if contiguous(a, b):
                    return MeldError(f"{show(a.cards)} and {show(b.cards)} are contiguous runs of one suit: "
                                     "they need a gap or an overlap", "contiguous", first=codes(a.cards),
                                     second=codes(b.cards))
    return None


def contract_text(groups: int, runs: int) -> str:
    parts = []
    if groups:
        parts.append(f"{groups} group{'s' if groups > 1 else ''}")
    if runs:
        parts.append(f"{runs} run{'s' if runs > 1 else ''}")
    return " and ".join(parts) or "no meld"


# ----- the finder ------------------------------------------------------------------------------------
# A plan is (missing, runs, groups): runs as (suit, start, length), groups as (rank, naturals); missing is
# the number of joker slots. Runs are chosen first (they need exact cards), then the cheapest groups.

def _counts(hand: list[int]) -> list[int]:
    counts = [0] * 53
    for c in hand:
        counts[c] += 1
    return counts


# Every 4-card run window (suit, start position, its cards), in the order the finder tries them.
_WINDOWS = tuple((suit, start, tuple(position_card(suit, p) for p in range(start, start + RUN_MIN)))
                 for suit in range(4) for start in range(1, 12))


def _search(counts: list[int], groups: int, runs: int, max_missing: int, no_contiguous: bool,
            must: int | None):
    """The plan with the fewest joker slots (at most ``max_missing``), or None."""
    windows = []
    if runs:
        for suit, start, cards in _WINDOWS:
            static = ((not counts[cards[0]]) + (not counts[cards[1]]) + (not counts[cards[2]])
                      + (not counts[cards[3]]))
            if static <= max_missing:
                windows.append((static, suit, start, cards))
        windows.sort(key=lambda w: w[0])
    best: list = [max_missing + 1, None]
    used = [0] * 53
    chosen: list = []

    def finish(missing_runs: int) -> None:
        if must is not None and must != JOKER and used[must] == 0 and (not groups or counts[must] == 0):
            return  # the card must go into a group: there is none to pick, or it is not held
        picked = []
        if groups:
            costs = []
            for rank in range(13):
                avail = (counts[rank] + counts[13 + rank] + counts[26 + rank] + counts[39 + rank]
                         - used[rank] - used[13 + rank] - used[26 + rank] - used[39 + rank])
                for copy in range(groups):  # one rank may make several groups (two decks: 8C 8H 8S twice)
                    left = max(0, avail - GROUP_MIN * copy)
                    costs.append((GROUP_MIN - min(GROUP_MIN, left), -left, rank))
                    if left <= GROUP_MIN:
                        break
            costs.sort()
            if must is not None and must != JOKER and used[must] == 0:
                # the card must go into a group: its rank's group is one of the picks
                forced = next(c for c in costs if c[2] == must % 13)
                picked = [forced] + [c for c in costs if c is not forced][:groups - 1]
            else:
                picked = costs[:groups]
        missing = missing_runs + sum(c for c, _, _ in picked)
        if missing >= best[0]:
            return
        best[0] = missing
        best[1] = (missing, list(chosen), [(rank, GROUP_MIN - cost) for cost, _, rank in picked])

    def pick(first: int, left: int, missing: int) -> None:
        if left == 0:
            finish(missing)
            return
        for i in range(first, len(windows)):
            static, suit, start, cards = windows[i]
            if missing + static * left >= best[0]:
                break  # windows are sorted by their cost in the full hand: none later is cheaper
            if no_contiguous and any(s == suit and (st + RUN_MIN == start or start + RUN_MIN == st)
                                     for s, st, _ in chosen):
                continue
            take = [c for c in cards if counts[c] - used[c] > 0]
            cost = RUN_MIN - len(take)
            if missing + cost >= best[0]:
                continue
            for c in take:
                used[c] += 1
            chosen.append((suit, start, RUN_MIN))
            pick(i, left - 1, missing + cost)
            chosen.pop()
            for c in take:
                used[c] -= 1

    pick(0, runs, 0)
    return best[1]


def _realise(hand: list[int], plan, must: int | None = None) -> list[tuple[list[int], list[int]]]:
    """Turn a plan into melds of actual cards: [(cards, jokers_as)]; ``must`` is picked first."""
    _, run_plan, group_plan = plan
    left = _counts(hand)
    melds = []
    for suit, start, length in run_plan:
        cards, named = [], []
        for p in range(start, start + length):
            c = position_card(suit, p)
            if left[c] > 0:
                left[c] -= 1
                cards.append(c)
            else:
                left[JOKER] -= 1
                cards.append(JOKER)
                named.append(c)
        melds.append((cards, named))
    for rank, naturals in group_plan:
        cards, named = [], []
        for s in sorted(range(4), key=lambda s: (s * 13 + rank != must, -left[s * 13 + rank])):
            while left[s * 13 + rank] > 0 and len(cards) < naturals:
                left[s * 13 + rank] -= 1
                cards.append(s * 13 + rank)
        while len(cards) < GROUP_MIN:
            left[JOKER] -= 1
            cards.append(JOKER)
            named.append(3 * 13 + rank)
        melds.append((cards, named))
    return melds


def find_contract(hand: list[int], groups: int, runs: int, no_contiguous: bool = False,
                  must: int | None = None) -> list[tuple[list[int], list[int]]] | None:
    """A contract meld from ``hand`` at minimum sizes using as few jokers as possible, as a list of
    ``(cards, jokers_as)``; ``must``: a card the meld has to use. None when the hand cannot make it."""
    counts = _counts(hand)
    if must is not None and counts[must] == 0:
        return None
    plan = _search(counts, groups, runs, counts[JOKER], no_contiguous, None if must == JOKER else must)
    if not plan:
        return None
    melds = _realise(hand, plan, must)
    if must == JOKER and not any(JOKER in cards for cards, _ in melds):
        cards, named = melds[0]  # let the joker stand in for a natural card it can replace
        i = next(i for i, c in enumerate(cards) if c != JOKER)
        melds[0] = (cards[:i] + [JOKER] + cards[i + 1:], _insert_named(cards, named, i))
    return melds


def _insert_named(cards: list[int], named: list[int], i: int) -> list[int]:
    """``named`` with ``cards[i]`` inserted where the joker replacing it falls among the jokers."""
    before = sum(1 for c in cards[:i] if c == JOKER)
    return named[:before] + [cards[i]] + named[before:]


def contract_deficit(hand: list[int], groups: int, runs: int, no_contiguous: bool = False) -> int:
    """How many more cards the hand needs for the contract (0: it can meld now). For bots."""
    counts = _counts(hand)
    jokers = counts[JOKER]
    counts[JOKER] = 0
    plan = _search(counts, groups, runs, GROUP_MIN * groups + RUN_MIN * runs, no_contiguous, None)
    return max(0, plan[0] - jokers) if plan else GROUP_MIN * groups + RUN_MIN * runs


def find_all_runs(hand: list[int], runs: int,
                  no_contiguous: bool = True) -> list[tuple[list[int], list[int]]] | None:
    """Round 7: every card of ``hand`` in exactly ``runs`` runs (longer than 4 allowed), or None. Jokers
    left over after the natural cards are placed extend the runs' ends."""
    counts = _counts(hand)
    if len(hand) > 14 * runs or max(counts[:JOKER], default=0) > runs:
        return None  # a run holds at most 14 cards and each card once
    placed: list[list] = []  # [suit, start, end]

    def solve(left: int) -> bool:
        first = next((c for c in range(52) if counts[c]), None)
        if first is None:
            return left == 0 and _spread(placed, counts[JOKER], no_contiguous)
        if left == 0:
            return False
        suit = first // 13
        for pos in card_positions(first):
            for start in range(max(1, pos - 13), pos + 1):
                missing = sum(1 for p in range(start, pos) if counts[position_card(suit, p)] == 0)
                if missing > counts[JOKER]:
                    continue
                for end in range(pos, 15):
                    if end > pos and counts[position_card(suit, end)] == 0:
                        missing += 1
                        if missing > counts[JOKER]:
                            break
                    if end - start + 1 < RUN_MIN:
                        continue
                    if no_contiguous and any(r[0] == suit and (r[2] + 1 == start or end + 1 == r[1])
                                             for r in placed):
                        continue
                    taken = []
                    for p in range(start, end + 1):
                        c = position_card(suit, p)
                        c = c if counts[c] else JOKER
                        counts[c] -= 1
                        taken.append(c)
                    placed.append([suit, start, end])
                    if solve(left - 1):
                        return True
                    placed.pop()
                    for c in taken:
                        counts[c] += 1
        return False

    if not solve(runs):
        return None
    return _realise(hand, (0, [(s, a, b - a + 1) for s, a, b in placed], []))


def _spread(placed: list[list], spare: int, no_contiguous: bool) -> bool:
    """Put ``spare`` jokers on the ends of the ``placed`` runs (high ends first), changing ``placed`` in
    place, so that no two runs of a suit end up contiguous when ``no_contiguous``; False if no way."""
    ends = [(i, side) for side in (2, 1) for i in range(len(placed))]

    def fits() -> bool:
        return not no_contiguous or not any(
            a[0] == b[0] and (a[2] + 1 == b[1] or b[2] + 1 == a[1])
            for n, a in enumerate(placed) for b in placed[n + 1:])

    def place(k: int, left: int) -> bool:
        if k == len(ends):
            return left == 0 and fits()
        i, side = ends[k]
        run = placed[i]
        room = 14 - run[2] if side == 2 else run[1] - 1
        for n in range(min(left, room), -1, -1):
            run[side] += n if side == 2 else -n
            if place(k + 1, left - n):
                return True
            run[side] -= n if side == 2 else -n
        return False

    return place(0, spare)
