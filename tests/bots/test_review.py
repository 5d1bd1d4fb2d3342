"""The hand review: the expert's figures for a seat's bids and cards, from the seat's view alone."""

from __future__ import annotations

import pytest

from cardgame_gui.bots import make_bot
from cardgame_gui.bots.review import BID_CANDIDATES, review_decision, review_hand
from cardgame_gui.engine import new_game
from cardgame_gui.session.history import GameHistory
from test_expert_bots import drive, first_hand_spec, shuffled_others, twin_positions

SAMPLES = 150  # enough to tell choices apart in these tests, quick to run


# Reverse and Floating Bridge: the first call (0 cards played) and cards (a choice from the first card on),
# weighed by the chance the contract is made
AUCTION_TWINS = [("reverse_bridge", 1), ("reverse_bridge", 4), ("floating_bridge", 1), ("floating_bridge", 6),
                 ("reverse_bridge", 0), ("floating_bridge", 0)]


@pytest.mark.parametrize("game_id,plays_before", [(g, p) for g in ("devils_bridge", "german_bridge") for p in (0, 6)]
                         + AUCTION_TWINS)
def test_review_never_reads_the_cards_the_seat_could_not_see(game_id, plays_before):
    game, other, me = twin_positions(game_id, plays_before)
    legal = game.legal_actions(me)
    opinion = review_decision(game.view(me), legal, legal[-1], seed=4, samples=SAMPLES)
    again = review_decision(other.view(me), other.legal_actions(me), legal[-1], seed=4, samples=SAMPLES)
    assert opinion is not None and opinion == again
    assert opinion.chance_of == ("contract" if (game_id, plays_before) in AUCTION_TWINS else "exact")


def decision_with_a_choice(plays_before: int = 6):
    spec = first_hand_spec("devils_bridge", seed=11)
    game, _ = drive("devils_bridge", spec, plays_before)
    me = game.to_act()[0]
    return game.view(me), game.legal_actions(me)


def test_the_same_seed_gives_the_same_figures_and_another_seed_other_samples():
    view, legal = decision_with_a_choice()
    first = review_decision(view, legal, legal[0], seed=9, samples=SAMPLES)
    assert first == review_decision(view, legal, legal[0], seed=9, samples=SAMPLES)
    assert first != review_decision(view, legal, legal[0], seed=10, samples=SAMPLES)


def test_the_cost_is_the_expert_choices_mean_over_yours_with_its_paired_error():
    view, legal = decision_with_a_choice()
    opinions = [review_decision(view, legal, action, seed=9, samples=SAMPLES) for action in legal]
    best = opinions[0].best
    for opinion in opinions:
        assert opinion.best == best  # the same deals for every choice: the same verdict
        assert opinion.cost == pytest.approx(max(best.mean - opinion.yours.mean, 0.0))
        assert [c.mean for c in opinion.choices] == sorted((c.mean for c in opinion.choices), reverse=True)
        assert all(c.mean_error > 0 for c in opinion.choices if 0 < c.exact < 1)
        if opinion.yours.action == best.action:
            assert opinion.cost == 0 and opinion.cost_error == 0
        else:
            assert opinion.cost_error > 0
    assert any(o.cost > 0 for o in opinions)


def test_a_forced_card_gets_no_opinion():
    view, legal = decision_with_a_choice()
    assert review_decision(view, legal[:1], legal[0], seed=1, samples=SAMPLES) is None


def test_a_bid_is_weighed_by_its_chance_of_coming_out_exact():
    view, legal = decision_with_a_choice(plays_before=0)
    assert legal[0]["type"] == "bid"
    opinion = review_decision(view, legal, legal[0], seed=2, samples=SAMPLES)
    assert {c.action["tricks"] for c in opinion.choices} == {a["tricks"] for a in legal}
    assert sum(c.exact for c in opinion.choices) == pytest.approx(1.0)  # the tricks taken: one bid each
    assert opinion.trick == 0 and opinion.bid is None


def hand_to_review():
    game = new_game("devils_bridge", 4, seed=4)
    bots = [make_bot("casual", "devils_bridge", seed=s) for s in range(4)]
    while len(game.view(None)["history"]) < 5:
        seat = game.to_act()[0]
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    history = GameHistory(game.to_json(), seat=0)
    hand = next(h for h in history.hands if h.finished and len(h.deal()[0]) >= 4)
    return history.decisions(hand)


def test_a_hand_review_lists_the_costliest_decision_first_and_reports_progress():
    decisions = hand_to_review()
    seen = []
    opinions = review_hand(decisions, seed=1, samples=SAMPLES, progress=lambda d, n: seen.append((d, n)))
    assert seen == [(i, len(decisions)) for i in range(1, len(decisions) + 1)]
    assert opinions and [o.cost for o in opinions] == sorted((o.cost for o in opinions), reverse=True)
    assert {o.step for o in opinions} <= {d.step for d in decisions}


def test_a_cancelled_review_stops_and_returns_nothing():
    decisions = hand_to_review()
    calls = []
    assert review_hand(decisions, seed=1, samples=SAMPLES, progress=lambda d, n: calls.append(d),
                       cancelled=lambda: len(calls) >= 2) is None
    assert calls == [1, 2]


# ----- Reverse and Floating Bridge -------------------------------------------------------------------------
@pytest.mark.parametrize("game_id,plays_before", AUCTION_TWINS[1:4:2])
def test_auction_game_card_review_repeats_with_its_seed_and_ranks_the_best_card_first(game_id, plays_before):
    game, _, me = twin_positions(game_id, plays_before)
    view, legal = game.view(me), game.legal_actions(me)
    first = review_decision(view, legal, legal[-1], seed=9, samples=SAMPLES)
    assert first == review_decision(view, legal, legal[-1], seed=9, samples=SAMPLES)
    assert first != review_decision(view, legal, legal[-1], seed=10, samples=SAMPLES)
    assert [c.mean for c in first.choices] == sorted((c.mean for c in first.choices), reverse=True)
    worst = review_decision(view, legal, first.choices[-1].action, seed=9, samples=SAMPLES)
    assert worst.best == first.best and worst.cost == pytest.approx(first.best.mean - worst.yours.mean)
    assert worst.cost > 0 and worst.cost_error > 0
    assert all(0 <= c.exact <= 1 for c in first.choices) and len({c.exact for c in first.choices}) > 1


def test_a_floating_bridge_defenders_best_card_sets_the_contract_most_often():
    game, _, me = twin_positions("floating_bridge", 6)
    view, legal = game.view(me), game.legal_actions(me)
    assert me not in (view["declarer"], view["partner"])
    opinion = review_decision(view, legal, legal[-1], seed=9, samples=SAMPLES)
    made = [c.exact for c in opinion.choices]  # deals-won scoring: a point for each seat of the winning side
    assert made == sorted(made)


@pytest.mark.parametrize("game_id", ["reverse_bridge", "floating_bridge"])
def test_an_auction_call_is_weighed_against_the_experts_best_bids_and_passing(game_id):
    game, _, me = twin_positions(game_id, 0)
    view, legal = game.view(me), game.legal_actions(me)
    passing = {"type": "pass"}
    opinion = review_decision(view, legal, passing, seed=5, samples=SAMPLES)
    assert opinion == review_decision(view, legal, passing, seed=5, samples=SAMPLES)
    assert opinion.trick == 0 and opinion.chance_of == "contract" and opinion.yours.action == passing
    assert opinion.yours.exact is None  # a pass makes no contract of yours
    bids = [c for c in opinion.choices if c.action["type"] == "bid"]
    assert len(bids) == BID_CANDIDATES and passing in [c.action for c in opinion.choices]
    assert [c.mean for c in opinion.choices] == sorted((c.mean for c in opinion.choices), reverse=True)
    assert all(0 <= c.exact <= 1 and c.exact_error >= 0 for c in bids)
    # the same deals value every call: bidding the worst bid listed gives the same figures, it among them
    worst = bids[-1].action
    as_bid = review_decision(view, legal, worst, seed=5, samples=SAMPLES)
    assert as_bid.choices == opinion.choices and as_bid.yours.mean == bids[-1].mean
    assert as_bid.cost == pytest.approx(as_bid.best.mean - as_bid.yours.mean) and as_bid.cost_error > 0


@pytest.mark.parametrize("game_id", ["reverse_bridge", "floating_bridge"])
def test_a_higher_bid_in_the_same_strain_is_made_no_more_often(game_id):
    game, _, me = twin_positions(game_id, 0)
    view, legal = game.view(me), game.legal_actions(me)
    top = [a for a in legal if a["type"] == "bid"][-1]  # the highest bid: listed beside the best five
    opinion = review_decision(view, legal, top, seed=2, samples=SAMPLES)
    assert top in [c.action for c in opinion.choices]
    by_strain: dict[str, list] = {}
    for choice in opinion.choices:
        if choice.action["type"] == "bid":
            by_strain.setdefault(choice.action["strain"], []).append((choice.action["level"], choice.exact))
    assert any(len(levels) > 1 for levels in by_strain.values()) or opinion.yours.exact == 0
    for levels in by_strain.values():
        chances = [chance for _, chance in sorted(levels)]
        assert chances == sorted(chances, reverse=True)


@pytest.mark.parametrize("game_id", ["reverse_bridge", "floating_bridge"])
def test_an_auction_game_hand_review_weighs_calls_and_cards_costliest_first_and_repeats(game_id):
    game = new_game(game_id, 4, seed=3)
    bots = [make_bot("casual", game_id, seed=s) for s in range(4)]
    while not game.view(None)["history"]:
        seat = game.to_act()[0]
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    history = GameHistory(game.to_json(), seat=0)
    hand = next(h for h in history.hands if h.finished)
    opinions = review_hand(history.decisions(hand), seed=1, samples=60)
    assert opinions and all(o.chance_of == "contract" for o in opinions)
    calls = [o for o in opinions if o.trick == 0 and o.yours.action["type"] in ("bid", "pass")]
    assert calls and len(calls) == sum(1 for d in history.decisions(hand) if d.action["type"] in ("bid", "pass"))
    assert [o.cost for o in opinions] == sorted((o.cost for o in opinions), reverse=True)
    assert opinions == review_hand(history.decisions(hand), seed=1, samples=60)


def floating_partner_call(seed: int = 11):
    """A Floating Bridge hand played by casual bots to the partner call, and the same position with the
    other seats' hidden cards shuffled among them: (game, other, declarer)."""
    spec = first_hand_spec("floating_bridge", seed)
    game, actions = drive("floating_bridge", spec, 0)
    bots = [make_bot("casual", "floating_bridge", seed=s) for s in range(4)]
    while game.view(None)["phase"] != "calling":
        seat = game.to_act()[0]
        action = bots[seat].choose(game.view(seat), game.legal_actions(seat))
        game.apply(seat, action)
        actions.append((seat, action))
    me = game.to_act()[0]
    other = shuffled_others("floating_bridge", spec, actions, me, seed=3)
    assert other.view(me) == game.view(me) and other.card_census() != game.card_census()
    return game, other, me


def test_a_floating_bridge_partner_call_is_weighed_against_the_experts_candidates_without_hidden_cards():
    game, other, me = floating_partner_call()
    view, legal = game.view(me), game.legal_actions(me)
    lowest = min(legal, key=lambda a: "23456789TJQKA".index(a["card"][0]))  # a card no expert would call
    opinion = review_decision(view, legal, lowest, seed=3, samples=SAMPLES)
    assert opinion == review_decision(other.view(me), other.legal_actions(me), lowest, seed=3, samples=SAMPLES)
    assert opinion == review_decision(view, legal, lowest, seed=3, samples=SAMPLES)
    assert opinion.yours.action == lowest and lowest in [c.action for c in opinion.choices]
    assert len(opinion.choices) == 6 and opinion.trick == 0 and opinion.chance_of == "contract"
    assert opinion.best.action != lowest and opinion.cost > 0
