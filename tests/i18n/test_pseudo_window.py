"""The window area in the pseudo-locale (issue 34): every text of the main window's menus, title and status
bar, the New Game dialog, statistics, seat names, the game-over panel and the window's questions went
through translation and fits its widget. Texts that other areas make (option titles and descriptions, preset
names, the docks, the table's scene, the LAN items, the engine's sentences) are left to their own walks and
to ``test_pseudo_walk.py``, the whole app's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox, QWidget

from cardgame_gui import i18n
from cardgame_gui.engine import GAMES
from cardgame_gui.session import saves, startup
from cardgame_gui.session.startup import seats_to_config
from cardgame_gui.ui.window import main_window as main_window_module, preferences
from cardgame_gui.ui import sound
from cardgame_gui.ui.window.main_window import MainWindow
from cardgame_gui.ui.new_game.picker import NewGameDialog
from cardgame_gui.ui.new_game.seat_names import SeatNamesDialog
from cardgame_gui.ui.results.stats import StatisticsDialog, StatsStore
from pseudo_locale import clipped_texts, needs_translation, pseudo_locale, untranslated_texts
from tests.ui.test_table import BOTS, scenario
from tests.ui.test_table_words import finished

SMALL = (1024, 640)  # German and French must fit the smallest window the app is made for


@pytest.fixture(autouse=True)
def no_audio_device(monkeypatch):
    monkeypatch.setattr(sound, "_open_device", lambda stream: (_ for _ in ()).throw(RuntimeError("no device")))


@pytest.fixture
def pseudo_window(qtbot, tmp_path):
    """A window made in the pseudo-locale, at the smallest size, its bots stopped at the end."""
    made = []

    def make(autosave=False):
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        win = MainWindow(settings=settings, data_directory=tmp_path / "data", autosave=autosave)
        qtbot.addWidget(win)
        win.set_speed("off")
        win.resize(*SMALL)
        win.show()
        qtbot.waitExposed(win)
        made.append(win)
        return win

    with pseudo_locale():
        yield make
    for win in made:
        win.controller.stop()
        win.controller.wait_for_bots()


@pytest.fixture
def shown_boxes(monkeypatch):
    """The message boxes the window opens and runs itself (each shown, read, and answered with its default
    button); Qt's static ones (``QMessageBox.question``, ``about``) run from C++ and are read by patching them."""
    seen: list[tuple[list, list]] = []

    def exec_(box):
        box.show()
        seen.append((untranslated_texts(box), clipped_texts(box)))
        box.hide()
        default = box.defaultButton() or box.buttons()[0]
        box.setProperty("answered", True)
        return int(box.standardButton(default).value) if box.standardButton(default) else 0
    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return seen


def own_menus_texts(window) -> list[tuple[str, str]]:
    """The window's own menu items (not the docks' toggles nor the LAN items, made by their areas); the
    languages are named in their own words, in every language."""
    others = {window.scoreboard.toggleViewAction().text(), window.log_dock.toggleViewAction().text()}
    return [(where, text) for where, text in untranslated_texts(window.menuBar(), set(i18n.LANGUAGES.values()))
            if text not in others]


def test_the_menus_the_title_and_the_status_bar_of_the_window(pseudo_window):
    window = pseudo_window()
    window.controller.adopt(scenario([1, 0, 1]), BOTS)  # South (the person) to bid
    assert own_menus_texts(window) == []
    assert not needs_translation(window.windowTitle())
    assert not needs_translation(window.statusBar().currentMessage())  # "Your bid"
    assert window.language_actions["de"].text() == "Deutsch"  # each language in its own words, never translated
    window.toggle_last_trick()  # no trick yet: said in the status bar
    assert window.statusBar().currentMessage().startswith("⟦")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_new_game_dialog(qtbot, tmp_path, game_id):
    with pseudo_locale():
        dialog = NewGameDialog(settings=QSettings(str(tmp_path / "p.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(dialog)
        dialog.set_game(game_id)
        dialog.show()
        qtbot.waitExposed(dialog)
        # the game's description, the options' titles and descriptions and the preset names are the engine
        # area's (the engine's declarations, session/rule_card.py)
        theirs = {dialog.description_label, dialog.options_box, dialog.preset_combo,
                  *dialog.options_box.findChildren(QWidget)}
        mine = [(where, text) for where, text in untranslated_texts(dialog)
                if not any(where == f"{type(w).__name__}({w.objectName()})" and text in _texts(w) for w in theirs)]
        assert mine == []
        assert dialog.preset_combo.itemText(dialog.preset_combo.count() - 1).startswith("⟦")  # Custom
        assert clipped_texts(dialog) == []
        dialog.seed_edit.setText("99999999999")
        dialog.accept()
        assert not needs_translation(dialog.error_text())


def _texts(widget) -> set[str]:
    from pseudo_locale import visible_texts
    return {text for _, text in visible_texts(widget)}


def test_the_statistics_dialog_with_games_and_without(qtbot, tmp_path):
    with pseudo_locale():
        empty = StatisticsDialog(StatsStore(tmp_path / "none.json"))
        qtbot.addWidget(empty)
        empty.show()
        assert untranslated_texts(empty) == [] and clipped_texts(empty) == []
        store = StatsStore(tmp_path / "stats.json")
        store.record_game("contract_rummy", [{"kind": "human", "level": None}, {"kind": "bot", "level": "expert"}],
                          [30, 120], [0])
        store.record_game("german_bridge", [{"kind": "human", "level": None}, {"kind": "bot", "level": "casual"},
                                            {"kind": "bot", "level": "random"}], [20, 31, 12], [1])
        dialog = StatisticsDialog(store)
        qtbot.addWidget(dialog)
        dialog.show()
        assert untranslated_texts(dialog) == [] and clipped_texts(dialog) == []


def test_the_seat_names_dialog_with_a_problem_said(qtbot):
    with pseudo_locale():
        dialog = SeatNamesDialog(["South", "West", "North", "East"], {"South": "Ann"})
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.edits["West"].setText("Ann")
        assert untranslated_texts(dialog, {"Ann"}) == []
        qtbot.waitUntil(lambda: clipped_texts(dialog) == [], timeout=2000)  # once the dialog has laid it out
        assert dialog.problem.text().startswith("⟦")


@pytest.mark.parametrize("game_id", ["devils_bridge", "contract_rummy"])
def test_the_game_over_panel_and_the_status_bar_at_the_end(pseudo_window, game_id):
    window = pseudo_window()
    window.controller.adopt(finished(game_id), [None] + [BOTS[1]] * (finished(game_id).players - 1))
    panel = window._current_table().game_over
    assert panel.isVisible()
    names = {name for _, name, _ in panel.ranking}  # the seats' names: the table's (i18n.seat_name)
    assert untranslated_texts(panel, names) == [] and clipped_texts(panel) == []


def test_the_windows_questions(pseudo_window, shown_boxes, monkeypatch):
    window = pseudo_window(autosave=True)
    window.controller.adopt(scenario([1, 0, 1]), BOTS)
    monkeypatch.setattr(main_window_module, "ask_save_changes", main_window_module.ask_save_changes)
    assert window.confirm_discard() is True  # "Save it before you leave it?", answered Save
    monkeypatch.setattr(preferences, "start_again", lambda: True)
    window.choose_language("de")  # "The app speaks Deutsch from its next start", answered Restart now
    about = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: about.append((title, text)))
    window.show_about()  # (Qt's own box, opened from C++: its words are read here)
    assert about and not any(needs_translation(text) for text in about[0])
    for untranslated, clipped in shown_boxes:
        assert untranslated == [] and clipped == []
    assert len(shown_boxes) == 2


def test_the_continue_question_of_a_lan_game(pseudo_window, tmp_path, monkeypatch):
    window = pseudo_window()
    saves.write_autosave(scenario([1, 0, 1]), seats_to_config(BOTS), tmp_path / "data", saves.LAN_AUTOSAVE_NAME)
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text, *rest: asked.append((title, text))
                        or QMessageBox.StandardButton.No)  # (Qt's own box, opened from C++: its words read here)
    window.offer_saved_games()
    (title, text), = asked
    # the question itself is the session's (startup.continue_question); the LAN part after it is the window's
    question = startup.continue_question(scenario([1, 0, 1]))
    assert not needs_translation(title) and not needs_translation(text, {question})
