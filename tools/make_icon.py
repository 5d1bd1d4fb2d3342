"""Draw the app icon: a spade card over a heart card on green felt, as SVG, PNG, ICO and ICNS.

    python tools/make_icon.py          # needs PySide6 (QtSvg renders the PNGs); runs offscreen

Writes, from the same few shapes:

- ``assets/icons/cardgame_gui.svg`` and ``cardgame_gui_<N>.png`` for N in 16 24 32 48 64 128
  256 512: the window icon (``cardgame_gui.ui.window.desktop``) and the hicolor theme icons the Linux installer
  copies to ``~/.local/share/icons/hicolor/<N>x<N>/apps/cardgame_gui.png``;
- ``packaging/icons/cardgame_gui.ico`` (Windows: PNG entries 16–256) and ``cardgame_gui.icns`` (macOS:
  PNG entries 16–1024), written here byte by byte so no image plugin is needed.

Small icons are not the big one scaled down: at 16, 24 and 32 px the drawing is laid out on that size's
own pixel grid (whole-pixel card edges, a suit as big as the card allows, no second card at 16 px), so
the icon still reads as "a playing card" in a panel or a title bar. The suit shapes are the card art's
own (``tools/make_cards.py``).
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_cards import COLOURS, SUIT_PATHS  # noqa: E402  (the card art's suit shapes and colours)

ROOT = Path(__file__).resolve().parent.parent
ICON_DIR = ROOT / "assets" / "icons"
PACKAGING_ICON_DIR = ROOT / "packaging" / "icons"
NAME = "cardgame_gui"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS entry types holding PNG data, by pixel size (the @2x types share sizes with the plain ones).
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
              (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512))

FELT, FELT_EDGE = "#1e7a46", "#0e4a28"
CARD, CARD_EDGE = "#fffdf7", "#3a3a3a"
RED, BLACK = COLOURS["standard"]["H"], COLOURS["standard"]["S"]


def _suit(suit: str, cx: float, cy: float, size: float, colour: str) -> str:
    scale = size / 100
    return (f'<path d="{SUIT_PATHS[suit]}" fill="{colour}" '
            f'transform="translate({cx - size / 2:.2f} {cy - size / 2:.2f}) scale({scale:.4f})"/>')


def _card(x: float, y: float, w: float, h: float, radius: float, edge: float, angle: float = 0,
          suit: str = "S", suit_size: float | None = None) -> str:
    cx, cy = x + w / 2, y + h / 2
    colour = RED if suit in "HD" else BLACK
    body = (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{radius}" ry="{radius}" fill="{CARD}"'
            + (f' stroke="{CARD_EDGE}" stroke-width="{edge}"' if edge else "") + "/>")
    body += _suit(suit, cx, cy, suit_size or w * 0.72, colour)
    if angle:
        return f'<g transform="rotate({angle} {cx} {cy})">{body}</g>'
    return body


def icon_svg(grid: int) -> str:
    """The icon laid out on a ``grid``×``grid`` pixel grid (16, 24, 32, or 256 for every larger size)."""
    if grid == 16:   # one card, edges on whole pixels, the spade as wide as the card allows
        parts = [f'<rect x="0" y="0" width="16" height="16" rx="3" ry="3" fill="{FELT}"/>',
                 _card(3, 1, 10, 14, 1.5, 0, suit_size=9)]
    elif grid == 24:
        parts = [f'<rect x="0" y="0" width="24" height="24" rx="4" ry="4" fill="{FELT}"/>',
                 _card(3, 3, 11, 16, 1.5, 0, angle=-14, suit="H", suit_size=7),
                 _card(9.5, 2.5, 12, 19, 1.5, 1, suit_size=10)]
    elif grid == 32:
        parts = [f'<rect x="0.5" y="0.5" width="31" height="31" rx="5" ry="5" fill="{FELT}" '
                 f'stroke="{FELT_EDGE}" stroke-width="1"/>',
                 _card(4, 5, 14, 20, 2, 1, angle=-14, suit="H", suit_size=9),
                 _card(12.5, 4.5, 16, 23, 2, 1, suit_size=13)]
    else:
        parts = [f'<rect x="6" y="6" width="244" height="244" rx="44" ry="44" fill="{FELT}" '
                 f'stroke="{FELT_EDGE}" stroke-width="8"/>',
                 _card(36, 46, 112, 160, 14, 5, angle=-14, suit="H", suit_size=64),
                 _card(104, 38, 120, 176, 14, 5, angle=7, suit_size=92)]
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            f'width="{grid}" height="{grid}" viewBox="0 0 {grid} {grid}">\n'
            "<title>cardgame_gui</title>\n" + "\n".join(parts) + "\n</svg>\n")


def _grid_for(size: int) -> int:
    return size if size in (16, 24, 32) else 256


def render_png(size: int) -> bytes:
    """The icon at ``size`` px as PNG bytes (drawn on its own grid, never scaled from another size)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(QByteArray(icon_svg(_grid_for(size)).encode()))
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG entries (read by Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = 6 + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, png in sorted(pngs.items()):
        dim = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset + len(blobs))
        blobs += png
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG entries."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841  (QImage/QSvg need one)
    ICON_DIR.mkdir(parents=True, exist_ok=True)
    PACKAGING_ICON_DIR.mkdir(parents=True, exist_ok=True)
    (ICON_DIR / f"{NAME}.svg").write_text(icon_svg(256), encoding="utf-8")
    pngs = {size: render_png(size) for size in sorted(set(PNG_SIZES) | set(ICO_SIZES) | {1024})}
    for size in PNG_SIZES:
        (ICON_DIR / f"{NAME}_{size}.png").write_bytes(pngs[size])
    (PACKAGING_ICON_DIR / f"{NAME}.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (PACKAGING_ICON_DIR / f"{NAME}.icns").write_bytes(icns_bytes(pngs))
    print(f"wrote {NAME}.svg and {len(PNG_SIZES)} PNGs under {ICON_DIR.relative_to(ROOT)}, "
          f"{NAME}.ico and {NAME}.icns under {PACKAGING_ICON_DIR.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
