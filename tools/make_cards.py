"""Draw the card art as SVG: 52 faces and a joker (standard and four-colour decks) and two backs.

    python tools/make_cards.py [--out assets/cards]

Writes ``standard/<code>.svg`` and ``four_colour/<code>.svg`` (codes as in the engine: ``AS``, ``TH``,
``JK``) and ``backs/blue.svg``, ``backs/red.svg``. Everything is drawn here from paths: suit symbols,
pips in the usual layouts, court cards with a simple mirrored figure, corner indices in a generic font
family (``sans-serif``), so the output depends on nothing outside this file. The SVG keeps to what
QtSvg (SVG Tiny 1.2) renders: paths, circles, rects, text, ``<use>`` with ``xlink:href``; no patterns,
filters or CSS.
"""

from __future__ import annotations

import argparse
import math
from pathlib import Path

W, H = 240, 336  # 5:7, the poker-card shape
SUITS = "CDHS"
RANKS = "23456789TJQKA"
RANK_TEXT = {"T": "10"}
COLOURS = {
    "standard": {"C": "#151515", "D": "#c8102e", "H": "#c8102e", "S": "#151515"},
    "four_colour": {"C": "#17803a", "D": "#1d5fc4", "H": "#c8102e", "S": "#151515"},
}

# Suit symbols drawn in a 100×100 box.
SUIT_PATHS = {
    "H": "M50 92 C22 68 2 48 2 28 C2 11 14 2 27 2 C38 2 46 9 50 19 C54 9 62 2 73 2 C86 2 98 11 98 28 "
         "C98 48 78 68 50 92 Z",
    "D": "M50 2 C60 20 74 36 90 50 C74 64 60 80 50 98 C40 80 26 64 10 50 C26 36 40 20 50 2 Z",
    "S": "M50 2 C74 24 98 42 98 62 C98 77 87 86 75 86 C66 86 59 82 55 75 C56 86 61 94 70 99 L30 99 "
         "C39 94 44 86 45 75 C41 82 34 86 25 86 C13 86 2 77 2 62 C2 42 26 24 50 2 Z",
    "C": ("M50 3 a23 23 0 1 0 0.1 0 Z M26 38 a23 23 0 1 0 0.1 0 Z M74 38 a23 23 0 1 0 0.1 0 Z "
          "M45 50 L55 50 C55 76 60 90 70 99 L30 99 C40 90 45 76 45 50 Z"),
}

# Pip centres for 2..10 (x, y); those below the middle are drawn upside down.
_L, _C, _R = 72, 120, 168
_ROWS4 = (74, 132, 204, 262)
PIPS = {
    "2": [(_C, 74), (_C, 262)],
    "3": [(_C, 74), (_C, 168), (_C, 262)],
    "4": [(_L, 74), (_R, 74), (_L, 262), (_R, 262)],
    "5": [(_L, 74), (_R, 74), (_C, 168), (_L, 262), (_R, 262)],
    "6": [(_L, 74), (_R, 74), (_L, 168), (_R, 168), (_L, 262), (_R, 262)],
    "7": [(_L, 74), (_R, 74), (_C, 121), (_L, 168), (_R, 168), (_L, 262), (_R, 262)],
    "8": [(_L, 74), (_R, 74), (_C, 121), (_L, 168), (_R, 168), (_C, 215), (_L, 262), (_R, 262)],
    "9": [(x, y) for y in _ROWS4 for x in (_L, _R)] + [(_C, 168)],
    "T": [(x, y) for y in _ROWS4 for x in (_L, _R)] + [(_C, 103), (_C, 233)],
}


def _header(title: str) -> list[str]:
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'version="1.2" baseProfile="tiny" width="{W}" height="{H}" viewBox="0 0 {W} {H}">',
        f"<title>{title}</title>",
    ]


def _blank(fill: str = "#fffdf7") -> str:
    return (f'<rect x="1.5" y="1.5" width="{W - 3}" height="{H - 3}" rx="16" ry="16" fill="{fill}" '
            'stroke="#8a8a8a" stroke-width="3"/>')


def _symbol(suit: str, cx: float, cy: float, size: float, colour: str, flip: bool = False) -> str:
    scale = size / 100
    rotate = f" rotate(180 {cx:.1f} {cy:.1f})" if flip else ""
    return (f'<path d="{SUIT_PATHS[suit]}" fill="{colour}" transform="{rotate.strip()} '
            f'translate({cx - size / 2:.1f} {cy - size / 2:.1f}) scale({scale:.3f})"/>')


def _corner(rank: str, suit: str, colour: str) -> str:
    text = RANK_TEXT.get(rank, rank)
    size = 40 if len(text) == 1 else 34
    one = (f'<text x="27" y="44" font-family="sans-serif" font-weight="bold" font-size="{size}" '
           f'text-anchor="middle" fill="{colour}">{text}</text>' + _symbol(suit, 27, 66, 26, colour))
    return one + f'<g transform="rotate(180 {W / 2} {H / 2})">{one}</g>'


def _court(rank: str, suit: str, colour: str) -> str:
    """A simple court figure: frame, head, headwear by rank, robe with the suit on it; mirrored."""
    accent = {"K": "#e0b000", "Q": "#d4619a", "J": "#3d8fd1"}[rank]
    out = [f'<rect x="46" y="50" width="148" height="236" rx="6" fill="#fbf3dc" stroke="{colour}" '
           'stroke-width="3"/>']
    half = []
    # robe (shoulders down to the middle line)
    half.append(f'<path d="M62 168 C62 130 84 112 120 112 C156 112 178 130 178 168 Z" fill="{accent}" '
                f'stroke="{colour}" stroke-width="2.5"/>')
    half.append(f'<path d="M104 112 L120 150 L136 112" fill="none" stroke="{colour}" stroke-width="2.5"/>')
    half.append(_symbol(suit, 148, 144, 26, colour))
    # head
    half.append(f'<circle cx="120" cy="92" r="19" fill="#f6d7b8" stroke="{colour}" stroke-width="2.5"/>')
    half.append(f'<circle cx="113" cy="90" r="2.4" fill="{colour}"/><circle cx="127" cy="90" r="2.4" '
                f'fill="{colour}"/>')
    half.append(f'<path d="M113 100 Q120 105 127 100" fill="none" stroke="{colour}" stroke-width="2"/>')
    if rank == "K":  # crown with three points, and a beard
        half.append(f'<path d="M100 78 L100 56 L110 67 L120 52 L130 67 L140 56 L140 78 Z" fill="{accent}" '
                    f'stroke="{colour}" stroke-width="2.5"/>')
        half.append('<path d="M103 98 Q120 124 137 98 Q120 110 103 98 Z" fill="#7a4a22"/>')
    elif rank == "Q":  # rounded tiara and long hair
        half.append('<path d="M100 96 C92 70 104 62 120 62 C136 62 148 70 140 96 C138 80 132 74 120 74 '
                    'C108 74 102 80 100 96 Z" fill="#6b3b1d"/>')
        half.append(f'<path d="M102 72 Q111 56 120 66 Q129 56 138 72 Z" fill="{accent}" stroke="{colour}" '
                    'stroke-width="2.5"/>')
        half.append(f'<circle cx="120" cy="60" r="4" fill="{colour}"/>')
    else:  # jack: a flat cap with a feather
        half.append(f'<path d="M99 80 C99 62 141 62 141 80 Z" fill="{accent}" stroke="{colour}" '
                    'stroke-width="2.5"/>')
        half.append(f'<path d="M136 70 C150 54 160 56 166 50" fill="none" stroke="{colour}" '
                    'stroke-width="3"/>')
    out.append("".join(half))
    out.append(f'<g transform="rotate(180 {W / 2} {H / 2})">{"".join(half)}</g>')
    out.append(f'<line x1="50" y1="{H / 2}" x2="190" y2="{H / 2}" stroke="{colour}" stroke-width="1.5"/>')
    return "".join(out)


def face_svg(code: str, deck: str) -> str:
    if code == "JK":
        return joker_svg(deck)
    rank, suit = code[0], code[1]
    colour = COLOURS[deck][suit]
    names = {"T": "Ten", "J": "Jack", "Q": "Queen", "K": "King", "A": "Ace"}
    suit_names = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
    parts = _header(f"{names.get(rank, rank)} of {suit_names[suit]}")
    parts.append(_blank())
    if rank == "A":
        parts.append(_symbol(suit, W / 2, H / 2, 110, colour))
    elif rank in "JQK":
        parts.append(_court(rank, suit, colour))
    else:
        for x, y in PIPS[rank]:
            parts.append(_symbol(suit, x, y, 44, colour, flip=y > H / 2 + 1))
    parts.append(_corner(rank, suit, colour))
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def joker_svg(deck: str) -> str:
    red, black = COLOURS[deck]["H"], COLOURS[deck]["S"]
    parts = _header("Joker")
    parts.append(_blank())
    for i, letter in enumerate("JOKER"):
        parts.append(f'<text x="22" y="{40 + i * 26}" font-family="sans-serif" font-weight="bold" '
                     f'font-size="24" text-anchor="middle" fill="{red}">{letter}</text>')
        parts.append(f'<text x="{W - 22}" y="{H - 16 - (4 - i) * 26}" font-family="sans-serif" '
                     f'font-weight="bold" font-size="24" text-anchor="middle" fill="{black}">{letter}</text>')
    # a jester's hat with three bells over a grinning face
    parts.append(f'<path d="M78 150 C70 110 52 96 40 92 C66 86 86 104 96 128 C100 96 110 76 120 64 '
                 f'C130 76 140 96 144 128 C154 104 174 86 200 92 C188 96 170 110 162 150 Z" fill="{red}" '
                 f'stroke="{black}" stroke-width="3"/>')
    for cx, cy in ((40, 92), (120, 64), (200, 92)):
        parts.append(f'<circle cx="{cx}" cy="{cy}" r="9" fill="#e0b000" stroke="{black}" stroke-width="2"/>')
    parts.append(f'<rect x="74" y="146" width="92" height="14" rx="5" fill="#e0b000" stroke="{black}" '
                 'stroke-width="2"/>')
    parts.append(f'<circle cx="120" cy="196" r="36" fill="#f6d7b8" stroke="{black}" stroke-width="3"/>')
    parts.append(f'<circle cx="107" cy="188" r="4" fill="{black}"/><circle cx="133" cy="188" r="4" '
                 f'fill="{black}"/>')
    parts.append(f'<path d="M100 206 Q120 226 140 206" fill="none" stroke="{red}" stroke-width="4"/>')
    parts.append(f'<path d="M84 240 L120 258 L156 240 L148 280 L92 280 Z" fill="{black}"/>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def back_svg(colour: str, light: str, style: str) -> str:
    parts = _header(f"Card back ({style})")
    parts.append(_blank("#ffffff"))
    parts.append(f'<rect x="14" y="14" width="{W - 28}" height="{H - 28}" rx="10" fill="{colour}"/>')
    if style == "lattice":  # a lattice of small diamonds, each kept inside the panel
        shapes = []
        for row in range(27):
            for col in range(18):
                cx, cy = 22 + col * 12 + (6 if row % 2 else 0), 24 + row * 11.2
                if cx + 6 <= W - 16 and cy + 8 <= H - 16:
                    shapes.append(f"M{cx:.1f} {cy - 8:.1f} L{cx + 6:.1f} {cy:.1f} L{cx:.1f} {cy + 8:.1f} "
                                  f"L{cx - 6:.1f} {cy:.1f} Z")
        parts.append(f'<path d="{" ".join(shapes)}" stroke="{light}" stroke-width="1.5" fill="none"/>')
    else:  # rings: concentric circles in a grid, with a rosette in the middle
        for row in range(7):
            for col in range(5):
                cx, cy = 34 + col * 43, 38 + row * 43.3
                parts.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="16" fill="none" stroke="{light}" '
                             'stroke-width="2"/>')
                parts.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="6" fill="{light}"/>')
    petals = []
    for i in range(12):
        a = math.radians(i * 30)
        petals.append(f'<circle cx="{W / 2 + 34 * math.cos(a):.1f}" cy="{H / 2 + 34 * math.sin(a):.1f}" '
                      f'r="12" fill="{colour}" stroke="#ffffff" stroke-width="2.5"/>')
    parts.append("".join(petals))
    parts.append(f'<circle cx="{W / 2}" cy="{H / 2}" r="26" fill="#ffffff"/>')
    parts.append(f'<circle cx="{W / 2}" cy="{H / 2}" r="18" fill="{colour}"/>')
    parts.append(f'<rect x="14" y="14" width="{W - 28}" height="{H - 28}" rx="10" fill="none" '
                 'stroke="#ffffff" stroke-width="3"/>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


BACKS = {"blue": ("#1f4e9c", "#6f97d8", "lattice"), "red": ("#a51d2d", "#e07a84", "rings")}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default = Path(__file__).resolve().parent.parent / "assets" / "cards"
    parser.add_argument("--out", type=Path, default=default)
    args = parser.parse_args(argv)
    codes = [r + s for s in SUITS for r in RANKS] + ["JK"]
    count = 0
    for deck in COLOURS:
        folder = args.out / deck
        folder.mkdir(parents=True, exist_ok=True)
        for code in codes:
            (folder / f"{code}.svg").write_text(face_svg(code, deck), encoding="utf-8")
            count += 1
    backs = args.out / "backs"
    backs.mkdir(parents=True, exist_ok=True)
    for name, (colour, light, style) in BACKS.items():
        (backs / f"{name}.svg").write_text(back_svg(colour, light, style), encoding="utf-8")
        count += 1
    print(f"wrote {count} SVG files under {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
