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

import os
import re
import sys

from .resources import ASSETS_DIR

# PySide6 is imported by the functions that use it, when first called: importing this module (the names
# below, translate_noop) loads no Qt, so the headless commands' modules stay Qt-free until they speak.

# The languages the app speaks, by code, each named in its own words (the language menu lists them so).
LANGUAGES = {"en": "English", "de": "Deutsch", "nl": "Nederlands", "fr": "Français", "es": "Español"}
LANGUAGE_KEY = "language"  # the settings key of the player's choice ("" or missing: follow the system)
TRANSLATIONS_DIR = ASSETS_DIR / "translations"  # cardgame_gui_<lang>.qm (tools/translations.py release)

_installed: list = []  # the QTranslators install() loaded
_spoken = ["en"]  # the language install() loaded last
_deferred: list[str] = []  # English chosen by ``install_later``, its translators not loaded yet


def system_language() -> str:
    """The first of the system's UI languages the app speaks, else English."""
    for name in _ui_languages():
        code = re.split(r"[-_.@]", name)[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def _ui_languages() -> list[str]:
    """The system's UI languages, most wanted first. On Linux and the BSDs read from the environment as Qt
    reads them there (``LANGUAGE``'s list, else ``LC_ALL``, ``LC_MESSAGES``, ``LANG``: ``QLocale.system()
    .uiLanguages()``), without loading Qt: ``cardgame-gui --help`` in English needs no Qt at all."""
    if os.name == "posix" and sys.platform != "darwin":
        listed = os.environ.get("LANGUAGE", "")
        if listed:
            return [name for name in listed.split(":") if name]
        return [next((os.environ[k] for k in ("LC_ALL", "LC_MESSAGES", "LANG") if os.environ.get(k)), "C")]
    from PySide6.QtCore import QLocale

    return list(QLocale.system().uiLanguages())


def pick_language(chosen: str | None = None, asked: str | None = None) -> str:
    """The language to speak: ``asked`` (the command line's ``--language``), else ``CARDGAME_LANGUAGE``
    from the environment, else the player's choice, else the system's."""
    for wish in (asked, os.environ.get("CARDGAME_LANGUAGE"), chosen):
        if wish and wish in LANGUAGES:
            return wish
    return system_language()


def install(language: str) -> str:
    """Loads the app's translation of ``language`` and Qt's own (OK, Cancel, file dialogs), replacing any
    loaded before; returns the language now spoken. Before the QCoreApplication exists (the command line's
    ``--help`` and errors) ``translate`` asks these translators itself; call ``install`` again once the
    application is made, so that Qt's widgets use them too."""
    from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator

    _deferred.clear()
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name, folder in ((f"qtbase_{language}", qt_dir), (f"cardgame_gui_{language}", str(TRANSLATIONS_DIR))):
        translator = QTranslator()
        if translator.load(name, folder):
            if QCoreApplication.instance() is not None:
                QCoreApplication.installTranslator(translator)
            _installed.append(translator)
    _spoken[0] = language
    return language


def install_later(language: str) -> str:
    """As ``install``, but English's translators (its plural forms: "1 card", "%n people") load only when a
    word is first translated with Qt loaded: before that ``translate`` gives the English source words, so the
    command line's ``--help``, ``--version`` and errors in English load no Qt (~200 ms). Another language
    loads at once."""
    if language != "en":
        return install(language)
    _spoken[0] = language
    _deferred[:] = [language]
    return language


def current_language() -> str:
    """The language the app speaks now (the last ``install``; English before any)."""
    return _spoken[0]


def translate(context: str, text: str, n: int = -1) -> str:
    """``text`` in the player's language; ``n`` >= 0 picks the plural form and replaces "%n"."""
    # (QtCore from sys.modules once loaded: an import statement here costs PySide6's import hook, ~2 µs a word)
    qt = sys.modules.get("PySide6.QtCore")
    if _deferred and qt is None:  # English, Qt not loaded: the source words
        out = text.replace("%n", str(n)) if n >= 0 else text
    else:
        if _deferred:  # English chosen before Qt was loaded: its translators now
            install(_deferred[0])
        if qt is None:
            import PySide6.QtCore as qt
        QCoreApplication = qt.QCoreApplication
        if QCoreApplication.instance() is None and _installed:  # no application yet: Qt would not look
            out = next((found for t in reversed(_installed) if (found := t.translate(context, text, None, n))),
                       text)
            out = out.replace("%n", str(n)) if n >= 0 else out
        else:
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
    """A game's name in the player's language ("German Bridge" → "German Bridge (Boerenbridge)" in Dutch); an
    id the app does not know is shown as it is."""
    english = _GAME_NAMES.get(game_id)
    return translate("Games", english) if english else game_id


_COMPASS = {
    "South": translate_noop("Seats", "South"), "West": translate_noop("Seats", "West"),
    "North": translate_noop("Seats", "North"), "East": translate_noop("Seats", "East"),
}


def seat_name(seat: int, players: int) -> str:
    """How the table names a seat nobody named, in the player's language: compass points at a four-seat
    table ("Süd"), "Player N" otherwise ("Spieler 3"). The engine's ``seat_name`` is the English one."""
    from .engine.base import seat_name as english_name

    english = english_name(seat, players)
    if english in _COMPASS:
        return translate("Seats", english)
    return translate("Seats", "Player {number}").format(number=seat + 1)
