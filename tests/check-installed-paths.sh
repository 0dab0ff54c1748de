#!/bin/sh
# check-installed-paths.sh BUILD_DIR SOURCE_DIR: no installed file names the folder it was
# built in or its source folder (reproducible builds: two builds in different folders give the
# same files; a distribution's reviewer flags such paths). meson install --strip (as a
# package's build strips the debug information, whose compilation folder is no finding) into
# a temporary DESTDIR, then every file, binaries and typelib included, is searched for both
# strings. The programs of the build tree find the build tree by a file of its own
# (wythoff-uninstalled.ini), which is not installed.
set -eu
build=$1 source=$2
fail () { echo "check-installed-paths: $*" >&2; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
meson install -C "$build" --no-rebuild --quiet --strip --destdir "$tmp/root" >"$tmp/log" 2>&1 \
  || { cat "$tmp/log"; fail "meson install failed"; }
# the search must have something to search: the programs and the library, at the least
elves=$(find "$tmp/root" -type f -exec sh -c 'head -c 4 "$1" | grep -q "^.ELF"' sh {} \; -print | wc -l)
[ "$elves" -ge 2 ] || fail "meson install put $elves ELF files in the DESTDIR"
files=$(find "$tmp/root" -type f | wc -l)
status=0
# each as meson names it (absolute) and without symbolic links
dirs=$(printf '%s\n' "$build" "$source" "$(cd "$build" && pwd -P)" "$(cd "$source" && pwd -P)" | sort -u)
while IFS= read -r dir; do
  if grep -rlF -e "$dir" "$tmp/root" >"$tmp/found"; then
    echo "check-installed-paths: these installed files name $dir:" >&2
    sed "s#^$tmp/root#    #" "$tmp/found" >&2
    status=1
  fi
done <<EOF
$dirs
EOF
[ "$status" = 0 ] && echo "check-installed-paths: $files installed files ($elves ELF), none names the build or source folder"
exit "$status"
