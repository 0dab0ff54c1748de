#!/bin/sh
# check-memory-limits.sh WYTHOFF: under address-space limits (ulimit -v) a
# command answers, or says in one line that the memory is not there and
# exits with 2: never GLib-ERROR, a signal or a crash inside a library we
# call (fontconfig, GStreamer), and an export leaves no hidden temporary
# file and no partial figure behind.
wythoff=$1
dir=$(mktemp -d) || exit 1
err=$(mktemp) || exit 1
trap 'rm -rf "$dir" "$err"' EXIT
fail=0

# run KIB WANT ARGS...: WANT is "2" (must refuse) or "any" (0 or 2)
run () {
  kib=$1; want=$2; shift 2
  ( ulimit -v "$kib" && exec timeout -k 5 120 "$wythoff" "$@" ) >/dev/null 2>"$err"
  rc=$?
  lines=$(grep -c . "$err")
  echo "ulimit -v $kib, $*: exit $rc: $(head -c 300 "$err" | tr '\n' '|')"
  if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then
    echo "FAIL: it did not end within 120 s"; fail=1
  elif [ "$rc" != 2 ] && { [ "$want" = 2 ] || [ "$rc" != 0 ]; }; then
    echo "FAIL: exit $rc, expected 2${want#2}"; fail=1
  elif [ "$rc" = 2 ] && [ "$lines" != 1 ]; then
    echo "FAIL: $lines lines on standard error, expected one"; fail=1
  fi
  if [ -n "$(ls -A "$dir" | grep '^\.')" ]; then
    echo "FAIL: a hidden file is left: $(ls -A "$dir" | grep '^\.')"; fail=1
  fi
  if [ "$rc" != 0 ] && [ -n "$(ls -A "$dir")" ]; then
    echo "FAIL: a figure appeared although the export failed: $(ls -A "$dir")"; fail=1
  fi
  rm -rf "$dir"/* "$dir"/.[!.]* 2>/dev/null
}

# the rule engine: its move list of 16.7 million entries does not fit
run 131072 2 steps 'moves:rule=(1)' --size 4096
run 98304 2 ppos 'moves:rule=((dx+dy)%2==1)' --size 4096
# small figures and videos from 32 to 128 MiB (and one that fits a WebM)
for kib in 32768 49152 65536 81920 98304 131072; do
  run $kib any export wythoff --size 23 -o "$dir/f.png"
  run $kib any export wythoff --size 23 -o "$dir/f.pdf"
  run $kib any export wythoff --size 23 --all-steps -o "$dir/f.gif"
  run $kib any export wythoff --size 23 --all-steps -o "$dir/f.webm"
done
run 393216 any export wythoff --size 23 --all-steps -o "$dir/f.webm"
[ $fail = 0 ] && echo "ok: every run answered or refused in one line, nothing left behind"
exit $fail
