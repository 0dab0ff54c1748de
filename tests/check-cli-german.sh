#!/bin/sh
# check-cli-german.sh WYTHOFF SOURCE_DIR [COMPLETION]: the command speaks the user's language
# on stderr and in --help, and its machine output (text fields, CSV, JSON, a figure's
# provenance, lists) stays English and the same bytes in every locale.
# - The program of the build tree reads the build tree's catalogue (_build/po, found by
#   wythoff-uninstalled.ini as the window finds it): a core message de.po translates comes out
#   German under LANGUAGE=de.
# - The command's own words are marked: the template xgettext makes of po/POTFILES.in holds
#   them, with c-format where they have a conversion.
# - A copy of the program beside a marker of its own reads a pseudo-German catalogue that
#   translates every msgid of the template ("DE:" before each line): --help and an error come out
#   "translated", and the machine output is byte for byte that of LANG=C.
# - With COMPLETION, the bash completion under that catalogue still reads the English --help.
set -u
wythoff=$1 source=$2 completion=${3-}
fail () { echo "FAIL: $*"; exit 1; }
case $wythoff in /*) ;; *) wythoff=$PWD/$wythoff ;; esac
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/german-locale.sh"
# in an empty environment, from another folder, as a person runs it
english () { (cd "$tmp/run" && env -i PATH="$PATH" HOME="$tmp" LANG=C.UTF-8 "$@"); }
german () {
  (cd "$tmp/run" && env -i PATH="$PATH" HOME="$tmp" ${LOCPATH:+LOCPATH="$LOCPATH"} \
     LANGUAGE=de LANG=de_DE.UTF-8 "$@")
}
mkdir "$tmp/run"

# 1. the build tree's catalogue: "a=x is not an integer" of the rule parser, in German
german "$wythoff" ppos wyt:a=x --size 5 >/dev/null 2>"$tmp/err" && fail "wyt:a=x accepted"
grep -q "ist keine ganze Zahl" "$tmp/err" ||
  fail "the uninstalled command does not read _build/po: $(cat "$tmp/err")"
echo "ok: a core message in German from the build tree's catalogue"
# a game file's reader speaks it too (its messages were English in every locale)
printf '[Game]\nVersion=1\nName=Bad Name\n' > "$tmp/run/bad.wygame"
german "$wythoff" library check bad.wygame >/dev/null 2>"$tmp/err"
grep -q "bad.wygame:3: \[Game\] Name: »Bad Name« muss mit einem Kleinbuchstaben" "$tmp/err" ||
  fail "a game file's error is not German: $(cat "$tmp/err")"
echo "ok: a game file's error in German"

# 2. the template holds the command's words
(cd "$source" && xgettext --from-code=UTF-8 --keyword=_ --keyword=N_ --keyword=C_:1c,2 \
   --keyword=NC_:1c,2 --keyword=g_dngettext:2,3 --files-from=po/POTFILES.in \
   -o "$tmp/template.pot") 2>"$tmp/xgettext.err" || { cat "$tmp/xgettext.err"; fail "xgettext"; }
for id in "The status, elimination step and winning moves of one position." \
          "unknown command '%s': choose %s (see wythoff --help)" \
          "Board side (default: just holds POS)" \
          "--format %s is not available here%s: choose %s"; do
  grep -qxF "msgid \"$id\"" "$tmp/template.pot" || fail "not in the template: $id"
done
# every msgid of src/cli with a conversion is flagged c-format (msgfmt checks its translations)
awk '/^#: .*src\/cli\// {cli = 1} /^#,.*[ ,]c-format/ {fmt = 1} /^msgid / {id = $0; on = 1; next}
     on && /^"/ {id = id $0; next}
     on {if (cli && !fmt && id ~ /%[-+ #0-9.]*(l|ll|z|h)?[sdugxc]/) print id; cli = fmt = on = 0}' \
  "$tmp/template.pot" >"$tmp/unflagged"
[ -s "$tmp/unflagged" ] && fail "msgids without c-format: $(cat "$tmp/unflagged")"
echo "ok: $(awk '/^#: .*src\/cli\// {n++; while (getline > 0 && /^#/) ;} END {print n}' \
  "$tmp/template.pot") msgids of src/cli in the template"

# 3. a pseudo-German catalogue of every msgid, read by a copy of the program
mkdir -p "$tmp/bin/po/de/LC_MESSAGES"
cp "$wythoff" "$tmp/bin/wythoff"
printf '[Uninstalled]\nBuildDir=%s\nSourceDir=%s\n' "$tmp/bin" "$source" \
  >"$tmp/bin/wythoff-uninstalled.ini"
python3 "$(dirname "$0")/pseudo-po.py" "$tmp/template.pot" "$tmp/de.po" || fail "pseudo-po.py"
msgfmt --check -o "$tmp/bin/po/de/LC_MESSAGES/wythoff-lattice.mo" "$tmp/de.po" ||
  fail "the pseudo catalogue does not compile"
pseudo=$tmp/bin/wythoff

# the same bytes on stdout under both
same () {
  english "$pseudo" "$@" >"$tmp/c.out" 2>"$tmp/c.err" || fail "$*: $(cat "$tmp/c.err")"
  german "$pseudo" "$@" >"$tmp/de.out" 2>"$tmp/de.err" || fail "$* (de): $(cat "$tmp/de.err")"
  cmp -s "$tmp/c.out" "$tmp/de.out" ||
    fail "$*: the output differs in German: $(diff "$tmp/c.out" "$tmp/de.out" | head -5)"
}
same ppos wyt:a=1,b=2 --size 40
same ppos wythoff --size 20 --format csv
same ppos wythoff --size 20 --format json
same moves wythoff 4,7
same moves wythoff 4,7 --format json
same moves wythoff 10,3 --size 5000 --format json
same moves 'pile:rule=(d<=3)' 9 --format json
same moves wythoff:heaps=3 1,2,3 --format json
same moves nimpq:a=2,b=2,p=2,q=2 3,4 --format json
same moves wythoff:block=2 4,6 --format json
same table wythoff --count 6 --format latex
same steps wyt:a=2 --size 8 --format csv
same grundy wythoff --size 8
same grundy wythoff --value 3 --size 100 --format json
same sum wythoff 3,5 nim 4,4
same sum wythoff 3,5 nim 4,4 --format json
same periods nim --rows 3 --upto 40
same classes wythoff --upto 3 --size 100 --format json
same beams wythoff --size 100
same sequence wythoff ppos-x --count 10 --format json
same numeration gamma:i=1,s=2,t=3 12
same numeration gamma:i=1,s=2,t=3 12 --format json
same library list
same library show fraenkel-2 --format json
same library check fraenkel-2 --format json
same figure --list
same check mark --upto 64
same limit wythoff --count 50
same automaton wythoff
same automaton wythoff --format json
same sweep 'wyt:a={1..2}' --question n-ppos --size 20
# a figure without words (the outcome view) is the same file; a PNG's provenance, its text
# chunks, is the same in any view (a legend is drawn in the user's language, as the window's)
for f in c.svg de.svg c.png de.png; do rm -f "$tmp/run/$f"; done
english "$pseudo" export wythoff --size 12 -o c.svg && german "$pseudo" export wythoff --size 12 \
  -o de.svg && cmp -s "$tmp/run/c.svg" "$tmp/run/de.svg" || fail "the SVG differs in German"
english "$pseudo" export wythoff --size 12 --view elimination --step 2 -o c.png &&
  german "$pseudo" export wythoff --size 12 --view elimination --step 2 -o de.png ||
  fail "export to PNG"
python3 - "$tmp/run/c.png" "$tmp/run/de.png" <<'PY' || fail "the PNG's provenance differs in German"
import struct, sys
def text_chunks(path):
    data, out = open(path, "rb").read()[8:], []
    while data:
        n, kind = struct.unpack(">I4s", data[:8])
        if kind in (b"tEXt", b"iTXt", b"zTXt"):
            out.append(data[8:8 + n])
        data = data[12 + n:]
    return out
c, de = text_chunks(sys.argv[1]), text_chunks(sys.argv[2])
sys.exit(0 if c and c == de else 1)
PY
echo "ok: the machine output is the same bytes under LANG=C and a German catalogue of every msgid"

# an error and --help, translated (stderr and --help are for people)
german "$pseudo" ppos wythoff --size 0 >/dev/null 2>"$tmp/err" && fail "--size 0 accepted"
grep -q "^wythoff: DE:" "$tmp/err" || fail "the error is not translated: $(cat "$tmp/err")"
german "$pseudo" bogus >/dev/null 2>"$tmp/err"
grep -q "^wythoff: DE:unknown command 'bogus'" "$tmp/err" ||
  fail "the unknown command is not translated: $(cat "$tmp/err")"
german "$pseudo" moves --help >"$tmp/help" 2>&1 || fail "moves --help"
for line in "DE:The status, elimination step and winning moves of one position." \
            "DE:Board side (default: just holds POS)"; do
  grep -qF "$line" "$tmp/help" || fail "moves --help lacks '$line': $(cat "$tmp/help")"
done
german "$pseudo" --help >"$tmp/help" 2>&1 || fail "--help"
grep -qF "DE:every P-position below S, by y then x" "$tmp/help" ||
  fail "wythoff --help is not translated: $(head -5 "$tmp/help")"
echo "ok: an error and --help in the catalogue's words"

[ -n "$completion" ] || exit 0
# the completion reads --help's headings and arg names: asked in English whatever the locale
env -i PATH="$PATH" HOME="$tmp" ${LOCPATH:+LOCPATH="$LOCPATH"} LANGUAGE=de LANG=de_DE.UTF-8 \
  bash -c '. /usr/share/bash-completion/bash_completion && . "$1" && p=$2 &&
    _wythoff_commands "$p" | grep -qx moves && _wythoff_options "$p" moves | grep -qx -- --size= &&
    _wythoff_file_option "$p" export -o && _wythoff_library_actions "$p" | grep -qx check &&
    _wythoff_option_values "$p" moves --format | grep -qx json' sh "$completion" "$pseudo" ||
  fail "the completion does not complete under the German catalogue"
echo "ok: the completion reads the English --help under the German catalogue"
