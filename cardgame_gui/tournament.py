"""Bot-against-bot statistics for ``cardgame-sim``: seats rotated, 95% intervals, both cores.

    cardgame-sim --game devils_bridge --bots expert,casual,casual,casual --games 200 --rotate --jobs 2

The ``--bots`` list names *entrants*, one per seat. With ``--rotate`` game ``i`` is deal ``seed + i //
players`` with the entrants moved ``i % players`` seats round the table, so every entrant plays every
deal from every seat (a duplicate tournament: luck of the cards cancels). Each entrant's mean score and
win rate (a tie shares the win as a fraction) come with 95% intervals (mean ± 1.96 standard errors over
games; with ``--rotate`` also over whole deals, the duplicate design's interval: the games of a deal
share its luck, the deals are independent); the *margin* is the first entrant's score less the mean of
the others' (partnership games: the first entrant's side less the other side), positive when the first
entrant does better (Contract Rummy counts penalty points, so there the sign is turned; in a partnership
game a side's win counts for both partners). Oh Hell games add each entrant's exact-bid rate; Reverse
Bridge adds, per bidding side's entrant, the share of hands whose takers finish exactly on the level.
"""

from __future__ import annotations

import math
from concurrent.futures import ProcessPoolExecutor

from .bots import make_bot
from .engine import new_game
from .playout import cap_rebuilds, play_one

PARTNERSHIP = {"reverse_bridge": ((0, 2), (1, 3))}
OH_HELL = ("devils_bridge", "german_bridge")


def seating(levels: list[str], game_number: int, rotate: bool) -> list[int]:
    """Entrant index per seat for this game (entrant ``e`` sits at ``(e + shift) % players``)."""
    n = len(levels)
    shift = game_number % n if rotate else 0
    return [(seat - shift) % n for seat in range(n)]


def deal_seed(seed: int, game_number: int, players: int, rotate: bool) -> int:
    return seed + (game_number // players if rotate else game_number)


def play_game(job: tuple) -> dict:
    """One game, reported per entrant (picklable in and out, for ``--jobs``)."""
    game_id, players, options, seed, levels, number, rotate = job
    entrant = seating(levels, number, rotate)
    game = new_game(game_id, players, options, seed=deal_seed(seed, number, players, rotate))
    bots = [make_bot(levels[entrant[s]], game_id, seed=(seed + number) * 31 + s) for s in range(players)]
    play_one(game, bots)
    scores = game.scores()
    winners = game.winners()
    record = {"score": [0.0] * players, "win": [0.0] * players, "exact": [[0, 0] for _ in range(players)],
              "level_exact": {}, "hands": 0, "went_out": 0}
    sides = PARTNERSHIP.get(game_id)
    won = {next(i for i, side in enumerate(sides) if s in side) for s in winners} if sides else set(winners)
    record["lowest_wins"] = game.lowest_wins
    for seat in range(players):
        record["score"][entrant[seat]] = scores[seat]
        mine = next(i for i, side in enumerate(sides) if seat in side) if sides else seat
        if mine in won:
            record["win"][entrant[seat]] = 1 / len(won)
    history = game.view(None).get("history", [])
    record["hands"] = len(history)
    record["went_out"] = sum(1 for row in history if row.get("ended") == "out")
    for row in history:
        if game_id in OH_HELL:
            for seat in range(players):
                hits = record["exact"][entrant[seat]]
                hits[0] += row["bids"][seat] == row["tricks"][seat]
                hits[1] += 1
        elif game_id == "reverse_bridge":
            level = levels[entrant[row["bidding_side"][0]]]
            hits = record["level_exact"].setdefault(level, [0, 0])
            hits[0] += row["takers_tricks"] == row["contract"]["level"]
            hits[1] += 1
    return record


def interval(values: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% interval (normal approximation)."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, float("inf")
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def margin_of(game_id: str, record: dict, players: int) -> float:
    score = record["score"]
    if game_id in PARTNERSHIP:
        # entrants 0 and 2 sit together whatever the rotation (it shifts by whole seats)
        mine = [e for e in range(players) if e % 2 == 0]
        theirs = [e for e in range(players) if e % 2 == 1]
        margin = sum(score[e] for e in mine) / len(mine) - sum(score[e] for e in theirs) / len(theirs)
    else:
        margin = score[0] - sum(score[1:]) / (players - 1)
    return -margin if record["lowest_wins"] else margin


def run(game_id: str, players: int, games: int, seed: int, options: dict, levels: list[str],
        rotate: bool = False, jobs: int = 1) -> dict:
    import time

    jobs_list = [(game_id, players, options, seed, levels, number, rotate) for number in range(games)]
    began = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            records = list(pool.map(play_game, jobs_list, chunksize=max(1, games // (4 * jobs))))
    else:
        records = [play_game(job) for job in jobs_list]
    elapsed = time.perf_counter() - began
    entrants = []
    for e in range(players):
        mean, half = interval([r["score"][e] for r in records])
        win, win_half = interval([r["win"][e] for r in records])
        hits = [sum(r["exact"][e][i] for r in records) for i in (0, 1)]
        entrants.append({"entrant": e, "bot": levels[e], "mean_score": mean, "score_95": half,
                         "win_rate": win, "win_95": win_half,
                         "exact_bid_rate": hits[0] / hits[1] if hits[1] else None})
    margins = [margin_of(game_id, r, players) for r in records]
    margin, margin_half = interval(margins)
    # seats rotated: the games of one deal are not independent (the deal's luck is shared); the means of
    # whole deals are, and their interval is the duplicate design's own (luck of the cards cancelled)
    blocks = [sum(margins[i:i + players]) / players for i in range(0, games - games % players, players)]
    deal_half = interval(blocks)[1] if rotate and len(blocks) >= 2 else None
    level_exact = {}
    for r in records:
        for level, (hit, total) in r["level_exact"].items():
            sums = level_exact.setdefault(level, [0, 0])
            sums[0] += hit
            sums[1] += total
    hands = sum(r["hands"] for r in records)
    return {"game": game_id, "players": players, "games": games, "seed": seed, "options": options,
            "bots": levels, "rotate": rotate, "jobs": jobs, "entrants": entrants,
            "margin": margin, "margin_95": margin_half, "margin_95_by_deal": deal_half,
            "partnership": game_id in PARTNERSHIP,
            "takers_exact": {level: hit / total for level, (hit, total) in level_exact.items()},
            "hands": hands, "went_out": sum(r["went_out"] for r in records), "seconds": elapsed}


def report(result: dict) -> str:
    """The entrants' figures as the player reads them, in the player's language."""
    from .cli import options_text
    from .i18n import game_name, translate

    if result["rotate"]:
        title = translate("SimReport", "{game}: {players} players, %n game(s), seed {seed}, options {options}, "
                                       "seats rotated", result["games"])
    else:
        title = translate("SimReport", "{game}: {players} players, %n game(s), seed {seed}, options {options}, "
                                       "seats fixed", result["games"])
    lines = [title.format(game=game_name(result["game"]), players=result["players"], seed=result["seed"],
                          options=options_text(result["options"]))]
    heads = [translate("SimReport", "entrant"), translate("SimReport", "bot"), translate("SimReport", "mean score"),
             translate("SimReport", "win rate"), translate("SimReport", "exact bids")]
    entrant, bot, mean, rate, exact = (max(least, len(head) + gap) for least, head, gap in
                                       zip((7, 8, 18, 18, 13), heads, (0, 1, 1, 1, 3)))
    exact_bids = result["game"] in OH_HELL
    lines.append(f"{heads[0]:>{entrant}}  {heads[1]:<{bot}}{heads[2]:>{mean}}{heads[3]:>{rate}}"
                 + (f"{heads[4]:>{exact}}" if exact_bids else ""))
    for row in result["entrants"]:
        line = (f"{row['entrant']:>{entrant}}  {row['bot']:<{bot}}{row['mean_score']:>{mean - 8}.1f} ± "
                f"{row['score_95']:<5.1f}{row['win_rate']:>{rate - 8}.1%} ± {row['win_95']:<5.1%}")
        if row["exact_bid_rate"] is not None:
            line += f"{row['exact_bid_rate']:>{exact}.1%}"
        lines.append(line)
    if result["partnership"]:
        who = translate("SimReport", "side of entrants 0+2 less the other side")
    else:
        who = translate("SimReport", "entrant 0 less the others' mean")
    margin = {"who": who, "margin": f"{result['margin']:+.2f}", "half": f"{result['margin_95']:.2f}"}
    if result.get("margin_95_by_deal"):
        lines.append(translate("SimReport", "margin ({who}): {margin} ± {half} a game (95%); ± {deals} over whole "
                                            "deals").format(deals=f"{result['margin_95_by_deal']:.2f}", **margin))
    else:
        lines.append(translate("SimReport", "margin ({who}): {margin} ± {half} a game (95%)").format(**margin))
    for level, share in sorted(result["takers_exact"].items()):
        lines.append(translate("SimReport", "takers exactly on the level when {level} bid: {share}").format(
            level=level, share=f"{share:.1%}"))
    if result["went_out"]:
        lines.append(translate("SimReport", "rounds ended by going out: {out} of {hands}").format(
            out=result["went_out"], hands=result["hands"]))
    lines.append(translate("SimReport", "{hands} hands in {seconds} s with %n job(s)", result["jobs"]).format(
        hands=result["hands"], seconds=f"{result['seconds']:.1f}"))
    return "\n".join(lines)


def main(args) -> int:
    """``cardgame-sim`` with ``--bots``, ``--rotate`` or ``--jobs`` (``args`` as sim.py parsed them)."""
    import json
    import sys

    from .cli import sim_table

    try:
        players, levels, options = sim_table(args)  # the checks cardgame-sim makes, written once
        if not 1 <= args.jobs <= 64:
            from .i18n import translate

            raise ValueError(translate("CommandLine", "--jobs must be 1 to 64, not {jobs}").format(jobs=args.jobs))
        cap_rebuilds(args.game, options)  # as sim.py: every round ends (the report shows the options)
        result = run(args.game, players, args.games, args.seed, options, levels, args.rotate, args.jobs)
    except ValueError as exc:
        print(f"cardgame-sim: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(result, indent=2) if args.json else report(result))
    return 0
