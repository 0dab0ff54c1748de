#!/bin/sh
# check-po.sh SRCDIR LANG: the translation covers every current string (nothing untranslated
# or fuzzy after merging a fresh template). Works in a temporary directory.
# check-po.sh SRCDIR --template FILE: only write that fresh template (the English labels the
# manual's check-help-labels.py compares help/C with).
set -eu
src=$1; lang=$2
case $lang in --template) out=$(realpath -m "$3");; esac
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cd "$src"
# every source with a translatable string is in POTFILES.in (a string of a file left out
# would be dropped from the template and lose its translation)
missing=$(find src -name '*.c' -o -name '*.h' -o -name '*.ui' | sort \
  | xargs grep -lE '(^|[^A-Za-z0-9_])N?_\("|translatable="yes"' 2>/dev/null \
  | while read -r f; do grep -qxF "$f" po/POTFILES.in || echo "$f"; done)
if [ -n "$missing" ]; then
  echo "po/POTFILES.in misses files with translatable strings:"; echo "$missing"; exit 1
fi
# a format macro inside a translatable string (_("... %" G_GUINT64_FORMAT " ...")) cuts it
# at the macro for xgettext: the rest of the message is never translated
cut=$(grep -rnE '(^|[^A-Za-z0-9_])N?_\("([^"\\]|\\.)*%"[[:space:]]*G_G' src || true)
if [ -n "$cut" ]; then
  echo "translatable strings cut by a format macro (print the number with %llu and a cast):"
  echo "$cut"; exit 1
fi
xgettext --from-code=UTF-8 --add-comments --package-name=wythoff-lattice \
  --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dngettext:2,3 --keyword=g_dcgettext:2 --keyword=g_dpgettext2:2c,3 \
  --files-from=po/POTFILES.in -o "$tmp/template.pot" 2>"$tmp/xgettext.log" || { cat "$tmp/xgettext.log"; exit 1; }
if [ "$lang" = --template ]; then cp "$tmp/template.pot" "$out"; exit 0; fi
msgmerge --quiet --no-fuzzy-matching -o "$tmp/$lang.po" "po/$lang.po" "$tmp/template.pot"
stats=$(msgfmt --check --statistics -o /dev/null "$tmp/$lang.po" 2>&1)
echo "po/$lang.po: $stats"
if echo "$stats" | grep -qE "fuzzy|untranslated"; then
  msgattrib --untranslated --no-obsolete "$tmp/$lang.po" | grep '^msgid' | tail -n +2
  exit 1
fi
