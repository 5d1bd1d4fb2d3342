"""Words both tables and the score sheet share, in the player's language: the seats' names, the dealer
button, a rummy contract, a bid's strain (the bots' levels: ``session.messages.bot_level_name``).

    shown_names(view) -> ["Süd", "West", "Anna", "Ost"]   # a seat nobody named: i18n.seat_name
    dealer_letter() -> "G"                                # the dealer button (Geber)
    contract_words({"groups": 2, "runs": 1}) -> "2 Sätze + 1 Folge"   # a rummy contract
    strain_label("NT") -> "SA"; strain_label("H") -> "♥"  # a bid's strain (bids, score sheet)
"""

from __future__ import annotations

from ...engine.base import seat_name as engine_seat_name
from ...i18n import seat_name, translate
from .cards import SUIT_SYMBOLS

def shown_names(view: dict) -> list[str]:
    """The seats' names as the table shows them: a name a player gave as it is, a seat nobody named (the
    engine's English "South", "Player 3") in the player's language."""
    names = list(view.get("names") or [])
    players = max(int(view.get("players") or 0), len(names))
    shown = []
    for seat in range(players):
        name = names[seat] if seat < len(names) else None
        shown.append(seat_name(seat, players) if not name or name == engine_seat_name(seat, players) else name)
    return shown


def dealer_letter() -> str:
    """The letter on the dealer button: the first of the word for the dealer ("D", "G" for Geber)."""
    return translate("DealerButton", "D")


def contract_words(contract: dict) -> str:
    """A round's contract (or what a player must meld again) in words: "2 groups + 1 run"."""
    groups, runs = int(contract.get("groups") or 0), int(contract.get("runs") or 0)
    group_words = translate("RummyWords", "%n group(s)", groups)
    run_words = translate("RummyWords", "%n run(s)", runs)
    if groups and runs:
        return translate("RummyWords", "{groups} + {runs}").format(groups=group_words, runs=run_words)
    return group_words if groups else run_words if runs else translate("RummyWords", "no meld")


def strain_label(strain: str) -> str:
    """A strain as bids show it: a suit's symbol, "NT" for no trumps (in the player's letters: "SA")."""
    return SUIT_SYMBOLS.get(strain) or translate("Bids", "NT")
