"""The main window as the table tests use it: settings and data in the test's own folder, no autosave,
animation off, shown and exposed. No window of these tests opens an audio device (tests/ui/test_sound.py
gives its players devices of its own). A window still at a LAN table when the test ends closes as if the
person answered Quit to "Leave the LAN table?" (a test that asks about it answers itself)."""

import pytest
from PySide6.QtCore import QSettings

from cardgame_gui.ui import sound
from cardgame_gui.ui.lan import session as lan_session
from cardgame_gui.ui.window.main_window import MainWindow


@pytest.fixture(autouse=True)
def no_audio_device(monkeypatch):
    def none(stream):
        raise RuntimeError("the tests open no audio device")
    monkeypatch.setattr(sound, "_open_device", none)


@pytest.fixture(autouse=True)
def quit_at_a_lan_table(monkeypatch):
    monkeypatch.setattr(lan_session, "ask_quit", lambda parent, title, text: True)


@pytest.fixture
def window(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings=settings, data_directory=tmp_path, autosave=False)
    qtbot.addWidget(win)
    win.resize(1100, 760)
    win.set_speed("off")
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.controller.stop()
    win.controller.wait_for_bots()
