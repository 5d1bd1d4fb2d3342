"""The double-click app: build the Linux bundle from this checkout with packaging/build.py, run its smoke
test, install the archive with its install.sh into a throwaway prefix, and check the Debian package the same
build makes on Debian-family systems (its contents, lintian, and the program unpacked from it).

Marked ``slow`` (about three minutes on two cores, most of it compressing the .deb and running lintian):
``python -m pytest -m slow`` runs only this, ``-m "not slow"`` everything else. Needs PyInstaller (in the
test extra on Linux x86_64/aarch64); where it is missing, or dpkg-deb or lintian is, the tests that need it
are skipped and say why (``-rs``, on by default in pyproject.toml).
"""

import importlib.metadata
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cardgame_gui import __version__

pytestmark = [pytest.mark.slow, pytest.mark.timeout(900)]  # the build runs in the first test's set-up

ROOT = Path(__file__).resolve().parents[2]
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


@pytest.fixture(scope="module")
def deb(built):
    dist, folder = built
    if shutil.which("dpkg-deb") is None or not Path("/etc/debian_version").is_file():
        pytest.skip("the .deb is built on Debian-family systems only (dpkg-deb); this is not one")
    (package,) = dist.glob(f"cardgame-gui_{__version__}-*_*.deb")
    return package


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
    qt_words = sorted(path.name for path in internal.rglob("*.qm") if "assets" not in path.parts)
    assert qt_words == sorted(f"qtbase_{language}.qm" for language in ("de", "en", "es", "fr", "nl"))
    app_words = internal / "cardgame_gui" / "assets" / "translations"
    assert sorted(path.name for path in app_words.glob("*.qm")) == sorted(
        f"cardgame_gui_{language}.qm" for language in ("de", "en", "es", "fr", "nl"))
    assert (internal / "cardgame_gui" / "assets" / "rules" / "devils_bridge.md").is_file()
    assert (internal / "cardgame_gui" / "assets" / "cards" / "standard" / "AS.svg").is_file()


def test_bundle_speaks_the_players_language(built):
    """The app's translations reach the bundle: --help in German."""
    dist, folder = built
    out = subprocess.run([str(dist / "cardgame-gui" / "cardgame-gui"), "--language", "de", "--help"],
                         capture_output=True, text=True, timeout=SMOKE_TIMEOUT, env=_private_env(folder / "home"))
    assert out.returncode == 0 and out.stdout.startswith("Aufruf: cardgame-gui"), out.stdout + out.stderr


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
    assert (prefix / "share" / "metainfo" / "io.github.cardgame_gui.CardTable.metainfo.xml").is_file()
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


def _deb_field(package: Path, field: str) -> str:
    return subprocess.run(["dpkg-deb", "--field", str(package), field], capture_output=True, text=True,
                          check=True).stdout.strip()


def test_deb_holds_the_program_menu_entry_icons_metainfo_man_pages_translations_and_copyright(deb):
    assert re.fullmatch(rf"cardgame-gui_{re.escape(__version__)}-\d+_[a-z0-9]+\.deb", deb.name)
    listing = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True,
                             check=True).stdout
    paths = {line.split()[5].removeprefix(".") for line in listing.splitlines()}
    assert {"/usr/lib/cardgame-gui/cardgame-gui", "/usr/share/applications/cardgame_gui.desktop",
            "/usr/share/icons/hicolor/16x16/apps/cardgame_gui.png",
            "/usr/share/icons/hicolor/scalable/apps/cardgame_gui.svg",
            "/usr/share/metainfo/io.github.cardgame_gui.CardTable.metainfo.xml",
            "/usr/share/man/man6/cardgame-gui.6.gz", "/usr/share/man/de/man6/cardgame-gui.6.gz",
            "/usr/share/man/nl/man6/cardgame-gui.6.gz", "/usr/share/man/fr/man6/cardgame-gui.6.gz",
            "/usr/share/man/es/man6/cardgame-gui.6.gz", "/usr/share/doc/cardgame-gui/copyright",
            "/usr/share/doc/cardgame-gui/changelog.Debian.gz", "/usr/share/lintian/overrides/cardgame-gui"} <= paths
    for language in ("de", "nl", "fr", "es"):  # the app's words and Qt's own (OK, Cancel, file dialogs)
        assert {f"/usr/lib/cardgame-gui/_internal/cardgame_gui/assets/translations/cardgame_gui_{language}.qm",
                f"/usr/lib/cardgame-gui/_internal/PySide6/Qt/translations/qtbase_{language}.qm"} <= paths
    assert "/usr/bin/cardgame-gui -> ../lib/cardgame-gui/cardgame-gui" in listing
    assert all(" root/root " in line for line in listing.splitlines())  # --root-owner-group
    depends = _deb_field(deb, "Depends")
    assert re.search(r"\blibc6 \(>= 2\.\d+\)", depends) and "libxcb1" in depends and "libfontconfig1" in depends
    assert "libqt" not in depends.lower()  # Qt comes in the bundle


def test_deb_passes_lintian_without_errors(deb):
    if shutil.which("lintian") is None:
        pytest.skip("lintian is not installed (apt install lintian)")
    out = subprocess.run(["lintian", "--fail-on", "error", str(deb)], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stdout + out.stderr
    assert not [line for line in out.stdout.splitlines() if line.startswith(("E:", "W:"))], out.stdout


@pytest.fixture(scope="module")
def unpacked(deb, tmp_path_factory):
    """The files as dpkg would install them, under a throwaway root."""
    root = tmp_path_factory.mktemp("deb") / "root"
    subprocess.run(["dpkg-deb", "--extract", str(deb), str(root)], check=True, timeout=300)
    return root


def test_deb_metainfo_and_desktop_entry_validate_as_installed(unpacked):
    if shutil.which("appstreamcli") is None:
        pytest.skip("appstreamcli is not installed (apt install appstream)")
    out = subprocess.run(["appstreamcli", "validate-tree", "--no-net", str(unpacked)], capture_output=True,
                         text=True, timeout=120)  # the metainfo's launchable must be the installed entry
    assert out.returncode == 0, out.stdout + out.stderr


def test_deb_program_plays_its_smoke_test_from_the_unpacked_package(unpacked, tmp_path):
    """Build-machine RUNPATHs taken out, started by /usr/bin's link as a person would."""
    program = unpacked / "usr" / "bin" / "cardgame-gui"
    out = subprocess.run([str(program), "--smoke-test"], capture_output=True, text=True, timeout=SMOKE_TIMEOUT,
                         env=_private_env(tmp_path / "home"))
    assert out.returncode == 0 and "smoke test: ok" in out.stdout, out.stdout + out.stderr
    if shutil.which("readelf"):
        for module in (unpacked / "usr" / "lib" / "cardgame-gui").rglob("*.so*"):
            dynamic = subprocess.run(["readelf", "-dW", str(module)], capture_output=True, text=True).stdout
            paths = re.findall(r"\((?:RPATH|RUNPATH)\)\s+Library r(?:un)?path: \[([^\]]*)\]", dynamic)
            assert all("$ORIGIN" in path for path in paths), (module, paths)
