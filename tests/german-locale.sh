# german-locale.sh, sourced by check-german.sh and check-cli-german.sh: where the system has no
# de_DE.UTF-8 locale, compile one into a temporary LOCPATH (localedef, from Debian's locales)
# and export LOCPATH; the caller's trap removes $tmp, which it made.
if ! locale -a 2>/dev/null | grep -qi '^de_DE\.utf-\?8$'; then
  mkdir -p "$tmp/locales"
  localedef -i de_DE -f UTF-8 "$tmp/locales/de_DE.UTF-8" 2>"$tmp/localedef.err" ||
    { echo "FAIL: cannot compile de_DE.UTF-8 (install Debian's locales):"
      cat "$tmp/localedef.err"; exit 1; }
  LOCPATH=$tmp/locales; export LOCPATH
fi
