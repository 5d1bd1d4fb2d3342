"""The expert's review of a hand in the player's words (Game ▸ Hand history): one sentence per decision,
costliest first in the dialog, its figures written as the language writes numbers ("0,34" in German).

    opinion_text(opinion) -> "Trick 3: the expert plays 9♥ — keeps your bid of 2 at 61%; your K♠ made it 34%"
    choices_text(opinion) -> "9♥ 4.5 ± 0.1 points, exact 41%; …"   # every choice weighed, best first
    call_label({"type": "bid", "level": 3, "strain": "NT"}) -> "3NT"

``opinion`` is a ``bots.review.Opinion``; every word goes through ``translate("HandHistory", …)``.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from ...bots.review import Opinion
from ...i18n import current_language, translate
from ...session.messages import SUIT_SYMBOLS, card_label


def call_label(action: dict) -> str:
    """An auction bid as the table writes it: "2♥", "3NT"."""
    return f"{action['level']}{SUIT_SYMBOLS.get(action['strain'], action['strain'])}"


def _local(figures: dict, decimals: int) -> dict:
    """``figures`` with each float written with ``decimals`` decimals as the player's language writes
    numbers ("0,34" in German); the rest as it is."""
    locale = QLocale(current_language())
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return {k: locale.toString(v, "f", decimals) if isinstance(v, float) else v for k, v in figures.items()}


def _pct(choice) -> int:
    return round(100 * choice.exact)


def opinion_text(opinion: Opinion) -> str:
    """One line of the review, costliest first: "Trick 3: the expert plays 9♥ — …"."""
    if opinion.chance_of == "contract":  # Reverse and Floating Bridge: no bid of yours to make exactly
        return contract_opinion_text(opinion)
    best, yours = opinion.best, opinion.yours
    if opinion.trick == 0:
        if best.action == yours.action:
            return translate("HandHistory", "Bid: the expert bids {bid} too — exact {pct}% of the time, "
                                            "{points} points expected").format(
                **_local({"bid": yours.action["tricks"], "pct": _pct(yours), "points": yours.mean}, 1))
        return translate("HandHistory", "Bid: the expert bids {best} — exact {best_pct}%, {best_points} points "
                                        "expected; your {yours}: {pct}%, {points} points (costs {cost} ± "
                                        "{error})").format(
            **_local({"best": best.action["tricks"], "best_pct": _pct(best), "best_points": best.mean,
                      "yours": yours.action["tricks"], "pct": _pct(yours), "points": yours.mean, "cost": opinion.cost,
                      "error": opinion.cost_error}, 1))
    card, bid = card_label(yours.action["card"]), opinion.bid
    if best.action == yours.action:
        return translate("HandHistory", "Trick {trick}: your {card} is the expert's card too — keeps your bid of "
                                        "{bid} at {pct}%").format(trick=opinion.trick, card=card, bid=bid,
                                                                  pct=_pct(yours))
    return translate("HandHistory", "Trick {trick}: the expert plays {best} — keeps your bid of {bid} at "
                                    "{best_pct}%; your {card} made it {pct}% (costs {cost} ± {error} "
                                    "points)").format(
        **_local({"trick": opinion.trick, "best": card_label(best.action["card"]), "bid": bid, "best_pct": _pct(best),
                  "card": card, "pct": _pct(yours), "cost": opinion.cost, "error": opinion.cost_error}, 1))


def contract_opinion_text(opinion: Opinion) -> str:
    """A Reverse or Floating Bridge call, card or partner call, by the chance the contract is made."""
    best, yours = opinion.best, opinion.yours
    if yours.action["type"] in ("bid", "pass"):
        return call_opinion_text(opinion)
    figures = {"trick": opinion.trick, "card": card_label(yours.action["card"]), "pct": _pct(yours),
               "best": card_label(best.action["card"]), "best_pct": _pct(best), "cost": opinion.cost,
               "error": opinion.cost_error}
    if opinion.trick == 0:  # the partner call
        if best.action == yours.action:
            text = translate("HandHistory", "Partner call: your {card} is the expert's choice too — the contract "
                                            "is made {pct}% of the time")
        else:
            text = translate("HandHistory", "Partner call: the expert calls {best} — the contract is made "
                                            "{best_pct}%; your {card}: {pct}% (costs {cost} ± {error} points)")
    elif best.action == yours.action:
        text = translate("HandHistory", "Trick {trick}: your {card} is the expert's choice too — the contract is "
                                        "made {pct}% of the time")
    else:
        text = translate("HandHistory", "Trick {trick}: the expert plays {best} — the contract is made {best_pct}%; "
                                        "your {card}: {pct}% (costs {cost} ± {error} points)")
    return text.format(**_local(figures, 2))


def call_opinion_text(opinion: Opinion) -> str:
    """A Reverse or Floating Bridge call of yours: a bid (by the chance its contract is made) or a pass
    (by the points it leaves you)."""
    best, yours = opinion.best, opinion.yours
    figures = {"cost": opinion.cost, "error": opinion.cost_error, "points": yours.mean, "best_points": best.mean}
    if yours.action["type"] == "bid":
        figures.update(call=call_label(yours.action), pct=_pct(yours))
    if best.action["type"] == "bid":
        figures.update(best=call_label(best.action), best_pct=_pct(best))
    if best.action == yours.action:
        if yours.action["type"] == "pass":
            text = translate("HandHistory", "Bidding: the expert passes too — {points} points expected")
        else:
            text = translate("HandHistory", "Bidding: your {call} is the expert's bid too — the contract is made "
                                            "{pct}% of the time, {points} points expected")
    elif yours.action["type"] == "pass":
        text = translate("HandHistory", "Bidding: the expert bids {best} — the contract is made {best_pct}%, "
                                        "{best_points} points expected; your pass: {points} points (costs "
                                        "{cost} ± {error})")
    elif best.action["type"] == "pass":
        text = translate("HandHistory", "Bidding: the expert passes — {best_points} points expected; your "
                                        "{call}: made {pct}%, {points} points (costs {cost} ± {error})")
    else:
        text = translate("HandHistory", "Bidding: the expert bids {best} — the contract is made {best_pct}%; your "
                                        "{call}: {pct}% (costs {cost} ± {error} points)")
    return text.format(**_local(figures, 2))


def choices_text(opinion: Opinion) -> str:
    """Every choice weighed, best first: "9♥ 4.5 ± 0.1 points, exact 41%" (Reverse and Floating Bridge:
    "9♥ 0.25 ± 0.04 points, contract made 25%", two decimals: a Floating Bridge hand is worth a point or so;
    a pass: its points alone)."""
    rows = []
    for choice in opinion.choices:
        action = choice.action
        figures = {"points": choice.mean, "error": choice.mean_error}
        if choice.exact is not None:
            figures.update(pct=round(100 * choice.exact), pct_error=round(100 * choice.exact_error))
        if action["type"] == "pass":
            line = translate("HandHistory", "pass: {points} ± {error} points")
        elif opinion.chance_of == "contract":
            figures["what"] = call_label(action) if action["type"] == "bid" else card_label(action["card"])
            line = translate("HandHistory", "{what}: {points} ± {error} points, contract made {pct} ± "
                                            "{pct_error}%")
        elif action["type"] == "bid":
            figures["n"] = action["tricks"]
            line = translate("HandHistory", "bid {n}: {points} ± {error} points, exact {pct} ± {pct_error}%")
        else:
            figures["what"] = card_label(action["card"])
            line = translate("HandHistory", "{what}: {points} ± {error} points, exact {pct} ± {pct_error}%")
        rows.append(line.format(**_local(figures, 2 if opinion.chance_of == "contract" else 1)))
    rows.append(translate("HandHistory", "%n deal(s) of the unseen cards for each choice.", opinion.samples))
    return "\n".join(rows)
