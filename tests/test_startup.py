"""The app always starts (issue 9 items 1-5, 9; issue 10 item 12): the real ``main()`` in a subprocess, with
XDG folders of the test's own holding a damaged file, shows its window (or a clear message) and exits 0.

A small driver runs ``main()``: it answers any message box (recording its title, text and whether the main
window was already showing), then after a moment records what the window shows and closes it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardgame_gui.bots import make_bot
from cardgame_gui.engine import new_game

ROOT = Path(__file__).resolve().parents[1]
DRIVER = r"""
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

answer, wait_ms, read_only = sys.argv[1:4]
if read_only != "-":  # run as root: refuse writes in that folder as the OS would for a plain user
    import os
    def inside(path):
        return os.path.abspath(os.fsdecode(path)).startswith(read_only)
    def refuse(path):
        raise PermissionError(13, "Permission denied", os.fsdecode(path))
    real_open, real_unlink, real_replace, real_rename = os.open, os.unlink, os.replace, os.rename
    def guarded_open(path, flags, *args, **kwargs):
        if flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT) and inside(path):
            refuse(path)
        return real_open(path, flags, *args, **kwargs)
    def guarded(real):
        def call(path, *args, **kwargs):
            if inside(path):
                refuse(path)
            return real(path, *args, **kwargs)
        return call
    os.open, os.unlink, os.replace, os.rename = (guarded_open, guarded(real_unlink), guarded(real_replace),
                                                 guarded(real_rename))
app = QApplication(["cardgame-gui"])
seen = {"dialogs": [], "windows": []}

def main_windows():
    return [w for w in QApplication.topLevelWidgets() if type(w).__name__ == "MainWindow"]

def poke():
    modal = QApplication.activeModalWidget()
    if isinstance(modal, QMessageBox) and modal.isVisible():
        seen["dialogs"].append({"title": modal.windowTitle(), "text": modal.text(),
                                "over_window": any(w.isVisible() for w in main_windows())})
        wanted = QMessageBox.StandardButton.Yes if answer == "yes" else QMessageBox.StandardButton.No
        button = modal.button(wanted) or modal.button(QMessageBox.StandardButton.Ok) or modal.defaultButton()
        button.click()

def finish():
    for w in main_windows():
        if w.isVisible():
            game = w.controller.game
            label = getattr(w, "data_warning_label", None)
            seen["windows"].append({"title": w.windowTitle(), "status": w.statusBar().currentMessage(),
                                    "game": game.info.id if game else None,
                                    "actions": len(game.log) if game else None,
                                    "seats": w.controller.seats, "warning": label.toolTip() if label else None})
            w.close()
    app.quit()

poker = QTimer()
poker.timeout.connect(poke)
poker.start(20)
QTimer.singleShot(int(wait_ms), finish)
from cardgame_gui.app import main
code = main(sys.argv[4:])
print("RESULT " + json.dumps(seen))
sys.exit(code)
"""


class Home:
    """XDG folders of one test; ``data`` is where the app keeps autosave and statistics."""

    def __init__(self, base: Path):
        self.base = base
        self.config = base / "config"
        self.data_home = base / "data"
        self.data = self.data_home / "cardgame_gui"  # named once, although Qt names it twice
        self.settings = self.config / "cardgame_gui" / "cardgame_gui.conf"
        self.data.mkdir(parents=True)
        self.settings.parent.mkdir(parents=True)

    def env(self) -> dict:
        env = dict(os.environ, XDG_CONFIG_HOME=str(self.config), XDG_DATA_HOME=str(self.data_home),
                   XDG_CACHE_HOME=str(self.base / "cache"), HOME=str(self.base), QT_QPA_PLATFORM="offscreen",
                   PYTHONDONTWRITEBYTECODE="1")
        env.pop("PYTHONPATH", None)
        return env

    def write_settings(self, values: dict) -> None:
        from PySide6.QtCore import QSettings
        settings = QSettings(str(self.settings), QSettings.Format.IniFormat)
        for key, value in values.items():
            settings.setValue(key, value)
        settings.sync()


def run_main(home: Home, *args: str, answer: str = "yes", wait_ms: int = 1500, read_only: str = "-"):
    out = subprocess.run([sys.executable, "-c", DRIVER, answer, str(wait_ms), read_only, *args], cwd=ROOT,
                         env=home.env(), capture_output=True, text=True, timeout=120)
    lines = [line for line in out.stdout.splitlines() if line.startswith("RESULT ")]
    assert lines, f"no result (rc {out.returncode}): {out.stderr[-2000:]}"
    return out.returncode, json.loads(lines[-1][len("RESULT "):]), out.stderr


@pytest.fixture
def home(tmp_path):
    return Home(tmp_path)


def autosave_text(seats=None, actions=9) -> str:
    game = new_game("german_bridge", 4, {}, 5)
    bots = [make_bot("random", "german_bridge", s) for s in range(4)]
    for _ in range(actions):
        seat = game.to_act()[0]
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    data = json.loads(game.to_json())
    data["seats"] = seats or [{"kind": "human", "level": None}] + [{"kind": "bot", "level": "casual"}] * 3
    return json.dumps(data, separators=(",", ":"))


def kept_aside(home: Home) -> list[Path]:
    return sorted(home.data.glob("autosave.json.bad-*"))


def assert_started(code, seen, game=None):
    assert code == 0
    [window] = seen["windows"]
    assert window["game"] == (game or window["game"]) and window["game"] is not None
    return window


# ----- damaged autosaves --------------------------------------------------------------------------------
@pytest.mark.parametrize("damage", ["number too long", "truncated", "newer version", "not text"])
def test_a_damaged_autosave_is_kept_aside_and_the_app_starts(home, damage):
    text = autosave_text()
    content = {"number too long": text.replace('"seed":5', '"seed":' + "9" * 5000, 1),
               "truncated": text[: len(text) // 2],
               "newer version": text.replace('"format":"cardgame_gui/1"', '"format":"cardgame_gui/9"'),
               "not text": "\udcff"}[damage]
    assert content != text
    (home.data / "autosave.json").write_bytes(content.encode("utf-8", "surrogateescape"))
    code, seen, _ = run_main(home)
    assert_started(code, seen, "devils_bridge")
    [dialog] = seen["dialogs"]
    [aside] = kept_aside(home)
    assert dialog["title"] == "Cannot continue the last game" and dialog["over_window"]
    assert str(aside) in dialog["text"] and aside.read_bytes() == content.encode("utf-8", "surrogateescape")
    assert '"game":"devils_bridge"' in (home.data / "autosave.json").read_text()  # the new game, on quit


def test_a_second_damaged_autosave_never_overwrites_the_first_copy(home):
    for content in (b"{first", b"{second"):
        (home.data / "autosave.json").write_bytes(content)
        code, seen, _ = run_main(home)
        assert_started(code, seen)
    assert sorted(p.read_bytes() for p in kept_aside(home)) == [b"{first", b"{second"]


def test_an_autosave_naming_a_bot_level_this_version_lacks_continues_with_a_known_one(home):
    seats = [{"kind": "human", "level": None}, {"kind": "bot", "level": "grandmaster"},
             {"kind": "bot", "level": "casual"}, {"kind": "bot", "level": "random"}]
    (home.data / "autosave.json").write_text(autosave_text(seats))
    code, seen, _ = run_main(home)
    window = assert_started(code, seen, "german_bridge")
    assert window["actions"] >= 9 and window["seats"] == [None, "casual", "casual", "random"]
    [prompt] = seen["dialogs"]
    assert prompt["title"] == "Continue?" and "German Bridge" in prompt["text"] and prompt["over_window"]


def test_declining_continue_starts_the_table_of_the_last_game_with_casual_bots(home):
    (home.data / "autosave.json").write_text(autosave_text())
    home.write_settings({"table/last_game": json.dumps({
        "game": "reverse_bridge", "players": 4, "options": {},
        "seats": [{"kind": "human", "level": None}] + [{"kind": "bot", "level": "random"}] * 3})})
    code, seen, _ = run_main(home, answer="no")
    assert_started(code, seen, "reverse_bridge")
    assert '"game":"reverse_bridge"' in (home.data / "autosave.json").read_text() and not kept_aside(home)
    # and with nothing remembered, the default game has the picker's default bots (casual), not expert
    home.settings.unlink()
    (home.data / "autosave.json").unlink()
    code, seen, _ = run_main(home)
    window = assert_started(code, seen, "devils_bridge")
    assert window["seats"] == [None, "casual", "casual", "casual"] and seen["dialogs"] == []


@pytest.mark.parametrize("value", ['["devils_bridge"]', '{"game": "poker", "players": 4}', "[" * 50000,
                                   '{"game": "german_bridge", "players": 99, "seats": {}}'])
def test_a_damaged_memory_of_the_last_game_starts_the_default_game(home, value):
    home.write_settings({"table/last_game": value, "picker/last_game": value, "picker/last_seed": value})
    code, seen, _ = run_main(home)
    assert_started(code, seen, "devils_bridge")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_an_autosave_that_is_a_pipe_does_not_hang_the_start(home):
    os.mkfifo(home.data / "autosave.json")
    code, seen, _ = run_main(home)
    assert_started(code, seen)


def test_temp_files_of_a_killed_write_are_removed_at_start(home):
    stale = home.data / ".autosave.json.k1ll3d.tmp"
    stale.write_text('{"format": "cardgame_gui/1", "ga')
    old = time.time() - 3600
    os.utime(stale, (old, old))
    code, seen, _ = run_main(home)
    assert_started(code, seen)
    assert not stale.exists()


# ----- a data folder that cannot be written ----------------------------------------------------------
def test_a_data_folder_that_is_a_file_runs_without_autosave_and_says_so(home):
    home.data.rmdir()
    home.data.write_text("a file where the data folder should be")
    code, seen, stderr = run_main(home)
    window = assert_started(code, seen)
    assert "cannot be written" in window["warning"] and "Traceback" not in stderr
    assert home.settings.exists()  # closing synced the settings although no autosave could be written


@pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX")
def test_a_read_only_data_folder_runs_without_autosave_and_says_so(home):
    home.data.chmod(0o555)  # root ignores this: the driver then refuses writes there as the OS would
    try:
        code, seen, stderr = run_main(home, "--speed", "fast",
                                      read_only=str(home.data) if os.geteuid() == 0 else "-")
    finally:
        home.data.chmod(0o755)
    window = assert_started(code, seen)
    assert "Permission denied" in window["warning"] and "Traceback" not in stderr
    assert not (home.data / "autosave.json").exists()
    assert home.settings.exists()  # closing synced the settings although the autosave failed


# ----- the smoke test without a display ------------------------------------------------------------------
def test_the_smoke_test_without_a_display_runs_offscreen(home):
    env = home.env()
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(name, None)
    out = subprocess.run([sys.executable, "-m", "cardgame_gui", "--smoke-test"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and "smoke test: ok" in out.stdout
    out = subprocess.run([sys.executable, "-m", "cardgame_gui"], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "QT_QPA_PLATFORM=offscreen" in out.stderr


@pytest.mark.skipif(os.name != "posix", reason="signals are POSIX")
@pytest.mark.parametrize("name, code", [("SIGINT", 130), ("SIGTERM", 143)])
def test_ctrl_c_a_shutdown_or_kill_closes_the_window_as_quit_does(home, name, code):
    """Ctrl+C in the terminal (SIGINT), a shutdown or ``kill`` (SIGTERM): the hand in play is autosaved and
    the window's size remembered, as Quit does; exit code 128 + the signal, no traceback."""
    import signal

    running = subprocess.Popen([sys.executable, "-m", "cardgame_gui", "--game", "german_bridge", "--speed", "off"],
                               cwd=ROOT, env=home.env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    while not home.settings.exists() and time.monotonic() < deadline:  # written once the game has started
        time.sleep(0.1)
    time.sleep(0.5)
    running.send_signal(getattr(signal, name))
    _, err = running.communicate(timeout=60)
    assert running.returncode == code and b"Traceback" not in err
    assert '"game":"german_bridge"' in (home.data / "autosave.json").read_text()
    assert "geometry=" in home.settings.read_text()


LANGUAGE_SPY = """
from PySide6.QtCore import QCoreApplication
from cardgame_gui import i18n
from cardgame_gui.ui.window import first_paint
install = first_paint.install_if_requested
def spy(app):
    print('speaks', i18n.current_language(), QCoreApplication.translate('QPlatformTheme', 'Cancel'),
          i18n.seat_name(0, 4), flush=True)
    install(app)
first_paint.install_if_requested = spy
from cardgame_gui.app import main
raise SystemExit(main(ARGS))
"""


@pytest.mark.parametrize("args, environment, saved, spoken", [
    (["--language", "de"], None, None, "speaks de Abbrechen Süd"),
    ([], "nl", None, "speaks nl Annuleren Zuid"),
    ([], None, "fr", "speaks fr Annuler Sud"),
    (["--language", "es"], "de", "fr", "speaks es Cancelar Sur"),
])
def test_the_window_speaks_the_language_asked_for(tmp_path, args, environment, saved, spoken):
    """--language, else CARDGAME_LANGUAGE, else the choice saved from View ▸ Language: the window's
    application has the app's words and Qt's own (Cancel) in it, from its first paint."""
    config = tmp_path / "config"
    if saved:
        (config / "cardgame_gui").mkdir(parents=True)
        (config / "cardgame_gui" / "cardgame_gui.conf").write_text(f"[General]\nlanguage={saved}\n")
    env = {**os.environ, "CARDGAME_GUI_FIRST_PAINT": "1", "XDG_CONFIG_HOME": str(config),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    env.pop("CARDGAME_LANGUAGE", None)
    if environment:
        env["CARDGAME_LANGUAGE"] = environment
    code = LANGUAGE_SPY.replace("ARGS", repr([*args, "--game", "devils_bridge", "--seed", "3"]))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT,
                         env=env)
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[0] == spoken
