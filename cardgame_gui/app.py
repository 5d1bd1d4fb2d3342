"""Command line and start-up of the desktop app (``cardgame-gui``)."""

from __future__ import annotations

import argparse
import sys

from . import __version__


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cardgame-gui", description="A desktop card table.")
    parser.add_argument("--version", action="version", version=f"cardgame-gui {__version__}")
    parser.parse_args(argv)
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("cardgame_gui")
    window.setCentralWidget(QLabel("The card table is on its way."))
    window.show()
    return app.exec()
