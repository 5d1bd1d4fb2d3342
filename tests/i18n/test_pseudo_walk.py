"""The whole app in the pseudo-locale (issue 34): the main window at the table of each game (its docks and
the table's scene included), its menus, the New Game dialog, host / join / lobby, statistics, the rules (F1),
seat names, the game-over panel and About. Every visible text went through translation and fits its widget,
at the smallest window the app is made for. Each area's own walk (``test_pseudo_<area>.py``) scopes to its
widgets; this one is the app as a person sees it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from cardgame_gui import i18n
from cardgame_gui.engine import GAMES
from cardgame_gui.session.startup import seats_against_bots
from cardgame_gui.ui import sound
from cardgame_gui.ui.lan import session as lan_session
from cardgame_gui.ui.lan.dialogs import HostDialog, JoinDialog
from cardgame_gui.ui.window.main_window import MainWindow
from cardgame_gui.ui.new_game.picker import NewGameDialog
from cardgame_gui.ui.rules_dialog import RulesDialog
from cardgame_gui.ui.new_game.seat_names import SeatNamesDialog
from cardgame_gui.ui.results.stats import StatisticsDialog, StatsStore
from pseudo_locale import clipped_texts, needs_translation, pseudo_locale, untranslated_texts
from tests.ui.test_table_words import finished

SMALL = (1024, 640)
LANGUAGE_NAMES = set(i18n.LANGUAGES.values())  # View ▸ Language names each language in its own words
HOST = {"name": "Ann", "table_name": "Friday", "address": "127.0.0.1", "port": 0, "invite_only": False,
        "code": None}
PEOPLE = {"Ann", "Friday", "127.0.0.1"}  # what the person typed in the host dialog


@pytest.fixture(autouse=True)
def quiet(monkeypatch):
    monkeypatch.setattr(sound, "_open_device", lambda stream: (_ for _ in ()).throw(RuntimeError("no device")))
    monkeypatch.setattr(lan_session, "ask_quit", lambda parent, title, text: True)


@pytest.fixture
def window(qtbot, tmp_path):
    """The main window made in the pseudo-locale, at 1024×640; LAN left and bots stopped at the end."""
    with pseudo_locale():
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        win = MainWindow(settings=settings, data_directory=tmp_path / "data", autosave=False)
        qtbot.addWidget(win)
        win.set_speed("off")
        win.resize(*SMALL)
        win.show()
        qtbot.waitExposed(win)
        yield win
        win.lan.leave()
        win.controller.stop()
        win.controller.wait_for_bots()


def shown(qtbot, widget):
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def problems(widget, allowed=frozenset()) -> dict:
    QApplication.processEvents()  # layouts asked for by the last change (a longer rule card) are done
    return {"untranslated": untranslated_texts(widget, set(allowed) | LANGUAGE_NAMES),
            "clipped": clipped_texts(widget)}


NOTHING = {"untranslated": [], "clipped": []}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_table_of_each_game(window, qtbot, game_id):
    players = GAMES[game_id].default_players
    window.start_config({"game": game_id, "players": players, "options": {}, "seed": 3,
                         "seats": seats_against_bots(players, "random")})
    qtbot.waitUntil(window.controller.is_my_turn, timeout=10000)
    assert problems(window) == NOTHING
    assert not needs_translation(window.statusBar().currentMessage())


def test_the_menus_with_the_lan_items(window):
    window.lan  # noqa: B018  (the LAN items join the Game menu)
    assert problems(window.menuBar()) == NOTHING


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_new_game_dialog(window, qtbot, game_id):
    dialog = shown(qtbot, NewGameDialog(window, settings=window.settings))
    dialog.set_game(game_id)
    qtbot.wait(300)  # the game's options laid out, as a person sees them after choosing it
    assert problems(dialog) == NOTHING


def test_the_host_and_join_dialogs(window, qtbot):
    assert problems(shown(qtbot, HostDialog(window))) == NOTHING
    assert problems(shown(qtbot, JoinDialog(window, discovery_port=0, listen_on="127.0.0.1"))) == NOTHING


def test_the_lobby_of_a_hosted_table(window, qtbot):
    window.start_config({"game": "german_bridge", "players": 4, "options": {}, "seed": 3,
                         "seats": seats_against_bots(4, "random")})
    assert window.lan.host_table(HOST)
    qtbot.waitUntil(lambda: window.lan.lobby is not None and window.lan.lobby.isVisible(), timeout=5000)
    assert problems(window.lan.lobby, PEOPLE) == NOTHING


def test_the_statistics(window, qtbot):
    store = StatsStore(window.data_directory / "walk_stats.json")
    store.record_game("contract_rummy", [{"kind": "human", "level": None}, {"kind": "bot", "level": "expert"}],
                      [30, 120], [0])
    store.record_game("devils_bridge", [{"kind": "human", "level": None}, {"kind": "bot", "level": "casual"},
                                        {"kind": "bot", "level": "random"}], [20, 31, 12], [1])
    assert problems(shown(qtbot, StatisticsDialog(store, window))) == NOTHING


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_rules(window, qtbot, game_id):
    """The dialog's own words; the rules text itself is a file per language (assets/rules/<lang>/, checked
    by tests/ui/test_rules_translations.py), which the pseudo-locale has none of: it shows the English."""
    dialog = RulesDialog(game_id, None, window)
    dialog.resize(680, 640)
    found = problems(shown(qtbot, dialog))
    found["untranslated"] = [(where, text) for where, text in found["untranslated"]
                             if where != "QTextBrowser(rulesText)"]
    assert found == NOTHING


def test_the_seat_names(window, qtbot):
    dialog = shown(qtbot, SeatNamesDialog(["South", "West", "North", "East"], {"South": "Ann"}, window))
    assert problems(dialog, {"Ann"}) == NOTHING


@pytest.mark.parametrize("game_id", ["devils_bridge", "german_bridge", "reverse_bridge", "floating_bridge",
                                     "contract_rummy"])
def test_the_game_over(window, qtbot, game_id):
    game = finished(game_id)
    window.controller.adopt(game, [None] + ["random"] * (game.players - 1))
    assert window._current_table().game_over.isVisible()
    assert problems(window) == NOTHING


def test_about(window, monkeypatch):
    about = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: about.append((title, text)))
    window.show_about()
    assert about and not any(needs_translation(text) for text in about[0])
