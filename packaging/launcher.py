"""What the frozen app runs (PyInstaller's entry script): the same ``main`` as ``cardgame-gui``.

The Windows build is a windowed program, so it has no console of its own and ``sys.stdout`` is None:
``cardgame-gui --version`` typed in a terminal would print nothing. When started from a console, attach to
that console first so ``--version``, ``--help`` and ``--smoke-test`` answer there as on Linux and macOS.
"""

import sys


def _attach_parent_console() -> None:
    import ctypes

    if ctypes.windll.kernel32.AttachConsole(-1):  # ATTACH_PARENT_PROCESS; fails (0) on a double-click
        sys.stdout = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115
        sys.stderr = sys.stdout


if sys.platform == "win32" and sys.stdout is None:
    _attach_parent_console()

from cardgame_gui.app import main  # noqa: E402

raise SystemExit(main())
