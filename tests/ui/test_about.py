"""Help ▸ About names the app as the player knows it — "Card table", as the menu entry and the window
title say, in the player's language — with its version; not the Python package's name "cardgame_gui"."""

from __future__ import annotations

from cardgame_gui import __version__
from cardgame_gui.ui.window import main_window


def test_about_names_the_card_table_and_its_version(window, monkeypatch):
    shown = []
    monkeypatch.setattr(main_window.QMessageBox, "about", lambda parent, title, text: shown.append((title, text)))
    window.show_about()
    (title, text), = shown
    assert title == "About Card table"
    assert text.splitlines()[0] == f"Card table {__version__}"
    assert "cardgame_gui" not in text
