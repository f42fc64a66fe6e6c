#!/usr/bin/env bash
# The Linux packages from the PyInstaller bundle: a .deb and a portable tarball.
#   ./setup.sh bundle              installs what the build needs, then runs this into build/packages
#   installer/build_linux.sh OUTDIR
# Prints the tarball's path, then the .deb's. FIOSCOPE_GZIP_LEVEL=N packs both with gzip -N
# instead of xz (the tests: the same files, packed in seconds instead of minutes).
set -euo pipefail
out="$(realpath -m "${1:-build/packages}")"
root="$(cd "$(dirname "$0")/.." && pwd)"
pyinstaller="$root/.venv/bin/pyinstaller"
if [ ! -x "$pyinstaller" ]; then
  echo "build_linux.sh: $pyinstaller not found: run ./setup.sh bundle (it installs the [build] extra and builds the packages)" >&2
  exit 2
fi
for tool in dpkg-deb readelf strip xz; do
  command -v "$tool" > /dev/null || { echo "build_linux.sh: $tool not found: run ./setup.sh bundle" >&2; exit 2; }
done
version="$(sed -n 's/^version = "\(.*\)"/\1/p' "$root/pyproject.toml")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
# nice: the build takes both cores for a minute or two; what else runs keeps its share.
# Zlib level 0: the Python modules are stored as they are in the executable's archive, which
# the package's xz then compresses far better than zlib had (the executable: 10.3 MB xz'd
# as zlib data, 6.6 MB stored; 26 MB instead of 10 MB installed).
PYINSTALLER_ZLIB_COMPRESSION_LEVEL=0 nice -n 10 "$pyinstaller" "$root/installer/fioscope.spec" --noconfirm \
  --log-level ERROR --distpath "$work/dist" --workpath "$work/build"
app="$work/dist/fioscope"

# What the binaries need from the system, computed from them (installer/deb_depends.py).
depends="$(python3 "$root/installer/deb_depends.py" "$app")"
glibc="$(sed -n 's/^libc6 (>= \([0-9.]*\)).*/\1/p' <<< "$depends")"
packages="$(tr ',' '\n' <<< "$depends" | sed 's/ *(.*//; s/^ *//' | grep -v '^libc6$' | tr '\n' ' ')"
cat > "$app/README.txt" <<TXT
Fioscope $version for Linux x86-64, portable: unpack anywhere and run ./fioscope
(no arguments: the window; ./fioscope --help: the commands). It needs glibc $glibc or newer
(ldd --version prints yours) and, for the window, these Debian/Ubuntu packages:
  $packages
Licences: LICENSE (Fioscope, GPL-2.0-or-later) and _internal/licenses/ (everything bundled).
TXT
cp "$root/LICENSE" "$app/LICENSE"

# The tarball is packed in the background while the .deb is made (each takes minutes of xz).
gz="${FIOSCOPE_GZIP_LEVEL:-}"
if [ -n "$gz" ]; then
  tarball="$out/fioscope-$version-linux-x86_64.tar.gz"
  (tar -C "$work/dist" -cf - fioscope | gzip "-$gz" > "$tarball") &
  deb_compress=(-Zgzip "-z$gz")
else
  tarball="$out/fioscope-$version-linux-x86_64.tar.xz"
  (tar -C "$work/dist" -cf - fioscope | nice -n 10 xz -6 -T0 > "$tarball") &
  deb_compress=(-Zxz -z6)
fi
packing=$!

pkg="$work/deb"
doc="$pkg/usr/share/doc/fioscope"
mkdir -p "$pkg/DEBIAN" "$pkg/opt" "$pkg/usr/bin" "$pkg/usr/share/applications" "$pkg/usr/share/metainfo" \
         "$pkg/usr/share/icons/hicolor/scalable/apps" "$doc"
cp -a "$app" "$pkg/opt/fioscope"
rm "$pkg/opt/fioscope/README.txt"  # the tarball's; the package says it in its control file
ln -s /opt/fioscope/fioscope "$pkg/usr/bin/fioscope"
cp "$root/resources/fioscope.desktop" "$pkg/usr/share/applications/"
cp "$root/resources/fioscope.metainfo.xml" "$pkg/usr/share/metainfo/"
cp "$root/resources/fioscope.svg" "$pkg/usr/share/icons/hicolor/scalable/apps/"
cp "$root/fio_bin/linux-x86_64/COPYING" "$doc/fio-COPYING"
cp "$root/fio_bin/linux-x86_64/SOURCE.txt" "$doc/fio-SOURCE.txt"
gzip -9n < "$root/CHANGELOG.md" > "$doc/changelog.gz"
cat > "$doc/copyright" <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Fioscope
Comment: Fioscope's own code is under the GPL, version 2 or later (its text: LICENSE in
 /opt/fioscope/, and /usr/share/common-licenses/GPL-2). The package also carries, in
 /opt/fioscope/_internal/, fio, Python, Qt with PySide6 and the other components the app
 loads; each is listed with its version and licence in
 /opt/fioscope/_internal/licenses/components.json, its licence texts are in
 /opt/fioscope/_internal/licenses/<name>/, and Help > About in the app shows both.

Files: *
Copyright: the Fioscope developers
License: GPL-2+
 This program is free software; you can redistribute it and/or modify it under the
 terms of the GNU General Public License as published by the Free Software Foundation;
 either version 2 of the License, or (at your option) any later version.
 .
 This program is distributed in the hope that it will be useful, but WITHOUT ANY
 WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A
 PARTICULAR PURPOSE. See the GNU General Public License for more details.
 .
 On Debian systems, the complete text of the GNU General Public License version 2 can
 be found in /usr/share/common-licenses/GPL-2.

Files: opt/fioscope/_internal/*
Copyright: their authors, as each component's licence texts in
 /opt/fioscope/_internal/licenses/ say
License: various
 Each bundled component's licence is named in
 /opt/fioscope/_internal/licenses/components.json, with its texts beside it.

Files: opt/fioscope/_internal/fio_bin/*
Copyright: Jens Axboe and the fio contributors
License: GPL-2
 fio $(sed -n '1s/^fio \([^ ]*\) .*/\1/p' "$root/fio_bin/linux-x86_64/SOURCE.txt"), built from the upstream source with Fioscope's changes
 (/usr/share/doc/fioscope/fio-SOURCE.txt has the diff). The GNU General Public License
 version 2: /usr/share/doc/fioscope/fio-COPYING, and on Debian systems
 /usr/share/common-licenses/GPL-2.
COPYRIGHT
size_kb="$(du -sk "$pkg" | cut -f1)"
cat > "$pkg/DEBIAN/control" <<CONTROL
Package: fioscope
Version: $version
Architecture: amd64
Maintainer: Fioscope developers <dev@fioscope.invalid>
Installed-Size: $size_kb
Depends: $depends
Section: utils
Priority: optional
Description: storage benchmark with live per-thread fio graphs
 Drives a bundled fio with live IOPS, bandwidth and latency per fio thread,
 peak and SNIA-style steady-state suites, page-cache tracking and reports.
 The app and its Python, Qt and fio are in /opt/fioscope; fioscope is the
 window with no arguments and the command line with a subcommand.
CONTROL
nice -n 10 dpkg-deb --root-owner-group "${deb_compress[@]}" --build "$pkg" "$out/fioscope_${version}_amd64.deb" > /dev/null
wait "$packing" || { echo "build_linux.sh: packing $tarball failed" >&2; exit 1; }
echo "$tarball"
echo "$out/fioscope_${version}_amd64.deb"
