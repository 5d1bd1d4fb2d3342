"""Expert bots: they decide from the view alone, play legally, and beat the casual level."""

from __future__ import annotations

import random

import pytest

from bot_play import play_legally_to_the_end
from cardgame_gui.bots import available_levels, make_bot
from cardgame_gui.bots.sampling import Budget
from cardgame_gui.engine import CODES, GAMES, new_game
from cardgame_gui.engine.errors import RuleError

TRICK_GAMES = ("devils_bridge", "german_bridge", "reverse_bridge", "floating_bridge")


def fixed_count_expert(game_id: str, seed: int = 5):
    """An expert whose sample count, not the clock, ends its search: the same view gives the same choice."""
    bot = make_bot("expert", game_id, seed=seed)
    bot.budget = Budget(None, most=6)
    return bot


def first_hand_spec(game_id: str, seed: int) -> dict:
    """A deal= spec for a first hand: Oh Hell games a 5-card hand (hand 5 of the series), else 13 cards."""
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    if game_id in ("devils_bridge", "german_bridge"):
        return {"hand": 5, "dealer": 3, "hands": [[CODES[c] for c in deck[i * 5:(i + 1) * 5]] for i in range(4)],
                "turned": CODES[deck[20]]}
    return {"dealer": 3, "hands": [[CODES[c] for c in deck[i * 13:(i + 1) * 13]] for i in range(4)]}


def replay(game_id: str, spec: dict, actions: list) -> object:
    game = new_game(game_id, 4, {"wash": 0} if game_id == "floating_bridge" else {}, seed=1, deal=spec)
    for seat, action in actions:
        game.apply(seat, action)
    return game


def drive(game_id: str, spec: dict, plays_before: int):
    """Casual bots play from the deal until ``plays_before`` cards are down (0: stop at the first call);
    the actions taken and the game."""
    game = replay(game_id, spec, [])
    bots = [make_bot("casual", game_id, seed=s) for s in range(4)]
    actions = []
    while len(game.view(None)["played"]) * 4 + len(game.view(None)["trick"]) < plays_before or (
            plays_before and game.view(None)["phase"] != "playing"):
        seat = game.to_act()[0]
        action = bots[seat].choose(game.view(seat), game.legal_actions(seat))
        game.apply(seat, action)
        actions.append((seat, action))
    return game, actions


def shuffled_others(game_id: str, spec: dict, actions: list, me: int, seed: int):
    """The same hand with the cards the other seats still hold shuffled among them (each keeps its count
    and the cards it has played; a seat gets no suit it has shown out of), replayed through the same
    actions: a game whose view for ``me`` is the same."""
    played = {s: [a["card"] for seat, a in actions if seat == s and a["type"] == "play"] for s in range(4)}
    rng = random.Random(seed)
    for _ in range(200):
        pool = [c for s in range(4) if s != me for c in spec["hands"][s] if c not in played[s]]
        rng.shuffle(pool)
        hands = [list(h) for h in spec["hands"]]
        for s in range(4):
            if s != me:
                keep = len(spec["hands"][s]) - len(played[s])
                hands[s] = played[s] + pool[:keep]
                pool = pool[keep:]
        if hands == spec["hands"]:
            continue
        try:
            return replay(game_id, {**spec, "hands": hands}, actions)
        except RuleError:  # a seat that showed out now holds the suit: draw again
            continue
    raise AssertionError("no consistent shuffle found")


@pytest.mark.parametrize("game_id", TRICK_GAMES)
def test_an_expert_is_offered(game_id):
    assert "expert" in available_levels(game_id)


def twin_positions(game_id: str, plays_before: int):
    """(game, other, me): ``plays_before`` cards into the first hand, the seat to act, and the same position
    with the other seats' hidden cards shuffled among them (the same view for ``me``, other cards)."""
    spec = first_hand_spec(game_id, seed=11)
    game, actions = drive(game_id, spec, plays_before)
    me = game.to_act()[0]
    other = shuffled_others(game_id, spec, actions, me, seed=3)
    assert other.view(me) == game.view(me)
    assert other.card_census() != game.card_census()  # the hidden cards really moved
    return game, other, me


@pytest.mark.parametrize("game_id", TRICK_GAMES)
@pytest.mark.parametrize("plays_before", [0, 6])
def test_expert_choice_does_not_change_when_the_others_hidden_cards_are_shuffled(game_id, plays_before):
    game, other, me = twin_positions(game_id, plays_before)
    choice = fixed_count_expert(game_id).choose(game.view(me), game.legal_actions(me))
    again = fixed_count_expert(game_id).choose(other.view(me), other.legal_actions(me))
    assert choice == again


@pytest.mark.parametrize("game_id,options", [
    ("reverse_bridge", {}), ("reverse_bridge", {"capture": "strict", "scoring": "first_playtest"}),
    ("floating_bridge", {}), ("floating_bridge", {"wash": 6, "trump_breaking": True, "scoring": "tricks"}),
    ("floating_bridge", {"call_own_card": True, "first_lead": "declarer_in_nt"})])
def test_auction_experts_play_a_whole_game_legally(game_id, options):
    game = new_game(game_id, options={"deals": 4, **options}, seed=8)
    bots = [fixed_count_expert(game_id, seed=s) if s % 2 == 0 else make_bot("casual", game_id, seed=s)
            for s in range(4)]
    for bot in bots[::2]:
        bot.budget = Budget(None, most=2)
    play_legally_to_the_end(game, bots)


# ----- Contract Rummy ------------------------------------------------------------------------------------
def rummy_pair(seed: int):
    """Two round-1 games whose view for seat 0 (to move first) is the same, but where the other hands and
    the stock hold different cards."""
    pack = [CODES[c] for c in list(range(52)) * 2] + ["JK"] * 3
    random.Random(seed).shuffle(pack)
    mine, top, others, stock = pack[:10], pack[10], pack[11:41], pack[41:]
    swapped_others, swapped_stock = stock[:30], others + stock[30:]

    def game(other_cards, stock_cards):
        hands = [mine] + [other_cards[i * 10:(i + 1) * 10] for i in range(3)]
        return new_game("contract_rummy", 4, {"decks": 2}, seed=1,
                        deal={"round": 1, "dealer": 3, "hands": hands, "discard": [top], "stock": stock_cards,
                              "first": 0})
    return game(others, stock), game(swapped_others, swapped_stock)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_rummy_expert_choice_does_not_change_when_the_hidden_cards_are_shuffled(seed):
    one, two = rummy_pair(seed)
    assert one.view(0) == two.view(0) and one.card_census() != two.card_census()
    assert fixed_count_expert("contract_rummy").choose(one.view(0), one.legal_actions(0)) == \
        fixed_count_expert("contract_rummy").choose(two.view(0), two.legal_actions(0))
    for game in (one, two):
        game.apply(0, {"type": "draw", "source": "discard"})
    assert one.view(0) == two.view(0)
    assert fixed_count_expert("contract_rummy").choose(one.view(0), one.legal_actions(0)) == \
        fixed_count_expert("contract_rummy").choose(two.view(0), two.legal_actions(0))


def test_rummy_expert_keeps_the_pair_with_outs_where_casual_sheds_penalty():
    """Two groups wanted; pairs of aces, 7s and 9s. Shedding an ace or a lone card leaves the contract
    equally far, but the aces have outs: casual throws an ace (15 points), the expert a lone card."""
    hand = ["AC", "AD", "7C", "7D", "9H", "9S", "4C", "5S", "KS", "2H"]
    game = new_game("contract_rummy", 4, {"decks": 2}, seed=1,
                    deal={"round": 1, "dealer": 3, "hands": [hand, [], [], []], "discard": ["QD"], "first": 0,
                          "rest": 1})
    game.apply(0, {"type": "draw", "source": "discard"})  # QD: a lone card
    expert = fixed_count_expert("contract_rummy")
    expert.budget = Budget(None, most=200)
    casual = make_bot("casual", "contract_rummy", seed=1).choose(game.view(0), game.legal_actions(0))
    choice = expert.choose(game.view(0), game.legal_actions(0))
    assert casual["card"] in ("AC", "AD")
    assert choice["type"] == "discard" and choice["card"] in ("KS", "QD", "4C", "5S", "2H")


def test_rummy_expert_sheds_penalty_first_once_an_opponent_has_melded():
    """The same hand once seat 2 has melded (and holds five cards, so nobody is nearly out): what stays in
    hand may soon count against it, so the expert throws an ace instead of keeping the aces' outs."""
    hand = ["AC", "AD", "7C", "7D", "9H", "9S", "4C", "5S", "KS", "2H"]
    deal = {"round": 1, "dealer": 3, "hands": [hand, [], ["8H", "8D", "JC", "6D", "TC"], []], "discard": ["QD"],
            "table": [{"owner": 2, "cards": ["3H", "3S", "3D"]}, {"owner": 2, "cards": ["5H", "5C", "5D"]}],
            "first": 0, "rest": 1}
    game = new_game("contract_rummy", 4, {"decks": 2}, seed=1, deal=deal)
    game.apply(0, {"type": "draw", "source": "discard"})
    assert game.view(0)["melded"][2]
    expert = fixed_count_expert("contract_rummy")
    expert.budget = Budget(None, most=200)
    assert expert.choose(game.view(0), game.legal_actions(0))["card"] in ("AC", "AD")


def round_seven_after_drawing(hand: list[str], top: str):
    """Round 7, seat 0 holding ``hand`` has just taken ``top`` from the discard pile: its discard to make."""
    game = new_game("contract_rummy", 4, {"decks": 2}, seed=1,
                    deal={"round": 7, "dealer": 3, "hands": [hand, [], [], []], "discard": [top], "first": 0,
                          "rest": 1})
    game.apply(0, {"type": "draw", "source": "discard"})
    return game


def test_rummy_expert_sheds_penalty_first_in_round_seven():
    """Round 7: nobody melds before going out, so a player who does not go out pays for all twelve cards.
    Of the discards that leave the runs equally far, the expert sheds the ace (15 points) where counting
    outs alone would keep it and throw the 7S."""
    game = round_seven_after_drawing(["2D", "4C", "5D", "6H", "7H", "7S", "AH", "KC", "KD", "KH", "QD", "TC"], "5H")
    expert = fixed_count_expert("contract_rummy")
    expert.budget = Budget(None, most=400)
    assert expert.choose(game.view(0), game.legal_actions(0)) == {"type": "discard", "card": "AH"}
    expert.LAST_ROUND_WEIGHT = 0.0  # outs alone
    assert expert.choose(game.view(0), game.legal_actions(0)) == {"type": "discard", "card": "7S"}


@pytest.mark.parametrize("level", ["casual", "expert"])
def test_rummy_bots_go_out_in_round_seven_with_the_discard_that_melds_the_whole_hand(level):
    """Round 7 melds every card at once, in runs, with no discard. Three runs of four and the 7C on the
    pile: the 7C extends the clubs to five, so all thirteen cards go down and the round is won. The
    contract is complete before that card, so it brings the contract no closer: the bots ask apart (casual
    drew from the stock, and bot-only round 7s ran to thousands of moves)."""
    hand = ["3C", "4C", "5C", "6C", "3D", "4D", "5D", "6D", "8H", "9H", "TH", "JH"]
    game = new_game("contract_rummy", 4, {"decks": 2}, seed=1,
                    deal={"round": 7, "dealer": 3, "hands": [hand, [], [], []], "discard": ["7C"],
                          "stock": ["KS", "2D"], "first": 0, "rest": 1})
    bot = fixed_count_expert("contract_rummy") if level == "expert" else make_bot(level, "contract_rummy", seed=1)
    assert bot.choose(game.view(0), game.legal_actions(0)) == {"type": "draw", "source": "discard"}
    game.apply(0, {"type": "draw", "source": "discard"})
    game.apply(0, bot.choose(game.view(0), game.legal_actions(0)))
    assert game.history and game.history[0]["went_out"] == 0


def test_rummy_expert_sheds_the_ace_late_in_round_seven_while_two_cards_short():
    """Round 7, two runs held and KH AH towards the third (two cards short). Early on the expert keeps the
    ace and throws the 9D, the highest of the spare cards; after ten of its turns the round may end any
    moment and it throws the ace (15 points) though that leaves it a card further from its runs."""
    game = round_seven_after_drawing(["3C", "4C", "5C", "6C", "3D", "4D", "5D", "6D", "KH", "AH", "2S", "9D"], "8S")
    expert = fixed_count_expert("contract_rummy")
    assert expert.choose(game.view(0), game.legal_actions(0)) == {"type": "discard", "card": "9D"}
    late = fixed_count_expert("contract_rummy")
    late.turns[(7, 0)] = late.LATE_TURNS  # its turns in this round so far
    assert late.choose(game.view(0), game.legal_actions(0)) == {"type": "discard", "card": "AH"}


def test_rummy_expert_takes_a_discard_that_makes_a_new_meld_after_its_contract():
    """Screw Rummy allows new melds after the contract: with 9S 9D in hand the expert takes the 9C and
    lays the group down; casual only takes cards it can lay off, and draws from the stock."""
    options = dict(GAMES["contract_rummy"].presets["screw_rummy"])
    table = [{"owner": 0, "cards": ["4C", "4D", "4H"]}, {"owner": 0, "cards": ["KC", "KD", "KS"]}]
    game = new_game("contract_rummy", 4, options, seed=1,
                    deal={"round": 1, "dealer": 3, "hands": [["9S", "9D", "2H", "6C"], [], [], []], "table": table,
                          "discard": ["9C"], "stock": ["3S", "8H"], "first": 0, "rest": 1})
    casual = make_bot("casual", "contract_rummy", seed=1).choose(game.view(0), game.legal_actions(0))
    expert = fixed_count_expert("contract_rummy")
    assert casual == {"type": "draw", "source": "stock"}
    assert expert.choose(game.view(0), game.legal_actions(0)) == {"type": "draw", "source": "discard"}
    game.apply(0, {"type": "draw", "source": "discard"})
    assert expert.choose(game.view(0), game.legal_actions(0))["type"] == "new_meld"
    game.apply(0, expert.choose(game.view(0), game.legal_actions(0)))
    assert sorted(game.view(0)["hand"]) == ["2H", "6C"]


def may_i_window_for_seat_1(hand: list[str], stock: list[str] | None = None):
    """Round 1 (two groups): seat 0 draws from the stock, so the others may ask for the 7C on the pile.
    ``stock``: a short stock (the other cards go to seat 2's hand)."""
    hands = [["2C", "3D", "4H", "5S", "6C", "8D", "TH", "JS", "QC", "KD"], hand,
             ["2D", "3H", "4S", "5C", "6D", "8H", "9D", "TC", "JH", "QS"],
             ["2S", "3S", "4C", "5D", "6H", "8S", "9H", "TS", "JC", "QD"]]
    deal = {"round": 1, "dealer": 3, "hands": hands, "discard": ["7C"], "first": 0}
    if stock is not None:
        deal.update(stock=stock, rest=2)
    game = new_game("contract_rummy", 4, {"decks": 2}, seed=1, deal=deal)
    game.apply(0, {"type": "draw", "source": "stock"})
    assert game.view(1)["claim_window"]["may_claim"]
    return game


TEN_WITH_SEVENS = ["7D", "7H", "9S", "9C", "2H", "4D", "6S", "8C", "TD", "QH"]


def test_rummy_expert_asks_may_i_for_a_useful_discard_whatever_its_hand_holds():
    """A pair of 7s and the 7C on the pile: with ten cards both bots ask for it (claims are worth about 10
    points a round to the expert). With fifteen the penalty card would make 17, over casual's limit of 16:
    casual declines, the expert asks all the same (May I? without a hand limit: +0.55 ± 0.35 a round over
    560 classic deals)."""
    game = may_i_window_for_seat_1(TEN_WITH_SEVENS)
    for bot in (make_bot("casual", "contract_rummy", seed=1), fixed_count_expert("contract_rummy")):
        assert bot.optional(game.view(1), game.legal_actions(1)) == {"type": "may_i"}
    game = may_i_window_for_seat_1(TEN_WITH_SEVENS + ["KS", "3C", "5H", "JD", "AS"])
    assert make_bot("casual", "contract_rummy", seed=1).optional(game.view(1), game.legal_actions(1)) == \
        {"type": "decline"}
    assert fixed_count_expert("contract_rummy").optional(game.view(1), game.legal_actions(1)) == {"type": "may_i"}


def test_rummy_expert_leaves_a_short_stock_to_the_table():
    """Five cards left in the stock at four seats (fewer than two a player): claims there only starve the
    table (tables of seven and eight experts ran out of cards when they claimed past it), so the expert
    declines the 7C as casual does."""
    game = may_i_window_for_seat_1(TEN_WITH_SEVENS, stock=["KS", "3C", "5H", "JD", "AS", "4S"])
    assert game.view(1)["stock_count"] < 2 * 4
    for bot in (make_bot("casual", "contract_rummy", seed=1), fixed_count_expert("contract_rummy")):
        assert bot.optional(game.view(1), game.legal_actions(1)) == {"type": "decline"}


def test_rummy_expert_plays_a_whole_game_legally():
    game = new_game("contract_rummy", 4, {"decks": 2}, seed=5)
    bots = [fixed_count_expert("contract_rummy", seed=s) if s % 2 == 0 else make_bot("casual", "contract_rummy", seed=s)
            for s in range(4)]
    for bot in bots[::2]:
        bot.budget = Budget(None, most=5)
    play_legally_to_the_end(game, bots)


def test_oh_hell_expert_looks_again_at_its_bid_once_per_change_window():
    game = new_game("devils_bridge", 4, {"bid_changes": True}, seed=3)
    while game.view(None)["hand_number"] < 5:
        game.step(game.moves()[0])
    bot = fixed_count_expert("devils_bridge")
    seat = game.to_act()[0]
    game.apply(seat, bot.choose(game.view(seat), game.legal_actions(seat)))
    assert game.view(seat)["can_change_bid"] == seat
    looks = []
    evaluate = bot.bid_values
    bot.bid_values = lambda view, bids: looks.append(bids) or evaluate(view, bids)
    first = bot.optional(game.view(seat), game.legal_actions(seat))  # the second look (may change the bid)
    if first is not None:
        game.apply(seat, first)
    assert bot.optional(game.view(seat), game.legal_actions(seat)) is None  # no third: noise, not news
    assert len(looks) == 1
