"""The pseudo-locale itself (tests/pseudo_locale.py) and the translation areas (tools/translations.py)."""

import importlib.util
from pathlib import Path

from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from cardgame_gui.i18n import translate

from pseudo_locale import clipped_texts, needs_translation, pseudo, pseudo_locale, untranslated_texts

ROOT = Path(__file__).resolve().parents[2]


def load_tool():
    spec = importlib.util.spec_from_file_location("translations_tool", ROOT / "tools" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_pseudo_keeps_placeholders_tags_and_counts():
    out = pseudo("<b>{name}</b> takes %n card(s) &amp; more")
    assert out.startswith("⟦") and out.endswith("⟧")
    for kept in ("<b>", "{name}", "</b>", "%n", "&amp;"):
        assert kept in out
    assert "àkéš" in out  # "takes", accented


def test_a_sentence_of_translated_pieces_and_names_needs_nothing():
    assert not needs_translation(pseudo("{name} deals").format(name="Ann"), {"Ann"})
    assert not needs_translation("12 — 3♥")
    assert needs_translation("Ann deals", {"Ann"})


def test_walk_finds_an_untranslated_label_and_a_clipped_button(qtbot):
    with pseudo_locale():
        window = QWidget()
        layout = QVBoxLayout(window)
        layout.addWidget(QLabel(translate("PseudoTest", "New game")))
        layout.addWidget(QLabel("Left in English"))
        button = QPushButton(translate("PseudoTest", "A rather long button text"))
        layout.addWidget(button)
        qtbot.addWidget(window)
        window.show()
        button.setFixedWidth(30)
        assert [text for _, text in untranslated_texts(window)] == ["Left in English"]
        assert [where for where, _ in clipped_texts(window)] == ["QPushButton()"]


def test_every_module_belongs_to_exactly_one_translation_area():
    tool = load_tool()
    owners: dict[Path, list[str]] = {}
    for area in tool.AREAS:
        for path in tool.area_files(area):
            owners.setdefault(path, []).append(area)
    modules = set((ROOT / "cardgame_gui").rglob("*.py"))
    assert sorted(str(m.relative_to(ROOT)) for m in modules - set(owners)) == []
    assert {str(p.relative_to(ROOT)): a for p, a in owners.items() if len(a) > 1} == {}
