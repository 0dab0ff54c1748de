#!/bin/sh
# check-interrupt-drawing.sh WYTHOFF: SIGINT and SIGTERM stop a 14000 px PNG
# export within LIMIT_MS (1.5 s) while it draws and encodes, with exit
# status 128 + the signal, one line on standard error, and neither the
# figure nor the writer's hidden temporary file left behind. A stop slower
# than LIMIT_MS is tried once more before it fails: a busy host (a package
# install beside the tests) can hold one stop past the limit, a drawing loop
# that does not look for the signal misses it every time.
wythoff=$1
limit_ms=${LIMIT_MS:-1500}
# meson's MALLOC_PERTURB_ fills every freed byte: for the 784 MB surface
# that alone is most of a second, spent by the test's malloc, not the program
unset MALLOC_PERTURB_
dir=$(mktemp -d) || exit 1
err=$(mktemp) || exit 1
trap 'rm -rf "$dir" "$err"' EXIT

busy () {
  ls -A "$dir" | grep -q '^\.big\.png\.wy-'
}

for sig in INT TERM; do
  case $sig in INT) want=130 ;; *) want=143 ;; esac
  # two moments: while the cells are drawn, and while libpng encodes
  for run in "0.5 1" "0.5 2" "4 1" "4 2"; do
    set -- $run
    delay=$1 attempt=$2
    # the second attempt only where the first was slow
    if [ "$attempt" = 2 ] && [ "$slow" != 1 ]; then continue; fi
    slow=0
    "$wythoff" export wythoff --size 100000 --view elimination --width 14000 \
      -o "$dir/big.png" 2>"$err" &
    pid=$!
    # the temporary file appears once the board is solved and drawing starts
    i=0
    until busy; do
      i=$((i + 1))
      if [ $i -gt 1800 ] || ! kill -0 $pid 2>/dev/null; then
        kill -9 $pid 2>/dev/null
        echo "FAIL: the export never started writing"; exit 1
      fi
      sleep 0.1
    done
    sleep $delay
    if ! kill -0 $pid 2>/dev/null; then
      echo "FAIL: the export ended before the signal (make it larger)"; exit 1
    fi
    start=$(date +%s%N)
    kill -$sig $pid
    wait $pid
    rc=$?
    ms=$(( ($(date +%s%N) - start) / 1000000 ))
    echo "SIG$sig after $delay s of drawing: exit $rc in $ms ms: $(cat "$err")"
    if [ "$rc" != "$want" ]; then
      echo "FAIL: exit status $rc, expected $want"; exit 1
    fi
    if [ "$ms" -gt "$limit_ms" ] && [ "$attempt" = 1 ]; then
      echo "slow: it took $ms ms to stop, at most $limit_ms: once more"
      slow=1
    elif [ "$ms" -gt "$limit_ms" ]; then
      echo "FAIL: it took $ms ms to stop, at most $limit_ms, twice"; exit 1
    fi
    if [ "$(grep -c . "$err")" != 1 ] || ! grep -q "interrupted" "$err"; then
      echo "FAIL: standard error is not one line saying it was interrupted"; exit 1
    fi
    if [ -n "$(ls -A "$dir")" ]; then
      echo "FAIL: left behind: $(ls -A "$dir")"; exit 1
    fi
  done
done
echo "ok: SIGINT and SIGTERM stop a 14000 px export within $limit_ms ms, nothing left"
