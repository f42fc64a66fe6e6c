"""The Linux bundle, tarball and .deb, built once per session for every installer test that
asks (the licence checks; test_linux_packages.py can take its `packages` from here too)."""
import os
import subprocess

import pytest

from tests.conftest import ROOT

# PyInstaller most of it: 100-140 s on 2 idle cores; with matplotlib and a load average of 12
# on 2 cores the build passed 600 s.
BUILD_TIMEOUT = 900


@pytest.fixture(scope="session")
def linux_packages(tmp_path_factory):
    """gzip -1 (FIOSCOPE_GZIP_LEVEL): the same files as a release build, compressed faster."""
    out = tmp_path_factory.mktemp("packages")
    p = subprocess.run([str(ROOT / "installer" / "build_linux.sh"), str(out)], capture_output=True, text=True,
                       timeout=BUILD_TIMEOUT, env=dict(os.environ, FIOSCOPE_GZIP_LEVEL="1"))
    assert p.returncode == 0, p.stderr[-3000:]
    tarball, deb = p.stdout.split()
    root = tmp_path_factory.mktemp("installed")
    subprocess.run(["dpkg-deb", "-x", deb, str(root)], check=True)
    return {"tarball": tarball, "deb": deb, "root": root}
