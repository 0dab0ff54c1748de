#!/bin/sh
# check-exit.sh STATUS SECONDS PROGRAM ARGS...: PROGRAM must exit with exactly
# STATUS, within SECONDS (a hung program is killed and fails the test), and
# say why on one line of standard error.
want=$1; limit=$2; shift 2
err=$(timeout -k 5 "$limit" "$@" 2>&1 >/dev/null)
got=$?
if [ "$got" = 124 ] || [ "$got" = 137 ]; then
  echo "FAIL: $* did not exit within $limit s"; exit 1
fi
if [ "$got" != "$want" ]; then
  echo "FAIL: $* exited with status $got, expected $want"; exit 1
fi
lines=$(printf '%s\n' "$err" | grep -c .)
if [ "$want" != 0 ] && [ "$lines" != 1 ]; then
  echo "FAIL: $* wrote $lines lines to standard error, expected one:"; printf '%s\n' "$err"; exit 1
fi
echo "ok: $* exited with $got: $err"
