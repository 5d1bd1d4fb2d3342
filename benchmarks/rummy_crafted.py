"""Crafted Contract Rummy worst cases for the rules engine: saves that ``load_game`` opens, each stopped at
the moment the seat to act asks for its ``legal_actions`` (the positions of issue 31).

    python benchmarks/rummy_crafted.py --write tests/engine/fixtures   # (re)write the saves

- ``seed39_move618``: 6-player Screw Rummy (preset ``screw_rummy``), casual bots, seed 39, the position
  after move 618 (round 3, 11 runs on the table, 238 legal actions; 2.1 s before issue 31);
- ``round7_48_cards``: round 7, 6 players, 4 decks and 8 jokers: South, not melded, holds 48 cards and
  may screw any of 39 runs (8 of them holding jokers) with any of their cards;
- ``round3_full_runs``: round 3, no group anywhere, runs spanning A-A (no room at their ends) and 2-K
  holding all 8 jokers, South melded and holding 40 cards that could reclaim every one of them: the
  jokers could get stuck, so the fallback search runs;
- ``round2_48_cards_reclaimed``: round 2, 4 decks, 8 jokers, 39 melds (groups and runs), South melded
  with 48 cards and has just reclaimed a joker: every action is checked against the pending joker;
- ``round5_every_card_reclaimed``: the same in round 5 with South holding all 84 cards left;
- ``round3_refused_screw``: no new melds, 8 run jokers South could reclaim, and a screwed QH that has
  nowhere to go: every way of reclaiming and laying off the jokers had to be ruled out.

Each save's ``deal`` builds the table; its actions are the draw (and the reclaim) that lead there.
"""

from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # this checkout's package

from cardgame_gui.bots import make_bot  # noqa: E402
from cardgame_gui.engine import GAMES, new_game  # noqa: E402
from cardgame_gui.engine.cards import CODES, JOKER, make_deck  # noqa: E402
from cardgame_gui.engine.melds import position_card  # noqa: E402
from cardgame_gui.playout import play_move  # noqa: E402

DRAW = {"type": "draw", "source": "discard"}  # no May I? window: the seat goes straight to its play
SCREW = {**GAMES["contract_rummy"].presets["screw_rummy"], "decks": 4, "jokers": 8}


def _run(suit: int, start: int, end: int, jokers_at=()) -> tuple[list[int], list[int]]:
    cards, named = [], []
    for pos in range(start, end + 1):
        card = position_card(suit, pos)
        if pos in jokers_at:
            cards.append(JOKER)
            named.append(card)
        else:
            cards.append(card)
    return cards, named


def _deal(round_no: int, melds: list[tuple[int, list[int], list[int]]], south: int, holding=()) -> dict:
    """A 6-seat deal: ``melds`` (owner, cards, named) on the table, South holding ``south`` cards of what
    is left (``holding`` among them), a card for each other seat, a discard and the rest in the stock."""
    left = make_deck(4, 8)
    for _, cards, _ in melds:
        for c in cards:
            left.remove(c)
    for c in holding:
        left.remove(c)
        left.insert(0, c)
    hands = [[] for _ in range(6)]
    for seat in range(1, 6):
        hands[seat].append(left.pop())
    discard = [left.pop()]
    hands[0], stock = left[:south], left[south:]
    return {"round": round_no, "dealer": 5, "first": 0, "hands": [[CODES[c] for c in h] for h in hands],
            "discard": [CODES[c] for c in discard], "stock": [CODES[c] for c in stock],
            "table": [{"owner": o, "cards": [CODES[c] for c in cards], "as": [CODES[c] for c in named]}
                      for o, cards, named in melds]}


def round7_48_cards():
    melds = []
    jokers = 8
    for suit in range(4):
        for copy in range(3):
            for start in (2, 6, 10):
                at = (start + 1,) if jokers and copy == 0 else ()
                jokers -= bool(at)
                melds.append((1 + len(melds) % 5, *_run(suit, start, start + 3, at)))
        if suit < 3:
            melds.append((1 + len(melds) % 5, *_run(suit, 11, 14)))
    game = new_game("contract_rummy", 6, SCREW, seed=1, deal=_deal(7, melds, 48))
    game.apply(0, DRAW)
    return game


def round3_full_runs():
    melds = []
    jokers = 8
    for suit in range(4):
        for copy in range(2):
            melds.append((1 + (suit + copy) % 5, *_run(suit, 1, 14)))
        at = (4, 9) if jokers else ()
        jokers -= len(at)
        melds.append((0 if suit == 0 else 1 + suit, *_run(suit, 2, 13, at)))
    game = new_game("contract_rummy", 6, SCREW, seed=1, deal=_deal(3, melds, 40))
    game.apply(0, DRAW)
    return game


def round2_48_cards_reclaimed(round_no: int = 2, south: int = 48):
    melds = []
    jokers = 7  # and the 8th in the first club run
    for rank in range(13):
        for copy in range(2):
            named = [3 * 13 + rank] if jokers and copy == 0 else []
            jokers -= len(named)
            cards = [s * 13 + rank for s in range(3)] if not named else [rank, 13 + rank, JOKER]
            melds.append((len(melds) % 6, cards, named))
    for suit in range(4):
        for start in (2, 7, 10):
            if len(melds) < 39:
                at = (start + 1,) if suit == 0 and start == 2 else ()
                melds.append((0 if suit == 0 else 1 + suit, *_run(suit, start, start + 3, at)))
    reclaim = position_card(0, 3)
    game = new_game("contract_rummy", 6, SCREW, seed=1, deal=_deal(round_no, melds, south, holding=[reclaim]))
    game.apply(0, DRAW)
    index = next(i for i, m in enumerate(game.view(0)["table"]) if m["kind"] == "run" and m["jokers"])
    game.apply(0, {"type": "reclaim_joker", "meld": index, "card": CODES[reclaim]})
    return game


def round5_every_card_reclaimed():
    """The same table in round 5, South holding every card but the 12 the deal needs elsewhere."""
    return round2_48_cards_reclaimed(5, 216 - 120 - 12)


def round3_refused_screw():
    """No new melds at this table; no heart left on the table once North's 9H-QH is broken, so its QH has
    nowhere to go, while 8 run jokers stand for cards South holds (the old search tried every order of
    reclaiming them and laying them off before refusing)."""
    melds, holding = [], []
    for suit in (0, 1, 3):
        for copy in range(4):
            start = 2 + 3 * copy
            at = (start + 1, start + 2) if copy == 1 or (copy == 2 and suit == 0) else ()
            holding += [position_card(suit, p) for p in at]
            melds.append((0 if copy == 0 else 1 + (suit + copy) % 5, *_run(suit, start, start + 3, at)))
    melds.append((2, *_run(2, 9, 12)))
    options = {**SCREW, "new_melds_after_contract": False}
    game = new_game("contract_rummy", 6, options, seed=1, deal=_deal(3, melds, 30, holding=holding))
    game.apply(0, DRAW)
    return game


def seed39_move618():
    """Issue 31's game: 6 seats, preset screw_rummy, casual bots seeded as ``cardgame-sim`` seeds them."""
    options = dict(GAMES["contract_rummy"].presets["screw_rummy"])
    game = new_game("contract_rummy", 6, options, seed=39)
    bots = [make_bot("casual", "contract_rummy", seed=39 * 31 + s) for s in range(6)]
    for _ in range(618):
        play_move(game, bots)
    return game


CASES = {"seed39_move618": seed39_move618, "round7_48_cards": round7_48_cards,
         "round3_full_runs": round3_full_runs, "round2_48_cards_reclaimed": round2_48_cards_reclaimed,
         "round5_every_card_reclaimed": round5_every_card_reclaimed, "round3_refused_screw": round3_refused_screw}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", metavar="DIR", required=True, help="write one save per case here")
    args = parser.parse_args()
    os.makedirs(args.write, exist_ok=True)
    for name, build in CASES.items():
        path = os.path.join(args.write, f"rummy_{name}.json")
        with open(path, "w", encoding="utf-8") as out:
            out.write(build().to_json())
        print(path)


if __name__ == "__main__":
    main()
