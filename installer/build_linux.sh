#!/usr/bin/env bash
# Linux packages from the PyInstaller bundle: a portable tarball and a .deb (dpkg-deb).
#   installer/build_linux.sh OUTDIR      (after ./setup.sh test, which installs PyInstaller)
set -euo pipefail
out="$(realpath -m "${1:-build/packages}")"
root="$(cd "$(dirname "$0")/.." && pwd)"
version="$(sed -n 's/^version = "\(.*\)"/\1/p' "$root/pyproject.toml")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
"$root/.venv/bin/pyinstaller" "$root/installer/fioscope.spec" --noconfirm --log-level WARN \
  --distpath "$work/dist" --workpath "$work/build"
# FIOSCOPE_GZIP_LEVEL=1: the same files, compressed faster (the tests); unset: gzip's and dpkg-deb's defaults.
gz="${FIOSCOPE_GZIP_LEVEL:-}"
tar -C "$work/dist" -cf - fioscope | gzip ${gz:+-$gz} > "$out/fioscope-$version-linux-x86_64.tar.gz"

pkg="$work/deb"
mkdir -p "$pkg/DEBIAN" "$pkg/opt" "$pkg/usr/bin" "$pkg/usr/share/applications" \
         "$pkg/usr/share/icons/hicolor/scalable/apps" "$pkg/usr/share/doc/fioscope"
cp -a "$work/dist/fioscope" "$pkg/opt/fioscope"
ln -s /opt/fioscope/fioscope "$pkg/usr/bin/fioscope"
cp "$root/resources/fioscope.desktop" "$pkg/usr/share/applications/"
cp "$root/resources/fioscope.svg" "$pkg/usr/share/icons/hicolor/scalable/apps/"
cp "$root/fio_bin/linux-x86_64/COPYING" "$pkg/usr/share/doc/fioscope/fio-COPYING"
cp "$root/fio_bin/linux-x86_64/SOURCE.txt" "$pkg/usr/share/doc/fioscope/fio-SOURCE.txt"
size_kb="$(du -sk "$pkg" | cut -f1)"
cat > "$pkg/DEBIAN/control" <<CONTROL
Package: fioscope
Version: $version
Architecture: amd64
Maintainer: Fioscope developers <dev@fioscope.invalid>
Installed-Size: $size_kb
Depends: libc6, libgl1, libegl1, libxkbcommon0, libfontconfig1, libdbus-1-3, libxcb-cursor0
Section: utils
Priority: optional
Description: storage benchmark with live per-thread fio graphs
 Drives a bundled fio 3.41 with live IOPS, bandwidth and latency per fio thread,
 peak and SNIA-style steady-state suites, page-cache tracking and reports.
CONTROL
dpkg-deb --root-owner-group -Zgzip ${gz:+-z$gz} --build "$pkg" "$out/fioscope_${version}_amd64.deb" >/dev/null
echo "$out/fioscope-$version-linux-x86_64.tar.gz"
echo "$out/fioscope_${version}_amd64.deb"
