"""Regression: PySide6 6.12.0 on CPython 3.11 aborted after a few hundred ``Signal.emit`` calls carrying
Python ints and bools (hence the version pin in pyproject.toml). 5,000 emits in one process must pass."""

from PySide6.QtCore import QObject, Signal


class Emitter(QObject):
    numbers = Signal(int, bool)
    objects = Signal(int, object, object)


def test_five_thousand_signals_with_ints_and_bools_arrive(qapp):
    emitter = Emitter()
    seen = []
    emitter.numbers.connect(lambda n, flag: seen.append((n, flag)))
    emitter.objects.connect(lambda n, action, events: seen.append((n, action["even"])))
    for i in range(2500):
        emitter.numbers.emit(i, i % 2 == 0)
        emitter.objects.emit(i, {"even": i % 2 == 0}, [i])
    assert len(seen) == 5000
    assert seen[-2:] == [(2499, False), (2499, False)]
