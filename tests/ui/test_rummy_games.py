"""Contract Rummy and Screw Rummy as a whole through the window: bot-only games of each preset at 4 and
8 players to the end, the smoke test with ``--game contract_rummy``, the picker's presets by name with
every rummy option, F1's rules, and the score sheet after a round."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from cardgame_gui.engine import GAMES, new_game
from cardgame_gui.ui.new_game.picker import NewGameDialog

ROOT = Path(__file__).resolve().parents[2]
INFO = GAMES["contract_rummy"]


@pytest.mark.parametrize("players", [4, 8])
@pytest.mark.parametrize("preset", sorted(INFO.presets))
def test_a_whole_bot_only_game_through_the_window(window, qtbot, preset, players):
    failures = []
    window.controller.bot_failed.connect(failures.append)
    config = {"game": "contract_rummy", "players": players, "options": dict(INFO.presets[preset]), "seed": 11,
              "seats": [{"kind": "bot", "level": "casual"}] * players}
    with qtbot.waitSignal(window.controller.game_over, timeout=240_000):
        window.start_config(config)
    assert not failures
    table = window.rummy_table
    assert window.tables.currentWidget() is table and len(table.areas) == players
    assert table.game_over.isVisible() and window.tables.currentWidget() is table
    scores = window.controller.view()["scores"]
    assert [score for _, _, score in table.game_over.ranking] == sorted(scores)  # lowest first
    assert window.scoreboard.model.rowCount() >= 7


def test_smoke_test_plays_contract_rummy():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-m", "cardgame_gui", "--smoke-test", "--game", "contract_rummy"],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stderr
    assert "smoke test: ok" in result.stdout


def test_the_picker_shows_the_rummy_presets_by_name_and_every_option(qtbot, tmp_path):
    dialog = NewGameDialog(settings=QSettings(str(tmp_path / "p.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(dialog)
    dialog.set_game("contract_rummy")
    assert dialog.preset_combo.currentText() == "Classic" and dialog.preset_name() == "classic"
    for option in INFO.options:
        assert dialog.option_widget(option.name) is not None
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("screw_rummy"))
    dialog.preset_combo.activated.emit(dialog.preset_combo.currentIndex())
    assert dialog.preset_combo.currentText() == "Screw Rummy"
    assert dialog.options()["screw_over"] is True and dialog.options()["may_i"] == "first_come"


def test_f1_shows_the_rummy_rules(window, qtbot, monkeypatch):
    from cardgame_gui.ui import rules_dialog
    shown = {}
    monkeypatch.setattr(rules_dialog.RulesDialog, "exec", lambda self: shown.setdefault("text", self.browser.toPlainText()) and 0)
    window.start_config({"game": "contract_rummy", "players": 4, "options": {}, "seed": 1,
                         "seats": [{"kind": "human", "level": None}] + [{"kind": "bot", "level": "casual"}] * 3})
    window.show_rules()
    assert "Contract Rummy" in shown["text"] and "May I" in shown["text"]


def test_round_seven_all_at_once_meld_by_mouse_scores_the_round(window, qtbot):
    """South takes the 8C and lays every card down in three runs: they go out, the game ends, and the
    score sheet holds the round with the others' penalties."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    hands = [["4C", "5C", "6C", "7C", "4D", "5D", "6D", "7D", "4H", "5H", "6H", "7H"], ["KS"], ["KD"], ["KH"]]
    game = new_game("contract_rummy", 4, {"may_i": "off"}, seed=2, deal={
        "round": 7, "dealer": 3, "first": 0, "hands": hands, "stock": ["2S"], "discard": ["8C"], "rest": "stock"})
    window.controller.adopt(game, [None, "casual", "casual", "casual"])
    table = window.rummy_table
    assert "All at once" in " ".join(table.contract_panel.lines)
    with qtbot.waitSignal(window.controller.action_applied, timeout=3000):
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         table.mapFromScene(table.cards["discard"].centre()))
    QTest.mouseClick(table.bar.buttons["suggest"], Qt.MouseButton.LeftButton)
    assert len(table.selected) == 13
    with qtbot.waitSignal(window.controller.game_over, timeout=5000):
        QTest.mouseClick(table.bar.buttons["meld"], Qt.MouseButton.LeftButton)
    row = window.controller.view()["history"][-1]
    assert row["went_out"] == 0 and row["points"][0] == 0 and all(p > 0 for p in row["points"][1:])
    assert window.scoreboard.model.rowCount() >= 1
    assert table.game_over.isVisible()


def test_the_hidden_trick_table_does_not_follow_a_rummy_game(window, qtbot):
    """Only the table in sight computes views and draws: the trick table stays idle under rummy."""
    trick_drawn, rummy_drawn = [], []
    window.table.drawn.connect(lambda view, events: trick_drawn.append(events))
    window.rummy_table.drawn.connect(lambda view, events: rummy_drawn.append(events))
    config = {"game": "contract_rummy", "players": 4, "options": {}, "seed": 5,
              "seats": [{"kind": "human"}] + [{"kind": "bot", "level": "casual"}] * 3}
    window.start_config(config)
    assert window.tables.currentWidget() is window.rummy_table
    qtbot.waitUntil(lambda: window.controller.is_my_turn(), timeout=20_000)
    draw = next(a for a in window.controller.legal() if a["type"] == "draw")
    window.controller.request(draw)
    qtbot.waitUntil(lambda: rummy_drawn and not window.table.animator.busy() and
                    not window.rummy_table.animator.busy(), timeout=20_000)
    window.controller.stop()
    assert trick_drawn == []


def test_the_view_menu_items_of_the_trick_table_are_off_while_rummy_is_shown(window, qtbot):
    seats = [{"kind": "human"}] + [{"kind": "bot", "level": "casual"}] * 3
    window.start_config({"game": "contract_rummy", "players": 4, "options": {}, "seed": 5, "seats": seats})
    window.controller.stop()
    titles = {action.text().replace("&", "") for action in window.trick_table_actions()}
    assert {"Last trick", "Dim cards you cannot play", "Rule card"} <= titles
    assert not any(action.isEnabled() for action in window.trick_table_actions())
    window.start_config({"game": "german_bridge", "players": 4, "options": {}, "seed": 5, "seats": seats})
    window.controller.stop()
    assert all(action.isEnabled() for action in window.trick_table_actions())


def test_a_trick_game_prompt_does_not_stay_in_the_status_bar_at_the_rummy_table(window, qtbot):
    seats = [{"kind": "human"}] + [{"kind": "bot", "level": "casual"}] * 3
    window.start_config({"game": "german_bridge", "players": 4, "options": {}, "seed": 5, "seats": seats})
    window.statusBar().showMessage("Your turn: play a card (drag it to the middle, click it twice, or use ← → "
                                   "and Enter)")
    window.start_config({"game": "contract_rummy", "players": 4, "options": {}, "seed": 5,
                         "seats": [{"kind": "human"}] + [{"kind": "bot", "level": "casual"}] * 3})
    qtbot.waitUntil(lambda: window.controller.is_my_turn(), timeout=20_000)
    window.controller.stop()
    assert "play a card" not in window.statusBar().currentMessage()
