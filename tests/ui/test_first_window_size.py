"""The first start (no remembered size) opens a window that fits the screen: on a 1280×800 laptop the
status bar — where "Not autosaving: the data folder cannot be written" stays in view — is not below the
screen's edge. A remembered size is restored as the player left it."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication

from cardgame_gui.ui.window.main_window import MainWindow
from cardgame_gui.ui.window.preferences import FRAME_ALLOWANCE


def _window(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings=settings, data_directory=tmp_path, autosave=False)
    qtbot.addWidget(win)
    return win


def test_the_first_window_fits_the_screen_with_room_for_its_title_bar(qtbot, tmp_path):
    win = _window(qtbot, tmp_path)
    room = QGuiApplication.primaryScreen().availableGeometry().size() - FRAME_ALLOWANCE
    assert win.width() <= max(room.width(), win.minimumSizeHint().width())
    assert win.height() <= max(room.height(), win.minimumSizeHint().height())
    win.show()
    qtbot.waitExposed(win)
    assert win.statusBar().geometry().bottom() < win.height()


def test_a_damaged_remembered_size_opens_the_first_start_size(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("window/geometry", b"not a geometry")
    settings.sync()
    first = _window(qtbot, tmp_path)
    fresh_settings = QSettings(str(tmp_path / "other.ini"), QSettings.Format.IniFormat)
    fresh = MainWindow(settings=fresh_settings, data_directory=tmp_path, autosave=False)
    qtbot.addWidget(fresh)
    assert first.size() == fresh.size()
