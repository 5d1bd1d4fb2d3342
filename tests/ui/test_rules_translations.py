"""The rules texts in every language the app speaks (assets/rules/<lang>/<game>.md) and F1 in the player's.

A translation is checked against the English file it translates: the same headings at each level, the
same numbers (every digit run: a dropped paragraph, row or example loses some), the same bullet points,
table rows and bold words (each option's name in **bold**), and the game's name from the glossary as title.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QAction

from cardgame_gui import i18n
from cardgame_gui.engine import GAMES
from cardgame_gui.ui import rules_dialog
from cardgame_gui.ui.rules_dialog import RulesDialog, rules_markdown, rules_path

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = [code for code in i18n.LANGUAGES if code != "en"]
FIVE_GAMES = ["contract_rummy", "devils_bridge", "floating_bridge", "german_bridge", "reverse_bridge"]


def glossary_game_names() -> dict[str, dict[str, str]]:
    """English game name -> {language: name}, from the game names table of translations/GLOSSARY.md."""
    text = (ROOT / "translations" / "GLOSSARY.md").read_text(encoding="utf-8").split("## Game names", 1)[1]
    rows = [[cell.strip() for cell in line.strip("|").split("|")] for line in text.splitlines()
            if line.startswith("|") and "---" not in line]
    header, *names = rows
    languages = {"Deutsch": "de", "Nederlands": "nl", "Français": "fr", "Español": "es"}
    return {row[0]: {languages[h]: cell for h, cell in zip(header, row) if h in languages} for row in names}


def shape(text: str) -> dict[str, Counter]:
    """What a faithful translation keeps of ``text``."""
    return {
        "headings per level": Counter(len(m.group(1)) for m in re.finditer(r"^(#+) ", text, re.M)),
        "numbers": Counter(re.findall(r"\d+", text)),
        "bullets and steps": Counter(m.group(1)[-1] for m in re.finditer(r"^(\s*(?:[-*]|\d+\.)) ", text, re.M)),
        "table rows": Counter(line.count("|") for line in text.splitlines() if line.startswith("|")),
        "bold words": Counter({"**": len(re.findall(r"\*\*[^*]+\*\*", text))}),
    }


@pytest.mark.parametrize("language", TRANSLATED)
@pytest.mark.parametrize("game_id", FIVE_GAMES)
def test_every_language_has_the_rules_of_every_game(language, game_id):
    assert rules_path(game_id, language).is_file()


@pytest.mark.parametrize("language", TRANSLATED)
@pytest.mark.parametrize("game_id", FIVE_GAMES)
def test_a_translation_keeps_every_heading_number_and_option_of_the_english(language, game_id):
    english = rules_path(game_id).read_text(encoding="utf-8")
    translated = rules_path(game_id, language).read_text(encoding="utf-8")
    assert shape(translated) == shape(english)
    title = glossary_game_names()[GAMES[game_id].name][language]
    assert translated.splitlines()[0] == f"# {title}"
    assert len(translated.split()) >= 0.9 * len(english.split())  # no paragraph left out


def test_the_shape_check_catches_a_dropped_paragraph():
    english = rules_path("german_bridge").read_text(encoding="utf-8")
    translated = rules_path("german_bridge", "de").read_text(encoding="utf-8")
    scoring = translated.index("- Genau deine Ansage")
    without = translated[:scoring] + translated[translated.index("\n", scoring) + 1:]
    assert shape(without) != shape(english)


def test_a_language_without_the_file_reads_the_english(tmp_path, monkeypatch):
    (tmp_path / "de").mkdir()
    (tmp_path / "devils_bridge.md").write_text("# Devil's Bridge\n\nEnglish.\n", encoding="utf-8")
    (tmp_path / "de" / "german_bridge.md").write_text("# German Bridge\n\nDeutsch.\n", encoding="utf-8")
    monkeypatch.setattr(rules_dialog, "RULES_DIR", tmp_path)
    assert "English." in rules_markdown("devils_bridge", "de")
    assert "Deutsch." in rules_markdown("german_bridge", "de")
    assert "English." in rules_markdown("devils_bridge", "xx")


@pytest.fixture
def speaking(tmp_path):
    """``speaking(language)``: the app speaks ``language`` with this area's words compiled from
    translations/rules_<language>.ts (the .qm files are built, not kept); English again afterwards."""
    translators = []

    def speak(language: str) -> None:
        target = tmp_path / f"rules_{language}.qm"
        lrelease = Path(sys.executable).with_name("pyside6-lrelease")
        subprocess.run([str(lrelease), "-silent", str(ROOT / "translations" / f"rules_{language}.ts"),
                        "-qm", str(target)], check=True, timeout=60)
        i18n.install(language)
        translator = QTranslator()
        assert translator.load(str(target))
        QCoreApplication.installTranslator(translator)
        translators.append(translator)

    yield speak
    for translator in translators:
        QCoreApplication.removeTranslator(translator)
    i18n.install("en")


def test_f1_in_german_shows_the_german_rules(window, qtbot, monkeypatch, speaking):
    shown = {}
    monkeypatch.setattr(RulesDialog, "exec", lambda self: shown.update(
        text=self.browser.toPlainText(), title=self.windowTitle(), markdown=self.markdown()) or 0)
    window.start_config({"game": "german_bridge", "players": 4, "options": {"hook": False}, "seed": 1,
                         "seats": [{"kind": "human", "level": None}] + [{"kind": "bot", "level": "casual"}] * 3})
    speaking("de")
    (f1,) = [action for action in window.findChildren(QAction) if action.shortcut().toString() == "F1"]
    f1.trigger()
    assert shown["markdown"].startswith("# German Bridge\n\n## An diesem Tisch\n")
    assert "Sag die genaue Zahl der Stiche an" in shown["text"] and "Bid the exact number" not in shown["text"]
    assert shown["title"] == "Spielregeln: German Bridge"


def test_the_dialog_speaks_french_and_switches_games_in_french(qtbot, speaking):
    speaking("fr")
    dialog = RulesDialog("devils_bridge", {"hook": False})
    qtbot.addWidget(dialog)
    assert "## À cette table" in dialog.markdown() and "Annoncez exactement" in dialog.markdown()
    assert dialog.windowTitle() == "Règles du jeu : Devil's Bridge"
    index = dialog.game_combo.findData("contract_rummy")
    dialog.game_combo.setCurrentIndex(index)
    dialog.game_combo.activated.emit(index)
    assert "Sept manches, sept contrats" in dialog.browser.toPlainText()


OPTION_LINE = re.compile(r"^- \*\*(.+?)\*\* —", re.MULTILINE)


def rule_card_titles(language: str) -> dict[str, str]:
    """English option title -> its translation in the table's words (translations/engine_<lang>.ts)."""
    from xml.etree import ElementTree

    titles = {}
    for context in ElementTree.parse(ROOT / "translations" / f"engine_{language}.ts").getroot().iter("context"):
        if context.findtext("name") == "RuleCard":
            for message in context.iter("message"):
                titles[message.findtext("source")] = message.findtext("translation")
    return titles


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_rules_name_each_option_as_the_table_does(language):
    """Each option's name in a translated rules text (its "- **Name** —" line) is the name the picker and
    the rule card show for it in that language: a player looks an option up by the word on the table."""
    titles = rule_card_titles(language)
    differ = []
    for game_id in FIVE_GAMES:
        english = OPTION_LINE.findall(rules_path(game_id).read_text(encoding="utf-8"))
        translated = OPTION_LINE.findall(rules_path(game_id, language).read_text(encoding="utf-8"))
        assert len(english) == len(translated), game_id
        for source, name in zip(english, translated):
            table = titles.get(source) or titles.get(source + "?")  # the rules write "May I", the table "May I?"
            if table is None or table.replace("\xa0", " ") != name.replace("\xa0", " "):
                differ.append((game_id, source, name, table))
    assert differ == []
