"""Build the Linux bundle, tarball and .deb, then use them as a user would: a headless run
with the bundled fio and the GUI under Xvfb. Slow (about two minutes), so it runs once."""
import gzip
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

import pytest

from tests.installer.conftest import BUILD_TIMEOUT

# The build took 100-120 s on 2 idle cores and 287 s at a load of 13, over the suite's 180 s.
# Whichever installer test asks first pays for it within its own timeout, so each test gets
# the build's bound plus its own (its subprocesses' timeouts: 180 s at most); the build's
# subprocess times out first, with its output. The 180 s default stays for the rest.
pytestmark = [pytest.mark.skipif(not sys.platform.startswith("linux") or not shutil.which("dpkg-deb"),
                                 reason="Linux packages are built with dpkg-deb on Linux"),
              pytest.mark.timeout(BUILD_TIMEOUT + 180)]


@pytest.fixture
def packages(linux_packages):
    """The session's one build (tests/installer/conftest.py), shared with the licence and
    bundle checks; at gzip -1, which cost far less than a release build's default levels
    (the .deb at dpkg-deb's -z9: 122 s against 17 s at -z1, at a load of 10)."""
    return linux_packages


def newest_glibc(tree: Path) -> tuple[int, ...]:
    """The newest GLIBC_x.y symbol version any ELF file under tree asks for (readelf -V)."""
    newest: tuple[int, ...] = (0,)
    for f in tree.rglob("*"):
        if f.is_file() and not f.is_symlink() and f.open("rb").read(4) == b"\x7fELF":
            text = subprocess.run(["readelf", "-V", "-W", str(f)], capture_output=True, text=True).stdout
            for v in re.findall(r"Name: GLIBC_(\d+(?:\.\d+)+)", text):
                newest = max(newest, tuple(int(x) for x in v.split(".")))
    return newest


def test_deb_has_the_app_menu_entry_icon_licences_and_true_depends(packages):
    info = subprocess.run(["dpkg-deb", "-f", packages["deb"], "Package", "Version", "Architecture", "Depends"],
                          capture_output=True, text=True, check=True).stdout
    assert "Package: fioscope" in info and "Architecture: amd64" in info
    root = packages["root"]
    assert (root / "usr/share/applications/fioscope.desktop").read_text().count("Exec=fioscope") == 1
    assert "<launchable type=\"desktop-id\">fioscope.desktop</launchable>" in (
        root / "usr/share/metainfo/fioscope.metainfo.xml").read_text()
    assert (root / "usr/share/icons/hicolor/scalable/apps/fioscope.svg").is_file()
    assert os.readlink(root / "usr/bin/fioscope") == "/opt/fioscope/fioscope"
    doc = root / "usr/share/doc/fioscope"
    assert "GNU GENERAL PUBLIC LICENSE" in (doc / "fio-COPYING").read_text()
    copyright_text = (doc / "copyright").read_text()
    assert copyright_text.startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/")
    assert "License: GPL-2+" in copyright_text and "/opt/fioscope/_internal/licenses/" in copyright_text
    assert gzip.decompress((doc / "changelog.gz").read_bytes()).decode().startswith("# Changelog")
    assert "Version 2, June 1991" in (root / "opt/fioscope/_internal/LICENSE").read_text()
    assert (root / "opt/fioscope/_internal/fio_bin/linux-x86_64/fio").stat().st_mode & 0o111
    # Depends: the C library at the newest version the binaries ask for, and the graphics and
    # Wayland libraries the bundle does not carry (installer/deb_depends.py).
    depends = re.search(r"^Depends: (.*)$", info, re.M).group(1)
    glibc = ".".join(map(str, newest_glibc(root / "opt/fioscope")))
    assert depends.startswith(f"libc6 (>= {glibc}),"), depends
    for package in ("libgl1", "libegl1", "libxcb1", "libwayland-cursor0", "libwayland-egl1", "fontconfig-config"):
        assert re.search(rf"(^|, ){package}( \(|,|$)", depends), (package, depends)


def test_the_bundle_leaves_out_what_the_app_never_loads(packages):
    """installer/trim.py: the measured leftovers stay out, and no link is left dangling."""
    internal = packages["root"] / "opt/fioscope/_internal"
    qt = internal / "PySide6/Qt"
    assert sorted(p.name for p in (qt / "translations").iterdir()) == [
        "qtbase_de.qm", "qtbase_es.qm", "qtbase_ja.qm", "qtbase_zh_CN.qm"]
    assert sorted(p.name for p in (qt / "plugins/platforms").iterdir()) == [
        "libqminimal.so", "libqoffscreen.so", "libqwayland.so", "libqxcb.so"]
    for gone in ("plugins/platformthemes/libqgtk3.so", "plugins/egldeviceintegrations", "plugins/tls",
                 "lib/libQt6Network.so.6", "plugins/imageformats/libqjpeg.so"):
        assert not (qt / gone).exists(), gone
    assert not list(internal.glob("libgtk-3*")) and not list(internal.glob("libpango*"))
    assert not list(internal.glob("PIL/_avif*"))
    assert not (internal / "resources" / "screenshots").exists()
    assert sorted(p.name for p in (internal / "resources" / "i18n").iterdir()) == [
        "fioscope_de.qm", "fioscope_es.qm", "fioscope_ja.qm", "fioscope_zh_CN.qm"]
    dangling = [str(p) for p in internal.rglob("*") if p.is_symlink() and not p.exists()]
    assert not dangling, dangling


def test_the_tarball_says_what_it_needs(packages):
    with tarfile.open(packages["tarball"]) as tf:
        readme = tf.extractfile("fioscope/README.txt").read().decode()
        assert "fioscope/LICENSE" in tf.getnames()
    depends = subprocess.run(["dpkg-deb", "-f", packages["deb"], "Depends"], capture_output=True, text=True,
                             check=True).stdout
    glibc = re.search(r"libc6 \(>= ([\d.]+)\)", depends).group(1)
    assert f"glibc {glibc} or newer" in readme and "libgl1" in readme and "libwayland-cursor0" in readme


def test_headless_run_from_the_bundle_uses_the_bundled_fio(packages, tmp_path):
    exe = packages["root"] / "opt/fioscope/fioscope"
    env = {k: v for k, v in os.environ.items() if k != "FIOSCOPE_FIO"}
    env.update(PATH="/usr/bin:/bin", FIOSCOPE_DATA_DIR=str(tmp_path / "data"))
    p = subprocess.run([str(exe), "run", "--pause", "0", "--target", str(tmp_path), "--size", "8MiB", "--runtime", "0.5",
                        "--engine", "psync"], capture_output=True, text=True, env=env, timeout=180)
    assert p.returncode == 0, p.stderr
    assert "RND4K Q1T1" in p.stdout and "opt/fioscope/_internal/fio_bin/linux-x86_64/fio" in p.stdout
    assert sorted(os.listdir(tmp_path)) == ["data"]


@pytest.mark.skipif(not shutil.which("xvfb-run"), reason="needs Xvfb")
def test_gui_from_the_bundle_shows_its_main_window(packages, tmp_path):
    exe = packages["root"] / "opt/fioscope/fioscope"
    env = dict(os.environ, FIOSCOPE_DATA_DIR=str(tmp_path / "data"))
    env.pop("QT_QPA_PLATFORM", None)
    t0 = time.monotonic()
    p = subprocess.run(["xvfb-run", "-a", str(exe), "gui", "--quit-after", "2", "--open-about"], capture_output=True,
                       text=True, env=env, timeout=120)
    assert p.returncode == 0, p.stderr[-2000:]
    assert "main window shown: Fioscope" in p.stdout
    # About from the bundle's manifest: every component with its licence texts.
    assert re.search(r"about shown: Fioscope .*GPL-2.0-or-later; \d{2,} third-party components", p.stdout), p.stdout
    print(f"bundle cold start to window and 2 s wait: {time.monotonic() - t0:.1f} s")
