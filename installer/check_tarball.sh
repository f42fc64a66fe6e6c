#!/usr/bin/env bash
# The portable tarball on a bare Debian (debootstrap minbase: no Python, no X, no fonts):
# the command line with nothing added, then the window step by step as a lean or rescue system
# has it: without libGL (one line naming libgl1), with the graphics libraries but no fonts (one
# line naming fontconfig-config), then with the packages its README.txt names (the window and
# About). Needs root, debootstrap and Xvfb on the host and the Debian archive of its apt sources.
#   installer/check_tarball.sh build/packages/fioscope-0.1.0-linux-x86_64.tar.xz [SUITE]
set -euo pipefail
tarball="$(realpath "$1")"
suite="${2:-bookworm}"
[ "$(id -u)" -eq 0 ] || { echo "check_tarball.sh: needs root (debootstrap, chroot)" >&2; exit 2; }
for tool in debootstrap Xvfb; do
  command -v "$tool" > /dev/null || { echo "check_tarball.sh: $tool not found: apt install debootstrap xvfb" >&2; exit 2; }
done
mirror="$(sed -n 's/^URIs: *\(http[^ ]*debian\)$/\1/p; s/^deb \(\[[^]]*\] \)\{0,1\}\(http[^ ]*debian\) .*/\2/p' \
          /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null | head -1 || true)"
[ -n "$mirror" ] || { echo "check_tarball.sh: no Debian archive in the host's apt sources" >&2; exit 2; }

root="$(mktemp -d /tmp/fioscope-check.XXXXXX)"
chmod 755 "$root"
xvfb_pid=""
cleanup() {
  [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2> /dev/null || true
  for m in tmp/.X11-unix dev sys proc ""; do
    if mountpoint -q "$root/$m" 2> /dev/null; then umount -R "$root/$m" 2> /dev/null || umount -R -l "$root/$m"; fi
  done
  if grep -q " $root" /proc/mounts; then
    echo "check_tarball.sh: $root still has mounts; left in place" >&2
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
# The root first, so that what is mounted below is inside it (see check_deb.sh on why).
mount --bind "$root" "$root"
mount -t proc proc "$root/proc"
mount --rbind /sys "$root/sys"
mount --rbind /dev "$root/dev"
mkdir -p "$root/tmp/.X11-unix"
mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
cp /etc/resolv.conf "$root/etc/resolv.conf"
tar -C "$root/opt" -xf "$tarball"
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3> "$root/tmp/display" > /dev/null 2>&1 &
xvfb_pid=$!
for _ in $(seq 300); do [ -s "$root/tmp/display" ] && break; sleep 0.1; done
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
              DISPLAY=":$(cat "$root/tmp/display")" "$@"; }
app=/opt/fioscope/fioscope
expect_line() {  # expect_line WORDS: the window refuses with exit 1 and one line holding WORDS
  local out rc=0
  out="$(in_root "$app" gui --quit-after 2 2>&1)" || rc=$?
  echo "$out" | grep -v -i "fontconfig error"
  [ "$rc" -eq 1 ] && echo "$out" | grep -q "$1" || { echo "check_tarball.sh: expected exit 1 and '$1'" >&2; exit 1; }
}

step "fioscope run and a PDF report, nothing installed"
mkdir -p "$root/tmp/target"
in_root "$app" run --target /tmp/target --size 16MiB --runtime 0.5 --engine psync > "$root/tmp/run.log" 2>&1 \
  || { cat "$root/tmp/run.log" >&2; exit 1; }
grep -E "RND4K Q1T1|stored as run" "$root/tmp/run.log"
in_root "$app" report last --format pdf -o /tmp/report.pdf
step "the window without libGL"
expect_line "apt install libgl1"
step "the window with libgl1, libegl1, libxcb1 and no fonts"
in_root apt-get update -q > /dev/null
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends libgl1 libegl1 libxcb1 > /dev/null
expect_line "apt install fontconfig-config"
step "the window with the packages README.txt names"
# shellcheck disable=SC2046  # one word per package
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
  $(sed -n '4p' "$root/opt/fioscope/README.txt") > /dev/null
in_root "$app" gui --quit-after 2 --open-about | grep -E "^(about shown|main window shown)"
step "all passed"
