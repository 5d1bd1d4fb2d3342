"""A guest's app killed mid-game and started again, in two processes: this test's window hosts, the guest is
``cardgame-gui`` started the usual way (``lan_guest_process.py``) and killed with SIGKILL. The restarted app
asks "Rejoin the table?" — before offering the local game it had before joining (which keeps its autosave) —
and gets its seat back."""

import os
import subprocess
import sys
from pathlib import Path

from cardgame_gui.session import saves
from tests.ui.test_lan_party_window import play_by_hand

ROOT = Path(__file__).resolve().parents[2]
WAIT = 30000  # ms: a process starting on a busy machine
LONG = {"game": "devils_bridge", "players": 3, "options": {}, "seed": 3}


def guest(tmp_path, mode: str, port: int | None = None) -> subprocess.Popen:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"))
    args = [sys.executable, "-m", "tests.ui.lan_guest_process", mode, str(tmp_path / "report.txt")]
    return subprocess.Popen(args + ([str(port)] if port else []), cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=open(tmp_path / f"{mode}.err", "w"))


def report(tmp_path) -> list[str]:
    path = tmp_path / "report.txt"
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []


def test_a_killed_guest_started_again_is_asked_to_rejoin_before_the_local_game(qtbot, make_window, tmp_path):
    assert guest(tmp_path, "quit").wait(60) == 0  # the guest's app played locally before: an autosave
    data = tmp_path / "data" / "cardgame_gui"
    assert any(data.rglob(saves.AUTOSAVE_NAME)), list(tmp_path.rglob("*"))
    ann = make_window("ann")
    ann.start_config(LONG)
    assert ann.lan.host_table({"name": "Ann", "table_name": "Friday", "address": "127.0.0.1", "port": 0,
                               "invite_only": False, "code": None, "grace": 60})
    room = ann.lan.host.lobby.rooms["1"]
    bob = guest(tmp_path, "join", ann.lan.host.port)
    try:
        qtbot.waitUntil(lambda: len(room.members) == 2 and room.members[1].ready, timeout=WAIT)
        ann.lan.request("ready", {})
        ann.lan.request("start", {})
        qtbot.waitUntil(lambda: "playing seat 1" in report(tmp_path), timeout=WAIT)
        game = ann.controller.game
        play_by_hand(qtbot, (ann,), lambda: len(game.log) >= 6 and game.to_act()[:1] == [0])
        assert any(seat == 1 for seat, _action in game.log)  # Bob's app has played
    finally:
        bob.kill()  # the app crashes: no goodbye
        bob.wait(30)
    qtbot.waitUntil(lambda: room.members[1].away, timeout=WAIT)
    again = guest(tmp_path, "restart")
    try:
        qtbot.waitUntil(lambda: "back seat 1" in report(tmp_path), timeout=WAIT)
        assert "Bob is back" in ann.lan.chat.lines.toPlainText()  # the host gave the seat back
        assert again.wait(30) == 0  # (it quits once back: the seat is held again)
    finally:
        if again.poll() is None:
            again.kill()
    asked = [line for line in report(tmp_path) if line.startswith("asked: ")]
    # run 2 continued the local game, then joined; run 3 is asked to rejoin first, and is not asked more
    assert asked == ["asked: Continue?", "asked: Rejoin the table?"], report(tmp_path)
    assert any(data.rglob(saves.AUTOSAVE_NAME))  # the local game is still there for later
