"""The pseudo-locale: every translated string comes back accented, 35% longer and bracketed.

    with pseudo_locale():
        window = MainWindow(...); ...
        assert untranslated_texts(window) == []     # visible text that did not go through translate()
        assert clipped_texts(window) == []          # text that no longer fits its widget

A pseudo string looks like "⟦Ñéw gàmé~~~~⟧": ⟦ ⟧ mark where a translated piece starts and ends, so a
sentence put together from translated pieces and names still shows its marks; placeholders ("{name}",
"%n", "%1"), HTML tags and entities and "&" accelerators are kept as they are. Text with no letter at all
(numbers, card symbols, "—") needs no translation; names a person typed or the test gave are passed as
``allowed``.
"""

from __future__ import annotations

import contextlib
import re

from PySide6.QtCore import QCoreApplication, QModelIndex, QTranslator
from PySide6.QtGui import QFontMetrics, QFontMetricsF, Qt  # QtGui.Qt also has mightBeRichText
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QComboBox, QGraphicsSimpleTextItem,
                               QGraphicsTextItem, QGraphicsView, QGroupBox, QLabel, QLineEdit, QListView, QMenu,
                               QPushButton, QTabWidget, QTextEdit, QWidget)

OPEN, CLOSE = "⟦", "⟧"
ACCENTS = str.maketrans("aceinouyACEINOUYsz", "àçéîñöûýÀÇÉÎÑÖÛÝšž")
# kept as they are: {placeholders}, %n / %1, HTML tags and entities
_KEEP = re.compile(r"\{[^{}]*\}|%(?:n|L?\d)|<[^<>]*>|&(?:[a-z]+|#\d+);")


def pseudo(text: str) -> str:
    """``text`` accented outside placeholders and tags, 35% longer, between ⟦ ⟧."""
    if not text.strip():
        return text
    pieces, last = [], 0
    for match in _KEEP.finditer(text):
        pieces.append(text[last:match.start()].translate(ACCENTS))
        pieces.append(match.group(0))
        last = match.end()
    pieces.append(text[last:].translate(ACCENTS))
    body = "".join(pieces)
    letters = len(_KEEP.sub("", text))
    return OPEN + body + "~" * max(1, round(letters * 0.35)) + CLOSE


class PseudoTranslator(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ARG002 - Qt's signature
        return pseudo(source)

    def isEmpty(self) -> bool:
        return False


@contextlib.contextmanager
def pseudo_locale():
    """Every translate() inside the block answers in the pseudo-locale (a QApplication must exist)."""
    translator = PseudoTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        yield translator
    finally:
        QCoreApplication.removeTranslator(translator)


def _strip_marked(text: str) -> str:
    """What is left of ``text`` once every ⟦…⟧ piece (nested or not) is taken out."""
    out, depth = [], 0
    for char in text:
        if char == OPEN:
            depth += 1
        elif char == CLOSE:
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(char)
    return "".join(out)


def needs_translation(text: str, allowed: set[str] = frozenset()) -> bool:
    """True when ``text`` has words outside the marked pieces that are not a name from ``allowed``."""
    rest = _strip_marked(re.sub(r"<[^<>]*>", " ", text))
    for name in sorted(allowed, key=len, reverse=True):
        rest = rest.replace(name, " ")
    return bool(re.search(r"[A-Za-z]{2,}", rest))


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every text a person can see in ``root`` and its visible children: labels, buttons,
    group titles, tabs, combo items, line edits' placeholders, text views, menus' actions, item views'
    cells and headers, and the text items of graphics scenes."""
    found: list[tuple[str, str]] = []

    def add(where: QWidget | str, text: str) -> None:
        if text and text.strip():
            name = where if isinstance(where, str) else f"{type(where).__name__}({where.objectName()})"
            found.append((name, text))

    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        if not widget.isVisible() and not isinstance(widget, QMenu):
            continue
        if widget.isWindow() or widget is root:
            add(widget, widget.windowTitle())
        if isinstance(widget, QLabel):
            add(widget, widget.text())
        elif isinstance(widget, QAbstractButton):
            add(widget, widget.text())
        elif isinstance(widget, QGroupBox):
            add(widget, widget.title())
        elif isinstance(widget, QTabWidget):
            for index in range(widget.count()):
                add(widget, widget.tabText(index))
        elif isinstance(widget, QComboBox):
            for index in range(widget.count()):
                add(widget, widget.itemText(index))
        elif isinstance(widget, QLineEdit):
            add(widget, widget.placeholderText())
        elif isinstance(widget, QTextEdit):
            add(widget, widget.toPlainText())
        elif isinstance(widget, QMenu):
            add(widget, widget.title())
            for action in widget.actions():
                add(widget, action.text())
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            # a list's model (QListWidget's is Qt's private QListModel) has one column and no header
            columns = 0 if isinstance(widget, QListView) else model.columnCount()
            for row in range(model.rowCount(QModelIndex())):
                for column in range(max(columns, 1)):
                    add(widget, str(model.index(row, column).data() or ""))
            for column in range(columns):
                add(widget, str(model.headerData(column, Qt.Orientation.Horizontal) or ""))
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            for item in widget.scene().items():
                if not item.isVisible():
                    continue
                if isinstance(item, QGraphicsSimpleTextItem):
                    add(f"scene {type(item).__name__}", item.text())
                elif isinstance(item, QGraphicsTextItem):
                    add(f"scene {type(item).__name__}", item.toPlainText())
    return found


def untranslated_texts(root: QWidget, allowed: set[str] = frozenset()) -> list[tuple[str, str]]:
    """The visible texts of ``root`` with words that did not go through translation."""
    return [(where, text) for where, text in visible_texts(root) if needs_translation(text, allowed)]


def clipped_texts(root: QWidget) -> list[tuple[str, str]]:
    """Labels and buttons whose text does not fit: a single-line label wider than its contents, a
    word-wrapped or rich-text label taller than its height, a push button narrower than its words, another
    button (check box, radio, tool button) narrower than its size hint."""
    clipped: list[tuple[str, str]] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel) and widget.text():
            if widget.wordWrap() or Qt.mightBeRichText(widget.text()):
                needed = widget.heightForWidth(widget.width()) if widget.wordWrap() else widget.sizeHint().height()
                too_small = needed > widget.height() + 1
            else:
                width = max(QFontMetrics(widget.font()).horizontalAdvance(line)
                            for line in widget.text().replace("&", "").split("\n"))
                too_small = width > widget.contentsRect().width() + 1
        elif isinstance(widget, QPushButton) and widget.text():
            # its words must fit inside it (a push button's size hint asks 80 px even for "0": a bidding
            # box's grid of narrow number buttons is fine)
            icon = widget.iconSize().width() + 4 if not widget.icon().isNull() else 0
            words = widget.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
            width = max(QFontMetricsF(widget.font()).horizontalAdvance(line) for line in words.split("\n"))
            too_small = width + icon > widget.contentsRect().width() - 4
        elif isinstance(widget, QAbstractButton) and widget.text():
            too_small = widget.sizeHint().width() > widget.width() + 1
        else:
            continue
        if too_small:
            clipped.append((f"{type(widget).__name__}({widget.objectName()})", widget.text()))
    return clipped
