"""Bot-only games driven to their end, for ``cardgame-sim`` (sim.py) and its tournaments (tournament.py).

    play_one(game, bots)               # every seat a bot; RoundTooLong if a round never ends
    cap_rebuilds(game_id, options)     # Contract Rummy: at most SIM_STOCK_REBUILDS stock rebuilds a round
"""

from __future__ import annotations

from .engine import GAMES

MAX_ROUND_MOVES = 5_000  # a hand of a trick game is under 200 moves; a casual rummy round under 500
ROUND_ENDS = frozenset({"hand_scored", "round_scored", "game_over"})
SIM_STOCK_REBUILDS = 3  # Contract Rummy: unless --option says otherwise, every simulated round ends


class RoundTooLong(Exception):
    """A round went on for ``MAX_ROUND_MOVES`` moves without ending."""


def play_one(game, bots, max_round_moves: int | None = None) -> None:
    """Drive one game to its end, move by move (``play_move``). ``RoundTooLong`` when a round does not end within ``max_round_moves`` moves
    (``MAX_ROUND_MOVES`` as it is at the call)."""
    if max_round_moves is None:
        max_round_moves = MAX_ROUND_MOVES
    moves = 0
    while not game.over:
        events = play_move(game, bots)
        moves = 0 if any(e.get("type") in ROUND_ENDS for e in events) else moves + 1
        if moves >= max_round_moves:
            done = len(game.view(None).get("history") or [])
            from .i18n import translate

            raise RoundTooLong(translate("SimReport", "round {number} went {moves} moves without ending").format(
                number=done + 1, moves=moves))


def play_move(game, bots) -> list[dict]:
    """One move: the seats that may act are offered the chance first, then the seat that must act
    chooses; the move's events."""
    acting = game.to_act()
    for seat in acting[1:]:
        choice = bots[seat].optional(game.view(seat), game.legal_actions(seat))
        if choice is not None:
            return game.apply(seat, choice)
    seat = acting[0]
    return game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))


def cap_rebuilds(game_id: str, options: dict) -> bool:
    """Contract Rummy: cap ``stock_rebuilds`` at SIM_STOCK_REBUILDS unless the options set it, so every
    simulated round ends; True when the cap was added (``cardgame-sim`` says so)."""
    if "stock_rebuilds" in {o.name for o in GAMES[game_id].options} and "stock_rebuilds" not in options:
        options["stock_rebuilds"] = SIM_STOCK_REBUILDS
        return True
    return False
