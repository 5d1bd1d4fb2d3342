# PyInstaller's own PySide6.QtGui hook, minus what qt_trim.py lists (plugins and translations never loaded).
from PyInstaller.utils.hooks.qt import add_qt6_dependencies
from qt_trim import trim

hiddenimports, binaries, datas = trim(*add_qt6_dependencies(__file__))
