#!/bin/sh
# check-interrupt-video.sh WYTHOFF: SIGTERM, SIGINT and SIGHUP while `wythoff export
# --all-steps -o FILE.gif` writes (a terminal closed is SIGHUP): exit status 128 + the signal,
# one line on standard error, nothing left in the folder but the file that was at the
# destination before, byte for byte.
wythoff=$1
dir=$(mktemp -d) || exit 1
err=$(mktemp) || exit 1
trap 'rm -rf "$dir" "$err"' EXIT

for sig in TERM INT HUP; do
  case $sig in TERM) want=143 ;; INT) want=130 ;; HUP) want=129 ;; esac
  printf 'old figure' > "$dir/steps.gif"
  # every step of a 300 board at 1500 px: some seconds of frames
  "$wythoff" export wythoff --size 300 --all-steps --width 1500 -o "$dir/steps.gif" 2>"$err" &
  pid=$!
  # the writer's hidden temporary file beside the figure: the write is under way
  i=0
  until ls -A "$dir" | grep -q '^\.steps\.gif\.wy-'; do
    i=$((i + 1))
    if [ $i -gt 600 ] || ! kill -0 $pid 2>/dev/null; then
      kill -9 $pid 2>/dev/null
      echo "FAIL: SIG$sig: the export never started writing"; exit 1
    fi
    sleep 0.05
  done
  sleep 0.5
  kill -$sig $pid
  wait $pid
  rc=$?
  echo "SIG$sig: exit $rc: $(cat "$err")"
  if [ "$rc" != "$want" ]; then
    echo "FAIL: SIG$sig: exit status $rc, expected $want"; exit 1
  fi
  if [ "$(grep -c . "$err")" != 1 ] || ! grep -q "interrupted" "$err"; then
    echo "FAIL: SIG$sig: standard error is not one line saying it was interrupted"; exit 1
  fi
  if [ "$(ls -A "$dir")" != "steps.gif" ]; then
    echo "FAIL: SIG$sig: left behind: $(ls -A "$dir")"; exit 1
  fi
  if [ "$(cat "$dir/steps.gif")" != "old figure" ]; then
    echo "FAIL: SIG$sig: the figure that was there changed"; exit 1
  fi
done
echo "ok: SIGTERM, SIGINT and SIGHUP stop a GIF export, the old figure kept, nothing left"
