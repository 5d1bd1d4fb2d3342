"""The installed entry points answer from the command line."""

import os
import subprocess
import sys
import time

import pytest

from cardgame_gui import __version__


def test_version_is_printed():
    out = subprocess.run([sys.executable, "-m", "cardgame_gui", "--version"], capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0 and out.stdout.strip() == f"cardgame-gui {__version__}"


def run_gui(*args, env=None, **kwargs):
    """``cardgame-gui ARGS`` in English unless ``env`` says otherwise (the tests' system may speak another)."""
    env = {**os.environ, "CARDGAME_LANGUAGE": "en", **(env or {})}
    return subprocess.run([sys.executable, "-m", "cardgame_gui", *args], capture_output=True, text=True,
                          timeout=60, env=env, **kwargs)


@pytest.mark.parametrize("args, words", [
    (["--game", "german_bridge", "--players", "0"], "German Bridge is for 2 to 7 players, not 0"),
    (["--game", "devils_bridge", "--players", "-3"], "Devil's Bridge is for 3 to 7 players, not -3"),
    (["--game", "reverse_bridge", "--players", "5"], "Reverse Bridge is for exactly 4 players, not 5"),
    (["--game", "german_bridge", "--players", "1000000000000000"], "not 100000000000…"),
    (["--game", "german_bridge", "--preset", "screw_rummy"], "German Bridge has no preset 'screw_rummy' "
                                                             "(presets: classic, turned_trump)"),
    (["--game", "contract_rummy", "--bots", "grandmaster"], "no 'grandmaster' bot for Contract Rummy"),
    (["--players", "5"], "need --game"),
])
def test_bad_arguments_are_refused_in_one_sentence_before_any_work(args, words):
    began = time.perf_counter()
    out = run_gui(*args)
    assert out.returncode == 2 and words in out.stderr and "Traceback" not in out.stderr
    assert out.stderr.count("\n") == 1
    assert time.perf_counter() - began < 30  # 200,000,000 players once took 25 s and 3 GB


def test_help_lists_games_presets_and_bot_levels():
    out = run_gui("--help")
    assert out.returncode == 0
    assert "--preset NAME" in out.stdout and "screw_rummy" in out.stdout and "turned_trump" in out.stdout
    assert "Reverse Bridge: exactly 4 players" in out.stdout and "random, casual, expert" in out.stdout


def test_language_from_the_command_line_speaks_the_help_in_it():
    """--language beats CARDGAME_LANGUAGE; argparse's own words ("usage:", "options") come translated too."""
    out = run_gui("--language", "de", "--help", env={"CARDGAME_LANGUAGE": "fr"})
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("Aufruf: cardgame-gui [-h]")
    assert "\nOptionen:\n" in out.stdout and "diese Hilfe zeigen und beenden" in out.stdout
    assert "contract_rummy   Contract Rummy (Rommé): 3 bis 8 Spieler, meist 4" in out.stdout
    assert "reverse_bridge   Reverse Bridge: genau 4 Spieler" in out.stdout


def test_the_help_follows_the_language_chosen_in_the_window(tmp_path):
    """No --language and no CARDGAME_LANGUAGE: the choice the language menu saved."""
    (tmp_path / "cardgame_gui").mkdir()
    (tmp_path / "cardgame_gui" / "cardgame_gui.conf").write_text("[General]\nlanguage=es\n", encoding="utf-8")
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path)}
    env.pop("CARDGAME_LANGUAGE", None)
    out = subprocess.run([sys.executable, "-m", "cardgame_gui", "--help"], capture_output=True, text=True,
                         timeout=60, env=env)
    assert out.stdout.startswith("Uso: cardgame-gui") and "mostrar esta ayuda y salir" in out.stdout


@pytest.mark.parametrize("language, args, words", [
    ("fr", ["--game", "reverse_bridge", "--players", "5"], "cardgame-gui: Reverse Bridge se joue à exactement "
                                                           "4 joueurs, pas à 5"),
    ("nl", ["--game", "german_bridge", "--players", "9"], "German Bridge (Boerenbridge) is voor 2 tot 7 spelers, "
                                                          "niet voor 9"),
    ("es", ["--players", "5"], "--players, --preset y --bots necesitan --game"),
    ("nl", ["--bogus"], "cardgame-gui: fout: onbekende argumenten: --bogus"),
    ("de", ["--game"], "cardgame-gui: Fehler: Argument --game: braucht einen Wert"),
    ("fr", ["--language"], "cardgame-gui : erreur : argument --language : une valeur est attendue"),
])
def test_bad_arguments_are_refused_in_the_players_language(language, args, words):
    out = run_gui(*args, env={"CARDGAME_LANGUAGE": language})
    assert out.returncode == 2 and words in out.stderr, out.stderr
    assert out.stderr.count("cardgame-gui [-h]") <= 1 and "__main__" not in out.stderr, out.stderr  # said once


def test_a_language_the_app_lacks_is_refused_naming_the_languages():
    out = run_gui("--language", "xx")
    assert out.returncode == 2
    assert ("argument --language: unknown language 'xx' (languages: en (English), de (Deutsch), nl (Nederlands), "
            "fr (Français), es (Español))") in out.stderr


def test_a_preset_from_the_command_line_reaches_the_game(qtbot, monkeypatch):
    from cardgame_gui.app import _command_line_config, _parser
    from cardgame_gui.engine import GAMES

    args = _parser().parse_args(["--game", "contract_rummy", "--preset", "screw_rummy", "--players", "5"])
    config = _command_line_config(args)
    assert config["options"] == GAMES["contract_rummy"].presets["screw_rummy"] and config["players"] == 5
    assert [s["level"] for s in config["seats"]] == [None, "casual", "casual", "casual", "casual"]


def test_the_smoke_test_leaves_no_quit_timer_armed(qtbot, monkeypatch):
    from PySide6.QtCore import QEventLoop

    import cardgame_gui.app as app_module
    from cardgame_gui.ui.window.main_window import MainWindow

    class App:  # the smoke test's view of the application: exec and quit
        def __init__(self):
            self.loop, self.quits = QEventLoop(), 0

        def exec(self):
            return self.loop.exec()

        def quit(self):
            self.quits += 1
            self.loop.quit()

    monkeypatch.setattr(app_module, "SMOKE_TIMEOUT_MS", 1500)
    app = App()
    assert app_module._smoke_test(app, MainWindow) == 0
    assert app.quits == 1
    qtbot.wait(2000)  # past the smoke test's own time limit
    assert app.quits == 1, "the smoke test's time limit fired after it had returned"


def test_install_loads_the_apps_words_and_qts_own_and_replaces_the_language_before(qtbot):
    """i18n.install: the app's .qm (seat names, plural forms) and Qt's qtbase_<lang>.qm (Cancel) together;
    a second install replaces the first. (Back to English at the end: the other tests read English.)"""
    from PySide6.QtCore import QCoreApplication

    from cardgame_gui import i18n

    try:
        assert i18n.install("de") == "de" == i18n.current_language()
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"
        assert i18n.seat_name(0, 4) == "Süd" and i18n.seat_name(2, 5) == "Spieler 3"
        assert i18n.game_name("contract_rummy") == "Contract Rummy (Rommé)"
        i18n.install("fr")
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"
        assert i18n.seat_name(0, 4) == "Sud"
    finally:
        i18n.install("en")
    assert i18n.seat_name(0, 4) == "South" and QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


PROBE = ("import sys; from cardgame_gui.app import main\n"
         "try:\n    main(sys.argv[1:])\nexcept SystemExit:\n    pass\n"
         "print('Qt loaded:', sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))")


@pytest.mark.parametrize("args, words", [(["--version"], f"cardgame-gui {__version__}"),
                                         (["--help"], "usage: cardgame-gui"),
                                         (["--game", "german_bridge", "--players", "1"], "for 2 to 7 players, not 1")])
def test_version_help_and_errors_in_english_load_no_qt(args, words, tmp_path):
    """They took ~200 ms more once QtCore came for the translators: English needs none of it (nothing chosen
    in the window, the system's language English). German still speaks German (the test above)."""
    env = {k: v for k, v in os.environ.items() if k not in ("CARDGAME_LANGUAGE", "LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env.update(XDG_CONFIG_HOME=str(tmp_path), LANG="en_US.UTF-8")
    out = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, timeout=60, env=env)
    assert out.stdout.rstrip().endswith("Qt loaded: []"), out.stdout + out.stderr
    assert words in out.stdout + out.stderr


@pytest.mark.parametrize("environment", [
    {"LANG": "de_DE.UTF-8"}, {"LANG": "de_DE.UTF-8", "LANGUAGE": "fr:de"}, {"LC_ALL": "es_ES.UTF-8", "LANG": "de_DE"},
    {"LC_MESSAGES": "nl_NL.UTF-8", "LANG": "C"}, {"LANG": "C"}, {"LANG": "pt_BR.UTF-8", "LANGUAGE": "pt_BR:de_AT"},
    {"LANG": "sv_SE.UTF-8"}, {"LANG": "fr_CA.UTF-8@euro"},
])
def test_the_systems_language_is_the_one_qt_reads_from_the_environment(environment):
    """``i18n.system_language`` reads the environment without Qt (Linux): the same answer as QLocale's."""
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    env.update(environment)
    code = ("from PySide6.QtCore import QLocale; from cardgame_gui import i18n\n"
            "qt = next((c for c in (n.replace('-', '_').split('_')[0].lower() for n in QLocale.system().uiLanguages())"
            " if c in i18n.LANGUAGES), 'en')\n"
            "print(qt, i18n.system_language())")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env)
    qt, ours = out.stdout.split()
    assert ours == qt, (environment, out.stdout)


def test_the_language_saved_by_the_window_is_read_without_qt_as_qsettings_wrote_it(tmp_path):
    code = ("from PySide6.QtCore import QSettings; from cardgame_gui import cli, i18n\n"
            "s = QSettings('cardgame_gui', 'cardgame_gui')\n"
            "s.setValue(i18n.LANGUAGE_KEY, 'nl'); s.setValue('x/y', 'z')\n"
            "s.sync(); print(s.fileName()); print(cli.saved_language())")
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env)
    path, saved = out.stdout.split()
    assert path == str(tmp_path.joinpath(*__import__("cardgame_gui.cli").cli.SETTINGS_FILE)) and saved == "nl"
