"""What the first table does not need loads when it is first used: the window comes up with the trick table
and its docks; the LAN session (and the network) and the New Game picker load later."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LATER = {"lan": ("cardgame_gui.ui.lan.session", "cardgame_gui.net.host", "cardgame_gui.net.client",
                 "PySide6.QtNetwork"),
         "picker": ("cardgame_gui.ui.picker",)}

FIRST_TABLE = f"""
import sys, tempfile
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from cardgame_gui.ui.main_window import MainWindow
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


def test_the_first_trick_table_loads_no_lan_module_and_not_the_picker():
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
