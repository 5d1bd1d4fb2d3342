# PyInstaller's own PySide6.QtNetwork hook, minus what qt_trim.py lists. The standard hook also adds the
# OpenSSL libraries on Windows and macOS (collect_qtnetwork_files); LAN play is plain TCP, so they are not
# collected here.
from PyInstaller.utils.hooks.qt import add_qt6_dependencies
from qt_trim import trim

hiddenimports, binaries, datas = trim(*add_qt6_dependencies(__file__))
