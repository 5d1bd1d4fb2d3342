"""How long a LAN client takes to check the host's deal at game over (net/deal_check.py), and what it keeps.

    python benchmarks/deal_check_speed.py [--games 3] [--seconds 120]

For each of the five games at its default table (casual bots, default options): play whole games with the
engine, record what one seat is told exactly as the host tells it (the actions, the view at the start and
after each action, the events scrubbed for that seat), then time ``verify`` over it. The check runs once,
on the GUI thread, when ``reveal`` arrives; target: under 0.5 s for a whole game. Also prints the number of
actions, what a client keeps for the check (actions and events as JSON, a 32-byte fingerprint and the hand
of each view) and, for comparison, the views themselves as JSON. Bounded by ``--games`` per game
and ``--seconds`` in all. Pure Python: no Qt, no sockets.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardgame_gui.bots import make_bot  # noqa: E402
from cardgame_gui.engine import GAMES, new_game  # noqa: E402
from cardgame_gui.net.deal_check import commit, fingerprint, verify  # noqa: E402
from cardgame_gui.net.filtering import must_not_learn, scrub  # noqa: E402

MAX_ACTIONS = 20000


def wire(value):
    return json.loads(json.dumps(value))


def played(game_id: str, seed: int, seat: int = 0):
    game = new_game(game_id, None, {}, seed)
    bots = {s: make_bot("casual", game_id, seed=seed * 31 + s) for s in range(game.players)}
    actions, views, events = [], [wire(game.view(seat))], []
    while not game.over and len(actions) < MAX_ACTIONS:
        who = game.to_act()[0]
        action = bots[who].choose(game.view(who), game.legal_actions(who))
        before = set(game.hidden_cards(seat))
        produced = game.apply(who, action)
        secret = must_not_learn(before, set(game.hidden_cards(seat)), action)
        actions.append(wire([who, scrub(action, secret)]))  # as the seat gets them: through JSON
        events.append(wire(scrub(produced, secret)))
        views.append(wire(game.view(seat)))
    return game, actions, views, events


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=120.0)
    args = parser.parse_args()
    deadline = time.monotonic() + args.seconds
    print(f"{'game':<16} {'games':>5} {'actions':>8} {'kept KiB':>9} {'(views KiB)':>11} {'verify ms median':>17} "
          f"{'worst':>7}")
    for game_id in sorted(GAMES):
        times, lengths, sizes, whole = [], [], [], []
        for seed in range(1, args.games + 1):
            if time.monotonic() > deadline:
                break
            game, actions, views, events = played(game_id, seed)
            if not game.over:
                continue
            salt, digest = commit(game.seed)
            start = time.perf_counter()
            ok, sentence = verify(digest, game.seed, salt, game_id, game.players, game.options, actions, seat=0,
                                  views=views, events=events, scores=game.scores())
            times.append((time.perf_counter() - start) * 1000)
            if not ok:
                print(f"{game_id}: NOT VERIFIED: {sentence}")
                return 1
            lengths.append(len(actions))
            kept = [fingerprint(view) for view in views]  # what RemoteGame keeps of each view
            sizes.append((len(json.dumps([actions, events, [hand for hand, _ in kept]])) + 32 * len(kept)) / 1024)
            whole.append(len(json.dumps(views)) / 1024)
        if times:
            print(f"{game_id:<16} {len(times):>5} {statistics.median(lengths):>8.0f} {statistics.median(sizes):>9.0f} "
                  f"{statistics.median(whole):>11.0f} "
                  f"{statistics.median(times):>17.0f} {max(times):>7.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
