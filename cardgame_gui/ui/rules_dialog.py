"""The rules of each game, in the app (F1): Markdown from ``assets/rules/``, in the player's language.

English, the source, is ``assets/rules/<game_id>.md``; each translation is ``assets/rules/<lang>/<game_id>.md``
(de, nl, fr, es). A language without a file for a game shows the English one.

Public API::

    dialog = RulesDialog(game_id, options=None, parent=None)
        # a QTextBrowser (dialog.browser) showing the game's rules with setMarkdown; a combo
        # (dialog.game_combo) switches to another game's rules. With ``options`` (the options of the
        # game in play) a section "At this table" lists them (the rule card) above the rules.
    dialog.show_game(game_id, options=None)
    dialog.markdown() -> str            # what is shown now

    rules_path(game_id, language="en") -> Path   # where that language's file lives (it may not exist)
    rules_markdown(game_id, language=None) -> str
        # the file's text in ``language`` (default: i18n.current_language()), else the English file (also
        # for games not registered yet); for a registered game without a file, its description and a note.
        # ValueError for an id with neither.
    Signals: the QDialog ones.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout

from ..engine import GAMES
from ..i18n import current_language, game_name, translate
from ..session.rule_card import rule_card_text
from ..resources import ASSETS_DIR

RULES_DIR = ASSETS_DIR / "rules"
SOURCE_LANGUAGE = "en"  # its files sit in RULES_DIR itself; every other language's in RULES_DIR/<lang>/


def rules_path(game_id: str, language: str = SOURCE_LANGUAGE) -> Path:
    folder = RULES_DIR if language == SOURCE_LANGUAGE else RULES_DIR / language
    return folder / f"{game_id}.md"


def rules_markdown(game_id: str, language: str | None = None) -> str:
    if not isinstance(game_id, str) or "/" in game_id or "\\" in game_id or game_id.startswith("."):
        raise ValueError(f"unknown game {game_id!r}")
    language = language or current_language()
    for wanted in dict.fromkeys((language, SOURCE_LANGUAGE)):  # the player's language, then English
        try:
            return rules_path(game_id, wanted).read_text(encoding="utf-8")
        except OSError:
            pass
    if game_id not in GAMES:
        raise ValueError(f"unknown game {game_id!r} (known games: {', '.join(sorted(GAMES))})")
    note = translate("RulesDialog", "The full rules are not written yet.")
    return f"# {game_name(game_id)}\n\n{GAMES[game_id].description}\n\n*{note}*\n"


def _title(game_id: str, text: str) -> str:
    if game_id in GAMES:
        return game_name(game_id)
    first = text.splitlines()[0] if text else game_id
    return first.lstrip("# ").strip() or game_id


def _table_section(game_id: str, options: dict) -> str:
    lines = rule_card_text(game_id, options).splitlines()[1:]
    if not lines:
        return ""
    heading = translate("RulesDialog", "At this table")
    items = "\n".join(f"- {line}" for line in lines)
    return f"## {heading}\n\n{items}\n\n"


class RulesDialog(QDialog):
    def __init__(self, game_id: str, options: dict | None = None, parent=None):
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self._table: tuple[str, dict] | None = (game_id, dict(options)) if options is not None else None
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        label = QLabel(translate("RulesDialog", "&Game:"))
        self.game_combo = QComboBox()
        self.game_combo.setAccessibleName(translate("RulesDialog", "Game"))
        label.setBuddy(self.game_combo)
        for name, gid in sorted((game_name(gid), gid) for gid in GAMES):
            self.game_combo.addItem(name, gid)
        self.game_combo.activated.connect(self._on_game)
        row.addWidget(label)
        row.addWidget(self.game_combo, 1)
        layout.addLayout(row)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setAccessibleName(translate("RulesDialog", "Rules"))
        self.browser.setOpenExternalLinks(True)
        layout.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)  # "Close" comes translated from Qt's own .qm
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 720)
        self.show_game(game_id, options)

    def show_game(self, game_id: str, options: dict | None = None) -> None:
        text = rules_markdown(game_id)
        if options is None and self._table and self._table[0] == game_id:
            options = self._table[1]
        if options is not None and game_id in GAMES:
            title, _, rest = text.partition("\n")
            text = f"{title}\n\n{_table_section(game_id, options)}{rest.lstrip()}" if title.startswith("#") \
                else _table_section(game_id, options) + text
        self._markdown = text
        self.browser.setMarkdown(text)
        if self.game_combo.findData(game_id) < 0:  # rules written for a game not registered yet
            self.game_combo.addItem(_title(game_id, text), game_id)
        self.game_combo.setCurrentIndex(self.game_combo.findData(game_id))
        self.setWindowTitle(translate("RulesDialog", "Rules of {game}").format(game=_title(game_id, text)))

    def markdown(self) -> str:
        return self._markdown

    def _on_game(self, index: int) -> None:
        self.show_game(self.game_combo.itemData(index))
