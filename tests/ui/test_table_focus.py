"""The table has the keyboard whenever it is your turn: after Play again, and after a panel or dialog
closes, digits bid and the arrows choose a card without a click on the felt."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.ui.test_table_words import finished


def active(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)


def test_after_play_again_the_keyboard_bids_at_once(window, qtbot):
    window.controller.adopt(finished("devils_bridge", seed=2), [None, "random", "random", "random"])
    active(window, qtbot)
    panel = window.table.game_over
    assert panel.isVisible() and QApplication.focusWidget() is panel.again_button
    QTest.mouseClick(panel.again_button, Qt.MouseButton.LeftButton)  # a real click: the button had focus
    qtbot.waitUntil(lambda: window.controller.is_my_turn(), timeout=5000)
    assert QApplication.focusWidget() is window.table
    legal = window.controller.legal()
    digit = str(next(a["tricks"] for a in legal if a.get("type") == "bid"))
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000):
        QTest.keyClick(QApplication.focusWidget(), getattr(Qt.Key, f"Key_{digit}"))


def test_after_the_game_over_panel_closes_the_table_has_the_keyboard(window, qtbot):
    window.controller.adopt(finished("devils_bridge", seed=2), [None, "random", "random", "random"])
    active(window, qtbot)
    QTest.mouseClick(window.table.game_over.close_button, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is window.table
