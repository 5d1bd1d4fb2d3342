"""A LAN table of mixed languages (issue 34): the host's window speaks German, the guest's app (its own process,
CARDGAME_LANGUAGE=nl) Dutch; what the host sends as codes (protocol 3) each renders in its own words."""

import subprocess
import sys

import pytest

from cardgame_gui import i18n

from lan_helpers import BotClient
from tests.ui.test_lan_crash_restart import ROOT, WAIT, guest as start_guest, report


@pytest.fixture
def german_here():
    """This process (the host's window) speaks German; the compiled translations are fresh."""
    subprocess.run([sys.executable, str(ROOT / "tools" / "translations.py"), "release"], check=True, cwd=ROOT,
                   stdout=subprocess.DEVNULL)
    i18n.install("de")
    yield
    i18n.install("en")


def test_a_german_host_and_a_dutch_guest_each_read_the_table_in_their_own_language(qtbot, make_window, tmp_path,
                                                                                   german_here, monkeypatch):
    ann = make_window("ann")
    ann.start_config({"game": "german_bridge", "players": 4, "options": {"rounds": 1}, "seed": 3})
    assert ann.lan.host_table({"name": "Ann", "table_name": "Freitag", "address": "127.0.0.1", "port": 0,
                               "invite_only": False, "code": None, "grace": 60})
    room = ann.lan.host.lobby.rooms["1"]
    monkeypatch.setenv("CARDGAME_LANGUAGE", "nl")
    bob = start_guest(tmp_path, "words", ann.lan.host.port)
    carl = BotClient("Carl", "random", 3)
    try:
        qtbot.waitUntil(lambda: any(line.startswith("refused: ") for line in report(tmp_path)), timeout=WAIT)
        assert "refused: Alleen de host kan het spel starten" in report(tmp_path)  # only_host_starts, in Dutch
        qtbot.waitUntil(lambda: len(room.members) == 2 and room.members[1].ready, timeout=WAIT)
        with qtbot.waitSignal(carl.client.welcomed, timeout=WAIT):
            carl.client.connect_to("127.0.0.1", ann.lan.host.port, "Carl")
        carl.client.join()
        qtbot.waitUntil(lambda: len(room.members) == 3, timeout=WAIT)
        carl.client.toggle_ready()
        ann.lan.request("ready", {})
        qtbot.waitUntil(lambda: all(m.ready for m in room.members), timeout=WAIT)
        ann.lan.request("start", {})
        qtbot.waitUntil(lambda: "playing seat 1" in report(tmp_path), timeout=WAIT)
        carl.client.leave()  # the table's own line to everyone: Carl left, a bot plays his seat
        qtbot.waitUntil(lambda: any("Carl" in line for line in report(tmp_path)), timeout=WAIT)
        assert "notice: ✦ Carl heeft de tafel verlaten: nu speelt een expert-bot op die plaats" \
            in report(tmp_path)
        assert "✦ Carl hat den Tisch verlassen: Jetzt spielt ein Experten-Bot auf dem Platz" \
            in ann.lan.chat.lines.toPlainText()
    finally:
        bob.kill()
        bob.wait(30)
        carl.client.close()
