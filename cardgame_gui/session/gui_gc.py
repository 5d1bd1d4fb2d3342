"""Python's cyclic garbage collector, kept on the GUI thread (QtCore only).

    gui_gc.install()      # the controller calls it (idempotent); a no-op without a QCoreApplication

CPython collects reference cycles on whichever thread happens to allocate past a threshold. The controller asks
its bots on a worker thread, and a bot allocates a lot: most collections ran there (about a hundred in one run of
tests/net/test_lan_party.py). A QObject caught in a cycle and owned by its Python wrapper (a host, client or
table dropped without ``deleteLater``) was then destroyed on the worker. Qt cannot stop another thread's timers
or socket notifiers ("QObject::~QObject: Timers cannot be stopped from another thread"): they stayed registered
with the GUI thread's event loop and fired into freed memory — a segfault later, anywhere
(``QTimerInfoList::activateTimers`` -> ``notifyInternal2``, or ``SignalManager::qt_metacall`` on NULL).

``install`` switches automatic collection off and collects from a timer on the GUI thread instead, every
``INTERVAL_MS``, by Python's own thresholds (the oldest generation whose count is over its threshold; a full
collection at most every ``FULL_EVERY_S`` seconds, as CPython also holds full ones back). Cycles are still freed,
only always here. (pyqtgraph's ``GarbageCollector`` and calibre do the same for the same reason.) A
``gc.collect()`` called on purpose still collects where it is called. A forked child (a process pool's
worker) has no such timer: automatic collection is on again there.
"""

from __future__ import annotations

import gc
import os
import time

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Slot

INTERVAL_MS = 100
FULL_EVERY_S = 10.0

_collector: "_Collector | None" = None


class _Collector(QObject):
    def __init__(self, app: QCoreApplication):
        super().__init__(app)  # lives as long as the application, on its thread
        self.thresholds = gc.get_threshold()
        self.last_full = time.monotonic()
        self.runs = [0, 0, 0]  # collections made, per generation (tests read it)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.collect)
        self._timer.start(INTERVAL_MS)
        gc.disable()

    @Slot()
    def collect(self) -> None:
        counts = gc.get_count()
        for generation in (2, 1, 0):
            if counts[generation] > self.thresholds[generation]:
                if generation == 2:
                    if time.monotonic() - self.last_full < FULL_EVERY_S:
                        continue
                    self.last_full = time.monotonic()
                gc.collect(generation)
                self.runs[generation] += 1
                return


def install() -> bool:
    """Collect cycles on the GUI thread only (see the module docstring); True when it does."""
    global _collector
    app = QCoreApplication.instance()
    if app is None or QThread.currentThread() is not app.thread():
        return False
    if _collector is None or not _alive(_collector):
        if _collector is None:
            os.register_at_fork(after_in_child=gc.enable)
        _collector = _Collector(app)
    return True


def _alive(obj: QObject) -> bool:
    import shiboken6
    return shiboken6.isValid(obj)
