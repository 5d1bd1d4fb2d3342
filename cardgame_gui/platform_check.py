"""Before the window opens on Linux: can Qt's xcb platform plugin load? If not, one line that says why.

Qt aborts (exit 134) when its platform plugin cannot be loaded and names only the first library it missed.
A fresh Debian or Ubuntu desktop lacks a few of the xcb libraries the plugin needs (``libxcb-cursor0``,
``libxcb-icccm4``, ``libxcb-keysyms1`` …). ``xcb_problem()`` reads the libraries the plugin and Qt's xcb
library need (their ELF ``DT_NEEDED`` entries, the way ``ldd`` does), tries to load each one that is not
Qt's own, and returns one sentence naming every one missing with the command that installs them — or None
when all load, when the xcb plugin is not used (another ``QT_QPA_PLATFORM``, a Wayland session, not Linux)
or cannot be found.

    problem = xcb_problem()          # load=ctypes.CDLL by default; tests pass a loader of their own
    package_for("libxcb-cursor.so.0")   # "libxcb-cursor0" (Debian/Ubuntu package names)
"""

from __future__ import annotations

import ctypes
import os
import struct
import sys
from collections.abc import Callable
from pathlib import Path

# Debian/Ubuntu packages whose name does not follow libNAME.so.N → libNAMEN (libNAME-N after a digit)
PACKAGES = {"libGL.so.1": "libgl1", "libEGL.so.1": "libegl1", "libglib-2.0.so.0": "libglib2.0-0",
            "libgthread-2.0.so.0": "libglib2.0-0", "libz.so.1": "zlib1g", "libstdc++.so.6": "libstdc++6",
            "libgcc_s.so.1": "libgcc-s1", "libc.so.6": "libc6", "libm.so.6": "libc6"}
DT_NEEDED, SHT_DYNAMIC = 1, 6


def package_for(soname: str) -> str:
    """The Debian/Ubuntu package that holds a shared library: libxcb-icccm.so.4 → libxcb-icccm4,
    libxkbcommon-x11.so.0 → libxkbcommon-x11-0, libX11-xcb.so.1 → libx11-xcb1."""
    if soname in PACKAGES:
        return PACKAGES[soname]
    stem, _, version = soname.partition(".so.")
    version = version.split(".")[0]
    stem = stem.lower()
    return f"{stem}{'-' if stem[-1:].isdigit() else ''}{version}"


def needed(path) -> list[str]:
    """The ``DT_NEEDED`` entries of an ELF shared library (empty if the file is not one we can read)."""
    data = Path(path).read_bytes()
    if data[:4] != b"\x7fELF":
        return []
    wide, endian = data[4] == 2, "<" if data[5] == 1 else ">"
    if wide:
        shoff, = struct.unpack_from(endian + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(endian + "HH", data, 0x3A)
        section, entry = endian + "IIQQQQIIQQ", endian + "qQ"
    else:
        shoff, = struct.unpack_from(endian + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(endian + "HH", data, 0x2E)
        section, entry = endian + "IIIIIIIIII", endian + "iI"
    sections = [struct.unpack_from(section, data, shoff + i * shentsize) for i in range(shnum)]
    names = []
    for _name, kind, _flags, _addr, offset, size, link, *_ in sections:
        if kind != SHT_DYNAMIC:
            continue
        strings = sections[link][4]
        step = struct.calcsize(entry)
        for at in range(offset, offset + size, step):
            tag, value = struct.unpack_from(entry, data, at)
            if tag == DT_NEEDED:
                end = data.index(b"\0", strings + value)
                names.append(data[strings + value:end].decode("ascii", "replace"))
    return names


def _qt_folder() -> Path | None:
    try:
        import PySide6
    except ImportError:
        return None
    return Path(PySide6.__file__).parent / "Qt"


def _uses_xcb() -> bool:
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform:
        return platform.split(":")[0].split(";")[0] == "xcb"
    return bool(os.environ.get("DISPLAY")) and not os.environ.get("WAYLAND_DISPLAY")


def missing_libraries(files: list[Path], load: Callable = ctypes.CDLL) -> list[str]:
    """The libraries ``files`` need that ``load`` cannot load (Qt's own libraries are not tried)."""
    missing: list[str] = []
    for file in files:
        for soname in needed(file):
            if soname.startswith("libQt6") or soname in missing:
                continue
            try:
                load(soname)
            except OSError:
                missing.append(soname)
    return missing


def xcb_problem(load: Callable = ctypes.CDLL, qt_folder: Path | None = None) -> str | None:
    """One line for the terminal when Qt's xcb plugin would fail for missing libraries, else None."""
    if not sys.platform.startswith("linux") or not _uses_xcb():
        return None
    qt = qt_folder or _qt_folder()
    if qt is None:
        return None
    files = [qt / "plugins" / "platforms" / "libqxcb.so"] + sorted((qt / "lib").glob("libQt6XcbQpa.so*"))[:1]
    files = [f for f in files if f.is_file()]
    if not files:
        return None
    try:
        missing = missing_libraries(files, load)
    except (OSError, ValueError, struct.error, IndexError):
        return None  # a plugin we cannot read: Qt will say what it says
    if not missing:
        return None
    from .i18n import translate

    packages = " ".join(dict.fromkeys(package_for(m) for m in missing))
    return translate("CommandLine", "cardgame-gui: the window cannot open: Qt's xcb platform plugin needs "
                                    "{libraries}, which this system lacks — on Debian or Ubuntu: sudo apt install "
                                    "{packages}").format(libraries=", ".join(missing), packages=packages)
