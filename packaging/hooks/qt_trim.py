"""What of PySide6-Essentials the frozen app leaves out: shared by the hook-PySide6.Qt*.py files here.

PyInstaller's own PySide6 hooks collect every plugin of each plugin type a Qt module may use, every Qt
translation, and (for the platform themes) the system GTK stack the GTK theme plugin links to. This app
loads none of the following, so the hooks in this folder (which take priority over PyInstaller's) call the
standard collection and drop them *before* PyInstaller follows their library dependencies:

- display back ends other than X11, Wayland (xdg-shell) and offscreen (the smoke test), and on Windows and
  macOS the native ones (which are not matched here);
- image formats other than SVG (card art) and ICO; PNG (icons) needs no plugin;
- the GTK platform theme (pulls ~25 MB of system GTK/cairo/pango into the bundle; Qt falls back to its
  own Fusion look and to the XDG portal for file dialogs), the virtual keyboard (pulls QtQuick);
- TLS and network-information back ends (LAN play is plain TCP on the local network);
- every Qt translation but ``qtbase_<lang>.qm`` of the app's languages (``i18n.install`` loads it: OK,
  Cancel, the file dialogs' words); the other catalogues (Qt Help, Designer, QML, the ``qt_<lang>.qm``
  bundles of them) and the other languages are never loaded.
"""

import re

DROPPED_PLUGINS = re.compile(
    r"plugins[/\\]("
    r"platforms[/\\]\w*q(eglfs|linuxfb|minimal|minimalegl|vnc|vkkhrdisplay)\.\w+$"
    r"|imageformats[/\\]\w*q(gif|jpeg|tiff|webp|wbmp|tga|icns|pdf)\.\w+$"
    r"|platformthemes[/\\]\w*qgtk3\.\w+$"
    r"|platforminputcontexts[/\\][\w.]*virtualkeyboard[\w.]*$"
    r"|wayland-shell-integration[/\\]\w*(fullscreen-shell|ivi-shell|qt-shell|wl-shell)[-\w]*\.\w+$"
    r"|wayland-graphics-integration-client[/\\][-\w]*-server\.\w+$"
    r"|(egldeviceintegrations|generic|networkinformation|networkaccess|tls)[/\\]"
    r")"
)
APP_LANGUAGES = ("en", "de", "nl", "fr", "es")  # cardgame_gui.i18n.LANGUAGES (tests/packaging checks they agree)
DROPPED_DATA = re.compile(r"[/\\]translations[/\\]?$|[/\\]translations[/\\](?!qtbase_(%s)\.qm$)[^/\\]+\.qm$"
                          % "|".join(APP_LANGUAGES))


def trim(hiddenimports, binaries, datas):
    """The standard hook's result without the plugins and data listed above."""
    binaries = [entry for entry in binaries if not DROPPED_PLUGINS.search(entry[0].replace("\\", "/"))]
    datas = [entry for entry in datas if not DROPPED_DATA.search(entry[0])]
    return hiddenimports, binaries, datas
