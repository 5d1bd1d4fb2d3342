"""The table always shows what the latest applied action produced, whatever happens to the window while
the animation catches up (issue 10, item 1), and the log and scores keep in step with it (item 10)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.test_table import south_to_follow


def trick_cards(table) -> set[str]:
    """Cards drawn face up in the middle of the table."""
    return {code for code, item in table.cards.items() if not item.in_hand and item.face_up
            and table.zone.rect.contains(item.centre())}


def test_the_card_that_ends_a_trick_is_drawn_even_when_the_window_resizes_meanwhile(window, qtbot):
    south_to_follow(window, qtbot)
    window.set_speed("fast")
    table = window.table
    window.controller.request({"type": "play", "card": "AH"})  # the fourth card: the trick is won
    window.resize(window.width() - 120, window.height() - 60)  # e.g. a dock growing as the hand is scored
    qtbot.waitUntil(lambda: table.viewport().width() < 1000, timeout=3000)
    assert "AH" in table.cards and not table.cards["AH"].in_hand
    assert len(trick_cards(table)) == 4
    qtbot.waitUntil(lambda: not table.animator.running, timeout=5000)
    hand = window.controller.view()["hand"]
    assert sorted(c for c, item in table.cards.items() if item.in_hand) == sorted(hand)
    assert "AH" not in table.cards  # swept with the other three



def test_the_log_waits_for_the_table_to_draw_the_trick(window, qtbot):
    south_to_follow(window, qtbot)
    window.set_speed("fast")
    table = window.table
    window.controller.request({"type": "play", "card": "AH"})
    assert len(trick_cards(table)) >= 3 and "wins the trick" not in window.log_dock.text()
    qtbot.waitUntil(lambda: "wins the trick" in window.log_dock.text(), timeout=5000)
    assert not any(item.face_up and not item.in_hand and table.zone.rect.contains(item.centre())
                   for item in table.cards.values() if item.opacity() > 0.5)


def test_pause_after_each_trick_holds_the_trick_until_a_click(window, qtbot):
    south_to_follow(window, qtbot)
    window.set_speed("fast")
    window.pause_action.setChecked(True)
    assert window.settings.value("table/pause_trick") == "true"
    table = window.table
    window.controller.request({"type": "play", "card": "AH"})
    qtbot.waitUntil(lambda: table.animator.held, timeout=3000)
    qtbot.wait(900)  # longer than a bot's pause at this speed: nothing moves on
    assert len(trick_cards(table)) == 4 and window.controller.is_idle()
    assert table.continue_note.lines == ["Click or press Space to continue"]
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     table.mapFromScene(table.plan.centre))
    qtbot.waitUntil(lambda: not table.animator.busy(), timeout=5000)
    assert not table.continue_note.lines and "AH" not in table.cards
    assert window.controller.is_my_turn()  # South won the trick and leads
