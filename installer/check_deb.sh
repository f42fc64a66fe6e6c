#!/usr/bin/env bash
# The .deb on a bare Debian: a debootstrap root (minbase: no Python, no build tools, no X),
# `apt install ./fioscope_*.deb` in it (apt fetches the Depends), then as a user would:
# `fioscope run` on a test file, the HTML and PDF reports of that run, and the window with
# Help > About open on the host's Xvfb. Needs root, debootstrap and xvfb-run (Xvfb) on the host
# and the Debian archive of the host's apt sources.
#   installer/check_deb.sh build/packages/fioscope_0.1.0_amd64.deb [SUITE]    (SUITE: bookworm)
# Prints each step with its time; exits non-zero at the first that fails.
set -euo pipefail
deb="$(realpath "$1")"
suite="${2:-bookworm}"
[ "$(id -u)" -eq 0 ] || { echo "check_deb.sh: needs root (debootstrap, chroot)" >&2; exit 2; }
for tool in debootstrap Xvfb; do
  command -v "$tool" > /dev/null || { echo "check_deb.sh: $tool not found: apt install debootstrap xvfb" >&2; exit 2; }
done
# The archive the host's apt uses (deb822 or one-line sources), not a host name written here.
mirror="$(sed -n 's/^URIs: *\(http[^ ]*debian\)$/\1/p; s/^deb \(\[[^]]*\] \)\{0,1\}\(http[^ ]*debian\) .*/\2/p' \
          /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null | head -1 || true)"
[ -n "$mirror" ] || { echo "check_deb.sh: no Debian archive in the host's apt sources" >&2; exit 2; }

root="$(mktemp -d /tmp/fioscope-check.XXXXXX)"
chmod 755 "$root"  # apt's downloads run as _apt, which must reach the root's /var/lib/apt
xvfb_pid=""
cleanup() {
  [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2> /dev/null || true
  for m in tmp/.X11-unix dev sys proc ""; do
    if mountpoint -q "$root/$m" 2> /dev/null; then umount -R "$root/$m" 2> /dev/null || umount -R -l "$root/$m"; fi
  done
  # Never remove through a mount left behind (the host's /dev, its X sockets).
  if grep -q " $root" /proc/mounts; then
    echo "check_deb.sh: $root still has mounts; left in place" >&2
  else
    rm -rf --one-file-system "$root"
  fi
}
trap cleanup EXIT
t0=$SECONDS
step() { printf '[%4d s] %s\n' $((SECONDS - t0)) "$*"; }

step "debootstrap --variant=minbase $suite from $mirror"
debootstrap --variant=minbase "$suite" "$root" "$mirror" > "$root.log" 2>&1 || { tail -20 "$root.log" >&2; exit 1; }
rm -f "$root.log"
# The app's sandbox remounts / read-only for fio: in a chroot / must be a mount point, as it
# is on an installed system (fioscope says so when it is not); a bind mount of the root makes it one.
mount --bind "$root" "$root"
mount -t proc proc "$root/proc"
mount --rbind /sys "$root/sys"
mount --rbind /dev "$root/dev"
mkdir -p "$root/tmp/.X11-unix"
mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
cp /etc/resolv.conf "$root/etc/resolv.conf"
cp "$deb" "$root/tmp/"
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }

step "apt install ./$(basename "$deb") (apt fetches its Depends)"
in_root apt-get update -q > /dev/null
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "/tmp/$(basename "$deb")" \
  > "$root/tmp/apt.log" 2>&1 || { tail -20 "$root/tmp/apt.log" >&2; exit 1; }
in_root dpkg-query -W -f '${Package} ${Version} ${Installed-Size} KiB\n' fioscope
in_root sh -c 'if [ -e /usr/bin/python3 ]; then echo "python3 is in the root"; else echo "no python3 in the root"; fi'
in_root fioscope --version 2> /dev/null || true

step "fioscope run on a test file"
mkdir -p "$root/tmp/target"
in_root fioscope run --target /tmp/target --size 16MiB --runtime 0.5 --engine psync > "$root/tmp/run.log" 2>&1 \
  || { cat "$root/tmp/run.log" >&2; exit 1; }
grep -E "^fioscope|RND4K Q1T1|stored as run" "$root/tmp/run.log"

step "HTML and PDF reports of that run"
in_root fioscope report last --format html -o /tmp/report.html
in_root fioscope report last --format pdf -o /tmp/report.pdf
grep -c "<svg" "$root/tmp/report.html" | sed 's/^/charts in the HTML report: /'
head -c 5 "$root/tmp/report.pdf" | grep -q "%PDF" || { echo "check_deb.sh: the PDF report is not a PDF" >&2; exit 1; }
echo "PDF report: $(stat -c %s "$root/tmp/report.pdf") bytes"

step "the window (Xvfb on the host) with Help > About open"
# -displayfd: Xvfb picks a free display and writes its number once it accepts clients.
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3> "$root/tmp/display" > /dev/null 2>&1 &
xvfb_pid=$!
for _ in $(seq 300); do [ -s "$root/tmp/display" ] && break; sleep 0.1; done
display=":$(cat "$root/tmp/display")"
in_root env DISPLAY="$display" fioscope gui --quit-after 3 --open-about > "$root/tmp/gui.log" 2>&1 \
  || { cat "$root/tmp/gui.log" >&2; exit 1; }
grep -E "^(about shown|main window shown)" "$root/tmp/gui.log"
step "all passed"
