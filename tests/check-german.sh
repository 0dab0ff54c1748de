#!/bin/sh
# check-german.sh PROGRAM: run from the build tree under a German locale, the
# program speaks German (its .mo files are found in the build tree, not only
# under the install prefix). It runs as scripts/run starts it: in an environment
# of the locale alone, nothing of meson test's. Where the system has no
# de_DE.UTF-8 locale, one is compiled into a temporary LOCPATH (localedef, from
# Debian's locales).
set -u
prog=$1
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/german-locale.sh"
out=$(env -i PATH="$PATH" HOME="${HOME:-/}" ${LOCPATH:+LOCPATH="$LOCPATH"} \
        LANGUAGE=de LANG=de_DE.UTF-8 LC_ALL=de_DE.UTF-8 "$prog" --help 2>&1)
if printf '%s\n' "$out" | grep -q "SPIEL | ABBILDUNG | SPIELDATEI]"; then
  echo "ok: German from the build tree"; exit 0
fi
echo "FAIL: no German in:"; printf '%s\n' "$out"; exit 1
