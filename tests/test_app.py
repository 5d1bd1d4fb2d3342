"""The installed entry points answer from the command line."""

import subprocess
import sys
import time

import pytest

from cardgame_gui import __version__


def test_version_is_printed():
    out = subprocess.run([sys.executable, "-m", "cardgame_gui", "--version"], capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0 and out.stdout.strip() == f"cardgame-gui {__version__}"


def run_gui(*args, **kwargs):
    return subprocess.run([sys.executable, "-m", "cardgame_gui", *args], capture_output=True, text=True,
                          timeout=60, **kwargs)


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
    from cardgame_gui.ui.main_window import MainWindow

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
