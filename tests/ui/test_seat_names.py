"""Players name the seats (issue 10, item 14): remembered, shown at the table, in the log and the score
sheet, and in what the status bar says; the engine keeps its own names."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from cardgame_gui.ui.window.main_window import MainWindow
from cardgame_gui.ui.new_game.seat_names import check_names
from tests.ui.test_table import drag, south_to_follow, zone_point


def test_named_seats_show_everywhere_and_are_remembered(window, qtbot, tmp_path):
    south_to_follow(window, qtbot)
    window.set_seat_names({"South": "Ann", "West": "Bob"})
    table = window.table
    assert [item.name for item in table.seats][:2] == ["Ann", "Bob"]
    assert "Bob" in window.log_dock.text()
    assert "West" not in window.log_dock.text()
    with qtbot.waitSignal(window.controller.action_rejected, timeout=3000) as blocker:
        drag(window, "2S", zone_point(window))
    assert blocker.args[0].startswith("South cannot")  # the engine's own words
    assert window.statusBar().currentMessage() == "You can't play 2♠ — you must follow hearts"
    again = MainWindow(settings=QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat),
                       data_directory=tmp_path, autosave=False)
    qtbot.addWidget(again)
    assert again.controller.display_names == {"South": "Ann", "West": "Bob"}


def test_names_must_differ_and_not_take_another_seats_name():
    seats = ["South", "West", "North", "East"]
    assert check_names(seats, {"South": "Ann"}) == ""
    assert "same name" in check_names(seats, {"South": "Ann", "West": "Ann"})
    assert "another seat" in check_names(seats, {"South": "West"})


def test_a_long_seat_name_is_shortened_with_an_ellipsis_not_cut_off(window, qtbot):
    """"Maximilian-Alexander" was painted as "Maximilian-Alexa", cut at the panel's dealer button."""
    from PySide6.QtGui import QFontMetricsF

    south_to_follow(window, qtbot)
    window.set_seat_names({"South": "Maximilian-Alexander", "West": "Bo"})
    seat = window.table.seats[0]
    name, font, room = seat.painted_texts()[0]
    assert name.endswith("…") and name[:-1] in "Maximilian-Alexander"
    assert QFontMetricsF(font).horizontalAdvance(name) <= room
    assert "Maximilian-Alexander" in seat.toolTip()
    assert window.table.seats[1].painted_texts()[0][0] == "Bo"
