"""The double-click bundle against ``python -m cardgame_gui``: start-up to the first painted table, and sizes.

    python packaging/build.py                      # first: dist/cardgame-gui and its archive
    python benchmarks/bundle_startup.py [--dist dist] [--runs 7]

Both are started the same way, with the same dealt game (``--game devils_bridge --players 4 --seed 5``),
``CARDGAME_GUI_FIRST_PAINT=1`` (the app prints "first paint" when the table has painted, then quits; see
``cardgame_gui/ui/window/first_paint.py``) and a throwaway settings folder; the time is measured here, from
starting the process to reading that line. Runs alternate between the two after one warm-up run each
(which fills the disk cache and, for Python, compiles bytecode); medians and best times are printed.
The platform is offscreen unless ``--display`` is given (then the real one, e.g. under Xvfb).

Targets: start-up within 1.5× of ``python -m cardgame_gui``; the bundle under 150 MB as a folder and
under 60 MB as an archive.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = ["--game", "devils_bridge", "--players", "4", "--seed", "5"]


def first_paint_ms(command: list[str], env: dict) -> float:
    began = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env,
                               cwd=ROOT)
    for line in process.stdout:
        if line.strip() == "first paint":
            elapsed = (time.perf_counter() - began) * 1000
            break
    else:
        raise SystemExit(f"{command[0]} exited without painting (exit {process.wait()})")
    process.wait(timeout=60)
    return elapsed


def size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--display", action="store_true", help="use the real display instead of offscreen")
    args = parser.parse_args()
    program = args.dist / "cardgame-gui" / ("cardgame-gui" + (".exe" if sys.platform == "win32" else ""))
    if not program.is_file():
        print(f"no bundle at {program}: build it first with python packaging/build.py")
        return 1
    with tempfile.TemporaryDirectory(prefix="cardgame_gui_bench_") as home:
        env = {**os.environ, "CARDGAME_GUI_FIRST_PAINT": "1", "XDG_CONFIG_HOME": home, "XDG_DATA_HOME": home,
               "XDG_CACHE_HOME": home}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        if not args.display:
            env["QT_QPA_PLATFORM"] = "offscreen"
        commands = {"python -m cardgame_gui": [sys.executable, "-m", "cardgame_gui", *GAME],
                    "bundle": [str(program), *GAME]}
        times: dict[str, list[float]] = {name: [] for name in commands}
        for name, command in commands.items():
            first_paint_ms(command, env)  # warm-up
        for _ in range(args.runs):
            for name, command in commands.items():
                times[name].append(first_paint_ms(command, env))
    medians = {name: sorted(values)[len(values) // 2] for name, values in times.items()}
    print(f"process start → first painted table, median (best) of {args.runs} runs after a warm-up, "
          f"{'real display' if args.display else 'offscreen'}:")
    for name, values in times.items():
        print(f"  {name:24} {medians[name]:6.0f} ms ({min(values):.0f} ms)")
    ratio = medians["bundle"] / medians["python -m cardgame_gui"]
    print(f"  bundle / python: {ratio:.2f}×   (target ≤ 1.5×)")
    folder = program.parent
    print(f"bundle folder {folder}: {size(folder) / 1e6:.1f} MB   (target < 150 MB)")
    for archive in sorted(args.dist.glob("cardgame-gui-*.*")):
        print(f"archive {archive.name}: {size(archive) / 1e6:.1f} MB   (target < 60 MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
