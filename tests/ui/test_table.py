"""The desktop table through the real window: playing cards by drag, clicks and keys, bidding, bots,
undo, save/open, a screenshot and the smoke test. Offscreen, speed "off" (no pauses, no animation)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QSettings, Qt, QtMsgType
from PySide6.QtTest import QTest

from cardgame_gui.engine import new_game
from cardgame_gui.ui.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
BOTS = [None, "random", "random", "random"]
# Devil's Bridge, hand 3 (3 cards each), South deals, so West leads and South bids last. West holds only
# hearts, so West leads a heart and South, holding AH, must follow hearts: 2S and 3S are illegal.
DEAL = {"hand": 3, "dealer": 0, "turned": "5C",
        "hands": [["AH", "2S", "3S"], ["KH", "QH", "JH"], ["2C", "3C", "4C"], ["2D", "3D", "4D"]]}


def scenario(bids: list[int]):
    """The DEAL with the first bids already made (West, North, East, then South)."""
    game = new_game("devils_bridge", 4, seed=3, deal=DEAL)
    for seat, tricks in zip((1, 2, 3, 0), bids):
        game.apply(seat, {"type": "bid", "tricks": tricks})
    return game


def south_to_follow(window, qtbot):
    """All bids made; wait for West to lead (a heart: all they hold) and North and East to play."""
    window.controller.adopt(scenario([1, 0, 1, 0]), BOTS)
    qtbot.waitUntil(lambda: len(window.controller.view()["trick"]) == 3, timeout=5000)
    assert window.controller.view()["trick"][0]["seat"] == 1 and window.controller.is_my_turn()


def card_point(window, code: str) -> QPoint:
    table = window.table
    return table.mapFromScene(table.cards[code].centre())


def drag(window, code: str, to: QPoint) -> None:
    viewport = window.table.viewport()
    start = card_point(window, code)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 11):
        point = start + (to - start) * (i / 10)
        QTest.mouseMove(viewport, point)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, to)


def zone_point(window) -> QPoint:
    return window.table.mapFromScene(window.table.zone.rect.center())


def south_played(window) -> list[str]:
    return [e["card"] for e in window.controller.game.view(0)["trick"] if e["seat"] == 0] + \
        [e["card"] for t in window.controller.game.view(0)["played"] for e in t["trick"] if e["seat"] == 0]


def test_dragging_a_legal_card_onto_the_table_plays_it(window, qtbot):
    south_to_follow(window, qtbot)
    assert window.table.cards["2S"].dimmed and not window.table.cards["AH"].dimmed
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000) as blocker:
        drag(window, "AH", zone_point(window))
    assert blocker.args[0] == 0 and blocker.args[1] == {"type": "play", "card": "AH"}
    assert south_played(window) == ["AH"]


def test_the_drop_zone_lights_up_while_a_card_is_dragged_over_it(window, qtbot):
    south_to_follow(window, qtbot)
    viewport, zone = window.table.viewport(), window.table.zone
    start, to = card_point(window, "AH"), zone_point(window)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(0, -2))  # less than the drag distance: no drag yet
    assert not zone.active
    for i in range(1, 11):
        QTest.mouseMove(viewport, start + (to - start) * (i / 10))
    assert zone.active and zone.hot
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, to)
    assert not zone.hot and south_played(window) == ["AH"]


def test_dimming_illegal_cards_can_be_switched_off(window, qtbot):
    south_to_follow(window, qtbot)
    assert window.table.cards["2S"].dimmed
    window.dim_action.setChecked(False)
    assert not window.table.cards["2S"].dimmed
    assert window.settings.value("table/dim") == "false"


def test_the_hand_is_sorted_by_suit_with_trumps_last_and_can_be_resorted(window, qtbot):
    game = new_game("devils_bridge", 4, seed=3, deal={
        "hand": 4, "dealer": 0, "turned": "5H",
        "hands": [["AH", "2S", "3C", "KD"], ["KH", "QH", "JH", "TH"], ["2C", "4C", "6C", "7C"],
                  ["2D", "3D", "4D", "6D"]]})
    window.controller.adopt(game, BOTS)
    assert window.table.hand_order == ["3C", "KD", "2S", "AH"]  # hearts are trumps: last
    window.table.set_sort("rank")
    assert window.table.hand_order == ["2S", "3C", "KD", "AH"]


def test_last_trick_review_shows_the_finished_trick(window, qtbot):
    south_to_follow(window, qtbot)
    window.controller.request({"type": "play", "card": "AH"})
    qtbot.waitUntil(lambda: bool(window.controller.view()["last_trick"]), timeout=3000)
    assert window.table.toggle_last_trick()
    shown = sorted(item.code for item in window.table._last_trick_items)
    assert shown == sorted(e["card"] for e in window.controller.view()["last_trick"]) and "AH" in shown
    assert not window.table.toggle_last_trick() and not window.table._last_trick_items


def test_quitting_autosaves_and_continue_resumes_the_game(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    first = MainWindow(settings=settings, data_directory=tmp_path)
    qtbot.addWidget(first)
    first.controller.adopt(scenario([1, 0, 1]), BOTS)
    saved = first.controller.game.to_json()
    first.close()
    second = MainWindow(settings=settings, data_directory=tmp_path)
    qtbot.addWidget(second)
    assert second.continue_autosave()
    assert second.controller.game.to_json() == saved and second.controller.seats == BOTS
    second.controller.stop()


def test_an_illegal_card_dropped_slides_back_and_the_reason_shows(window, qtbot):
    south_to_follow(window, qtbot)
    item = window.table.cards["2S"]
    home = item.top_left_for(item.home)
    with qtbot.waitSignal(window.controller.action_rejected, timeout=3000) as blocker:
        drag(window, "2S", zone_point(window))
    assert "must follow hearts" in blocker.args[0]
    assert "must follow hearts" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: item.pos() == home, timeout=3000)
    assert "2S" in window.controller.view()["hand"]


def test_a_card_dropped_off_the_table_returns_to_the_hand(window, qtbot):
    south_to_follow(window, qtbot)
    item = window.table.cards["AH"]
    home = item.top_left_for(item.home)
    drag(window, "AH", card_point(window, "AH") + QPoint(0, -40))
    qtbot.waitUntil(lambda: item.pos() == home, timeout=3000)
    assert south_played(window) == []


def test_click_to_select_and_click_again_plays(window, qtbot):
    south_to_follow(window, qtbot)
    viewport = window.table.viewport()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     card_point(window, "AH"))
    assert window.table.selected == "AH" and south_played(window) == []
    assert "Selected: Ace of hearts" in window.statusBar().currentMessage()
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000):
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         card_point(window, "AH"))
    assert south_played(window) == ["AH"]
    assert "Selected" not in window.statusBar().currentMessage()  # the played card is no longer selected


def test_double_click_plays_a_card(window, qtbot):
    south_to_follow(window, qtbot)
    viewport = window.table.viewport()
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000):
        QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                          card_point(window, "AH"))
    assert south_played(window) == ["AH"]


def test_arrow_keys_select_and_enter_plays(window, qtbot):
    south_to_follow(window, qtbot)
    table = window.table
    table.setFocus()
    for _ in range(5):
        if table.selected == "AH":
            break
        QTest.keyClick(table, Qt.Key.Key_Right)
    assert table.selected == "AH"
    assert table.accessibleDescription().startswith("Selected: Ace of hearts.")
    assert "On the table: West" in table.accessibleDescription() and "Your turn." in table.accessibleDescription()
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000):
        QTest.keyClick(table, Qt.Key.Key_Return)
    assert south_played(window) == ["AH"]


def test_a_bid_made_with_the_bidding_box(window, qtbot):
    window.controller.adopt(scenario([1, 0, 1]), BOTS)  # South, the dealer, bids now
    box = window.table.bidding
    assert box.isVisible() and box.kind == "numbers"
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000) as blocker:
        QTest.mouseClick(box.buttons["0"], Qt.MouseButton.LeftButton)
    assert blocker.args[1] == {"type": "bid", "tricks": 0}
    assert window.controller.game.view(0)["bids"][0] == 0


def test_a_digit_key_bids_when_the_bidding_box_is_open(window, qtbot):
    window.controller.adopt(scenario([1, 0, 1]), BOTS)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_1)  # barred by the hook: nothing happens
    assert window.controller.game.view(0)["bids"][0] is None
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000) as blocker:
        QTest.keyClick(window.table, Qt.Key.Key_2)
    assert blocker.args[1] == {"type": "bid", "tricks": 2}


def test_the_dealer_may_not_bid_the_number_the_hook_forbids(window, qtbot):
    window.controller.adopt(scenario([1, 0, 1]), BOTS)  # 1 + 0 + 1 = 2 of 3 tricks: 1 is barred
    button = window.table.bidding.buttons["1"]
    assert not button.isEnabled()
    assert "hook" in button.toolTip() and "dealer" in button.toolTip()
    assert window.table.bidding.buttons["2"].isEnabled()


def test_undo_takes_back_your_last_bid(window, qtbot):
    window.controller.adopt(scenario([1, 0, 1]), BOTS)
    window.controller.request({"type": "bid", "tricks": 3})
    qtbot.waitUntil(lambda: bool(window.controller.view()["trick"]), timeout=3000)  # West has led
    assert window.controller.can_undo()
    window.undo()
    view = window.controller.view()
    assert view["bids"] == [None, 1, 0, 1] and view["to_act"][0] == 0


def test_a_whole_bot_only_game_runs_through_the_window(window, qtbot, qtlog):
    with qtbot.waitSignal(window.controller.game_over, timeout=30000):
        window.start_config({"game": "german_bridge", "players": 5, "options": {"rounds": 4}, "seed": 11,
                             "seats": [{"kind": "bot", "level": "random"}] * 5})
    assert window.controller.game.over
    assert window.scoreboard.model.rowCount() == 4
    qtbot.waitUntil(lambda: window.table.game_over.isVisible(), timeout=3000)
    winners = window.controller.view()["winners"]
    assert window.table.game_over.verdict.text().endswith(" wins" if len(winners) == 1 else " win")
    warnings = [r.message for r in qtlog.records if r.type in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg)
                and "propagateSizeHints" not in r.message]
    assert warnings == []


def test_save_and_open_round_trip(window, qtbot, tmp_path):
    window.controller.adopt(scenario([1, 0, 1]), BOTS)
    window.controller.request({"type": "bid", "tricks": 0})
    qtbot.waitUntil(lambda: bool(window.controller.view()["trick"]), timeout=3000)
    saved = window.controller.game.to_json()
    assert window.save_to(tmp_path / "game.json")
    window.start_config({"game": "german_bridge", "players": 3, "options": {}, "seed": 1,
                         "seats": [{"kind": "human", "level": None}] + [{"kind": "bot", "level": "random"}] * 2})
    assert window.open_path(tmp_path / "game.json")
    assert window.controller.game.to_json() == saved
    assert window.controller.seats == BOTS


def test_opening_a_corrupt_file_keeps_the_current_game(window, qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kwargs: QMessageBox.StandardButton.Ok)
    window.controller.adopt(scenario([1, 0, 1]), BOTS)
    before = window.controller.game.to_json()
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1, "game": "devils_bri', encoding="utf-8")
    assert not window.open_path(bad)
    assert window.controller.game.to_json() == before
    assert window.statusBar().currentMessage()


def test_a_game_without_a_trick_view_shows_a_message_not_a_crash(window, qtbot):
    class NoTricks:  # what the table gets from a game whose view has no trick-game shape (e.g. rummy)
        def __init__(self, real):
            self.real = real

        def view(self):
            view = self.real.view()
            for key in ("trick", "bids", "tricks_won"):
                view.pop(key)
            return view

        def __getattr__(self, name):
            return getattr(self.real, name)
    window.controller.adopt(scenario([1, 0, 1]), BOTS)
    real = window.controller
    window.table.controller = NoTricks(real)
    window.table.reset()
    assert "not playable at the table yet" in window.table.message.lines[0]
    assert not window.table.cards and not window.table.bidding.isVisible()


def test_cards_are_re_rendered_when_the_window_is_resized(window, qtbot):
    south_to_follow(window, qtbot)
    before = window.table.pixmaps.width
    window.resize(1500, 1000)
    qtbot.waitUntil(lambda: window.table.pixmaps.width > before, timeout=3000)
    face = window.table.pixmaps.face("AH")
    assert face.width() == round(window.table.pixmaps.width * window.table.devicePixelRatioF())


def test_a_screenshot_of_the_table_mid_hand(window, qtbot, tmp_path):
    south_to_follow(window, qtbot)
    path = tmp_path / "table-mid-hand.png"
    assert window.grab().save(str(path))
    assert path.stat().st_size > 10_000


def test_smoke_test_exits_zero():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-m", "cardgame_gui", "--smoke-test"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "smoke test: ok" in result.stdout


def test_a_card_being_dragged_stays_under_the_mouse_while_the_table_redraws(window, qtbot):
    window.controller.adopt(scenario([1, 0, 1, 0]), BOTS)  # West (a bot) is about to lead
    window.controller.stop()  # hold the bots: this test redraws by hand
    viewport, item = window.table.viewport(), window.table.cards["2S"]
    start = card_point(window, "2S")
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(0, -60))
    QTest.mouseMove(viewport, start + QPoint(0, -80))
    held = item.pos()
    assert item.dragging and held != item.top_left_for(item.home)
    window.table.on_action_applied(1, {"type": "bid", "tricks": 1}, [])  # a redraw, as after a bot's move
    assert item.pos() == held
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       start + QPoint(0, -80))


def test_new_game_starts_what_the_picker_describes(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from cardgame_gui.ui.new_game.picker import NewGameDialog

    def choose(dialog):
        dialog.set_game("german_bridge")
        dialog.set_players(5)
        dialog.set_seed(42)
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(NewGameDialog, "exec", choose)
    window.new_game_dialog()
    game = window.controller.game
    assert (game.info.id, game.players, game.seed) == ("german_bridge", 5, 42)
    assert window.controller.seats[0] is None and len(window.table.seats) == 5
    assert "German Bridge" in window.windowTitle()


def test_in_the_forehead_hand_you_see_the_others_cards_and_play_your_own_blind(window, qtbot):
    game = new_game("devils_bridge", 4, seed=3, deal={"hand": 19, "dealer": 3, "turned": "5C",
                                                       "hands": [["AS"], ["KH"], ["2C"], ["3D"]]})
    for seat, tricks in ((0, 1), (1, 0), (2, 0), (3, 1)):
        game.apply(seat, {"type": "bid", "tricks": tricks})
    window.controller.adopt(game, BOTS)
    table = window.table
    assert table.hand_order == ["me-back0"] and not table.cards["me-back0"].face_up
    assert {code for code in ("KH", "2C", "3D") if table.cards[code].face_up} == {"KH", "2C", "3D"}
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000) as blocker:
        QTest.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                          card_point(window, "me-back0"))
    assert blocker.args[1] == {"type": "play"}
    assert south_played(window) == ["AS"]


def test_the_bidding_box_sits_over_the_hand_when_a_game_starts_before_the_window_shows(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings=settings, data_directory=tmp_path, autosave=False)
    qtbot.addWidget(win)
    win.resize(1100, 760)
    win.controller.adopt(scenario([1, 0, 1]), BOTS)  # as app.py does: the game first, then show()
    win.show()
    qtbot.waitExposed(win)
    box, table = win.table.bidding, win.table
    assert box.isVisible()
    assert box.geometry().bottom() < table.viewport().height() - table.pixmaps.height
    assert box.y() > table.viewport().height() / 3
    win.controller.stop()


def test_the_window_asks_for_attention_when_it_is_your_turn_in_the_background(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QApplication
    alerts = []
    monkeypatch.setattr(QApplication, "alert", lambda widget, msec=0: alerts.append(widget))
    monkeypatch.setattr(MainWindow, "isActiveWindow", lambda self: False)
    window.controller.adopt(scenario([1, 0]), BOTS)  # East bids, then it is South's turn
    qtbot.waitUntil(lambda: window.controller.is_my_turn(), timeout=3000)
    assert alerts and alerts[-1] is window
    alerts.clear()
    monkeypatch.setattr(MainWindow, "isActiveWindow", lambda self: True)
    window.controller.adopt(scenario([1, 0, 1]), BOTS)
    assert alerts == []
