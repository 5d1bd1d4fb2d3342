"""The engine and bots are pure Python: importing them loads no Qt module."""

import subprocess
import sys


def test_engine_and_bots_load_no_pyside6_module():
    code = ("import sys, cardgame_gui.engine, cardgame_gui.bots, cardgame_gui.sim; "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
