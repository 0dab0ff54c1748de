#!/bin/sh
# link-uninstalled.sh STAMP SOURCE_HELP LANGUAGES FIGURES PAGE...: the manual as a program of
# the build tree opens it (F1 in the window of scripts/run), one folder a language beside
# STAMP: uninstalled/C holds the English pages of the source tree (SOURCE_HELP/C), each other
# language of LANGUAGES its pages merged in the build tree (help/LANG), and each folder the
# figures drawn in help/figures; as Yelp finds them installed, where help:wythoff-lattice
# names share/help/LANG/wythoff-lattice. Symbolic links, not copies: a page edited in the
# source tree is read as it is now, and a page or figure built again is the one read.
# Yelp opens a folder by its path (ghelp:/FOLDER), so the window needs nothing installed.
set -eu
stamp=$1 source=$2 languages=$3 figures=$4
shift 4
top=$(dirname "$stamp")/uninstalled
rm -rf "$top"
for lang in $languages; do
  mkdir -p "$top/$lang/figures"
  for page in "$@"; do
    if [ "$lang" = C ]; then
      ln -s "$source/C/$page" "$top/$lang/$page"
    else
      ln -s "../../$lang/$page" "$top/$lang/$page"
    fi
  done
  for figure in $figures; do
    ln -s "../../../figures/$figure" "$top/$lang/figures/$figure"
  done
done
touch "$stamp"
