"""Shared test set-up: Qt runs offscreen (CI has no display); pytest-qt provides one QApplication.

Settings, statistics and autosaves of anything the tests start (subprocesses included) go to a throwaway
folder, never to the developer's own.
"""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_home = tempfile.mkdtemp(prefix="cardgame_gui_tests_")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_home, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_home, "data")
os.environ["XDG_CACHE_HOME"] = os.path.join(_home, "cache")

# LAN discovery announces to this address whatever a test or a setting says: nothing run from the tests may
# broadcast on the machine's network (net/discovery.py).
os.environ["CARDGAME_ANNOUNCE_ADDRESS"] = "127.0.0.1"
