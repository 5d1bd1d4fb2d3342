"""Build the double-click app for the OS this runs on: the PyInstaller bundle, then an archive or installer.

    python packaging/build.py [--dist DIR] [--work DIR] [--no-smoke] [--no-archive] [--no-deb]

Needs PyInstaller and PySide6-Essentials in the running Python (``pip install pyinstaller``); PySide6-Addons
must not be installed (the bundle is Essentials only). One progress line per step, then what was made:

- Linux: ``dist/cardgame-gui/`` and ``dist/cardgame-gui-<version>-linux-<arch>.tar.gz`` holding the bundle,
  ``install.sh`` (installs to ``~/.local``), the desktop entry, the AppStream metainfo and the hicolor icons;
  on Debian, Ubuntu and kin also ``dist/cardgame-gui_<version>-1_<arch>.deb`` (``packaging/debian_package.py``);
- Windows: ``dist\\cardgame-gui\\``, a ``.zip`` of it, and when Inno Setup 6 (``ISCC.exe``) is installed,
  ``dist\\cardgame-gui-<version>-windows-setup.exe`` from ``packaging/windows/cardgame_gui.iss``;
- macOS: ``dist/Card table.app`` and ``dist/cardgame-gui-<version>-macos-<arch>.dmg`` (``hdiutil``).

Step 5 runs the bundle with ``--smoke-test`` (offscreen): a short bot-only game through the real window.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import debian_package  # noqa: E402
from layout import (APP_NAME, DESKTOP_FILE, DESKTOP_ID, HERE, ICON_SIZES, ICONS, METAINFO, NAME, ROOT,  # noqa: E402
                    version)

SPEC = HERE / "cardgame_gui.spec"
sys.path.insert(0, str(ROOT / "tools"))
import translations as translation_tool  # noqa: E402  (tools/translations.py)
SMOKE_TIMEOUT = 180


class BuildError(Exception):
    """A step failed; the message says which and what to do."""


def os_name() -> str:
    return {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")


def arch() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "arm64": "arm64", "aarch64": "aarch64"}.get(machine, machine)


def executable(dist: Path) -> Path:
    """The program inside the bundle that ``--smoke-test`` and people start."""
    if sys.platform == "darwin":
        return dist / f"{APP_NAME}.app" / "Contents" / "MacOS" / NAME
    return dist / NAME / (NAME + (".exe" if sys.platform == "win32" else ""))


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def mib(size: int) -> str:
    return f"{size / 1e6:.1f} MB"


# ----- steps ---------------------------------------------------------------------------------------------
def check_tools() -> str:
    try:
        pyinstaller = importlib.metadata.version("pyinstaller")
    except importlib.metadata.PackageNotFoundError:
        raise BuildError(f"PyInstaller is not installed in {sys.executable}: pip install pyinstaller") from None
    try:
        essentials = importlib.metadata.version("PySide6-Essentials")
    except importlib.metadata.PackageNotFoundError:
        raise BuildError("PySide6-Essentials is not installed: pip install -e . (from the checkout)") from None
    for extra in ("PySide6-Addons", "PySide6"):
        try:
            importlib.metadata.version(extra)
        except importlib.metadata.PackageNotFoundError:
            continue
        raise BuildError(f"{extra} is installed: the bundle must use PySide6-Essentials only; build in a "
                         f"virtual environment without it")
    return f"Python {platform.python_version()}, PyInstaller {pyinstaller}, PySide6-Essentials {essentials}"


def check_icons() -> str:
    wanted = [ICONS / f"{DESKTOP_ID}_{size}.png" for size in ICON_SIZES]
    wanted += [ICONS / f"{DESKTOP_ID}.svg", HERE / "icons" / f"{DESKTOP_ID}.ico", HERE / "icons" / f"{DESKTOP_ID}.icns"]
    missing = [p for p in wanted if not p.is_file()]
    if missing:  # drawn by tools/make_icon.py and committed; draw them again if someone deleted them
        subprocess.run([sys.executable, str(ROOT / "tools" / "make_icon.py")], check=True,
                       env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
        return f"drew {len(missing)} missing icon files with tools/make_icon.py"
    return f"{len(wanted)} icon files present"


def compile_translations() -> str:
    """translations/*.ts -> the checkout's assets/translations/*.qm (git-ignored), which the bundle carries
    with the other assets (pyside6-lrelease, as the package build does: setup.py)."""
    written = translation_tool.release()
    return f"{len(written)} files in {written[0].parent.relative_to(ROOT)}" if written else "no .ts files"


def bundle(dist: Path, work: Path) -> str:
    work.mkdir(parents=True, exist_ok=True)
    log = work / "pyinstaller.log"
    command = [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--clean",
               "--distpath", str(dist), "--workpath", str(work)]
    with open(log, "w", encoding="utf-8") as out:
        done = subprocess.run(command, stdout=out, stderr=subprocess.STDOUT, cwd=ROOT)
    if done.returncode != 0:
        tail = "".join(log.read_text(encoding="utf-8", errors="replace").splitlines(True)[-15:])
        raise BuildError(f"PyInstaller failed (exit {done.returncode}); the end of {log}:\n{tail}")
    program = executable(dist)
    if not program.is_file():
        raise BuildError(f"PyInstaller finished but {program} is missing")
    top = dist / (f"{APP_NAME}.app" if sys.platform == "darwin" else NAME)
    return f"{top} ({mib(folder_size(top))}; log: {log})"


def smoke(dist: Path) -> str:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    with tempfile.TemporaryDirectory(prefix="cardgame_gui_smoke_") as home:  # no settings of the builder's
        env.update(XDG_CONFIG_HOME=home, XDG_DATA_HOME=home, XDG_CACHE_HOME=home)
        try:
            done = subprocess.run([str(executable(dist)), "--smoke-test"], env=env, capture_output=True,
                                  text=True, timeout=SMOKE_TIMEOUT)
        except subprocess.TimeoutExpired:
            raise BuildError(f"the bundle's smoke test did not finish within {SMOKE_TIMEOUT} s") from None
    if done.returncode != 0:
        raise BuildError(f"the bundle's smoke test failed (exit {done.returncode}):\n{done.stdout}{done.stderr}")
    # a windowed Windows build writes to the console it attaches to, not to the pipe: its exit code says it
    return (done.stdout.strip().splitlines() or ["smoke test: ok (exit 0)"])[-1]


def archive(dist: Path) -> list[Path]:
    base = f"{NAME}-{version()}-{os_name()}"
    if sys.platform == "win32":
        made = [Path(shutil.make_archive(str(dist / f"{base}-{arch()}"), "zip", dist, NAME))]
        iscc = find_iscc()
        if iscc:
            subprocess.run([str(iscc), "/Q", f"/DAppVersion={version()}", f"/DBundleDir={dist / NAME}",
                            f"/DOutputDir={dist}", str(HERE / "windows" / "cardgame_gui.iss")], check=True)
            made.append(dist / f"{base}-setup.exe")
        else:
            print("      Inno Setup 6 (ISCC.exe) not found: made the .zip only", flush=True)
        return made
    if sys.platform == "darwin":
        image = dist / f"{base}-{arch()}.dmg"
        image.unlink(missing_ok=True)
        subprocess.run(["hdiutil", "create", "-quiet", "-volname", APP_NAME, "-srcfolder",
                        str(dist / f"{APP_NAME}.app"), "-format", "UDZO", str(image)], check=True)
        return [image]
    return [linux_tarball(dist, f"{base}-{arch()}")]


def linux_tarball(dist: Path, base: str) -> Path:
    """The bundle, install.sh, the desktop entry, the AppStream metainfo and the icons under one top folder."""
    target = dist / f"{base}.tar.gz"

    def executable_bits(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    with tarfile.open(target, "w:gz", compresslevel=6) as tar:
        tar.add(dist / NAME, arcname=f"{base}/{NAME}", filter=executable_bits)
        tar.add(HERE / "linux" / "install.sh", arcname=f"{base}/install.sh", filter=executable_bits)
        tar.add(DESKTOP_FILE, arcname=f"{base}/{DESKTOP_FILE.name}")
        tar.add(METAINFO, arcname=f"{base}/{METAINFO.name}")
        for icon in sorted(ICONS.iterdir()):
            tar.add(icon, arcname=f"{base}/icons/{icon.name}")
    return target


def find_iscc() -> Path | None:
    found = shutil.which("ISCC") or shutil.which("iscc")
    if found:
        return Path(found)
    for variable in ("ProgramFiles(x86)", "ProgramFiles"):
        candidate = Path(os.environ.get(variable, "")) / "Inno Setup 6" / "ISCC.exe"
        if os.environ.get(variable) and candidate.is_file():
            return candidate
    return None


def deb_step(args, dist: Path, work: Path):
    """The Debian package step: a function to run, or why it is skipped."""
    if not sys.platform.startswith("linux"):
        return "Linux only"
    if args.no_archive or args.no_deb:
        return None
    if not debian_package.available():
        return "not a Debian-family system with dpkg-deb"

    def make() -> str:
        package, depends = debian_package.build(dist / NAME, dist, work)
        return f"{package.name} ({mib(package.stat().st_size)}); Depends: {', '.join(depends)}"
    return make


# ----- driver --------------------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the bundle and archive go")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller", help="PyInstaller's work folder")
    parser.add_argument("--no-smoke", action="store_true", help="skip running the bundle's smoke test")
    parser.add_argument("--no-archive", action="store_true", help="stop after the bundle (and smoke test)")
    parser.add_argument("--no-deb", action="store_true", help="make no Debian package (Linux)")
    args = parser.parse_args(argv)
    dist, work = args.dist.resolve(), args.work.resolve()
    steps = [
        ("Checking the build tools", check_tools),
        ("Checking the icons", check_icons),
        ("Compiling the translations (pyside6-lrelease)", compile_translations),
        ("Bundling with PyInstaller (one folder, windowed)", lambda: bundle(dist, work)),
        ("Smoke-testing the bundle (a bot-only game, offscreen)",
         None if args.no_smoke else lambda: smoke(dist)),
        (f"Packing the {os_name()} archive", None if args.no_archive else
         lambda: ", ".join(f"{p.name} ({mib(p.stat().st_size)})" for p in archive(dist))),
        ("Packing the Debian package (dpkg-deb)", deb_step(args, dist, work)),
    ]
    began = time.perf_counter()
    for number, (title, run) in enumerate(steps, 1):
        print(f"[{number}/{len(steps)}] {title} ...", end="", flush=True)
        if run is None or isinstance(run, str):
            print(f" skipped{f' ({run})' if run else ''}", flush=True)
            continue
        started = time.perf_counter()
        try:
            result = run()
        except (BuildError, debian_package.PackageError, subprocess.CalledProcessError, OSError) as error:
            print(" FAILED", flush=True)
            print(f"build.py: {error}", file=sys.stderr)
            return 1
        print(f" done in {time.perf_counter() - started:.1f} s: {result}", flush=True)
    print(f"Built {APP_NAME} {version()} for {os_name()}-{arch()} in {time.perf_counter() - began:.0f} s; "
          f"run it: {executable(dist)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
