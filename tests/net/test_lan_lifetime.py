"""Where LAN objects die. The controller asks its bots on a worker thread, and a bot allocates a lot: Python's
cyclic garbage collector used to run there. A host, client or table dropped in a reference cycle was then
destroyed on the worker, where Qt cannot stop its timers and socket notifiers; they stayed registered with the
GUI thread's event loop and fired into freed memory (the segfault of test_lan_party.py: ``QTimer::timeout`` ->
``SignalManager::qt_metacall`` on a NULL object, or ``QTimerInfoList::activateTimers`` -> ``notifyInternal2``)."""

import gc
import threading
import weakref

from PySide6.QtCore import QObject

from cardgame_gui.net.host import LanHost
from cardgame_gui.session.controller import GameController

from lan_helpers import speed_off_table

WAIT = 15000


class _Churn:
    """Garbage in cycles, as a bot's search makes it."""

    def __init__(self):
        self.me = self


def test_a_host_dropped_while_the_bots_think_dies_on_the_gui_thread(qtbot, qtlog, monkeypatch):
    from cardgame_gui.session import controller
    died, asked = [], []
    holder = []

    def drop_then_churn(choose):
        def chosen(view, legal):
            """On the worker: the last reference to the host goes, then garbage enough for many collections."""
            holder.clear()
            for _ in range(50_000):
                _Churn()
            asked.append(threading.current_thread())
            return choose(view, legal)
        return chosen

    def make_bot(*args, **kwargs):
        bot = controller.make_bot.__wrapped__(*args, **kwargs)
        bot.choose = drop_then_churn(bot.choose)
        return bot

    make_bot.__wrapped__ = controller.make_bot
    monkeypatch.setattr(controller, "make_bot", make_bot)
    table = GameController()
    table.set_speed("off")
    gc.collect()  # from here the host is young: the next collection, wherever it runs, frees it
    # a host as a test may drop it: listening (a socket notifier), its seat holds holding bound methods of it
    # (a cycle: only the collector frees it)
    host = LanHost(speed_off_table)
    host.listen(0)
    weakref.finalize(host, lambda: died.append(threading.current_thread()))
    holder.append(host)
    del host
    table.start("german_bridge", 3, {"rounds": 1}, seed=3, seats=["random"] * 3)
    qtbot.waitUntil(lambda: bool(asked and died), timeout=WAIT)
    table.stop()
    table.wait_for_bots()
    assert asked[0] is not threading.main_thread()  # the bot did run on the worker
    assert died == [threading.main_thread()]
    assert not [r.message for r in qtlog.records if "another thread" in r.message]


def test_a_parentless_qobject_in_a_cycle_is_freed_by_the_collector_on_the_gui_thread(qtbot):
    """Automatic collection is off while bots may think on a worker; cycles are still freed, here."""
    GameController()  # (the controller keeps collection on the GUI thread)
    assert not gc.isenabled()
    died = []
    obj = QObject()
    obj.me = obj
    weakref.finalize(obj, lambda: died.append(threading.current_thread()))
    del obj
    for _ in range(5000):
        _Churn()
    qtbot.waitUntil(lambda: bool(died), timeout=WAIT)
    assert died == [threading.main_thread()]


def test_a_table_made_for_a_room_goes_with_the_room_and_a_window_s_own_stays(qtbot):
    """A server's tables are deleted with their room on the GUI thread, not left to the collector; a
    window's controller (it has a parent) is the window's."""
    import shiboken6
    from cardgame_gui.net.host import LOCAL

    window = QObject()
    for factory, kept in ((speed_off_table, False), (lambda room: GameController(window), True)):
        host = LanHost(factory)
        host.open_room(LOCAL, "Ann", "T")
        assert host.act(LOCAL, "configure", {"game": "german_bridge", "players": 3, "options": {"rounds": 1},
                                             "bot_level": "random"})
        assert host.act(LOCAL, "ready", {}) and host.act(LOCAL, "start", {})
        table = next(iter(host.tables.values())).table
        host.shut_down()
        if kept:
            qtbot.wait(50)
            assert shiboken6.isValid(table) and table.parent() is window
            table.stop()
            table.wait_for_bots()
        else:
            qtbot.waitUntil(lambda: not shiboken6.isValid(table), timeout=WAIT)
        host.deleteLater()


def test_a_forked_child_collects_by_itself_again(qtbot):
    import os
    GameController()
    assert not gc.isenabled()
    pid = os.fork()
    if pid == 0:  # the child: no GUI thread timer collects here
        os._exit(0 if gc.isenabled() else 1)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
