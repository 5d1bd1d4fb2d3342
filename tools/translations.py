"""The translator's workflow: update the .ts sources from the code, compile them, report what is left.

    python tools/translations.py update [AREA ...]   # pyside6-lupdate: new strings in, vanished ones out
    python tools/translations.py release             # pyside6-lrelease: translations/*.ts -> assets/translations/*.qm
    python tools/translations.py check               # unfinished / obsolete strings per file; exit 1 if any

The sources are split by area of the code (one .ts per area and language), so that people working on
different parts of the app never edit the same file; ``release`` merges a language's areas into one
``cardgame_gui_<lang>.qm``. English gets plural forms only ("%n card(s)" -> "1 card" / "%n cards").

pyside6-lupdate's Python reader takes a plural message only from ``self.tr(text, "", n)``: it skips
``translate("Ctx", "%n card(s)", n)`` altogether. ``update`` therefore finds those calls itself
(``plural_calls``, with Python's own parser) and hands lupdate one more file, made for the run, where
each is written as ``self.tr`` in a class named after its context; lupdate then merges and keeps their
translations like any other message.
"""

from __future__ import annotations

import argparse
import ast
import os
import shutil
import subprocess
import sys
import tempfile
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
    "window": ["ui/__init__.py", "ui/window", "ui/new_game", "ui/results", "ui/sound.py"],
    "rules": ["ui/rules_dialog.py"],
    "history": ["ui/history", "session/history.py", "session/hand_text.py", "bots/review.py"],
}
# files of a folder that belong to another area than the folder's
CLAIMED_ELSEWHERE = {"bots/review.py": "history"}


def tool(name: str) -> str:
    """A Qt tool PySide6 installs next to this Python (or on PATH: pip's build environment puts its own
    scripts there)."""
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


def plural_calls(files: list[Path]) -> list[tuple[str, str]]:
    """(context, text) of every ``translate("Context", "text", n)`` (or ``n=...``) in ``files``: the plural
    messages, which lupdate does not see in that form."""
    found: list[tuple[str, str]] = []
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "translate"):
                continue
            literal = [isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args[:2]]
            counted = len(node.args) >= 3 or any(k.arg == "n" for k in node.keywords)
            if len(literal) == 2 and all(literal) and counted:
                found.append((node.args[0].value, node.args[1].value))
    return list(dict.fromkeys(found))


def plural_stand_in(calls: list[tuple[str, str]], folder: Path) -> Path:
    """A Python file for lupdate with each plural message as ``self.tr(text, "", n)`` in its context's class."""
    lines = []
    for context in dict.fromkeys(context for context, _ in calls):
        if not context.isidentifier():
            raise SystemExit(f"translation context {context!r} is not a name: use one word, CamelCase")
        lines += [f"class {context}:", "    def plurals(self, n):"]
        lines += [f"        self.tr({text!r}, '', n)" for c, text in calls if c == context]
    path = folder / "plurals.py"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def update(areas: list[str], into: Path = SOURCES, languages: list[str] | None = None) -> None:
    """Runs lupdate over each area's code into ``into`` (translations/; a test gives a copy of its own),
    for ``languages`` (default: all, English's plural-only file included)."""
    languages = ["en", *TRANSLATED] if languages is None else languages
    into.mkdir(exist_ok=True)
    for area in areas:
        with tempfile.TemporaryDirectory(prefix="cardgame_gui_lupdate_") as folder:
            files = area_files(area)
            stand_in = plural_stand_in(plural_calls(files), Path(folder))
            common = [tool("pyside6-lupdate"), "-silent", "-no-obsolete", "-locations", "none",
                      "-tr-function-alias", "QT_TRANSLATE_NOOP+=translate_noop", *map(str, files), str(stand_in)]
            for language in languages:
                plural_only = ["-pluralonly"] if language == "en" else []
                subprocess.run([*common, *plural_only, "-target-language", language, "-ts",
                                str(into / f"{area}_{language}.ts")], check=True)


def release(into: Path = COMPILED) -> list[Path]:
    """Compiles every language's areas into one .qm in ``into`` (assets/translations; the package build
    gives its own, see setup.py); returns the files written."""
    into.mkdir(parents=True, exist_ok=True)
    written = []
    for language in ["en", *TRANSLATED]:
        sources = sorted(SOURCES.glob(f"*_{language}.ts"))
        if not sources:
            continue
        target = into / f"cardgame_gui_{language}.qm"
        # written beside it, then put in its place: a running app (or test) that has the old file mapped
        # keeps reading it whole (rewritten in place, its pages could vanish under it: SIGBUS)
        fresh = target.with_name(target.name + ".new")
        try:
            subprocess.run([tool("pyside6-lrelease"), "-silent", *map(str, sources), "-qm", str(fresh)], check=True)
            os.replace(fresh, target)
        finally:
            fresh.unlink(missing_ok=True)
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
