"""Plural messages reach the .ts sources: pyside6-lupdate's Python parser drops ``translate(context,
"%n card(s)", n)``, so ``tools/translations.py update`` finds those calls itself and keeps their forms over
an update (issue 34)."""

import subprocess

from test_pseudo_locale import load_tool

SOURCE = '''
from ..i18n import translate
a = translate("Shelf", "%n card(s)", count)
b = translate("Shelf", "{name} left the table")
c = translate(
    "Shelf", "Bots play %n seat(s) "
    "from now on", len(seats))
'''


def update(tool, module, ts, language):
    """What ``update`` does for one .ts: lupdate, then the plural calls put in with the forms kept."""
    kept = tool.plural_forms(ts)
    subprocess.run([tool.tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", str(module),
                    "-target-language", language, "-ts", str(ts)], check=True, capture_output=True)
    tool.put_plurals(ts, tool.plural_calls([module]), kept)


def test_plural_calls_are_found_with_their_context_even_across_lines(tmp_path):
    tool = load_tool()
    module = tmp_path / "shelf.py"
    module.write_text(SOURCE, encoding="utf-8")
    assert tool.plural_calls([module]) == [("Shelf", "%n card(s)"), ("Shelf", "Bots play %n seat(s) from now on")]


def test_an_update_keeps_the_forms_of_a_plural_message(tmp_path):
    tool = load_tool()
    module = tmp_path / "shelf.py"
    module.write_text(SOURCE, encoding="utf-8")
    ts = tmp_path / "shelf_de.ts"
    update(tool, module, ts, "de")
    assert tool.plural_forms(ts)[("Shelf", "%n card(s)")] == (["", ""], False)
    assert tool.unfinished(ts) == (3, 0)
    text = ts.read_text(encoding="utf-8").replace(
        '<translation type="unfinished">\n                <numerusform />\n                <numerusform />',
        "<translation>\n<numerusform>%n Karte</numerusform>\n<numerusform>%n Karten</numerusform>", 1)
    ts.write_text(text, encoding="utf-8")
    update(tool, module, ts, "de")  # lupdate alone would make it a plain message and drop its forms
    assert tool.plural_forms(ts)[("Shelf", "%n card(s)")] == (["%n Karte", "%n Karten"], True)
    assert tool.unfinished(ts) == (2, 0)
