"""What the first table does not need loads when it is first used: the window comes up with the trick table
and its docks; the LAN session (and the network), the New Game picker, the rummy table and the rules of
the games not being played load later (issue 33 item 9); the command line loads no bot to read its
arguments."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LATER = {"lan": ("cardgame_gui.ui.lan.session", "cardgame_gui.net.host", "cardgame_gui.net.client",
                 "PySide6.QtNetwork"),
         "picker": ("cardgame_gui.ui.new_game.picker",),
         "rummy table": ("cardgame_gui.ui.rummy.view", "cardgame_gui.ui.rummy.input"),
         "other games' rules": ("cardgame_gui.engine.games.contract_rummy", "cardgame_gui.engine.rummy_rules",
                                "cardgame_gui.engine.games.floating_bridge",
                                "cardgame_gui.engine.games.german_bridge")}

FIRST_TABLE = f"""
import sys, tempfile
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from cardgame_gui.ui.window.main_window import MainWindow
app = QApplication([])
folder = tempfile.mkdtemp()
window = MainWindow(settings=QSettings(folder + "/s.ini", QSettings.Format.IniFormat), data_directory=folder,
                    autosave=False)
window.set_speed("off")
window.controller.start("devils_bridge", 4, seed=5, seats=[None, "casual", "casual", "casual"])
window.show()
for _ in range(20):
    app.processEvents()
print([m for group in {LATER!r}.values() for m in group if m in sys.modules])
window.controller.stop()
"""


def test_the_first_trick_table_loads_no_lan_module_no_picker_no_rummy_table_and_no_other_games_rules():
    out = subprocess.run([sys.executable, "-c", FIRST_TABLE], capture_output=True, text=True, cwd=ROOT,
                         check=True, timeout=120)
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_the_lan_items_join_the_game_menu_when_it_first_opens(window):
    game_menu = window.menuBar().actions()[0].menu()
    assert window._lan is None
    assert "&Host a table…" not in [a.text() for a in game_menu.actions()]
    game_menu.aboutToShow.emit()
    texts = [a.text() for a in game_menu.actions()]
    assert "&Host a table…" in texts and "&Join a table…" in texts
    assert window.lan.host_action.isEnabled()


COMMAND_LINE = """
import sys
from cardgame_gui.app import _command_line_config, _parser
config = _command_line_config(_parser().parse_args(["--speed", "fast"]))
print(config, sorted(m for m in sys.modules if m.startswith(("cardgame_gui.bots", "cardgame_gui.engine.games."))))
"""


def test_reading_the_command_line_loads_no_bot_and_no_game():
    out = subprocess.run([sys.executable, "-c", COMMAND_LINE], capture_output=True, text=True, cwd=ROOT,
                         check=True, timeout=120)
    assert out.stdout.strip() == "None []"


def test_the_help_still_lists_every_game_with_its_bots(capsys):
    from cardgame_gui.app import _parser

    text = _parser().format_help()
    assert "contract_rummy" in text and "Contract Rummy: 3 to 8 players" in text and "bots random, casual" in text


def test_every_game_module_registers_the_game_of_its_name():
    """GAMES loads a game's module when that game is first asked for: its id must be the module's name."""
    from cardgame_gui.engine import GAMES

    for game_id in sorted(GAMES):
        assert GAMES[game_id].id == game_id
    assert len(GAMES) == len(list(GAMES.values())) == 5
