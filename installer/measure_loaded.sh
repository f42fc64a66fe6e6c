#!/usr/bin/env bash
# Which of a built bundle's binaries the app loads: the window under Xvfb with Help > About
# open (the files mapped into the process, /proc/PID/maps, 3 s after the window shows), and
# `fioscope run`, `report --format html` and `--format pdf` (LD_DEBUG=files). Prints the
# bundle's shared objects never loaded, largest first: what installer/trim.py may leave out.
#   installer/measure_loaded.sh DIST_DIR        (DIST_DIR/fioscope/fioscope; needs xvfb-run)
set -euo pipefail
app="$(realpath "$1")/fioscope"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export FIOSCOPE_DATA_DIR="$work/data" PATH=/usr/bin:/bin
unset QT_QPA_PLATFORM FIOSCOPE_FIO

# The window: mapped files while it shows, with About open.
xvfb-run -a bash -c '
  "$1/fioscope" gui --quit-after 6 --open-about > "$2/gui.out" 2>&1 & pid=$!
  for _ in $(seq 600); do grep -q "main window shown" "$2/gui.out" && break; sleep 0.1; done
  sleep 3
  awk "{print \$6}" /proc/$pid/maps > "$2/loaded"
  wait $pid' _ "$app" "$work"
grep -q "about shown" "$work/gui.out" || { cat "$work/gui.out" >&2; exit 1; }

# The CLI: a run and both reports.
mkdir "$work/target"
for args in "run --target $work/target --size 8MiB --runtime 0.5 --engine psync" \
            "report last --format html -o $work/r.html" "report last --format pdf -o $work/r.pdf"; do
  # shellcheck disable=SC2086  # the words of $args are the arguments
  LD_DEBUG=files LD_DEBUG_OUTPUT="$work/ld" "$app/fioscope" $args > /dev/null 2>&1
done
cat "$work"/ld.* | sed -n 's/.*calling init: \(.*\)$/\1/p' >> "$work/loaded"

# Paths as the bundle names them (realpath: the links beside the executable count as their targets).
sort -u "$work/loaded" | grep "^$app/" | xargs -r realpath -e 2>/dev/null | sort -u > "$work/loaded.real"
find "$app/_internal" -type f \( -name "*.so" -o -name "*.so.*" \) -print0 | xargs -0 realpath | sort -u > "$work/all"
echo "loaded: $(wc -l < "$work/loaded.real") of $(wc -l < "$work/all") shared objects; never loaded:"
comm -23 "$work/all" "$work/loaded.real" | xargs -r du -k | sort -rn | sed "s|$app/_internal/||"
