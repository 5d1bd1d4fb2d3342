"""What one seat may be told about an action: card codes it must not learn are taken out (pure Python).

Views are already per seat (``game.view(seat)``). Actions and events are not: they are the engine's one
record of what happened. The host sends each seat the action and events with every code in
``must_not_learn`` replaced by ``null``:

    secret = must_not_learn(hidden_before, hidden_after, action)
    payload = scrub({"action": action, "events": events}, secret)

A card the seat could not see before the action and cannot see after it is a secret, unless the action
itself put it on the table (the card just played or discarded: at the end of a hand it is hidden again at
once, because the new deal gathered it, but it was played in front of everyone). Stock draws, dealt hands
and the holder of a called card therefore never reach another seat, whatever a future event carries.
"""

from __future__ import annotations

import json

from ..engine import new_game
from ..engine.cards import CODES

_CODES = frozenset(CODES)


def card_codes(value) -> set[str]:
    """Every string in a JSON-like value (keys included) that is a card code."""
    found: set[str] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if item in _CODES:
                found.add(item)
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return found


def must_not_learn(hidden_before: set[str], hidden_after: set[str], action: dict) -> set[str]:
    """The codes a seat must not be told about this action (see the module docstring)."""
    return (set(hidden_before) & set(hidden_after)) - card_codes(action)


def scrub(value, secret: set[str]):
    """A copy of a JSON-like value with every string in ``secret`` (value or key) replaced by ``None``
    (a key by ``"?"``)."""
    if not secret:
        return value
    if isinstance(value, str):
        return None if value in secret else value
    if isinstance(value, dict):
        return {("?" if k in secret else k): scrub(v, secret) for k, v in value.items()}
    if isinstance(value, list):
        return [scrub(v, secret) for v in value]
    return value


LOG_CHUNK = 32 * 1024  # bytes of JSON at most in one ``log`` message (a frame holds 64 KiB)


def history_for_seat(game, seat: int | None) -> tuple[list[dict], list[list]]:
    """``(events, moves)``: every event of ``game`` so far as ``seat`` (None: a spectator) may see it, each
    action's events scrubbed as they were when it happened (the game log a rejoin or a spectator gets), and
    every move ``[seat, action]`` scrubbed the same way (what a client replays to check the deal from where it
    came in: ``deal_check.verify``'s ``earlier``). The game is played again from its deal on a copy (engine API
    only); the game itself is not touched."""
    again = new_game(game.info.id, game.players, game.options, game.seed, game.deal_spec)
    events: list[dict] = []
    moves: list[list] = []
    hidden = set(again.hidden_cards(seat))
    for who, action in game.log:
        happened = again.apply(who, action)
        now = set(again.hidden_cards(seat))
        secret = must_not_learn(hidden, now, action)
        events += scrub(happened, secret)
        moves.append([who, scrub(action, secret)])
        hidden = now
    return events, moves


def events_for_seat(game, seat: int | None) -> list[dict]:
    """The events of ``history_for_seat``."""
    return history_for_seat(game, seat)[0]


def log_chunks(items: list) -> list[list]:
    """``items`` (events, or moves) cut into lists of at most ``LOG_CHUNK`` bytes of JSON each (one item
    always fits)."""
    chunks: list[list] = []
    size = 0
    for item in items:
        length = len(json.dumps(item, separators=(",", ":"))) + 1
        if not chunks or size + length > LOG_CHUNK:
            chunks.append([])
            size = 0
        chunks[-1].append(item)
        size += length
    return chunks
