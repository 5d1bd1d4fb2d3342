"""Regression: PySide6 6.12.0 on CPython 3.11 aborted the interpreter after ~570 Signal.emit calls
carrying Python bools (a refcount bug on True). The project pins <6.12 on 3.11; this keeps it honest."""

from PySide6.QtCore import QObject, Signal


class Emitter(QObject):
    flagged = Signal(int, bool)


def test_five_thousand_signals_with_ints_and_bools_arrive(qapp):
    emitter = Emitter()
    received = []
    emitter.flagged.connect(lambda number, flag: received.append((number, flag)))
    for number in range(5000):
        emitter.flagged.emit(number, number % 2 == 0)
    assert len(received) == 5000
    assert received[-1] == (4999, False) and received[0] == (0, True)
