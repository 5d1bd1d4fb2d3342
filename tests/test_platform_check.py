"""When Qt's xcb platform plugin cannot load for missing system libraries, the app says in one line which
ones and how to install them (instead of Qt's abort naming only the first). Tested with a patched loader."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardgame_gui import platform_check
from cardgame_gui.platform_check import needed, package_for, xcb_problem

ROOT = Path(__file__).resolve().parent.parent
LACKING = ("libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1")  # a fresh Debian desktop's


def fake_loader(name):
    if name in LACKING:
        raise OSError(f"{name}: cannot open shared object file")


def test_package_names_follow_debian():
    assert [package_for(n) for n in ("libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxkbcommon-x11.so.0",
                                     "libX11-xcb.so.1", "libxcb.so.1", "libGL.so.1", "libglib-2.0.so.0")] == \
        ["libxcb-cursor0", "libxcb-icccm4", "libxkbcommon-x11-0", "libx11-xcb1", "libxcb1", "libgl1", "libglib2.0-0"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb plugin is Linux's")
def test_the_xcb_plugins_needed_libraries_are_read_like_ldd():
    plugin = platform_check._qt_folder() / "plugins" / "platforms" / "libqxcb.so"
    assert {"libxcb-cursor.so.0", "libxcb.so.1"} <= set(needed(plugin))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb plugin is Linux's")
def test_one_line_names_every_missing_library_and_the_packages(monkeypatch):
    monkeypatch.setenv("DISPLAY", ":99")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    line = xcb_problem(load=fake_loader)
    assert "\n" not in line and all(name in line for name in LACKING)
    assert line.endswith("sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1")
    assert xcb_problem(load=lambda name: None) is None
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")  # not the xcb plugin: nothing to check
    assert xcb_problem(load=fake_loader) is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb plugin is Linux's")
def test_the_app_prints_the_line_and_exits_2_instead_of_aborting():
    code = ("import ctypes, sys\n"
            "real = ctypes.CDLL\n"
            f"LACKING = {LACKING!r}\n"
            "def fake(name, *a, **k):\n"
            "    if name in LACKING:\n"
            "        raise OSError(name)\n"
            "    return real(name, *a, **k)\n"
            "ctypes.CDLL = fake\n"
            "from cardgame_gui.app import main\n"
            "sys.exit(main([]))\n")
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env.update(DISPLAY=":99", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 2, out.stderr
    assert out.stderr.count("\n") == 1 and "sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1" in out.stderr
