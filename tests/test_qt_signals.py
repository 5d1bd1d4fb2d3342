"""Regression: PySide6 6.12.0 on CPython 3.11 aborted the interpreter after ~570 Signal.emit calls
carrying Python bools (a refcount bug on True). The project pins <6.12 on 3.11; this keeps it honest."""

from PySide6.QtCore import QObject, Signal


class Emitter(QObject):
    flagged = Signal(int, bool)
    applied = Signal(int, object, object)  # the shape of GameController.action_applied


def test_five_thousand_signals_with_ints_and_bools_arrive(qapp):
    emitter = Emitter()
    received = []
    emitter.flagged.connect(lambda number, flag: received.append((number, flag)))
    for number in range(5000):
        emitter.flagged.emit(number, number % 2 == 0)
    assert len(received) == 5000
    assert received[-1] == (4999, False) and received[0] == (0, True)


def test_five_thousand_signals_with_python_objects_arrive(qapp):
    emitter = Emitter()
    received = []
    emitter.applied.connect(lambda seat, action, events: received.append((seat, action["even"], events[0])))
    for number in range(5000):
        emitter.applied.emit(number % 4, {"even": number % 2 == 0}, [number])
    assert len(received) == 5000
    assert received[-1] == (3, False, 4999)
