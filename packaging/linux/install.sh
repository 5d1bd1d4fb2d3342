#!/bin/sh
# Install Card table for you alone (no root needed), from the unpacked archive:
#
#     ./install.sh                  the program to ~/.local/lib/cardgame-gui, a command ~/.local/bin/cardgame-gui,
#                                   the menu entry, the icons and the software-centre page under ~/.local/share
#     ./install.sh --uninstall      removes exactly those again (also: ~/.local/lib/cardgame-gui/install.sh --uninstall)
#
# PREFIX=/some/where ./install.sh installs under that folder instead of ~/.local.
set -eu

ID=cardgame_gui
APPSTREAM_ID=io.github.cardgame_gui.CardTable
NAME=cardgame-gui
ICON_SIZES="16 24 32 48 64 128 256 512"

here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-$HOME/.local}
app_dir=$prefix/lib/$NAME
bin=$prefix/bin/$NAME
desktop_file=$prefix/share/applications/$ID.desktop
icons=$prefix/share/icons/hicolor
metainfo=$prefix/share/metainfo/$APPSTREAM_ID.metainfo.xml

refresh_caches() {
    # Menus and icon themes notice new entries by themselves on most desktops; these help the rest.
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database "$prefix/share/applications" >/dev/null 2>&1 || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$icons/index.theme" ]; then
        gtk-update-icon-cache -q -t "$icons" >/dev/null 2>&1 || true
    fi
}

uninstall() {
    rm -rf "$app_dir"
    rm -f "$bin" "$desktop_file" "$metainfo"
    for size in $ICON_SIZES; do
        rm -f "$icons/${size}x${size}/apps/$ID.png"
    done
    rm -f "$icons/scalable/apps/$ID.svg"
    refresh_caches
    echo "Card table is uninstalled."
}

install() {
    if [ ! -x "$here/$NAME/$NAME" ]; then
        echo "install.sh: $here/$NAME/$NAME is missing: run this script from the unpacked archive." >&2
        exit 1
    fi
    case $app_dir in
        *'"'* | *'`'* | *'$'* | *'\'*)
            echo "install.sh: cannot write a menu entry for a folder named $app_dir" >&2
            exit 1 ;;
    esac
    # the program: a fresh copy, then the command as a link to it
    mkdir -p "$prefix/lib" "$prefix/bin" "$prefix/share/applications"
    rm -rf "$app_dir.new"
    cp -R "$here/$NAME" "$app_dir.new"
    cp "$here/install.sh" "$app_dir.new/install.sh"
    rm -rf "$app_dir"
    mv "$app_dir.new" "$app_dir"
    ln -sf "$app_dir/$NAME" "$bin"
    # the menu entry starts the program by its full path, so ~/.local/bin need not be on PATH
    sed -e "s|^Exec=.*|Exec=\"$app_dir/$NAME\"|" -e "s|^TryExec=.*|TryExec=$app_dir/$NAME|" \
        "$here/$ID.desktop" > "$desktop_file"
    for size in $ICON_SIZES; do
        mkdir -p "$icons/${size}x${size}/apps"
        cp "$here/icons/${ID}_$size.png" "$icons/${size}x${size}/apps/$ID.png"
    done
    mkdir -p "$icons/scalable/apps"
    cp "$here/icons/$ID.svg" "$icons/scalable/apps/$ID.svg"
    mkdir -p "$prefix/share/metainfo"
    cp "$here/$APPSTREAM_ID.metainfo.xml" "$metainfo"
    refresh_caches
    echo "Card table is installed: find it in your menu under Games, or run $bin"
    echo "To remove it: $app_dir/install.sh --uninstall"
}

case ${1:-} in
    "") install ;;
    --uninstall) uninstall ;;
    *) echo "usage: $0 [--uninstall]" >&2; exit 2 ;;
esac
