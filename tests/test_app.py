"""The installed entry points answer from the command line."""

import subprocess
import sys

from cardgame_gui import __version__


def test_version_is_printed():
    out = subprocess.run([sys.executable, "-m", "cardgame_gui", "--version"], capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0 and out.stdout.strip() == f"cardgame-gui {__version__}"
