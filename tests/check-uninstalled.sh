#!/bin/sh
# check-uninstalled.sh WYTHOFF SOURCE_DIR [webm]: the command of the build tree, run by hand in
# an empty environment (no WY_GAMES_DIR, no WY_WEBM_MODULE, from another folder), reads the
# source tree's game library, and with webm writes a WebM through the build tree's video
# module: a program of the build tree finds both trees by itself (src/core/wy-uninstalled.c),
# with nothing compiled in that the installed one would carry (the test installed-paths).
set -u
wythoff=$1 source=$2 webm=${3-}
fail () { echo "FAIL: $*"; exit 1; }
case $wythoff in /*) ;; *) wythoff=$PWD/$wythoff ;; esac
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
plain () { (cd "$tmp" && env -i PATH="$PATH" HOME="$tmp" LANG=C.UTF-8 "$@"); }

plain "$wythoff" library list >"$tmp/list" 2>"$tmp/err" || { cat "$tmp/err"; fail "library list"; }
want=$(for f in "$source"/data/games/*.wygame; do [ -f "$f" ] && basename "$f" .wygame; done)
got=$(awk '{print $1}' "$tmp/list" | sort)
[ -n "$want" ] || fail "no game file in $source/data/games"
[ "$got" = "$(printf '%s\n' "$want" | sort)" ] ||
  fail "library list names other games than $source/data/games: $(cat "$tmp/list")"
echo "ok: the source tree's $(printf '%s\n' "$want" | wc -l) games, uninstalled"

if [ "$webm" = webm ]; then
  plain "$wythoff" export wyt:a=1,b=2 --size 12 --all-steps -o fig.webm 2>"$tmp/err" ||
    { cat "$tmp/err"; fail "the build tree's video module was not found"; }
  [ -s "$tmp/fig.webm" ] || fail "no WebM written"
  echo "ok: a WebM through the build tree's video module, uninstalled"
fi
