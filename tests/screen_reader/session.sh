#!/bin/bash
# The inner X session of the screen-reader test, run by orca_stack.py as
#     dbus-run-session -- bash session.sh RUN_DIR
# with DISPLAY, HOME, XDG_RUNTIME_DIR, BRLAPI_HOST and the speech settings already in the environment.
# It starts a window manager and Orca on this D-Bus session bus, then the terminal once the test
# has seen Orca on the Braille display (RUN_DIR/go appears), and stops Orca with SIGTERM once the
# test has typed its keys (RUN_DIR/stop appears): Orca writes its debug log in blocks and flushes
# it only when it exits cleanly. Everything it starts is in RUN_DIR/*.log; nothing here waits for ever
# (the test kills the whole process group if it has to).
set -u
dir=$1

wait_for() {  # wait_for FILE SECONDS
  local n=0
  while [ ! -e "$dir/$1" ] && [ "$n" -lt $(( $2 * 20 )) ]; do sleep 0.05; n=$((n + 1)); done
}

# gnome-terminal-server is started by D-Bus activation: it needs DISPLAY and the rest of this environment.
dbus-update-activation-environment --all >/dev/null 2>&1
gsettings set org.gnome.desktop.interface toolkit-accessibility true >/dev/null 2>&1
gsettings set org.gnome.desktop.a11y.applications screen-reader-enabled true >/dev/null 2>&1

# Orca speaks a terminal's new text only while the terminal has the focus: a window manager gives it.
openbox >"$dir/openbox.log" 2>&1 &
openbox=$!
orca --replace --debug-file="$dir/orca.log" >"$dir/orca.stdout.log" 2>&1 &
orca=$!
echo "$orca" >"$dir/orca.pid"

wait_for go 60
# app.sh (written by the test) records its process id, waits for Return, then runs the app with its
# output going both to the terminal and to app.out.
gnome-terminal --wait --geometry="${TERMINAL_GEOMETRY:-80x24}" -- bash "$dir/app.sh" >"$dir/terminal.log" 2>&1 &
terminal=$!

wait_for stop 600
kill -TERM "$orca" 2>/dev/null
n=0
while kill -0 "$orca" 2>/dev/null && [ "$n" -lt 200 ]; do sleep 0.05; n=$((n + 1)); done
kill -KILL "$orca" 2>/dev/null
# End the app (it saves on hang-up) and its terminal; dbus-run-session then stops the bus.
[ -s "$dir/app.pid" ] && kill -HUP -- "-$(cat "$dir/app.pid")" 2>/dev/null
kill "$terminal" 2>/dev/null
wait "$terminal" 2>/dev/null
kill "$openbox" 2>/dev/null
wait "$openbox" 2>/dev/null
exit 0
