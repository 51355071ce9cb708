#!/bin/bash
# A whole game against Easy and a room move from a friend, by keyboard alone, heard through GNOME
# Orca run headless (Xvfb) against Chromium. Fails when the focus leaves the pits, when a move is
# not announced on the page, or when Orca did not speak an announcement the page made.
# Needs (Debian 12): apt-get install orca xvfb dbus-x11 at-spi2-core speech-dispatcher \
#   speech-dispatcher-espeak-ng espeak-ng python3-pyatspi xdotool ; plus Python Playwright
#   (pip install playwright; it uses Debian's chromium).
# Usage: [KALAH_LANG=de] tools/orca/run.sh [BASE_URL] [lobby|arena|oware]   (default http://127.0.0.1:3000); a
# Kalah server must be up (cargo xtask serve). A run takes about two minutes. KALAH_LANG=de plays the
# German pages with speech-dispatcher's voice set to German. With `lobby`, lobby.py plays a
# person found in the lobby instead: the pairing, the clock's warnings and the end. With `arena`,
# arena.py joins an arena: two games found by its page, the way back, the player's place. With
# `oware`, oware.py plays Oware: a move refused for not feeding, a chain capture, a grand slam and
# the end it brings.
# Outputs in $ORCA_OUT (default: a new temporary folder, printed at the end): orca-debug.log (Orca's
# full debug log), steps.log (driver steps), speech.txt (Orca's SPEECH OUTPUT lines), expected.txt
# (what the page announced), transcript.txt (steps and speech merged by time).
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
D=${ORCA_OUT:-$(mktemp -d -t orca-check-XXXX)}; mkdir -p "$D"; cd "$D"
export DISPLAY=:99
PIDS=()
cleanup() {   # kill only what this script started, newest first
  for ((i=${#PIDS[@]}-1; i>=0; i--)); do kill "${PIDS[i]}" 2>/dev/null; done
  sleep 1; for p in "${PIDS[@]}"; do kill -9 "$p" 2>/dev/null; done; true
}
trap cleanup EXIT

Xvfb :99 -screen 0 1280x1024x24 -nolisten tcp >xvfb.log 2>&1 & PIDS+=($!); sleep 1
eval "$(dbus-launch --sh-syntax)"; PIDS+=("$DBUS_SESSION_BUS_PID")          # session bus
/usr/libexec/at-spi-bus-launcher --launch-immediately >atspi.log 2>&1 & PIDS+=($!); sleep 1
gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus \
  --method org.freedesktop.DBus.Properties.Set org.a11y.Status IsEnabled '<true>' >/dev/null

# speech-dispatcher with a private config: espeak-ng, audio to ALSA's "null" PCM (no sound card).
# Without this it hangs on "Couldn't open pulse plugin" and Orca blocks forever in its first speak().
if [ ! -d speechd ]; then
  cp -r /etc/speech-dispatcher speechd
  printf '%s\n' 'AudioOutputMethod "alsa"' 'AudioALSADevice "null"' \
    'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"' 'DefaultModule espeak-ng' \
    "DefaultLanguage \"${KALAH_LANG:-en}\"" >> speechd/speechd.conf
fi
mkdir -p speechd-log prefs
speech-dispatcher -s -t 0 -C "$D/speechd" -L "$D/speechd-log" -c unix_socket -S default >speechd.out 2>&1 & PIDS+=($!); sleep 1

# In another language Orca speaks with a voice of that language (its own words stay in its locale's).
if [ "${KALAH_LANG:-en}" != en ] && [ ! -f prefs/user-settings.conf ]; then
  python3 - prefs/user-settings.conf "$KALAH_LANG" <<'PY'
import json, sys
voice = {"established": True, "family": {"name": "", "lang": sys.argv[2], "dialect": "", "variant": None}}
json.dump({"general": {"voices": {"default": voice}},
           "profiles": {"default": {"profile": ["Default", "default"], "voices": {"default": voice}}},
           "pronunciations": {}, "keybindings": {}}, open(sys.argv[1], "w"), indent=1)
PY
fi
rm -f orca-debug.log
orca --replace -u "$D/prefs" --debug-file="$D/orca-debug.log" >orca.out 2>&1 & ORCA=$!; PIDS+=($ORCA); sleep 5
# at-spi2-registryd is D-Bus-activated on the a11y bus; record its PID so cleanup can kill it
A11Y=$(gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus --method org.a11y.Bus.GetAddress | sed "s/^('\(.*\)',)$/\1/")
REG=$(dbus-send --bus="$A11Y" --print-reply=literal --dest=org.freedesktop.DBus / \
      org.freedesktop.DBus.GetConnectionUnixProcessID string:org.a11y.atspi.Registry 2>/dev/null | awk '{print $2}')
[ -n "$REG" ] && PIDS=("$REG" "${PIDS[@]}")

DRIVER=drive.py; [ "${2:-}" = lobby ] && DRIVER=lobby.py; [ "${2:-}" = arena ] && DRIVER=arena.py
[ "${2:-}" = oware ] && DRIVER=oware.py
timeout 400 python3 "$HERE/$DRIVER" "${1:-http://127.0.0.1:3000}" "$D" 2>&1 | tee steps.log
DRIVEN=${PIPESTATUS[0]}

kill -TERM "$ORCA"; for i in $(seq 20); do kill -0 "$ORCA" 2>/dev/null || break; sleep 0.5; done  # flushes the log
grep -a 'SPEECH OUTPUT' orca-debug.log > speech.txt
{ grep -a ' STEP: ' steps.log
  sed -E "s/^([0-9:.]+) - SPEECH OUTPUT: /\1 SAID: /; s/ ?(\{'established'.*\}|None)$//" speech.txt; } | sort > transcript.txt
echo "== $(wc -l < speech.txt) SPEECH OUTPUT lines; transcript in $D/transcript.txt"
# Every announcement the page made must have been spoken, in order.
python3 "$HERE/heard.py" expected.txt speech.txt || exit 1
[ "$DRIVEN" = 0 ] || { echo "== the driver failed (exit $DRIVEN): see steps.log"; exit 1; }
echo "== every announcement was spoken and the focus stayed on the pits"
