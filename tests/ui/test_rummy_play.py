"""What an exploratory game of Contract Rummy at the real window turned up, each pinned as a rule of the
table: a refused meld leaves the selection as it was (to correct it); an undo keeps the person's own order
of the hand and puts cards taken back where they were; cards joining the hand together come by suit and
rank; a new hand comes as View ▸ Sort hand says; the whole turn can be played from the keyboard (S / D
draw, ←/→, Shift and Ctrl select and move, L lays off, Enter melds or discards); a refusal names the other
seats in the player's language; a joker is asked about only when the rules allow both cards it could be.
Offscreen, speed "off"; deals set up through ``new_game(deal=...)``."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardgame_gui.engine import new_game
from cardgame_gui.ui.rummy.hand import arrange
from cardgame_gui.ui.scene.words import shown_names

from tests.ui.test_lan_languages import german_here  # noqa: F401 (a fixture)
from tests.ui.test_rummy_table import LAID, click, draw_from_stock, hand_item, point_of, rummy, start


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


def key(table, qtbot, window, k, modifier=Qt.KeyboardModifier.NoModifier, signal="action_applied"):
    with qtbot.waitSignal(getattr(window.controller, signal), timeout=3000) as blocker:
        QTest.keyClick(table, k, modifier)
    return blocker.args


def test_a_whole_turn_by_keyboard_draw_select_meld_and_discard(window, qtbot):
    """S draws from the stock; ←/→ pick a card, Shift+←/→ a run of them, Ctrl+←/→ move the picked card
    along the hand; Enter melds the contract, then Enter discards the one card picked."""
    table = start(window, qtbot, rummy())
    table.setFocus()
    assert key(table, qtbot, window, Qt.Key.Key_S)[1] == {"type": "draw", "source": "stock"}
    QTest.mouseClick(table.bar.buttons["byMelds"], Qt.MouseButton.LeftButton)  # the contract first
    QTest.keyClick(table, Qt.Key.Key_Right)
    assert table.selected == {table.hand_keys[0]}
    QTest.keyClick(table, Qt.Key.Key_Right)
    QTest.keyClick(table, Qt.Key.Key_Left)
    assert table.selected == {table.hand_keys[0]}
    for _ in range(5):
        QTest.keyClick(table, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert table.selected == set(table.hand_keys[:6])
    assert key(table, qtbot, window, Qt.Key.Key_Return)[1]["type"] == "meld"
    assert window.controller.view()["melded"][0] and len(table.order) == 5
    QTest.keyClick(table, Qt.Key.Key_Left)  # from the right end
    last = table.order[-1]
    assert table.selected_codes() == [last]
    QTest.keyClick(table, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    assert table.order[-2] == last and table.selected_codes() == [last]
    assert key(table, qtbot, window, Qt.Key.Key_Return)[1] == {"type": "discard", "card": last}


def test_d_takes_the_discard_and_l_lays_the_picked_card_off(window, qtbot):
    game = rummy(hands=[["8C", "2D", "KD"], [], [], []], table=LAID)
    table = start(window, qtbot, game)
    table.setFocus()
    assert key(table, qtbot, window, Qt.Key.Key_D)[1] == {"type": "draw", "source": "discard"}
    QTest.keyClick(table, Qt.Key.Key_L)
    assert "Select the one card to lay off" in window.statusBar().currentMessage()
    while table.selected_codes() != ["2D"]:
        QTest.keyClick(table, Qt.Key.Key_Right)
    reason = key(table, qtbot, window, Qt.Key.Key_L, signal="action_rejected")[0]
    assert "cannot lay off" in reason and "2D" in reason  # the engine says why: it fits no meld
    while table.selected_codes() != ["8C"]:
        QTest.keyClick(table, Qt.Key.Key_Left)
    assert key(table, qtbot, window, Qt.Key.Key_L)[1] == {"type": "lay_off", "meld": 2, "card": "8C", "end": "high"}
    while table.selected_codes() != ["KD"]:
        QTest.keyClick(table, Qt.Key.Key_Right)
    key(table, qtbot, window, Qt.Key.Key_D, signal="action_rejected")  # D never discards the picked card
    assert "KD" in window.controller.view()["hand"]


def test_a_new_hand_comes_sorted_as_view_sort_hand_says(window, qtbot):
    """View ▸ Sort hand ▸ By rank is the way the person's hands come: the rummy table deals its new hands
    by rank too (the bar's Suit / Rank / Melds arrange the hand in sight only)."""
    window.sort_actions["rank"].trigger()
    table = start(window, qtbot, rummy())
    assert table.order == arrange(window.controller.view()["hand"], "rank", table.view_data)
    QTest.mouseClick(table.bar.buttons["bySuit"], Qt.MouseButton.LeftButton)
    assert table.order == arrange(window.controller.view()["hand"], "suit", table.view_data)
    start(window, qtbot, rummy())  # another game: by rank again
    assert table.order == arrange(window.controller.view()["hand"], "rank", table.view_data)


def test_a_refusal_names_the_other_seats_in_the_players_language(window, qtbot, german_here):
    """Asked May I? while another seat draws, South presses S: the status bar says in German that only May
    I? or No thanks will do now, and names the mover as the table does ("Ost"), not the engine's "East"."""
    table = start(window, qtbot, rummy({"may_i": "classic"}, dealer=1, first=2))
    qtbot.waitUntil(lambda: {"type": "may_i"} in window.controller.legal(), timeout=3000)
    table.setFocus()
    key(table, qtbot, window, Qt.Key.Key_S, signal="action_rejected")
    said = window.statusBar().currentMessage()
    mover = window.controller.view()["turn"]
    shown, english = shown_names(window.controller.view())[mover], ["South", "West", "North", "East"][mover]
    assert mover != 0 and shown in said  # "Nord", "Ost" (or "West", the same in both languages)
    assert english == shown or english not in said, said


def test_the_joker_is_not_asked_about_when_only_one_card_it_could_stand_for_is_allowed(window, qtbot,
                                                                                         monkeypatch):
    """Round 3: 4-5-6-7♥ and JK 8-9-10♥. The joker at the run's end could be 7♥ or J♥, but J♥ would make
    the two heart runs touch, which round 3 forbids: the table lays the joker down as 7♥ without asking."""
    hand = ["4H", "5H", "6H", "7H", "8H", "9H", "TH", "JK", "2C", "KS"]
    table = start(window, qtbot, rummy(round=3, hands=[hand, [], [], []]))
    draw_from_stock(table, qtbot, window)
    asked = []
    monkeypatch.setattr(table, "choose_joker", lambda text, options: asked.append(options) or options[-1])
    table.select_codes(["4H", "5H", "6H", "7H", "8H", "9H", "TH", "JK"])
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000) as blocker:
        QTest.keyClick(table, Qt.Key.Key_Return)
    assert not asked
    run = next(m for m in blocker.args[1]["melds"] if "JK" in m["cards"])
    assert run["as"] == ["7H"]


def test_cards_that_come_into_the_hand_together_join_it_by_suit_and_rank():
    """A screwed meld's rest, a May I? with its penalty card: the new cards go to the right in suit and rank
    order (10♥ before J♥ before the joker), not in the order of their codes ("JK" < "TH")."""
    from cardgame_gui.ui.rummy.hand import reconcile
    assert reconcile(["2C", "QS"], ["QS", "TH", "JK", "2C", "JH", "AH"]) == ["2C", "QS", "TH", "JH", "AH", "JK"]


def test_undo_of_a_meld_puts_the_cards_back_where_they_were(window, qtbot):
    table = start(window, qtbot, rummy())
    QTest.mouseClick(table.bar.buttons["byRank"], Qt.MouseButton.LeftButton)
    draw_from_stock(table, qtbot, window)
    mine = list(table.order)
    QTest.mouseClick(table.bar.buttons["suggest"], Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000):
        QTest.keyClick(table, Qt.Key.Key_Return)
    assert len(table.order) == 5
    window.undo()
    qtbot.waitUntil(lambda: len(table.hand_keys) == 11, timeout=3000)
    assert table.order == mine
