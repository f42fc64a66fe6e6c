"""Build the Linux bundle, tarball and .deb, then use them as a user would: a headless run
with the bundled fio and the GUI under Xvfb. Slow (about two minutes), so it runs once."""
import os
import shutil
import subprocess
import sys
import time

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


def test_deb_has_the_app_menu_entry_icon_and_fio_licence(packages):
    info = subprocess.run(["dpkg-deb", "-f", packages["deb"], "Package", "Version", "Architecture"],
                          capture_output=True, text=True, check=True).stdout
    assert "Package: fioscope" in info and "Architecture: amd64" in info
    root = packages["root"]
    assert (root / "usr/share/applications/fioscope.desktop").read_text().count("Exec=fioscope") == 1
    assert (root / "usr/share/icons/hicolor/scalable/apps/fioscope.svg").is_file()
    assert os.readlink(root / "usr/bin/fioscope") == "/opt/fioscope/fioscope"
    assert "GNU GENERAL PUBLIC LICENSE" in (root / "usr/share/doc/fioscope/fio-COPYING").read_text()
    assert (root / "opt/fioscope/_internal/fio_bin/linux-x86_64/fio").stat().st_mode & 0o111


def test_headless_run_from_the_bundle_uses_the_bundled_fio(packages, tmp_path):
    exe = packages["root"] / "opt/fioscope/fioscope"
    env = {k: v for k, v in os.environ.items() if k != "FIOSCOPE_FIO"}
    env.update(PATH="/usr/bin:/bin", FIOSCOPE_DATA_DIR=str(tmp_path / "data"))
    p = subprocess.run([str(exe), "run", "--target", str(tmp_path), "--size", "8MiB", "--runtime", "0.5",
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
    p = subprocess.run(["xvfb-run", "-a", str(exe), "gui", "--quit-after", "2"], capture_output=True, text=True,
                       env=env, timeout=120)
    assert p.returncode == 0, p.stderr[-2000:]
    assert "main window shown: Fioscope" in p.stdout
    print(f"bundle cold start to window and 2 s wait: {time.monotonic() - t0:.1f} s")
