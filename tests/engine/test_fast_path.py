"""The bots' fast path (``clone``/``moves``/``step``) against the public API, game by game.

Random games are played twice side by side: through ``legal_actions`` + ``apply`` and through a clone
driven by ``moves`` + ``step``. After every move the two must agree on the legal choices, the full state
(hidden cards included), what every seat sees and where every card is. Optional actions (a bid change, a
May I? claim) are applied through the API to both, so a fast path that caches something an API action
invalidates is caught too. ``tests/engine/test_auction.py`` also compares the auction games' moves with their
legal actions.
"""

from __future__ import annotations

import random

import pytest

from cardgame_gui.engine import new_game
from cardgame_gui.engine.cards import CODES


def same_game(fast, game) -> None:
    assert fast._state() == game._state()
    seats = list(range(game.players))
    for seat in seats + seats[::-1]:  # the API still answers right on a game driven by step (seat 0 last,
        assert fast.legal_actions(seat) == game.legal_actions(seat)  # and first next time: no stale cache)
    assert fast.card_census() == game.card_census()
    for seat in [None, *range(game.players)]:
        assert fast.view(seat) == game.view(seat)
    assert fast.to_act() == game.to_act() and fast.over == game.over


# ----- the bid-exactly games (Oh Hell family) -------------------------------------------------------------
def exact_bid_action(game, move: int) -> dict:
    """The API action for a fast-path move of ``to_act()[0]``."""
    view = game.view(None)
    if view["phase"] == "bidding":
        return {"type": "bid", "tricks": move}
    if view["forehead"]:
        return {"type": "play"}
    return {"type": "play", "card": CODES[move]}


EXACT_BID_TABLES = [  # (game, players, options, moves per game: None = to the end)
    ("devils_bridge", 4, {}, None),  # the whole series, the forehead hand last
    ("devils_bridge", 3, {"sequence": "down_up", "hook": False, "scoring": "trick_plus_ten"}, 300),
    ("devils_bridge", 5, {"bid_changes": False, "forehead_last_hand": False}, 300),
    ("devils_bridge", 7, {"target_score": 40}, None),
    ("devils_bridge", 6, {"sequence": "down_up"}, 300),  # the forehead hand in the middle
    ("german_bridge", 4, {}, 300),
    ("german_bridge", 3, {}, 300),
    ("german_bridge", 5, {}, 300),
]


@pytest.mark.parametrize("game_id,players,options,most", EXACT_BID_TABLES)
def test_exact_bid_fast_path_matches_the_api(game_id, players, options, most):
    for seed in range(2):
        game = new_game(game_id, players, options, seed=seed)
        fast = game.clone()
        rng = random.Random(seed)
        made = 0
        while not game.over and made != most:
            made += 1
            seat = game.to_act()[0]
            moves = fast.moves()
            legal = game.legal_actions(seat)
            assert sorted(map(repr, (exact_bid_action(game, m) for m in moves))) == sorted(map(repr, legal))
            move = moves[int(rng.random() * len(moves))]
            game.apply(seat, exact_bid_action(game, move))
            fast.step(move)
            same_game(fast, game)
            changer = game.view(None)["can_change_bid"]
            if changer is not None and changer in game.to_act() and rng.random() < 0.3:
                change = rng.choice(game.legal_actions(changer))  # an optional change, through the API
                game.apply(changer, change)
                fast.apply(changer, change)
                same_game(fast, game)
        assert fast.over == game.over and fast.scores() == game.scores() and fast.winners() == game.winners()


@pytest.mark.parametrize("game_id", ["devils_bridge", "german_bridge"])
def test_exact_bid_clone_shares_nothing_with_its_original(game_id):
    game = new_game(game_id, 4, seed=5)
    rng = random.Random(5)
    for _ in range(30):  # into the play of a hand
        game.step(rng.choice(game.moves()))
    before = game._state(), game.view(None)
    copy = game.clone()
    while not copy.over:
        copy.step(rng.choice(copy.moves()))
    assert (game._state(), game.view(None)) == before


def test_a_this_hand_only_exact_bid_clone_ends_with_the_hand():
    game = new_game("devils_bridge", 4, seed=8)
    copy = game.clone(this_hand_only=True)
    rng = random.Random(8)
    while not copy.over:
        copy.step(rng.choice(copy.moves()))
    assert len(copy.history) == 1 and copy.history[0]["hand"] == 1
    assert not game.over and game.history == []
    again = game.clone(this_hand_only=True).clone()  # a copy of a this-hand-only copy ends with the hand too
    while not again.over:
        again.step(rng.choice(again.moves()))
    assert len(again.history) == 1


# ----- the auction games (Reverse and Floating Bridge) ---------------------------------------------------
AUCTION_TABLES = [
    ("reverse_bridge", {"deals": 4}),
    ("reverse_bridge", {"deals": 4, "capture": "strict"}),
    ("floating_bridge", {"deals": 4}),
    ("floating_bridge", {"deals": 4, "trump_breaking": True, "call_own_card": True}),
]


@pytest.mark.parametrize("game_id,options", AUCTION_TABLES)
def test_auction_fast_path_matches_the_api_in_every_view(game_id, options):
    from cardgame_gui.engine.auction import bid_action

    for seed in range(2):
        game = new_game(game_id, options=options, seed=seed)
        fast = game.clone()
        rng = random.Random(seed)
        while not game.over:
            seat = game.to_act()[0]
            phase = game.view(None)["phase"]
            move = rng.choice(fast.moves())
            action = bid_action(move) if phase == "bidding" else {
                "type": "call_partner" if phase == "calling" else "play", "card": CODES[move]}
            game.apply(seat, action)
            fast.step(move)
            same_game(fast, game)
        assert fast.scores() == game.scores()


# ----- Contract Rummy -------------------------------------------------------------------------------------
RUMMY_TABLES = [
    (4, {"decks": 2, "may_i": "classic", "new_melds_after_contract": False, "screw_over": False,
         "stock_rebuilds": 2}),  # the classic preset, rebuilds capped so random rounds end
    (4, {"decks": "auto", "may_i": "first_come", "new_melds_after_contract": True, "screw_over": True,
         "stock_rebuilds": 2}),  # the screw_rummy preset
    (3, {"may_i": "off", "screw_over": True, "joker_reclaim": True, "stock_rebuilds": 1}),
    (5, {"may_i": "classic", "may_i_penalty": 2, "new_melds_after_contract": True, "screw_over": True,
         "stock_rebuilds": 1}),
]


def rummy_pick(moves: list[tuple], rng: random.Random) -> tuple:
    """A random move, most often one that puts cards on the table (so rounds end and table actions are
    exercised), and a May I? claim now and then."""
    table = [m for m in moves if m[0] not in ("draw", "discard", "may_i", "decline")]
    if table and rng.random() < 0.8:
        kind = rng.choice(sorted({m[0] for m in table}))  # each kind as likely: screws outnumber the rest
        return rng.choice([m for m in table if m[0] == kind])
    return moves[int(rng.random() * len(moves))]


def rummy_in_step(game, rng: random.Random, steps: int, kinds: set, out_of_turn_claims: bool = False):
    """Play a Contract Rummy game through the API and a fast-path copy of it through moves/step, the same
    random move on both, checking the legal moves and the whole state after each; the moves' kinds go into
    ``kinds``. With ``out_of_turn_claims`` a seat further round sometimes claims a May I? out of order
    (through the API on both). The copy is returned."""
    from cardgame_gui.engine.rummy_moves import move_action

    fast = game.clone()
    for _ in range(steps):
        if game.over:
            break
        seat = game.to_act()[0]
        moves = fast.moves()
        assert [move_action(m) for m in moves] == game.legal_actions(seat)
        move = rummy_pick(moves, rng)
        kinds.add(move[0])
        game.apply(seat, move_action(move))
        fast.step(move)
        same_game(fast, game)
        later = game.to_act()[1:]
        if out_of_turn_claims and later and game.view(None)["claim_window"] and rng.random() < 0.2:
            claimer = rng.choice(later)
            game.apply(claimer, {"type": "may_i"})
            fast.apply(claimer, {"type": "may_i"})
            same_game(fast, game)
    return fast


@pytest.mark.parametrize("players,options", RUMMY_TABLES)
def test_contract_rummy_fast_path_matches_the_api(players, options):
    kinds = set()
    for seed in range(2):
        game = new_game("contract_rummy", players, options, seed=seed)
        fast = rummy_in_step(game, random.Random(seed), 700, kinds, out_of_turn_claims=True)
        assert fast.scores() == game.scores() and fast.view(None)["history"] == game.view(None)["history"]
    assert {"draw", "discard", "meld", "lay_off"} <= kinds
    if options.get("may_i") != "off":
        assert {"may_i", "decline"} <= kinds
    if options["screw_over"]:
        assert "screw" in kinds


def test_contract_rummy_this_round_only_clone_and_redeal():
    game = new_game("contract_rummy", 4, {"stock_rebuilds": 1}, seed=4)
    copy = game.clone(this_hand_only=True)
    copy.redeal(random.Random(9))
    assert copy.view(0)["hand"] != game.view(0)["hand"] and copy.view(None)["round"] == 1
    rng = random.Random(4)
    while not copy.over:
        copy.step(rummy_pick(copy.moves(), rng))
    assert len(copy.view(None)["history"]) == 1
    assert not game.over and game.view(None)["history"] == [] and game.log == []
    again = game.clone(this_hand_only=True).clone()  # a copy of a this-round-only copy ends with the round too
    while not again.over:
        again.step(rummy_pick(again.moves(), rng))
    assert len(again.view(None)["history"]) == 1


SCREW_RUMMY = {"decks": "auto", "may_i": "first_come", "new_melds_after_contract": True, "screw_over": True,
               "stock_rebuilds": 1}
RUMMY_SCENARIOS = [  # later rounds from scenario deals: round 7 melds every card, a table to screw and reclaim
    ({**SCREW_RUMMY, "may_i": "off"}, {"round": 7, "dealer": 3, "hands": [["2C", "3C", "4C", "5C", "7D", "8D", "9D", "TD", "QH", "KH", "AH", "JK"],
                                        ["2S", "3S"], ["4H", "5H"], ["8S", "9S"]], "stock": ["6C"]}),
    (SCREW_RUMMY, {"round": 6, "dealer": 3, "hands": [["6C", "8C", "9C", "2S", "3H", "KD"], ["5H", "5D", "QS"],
                                        ["TD", "JD", "QD", "2D"], ["2H", "7S", "8S"]],
     "table": [{"owner": 0, "cards": ["KH", "KS", "KC"], "as": []},
               {"owner": 1, "cards": ["4C", "5C", "JK", "7C"], "as": ["6C"]},
               {"owner": 2, "cards": ["9D", "9S", "9H"], "as": []}],
     "discard": ["2C"]}),
]


@pytest.mark.parametrize("options,deal", RUMMY_SCENARIOS, ids=["round_7", "round_6_table"])
def test_contract_rummy_fast_path_matches_the_api_in_later_rounds(options, deal):
    kinds = set()
    for seed in range(4):
        game = new_game("contract_rummy", 4, options, seed=seed, deal=deal)
        fast = rummy_in_step(game, random.Random(seed), 150, kinds)
        assert fast.scores() == game.scores()
    assert "meld" in kinds
    if deal["round"] == 6:
        assert {"lay_off", "reclaim_joker", "screw", "new_meld"} <= kinds
