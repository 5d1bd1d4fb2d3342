"""Start-up timing probe: print a line when the table first paints, then quit.

    CARDGAME_GUI_FIRST_PAINT=1 cardgame-gui --game devils_bridge --seed 5

With that variable set the app writes ``first paint`` on stdout (flushed) as soon as the table's viewport
has painted and quits. It does nothing else differently, so whoever starts the process (a Python
interpreter or the frozen bundle) can time "process start → first painted table" from outside:
``benchmarks/startup_bundle.py`` does, for ``python -m cardgame_gui`` and for the bundle side by side.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsView

ENV = "CARDGAME_GUI_FIRST_PAINT"


class _FirstPaintWatcher(QObject):
    def __init__(self, app: QApplication):
        super().__init__(app)
        self.app = app

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(watched.parent(), QGraphicsView):
            self.app.removeEventFilter(self)
            print("first paint", flush=True)
            QTimer.singleShot(0, self.app.quit)
        return False


def install_if_requested(app: QApplication) -> None:
    """Watch for the table's first paint when ``CARDGAME_GUI_FIRST_PAINT`` is set; otherwise nothing."""
    if os.environ.get(ENV) and sys.stdout is not None:
        app.installEventFilter(_FirstPaintWatcher(app))
