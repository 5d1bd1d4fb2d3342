"""The casual bot for the bid-exactly games: legal, sensible, and better than random."""

import pytest

from bot_play import oh_hell_deal as deal, play_legally_to_the_end
from cardgame_gui.bots import available_levels, make_bot
from cardgame_gui.bots.exact_bid_expert import ExpertExactBidBot
from cardgame_gui.bots.sampling import Budget
from cardgame_gui.engine import new_game
from cardgame_gui.sim import simulate


@pytest.mark.parametrize("game_id", ["devils_bridge", "german_bridge"])
def test_casual_is_offered_for_the_bid_exactly_games(game_id):
    assert available_levels(game_id)[:2] == ("random", "casual")


@pytest.mark.parametrize("game_id,players", [("devils_bridge", 3), ("devils_bridge", 7), ("german_bridge", 2),
                                             ("german_bridge", 5)])
def test_casual_bots_play_whole_games_with_legal_actions_only(game_id, players):
    game = new_game(game_id, players, seed=12)
    play_legally_to_the_end(game, [make_bot("casual", game_id, seed=s) for s in range(players)])


@pytest.mark.parametrize("game_id", ["devils_bridge", "german_bridge"])
def test_casual_bot_scores_more_than_random_bots(game_id):
    result = simulate(game_id, 4, 30, seed=3, options={}, levels=["casual", "random", "random", "random"])
    means = [s["mean_score"] for s in result["seats"]]
    assert means[0] > max(means[1:])


def test_casual_bot_ducks_once_its_bid_is_made():
    game = deal([["AS", "KH", "2C"], ["QS", "3H", "4C"], ["5S", "6H", "7C"], ["8S", "9H", "TC"]], 3, "2D")
    for seat, tricks in [(0, 2), (1, 0), (2, 1), (3, 2)]:
        game.apply(seat, {"type": "bid", "tricks": tricks})
    game.apply(0, {"type": "play", "card": "KH"})
    bot = make_bot("casual", "devils_bridge", seed=1)
    # West bid nothing: with 3H it ducks under the king rather than play a winning trump (it holds none)
    assert bot.choose(game.view(1), game.legal_actions(1)) == {"type": "play", "card": "3H"}


def test_casual_bot_wins_cheaply_when_it_needs_a_trick_and_plays_last():
    game = deal([["9S", "KH"], ["QS", "3H"], ["5S", "6H"], ["AS", "KS"]], 2, "2C")
    for seat, tricks in [(0, 0), (1, 0), (2, 0), (3, 1)]:
        game.apply(seat, {"type": "bid", "tricks": tricks})
    for card in ("9S", "QS", "5S"):
        game.apply(game.to_act()[0], {"type": "play", "card": card})
    bot = make_bot("casual", "devils_bridge", seed=1)
    assert bot.choose(game.view(3), game.legal_actions(3)) == {"type": "play", "card": "KS"}


def test_casual_bot_bids_one_in_the_forehead_hand_when_what_it_sees_is_weak():
    game = deal([["QH"], ["2C"], ["3C"], ["4D"]], 19, "5S", dealer=3)
    bot = make_bot("casual", "devils_bridge", seed=1)
    assert bot.choose(game.view(0), game.legal_actions(0)) == {"type": "bid", "tricks": 1}
    strong = deal([["2C"], ["AS"], ["KS"], ["4D"]], 19, "5S", dealer=3)
    assert bot.choose(strong.view(0), strong.legal_actions(0)) == {"type": "bid", "tricks": 0}


def test_expert_is_offered_for_the_bid_exactly_games():
    assert available_levels("devils_bridge") == ("random", "casual", "expert")


def test_expert_samples_respect_hand_sizes_shown_out_suits_and_seen_cards():
    import random

    from cardgame_gui.bots.exact_bid_expert import sample_hands, voids
    from cardgame_gui.engine import card_int

    game = deal([["AS", "KH", "2C"], ["QS", "3H", "4C"], ["5S", "6H", "7C"], ["8H", "9H", "TC"]], 3, "2D")
    for seat, tricks in [(0, 2), (1, 0), (2, 1), (3, 1)]:
        game.apply(seat, {"type": "bid", "tricks": tricks})
    for card in ("AS", "QS", "5S", "8H"):  # East shows out of spades
        game.apply(game.to_act()[0], {"type": "play", "card": card})
    view = game.view(0)
    assert voids(view)[3] == {3}
    seen = {"AS", "KH", "2C", "QS", "5S", "8H", "2D"}
    for seed in range(50):
        hands = sample_hands(view, random.Random(seed))
        assert [len(h) for h in hands] == view["hand_counts"]
        assert hands[0] == [card_int(c) for c in view["hand"]]
        dealt = [c for h in hands[1:] for c in h]
        assert len(set(dealt)) == len(dealt) and not {card_int(c) for c in seen} & set(dealt)
        assert all(c // 13 != 3 for c in hands[3])


def test_expert_plays_legal_actions_through_a_game():
    game = new_game("german_bridge", 3, {"rounds": 5}, seed=4)
    play_legally_to_the_end(game, [make_bot("expert", "german_bridge", seed=s) for s in range(3)])


def test_expert_scores_more_than_casual_bots(monkeypatch):
    # A fixed number of samples a decision, not 0.25 s: the result must not depend on the machine's load.
    # Random rollouts need more deals than casual ones did: 300 a decision, over 8 games (a few seconds).
    monkeypatch.setattr(ExpertExactBidBot, "budget", Budget(None, most=300))
    result = simulate("german_bridge", 4, 8, seed=5, options={"rounds": 7},
                      levels=["expert", "casual", "casual", "casual"])
    means = [s["mean_score"] for s in result["seats"]]
    assert means[0] > max(means[1:])


def test_casual_bid_counts_long_trumps():
    """Five low trumps of seven cards win tricks by length (issue 14: 5C 4C 2C 6C 7C bid 0 and took 3)."""
    hands = [["5C", "4C", "2C", "6C", "7C", "3D", "4H"], ["AS", "KS", "QS", "JS", "TS", "9S", "8S"],
             ["AD", "KD", "QD", "JD", "TD", "9D", "8D"], ["AH", "KH", "QH", "JH", "TH", "9H", "8H"]]
    game = deal(hands, 7, "9C", dealer=3)
    bot = make_bot("casual", "devils_bridge", seed=1)
    assert bot.choose(game.view(0), game.legal_actions(0))["tricks"] >= 2


def test_casual_bid_grows_with_trump_length():
    """Same side cards, more trumps: the bid never goes down and ends higher."""
    side = ["3D", "4H", "5S", "6D", "7H", "8S", "9D"]
    trumps = ["2C", "3C", "4C", "5C", "6C", "7C", "8C"]
    rest = [c for c in (r + s for s in "CDHS" for r in "23456789TJQKA") if c not in side + trumps + ["9C"]]
    bids = []
    for length in range(0, 8):
        hand = trumps[:length] + side[:7 - length]
        others = [c for c in rest + trumps[length:] + side[7 - length:]][:21]
        game = deal([hand, others[0:7], others[7:14], others[14:21]], 7, "9C", dealer=3)
        bids.append(make_bot("casual", "devils_bridge", seed=1).choose(game.view(0), game.legal_actions(0))["tricks"])
    assert bids == sorted(bids) and bids[-1] >= bids[0] + 3


@pytest.mark.parametrize("game_id,players", [("devils_bridge", 4), ("devils_bridge", 5), ("german_bridge", 3)])
def test_expert_rollouts_play_the_rules_of_the_engine(game_id, players):
    """play_random (plain lists) takes the same tricks as the engine driven card by card with the same
    random choices among the legal cards, from the first lead and from the middle of a trick, with and
    without trumps."""
    import random

    from cardgame_gui.bots.exact_bid_rollout import play_random

    rng = random.Random(7)
    for number in range(60):
        game = new_game(game_id, players, seed=number)
        target = rng.randrange(3, len(game.sizes) // 2 + 1)
        while game.view(None)["hand_number"] < target:
            game.step(game.moves()[0])
        if number % 3 == 0:
            game.trump = None  # a no-trump hand (German Bridge's random suit cannot give one: the rollout can)
        for _ in range(players):
            game.step(rng.choice(game.moves()))  # random bids
        for _ in range(rng.randrange(game.sizes[game.hand_index] * players // 2)):
            game.step(rng.choice(game.moves()))  # some random cards: mid-hand, mid-trick
        game = game.clone(this_hand_only=True)  # its tricks stay on the table when the hand ends
        before = list(game.tricks)
        taken = play_random([sorted(h) for h in game.hands], game.trump, game.leader, list(game.trick_cards),
                            random.Random(number).random)
        choices = random.Random(number).random
        while game.phase.value == "playing":
            legal = sorted(game.moves())
            game.step(legal[int(choices() * len(legal))])
        assert [t - b for t, b in zip(game.tricks, before)] == taken


def test_expert_hand_estimates_by_suit_are_the_casual_estimate():
    """The bid inference's remembered suit shares add up to trick_estimate of the whole hand."""
    import random

    from cardgame_gui.bots.exact_bid_bots import trick_estimate
    from cardgame_gui.bots.exact_bid_expert import SuitEstimates

    rng = random.Random(4)
    for size, players, trump in [(7, 4, 0), (10, 4, 3), (7, 4, None), (5, 7, 2)]:
        turned = {trump * 13 + 5} if trump is not None else set()
        shape = {"hand_counts": [size] * players, "players": players}
        estimate = SuitEstimates(trump, turned, shape)
        deck = [c for c in range(52) if c not in turned]
        for _ in range(400):
            hand = rng.sample(deck, size)
            assert estimate(hand) == pytest.approx(trick_estimate(hand, set(hand) | turned, trump, shape))
        assert len(estimate.shares) < 400 * 4  # shares were remembered, not all worked out afresh


def test_expert_weighs_cards_that_play_alike_once():
    """2♥ 3♥ 6♥ 7♥ 9♥ play alike once the 4♥ is turned and the 5♥ and 8♥ are played (no other seat can
    hold a heart between them): the 2♥ stands for them all. Before those two are played, the runs are
    2♥ 3♥, 6♥ 7♥ and 9♥, and so while the 5♥ lies on the table in this trick."""
    from cardgame_gui.bots.exact_bid_expert import distinct_cards
    from cardgame_gui.engine import card_int

    view = {"hand": ["2H", "3H", "6H", "7H", "9H", "AS"], "foreheads": {}, "turned": "4H",
            "played": [{"trick": [{"seat": 1, "card": "5H"}, {"seat": 2, "card": "8H"}]}], "trick": []}
    cards = distinct_cards([card_int(c) for c in view["hand"]], view)
    assert cards == [card_int(c) for c in ("2H", "AS")]
    view["played"] = []
    cards = distinct_cards([card_int(c) for c in view["hand"]], view)
    assert cards == [card_int(c) for c in ("2H", "6H", "9H", "AS")]
    view["trick"] = [{"seat": 1, "card": "5H"}]  # on the table: the 3♥ loses to it, the 6♥ wins
    cards = distinct_cards([card_int(c) for c in view["hand"]], view)
    assert cards == [card_int(c) for c in ("2H", "6H", "9H", "AS")]


def test_expert_samples_give_a_high_bidder_the_strength_its_bid_says():
    """Inference from the bids: West bid 6 of 7, so the weighted samples give West more aces and trumps
    than the plain ones (the hidden cards are the same for both)."""
    import random

    hands = [["2C", "3C", "4D", "5D", "6H", "7H", "8S"], ["AS", "KS", "QS", "AH", "AD", "AC", "KH"],
             ["2S", "3S", "4S", "5S", "2H", "3H", "4H"], ["9C", "TC", "JC", "9D", "TD", "JD", "9H"]]
    game = deal(hands, 7, "6S", dealer=0)
    game.apply(1, {"type": "bid", "tricks": 6})
    for seat in (2, 3):
        game.apply(seat, {"type": "bid", "tricks": 0})
    bot = make_bot("expert", "devils_bridge", seed=3)
    bot.rng = random.Random(3)
    strength = {c for c in range(52) if c % 13 >= 11 or c // 13 == 3}  # kings, aces, spades (trumps)
    plain = weighted = weights = 0.0
    samples = bot.samples(game.view(0), [1, 2, 3])
    for _ in range(400):
        sample, weight = next(samples)
        held = len(strength & set(sample[1]))
        plain += held / 400
        weighted += weight * held
        weights += weight
    assert weighted / weights > plain + 0.5


def test_expert_takes_the_trick_it_bid_while_it_surely_can():
    """North bid one of two. Playing the A♥ on the K♥ takes it, and its 2♥ then loses to whatever trump
    the others hold; ducking with the 2♥ would leave the A♥ to be trumped in the last trick."""
    game = deal([["AH", "2H"], ["KH", "3D"], ["QH", "4D"], ["JH", "5D"]], 2, "2D", dealer=0)
    for seat, tricks in [(1, 0), (2, 0), (3, 0), (0, 1)]:
        game.apply(seat, {"type": "bid", "tricks": tricks})
    for card in ("KH", "QH", "JH"):
        game.apply(game.to_act()[0], {"type": "play", "card": card})
    bot = make_bot("expert", "devils_bridge", seed=1)
    bot.budget = Budget(None, most=200)
    assert bot.choose(game.view(0), game.legal_actions(0)) == {"type": "play", "card": "AH"}
