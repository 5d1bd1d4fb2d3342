"""What an exploratory game of Contract Rummy at the real window turned up, each pinned as a rule of the
table: a refused meld leaves the selection as it was (to correct it), an undo and a reopened turn keep the
person's own order of the hand, a new round's hand comes arranged afresh, and the whole turn can be played
from the keyboard (S / D draw, ←/→ and Shift+←/→ select, L lays off, Enter melds or discards).
Offscreen, speed "off"; deals set up through ``new_game(deal=...)``."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardgame_gui.engine import new_game
from cardgame_gui.ui.rummy.hand import arrange

from tests.ui.test_rummy_table import click, draw_from_stock, hand_item, point_of, rummy, start


def test_a_refused_meld_keeps_the_selection_so_it_can_be_corrected(window, qtbot):
    table = start(window, qtbot, rummy())
    draw_from_stock(table, qtbot, window)
    for code in ("5H", "5D", "9C"):
        click(table, hand_item(table, code))
    with qtbot.waitSignal(window.controller.action_rejected, timeout=3000):
        QTest.mouseClick(table.bar.buttons["meld"], Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    assert sorted(table.selected_codes()) == ["5D", "5H", "9C"]  # still chosen, and still drawn lifted
    assert all(hand_item(table, c).selected for c in ("5H", "5D", "9C"))
    click(table, hand_item(table, "9C"))  # the wrong card out, the right one in: the rest stays
    click(table, hand_item(table, "5S"))
    assert sorted(table.selected_codes()) == ["5D", "5H", "5S"]
    QTest.keyClick(table, Qt.Key.Key_Escape)
    assert not table.selected and not any(i.selected for i in table.cards.values())


def test_undo_keeps_the_persons_own_order_of_the_hand(window, qtbot):
    table = start(window, qtbot, rummy())
    QTest.mouseClick(table.bar.buttons["byRank"], Qt.MouseButton.LeftButton)
    mine = list(table.order)
    assert mine != arrange(mine, "suit", table.view_data)
    draw_from_stock(table, qtbot, window)
    window.undo()
    qtbot.waitUntil(lambda: len(table.hand_keys) == 10, timeout=3000)
    assert table.order == mine


def test_a_new_round_deals_a_hand_arranged_by_suit(window, qtbot):
    """South keeps their hand by rank and discards; West goes out at once. Round 2's hand comes by suit,
    not with the cards South's old order had in common with it first."""
    west = ["5C", "5D", "5S", "9C", "9D", "9H"]
    south = ["2C", "3D", "4S", "5H", "6C", "7D", "8S", "9S", "TC", "JD"]
    game = new_game("contract_rummy", 4, {"may_i": "off"}, seed=5, deal={
        "round": 1, "dealer": 3, "first": 0, "hands": [south, west, [], []],
        "stock": ["QC", "QD"], "discard": ["4H"], "rest": "stock"})
    table = start(window, qtbot, game, seats=[None, "casual", "casual", "casual"])
    QTest.mouseClick(table.bar.buttons["byRank"], Qt.MouseButton.LeftButton)
    draw_from_stock(table, qtbot, window)
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000):
        QTest.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                          point_of(table, hand_item(table, "QC")))
    qtbot.waitUntil(lambda: window.controller.view()["round"] == 2, timeout=5000)
    hand = window.controller.view()["hand"]
    qtbot.waitUntil(lambda: sorted(table.order) == sorted(hand), timeout=3000)
    assert set(hand) & set(south)  # (the old order had cards to put first)
    assert table.order == arrange(hand, "suit", table.view_data)
