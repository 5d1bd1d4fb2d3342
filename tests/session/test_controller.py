"""The controller: bots think off the GUI thread, optional actions are offered, refusals change nothing."""

import threading

import pytest

from cardgame_gui.bots import make_bot
from cardgame_gui.session import controller as controller_module
from cardgame_gui.session.controller import GameController


class RecordingBot:
    """Wraps a real bot: notes the thread it runs on; changes its bid once when offered the chance."""

    threads: set = set()
    changes = 0

    def __init__(self, level, game_id, seed=None):
        self.inner = make_bot(level, game_id, seed)

    def choose(self, view, legal):
        RecordingBot.threads.add(threading.get_ident())
        return self.inner.choose(view, legal)

    def optional(self, view, legal):
        RecordingBot.threads.add(threading.get_ident())
        if RecordingBot.changes == 0 and legal and legal[0].get("type") == "bid":
            RecordingBot.changes += 1
            return legal[0]
        return None


@pytest.fixture
def recording(monkeypatch):
    RecordingBot.threads, RecordingBot.changes = set(), 0
    monkeypatch.setattr(controller_module, "make_bot", RecordingBot)
    return RecordingBot


def test_bots_think_off_the_gui_thread_and_may_change_a_bid(qtbot, recording):
    controller = GameController()
    controller.set_speed("off")
    events = []
    controller.action_applied.connect(lambda seat, action, evs: events.extend(evs))
    with qtbot.waitSignal(controller.game_over, timeout=20000):
        controller.start("devils_bridge", 3, {"target_score": 1}, seed=2, seats=["random"] * 3)
    controller.wait_for_bots()
    assert recording.threads and threading.get_ident() not in recording.threads
    assert any(e["type"] == "bid_changed" for e in events)


def test_a_refused_request_reports_the_reason_and_changes_nothing(qtbot):
    controller = GameController()
    controller.set_speed("off")
    controller.start("german_bridge", 4, seed=5, seats=[None, "random", "random", "random"])
    controller.stop()
    before = controller.save_text()
    with qtbot.waitSignal(controller.action_rejected) as blocker:
        assert not controller.request({"type": "play", "card": "AS"})
    assert blocker.args[0] and controller.save_text() == before


def test_a_bad_seat_list_is_refused_before_anything_changes():
    controller = GameController()
    with pytest.raises(ValueError, match="4 seats needed"):
        controller.start("german_bridge", 4, seed=1, seats=[None, "random"])
    with pytest.raises(ValueError, match="no 'grandmaster' bot"):
        controller.start("german_bridge", 3, seed=1, seats=[None, "grandmaster", "random"])
    assert controller.game is None


def test_bots_list_their_legal_actions_on_the_worker_from_a_copy_of_the_game(qtbot, monkeypatch):
    """A crowded Screw Rummy position takes a tenth of a second to list one seat's actions: a host's GUI
    thread (or a server's) must not do it for every bot seat. The bots read a copy, on their worker."""
    from cardgame_gui.engine import GAMES
    from cardgame_gui.engine.games.contract_rummy import ContractRummy

    calls = []
    listed = ContractRummy.legal_actions

    def recording(self, seat=None):
        calls.append((threading.get_ident(), self))
        return listed(self, seat)

    monkeypatch.setattr(ContractRummy, "legal_actions", recording)
    controller = GameController()
    controller.set_speed("off")
    with qtbot.waitSignal(controller.hand_finished, timeout=30000):
        controller.start("contract_rummy", 4, dict(GAMES["contract_rummy"].presets["screw_rummy"]), seed=3,
                         seats=["casual"] * 4)
    controller.stop()
    controller.wait_for_bots()
    gui = threading.get_ident()
    assert len(calls) > 50
    assert not [game for thread, game in calls if thread == gui]
    assert not [game for thread, game in calls if game is controller.game]
