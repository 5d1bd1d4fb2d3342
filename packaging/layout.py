"""Where the packaging finds the app's files, and the names every download shares: the one place to change
when something in the checkout moves.

    from layout import ASSETS, ICONS, METAINFO, version      # build.py, debian.py, cardgame_gui.spec

``ASSETS`` is the folder of card art, rules texts and icons in the checkout; the bundle always holds it as
``cardgame_gui/assets`` (``BUNDLED_ASSETS``), where the app looks for it next to its modules.
"""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).resolve().parent  # packaging/
ROOT = HERE.parent
ASSETS = ROOT / "assets"  # the one line to change if the assets move in the checkout
BUNDLED_ASSETS = "cardgame_gui/assets"
ICONS = ASSETS / "icons"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

NAME = "cardgame-gui"  # the command, the bundle folder, the Debian package
APP_NAME = "Card table"  # what people see: menu entry, window, macOS app, Windows Start menu
DESKTOP_ID = "cardgame_gui"  # the .desktop file, the icon name, WM_CLASS (cardgame_gui.ui.window.desktop)
APPSTREAM_ID = "io.github.cardgame_gui.CardTable"
DESKTOP_FILE = HERE / "linux" / f"{DESKTOP_ID}.desktop"
METAINFO = HERE / "linux" / f"{APPSTREAM_ID}.metainfo.xml"
SCREENSHOTS = HERE / "screenshots"
HOMEPAGE = "https://github.com/cardgame-gui/cardgame-gui"


def version() -> str:
    text = (ROOT / "cardgame_gui" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'__version__ = "([^"]+)"', text).group(1)
