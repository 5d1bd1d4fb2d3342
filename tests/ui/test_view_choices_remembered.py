"""Every choice of the View menu is the player's until they change it: the next start shows the table as
they left it — dimmed cards, four colours, the card back, the rule card, the pause, the bots' speed, the
time to answer "May I?", hints, sound and its volume, the hand's order. (The rule card came back each start.)"""

from __future__ import annotations

from PySide6.QtCore import QSettings

from cardgame_gui.ui.window.main_window import MainWindow


def _window(qtbot, tmp_path):
    win = MainWindow(settings=QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat),
                     data_directory=tmp_path, autosave=False)
    qtbot.addWidget(win)
    return win


def _choices(win) -> dict:
    return {"dim": win.dim_action.isChecked(), "four colours": win.four_colour_action.isChecked(),
            "red back": win.back_actions["red"].isChecked(), "rule card": win.rule_card_action.isChecked(),
            "pause": win.pause_action.isChecked(), "slow bots": win.speed_actions["slow"].isChecked(),
            "30 s to answer": win.claim_actions[30].isChecked(), "hints": win.hints_action.isChecked(),
            "sound": win.sound_action.isChecked(), "volume 25": win.volume_actions[25].isChecked(),
            "by rank": win.sort_actions["rank"].isChecked()}


def test_every_view_choice_is_kept_for_the_next_start(qtbot, tmp_path):
    first = _window(qtbot, tmp_path)
    defaults = _choices(first)
    for action in (first.dim_action, first.four_colour_action, first.rule_card_action, first.pause_action,
                   first.hints_action, first.sound_action):
        action.trigger()  # as a click in the menu does
    for action in (first.back_actions["red"], first.speed_actions["slow"], first.claim_actions[30],
                   first.volume_actions[25], first.sort_actions["rank"]):
        action.trigger()
    changed = _choices(first)
    assert all(changed[name] != defaults[name] for name in changed), (defaults, changed)
    first.close()
    again = _window(qtbot, tmp_path)
    assert _choices(again) == changed
    assert again.table.show_rule_card is False
