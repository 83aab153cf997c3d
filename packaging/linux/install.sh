#!/bin/sh
# Install the built program for the current user (no root needed), or remove it:
#
#   packaging/linux/install.sh [BUILT_FOLDER]     # default: dist/mordheim-roster
#   dist/mordheim-roster/install.sh               # the copy build.py puts in the built folder
#   .../install.sh --uninstall
#
# Puts the program in ~/.local/lib/mordheim-roster, a link in ~/.local/bin, the menu entry
# in ~/.local/share/applications, the icons in ~/.local/share/icons/hicolor and the AppStream
# file in ~/.local/share/metainfo. With XDG_DATA_HOME set, all of it moves together: the data
# files into $XDG_DATA_HOME, the program and the link beside it (XDG_DATA_HOME=/x/share: /x/lib
# and /x/bin; any other folder: its lib/ and bin/ subfolders); XDG_BIN_HOME chooses the link's
# folder. Uninstall with the same variables. Any home folder works, spaces and all. The roster
# database is not touched, by installing or by --uninstall: it lives in the program's data
# folder (~/.local/share/mordheim-roster/roster.sqlite3).
set -eu

NAME=mordheim-roster
APP_ID=io.github.mordheim_roster.MordheimRoster
HERE=$(cd "$(dirname "$0")" && pwd)
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
case $DATA in
    */share | */share/) PREFIX=$(dirname "$DATA") ;;
    *) PREFIX=$DATA ;;
esac
BIN_DIR=${XDG_BIN_HOME:-$PREFIX/bin}
TARGET=$PREFIX/lib/$NAME

# A path as one argument of a desktop file's Exec key: in double quotes, with \ " ` $ escaped
# (the quoting rule), then every backslash doubled (the string rule) and % doubled (field codes).
exec_argument() {
    printf '%s\n' "$1" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g' \
        -e 's/^/"/' -e 's/$/"/'
}

# A path as a desktop file's string value (TryExec): backslashes doubled.
string_value() {
    printf '%s\n' "$1" | sed -e 's/\\/\\\\/g'
}

refresh() {
    command -v update-desktop-database >/dev/null 2>&1 &&
        update-desktop-database -q "$DATA/applications" 2>/dev/null || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 &&
        gtk-update-icon-cache -q -t "$DATA/icons/hicolor" 2>/dev/null || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$TARGET"
    rm -f "$BIN_DIR/$NAME" "$DATA/applications/$NAME.desktop" \
        "$DATA/metainfo/$APP_ID.metainfo.xml" "$DATA/icons/hicolor/scalable/apps/$NAME.svg"
    for icon in "$DATA"/icons/hicolor/*/apps/$NAME.png; do
        [ -e "$icon" ] && rm -f "$icon"
    done
    refresh
    echo "Removed $NAME (your roster database was left where it is)."
    exit 0
fi

if [ -x "$HERE/$NAME" ]; then
    SOURCE=$HERE
else
    SOURCE=${1:-$HERE/../../dist/$NAME}
fi
SOURCE=$(cd "$SOURCE" && pwd)
if [ ! -x "$SOURCE/$NAME" ]; then
    echo "No built program in $SOURCE: run packaging/build.py first." >&2
    exit 1
fi
if [ "$SOURCE" = "$TARGET" ]; then
    echo "$NAME is already installed in $TARGET." >&2
    exit 1
fi
ICONS=$SOURCE/_internal/resources/icons

rm -rf "$TARGET"
mkdir -p "$TARGET" "$BIN_DIR" "$DATA/applications" "$DATA/metainfo" \
    "$DATA/icons/hicolor/scalable/apps"
cp -a "$SOURCE/." "$TARGET/"
ln -sf "$TARGET/$NAME" "$BIN_DIR/$NAME"

# The menu entry runs the program by its full path: ~/.local/bin is not on every desktop's PATH.
EXEC_LINE="Exec=$(exec_argument "$TARGET/$NAME")"
TRY_EXEC_LINE="TryExec=$(string_value "$TARGET/$NAME")"
while IFS= read -r line || [ -n "$line" ]; do
    case $line in
        Exec=*) printf '%s\n' "$EXEC_LINE" ;;
        TryExec=*) printf '%s\n' "$TRY_EXEC_LINE" ;;
        *) printf '%s\n' "$line" ;;
    esac
done <"$HERE/$NAME.desktop" >"$DATA/applications/$NAME.desktop"
cp "$HERE/$APP_ID.metainfo.xml" "$DATA/metainfo/"
cp "$ICONS/$NAME.svg" "$DATA/icons/hicolor/scalable/apps/"
for png in "$ICONS"/hicolor/*/apps/$NAME.png; do
    size_dir=$(basename "$(dirname "$(dirname "$png")")")
    mkdir -p "$DATA/icons/hicolor/$size_dir/apps"
    cp "$png" "$DATA/icons/hicolor/$size_dir/apps/"
done
refresh

echo "Installed $NAME into $TARGET"
echo "Start it from the menu (Games), or run: $BIN_DIR/$NAME"
