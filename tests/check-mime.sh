#!/bin/sh
# check-mime.sh MIME_XML DESKTOP_FILE: the game files' MIME type as a distribution installs it:
# the shared-mime-info XML is well formed, update-mime-database takes it (in a temporary
# database) and maps *.wygame to application/x-wythoff-game, its comment is in German too,
# and the desktop entry says that the window opens it.
set -eu
xml=$1; desktop=$2
type=application/x-wythoff-game
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail () { echo "check-mime: $*" >&2; exit 1; }

xmllint --noout "$xml" || fail "$xml is not well formed"
mkdir -p "$tmp/mime/packages"
cp "$xml" "$tmp/mime/packages/"
XDG_DATA_DIRS="$tmp" update-mime-database "$tmp/mime" 2>"$tmp/err" || { cat "$tmp/err"; fail "update-mime-database refused it"; }
[ ! -s "$tmp/err" ] || { cat "$tmp/err"; fail "update-mime-database warned"; }
grep -qx "$type:\*.wygame" "$tmp/mime/globs" || fail "no glob *.wygame for $type"
[ -s "$tmp/mime/application/x-wythoff-game.xml" ] || fail "no entry of $type in the database"
grep -q "<comment xml:lang=\"de\">" "$tmp/mime/application/x-wythoff-game.xml" \
  || fail "the comment of $type has no German translation"
grep -q "^MimeType=.*$type;" "$desktop" || fail "$desktop does not name $type in MimeType="
echo "check-mime: $type (*.wygame) registered; $desktop opens it"
