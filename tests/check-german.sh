#!/bin/sh
# check-german.sh PROGRAM: run from the build tree under a German locale, the
# program speaks German (its .mo files are found in the build tree, not only
# under the install prefix). Skipped (77) where the system has no German locale.
prog=$1
locale -a 2>/dev/null | grep -qi '^de_DE\.utf-\?8$' || { echo "no de_DE.UTF-8 locale: skipped"; exit 77; }
out=$(LANGUAGE=de LANG=de_DE.UTF-8 LC_ALL=de_DE.UTF-8 "$prog" --help 2>&1)
if printf '%s\n' "$out" | grep -q "SPIEL | ABBILDUNG.png"; then
  echo "ok: German from the build tree"; exit 0
fi
echo "FAIL: no German in:"; printf '%s\n' "$out"; exit 1
