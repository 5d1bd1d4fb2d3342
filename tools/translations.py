"""The translator's workflow: update the .ts sources from the code, compile them, report what is left.

    python tools/translations.py update [AREA ...]   # pyside6-lupdate: new strings in, vanished ones out
    python tools/translations.py release             # pyside6-lrelease: translations/*.ts -> assets/translations/*.qm
    python tools/translations.py check               # unfinished / obsolete strings per file; exit 1 if any

The sources are split by area of the code (one .ts per area and language), so that people working on
different parts of the app never edit the same file; ``release`` merges a language's areas into one
``cardgame_gui_<lang>.qm``. English gets plural forms only ("%n card(s)" -> "1 card" / "%n cards").
"""

from __future__ import annotations

import argparse
import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "translations"
COMPILED = ROOT / "assets" / "translations"
PACKAGE = ROOT / "cardgame_gui"
TRANSLATED = ["de", "nl", "fr", "es"]  # English is the source language: its file holds plural forms only

# area -> the code it covers (files or folders under cardgame_gui/); every file belongs to one area
AREAS: dict[str, list[str]] = {
    "app": ["__init__.py", "__main__.py", "app.py", "cli.py", "sim.py", "tournament.py", "platform_check.py",
            "playout.py", "resources.py", "i18n.py"],
    "engine": ["engine", "session/messages.py", "session/rule_card.py", "session/controller.py",
               "session/saves.py", "session/startup.py", "session/hint.py", "session/gui_gc.py", "session/__init__.py",
               "bots", "ui/docks/game_log.py"],
    "net": ["net", "server", "ui/lan"],
    "table": ["ui/table", "ui/rummy", "ui/scene", "ui/docks/scoreboard.py", "ui/docks/__init__.py"],
    "window": ["ui/__init__.py", "ui/autosaving.py", "ui/desktop.py", "ui/first_paint.py", "ui/game_over.py",
               "ui/main_window.py", "ui/picker.py", "ui/preferences.py", "ui/saved_games.py",
               "ui/seat_names.py", "ui/sound.py", "ui/stats.py"],
    "rules": ["ui/rules_dialog.py"],
    "history": ["ui/history.py", "session/history.py", "session/hand_text.py", "bots/review.py"],
}
# files of a folder that belong to another area than the folder's
CLAIMED_ELSEWHERE = {"bots/review.py": "history"}


def tool(name: str) -> str:
    """A Qt tool PySide6 installs next to this Python (or on PATH)."""
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6-Essentials in this Python's environment")
    return found


def area_files(area: str) -> list[Path]:
    files: list[Path] = []
    for entry in AREAS[area]:
        path = PACKAGE / entry
        files.extend(sorted(path.rglob("*.py")) if path.is_dir() else [path] if path.exists() else [])
    return [f for f in files if CLAIMED_ELSEWHERE.get(f.relative_to(PACKAGE).as_posix(), area) == area]


def ts_file(area: str, language: str) -> Path:
    return SOURCES / f"{area}_{language}.ts"


def update(areas: list[str]) -> None:
    SOURCES.mkdir(exist_ok=True)
    for area in areas:
        files = [str(f) for f in area_files(area)]
        plurals = plural_calls(area_files(area))
        common = [tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none",
                  "-tr-function-alias", "QT_TRANSLATE_NOOP+=translate_noop", *files]
        for language in [*TRANSLATED, "en"]:
            ts = ts_file(area, language)
            kept = plural_forms(ts)
            only = ["-pluralonly"] if language == "en" else []
            subprocess.run([*common, *only, "-target-language", language, "-ts", str(ts)], check=True)
            put_plurals(ts, plurals, kept)


# pyside6-lupdate's Python parser does not see ``translate(context, "%n card(s)", n)`` (it takes a third
# argument for the disambiguation, and marks a message plural only for a literal number): the plural calls
# are found here, and put in each .ts as plural messages with the forms they had before the update.
PLURAL_FORMS = 2  # English, German, Dutch, French and Spanish all have two


def plural_calls(files: list[Path]) -> list[tuple[str, str]]:
    """(context, source) of every ``translate("Context", "text", n)`` call in ``files``, in order."""
    found: list[tuple[str, str]] = []
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if not (isinstance(node, ast.Call) and len(node.args) == 3 and getattr(
                    node.func, "id", getattr(node.func, "attr", None)) == "translate"):
                continue
            context, text, count = node.args
            if all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in (context, text)) and not (
                    isinstance(count, ast.Constant) and (count.value is None or isinstance(count.value, str))):
                if (context.value, text.value) not in found:
                    found.append((context.value, text.value))
    return found


def plural_forms(ts: Path) -> dict[tuple[str, str], tuple[list[str], bool]]:
    """(context, source) -> (forms, finished) of the plural messages of ``ts`` (none when it is not there)."""
    if not ts.exists():
        return {}
    kept = {}
    for context in ElementTree.parse(ts).getroot().iter("context"):
        for message in context.iter("message"):
            forms = [f.text or "" for f in message.find("translation").iter("numerusform")]
            if message.get("numerus") == "yes" and forms:
                finished = message.find("translation").get("type") != "unfinished"
                kept[(context.findtext("name"), message.findtext("source"))] = (forms, finished)
    return kept


def put_plurals(ts: Path, plurals: list[tuple[str, str]], kept: dict) -> None:
    """Puts each of ``plurals`` in ``ts`` as a plural message: its earlier forms, else unfinished ones."""
    if not plurals:
        return
    tree = ElementTree.parse(ts)
    root = tree.getroot()
    contexts = {c.findtext("name"): c for c in root.iter("context")}
    for name, source in plurals:
        context = contexts.get(name)
        if context is None:
            context = contexts[name] = ElementTree.SubElement(root, "context")
            ElementTree.SubElement(context, "name").text = name
        message = next((m for m in context.iter("message") if m.findtext("source") == source), None)
        if message is None:
            message = ElementTree.SubElement(context, "message")
            ElementTree.SubElement(message, "source").text = source
        message.set("numerus", "yes")
        for old in message.findall("translation"):
            message.remove(old)
        forms, finished = kept.get((name, source), ([""] * PLURAL_FORMS, False))
        translation = ElementTree.SubElement(message, "translation")
        if not finished:
            translation.set("type", "unfinished")
        for form in forms:
            ElementTree.SubElement(translation, "numerusform").text = form
    ElementTree.indent(tree, space="    ")
    text = ElementTree.tostring(root, encoding="unicode")
    ts.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{text}\n', encoding="utf-8")


def release() -> list[Path]:
    """Compiles every language's areas into one .qm in assets/translations; returns the files written."""
    COMPILED.mkdir(parents=True, exist_ok=True)
    written = []
    for language in ["en", *TRANSLATED]:
        sources = sorted(SOURCES.glob(f"*_{language}.ts"))
        if not sources:
            continue
        target = COMPILED / f"cardgame_gui_{language}.qm"
        subprocess.run([tool("pyside6-lrelease"), "-silent", *map(str, sources), "-qm", str(target)], check=True)
        written.append(target)
    return written


def unfinished(ts: Path) -> tuple[int, int]:
    """(unfinished, obsolete) messages of one .ts file."""
    left = stale = 0
    for message in ElementTree.parse(ts).getroot().iter("message"):
        kind = message.find("translation").get("type", "")
        left += kind == "unfinished"
        stale += kind in ("obsolete", "vanished")
    return left, stale


def check() -> int:
    problems = 0
    for ts in sorted(SOURCES.glob("*.ts")):
        left, stale = unfinished(ts)
        if left or stale:
            problems += 1
            print(f"{ts.relative_to(ROOT)}: {left} unfinished, {stale} obsolete")
    print("all translations finished" if not problems else f"{problems} file(s) need work")
    return 1 if problems else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    up = sub.add_parser("update", help="update translations/*.ts from the code")
    up.add_argument("areas", nargs="*", metavar="AREA", help=f"areas to update (default: all): {', '.join(AREAS)}")
    sub.add_parser("release", help="compile translations/*.ts into assets/translations/*.qm")
    sub.add_parser("check", help="list unfinished and obsolete strings; exit 1 if any")
    args = parser.parse_args(argv)
    if args.command == "update":
        unknown = sorted(set(args.areas) - set(AREAS))
        if unknown:
            parser.error(f"no area {', '.join(unknown)}: the areas are {', '.join(AREAS)}")
        update(args.areas or list(AREAS))
        return 0
    if args.command == "release":
        for path in release():
            print(path.relative_to(ROOT))
        return 0
    return check()


if __name__ == "__main__":
    sys.exit(main())
