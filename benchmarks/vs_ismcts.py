"""Our Oh Hell bot against OpenSpiel's IS-MCTS at equal thinking time: a duplicate match.

Each deal (4 players, ``--cards`` cards a seat, a turned card names trumps, the dealer hooked, scoring
1 a trick + 10 when exact — Devil's Bridge's ``trick_plus_ten``, OpenSpiel's ``oh_hell`` defaults) is
played twice: our bot in seats 0 and 2 and ``pyspiel.ISMCTSBot`` in 1 and 3, then the pairs of seats
swapped. The deal's margin is our mean points per seat-hand less IS-MCTS's over its eight seat-hands, so
the luck of the cards cancels; the 95% interval is over deals (1.96 standard errors).

Both engines play every game in lockstep: our engine (``devils_bridge`` dealt with ``deal=``) and
OpenSpiel's C++ ``oh_hell``. Before every decision the legal sets must agree, and at the end the scores:
a disagreement stops the run. Our bot sees its view and the legal actions only.

What IS-MCTS knows. ``ISMCTSBot`` draws each simulation's world with the game's
``ResampleFromInfostate``, and OpenSpiel's ``oh_hell`` (2.0.2) only shuffles the other seats' real cards
among them: no card left undealt ever reaches another seat's hand in its samples (``resampler_leak``
prints the count at start), so a search handed the real state knows which cards are in play — with 7
cards a seat, which 21 of the 45 it cannot see. By default (``--deals-for-ismcts decoy``) each IS-MCTS
decision is therefore split over ``--decoys`` searches, each handed a decoy state: its own hand and every
card played where they are, the other seats' unplayed cards drawn afresh from all it has not seen with
no seat given a suit it has shown out of (uniformly among such deals: ``draw_respecting_voids``), the
bids and play replayed, every action checked against ``legal_actions()`` (``apply_action`` takes an
illegal one silently) and its information state checked equal to the real one. Within a search its
resampler shuffles the decoy's cards among the other seats, ignoring voids (so says its source); the
searches' shares of visits are added and the most visited action is played (root-parallel IS-MCTS over
decoy deals). ``--deals-for-ismcts openspiel`` plays the stock bot on the real state, leak and all.

Equal time: our bot thinks for at most ``--seconds`` a decision (its sampling budget, wall clock; the
expert stops sooner when one choice is clearly best); IS-MCTS
(random-rollout evaluator, one rollout, UCT c = 2, max-visit final policy) gets a wall-clock limit equal
to the mean time our bot has taken per decision so far in that worker process (``--seconds`` before the
first), so over a run both spend the same time thinking. Both run in the same process, one after the
other, so a busy machine slows both alike; the CPU seconds of each are printed as well.

OpenSpiel is never a dependency of the app. Run with a Python that has it:

    python3 -m venv ~/osvenv && ~/osvenv/bin/pip install open_spiel
    PYTHONPATH=. nice -n 10 ~/osvenv/bin/python benchmarks/vs_ismcts.py --deals 400 --workers 2
    PYTHONPATH=. ~/osvenv/bin/python benchmarks/vs_ismcts.py --quick          # a few minutes on a laptop
    PYTHONPATH=. ~/osvenv/bin/python benchmarks/vs_ismcts.py --cards 10 --deals 400 --workers 2
    PYTHONPATH=. ~/osvenv/bin/python benchmarks/vs_ismcts.py --deals-for-ismcts openspiel   # the leak
"""

from __future__ import annotations

import argparse
import functools
import math
import multiprocessing
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from cardgame_gui.bots import make_bot  # noqa: E402
from cardgame_gui.bots.sampling import Budget  # noqa: E402
from cardgame_gui.engine import CODES, new_game  # noqa: E402
from cardgame_gui.engine.cards import RANKS, SUITS, card_int  # noqa: E402

try:
    import pyspiel
except ImportError:  # checked in main(): the message says how to get it
    pyspiel = None

PLAYERS = 4
OPTIONS = {"scoring": "trick_plus_ten", "hook": True, "bid_changes": False, "forehead_last_hand": False,
           "sequence": "up_down"}
OS_SUITS = "CDSH"  # oh_hell's card a = rank * 4 + suit, suits in this order (checked at start: check_cards)
OS_BID_BASE = 52  # oh_hell's bid b is action 52 + b


class Disagreement(Exception):
    """The two engines disagree on a legal set or a score: the comparison would be of engines, not bots."""


def to_os(card: int) -> int:
    return (card % 13) * 4 + OS_SUITS.index(SUITS[card // 13])


def check_cards() -> None:
    """Our reading of OpenSpiel's card numbering agrees with its own names for every card."""
    state = pyspiel.load_game("oh_hell", {"players": PLAYERS, "num_tricks_fixed": 1}).new_initial_state()
    state.apply_action(1)
    state.apply_action(0)
    for card in range(52):
        name = state.action_to_string(pyspiel.PlayerId.CHANCE, to_os(card))
        if name != SUITS[card // 13] + RANKS[card % 13]:
            raise Disagreement(f"OpenSpiel calls card {to_os(card)} {name}, we expected {CODES[card]}")


def resampler_leak(samples: int = 200) -> tuple[float, float]:
    """(undealt cards OpenSpiel's resampler put in the other seats' hands, the number a fair draw would
    put there), each a mean over ``samples`` resamples of a 7-card deal's first bidder."""
    cards = 7
    dealer, hands, turned = deal_for(0, 0, cards)
    state = os_state(pyspiel.load_game("oh_hell", {"players": PLAYERS, "num_tricks_fixed": cards}), cards,
                     dealer, hands, turned)
    seat = state.current_player()
    dealt = {to_os(c) for hand in hands for c in hand}
    placed = 0
    for i in range(samples):
        world = state.resample_from_infostate(seat, pyspiel.UniformProbabilitySampler(i, 0.0, 1.0))
        placed += sum(a not in dealt for a in world.history()[2:2 + PLAYERS * cards])
    unseen, undealt = 52 - cards - 1, 52 - PLAYERS * cards - 1
    return placed / samples, (PLAYERS - 1) * cards * undealt / unseen


def deal_for(seed: int, number: int, cards: int) -> tuple[int, list[list[int]], int]:
    """(dealer, four hands, turned card) of deal ``number``."""
    rng = random.Random(seed * 1_000_003 + number)
    deck = list(range(52))
    rng.shuffle(deck)
    hands = [sorted(deck[s:PLAYERS * cards:PLAYERS]) for s in range(PLAYERS)]
    return rng.randrange(PLAYERS), hands, deck[PLAYERS * cards]


def os_state(game, cards: int, dealer: int, hands: list[list[int]], turned: int):
    state = game.new_initial_state()
    apply_checked(state, cards)
    apply_checked(state, dealer)
    for i in range(PLAYERS * cards):  # oh_hell deals card i to player i % players
        apply_checked(state, to_os(hands[i % PLAYERS][i // PLAYERS]))
    apply_checked(state, to_os(turned))
    return state


def to_os_action(action: dict) -> int:
    if action["type"] == "bid":
        return OS_BID_BASE + action["tricks"]
    return to_os(card_int(action["card"]))


_our_time = {"total": 0.0, "count": 0}  # this worker's decisions so far: IS-MCTS gets their mean


def ismcts_visits(state, seed: int, limit: float, times: dict) -> dict[int, float]:
    """IS-MCTS's share of visits per action after ``limit`` seconds. On a busy machine the process may
    get no CPU before the limit passes; IS-MCTS then fails for want of a single simulation, and is given
    100 (counted)."""
    def bot(simulations: int, seconds: float):
        return pyspiel.ISMCTSBot(seed, pyspiel.RandomRolloutEvaluator(1, seed), 2.0, simulations, -1,
                                 pyspiel.ISMCTSFinalPolicyType.NORMALIZED_VISIT_COUNT, False, False, seconds)
    try:
        policy, _ = bot(10_000_000, limit).step_with_policy(state)
    except pyspiel.SpielError as exc:
        if "total_visits" not in str(exc):
            raise
        times["starved"] += 1
        policy, _ = bot(100, -1.0).step_with_policy(state)
    return dict(policy)


def most_visited(visits: dict[int, float]) -> int:
    return max(sorted(visits), key=lambda a: visits[a])


def apply_checked(state, action: int) -> None:
    """``state.apply_action(action)`` once ``action`` is among its legal actions: OpenSpiel's ``oh_hell``
    applies an illegal action without a word (a card outside the legal set, say)."""
    if action not in state.legal_actions():
        raise Disagreement(f"OpenSpiel was about to apply the illegal action {action} "
                           f"({state.action_to_string(state.current_player(), action)})")
    state.apply_action(action)


def shown_voids(plays: list[tuple[int, int]]) -> dict[int, set[int]]:
    """The suits each seat has shown out of: ``plays`` are the (seat, OpenSpiel card) of the play so far in
    order, four to a trick; a seat that did not follow the suit led holds none of it."""
    voids: dict[int, set[int]] = {}
    for start in range(0, len(plays), PLAYERS):
        led = plays[start][1] % 4
        for seat, card in plays[start + 1:start + PLAYERS]:
            if card % 4 != led:
                voids.setdefault(seat, set()).add(led)
    return voids


def draw_respecting_voids(unseen: list[int], needs: dict[int, int], voids: dict[int, set[int]],
                          rng: random.Random, tries: int = 100) -> dict[int, list[int]]:
    """``needs[s]`` cards for each seat ``s`` from ``unseen`` (OpenSpiel cards; the rest stay undealt), no
    seat given a suit in ``voids[s]``: uniformly among every such deal. Up to ``tries`` plain draws are
    made and the first that fits is kept (rejection: uniform); then ``exact_draw`` (also uniform, so the
    mixture is). Not the bots' ``sampling.deal_unseen``: that one fills the most constrained seat first (not
    quite uniform) and drops the voids after a few failed tries; the opponent gets the exact draw."""
    seats = sorted(needs)
    rest = len(unseen) - sum(needs.values())
    if rest < 0:
        raise ValueError(f"{sum(needs.values())} cards wanted from {len(unseen)}")
    for _ in range(tries):
        drawn = rng.sample(unseen, len(unseen) - rest)
        hands, start = {}, 0
        for s in seats:
            hands[s], start = drawn[start:start + needs[s]], start + needs[s]
        if all(c % 4 not in voids.get(s, ()) for s in seats for c in hands[s]):
            return hands
    return exact_draw(unseen, needs, voids, rng)


def exact_draw(unseen: list[int], needs: dict[int, int], voids: dict[int, set[int]],
               rng: random.Random) -> dict[int, list[int]]:
    """``draw_respecting_voids`` without rejection, one suit after another: its cards are split between the
    seats allowed it and the undealt rest with the chance of the number of whole deals that split leaves."""
    seats = sorted(needs)
    rest = len(unseen) - sum(needs.values())
    by_suit = [[c for c in unseen if c % 4 == suit] for suit in range(4)]
    holders = seats + [None]  # None: left undealt, void in nothing
    allowed = [[h is None or suit not in voids.get(h, ()) for h in holders] for suit in range(4)]

    def splits(suit: int, room: tuple[int, ...]):
        """Every way to share suit ``suit``'s cards among the holders within ``room``: (counts, deals)."""
        def share(i: int, left: int):
            if i == len(holders) - 1:
                if left <= room[i] and (left == 0 or allowed[suit][i]):
                    yield (left,)
                return
            for k in range(min(left, room[i]) + 1 if allowed[suit][i] else 1):
                for tail in share(i + 1, left - k):
                    yield (k,) + tail
        n = len(by_suit[suit])
        for counts in share(0, n):
            ways = math.factorial(n)
            for k in counts:
                ways //= math.factorial(k)
            yield counts, ways

    @functools.lru_cache(maxsize=None)
    def deals(suit: int, room: tuple[int, ...]) -> int:
        if suit == 4:
            return int(not any(room))
        return sum(ways * deals(suit + 1, tuple(r - k for r, k in zip(room, counts)))
                   for counts, ways in splits(suit, room))

    room = tuple(needs[s] for s in seats) + (rest,)
    if not deals(0, room):
        raise Disagreement(f"no deal of {len(unseen)} unseen cards fits the voids {voids}")
    hands: dict[int, list[int]] = {s: [] for s in seats}
    for suit in range(4):
        options = [(counts, ways * deals(suit + 1, tuple(r - k for r, k in zip(room, counts))))
                   for counts, ways in splits(suit, room)]
        pick = rng.randrange(sum(weight for _, weight in options))
        for counts, weight in options:
            if pick < weight:
                break
            pick -= weight
        cards = list(by_suit[suit])
        rng.shuffle(cards)
        for holder, k in zip(holders, counts):
            if holder is not None:
                hands[holder] += cards[:k]
            cards = cards[k:]
        room = tuple(r - k for r, k in zip(room, counts))
    return hands


def decoy_state(os_game, state, seat: int, cards: int, rng: random.Random):
    """``state`` as ``seat`` knows it: its own hand and every card played where they are, the other seats'
    unplayed cards drawn afresh from all the cards ``seat`` has not seen (the undealt ones too) with no
    seat given a suit it has shown out of, the bids and the play replayed, each action checked legal.
    OpenSpiel's ``oh_hell`` resampler only shuffles the other seats' real cards among them, so a search
    given the real state would know which cards are in play."""
    history = state.history()
    deal_end = 2 + PLAYERS * cards  # number of tricks, dealer, the cards dealt one by one
    turned = history[deal_end]
    dealt = [history[2 + i::PLAYERS][:cards] for i in range(PLAYERS)]
    plays = [(step.player, step.action) for step in state.full_history()[deal_end + 1:]
             if step.action < OS_BID_BASE]
    played = {card for _, card in plays}
    unseen = [c for c in range(52) if c != turned and c not in dealt[seat] and c not in played]
    needs = {s: sum(c not in played for c in dealt[s]) for s in range(PLAYERS) if s != seat}
    drawn = draw_respecting_voids(unseen, needs, shown_voids(plays), rng)
    hands = [list(dealt[s]) if s == seat else [c for c in dealt[s] if c in played] + drawn[s]
             for s in range(PLAYERS)]
    decoy = os_game.new_initial_state()
    for action in history[:2]:
        apply_checked(decoy, action)
    for i in range(PLAYERS * cards):
        apply_checked(decoy, hands[i % PLAYERS][i // PLAYERS])
    for action in history[deal_end:]:
        apply_checked(decoy, action)
    if decoy.information_state_string(seat) != state.information_state_string(seat):
        raise Disagreement(f"the decoy deal does not match what seat {seat} knows")
    return decoy


def ismcts_move(state, seed: int, limit: float, times: dict, args: argparse.Namespace, os_game) -> int:
    """IS-MCTS's choice within ``limit`` seconds: on the real state (``--deals-for-ismcts openspiel``:
    its own resampler, which knows which cards are in play) or, by default, split over ``--decoys``
    searches each on a decoy state (``decoy_state``), their shares of visits added up."""
    if args.deals_for_ismcts == "openspiel":
        return most_visited(ismcts_visits(state, seed, limit, times))
    seat, rng = state.current_player(), random.Random(seed)
    total: dict[int, float] = {}
    for k in range(args.decoys):
        decoy = decoy_state(os_game, state, seat, args.cards, rng)
        for action, share in ismcts_visits(decoy, seed + k, limit / args.decoys, times).items():
            total[action] = total.get(action, 0.0) + share
    return most_visited(total)


def play_game(args: argparse.Namespace, number: int, ours: tuple[int, ...], deal) -> dict:
    dealer, hands, turned = deal
    os_game = pyspiel.load_game("oh_hell", {"players": PLAYERS, "num_tricks_fixed": args.cards})
    state = os_state(os_game, args.cards, dealer, hands, turned)
    game = new_game("devils_bridge", PLAYERS, OPTIONS, seed=number,
                    deal={"hand": args.cards, "dealer": dealer, "hands": [[CODES[c] for c in h] for h in hands],
                          "turned": CODES[turned]})
    seed = args.seed * 7919 + number * 4 + ours[0]
    bots = {}
    for seat in range(PLAYERS):
        if seat in ours:
            bot = make_bot(args.level, "devils_bridge", seed=seed * 10 + seat)
            if hasattr(bot, "budget"):
                bot.budget = Budget(args.seconds, most=bot.budget.most)
            bots[seat] = bot
    times = {"ours": [], "theirs": [], "ours_cpu": 0.0, "theirs_cpu": 0.0, "starved": 0}
    while not game.history:
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        if state.current_player() != seat:
            raise Disagreement(f"deal {number}: OpenSpiel has player {state.current_player()} to act, we {seat}")
        if sorted(to_os_action(a) for a in legal) != sorted(state.legal_actions()):
            raise Disagreement(f"deal {number}: legal sets differ for seat {seat}: ours {legal}, OpenSpiel "
                               f"{[state.action_to_string(seat, a) for a in state.legal_actions()]}")
        began, cpu = time.perf_counter(), time.process_time()
        if seat in ours:
            action = bots[seat].choose(game.view(seat), legal)
            move = to_os_action(action)
            side = "ours"
        else:
            limit = _our_time["total"] / _our_time["count"] if _our_time["count"] else args.seconds
            limit = max(limit, 0.002)  # IS-MCTS fails when no simulation at all fits in its time
            move = (ismcts_move(state, seed * 10 + seat, limit, times, args, os_game) if len(legal) > 1
                    else state.legal_actions()[0])
            action = next(a for a in legal if to_os_action(a) == move)
            side = "theirs"
        if len(legal) > 1:
            spent = time.perf_counter() - began
            times[side].append(spent)
            times[side + "_cpu"] += time.process_time() - cpu
            if side == "ours":
                _our_time["total"] += spent
                _our_time["count"] += 1
        game.apply(seat, action)
        apply_checked(state, move)
    scored = game.history[0]
    if not state.is_terminal() or [int(r) for r in state.returns()] != scored["points"]:
        raise Disagreement(f"deal {number}: scores differ: ours {scored['points']}, OpenSpiel {state.returns()}")
    return {"points": scored["points"], "exact": [b == t for b, t in zip(scored["bids"], scored["tricks"])],
            "over": [t > b for b, t in zip(scored["bids"], scored["tricks"])], "bids": scored["bids"],
            "tricks": scored["tricks"],
            "ours": ours, "times": times}


def play_deal(job: tuple) -> dict:
    args, number = job
    deal = deal_for(args.seed, number, args.cards)
    games = [play_game(args, number, seats, deal) for seats in ((0, 2), (1, 3))]
    record = {"ours": [], "theirs": [], "ours_exact": [], "theirs_exact": [], "ours_over": [], "theirs_over": [],
              "ours_bid": [], "theirs_bid": [], "ours_pairs": [], "theirs_pairs": [],
              "ours_times": [], "theirs_times": [], "ours_cpu": 0.0, "theirs_cpu": 0.0, "starved": 0}
    for g in games:
        for seat in range(PLAYERS):
            side = "ours" if seat in g["ours"] else "theirs"
            record[side].append(g["points"][seat])
            record[side + "_exact"].append(g["exact"][seat])
            record[side + "_over"].append(g["over"][seat])
            record[side + "_bid"].append(g["bids"][seat])
            record[side + "_pairs"].append((g["bids"][seat], g["tricks"][seat]))
        record["starved"] += g["times"]["starved"]
        for side in ("ours", "theirs"):
            record[side + "_times"] += g["times"][side]
            record[side + "_cpu"] += g["times"][side + "_cpu"]
    record["margin"] = statistics.mean(record["ours"]) - statistics.mean(record["theirs"])
    return record


def interval(values: list[float]) -> float:
    return 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("nan")


def time_line(label: str, times: list[float], cpu: float) -> str:
    ordered = sorted(times)
    return (f"  {label:<8} {len(times):6d} decisions: median {statistics.median(ordered) * 1000:5.0f} ms, "
            f"mean {statistics.mean(ordered) * 1000:5.0f} ms, 90% {ordered[int(0.9 * (len(ordered) - 1))] * 1000:5.0f}"
            f" ms, max {ordered[-1] * 1000:5.0f} ms; CPU {cpu / len(times) * 1000:5.0f} ms a decision")


def report(records: list[dict], args: argparse.Namespace, seconds: float) -> None:
    ours = [p for r in records for p in r["ours"]]
    theirs = [p for r in records for p in r["theirs"]]
    margins = [r["margin"] for r in records]
    margin = statistics.mean(margins)
    half = interval(margins)
    verdict = "clear of zero" if margin - half > 0 else ("NOT clear of zero" if margin + half > 0 else "behind")
    exact, over, bid = ({side: statistics.mean([e for r in records for e in r[side + kind]]) for side in ("ours", "theirs")}
                        for kind in ("_exact", "_over", "_bid"))
    searched = (f"{args.decoys} decoy deals a decision" if args.deals_for_ismcts == "decoy"
                else "OpenSpiel's resampler: it knows which cards are in play")
    print(f"{len(records)} deals x 2 games, {args.cards} cards, {args.level} vs IS-MCTS ({searched}), "
          f"{args.workers} worker(s), {seconds:.0f} s")
    print(f"  points per seat per hand: ours {statistics.mean(ours):.2f}, IS-MCTS {statistics.mean(theirs):.2f}")
    print(f"  margin {margin:+.2f} ± {half:.2f} (95% over deals: {verdict})")
    print(f"  exact bids: ours {exact['ours']:.0%}, IS-MCTS {exact['theirs']:.0%}; took more than bid: ours "
          f"{over['ours']:.0%}, IS-MCTS {over['theirs']:.0%}; mean bid (the same hands): ours {bid['ours']:.2f}, "
          f"IS-MCTS {bid['theirs']:.2f}")
    rows = []
    for bid in range(args.cards + 1):
        cells = []
        for side in ("ours", "theirs"):
            pairs = [t for r in records for b, t in r[side + "_pairs"] if b == bid]
            cells.append(f"{sum(t == bid for t in pairs) / len(pairs):4.0%} of {len(pairs):4d}" if pairs else " " * 12)
        if any(c.strip() for c in cells):
            rows.append(f"    bid {bid}: ours {cells[0]}, IS-MCTS {cells[1]}")
    print("  exact by bid:\n" + "\n".join(rows))
    starved = sum(r["starved"] for r in records)
    if starved:
        print(f"  IS-MCTS got no CPU within its time {starved} time(s) and was given 100 simulations then")
    for side, label in (("ours", "ours"), ("theirs", "IS-MCTS")):
        times = [t for r in records for t in r[side + "_times"]]
        print(time_line(label, times, sum(r[side + "_cpu"] for r in records)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--cards", type=int, default=7, choices=range(1, 11), metavar="1..10")
    parser.add_argument("--seconds", type=float, default=0.15, help="our bot's thinking time a decision")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="expert", choices=("random", "casual", "expert"))
    parser.add_argument("--deals-for-ismcts", choices=("decoy", "openspiel"), default="decoy",
                        help="decoy (default): IS-MCTS searches deals drawn from what its seat has seen; "
                             "openspiel: OpenSpiel's own resampler, which knows which cards are in play")
    parser.add_argument("--decoys", type=int, default=16, help="decoy deals (searches) a decision")
    parser.add_argument("--quick", action="store_true", help="24 deals at 0.05 s a decision")
    parser.add_argument("--progress", type=int, default=50, help="print the running margin every N deals")
    args = parser.parse_args()
    if pyspiel is None:
        sys.exit("This benchmark plays against OpenSpiel, which the app does not need and this Python lacks.\n"
                 "Get it in a separate environment and run from the repository root:\n"
                 "    python3 -m venv ~/osvenv && ~/osvenv/bin/pip install open_spiel\n"
                 "    PYTHONPATH=. ~/osvenv/bin/python benchmarks/vs_ismcts.py --quick")
    if args.quick:
        args.deals, args.seconds = min(args.deals, 24), 0.05
    check_cards()
    placed, fair = resampler_leak()
    searched = "decoy deals" if args.deals_for_ismcts == "decoy" else "the real state (the leak)"
    print(f"OpenSpiel's resampler: {placed:.1f} undealt cards in the other hands a sample, a fair draw "
          f"{fair:.1f}. IS-MCTS searches {searched}.")
    began = time.perf_counter()
    records = []
    jobs = [(args, n) for n in range(args.deals)]
    # spawn, not fork: IS-MCTS's wall-clock limit misfires in a forked copy of a process that has loaded pyspiel
    with ProcessPoolExecutor(args.workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        for record in pool.map(play_deal, jobs):
            records.append(record)
            if args.progress and len(records) % args.progress == 0 and len(records) < args.deals:
                margins = [r["margin"] for r in records]
                print(f"  ... {len(records)} deals: margin {statistics.mean(margins):+.2f} ± "
                      f"{interval(margins):.2f}", flush=True)
    report(records, args, time.perf_counter() - began)


if __name__ == "__main__":
    main()
