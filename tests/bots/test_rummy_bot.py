"""The casual rummy bot: each judgement in a set-up deal, and whole games that end by going out."""

from __future__ import annotations

from cardgame_gui.bots import available_levels, make_bot
from cardgame_gui.engine import GAMES, new_game

from tests.engine.test_contract_rummy import SCREW, draw, start


def bot_move(g, seat):
    return make_bot("casual", "contract_rummy", seed=seat).choose(g.view(seat), g.legal_actions(seat))


def test_casual_bot_is_registered_for_rummy():
    assert "casual" in available_levels("contract_rummy")


def test_bot_takes_the_discard_when_it_completes_the_contract():
    g = start(["5H 5D 9C 9D 9H 2C 4D 7S JS KS"], discard=["5S"])
    assert bot_move(g, 0) == {"type": "draw", "source": "discard"}


def test_bot_draws_from_the_stock_when_the_discard_does_not_help():
    g = start(["5H 5D 9C 9D 9H 2C 4D 7S JS KS"], discard=["3C"])
    assert bot_move(g, 0) == {"type": "draw", "source": "stock"}


def test_bot_takes_the_discard_when_the_stock_is_empty_and_one_discard_cannot_rebuild_it():
    g = start(["5H 5D 9C 9D 9H 2C 4D 7S JS KS", "2D", "2H", "2S"], stock=[], discard=["3C"], rest=3)
    assert bot_move(g, 0) == {"type": "draw", "source": "discard"}


def test_bot_melds_its_contract_when_able():
    g = start(["5H 5D 5S 9C 9D 9H 2C 4D 7S KS"], stock=["QD"])
    draw(g, 0)
    move = bot_move(g, 0)
    assert move["type"] == "meld"
    g.apply(0, move)
    assert g.view(0)["melded"][0]


def test_bot_claims_may_i_when_the_card_helps_and_declines_otherwise():
    g = start(["2C 3C 4D 8S", "5H 5D 9C 9D 9H 2D 4S 7S JS KS", "6H 7H 8H JD"], options={},
              stock=["KD", "QD"], discard=["5S"])
    draw(g, 0)
    assert bot_move(g, 1) == {"type": "may_i"}
    assert bot_move(g, 2) == {"type": "decline"}


def test_bot_lays_off_and_reclaims_a_joker():
    g = start(["6C 8C 2D"], table=[(0, "KH KD KS", ""), (1, "4C 5C JK 7C", "6C")], stock=["QD"])
    draw(g, 0)
    assert bot_move(g, 0)["type"] == "reclaim_joker"
    g.apply(0, bot_move(g, 0))
    moves = []
    while g.view(0)["pending"]:  # the reclaimed joker may go down in any order within the turn
        moves.append(bot_move(g, 0))
        g.apply(0, moves[-1])
    assert {m["card"] for m in moves if m["type"] == "lay_off"} == {"8C", "JK"}
    assert bot_move(g, 0)["type"] == "discard"


def test_bot_discards_its_least_useful_highest_penalty_card():
    g = start(["5H 5D 5S 9C 9D 2C 4D 7S KS AD"], stock=["3H"])
    draw(g, 0)
    assert bot_move(g, 0) == {"type": "discard", "card": "AD"}


def test_bot_screws_when_it_completes_its_contract():
    g = start(["7H 7D 7S QD QS 2C 3C 4H", "2D", "2H", "2S"], options=SCREW,
              table=[(1, "QH QC QD QS", "")], stock=["5D"])
    draw(g, 0)
    move = bot_move(g, 0)
    assert move["type"] == "screw"
    g.apply(0, move)
    assert bot_move(g, 0)["type"] == "meld"


def test_bots_finish_rounds_by_going_out():
    for preset in ("classic", "screw_rummy"):
        g = new_game("contract_rummy", 4, GAMES["contract_rummy"].presets[preset], seed=21)
        bots = [make_bot("casual", "contract_rummy", seed=s) for s in range(4)]
        while not g.over:
            seat = g.to_act()[-1]
            g.apply(seat, bots[seat].choose(g.view(seat), g.legal_actions(seat)))
        assert sum(row["went_out"] is not None for row in g.history) >= 6, preset


def test_a_long_round_shakes_up_the_discards_but_never_undoes_the_contract():
    """Round 7 (nobody melds before going out), long past the bot's patience: half its discards are at
    random, but only among the cards whose loss leaves it no further from the contract. Two runs of four
    and 6-7-8 of hearts: it never throws a card of the runs (a random card at all kept 3-player round 7s
    going past 5,000 moves)."""
    hand = ["3C", "4C", "5C", "6C", "3D", "4D", "5D", "6D", "6H", "7H", "8H", "KS"]
    thrown = set()
    for seed in range(40):
        game = new_game("contract_rummy", 4, {"decks": 2}, seed=1,
                        deal={"round": 7, "dealer": 3, "hands": [hand, [], [], []], "discard": ["QS"],
                              "first": 0, "rest": 1})
        game.apply(0, {"type": "draw", "source": "discard"})
        bot = make_bot("casual", "contract_rummy", seed=seed)
        view = game.view(0)
        bot.turns[(7, len(view["history"]))] = bot.PATIENCE + 1
        action = bot.choose(view, game.legal_actions(0))
        assert action["type"] == "discard"
        thrown.add(action["card"])
    assert thrown <= {"KS", "QS"} and len(thrown) == 2  # both spare cards, chosen at random
