"""A player who starts the app from a terminal on a machine without a sound card sees one line ("No sound
device … the table plays silently"), not ALSA's thirty "ALSA lib confmisc.c:855:(parse_card) cannot find
card '0'" lines that its library writes to stderr for every failed probe."""

from __future__ import annotations

import ctypes.util
import subprocess
import sys

import pytest

PROBE = """
from cardgame_gui.ui import sound
player = sound.SoundPlayer()
player._ensure_device()   # the worker's first step: open the device (here: the machine's, for real)
player._close_device()
"""


@pytest.mark.skipif(not sys.platform.startswith("linux") or ctypes.util.find_library("asound") is None,
                    reason="ALSA is Linux's")
def test_opening_the_sound_device_writes_no_alsa_lines_to_the_terminal():
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "ALSA lib" not in out.stderr, out.stderr
