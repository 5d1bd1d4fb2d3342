"""The person's rummy hand as plain data: its order, arranging it, where each card lies, and turning a
selection into a meld action. No widgets here (the rummy table draws what these return).

    order = reconcile(order, view["hand"])          # keep the person's own order; new cards at the end
    keys(order)                                     # ["QS#0", "QS#1", "JK#0"]: one per card, stable
    arrange(hand, "melds", view)                    # by "suit", "rank" or "melds" (the meld finder's)
    spots(count, width, bottom, card_w, card_h)     # [(x, y)] centres: one row, or two when crowded
    meld_request(cards, view, legal) -> action      # ValueError in the player's words if none fits
    joker_choices(cards, view) -> [(index, [codes])]  # jokers whose stand-in the player must choose
"""

from __future__ import annotations

from collections import Counter

from ...engine.cards import CODES, JOKER, card_int
from ...engine.melds import MeldError, build_meld, find_all_runs, find_contract
from ...i18n import translate
from ..scene.cards import card_label

RANKS = "23456789TJQKA"
SUIT_ORDER = "CDSH"  # alternating colours


def reconcile(order: list[str], hand: list[str]) -> list[str]:
    """``order`` kept for the cards still held (duplicates counted), the cards new to it appended (by suit
    and rank)."""
    left = Counter(hand)
    kept = []
    for code in order:
        if left[code] > 0:
            left[code] -= 1
            kept.append(code)
    added = []
    for code in hand:
        if left[code] > 0:
            left[code] -= 1
            added.append(code)
    return kept + sorted(added, key=_suit_key)  # several at once (a May I?, a meld's rest): by suit and rank


def keys(order: list[str]) -> list[str]:
    seen: Counter = Counter()
    result = []
    for code in order:
        result.append(f"{code}#{seen[code]}")
        seen[code] += 1
    return result


def _suit_key(code: str):
    return (9, 0) if code == "JK" else (SUIT_ORDER.index(code[1]), RANKS.index(code[0]))


def _rank_key(code: str):
    return (99, 0) if code == "JK" else (RANKS.index(code[0]), SUIT_ORDER.index(code[1]))


def contract_of(view: dict) -> tuple[int, int, bool, bool]:
    """(groups, runs, no_contiguous, all_runs) still needed by the person, from the view."""
    contract = view.get("contract") or {}
    needs = (view.get("needs") or [None] * (view.get("seat", 0) + 1))[view.get("seat") or 0]
    groups, runs = contract.get("groups", 0), contract.get("runs", 0)
    if needs:
        return needs.get("groups", 0), needs.get("runs", 0), bool(contract.get("no_contiguous_runs")), False
    return groups, runs, bool(contract.get("no_contiguous_runs")), not contract.get("discard", True)


def _ordered(cards: list[int], named: list[int]) -> list[str]:
    """A found meld's cards in table order (a run low to high)."""
    try:
        return [CODES[c] for c in build_meld(list(cards), list(named)).cards]
    except MeldError:
        return [CODES[c] for c in cards]


def find_melds(hand: list[str], view: dict) -> list[list[str]]:
    """The finder's melds for the contract from ``hand`` (empty list when it cannot be made)."""
    groups, runs, no_contiguous, all_runs = contract_of(view)
    ints = [card_int(c) for c in hand]
    found = find_all_runs(ints, runs) if all_runs else find_contract(ints, groups, runs, no_contiguous)
    return [_ordered(cards, named) for cards, named in found] if found else []


def arrange(hand: list[str], by: str, view: dict) -> list[str]:
    """The hand sorted ``by`` "suit", "rank" or "melds" (the contract first, then pairs and suits)."""
    if by == "suit":
        return sorted(hand, key=_suit_key)
    if by == "rank":
        return sorted(hand, key=_rank_key)
    if by != "melds":
        raise ValueError(f"arrange by 'suit', 'rank' or 'melds', not {by!r}")
    melds = find_melds(hand, view)
    left = Counter(hand)
    order = []
    for meld in melds:
        for code in meld:
            left[code] -= 1
            order.append(code)
    rest = sorted(left.elements(), key=_suit_key)
    ranks = Counter(c[0] for c in rest if c != "JK")
    pairs = sorted((c for c in rest if c != "JK" and ranks[c[0]] >= 2), key=_rank_key)
    others = [c for c in rest if c == "JK" or ranks[c[0]] < 2]
    return order + pairs + others


def spots(count: int, left: float, right: float, bottom: float, card_w: float,
          card_h: float) -> list[tuple[float, float]]:
    """Card centres for ``count`` cards between ``left`` and ``right`` above ``bottom``: one row while
    each card shows at least 42% of its width, else two rows (the second lower and in front)."""
    if count == 0:
        return []
    room = max(card_w, right - left - card_w)
    rows = 1 if count <= 1 or room / (count - 1) >= card_w * 0.42 else 2
    per_row = -(-count // rows)
    step = min(card_w * 0.62, room / max(1, per_row - 1))
    result = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        x0 = (left + right) / 2 - step * (in_row - 1) / 2
        y = bottom - card_h / 2 - (rows - 1 - row) * card_h * 0.52
        result.append((x0 + col * step, y))
    return result


def rows_needed(count: int, width: float, card_w: float) -> int:
    room = max(card_w, width - card_w)
    return 1 if count <= 1 or room / (count - 1) >= card_w * 0.42 else 2


# ----- melds from a selection ------------------------------------------------------------------------
def meld_request(cards: list[str], view: dict, legal: list[dict]) -> dict:
    """The meld (contract) or new-meld action for the selected ``cards``; the legal proposal itself when
    the selection is exactly its cards. ``ValueError`` with the player's words when nothing is possible."""
    if not cards:
        raise ValueError(translate("RummyHand", "Select the cards to meld first (click them, shift-click, or drag a "
                                                "box round them)"))
    mode = meld_mode(view, legal)
    if mode == "meld":
        for action in legal:
            if action["type"] == "meld" and Counter(c for m in action["melds"] for c in m["cards"]) == Counter(cards):
                return action
        groups, runs, no_contiguous, all_runs = contract_of(view)
        ints = [card_int(c) for c in cards]
        found = find_all_runs(ints, runs) if all_runs else find_contract(ints, groups, runs, no_contiguous)
        if found and sum(len(m) for m, _ in found) == len(cards):
            return {"type": "meld", "melds": [{"cards": [CODES[c] for c in m], "as": [CODES[c] for c in named]}
                                              for m, named in found]}
        return {"type": "meld", "melds": _naive_parts(cards)}  # the engine says what is wrong with it
    if mode == "new_meld":
        for action in legal:
            if action["type"] == "new_meld" and Counter(action["cards"]) == Counter(cards):
                return action
        ints = [card_int(c) for c in cards]
        for shape in ((1, 0), (0, 1)):
            found = find_contract(ints, *shape)
            if found and len(found[0][0]) == len(cards):
                return {"type": "new_meld", "cards": [CODES[c] for c in found[0][0]],
                        "as": [CODES[c] for c in found[0][1]]}
        part = _naive_parts(cards)[0] if len(_naive_parts(cards)) == 1 else {"cards": cards, "as": []}
        return {"type": "new_meld", **part}
    if any(a["type"] in ("lay_off", "discard") for a in legal):
        raise ValueError(translate("RummyHand", "You have melded your contract: lay cards off on the melds (drag "
                                                "them there)")
                         if view.get("options", {}).get("new_melds_after_contract") else
                         translate("RummyHand", "You have melded your contract: lay cards off on the melds (drag "
                                                "them there); new melds are not allowed at this table"))
    if view.get("melded", [False] * 9)[view.get("seat") or 0]:
        raise ValueError(translate("RummyHand", "You have melded your contract this round"))
    raise ValueError(translate("RummyHand", "You can meld after you have drawn: click the stock or the discard "
                                            "pile first"))


def meld_mode(view: dict, legal: list[dict]) -> str | None:
    """What Meld would try now: "meld" (the contract, also when the finder sees none: the engine then
    says why), "new_meld" (after the contract, where the option allows) or None."""
    kinds = {a["type"] for a in legal}
    if "meld" in kinds:
        return "meld"
    if "new_meld" in kinds:
        return "new_meld"
    if "discard" not in kinds:  # not after the draw, or a card is pending (its actions are listed)
        return None
    seat = view.get("seat") or 0
    if not (view.get("melded") or [False] * (seat + 1))[seat]:
        return "meld"
    if (view.get("options") or {}).get("new_melds_after_contract") and \
            (view.get("may_lay_off") or [False] * (seat + 1))[seat]:
        return "new_meld"
    return None


def _naive_parts(cards: list[str]) -> list[dict]:
    """Split a selection that does not make the contract into plausible melds (by rank when most cards
    share ranks, else by suit), jokers named by the first card, so the engine can say what is wrong."""
    naturals = [c for c in cards if c != "JK"]
    jokers = len(cards) - len(naturals)
    by_rank = Counter(c[0] for c in naturals)
    by_suit = Counter(c[1] for c in naturals)
    key = (lambda c: c[0]) if len(by_rank) <= len(by_suit) else (lambda c: c[1])
    parts: dict[str, list[str]] = {}
    for code in naturals:
        parts.setdefault(key(code), []).append(code)
    melds = [{"cards": group, "as": []} for group in parts.values()] or [{"cards": [], "as": []}]
    first = melds[0]
    first["cards"] = first["cards"] + ["JK"] * jokers
    first["as"] = [first["cards"][0] if first["cards"][0] != "JK" else "2C"] * jokers
    return melds


def joker_choices(action: dict) -> list[tuple[int, int, list[str]]]:
    """Jokers in a meld action's runs that could stand for more than one card (a joker at either end of
    a run without a gap): [(meld number, joker number, [codes it may stand for])]."""
    melds = action.get("melds") or ([{"cards": action["cards"], "as": action.get("as", [])}]
                                    if "cards" in action else [])
    result = []
    for m_index, meld in enumerate(melds):
        cards = [card_int(c) for c in meld["cards"]]
        named = [card_int(c) for c in meld.get("as", [])]
        if JOKER not in cards or len(named) != cards.count(JOKER):
            continue
        try:
            built = build_meld(cards, named)
        except MeldError:
            continue
        if built.kind != "run":
            continue
        for j in range(len(named)):
            options = []
            for alt in range(52):
                trial = list(named)
                trial[j] = alt
                try:
                    build_meld(cards, trial)
                except MeldError:
                    continue
                options.append(CODES[alt])
            if len(options) > 1:
                result.append((m_index, j, options))
    return result


def with_joker(action: dict, meld: int, joker: int, code: str) -> dict:
    """The action with joker number ``joker`` of meld ``meld`` standing for ``code``."""
    action = {**action}
    if "melds" in action:
        melds = [dict(m, **{"as": list(m.get("as", []))}) for m in action["melds"]]
        melds[meld]["as"][joker] = code
        action["melds"] = melds
    else:
        action["as"] = list(action.get("as", []))
        action["as"][joker] = code
    return action


def pending_cards(view: dict) -> list[dict]:
    """The taken cards the person must still place this turn: ``[{"card", "why"}]`` (the view's
    ``pending`` list; an older view's single dict or None read the same way)."""
    pending = view.get("pending")
    if isinstance(pending, dict):
        return [pending]
    return [p for p in pending or [] if isinstance(p, dict) and p.get("card")]


def describe_cards(cards: list[str]) -> str:
    return " ".join(card_label(c) for c in cards)
