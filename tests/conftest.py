"""Shared test set-up: Qt runs offscreen (CI has no display); pytest-qt provides one QApplication."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
