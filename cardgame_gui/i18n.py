"""Words in the player's language: the one way the app's text reaches Qt's translation system.

    translate("Picker", "New game")                    -> "Neues Spiel" (German loaded)
    translate("Scoreboard", "%n card(s)", 3)           -> "3 Karten"    ("%n": the number, plural form by n)
    translate("Picker", "{name} deals").format(name=n) -> placeholders are filled after translating
    OPTIONS = [translate_noop("Options", "Jokers")]    -> marks a word for lupdate; translate it where shown

Every call names its context as a literal string (lupdate reads the source; it cannot follow variables),
one context per module or class, unique across the app. Source strings are English; a number in a
sentence is "%n" with ``n`` given, so each language's plural rules apply (the English translation
supplies "1 card" / "3 cards"; until it is loaded an untranslated "(s)" reads as English would).
``tools/translations.py`` updates the .ts sources in ``translations/`` and compiles them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

# The languages the app speaks, by code, each named in its own words (the language menu lists them so).
LANGUAGES = {"en": "English", "de": "Deutsch", "nl": "Nederlands", "fr": "Français", "es": "Español"}


def translate(context: str, text: str, n: int = -1) -> str:
    """``text`` in the player's language; ``n`` >= 0 picks the plural form and replaces "%n"."""
    out = QCoreApplication.translate(context, text, None, n)
    if n >= 0 and "(s)" in out:  # no translation supplied the plural forms: English's own rule
        out = out.replace("(s)", "" if n == 1 else "s")
    return out


def translate_noop(context: str, text: str) -> str:
    """Marks ``text`` for translation where it is defined (a table built at import); returns it as it is.
    Translate it where it is shown with ``translate(context, text)``, the same context."""
    return text


# The games' names as players see them: the engine's ``GameInfo.name`` stays English (logs, saves, the API).
_GAME_NAMES = {
    "devils_bridge": translate_noop("Games", "Devil's Bridge"),
    "german_bridge": translate_noop("Games", "German Bridge"),
    "reverse_bridge": translate_noop("Games", "Reverse Bridge"),
    "floating_bridge": translate_noop("Games", "Floating Bridge"),
    "contract_rummy": translate_noop("Games", "Contract Rummy"),
}


def game_name(game_id: str) -> str:
    """A game's name in the player's language ("German Bridge" → "Deutsches Bridge (Boerenbridge)"); an
    id the app does not know is shown as it is."""
    english = _GAME_NAMES.get(game_id)
    return translate("Games", english) if english else game_id
