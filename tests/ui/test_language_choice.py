"""View ▸ Language (issue 34): the system's language or one of the five, each in its own words; the choice
is remembered where the app reads it at start, and a restart that the player asks for keeps the game — at a
LAN table only once the person has said they leave it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from cardgame_gui import i18n
from cardgame_gui.session import saves
from cardgame_gui.ui.window import autosaving, preferences
from cardgame_gui.ui.lan import session as lan_session
from tests.ui.test_lan_keeps_local_game import autosaving_window
from tests.ui.test_lan_party_window import hosted_game
from tests.ui.test_table import BOTS, scenario


@pytest.fixture
def restarts(monkeypatch):
    """The processes the window would start (none is started), each with the settings' resume entry then."""
    started = []
    monkeypatch.setattr(preferences, "start_again", lambda: started.append(True) or True)
    return started


def answer_restart(monkeypatch, restart: bool) -> list:
    asked = []
    monkeypatch.setattr(preferences, "ask_restart",
                        lambda parent, language, keeps: asked.append((language, keeps)) or restart)
    return asked


def window_at(qtbot, tmp_path, autosave=True):
    """A shown window with its settings and data folder in ``tmp_path`` (as the restarted app has them)."""
    win = autosaving_window(qtbot, tmp_path)
    win.autosave_enabled = autosave
    return win


def not_spoken() -> str:
    """A language the app does not speak now (the tests load none: English)."""
    return next(code for code in i18n.LANGUAGES if code != i18n.current_language())


def test_the_menu_offers_the_systems_language_and_the_five_each_in_its_own_words(qtbot, tmp_path):
    win = window_at(qtbot, tmp_path)
    texts = [action.text() for action in win.language_actions.values()]
    assert texts[0] == f"System language ({i18n.LANGUAGES[i18n.system_language()]})"
    assert texts[1:] == ["English", "Deutsch", "Nederlands", "Français", "Español"]
    assert win.language_actions[""].isChecked()  # nothing chosen yet: the system's


def test_a_restart_for_a_new_language_continues_the_game_without_asking(qtbot, tmp_path, monkeypatch, restarts):
    win = window_at(qtbot, tmp_path)
    win.controller.adopt(scenario([1, 0, 1]), BOTS)  # South (the person) to bid
    position = win.controller.game.to_json()
    asked = answer_restart(monkeypatch, True)
    wanted = not_spoken()
    win.language_actions[wanted].trigger()
    assert asked == [(i18n.LANGUAGES[wanted], True)]
    assert restarts == [True] and not win.isVisible()  # closed as Quit closes it, then started again
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert settings.value(i18n.LANGUAGE_KEY) == wanted  # where app.py reads it (i18n.pick_language)
    assert settings.value(autosaving.RESUME_KEY) == saves.AUTOSAVE_NAME

    monkeypatch.setattr(QMessageBox, "question", lambda *args: pytest.fail("the restart asked to continue"))
    again = window_at(qtbot, tmp_path)  # the app started again
    assert again.language_actions[wanted].isChecked()
    assert again.offer_continue()
    assert again.controller.game.to_json() == position and again.controller.seats == BOTS
    assert again.settings.value(autosaving.RESUME_KEY) is None  # once: the next start asks as usual


def test_later_keeps_the_window_and_the_game_and_the_choice_waits_for_the_next_start(qtbot, tmp_path, monkeypatch,
                                                                                   restarts):
    win = window_at(qtbot, tmp_path)
    win.controller.adopt(scenario([1, 0, 1]), BOTS)
    position = win.controller.game.to_json()
    answer_restart(monkeypatch, False)
    wanted = not_spoken()
    win.language_actions[wanted].trigger()
    assert restarts == [] and win.isVisible() and win.controller.game.to_json() == position
    assert win.settings.value(i18n.LANGUAGE_KEY) == wanted and win.language_actions[wanted].isChecked()
    assert win.statusBar().currentMessage() == f"The app speaks {i18n.LANGUAGES[wanted]} from its next start"
    assert win.settings.value(autosaving.RESUME_KEY) is None


def test_choosing_the_language_spoken_now_is_remembered_without_a_question(qtbot, tmp_path, monkeypatch, restarts):
    win = window_at(qtbot, tmp_path)
    asked = answer_restart(monkeypatch, True)
    win.language_actions[i18n.current_language()].trigger()
    assert asked == [] and restarts == [] and win.isVisible()
    assert win.settings.value(i18n.LANGUAGE_KEY) == i18n.current_language()
    win.language_actions[""].trigger()  # back to the system's (English here too): still nothing to restart
    assert asked == [] and win.settings.value(i18n.LANGUAGE_KEY) == ""


def test_without_an_autosave_a_game_in_progress_is_never_lost_to_a_restart(qtbot, tmp_path, monkeypatch, restarts):
    win = window_at(qtbot, tmp_path, autosave=False)  # the data folder cannot be written, say
    win.controller.adopt(scenario([1, 0, 1]), BOTS)
    asked = answer_restart(monkeypatch, False)  # (the real question only says "from the next start")
    win.language_actions[not_spoken()].trigger()
    assert asked[0][1] is False and restarts == [] and win.isVisible()


def test_a_guest_asked_to_leave_the_lan_table_for_a_restart_may_stay_at_it(qtbot, make_window, monkeypatch,
                                                                          restarts):
    ann, bob = make_window("ann"), make_window("bob")
    hosted_game(qtbot, ann, bob)
    asked = answer_restart(monkeypatch, True)
    leaving = []
    monkeypatch.setattr(lan_session, "ask_quit", lambda parent, title, text: leaving.append(title) and False)
    wanted = not_spoken()
    bob.language_actions[wanted].trigger()
    assert asked == [(i18n.LANGUAGES[wanted], True)]  # the seat is held for a rejoin: a restart keeps it
    assert leaving == ["Leave the LAN table?"]  # Cancel: still at the table, connected, nothing restarted
    assert restarts == [] and bob.isVisible() and bob.lan.active and bob.lan.client.is_connected
    assert bob.statusBar().currentMessage() == "The language changes when you next start the app"
    assert bob.settings.value(i18n.LANGUAGE_KEY) == wanted

    monkeypatch.setattr(lan_session, "ask_quit", lambda parent, title, text: True)
    assert bob.restart()  # asked again, and this time they leave: the seat is held, the app starts again
    assert restarts == [True] and not bob.isVisible()
    assert bob.settings.value(autosaving.RESUME_KEY) == ""  # the host's game: the next start offers to rejoin
