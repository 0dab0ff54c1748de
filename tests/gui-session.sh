#!/bin/sh
# gui-session.sh PROGRAM ARGS...: runs a widget test on an X server (Xvfb) and a D-Bus session
# of its own, so that widget tests run side by side: each application registers its name on
# its own bus and has its own display's focus. The exit status is PROGRAM's.
dir=$(mktemp -d "${TMPDIR:-/tmp}/wy-gui.XXXXXX") || exit 1
# Xvfb picks a free display and writes its number once it accepts clients
Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3>"$dir/display" 2>"$dir/xvfb.log" &
xvfb=$!
i=0
while [ ! -s "$dir/display" ]; do
  if ! kill -0 "$xvfb" 2>/dev/null || [ "$i" -ge 200 ]; then
    echo "gui-session.sh: Xvfb did not start:" >&2
    cat "$dir/xvfb.log" >&2
    kill "$xvfb" 2>/dev/null
    rm -rf "$dir"
    exit 1
  fi
  sleep 0.05
  i=$((i + 1))
done
DISPLAY=:$(head -n 1 "$dir/display") GDK_BACKEND=x11 env -u WAYLAND_DISPLAY dbus-run-session -- "$@"
status=$?
kill "$xvfb" 2>/dev/null
wait "$xvfb" 2>/dev/null
rm -rf "$dir"
exit $status
