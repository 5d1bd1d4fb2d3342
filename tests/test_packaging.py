"""The packaging files agree with each other and with the app: desktop entry, icons, the macOS and Windows
installer inputs, the Qt trimming rules of the PyInstaller hooks. (Building the bundle: test_bundle.py.)"""

import configparser
import os
import plistlib
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from cardgame_gui.ui.desktop import DESKTOP_ID, ICON_DIR, ICON_SIZES

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
DESKTOP_FILE = PACKAGING / "linux" / f"{DESKTOP_ID}.desktop"
sys.path.insert(0, str(PACKAGING / "hooks"))
from qt_trim import DROPPED_DATA, DROPPED_PLUGINS  # noqa: E402


def desktop_entry() -> dict:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(DESKTOP_FILE, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def test_desktop_file_is_valid():
    if shutil.which("desktop-file-validate") is None:
        pytest.skip("desktop-file-validate is not installed (apt install desktop-file-utils)")
    out = subprocess.run(["desktop-file-validate", str(DESKTOP_FILE)], capture_output=True, text=True)
    assert out.returncode == 0 and not out.stdout.strip(), out.stdout + out.stderr


def test_desktop_entry_names_the_app_as_the_app_names_itself():
    entry = desktop_entry()
    assert entry["StartupWMClass"] == DESKTOP_ID
    assert entry["Icon"] == DESKTOP_ID
    assert entry["Exec"].split()[0] == "cardgame-gui"  # the gui-script of pyproject; install.sh makes it a path


def test_running_app_has_the_icon_and_the_desktop_file_name_of_the_entry(tmp_path):
    """Through the real start-up: main() as ``cardgame-gui --game ...`` runs it, stopped at the first paint."""
    spy = (
        "from cardgame_gui.ui import first_paint\n"
        "install = first_paint.install_if_requested\n"
        "def spy(app):\n"
        "    sizes = sorted(s.width() for s in app.windowIcon().availableSizes())\n"
        "    print('identity', app.applicationName(), app.desktopFileName(), sizes, flush=True)\n"
        "    install(app)\n"
        "first_paint.install_if_requested = spy\n"
        "from cardgame_gui.app import main\n"
        "raise SystemExit(main(['--game', 'devils_bridge', '--seed', '3']))\n"
    )
    env = {**os.environ, "CARDGAME_GUI_FIRST_PAINT": "1", "XDG_CONFIG_HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", spy], capture_output=True, text=True, timeout=120, cwd=ROOT,
                         env=env)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == f"identity {DESKTOP_ID} {DESKTOP_ID} {list(ICON_SIZES)}"
    assert lines[-1] == "first paint"  # the start-up timing probe printed and quit


@pytest.mark.parametrize("size", ICON_SIZES)
def test_icon_is_drawn_at_each_hicolor_size(size):
    image = QImage(str(ICON_DIR / f"{DESKTOP_ID}_{size}.png"))
    assert (image.width(), image.height()) == (size, size)


def test_icon_reads_at_16_px():
    """At 16 px: a light card and a dark suit on it, both big enough to see (not a grey smudge)."""
    image = QImage(str(ICON_DIR / f"{DESKTOP_ID}_16.png"))
    light = dark = 0
    for x in range(5, 11):  # the middle of the card
        for y in range(2, 14):
            value = image.pixelColor(x, y).lightness()
            light += value > 200
            dark += value < 60
    assert light >= 12 and dark >= 15, (light, dark)


def test_windows_and_macos_icon_files_hold_png_entries():
    ico = (PACKAGING / "icons" / f"{DESKTOP_ID}.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind) == (0, 1) and count >= 6
    sizes = {struct.unpack_from("<B", ico, 6 + 16 * i)[0] or 256 for i in range(count)}
    assert {16, 32, 48, 256} <= sizes
    icns = (PACKAGING / "icons" / f"{DESKTOP_ID}.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack_from(">I", icns, 4)[0] == len(icns)
    assert b"ic10" in icns and b"icp4" in icns  # 1024 px (512@2x) down to 16 px


def test_macos_info_plist_explains_local_network_use():
    with open(PACKAGING / "macos" / "Info.plist", "rb") as handle:
        info = plistlib.load(handle)
    assert "local network" in info["NSLocalNetworkUsageDescription"]


def test_inno_setup_script_points_at_files_that_exist():
    script = (PACKAGING / "windows" / "cardgame_gui.iss").read_text(encoding="utf-8")
    for line in script.splitlines():
        if line.startswith(("SetupIconFile=", "InfoAfterFile=")):
            assert (PACKAGING / "windows" / line.split("=", 1)[1].replace("\\", "/")).is_file(), line
    assert "{autoprograms}" in script and "[UninstallRun]" in script and "firewall" in script


@pytest.mark.parametrize("path", [
    "PySide6/Qt/plugins/platforms/libqxcb.so", "PySide6/Qt/plugins/platforms/libqwayland.so",
    "PySide6/Qt/plugins/platforms/libqoffscreen.so", r"PySide6\plugins\platforms\qwindows.dll",
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib", "PySide6/Qt/plugins/imageformats/libqsvg.so",
    "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
    "PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so",
])
def test_bundle_keeps_the_plugins_the_app_needs(path):
    assert not DROPPED_PLUGINS.search(path.replace("\\", "/"))


@pytest.mark.parametrize("path", [
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so", "PySide6/Qt/plugins/platforms/libqeglfs.so",
    "PySide6/Qt/plugins/imageformats/libqpdf.so", "PySide6/Qt/plugins/tls/libqopensslbackend.so",
    "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
    "PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so",
])
def test_bundle_drops_plugins_the_app_never_loads(path):
    assert DROPPED_PLUGINS.search(path)


def test_bundle_drops_qt_translations():
    assert DROPPED_DATA.search("/venv/PySide6/Qt/translations/qtbase_de.qm")
    assert not DROPPED_DATA.search("/checkout/cardgame_gui/assets/rules/devils_bridge.md")
