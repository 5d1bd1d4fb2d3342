"""What speaking the player's language costs at start-up; prints figures (no pass/fail).

    python tools/translations.py release        # the .qm files the app loads (an install compiles them)
    QT_QPA_PLATFORM=offscreen nice -n 19 python benchmarks/language_startup.py [--runs 9]

1. ``i18n.install(lang)`` in-process, for each language: both files it loads (Qt's ``qtbase_<lang>.qm`` and
   the app's ``cardgame_gui_<lang>.qm``), the translators removed and loaded again each time; the median
   and the slowest of ``INSTALL_RUNS`` calls (wall clock; the files are in the disk cache after the first).
2. the app to its first painted table (``benchmarks/gui_speed.py``'s probe) with ``--language de`` and
   ``--language en`` in turn, ``--runs`` times each after a warm-up round: median wall clock and median CPU
   time of the whole process.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
INSTALL_RUNS = 200


def median(values: list[float]) -> float:
    return sorted(values)[len(values) // 2]


def install_costs() -> None:
    from PySide6.QtCore import QCoreApplication, QLibraryInfo

    from cardgame_gui import i18n

    app = QCoreApplication.instance() or QCoreApplication([])  # noqa: F841 - the translators need it
    qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    print(f"1. i18n.install, {INSTALL_RUNS} calls per language (ms, wall clock):")
    for language in i18n.LANGUAGES:
        sizes = [(qt_dir / f"qtbase_{language}.qm"), i18n.TRANSLATIONS_DIR / f"cardgame_gui_{language}.qm"]
        kib = " + ".join(f"{p.stat().st_size / 1024:.0f}" if p.is_file() else "missing" for p in sizes)
        times = []
        for _ in range(INSTALL_RUNS):
            began = time.perf_counter()
            i18n.install(language)
            times.append((time.perf_counter() - began) * 1000)
        print(f"   {language}: first {times[0]:.2f}, then median {median(times[1:]):.2f}, slowest "
              f"{max(times[1:]):.2f}   (qtbase + app files: {kib} KiB; {len(i18n._installed)} loaded)")
    i18n.install("en")


def first_paint(runs: int) -> None:
    from gui_speed import _time_to_first_paint

    with tempfile.TemporaryDirectory(prefix="language_startup_") as home:
        env = dict(os.environ, CARDGAME_GUI_FIRST_PAINT="1", XDG_CONFIG_HOME=f"{home}/config",
                   XDG_DATA_HOME=f"{home}/data", PYTHONPATH=str(ROOT))
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        env.pop("CARDGAME_LANGUAGE", None)
        wall: dict[str, list[float]] = {"de": [], "en": []}
        cpu: dict[str, list[float]] = {"de": [], "en": []}
        for run in range(runs + 1):  # the first round compiles bytecode and warms the disk cache
            for language in wall:
                command = [sys.executable, "-m", "cardgame_gui", "--game", "devils_bridge", "--players", "4",
                           "--language", language]
                result = _time_to_first_paint(command, env)
                if result is None:
                    print(f"--language {language}: the table did not paint")
                    return
                if run:
                    wall[language].append(result[0])
                    cpu[language].append(result[1])
    print(f"2. cardgame-gui --game devils_bridge --players 4 to its first paint, {runs} runs each in turn (ms):")
    for language in wall:
        print(f"   --language {language}: median {median(wall[language]):.0f} wall clock, "
              f"{median(cpu[language]):.0f} CPU (whole process)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="first-paint runs per language (default 9)")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    install_costs()
    first_paint(max(1, min(args.runs, 50)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
