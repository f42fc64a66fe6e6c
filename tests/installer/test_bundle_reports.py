"""Reports from the installed .deb carry their charts: only a run of the frozen app shows that
what draws them was bundled (with matplotlib's SVG it was not: 'No module named
matplotlib.backends.backend_svg'). The charts are Fioscope's own now and matplotlib is no
dependency: the bundle leaves it out."""
import os
import shutil
import subprocess
import sys

import pytest

from tests.installer.conftest import BUILD_TIMEOUT

pytestmark = [pytest.mark.skipif(not sys.platform.startswith("linux") or not shutil.which("dpkg-deb"),
                                 reason="the Linux packages are built with dpkg-deb on Linux"),
              pytest.mark.timeout(BUILD_TIMEOUT + 240)]  # the session's build, then 3 runs of 60 s at most


def test_html_and_pdf_reports_from_the_bundle_carry_their_charts(linux_packages, tmp_path):
    exe = linux_packages["root"] / "opt" / "fioscope" / "fioscope"
    assert not list((exe.parent / "_internal").glob("matplotlib*"))
    env = {k: v for k, v in os.environ.items() if k != "FIOSCOPE_FIO"}
    env.update(PATH="/usr/bin:/bin", FIOSCOPE_DATA_DIR=str(tmp_path / "data"))

    def fioscope(*argv: str) -> subprocess.CompletedProcess:
        return subprocess.run([str(exe), *argv], capture_output=True, text=True, env=env, timeout=60)

    p = fioscope("run", "--pause", "0", "--target", str(tmp_path), "--size", "8MiB", "--runtime", "0.5", "--engine", "psync")
    assert p.returncode == 0, p.stderr
    p = fioscope("report", "last", "--format", "html", "-o", str(tmp_path / "r.html"))
    assert p.returncode == 0, p.stderr
    assert (tmp_path / "r.html").read_text().count("<svg") >= 2
    p = fioscope("report", "last", "--format", "pdf", "-o", str(tmp_path / "r.pdf"))
    assert p.returncode == 0, p.stderr
    assert (tmp_path / "r.pdf").read_bytes().startswith(b"%PDF")
