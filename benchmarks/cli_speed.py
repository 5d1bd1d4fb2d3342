"""How long ``cardgame-gui --version`` and ``--help`` take, in English and in German; prints figures (no
pass/fail). Wall clock of the whole process (``python -m cardgame_gui``), the commands taken in turn, a warm-up
round first, then ``--runs`` rounds; median and fastest. ``--tree`` runs another copy of the code (e.g. main
unpacked with ``git archive``) for a before/after comparison.

    python tools/translations.py release          # the .qm files the German help loads
    nice -n 19 python benchmarks/cli_speed.py [--runs 15] [--tree /tmp/before]

The settings and the environment are a throwaway's: ``XDG_CONFIG_HOME`` an empty folder (no language
chosen), ``LANG=en_US.UTF-8`` (the system's language: English), no ``CARDGAME_LANGUAGE``.
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
COMMANDS = {"--version": ["--version"], "--help": ["--help"], "--language de --help": ["--language", "de", "--help"]}


def median(values: list[float]) -> float:
    return sorted(values)[len(values) // 2]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--tree", type=Path, default=ROOT, help="the copy of the code to run (default: this one)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        env = {k: v for k, v in os.environ.items() if k not in ("CARDGAME_LANGUAGE", "LANGUAGE", "LC_ALL",
                                                                 "LC_MESSAGES")}
        env.update(XDG_CONFIG_HOME=str(Path(home) / "config"), XDG_DATA_HOME=str(Path(home) / "data"),
                   LANG="en_US.UTF-8", PYTHONDONTWRITEBYTECODE="1")
        times: dict[str, list[float]] = {name: [] for name in COMMANDS}
        for round_ in range(args.runs + 1):
            for name, argv in COMMANDS.items():
                start = time.perf_counter()
                subprocess.run([sys.executable, "-m", "cardgame_gui", *argv], cwd=args.tree, env=env, check=True,
                               stdout=subprocess.DEVNULL)
                if round_:  # (the first round warms the disk cache)
                    times[name].append(time.perf_counter() - start)
    print(f"{args.tree}: {args.runs} runs each, wall clock of the whole process (ms)")
    for name, values in times.items():
        print(f"  cardgame-gui {name:<22} median {median(values) * 1000:6.0f}   fastest {min(values) * 1000:6.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
