"""Deals anyone can check, without Qt or sockets: the promise (commit), and the replay that checks what a seat
was shown (verify) — whole games of every game verify, and every kind of cheating host is caught."""

import hashlib
import json
import random
import subprocess
import sys

import pytest

from cardgame_gui.engine import new_game
from cardgame_gui.net import deal_check
from cardgame_gui.net.deal_check import BROKEN, VERIFIED, commit, commitment_bytes, digest_of, verify
from cardgame_gui.net.filtering import must_not_learn, scrub


def test_the_deal_check_loads_no_qt():
    code = ("import sys, cardgame_gui.net.deal_check; "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_promise_is_sha256_of_the_documented_bytes():
    assert commitment_bytes(7, "00ff") == b"cardgame_gui deal v1\n00ff\n7"
    assert digest_of(7, "00ff") == hashlib.sha256(b"cardgame_gui deal v1\n00ff\n7").hexdigest()
    salt, digest = commit(7)
    assert len(salt) == 32 and digest == digest_of(7, salt)
    assert commit(7)[0] != salt  # a fresh salt each time: the digest says nothing about the seed


def wire(value):
    return json.loads(json.dumps(value))


def played(game_id, players, options, seed, seat, steps=100000, deal_seed=None):
    """A whole game by random legal actions, and what ``seat`` was told as the host tells it: the actions,
    the view at the start and after each action, and the events scrubbed for that seat."""
    game = new_game(game_id, players, options, seed if deal_seed is None else deal_seed)
    rng = random.Random(seed)
    actions, views, events = [], [wire(game.view(seat))], []
    for _ in range(steps):
        if game.over:
            break
        who = rng.choice(game.to_act())
        action = rng.choice(game.legal_actions(who))
        before = set(game.hidden_cards(seat))
        produced = game.apply(who, action)
        secret = must_not_learn(before, set(game.hidden_cards(seat)), action)
        actions.append(wire([who, scrub(action, secret)]))  # as the seat gets them: through JSON
        events.append(wire(scrub(produced, secret)))
        views.append(wire(game.view(seat)))
    return game, actions, views, events


GAMES = [("devils_bridge", 4, {"target_score": 1}), ("german_bridge", 3, {"rounds": 2}),
         ("floating_bridge", 4, {"deals": 1}), ("reverse_bridge", 4, {"deals": 4}), ("contract_rummy", 3, {})]


@pytest.mark.parametrize("game_id, players, options", GAMES, ids=[g[0] for g in GAMES])
def test_a_whole_game_verifies_for_every_seat_and_an_onlooker(game_id, players, options):
    for seat in (None, 0, players - 1):
        game, actions, views, events = played(game_id, players, options, seed=5, seat=seat)
        assert game.over
        salt, digest = commit(game.seed)
        ok, sentence = verify(digest, game.seed, salt, game_id, players, game.options, actions, seat=seat,
                              views=views, events=events, scores=game.scores())
        assert ok, sentence
        assert sentence.startswith(VERIFIED)


def test_a_held_seats_label_in_a_view_does_not_break_the_check():
    """While a player is away the host adds ``seat_notes`` ("Disconnected — waiting 27s") to every view."""
    game, actions, views, events = played("german_bridge", 3, {"rounds": 2}, seed=5, seat=0)
    views[3] = dict(views[3], seat_notes=[None, "Disconnected — waiting 27s", None], names=["Ann", "Bob", "Cy"])
    salt, digest = commit(game.seed)
    ok, sentence = verify(digest, game.seed, salt, "german_bridge", 3, game.options, actions, seat=0,
                          views=views, events=events, scores=game.scores())
    assert ok, sentence


def test_a_different_seed_revealed_is_caught():
    game, actions, views, events = played("german_bridge", 3, {"rounds": 2}, seed=5, seat=1)
    salt, digest = commit(game.seed)
    ok, sentence = verify(digest, game.seed + 1, salt, "german_bridge", 3, game.options, actions, seat=1,
                          views=views, events=events, scores=game.scores())
    assert not ok and sentence.startswith(BROKEN) and "not the one it promised" in sentence


def test_a_different_salt_revealed_is_caught():
    game, actions, views, events = played("german_bridge", 3, {"rounds": 2}, seed=5, seat=1)
    salt, digest = commit(game.seed)
    ok, _ = verify(digest, game.seed, "0" * 32, "german_bridge", 3, game.options, actions, seat=1, views=views)
    assert not ok


@pytest.mark.parametrize("game_id, players, options", GAMES, ids=[g[0] for g in GAMES])
def test_a_host_that_dealt_another_seed_than_it_promised_is_caught(game_id, players, options):
    """The host promised seed 1 and revealed it honestly, but dealt seed 2: the seat's own hand says so."""
    game, actions, views, events = played(game_id, players, options, seed=5, seat=0, deal_seed=2)
    salt, digest = commit(1)
    ok, sentence = verify(digest, 1, salt, game_id, players, game.options, actions, seat=0, views=views,
                          events=events, scores=game.scores())
    assert not ok and sentence.startswith(BROKEN), sentence


def test_a_host_that_changes_the_deal_mid_game_is_caught():
    """Seed 5 dealt the first hands; after the first hand was scored the host reseeded its shuffler, so the
    later hands came from another deal than the one promised."""
    cheat = new_game("german_bridge", 3, {"rounds": 3}, 5)
    actions, views, events = [], [cheat.view(1)], []
    rng = random.Random(5)
    switched = False
    while not cheat.over:
        who = rng.choice(cheat.to_act())
        action = rng.choice(cheat.legal_actions(who))
        produced = cheat.apply(who, action)
        actions.append([who, action])
        events.append(produced)
        views.append(cheat.view(1))
        if not switched and any(e["type"] == "hand_scored" for e in produced):
            switched = True
            cheat.rng.seed(9)
    salt, digest = commit(5)
    ok, sentence = verify(digest, 5, salt, "german_bridge", 3, cheat.options, actions, seat=1, views=views)
    assert not ok and ("your cards differ from the promised deal" in sentence
                       or "the table you were shown differs from the promised deal" in sentence), sentence


@pytest.mark.parametrize("part", ["cards", "table"])
def test_what_differs_from_the_promised_deal_is_said_in_a_whole_sentence(part):
    """"your cards … differ", "the table you were shown … differs": each its own sentence, at the start and
    after a move (the English read "the table you were shown as dealt at the start differ")."""
    game, actions, views, events = played("german_bridge", 3, {"rounds": 1}, seed=5, seat=1)
    salt, digest = commit(game.seed)

    def changed(view):
        hand, rest = deal_check.fingerprint(view)
        return (["ZZ"] if part == "cards" else hand), (bytes(32) if part == "table" else rest)
    sentences = []
    for at in (0, 3):
        seen = [deal_check.fingerprint(view) for view in views]
        seen[at] = changed(views[at])
        ok, sentence = verify(digest, game.seed, salt, "german_bridge", 3, game.options, actions, seat=1, views=seen)
        assert not ok
        sentences.append(str(sentence))
    if part == "cards":
        assert sentences == [f"{BROKEN}: your cards as dealt at the start differ from the promised deal.",
                             f"{BROKEN}: after move 3, your cards differ from the promised deal."]
    else:
        assert sentences == [f"{BROKEN}: the table you were shown at the start differs from the promised deal.",
                             f"{BROKEN}: after move 3, the table you were shown differs from the promised deal."]


def test_the_final_scores_must_be_the_replays():
    game, actions, views, events = played("devils_bridge", 4, {"target_score": 1}, seed=5, seat=2)
    salt, digest = commit(game.seed)
    wrong = [s + 1 for s in game.scores()]
    ok, sentence = verify(digest, game.seed, salt, "devils_bridge", 4, game.options, actions, seat=2,
                          scores=wrong)
    assert not ok and "final scores" in sentence


def test_a_move_the_promised_deal_does_not_allow_is_caught():
    game, actions, views, events = played("german_bridge", 3, {"rounds": 2}, seed=5, seat=1)
    salt, digest = commit(game.seed)
    plays = [i for i, (who, a) in enumerate(actions) if a["type"] == "play"]
    forged = [list(entry) for entry in actions]
    forged[plays[0]] = [forged[plays[0]][0], {"type": "play", "card": "ZZ"}]
    ok, sentence = verify(digest, game.seed, salt, "german_bridge", 3, game.options, forged, seat=1)
    assert not ok and f"move {plays[0] + 1}" in sentence


def test_a_scrubbed_action_is_resolved_from_what_the_seat_saw_after_it():
    """No action reaches a seat scrubbed today; a future one with its card taken out still replays."""
    game, actions, views, events = played("contract_rummy", 3, {}, seed=5, seat=0)
    salt, digest = commit(game.seed)
    holes = [i for i, (who, a) in enumerate(actions) if a["type"] == "discard" and who != 0][:5]
    assert holes
    for i in holes:
        actions[i] = [actions[i][0], dict(actions[i][1], card=None)]
    ok, sentence = verify(digest, game.seed, salt, "contract_rummy", 3, game.options, actions, seat=0,
                          views=views, events=events, scores=game.scores())
    assert ok, sentence


def test_too_many_hidden_alternatives_leave_the_deal_partly_checked(monkeypatch):
    """A host cannot make a client's check run for long with scrubbed moves: the alternatives tried are
    bounded, and past the bound the deal is said to be only partly checked."""
    monkeypatch.setattr(deal_check, "MAX_BRANCHES", 3)
    game, actions, views, events = played("contract_rummy", 3, {}, seed=5, seat=0)
    salt, digest = commit(game.seed)
    holes = [i for i, (who, a) in enumerate(actions) if a["type"] == "discard" and who != 0][:5]
    for i in holes:
        actions[i] = [actions[i][0], dict(actions[i][1], card=None)]
    ok, sentence = verify(digest, game.seed, salt, "contract_rummy", 3, game.options, actions, seat=0,
                          views=views, events=events, scores=game.scores())
    assert ok and sentence.startswith("Deal partly checked") and "could not be told apart" in sentence


def test_a_scrubbed_move_by_no_such_seat_is_caught_not_crashed():
    game, actions, views, events = played("german_bridge", 3, {"rounds": 1}, seed=5, seat=0)
    salt, digest = commit(game.seed)
    actions[-1] = [9, {"type": "play", "card": None}]
    ok, sentence = verify(digest, game.seed, salt, "german_bridge", 3, game.options, actions, seat=0, views=views)
    assert not ok and sentence.startswith(BROKEN)


def test_a_seat_the_promised_game_does_not_have_is_caught_not_crashed():
    game, actions, views, events = played("german_bridge", 3, {"rounds": 1}, seed=5, seat=0)
    salt, digest = commit(game.seed)
    ok, sentence = verify(digest, game.seed, salt, "german_bridge", 3, game.options, actions, seat=7, views=views)
    assert not ok and sentence.startswith(BROKEN)


def test_a_seat_whose_host_did_not_list_the_earlier_moves_is_told_the_deal_is_only_partly_checked():
    salt, digest = commit(5)
    ok, sentence = verify(digest, 5, salt, "german_bridge", 3, {}, [], seat=1, first=12)
    assert ok and sentence.startswith("Deal partly checked") and "did not list the 12 moves" in sentence
    ok, sentence = verify(digest, 5, salt, "german_bridge", 3, {}, [], seat=1, first=2, earlier=[[0, {}], "x"])
    assert ok and sentence.startswith("Deal partly checked")  # (nothing a replay can use)


def came_back(game_id, players, options, seed, seat, at, deal_seed=None):
    """What a seat that came back after ``at`` moves was told: the earlier moves (as the host lists them before
    ``started``), then its own share of the game from its first view on."""
    game, actions, views, events = played(game_id, players, options, seed, seat, deal_seed=deal_seed)
    return game, dict(earlier=wire(actions[:at]), first=at, seat=seat, views=views[at:], events=events[at:],
                      scores=game.scores()), actions[at:]


@pytest.mark.parametrize("seat", [1, None])
def test_a_seat_that_came_back_mid_game_has_the_deal_checked_from_where_it_came_back(seat):
    """The rejoined guest read "Deal partly checked" at the end: the moves before its comeback are replayed
    from the seed, and its cards and the table since are checked as a whole game's are."""
    game, told, actions = came_back("german_bridge", 3, {"rounds": 3}, 5, seat, at=17)
    salt, digest = commit(game.seed)
    ok, sentence = verify(digest, game.seed, salt, "german_bridge", 3, game.options, actions, **told)
    assert ok and sentence.startswith(VERIFIED), sentence
    if seat is None:
        assert "from where you came in: the 17 moves before it replay" in sentence
    else:
        assert "from where you came back: the 17 moves before it replay" in sentence
        assert "What you saw before you came back is not part of this check." in sentence


def test_a_host_that_dealt_another_seed_is_caught_at_a_seat_that_came_back():
    game, told, actions = came_back("german_bridge", 3, {"rounds": 3}, 5, 1, at=17, deal_seed=2)
    salt, digest = commit(5)
    ok, sentence = verify(digest, 5, salt, "german_bridge", 3, game.options, actions, **told)
    assert not ok and sentence.startswith(BROKEN), sentence


def test_moves_the_host_listed_that_do_not_lead_to_what_the_seat_was_shown_are_caught():
    """The host lists the earlier moves in another order: they do not lead to the view the seat came back to
    (or cannot be played)."""
    game, told, actions = came_back("german_bridge", 3, {"rounds": 3}, 5, 1, at=17)
    salt, digest = commit(game.seed)
    told["earlier"] = told["earlier"][:-3] + [told["earlier"][-1], told["earlier"][-3], told["earlier"][-2]]
    ok, sentence = verify(digest, game.seed, salt, "german_bridge", 3, game.options, actions, **told)
    assert not ok and sentence.startswith(BROKEN), sentence


@pytest.mark.parametrize("seed, salt", [(True, "00"), ("5", "00"), (5, None), (5, "é")])
def test_a_reveal_that_is_no_seed_and_salt_is_refused(seed, salt):
    ok, sentence = verify("ab", seed, salt, "german_bridge", 3, {}, [])
    assert not ok and sentence.startswith(BROKEN)
