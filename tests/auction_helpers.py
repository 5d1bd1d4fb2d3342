"""Helpers for the auction-game tests: build a ``deal=`` spec and drive games through the public API."""

from __future__ import annotations

from cardgame_gui.engine import CODES, new_game

SOUTH, WEST, NORTH, EAST = 0, 1, 2, 3


def deal(south: str = "", west: str = "", north: str = "", east: str = "", dealer: int = EAST) -> dict:
    """A ``deal=`` spec: the given cards per seat, each hand then filled to 13 in seat order with the
    lowest unused cards (clubs first, then diamonds, hearts, spades). Scenarios that care about a suit
    name every card of it."""
    given = [s.split() for s in (south, west, north, east)]
    used = [c for h in given for c in h]
    assert len(set(used)) == len(used), "a card is given twice"
    rest = [c for c in CODES[:52] if c not in used]
    hands = []
    for cards in given:
        need = 13 - len(cards)
        assert need >= 0, f"too many cards: {cards}"
        hands.append(cards + rest[:need])
        rest = rest[need:]
    return {"hands": hands, "dealer": dealer}


def bid(level: int, strain: str) -> dict:
    return {"type": "bid", "level": level, "strain": strain}


PASS = {"type": "pass"}


def play(card: str) -> dict:
    return {"type": "play", "card": card}


def calls(game, *actions) -> None:
    """Apply each action for the seat to act (the auction's turn, the declarer, the player to play)."""
    for action in actions:
        game.apply(game.to_act()[0], action)


def legal_cards(game, seat: int) -> set[str]:
    return {a["card"] for a in game.legal_actions(seat) if a["type"] == "play"}


def start(game_id: str, spec: dict, **options):
    return new_game(game_id, options=options, seed=1, deal=spec)
