#!/bin/sh
# check-help.sh pages HELP_C SRC PAGE...: the user manual's Mallard pages (yelp-check, of
#   yelp-tools): every page of HELP_C is listed in help/meson.build (an unlisted one is not
#   installed), each is valid, no link is broken, no page is an orphan (reached from
#   index.page by its guide links alone) and each page's id is its file's name; every <gui>
#   and <key> they name is a label of the window's sources (a template of SRC, the source
#   tree, by check-po.sh) and every item of the main menu (SRC/src/app/wy-window.ui) and
#   every game of the family drop-down (SRC/src/core/wy-family.c) is named by a page, and
#   every key they name is one of the window's (SRC/src/app/wy-shortcuts.c;
#   check-help-labels.py).
# check-help.sh translation HELP LANG BUILT UI_PO PAGE...: the manual in LANG (a language of
#   help/LINGUAS): HELP/LANG/LANG.po translates every message of a fresh template of the
#   English pages (itstool), none untranslated or fuzzy (an English page changed since is a
#   message left in English); the pages the build merged from it (BUILT, the build tree's
#   help/LANG) are valid Mallard with no broken link and their files' ids; and every <gui>
#   and <key> they name is what the window in LANG shows (check-help-labels.py, against
#   UI_PO, the window's catalogue po/LANG.po).
# check-help.sh install BUILD_DIR HELP_ROOT HELP LANGS FIGURES PAGE...: meson install (the
#   pages' tag, doc) into a temporary DESTDIR puts exactly those pages in
#   HELP_ROOT/L/wythoff-lattice for each L of LANGS ("C de"; HELP_ROOT is PREFIX/share/help),
#   where Yelp finds help:wythoff-lattice: the C pages as written in HELP/C, a translation's as
#   the build merged them in BUILD_DIR/help/L; and beside them the figures the build drew
#   (FIGURES, names in figures/): every <media> of every page is there (yelp-check media), a
#   whole PNG of sensible size with a text alternative, each figure named by a page
#   (check-help-media.py).
set -eu
mode=$1; shift
fail () { echo "check-help: $*" >&2; exit 1; }

listed_are_all () {   # the listed pages, against the folder's
  dir=$1; shift
  for f in "$dir"/*.page; do
    name=$(basename "$f")
    case " $* " in *" $name "*) ;; *) fail "$name is in $dir but not listed in help/meson.build";; esac
  done
  for name in "$@"; do [ -f "$dir/$name" ] || fail "$dir/$name is listed but missing"; done
}

# linked WHERE PAGE...: the pages of this folder link to pages that are there, and each
# page's id is its file's name (WHERE, such as " in de", goes into the message).
linked () {
  where=$1; shift
  out=$(yelp-check links "$@") || fail "broken links$where (page: target): $out"
  [ -z "$out" ] || fail "broken links$where (page: target): $out"
  out=$(yelp-check ids "$@") || fail "ids other than the file names$where: $out"
  [ -z "$out" ] || fail "ids other than the file names$where: $out"
}

case $mode in
  pages)
    c=$1; src=$2; shift 2
    command -v yelp-check >/dev/null || fail "yelp-check missing: apt-get install yelp-tools"
    listed_are_all "$c" "$@"
    here=$(cd "$(dirname "$0")" && pwd)
    tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
    sh "$here/check-po.sh" "$src" --template "$tmp/template.pot" || fail "no template of $src"
    cd "$c"
    yelp-check validate --strict "$@" || fail "a page is not valid Mallard"
    linked "" "$@"
    out=$(yelp-check orphans "$@") || fail "orphan pages: $out"
    [ -z "$out" ] || fail "orphan pages: $out"
    python3 "$here/check-help-labels.py" "$tmp/template.pot" --menu "$src/src/app/wy-window.ui" \
      --families "$src/src/core/wy-family.c" --shortcuts "$src/src/app/wy-shortcuts.c" "$@" \
      || fail "the pages name what the window does not show, or miss what it offers"
    echo "check-help: $# pages valid, linked, none an orphan, naming the window's labels" ;;
  translation)
    help=$1; lang=$2; built=$3; ui_po=$4; shift 4
    po=$help/$lang/$lang.po
    [ -f "$po" ] || fail "$po missing (help/LINGUAS names $lang)"
    tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
    (cd "$help/C" && itstool -o "$tmp/template.pot" "$@") || fail "itstool could not read the pages"
    msgmerge --quiet --no-fuzzy-matching -o "$tmp/$lang.po" "$po" "$tmp/template.pot"
    stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$tmp/$lang.po" 2>&1) \
      || fail "$po: $stats"
    echo "check-help: $po: $stats"
    if echo "$stats" | grep -qE "fuzzy|untranslated"; then
      for which in --untranslated --only-fuzzy; do   # the messages left, one a line
        msgattrib $which --no-obsolete --no-wrap "$tmp/$lang.po" | grep '^msgid ' | grep -v '^msgid ""$' >&2 || true
      done
      fail "$po does not translate every message of the English pages"
    fi
    [ -d "$built" ] || fail "$built missing: build first (ninja)"
    listed_are_all "$built" "$@"
    for name in "$@"; do
      for src in "$po" "$help/C/$name"; do
        [ -n "$(find "$built/$name" -newer "$src")" ] || fail "$built/$name is older than $src: build first (ninja)"
      done
    done
    labels=$(cd "$(dirname "$0")" && pwd)/check-help-labels.py
    cd "$built"
    yelp-check validate --strict "$@" || fail "a page in $lang is not valid Mallard"
    linked " in $lang" "$@"
    python3 "$labels" "$ui_po" "$@" || fail "the pages in $lang name what the window does not show"
    echo "check-help: $# pages in $lang valid, linked, naming the window's labels" ;;
  install)
    build=$1; root=$2; help=$3; langs=$4; figures=$5; shift 5
    media=$(cd "$(dirname "$0")" && pwd)/check-help-media.py
    tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
    meson install -C "$build" --no-rebuild --quiet --destdir "$tmp" --tags doc >"$tmp.log" 2>&1 \
      || { cat "$tmp.log"; rm -f "$tmp.log"; fail "meson install failed"; }
    rm -f "$tmp.log"
    for lang in $langs; do
      helpdir=$root/$lang/wythoff-lattice
      if [ "$lang" = C ]; then from=$help/C; else from=$build/help/$lang; fi
      [ -d "$tmp$helpdir" ] || fail "nothing installed in $helpdir"
      listed_are_all "$tmp$helpdir" "$@"
      for name in "$@"; do
        cmp -s "$from/$name" "$tmp$helpdir/$name" || fail "$helpdir/$name differs from $from/$name"
      done
      out=$(cd "$tmp$helpdir" && yelp-check media "$@") || fail "yelp-check media failed in $helpdir"
      [ -z "$out" ] || fail "media missing in $helpdir (page: file): $out"
      python3 "$media" "$tmp$helpdir" "$figures" "$@" || fail "the figures in $helpdir"
      echo "check-help: $# pages installed in $helpdir, with their figures"
    done
    for dir in "$tmp$root"/*; do   # a language installed is one checked
      lang=$(basename "$dir")
      case " $langs " in *" $lang "*) ;; *) fail "$root/$lang is installed but not checked";; esac
    done ;;
  *) fail "unknown mode $mode" ;;
esac
