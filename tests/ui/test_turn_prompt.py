"""The turn prompt stays in the status bar (issue 33 item 4): a menu's status tips wipe the bar while the
pointer moves over its items, and once the menu is closed "Your turn…" is back, not gone until the next
move."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QStatusTipEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.ui.test_table import south_to_follow

PROMPT = "Your turn: play a card"


def test_the_turn_prompt_comes_back_after_a_menu_closes(window, qtbot):
    south_to_follow(window, qtbot)
    bar = window.statusBar()
    qtbot.waitUntil(lambda: bar.currentMessage().startswith(PROMPT), timeout=3000)
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Game")
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitExposed(menu)
    first = next(a for a in menu.actions() if not a.isSeparator() and a.isEnabled())
    QTest.mouseMove(menu, menu.actionGeometry(first).center())  # hovering an item sends its (empty) tip
    QApplication.sendEvent(window, QStatusTipEvent("Start a new game"))  # as an item with a tip does
    assert bar.currentMessage() == "Start a new game"
    QTest.keyClick(menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not menu.isVisible(), timeout=3000)
    QApplication.sendEvent(window, QStatusTipEvent(""))  # what a closing menu sends
    assert bar.currentMessage().startswith(PROMPT)


def test_a_timed_message_gives_the_prompt_back_when_it_runs_out(window, qtbot):
    south_to_follow(window, qtbot)
    bar = window.statusBar()
    qtbot.waitUntil(lambda: bar.currentMessage().startswith(PROMPT), timeout=3000)
    bar.showMessage("Saved game.json", 50)
    qtbot.waitUntil(lambda: bar.currentMessage().startswith(PROMPT), timeout=3000)
