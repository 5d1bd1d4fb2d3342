"""The double-click app: build the Linux bundle from this checkout with packaging/build.py, run its smoke
test, and install the archive with its install.sh into a throwaway prefix.

Marked ``slow`` (about a minute on two cores): ``python -m pytest -m slow`` runs only this, ``-m "not slow"``
everything else. Needs PyInstaller (in the test extra on Linux x86_64/aarch64); where it is missing the test
is skipped and says why (``-rs``, on by default in pyproject.toml).
"""

import importlib.metadata
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cardgame_gui import __version__

pytestmark = [pytest.mark.slow, pytest.mark.timeout(900)]  # the build runs in the first test's set-up

ROOT = Path(__file__).resolve().parent.parent
BUILD_TIMEOUT = 600  # seconds; a cold build takes about 40 s on two busy cores
SMOKE_TIMEOUT = 120


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    if not sys.platform.startswith("linux"):
        pytest.skip(f"builds the Linux bundle; this is {sys.platform} (use packaging/build.py there)")
    try:
        importlib.metadata.version("pyinstaller")
    except importlib.metadata.PackageNotFoundError:
        pytest.skip("PyInstaller is not installed, so the bundle cannot be built here (no wheel for this "
                    "platform in the test extra? pip install pyinstaller)")
    folder = tmp_path_factory.mktemp("bundle")
    dist, work = folder / "dist", folder / "work"
    try:
        out = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(dist),
                              "--work", str(work), "--no-smoke"],
                             capture_output=True, text=True, timeout=BUILD_TIMEOUT, cwd=ROOT)
    except subprocess.TimeoutExpired:
        pytest.fail(f"packaging/build.py did not finish within {BUILD_TIMEOUT} s")
    assert out.returncode == 0, out.stdout + out.stderr
    return dist, folder


def _private_env(home: Path) -> dict:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "data"), "XDG_CACHE_HOME": str(home / "cache")}


def test_bundle_plays_a_game_in_its_smoke_test(built):
    dist, folder = built
    program = dist / "cardgame-gui" / "cardgame-gui"
    try:
        out = subprocess.run([str(program), "--smoke-test"], capture_output=True, text=True,
                             timeout=SMOKE_TIMEOUT, env=_private_env(folder / "home"))
    except subprocess.TimeoutExpired:
        pytest.fail(f"the bundle's smoke test did not finish within {SMOKE_TIMEOUT} s")
    assert out.returncode == 0, out.stdout + out.stderr
    assert "smoke test: ok" in out.stdout


def test_bundle_leaves_out_what_the_app_never_loads(built):
    dist, _ = built
    internal = dist / "cardgame-gui" / "_internal"
    names = {path.name for path in internal.rglob("*")}
    assert "libqxcb.so" in names and "libqwayland.so" in names and "libqsvg.so" in names
    assert not {"libqgtk3.so", "libgtk-3.so.0", "libQt6Qml.so.6", "libQt6Quick.so.6", "libQt6Pdf.so.6"} & names
    assert not list(internal.rglob("*.qm"))  # no Qt translations
    assert (internal / "cardgame_gui" / "assets" / "rules" / "devils_bridge.md").is_file()
    assert (internal / "cardgame_gui" / "assets" / "cards" / "standard" / "AS.svg").is_file()


def test_archive_installs_to_a_prefix_and_uninstalls(built):
    dist, folder = built
    (archive,) = dist.glob(f"cardgame-gui-{__version__}-linux-*.tar.gz")
    unpacked, prefix = folder / "unpacked", folder / "prefix with space"
    unpacked.mkdir()
    subprocess.run(["tar", "-xzf", str(archive), "-C", str(unpacked)], check=True, timeout=120)
    (top,) = unpacked.iterdir()
    env = {**_private_env(folder / "home"), "PREFIX": str(prefix)}
    out = subprocess.run([str(top / "install.sh")], capture_output=True, text=True, timeout=120, env=env)
    assert out.returncode == 0, out.stdout + out.stderr
    desktop_file = prefix / "share" / "applications" / "cardgame_gui.desktop"
    assert f'Exec="{prefix}/lib/cardgame-gui/cardgame-gui"' in desktop_file.read_text()
    assert (prefix / "share" / "icons" / "hicolor" / "16x16" / "apps" / "cardgame_gui.png").is_file()
    if shutil.which("desktop-file-validate"):
        valid = subprocess.run(["desktop-file-validate", str(desktop_file)], capture_output=True, text=True)
        assert valid.returncode == 0 and not valid.stdout.strip(), valid.stdout
    version = subprocess.run([str(prefix / "bin" / "cardgame-gui"), "--version"], capture_output=True,
                             text=True, timeout=60, env=env)
    assert version.stdout.strip() == f"cardgame-gui {__version__}"
    out = subprocess.run([str(prefix / "lib" / "cardgame-gui" / "install.sh"), "--uninstall"],
                         capture_output=True, text=True, timeout=60, env=env)
    assert out.returncode == 0, out.stderr
    left = [p for p in prefix.rglob("*") if p.is_file() and p.name != "mimeinfo.cache"]
    assert left == []
