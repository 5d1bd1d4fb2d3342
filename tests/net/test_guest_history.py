"""A LAN guest's hand history, over real sockets on 127.0.0.1: rebuilt from what the host's frames carried,
it shows the guest the same hands, the same views at each of its decisions and the same review as the
host's record of the game would — and nothing the frames did not carry."""

from __future__ import annotations

import pytest

from cardgame_gui.bots import make_bot
from cardgame_gui.bots.review import review_hand
from cardgame_gui.engine import new_game
from cardgame_gui.net.host import LanHost
from cardgame_gui.session.history import GameHistory, from_frames
from cardgame_gui.ui.history.dialog import guest_history

from lan_helpers import BotClient, speed_off_table

WAIT = 15000
HOST_ONLY = ("scores", "history", "names", "seat_notes")  # the running totals and the host's labels


def play_as_a_guest(qtbot, host, game_id, options):
    """One bot-played guest at a 4-seat table (the host's bots in the other seats), the game played out."""
    host.listen(0)
    guest = BotClient("Guest", "casual", seed=3)
    with qtbot.waitSignal(guest.client.welcomed, timeout=WAIT):
        guest.client.connect_to("127.0.0.1", host.port, guest.name)
    guest.verdicts = []
    guest.client.deal_checked.connect(lambda ok, sentence: guest.verdicts.append(ok))
    guest.client.create("T")
    qtbot.waitUntil(lambda: guest.client.room is not None, timeout=WAIT)
    guest.client.configure(game_id, 4, options, "casual")
    qtbot.waitUntil(lambda: guest.client.room["game"] == game_id, timeout=WAIT)
    guest.client.toggle_ready()
    qtbot.waitUntil(lambda: all(s["ready"] for s in guest.client.room["seats"]), timeout=WAIT)
    guest.client.start()
    qtbot.waitUntil(lambda: bool(guest.verdicts), timeout=60000)
    return guest


@pytest.fixture
def host():
    made = LanHost(speed_off_table)
    yield made
    for room_table in made.tables.values():
        room_table.table.stop()
        room_table.table.wait_for_bots()
    made.shut_down()


def mine(view: dict) -> dict:
    """The view without the running totals and the host's labels; an auction game's hand is rebuilt as
    its game's first, dealt once (their deal spec fixes the first hand), so its number and its count of
    redeals (a hand everyone passed) are left out there too."""
    rebuilt = ("hand_number", "redeals") if view["game"] in ("floating_bridge", "reverse_bridge") else ()
    left_out = HOST_ONLY + rebuilt
    return {k: v for k, v in view.items() if k not in left_out}


@pytest.mark.parametrize("game_id,options", [("devils_bridge", {"sequence": "down_up", "target_score": 1}),
                                             ("german_bridge", {"rounds": 4}),
                                             ("floating_bridge", {"deals": 4}),
                                             ("contract_rummy", {})])
def test_a_guests_history_is_the_hosts_record_seen_from_the_guests_seat(qtbot, host, game_id, options):
    guest = play_as_a_guest(qtbot, host, game_id, options)
    remote = guest.controller.game
    game = next(iter(host.tables.values())).table.game
    theirs = GameHistory(game.to_json(), remote.seat)
    ours = guest_history(remote)
    assert ours is not None and ours.hands and ours.missing == []
    assert [h.number for h in ours.hands] == [h.number for h in theirs.hands if h.finished]
    if game_id == "contract_rummy":  # the guest's own views, steps and events; no other seat's cards
        for hand, record in zip(ours.hands, theirs.hands, strict=True):
            assert [(s.seat, s.action, s.events) for s in hand.steps] == \
                [(s.seat, s.action, s.events) for s in record.steps]
            assert [mine(s.view) for s in hand.steps] == [mine(s.view) for s in record.steps]
            assert all(s.view["seat"] == remote.seat for s in hand.steps)
        return
    for hand in ours.hands:
        record = theirs.hands[hand.number - 1]
        played = after_redeal(record.steps)  # a Floating Bridge hand everyone passed is dealt again
        assert [[s.seat, s.action] for s in hand.steps] == [[s.seat, s.action] for s in played]
        assert hand.deal() == record.deal() and hand.record == record.record
        dealt = len(record.steps) - len(played)
        assert mine(hand.start_view) == mine(record.view_at(dealt - 1))
        on_the_played_deal = [d for d in theirs.decisions(record) if d.step >= dealt]
        for decision, same in zip(ours.decisions(hand), on_the_played_deal, strict=True):
            assert mine(decision.view) == mine(same.view) and decision.legal == same.legal
        assert [hand.state(i) for i in range(len(hand.positions))] == \
            [record.state(i) for i in range(len(record.positions))]
    if game_id in ("devils_bridge", "german_bridge"):
        hand = ours.hands[-1]
        assert review_hand(ours.decisions(hand), seed=1, samples=60) == \
            review_hand(theirs.decisions(theirs.hands[hand.number - 1]), seed=1, samples=60)


def frames_of_a_game(game_id: str, options: dict, seed: int):
    """A game casual bots played out in-process, with every [seat, action] and the events each raised (what
    a guest's RemoteGame keeps of the host's frames)."""
    game = new_game(game_id, 4, options, seed=seed)
    bots = [make_bot("casual", game_id, seed=s) for s in range(4)]
    log, events = [], []
    while not game.over:
        seat = game.to_act()[0]
        action = bots[seat].choose(game.view(seat), game.legal_actions(seat))
        events.append(game.apply(seat, action))
        log.append([seat, action])
    return game, log, events


def test_a_guest_rebuilds_nothing_from_a_hand_it_did_not_see_whole():
    game, log, events = frames_of_a_game("german_bridge", {"rounds": 3}, seed=5)
    views = views_of(game, log, 1)
    whole = from_frames("german_bridge", 4, {"rounds": 3}, 1, log, events, views=views)
    assert [h.number for h in whole.hands] == [2, 3]  # the first hand's deal event came before any frame
    assert whole.missing == [1]
    late = from_frames("german_bridge", 4, {"rounds": 3}, 1, log[9:], events[9:], views=views[9:],
                       whole_first=False)  # came in (or came back) during hand 2
    assert [h.number for h in late.hands] == [3] and late.missing == [1, 2]


def views_of(game, log: list, seat: int) -> list[dict]:
    """The views ``seat`` was shown as ``log`` was played from the start of ``game``'s record: at the start,
    then after each action (what a guest's RemoteGame keeps as ``shown``)."""
    replay = new_game(game.info.id, game.players, game.options, seed=game.seed)
    views = [replay.view(seat)]
    for actor, action in log:
        replay.apply(actor, action)
        views.append(replay.view(seat))
    return views


def test_a_guest_joining_a_contract_rummy_game_part_way_sees_the_rounds_it_saw_whole():
    game, log, events = frames_of_a_game("contract_rummy", {}, seed=4)
    views = views_of(game, log, 2)
    theirs = GameHistory(game.to_json(), 2)
    cut = next(i for i, raised in enumerate(events) if any(e["type"] == "round_scored" for e in raised)) - 5
    late = from_frames("contract_rummy", 4, {}, 2, log[cut:], events[cut:], views=views[cut:], whole_first=False)
    assert [h.number for h in late.hands] == [2, 3, 4, 5, 6, 7] and late.missing == [1]
    for hand in late.hands:
        record = theirs.hands[hand.number - 1]
        assert [(s.seat, s.action, s.events, s.view) for s in hand.steps] == \
            [(s.seat, s.action, s.events, s.view) for s in record.steps]
        assert hand.start_view == record.start_view and hand.positions == record.positions
    assert from_frames("contract_rummy", 4, {}, 2, log, events, views=views[1:]).hands == []  # views that don't fit


def after_redeal(steps):
    """The steps played on a hand's last deal."""
    last = max((i + 1 for i, s in enumerate(steps) if any(e["type"] == "redeal" for e in s.events)), default=0)
    return steps[last:]


@pytest.mark.parametrize("options,seed", [({"wash": 6}, 1),  # casual bots wash twice
                                          ({"deals": 4}, 35)])  # a deal everyone passed
def test_a_redealt_hand_is_rebuilt_from_the_deal_that_was_played(options, seed):
    game, log, events = frames_of_a_game("floating_bridge", options, seed=seed)
    theirs = GameHistory(game.to_json(), 2)
    ours = from_frames("floating_bridge", 4, options, 2, log, events)
    redealt = [h.number for h in theirs.hands if len(after_redeal(h.steps)) < len(h.steps)]
    assert redealt and [h.number for h in ours.hands] == [h.number for h in theirs.hands]
    for hand in ours.hands:
        record = theirs.hands[hand.number - 1]
        played = after_redeal(record.steps)
        assert [[s.seat, s.action] for s in hand.steps] == [[s.seat, s.action] for s in played]
        assert hand.deal() == record.deal()
        dealt = len(record.steps) - len(played)  # the seat's calls on a deal everyone passed are not in ours
        assert [(mine(d.view), d.legal, d.action) for d in ours.decisions(hand)] == \
            [(mine(d.view), d.legal, d.action) for d in theirs.decisions(record) if d.step >= dealt]
