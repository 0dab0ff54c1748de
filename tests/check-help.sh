#!/bin/sh
# check-help.sh pages HELP_C PAGE...: the user manual's Mallard pages (yelp-check, of
#   yelp-tools): every page of HELP_C is listed in help/meson.build (an unlisted one is not
#   installed), each is valid, no link is broken, no page is an orphan (reached from
#   index.page by its guide links alone) and each page's id is its file's name.
# check-help.sh install BUILD_DIR HELP_DIR HELP_C PAGE...: meson install (the pages' tag,
#   doc) into a temporary DESTDIR puts exactly those pages, as written, in HELP_DIR
#   (PREFIX/share/help/C/wythoff-lattice), where Yelp finds help:wythoff-lattice.
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

case $mode in
  pages)
    c=$1; shift
    command -v yelp-check >/dev/null || fail "yelp-check missing: apt-get install yelp-tools"
    listed_are_all "$c" "$@"
    cd "$c"
    yelp-check validate --strict "$@" || fail "a page is not valid Mallard"
    out=$(yelp-check links "$@") || fail "broken links (page: target): $out"
    [ -z "$out" ] || fail "broken links (page: target): $out"
    out=$(yelp-check orphans "$@") || fail "orphan pages: $out"
    [ -z "$out" ] || fail "orphan pages: $out"
    out=$(yelp-check ids "$@") || fail "ids other than the file names: $out"
    [ -z "$out" ] || fail "ids other than the file names: $out"
    echo "check-help: $# pages valid, linked, none an orphan" ;;
  install)
    build=$1; helpdir=$2; c=$3; shift 3
    tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
    meson install -C "$build" --no-rebuild --quiet --destdir "$tmp" --tags doc >"$tmp.log" 2>&1 \
      || { cat "$tmp.log"; rm -f "$tmp.log"; fail "meson install failed"; }
    rm -f "$tmp.log"
    [ -d "$tmp$helpdir" ] || fail "nothing installed in $helpdir"
    listed_are_all "$tmp$helpdir" "$@"
    for name in "$@"; do
      cmp -s "$c/$name" "$tmp$helpdir/$name" || fail "$helpdir/$name differs from help/C/$name"
    done
    echo "check-help: $# pages installed in $helpdir" ;;
  *) fail "unknown mode $mode" ;;
esac
