#!/usr/bin/env bash
# Fioscope set-up for Debian/Ubuntu. Idempotent: a second run only checks and starts.
#   ./setup.sh app    install everything, then open the app (or, with no display, run the
#                     quick suite on a test file in the current directory and save results)
#   ./setup.sh test   install everything, including the Windows fio build and wine, then
#                     run the whole test suite
#   ./setup.sh bundle install the app's packages and the [build] extra (PyInstaller), then build
#                     the Linux .deb and portable tarball into build/packages (installer/build_linux.sh)
set -euo pipefail

mode="${1:-app}"
caller_dir="$PWD"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"

apt_base=(python3 python3-venv build-essential pkg-config libaio-dev zlib1g-dev util-linux
          libgl1 libegl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3
          libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-randr0
          libxcb-render-util0 libxcb-image0 libxcb-xinerama0 libglib2.0-0)
# binutils: readelf and strip; the wayland libraries: the .deb's Depends name the packages that hold
# what the bundled Qt needs (installer/deb_depends.py looks them up on this machine).
apt_bundle=(binutils xz-utils libwayland-client0 libwayland-cursor0 libwayland-egl1)
apt_test=(gcc-mingw-w64-x86-64 wine wine64 xvfb xdotool e2fsprogs fdisk nsis sudo chromium-headless-shell fonts-noto-cjk)  # fonts-noto-cjk: the Japanese and Chinese screenshots; nsis: makensis compiles the Windows installer; sudo: the non-root run test; chromium-headless-shell: prints the HTML report; xdotool: bench_startup.py --xvfb sees the window

case "$mode" in
  app) packages=("${apt_base[@]}"); platforms=(linux-x86_64); extras="" ;;
  test) packages=("${apt_base[@]}" "${apt_bundle[@]}" "${apt_test[@]}"); platforms=(linux-x86_64 windows-x86_64); extras="[test]" ;;
  bundle) packages=("${apt_base[@]}" "${apt_bundle[@]}"); platforms=(linux-x86_64); extras="[build]" ;;
  *) echo "usage: ./setup.sh app|test|bundle" >&2; exit 2 ;;
esac

step() { printf '\n==> %s\n' "$*"; }

# 1. System packages: only what is missing, so a second run asks apt nothing.
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  step "installing system packages: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# 2. The virtual environment with the pinned dependencies, transitive ones from constraints.txt
#    (reinstalled when pyproject.toml or constraints.txt changes).
stamp=".venv/.fioscope-installed"
want="$(cat pyproject.toml constraints.txt | sha256sum | cut -c1-16)$extras"
if ! python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
  # pyproject.toml's requires-python: pip would fail later with a page of resolver output
  echo "setup.sh: Fioscope needs Python 3.11 or newer; python3 here is $(python3 -V 2>&1) (Debian 12 and Ubuntu 24.04 have it)" >&2
  exit 1
fi
if [ ! -x .venv/bin/python ]; then
  step "creating .venv"
  python3 -m venv .venv
fi
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  step "installing Python dependencies"
  .venv/bin/python -m pip install -q -c constraints.txt -e ".$extras"
  echo "$want" > "$stamp"
fi

# The window's translations: PySide6's lrelease builds resources/i18n/*.qm from the .ts sources.
step "translations"
.venv/bin/python resources/i18n/build.py

# 3. The bundled fio, built from the checksum-verified upstream source (cached outside).
step "bundled fio"
python3 fio_bin/build_fio.py "${platforms[@]}"

if [ "$mode" = bundle ]; then
  step "building the Linux packages into build/packages"
  start=$SECONDS
  installer/build_linux.sh build/packages
  ls -l build/packages
  echo "built in $((SECONDS - start)) s"
  exit 0
fi

if [ "$mode" = test ]; then
  step "running the test suite"
  # Two workers per core (at most 8): the tests mostly wait on fio's timed runs (a worker per
  # core kept the CPUs 23 % busy); each module's tests on one worker. Then, alone, the tests
  # of machine-wide state (page cache, device nodes, sudoers: SERIAL in tests/conftest.py).
  rc=0
  workers=$(( $(nproc) * 2 ))
  [ "$workers" -le 8 ] || workers=8
  # A hang must end as a failure with pytest's summary (SIGINT), not as CI's time limit.
  timeout --foreground -s INT -k 120 3000 .venv/bin/python -m pytest -n "$workers" --dist loadgroup -m "not serial" || rc=$?
  [ "$rc" -ne 124 ] || echo "setup.sh: the parallel tests ran past 50 min and were stopped" >&2
  timeout --foreground -s INT -k 120 1500 .venv/bin/python -m pytest -m serial || rc=$((rc ? rc : $?))
  exit "$rc"
fi

if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  step "starting Fioscope"
  exec .venv/bin/fioscope
fi
results="$caller_dir/fioscope-quick-$(date +%Y%m%d-%H%M%S).json"
step "no display: quick run on a test file in $caller_dir"
exec .venv/bin/fioscope run --target "$caller_dir" --json "$results"
