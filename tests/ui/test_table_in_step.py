"""The table always shows what the latest applied action produced, whatever happens to the window while
the animation catches up (issue 10, item 1), and the log and scores keep in step with it (item 10)."""

from __future__ import annotations

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

