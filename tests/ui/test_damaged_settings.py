"""Damaged picker settings (issue 9 item 4): New Game falls back to the defaults, never a traceback."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings

from cardgame_gui.ui.new_game.picker import NewGameDialog

NESTED = "[" * 50000 + "]" * 50000

DAMAGED = {
    "last game a list": {"picker/last_game": json.dumps(["devils_bridge"])},
    "last game a dict": {"picker/last_game": json.dumps({"a": 1})},
    "seats a dict": {"picker/last_game": '"german_bridge"',
                     "picker/german_bridge": json.dumps({"players": 5, "seats": {"0": "human"}})},
    "seats of lists": {"picker/last_game": '"german_bridge"',
                       "picker/german_bridge": json.dumps({"seats": [[1], {"kind": ["bot"], "level": {}}]})},
    "options a list": {"picker/last_game": '"german_bridge"',
                       "picker/german_bridge": json.dumps({"options": [1, 2], "players": "five"})},
    "deeply nested seed": {"picker/last_seed": NESTED},
    "deeply nested game": {"picker/last_game": '"german_bridge"', "picker/german_bridge": NESTED},
    "huge seed": {"picker/last_seed": "9" * 40},
    "not json": {"picker/last_game": "{", "picker/last_seed": "}"},
}


@pytest.mark.parametrize("case", sorted(DAMAGED))
def test_damaged_picker_settings_fall_back_to_defaults(qtbot, tmp_path, case):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    for key, value in DAMAGED[case].items():
        settings.setValue(key, value)
    dialog = NewGameDialog(settings=settings)
    qtbot.addWidget(dialog)
    config = dialog.config()
    assert config["game"] in ("devils_bridge", "german_bridge")
    assert len(config["seats"]) == config["players"]
    assert all(seat["kind"] in ("human", "bot") for seat in config["seats"])
