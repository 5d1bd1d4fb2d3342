"""Keyboard-only use of the menus: in every language, Alt+letter opens one menu and a letter in an open menu
picks one item. Two items sharing an underlined letter make the key only move between them (Qt cycles
instead of choosing), so no menu — the menu bar, each menu with the LAN items the Game menu gains, each
submenu — underlines the same letter twice."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from cardgame_gui import i18n

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def compiled():
    subprocess.run([sys.executable, str(ROOT / "tools" / "translations.py"), "release"], check=True, cwd=ROOT,
                   stdout=subprocess.DEVNULL)


def _mnemonic(text: str) -> str | None:
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def _clashes(title: str, actions) -> list[str]:
    seen: dict[str, list[str]] = {}
    for action in actions:
        if action.isSeparator():
            continue
        letter = _mnemonic(action.text())
        if letter:
            seen.setdefault(letter, []).append(action.text())
    return [f"{title}: {' / '.join(texts)}" for texts in seen.values() if len(texts) > 1]


def _menus(menu, title):
    yield title, menu
    for action in menu.actions():
        if action.menu() is not None:
            yield from _menus(action.menu(), f"{title} ▸ {action.text()}")


@pytest.mark.parametrize("language", sorted(i18n.LANGUAGES))
def test_no_two_items_of_a_menu_share_their_underlined_letter(make_window, compiled, language):
    i18n.install(language)
    try:
        window = make_window(language)
        bar = window.menuBar().actions()
        bar[0].menu().aboutToShow.emit()  # the Game menu gains the LAN items as it first opens
        clashes = _clashes("menu bar", bar)
        for top in bar:
            for title, menu in _menus(top.menu(), top.text()):
                clashes += _clashes(title, menu.actions())
    finally:
        i18n.install("en")
    assert not clashes, clashes
