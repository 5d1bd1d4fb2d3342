"""Floating Bridge: expert variants against casual on the same deals, paired.

Each variant plays the same games as ``bot_strength.py`` (one expert and three casual bots, every deal
played from every seat: ``tournament.play_game`` with rotation), and the margins of a game (the expert's
score less the casual bots' mean, 4 deals a game) are paired game by game with the first variant's: the
difference's 95% interval says whether a change helps, with the luck of the cards taken out.

The expert thinks for ``--cpu`` seconds of *CPU* time a decision (not wall clock), so a busy machine
does not starve it, or for a fixed ``--samples`` count. A variant is ``name`` or
``name:ATTR=value,ATTR=value`` setting class attributes of ``ExpertAuctionBot``, or else constants of
``auction_expert`` (``FAST=0`` is the expert before the plain-list rollouts).

    python benchmarks/floating_duplicate.py --games 80 --cpu 0.1 --variants "old:FAST=0" "new"
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from cardgame_gui.bots import auction_expert, make_bot  # noqa: E402
from cardgame_gui.bots.auction_expert import ExpertAuctionBot  # noqa: E402
from cardgame_gui.bots.sampling import Budget  # noqa: E402
from cardgame_gui.engine import new_game  # noqa: E402
from cardgame_gui.playout import play_one  # noqa: E402
from cardgame_gui.tournament import deal_seed, interval, seating  # noqa: E402

LEVELS = ["expert", "casual", "casual", "casual"]
ROLES = ("declarer", "partner", "defender")


class CpuBudget(Budget):
    """Samples until ``seconds`` of this process's CPU time have passed (at least ``least``)."""

    def start(self):
        deadline = time.process_time() + self.seconds

        def more(done: int) -> bool:
            return done < self.least or (done < self.most and time.process_time() < deadline)
        return more


def configure(spec: str, cpu: float | None, samples: int | None) -> None:
    """Set the expert's budget and the variant's class attributes (in this process)."""
    ExpertAuctionBot.budget = Budget(None, most=samples) if samples else CpuBudget(cpu, most=4000)
    _, _, attrs = spec.partition(":")
    for item in filter(None, attrs.split(",")):
        name, value = item.split("=")
        owner = ExpertAuctionBot if hasattr(ExpertAuctionBot, name) else auction_expert
        setattr(owner, name, type(getattr(owner, name))(float(value)))


def decision_kind(view: dict) -> str:
    if view["phase"] == "calling":
        return "partner call"
    if view["phase"] == "bidding":
        return "bid or pass"
    if view["seat"] == view["declarer"]:
        return "card, as declarer"
    if view["partner"] == view["seat"]:
        return "card, as the called partner"
    return "card, defending, partner " + ("known" if view["partner_known"] else "secret")


PLAIN = (ExpertAuctionBot._race, ExpertAuctionBot._floating_bid)  # unwrapped (a worker plays many games)


def calibrating(log: list) -> None:
    """Make every expert decision log (kind, the chosen option's mean value over its samples, hand number):
    the value the expert expected (my points less the table's mean: +0.5 a won deal, -0.5 a lost one)."""
    race, bid = PLAIN

    def _race(self, view, choices, values):
        seen: dict[int, list[float]] = {}

        def counted(hands, cards):
            out = values(hands, cards)
            for card, value in zip(cards, out):
                seen.setdefault(card, []).append(value)
            return out
        best = race(self, view, choices, counted)
        if best in seen:
            log.append((decision_kind(view), sum(seen[best]) / len(seen[best]), view["hand_number"]))
        return best

    def _floating_bid(self, view, legal):
        action = bid(self, view, legal)
        log.append((decision_kind(view), self.notes["value"], view["hand_number"]))
        return action
    ExpertAuctionBot._race, ExpertAuctionBot._floating_bid = _race, _floating_bid


def one_game(job: tuple) -> tuple[float, list[tuple[str, bool]], list[tuple[str, float, float]]]:
    """One game as ``tournament.play_game`` plays it (the same deals, seats and bot seeds): the expert's
    margin, and per deal the expert's role and whether its side won. With ``oracle`` the expert's
    samples are the true deal (every "sampled" deal is the cards as they lie): an upper bound on what
    this search can make of the casual bots' cards. With ``calibrate``, per expert decision, its kind,
    the value it expected of its choice and the value its deal gave (``calibrating``)."""
    spec, cpu, samples, number, seed, deals, oracle, calibrate = job
    configure(spec, cpu, samples)
    log: list = []
    if calibrate:
        calibrating(log)
    entrant = seating(LEVELS, number, True)
    game = new_game("floating_bridge", 4, {"deals": deals}, seed=deal_seed(seed, number, 4, True))
    bots = [make_bot(LEVELS[entrant[s]], "floating_bridge", seed=(seed + number) * 31 + s) for s in range(4)]
    if oracle:
        auction_expert.sample_hands = lambda view, rng, infer=True: [sorted(h) for h in game.hands]
    play_one(game, bots)
    me = entrant.index(0)
    scores = game.scores()
    roles = []
    history = game.view(None)["history"]
    for row in history:
        role = "declarer" if row["declarer"] == me else "partner" if row["partner"] == me else "defender"
        roles.append((role, row["points"][me] > 0))
    outcomes = [(kind, expected, history[hand - 1]["points"][me] - sum(history[hand - 1]["points"]) / 4)
                for kind, expected, hand in log]
    return scores[me] - sum(scores[s] for s in range(4) if s != me) / 3, roles, outcomes


def calibration_lines(outcomes: list[tuple[str, float, float]]) -> list[str]:
    """By kind of decision: how many, the mean value the expert expected of its choice, the mean it got."""
    lines = []
    for kind in sorted({k for k, _, _ in outcomes}):
        rows = [(e, a) for k, e, a in outcomes if k == kind]
        expected, got = (sum(r[i] for r in rows) / len(rows) for i in (0, 1))
        lines.append(f"  {kind:<36} {len(rows):5d} decisions, expected {expected:+.3f}, got {got:+.3f}")
    return lines


def role_lines(roles: list[tuple[str, bool]]) -> str:
    """Deals by the expert's role: how many, and how many its side won."""
    parts = []
    for role in ROLES:
        mine = [won for r, won in roles if r == role]
        parts.append(f"{role} {sum(mine)}/{len(mine)}")
    won = sum(w for _, w in roles)
    return f"  deals won by role: {', '.join(parts)}; all {won}/{len(roles)} ({100 * won / max(1, len(roles)):.0f}%)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games a variant (a multiple of 4)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deals", type=int, default=4)
    parser.add_argument("--cpu", type=float, default=0.25, help="CPU seconds an expert decision")
    parser.add_argument("--samples", type=int, help="a fixed count of sampled deals a decision instead")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--variants", nargs="+", default=["old:FAST=0", "new"])
    parser.add_argument("--progress", type=int, default=0, help="print the running margin every N games")
    parser.add_argument("--oracle", action="store_true",
                        help="the expert samples the true deal (an upper bound on this search, not a fair bot)")
    parser.add_argument("--calibrate", action="store_true", help="by kind of decision, the value the expert "
                        "expected of its choice against the deal's outcome")
    args = parser.parse_args()
    budget = f"{args.samples} samples" if args.samples else f"{args.cpu} CPU s"
    print(f"{args.games} games a variant (seed {args.seed}, {args.deals} deals a game), expert budget {budget}"
          " a decision; margin = expert less the casual mean a game, 95% interval; diff = paired with the first")
    first = None
    for spec in args.variants:
        jobs = [(spec, args.cpu, args.samples, n, args.seed, args.deals, args.oracle, args.calibrate)
                for n in range(args.games)]
        began = time.perf_counter()
        margins = []
        roles = []
        outcomes = []
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            for margin, deal_roles, deal_outcomes in pool.map(one_game, jobs):
                margins.append(margin)
                roles += deal_roles
                outcomes += deal_outcomes
                if args.progress and len(margins) % args.progress == 0:
                    print(f"  {spec}: {len(margins)} games, margin {interval(margins)[0]:+.2f}; last "
                          + " ".join(f"{m:.2f}" for m in margins[-args.progress:]), flush=True)
        mean, half = interval(margins)
        deals = [sum(margins[i:i + 4]) / 4 for i in range(0, len(margins) - 3, 4)]
        line = f"{spec:<40} margin {mean:+.2f} ± {half:.2f} (± {interval(deals)[1]:.2f} over deals)"
        if first is None:
            first = margins
        else:
            diffs = [sum(margins[i:i + 4]) / 4 - sum(first[i:i + 4]) / 4 for i in range(0, len(margins) - 3, 4)]
            d, dh = interval(diffs)
            line += f"; diff {d:+.2f} ± {dh:.2f} over deals"
        print(line + f"  [{time.perf_counter() - began:.0f} s]", flush=True)
        print("\n".join([role_lines(roles)] + calibration_lines(outcomes)), flush=True)
        print("  margins " + " ".join(f"{m:.2f}" for m in margins), flush=True)


if __name__ == "__main__":
    main()
