"""Shared test set-up: Qt runs offscreen (CI has no display); pytest-qt provides one QApplication.

Settings, statistics and autosaves of anything the tests start (subprocesses included) go to a throwaway
folder, never to the developer's own.
"""

import os
import sys
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_home = tempfile.mkdtemp(prefix="cardgame_gui_tests_")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_home, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_home, "data")
os.environ["XDG_CACHE_HOME"] = os.path.join(_home, "cache")

# LAN discovery announces to this address whatever a test or a setting says: nothing run from the tests may
# broadcast on the machine's network (net/discovery.py).
os.environ["CARDGAME_ANNOUNCE_ADDRESS"] = "127.0.0.1"

# The tests read English (the source language) whatever the machine's language; a test that wants another
# language asks for it (--language, CARDGAME_LANGUAGE in a subprocess's environment, i18n.install).
os.environ["CARDGAME_LANGUAGE"] = "en"


@pytest.fixture(autouse=True)
def english(request):
    """Qt tests speak English as the app does, its English translation loaded ("1 hand", "the host keeps
    it"; about 0.2 ms), whatever an earlier test loaded or removed; a test that put the app into another
    language leaves English behind it for the next test."""
    if "qtbot" in request.fixturenames or "qapp" in request.fixturenames:
        request.getfixturevalue("qapp")
        from cardgame_gui import i18n

        i18n.install("en")
    yield
    i18n = sys.modules.get("cardgame_gui.i18n")
    if i18n is not None and i18n.current_language() != "en":
        i18n.install("en")


@pytest.fixture
def make_window(qtbot, tmp_path, monkeypatch):
    """``make_window(name, settings_name=None)``: a shown MainWindow with its own settings and data folder
    (``settings_name``: another window's, as a restarted app has); LAN left and bots stopped at the end.
    A "Save it before you leave it?" question the test did not answer (monkeypatch ``ask_save_changes``)
    fails the test with its words rather than waiting for a click for ever; "Leave the LAN table?" at the
    end (pytest-qt closes the windows first) is answered Quit."""
    from PySide6.QtCore import QSettings

    from cardgame_gui.ui.window import main_window
    from cardgame_gui.ui.window.main_window import MainWindow

    def unexpected_question(parent, game_name):
        raise AssertionError(f"the window asked whether to save {game_name}, and the test gave no answer")

    monkeypatch.setattr(main_window, "ask_save_changes", unexpected_question)
    from cardgame_gui.ui.lan import session as lan_session
    monkeypatch.setattr(lan_session, "ask_quit", lambda parent, title, text: True)  # closed at the end: Quit
    made = []

    def make(name, settings_name=None):
        settings = QSettings(str(tmp_path / f"{settings_name or name}.ini"), QSettings.Format.IniFormat)
        win = MainWindow(settings=settings, data_directory=tmp_path / (settings_name or name), autosave=False)
        qtbot.addWidget(win)
        win.set_speed("off")
        win.show()
        made.append(win)
        return win

    yield make
    for win in made:
        win.lan.leave()
        win.controller.stop()
        win.controller.wait_for_bots()
