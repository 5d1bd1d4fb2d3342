"""How the app introduces itself to the desktop: its icon and the name of its ``.desktop`` file.

    apply_identity(app)     # once, right after the QApplication exists (``app.main`` does it)

``DESKTOP_ID`` is the one name shared by the Linux desktop entry (``packaging/linux/cardgame_gui.desktop``,
its ``Icon=`` and ``StartupWMClass=``), the hicolor icons the installer copies, the application name Qt puts
in the X11 ``WM_CLASS`` and the Wayland app id (``QGuiApplication.setDesktopFileName``): with all of them
equal, the taskbar shows our icon and groups the window under the launcher that started it.
``tests/packaging/test_packaging.py`` checks they stay equal.
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QIcon

from ...resources import ASSETS_DIR

DESKTOP_ID = "cardgame_gui"
ICON_DIR = ASSETS_DIR / "icons"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def app_icon() -> QIcon:
    """The app icon with every drawn size (each laid out for its own size by ``tools/make_icon.py``)."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(ICON_DIR / f"{DESKTOP_ID}_{size}.png"))
    return icon


def apply_identity(app: QGuiApplication) -> None:
    """Window icon for every window and dialog, and the desktop entry this process belongs to."""
    QGuiApplication.setDesktopFileName(DESKTOP_ID)
    app.setWindowIcon(app_icon())
