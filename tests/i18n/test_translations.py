"""The translations themselves, over every area (translations/<area>_<lang>.ts): up to date with the code,
finished, faithful to the source's placeholders and tags, with their plural forms, and compiled into .qm
files that Qt loads.

While the language helpers work in parallel, an area whose .ts files are not there yet (or not finished)
fails here on purpose: the test names the area and what is missing.
"""

import re
import subprocess
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from test_pseudo_locale import ROOT, load_tool  # tools/translations.py, loaded by path

TOOL = load_tool()
LANGUAGES = ["en", *TOOL.TRANSLATED]
TS_FILES = [(area, language) for area in TOOL.AREAS for language in LANGUAGES]
# what must come through a translation exactly as the source has it: {placeholders} (with !r or :spec),
# Qt's %n, argparse's %(name)s / %s / %r, and HTML tags and entities
KEPT = re.compile(r"\{[^{}]*\}|%n|%\(\w+\)[sdr]|%[sdr]|<[^<>]+>|&[a-z]+;|&#\d+;")


def messages(path: Path) -> list[tuple[str, str, ElementTree.Element]]:
    """(context, source, message element) of a .ts file."""
    found = []
    for context in ElementTree.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        found += [(name, message.findtext("source"), message) for message in context.iter("message")]
    return found


def translations_of(message: ElementTree.Element) -> list[str]:
    """The translated text, or each plural form of it."""
    translation = message.find("translation")
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.findall("numerusform")]
    return [translation.text or ""]


def ts_path(area: str, language: str) -> Path:
    path = TOOL.ts_file(area, language)
    if not path.is_file():
        pytest.fail(f"{path.relative_to(ROOT)} is missing: python tools/translations.py update {area}")
    return path


@pytest.fixture(scope="module")
def fresh(tmp_path_factory):
    """lupdate run now over every area's code (German and English files), in a folder of its own."""
    folder = tmp_path_factory.mktemp("lupdate")
    TOOL.update(list(TOOL.AREAS), into=folder, languages=["de", "en"])
    return folder


def message_keys(path: Path) -> set[tuple[str, str, bool]]:
    return {(context, source, message.get("numerus") == "yes") for context, source, message in messages(path)}


@pytest.mark.parametrize("area, language", TS_FILES)
def test_every_ts_file_holds_exactly_the_messages_of_the_code(fresh, area, language):
    """The committed .ts has the (context, source) of every translate() of the area, and nothing else."""
    made = fresh / f"{area}_{'en' if language == 'en' else 'de'}.ts"
    committed = message_keys(ts_path(area, language))
    expected = message_keys(made)
    assert not expected - committed, f"new in the code: python tools/translations.py update {area}"
    assert not committed - expected, f"gone from the code: python tools/translations.py update {area}"


@pytest.mark.parametrize("area, language", TS_FILES)
def test_every_message_is_finished(area, language):
    path = ts_path(area, language)
    left, stale = TOOL.unfinished(path)
    assert (left, stale) == (0, 0), f"{path.name}: {left} unfinished, {stale} obsolete"
    empty = [source for _, source, message in messages(path) if not all(translations_of(message))]
    assert empty == [], f"{path.name}: no translation"


def kept(text: str) -> tuple[list[str], list[str]]:
    """The {placeholders} of ``text`` (a translation may name one twice: "… {player} takes it back"), and
    its counts, argparse fields and HTML, each as often as it occurs."""
    found = KEPT.findall(text)
    return sorted({f for f in found if f.startswith("{")}), sorted(f for f in found if not f.startswith("{"))


@pytest.mark.parametrize("area, language", TS_FILES)
def test_translations_keep_the_sources_placeholders_counts_and_tags(area, language):
    path = ts_path(area, language)
    wrong = []
    for context, source, message in messages(path):
        wanted = kept(source)
        for text in translations_of(message):
            if text and kept(text) != wanted:
                wrong.append(f"{context}: {source!r} -> {text!r}")
    assert wrong == []


@pytest.mark.parametrize("area, language", TS_FILES)
def test_plural_messages_have_both_forms(area, language):
    """German, Dutch, French, Spanish and English all have two plural forms (French: 0 and 1 singular)."""
    path = ts_path(area, language)
    short = [source for _, source, message in messages(path)
             if message.get("numerus") == "yes" and len([t for t in translations_of(message) if t]) != 2]
    assert short == []


def test_the_english_file_holds_plural_messages_only():
    for area in TOOL.AREAS:
        path = TOOL.ts_file(area, "en")
        if path.is_file():
            assert all(message.get("numerus") == "yes" for _, _, message in messages(path)), path.name


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    folder = tmp_path_factory.mktemp("qm")
    TOOL.release(into=folder)
    return folder


KNOWN = {  # one plain and one plural message of the app area, in each language
    "en": ("South", "Reverse Bridge is for exactly 1 player, not 5", "Reverse Bridge is for exactly 4 players, not 5"),
    "de": ("Süd", "Reverse Bridge ist für genau 1 Spieler, nicht für 5",
           "Reverse Bridge ist für genau 4 Spieler, nicht für 5"),
    "nl": ("Zuid", "Reverse Bridge is voor precies 1 speler, niet voor 5",
           "Reverse Bridge is voor precies 4 spelers, niet voor 5"),
    "fr": ("Sud", "Reverse Bridge se joue à exactement 1 joueur, pas à 5",
           "Reverse Bridge se joue à exactement 4 joueurs, pas à 5"),
    "es": ("Sur", "Reverse Bridge es para exactamente 1 jugador, no para 5",
           "Reverse Bridge es para exactamente 4 jugadores, no para 5"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_compiled_file_of_each_language_loads_and_translates(compiled, language):
    translator = QTranslator()
    assert translator.load(f"cardgame_gui_{language}", str(compiled)), f"cardgame_gui_{language}.qm does not load"
    south, one, four = KNOWN[language]
    if language != "en":  # English's file holds plural forms only: "South" stays the source
        assert translator.translate("Seats", "South") == south
    source = "{game} is for exactly %n player(s), not {players}"
    for n, expected in ((1, one), (4, four)):
        text = translator.translate("CommandLine", source, None, n).replace("%n", str(n))
        assert text.format(game="Reverse Bridge", players=5) == expected


def test_plural_calls_lupdate_skips_are_found_and_become_plural_messages(tmp_path):
    """lupdate drops translate("Ctx", "%n card(s)", n); the tool finds such calls and lupdate records them
    as plural messages of their context, beside the plain ones it sees itself."""
    source = tmp_path / "words.py"
    source.write_text('def f(n, cards):\n'
                      '    translate("Probe", "%n card(s)", n)\n'
                      '    translate("Probe", "{who} has %n trick(s)", n=len(cards))\n'
                      '    translate("Probe", "plain")\n', encoding="utf-8")
    assert TOOL.plural_calls([source]) == [("Probe", "%n card(s)"), ("Probe", "{who} has %n trick(s)")]
    stand_in = TOOL.plural_stand_in(TOOL.plural_calls([source]), tmp_path)
    ts = tmp_path / "probe_de.ts"
    subprocess.run([TOOL.tool("pyside6-lupdate"), "-silent", "-locations", "none", str(source), str(stand_in),
                    "-target-language", "de", "-ts", str(ts)], check=True)
    assert message_keys(ts) == {("Probe", "%n card(s)", True), ("Probe", "{who} has %n trick(s)", True),
                                ("Probe", "plain", False)}
